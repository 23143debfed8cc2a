"""Issue 19 #4: «Партия записана в историю» stayed bright over the veil of the undo
question on the score pad.  A message belongs to the screen it was said on: under a
question it is drawn with that screen, and the question's veil dims it too.  The question
is asked by clicks in the real app."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from harness import Harness, harness_for
from test_scorepad_scene import open_pad, press, saved_pad

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


def test_a_toast_is_dimmed_with_its_screen_under_a_question(h: Harness) -> None:
    """The pad's own undo question now takes its stale toasts away (issue 19); a question
    that leaves them, the list's «Удалить?», shows the dimming."""
    saved_pad(h.app.data.root)
    open_pad(h)
    h.app.notify("Протокол сохранён в папку ~/Козёл.")
    h.frames(1)
    band = h.app.messages.box
    assert band is not None, "the toast is shown on the list"
    bright = _brightest(h.app.screen, band, pygame.Rect(0, 0, 0, 0))
    press(h, tr("scorepad.delete"))
    question = h.top
    assert isinstance(question, ConfirmScene)
    h.frames(1)
    assert h.app.messages.visible(h.app.now) == ["Протокол сохранён в папку ~/Козёл."]
    assert h.app.messages.box is None, "nothing over the question"
    under = h.app.messages.under
    assert under is not None and not question.panel.contains(under)
    dimmed = _brightest(h.app.screen, under, question.panel)
    assert dimmed < bright * 0.6, (dimmed, bright)
    press(h, tr("common.cancel"))
    h.frames(1)
    assert h.app.messages.box is not None, "the question gone: the toast as it was"
