"""Statistics and history per game: one button on each screen steps through the games the
person has played (every game first), and the numbers, the charts and the list are that
game's alone."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from harness import harness_for
from rendered import rendered_strings
from test_history_support import setup_json, stored_json

from kozel_gui.game_choice import GameChoice
from kozel_gui.history import HISTORY_FILE, History
from kozel_gui.i18n import set_language, tr, tr_about
from kozel_gui.scenes.history import HistoryScene
from kozel_gui.scenes.stats import StatsScene, load_facts
from kozel_gui.stats import profile_stats
from kozel_gui.storage import DataDir
from rules.i18n import LANGUAGES

PLAYED = (("kozel", 3), ("kozel", 4), ("muggins", 5), ("kozel", 6), ("bergen", 7))
"""(game, seed) of the stored matches: three of Kozel, one each of Muggins and Bergen."""


def _store(tmp: Path, played: tuple[tuple[str, int], ...] = PLAYED) -> None:
    with History.open(DataDir(tmp).path(HISTORY_FILE)) as history:
        for preset, seed in played:
            history.add_match(setup_json(2, preset, name="Тестер"),
                              stored_json(seed, 2, preset), "Тестер")


def test_the_history_counts_and_lists_one_game(tmp_path: Path) -> None:
    _store(tmp_path)
    with History.open(DataDir(tmp_path).path(HISTORY_FILE)) as history:
        assert history.variants("Тестер") == ("kozel", "bergen", "muggins")
        assert history.count("Тестер", variant="kozel") == 3
        assert [r.variant for r in history.list_matches(10, 0, "Тестер", variant="muggins")] \
            == ["muggins"]
        assert history.count("Тестер") == 5
        assert history.variants("Другой") == ()


def test_one_game_at_a_time_choice_steps_round() -> None:
    choice = GameChoice(("kozel", "muggins"))
    seen = []
    for _ in range(3):
        seen.append(choice.current)
        choice.step()
    assert seen == [None, "kozel", "muggins"] and choice.current is None
    choice.step()
    choice.keep(("muggins",))
    assert choice.current is None and not choice.offered, "a game gone: every game again"


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_the_statistics_show_the_chosen_games_numbers(
        tmp_path: Path, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    _store(tmp_path)
    with harness_for(tmp_path) as h:
        h.resize(size)
        h.press(tr("menu.stats"))
        scene = h.top
        assert isinstance(scene, StatsScene)
        every = profile_stats(load_facts(h.app, "Тестер"))
        assert scene.stats.matches == 5 and scene.stats == every
        button = h.button(tr("games.shown_all"))
        assert button.rect.right < size[0] // 2, "clear of the title"
        h.press(tr("games.shown_all"))
        assert scene.game.current == "kozel"
        kozel = profile_stats(f for f in load_facts(h.app, "Тестер") if f.variant == "kozel")
        assert scene.stats == kozel and scene.stats.matches == 3
        assert scene.stats.rating != every.rating or scene.stats.rounds != every.rounds
        label = tr("games.shown_one", game=tr("book.preset.kozel"))
        assert h.focused_text() == label, "the focus stays on the button that was pressed"
        goats = tr_about("stats.goats", scene.who)
        with rendered_strings(monkeypatch) as seen:
            h.frames(1)
        assert goats in seen
        h.key(pygame.K_RETURN)
        assert scene.game.current == "bergen" and scene.stats.matches == 1
        with rendered_strings(monkeypatch) as seen:
            h.frames(1)
        assert goats not in seen and tr("stats.wins") in seen, \
            "Bergen is won on points: nobody there is a goat"
        h.key(pygame.K_RETURN)
        h.key(pygame.K_RETURN)
        assert scene.game.current is None and scene.stats == every


def test_the_history_lists_the_chosen_games_matches(tmp_path: Path) -> None:
    _store(tmp_path)
    with harness_for(tmp_path) as h:
        h.press(tr("menu.history"))
        scene = h.top
        assert isinstance(scene, HistoryScene)
        assert scene.total == 5
        h.press(tr("games.shown_all"))
        assert scene.game.current == "kozel" and scene.total == 3
        assert {r.variant for r in scene.rows} == {"kozel"}
        h.press(tr("games.shown_one", game=tr("book.preset.kozel")))
        assert scene.game.current == "bergen" and [r.variant for r in scene.rows] == ["bergen"]


def test_one_game_played_has_no_choice_to_make(tmp_path: Path) -> None:
    _store(tmp_path, (("kozel", 3), ("kozel", 4)))
    with harness_for(tmp_path) as h:
        h.press(tr("menu.stats"))
        assert not [b for b in h.buttons() if b.text == tr("games.shown_all")]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_choice_is_said_in_every_language(lang: str) -> None:
    set_language(lang)
    try:
        choice = GameChoice(("muggins",))
        all_label = choice.label()
        choice.step()
        assert choice.label() != all_label and "{" not in choice.label()
        assert tr("book.preset.muggins") in choice.label()
    finally:
        set_language("ru")
