"""The round summary of a four-way game at the sizes people play at: the picture of the table
as it ended («Стол:») stays clear of «Дальше (пробел)», its glow and its focus ring."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest
from conftest import run_frames
from table_kit import summary_of, table_app

from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.table.theme import recording
from rules import Match, find_preset
from rules.bots import find_bot


@pytest.mark.parametrize(("preset", "players"), [("osel", 2), ("chvv", 4)])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_table_as_it_ended_keeps_clear_of_the_button(
        tmp_path: Path, size: tuple[int, int], preset: str, players: int) -> None:
    rules = find_preset(preset)
    seats = (SeatSetup("Вы", human=True),
             *(SeatSetup(f"Бот {i}", bot="heaviest") for i in range(1, players)))
    app, table = table_app(tmp_path, MatchSetup(rules, seats, 2687),
                           Match.start(rules, players, 2687), size=size)
    s, bot = table.session, find_bot("heaviest")
    while s.round.outcome() is None:  # the whole round, every seat's move the same bot's
        r = s.round
        s.apply(bot.choose(r.view(r.to_move), random.Random(r.ply)))
    table.model.refresh()
    summary = summary_of(app, 3000)
    run_frames(app, 40)  # past the first half second: the button glows, the ring is on it
    with recording() as log:
        run_frames(app, 1)
    ring = summary.focus.current()
    assert ring is not None and ring.key == "continue"
    button = pygame.Rect(*(round(v) for v in summary.button.rect))
    halo = button.inflate(2 * summary.focus_style.reach, 2 * summary.focus_style.reach)
    scale = min(size[1], size[0] * 9 / 16) / 720
    tiles = summary.board_picture(summary.board_area(scale))  # what it draws, tile by tile
    assert len(tiles) == len(s.round.line) + sum(len(b) for b in s.round.branches) > 8
    label = next(i.rect for i in log if i.role == "summary.line")
    assert label.bottom <= halo.y
    for box, _, _, _ in tiles:
        drawn = pygame.Rect(round(box.x), round(box.y), round(box.w) + 1, round(box.h) + 1)
        assert not drawn.colliderect(halo), (drawn, halo)
        assert not drawn.colliderect(label), (drawn, label)
    app.close()


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_big_hand_stays_left_of_its_sides_sum(tmp_path: Path, size: tuple[int, int]) -> None:
    rules = find_preset("kozel")
    seats = (SeatSetup("Вы", human=True), SeatSetup("Михалыч", bot="heaviest"))
    app, table = table_app(tmp_path, MatchSetup(rules, seats, 188), Match.start(rules, 2, 188),
                           size=size)
    s, rng = table.session, random.Random(188)
    while s.round.outcome() is None:  # seed 188's random round: a hand of 12 is left
        s.apply(rng.choice(s.round.legal_moves()))
    assert max(len(s.round.hand(seat)) for seat in range(2)) == 12
    table.model.refresh()
    summary = summary_of(app, 3000)
    run_frames(app, 5)
    with recording() as log:
        run_frames(app, 1)
    tiles = [i.rect for i in log if i.role == "summary.tile"]
    sums = [i.rect for i in log if i.role in ("summary.result", "summary.terms") and i.text]
    assert len(tiles) == sum(len(s.round.hand(seat)) for seat in range(2)) and sums
    panel = summary.panel
    for tile in tiles:
        assert panel.contains(tile), (tile, panel)
        for words in sums:
            assert not tile.colliderect(words), (tile, words)
    app.close()
