"""A game chosen in the chooser becomes the next match's set-up only when that match
starts (issue 19, «nothing lost»): with a match saved, the question names the game
started and the game lost; Cancel comes back to the chooser (PT-G r19: it left the chooser
for the menu), the set-up, rules and seats exactly as they were and the saved match still
offered; OK starts the chosen game with the chosen seats."""

from __future__ import annotations

from typing import Any

import pygame
from conftest import button_texts, key, press, run_frames

from kozel_gui.app import SETUP_FILE, App
from kozel_gui.i18n import ntr, tr
from kozel_gui.options import default_setup
from kozel_gui.scenes.confirm import ConfirmScene
from kozel_gui.scenes.games import GamesScene
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.table import TableScene


def _saved_kozel_for_three(app: App) -> tuple[int, Any]:
    """A three-player Kozel match started, then left for the menu: its moves and the setup."""
    app.set_setup(default_setup(3))
    press(app, tr("menu.play"))
    run_frames(app, 5)
    table: Any = app.stack.top
    assert isinstance(table, TableScene) and table.match.rules.name == "kozel"
    moves = len(table.match.round.history())
    key(app, pygame.K_ESCAPE)
    press(app, tr("pause.menu"))
    assert [type(s) for s in app.stack.scenes] == [MenuScene]
    assert tr("menu.continue") in button_texts(app)
    return moves, app.setup


def _choose_classic_for_four(app: App, four: str = "4 игрока") -> ConfirmScene:
    """«Выбрать игру → Классическое домино → 4 игрока» (``four``: the button's words)."""
    press(app, tr("menu.games"))
    press(app, tr("book.preset.classic"))
    press(app, four)
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmScene), dialog
    return dialog


def test_cancel_keeps_the_setup_and_the_saved_match(app: App) -> None:
    moves, before = _saved_kozel_for_three(app)
    stored = app.data.path(SETUP_FILE).read_text()
    dialog = _choose_classic_for_four(app)
    assert dialog.question == ("Начать «Классическое домино»? "
                               "Сохранённая партия «Козёл» пропадёт.")
    assert app.setup == before, "nothing is set up while the question is open"
    assert [type(s) for s in app.stack.scenes] == [MenuScene, GamesScene, ConfirmScene]
    press(app, tr("common.cancel"))
    assert [type(s) for s in app.stack.scenes] == [MenuScene, GamesScene]
    assert app.setup == before
    key(app, pygame.K_ESCAPE)
    run_frames(app, 2)
    assert [type(s) for s in app.stack.scenes] == [MenuScene]
    assert app.setup.rules.name == "kozel" and app.setup.players == 3
    assert app.data.path(SETUP_FILE).read_text() == stored, "nor is it saved"
    press(app, tr("menu.continue"))
    resumed: Any = app.stack.top
    assert isinstance(resumed, TableScene) and resumed.match.rules.name == "kozel"
    assert len(resumed.match.round.history()) == moves


def test_ok_starts_the_chosen_game_with_the_chosen_seats(app: App) -> None:
    _saved_kozel_for_three(app)
    _choose_classic_for_four(app)
    press(app, tr("menu.new_match"))
    run_frames(app, 2)
    table = app.stack.top
    assert isinstance(table, TableScene) and len(app.stack.scenes) == 1
    assert table.match.rules.name == "classic" and table.match.round.players == 4
    assert app.setup.rules.name == "classic" and app.setup.players == 4


def test_the_question_names_both_games_in_every_language(app: App) -> None:
    _saved_kozel_for_three(app)
    for button, words in (("English", "Start “Classic dominoes”? The saved “Kozel” match "
                                      "will be lost."),
                          ("Українська", "Почати «Класичне доміно»? Збережена партія «Козел» "
                                         "зникне.")):
        press(app, button)  # the menu's own language switch
        dialog = _choose_classic_for_four(app, ntr("howmany.players", 4))
        assert dialog.question == words, dialog.question
        press(app, tr("common.cancel"))
        key(app, pygame.K_ESCAPE)  # from the chooser back to the menu
        run_frames(app, 2)
