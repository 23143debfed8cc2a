"""P33: the settings page's scroll bar.  Its ▲/▼ and its thumb did nothing (only the wheel
scrolled): pygame-gui moves its bar only while a frame finds a button held, and a quick click
or drag is pressed and let go within one frame.  Real mouse events through the App loop.
"""

from __future__ import annotations

from typing import Any

import pygame
import pytest
from harness import Harness

from kozel_gui.scenes.settings import SettingsScene
from kozel_gui.settings.form import WHEEL_STEP, Form


def _form(h: Harness, tab: str = "rules") -> Form:
    h.app.push(SettingsScene(h.app, tab))
    h.frames(2)
    h.until_presses_act()  # the raw presses below are a player's, not a double click's
    scene = h.top
    assert isinstance(scene, SettingsScene)
    form: Form = scene.page.form
    return form


def _bar(form: Form) -> Any:
    bar = form.scroll.vert_scroll_bar
    assert bar is not None, "the page is longer than the window: it has a bar"
    return bar


def _quick_click(h: Harness, pos: tuple[int, int]) -> None:
    """Press and release in the same frame (a quick click), then frames for the answer."""
    h.move(pos, frames=0)
    h.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    h.post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    h.frames(4)


@pytest.mark.parametrize("tab", ["rules", "options"])
def test_a_click_on_the_arrows_steps_a_row_down_and_back_up(harness: Harness, tab: str) -> None:
    form = _form(harness, tab)
    bar = _bar(form)
    assert form.offset == 0
    _quick_click(harness, bar.bottom_button.rect.center)
    assert form.offset >= WHEEL_STEP * 0.9, "a click on ▼ moved the page by a row"
    _quick_click(harness, bar.bottom_button.rect.center)
    two = form.offset
    assert two >= 2 * WHEEL_STEP * 0.9
    _quick_click(harness, bar.top_button.rect.center)
    assert form.offset < two, "a click on ▲ moved the page back up"
    # What was under the view's top a row ago shows again: the rows moved, not only the bar.
    first = next(iter(form.rows.values())).label
    assert first.get_relative_rect().y < form.offset + form.rect.h


def test_a_quick_drag_of_the_thumb_moves_the_page_with_it(harness: Harness) -> None:
    form = _form(harness)
    bar = _bar(form)
    thumb = pygame.Rect(bar.sliding_button.rect)
    start = thumb.center
    harness.move(start, frames=0)
    harness.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    last = start
    for dy in (40, 80, 120):  # all in one frame: a flick of the mouse
        to = (start[0], start[1] + dy)
        harness.post(pygame.MOUSEMOTION, pos=to, rel=(0, to[1] - last[1]), buttons=(1, 0, 0))
        last = to
    pygame.mouse.set_pos(last)
    harness.post(pygame.MOUSEBUTTONUP, pos=last, button=1)
    harness.frames(4)
    assert bar.sliding_button.rect.top - thumb.top == pytest.approx(120, abs=3), \
        "the thumb stayed under the pointer"
    dragged = form.offset
    assert dragged > 3 * WHEEL_STEP
    # Dragging back to where it was taken brings the page back to the top.
    harness.move(last, frames=0)
    harness.post(pygame.MOUSEBUTTONDOWN, pos=last, button=1)
    harness.post(pygame.MOUSEMOTION, pos=start, rel=(0, start[1] - last[1]), buttons=(1, 0, 0))
    pygame.mouse.set_pos(start)
    harness.post(pygame.MOUSEBUTTONUP, pos=start, button=1)
    harness.frames(4)
    assert form.offset == 0


def test_a_click_on_the_track_pages_towards_it(harness: Harness) -> None:
    form = _form(harness)
    bar = _bar(form)
    below = (bar.rect.centerx, bar.bottom_button.rect.top - 4)
    _quick_click(harness, below)
    paged = form.offset
    assert form.rect.h - 2 * WHEEL_STEP <= paged <= form.rect.h, "a page, a row kept"
    above = (bar.rect.centerx, bar.top_button.rect.bottom + 2)
    assert above[1] < bar.sliding_button.rect.top
    _quick_click(harness, above)
    assert form.offset == 0


@pytest.mark.parametrize("tab", ["rules", "options"])
def test_page_keys_scroll_the_page_a_screenful_and_to_its_ends(harness: Harness, tab: str
                                                               ) -> None:
    """P36b: PgUp / PgDn / Home / End moved nothing; only the wheel scrolled (50 notches to
    reach «Играем до»)."""
    h = harness
    form = _form(h, tab)
    _bar(form)
    assert form.offset == 0
    most = form._y + 8 - form.rect.h  # as far down as the page goes
    h.key(pygame.K_PAGEDOWN)
    first = form.offset
    assert min(form.rect.h // 2, most - 1) <= first <= form.rect.h, (first, form.rect.h, most)
    h.key(pygame.K_PAGEDOWN)
    assert form.offset > first or first >= most - 1
    h.key(pygame.K_END)
    bottom = form.offset
    assert bottom >= most - 1  # the last row shows
    h.key(pygame.K_PAGEUP)
    assert form.offset < bottom
    h.key(pygame.K_HOME)
    assert form.offset == 0
