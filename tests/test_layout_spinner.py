"""The four-way table's geometry: random spinner tables up to 28 tiles at window sizes from
1024x600 to 3840x2160 never overlap, never leave the field, and the next slot is exact."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from kozel_gui.layout import Box, LineTile, TableLayout
from kozel_gui.layout_spinner import ARM_NAMES, SpinnerTiles, layout_spinner


@st.composite
def tables(draw: st.DrawFn) -> SpinnerTiles:
    """A spinner and up to 27 more tiles shared among its four arms, some of them doubles."""
    n = draw(st.integers(0, 27))
    arms = [draw(st.lists(st.booleans(), max_size=n)) for _ in range(4)]
    while sum(map(len, arms)) > 27:
        longest = max(range(4), key=lambda i: len(arms[i]))
        arms[longest].pop()

    def tiles(doubles: list[bool]) -> tuple[LineTile, ...]:
        return tuple(LineTile(2, 2) if d else LineTile(2, 5) for d in doubles)

    left, right, up, down = (tiles(a) for a in arms)
    return SpinnerTiles((*left, LineTile(1, 1), *right), len(left), (up, down))


windows = st.tuples(st.integers(1024, 3840), st.integers(600, 2160), st.integers(2, 4),
                    st.booleans())


def _check(lay_tiles: SpinnerTiles, field: Box, max_long: float) -> None:
    lay = layout_spinner(lay_tiles, field, max_long=max_long)
    n = len(lay_tiles.line) + sum(map(len, lay_tiles.branches))
    assert [p.index for p in lay.tiles] == list(range(n))
    for a, b in itertools.combinations(lay.tiles, 2):
        assert not a.box.overlaps(b.box), (a, b)
    for p in lay.tiles:
        assert field.contains(p.box), (p, field)
        double = (lay_tiles.line + lay_tiles.branches[0] + lay_tiles.branches[1])[p.index]
        long_side = max(p.box.w, p.box.h)
        assert abs(long_side - lay.long) < 1e-6
        assert (p.box.h > p.box.w) == (p.angle % 180 == 0) or double.is_double


@settings(max_examples=400, deadline=None)
@given(tables(), windows)
def test_random_spinner_tables_fit_the_field_without_overlap(
        tiles: SpinnerTiles, window: tuple[int, int, int, bool]) -> None:
    w, h, players, expanded = window
    table = TableLayout.for_window(w, h, players, sheet_expanded=expanded)
    _check(tiles, table.field, table.line_max_long)


@settings(max_examples=150, deadline=None)
@given(tables(), windows, st.sampled_from(ARM_NAMES), st.booleans())
def test_the_slot_is_where_the_added_tile_lies(tiles: SpinnerTiles,
                                               window: tuple[int, int, int, bool],
                                               arm: str, double: bool) -> None:
    if len(tiles.line) + sum(map(len, tiles.branches)) >= 28:
        return
    w, h, players, expanded = window
    field = TableLayout.for_window(w, h, players, sheet_expanded=expanded).field
    lay = layout_spinner(tiles, field, max_long=h * 0.125)
    slot = lay.slot(arm, double)  # type: ignore[arg-type]
    extra = LineTile(3, 3) if double else LineTile(3, 4)
    up, down = tiles.branches
    grown = {
        "left": SpinnerTiles((extra, *tiles.line), tiles.spinner + 1, tiles.branches),
        "right": SpinnerTiles((*tiles.line, extra), tiles.spinner, tiles.branches),
        "up": SpinnerTiles(tiles.line, tiles.spinner, ((*up, extra), down)),
        "down": SpinnerTiles(tiles.line, tiles.spinner, (up, (*down, extra))),
    }[arm]
    after = layout_spinner(grown, field, max_long=h * 0.125)
    placed = next(p for p in after.tiles if p.index == grown.indices(arm)[-1])  # type: ignore[arg-type]
    assert (placed.box, placed.angle) == (slot.box, slot.angle)
    assert slot.rescaled == (after.short != lay.short)


def test_each_arm_runs_away_from_the_spinner_and_turns_clockwise() -> None:
    field = Box(0, 0, 1200, 700)
    plain = tuple(LineTile(1, 2) for _ in range(6))
    tiles = SpinnerTiles((*plain, LineTile(1, 1), *plain), 6, (plain, plain))
    lay = layout_spinner(tiles, field, max_long=90)
    spin = next(p.box for p in lay.tiles if p.index == 6)
    by = {p.index: p.box for p in lay.tiles}
    first = {arm: by[tiles.indices(arm)[0]] for arm in ARM_NAMES}
    assert first["right"].x >= spin.right and first["left"].right <= spin.x
    assert first["up"].bottom <= spin.y and first["down"].y >= spin.bottom
    # the halves toward the spinner: ``a`` of an up or down tile faces it
    up = next(p for p in lay.tiles if p.index == tiles.indices("up")[0])
    down = next(p for p in lay.tiles if p.index == tiles.indices("down")[0])
    assert (up.angle, down.angle) == (180, 0)


def test_a_long_table_shrinks_rather_than_overflows() -> None:
    field = Box(0, 0, 900, 480)
    plain = tuple(LineTile(1, 2) for _ in range(7))
    tiles = SpinnerTiles((*plain, LineTile(1, 1), *plain[:6]), 7, (plain, plain[:6]))
    lay = layout_spinner(tiles, field, max_long=120)
    assert lay.long < 120
    _check(tiles, field, 120)
