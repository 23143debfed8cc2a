"""A small stand-in for ``kozel_gui.app.App`` and event helpers for the table tests."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pygame

from kozel_gui.options import Options, default_setup
from kozel_gui.scene import Scene, SceneRequest, SceneStack
from kozel_gui.sound import SoundBoard
from kozel_gui.storage import DataDir
from kozel_gui.tiles import TileRenderer


def make_app(tmp: Path, size: tuple[int, int] = (1280, 720), **args: Any) -> Any:
    """An object with the attributes and methods of ``App`` that the table uses."""
    pygame.display.init()
    pygame.font.init()
    screen = pygame.display.set_mode(size)
    stack = SceneStack()
    flags: dict[str, Any] = dict(demo=False, headless=True, seed=1, preset=None, players=None,
                                 rounds=None, frames=None, speed=0.0, screenshot=None, lang="ru",
                                 data_dir=str(tmp), log_moves=False, stats=False, resume=False)
    flags.update(args)
    app = SimpleNamespace(screen=screen, manager=None, options=Options(speed=flags["speed"]),
                          setup=default_setup(4), data=DataDir(tmp), sound=SoundBoard(enabled=False),
                          tiles=TileRenderer(), args=SimpleNamespace(**flags), now=0.0,
                          stack=stack, quitted=False, notes=[])
    app.push = lambda s: stack.request(SceneRequest("push", s))
    app.pop = lambda: stack.request(SceneRequest("pop"))
    app.replace = lambda s: stack.request(SceneRequest("replace", s))
    app.reset_to = lambda s: stack.request(SceneRequest("clear", s))
    app.notify = app.notes.append
    app.quit = lambda: setattr(app, "quitted", True)
    return app


def start(app: Any, scene: Scene) -> Scene:
    """Put ``scene`` on the app's stack."""
    app.stack.request(SceneRequest("push", scene))
    app.stack.apply(app.screen.get_size())
    return scene


def frame(app: Any, dt: float = 1 / 60, events: tuple[pygame.event.Event, ...] = ()) -> None:
    """One loop iteration as the app runs it."""
    for e in events:
        if app.stack.top is not None:
            app.stack.top.handle(e)
    if app.stack.top is not None:
        app.stack.top.update(dt)
    for s in app.stack.visible():
        s.draw(app.screen)
    app.stack.apply(app.screen.get_size())


def click(pos: tuple[float, float]) -> tuple[pygame.event.Event, pygame.event.Event]:
    """A left click (press and release) at ``pos``."""
    p = (round(pos[0]), round(pos[1]))
    return (pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=p, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=p, button=1))


def key(k: int) -> tuple[pygame.event.Event]:
    """A key press."""
    return (pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""),)
