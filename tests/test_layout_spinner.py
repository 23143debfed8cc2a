"""The four-way table's geometry over whole random games at window sizes from 1024x600 to
3840x2160: a tile once down keeps its place and turn against the others (only the whole
picture shrinks), tiles never overlap, never leave the field, never lie under the table's
buttons or prompts, and the spot shown for the next tile is where it lands."""

from __future__ import annotations

import dataclasses
import itertools
import random

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from kozel_gui.layout import Box, TableLayout
from kozel_gui.layout_spinner import ARM_NAMES, Growth, SpinnerLayout, layout_spinner
from kozel_gui.table.fixtures import fixtures
from kozel_gui.table.motion import end_slot, line_layout
from rules import Match, Round, find_preset

GAMES = ("muggins", "telephone", "osel", "chvv")
windows = st.tuples(st.integers(1024, 3840), st.integers(600, 2160), st.booleans())


def _table(w: int, h: int, players: int, expanded: bool, bazaar: bool) -> TableLayout:
    pygame.font.init()
    lay = TableLayout.for_window(w, h, players, sheet_expanded=expanded, bazaar=bazaar)
    keep = fixtures(lay, min(h, w * 9 / 16) / 720, words=True, corner=True).keepout()
    return dataclasses.replace(lay, keepout=keep)


def _rounds(preset: str, players: int, seed: int) -> list[Round]:
    """Every position of one random round, move by move."""
    r = Match.start(find_preset(preset), players, seed).round
    rng = random.Random(seed)
    out = [r]
    while r.outcome() is None:
        r = r.play(rng.choice(r.legal_moves()))
        out.append(r)
    return out


def _similar(before: SpinnerLayout, after: SpinnerLayout, keys_before: list[object],
             keys_after: list[object]) -> None:
    """Every tile of ``before`` lies in ``after`` where the same picture, scaled, puts it."""
    old = {k: p for k, p in zip(keys_before, before.tiles, strict=True)}
    new = {k: p for k, p in zip(keys_after, after.tiles, strict=True)}
    if not old:
        return
    f = after.short / before.short
    ref = next(iter(old))
    ox, oy = old[ref].box.x, old[ref].box.y
    nx, ny = new[ref].box.x, new[ref].box.y
    for k, p in old.items():
        q = new[k]
        assert q.angle == p.angle, (k, p, q)
        assert abs((q.box.x - nx) - f * (p.box.x - ox)) < 1e-6, (k, p, q, f)
        assert abs((q.box.y - ny) - f * (p.box.y - oy)) < 1e-6, (k, p, q, f)
        assert abs(q.box.w - f * p.box.w) < 1e-6 and abs(q.box.h - f * p.box.h) < 1e-6


def _sound(lay: SpinnerLayout, table: TableLayout) -> None:
    for a, b in itertools.combinations(lay.tiles, 2):
        assert not a.box.overlaps(b.box), (a, b)
    for p in lay.tiles:
        assert table.field.contains(p.box), (p, table.field)
        for k in table.board_keepout:
            assert not p.box.overlaps(k), (p, k)


@settings(max_examples=120, deadline=None)
@given(st.sampled_from(GAMES), st.integers(2, 4), st.integers(0, 10**6), windows)
def test_random_games_grow_without_moving_a_tile(preset: str, players: int, seed: int,
                                                 window: tuple[int, int, bool]) -> None:
    w, h, expanded = window
    rounds = _rounds(preset, players, seed)
    rules = rounds[0].rules
    table = _table(w, h, players, expanded, rules.hand_size_for(players) * players < 28)
    prev: tuple[SpinnerLayout, list[object]] | None = None
    for before, after in itertools.pairwise(rounds):
        lay = line_layout(table, after)
        assert isinstance(lay, SpinnerLayout)
        _sound(lay, table)
        keys: list[object] = [p.tile for p in (*after.line, *after.branches[0],
                                                *after.branches[1])]
        if prev is not None:
            _similar(prev[0], lay, prev[1], keys)
            move = after.history()[-1].move
            if move.is_placement and len(move.placements) == 1 and before.line:
                tile, end = move.placements[0]
                slot = end_slot(prev[0], end, tile.is_double)
                landed = lay.tiles[keys.index(tile)]
                f = lay.short / prev[0].short
                spot = prev[0].tiles[0]
                here = lay.tiles[keys.index(prev[1][0])]
                assert landed.angle == slot.angle
                assert slot.rescaled == (f != 1)
                assert table.field.contains(slot.box)  # nothing hides a spot to click
                assert not any(slot.box.overlaps(k) for k in table.board_keepout)
                if slot.box != landed.box and (slot.box.w * f < landed.box.w - 1e-6
                                               or slot.box.h * f < landed.box.h - 1e-6):
                    # cut or shrunk, as the field's edge or a button left no room for more
                    # beyond the end as drawn now, never over a tile (issue 12)
                    assert not any(slot.box.overlaps(p.box) for p in prev[0].tiles)
                elif slot.box != landed.box:  # else shown where it lands, the picture smaller
                    dx, dy = slot.box.x - spot.box.x, slot.box.y - spot.box.y
                    assert abs((landed.box.x - here.box.x) - f * dx) < 1e-6
                    assert abs((landed.box.y - here.box.y) - f * dy) < 1e-6
        prev = (lay, keys)


def test_arms_run_away_from_the_spinner_and_use_the_room_before_turning() -> None:
    field = Box(0, 0, 1200, 700)
    growth = [Growth(0, None, True, True)]
    for i in range(1, 25):
        growth.append(Growth(i, ARM_NAMES[i % 4], False, False))
    lay = layout_spinner(growth, field, max_long=90)
    boxes = {p.index: p for p in lay.tiles}
    spin = boxes[0].box
    first = {ARM_NAMES[i % 4]: boxes[i].box for i in range(1, 5)}
    assert first["right"].x >= spin.right and first["left"].right <= spin.x
    assert first["up"].bottom <= spin.y and first["down"].y >= spin.bottom
    assert (boxes[2].angle, boxes[3].angle) == (180, 0)  # ``a`` of up and down faces the spinner
    # the right arm runs straight toward the field's edge before its first corner, the
    # picture moving left as it grows, so it spans the field's width first
    growth = [Growth(0, None, True, True)]
    for i in range(1, 30):
        growth.append(Growth(i, "right", False, False))
        lay = layout_spinner(growth, field, max_long=90)
        last = lay.tiles[-1].box
        if last.h > last.w:  # the corner, the board kept in the middle of the field
            spin = lay.tiles[0].box
            assert field.right - last.right == pytest.approx(spin.x - field.x, abs=1)
            # spanning the field but for the next tile and the room after it on its half
            assert (spin.x - field.x) + (field.right - last.right) < 3 * lay.long
            assert all(p.box.center[1] == lay.tiles[0].box.center[1] for p in lay.tiles[:-1])
            break
    else:
        raise AssertionError("the arm never turned")


def test_the_line_before_the_spinner_runs_straight_and_the_spinner_opens_there() -> None:
    field = Box(0, 0, 1000, 600)
    growth = [Growth(0, None, False, False), Growth(1, "right", False, False),
              Growth(2, "right", True, True), Growth(3, "up", False, False),
              Growth(4, "down", False, False), Growth(5, "left", False, False)]
    lay = layout_spinner(growth, field, max_long=80)
    b = {p.index: p.box for p in lay.tiles}
    assert b[0].center[1] == b[1].center[1] == b[2].center[1] == b[5].center[1]
    assert b[3].bottom <= b[2].y and b[4].y >= b[2].bottom
    assert abs(b[3].center[0] - b[2].center[0]) < 1e-6


def test_a_long_table_shrinks_as_a_whole_rather_than_overflows() -> None:
    field = Box(0, 0, 900, 480)
    growth = [Growth(0, None, True, True)]
    growth += [Growth(i, ARM_NAMES[i % 4], False, False) for i in range(1, 28)]
    lay = layout_spinner(growth, field, max_long=120)
    assert lay.long < 120
    for a, b in itertools.combinations(lay.tiles, 2):
        assert not a.box.overlaps(b.box)
    assert all(field.contains(p.box) for p in lay.tiles)


def test_tiles_keep_clear_of_the_keepout() -> None:
    field = Box(0, 0, 900, 480)
    undo = Box(10, 380, 200, 60)
    growth = [Growth(0, None, True, True)]
    growth += [Growth(i, "down" if i % 2 else "left", False, False) for i in range(1, 16)]
    lay = layout_spinner(growth, field, max_long=120, keepout=[undo])
    assert not any(p.box.overlaps(undo) for p in lay.tiles)


def test_no_button_hides_a_spot_for_the_next_tile_at_1024x600() -> None:
    """P29: at 1024x600 the down arm's spot lay under the move button (the picture had to
    shrink for it, and the spot was shown at today's scale, past the arm's last tile): a
    spot the player must click is now shown where the tile lands when today's would leave
    the field or lie under a button or a prompt."""
    from kozel_gui.table.fixtures import table_layout

    pygame.font.init()
    checked = 0
    for seed in (9, 21):  # muggins, 3 players: the down arm ends by the move button
        rounds = _rounds("muggins", 3, seed)
        table = table_layout((1024, 600), rounds[0].rules, 3, expanded=True)[0]
        for r in rounds:
            if r.spinner is None or r.outcome() is not None:
                continue
            lay = line_layout(table, r)
            for end in range(4):
                for double in (False, True):
                    slot = end_slot(lay, end, double)
                    assert table.field.contains(slot.box), (seed, end, slot)
                    assert not any(slot.box.overlaps(k) for k in table.board_keepout), slot
                    checked += slot.rescaled
    assert checked  # the picture had to shrink for some of them


def test_no_buttons_glow_lies_over_a_tile_at_1024x600() -> None:
    """P29: the move button glowed over the tiles laid a pixel from it: the tiles keep
    clear of all a button paints (``theme.BUTTON_HALO`` round its box)."""
    from kozel_gui.table.fixtures import table_layout
    from kozel_gui.table.theme import BUTTON_HALO

    pygame.font.init()
    for players, seed in ((2, 10), (4, 3), (4, 15), (3, 9)):  # the down arm by the button
        rounds = _rounds("muggins", players, seed)
        table, fixed = table_layout((1024, 600), rounds[0].rules, players, expanded=True)
        buttons = [fixed.move_box(1), *fixed.corner, *([fixed.undo] if fixed.undo else [])]
        painted = [Box(b.x - BUTTON_HALO, b.y - BUTTON_HALO, b.w + 2 * BUTTON_HALO,
                       b.h + 2 * BUTTON_HALO) for b in buttons]
        for r in rounds:
            for p in line_layout(table, r).tiles:
                assert not any(p.box.overlaps(k) for k in painted), (players, seed, p)
        # on a small window the move and undo buttons stand in the hand's band, off the
        # field, and the hand keeps between them (issue 12)
        for b in painted[:1] + painted[-1:]:
            assert not b.overlaps(table.field) and not b.overlaps(table.hand)
            assert b.y >= table.hand.y
