"""Issue 19, the score pad of a courtyard 2×2 (playtest N), through the real App loop: the
partner of the player who went out had to be given tiles that are never scored, Esc threw
a round's marked tiles away unasked, Kozel in pairs was exported as «изменённые правила»,
the replay put a plural verb under one name, and «Кости игрока Дед» / «Дед + Зина — козёл»
were said of names that cannot be declined."""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from harness import Harness, harness_for
from test_scorepad_scene import NAMES, open_pad, page_of, press, saved_pad, type_into

from kozel_gui.i18n import set_language, tr
from kozel_gui.profiles import Profiles
from kozel_gui.scenes.confirm import ConfirmScene
from kozel_gui.scenes.games import Seating
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.pad_replay import PadReplayScene
from kozel_gui.scorepad.entry_page import EntryPage
from kozel_gui.scorepad.export import protocol_text, sheet_result
from kozel_gui.scorepad.list_page import pad_line
from kozel_gui.scorepad.model import Pad, RoundFacts
from kozel_gui.scorepad.setup_page import SetupPage
from kozel_gui.scorepad.sheet_page import SheetPage
from kozel_gui.scorepad.sheet_view import rules_in_force
from kozel_gui.scorepad.store import record_in_history
from kozel_gui.storage import DataDir
from rules import find_preset

# Аня and Вера (seats 0 and 2) play against Боря and Гена (1 and 3).


@pytest.fixture
def h(tmp_path: Path) -> Iterator[Harness]:
    with harness_for(tmp_path, "--lang", "ru") as made:
        yield made


@pytest.fixture
def lang() -> Iterator[None]:
    yield
    set_language("ru")


def _entry(h: Harness, preset: str = "kozel_2x2") -> EntryPage:
    pad = saved_pad(h.app.data.root, [], preset=preset)
    scene = open_pad(h)  # a pad with no round is no game yet: not in a list
    scene.show_sheet(pad)
    press(h, "Записать кон")
    page = page_of(scene)
    assert isinstance(page, EntryPage)
    return page


def _chip(page: EntryPage, seat: int) -> Any:
    """The button above the tiles that picks whose tiles are tapped."""
    return next(i.element for i in page.items if i.key == f"chip:{seat}")  # type: ignore[attr-defined]


# -- 1: only the hands the rules count are asked for ---------------------------------------


def test_the_partner_of_who_went_out_is_not_asked_for_tiles(h: Harness) -> None:
    page = _entry(h)
    scene = page.scene
    press(h, NAMES[0])  # Аня went out: Вера's hand writes nothing
    page = page_of(scene)
    partner = _chip(page, 2)
    assert partner.text == "Вера" and not partner.is_enabled  # was «Вера · 0», to be tapped
    assert _chip(page, 0).text == "Аня · выход" and not _chip(page, 0).is_enabled
    assert page.hint() == "Отмечаем кости: Боря · не в счёт: Вера"
    for seat, tiles in ((1, ["5:6"]), (3, ["4:4", "1:2"])):
        press(h, f"{NAMES[seat]} ·", starts=True)
        for tile in tiles:
            h.click(page_of(scene).tile_boxes[tile].center)
    press(h, "Записать")
    assert isinstance(scene.page, SheetPage), page_of(scene).error  # was «… не отмечено …»
    assert scene.page.pad.sheet.score == (0, 22)


def test_after_a_fish_every_hand_is_asked_again(h: Harness) -> None:
    page = _entry(h)
    scene = page.scene
    press(h, "Рыба")
    press(h, NAMES[0])
    assert _chip(page_of(scene), 2).is_enabled  # the sums decide the fish
    for seat in (0, 1, 3):
        press(h, f"{NAMES[seat]} ·", starts=True)
        h.click(page_of(scene).tile_boxes[f"{seat}:{seat + 2}"].center)
    press(h, "Записать")
    assert page_of(scene).error == "Вера: не отмечено ни одной кости."


def test_typed_totals_ask_nothing_of_the_partner(h: Harness) -> None:
    page = _entry(h)
    scene = page.scene
    press(h, NAMES[1])  # Боря went out: Гена writes nothing
    press(h, "Сумма очков")
    page = page_of(scene)
    assert [f.is_enabled for f in page.fields] == [True, False, True, False]
    type_into(h, page.fields[0], "9")
    type_into(h, page.fields[2], "20")
    press(h, "Записать")
    assert isinstance(scene.page, SheetPage), page_of(scene).error
    assert scene.page.pad.sheet.score == (29, 0)


# -- 2: Esc asks before marked tiles are lost --------------------------------------------


def test_esc_with_tiles_marked_asks_and_stay_keeps_them(h: Harness) -> None:
    page = _entry(h, "kozel")
    scene = page.scene
    press(h, NAMES[0])
    press(h, f"{NAMES[1]} ·", starts=True)
    h.click(page_of(scene).tile_boxes["5:6"].center)
    h.key(pygame.K_ESCAPE)
    question = h.top
    assert isinstance(question, ConfirmScene), "Esc threw the marked tiles away unasked"
    assert question.question == "Уйти, не записав кон 1? Введённое не сохранится."
    assert [b.text for b in h.buttons()] == ["Уйти", "Остаться"]
    press(h, "Остаться")
    assert h.top is scene and isinstance(scene.page, EntryPage)
    assert scene.page.draft.owner == {"5:6": 1}
    h.key(pygame.K_ESCAPE)
    press(h, "Уйти")
    assert h.top is scene and isinstance(scene.page, SheetPage)
    assert not scene.page.pad.sheet.rows


def test_esc_with_nothing_marked_just_closes(h: Harness) -> None:
    page = _entry(h, "kozel")
    h.key(pygame.K_ESCAPE)
    assert h.top is page.scene and isinstance(page.scene.page, SheetPage)


def test_esc_in_a_correction_asks_only_once_something_changed(h: Harness) -> None:
    saved_pad(h.app.data.root)
    scene = open_pad(h)
    press(h, "20", starts=True)
    scene.show_entry(page_of(scene).pad, 0)
    h.frames(2)
    h.key(pygame.K_ESCAPE)
    assert isinstance(scene.page, SheetPage)  # opened and left unchanged
    scene.show_entry(page_of(scene).pad, 0)
    h.frames(2)
    press(h, "Рыба")
    h.key(pygame.K_ESCAPE)
    assert isinstance(h.top, ConfirmScene)
    assert h.top.question == ("Уйти, не сохранив исправления кона 1? "
                              "Кон останется таким, как был записан.")


# -- 3: Kozel in pairs is the game's Kozel in pairs, and named so ---------------------------


def test_kozel_with_teams_is_the_games_kozel_in_pairs_and_not_changed_rules(h: Harness) -> None:
    scene = open_pad(h)
    page = scene.page
    assert isinstance(page, SetupPage) and page.rules_base.name == "kozel"
    press(h, tr("scorepad.teams_off"))
    for entry, name in zip(page.entries, NAMES, strict=True):
        type_into(h, entry, name, clear=True)
    press(h, "Начать партию")
    pad = page_of(scene).pad
    assert pad.rules == Seating(4, True).rules(find_preset("kozel"))  # as the chooser starts it
    assert rules_in_force(pad) == ("Правила: Козёл на 101 · открытие с 13 · "
                                   "играют парами: да (1 и 3 против 2 и 4)")
    assert "изменённые" not in protocol_text(pad)
    changed = Pad.new(dataclasses.replace(find_preset("kozel"), goat_at=125), NAMES)
    assert "(изменённые правила)" in rules_in_force(changed)  # a rule really changed still says so


# -- 4: the replay's plates agree with who wrote ------------------------------------------


@pytest.mark.parametrize(("language", "pair", "nothing"), [
    ("ru", "пара: записано 29", "пара: ничего"),
    ("uk", "пара: записано 29", "пара: нічого"),
    ("en", "pair: scored 29", "pair: nothing"),
])
def test_a_pairs_plate_says_the_pair_wrote_never_a_plural_under_one_name(
        tmp_path: Path, language: str, pair: str, nothing: str) -> None:
    pad = Pad.new(find_preset("kozel_2x2"), NAMES, pad_id="p")
    pad.record(RoundFacts("out", 1, points=[20, 0, 9, 0]))
    pad.record(RoundFacts("out", 0, points=[0, 60, 0, 55]))  # the goat: the match is stored
    data = DataDir(tmp_path)
    assert Profiles().added("Дедушка").save(data)
    assert record_in_history(data, pad, print)
    with harness_for(tmp_path, "--lang", language) as h:
        h.app.reset_to(MenuScene(h.app))
        h.frames(3)
        h.press(tr("menu.history"))
        h.key(pygame.K_RETURN)
        replay = h.top
        assert isinstance(replay, PadReplayScene)
        replay.replay.round = 0
        assert [replay.fate(s) for s in range(4)] == [pair, tr("scorepad.cell_out"), pair,
                                                      nothing]


# -- 5: words that need no declension of a name --------------------------------------------


def test_whose_tiles_are_marked_is_said_with_the_name_as_it_is(h: Harness) -> None:
    scene = _entry(h, "kozel").scene
    assert page_of(scene).hint() == "Отмечаем кости: Аня"  # was «Кости игрока Аня»
    press(h, f"{NAMES[2]} ·", starts=True)
    assert page_of(scene).hint() == "Отмечаем кости: Вера"


@pytest.mark.parametrize(("language", "goat", "hint", "empty"), [
    ("ru", "Аня и Вера — козлы: 110 очков.", "Отмечаем кости: Дед",
     "Дед: не отмечено ни одной кости."),
    ("uk", "Аня і Вера — козли: 110 очок.", "Позначаємо кістки: Дед",
     "Дед: не позначено жодної кістки."),
    ("en", "Аня and Вера are the goats with 110 points.", "Tiles held by Дед",
     "No tiles are marked for Дед."),
])
def test_a_pair_of_goats_agrees_as_two(lang: None, language: str, goat: str, hint: str,
                                       empty: str) -> None:
    set_language(language)
    pad = Pad.new(find_preset("kozel_2x2"), NAMES)
    pad.record(RoundFacts("out", 1, points=[60, 0, 50, 0]))
    assert sheet_result(pad.sheet, pad.names) == goat
    assert tr("scorepad.tiles_of", name="Дед") == hint
    assert tr("scorepad.err_empty_hand", name="Дед") == empty
    one = Pad.new(find_preset("kozel"), NAMES[:2])
    one.record(RoundFacts("out", 1, points=[110, 0]))
    assert sheet_result(one.sheet, one.names) == {
        "ru": "Аня — козёл: 110 очков.", "uk": "Аня — козел: 110 очок.",
        "en": "Аня is the goat with 110 points."}[language]


@pytest.mark.parametrize(("language", "goats"), [
    ("ru", "козлы — Аня и Вера"), ("uk", "козли — Аня і Вера"), ("en", "goats: Аня and Вера")])
def test_the_pads_list_says_a_pair_of_goats_as_two(lang: None, language: str,
                                                   goats: str) -> None:
    set_language(language)
    pad = Pad.new(find_preset("kozel_2x2"), NAMES)
    pad.record(RoundFacts("out", 1, points=[60, 0, 50, 0]))
    assert pad_line(pad).endswith(" · " + goats)
