"""Headless defaults for every test, and helpers that drive the real ``App`` with synthetic events.

pygame-gui answers some events with events of its own (a click becomes
``UI_BUTTON_PRESSED`` on the next frame), so the helpers run a few frames
after posting.  Import them with ``from conftest import click, key, ...``.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# Tests talk over loopback only: no table is ever announced or looked for by multicast.
os.environ["KOZEL_NO_LAN"] = "1"
# The first start speaks the system's language: tests pin a locale that names none (Russian).
os.environ["LANG"] = "C.UTF-8"
os.environ.pop("LC_ALL", None)
os.environ.pop("LC_MESSAGES", None)

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from harness import Harness, harness_for
from hypothesis import settings

from kozel_gui.app import App
from kozel_gui.cli import parse_args

# The suite draws the same examples every run, so CI passes or fails on the code alone; a
# search for new counter-examples is asked for: KOZEL_HYPOTHESIS=explore make test.
settings.register_profile("suite", derandomize=True)
settings.register_profile("explore", max_examples=500)
settings.load_profile(os.environ.get("KOZEL_HYPOTHESIS", "suite"))


def make_app(data_dir: Path, *argv: str, first_start: bool = False) -> App:
    """A real ``App`` without a window, its files in ``data_dir``, after its first frames.

    Unless ``first_start``, a player profile exists already, so the app opens on the menu
    rather than asking who is playing.
    """
    if not first_start:
        from kozel_gui.profiles import Profiles
        from kozel_gui.storage import DataDir

        store = DataDir(data_dir)
        if not Profiles.load(store).profiles:
            Profiles().added("Тестер").save(store)
    app = App(parse_args(["--headless", "--data-dir", str(data_dir), *argv]))
    run_frames(app, 2)
    return app


def run_frames(app: App, n: int = 1) -> None:
    """Run ``n`` iterations of the main loop."""
    for _ in range(n):
        app.frame()


def until_presses_act(app: App) -> None:
    """Let the game time pass that a newly shown screen ignores presses for
    (``kozel_gui.scene.PressGuard``): a player's hand takes that long to click again."""
    from kozel_gui.host import StepClock

    while (left := app.presses.left(app.real_now)) > 0:
        assert isinstance(app.clock, StepClock), "tests step the clock"
        app.clock.advance(left)
        app.frame()


def click(app: App, pos: tuple[float, float], button: int = 1, frames: int = 4) -> None:
    """A mouse press and release at ``pos`` (once the screen takes presses), then a few
    frames for pygame-gui to answer."""
    until_presses_act(app)
    xy = (int(pos[0]), int(pos[1]))
    pygame.mouse.set_pos(xy)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=xy, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=xy, button=button))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=xy, button=button))
    run_frames(app, frames)


def key(app: App, code: int, unicode: str = "", frames: int = 3) -> None:
    """A key press and release, then a few frames."""
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=code, mod=0, unicode=unicode,
                                             scancode=0))
    run_frames(app, frames)


def resize(app: App, size: tuple[int, int], frames: int = 2) -> None:
    """Resize the (dummy) window as a window manager would, then a few frames."""
    pygame.display.set_mode(size, pygame.RESIZABLE)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))
    run_frames(app, frames)


def buttons(app: App) -> list[Any]:
    """The visible pygame-gui buttons, top to bottom."""
    import pygame_gui

    found = [e for e in app.manager.get_sprite_group().sprites()
             if isinstance(e, pygame_gui.elements.UIButton) and e.visible]
    return sorted(found, key=lambda b: (b.rect.y, b.rect.x))


def button_texts(app: App) -> list[str]:
    """The texts of the visible buttons, top to bottom."""
    return [b.text for b in buttons(app)]


def press(app: App, text: str, frames: int = 4) -> None:
    """Click the visible button showing ``text``."""
    matches = [b for b in buttons(app) if b.text == text]
    assert matches, f"no button {text!r}; there are {button_texts(app)}"
    click(app, matches[0].rect.center, frames=frames)


@pytest.fixture(autouse=True)
def _russian_after_each_test() -> Iterator[None]:
    """The language is global in a test process: each test ends in Russian, so one that
    switches (or an app run with ``--lang en``) cannot change the words the next test on that
    worker reads (a whole run got «2–4 players» where «игроков: 2–4» was asked)."""
    yield
    from kozel_gui.i18n import set_language

    set_language("ru")


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    """A fresh app on the main menu (files in a temporary folder), closed afterwards."""
    made = make_app(tmp_path)
    yield made
    made.close()


@pytest.fixture
def harness(tmp_path: Path) -> Iterator[Harness]:
    """A fresh app on the main menu, driven through its real loop (see ``tests/harness.py``)."""
    with harness_for(tmp_path) as made:
        yield made
