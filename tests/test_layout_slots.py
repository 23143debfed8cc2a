"""Issue 18: the glowing slot for the next tile on each end of the line shows exactly where
that tile will lie, whole, inside the field and clear of the score sheet and the table's
buttons, at every ply of seeded Kozel rounds; a long row turns before the field's edge
rather than reaching it with no room for its slot (the tester's case: 2 players, 1280x720,
a row of 13 tiles whose right end's slot lay cut at the frame, under the sheet)."""

from __future__ import annotations

import itertools

import pytest
from test_layout_playout import playout, table

from kozel_gui.layout import Box, LineTile, TableLayout
from kozel_gui.layout_board import BoardLayout
from kozel_gui.table.motion import board_capacity, board_tiles, end_slot, line_layout
from rules import find_preset

SIZES = ((1280, 720), (1024, 600))
SEEDS = range(8)


def whole(box: Box, lay: BoardLayout) -> bool:
    """A tile's full size at the layout's scale, lying or standing."""
    size = sorted((box.w, box.h))
    return abs(size[0] - lay.short) < 1e-6 and abs(size[1] - lay.long) < 1e-6


def check_clear(box: Box, t: TableLayout, what: object) -> None:
    """Inside the field, clear of the sheet panel, the buttons and the prompts."""
    assert t.field.contains(box), (what, box, t.field)
    assert not box.overlaps(t.sheet), (what, box, t.sheet)
    for k in t.board_keepout:
        assert not box.overlaps(k), (what, box, k)


def check_slots(lay: BoardLayout, t: TableLayout, what: object) -> None:
    """Every tile down and both ends' slots (plain and double) are whole and clear."""
    for p in lay.tiles:
        check_clear(p.box, t, (what, p))
    for end in (0, 1):
        for double in (False, True):
            slot = end_slot(lay, end, double)
            assert whole(slot.box, lay), (what, end, double, slot, lay.short)
            check_clear(slot.box, t, (what, end, double))
            for p in lay.tiles:
                assert not slot.box.overlaps(p.box), (what, end, double, slot, p)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_ply_of_seeded_kozel_rounds_has_its_slots_whole_and_in_the_field(
        players: int, size: tuple[int, int]) -> None:
    rules = find_preset("kozel")
    plies = 0
    for expanded in (True, False):
        t = table(rules, players, size, expanded, False)
        for seed in SEEDS:
            rounds = playout(rules, players, seed)
            for before, after in itertools.pairwise(rounds):
                if not before.line:
                    continue
                lay = line_layout(t, before)
                check_slots(lay, t, (seed, len(before.line)))
                plies += 1
                move = after.history()[-1].move
                if not move.is_placement:
                    continue
                (tile, end), = move.placements
                slot = end_slot(lay, end, tile.is_double)
                new = line_layout(t, after)
                flat = [p.tile for p in board_tiles(after)]
                landed = new.tiles[flat.index(tile)]
                # exactly where it lies, at today's scale (the picture may then shrink,
                # and the slot says so)
                assert landed.angle == slot.angle
                assert slot.rescaled == (new.short < lay.short)
                if not slot.rescaled:
                    assert landed.box == slot.box, (seed, tile, slot, landed)
    assert plies > 2 * 10 * len(SEEDS)  # both sheets, at least 10 plies a round


def test_the_testers_row_of_thirteen_turns_before_the_edge() -> None:
    """One row grown to the right of a 2-player round's lead, tile by tile: while it runs
    toward the sheet, the right end's slot stays whole in the field; once a plain tile
    straight on would leave the field, the slot stands turned at the row's end."""
    rules = find_preset("kozel")
    t = table(rules, 2, (1280, 720), True, False)
    capacity = board_capacity(playout(rules, 2, 0)[0])
    tiles = [LineTile(i % 7, (i + 1) % 7) for i in range(16)]
    turned = 0
    for n in range(1, len(tiles) + 1):
        for lead in (0, n // 3):  # all on the right, and lopsided like the tester's (5 + 1 + 7)
            lay = t.line(tiles[:n], lead, capacity=capacity)
            check_slots(lay, t, (n, lead))
            right = end_slot(lay, 1, False)
            last = lay.tiles[-1].box
            if right.box.y >= last.bottom - 1e-6 or right.box.h > right.box.w:
                turned += 1  # the corner: standing across the row's end, or the row below
            else:  # straight on: its right edge leaves the margin free
                assert right.box.right <= t.field.right - lay.short / 2 + 1e-6
    lay = t.line(tiles[:13], 5, capacity=capacity)
    assert len(lay.tiles) == 13
    assert turned > 0  # the long row did reach the turn


def test_a_slot_is_never_drawn_shrunk_or_cut() -> None:
    """The tester's position itself: 13 tiles, the lead sixth, at 1280x720 with the sheet
    open; both ends' slots are tiles of the line's own size."""
    rules = find_preset("kozel")
    t = table(rules, 2, (1280, 720), True, False)
    capacity = board_capacity(playout(rules, 2, 0)[0])
    tiles = [LineTile(i % 7, (i + 1) % 7) for i in range(13)]
    lay = t.line(tiles, 5, capacity=capacity)
    for end in (0, 1):
        slot = end_slot(lay, end, False)
        assert whole(slot.box, lay)
        assert slot.box.right <= t.sheet.x
