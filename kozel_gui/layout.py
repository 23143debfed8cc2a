"""Pure layout of the game table: regions per window size, the hand, the opponents' fans.

Everything is in window pixels (floats, x right, y down) and needs no display;
scenes call it again whenever the window size or the state changes. The line
of play itself lives in ``kozel_gui.layout_line`` and is re-exported here.

>>> table = TableLayout.for_window(1280, 720, 4, sheet_expanded=True)
>>> sorted(table.seats)
['east', 'north', 'south', 'west']
>>> len(table.hand_tiles(7)), table.fan("north", 7)[0][1]
(7, 180)
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal

from kozel_gui.layout_board import FULL_SET, Growth
from kozel_gui.layout_geom import Box, PlacedTile, Point, Slot, as_box, half_centres
from kozel_gui.layout_line import End, LineLayout, LineTile, layout_line
from kozel_gui.layout_spinner import SpinnerLayout, layout_spinner

__all__ = [
    "KIDS_BUTTON",
    "PROMPT_BAND",
    "SEATS_BY_PLAYERS",
    "Box",
    "End",
    "Growth",
    "LineLayout",
    "LineTile",
    "PlacedTile",
    "Point",
    "SeatPlace",
    "SeatPos",
    "Slot",
    "TableLayout",
    "as_box",
    "half_centres",
    "hand_index_at",
    "is_small",
    "kids_door",
    "kids_home",
    "layout_hand",
    "layout_line",
    "lift",
    "rim_width",
    "sheet_opens",
]

SeatPos = Literal["south", "west", "north", "east"]
# Seat positions in turn order (clockwise seen from above: south, west, north, east).
SEATS_BY_PLAYERS: dict[int, tuple[SeatPos, ...]] = {
    2: ("south", "north"),
    3: ("south", "west", "east"),
    4: ("south", "west", "north", "east"),
}

_HAND_GAP = 0.10  # gap between hand tiles, as a share of the tile width
_HAND_MAX_TILES_APART = 14  # up to this many tiles never overlap
_HAND_MIN_PITCH = 0.70  # beyond that, neighbours still show 70% of a tile
_FAN_PITCH = 0.55  # opponents' backs overlap: each shows 55% of itself
_SIDE_DEALT = 7  # a west or east hand of this many tiles sits centred beside the field
_KIDS_SCALE = 1.6
_LARGE_SCALE = 1.3  # the "large tiles" option, for tired eyes
_LINE_LONG = 0.125  # the line's largest tile, long side, in window heights at 16:9


# --- the human's hand -----------------------------------------------------------


def layout_hand(n: int, band: Any, *, max_long: float) -> list[Box]:
    """Upright tiles centred in ``band``; none overlap up to 14, slight overlap up to 28.

    Every tile leaves room above it for ``lift``, so a lifted tile stays in the band.
    """
    b = as_box(band)
    if n <= 0:
        return []
    pad = b.h * 0.06
    long = min(max_long, (b.h - 2 * pad) / 1.25)
    avail = b.w - 2 * pad
    apart = min(n, _HAND_MAX_TILES_APART)
    w = min(long / 2, avail / (apart + _HAND_GAP * (apart - 1)))
    if n > _HAND_MAX_TILES_APART:
        w = min(w, avail / (1 + _HAND_MIN_PITCH * (n - 1)))
    pitch = w * (1 + _HAND_GAP)
    if n > 1:
        pitch = min(pitch, (avail - w) / (n - 1))
    total = w + (n - 1) * pitch
    x0 = b.x + (b.w - total) / 2
    y = b.bottom - pad - 2 * w
    return [Box(x0 + i * pitch, y, w, 2 * w) for i in range(n)]


def lift(box: Box) -> Box:
    """The selected hand tile: raised by a quarter of its height."""
    return box.moved(0.0, -box.h / 4)


def shown_hand_box(box: Box, i: int, selected: int | None, hover: int | None) -> Box:
    """Where hand tile ``i`` resting in ``box`` is drawn: the selected one lifted by a
    quarter of its height, the one under the pointer a little.

    >>> shown_hand_box(Box(0, 100, 50, 96), 1, 1, None).y, shown_hand_box(Box(0, 100, 50, 96), 2, 1, 2).y
    (76.0, 92.0)
    """
    if i == selected:
        return lift(box)
    return box.moved(0.0, -box.h / 12) if i == hover else box


def hand_index_at(boxes: Sequence[Box], pos: Point) -> int | None:
    """Which hand tile is under ``pos``; with overlap the later (drawn on top) one wins."""
    px, py = pos
    for i in range(len(boxes) - 1, -1, -1):
        x, y, w, h = boxes[i]
        if x <= px < x + w and y <= py < y + h:
            return i
    return None


# --- the table ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class SeatPlace:
    """One seat's places: its name plate, its face-down fan area, its message anchor."""

    pos: SeatPos
    plate: Box
    fan_area: Box  # empty (zero size) for the human: the hand band holds those tiles
    message: Point  # centre of «Стук!», «Рыба!» and the like for this seat


@dataclass(frozen=True, slots=True)
class _Metrics:
    pad: float
    plate_w: float
    plate_h: float
    back_long: float  # long side of an opponent's face-down tile


def _unit(w: float, h: float) -> float:
    """The window's height had it the reference 16:9 shape: sizes follow it, so a
    narrow or portrait window gets smaller pieces instead of overlapping ones."""
    return min(h, w * 9 / 16)


def _metrics(w: float, h: float, kids: bool) -> _Metrics:
    u = _unit(w, h)
    back = u * 0.085 * (1.25 if kids else 1.0)
    # Wide enough for a character's full name at the body size on a 1280 px window.
    plate_w = min(max(w * 0.13, 140.0), 340.0)
    plate_h = max(u * 0.085, 50.0)
    return _Metrics(round(u * 0.012), plate_w, plate_h, back)


_NOWHERE = Box(0, 0, 0, 0)
_SMALL_BELOW = 1200
"""A window narrower than this (px) is small: the boxes round the board give it room."""


def is_small(w: float) -> bool:
    """Whether a ``w`` px wide window is small: the score sheet starts folded (with side
    seats) and a four-way table's buttons leave the field (issue 12: at 1024x600 with 4
    players the sheet, the side columns and the buttons left the board a 477x310 px field
    and held its tiles to 30x15 px)."""
    return w < _SMALL_BELOW


def sheet_opens(w: float, players: int) -> bool:
    """Whether the score sheet starts open on a ``w`` px wide window: not on a small one with
    a west and an east seat, whose columns and an open sheet leave the board under half the
    window's width."""
    return not is_small(w) or players < 3


def rim_width(size: tuple[float, float]) -> int:
    """How wide the wooden frame round the table's felt is, in pixels, in a window of
    ``size`` (the theme draws it, the layout keeps what it shows inside it)."""
    return max(6, round(min(size) * 0.016))


@dataclass(frozen=True, slots=True)
class TableLayout:
    """Every region of the table at one window size; nothing overlaps anything else."""

    size: tuple[float, float]
    players: int
    kids: bool
    sheet: Box  # the score sheet panel (or its slim collapsed column)
    field: Box  # the line of play stays inside this
    hand: Box  # the human's hand band
    bazaar: Box  # the face-down pile and its count below it
    seats: dict[SeatPos, SeatPlace]
    line_max_long: float
    hand_max_long: float
    back_long: float  # long side of the opponents' and the bazaar's face-down tiles
    keepout: tuple[Box, ...] = ()
    """Boxes in the field the tiles keep clear of: the table's buttons and prompts (the
    bazaar's corner is added by ``board_keepout``)."""
    spot: Box = _NOWHERE
    """The kids' table's place beside the hand for what to do when nothing fits: the
    bazaar, and the knock button once it is empty (none at the grown-ups' table)."""

    @classmethod
    def for_window(
        cls, w: float, h: float, players: int, *, sheet_expanded: bool, kids: bool = False,
        bazaar: bool = True, large: bool = False,
    ) -> TableLayout:
        """The regions for a ``w`` x ``h`` window (1024x600 up to 3840x2160) and 2 to 4 players.

        A ``bazaar`` (drawing, not every tile dealt) lies in a corner of the field, which the
        board keeps clear of (``board_keepout``), so the arms have the field's whole width;
        ``large`` tiles are 1.3 times the usual size (kids' tiles are larger still). The
        kids' table has no sheet and keeps its bazaar beside the hand, so the line of play
        has the whole middle of the window.
        """
        if players not in SEATS_BY_PLAYERS:
            raise ValueError(f"2 to 4 players, not {players}")
        m = _metrics(w, h, kids)
        present = SEATS_BY_PLAYERS[players]
        sheet_w = 0 if kids else round(w * 0.22) if sheet_expanded else round(max(40.0, w * 0.034))
        table_r = w - sheet_w
        band_y = h - round(h * (0.30 if kids else 0.25 if large else 0.20))
        col_w = m.plate_w + 2 * m.pad
        left = col_w if "west" in present else 0.0
        right = table_r - col_w if "east" in present else table_r
        top = max(m.back_long, m.plate_h) + 2 * m.pad if "north" in present else 0.0
        middle = Box(left + m.pad, top + m.pad, right - left - 2 * m.pad, band_y - top - 2 * m.pad)
        door, home = kids_door(w, h), kids_home(w, h)
        if kids and (middle.overlaps(door) or middle.overlaps(home)):
            # the top corners are the door's and the house's alone
            middle = Box(middle.x, door.bottom + m.pad, middle.w, middle.bottom - door.bottom - m.pad)
        spot = _kids_spot(band_y, h, table_r, m) if kids else Box(table_r, band_y, 0, 0)
        if kids:
            pile = _inside(spot, *_bazaar_size(m)) if bazaar else spot._replace(w=0, h=0)
            field = middle
        elif bazaar:
            pile = _bazaar_box(middle, band_y, _unit(w, h), m)
            field = middle
        else:
            pile = Box(middle.right, middle.center[1], 0, 0)
            field = middle
        seats: dict[SeatPos, SeatPlace] = {"south": _south(band_y, h, table_r, m)}
        if "north" in present:
            seats["north"] = _north(left, right, top, field, m, kids=kids)
        sides: tuple[SeatPos, ...] = ("west", "east")
        for pos in sides:
            if pos in present:
                x = 0.0 if pos == "west" else right
                seats[pos] = _side(pos, x, col_w, band_y, field, m)
        hand = Box(seats["south"].plate.right + m.pad, band_y, 0, h - band_y)
        hand = hand._replace(w=(spot.x if kids else table_r) - m.pad - hand.x)
        scale = _KIDS_SCALE if kids else _LARGE_SCALE if large else 1.0
        hand_long = _unit(w, h) * 0.14 * scale
        # A child's board may show pictures as large as the hand's: how many tiles its
        # round can put down decides how large they really are (``layout_board``).
        # A grown-up's line may be as large as a fifth of the field's height, so a round of
        # few tiles does not sit tiny in a big field.
        line_long = hand_long if kids else scale * max(_unit(w, h) * 0.09,
                                                       min(field.h / 5, _unit(w, h) * _LINE_LONG))
        return cls(
            (w, h), players, kids, Box(table_r, 0, sheet_w, h), field, hand, pile,
            seats, line_long, hand_long, m.back_long, spot=spot,
        )  # fmt: skip

    @property
    def table_area(self) -> Box:
        """The felt inside the table's wooden frame, left of the score sheet (all of the
        window but the frame at the kids' table): what is laid over a seat stays inside
        it."""
        t = rim_width(self.size)
        return Box(t, t, self.sheet.x - 2 * t, self.size[1] - 2 * t)

    @property
    def board_keepout(self) -> tuple[Box, ...]:
        """Every box in the field the board's tiles keep clear of: the table's buttons and
        prompts, and the bazaar's pile with its count where it lies in the field."""
        if self.bazaar.w > 0 and self.bazaar.overlaps(self.field):
            return (*self.keepout, self.bazaar)
        return self.keepout

    @property
    def words_keep_clear(self) -> tuple[Box, ...]:
        """What words laid over the table (a hint, a reason) never cover: the bazaar with its
        count, every seat's plate, the score sheet and the hand (issue 18: a two-line hint
        grew up over the bazaar's count at 1024x600)."""
        parts = (self.bazaar, *(seat.plate for seat in self.seats.values()), self.sheet,
                 self.hand)
        return tuple(b for b in parts if b.w > 0 and b.h > 0)

    def line(self, tiles: Sequence[LineTile], lead: int, *, capacity: int = FULL_SET,
             growth: Sequence[Growth] | None = None) -> LineLayout:
        """The line of play grown (in the order ``growth`` gives) in this table's field,
        clear of the keepout, its tiles sized for a line of ``capacity`` tiles."""
        return layout_line(tiles, lead, self.field, max_long=self.line_max_long,
                           keepout=self.board_keepout, capacity=capacity, growth=growth,
                           steady=self.kids)

    def spinner(self, growth: Sequence[Growth], *, capacity: int | None = None
                ) -> SpinnerLayout:
        """A four-way table (GAMES.md §0) grown in this table's field, clear of the keepout,
        laid out for a table of ``capacity`` tiles (see ``layout_board``)."""
        return layout_spinner(growth, self.field, max_long=self.line_max_long,
                              keepout=self.board_keepout, capacity=capacity)

    def hand_tiles(self, n: int) -> list[Box]:
        """The human's ``n`` tiles in the hand band."""
        return layout_hand(n, self.hand, max_long=self.hand_max_long)

    def fan(self, pos: SeatPos, n: int) -> list[tuple[Box, int]]:
        """An opponent's ``n`` face-down tiles and their angle (tops toward the table's centre)."""
        area = self.seats[pos].fan_area
        long = self.back_long
        if pos == "north":
            return [(b, 180) for b in _row(area, n, long / 2, long, horizontal=True)]
        angle = 270 if pos == "west" else 90
        return [(b, angle) for b in _row(area, n, long, long / 2, horizontal=False)]

    def bazaar_pile(self, n: int) -> list[tuple[Box, int]]:
        """The bazaar's ``n`` face-down tiles: two neat leaning stacks, lying flat."""
        long, short = self.back_long, self.back_long / 2
        pile = self.bazaar._replace(h=self.bazaar.h - _BAZAAR_LABEL * long)
        rows = max(1, (n + 1) // 2)
        pitch = short * _BAZAAR_PITCH
        if rows > 1:
            pitch = min(pitch, (pile.h - short) / (rows - 1))
        out = []
        for i in range(n):
            x = pile.x + (i % 2) * (pile.w - long)
            out.append((Box(x, pile.bottom - short - (i // 2) * pitch, long, short), 90))
        return out

    @property
    def bazaar_label(self) -> Point:
        """Centre of the bazaar's tile count, under the pile."""
        return (self.bazaar.center[0], self.bazaar.bottom - _BAZAAR_LABEL * self.back_long / 2)

    def regions(self) -> dict[str, Box]:
        """Every region by name (for hit tests and checks); fans and plates per seat."""
        out = {"field": self.field, "hand": self.hand}
        if self.sheet.w > 0:  # the kids' table has none
            out["sheet"] = self.sheet
        if self.bazaar.w > 0:
            out["bazaar"] = self.bazaar
        for pos, place in self.seats.items():
            out[f"{pos}.plate"] = place.plate
            if place.fan_area.w > 0:
                out[f"{pos}.fan"] = place.fan_area
        return out


_BAZAAR_PITCH = 0.42  # each next tile of a stack shows this share of its height
_BAZAAR_STACK = 7  # tiles per stack at full pitch (the Kozel bazaar holds 14)
_BAZAAR_LABEL = 0.45  # height of the count under the pile, as a share of a tile's long side


PROMPT_BAND = 40
"""The prompt's band over the hand (``table.fixtures``), px at 720p."""


def _bazaar_box(middle: Box, band_y: float, unit: float, m: _Metrics) -> Box:
    """The field's bottom right corner, over the prompt's band, at every player count (the
    corner buttons stand in the top right, over the field or the east plate). Only a
    corner: the arms have the field's whole width (P29: a column down the field's side took
    140 px of a 1024 px window from them); the same corner for 2 to 4 players (with an east
    seat its top right corner left the pile in the middle of the window's right half)."""
    w, h = _bazaar_size(m)
    return Box(middle.right - w, band_y - PROMPT_BAND * unit / 720 - m.pad - h, w, h)


def kids_door(w: float, h: float) -> Box:
    """The door out of kids' mode: the top-left corner of every kids' screen, at least 72 px
    across (a grown-up learns its place once)."""
    s = _unit(w, h) / 720
    d = max(72, round(92 * s))
    return Box(round(16 * s), round(16 * s), d, d)


def kids_home(w: float, h: float) -> Box:
    """The house back to the kids' menu: the top-right corner of a kids' table, the door's
    size, as far from the door (the grown-ups' way out) as the window allows."""
    door = kids_door(w, h)
    return Box(w - door.x - door.w, door.y, door.w, door.h)


KIDS_BUTTON = (240, 80)
"""The kids' table's move button (the knock), at least this size on any window."""
KIDS_RING_REACH = 24
"""How far the kids' focus ring paints outside a button (``focus.KIDS.reach``): the spot
keeps that far from the window's edge, so the knock's ring is never cut."""


def _kids_spot(band_y: float, h: float, table_r: float, m: _Metrics) -> Box:
    """The right end of the kids' hand band, where the child looks: room for the bazaar
    or the knock button, so neither takes any of the board's field."""
    w, ph = _bazaar_size(m)
    w, ph = max(w, KIDS_BUTTON[0]), max(ph, KIDS_BUTTON[1])
    return Box(table_r - max(m.pad, KIDS_RING_REACH) - w, band_y + (h - band_y - ph) / 2, w, ph)


def _inside(box: Box, w: float, h: float) -> Box:
    """A ``w`` x ``h`` box centred in ``box``."""
    return Box(box.x + (box.w - w) / 2, box.y + (box.h - h) / 2, w, h)


def _bazaar_size(m: _Metrics) -> tuple[float, float]:
    long = m.back_long
    return 2 * long + m.pad, long / 2 * (1 + (_BAZAAR_STACK - 1) * _BAZAAR_PITCH) + \
        _BAZAAR_LABEL * long


def _south(band_y: float, h: float, table_r: float, m: _Metrics) -> SeatPlace:
    plate = Box(m.pad, band_y + (h - band_y - m.plate_h) / 2, m.plate_w, m.plate_h)
    hand_cx = (plate.right + table_r) / 2
    return SeatPlace("south", plate, Box(plate.right, band_y, 0, 0), (hand_cx, band_y - h * 0.08))


def _north(left: float, right: float, top: float, field: Box, m: _Metrics, *,
           kids: bool = False) -> SeatPlace:
    fan_w = min((right - left) * 0.42, m.back_long * 6)
    cx = (left + right) / 2
    fan = Box(cx - fan_w / 2, (top - m.back_long) / 2, fan_w, m.back_long)
    # A kids' table keeps its top-left corner for the door's hint (P30: the bubble hid the
    # animal's plate): the plate sits right of the fan, short of the house's corner.
    x = fan.right + m.pad * 2 if kids else fan.x - m.pad * 2 - m.plate_w
    plate = Box(x, (top - m.plate_h) / 2, m.plate_w, m.plate_h)
    return SeatPlace("north", plate, fan, (cx, field.y + field.h * 0.15))


def _side(
    pos: SeatPos, x: float, col_w: float, band_y: float, field: Box, m: _Metrics
) -> SeatPlace:
    # The plate sits right above its fan; plate and a dealt hand of 7 are centred in the
    # column, and a hand that grows by draws grows downwards.
    dealt = m.back_long / 2 * (1 + (_SIDE_DEALT - 1) * _FAN_PITCH)
    group = m.plate_h + 2 * m.pad + dealt
    top = max(m.pad, (band_y - group) / 2)
    plate = Box(x + (col_w - m.plate_w) / 2, top, m.plate_w, m.plate_h)
    fan_top = plate.bottom + m.pad * 2
    fan = Box(x + (col_w - m.back_long) / 2, fan_top, m.back_long, band_y - m.pad - fan_top)
    msg_x = field.x + field.w * 0.18 if pos == "west" else field.right - field.w * 0.18
    # Above the middle row, where the line of play starts, so a word never hides it.
    return SeatPlace(pos, plate, fan, (msg_x, field.y + field.h * 0.3))


def _row(area: Box, n: int, w: float, h: float, *, horizontal: bool) -> list[Box]:
    """``n`` boxes of ``w`` x ``h`` overlapping in a row centred in ``area``, or in a column
    from the top of ``area`` (just under the seat's plate)."""
    if n <= 0:
        return []
    size, room = (w, area.w) if horizontal else (h, area.h)
    pitch = size * _FAN_PITCH
    if n > 1:
        pitch = min(pitch, (room - size) / (n - 1))
    start = (room - size - (n - 1) * pitch) / 2 if horizontal else 0.0
    if horizontal:
        y = area.y + (area.h - h) / 2
        return [Box(area.x + start + i * pitch, y, w, h) for i in range(n)]
    x = area.x + (area.w - w) / 2
    return [Box(x, area.y + start + i * pitch, w, h) for i in range(n)]
