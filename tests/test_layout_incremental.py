"""A position's board is laid out one tile on from the position before it, not from the
round's first tile again: the tiles are placed in the order of play, which a new tile only
extends (the flat keys shift as a line grows to the left; the order does not). Laid out
from scratch, every move of a 25-tile four-way round cost about 60 ms at 1280x720, the
last ones most; the picture is the same either way."""

from __future__ import annotations

import random

import pygame
import pytest

from kozel_gui import layout_board
from kozel_gui.table.fixtures import table_layout
from kozel_gui.table.motion import line_layout
from rules import Match, Round, find_preset


def _positions(preset: str, players: int, seed: int) -> list[Round]:
    r = Match.start(find_preset(preset), players, seed).round
    rng, out = random.Random(seed), [r]
    while r.outcome() is None:
        r = r.play(rng.choice(r.legal_moves()))
        out.append(r)
    return out


def _clear() -> None:
    layout_board._cached.cache_clear()
    layout_board._laid.cache_clear()


@pytest.mark.parametrize(("preset", "players", "seed"), [("telephone", 4, 5), ("kozel", 4, 3)])
def test_each_move_places_only_its_own_tiles_and_the_picture_is_the_same(
        preset: str, players: int, seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    pygame.font.init()
    rounds = [r for r in _positions(preset, players, seed) if r.line]
    t = table_layout((1280, 720), rounds[0].rules, players, expanded=True)[0]
    _clear()
    warm = [line_layout(t, r) for r in rounds]
    _clear()
    placed = 0
    real = layout_board._Board.place

    def counted(self: layout_board._Board, g: layout_board.Growth,
                room: layout_board.Room) -> object:
        nonlocal placed
        placed += 1
        return real(self, g, room)

    with monkeypatch.context() as m:
        m.setattr(layout_board._Board, "place", counted)
        line_layout(t, rounds[-2])
        placed = 0
        last = line_layout(t, rounds[-1])
    # the last move's tile (and a line's next-tile slots: two ends, plain and double, each
    # tried again after a shrink), never the whole board again
    on_board = len(last.tiles)
    assert on_board > 15 and placed <= 12, (on_board, placed)
    _clear()
    cold = [line_layout(t, r) for r in rounds]
    assert [(a.short, a.tiles) for a in warm] == [(b.short, b.tiles) for b in cold]
