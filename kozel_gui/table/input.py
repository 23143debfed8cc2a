"""Mouse and keyboard to moves: click, click-the-end, drag and drop, arrows and Enter, D, K, H.

``tile_options`` is pure: for each tile of the hand, the moves it can make,
keyed by end (0 left, 1 right, -1 a lead).  ``Controller`` turns events into
calls on its host (the table scene), which owns geometry and the session.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

import pygame

from kozel_gui.i18n import Later, Said, tr, words
from kozel_gui.layout import Box
from kozel_gui.table.seen import TableRound
from rules import Move, MoveKind, Tile
from rules.alike import distinct_moves
from rules.move_words import tile_words

__all__ = ["Controller", "Host", "gathered_move", "gathers", "one_click_move", "reason_for",
           "tile_options", "way_on"]

LEAD = -1
_DRAG_PX = 8
_ARROW_ENDS = {pygame.K_LEFT: 0, pygame.K_RIGHT: 1, pygame.K_UP: 2, pygame.K_DOWN: 3}
"""While an end is chosen, each arrow points at the arm it names."""
_PRESSES = {pygame.K_d: "draw", pygame.K_k: "knock", pygame.K_h: "hint"}
"""Letter keys that press one of the table's buttons."""


Placement = tuple[Tile, int]


def tile_options(r: TableRound, hand: Sequence[Tile],
                 gathered: Sequence[Placement] = ()) -> list[dict[int, Move]]:
    """For each hand tile: its placements by end (-1 for a lead); empty if it cannot be played.

    With doubles ``gathered`` for a move of several (a four-way table), only the doubles
    and arms that some legal move places together with all of them.
    """
    out: list[dict[int, Move]] = [{} for _ in hand]
    where = {t: i for i, t in enumerate(hand)}
    if gathered:
        have = set(gathered)
        for m in r.legal_moves():
            if m.kind is MoveKind.PAIR and have < set(m.placements):
                for tile, end in set(m.placements) - have:
                    if tile in where and tile not in {t for t, _ in have}:
                        out[where[tile]][end] = Move.place(tile, end)
        return out
    for m in r.legal_moves():
        if m.tile is None or m.kind is MoveKind.PAIR or m.tile not in where:
            continue
        out[where[m.tile]][LEAD if m.kind is MoveKind.LEAD else m.end] = m
    return out


def way_on(r: TableRound) -> str | None:
    """The one thing to do when no tile of the hand can be played: ``"draw"`` from the
    bazaar, or ``"knock"``; None while a tile fits (or anything else may be done)."""
    kinds = {m.kind for m in r.legal_moves()}
    if kinds == {MoveKind.DRAW}:
        return "draw"
    return "knock" if kinds == {MoveKind.PASS} else None


def gathers(r: TableRound, tile: Tile, end: int) -> bool:
    """Whether placing double ``tile`` on ``end`` starts (or adds to) a move of several
    doubles on a four-way table, so it waits for a confirm instead of playing at once."""
    if not r.rules.is_spinner:
        return False
    return any(m.kind is MoveKind.PAIR and (tile, end) in m.placements for m in r.legal_moves())


def gathered_move(r: TableRound, gathered: Sequence[Placement]) -> Move | None:
    """The legal move placing exactly the ``gathered`` doubles (one: a plain placement)."""
    want = set(gathered)
    for m in r.legal_moves():
        if m.is_placement and set(m.placements) == want:
            return m
    return None


def one_click_move(options: dict[int, Move], r: TableRound) -> Move | None:
    """The move a single click makes: the only fitting end, or the one that stands for
    several that make the same game (``rules.alike``). On a four-way table past its first
    tile the ends are different places on the board, so the player chooses where the tile
    lies even when the game is the same (issue 12: Muggins with both ends showing one
    number put the tile to the right unasked, and the board grew where the player did not
    mean it to); on a lone tile (and on a line) either side is its mirror image."""
    kinds = distinct_moves(r, options.values())
    if len(kinds) != 1:
        return None
    if len(options) > 1 and r.rules.is_spinner and r.table_mask.bit_count() > 1:
        return None
    return kinds[0]


def reason_for(r: TableRound, tile: Tile) -> Said:
    """Why ``tile`` cannot be played now, in a few words."""
    if r.ends is None:
        # In words, «1–1», as every page writes a tile (P32: «Ходить нужно с 1:1»).
        leads = sorted({tile_words(m.tile) for m in r.legal_moves() if m.tile is not None})
        return words("table.not_lead", tile=", ".join(leads))
    if _four_way(r.open_ends):
        return words("table.no_fit_arms", ends=Later(_arms, (r.open_ends,)))
    left, right = r.ends
    if left == right:  # «концы 4 и 4» reads as two numbers (p16b)
        return words("table.no_fit_one", n=left)
    return words("table.no_fit", left=left, right=right)


def _four_way(ends: tuple[int | None, ...] | None) -> bool:
    """Whether the open ends are a four-way table's (an arm is open above or below)."""
    return ends is not None and (ends[2] is not None or ends[3] is not None)


def _arms(ends: tuple[int | None, ...]) -> str:
    """A four-way table's open ends in words («слева 3, вверху 5»)."""
    return ", ".join(tr(f"table.open_at_{e}", n=v) for e, v in enumerate(ends) if v is not None)


def why_not_draw(r: TableRound) -> Said:
    """Why the boneyard key does nothing now: a tile fits, or there is nothing to take."""
    if not any(m.tile is not None for m in r.legal_moves()):
        return words("table.no_draw_empty")
    if _four_way(r.open_ends):
        return words("table.no_draw_arms", ends=Later(_arms, (r.open_ends,)))
    assert r.ends is not None
    left, right = r.ends
    if left == right:  # «ход на 4 или 4» offered one number as two (p16b)
        return words("table.no_draw_one", n=left)
    return words("table.no_draw", left=left, right=right)


class Host(Protocol):
    """What the controller needs from the table scene."""

    def can_act(self) -> bool: ...
    def hand(self) -> list[Tile]: ...
    def hand_boxes(self) -> list[Box]: ...
    def end_box(self, tile: Tile, end: int) -> Box | None: ...
    def bazaar_hit(self, pos: tuple[int, int]) -> bool: ...
    def button_at(self, pos: tuple[int, int]) -> str | None: ...
    def press(self, key: str) -> None: ...
    def play(self, move: Move, *, dropped: Box | None = None) -> None: ...
    def refuse(self, index: int, reason: Said) -> None: ...
    def notify(self, text: Said, seconds: float = 3.0) -> None: ...
    def hush(self) -> None: ...
    def put_back(self, index: int, pos: tuple[int, int]) -> None: ...
    def current(self) -> TableRound: ...
    def first_arrow(self) -> int | None: ...
    def arrows_face(self) -> bool: ...


@dataclass(slots=True)
class Drag:
    """A tile held by the mouse."""

    index: int
    start: tuple[int, int]
    pos: tuple[int, int]
    moving: bool = False


class Controller:
    """The human's hand: selection, end choice, dragging; keys D, K, H, Enter, arrows."""

    def __init__(self, host: Host) -> None:
        self.host = host
        self.selected: int | None = None
        self.choosing = False
        self.end = 1
        self.drag: Drag | None = None
        self.hover: int | None = None
        """The hand tile under the mouse (it lifts a little)."""
        self.gathered: tuple[Placement, ...] = ()
        """Doubles laid out for a move of several, waiting for the confirm (in the order
        they were set aside: Backspace takes back the last)."""
        self.hinted: tuple[Move, tuple[object, ...]] | None = None
        """The hint's move and the hand as the hint left it: Enter plays it while unchanged."""
        self.keyed = False
        """A key is being handled now (what it does was asked by the keyboard, not the mouse)."""

    def reset(self) -> None:
        """Forget the selection (after a move or a new deal)."""
        self.selected, self.choosing, self.drag, self.hover = None, False, None, None
        self.gathered = ()
        self.hinted = None

    def _state(self) -> tuple[object, ...]:
        return (self.selected, self.choosing, self.end, self.gathered)

    def suggest(self, move: Move) -> None:
        """Show the hint's move in the hand so that Enter plays it: its tile chosen (with the
        end it names glowing), or the doubles of a move of several set aside on their arms."""
        self.reset()
        r, hand = self.host.current(), self.host.hand()
        if move.kind is MoveKind.PAIR and r.rules.is_spinner:
            self.gathered = tuple(move.placements)
        elif move.kind is not MoveKind.PAIR and move.tile in hand:
            i = hand.index(move.tile)
            self.selected = i
            opts = self.options()[i]
            if move.kind is MoveKind.PLAY and len(opts) > 1:
                self.choosing, self.end = True, move.end
        self.hinted = (move, self._state())

    def _play_hint(self) -> bool:
        """Enter while the hand is as the hint left it: the hinted move, as it was hinted."""
        if self.hinted is None or self.hinted[1] != self._state():
            return False
        move = self.hinted[0]
        if move not in self.host.current().legal_moves():
            return False
        self.reset()
        self.host.play(move)
        return True

    def options(self) -> list[dict[int, Move]]:
        """The current hand's options (empty dicts when the human may not act)."""
        if not self.host.can_act():
            return [{} for _ in self.host.hand()]
        return tile_options(self.host.current(), self.host.hand(), self.gathered)

    def put(self, move: Move, *, dropped: Box | None = None) -> None:
        """Play ``move``, or set its double aside for a move of several doubles."""
        r = self.host.current()
        tile = move.tile
        if move.kind is MoveKind.PLAY and tile is not None and tile.is_double and (
                self.gathered or gathers(r, tile, move.end)):
            self.gathered = (*self.gathered, (tile, move.end))
            self.selected, self.choosing = None, False
            return
        self.gathered = ()
        self.host.play(move, dropped=dropped)

    def confirm(self) -> bool:
        """Play the doubles set aside as one move; False when none are."""
        move = gathered_move(self.host.current(), self.gathered) if self.gathered else None
        if move is None:
            return False
        self.gathered = ()
        self.host.play(move)
        return True

    def ungather(self, tile: Tile) -> bool:
        """Take a double set aside back into the hand (the others too, if they need it)."""
        kept = tuple(p for p in self.gathered if p[0] != tile)
        if len(kept) == len(self.gathered):
            return False
        r = self.host.current()
        self.gathered = kept if len(kept) < 2 or gathered_move(r, kept) else ()
        return True

    def withdraw(self) -> bool:
        """Backspace (or Ctrl+Z) while doubles are set aside: the last one goes back."""
        if not self.gathered or not self.host.can_act():
            return False
        return self.ungather(self.gathered[-1][0])

    def drop_gathered(self) -> bool:
        """Esc while doubles are set aside: all go back into the hand; False when none were."""
        if not self.gathered:
            return False
        self.gathered, self.hinted = (), None
        return True

    def fits(self, i: int) -> dict[int, Move]:
        """Where hand tile ``i`` may go: with the doubles set aside, or else alone (then the
        doubles go back into the hand, since a click on another tile means that tile)."""
        opts = self.options()[i]
        if opts or not self.gathered:
            return opts
        alone = tile_options(self.host.current(), self.host.hand())[i]
        if alone:
            self.gathered = ()
        return alone

    # -- mouse -----------------------------------------------------------------

    def mouse_down(self, pos: tuple[int, int]) -> bool:
        """Press: a button, the bazaar, an end of the line, or picking up a tile."""
        button = self.host.button_at(pos)
        if button is not None:
            self.host.press(button)
            return True
        if not self.host.can_act():
            return False
        if self.host.bazaar_hit(pos):
            self.host.press("draw")
            return True
        if self._gathered_click(pos) or self._end_click(pos):
            return True
        i = _index_at(self.host.hand_boxes(), pos, self.selected)
        if i is not None:
            self.drag = Drag(i, pos, pos)
            return True
        return False

    def mouse_move(self, pos: tuple[int, int]) -> bool:
        """Drag a held tile once it moved a few pixels; otherwise note the tile under the mouse."""
        d = self.drag
        if d is None:
            can = self.host.can_act()
            self.hover = _index_at(self.host.hand_boxes(), pos, self.selected) if can else None
            return False
        d.pos = pos
        if abs(pos[0] - d.start[0]) + abs(pos[1] - d.start[1]) > _DRAG_PX:
            d.moving = True
        return True

    def mouse_up(self, pos: tuple[int, int]) -> bool:
        """Release: a drop on an end plays; a release without moving is a click."""
        d, self.drag = self.drag, None
        if d is None:
            return False
        if not d.moving:
            self.click_tile(d.index)
            return True
        tile = self.host.hand()[d.index]
        opts = self.fits(d.index)
        if not opts:  # a tile that fits nowhere, dragged: it shakes as when clicked
            self.host.refuse(d.index, reason_for(self.host.current(), tile))
            return True
        end = self._nearest_end(tile, opts, pos, DROP_REACH)
        if end is not None:
            box = self.host.end_box(tile, end)
            self.put(opts[end], dropped=_box_around(box, pos) if box is not None else None)
            return True
        self.host.put_back(d.index, pos)  # away from every end: it glides home, they glow
        return True

    def _nearest_end(self, tile: Tile, opts: dict[int, Move], pos: tuple[int, int],
                     reach: float) -> int | None:
        """The end of ``opts`` nearest ``pos`` whose spot for ``tile`` is within ``reach``
        tile lengths of it: the one rule of a tap on an end and of a tile let go."""
        near = []
        for end in opts:
            box = self.host.end_box(tile, end)
            if box is not None:
                gap = _gap(box, pos) / max(box.w, box.h, 1.0)
                if gap <= reach:
                    near.append((gap, _gap_to_centre(box, pos), end))
        return min(near)[2] if near else None

    def _gathered_click(self, pos: tuple[int, int]) -> bool:
        """A click on a double set aside on the board takes it back into the hand."""
        for tile, end in self.gathered:
            box = self.host.end_box(tile, end)
            if box is not None and box.x <= pos[0] < box.right and box.y <= pos[1] < box.bottom:
                return self.ungather(tile)
        return False

    def _end_click(self, pos: tuple[int, int]) -> bool:
        if self.selected is None:
            return False
        hand = self.host.hand()
        if self.selected >= len(hand):
            return False
        opts = self.options()[self.selected]
        end = self._nearest_end(hand[self.selected], opts, pos, TAP_REACH)
        if end is None:
            return False
        self.put(opts[end])
        return True

    def click_tile(self, i: int) -> None:
        """Play a tile that fits one end; select one that fits both; refuse an illegal one."""
        hand = self.host.hand()
        if not self.host.can_act() or i >= len(hand):
            return
        if self.ungather(hand[i]):
            return
        opts = self.fits(i)
        if not opts:
            # A refusal changes nothing but the shake and the reason: the keyboard's place
            # in the hand (and a tile chosen before) stays where the player left it.
            self.host.refuse(i, reason_for(self.host.current(), hand[i]))
            return
        move = one_click_move(opts, self.host.current())
        if move is not None:
            self.put(move)
            return
        if self.selected == i and not self._as_hinted():
            self.selected, self.choosing = None, False
        else:
            self._choose(i, opts)

    def _as_hinted(self) -> bool:
        """Whether the hand is as the hint left it: its tile raised is the hint's showing,
        not the person's choice, so a click on it chooses it (PT-Z: the click lowered it and
        only a second click asked which end)."""
        return self.hinted is not None and self.hinted[1] == self._state()

    def _choose(self, i: int, opts: dict[int, Move]) -> None:
        """Tile ``i`` waits for its end: the hint's, where the hint chose this tile, else the
        right one if it fits there, else the first.  The choice is the person's from now on
        (a second click lets it go), and the question which end shows at once (a word shown
        before, the hint's say, gives way to it)."""
        end = self.end if self._as_hinted() and self.selected == i and self.end in opts \
            else 1 if 1 in opts else min(opts)
        self.selected, self.choosing, self.end, self.hinted = i, True, end, None
        self.host.hush()

    # -- keyboard ---------------------------------------------------------------

    def key(self, key: int) -> bool:
        """Arrows, Enter, Backspace, D, K, H; returns whether the key was used."""
        if key == pygame.K_BACKSPACE:
            return self._back()
        if key in _PRESSES:
            self.host.press(_PRESSES[key])
            return True
        if key in _ARROW_ENDS and self._choose_arm(_ARROW_ENDS[key]):
            return True
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            self._arrow(-1 if key == pygame.K_LEFT else 1)
        elif key in (pygame.K_UP, pygame.K_DOWN):
            self.choosing = False
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.keyed = True
            try:
                self._enter()
            finally:
                self.keyed = False
        else:
            return False
        return True

    def _choose_arm(self, end: int) -> bool:
        """While choosing an end, the arrow toward an arm that fits picks it; Left or Right
        toward no such arm steps through the ends that fit (up and down on a four-way table)."""
        i = self.selected
        if not self.choosing or i is None or i >= len(self.host.hand()):
            return False
        fits = sorted(self.options()[i])
        if end in fits:
            self.end = end
            return True
        if end >= 2:
            return False  # up or down toward no arm: as on a line, stop choosing
        if fits:
            k = fits.index(self.end) if self.end in fits else 0
            self.end = fits[(k + (1 if end == 1 else -1)) % len(fits)]
        return True

    def _back(self) -> bool:
        """Backspace: the last double set aside goes back; else the chosen tile is let go."""
        if self.withdraw():
            return True
        if self.selected is None:
            return False
        self.selected, self.choosing = None, False
        return True

    def _only_tile(self) -> int | None:
        """The one tile of the hand that may be played now (the lead of 1:1, say), if one."""
        fitting = [i for i, opts in enumerate(self.options()) if opts]
        return fitting[0] if len(fitting) == 1 else None

    def _arrow(self, step: int) -> None:
        """Step through the hand, over the doubles set aside (they lie on the board now)."""
        hand = self.host.hand()
        n = len(hand)
        if not n or self.choosing:
            return
        aside = {t for t, _ in self.gathered}
        first = self.host.first_arrow() if self.selected is None else None
        if first is not None and first < n and hand[first] not in aside:
            self.selected = first  # the tile a lesson points at
            self._why_stuck(first)
            return
        # The first press comes in from the hand's edge (Right: from the left), or at a
        # table whose arrows face (a kids' one, issue 19) lights the end it points to.
        inward = step if not self.host.arrows_face() else -step
        if self.selected is None:  # the first press: on the first tile that fits, if any
            fitting = [i for i, opts in enumerate(self.options()) if opts and i < n
                       and hand[i] not in aside]
            if fitting:  # (issues 18/19: the leftmost, unplayable, and Enter said «Не подходит»)
                self.selected = fitting[0] if inward > 0 else fitting[-1]
                return
        at, step = ((-1 if inward > 0 else 0), inward) if self.selected is None else (
            self.selected, step)
        for _ in range(n):
            at = (at + step) % n
            if hand[at] not in aside:
                self.selected = at
                self._why_stuck(at)
                return

    def _why_stuck(self, i: int) -> None:
        """While nothing fits (Enter draws or knocks), a tile the arrows look at says why it
        does not fit, without the refusal's shake: looking is no mistake (issue 18)."""
        if self.host.can_act() and way_on(self.host.current()) is not None:
            self.host.notify(reason_for(self.host.current(), self.host.hand()[i]))

    def _enter(self) -> None:
        if self._play_hint():
            return
        i = self.selected
        if i is None or i >= len(self.host.hand()):
            if self.confirm():
                return
            i = self._only_tile()
            if i is None:
                # Where a lesson's cursor stands on a tile, Enter takes it up, as the first
                # arrow would: one press never plays it (P32), but it does not do nothing
                # either (issue 14: step 12 waited for an arrow).
                if self.host.first_arrow() is not None:
                    self._arrow(1)
                return
            self.selected = i
        opts = self.fits(i)
        if self.choosing and self.end in opts:
            self.put(opts[self.end])
        elif opts and one_click_move(opts, self.host.current()) is None:
            self._choose(i, opts)
        else:
            self.click_tile(i)


def _index_at(boxes: Sequence[Box], pos: tuple[int, int], selected: int | None) -> int | None:
    """The hand tile under ``pos``; the lifted (selected) tile is hit at its raised spot."""
    px, py = pos
    for i in range(len(boxes) - 1, -1, -1):
        x, y, w, h = boxes[i]
        top = y - h / 4 if i == selected else y
        if x <= px < x + w and top <= py < y + h:
            return i
    return None


TAP_REACH = 0.35
"""A tap this far from an end's spot (in tile lengths) still means that end."""
DROP_REACH = 0.8
"""A tile let go this far from an end's spot still goes there: the carried tile covers
about that much around the finger (beside a standing double too)."""


def _gap(box: Box, pos: tuple[int, int]) -> float:
    """How far ``pos`` is from ``box`` (0 inside it)."""
    dx = max(box.x - pos[0], 0.0, pos[0] - box.right)
    dy = max(box.y - pos[1], 0.0, pos[1] - box.bottom)
    return float(math.hypot(dx, dy))


def _gap_to_centre(box: Box, pos: tuple[int, int]) -> float:
    cx, cy = box.center
    return float(math.hypot(pos[0] - cx, pos[1] - cy))


def _box_around(box: Box, pos: tuple[int, int]) -> Box:
    return Box(pos[0] - box.w / 2, pos[1] - box.h / 2, box.w, box.h)
