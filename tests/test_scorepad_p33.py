"""What the grandfather's playtest (P33) found on the score pad's sheet, through the real
App loop: no «Назад» on the sheet (only Esc), and the export's message gave two full paths
over the totals.  At both window sizes the playtest used."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from harness import Harness, harness_for
from test_scorepad_scene import open_pad, press, saved_pad

from kozel_gui.i18n import tr
from kozel_gui.scenes.scorepad import ScorePadScene
from kozel_gui.scorepad.list_page import ListPage
from kozel_gui.scorepad.sheet_page import SheetPage

SIZES = [(1280, 720), (1024, 600)]


@pytest.fixture(params=SIZES, ids=["1280", "1024"])
def h(tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[Harness]:
    with harness_for(tmp_path, "--lang", "ru") as made:
        made.resize(request.param)
        yield made


def _sheet(h: Harness) -> ScorePadScene:
    saved_pad(h.app.data.root)
    scene = open_pad(h)
    press(h, "20", starts=True)  # the pad's line starts with its date
    assert isinstance(scene.page, SheetPage)
    return scene


def test_the_sheet_has_a_back_button_in_the_focus_ring(h: Harness) -> None:
    scene = _sheet(h)
    back = h.button(tr("scorepad.back"))
    assert back.rect.bottom <= h.app.screen.get_height(), "shown whole"
    for _ in range(20):  # the keyboard reaches it as every other button
        if h.focused_text() == tr("scorepad.back"):
            break
        h.key(pygame.K_TAB)
    else:
        raise AssertionError("Tab never reached «Назад»")
    h.key(pygame.K_RETURN)
    assert isinstance(scene.page, ListPage), "«Назад» goes where Esc goes: the list of games"


def test_the_export_says_the_folder_in_words_and_never_covers_the_totals(h: Harness) -> None:
    scene = _sheet(h)
    page = scene.page
    assert isinstance(page, SheetPage)
    press(h, tr("scorepad.export"))
    folder = h.app.data.root / "exports"
    assert len(list(folder.glob("*.png"))) == 1 and len(list(folder.glob("*.txt"))) == 1
    said = h.app.messages.history[-1]
    assert str(folder) in said and ".png" not in said and ".txt" not in said, said
    h.frames(1)
    box = h.app.messages.box
    assert box is not None, "the message is shown"
    totals = page.view.totals(page.sheet_rect, page.pad, h.app.screen.get_height())
    assert not box.colliderect(totals), f"the message {box} covers the totals {totals}"
    assert box.right <= h.app.screen.get_width() and box.bottom <= h.app.screen.get_height()
