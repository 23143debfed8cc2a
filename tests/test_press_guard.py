"""A newly shown screen ignores mouse presses for a moment (issue 19): a double click on
«Настройки» in the pause menu must not press the switch under the same spot in Settings.
Keys are not held back.  Played through the real app (``tests/harness.py``)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from harness import Harness, harness_for

from kozel_gui.host import StepClock
from kozel_gui.i18n import tr
from kozel_gui.scene import PRESS_GUARD_S
from kozel_gui.scenes.pause import PauseScene
from kozel_gui.scenes.settings import SettingsScene
from kozel_gui.scenes.table import TableScene


def _click_at_once(h: Harness, xy: tuple[int, int]) -> None:
    """A press and release with no wait for the screen (the harness's click waits)."""
    h.post(pygame.MOUSEBUTTONDOWN, pos=xy, button=1)
    h.post(pygame.MOUSEBUTTONUP, pos=xy, button=1)
    h.frames(2)


def _under(h: Harness, xy: tuple[int, int]) -> str:
    """The words on the visible button at ``xy``."""
    found = [b for b in h.buttons() if b.rect.collidepoint(xy)]
    assert found, f"no button at {xy}"
    return str(found[-1].text)


@pytest.fixture
def settings(tmp_path: Path) -> Iterator[tuple[Harness, tuple[int, int]]]:
    """Settings opened from the pause menu by a click; where that click was."""
    with harness_for(tmp_path, "--lang", "ru") as h:
        h.press(tr("menu.play"))
        h.until(lambda: isinstance(h.top, TableScene), what="the table")
        h.key(pygame.K_ESCAPE, frames=2)
        assert isinstance(h.top, PauseScene)
        xy = h.button(tr("pause.settings")).rect.center
        h.press(tr("pause.settings"), frames=2)
        assert isinstance(h.top, SettingsScene)
        _switch_under(h, xy)
        yield h, xy


def _switch_under(h: Harness, xy: tuple[int, int]) -> None:
    """Scroll the rules so that a switch lies under ``xy`` (one frame: well within the
    moment the screen holds presses back), wherever the pause menu put «Настройки»."""
    form = h.top.page.form  # type: ignore[attr-defined]
    view = form.view()
    switch = min((b for b in h.buttons() if b.text == tr("settings.off")
                  and b.rect.left < xy[0] < b.rect.right and view.contains(b.rect)),
                 key=lambda b: abs(b.rect.centery - xy[1]))
    form.scroll_to(form.offset + switch.rect.centery - xy[1])
    h.frames(1)
    assert _under(h, xy) == tr("settings.off")


def test_a_second_click_at_once_changes_nothing_the_same_later_does(
        settings: tuple[Harness, tuple[int, int]]) -> None:
    h, xy = settings
    before = _under(h, xy)  # a switch of the rules lies under «Настройки»
    assert before == tr("settings.off")
    _click_at_once(h, xy)
    assert isinstance(h.top, SettingsScene) and _under(h, xy) == before
    form = h.top.page.form  # type: ignore[attr-defined]
    key = next(k for k, row in form.rows.items()
               if any(e.rect.collidepoint(xy) for e in row.control.elements))
    h.wait(PRESS_GUARD_S)
    _click_at_once(h, xy)
    # (the switch turned on may bring its row a note: the rows below it move)
    words = [e.text for e in h.top.page.form.rows[key].control.elements]  # type: ignore[attr-defined]
    assert tr("settings.on") in words, "after the moment a click acts again"


def test_a_press_held_back_is_not_let_go_on_the_screen_later(
        settings: tuple[Harness, tuple[int, int]]) -> None:
    h, xy = settings
    h.post(pygame.MOUSEBUTTONDOWN, pos=xy, button=1)
    h.frames(1)
    h.wait(PRESS_GUARD_S)
    h.post(pygame.MOUSEBUTTONUP, pos=xy, button=1)
    h.frames(2)
    assert _under(h, xy) == tr("settings.off"), "the press began before the screen took it"


def test_keys_act_at_once(settings: tuple[Harness, tuple[int, int]]) -> None:
    h, _ = settings
    h.key(pygame.K_ESCAPE, frames=2)
    assert isinstance(h.top, PauseScene)


class _Loaded(StepClock):
    """A loaded machine: every frame really takes ``lag`` seconds, and the loop counts at
    most 0.1 s of it (``WallClock``: motions do not jump after a stall)."""

    def __init__(self, lag: float) -> None:
        super().__init__(0.1)
        self.lag = lag
        self.lived = 0.0

    def tick(self) -> float:
        dt = super().tick()
        self.lived += max(dt, self.lag)
        return dt

    def real(self) -> float:
        return self.lived


def test_under_load_a_tab_clicked_a_second_after_settings_show_opens(tmp_path: Path) -> None:
    """A Settings tab click was lost under load: the moment a new screen ignores presses
    was counted on the loop's clock, which counts a slow frame as 0.1 s, so with frames of
    0.6 s the screen ignored the mouse for two seconds after it showed. It is a person's
    moment (a double click's second press), counted in real time."""
    with harness_for(tmp_path, "--lang", "ru") as h:
        h.clock = h.app.clock = _Loaded(0.6)
        h.press(tr("menu.settings"), frames=1)
        h.frames(1)  # the first frame of Settings: it is on the window now
        assert isinstance(h.top, SettingsScene) and h.top.tab == "rules"
        h.frames(1)  # 0.6 s later, a second after the click that opened it
        _click_at_once(h, h.top.tabs["players"].rect.center)
        h.frames(2)
        assert isinstance(h.top, SettingsScene) and h.top.tab == "players"
        _click_at_once(h, h.top.tabs["options"].rect.center)  # one more, as quickly
        h.frames(2)
        assert h.top.tab == "options"  # type: ignore[attr-defined]
