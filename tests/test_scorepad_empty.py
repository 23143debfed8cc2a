"""PT-Q: a pad opened and left without a single round showed in the pads list as a game,
and had to be deleted by hand.  A pad with no round written is no game and is not kept: it
lives on its sheet until its first round (its players remembered for the next pad), and it
goes again when every round is taken back.  Driven through the real app."""

from __future__ import annotations

from pathlib import Path

from harness import harness_for
from test_scorepad_history_again import enter_totals
from test_scorepad_scene import NAMES, open_pad, page_of, press, saved_pad, start_pad, type_into

from kozel_gui.i18n import tr
from kozel_gui.scenes.confirm import ConfirmScene
from kozel_gui.scorepad.list_page import ListPage
from kozel_gui.scorepad.setup_page import SetupPage
from kozel_gui.scorepad.sheet_page import SheetPage
from kozel_gui.scorepad.store import PadStore


def test_a_pad_left_without_a_round_is_not_in_the_list(tmp_path: Path) -> None:
    with harness_for(tmp_path, "--lang", "ru") as h:
        scene = start_pad(h)
        pad = page_of(scene).pad
        press(h, tr("scorepad.back"))  # left at once: no game
        page = page_of(scene)
        assert not PadStore(h.app.data).all()
        assert not h.app.data.path(PadStore.file_name(pad.id)).exists()
        assert not isinstance(page, ListPage) or not page.pads
        h.app.pop()
        h.frames(2)
        again = open_pad(h)
        assert isinstance(again.page, SetupPage), "no pads: straight to a new one"
        texts = [e.get_text() for e in again.page.entries][:4]
        assert texts == NAMES, "the players typed are kept for the next pad all the same"


def test_its_first_round_keeps_it_and_taking_every_round_back_lets_it_go(
        tmp_path: Path) -> None:
    saved_pad(tmp_path, [(0, [0, 20, 15, 14])])  # another game, listed
    with harness_for(tmp_path, "--lang", "ru") as h:
        scene = open_pad(h)
        press(h, tr("scorepad.new"))
        setup = page_of(scene)
        assert isinstance(setup, SetupPage)
        for entry, name in zip(setup.entries, NAMES, strict=True):
            type_into(h, entry, name, clear=True)
        press(h, "Начать партию")
        pad = page_of(scene).pad
        assert [p.id for p in PadStore(h.app.data).all()] == ["p"], "not kept before a round"
        enter_totals(h, [0, 20, 15, 14])
        assert {p.id for p in PadStore(h.app.data).all()} == {"p", pad.id}, "a game: listed"
        press(h, tr("scorepad.undo"))
        asked = h.top
        assert isinstance(asked, ConfirmScene)
        assert asked.question.endswith(" Это единственный кон: пока не записан новый, партия "
                                       "не сохраняется."), "PT-U: leaving then lost it unwarned"
        press(h, tr("scorepad.undo_yes"))
        assert isinstance(page_of(scene), SheetPage) and not page_of(scene).pad.sheet.rows
        press(h, tr("scorepad.back"))
        listing = page_of(scene)
        assert isinstance(listing, ListPage)
        assert [p.id for p in listing.pads] == ["p"], "every round taken back: no game"
        assert len([b for b in h.buttons() if b.text.startswith("20")]) == 1
