"""A finished score pad taken back and finished again: the history holds its current result, once."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from harness import Harness, harness_for
from test_scorepad_scene import NAMES, open_pad, page_of, press, start_pad, type_into

from kozel_gui.history import HISTORY_FILE, History
from kozel_gui.i18n import tr
from kozel_gui.scorepad.entry_page import EntryPage
from kozel_gui.scorepad.model import Pad, RoundFacts
from kozel_gui.scorepad.sheet_page import SheetPage
from kozel_gui.scorepad.store import PadStore
from kozel_gui.storage import DataDir
from rules import find_preset


@pytest.fixture
def h(tmp_path: Path) -> Iterator[Harness]:
    with harness_for(tmp_path, "--lang", "ru") as made:
        yield made


def enter_totals(h: Harness, points: list[int]) -> None:
    """One round on the sheet shown: «Аня» went out, the others held ``points``."""
    scene = h.top
    press(h, "Записать кон")
    press(h, NAMES[0])
    press(h, "Сумма очков")
    page = page_of(scene)  # type: ignore[arg-type]
    assert isinstance(page, EntryPage)
    for seat, value in enumerate(points[1:], start=1):
        type_into(h, page.fields[seat], str(value))
    press(h, "Записать")
    assert isinstance(page_of(scene), SheetPage), page.error  # type: ignore[arg-type]


def stored(h: Harness) -> list[tuple[tuple[int, ...], int | None]]:
    with History.open(h.app.data.path(HISTORY_FILE)) as history:
        return [(r.scores, r.goat) for r in history.list_matches()]


def saved_toasts(h: Harness) -> int:
    return sum(t == tr("scorepad.history_saved") for t in h.app.messages.history)


def test_undone_and_finished_again_the_history_holds_the_new_result(h: Harness) -> None:
    scene = start_pad(h)
    enter_totals(h, [0, 90, 140, 5])
    assert stored(h) == [((0, 90, 140, 0), 2)] and saved_toasts(h) == 1
    page_of(scene).banner = False
    press(h, tr("scorepad.undo"))
    press(h, tr("scorepad.undo_yes"))  # the question's own «Отменить»
    assert h.top is scene and not page_of(scene).pad.sheet.is_over  # the question went
    assert stored(h) == []  # running again: no result of it in the history
    enter_totals(h, [0, 130, 20, 5])
    assert stored(h) == [((0, 130, 20, 0), 1)] and saved_toasts(h) == 2
    pad = PadStore(h.app.data).load(page_of(scene).pad.id)
    assert pad is not None and pad.in_history


def test_correcting_a_round_of_a_finished_pad_rewrites_its_record(h: Harness) -> None:
    scene = start_pad(h)
    enter_totals(h, [0, 90, 140, 5])
    page_of(scene).banner = False
    scene.show_entry(page_of(scene).pad, 0)
    page = page_of(scene)
    type_into(h, page.fields[2], "30", clear=True)
    type_into(h, page.fields[1], "150", clear=True)
    press(h, "Записать")
    assert stored(h) == [((0, 150, 30, 0), 1)]
    press(h, tr("scorepad.back"))  # renaming or reopening writes nothing more
    assert stored(h) == [((0, 150, 30, 0), 1)] and saved_toasts(h) == 2


def test_an_older_versions_record_of_the_pad_is_replaced_not_doubled(tmp_path: Path) -> None:
    from kozel_gui.history import store_match
    from kozel_gui.options import MatchSetup, SeatSetup

    data = DataDir(tmp_path)
    pad = Pad.new(find_preset("kozel"), NAMES, pad_id="old")
    pad.record(RoundFacts("out", 0, points=[0, 90, 140, 5]))
    pad.in_history = True
    setup = {**MatchSetup(pad.rules, tuple(SeatSetup(n, human=True) for n in NAMES)).to_json(),
             "scorepad": True}  # as written before records carried the pad's id
    assert store_match(data, setup, {"sheet": pad.sheet.to_json()}, {}, print) is not None
    pad.undo()
    data.save(PadStore.file_name("old"), pad.to_json())  # an older version kept it empty
    with harness_for(tmp_path, "--lang", "ru") as h:
        scene = open_pad(h)
        scene.show_sheet(PadStore(h.app.data).load("old"))  # type: ignore[arg-type]
        enter_totals(h, [0, 130, 20, 5])
        assert stored(h) == [((0, 130, 20, 0), 1)]


def test_a_stale_record_an_older_version_left_is_put_right_when_the_pad_opens(
        tmp_path: Path) -> None:
    from kozel_gui.history import store_match
    from kozel_gui.options import MatchSetup, SeatSetup

    data = DataDir(tmp_path)
    pad = Pad.new(find_preset("kozel"), NAMES, pad_id="old")
    pad.record(RoundFacts("out", 0, points=[0, 90, 140, 5]))
    setup = {**MatchSetup(pad.rules, tuple(SeatSetup(n, human=True) for n in NAMES)).to_json(),
             "scorepad": True}  # the first result, stored without the pad's id
    assert store_match(data, setup, {"sheet": pad.sheet.to_json()}, {}, print) is not None
    pad.undo()  # taken back and finished again by that version: its flag still set
    pad.record(RoundFacts("out", 0, points=[0, 130, 20, 5]))
    pad.in_history = True
    assert PadStore(data).save(pad)
    with harness_for(tmp_path, "--lang", "ru") as h:
        open_pad(h)
        h.click(h.buttons()[0].rect.center)  # the pad's line opens its sheet
        assert isinstance(page_of(h.top), SheetPage)  # type: ignore[arg-type]
        assert stored(h) == [((0, 130, 20, 0), 1)] and saved_toasts(h) == 1
