"""The menu's game chooser: every game listed with its line, played by its button, its
rules a click away; the seats kept where the game allows them."""

from __future__ import annotations

import pygame
from conftest import button_texts, buttons, click, key, press, run_frames

from kozel_gui.app import App
from kozel_gui.i18n import tr
from kozel_gui.options import default_setup
from kozel_gui.scenes.games import FAMILY, OTHERS, GamesScene, game_facts, setup_for
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.rules_book import RulesScene
from kozel_gui.scenes.table import TableScene
from rules import PRESETS, find_preset


def test_every_game_but_the_kids_one_is_listed_once() -> None:
    assert sorted((*FAMILY, *OTHERS)) == sorted(n for n in PRESETS if n != "kids")


def test_the_facts_line_says_players_and_goal() -> None:
    assert game_facts(find_preset("muggins")) == "игроков: 2–4 · до 200 очков"
    assert game_facts(find_preset("general")) == "игроков: 4 · до 101 — козёл"
    assert game_facts(find_preset("sea_goat")) == "игроков: 2, 4 · до 125 — козёл"


def test_a_target_per_number_of_players_is_said_in_words_not_engine_notation() -> None:
    from dataclasses import replace

    from kozel_gui.i18n import set_language

    bergen = find_preset("bergen")  # (15, 10, 10): two players to 15, three or four to 10
    assert game_facts(bergen) == "игроков: 2–4 · вдвоём до 15 очков, иначе до 10"
    three_ways = replace(bergen, target=(21, 15, 10))
    assert game_facts(three_ways).endswith(
        "вдвоём до 21 очка, втроём до 15 очков, вчетвером до 10 очков")
    try:
        set_language("en")
        assert game_facts(bergen) == "2–4 players · to 15 points for two, else to 10"
        set_language("uk")
        assert game_facts(three_ways).endswith(
            "удвох до 21 очка, утрьох до 15 очок, учотирьох до 10 очок")
    finally:
        set_language("ru")


def test_every_games_line_fits_its_column_in_the_smallest_window(app: App) -> None:
    from conftest import resize

    from kozel_gui.assets import font
    from kozel_gui.i18n import LANGUAGES, set_language

    try:
        for lang in LANGUAGES:
            set_language(lang)
            resize(app, (1024, 600))
            app.push(GamesScene(app, lambda: None))
            run_frames(app, 2)
            scene = app.stack.top
            assert isinstance(scene, GamesScene) and len(scene.notes) == len(FAMILY + OTHERS)
            for text, _, width in scene.notes:  # drawn at 14 px at the least
                assert font(14).size(text)[0] <= width, (lang, text, width)
                assert " / " not in text, text
            app.pop()
    finally:
        set_language("ru")


def test_seats_are_kept_where_the_game_allows_them() -> None:
    three = default_setup(3, human_name="Аня")
    kept = setup_for(three, find_preset("bergen"))
    assert kept.rules.name == "bergen" and kept.seats == three.seats
    four = setup_for(three, find_preset("general"))
    assert four.players == 4 and four.seats[:3] == three.seats and not four.seats[3].human


def test_the_chooser_starts_the_game_chosen(app: App) -> None:
    app.set_setup(default_setup(2))
    press(app, tr("menu.games"))
    chooser = app.stack.top
    assert isinstance(chooser, GamesScene)
    assert tr("book.preset.telephone") in button_texts(app)
    assert any(tr("games.desc.muggins") in text for text, _, _ in chooser.notes)
    press(app, tr("book.preset.muggins"))
    table = app.stack.top
    assert isinstance(table, TableScene) and len(app.stack.scenes) == 1
    assert table.match.rules.name == "muggins" and table.match.round.players == 2
    assert app.setup.rules.name == "muggins"


def test_a_games_rules_page_opens_from_the_chooser_and_back_returns(app: App) -> None:
    press(app, tr("menu.games"))
    rules_buttons = [b for b in buttons(app) if b.text == tr("games.rules")]
    assert len(rules_buttons) == len(FAMILY) + len(OTHERS)
    click(app, rules_buttons[len(FAMILY) + OTHERS.index("bergen")].rect.center)
    page = app.stack.top
    assert isinstance(page, RulesScene) and page.rules.name == "bergen"
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, GamesScene)
    key(app, pygame.K_ESCAPE)
    run_frames(app, 2)
    assert isinstance(app.stack.top, MenuScene)


def test_every_games_name_fits_its_button_in_the_smallest_window(app: App) -> None:
    from conftest import resize

    resize(app, (1024, 600))
    press(app, tr("menu.games"))
    assert isinstance(app.stack.top, GamesScene)
    names = {tr(f"book.preset.{n}") for n in (*FAMILY, *OTHERS)}
    shown = [b for b in buttons(app) if b.text in names]
    assert len(shown) == len(names)
    for b in shown:
        assert b.font.size(b.text)[0] + 16 <= b.rect.width, (b.text, b.rect)
    assert len({b.font.get_point_size() for b in shown}) == 1  # all one size
