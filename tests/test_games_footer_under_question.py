"""The chooser's line under the «сколько игроков?» question names the game asked about
(P-today: behind «Маггинс: сколько игроков?» the line still said Kozel's facts, the game the
focus had before the click)."""

from __future__ import annotations

import pygame
import pytest
from conftest import click, run_frames
from rendered import rendered_strings

from kozel_gui.app import App
from kozel_gui.scenes.games import GamesScene, game_facts
from kozel_gui.scenes.how_many import HowManyScene
from rules import find_preset


@pytest.mark.parametrize("name", ["muggins", "osel"])
def test_the_line_behind_the_question_is_the_clicked_games(
        app: App, monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    games = GamesScene(app, lambda _setup: None)
    app.push(games)
    run_frames(app, 3)
    card = next(c for c in games.cards if c.name == name)
    click(app, card.picture.center)
    assert isinstance(app.stack.scenes[-1], HowManyScene)
    with rendered_strings(monkeypatch) as seen:
        run_frames(app, 1)
    facts = game_facts(find_preset(name))
    assert any(facts in s for s in seen), seen
    assert not any(game_facts(find_preset("kozel")) in s for s in seen), seen
    pygame.event.clear()
