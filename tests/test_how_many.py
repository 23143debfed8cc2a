"""The games chooser asks how many play (P23/P28: «Козёл» started four at once): a button
per number the game allows and two pairs where its rule book allows them, by mouse and
by keys; a game played one way only starts at once."""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from conftest import button_texts, key, press, run_frames

from kozel_gui.app import App
from kozel_gui.i18n import set_language, tr
from kozel_gui.options import default_setup
from kozel_gui.scenes.games import GamesScene, Seating, card_name, seatings
from kozel_gui.scenes.how_many import HowManyScene
from kozel_gui.scenes.table import TableScene
from rules import find_preset

TWO_BY_TWO = Seating(4, True)


def test_each_game_offers_the_ways_its_rule_book_allows() -> None:
    counts = {name: seatings(find_preset(name)) for name in
              ("kozel", "kozel_2x2", "sports", "general", "classic", "bergen", "sea_goat",
               "muggins")}
    assert counts["kozel"] == (Seating(2), Seating(3), Seating(4), TWO_BY_TWO)
    assert counts["sea_goat"] == (Seating(2), Seating(4), TWO_BY_TWO)
    assert counts["muggins"][-1] == TWO_BY_TWO
    for pairs_only in ("kozel_2x2", "sports", "general"):
        assert counts[pairs_only] == (TWO_BY_TWO,), pairs_only
    for alone in ("classic", "bergen"):
        assert counts[alone] == (Seating(2), Seating(3), Seating(4)), alone


def test_the_buttons_say_the_number_of_players_in_every_language() -> None:
    try:
        assert [w.label() for w in seatings(find_preset("kozel"))] == [
            "2 игрока", "3 игрока", "4 игрока", "Пара на пару, 2×2"]
        set_language("uk")
        assert Seating(2).label() == "2 гравці" and Seating(4).label() == "4 гравці"
        set_language("en")
        assert Seating(3).label() == "3 players" and TWO_BY_TWO.label() == "Two pairs, 2×2"
    finally:
        set_language("ru")


def _ask(app: App, game: str) -> HowManyScene:
    press(app, tr("menu.games"))
    press(app, tr(f"book.preset.{game}"))
    scene = app.stack.top
    assert isinstance(scene, HowManyScene), scene
    return scene


def test_kozel_asks_how_many_and_the_mouse_starts_two_players(app: App) -> None:
    scene = _ask(app, "kozel")
    texts = button_texts(app)
    for label in ("2 игрока", "3 игрока", "4 игрока", "Пара на пару, 2×2", tr("common.back")):
        assert label in texts, texts
    assert scene.question() == "Козёл: сколько игроков?"
    press(app, "2 игрока")
    run_frames(app, 2)
    table = app.stack.top
    assert isinstance(table, TableScene) and len(app.stack.scenes) == 1
    assert table.match.round.players == 2 and table.match.rules.name == "kozel"
    assert app.setup.players == 2 and not app.setup.rules.teams


def test_keys_alone_choose_two_pairs(app: App) -> None:
    app.set_setup(default_setup(3))
    press(app, tr("menu.games"))
    assert isinstance(app.stack.top, GamesScene)
    key(app, pygame.K_RETURN)  # the focus starts on the game set up: Kozel
    scene = app.stack.top
    assert isinstance(scene, HowManyScene)
    assert (now := scene.focus.current()) is not None and now.key == "players:3"
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    assert (now := scene.focus.current()) is not None and now.key == "players:4x2"
    key(app, pygame.K_RETURN, frames=5)
    table = app.stack.top
    assert isinstance(table, TableScene) and len(app.stack.scenes) == 1
    assert table.match.round.players == 4 and table.match.rules.teams
    assert app.setup.rules.name == "kozel" and app.setup.rules.teams


def test_esc_goes_back_to_the_games(app: App) -> None:
    _ask(app, "courtyard")
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, GamesScene)
    press(app, tr("book.preset.courtyard"))
    press(app, tr("common.back"))
    assert isinstance(app.stack.top, GamesScene)


def test_a_game_played_one_way_starts_at_once(app: App) -> None:
    app.set_setup(default_setup(2))
    press(app, tr("menu.games"))
    press(app, card_name("kozel_2x2"))  # its card names it short
    run_frames(app, 2)
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert table.match.round.players == 4 and table.match.rules.name == "kozel_2x2"


def test_the_question_fits_the_smallest_window_in_every_language(app: App) -> None:
    from conftest import buttons, resize

    from kozel_gui.i18n import LANGUAGES

    resize(app, (1024, 600))
    try:
        for lang in LANGUAGES:
            set_language(lang)
            app.push(GamesScene(app, lambda _setup: None))
            run_frames(app, 2)
            press(app, tr("book.preset.kozel"))
            scene = app.stack.top
            assert isinstance(scene, HowManyScene)
            assert pygame.Rect(0, 0, 1024, 600).contains(scene.panel)
            shown = [b for b in buttons(app) if scene.panel.contains(b.rect)]
            assert len(shown) == 5, (lang, [b.text for b in shown])
            for b in shown:
                assert b.font.size(b.text)[0] + 16 <= b.rect.width, (lang, b.text)
            key(app, pygame.K_ESCAPE)
            key(app, pygame.K_ESCAPE)
    finally:
        set_language("ru")


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_the_title_lies_above_the_buttons_for_every_game(
        app: App, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    """u23: «Классическое домино: сколько игроков?» measured one line, drawn two, its second
    line under «2 игрока». The title's lines as drawn stay in the panel, clear of every button."""
    from conftest import buttons, resize

    from kozel_gui.i18n import LANGUAGES
    from kozel_gui.scenes import how_many
    from kozel_gui.scenes.games import FAMILY, OTHERS

    drawn: list[tuple[str, pygame.Rect]] = []
    real = how_many.draw_text

    def spy(surface: pygame.Surface, text: str, *a: Any, **k: Any) -> pygame.Rect:
        rect = real(surface, text, *a, **k)
        drawn.append((text, rect))
        return rect

    monkeypatch.setattr(how_many, "draw_text", spy)
    resize(app, size)
    wrapped = 0
    try:
        for lang in LANGUAGES:
            set_language(lang)
            for name in FAMILY + OTHERS:
                ways = seatings(find_preset(name))
                if len(ways) == 1:
                    continue  # started at once, never asked
                scene = HowManyScene(app, tr(f"book.preset.{name}"), ways, None, lambda _w: None)
                app.push(scene)
                drawn.clear()
                run_frames(app, 2)
                lines = [rect for text, rect in drawn if text in scene.title_lines]
                assert len(lines) >= len(scene.title_lines) >= 1, (lang, name, drawn)
                assert " ".join(scene.title_lines) == scene.question()
                wrapped += len(scene.title_lines) > 1
                shown = [b.rect for b in buttons(app) if scene.panel.colliderect(b.rect)]
                assert len(shown) == len(ways) + 1, (lang, name)
                assert pygame.Rect((0, 0), size).contains(scene.panel), (lang, name)
                for rect in lines:
                    assert scene.panel.contains(rect), (lang, name, rect, scene.panel)
                    hit = [b for b in shown if b.colliderect(rect)]
                    assert not hit, (lang, name, size, rect, hit)
                    assert rect.bottom <= min(b.top for b in shown), (lang, name)
                key(app, pygame.K_ESCAPE)
    finally:
        set_language("ru")
    assert wrapped, "some title takes two lines here: the case of u23 is among them"


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_back_is_the_same_button_as_on_the_other_screens(tmp_path: Any,
                                                         size: tuple[int, int]) -> None:
    """«Назад» was smaller in the how-many question (18 px words, its own box) than on the
    history, the statistics and «Об игре»: one size and face for it everywhere."""
    from harness import harness_for

    from kozel_gui.scenes.about import AboutScene
    from kozel_gui.scenes.history import HistoryScene
    from kozel_gui.scenes.stats import StatsScene

    with harness_for(tmp_path, "--lang", "ru") as h:
        h.resize(size)
        found = []
        for make in (lambda: AboutScene(h.app),
                     lambda: HowManyScene(h.app, tr("book.preset.kozel"),
                                          seatings(find_preset("kozel")), None, lambda _w: None),
                     lambda: HistoryScene(h.app), lambda: StatsScene(h.app)):
            scene = make()
            h.app.push(scene)
            h.frames(2)
            back = h.button(tr("common.back"))
            found.append((back.rect.size, back.font.size("Назад")))
            h.app.pop()
            h.frames(2)
        assert len(set(found)) == 1, found
