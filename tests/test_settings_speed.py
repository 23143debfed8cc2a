"""The settings open without moving their rows about: each row is made where it goes.

Moving a pygame-gui element inside a scrolling container costs a pass over every other
element there, so the rules page (40 rows, 230 elements) once spent most of its opening
moving every row again for each note under a row above it (2,760 moves an opening).
``benchmarks/bench_settings_open.py`` prints the times; this counts the moves, which do not
depend on the machine.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from typing import Any

import pygame
import pytest
from harness import Harness
from pygame_gui.core import UIElement

from kozel_gui.scenes.settings import SettingsScene
from kozel_gui.settings.fields import FIELDS


@pytest.fixture
def moves(monkeypatch: pytest.MonkeyPatch) -> Iterator[Counter[str]]:
    """Every move and resize of a pygame-gui element, counted by the method's name."""
    counts: Counter[str] = Counter()
    for name in ("set_relative_position", "set_position", "set_dimensions"):
        original = getattr(UIElement, name)

        def counted(self: Any, *args: Any, _name: str = name, _original: Any = original,
                    **kwargs: Any) -> Any:
            counts[_name] += 1
            return _original(self, *args, **kwargs)

        monkeypatch.setattr(UIElement, name, counted)
    yield counts


def _open(h: Harness, tab: str) -> SettingsScene:
    h.app.push(SettingsScene(h.app, tab))
    h.frames(2)
    scene = h.top
    assert isinstance(scene, SettingsScene)
    return scene


def test_the_rules_page_opens_with_its_rows_where_they_go(harness: Harness,
                                                          moves: Counter[str]) -> None:
    scene = _open(harness, "rules")
    assert len(scene.page.form.rows) == len(FIELDS)
    # pygame-gui moves its scroll bar's parts a few dozen times; the rows none.
    assert sum(moves.values()) < 100, moves


def test_a_change_moves_each_row_below_it_once(harness: Harness, moves: Counter[str]) -> None:
    scene = _open(harness, "rules")
    form = scene.page.form
    row = form.rows["scoring"]  # «очки — хорошо» greys out the goat's rows, each with a note
    button = row.control.elements[-1]  # the stepper's ›
    harness.move(form.scroll.rect.center)
    for _ in range(100):  # the wheel, until the row shows whole
        if form.scroll.rect.contains(button.rect):
            break
        harness.post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0,
                     precise_y=-1.0)
        harness.frames(1)
    else:
        raise AssertionError("the wheel did not bring the scoring row into view")
    moves.clear()
    harness.click(button.rect.center)
    assert scene.state.draft.get("scoring") != "goat"
    below = [r for r in form.rows.values()
             if r.label.get_relative_rect().y > row.label.get_relative_rect().y]
    elements = sum(3 + len(r.control.elements) + len(r.problems) for r in below)
    assert sum(moves.values()) <= elements + 60, moves
