"""A monkey at the keyboard: 20,000 random clicks, drags, keys, wheels and resizes across every
screen that exists; nothing may raise.  The seed is fixed, so a failure replays exactly.
"""

from __future__ import annotations

import functools
import random
from collections import deque
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest
from conftest import make_app, run_frames
from kids_kit import add_child

from kozel_gui import scenes
from kozel_gui.app import App
from kozel_gui.options import default_setup
from kozel_gui.scene import Scene
from kozel_gui.scenes.about import AboutScene
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.pause import PauseScene
from kozel_gui.scenes.rules_book import RulesScene
from rules import find_preset

SEED = 20261130
EVENTS = 20_000
PER_SCREEN = 1_000  # events before the monkey is put in front of the next screen
KEYS = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE, pygame.K_LEFT, pygame.K_RIGHT,
        pygame.K_UP, pygame.K_DOWN, pygame.K_TAB, pygame.K_BACKSPACE, pygame.K_PAGEUP,
        pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END, pygame.K_F11, pygame.K_a, pygame.K_k,
        pygame.K_1, pygame.K_2, pygame.K_0, pygame.K_DELETE)


def _screens(app: App) -> list[tuple[str, Callable[[], list[Scene]]]]:
    """Every screen there is, each as the stack that shows it."""
    out: list[tuple[str, Callable[[], list[Scene]]]] = [
        ("menu", lambda: [MenuScene(app)]),
        ("rules", lambda: [MenuScene(app), RulesScene(app, find_preset("sea_goat"))]),
        ("about", lambda: [MenuScene(app), AboutScene(app)]),
        ("table", lambda: [scenes.table_scene(app, default_setup(4))]),
        ("table2", lambda: [scenes.table_scene(app, default_setup(2, find_preset("classic")))]),
        ("pause", lambda: [scenes.table_scene(app, app.setup), PauseScene(app)]),
    ]
    for module in scenes.SCREENS:
        if module != "table":
            out.append((module, functools.partial(_over_menu, app, module)))
    return out


def _over_menu(app: App, module: str) -> list[Scene]:
    return [MenuScene(app), scenes.scene_class(module)(app)]


def _show(app: App, stack: list[Scene]) -> None:
    app.reset_to(stack[0])
    for scene in stack[1:]:
        app.push(scene)
    app.running = True
    run_frames(app, 2)


def _random_events(rng: random.Random, size: tuple[int, int]) -> list[pygame.event.Event]:
    w, h = size

    def pos() -> tuple[int, int]:
        return rng.randrange(w), rng.randrange(h)

    roll = rng.random()
    E = pygame.event.Event
    if roll < 0.40:
        p, button = pos(), rng.choice((1, 1, 1, 1, 3))
        return [E(pygame.MOUSEMOTION, pos=p, rel=(0, 0), buttons=(0, 0, 0)),
                E(pygame.MOUSEBUTTONDOWN, pos=p, button=button),
                E(pygame.MOUSEBUTTONUP, pos=p, button=button)]
    if roll < 0.50:
        a, b = pos(), pos()
        steps = [(a[0] + (b[0] - a[0]) * i // 4, a[1] + (b[1] - a[1]) * i // 4) for i in range(5)]
        return [E(pygame.MOUSEBUTTONDOWN, pos=a, button=1),
                *[E(pygame.MOUSEMOTION, pos=s, rel=(0, 0), buttons=(1, 0, 0)) for s in steps],
                E(pygame.MOUSEBUTTONUP, pos=b, button=1)]
    if roll < 0.62:
        return [E(pygame.MOUSEMOTION, pos=pos(), rel=(1, 1), buttons=(0, 0, 0))]
    if roll < 0.93:
        code = rng.choice(KEYS)
        char = chr(code) if 32 <= code < 127 else ""
        return [E(pygame.KEYDOWN, key=code, mod=0, unicode=char, scancode=0),
                E(pygame.KEYUP, key=code, mod=0, unicode=char, scancode=0)]
    if roll < 0.995:  # resizes last: each rebuilds every element of the screen
        return [E(pygame.MOUSEWHEEL, x=0, y=rng.choice((-3, -1, 1, 3)), flipped=False,
                  precise_x=0.0, precise_y=1.0, touch=False, which=0)]
    return [E(pygame.VIDEORESIZE, size=None, w=0, h=0)]  # size chosen when posted


def test_twenty_thousand_random_events_break_nothing(tmp_path: Path) -> None:
    rng = random.Random(SEED)
    app = make_app(tmp_path, "--speed", "0")
    # A child to play: with none, kids' mode opens «Новый ребёнок» over itself at once, and
    # whether the kids' home is ever seen would hang on the monkey typing a name.
    add_child(tmp_path, "Маша")
    screens = _screens(app)
    recent: deque[str] = deque(maxlen=40)
    seen: set[type[Scene | None]] = set()
    posted = 0
    try:
        while posted < EVENTS:
            if posted % PER_SCREEN == 0:
                name, make = screens[(posted // PER_SCREEN) % len(screens)]
                recent.append(f"-- screen {name}")
                _show(app, make())
                app.frame()  # each screen is seen at least as it opens, whatever comes next
                seen.add(type(app.stack.top))
            for event in _random_events(rng, app.size):
                if event.type == pygame.VIDEORESIZE:
                    size = (rng.randrange(1024, 1921), rng.randrange(600, 1201))
                    pygame.display.set_mode(size, pygame.RESIZABLE)
                    event = pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
                pygame.event.post(event)
                recent.append(f"{pygame.event.event_name(event.type)} {event.dict}")
            posted += 1
            if posted % 12 == 0:
                app.frame()
                seen.add(type(app.stack.top))
                if not app.running or app.stack.top is None:
                    recent.append("-- quit pressed: back to the menu")
                    _show(app, [MenuScene(app)])
    except Exception as exc:
        trail = "\n".join(recent)
        pytest.fail(f"{exc!r} after {posted} events (seed {SEED}); last events:\n{trail}")
    finally:
        app.close()
    expected = {MenuScene, RulesScene, AboutScene, PauseScene,
                *(scenes.scene_class(module) for module in scenes.SCREENS)}
    assert expected <= seen, seen


def test_resizing_every_screen_keeps_working(tmp_path: Path) -> None:
    app = make_app(tmp_path, "--speed", "0")
    try:
        for name, make in _screens(app):
            _show(app, make())
            for size in ((1024, 600), (1600, 900), (1280, 720)):
                pygame.display.set_mode(size, pygame.RESIZABLE)
                run_frames(app, 2)
                assert app.size == size, name
                top: Any = app.stack.top
                assert top is not None, name
    finally:
        app.close()
