"""What the courtyard score keeper's playtest (P36b) found on the score pad, through the real
App loop: the export's message stayed over the next page's «Сохранить» / «Отмена», an empty
sheet could be exported, the undo of a finished match read as if it were still recorded,
and the pad's replay showed an empty table unexplained, no goat at the end and held points
as if written."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from harness import Harness, harness_for
from rendered import rendered_strings
from test_scorepad_scene import NAMES, open_pad, page_of, press, saved_pad, start_pad

from kozel_gui.i18n import tr
from kozel_gui.profiles import Profiles
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.pad_replay import PadReplayScene
from kozel_gui.scorepad import paint
from kozel_gui.scorepad.entry_page import EntryPage
from kozel_gui.scorepad.list_page import RenamePage
from kozel_gui.scorepad.model import Pad, RoundFacts
from kozel_gui.scorepad.sheet_page import SheetPage
from kozel_gui.scorepad.store import record_in_history
from kozel_gui.storage import DataDir
from rules import find_preset

SIZES = [(1280, 720), (1024, 600)]


@pytest.fixture(params=SIZES, ids=["1280", "1024"])
def h(tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[Harness]:
    with harness_for(tmp_path, "--lang", "ru") as made:
        made.resize(request.param)
        yield made


def test_the_exports_message_goes_when_the_rounds_entry_opens(h: Harness) -> None:
    saved_pad(h.app.data.root)
    scene = open_pad(h)
    press(h, "20", starts=True)
    press(h, "Сохранить протокол")
    h.frames(1)
    said = h.app.messages.history[-1]
    assert said.startswith("Протокол сохранён в папку") and h.app.messages.box is not None
    press(h, "Записать кон")
    assert isinstance(scene.page, EntryPage)
    h.frames(2)  # well within the message's six seconds
    assert h.app.messages.visible(h.app.now) == [], "the sheet's message went with the sheet"
    assert h.app.messages.box is None
    for word in ("Записать", "Отмена"):
        assert h.button(word).visible, f"«{word}» is there to press"
    # The playtest's way: export, back to the list, «Назвать»: its «Сохранить» / «Отмена».
    h.key(pygame.K_ESCAPE)
    assert isinstance(scene.page, SheetPage)
    press(h, "Сохранить протокол")
    h.frames(1)
    assert h.app.messages.box is not None
    press(h, "Назад")
    press(h, "Назвать")
    assert isinstance(scene.page, RenamePage)
    h.frames(2)
    assert h.app.messages.visible(h.app.now) == [] and h.app.messages.box is None
    for word in ("Сохранить", "Отмена"):
        assert h.button(word).visible, f"«{word}» is there to press"


def test_an_empty_sheet_is_not_exported_and_says_why(h: Harness,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    scene = start_pad(h)
    folder = h.app.data.root / "exports"
    export = h.button("Сохранить протокол")
    assert not export.is_enabled, "no round written: nothing to keep"
    paint._TEXT.clear()
    with rendered_strings(monkeypatch) as seen:
        h.frames(1)
    assert "Протокол можно сохранить, когда записан хотя бы один кон." in seen
    h.click(export.rect.center)
    assert not folder.exists() or not list(folder.iterdir()), "nothing written"
    # One round written: the same button keeps the protocol.
    page = page_of(scene)
    assert isinstance(page, SheetPage)
    page.pad.record(RoundFacts("out", 0, points=[0, 20, 30, 5]))
    page.open(page.size)
    h.frames(1)
    assert h.button("Сохранить протокол").is_enabled
    press(h, "Сохранить протокол")
    assert sorted(p.suffix for p in folder.iterdir()) == [".png", ".txt"]


def test_undoing_a_finished_matchs_round_says_it_is_open_again(h: Harness) -> None:
    from kozel_gui.history import HISTORY_FILE, History

    saved_pad(h.app.data.root, [(0, [0, 60, 50, 5]), (0, [0, 50, 10, 5])])
    scene = open_pad(h)
    press(h, "20", starts=True)  # the finished pad is put in the history as it opens
    assert page_of(scene).pad.in_history
    assert h.app.messages.visible(h.app.now) == ["Партия записана в историю."]
    press(h, tr("scorepad.undo"))
    press(h, tr("scorepad.undo_yes"))  # the question's own «Отменить»
    h.frames(2)
    assert h.app.messages.visible(h.app.now) == [
        "Кон 2 отменён: партия снова идёт. Из истории она убрана, а запишется туда снова, "
        "когда закончится."], "only what happened now: no «записана в историю» left over"
    with History.open(h.app.data.path(HISTORY_FILE)) as history:
        assert history.count() == 0
    # A running match's round taken back (asked too, issue 19) says only that.
    press(h, tr("scorepad.undo"))
    press(h, tr("scorepad.undo_yes"))
    h.frames(2)
    assert h.app.messages.visible(h.app.now)[-1] == "Кон 1 отменён."


def test_the_undo_questions_answers_keep_clear_of_their_borders(h: Harness) -> None:
    """b21: «Отменить последний» touched its button's borders in the question."""
    from kozel_gui.assets import font
    from kozel_gui.scenes.confirm import ANSWER_PAD, ConfirmScene

    saved_pad(h.app.data.root, [(0, [0, 60, 50, 5]), (0, [0, 50, 10, 5])])
    open_pad(h)
    press(h, "20", starts=True)
    press(h, tr("scorepad.undo"))  # a finished match: asked first
    question = h.top
    assert isinstance(question, ConfirmScene)
    for text in (tr("scorepad.undo_yes"), tr("scorepad.keep")):
        button = h.button(text)
        words = font(26, True).size(text)[0]
        assert button.rect.w - words >= 2 * ANSWER_PAD, (text, button.rect.w, words)
        assert question.panel.contains(button.rect)
    screen = h.app.screen.get_rect()
    assert screen.contains(question.panel)
    yes, no = h.button(tr("scorepad.undo_yes")).rect, h.button(tr("scorepad.keep")).rect
    assert yes.right < no.left and yes.w == no.w


def _pad_in_history(tmp_path: Path) -> Pad:
    """Боря is the goat in round 2; Гена holds 10, then 1 more (his account never opens)."""
    pad = Pad.new(find_preset("kozel"), NAMES, pad_id="p")
    for out, points in [(0, [0, 60, 50, 10]), (2, [40, 50, 0, 1])]:
        pad.record(RoundFacts("out", out, points=points))
    assert pad.sheet.goat == 1
    data = DataDir(tmp_path)
    assert Profiles().added("Дедушка").save(data)
    assert record_in_history(data, pad, print)
    return pad


def test_the_pads_replay_says_held_points_the_goat_and_why_the_table_is_empty(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _pad_in_history(tmp_path)
    with harness_for(tmp_path, "--lang", "ru") as h:
        h.app.reset_to(MenuScene(h.app))
        h.frames(3)
        h.press(tr("menu.history"))
        h.key(pygame.K_RETURN)
        replay = h.top
        assert isinstance(replay, PadReplayScene)
        note = "В блокноте записывают только очки, а не ходы: поэтому на столе ничего не выложено."
        with rendered_strings(monkeypatch) as seen:
            h.frames(1)
        assert [replay.fate(s) for s in range(4)] == [
            "выход", "записано 60", "записано 50", "запомнено +10"]
        assert {"выход", "записано 60", "запомнено +10", note} <= set(seen)
        assert "10 очков" not in seen and replay.result() == ""
        h.key(pygame.K_RETURN)  # «Кон »»: the last round
        with rendered_strings(monkeypatch) as seen:
            h.frames(1)
        # §4: held points add up; the plate says the round's and the sum the sheet shows.
        assert [replay.fate(s) for s in range(4)] == [
            "записано 40", "записано 50", "выход", "запомнено +1, всего +11"]
        assert replay.result() == "Боря — козёл: 110 очков."
        assert {"Боря — козёл: 110 очков.", "запомнено +1, всего +11", note} <= set(seen)
        for plate, words in replay.plate_words:  # the longer words widen their plate
            assert plate.w >= words + 16 and h.app.screen.get_rect().contains(plate)


def test_the_pads_replay_and_its_sheet_write_a_seat_that_went_out_alike(
        tmp_path: Path) -> None:
    """b27: the seat that went out stood at «0» in the replay's sheet, «—» in the pad's."""
    from kozel_gui.scorepad import cells
    from kozel_gui.table.theme import recording

    pad = _pad_in_history(tmp_path)
    row = pad.sheet.rows[0]
    assert [cells.after(pad.rules, row, s) for s in range(4)] == [
        [("0", "muted")], [("60", "open")], [("50", "open")], [("+10", "remembered")]]
    with harness_for(tmp_path, "--lang", "ru") as h:
        h.app.reset_to(MenuScene(h.app))
        h.frames(3)
        h.press(tr("menu.history"))
        h.key(pygame.K_RETURN)
        assert isinstance(h.top, PadReplayScene)
        with recording() as ink:
            h.frames(1)
        totals = {i.role: i.text for i in ink if i.role.startswith(f"sheet.total:{row.index}:")}
        assert [totals[f"sheet.total:{row.index}:{s}"] for s in range(4)] == [
            "0", "60", "50", "+10"]


def test_a_tied_fish_in_the_pads_replay_goes_to_the_eggs(tmp_path: Path) -> None:
    pad = Pad.new(find_preset("kozel_2x2"), NAMES, pad_id="p")
    row = pad.record(RoundFacts("fish", 0, points=[5, 8, 7, 4]))  # 12 : 12, a tie
    assert row.draw and row.carry_after == 24
    data = DataDir(tmp_path)
    assert Profiles().added("Дедушка").save(data)
    assert record_in_history(data, pad, print)
    with harness_for(tmp_path, "--lang", "ru") as h:
        h.app.reset_to(MenuScene(h.app))
        h.frames(3)
        h.press(tr("menu.history"))
        h.key(pygame.K_RETURN)
        replay = h.top
        assert isinstance(replay, PadReplayScene)
        assert [replay.fate(s) for s in range(4)] == ["пара: в яйца +12"] * 4  # the pair's 12
        assert replay.result() == ""  # the match goes on


def test_the_undo_questions_second_answer_is_not_a_second_undo(h: Harness) -> None:
    """P39b: «Скасувати кон 1?» — «Скасувати останній» / «Скасувати»: the second read as a yes.
    It says to keep the round, and keeps it."""
    from kozel_gui.scenes.confirm import ConfirmScene

    saved_pad(h.app.data.root, [(0, [0, 60, 50, 5]), (0, [0, 50, 10, 5])])
    open_pad(h)
    press(h, "20", starts=True)
    press(h, tr("scorepad.undo"))
    question = h.top
    assert isinstance(question, ConfirmScene)
    assert tr("scorepad.keep") == "Оставить" and tr("common.cancel") not in [
        b.text for b in h.buttons()]
    press(h, tr("scorepad.keep"))
    assert not isinstance(h.top, ConfirmScene)
