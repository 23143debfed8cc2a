"""The main menu, pause, rule book and about screens, driven by clicks and keys as a player would."""

from __future__ import annotations

import dataclasses
import importlib
import itertools
import json
import re
from pathlib import Path
from typing import Any

import pygame
import pytest
from conftest import button_texts, buttons, key, make_app, press, resize, run_frames
from po_files import texts

from kozel_gui import scenes
from kozel_gui.app import App
from kozel_gui.book import plain
from kozel_gui.i18n import LANGUAGES, language_name, ntr, set_language, tr
from kozel_gui.kids.new_child import NewChildScene
from kozel_gui.options import default_setup
from kozel_gui.scenes import menu as menu_module
from kozel_gui.scenes.about import AboutScene, about_page
from kozel_gui.scenes.confirm import ConfirmScene
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.pause import PauseScene
from kozel_gui.scenes.profile import ProfileScene
from kozel_gui.scenes.rules_book import RulesScene, book_page, book_sections, variant_name
from kozel_gui.scenes.table import TableScene
from kozel_gui.widgets import BookScene
from rules import PRESETS, Draw, FirstLead, Fish, NoDoubleLead, find_preset

CYRILLIC = re.compile("[а-яёА-ЯЁ]")
OPTIONAL_KEYS = {"settings": "menu.settings", "kids": "menu.kids", "scorepad": "menu.scorepad",
                 "history": "menu.history", "stats": "menu.stats"}


def go_back(app: App) -> None:
    """Leave the top screen the way a player would: its Back button, else Esc."""
    if tr("common.back") in button_texts(app):
        press(app, tr("common.back"))
    else:
        key(app, pygame.K_ESCAPE)


@pytest.mark.parametrize("label, expected", [
    ("menu.rules", RulesScene), ("menu.about", AboutScene),
    *[(k, m) for m, k in OPTIONAL_KEYS.items()],
])
def test_each_menu_button_opens_its_screen_and_back_returns(app: App, label: str,
                                                            expected: Any) -> None:
    if isinstance(expected, str):
        expected = scenes.scene_class(expected)
    if expected.__name__ == "KidsScene":
        expected = NewChildScene  # no child yet: the parent makes one first
    press(app, tr(label))
    assert isinstance(app.stack.top, expected)
    go_back(app)
    assert isinstance(app.stack.top, MenuScene)
    assert tr("menu.quit") in button_texts(app)


def test_quit_button_ends_the_loop(app: App) -> None:
    press(app, tr("menu.quit"))
    assert not app.running


def test_play_opens_the_table_with_the_saved_setup(app: App) -> None:
    app.set_setup(default_setup(3))
    press(app, tr("menu.play"))
    table = app.stack.top
    assert isinstance(table, TableScene) and len(app.stack.scenes) == 1
    assert table.setup.players == 3 and table.match.round.players == 3


def _leave_a_saved_match(app: App) -> tuple[int, Any]:
    """Start a match, go back to the menu; returns the saved round's moves and the table."""
    press(app, tr("menu.play"))
    run_frames(app, 5)
    table: Any = app.stack.top
    moves = len(table.match.round.history())
    key(app, pygame.K_ESCAPE)
    press(app, tr("pause.menu"))
    assert [type(s) for s in app.stack.scenes] == [MenuScene]
    assert tr("menu.continue") in button_texts(app)
    return moves, table


def test_continue_appears_only_with_a_saved_match(app: App) -> None:
    assert tr("menu.continue") not in button_texts(app)
    moves, table = _leave_a_saved_match(app)
    press(app, tr("menu.continue"))
    resumed = app.stack.top
    assert isinstance(resumed, TableScene) and resumed is not table
    assert len(resumed.match.round.history()) == moves
    assert resumed.match.round.history()[:moves] == table.match.round.history()[:moves]


def _drawn_texts(app: App, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    seen: list[str] = []
    for name in ("draw_text", "draw_title"):
        real = getattr(menu_module, name)

        def spy(surface: Any, text: str, *a: Any, _real: Any = real, **k: Any) -> Any:
            seen.append(text)
            return _real(surface, text, *a, **k)

        monkeypatch.setattr(menu_module, name, spy)
    run_frames(app)
    return seen


def test_the_language_toggle_switches_every_visible_string(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    ru = _drawn_texts(app, monkeypatch) + button_texts(app)
    press(app, "English")
    en = _drawn_texts(app, monkeypatch) + button_texts(app)
    profile_name = "Тестер"
    own_names = [language_name(lang) for lang in LANGUAGES]  # each in its own script
    assert len(en) == len(ru) and en != ru
    for text in en:
        assert text in own_names or not CYRILLIC.search(text.replace(profile_name, "")), text
    assert all(CYRILLIC.search(t) for t in ru if t != "English")
    assert json.loads(app.data.path("options.json").read_text("utf-8"))["language"] == "en"
    press(app, "Русский")
    assert sorted(_drawn_texts(app, monkeypatch) + button_texts(app)) == sorted(ru)


def test_the_window_title_follows_the_language(app: App) -> None:
    """The title stayed «Kozel Domino» after switching the game to Russian (a playtest):
    it is set again whenever the language changes."""
    assert pygame.display.get_caption()[0] == "Домино «Козёл»"
    press(app, "English")
    assert pygame.display.get_caption()[0] == "Kozel Domino"
    press(app, "Українська")
    assert pygame.display.get_caption()[0] == "Доміно «Козел»"
    press(app, "Русский")
    assert pygame.display.get_caption()[0] == "Домино «Козёл»"


def test_other_screens_speak_english_after_the_toggle(app: App) -> None:
    press(app, "English")
    for label in ("menu.rules", "menu.about"):
        press(app, tr(label))
        assert all(not CYRILLIC.search(t) for t in button_texts(app))
        page = app.stack.top
        assert isinstance(page, BookScene)
        # English pages keep the Russian words of the game only in brackets: «(базар)».
        words = re.sub(r"\([^)]*\)|“[^”]*”", "", plain(page.paragraphs()))
        assert not CYRILLIC.search(words), CYRILLIC.search(words)
        press(app, tr("common.back"))


def test_every_screen_module_provides_its_class(app: App) -> None:
    for module, cls in scenes.SCREENS.items():
        assert hasattr(importlib.import_module(f"kozel_gui.scenes.{module}"), cls)
    texts = button_texts(app)
    assert all(tr(label) in texts for label in OPTIONAL_KEYS.values())


def test_the_first_start_asks_who_is_playing(tmp_path: Path) -> None:
    app = make_app(tmp_path, first_start=True)
    try:
        assert [type(s) for s in app.stack.scenes] == [MenuScene, ProfileScene]
        top = app.stack.top
        assert isinstance(top, ProfileScene) and top.entry.is_focused  # type the name at once
        go_back(app)
        assert isinstance(app.stack.top, MenuScene)
    finally:
        app.close()


# -- pause ---------------------------------------------------------------------


@pytest.fixture
def paused(app: App) -> App:
    app.set_setup(dataclasses.replace(app.setup, rules=find_preset("classic")))
    press(app, tr("menu.play"))
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)
    return app


def test_pause_is_an_overlay_over_the_frozen_table(paused: App) -> None:
    table = paused.stack.scenes[0]
    assert isinstance(table, TableScene)
    assert paused.stack.visible() == [table, paused.stack.top]
    assert button_texts(paused) == [tr(k) for k in (
        "pause.continue", "pause.rules", "pause.settings",
        "pause.give_up", "pause.menu", "pause.quit")]
    press(paused, tr("pause.continue"))
    assert paused.stack.scenes == [table]
    key(paused, pygame.K_ESCAPE)
    assert isinstance(paused.stack.top, PauseScene)
    key(paused, pygame.K_ESCAPE)
    assert paused.stack.scenes == [table]


def test_pause_rules_show_the_variant_in_play(paused: App) -> None:
    press(paused, tr("pause.rules"))
    book = paused.stack.top
    assert isinstance(book, RulesScene) and book.rules.name == "classic"
    press(paused, tr("common.back"))
    assert isinstance(paused.stack.top, PauseScene)


def test_pause_main_menu_and_quit(paused: App) -> None:
    press(paused, tr("pause.menu"))
    assert [type(s) for s in paused.stack.scenes] == [MenuScene]
    press(paused, tr("menu.quit"))
    assert not paused.running


# -- the rule book and the about page -------------------------------------------


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_the_rule_book_covers_every_preset(preset: str, lang: str) -> None:
    set_language(lang)
    try:
        rules = find_preset(preset)
        sections = book_sections(rules)
        text = " ".join(p for _, ps in sections for p in ps)
        assert len(sections) >= 8 and all(ps for _, ps in sections)
        assert "{" not in text and "}" not in text
        if rules.is_goat:
            assert str(rules.goat_at) in text
        else:
            assert all(str(rules.target_for(n)) in text for n in rules.players_allowed)
        if rules.open_at:
            assert str(rules.open_at) in text
        assert (tr("book.h.clock") in [h for h, _ in sections]) == rules.move_clock
        assert variant_name(rules) == tr(f"book.preset.{preset}")
        from kozel_gui.book import Para
        from kozel_gui.book_examples import EXAMPLES

        heads = [p for p in book_page(rules) if isinstance(p, Para) and p.kind == "head"]
        assert len(heads) == len(sections) + (preset in EXAMPLES)  # and «Примеры»
    finally:
        set_language("ru")


def test_the_rule_book_follows_the_fields() -> None:
    kozel = find_preset("kozel")
    changed = dataclasses.replace(kozel, open_at=25, draw=Draw.ONE, fish=Fish.MAX_TAKES_ALL)
    assert variant_name(changed) == tr("book.changed", name=tr("book.preset.kozel"))
    before = " ".join(p for _, ps in book_sections(kozel) for p in ps)
    after = " ".join(p for _, ps in book_sections(changed) for p in ps)
    assert ntr("book.open", 13) in before and ntr("book.open", 25) in after
    assert tr("book.draw_until") in before and tr("book.draw_one") in after
    assert tr("book.fish_each") in before and tr("book.fish_max") in after
    custom = dataclasses.replace(kozel, name="Наш двор")
    assert variant_name(custom) == "Наш двор"


def test_every_rule_book_sentence_is_reachable() -> None:
    kozel, pairs = find_preset("kozel"), find_preset("kozel_2x2")
    variants = [*PRESETS.values(),
                dataclasses.replace(kozel, draw=Draw.ONE, no_double_lead=NoDoubleLead.LOWEST,
                                    open_at=0, zero_and_six_alone=75, fish=Fish.MAX_TAKES_ALL,
                                    lead_must_be_double=True),
                dataclasses.replace(pairs, fish_full=False),
                dataclasses.replace(find_preset("classic"), fish=Fish.LOWEST_WINS_DIFFERENCE),
                dataclasses.replace(find_preset("muggins"), teams=True),
                dataclasses.replace(kozel, draw=Draw.NONE),  # no drawing, yet a bazaar
                *(dataclasses.replace(pairs, first_lead=lead)  # every tile dealt at every table
                  for lead in (FirstLead.HIGHEST_DOUBLE, FirstLead.LOWEST_DOUBLE_ZERO_FIRST))]
    composite = {"book.changed", "book.title", "book.or"}  # parts of other strings
    keys = [k for (_, k), forms in texts("ru").items()
            if k.startswith("book.") and k not in composite and "{" not in forms[0]]
    for lang in LANGUAGES:
        set_language(lang)
        used: set[str] = set()
        for rules in variants:
            used.update(p for _, ps in book_sections(rules) for p in ps)
            used.update(h for h, _ in book_sections(rules))
            used.add(variant_name(rules))
        for k in keys:
            assert tr(k) in used, (lang, k)
    set_language("ru")


def test_about_names_every_licence() -> None:
    text = plain(about_page())
    for needle in ("PT Sans", "LGPL", "pygame-gui", "CC0", "Twemoji", "Fluent", "Noto", "MIT"):
        assert needle in text


# -- nothing clipped, nothing tiny -----------------------------------------------


def _assert_fits(app: App) -> None:
    area = pygame.Rect((0, 0), app.size)
    shown = buttons(app)
    assert shown
    for b in shown:
        assert area.contains(b.rect), (b.text, b.rect)
        if b.text and len(b.text) > 1:  # scroll-bar arrows are single glyphs
            assert b.font.size(b.text)[0] + 16 <= b.rect.width, (b.text, b.rect)
            assert b.font.get_point_size() >= 16 or b.rect.height >= 40


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_nothing_is_clipped(app: App, size: tuple[int, int], lang: str) -> None:
    press(app, language_name(lang))
    resize(app, size)
    _assert_fits(app)
    for label in ("menu.rules", "menu.about"):
        press(app, tr(label))
        _assert_fits(app)
        page = app.stack.top
        assert isinstance(page, BookScene)
        assert page.page.width >= min(900, 0.85 * size[0]) and page.page.height >= 0.6 * size[1]
        assert pygame.Rect((0, 0), size).contains(page.page)
        press(app, tr("common.back"))
    press(app, tr("menu.play"))
    key(app, pygame.K_ESCAPE)
    _assert_fits(app)


def test_rule_book_keys_scroll(app: App) -> None:
    press(app, tr("menu.rules"))
    book = app.stack.top
    assert isinstance(book, BookScene) and book.most > 0 and book.offset == 0
    key(app, pygame.K_PAGEDOWN)
    assert book.offset > 0
    key(app, pygame.K_END)
    assert book.offset == book.most
    key(app, pygame.K_PAGEUP)
    assert 0 < book.offset < book.most
    key(app, pygame.K_HOME)
    assert book.offset == 0
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)


def test_a_resize_while_paused_lays_out_the_table_below_too(paused: App) -> None:
    table: Any = paused.stack.scenes[0]
    resize(paused, (1024, 600))
    assert table.view().size == (1024, 600)
    assert isinstance(paused.stack.top, PauseScene) and button_texts(paused)
    press(paused, tr("pause.continue"))
    assert paused.stack.scenes == [table] and table.view().size == (1024, 600)


# -- a new match over a saved one ------------------------------------------------


def test_play_over_a_saved_match_asks_and_cancel_keeps_it(app: App) -> None:
    moves, _ = _leave_a_saved_match(app)
    press(app, tr("menu.play"))
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmScene) and dialog.question == "Начать «Козёл»? Сохранённая партия «Козёл» пропадёт."
    press(app, tr("common.cancel"))
    assert isinstance(app.stack.top, MenuScene)
    press(app, tr("menu.continue"))
    resumed: Any = app.stack.top
    assert len(resumed.match.round.history()) == moves


def test_play_over_a_saved_match_starts_anew_once_confirmed(app: App) -> None:
    _leave_a_saved_match(app)
    press(app, tr("menu.play"))
    press(app, tr("menu.new_match"))
    table = app.stack.top
    assert isinstance(table, TableScene) and len(app.stack.scenes) == 1
    assert table.match.number == 1 and len(table.match.round.history()) <= 1


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("lang", ["ru", "en", "uk"])
def test_the_title_subtitle_and_tutorial_offer_never_touch(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int], lang: str) -> None:
    app = make_app(tmp_path, "--speed", "0")  # a new profile: the tutorial is offered
    press(app, language_name(lang))
    resize(app, size)
    menu = app.stack.top
    assert isinstance(menu, MenuScene) and menu.new_to_the_game
    drawn: dict[str, pygame.Rect] = {}
    real_text, real_title = menu_module.draw_text, menu_module.draw_title

    def text(surface: pygame.Surface, s: str, *args: object, **kw: object) -> pygame.Rect:
        drawn[s] = real_text(surface, s, *args, **kw)  # type: ignore[arg-type]
        return drawn[s]

    def title(surface: pygame.Surface, s: str, *args: object, **kw: object) -> pygame.Rect:
        drawn[s] = real_title(surface, s, *args, **kw)  # type: ignore[arg-type]
        return drawn[s]

    monkeypatch.setattr(menu_module, "draw_text", text)
    monkeypatch.setattr(menu_module, "draw_title", title)
    try:
        run_frames(app, 1)
        heading = [drawn[tr("app.title")], drawn[tr("menu.subtitle")],
                   drawn[tr("tutorial.offer")]]
        first = min(b.rect.y for b in buttons(app) if b.rect.y > 80)
        for upper, lower in itertools.pairwise(heading):
            assert upper.bottom <= lower.top, (upper, lower)
        assert heading[-1].bottom < first
    finally:
        app.close()
        set_language("ru")  # the language is the process's: later tests read Russian


@pytest.mark.parametrize("lang", ["ru", "en", "uk"])
def test_every_row_fits_a_low_window_with_both_ways_back(tmp_path: Path, lang: str) -> None:
    """P39b: a saved match and a kept network seat each had a row, and at 1024×600 the last
    row («Об игре / Выход») ran off the window over the version line; they share a row."""
    from kozel_gui.net_seats import keep, seat_key

    app = make_app(tmp_path, "--speed", "0")
    try:
        press(app, language_name(lang))
        _leave_a_saved_match(app)
        keep(app, seat_key("192.0.2.7:8765", "ABC123"), "token")
        resize(app, (1024, 600))
        app.stack.top.resize(app.size)  # type: ignore[union-attr]
        run_frames(app, 2)
        shown = {b.text: b.rect for b in buttons(app)}
        assert tr("menu.continue") in shown and tr("menu.back_to_table") in shown
        assert shown[tr("menu.continue")].y == shown[tr("menu.back_to_table")].y
        from kozel_gui.assets import font
        from kozel_gui.widgets import FACES, LABEL_PAD

        smallest = font(FACES[-1][0], True)  # the row's words fit at its face, whole
        for text in (tr("menu.continue"), tr("menu.back_to_table")):
            assert smallest.size(text)[0] + 2 * LABEL_PAD <= shown[text].w, text
        window = pygame.Rect(0, 0, *app.size)
        for text, rect in shown.items():
            assert window.contains(rect), (text, rect)
        main = sorted((r for r in shown.values() if r.y > 80), key=lambda r: r.y)
        for upper, lower in itertools.pairwise(main):
            assert upper.y == lower.y or upper.bottom <= lower.top, (upper, lower)
    finally:
        app.close()
        set_language("ru")


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_a_restart_with_a_seat_kept_focuses_the_way_back_to_the_table(tmp_path: Path,
                                                                      lang: str) -> None:
    """Issue 13/19.3: after a crash with a network table to return to, the focus sat on
    «Научиться играть»; the way back to the table is the likely step, so Enter takes it."""
    from kozel_gui.net_seats import keep, seat_key

    app = make_app(tmp_path, "--speed", "0")  # new to the game: the tutorial is offered
    try:
        press(app, language_name(lang))
        keep(app, seat_key("192.0.2.7:8765", "ABC123"), "token")
    finally:
        app.close()
    app = make_app(tmp_path, "--speed", "0")  # the restart
    try:
        run_frames(app, 3)
        menu = app.stack.top
        assert isinstance(menu, MenuScene) and menu.new_to_the_game
        assert tr("menu.back_to_table") in button_texts(app)
        current = menu.focus.current()
        assert current is not None and current.key == "#menu_back_to_table"
    finally:
        app.close()
        set_language("ru")
