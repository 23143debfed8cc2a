"""The menu's game chooser: every game listed with its line, played by its button, its
rules a click away; the seats kept where the game allows them."""

from __future__ import annotations

import pygame
from conftest import button_texts, buttons, click, key, press, run_frames

from kozel_gui.app import App
from kozel_gui.i18n import tr
from kozel_gui.options import default_setup
from kozel_gui.scenes.games import (
    FAMILY,
    OTHERS,
    GamesScene,
    card_name,
    game_facts,
    setup_for,
)
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


def test_every_games_line_fits_the_footer_in_the_smallest_window(app: App) -> None:
    from conftest import resize

    from kozel_gui.assets import font
    from kozel_gui.i18n import LANGUAGES, set_language

    try:
        for lang in LANGUAGES:
            set_language(lang)
            resize(app, (1024, 600))
            app.push(GamesScene(app, lambda _setup: None))
            run_frames(app, 2)
            scene = app.stack.top
            assert isinstance(scene, GamesScene) and len(scene.cards) == len(FAMILY + OTHERS)
            for name in (*FAMILY, *OTHERS):  # drawn at 14 px at the least
                text = scene.line_of(name)
                assert tr(f"games.desc.{name}") in text and game_facts(find_preset(name)) in text
                assert font(14).size(text)[0] <= scene.footer.w, (lang, text)
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
    press(app, tr("book.preset.muggins"))
    press(app, "2 игрока")  # how many play: the game allows two to four
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
    names = {card_name(n) for n in (*FAMILY, *OTHERS)}
    shown = [b for b in buttons(app) if b.text in names]
    assert len(shown) == len(names)
    for b in shown:
        assert b.font.size(b.text)[0] + 16 <= b.rect.width, (b.text, b.rect)
    assert len({b.font.get_point_size() for b in shown}) == 1  # all one size


def test_a_games_picture_is_its_own_engines_table() -> None:
    from kozel_gui.scenes.games import table_picture

    for name in (*FAMILY, *OTHERS):
        pos = table_picture(name)
        spinner = find_preset(name).is_spinner
        assert pos.line is not spinner
        arms = [e for e in pos.open_ends if e is not None]
        assert len(arms) == (4 if spinner else 2), name
    heads = table_picture("bergen").open_ends
    assert heads[0] == heads[1] == 2  # Bergen's double-header


def test_each_spinner_game_pictures_its_own_table() -> None:
    """P29: the four spinner games shared one picture. Each now shows what its table is
    known by: Muggins' ends counting a multiple of five, Telephone's house with four arms,
    Osel's doubles in one move on three of four arms, ChVV's four arms, one a seat."""
    from kozel_gui.scenes.games import table_picture

    names = [n for n in (*FAMILY, *OTHERS) if find_preset(n).is_spinner]
    pics = {n: table_picture(n) for n in names}
    assert sorted(names) == ["chvv", "muggins", "osel", "telephone"]
    assert len({p.tiles for p in pics.values()}) == len(names)
    assert pics["muggins"].count % 5 == 0 and pics["muggins"].points > 0
    assert {g.arm for g in pics["telephone"].growth} == {None, "left", "right", "up", "down"}
    # Osel (issue 12): four directions and several doubles laid in one move on three arms.
    doubles = [g for g in pics["osel"].growth if g.double and not g.spinner]
    assert len(doubles) == 3 and {g.arm for g in doubles} == {"left", "right", "up"}
    assert {g.arm for g in pics["osel"].growth} == {None, "left", "right", "up", "down"}
    # ChVV: four arms, one tile each (a seat each), each for himself.
    arms = [g.arm for g in pics["chvv"].growth]
    assert sorted(map(str, arms)) == sorted(map(str, [None, "left", "right", "up", "down"]))
