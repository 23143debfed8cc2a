"""Issue 18/12 (w06): in «Во что играем?» Down from «Козёл» lit the «Правила» of the card
below instead of «Козёл 2×2».  The arrows go card to card, onto each game's name; a card's
own «Правила» is Right (or Tab) from its name."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from conftest import key, make_app, press, resize, run_frames

from kozel_gui.i18n import tr
from kozel_gui.scenes.games import GamesScene


def _chooser(tmp_path: Path, size: tuple[int, int]) -> GamesScene:
    app = make_app(tmp_path)
    resize(app, size)
    press(app, tr("menu.games"))
    run_frames(app, 2)
    scene = app.stack.top
    assert isinstance(scene, GamesScene)
    return scene


def _after(scene: GamesScene, *codes: int) -> str:
    for code in codes:
        key(scene.app, code)  # type: ignore[arg-type]
    item = scene.focus.current()
    assert item is not None
    return item.key


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_arrows_go_from_game_to_game_and_right_reaches_the_cards_rules(
        tmp_path: Path, size: tuple[int, int]) -> None:
    scene = _chooser(tmp_path, size)
    assert _after(scene) == "game:kozel"  # the game set up, as the menu opened it
    assert _after(scene, pygame.K_DOWN) == "game:kozel_2x2"  # w06: not its «Правила»
    assert _after(scene, pygame.K_DOWN) == "game:general"
    assert _after(scene, pygame.K_DOWN) == "game:kozel"  # the column wraps round
    assert _after(scene, pygame.K_RIGHT) == "rules:kozel"  # the card's own rules
    assert _after(scene, pygame.K_RIGHT) == "game:classic"  # then the next card's game
    assert _after(scene, pygame.K_DOWN) == "game:sea_goat"
    assert _after(scene, pygame.K_RIGHT, pygame.K_LEFT) == "game:sea_goat"
    assert _after(scene, pygame.K_LEFT) == "game:kozel_2x2"
    assert _after(scene, pygame.K_UP, pygame.K_UP) == "#games_back"
    assert _after(scene, pygame.K_DOWN) == "game:kozel"
    assert _after(scene, pygame.K_TAB) == "rules:kozel"  # Tab: within the card first
    assert _after(scene, pygame.K_UP) == "#games_back"
    scene.app.close()  # type: ignore[attr-defined]
