"""Which tweens a move makes: the state jumps, these flights carry the picture after it.

Flight keys are ``(kind, seat, item)``: ``item`` a ``Tile`` (hidden at its
resting place, in the line or the human's hand) or an int (one face-down
tile missing from a fan until it lands).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from kozel_gui.layout import Box, LineTile, SeatPos, Slot, TableLayout
from kozel_gui.layout_board import BoardLayout
from kozel_gui.layout_spinner import ARM_NAMES, Arm, Growth
from kozel_gui.table.anim import Animator, Flight, Pose, slide
from kozel_gui.table.seen import TableRound
from kozel_gui.tween import Tween
from rules import Draw, Move, MoveKind, Placed, Tile

__all__ = [
    "BoardLayout",
    "Stage",
    "back_flight",
    "beside",
    "board_capacity",
    "board_growth",
    "board_tiles",
    "deal_flights",
    "end_slot",
    "fan_tile",
    "hand_order",
    "line_layout",
    "move_flights",
    "pile_shown",
    "pose_of",
    "reflow",
    "sorted_hand",
]

PLACE, SETTLE, DRAW, FLIP, DEAL, STAGGER = 0.30, 0.06, 0.28, 0.12, 0.22, 0.05


def sorted_hand(tiles: tuple[Tile, ...]) -> list[Tile]:
    """The human's hand in playing order: by number."""
    return sorted(tiles, key=lambda t: (t.low, t.high))


def hand_order(r: TableRound, seat: int, draws_last: bool = False) -> list[Tile]:
    """``seat``'s tiles as its hand shows them: by number; where ``draws_last`` (the kids'
    table), the dealt ones by number and then each tile drawn, in the order it was drawn
    (it joins the end of the hand, where the child looks, and nothing else moves)."""
    hand = r.hand(seat)
    if not draws_last:
        return sorted_hand(hand)
    drawn = [s.drawn for s in r.history() if s.seat == seat and s.drawn in hand]
    kept = [t for t in drawn if t is not None]
    return [*sorted_hand(tuple(t for t in hand if t not in kept)), *kept]


def board_tiles(r: TableRound) -> tuple[Placed, ...]:
    """Every tile on the table in the layouts' flat order: the line, the up arm, the down arm."""
    up, down = r.branches
    return (*r.line, *up, *down)


def line_layout(layout: TableLayout, r: TableRound) -> BoardLayout:
    """The tiles of ``r`` laid out on this table: a line, or a four-way table, grown in the
    order of play (so a tile once down never moves against the others)."""
    line, (up, down) = r.line, r.branches  # each a walk of the history: read them once
    growth = _growth(r, line, up, down)
    if not r.rules.is_spinner:
        return layout.line(tuple(LineTile(p.a, p.b) for p in line), r.lead_index,
                           capacity=_capacity(r, len(line) + len(up) + len(down)),
                           growth=growth)
    return layout.spinner(growth, capacity=_capacity(r, len(line) + len(up) + len(down)))


def board_capacity(r: TableRound) -> int:
    """The most tiles round ``r`` can put down: every tile in play but the bazaar's reserve,
    less one still held by each seat but the one that goes out."""
    return _capacity(r, len(board_tiles(r)))


def _capacity(r: TableRound, on_board: int) -> int:
    if r.rules.draw is Draw.NONE:  # nobody draws: the bazaar's tiles never come into play
        return max(1, on_board + sum(r.hand_sizes) - (r.players - 1))
    in_play = on_board + sum(r.hand_sizes) + r.bazaar_size
    return max(1, in_play - r.rules.bazaar_reserve - (r.players - 1))


def board_growth(r: TableRound) -> list[Growth]:
    """Every tile on the table in the order it was placed, by its flat index.

    Tiles already down when the round began (a round set up from a position) come first,
    from the lead outward; then the moves of the history.
    """
    up, down = r.branches
    return _growth(r, r.line, up, down)


def _growth(r: TableRound, line: tuple[Placed, ...], up: tuple[Placed, ...],
            down: tuple[Placed, ...]) -> list[Growth]:
    index = {p.tile: i for i, p in enumerate((*line, *up, *down))}
    played: list[tuple[Tile, Arm | None]] = []
    for step in r.history():
        if step.move.kind is MoveKind.LEAD:
            played.append((step.move.tiles[0], None))
        elif step.move.is_placement:
            played += [(t, ARM_NAMES[end]) for t, end in step.move.placements]
    moved = {t for t, _ in played}
    lead = r.lead_index
    before: list[tuple[Tile, Arm | None]] = [(line[lead].tile, None)] if line else []
    before += [(p.tile, "right") for p in line[lead + 1:]]
    before += [(p.tile, "left") for p in reversed(line[:lead])]
    before += [(p.tile, "up") for p in up] + [(p.tile, "down") for p in down]
    order = [(t, arm) for t, arm in before if t not in moved] + played
    spinner = r.spinner
    return [Growth(index[t], arm, t.is_double, t == spinner) for t, arm in order
            if t in index]


def end_slot(lay: BoardLayout, end: int, double: bool) -> Slot:
    """Where a tile (a double or not) added on ``end`` (0 ``<`` … 3 ``v``) would lie."""
    return lay.slot(ARM_NAMES[end], double)


def beside(lay: BoardLayout, placed: tuple[Placed, ...], move: Move) -> tuple[float, float]:
    """A spot beside the tile ``move`` laid last on the board ``lay`` of ``placed``, across
    its arm (not where the arm goes on: issue 12, «+15!» covered the tile and the end), on
    the side away from the table's middle; above the lead.  Where a score made in play
    first shows, at the table and in the replay."""
    where = {p.tile: i for i, p in enumerate(placed)}
    cx, cy = lay.tiles[where[move.tiles[-1]]].box.center
    reach = lay.long * 1.1
    if move.kind is MoveKind.LEAD or not move.placements:  # the lead: no arm yet
        return (cx, cy - reach)
    nx, ny = lay.slot(ARM_NAMES[move.placements[-1][1]], False).box.center
    dx, dy = nx - cx, ny - cy  # where the arm goes on
    ax, ay = -dy, dx  # across it, turned away from the middle (upward on the line)
    mx, my = lay.centre
    away = ax * (cx - mx) + ay * (cy - my)
    if away < 0 or (away == 0 and ay > 0):
        ax, ay = -ax, -ay
    norm = (ax * ax + ay * ay) ** 0.5 or 1.0
    return (cx + ax / norm * reach, cy + ay / norm * reach)


def pose_of(box: Box, angle: int, face_up: bool) -> Pose:
    """The resting pose of a tile in ``box`` at a multiple of 90 degrees."""
    cx, cy = box.center
    return Pose(cx, cy, max(box.w, box.h), float(angle), face_up)


def fan_tile(layout: TableLayout, pos: SeatPos, n: int, i: int) -> tuple[Box, int]:
    """Where tile ``i`` of an ``n``-tile fan lies (a flight's start or end)."""
    fan = layout.fan(pos, max(n, i + 1))
    return fan[min(i, len(fan) - 1)]


@dataclass(slots=True)
class Stage:
    """What the motion builder needs: geometry, whose hand is shown, and the time scale."""

    layout: TableLayout
    viewer: int
    open_hand: bool
    scale: float
    pos_of: Callable[[int], SeatPos]
    draws_last: bool = False
    """A drawn tile joins the end of the hand (``hand_order``)."""
    hidden: int = 0
    """Tiles of the bazaar its pile does not show (the reserve, at a kids' table)."""

    def hand_pose(self, r: TableRound, tile: Tile) -> Pose:
        """Where ``tile`` rests in the viewer's hand of round ``r``."""
        hand = hand_order(r, self.viewer, self.draws_last)
        box = self.layout.hand_tiles(len(hand))[hand.index(tile)]
        return pose_of(box, 0, self.open_hand)

    def fan_pose(self, seat: int, n: int, i: int) -> Pose:
        """Where face-down tile ``i`` of a seat's ``n``-tile fan rests."""
        box, angle = fan_tile(self.layout, self.pos_of(seat), n, i)
        return pose_of(box, angle, False)

    def bazaar_pose(self, n: int) -> Pose:
        """The top of the bazaar pile."""
        return pose_of(self.layout.bazaar_pile(max(1, n - self.hidden))[-1][0], 90, False)


def _turn(src: float, dst: float) -> float:
    """``dst`` moved by whole turns so the tile rotates the short way from ``src``."""
    d = (dst - src + 180) % 360 - 180
    return src + d


def move_flights(anim: Animator, st: Stage, before: TableRound, after: TableRound, move: Move,
                 dropped: Box | None = None) -> None:
    """Queue the flights of one applied move."""
    seat = before.to_move
    if move.kind is MoveKind.DRAW:
        _draw(anim, st, before, after, seat)
    elif move.is_placement:
        _place(anim, st, before, after, move, seat, dropped)


def _place(anim: Animator, st: Stage, before: TableRound, after: TableRound, move: Move, seat: int,
           dropped: Box | None) -> None:
    lay = line_layout(st.layout, after)
    placed = {p.tile: (i, p) for i, p in enumerate(board_tiles(after))}
    start = anim.slot()
    _rescale(anim, st, before, lay, placed, start)
    for k, tile in enumerate(move.tiles):
        i, p = placed[tile]
        box, angle = lay.tiles[i].box, lay.tiles[i].angle
        dst = pose_of(box, angle, True)
        if seat == st.viewer:
            src = st.hand_pose(before, tile)
            src = Pose(src.x, src.y, src.long, 0.0 if p.a <= p.b else 180.0, True)
            if dropped is not None and k == 0:
                src = Pose(*dropped.center, src.long, src.angle, True)
        else:
            n = before.hand_sizes[seat]
            back = st.fan_pose(seat, n, n - 1 - k)
            src = Pose(back.x, back.y, back.long, back.angle, True)
        src = Pose(src.x, src.y, src.long, _turn(dst.angle, src.angle), True)
        anim.add(Flight(("tile", seat, tile), p.a, p.b, src, dst,
                        slide(PLACE * st.scale, start), settle=SETTLE * st.scale,
                        sound="clack"))


def _rescale(anim: Animator, st: Stage, before: TableRound, lay: BoardLayout,
             placed: dict[Tile, tuple[int, Placed]], start: float) -> None:
    """The picture had to shrink for the new tile, or a four-way table moved to keep in the
    middle of the field: every tile already down glides to its place in the new picture
    as the new one flies in, over the same time (nothing is re-routed, nothing jumps)."""
    old = line_layout(st.layout, before)
    if (old.short, old.shift) != (lay.short, lay.shift):
        after = tuple(p for _, p in sorted(placed.values(), key=lambda ip: ip[0]))
        reflow(anim, (old, board_tiles(before)), (lay, after), slide(PLACE * st.scale, start))


def reflow(anim: Animator, old: tuple[BoardLayout, tuple[Placed, ...]],
           new: tuple[BoardLayout, tuple[Placed, ...]], tween: Tween) -> int:
    """Tiles of the board laid out anew (a smaller picture, another window size) glide from
    their old places to their new ones over ``tween``; a tile still flying to its old place
    flies on to the new one. Returns how many tiles move."""
    where = {p.tile: i for i, p in enumerate(new[1])}
    poses: dict[Tile, tuple[Placed, Pose, Pose]] = {}
    for j, p in enumerate(old[1]):
        i = where.get(p.tile)
        was, now = old[0].tiles[j], new[0].tiles[i] if i is not None else None
        if now is not None and (was.box, was.angle) != (now.box, now.angle):
            poses[p.tile] = (p, pose_of(was.box, was.angle, True),
                             pose_of(now.box, now.angle, True))
    for k, f in enumerate(anim.flights):
        item = f.key[2] if isinstance(f.key, tuple) and len(f.key) == 3 else None
        if isinstance(item, Tile) and item in poses:
            anim.flights[k] = replace(f, dst=poses.pop(item)[2])
    for tile, (p, src, dst) in poses.items():
        turned = Pose(dst.x, dst.y, dst.long, _turn(src.angle, dst.angle), True)
        anim.add(Flight(("board", -1, tile), p.a, p.b, src, turned, tween))
    return len(poses)


def _draw(anim: Animator, st: Stage, before: TableRound, after: TableRound, seat: int) -> None:
    new = set(after.hand(seat)) - set(before.hand(seat))
    if not new:
        return
    tile = new.pop()
    src = st.bazaar_pose(before.bazaar_size)
    start = anim.slot()
    if seat == st.viewer:
        dst = st.hand_pose(after, tile)
        src = Pose(src.x, src.y, src.long, 90.0, False)
        anim.add(Flight(("tile", seat, tile), tile.low, tile.high, src,
                        Pose(dst.x, dst.y, dst.long, 0.0, st.open_hand),
                        slide(DRAW * st.scale, start), flip=FLIP * st.scale if st.open_hand else 0))
    else:
        n = after.hand_sizes[seat]
        dst = st.fan_pose(seat, n, n - 1)
        anim.add(Flight(("fan", seat, n - 1), 0, 0, src, Pose(dst.x, dst.y, dst.long,
                        _turn(90.0, dst.angle), False), slide(DRAW * st.scale, start)))


def back_flight(anim: Animator, st: Stage, r: TableRound, tile: Tile,
                pos: tuple[float, float]) -> None:
    """A hand tile let go at ``pos`` away from every end glides back to its place."""
    dst = st.hand_pose(r, tile)
    src = Pose(pos[0], pos[1], dst.long, 0.0, dst.face_up)
    anim.add(Flight(("tile", st.viewer, tile), tile.low, tile.high, src, dst,
                    slide(DRAW * st.scale, anim.slot())))


def deal_flights(anim: Animator, st: Stage, r: TableRound) -> None:
    """Tiles fly from the bazaar to every hand, one after another; the human's turn face up."""
    start = anim.slot()
    src = st.bazaar_pose(r.bazaar_size + 1)
    sizes = r.hand_sizes
    hand = sorted_hand(r.hand(st.viewer))
    k = 0
    for i in range(max(sizes)):
        for seat in range(r.players):
            if i >= sizes[seat]:
                continue
            t0 = start + k * STAGGER * st.scale
            k += 1
            if seat == st.viewer:
                tile = hand[i]
                dst = st.hand_pose(r, tile)
                anim.add(Flight(("deal", seat, tile), tile.low, tile.high, src,
                                Pose(dst.x, dst.y, dst.long, 0.0, st.open_hand),
                                slide(DEAL * st.scale, t0),
                                flip=FLIP * st.scale if st.open_hand else 0))
            else:
                dst = st.fan_pose(seat, sizes[seat], i)
                anim.add(Flight(("deal", seat, i), 0, 0, src,
                                Pose(dst.x, dst.y, dst.long, _turn(90.0, dst.angle), False),
                                slide(DEAL * st.scale, t0)))


def pile_shown(r: TableRound, reserve: bool) -> int:
    """The tiles a bazaar's pile shows: all of them, or without the reserve where the table
    puts it away (``reserve`` False: a kids' table and its replay)."""
    return r.bazaar_size if reserve else max(0, r.bazaar_size - r.rules.bazaar_reserve)
