"""Issue 19 #4: «Партия записана в историю» stayed bright over the veil of the undo
question on the score pad.  A message belongs to the screen it was said on: under a
question it is drawn with that screen, and the question's veil dims it too.  The pad is
finished and the question asked by clicks in the real app."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from harness import Harness, harness_for
from test_scorepad_history_again import enter_totals, saved_toasts
from test_scorepad_scene import page_of, press, start_pad

from kozel_gui.i18n import tr
from kozel_gui.scenes.confirm import ConfirmScene


@pytest.fixture
def h(tmp_path: Path) -> Iterator[Harness]:
    with harness_for(tmp_path, "--lang", "ru") as made:
        yield made


def _brightest(surface: pygame.Surface, box: pygame.Rect, outside: pygame.Rect) -> int:
    """The brightest channel of ``surface`` inside ``box`` and not in ``outside``."""
    return max(max(surface.get_at((x, y))[:3]) for x in range(box.left, box.right, 2)
               for y in range(box.top, box.bottom, 2) if not outside.collidepoint(x, y))


def test_the_saved_toast_is_dimmed_with_the_pad_under_the_undo_question(h: Harness) -> None:
    scene = start_pad(h)
    enter_totals(h, [0, 90, 140, 5])  # the goat: the match is over and stored
    assert saved_toasts(h) == 1
    page_of(scene).banner = False
    h.frames(1)
    band = h.app.messages.box
    assert band is not None, "the toast is shown on the pad"
    bright = _brightest(h.app.screen, band, pygame.Rect(0, 0, 0, 0))
    press(h, tr("scorepad.undo"))
    question = h.top
    assert isinstance(question, ConfirmScene)
    h.frames(1)
    assert h.app.messages.visible(h.app.now) == [tr("scorepad.history_saved")], "not gone"
    assert h.app.messages.box is None, "nothing over the question"
    under = h.app.messages.under
    assert under is not None and not question.panel.contains(under)
    dimmed = _brightest(h.app.screen, under, question.panel)
    assert dimmed < bright * 0.6, (dimmed, bright)
    press(h, tr("scorepad.keep"))
    h.frames(1)
    assert h.app.messages.box is not None, "the question gone: the toast as it was"
