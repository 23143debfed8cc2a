"""Kids' mode in tests: a child's profile made as a parent would, before the app starts."""

from __future__ import annotations

from pathlib import Path

import pygame
from conftest import run_frames, until_presses_act
from harness import Harness

from kozel_gui.app import App
from kozel_gui.profiles import AVATARS, Profiles
from kozel_gui.scene import Scene
from kozel_gui.storage import DataDir


def add_child(data_dir: Path, name: str = "", avatar: str = AVATARS[0],
              called: str = "Лягушонок", *, tutorial_taken: bool = True) -> str:
    """A child's profile in ``data_dir`` (the grown-up «Тестер» made too if none is);
    returns its name.  Unless told, the child has taken the picture tutorial already, so
    kids' mode opens on its menu (``tests/test_kids_tutorial.py`` tests the offer)."""
    store = DataDir(data_dir)
    profiles = Profiles.load(store)
    if not profiles.profiles:
        profiles = profiles.added("Тестер")
    made = profiles.with_child(avatar, name, called=called)
    made.save(store)
    child = made.profiles[-1].name
    if tutorial_taken:
        from kozel_gui.tutorial.kids_progress import KidsTutorialStore
        from kozel_gui.tutorial.progress import Progress

        KidsTutorialStore(store).save(child, Progress(0, finished=True))
    return child


def carry(app: App, start: tuple[float, float], end: tuple[float, float]) -> None:
    """A child's finger carries what is under ``start`` to ``end`` in a few moves, and
    lets go there."""
    until_presses_act(app)
    src = (round(start[0]), round(start[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=src, button=1))
    for k in range(1, 7):
        at = (round(src[0] + (end[0] - src[0]) * k / 6), round(src[1] + (end[1] - src[1]) * k / 6))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0),
                                             buttons=(1, 0, 0)))
        run_frames(app, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(round(end[0]), round(end[1])),
                                         button=1))
    run_frames(app, 1)


def past_the_tutorial(h: Harness) -> Scene:
    """A new child's first visit opens the picture tutorial over its home: check it is
    offered, leave it by its door (the child's step kept) and return the screen under it."""
    from kozel_gui.tutorial.kids_scene import KidsTutorialScene

    offered = h.top
    assert isinstance(offered, KidsTutorialScene), "a new child is offered the picture tutorial"
    offered.stop()
    h.frames(2)
    return h.top


def hold_skip(app: App, scene: Scene) -> None:
    """A grown-up holds the tutorial's «skip» (a tap only shows how, issue 19) until it
    skips the step."""
    from kozel_gui.kids.hold import HOLD_SECONDS

    until_presses_act(app)
    button = scene.buttons_["tutor_skip"]  # type: ignore[attr-defined]
    pos = button.rect.center
    step = scene.tutor.step  # type: ignore[attr-defined]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    for _ in range(round(HOLD_SECONDS * 60) + 30):
        run_frames(app, 1)
        if scene.tutor.step != step or app.stack.top is not scene:  # type: ignore[attr-defined]
            break
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    run_frames(app, 2)
