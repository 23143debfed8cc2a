"""Table geometry: the snake line, the hand, the regions; random lines and window sizes."""

from __future__ import annotations

import itertools
import math
import os
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kozel_gui.layout import (
    Box,
    End,
    Growth,
    LineLayout,
    LineTile,
    TableLayout,
    half_centres,
    hand_index_at,
    layout_hand,
    layout_line,
    lift,
)
from kozel_gui.layout_line import line_growth

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

EPS = 1e-6


# --- strategies -----------------------------------------------------------------


@st.composite
def lines(draw: st.DrawFn, min_size: int = 1, max_size: int = 28) -> tuple[list[LineTile], int]:
    """A chain of tiles (each ``a`` equals the left neighbour's ``b``), up to 7 doubles."""
    n = draw(st.integers(min_size, max_size))
    doubles = draw(st.lists(st.booleans(), min_size=n, max_size=n))
    for i in [i for i, d in enumerate(doubles) if d][7:]:
        doubles[i] = False
    value = draw(st.integers(0, 6))
    tiles = []
    for dbl in doubles:
        nxt = value if dbl else (value + draw(st.integers(1, 6))) % 7
        tiles.append(LineTile(value, nxt))
        value = nxt
    return tiles, draw(st.integers(0, n - 1))


windows = st.tuples(
    st.integers(1024, 3840),
    st.integers(600, 2160),
    st.integers(2, 4),
    st.booleans(),
    st.booleans(),
    st.booleans(),
)


def table_for(win: tuple[int, int, int, bool, bool, bool]) -> TableLayout:
    w, h, players, expanded, kids, bazaar = win
    return TableLayout.for_window(w, h, players, sheet_expanded=expanded, kids=kids,
                                  bazaar=bazaar)


# --- helpers --------------------------------------------------------------------


def separation(a: Box, b: Box) -> tuple[float, float]:
    """Horizontal and vertical distance between two boxes (0 where they overlap)."""
    dx = max(0.0, b.x - a.right, a.x - b.right)
    dy = max(0.0, b.y - a.bottom, a.y - b.bottom)
    return dx, dy


def contacts(
    lay: LineLayout, line: list[LineTile], i: int
) -> tuple[Box, tuple[float, float], tuple[float, float]]:
    """Box of tile i and the points where it meets its left and right neighbours."""
    p = lay.tiles[i]
    if line[i].is_double:  # a double meets both neighbours with its long sides
        return p.box, p.box.center, p.box.center
    a, b = half_centres(p.box, p.angle)
    return p.box, a, b


def check_line(lay: LineLayout, line: list[LineTile]) -> None:
    """Every geometric promise of ``layout_line`` for one laid-out line."""
    assert [p.index for p in lay.tiles] == list(range(len(line)))
    s, g = lay.short, lay.gap
    inner = Box(lay.field.x + s / 2, lay.field.y + s / 2, lay.field.w - s, lay.field.h - s)
    boxes = [p.box for p in lay.tiles]
    for p, tile in zip(lay.tiles, line, strict=True):
        assert inner.contains(p.box), (p, inner)
        tall = p.box.h > p.box.w
        assert sorted((p.box.w, p.box.h)) == pytest.approx([s, 2 * s])
        assert p.angle in ((0,) if tall else (90,)) or not tile.is_double
        assert p.angle in ((0, 180) if tall else (90, 270))
    for i, bi in enumerate(boxes):
        for bj in boxes[i + 1 :]:
            assert not bi.overlaps(bj), (bi, bj)
    for i in range(len(line) - 1):
        box_l, a_l, b_l = contacts(lay, line, i)
        box_r, a_r, b_r = contacts(lay, line, i + 1)
        dx, dy = separation(box_l, box_r)
        assert min(dx, dy) == 0 and max(dx, dy) <= g + EPS, (i, box_l, box_r)
        assert math.dist(b_l, a_r) <= 1.6 * s + g + EPS
        # the matching halves face each other: b of the left tile, a of the right one
        if not line[i].is_double:
            assert math.dist(b_l, a_r) < math.dist(a_l, a_r)
        if not line[i + 1].is_double:
            assert math.dist(a_r, b_l) < math.dist(b_r, b_l)


def grown(line: list[LineTile], lead: int, end: End, double: bool) -> tuple[list[LineTile], int]:
    """The line with one more matching tile on ``end``."""
    if end == "right":
        v = line[-1].b
        return [*line, LineTile(v, v if double else (v + 1) % 7)], lead
    v = line[0].a
    return [LineTile(v if double else (v + 1) % 7, v), *line], lead + 1


def grown_order(order: list[Growth], end: End, double: bool) -> list[Growth]:
    """The order of play after one more tile on ``end`` (keys are places in the line)."""
    if end == "right":
        return [*order, Growth(len(order), "right", double)]
    return [g._replace(key=g.key + 1) for g in order] + [Growth(0, "left", double)]


def same_picture_scaled(before: LineLayout, after: LineLayout, shift: int) -> None:
    """Every tile of ``before`` lies in ``after`` where the same picture, scaled about the
    lead, puts it (``shift``: how far the keys moved)."""
    f = after.short / before.short
    (bx, by), (ax, ay) = before.centre, after.centre
    for p in before.tiles:
        q = after.tiles[p.index + shift]
        assert q.angle == p.angle
        assert q.box.x - ax == pytest.approx(f * (p.box.x - bx), abs=1e-6)
        assert q.box.y - ay == pytest.approx(f * (p.box.y - by), abs=1e-6)
        assert q.box.w == pytest.approx(f * p.box.w)


# --- the line of play -----------------------------------------------------------


@settings(max_examples=1500, deadline=None)
@given(lines(), windows)
def test_random_lines_keep_every_promise(
    case: tuple[list[LineTile], int], win: tuple[int, int, int, bool, bool, bool]
) -> None:
    line, lead = case
    table = table_for(win)
    lay = table.line(line, lead)
    assert lay.long <= table.line_max_long + EPS
    check_line(lay, line)


@settings(max_examples=400, deadline=None)
@given(lines(max_size=27), windows, st.sampled_from(["left", "right"]), st.booleans())
def test_slot_is_where_the_next_tile_lands_and_nothing_else_moves(
    case: tuple[list[LineTile], int], win: tuple[int, int, int, bool, bool, bool], end: End,
    double: bool
) -> None:
    line, lead = case
    table = table_for(win)
    order = line_growth(line, lead)
    before = table.line(line, lead, growth=order)
    slot = before.slot(end, double)
    line2, lead2 = grown(line, lead, end, double)
    after = table.line(line2, lead2, growth=grown_order(order, end, double))
    placed = after.tiles[0 if end == "left" else -1]
    shift = 1 if end == "left" else 0
    assert slot.rescaled == (after.short < before.short)
    assert after.short <= before.short
    if not slot.rescaled:  # nothing else moved, and the new tile is exactly in its slot
        assert (placed.box, placed.angle) == (slot.box, slot.angle)
        assert [p.box for p in after.tiles[shift:shift + len(line)]] == [
            p.box for p in before.tiles]
    else:  # the whole picture shrank about the lead, the new tile where its slot showed
        same_picture_scaled(before, after, shift)
        f = after.short / before.short
        (bx, by), (ax, ay) = before.centre, after.centre
        b = placed.box
        today = Box(bx + (b.x - ax) / f, by + (b.y - ay) / f, b.w / f, b.h / f)
        if table.field.contains(today) and not any(today.overlaps(k)
                                                   for k in table.board_keepout):
            assert slot.box.w == pytest.approx(today.w)  # shown by today's tiles
            assert slot.box.x == pytest.approx(today.x, abs=1e-6)
            assert slot.box.y == pytest.approx(today.y, abs=1e-6)
        elif slot.box.w < today.w - 1e-6:  # smaller, beyond the end as drawn now
            assert table.field.contains(slot.box)
            assert not any(slot.box.overlaps(p.box) for p in before.tiles)  # issue 12
        else:  # there it would leave the field or lie under a button: where it lands
            assert (slot.box, slot.angle) == (placed.box, placed.angle)


def test_growing_a_line_one_tile_at_a_time_never_enlarges_or_jumps() -> None:
    field = Box(100, 50, 560, 330)
    line, lead, order = [LineTile(6, 6)], 0, [Growth(0, None, True)]
    lay = layout_line(line, lead, field, max_long=64, growth=order)
    shrunk = 0
    for k in range(27):
        end: End = "left" if k % 4 == 0 else "right"  # a lopsided line
        slot = lay.slot(end, double=False)
        line, lead = grown(line, lead, end, double=False)
        order = grown_order(order, end, double=False)
        new = layout_line(line, lead, field, max_long=64, growth=order)
        assert new.short <= lay.short
        assert slot.rescaled == (new.short < lay.short)
        shrunk += slot.rescaled
        same_picture_scaled(lay, new, 1 if end == "left" else 0)
        lay = new
        check_line(lay, line)
    assert shrunk > 0  # the lopsided full line did need a smaller picture


def test_empty_line_slot_is_the_centred_lead() -> None:
    field = Box(0, 0, 800, 400)
    lay = layout_line([], 0, field, max_long=60)
    assert lay.tiles == ()
    for end in ("left", "right"):
        flat = lay.slot(end, double=False)
        assert flat.box == Box(370, 185, 60, 30) and flat.angle == 90
        standing = lay.slot(end, double=True)
        assert standing.box == Box(385, 170, 30, 60) and standing.angle == 0
    first = layout_line([LineTile(3, 5)], 0, field, max_long=60)
    assert first.tiles[0].box == lay.slot("right", double=False).box


def test_arms_turn_right_arm_down_left_arm_up() -> None:
    field = Box(0, 0, 600, 500)
    line = [LineTile(i % 7, (i + 1) % 7) for i in range(28)]
    lay = layout_line(line, 14, field, max_long=60)
    lead_y = lay.tiles[14].box.center[1]
    assert lay.tiles[-1].box.center[1] > lead_y + lay.long  # right arm went down
    assert lay.tiles[0].box.center[1] < lead_y - lay.long  # left arm went up
    assert lay.tiles[14].box.center == pytest.approx(field.center, abs=0.5)
    check_line(lay, line)


def test_rows_run_to_the_field_edge_before_turning() -> None:
    field = Box(0, 0, 1000, 500)
    line = [LineTile(i % 7, (i + 1) % 7) for i in range(20)]
    lay = layout_line(line, 0, field, max_long=60)
    corner = next(p for p in lay.tiles[1:] if p.box.h > p.box.w)
    # no earlier than the edge needs: another plain tile and its gap would not fit
    assert corner.box.right + lay.gap + lay.long > field.right - lay.short / 2
    row = [p for p in lay.tiles if p.box.center[1] == lay.tiles[0].box.center[1]]
    assert len(row) >= 4


def test_size_is_the_largest_that_holds_the_rounds_tiles() -> None:
    field = Box(0, 0, 780, 470)
    three = [LineTile(1, 2)] * 3
    full = [LineTile(1, 2)] * 25
    assert layout_line(three, 1, field, max_long=64, capacity=3).long == 64
    # laid out at the size that holds a balanced line of the whole capacity (shown so
    # all round on a child's steady board)...
    few = layout_line(three, 1, field, max_long=200, capacity=25, steady=True)
    whole = layout_line(full, 12, field, max_long=200, capacity=25, steady=True)
    assert whole.short == few.short
    # ...and shown as large as the tiles down allow: a round's first tiles large, the
    # whole line never smaller than that size
    assert layout_line(three, 1, field, max_long=200, capacity=25).long > 1.5 * few.long
    assert layout_line(full, 12, field, max_long=200, capacity=25).short >= whole.short


def test_tiles_keep_clear_of_the_keepout() -> None:
    field = Box(0, 0, 900, 480)
    button = Box(350, 330, 240, 80)
    line = [LineTile(i % 7, (i + 1) % 7) for i in range(20)]
    lay = layout_line(line, 4, field, max_long=80, keepout=[button])
    check_line(lay, line)
    assert not any(p.box.overlaps(button) for p in lay.tiles)


def test_doubles_lie_across_the_line_and_at_corners() -> None:
    field = Box(0, 0, 500, 500)
    line = [LineTile(v, v) for v in range(7)] * 2 + [LineTile(0, 1)] * 14
    lay = layout_line(line, 7, field, max_long=80)
    check_line(lay, line)
    for p in lay.tiles[8:12]:  # straight on row 0, running right: doubles stand
        assert p.box.h > p.box.w


def test_rect_likes_are_accepted() -> None:
    a = layout_line([LineTile(1, 2)], 0, (10, 20, 600, 400), max_long=50)
    b = layout_line([LineTile(1, 2)], 0, Box(10, 20, 600, 400), max_long=50)
    assert a.tiles == b.tiles
    with pytest.raises(ValueError):
        layout_line([LineTile(1, 2)], 3, (0, 0, 600, 400), max_long=50)


def test_pygame_rects_work_but_pygame_is_not_needed() -> None:
    import pygame

    lay = layout_line([LineTile(1, 2)], 0, pygame.FRect(0, 0, 600, 400), max_long=50)
    assert pygame.FRect(lay.tiles[0].box).w == 50
    code = "import sys, kozel_gui.layout; assert 'pygame' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True)


# --- the hand -------------------------------------------------------------------


@settings(max_examples=600, deadline=None)
@given(windows, st.integers(1, 28))
def test_hand_fits_its_band_and_overlaps_only_beyond_fourteen(
    win: tuple[int, int, int, bool, bool, bool], n: int
) -> None:
    table = table_for(win)
    boxes = table.hand_tiles(n)
    assert len(boxes) == n
    for b in boxes:
        assert table.hand.contains(b) and table.hand.contains(lift(b))
        assert b.h == pytest.approx(2 * b.w) and b.h <= table.hand_max_long + EPS
    pairs = list(itertools.pairwise(boxes))
    if n <= 14:
        assert not any(a.overlaps(b) for a, b in pairs)
    else:  # a slight overlap: every tile still shows at least 70% of itself
        assert all(b.x - a.x >= 0.7 * a.w - EPS for a, b in pairs)
    centre = (boxes[0].x + boxes[-1].right) / 2
    assert centre == pytest.approx(table.hand.center[0])


def test_hand_shrinks_before_it_overlaps() -> None:
    band = Box(0, 600, 600, 144)
    seven, fourteen, twenty = (layout_hand(n, band, max_long=200) for n in (7, 14, 20))
    assert seven[0].h > fourteen[0].h >= twenty[0].h
    assert not fourteen[0].overlaps(fourteen[1]) and twenty[0].overlaps(twenty[1])
    assert layout_hand(0, band, max_long=100) == []


def test_lift_and_hit_test() -> None:
    boxes = layout_hand(20, Box(0, 0, 600, 120), max_long=100)
    assert lift(boxes[3]).y == pytest.approx(boxes[3].y - boxes[3].h / 4)
    # where two tiles overlap, the later one (drawn on top) is hit
    x = boxes[5].x + 1
    assert hand_index_at(boxes, (x, boxes[5].center[1])) == 5
    assert hand_index_at(boxes, (boxes[4].right - 1, boxes[4].center[1])) == 5
    assert hand_index_at(boxes, (-5, -5)) is None


# --- the table ------------------------------------------------------------------


@settings(max_examples=600, deadline=None)
@given(windows)
def test_regions_never_overlap_and_stay_in_the_window(
    win: tuple[int, int, int, bool, bool, bool],
) -> None:
    table = table_for(win)
    w, h, players, _, kids = win[:5]
    screen = Box(0, 0, w, h)
    regions = table.regions()
    items = list(regions.items())
    for i, (name, box) in enumerate(items):
        assert box.w > 0 and box.h > 0, name
        assert screen.contains(box), name
        for other, box2 in items[i + 1 :]:
            if {name, other} == {"field", "bazaar"} and not kids:  # in the field's corner
                assert box.contains(box2) or box2.contains(box), (box, box2)
                continue
            assert not box.overlaps(box2), (name, other)
    seats = {
        2: {"south", "north"},
        3: {"south", "west", "east"},
        4: {"south", "west", "north", "east"},
    }
    assert set(table.seats) == seats[players]
    for pos, place in table.seats.items():
        assert screen.contains(Box(*place.message, 0, 0)), pos
        if pos != "south":
            for n in (1, 7, 21):
                fan = table.fan(pos, n)
                assert len(fan) == n and all(place.fan_area.contains(b) for b, _ in fan)
    if table.bazaar.w > 0:
        assert all(table.bazaar.contains(b) for b, _ in table.bazaar_pile(14))
        assert table.bazaar.contains(Box(*table.bazaar_label, 0, 0))


@settings(max_examples=300, deadline=None)
@given(windows, st.integers(0, 27))
def test_a_full_line_stays_legible_at_any_window(
    win: tuple[int, int, int, bool, bool, bool], lead: int
) -> None:
    line = [LineTile(i % 7, (i + 1) % 7) for i in range(28)]
    lay = table_for(win).line(line, lead)
    unit = min(win[1], win[0] * 9 / 16)  # the height of the window's 16:9 part
    assert lay.long >= 0.04 * unit  # 24 px at 600 p even for a one-armed line


def test_reference_layout_proportions() -> None:
    t = TableLayout.for_window(1280, 720, 4, sheet_expanded=True)
    assert t.sheet.w == pytest.approx(0.22 * 1280, abs=1)
    assert t.hand.h == pytest.approx(0.20 * 720, abs=1)
    slim = TableLayout.for_window(1280, 720, 4, sheet_expanded=False)
    assert slim.sheet.w < 60 and slim.field.w > t.field.w
    assert t.fan("north", 3)[0][1] == 180
    assert {t.fan("west", 3)[0][1], t.fan("east", 3)[0][1]} == {90, 270}
    with pytest.raises(ValueError):
        TableLayout.for_window(1280, 720, 5, sheet_expanded=True)


def test_kids_tiles_are_about_one_and_a_half_times_larger() -> None:
    plain = TableLayout.for_window(1280, 720, 2, sheet_expanded=True)
    kids = TableLayout.for_window(1280, 720, 2, sheet_expanded=True, kids=True)
    # a child's board may be as large as its hand (the round's tile count decides)
    assert kids.line_max_long == pytest.approx(kids.hand_max_long)
    ratio = kids.hand_tiles(7)[0].h / plain.hand_tiles(7)[0].h
    assert 1.4 <= ratio <= 1.7
    line = [LineTile(1, 2), LineTile(2, 3)]
    assert kids.line(line, 0, capacity=2).long >= 1.4 * plain.line(line, 0, capacity=2).long


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
def test_the_bazaar_takes_a_corner_of_the_field_not_a_column(size: tuple[int, int],
                                                              players: int) -> None:
    """P29: a column for the pile took 140 px of a 1024 px window's field: the arms turned
    early and curled. The pile now lies in a corner of the whole field, which the board
    keeps clear of, and clear of every button and prompt of the table."""
    import pygame

    from kozel_gui.table.fixtures import fixtures

    pygame.font.init()
    with_pile = TableLayout.for_window(*size, players, sheet_expanded=True)
    without = TableLayout.for_window(*size, players, sheet_expanded=True, bazaar=False)
    pile, field = with_pile.bazaar, with_pile.field
    assert field == without.field and field.contains(pile)
    assert pile.right == pytest.approx(field.right)  # the bottom right corner, always
    two = TableLayout.for_window(*size, 2, sheet_expanded=True)
    # the same corner at every player count: over the prompt's band, as at two players
    # (issue 12: beside an east seat it lay half way down the window's right side)
    assert field.bottom - pile.bottom == pytest.approx(two.field.bottom - two.bazaar.bottom)
    assert pile.bottom > field.center[1]
    assert pile in with_pile.board_keepout and pile not in without.board_keepout
    assert "bazaar" not in without.regions() and "bazaar" in with_pile.regions()
    fixed = fixtures(with_pile, min(size[1], size[0] * 9 / 16) / 720, words=True, corner=True)
    for k in fixed.keepout():
        assert not pile.overlaps(k), (pile, k)
    assert fixed.undo is not None and not Box(*fixed.move_box(1)).overlaps(fixed.undo)


def test_large_tiles_are_larger_and_still_fit() -> None:
    plain = TableLayout.for_window(1280, 720, 4, sheet_expanded=True)
    large = TableLayout.for_window(1280, 720, 4, sheet_expanded=True, large=True)
    assert large.hand_tiles(7)[0].h > 1.15 * plain.hand_tiles(7)[0].h
    assert large.line_max_long > 1.2 * plain.line_max_long
    regions = [b for name, b in large.regions().items() if name != "bazaar"]
    assert not any(a.overlaps(b) for i, a in enumerate(regions) for b in regions[i + 1:])
    assert large.field.contains(large.bazaar)  # in the field's corner
    assert all(large.hand.contains(b) for b in large.hand_tiles(14))
