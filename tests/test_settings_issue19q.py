"""Issue 19 (settings, the tester's report 36c): a click never scrolls the page under the
pointer (Tab still does); the goat limit and the targets stop at sensible minimums, their
− greyed there; after − / + the ring is on the number, and the usual value that is lit is
the value's; settings opened from the main menu with a match saved say it keeps its rules.
Played through the real app on a stepped clock."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from harness import Harness, harness_for
from test_settings_issue19 import choose, labels, page

from kozel_gui.i18n import tr
from kozel_gui.scenes.settings import SettingsScene
from kozel_gui.settings.fields import GOAT_AT_LEAST, TARGET_AT_LEAST
from kozel_gui.settings.form import CONTROL_H
from kozel_gui.settings.widgets import NumberControl, PerPlayersControl


@pytest.fixture
def h(tmp_path: Path) -> Iterator[Harness]:
    with harness_for(tmp_path, "--lang", "ru") as made:
        made.press(tr("menu.settings"))
        assert isinstance(made.top, SettingsScene)
        made.clock.step = 0.0  # only the waits pass time
        yield made


def targets(h: Harness) -> PerPlayersControl:
    control = page(h).form.rows["target"].control
    assert isinstance(control, PerPlayersControl)
    return control


def goat_box(h: Harness) -> NumberControl:
    form = page(h).form
    form.reveal(form.rows["goat_at"])
    h.frames(2)
    control = form.rows["goat_at"].control
    assert isinstance(control, NumberControl)
    return control


def test_a_click_below_the_fold_leaves_the_page_and_a_second_click_hits_the_same(
        h: Harness) -> None:
    choose(h, tr("book.preset.muggins"))  # played to 200 by two, three and four
    assert h.app.setup.rules.target == 200
    form = page(h).form
    ring = h.top.focus
    two = targets(h).numbers[0]
    # The keyboard left the focus in the box of «Играем до» «вдвоём» (a text box: the mouse over
    # other controls does not take the ring from it, only the click does).
    ring.focus(next(i for i in ring.items() if getattr(i, "element", None) is two.entry))
    h.frames(2)
    three = targets(h).numbers[1]  # «Играем до» «втроём»: the last line, half below the fold
    form.scroll_to(three.rect.y + CONTROL_H // 2 - form.rect.h)
    h.frames(2)
    before = form.offset
    pick = three.pick_buttons[365]
    shown = pygame.Rect(pick.rect).clip(form.rect)
    assert 0 < shown.h < pick.rect.h  # partly below the fold
    point = shown.center
    h.click(point)
    h.until(lambda: h.app.setup.rules.target == (200, 365, 200))
    assert form.offset == before  # the page did not move under the pointer
    assert pick.hover_point(*point)
    focused = ring.current()
    assert focused is not None and getattr(focused, "element", None) is pick
    h.click(point)  # the second click of a double click: the same value again
    h.frames(2)
    assert form.offset == before
    assert h.app.setup.rules.target == (200, 365, 200)  # «Вчетвером» untouched


def test_tab_to_a_row_below_the_fold_scrolls_it_into_view(h: Harness) -> None:
    choose(h, tr("book.preset.muggins"))
    form = page(h).form
    form.scroll_to(0)
    h.frames(2)
    four = targets(h).numbers[2]
    assert four.entry.get_relative_rect().bottom > form.rect.h  # out of sight at first
    ring = h.top.focus
    moved = False
    for _ in range(120):
        h.key(pygame.K_TAB, frames=2)
        item = ring.current()
        assert item is not None
        if item.key.startswith("row:"):
            assert form.rect.contains(item.rect), f"{item.key} at {item.rect} not in view"
        if getattr(item, "element", None) is four.entry:
            moved = True
            break
    assert moved, "Tab never reached «Играем до» «вчетвером»"
    assert form.offset > 0


def test_holding_minus_stops_the_goat_limit_at_its_least_with_minus_greyed(h: Harness) -> None:
    goat = goat_box(h)
    assert h.app.setup.rules.goat_at == 101 and goat.minus.is_enabled
    with h.mouse_held(goat.minus.rect.center):
        h.wait(6.0)  # long past 101 → 50 (by tens from 3 s)
        h.frames(2)
    h.frames(2)
    assert GOAT_AT_LEAST == 50
    assert h.app.setup.rules.goat_at == GOAT_AT_LEAST
    assert goat.entry.get_text() == "50"
    assert not goat.minus.is_enabled and goat.plus.is_enabled  # − looks greyed out
    h.key(pygame.K_MINUS)  # the key stops there too
    assert h.app.setup.rules.goat_at == GOAT_AT_LEAST
    h.click(goat.plus.rect.center)
    h.until(lambda: h.app.setup.rules.goat_at == GOAT_AT_LEAST + 1)
    assert goat.minus.is_enabled  # off the least: − is back


def test_holding_minus_stops_a_target_at_its_least(h: Harness) -> None:
    choose(h, tr("book.preset.classic"))  # played to 100
    form = page(h).form
    form.reveal(form.rows["target"])
    h.frames(2)
    two = targets(h).numbers[0]
    with h.mouse_held(two.minus.rect.center):
        h.wait(6.0)
        h.frames(2)
    h.frames(2)
    assert h.app.setup.rules.target == (TARGET_AT_LEAST, 100, 100) == (5, 100, 100)
    assert not two.minus.is_enabled
    assert all(n.minus.is_enabled for n in targets(h).numbers[1:])


def lit(control: NumberControl) -> list[int]:
    return [n for n, b in control.pick_buttons.items() if b.object_ids[-1] == "#pick_on"]


def test_after_minus_the_ring_is_on_the_number_and_only_its_value_is_lit(h: Harness) -> None:
    goat = goat_box(h)
    assert lit(goat) == [101]  # the value is a usual one
    h.click(goat.pick_buttons[125].rect.center)
    h.until(lambda: h.app.setup.rules.goat_at == 125)
    ring = h.top.focus
    assert getattr(ring.current(), "element", None) is goat.pick_buttons[125]
    assert lit(goat) == [125]
    with h.mouse_held(goat.minus.rect.center):
        h.wait(0.45)  # one step at once, one repeat
        h.frames(1)
    h.frames(2)
    assert h.app.setup.rules.goat_at == 123
    assert getattr(ring.current(), "element", None) is goat.entry  # not left on «125»
    assert lit(goat) == []  # 123 is none of the usual values
    h.click(goat.plus.rect.center)
    h.click(goat.plus.rect.center)
    h.until(lambda: h.app.setup.rules.goat_at == 125)
    assert lit(goat) == [125]
    assert getattr(ring.current(), "element", None) is goat.entry


def test_settings_from_the_main_menu_say_a_saved_match_keeps_its_rules(h: Harness) -> None:
    saved_note, match_note = tr("settings.saved_note"), tr("settings.match_note")
    assert labels(h, saved_note) == [] and labels(h, match_note) == []  # nothing saved yet
    h.key(pygame.K_ESCAPE)
    h.press(tr("menu.play"))
    h.until(lambda: type(h.top).__name__ == "TableScene", what="the table")
    h.key(pygame.K_ESCAPE)
    h.press(tr("pause.settings"))  # from the pause menu: the match in progress
    assert len(labels(h, match_note)) == 1 and labels(h, saved_note) == []
    h.key(pygame.K_ESCAPE)
    h.press(tr("pause.menu"))
    h.until(lambda: tr("menu.continue") in [b.text for b in h.buttons()], what="Continue")
    h.press(tr("menu.settings"))  # from the main menu, the match saved
    assert isinstance(h.top, SettingsScene)
    said = labels(h, saved_note)
    assert len(said) == 1 and labels(h, match_note) == []
    assert said[0].rect.bottom <= page(h).picker.rect.top  # above the page, not over it
    assert said[0].text == ("Сохранённая партия доиграется по своим правилам и со своими "
                            "игроками; изменения — со следующей партии.")  # issues 18/19
