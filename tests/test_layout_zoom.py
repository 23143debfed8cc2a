"""A line is shown as large as the felt allows the tiles down so far (P23/P28: shown at the
whole round's size from its first tile, 65×32 at 1280×720 with half the felt empty): the
picture zooms out about the lead as the line grows, never below the size it is laid out
at, so a long line is at least as large as before; a child's board keeps its size."""

from __future__ import annotations

import dataclasses
import random

import pytest
from test_layout_playout import table

from kozel_gui.table.motion import line_layout
from rules import Match, Round, find_preset
from rules.bots import find_bot

SIZES = ((1024, 600), (1280, 720), (1920, 1080))


def _round_of(players: int, seed: int, preset: str = "kozel") -> list[Round]:
    """Every position of one round played by a bot, move by move."""
    r = Match.start(find_preset(preset), players, seed).round
    bot, out = find_bot("heaviest"), [r]
    while r.outcome() is None:
        r = r.play(bot.choose(r.view(r.to_move), random.Random(r.ply)))
        out.append(r)
    return out


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", [2, 4])
def test_a_rounds_line_starts_large_and_only_zooms_out(size: tuple[int, int],
                                                       players: int) -> None:
    rules = find_preset("kozel")
    t = table(rules, players, size, True, False)
    before = dataclasses.replace(t, kids=True)  # the same felt, shown at the layout's size
    firsts = []
    for seed in range(6):
        rounds = _round_of(players, seed)
        lays = [line_layout(t, r) for r in rounds[1:]]
        shown = [lay.short for lay in lays]
        assert shown == sorted(shown, reverse=True), shown  # it only ever zooms out
        steady = [line_layout(before, r).short for r in rounds[1:]]
        assert all(a >= b for a, b in zip(shown, steady, strict=True))  # never smaller
        firsts.append(shown[0] / steady[0])
    assert min(firsts) >= 1.15, firsts  # the first tiles larger than the round's size


def test_a_childs_board_keeps_its_size() -> None:
    t = table(find_preset("kids"), 2, (1280, 720), False, True)
    rounds = _round_of(2, 3, "kids")
    assert len(rounds) > 6 and len({line_layout(t, r).short for r in rounds[1:]}) == 1
