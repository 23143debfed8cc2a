"""Issue 19.1: a held − / + speeds up (faster, then by round tens), and the targets have the
rule book's usual values one press away, by mouse and by keyboard; played through the real
app on a stepped clock, so every count is exact."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from harness import Harness, harness_for
from test_settings_issue19 import choose, page

from kozel_gui.i18n import tr
from kozel_gui.scenes.settings import SettingsScene
from kozel_gui.settings.widgets import NumberControl, PerPlayersControl


@pytest.fixture
def h(tmp_path: Path) -> Iterator[Harness]:
    with harness_for(tmp_path, "--lang", "ru") as made:
        made.press(tr("menu.settings"))
        assert isinstance(made.top, SettingsScene)
        made.clock.step = 0.0  # only the waits pass time
        yield made


def row(h: Harness, name: str) -> Any:
    form = page(h).form
    form.reveal(form.rows[name])
    h.frames(2)
    return form.rows[name].control


def goat(h: Harness) -> int:
    return int(h.app.setup.rules.goat_at)


def focus(h: Harness, element: Any) -> None:
    top = h.top
    item = next(i for i in top.focus.items() if getattr(i, "element", None) is element)
    top.focus.focus(item)
    h.frames(2)


def test_a_held_plus_goes_by_tens_after_three_seconds(h: Harness) -> None:
    plus = row(h, "goat_at").plus
    assert goat(h) == 101
    with h.mouse_held(plus.rect.center):
        h.frames(1)
        assert goat(h) == 102
        # 0.4 .. 1.9 s: 16 steps of one (118); 2.0 .. 2.96 s: 25 faster ones (143); from
        # 3.0 s a step to the next ten every 0.1 s: 150 at 3.0 ... 360 at 5.1
        h.wait(5.15)
        h.frames(1)
        assert goat(h) == 360
        h.wait(0.1)  # 5.25 s
        h.frames(1)
        assert goat(h) == 370
    h.wait(1.0)
    h.frames(2)
    assert goat(h) == 370  # let go: it stops there
    assert row(h, "goat_at").entry.get_text() == "370"


def test_a_held_minus_key_speeds_up_the_same_way(h: Harness) -> None:
    control = row(h, "goat_at")
    focus(h, control.entry)
    h.key_down(pygame.K_EQUALS)
    h.frames(2)
    h.wait(5.15)
    h.frames(1)
    h.key_up(pygame.K_EQUALS)
    h.frames(2)
    assert goat(h) == 360
    h.key_down(pygame.K_MINUS)
    h.frames(2)
    assert goat(h) == 359
    h.wait(3.55)  # 16 ones (343), 25 fast ones (318), then 310, 300, ..., 260 at 3.5 s
    h.frames(1)
    h.key_up(pygame.K_MINUS)
    h.wait(1.0)
    h.frames(2)
    assert goat(h) == 260


def test_the_targets_offer_the_usual_values_by_mouse_and_keyboard(h: Harness) -> None:
    choose(h, tr("book.preset.classic"))  # played to 100
    control = row(h, "target")
    assert isinstance(control, PerPlayersControl)
    assert h.app.setup.rules.target == 100
    for number in control.numbers:
        assert isinstance(number, NumberControl)
        assert list(number.pick_buttons) == [100, 200, 365]
        assert [b.text for b in number.pick_buttons.values()] == ["100", "200", "365"]
        for b in number.pick_buttons.values():
            rect = b.relative_rect
            assert number.rect.contains(rect) and not rect.colliderect(number.plus.relative_rect)
            assert b.font.size(b.text)[0] <= rect.w - 4, f"{b.text} is cut"
    h.click(control.numbers[2].pick_buttons[365].rect.center)  # the mouse
    h.until(lambda: h.app.setup.rules.target == (100, 100, 365))
    assert control.numbers[2].entry.get_text() == "365"
    focus(h, control.numbers[0].pick_buttons[200])  # the keyboard: Tab there, Enter
    h.key(pygame.K_RETURN)
    h.until(lambda: h.app.setup.rules.target == (200, 100, 365))
    assert row(h, "target").numbers[0].entry.get_text() == "200"


def test_the_goat_limit_picks_set_exactly_their_value_by_keyboard(h: Harness) -> None:
    control = row(h, "goat_at")
    focus(h, control.pick_buttons[125])
    h.key(pygame.K_SPACE)
    h.until(lambda: goat(h) == 125)
    assert row(h, "goat_at").entry.get_text() == "125"


def test_a_target_of_rounds_won_offers_no_points_values(h: Harness) -> None:
    choose(h, tr("book.preset.kids"))  # played to 5 rounds won
    control = row(h, "target")
    picks = [b for n in control.numbers for b in n.pick_buttons.values()]
    assert len(picks) == 9 and not any(b.visible for b in picks)
    assert not any(getattr(i, "element", None) in picks for i in h.top.focus.items())
    choose(h, tr("book.preset.classic"))
    assert all(b.visible for b in picks)
