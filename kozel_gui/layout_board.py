"""The tiles on the table grown tile by tile as the round went: the line and the four-way
table share this one kernel.

A tile once laid never moves against the others: the board is laid out in tile units
(the short side is 1) in the order the tiles were placed, and only the scale of the whole
picture changes. A line is laid out at the largest scale at which the round's whole line
could fit (``capacity``: the most tiles this round can put down, each arm holding half of
them, with room for doubles across), but shown as large as the felt allows the tiles
down so far (P23/P28: shown at the round's size from the first tile, they were small on
a half-empty felt): as it grows the picture zooms out about the lead, never past the
scale it was laid out at (a child's board, ``steady``, is shown at that scale all round).
A four-way table is laid out and shown alike, its design board the round's tiles spread
round the spinner, so its arms run out to the edges of the field they will end in
(P29: laid out as large as its first tiles allowed, it turned them early, then shrank and
left the turns with half the field empty before them); it is also moved as a whole so its
tiles' box lies in the middle of the field, as near as the field's edge and the buttons
let it, and each tile is planned in the field as seen from the board so moved (issue 12:
kept where its lead was put, one arm ran to the field's edge and turned while the other
side of the field stayed empty; ``_centring``). A tile that does not fit at the
current scale makes the whole picture smaller about the lead until it does, and nothing
is ever routed again. A line plans its next tile on either end (plain or double) with
every tile the same way, and is shown where those fit too, so its slots always lie
whole in the field, exactly where the next tile will (issue 18). Every tile keeps clear of the ``keepout``
boxes (the table's buttons and prompts) and inside the field.

Two kinds of board (``kozel_gui.layout_arm`` lays out each arm):

* a *line* (``line=True``): two arms from the lead, the right one turning down at the
  field's edge, the left one up; each snakes to and fro across the whole field in its half;
* a *four-way table*: the line runs straight both ways until the spinner comes; from the
  spinner every arm runs out to the field's edge and round its own quarter of the field
  (``kozel_gui.layout_spiral``), never nearer the neighbouring arm's axis than a tile's
  width, so the four arms never overlap whatever their lengths.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from dataclasses import field as dc_field
from functools import lru_cache
from typing import Any, NamedTuple

from kozel_gui.layout_arm import (
    GAP,
    OPPOSITE,
    TURN,
    Arm,
    Bounds,
    Cursor,
    Raw,
    bounded,
    step,
    straight,
    to_table,
)
from kozel_gui.layout_geom import Box, PlacedTile, Point, Slot, as_box
from kozel_gui.layout_room import MARGIN, UNBOUNDED, Room, edges, lead_origin, room_at
from kozel_gui.layout_spiral import Tip, spiral_step, spiral_straight

__all__ = ["FULL_SET", "BoardLayout", "Growth", "layout_board"]

_EPS = 1e-6  # touching edges do not overlap
_MIN_SHORT = 3  # px: the last resort (a field too small for any legible board)
# The first tiles of a four-way table are no larger than lets every arm run this many
# plain tiles straight from the spinner before its first corner (in short sides: the
# spinner's half, the tiles with their gaps, the corner and the margin).
_REACH = 1 + 3 * (2 + GAP) + (1 + GAP) + MARGIN
_BISECT = 9  # halvings of the way a four-way table's shift may still go (``_towards``)
_MAX_LONG_OF_WIDTH = 1 / 7
_MAX_LONG_OF_HEIGHT = 1 / 4
FULL_SET = 28
"""The most tiles any round can put down: the whole set."""


class Growth(NamedTuple):
    """One tile of the board, in the order the tiles were placed."""

    key: int
    """Where the caller keeps it (the flat order: the line, then the up and down arms)."""
    arm: Arm | None
    """The arm it was added to (None: the lead)."""
    double: bool
    spinner: bool = False
    """This double is the spinner: the up and down arms start from it."""


def _lead_box(double: bool) -> Box:
    return Box(-0.5, -1.0, 1.0, 2.0) if double else Box(-1.0, -0.5, 2.0, 1.0)


@dataclass
class _Board:
    """The board in units as it grows: every tile's box and angle, each arm's open end."""

    line: bool
    boxes: dict[int, tuple[Box, int]] = dc_field(default_factory=dict)
    near: list[tuple[float, float, float, float]] = dc_field(default_factory=list)
    """Every tile down with half a gap around it, as (left, top, right, bottom)."""
    ends: dict[Arm, Cursor | Tip] = dc_field(default_factory=dict)
    """Each arm's open end: a line's (and a four-way table's before its spinner) snake
    cursor, a four-way arm's spiral tip."""
    centre: tuple[float, float] = (0.0, 0.0)
    """Where the arms' frames start: the lead, then the spinner once it is down."""
    spun: bool = False

    def copy(self) -> _Board:
        """A board to grow on, this one kept as it is."""
        return replace(self, boxes=dict(self.boxes), near=list(self.near), ends=dict(self.ends))

    @property
    def turning(self) -> bool:
        """Whether the arms turn at the field's edge (a line always; a four-way table from
        its spinner on: before it the line runs straight both ways)."""
        return self.line or self.spun

    def bounds(self, arm: Arm, room: Room) -> Bounds:
        """``arm``'s reach in its frame: a line's rows run back across the whole field, a
        four-way arm keeps a tile's width from the neighbouring arm's axis."""
        cx, cy = self.centre
        reach = {"right": room.right - cx, "left": cx - room.left,
                 "down": room.bottom - cy, "up": cy - room.top}
        back = -reach[OPPOSITE[arm]] if self.line else 1 + GAP
        return Bounds(back, -1.0, reach[arm], reach[TURN[arm]])

    def free(self, box: Box, room: Room) -> bool:
        """Clear of the keepout and of every tile already down (one tight loop: it runs for
        every candidate spot of every tile)."""
        x0, y0 = box.x + _EPS, box.y + _EPS
        x1, y1 = box.x + box.w - _EPS, box.y + box.h - _EPS
        for ax, ay, bx, by in room.edges:
            if x0 < bx and ax < x1 and y0 < by and ay < y1:
                return False
        for ax, ay, bx, by in self.near:
            if x0 < bx and ax < x1 and y0 < by and ay < y1:
                return False
        return True

    def fits_all(self, room: Room, more: Sequence[Box] = ()) -> bool:
        """Every tile down (and the boxes ``more``) is still inside the room and clear of
        the keepout."""
        inside = room.inside
        boxes = itertools.chain((b for b, _ in self.boxes.values()), more)
        return all(inside.contains(b) and not any(b.overlaps(k) for k in room.keepout)
                   for b in boxes)

    def nexts(self) -> Iterator[Growth]:
        """The tile that may come next on each open end, plain and double (the slots)."""
        for arm in self.ends:
            for double in (False, True):
                yield Growth(-1, arm, double, double and not self.spun and not self.line)

    def place(self, g: Growth, room: Room
              ) -> tuple[tuple[Box, int], Cursor | Tip | None] | None:
        """Where ``g`` goes in this room, and its arm's open end after it (None: no room)."""
        if g.arm is None:
            box = _lead_box(g.double)
            if not room.inside.contains(box) or not self.free(box, room):
                return None
            return (box, 0 if g.double else 90), None
        if g.arm not in self.ends:
            raise ValueError(f"no open {g.arm} arm on this board")
        arm, b, end = g.arm, self.bounds(g.arm, room), self.ends[g.arm]
        found: tuple[Raw, Cursor | Tip] | None
        if isinstance(end, Tip):
            found = spiral_step(end, g.double, lambda raw: self.free(
                to_table(raw, arm, self.centre)[0], room), b, lambda raw: self.free(
                to_table(raw, arm, self.centre)[0], UNBOUNDED))
        else:
            def fits(raw: Raw, c: Cursor) -> bool:
                return bounded(raw, b, c.d) and self.free(to_table(raw, arm, self.centre)[0],
                                                          room)

            found = step(end, g.double, fits, self.turning)
        if found is None:
            return None
        raw, after = found
        return to_table(raw, arm, self.centre), after

    def forced(self, g: Growth) -> tuple[tuple[Box, int], Cursor | Tip | None]:
        """Straight on whatever is in the way (the last resort of an absurdly small field)."""
        if g.arm is None:
            return (_lead_box(g.double), 0 if g.double else 90), None
        end = self.ends[g.arm]
        raw, after = (spiral_straight(end, g.double) if isinstance(end, Tip)
                      else straight(end, g.double))
        return to_table(raw, g.arm, self.centre), after

    def add(self, g: Growth, placed: tuple[Box, int], after: Cursor | Tip | None) -> None:
        """Lay ``g`` down; on a four-way table the spinner opens the up and down arms."""
        self.boxes[g.key] = placed
        b, pad = placed[0], GAP / 2
        self.near.append((b.x - pad, b.y - pad, b.x + b.w + pad, b.y + b.h + pad))
        if g.arm is None:
            half = placed[0].w / 2
            self.ends = {"left": Cursor(half, 0.0, 1, False), "right": Cursor(half, 0.0, 1, False)}
        else:
            assert after is not None
            self.ends[g.arm] = after
        if g.spinner and not self.line:
            self._spin(placed[0], g.arm)

    def _spin(self, box: Box, arm: Arm | None) -> None:
        """The arms' frames move to the spinner, where each arm starts its spiral; the line's
        open ends are kept."""
        cx, cy = box.center
        shift = cx - self.centre[0]  # the line lies along the x axis until now
        left, right = self.ends["left"], self.ends["right"]
        self.ends["left"] = Tip(left.x + shift if arm != "left" else 0.5, 0.0, 0)
        self.ends["right"] = Tip(right.x - shift if arm != "right" else 0.5, 0.0, 0)
        self.ends["up"] = self.ends["down"] = Tip(1.0, 0.0, 0)
        self.centre, self.spun = (cx, cy), True


class _Grown(NamedTuple):
    board: _Board
    short: float
    """The scale the tiles are shown at (``_shown``)."""
    room: Room
    """The room they are laid out in (at the layout's scale, at most ``short``)."""
    shift: Point = (0.0, 0.0)
    """How far the whole picture is moved, in short sides, at the scale it is shown at
    (``_centring``)."""


class _Plan(NamedTuple):
    """What fixes the scale: the field, the keepout, the largest tile, the kind of board."""

    field: Box
    max_long: float
    keepout: tuple[Box, ...]
    line: bool
    capacity: int | None
    origin: tuple[float, float]
    """Where the lead lies (see ``lead_origin``)."""
    steady: bool = False
    """Shown at the scale it is laid out at (a child's board keeps its size all round)."""

    def room(self, s: float, shift: Point = (0.0, 0.0)) -> Room:
        """The field at short side ``s`` px, the board moved by ``shift`` short sides."""
        ox, oy = self.origin
        return room_at(self.field, (ox + shift[0] * s, oy + shift[1] * s), s, self.keepout)


def _sizes(plan: _Plan) -> list[int]:
    """Candidate short sides, largest first (whole pixels)."""
    cap = plan.max_long / 2
    if not plan.line:  # a short table should still look like dominoes, not bricks
        f = plan.field
        cap = min(cap, f.w * _MAX_LONG_OF_WIDTH / 2, f.h * _MAX_LONG_OF_HEIGHT / 2,
                  max(min(f.w, f.h) / 2 / _REACH, _MIN_SHORT))
    return list(range(max(_MIN_SHORT, int(cap)), _MIN_SHORT - 1, -1))


def _design(plan: _Plan) -> tuple[Growth, ...]:
    """The board the starting scale must hold: ``capacity`` plain tiles, each arm of a line
    holding half of them rounded up (so a short round's line may lean to one side), a
    four-way table's spread round its spinner."""
    n = max(1, plan.capacity or 1)
    if plan.line:
        arm = min(n - 1, math.ceil(n / 2))
        tiles = [Growth(0, None, False)]
        for i in range(arm):
            tiles += [Growth(2 * i + 1, "right", False), Growth(2 * i + 2, "left", False)]
        return tuple(tiles)
    arms: tuple[Arm, ...] = ("right", "left", "up", "down")
    return (Growth(0, None, True, True),
            *(Growth(i, arms[(i - 1) % 4], False) for i in range(1, n)))


def _holds(plan: _Plan, growth: Sequence[Growth], s: float) -> bool:
    """Whether ``growth`` fits at short side ``s`` with room for a double to stand across
    the row wherever a plain tile lies (half a short side more above and below it)."""
    r = plan.room(s)
    tall = tuple(Box(k.x, k.y - 0.5, k.w, k.h + 1) for k in r.keepout)
    room = Room(r.left, r.top + 0.5, r.right, r.bottom - 0.5, tall, edges(tall))
    board = _Board(plan.line)
    for g in growth:
        found = board.place(g, room)
        if found is None:
            return False
        board.add(g, *found)
    return True


@lru_cache(maxsize=64)
def _start(plan: _Plan) -> int:
    """The largest candidate short side that holds the design board (the smallest if none)."""
    sizes = _sizes(plan)
    if plan.capacity is None:
        return sizes[0]
    design = _design(plan)
    lo, hi = 0, len(sizes) - 1  # sizes[hi] is the answer when nothing larger holds
    if _holds(plan, design, sizes[0]):
        return sizes[0]
    while hi - lo > 1:  # sizes[lo] fails; find the first that holds
        mid = (lo + hi) // 2
        if _holds(plan, design, sizes[mid]):
            hi = mid
        else:
            lo = mid
    return sizes[hi]


class _Step(NamedTuple):
    """The board after a prefix of the growth: where it is laid out, and every slot
    planned so far (in table units)."""

    board: _Board
    room: Room
    s: float
    slots: frozenset[Box]
    shift: Point = (0.0, 0.0)
    """How far the board is moved, in short sides, so that it lies in the middle of the
    field (a four-way table: ``_centring``; a line never moves); ``room`` is the field as
    seen from the board so moved, so its arms are planned where they are shown."""


def _grow(plan: _Plan, growth: Sequence[Growth]) -> _Grown:
    """Lay the tiles down in order, shrinking the whole picture whenever one does not fit,
    or when the tile that may come next on an open end would not (the slots)."""
    shapes = tuple(Growth(i, g.arm, g.double, g.spinner) for i, g in enumerate(growth))
    step = _laid(plan, shapes)
    board = replace(step.board, boxes={growth[i].key: b for i, b in step.board.boxes.items()})
    short, shift = _shown(plan, board, step, tuple(step.slots))
    return _Grown(board, short, step.room, shift)


@lru_cache(maxsize=1024)
def _laid(plan: _Plan, shapes: tuple[Growth, ...]) -> _Step:
    """``_grow``'s board after ``shapes`` (keyed by their order), one tile on from the
    board before the last (a position's layout costs one tile, not the whole round: the
    flat keys change as a line grows to the left, the order of play does not)."""
    if not shapes:
        s = float(_start(plan))
        return _Step(_Board(plan.line), plan.room(s), s, frozenset())
    before = _laid(plan, shapes[:-1])
    board, room, s, shift = before.board.copy(), before.room, before.s, before.shift
    sizes = iter(size for size in _sizes(plan) if size < s)
    g = shapes[-1]
    found = board.place(g, room)
    while found is None and room is not UNBOUNDED:
        room, s = _smaller(board, plan, s, sizes, shift)
        found = board.place(g, room)
    board.add(g, *(found if found is not None else board.forced(g)))
    slots = set(before.slots)
    if plan.line and not plan.steady:  # a child's board keeps its size all round
        room, s = _plan_slots(board, plan, room, s, sizes, slots)
    elif not plan.line and room is not UNBOUNDED:
        shift = _centring(board, plan, s, shift)
        room = plan.room(s, shift)
    return _Step(board, room, s, frozenset(slots), shift)


def _centring(board: _Board, plan: _Plan, s: float, shift: Point) -> Point:
    """The shift (in short sides) that puts the middle of a four-way table's bounding box
    on the middle of the field's free height (``lead_origin``) at short side ``s``, or,
    where that would put a tile outside the field or under a button, as near it as they
    allow, moving from ``shift`` one axis at a time (issue 12: the spinner stayed where
    the lead was put, so one arm ran to the field's edge and turned while the other side
    of the field stayed empty). The board fits at ``shift``: the last tile was laid there.
    """
    x0, y0, x1, y1 = _extent(board)
    want = (-(x0 + x1) / 2, -(y0 + y1) / 2)

    def fits(u: Point) -> bool:
        return board.fits_all(plan.room(s, u))

    if fits(want):
        return want
    at = shift
    for goal in ((want[0], shift[1]), want):  # across, then up or down
        at = _towards(at, goal, fits)
    return at


def _towards(at: Point, goal: Point, fits: Callable[[Point], bool]) -> Point:
    """The point nearest ``goal`` on the way to it from ``at`` (where the board fits) at
    which the board still fits (within a five-hundredth of the way)."""
    if goal == at or fits(goal):
        return goal
    lo, hi = 0.0, 1.0
    for _ in range(_BISECT):
        mid = (lo + hi) / 2
        lo, hi = (mid, hi) if fits(_lerp(at, goal, mid)) else (lo, mid)
    return _lerp(at, goal, lo)


def _lerp(a: Point, b: Point, t: float) -> Point:
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def _extent(board: _Board) -> tuple[float, float, float, float]:
    """The board's bounding box in table units, as (left, top, right, bottom)."""
    boxes = [b for b, _ in board.boxes.values()]
    return (min(b.x for b in boxes), min(b.y for b in boxes),
            max(b.right for b in boxes), max(b.bottom for b in boxes))


def _plan_slots(board: _Board, plan: _Plan, room: Room, s: float, sizes: Any,
                slots: set[Box]) -> tuple[Room, float]:
    """Make room for the next tile on each open end of a line, plain or double, shrinking
    the picture if one does not fit; add where each lies to ``slots``.

    Planned with every tile, not when it comes, a slot shows exactly where the next tile
    will lie, at today's scale and inside the field (issue 18: a row run to the field's
    edge drew the next end's slot cut at the frame, under the score sheet). The picture is
    shown so that every slot planned so far fits (``_shown``): one gone by (a double's,
    when a plain tile came) would otherwise let the picture zoom back in. (A four-way
    table's spiral arms are not planned so: shown smaller for their slots, they looked as
    if they had turned early, P29.)
    """
    start, found = room, []
    for nxt in board.nexts():
        while (here := board.place(nxt, room)) is None and room is not UNBOUNDED:
            room, s = _smaller(board, plan, s, sizes)
        found.append(here)
    if room is not start:  # placed again: in a larger room an end may run on straight
        found = [board.place(nxt, room) for nxt in board.nexts()]
    slots.update(here[0][0] for here in found if here is not None)
    return room, s


def _shown(plan: _Plan, board: _Board, step: _Step, nexts: Sequence[Box]
           ) -> tuple[float, Point]:
    """The scale a board laid out for a round's ``capacity`` is shown at, and its shift
    there: the largest candidate (at least ``step.s``, the one it is laid out at) at which
    every tile down, and the next tile on each open end (``nexts``), is inside the field
    and clear of the keepout (a four-way table moved to the middle of the field there, as
    near as it goes: ``_centring``). More tiles never allow a larger one, so the picture
    only ever zooms out."""
    s, shift = step.s, step.shift
    if plan.steady or plan.capacity is None:
        return s, shift
    if not plan.line and not board.boxes:
        return float(_sizes(plan)[0]), shift
    span = (0.0, 0.0) if plan.line else _span(board)
    for size in _sizes(plan):
        if size <= s:
            return s, shift
        size_f = float(size)
        if plan.line:
            if board.fits_all(plan.room(size_f), nexts):
                return size_f, shift
            continue
        room = plan.room(size_f)
        if span[0] > room.right - room.left or span[1] > room.bottom - room.top:
            continue  # too wide or too tall however it is moved
        at = _centring(board, plan, size_f, shift)
        if board.fits_all(plan.room(size_f, at)):
            return size_f, at
    return s, shift


def _span(board: _Board) -> tuple[float, float]:
    """The board's width and height in table units."""
    x0, y0, x1, y1 = _extent(board)
    return x1 - x0, y1 - y0


def _smaller(board: _Board, plan: _Plan, s: float, sizes: Any,
             shift: Point = (0.0, 0.0)) -> tuple[Room, float]:
    """The next smaller scale at which every tile down still fits, the board moved by
    ``shift`` (past the smallest: the smallest, in a room without bounds)."""
    for size in sizes:
        if size >= s:  # (a step down taken meanwhile)
            continue
        room = plan.room(float(size), shift)
        if board.fits_all(room):
            return room, float(size)
    return UNBOUNDED, min(s, float(_MIN_SHORT))


@dataclass(frozen=True)
class BoardLayout:
    """Where every tile of the board goes (by the keys it was given, sorted), and where
    the next tile on each end would go."""

    tiles: tuple[PlacedTile, ...]
    short: float
    """Short side of every tile in px; the long side is twice that."""
    gap: float
    field: Box
    max_long: float
    _plan: _Plan = dc_field(repr=False)
    _growth: tuple[Growth, ...] = dc_field(repr=False)
    _grown: _Grown = dc_field(repr=False)
    _slots: dict[tuple[str, bool], Slot] = dc_field(repr=False, compare=False)

    @property
    def long(self) -> float:
        """Long side of every tile."""
        return 2 * self.short

    @property
    def centre(self) -> tuple[float, float]:
        """Where the arms start: the spinner once it is down, else the lead."""
        return self.to_screen_point(self._grown.board.centre)

    @property
    def shift(self) -> Point:
        """How far the whole picture is moved, in short sides, from where its lead was
        put (a four-way table's, to keep it in the middle of the field; a line's: none)."""
        return self._grown.shift

    def to_screen_point(self, p: tuple[float, float]) -> tuple[float, float]:
        """A point in table units in window pixels at this layout's scale and shift."""
        s, (ox, oy), (ux, uy) = self.short, self._plan.origin, self._grown.shift
        return (ox + (p[0] + ux) * s, oy + (p[1] + uy) * s)

    def to_screen(self, box: Box) -> Box:
        """A box in table units as window pixels at this layout's scale."""
        s = self.short
        x, y = self.to_screen_point((box.x, box.y))
        return Box(x, y, box.w * s, box.h * s)

    def slot(self, end: Arm, double: bool) -> Slot:
        """Where a tile added on ``end`` lands, relative to the tiles down now: exactly there
        if the picture keeps its scale and place (a line's slot always: ``_plan_slots``);
        ``rescaled`` when the whole picture shrinks for it (a four-way table that only moves
        for it is shown there too if that spot is clear, else like a shrinking one's)
        (the spot is then shown at today's scale, where the tiles around it are now, unless
        that spot would leave the field or lie under a button or a prompt: then where it
        lands in the smaller picture, so nothing hides a spot the player clicks; P29: at
        1024x600 the down arm's spot lay under the move button)."""
        known = self._slots.get((end, double))
        if known is None:
            known = self._slots[(end, double)] = self._slot(end, double)
        return known

    def _slot(self, end: Arm, double: bool) -> Slot:
        board = self._grown.board
        spinner = double and not board.spun and not board.line
        extra = Growth(-1, end if self._growth else None, double, spinner)
        # where it lands among the tiles down (the same in table units whatever the scale
        # and shift), shown at today's; the picture zooms out or moves if it must
        after = _cached(self._plan, (*self._growth, extra))._grown
        (box, angle), rescaled = after.board.boxes[-1], after.short != self.short
        moved = after.shift != self.shift
        today = self.to_screen(box)
        if not (rescaled or moved) or self._clear(today):
            return Slot(today, angle, rescaled)
        # Beyond the end at today's scale it would leave the field or lie under a button:
        # shown smaller at the same place, drawn toward the end it joins (issue 12: shown
        # where it lands in the smaller picture, it lay over the arm's last tile as drawn
        # now), and only where even that fails, where it lands.
        near = self._near(today, end)
        for f in (0.8, 0.65, 0.5):
            small = _shrunk(today, near, f)
            if self._clear(small):
                return Slot(small, angle, rescaled)
        lands = _cached(self._plan, (*self._growth, extra)).tiles[0]  # key -1 sorts first
        if any(lands.box.overlaps(p.box) for p in self.tiles):  # the end at the field's edge
            cut = _clipped(today, self._plan.field)
            if cut.w * cut.h > 0 and not any(cut.overlaps(k) for k in self._plan.keepout):
                return Slot(cut, angle, rescaled)
        return Slot(lands.box, lands.angle, rescaled)

    def _clear(self, box: Box) -> bool:
        """Inside the field, clear of the keepout and of every tile as drawn now."""
        return self._plan.field.contains(box) and not any(
            box.overlaps(k) for k in self._plan.keepout) and not any(
            box.overlaps(p.box) for p in self.tiles)

    def _near(self, box: Box, end: Arm) -> tuple[float, float]:
        """The point of ``box`` nearest the tile it joins (the end's last tile as drawn)."""
        board = self._grown.board
        last = next((p.box for p in self.tiles if p.box.overlaps(Box(
            box.x - self.gap * 2, box.y - self.gap * 2, box.w + self.gap * 4,
            box.h + self.gap * 4))), None) if board.boxes else None
        if last is None:
            return box.center
        lx, ly = last.center
        return (min(max(lx, box.x), box.right), min(max(ly, box.y), box.bottom))


def _clipped(box: Box, field: Box) -> Box:
    """The part of ``box`` inside ``field`` (zero-sized when none)."""
    x0, y0 = max(box.x, field.x), max(box.y, field.y)
    x1, y1 = min(box.right, field.right), min(box.bottom, field.bottom)
    return Box(x0, y0, max(0.0, x1 - x0), max(0.0, y1 - y0))


def _shrunk(box: Box, at: tuple[float, float], f: float) -> Box:
    """``box`` scaled by ``f`` about the point ``at``."""
    ax, ay = at
    return Box(ax + (box.x - ax) * f, ay + (box.y - ay) * f, box.w * f, box.h * f)


@lru_cache(maxsize=32)
def _cached(plan: _Plan, growth: tuple[Growth, ...]) -> BoardLayout:
    grown = _grow(plan, growth)
    lay = BoardLayout((), grown.short, GAP * grown.short, plan.field, plan.max_long, plan,
                      growth, grown, {})
    placed = sorted((PlacedTile(i, lay.to_screen(b), angle) for i, (b, angle)
                     in grown.board.boxes.items()), key=lambda p: p.index)
    return replace(lay, tiles=tuple(placed))


def layout_board(growth: Sequence[Growth], field: Any, *, max_long: float,
                 keepout: Sequence[Box] = (), line: bool = False,
                 capacity: int | None = None, steady: bool = False) -> BoardLayout:
    """Lay out a board grown by ``growth`` (in the order of play) inside ``field``, clear of
    ``keepout``, at the largest scale (long side at most ``max_long``) that holds a board
    of ``capacity`` tiles (None: no such promise) and every tile it has needed so far; a
    line is shown as large as the tiles down allow (``steady``: at that scale)."""
    box, boxes = as_box(field), tuple(as_box(k) for k in keepout)
    plan = _Plan(box, float(max_long), boxes, line, capacity, lead_origin(box, boxes, line),
                 steady)
    return _cached(plan, tuple(growth))
