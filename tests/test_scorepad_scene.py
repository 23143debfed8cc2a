"""The score pad screen in the real app, opened from the main menu, driven by clicks and keys."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from harness import Harness, harness_for

from kozel_gui.i18n import tr
from kozel_gui.profiles import Profiles
from kozel_gui.scenes.scorepad import ScorePadScene
from kozel_gui.scorepad.entry_page import EntryPage
from kozel_gui.scorepad.list_page import ListPage
from kozel_gui.scorepad.model import Pad, RoundFacts
from kozel_gui.scorepad.setup_page import SetupPage
from kozel_gui.scorepad.sheet_page import SheetPage
from kozel_gui.scorepad.store import PadStore
from kozel_gui.storage import DataDir
from rules import find_preset

NAMES = ["Аня", "Боря", "Вера", "Гена"]
# RULES.md §4: rounds 1-2 bring A +19, B nothing, C +7, D +4; round 3 is the worked example.
TILES = [(3, [["6:6"], ["0:0", "2:3"], ["1:2"], []]),
         (1, [["3:4"], [], ["0:4"], ["1:3"]]),
         (0, [[], ["1:2"], ["5:6", "0:2"], ["1:4"]])]
TOTALS = [(3, [12, 5, 3, 0]), (1, [7, 0, 4, 4]), (0, [0, 3, 13, 5])]


def saved_pad(data: Path, rounds: list[tuple[int, list[int]]] = TOTALS,
              preset: str = "kozel") -> Pad:
    """A pad with ``rounds`` already written, saved where the score pad finds it."""
    pad = Pad.new(find_preset(preset), NAMES, pad_id="p")
    for out, points in rounds:
        pad.record(RoundFacts("out", out, points=points))
    assert PadStore(DataDir(data)).save(pad)  # with no round, none is kept
    return pad


def open_pad(h: Harness) -> ScorePadScene:
    """The score pad from the main menu's button."""
    h.press(tr("menu.scorepad"))
    scene = h.top
    assert isinstance(scene, ScorePadScene)
    return scene


@pytest.fixture
def h(tmp_path: Path) -> Iterator[Harness]:
    with harness_for(tmp_path, "--lang", "ru") as made:
        yield made


def press(h: Harness, text: str, *, starts: bool = False) -> None:
    found = [b for b in h.buttons() if (b.text.startswith(text) if starts else b.text == text)]
    assert found, f"no button {text!r}: {[b.text for b in h.buttons()]}"
    h.click(found[0].rect.center)


def type_into(h: Harness, entry: Any, text: str, *, clear: bool = False) -> None:
    h.click(entry.rect.center)
    if clear:
        for _ in entry.get_text():
            h.key(pygame.K_BACKSPACE, frames=0)
            h.key(pygame.K_DELETE, frames=0)
    h.type(text)


def page_of(scene: ScorePadScene) -> Any:
    assert scene.page is not None
    return scene.page


def start_pad(h: Harness) -> ScorePadScene:
    scene = open_pad(h)
    assert isinstance(scene.page, SetupPage)  # no pads yet: straight to the set-up
    for entry, name in zip(scene.page.entries, NAMES, strict=True):
        type_into(h, entry, name, clear=True)
    press(h, "Начать партию")
    assert isinstance(scene.page, SheetPage), scene.page.error
    return scene


def test_worked_example_entered_by_tapping_tiles(h: Harness) -> None:
    scene = start_pad(h)
    for out, hands in TILES:
        press(h, "Записать кон")
        page = page_of(scene)
        assert isinstance(page, EntryPage)
        press(h, NAMES[out])
        for seat, hand in enumerate(hands):
            if seat == out:
                continue
            press(h, f"{NAMES[seat]} ·", starts=True)
            for tile in hand:
                h.click(page_of(scene).tile_boxes[tile].center)
        press(h, "Записать")
        assert isinstance(scene.page, SheetPage), getattr(page, "error", "")
    sheet = page_of(scene).pad.sheet
    assert (sheet.score, sheet.remembered) == ((0, 0, 20, 0), (0, 3, 0, 9))
    assert sheet.rows[0].sides[0].points == 12  # 6:6 alone
    saved = json.loads(next(h.app.data.path("scorepads").glob("*.json")).read_text("utf-8"))
    assert len(saved["sheet"]["entries"]) == 3


def test_worked_example_entered_as_typed_totals(h: Harness) -> None:
    scene = start_pad(h)
    for out, points in TOTALS:
        press(h, "Записать кон")
        press(h, NAMES[out])
        press(h, "Сумма очков")
        page = page_of(scene)
        assert isinstance(page, EntryPage)
        for seat, value in enumerate(points):
            if seat != out:
                type_into(h, page.fields[seat], str(value))
        h.key(pygame.K_RETURN)  # in the last field typed: the round is written
        assert isinstance(scene.page, SheetPage), page.error
    sheet = page_of(scene).pad.sheet
    assert (sheet.score, sheet.remembered) == ((0, 0, 20, 0), (0, 3, 0, 9))


def test_a_round_entered_by_keys_alone(h: Harness) -> None:
    scene = start_pad(h)
    assert h.focused_text() == "Записать кон"
    h.key(pygame.K_RETURN)
    page = page_of(scene)
    assert isinstance(page, EntryPage)
    assert h.focused_text() == "Выход"  # the form starts at its top
    h.key(pygame.K_DOWN)
    assert h.focused_text() == NAMES[0]  # the row of who went out
    for _ in range(3):
        h.key(pygame.K_RIGHT)
    h.key(pygame.K_RETURN)  # Гена went out
    assert page_of(scene).draft.by == 3 and h.focused_text() == NAMES[3]
    h.key(pygame.K_DOWN)
    assert h.focused_text() == tr("scorepad.by_points")
    h.key(pygame.K_LEFT)
    assert h.focused_text() == tr("scorepad.by_tiles")
    h.key(pygame.K_RIGHT)
    h.key(pygame.K_SPACE)
    fields = page_of(scene).fields
    while h.focused is None or not h.focused.takes_text:
        h.key(pygame.K_TAB)
    for value in ("12", "5", "3"):
        h.type(value)
        h.key(pygame.K_TAB)
    assert [f.get_text() for f in fields] == ["12", "5", "3", "0"]
    while h.focused_text() != "Записать":
        h.key(pygame.K_TAB)
    h.key(pygame.K_RETURN)
    assert isinstance(scene.page, SheetPage), page_of(scene).error
    assert scene.page.pad.sheet.rows[0].sides[0].points == 12


def test_a_tile_cannot_be_in_two_hands(h: Harness) -> None:
    scene = start_pad(h)
    press(h, "Записать кон")
    press(h, NAMES[0])
    press(h, f"{NAMES[1]} ·", starts=True)
    h.click(page_of(scene).tile_boxes["5:6"].center)
    press(h, f"{NAMES[2]} ·", starts=True)
    h.click(page_of(scene).tile_boxes["5:6"].center)
    assert "Боря: 5–6 уже в этой руке" in page_of(scene).error
    press(h, "Записать")
    assert "Вера" in page_of(scene).error  # Вера holds nothing yet


def test_tiles_are_tapped_with_the_arrows_and_enter(h: Harness) -> None:
    scene = start_pad(h)
    press(h, "Записать кон")
    press(h, NAMES[0])
    press(h, f"{NAMES[1]} ·", starts=True)
    while h.focused is None or not h.focused.key.startswith("tile:"):
        h.key(pygame.K_TAB)
    first = h.focused.key
    h.key(pygame.K_RETURN)
    assert page_of(scene).draft.owner.get(first.removeprefix("tile:")) == 1
    h.key(pygame.K_RIGHT)
    assert h.focused is not None and h.focused.key != first and h.focused.key.startswith("tile:")
    h.key(pygame.K_SPACE)
    assert page_of(scene).draft.owner.get(h.focused.key.removeprefix("tile:")) == 1


def test_clicking_an_early_round_corrects_it_and_the_rest_follows(h: Harness) -> None:
    saved_pad(h.app.data.root)
    scene = open_pad(h)
    assert isinstance(scene.page, ListPage)
    press(h, "20", starts=True)  # the pad's line starts with its date
    sheet = page_of(scene)
    assert isinstance(sheet, SheetPage)
    first = next(r for i, r in sheet.view.row_rects if i == 0)
    h.click(first.center)
    page = page_of(scene)
    assert isinstance(page, EntryPage) and page.index == 0
    type_into(h, page.fields[0], "13", clear=True)  # A now opens at once with 13
    press(h, "Записать")
    assert isinstance(scene.page, SheetPage)
    assert (scene.page.pad.sheet.score, scene.page.pad.sheet.remembered) == (
        (20, 0, 20, 0), (0, 3, 0, 9))


def test_enter_on_a_round_of_the_sheet_corrects_it(h: Harness) -> None:
    saved_pad(h.app.data.root)
    scene = open_pad(h)
    press(h, "20", starts=True)
    h.key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)  # the buttons come after the rounds
    while h.focused is None or h.focused.key != "round:1":
        h.key(pygame.K_UP)
    h.key(pygame.K_RETURN)
    page = page_of(scene)
    assert isinstance(page, EntryPage) and page.index == 1


def test_the_pad_survives_a_restart_and_undo_is_saved(tmp_path: Path) -> None:
    saved_pad(tmp_path)
    with harness_for(tmp_path) as h:
        scene = open_pad(h)
        press(h, "20", starts=True)
        press(h, "Отменить последний")
        press(h, "Отменить")  # asked first (issue 19)
        pad = page_of(scene).pad
        assert len(pad.sheet.rows) == 2
    with harness_for(tmp_path) as again:
        reopened = open_pad(again)
        assert isinstance(reopened.page, ListPage)
        press(again, "20", starts=True)
        assert isinstance(reopened.page, SheetPage)
        assert reopened.page.pad.sheet == pad.sheet and reopened.page.pad.names == tuple(NAMES)


def test_a_corrupt_save_is_set_aside_with_a_message(h: Harness) -> None:
    folder = h.app.data.root / "scorepads"
    folder.mkdir(parents=True)
    (folder / "broken.json").write_text("{ this is not json", encoding="utf-8")
    scene = open_pad(h)
    assert isinstance(scene.page, SetupPage), "no pad to list: straight to a new one"
    assert any("broken.json" in t and "corrupt" in t for t in h.app.messages.history)
    assert [p.name[:15] for p in folder.iterdir()] == ["broken.corrupt-"]


def test_export_writes_png_and_text_and_tells_where(h: Harness) -> None:
    saved_pad(h.app.data.root)
    open_pad(h)
    press(h, "20", starts=True)
    press(h, "Сохранить протокол")
    pngs = list((h.app.data.root / "exports").glob("*.png"))
    txts = list((h.app.data.root / "exports").glob("*.txt"))
    assert len(pngs) == 1 and len(txts) == 1
    assert str(pngs[0].parent) in h.app.messages.history[-1]  # the folder, said once
    text = txts[0].read_text("utf-8")
    assert "+19 / ×19 / 0" in text  # burned as it went out and "+7 / 13+7 / 20" in text


def test_the_goat_is_announced_and_kept_in_history(h: Harness) -> None:
    from kozel_gui.history import HISTORY_FILE, History

    scene = start_pad(h)
    press(h, "Записать кон")
    press(h, NAMES[0])
    press(h, "Сумма очков")
    page = page_of(scene)
    assert isinstance(page, EntryPage)
    for seat, value in ((1, "90"), (2, "140"), (3, "5")):
        type_into(h, page.fields[seat], value)
    press(h, "Записать")
    sheet_page = page_of(scene)
    assert isinstance(sheet_page, SheetPage) and sheet_page.banner
    assert sheet_page.pad.sheet.goat == 2 and sheet_page.pad.in_history
    with History.open(h.app.data.path(HISTORY_FILE)) as history:
        assert history.count() == 1
    h.key(pygame.K_SPACE)  # a key puts the banner away; then the focus is on the buttons
    assert not sheet_page.banner and h.focused_text() == tr("scorepad.export")


def test_the_deciding_round_is_taken_back_only_once_asked(h: Harness) -> None:
    from kozel_gui.scenes.confirm import ConfirmScene

    saved_pad(h.app.data.root, [(0, [0, 60, 50, 5]), (0, [0, 50, 10, 5])])
    scene = open_pad(h)
    press(h, "20", starts=True)
    page = page_of(scene)
    assert isinstance(page, SheetPage) and page.pad.sheet.is_over
    assert h.focused_text() == tr("scorepad.export")  # Enter at once loses nothing
    press(h, tr("scorepad.undo"))
    assert isinstance(h.app.stack.top, ConfirmScene) and len(page.pad.sheet.rows) == 2
    h.key(pygame.K_ESCAPE)
    assert len(page.pad.sheet.rows) == 2 and page.pad.sheet.is_over
    press(h, tr("scorepad.undo"))
    press(h, tr("scorepad.undo_yes"))  # the question's own «Отменить»
    page = page_of(scene)
    assert len(page.pad.sheet.rows) == 1 and not page.pad.sheet.is_over
    assert len(PadStore(h.app.data).load("p").sheet.rows) == 1  # type: ignore[union-attr]


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_every_page_fits_the_window(tmp_path: Path, size: tuple[int, int]) -> None:
    pad = saved_pad(tmp_path, [(0, [0, 20, 3, 9])], preset="kozel_2x2")
    with harness_for(tmp_path) as h:
        h.resize(size)
        scene = open_pad(h)
        pages = [scene.show_setup, lambda: scene.show_sheet(pad), lambda: scene.show_entry(pad),
                 scene.show_list]
        window = pygame.Rect((0, 0), size)
        for show in pages:
            show()
            h.frames(3)
            rects = [e.rect for e in page_of(scene).elements]
            assert all(window.contains(r) for r in rects)
            assert not any(a.colliderect(b) for n, a in enumerate(rects) for b in rects[n + 1:])


# -- names kept, pads named and deleted, a finished pad opened again, the export ------------


def test_a_new_pad_starts_with_the_last_players_of_its_rules(h: Harness) -> None:
    scene = open_pad(h)
    page = page_of(scene)
    assert isinstance(page, SetupPage)
    # The keeper's name first (issue 19), then placeholders, not text.
    assert [e.get_text() for e in page.entries] == ["Тестер", "", "", ""]
    assert page.entries[1].placeholder_text == "Игрок 2"
    for entry, name in zip(page.entries[:3], NAMES, strict=False):
        type_into(h, entry, name, clear=True)
    press(h, "Начать партию")  # the fourth box left empty: that seat is «Игрок 4»
    pad = page_of(scene).pad
    assert pad.names == ("Аня", "Боря", "Вера", "Игрок 4")
    press(h, tr("scorepad.back"))
    press(h, tr("scorepad.new"))
    again = page_of(scene)
    assert [e.get_text() for e in again.entries] == ["Аня", "Боря", "Вера", ""]  # kept blank
    assert again.entries[3].placeholder_text == "Игрок 4"
    while again.rules_base.name != "classic":
        again.pick(1)
        again = page_of(scene)
    assert [e.get_text() for e in again.entries][:3] == ["Аня", "Боря", "Вера"]  # typed stay
    store = PadStore(h.app.data)
    assert store.last_table("kozel") is not None and store.last_table("classic") is None


def test_a_pad_is_deleted_only_once_the_player_says_yes(h: Harness) -> None:
    saved_pad(h.app.data.root)
    path = h.app.data.path(PadStore.file_name("p"))
    scene = open_pad(h)  # the pad kept by nobody becomes the profile's as the list opens
    kept = path.read_bytes()
    assert isinstance(page_of(scene), ListPage)
    press(h, tr("scorepad.delete"))
    assert type(h.top).__name__ == "ConfirmScene"
    press(h, tr("common.cancel"))
    assert h.top is scene and path.read_bytes() == kept
    press(h, tr("scorepad.delete"))
    press(h, tr("scorepad.delete"))  # the question's own «Удалить»
    assert h.top is scene and not path.exists()
    assert isinstance(page_of(scene), ListPage) and not page_of(scene).pads


def test_a_pad_gets_a_name_shown_in_the_list(h: Harness) -> None:
    saved_pad(h.app.data.root)
    scene = open_pad(h)
    press(h, tr("scorepad.rename"))
    page = page_of(scene)
    assert page.box.get_text() == "" and page.box.placeholder_text  # the date, grey
    type_into(h, page.box, "Дача, август")
    h.key(pygame.K_RETURN)
    assert isinstance(page_of(scene), ListPage)
    assert any(b.text.startswith("Дача, август") for b in h.buttons())
    assert PadStore(h.app.data).load("p").title == "Дача, август"  # type: ignore[union-attr]


def test_a_finished_pad_opens_on_its_sheet_with_the_result_under_it(h: Harness) -> None:
    pad = saved_pad(h.app.data.root, [(0, [0, 60, 50, 5]), (0, [0, 50, 10, 5])])
    assert pad.sheet.is_over
    scene = open_pad(h)
    press(h, "20", starts=True)
    page = page_of(scene)
    assert isinstance(page, SheetPage) and not page.banner  # nothing over the sheet
    assert page.focusables()  # the rounds and the buttons answer at once


def test_the_export_has_the_date_the_rules_and_a_whole_frame(h: Harness) -> None:
    from kozel_gui.scorepad.export import protocol_text
    from kozel_gui.scorepad.paint import COLOURS
    from kozel_gui.scorepad.sheet_view import render_protocol

    pad = saved_pad(h.app.data.root)
    pad.renamed("Дача")
    text = protocol_text(pad)
    assert "Дача" in text and pad.created in text and "Козёл на 101 · открытие с 13" in text
    assert tr("scorepad.export_rules") in text and "Правило 13" in text  # the rules in full
    image = render_protocol(pad)
    w, hgt = image.get_size()
    table = pygame.Color(COLOURS["table"])
    assert all(image.get_at((x, hgt - 3)) == table for x in range(0, w, 7))  # margin all round
    edge = pygame.Color(COLOURS["paper_edge"])
    column = [image.get_at((w // 2, y)) for y in range(hgt)]
    bottom = max(y for y, c in enumerate(column) if c == edge)
    assert hgt - 40 < bottom < hgt - 3  # the frame's bottom line is drawn, inside the picture


def test_the_empty_sheet_message_has_no_line_through_it(h: Harness) -> None:
    from kozel_gui.scorepad.paint import COLOURS

    pad = Pad.new(find_preset("kozel"), NAMES[:3], pad_id="e")
    scene = open_pad(h)
    scene.show_sheet(pad)
    h.frames(2)
    page = page_of(scene)
    rule = pygame.Color(COLOURS["rule"])
    screen = h.app.screen
    rect = page.sheet_rect
    middle = rect.centery
    line_x = [x for x in range(rect.left, rect.right) if screen.get_at((x, rect.bottom - 20)) == rule]
    assert line_x, "the columns' lines are drawn below the message"
    assert all(screen.get_at((x, middle)) != rule for x in line_x)


def test_a_finished_pad_is_one_record_every_profile_sees_but_no_rating(
        tmp_path: Path) -> None:
    from kozel_gui.history import HISTORY_FILE, History

    data = DataDir(tmp_path)
    # The scorekeeper (current) sits out; «Вера» plays and has a profile, typed in capitals.
    assert Profiles().added("вера").added("Дедушка").save(data)
    with harness_for(tmp_path, "--lang", "ru") as h:
        scene = open_pad(h)
        assert isinstance(scene.page, SetupPage)
        for entry, name in zip(scene.page.entries, ["Аня", "Боря", "ВЕРА", "Гена"], strict=True):
            type_into(h, entry, name, clear=True)
        press(h, "Начать партию")
        press(h, "Записать кон")
        press(h, "Аня")
        press(h, "Сумма очков")
        page = page_of(scene)
        for seat, value in ((1, "90"), (2, "140"), (3, "5")):
            type_into(h, page.fields[seat], value)
        press(h, "Записать")
        assert page_of(scene).pad.sheet.goat == 2
    with History.open(data.path(HISTORY_FILE)) as history:
        assert history.count() == 1  # the device's: one row, under no profile
        for profile in ("Дедушка", "вера", "Кто-то ещё"):
            rows = history.list_matches(profile=profile, pads=True)
            assert [(r.profile, r.scores, r.goat, r.scorepad) for r in rows] == [
                (None, (0, 90, 140, 0), 2, True)]
            assert history.count(profile) == 0  # not a match the profile played
        # Typed by hand, not played here: in the history, never in statistics or rating.
        assert history.facts("Дедушка") == [] and history.facts("вера") == []


def _brightest(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """The largest r+g+b of the pixels in ``rect`` (the text's colour, on a dark box)."""
    return max(sum(surface.get_at((x, y))[:3]) for x in range(rect.left, rect.right, 2)
               for y in range(rect.top, rect.bottom, 2))


def test_placeholders_look_like_placeholders_until_a_name_is_typed(h: Harness) -> None:
    from kozel_gui.text_entry import PLACEHOLDER

    scene = open_pad(h)
    page = page_of(scene)
    assert isinstance(page, SetupPage)
    entry = page.entries[1]
    assert entry.get_text() == "" and entry.placeholder_text  # «Игрок 2», not typed text
    inside = entry.rect.inflate(-16, -14)
    h.frames(2)
    hint = _brightest(h.app.screen, inside)
    assert hint <= sum(pygame.Color(PLACEHOLDER)[:3]) + 12
    type_into(h, entry, "Боря")
    h.click(page.entries[2].rect.center)  # typing moves on: her name is real text now
    assert _brightest(h.app.screen, inside) >= hint + 150


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_a_problem_is_written_clear_of_the_panel_and_the_buttons(tmp_path: Path,
                                                                 size: tuple[int, int]) -> None:
    with harness_for(tmp_path, "--lang", "ru") as h:
        h.resize(size)
        scene = start_pad(h)
        press(h, "Записать кон")
        press(h, "Записать")  # nobody marked as out: a problem to say
        page = page_of(scene)
        assert isinstance(page, EntryPage) and page.error
        h.frames(1)
        box = page.error_rect
        assert box is not None and h.app.screen.get_rect().contains(box)
        frame = page.frames()[0]
        assert not box.colliderect(frame), (box, frame)
        assert box.collidelist([b.rect for b in h.buttons()]) < 0


@pytest.mark.parametrize("lang", ["ru", "uk"])
def test_the_text_export_says_kon_as_the_game_does(tmp_path: Path, lang: str) -> None:
    from kozel_gui.i18n import set_language
    from kozel_gui.scorepad.export import protocol_text
    from rules import PRESETS

    set_language(lang)
    try:
        for name, rules in PRESETS.items():
            if rules.scoring == "wins":
                continue  # the kids' games are not kept on a pad
            try:
                pad = Pad.new(rules, NAMES, pad_id=name)
            except ValueError:
                continue  # a game the pad does not keep
            words = protocol_text(pad).casefold()
            assert "раунд" not in words and "кон" in words, name
    finally:
        set_language("ru")


def test_a_new_round_is_counted_as_the_last_one_was(h: Harness) -> None:
    """A grandfather who writes totals keeps writing totals: the form does not go back to
    tiles each round (and a pad kept by tiles stays by tiles)."""
    saved_pad(h.app.data.root)  # three rounds typed as totals
    scene = open_pad(h)
    press(h, "20", starts=True)
    press(h, "Записать кон")
    page = page_of(scene)
    assert isinstance(page, EntryPage) and page.index is None
    assert not page.draft.by_tiles
    assert h.button(tr("scorepad.by_points")) is not None


def test_the_name_clash_goes_once_the_names_differ(h: Harness) -> None:
    """b04: «Имя «Ма» встречается дважды» stayed up after the names were made different."""
    scene = open_pad(h)
    page = page_of(scene)
    assert isinstance(page, SetupPage)
    for entry, name in zip(page.entries, ["Дед", "Ма", "Ма", "Коля"], strict=True):
        type_into(h, entry, name, clear=True)
    press(h, "Начать партию")
    assert page_of(scene) is page and page.error == tr("scorepad.err_name_twice", name="Ма")
    type_into(h, page.entries[1], "ша")  # «Маша» and «Ма»: no clash
    assert page.error == ""
    h.frames(1)
    assert page.error_rect is None  # nothing drawn either
    type_into(h, page.entries[2], "ша")  # «Маша» twice: said by «Начать партию», not mid-word
    assert page.error == ""
    press(h, "Начать партию")
    assert page_of(scene) is page and page.error == tr("scorepad.err_name_twice", name="Маша")
    type_into(h, page.entries[2], "Ми", clear=True)  # «Маша», «Ми»: gone with the first key
    assert page.error == ""
    type_into(h, page.entries[2], "ша")
    press(h, "Начать партию")
    assert isinstance(scene.page, SheetPage)
    assert scene.page.pad.names == ("Дед", "Маша", "Миша", "Коля")
