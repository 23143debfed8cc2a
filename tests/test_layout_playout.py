"""The line of play over whole random rounds, move by move, at 1024x600, 1280x720 and
1920x1080: a tile once down never moves (unless the whole picture must shrink, which the
slot announces and the motion builder animates), tiles never overlap, never leave the
field and never lie under the table's buttons and prompts; kids' tiles are large."""

from __future__ import annotations

import dataclasses
import itertools
import random

import pygame
from hypothesis import given, settings
from hypothesis import strategies as st

from kozel_gui.layout import SEATS_BY_PLAYERS, TableLayout
from kozel_gui.layout_board import BoardLayout
from kozel_gui.table.anim import Animator
from kozel_gui.table.fixtures import fixtures
from kozel_gui.table.motion import (
    Stage,
    board_capacity,
    board_tiles,
    end_slot,
    line_layout,
    move_flights,
)
from rules import Match, Round, Rules, find_preset
from rules.choices import Layout

SIZES = ((1024, 600), (1280, 720), (1920, 1080))
MUGGINS_LINE = dataclasses.replace(find_preset("muggins"), name="muggins_line",
                                   layout=Layout.LINE)
GAMES: tuple[tuple[Rules, int], ...] = (
    *((find_preset("kozel"), n) for n in (2, 3, 4)),
    (find_preset("kozel_2x2"), 4),
    *((find_preset("bergen"), n) for n in (2, 3, 4)),
    *((MUGGINS_LINE, n) for n in (2, 3, 4)),
    *((find_preset("kids"), n) for n in (2, 3)),
)


def table(rules: Rules, players: int, size: tuple[int, int], expanded: bool,
          kids: bool) -> TableLayout:
    """The table's layout with its buttons' and prompts' boxes, as the table builds it."""
    pygame.font.init()
    w, h = size
    dealt_all = rules.hand_size_for(players) * players >= 28
    lay = TableLayout.for_window(w, h, players, sheet_expanded=expanded and not kids,
                                 kids=kids, bazaar=not dealt_all)
    keep = fixtures(lay, min(h, w * 9 / 16) / 720, words=not kids, corner=not kids,
                    button_min=(240, 80) if kids else (0, 0),
                    pair=rules.hundred_move).keepout()
    return dataclasses.replace(lay, keepout=keep)


def playout(rules: Rules, players: int, seed: int) -> list[Round]:
    """Every position of one random round, move by move."""
    r = Match.start(rules, players, seed).round
    rng = random.Random(seed)
    out = [r]
    while r.outcome() is None:
        r = r.play(rng.choice(r.legal_moves()))
        out.append(r)
    return out


def sound(lay: BoardLayout, t: TableLayout) -> None:
    """No overlap, inside the field, clear of the keepout."""
    for a, b in itertools.combinations(lay.tiles, 2):
        assert not a.box.overlaps(b.box), (a, b)
    for p in lay.tiles:
        assert t.field.contains(p.box), (p, t.field)
        for k in t.board_keepout:
            assert not p.box.overlaps(k), (p, k)


def scaled_alike(before: BoardLayout, after: BoardLayout, old: list[object],
                 new: list[object]) -> None:
    """Every tile of ``before`` lies in ``after`` where the same picture, scaled about its
    centre, puts it."""
    f = after.short / before.short
    (bx, by), (ax, ay) = before.centre, after.centre
    for key, p in zip(old, before.tiles, strict=True):
        q = after.tiles[new.index(key)]
        assert q.angle == p.angle
        assert abs((q.box.x - ax) - f * (p.box.x - bx)) < 1e-6
        assert abs((q.box.y - ay) - f * (p.box.y - by)) < 1e-6


def check_move(t: TableLayout, before: Round, after: Round, st_: Stage) -> bool:
    """One move's promises; True when the picture had to shrink (an animated reflow)."""
    old, new = line_layout(t, before), line_layout(t, after)
    sound(new, t)
    old_keys: list[object] = [p.tile for p in board_tiles(before)]
    new_keys: list[object] = [p.tile for p in board_tiles(after)]
    move = after.history()[-1].move
    if not move.is_placement:
        assert new.tiles == old.tiles
        return False
    (tile, end), = move.placements
    slot = end_slot(old, end, tile.is_double) if before.line else None
    landed = new.tiles[new_keys.index(tile)]
    if slot is None or not slot.rescaled:  # nothing moved; the tile lies in its slot
        assert new.short == old.short
        for key, p in zip(old_keys, old.tiles, strict=True):
            assert new.tiles[new_keys.index(key)] == dataclasses.replace(
                p, index=new_keys.index(key))
        if slot is not None:
            assert (landed.box, landed.angle) == (slot.box, slot.angle)
        return False
    assert new.short < old.short  # flagged: the whole picture shrinks
    scaled_alike(old, new, old_keys, new_keys)
    anim = Animator()
    move_flights(anim, st_, before, after, move)
    glides = {f.key[2]: f for f in anim.flights if f.key[0] == "board"}
    assert set(glides) == set(old_keys)  # every tile already down glides, over time
    for key, f in glides.items():
        dst = new.tiles[new_keys.index(key)].box
        assert f.move.duration > 0 and (f.dst.x, f.dst.y) == dst.center
    return True


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(GAMES), st.integers(0, 10**6), st.sampled_from(SIZES), st.booleans())
def test_line_rounds_never_move_a_placed_tile(game: tuple[Rules, int], seed: int,
                                              size: tuple[int, int], expanded: bool) -> None:
    rules, players = game
    kids = rules.name == "kids"
    t = table(rules, players, size, expanded, kids)
    seats = SEATS_BY_PLAYERS[players]
    stage = Stage(t, 0, True, 1.0, lambda seat: seats[seat])
    rounds = playout(rules, players, seed)
    capacity = board_capacity(rounds[0])
    assert all(board_capacity(r) == capacity for r in rounds)
    assert len(board_tiles(rounds[-1])) <= capacity
    for before, after in itertools.pairwise(rounds):
        check_move(t, before, after, stage)


def test_a_lopsided_line_shrinks_once_in_a_while_and_says_so() -> None:
    """The reflow branch above is reached: some seeded rounds need a smaller picture."""
    rules, players = find_preset("kozel"), 2
    t = table(rules, players, (1024, 600), True, False)
    seats = SEATS_BY_PLAYERS[players]
    stage = Stage(t, 0, True, 1.0, lambda seat: seats[seat])
    shrinks = 0
    for seed in range(60):
        rounds = playout(rules, players, seed)
        shrinks += sum(check_move(t, a, b, stage) for a, b in itertools.pairwise(rounds))
    assert shrinks > 0


def test_the_scale_is_chosen_from_the_rounds_capacity() -> None:
    kids = find_preset("kids")
    small = Round.from_hands(kids, [["0:1", "1:2", "2:3"], ["3:4", "4:5", "5:6"]], bazaar=[],
                             leader=0)
    assert board_capacity(small) == 5  # six tiles, one left in a hand when one goes out
    full = Match.start(find_preset("kozel"), 4, 3).round
    assert board_capacity(full) == 25
    t = table(kids, 2, (1280, 720), False, True)
    first = small.play(small.legal_moves()[0])
    # (1.3 times: the kids' field is the whole middle now, so even 25 tiles are large there)
    assert line_layout(t, first).short > 1.3 * t.line(
        [], 0, capacity=25).slot("right", False).box.h
