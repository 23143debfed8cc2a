"""One arm of a four-way table from its spinner, in its own frame: out along its axis to the
field's edge, then round its own quarter of the field, turning clockwise at each edge.

The frame is ``kozel_gui.layout_arm``'s (``u`` along the arm away from the spinner, ``v``
toward the quarter it turns into; a tile's near half is ``a``). The arm runs straight
while a tile, and a double after it, can still follow; then a corner tile stands across
the row's end, its near half beside the last tile, and the arm runs on from the corner's
far end in the new direction (an L, never a U back toward the spinner). Directions go
+u, +v, -u, -v, +u ...: out, along the edge, along the next edge, and back toward its own
first row, so the arm spirals inward in its quarter. Past the first row no tile comes
nearer the neighbouring arm's axis than ``Bounds.back``, nor ever crosses ``Bounds.top``
toward the other side, so the four arms keep to four quarters whatever their lengths.
A double always lies across its row, at a bend too (issue 12: a double standing as the
corner lay lengthwise along the arm's new row): it is never the corner. An arm may turn
right after it: the next tile leaves from the double's end along the new heading, its
near half against the double's end half, as a player lays it (issue 12: a corner standing
beyond the double lay along its long side and read as stacked on it); where that does not
fit, the tile runs on from the double's middle and the arm turns at the one after. So the
look-ahead keeps room for a double and the turn after it (a double could once only be
followed straight on, so it needed a double, a tile and a corner before a wall, and an
arm turned a tile early: issue 12, Osel, 4 players, seed 64). The tile after a corner
runs straight on, end to end; after a double not turned at, from its middle.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import NamedTuple

from kozel_gui.layout_arm import GAP, Bounds, Raw

__all__ = ["Tip", "spiral_step", "spiral_straight"]

_EPS = 1e-9
_AHEAD = 3
"""How many tiles after the next one must still fit whatever they are (a double, a tile
straight on after it, and a corner after that)."""
_STRICT = 2
"""The look-ahead's depth (counted down from ``_AHEAD``) past which the field's edge no
longer bounds it: the two tiles after the one laid must fit in the field, the third and
later only clear of what never recedes (the other arms' quarters, the arm's own tiles).
The table is laid out for the round's tiles, so an edge met there costs a slightly
smaller picture now and then, where keeping the whole look-ahead in the field turned the
arms a long side before they had to (P29)."""
_SLACK = 0.5
"""How far past the field's margin (half a short side) the tiles after the next one may
reach in the look-ahead: the field's edge recedes when the picture shrinks, so one laid
there later costs a slightly smaller picture, not a dead end. Held inside the margin, a
double after the corner (half a short side past the corner's side) made arms turn a whole
tile early (P29: ChVV, 4 players, seed 11, 1024x600: the left arm turned after three
tiles, four short sides from the field's edge, and curled round toward the up arm)."""
_OUT_ROW = 4.5 + 2 * GAP
"""How far from the spinner's axis a row along the field's edge must run for the arm's
next leg, back toward its first row, to fit a corner and a tile clear of the neighbouring
arm (``Bounds.back``, a tile's width and a gap)."""
_DIRS = ((1, 0), (0, 1), (-1, 0), (0, -1))
"""The headings in the frame, in the order the arm turns through them."""
# Angles (kozel_gui.layout_geom) of a plain tile whose near half points back along each
# heading, and of a double lying across each heading.
_PLAIN = (90, 0, 270, 180)
_DOUBLE = (0, 90, 0, 90)


class Tip(NamedTuple):
    """Where an arm is open: the next tile attaches at (``x``, ``y``) heading ``k``."""

    x: float
    y: float
    k: int
    """Index into the headings +u, +v, -u, -v."""
    turns: int = 0
    """Corners so far (0: still on the first row out from the spinner)."""
    straight_only: bool = False
    """The last tile was a corner: the next one runs straight on."""
    leg: int | None = None
    """Half way round a U-turn: the next tile is the corner to this heading."""
    double: bool = False
    """The last tile was a double (so the next one is not)."""


Free = Callable[[Raw], bool]


def _box(x: float, y: float, k: int, along: tuple[float, float],
         across: tuple[float, float], side: int) -> tuple[float, float, float, float]:
    """The box (u0, v0, w, h) that spans ``along`` past (x, y) on heading ``k`` and
    ``across`` toward heading ``side``."""
    du, dv = _DIRS[k]
    su, sv = _DIRS[side]
    us = (x + du * along[0] + su * across[0], x + du * along[1] + su * across[1])
    vs = (y + dv * along[0] + sv * across[0], y + dv * along[1] + sv * across[1])
    return min(us), min(vs), abs(us[1] - us[0]), abs(vs[1] - vs[0])


def spiral_straight(t: Tip, dbl: bool) -> tuple[Raw, Tip]:
    """The next tile straight on along the current heading (a double across it)."""
    length, half = (1.0, 1.0) if dbl else (2.0, 0.5)
    u0, v0, w, h = _box(t.x, t.y, t.k, (GAP, GAP + length), (-half, half), (t.k + 1) % 4)
    du, dv = _DIRS[t.k]
    angle = _DOUBLE[t.k] if dbl else _PLAIN[t.k]
    reach = GAP + length
    # a double half way round a U-turn lies across the way it runs; the tile after it turns
    return (u0, v0, w, h, angle), Tip(t.x + du * reach, t.y + dv * reach, t.k, t.turns, False,
                                      t.leg if dbl else None, dbl)


def _turns(t: Tip) -> list[tuple[int, int | None]]:
    """Where the next corner turns to, and where a U-turn then goes on to: out and along
    two edges (clockwise), then to and fro, each row further from the first (outward,
    where a smaller picture makes room: a row stacked inward could end in a pocket of the
    arm's own tiles that no smaller picture opens)."""
    if t.leg is not None:
        return [(t.leg, None)]
    if t.turns < 2 or t.k % 2:
        return [((t.k + 1) % 4, None)]
    return [(1, 2 - t.k)]


def _corner(t: Tip, dbl: bool, to: tuple[int, int | None]) -> tuple[Raw, Tip]:
    """A tile standing across the row's end, its near half beside the last tile (after a
    double: ``_off_end``): the arm turns to ``to`` (the heading, and the one a U-turn goes on
    to) and runs on from the corner's far end. A double is a corner only as the last
    resort of an arm hemmed in at any scale (it stands across the row coming in, in line
    with the new one)."""
    k, leg = to
    if t.double and not dbl:
        return _off_end(t, k, leg)
    u0, v0, w, h = _box(t.x, t.y, t.k, (GAP, GAP + 1.0), (-0.5, 1.5), k)
    du, dv = _DIRS[t.k]
    su, sv = _DIRS[k]
    mid = GAP + 0.5
    after = Tip(t.x + du * mid + su * 1.5, t.y + dv * mid + sv * 1.5, k,
                t.turns + (leg is None), True, leg, dbl)
    return (u0, v0, w, h, _DOUBLE[t.k] if dbl else _PLAIN[k]), after


def _off_end(t: Tip, k: int, leg: int | None) -> tuple[Raw, Tip]:
    """The arm turning at a crosswise double: the tile lies along the new heading ``k``
    from the double's end, its near half against the double's end half, as a player lays
    it (issue 12: a corner standing one gap beyond the double lay along its long side and
    the two read as stacked). It is the arm's turn, so the tile after it runs straight."""
    du, dv = _DIRS[t.k]
    cx, cy = t.x - du * 0.5, t.y - dv * 0.5  # the double's centre (``t`` is its far side)
    u0, v0, w, h = _box(cx, cy, k, (1.0 + GAP, 3.0 + GAP), (-0.5, 0.5), t.k)
    su, sv = _DIRS[k]
    reach = 3.0 + GAP
    after = Tip(cx + su * reach, cy + sv * reach, k, t.turns + (leg is None), True, leg)
    return (u0, v0, w, h, _PLAIN[k]), after


def _inside(raw: Raw, b: Bounds, t: Tip) -> bool:
    """Within the arm's quarter: never past the field, never across ``top``, and off the
    first row never nearer the neighbouring arm's axis than ``back``."""
    u0, v0, w, h, _ = raw
    return not (u0 + w > b.far + _EPS or v0 + h > b.deep + _EPS or v0 < b.top - _EPS
                or (t.turns > 0 and u0 < b.back - _EPS))


def _fits(raw: Raw, t: Tip, b: Bounds, free: Free) -> bool:
    return _inside(raw, b, t) and free(raw)


def _options(t: Tip, dbl: bool) -> list[tuple[Raw, Tip]]:
    """The ways on the arm may take: straight, or a plain tile's corner where it turns (a
    double is never a corner: it goes straight, across its row, and the tile after it
    turns)."""
    if dbl:
        return [spiral_straight(t, dbl)]
    if t.leg is not None:
        return [_corner(t, dbl, (t.leg, None))]
    out = [spiral_straight(t, dbl)]
    if not t.straight_only and not _too_near(t):
        out += [_corner(t, dbl, to) for to in _turns(t)]
    return out


def _too_near(t: Tip) -> bool:
    """Whether turning off the end of a double on the arm's first row would leave the row
    after it too near the spinner for the arm's way back along the field's next edge (a
    corner and a tile short of the neighbouring arm: a double second out from the spinner).
    The arm then turns one tile later, past the double's middle (issue 12: turned off the
    end of Osel's 0:0 there, the down arm ran into a pocket the picture shrank a third
    for, and every arm's turns looked early)."""
    return t.double and t.turns == 0 and t.k == 0 and t.x - 0.5 < _OUT_ROW


def _safe(t: Tip, b: Bounds, free: Free, depth: int = _AHEAD, wide: bool = False,
          later: Bounds | None = None, settled: Free | None = None) -> bool:
    """Whether whatever comes next at ``t`` (a plain tile, or a double unless the last
    tile was one), and ``depth`` tiles after it, can each still be laid (``wide``: turning
    either way) within ``b``, those after the next one within ``later`` (default ``b``):
    an arm must never run into a wall that does not move when the picture shrinks (the
    next arm's quarter, its own tiles) too close to turn away from it. What follows a
    double need only clear such walls (``later`` and ``settled``, the tiles down): a
    double at a wall is rare, and the smaller picture the corner after it may then need
    (the field's edge and the buttons recede) costs less than every arm turning a tile
    early to keep room for a double and a corner (never at a double: issue 12)."""
    ways = _escapes if wide else _options

    def on(dbl: bool, after: Tip) -> bool:
        if dbl and later is not None:
            return _safe(after, later, settled or free, depth - 1, wide, later, settled)
        nxt = later if later is not None and depth <= _STRICT else b
        return _safe(after, nxt, free, depth - 1, wide, later, settled)

    return all(any(_fits(raw, t, b, free) and (depth == 0 or on(dbl, after))
                   for raw, after in ways(t, dbl))
               for dbl in ((False,) if t.double else (False, True)))


def _escapes(t: Tip, dbl: bool, bend: bool = False) -> list[tuple[Raw, Tip]]:
    """Every way on from ``t``: the way the arm turns, straight, or a corner either way
    (after a corner: straight only; a double goes straight, unless ``bend``: the last
    resort of an arm hemmed in at any scale)."""
    out = _options(t, dbl) + [spiral_straight(t, dbl)] * (t.leg is not None and not dbl)
    if not t.straight_only and (bend or not dbl) and (bend or not _too_near(t)):
        out += [_corner(t, dbl, ((t.k + side) % 4, None)) for side in (1, 3)]
    return out


def spiral_step(t: Tip, dbl: bool, free: Free, b: Bounds,
                settled: Free | None = None) -> tuple[Raw, Tip] | None:
    """The next tile of an arm: straight on while whatever comes next can still follow it,
    else the corner, else (a button in the way, its quarter filling up) a turn whichever
    way its quarter has room. Failing that, the first spot that would have that room in a
    smaller picture: None (the whole picture must shrink) if it is not free yet, since a
    tile laid with no room after it could leave the arm facing walls that never move (the
    next arm's quarter, its own tiles). Only an arm hemmed in at any scale takes a spot with
    no room after it.

    ``settled`` tells whether a spot is clear of what stays put when the picture shrinks:
    the tiles down (default: ``free``). The table's buttons and prompts keep their pixels,
    so in a smaller picture they recede from the spinner: when no spot has room with them
    where they are, the arm asks for the smaller picture in which they have moved away
    rather than taking a spot with no room after it. Judged only as fixed walls, the move
    button once made an arm turn in toward its own first row, into a pocket no smaller
    picture opens, and the whole board fell to specks (issue 12: muggins, 3 players, seed
    34256, 1024x600)."""
    ahead = b._replace(far=b.far + _SLACK, deep=b.deep + _SLACK)
    loose = b._replace(far=math.inf, deep=math.inf)  # as if the picture shrank enough
    for wide in (False, True):
        for raw, after in (_escapes if wide else _options)(t, dbl):
            if _fits(raw, t, b, free) and _safe(after, ahead, free, _AHEAD, wide, loose,
                                                settled):
                return raw, after
    for later in (free, settled or free):  # the buttons where they are, then receded
        for wide in (False, True):
            for raw, after in (_escapes if wide else _options)(t, dbl):
                if _fits(raw, t, loose, later) and _safe(after, loose, later, _AHEAD, wide):
                    return (raw, after) if _fits(raw, t, b, free) else None
    # hemmed in at any scale: wherever most room is left in its quarter
    for depth in (1, 0, -1):
        for raw, after in _escapes(t, dbl, bend=depth < 0):
            if _fits(raw, t, b, free) and (depth < 0 or _safe(after, loose, free, depth, True)):
                return raw, after
    return None
