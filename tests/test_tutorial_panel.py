"""The tutorial's panel as a newcomer sees it, at 1280x720 and at the smallest window
(1024x600), in every language: every stage of every step has its words inside the panel
and above its buttons, the panel covers none of the table's corner buttons, nor the line,
and a ring round something at the window's edge (the whole sheet) shows all round."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pygame
import pytest
from conftest import make_app, resize, run_frames

from kozel_gui.app import App
from kozel_gui.i18n import set_language
from kozel_gui.tutorial.lessons import LESSONS, Lesson
from kozel_gui.tutorial.scene import TutorialScene, TutorView, paint_tutor, tutor_view
from kozel_gui.tutorial.tutor import Stage
from rules.i18n import LANGUAGES

SIZES = [(1280, 720), (1024, 600)]


class _Spy(pygame.Surface):
    """A surface that remembers where everything was blitted on it."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size, pygame.SRCALPHA)
        self.blits_: list[pygame.Rect] = []

    def blit(self, source: pygame.Surface, dest: object, *args: object,
             **kwargs: object) -> pygame.Rect:
        drawn = super().blit(source, dest, *args, **kwargs)  # type: ignore[arg-type]
        self.blits_.append(pygame.Rect(drawn))
        return drawn


def _words_drawn(view: TutorView, scale: float, size: tuple[int, int]) -> list[pygame.Rect]:
    """Where the panel's painter puts its title, its step and its lines of words."""
    spy = _Spy(size)
    paint_tutor(spy, dataclasses.replace(view, point=()), scale, 0.0)
    return [r for r in spy.blits_ if r.size != view.panel.size]


def _stages(scene: TutorialScene, lesson: Lesson) -> list[Stage]:
    """Every stage the step shows, in order; the step's move is made before the stages
    after it (a question on the sheet, the «done» that counts the hand)."""
    before = [Stage.IDEA, Stage.WRONG] if lesson.played else []
    after = [Stage.POINT, Stage.MISS] if lesson.asks else []
    return [*before, *after, Stage.DONE]


def _check(scene: TutorialScene, where: str) -> None:
    view, m = tutor_view(scene.tutorial), scene.model
    panel = view.panel
    buttons = [b.rect for b in scene._layout_buttons()]
    for r in _words_drawn(view, m.scale, m.size):
        assert panel.contains(r), f"{where}: words out of the panel"
        assert r.collidelist(buttons) < 0, f"{where}: words under a button"
    assert all(panel.contains(b) for b in buttons), f"{where}: a button out of the panel"
    for c in m.fixtures.corner:
        corner = pygame.Rect(round(c.x), round(c.y), round(c.w), round(c.h))
        assert not panel.colliderect(corner), f"{where}: the panel covers a corner button"
    assert m.layout.field.y >= panel.bottom, f"{where}: the line may lie under the panel"


def _app(tmp: Path, lang: str, size: tuple[int, int]) -> App:
    app = make_app(tmp, "--speed", "0", "--lang", lang)
    set_language(lang)
    resize(app, size)
    return app


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_stage_of_every_step_fits_its_panel(tmp_path: Path, lang: str,
                                                  size: tuple[int, int]) -> None:
    app = _app(tmp_path, lang, size)
    try:
        for i, lesson in enumerate(LESSONS):
            scene = TutorialScene(app, i)
            app.push(scene)
            run_frames(app, 2)
            for stage in _stages(scene, lesson):
                if stage in (Stage.POINT, Stage.DONE) and scene.tutor.waits_for_move():
                    scene.tutorial.make_step()
                scene.tutor.stage = stage
                _check(scene, f"{lang} {size} {lesson.key} {stage}")
            app.pop()
            run_frames(app, 1)
    finally:
        app.close()
        set_language("ru")


def test_a_ring_round_the_whole_sheet_shows_all_round(tmp_path: Path) -> None:
    """The goat's question points at the sheet, which reaches the window's edges: its ring
    is drawn inside the window (it used to lie off it but for its left side)."""
    app = _app(tmp_path, "ru", (1024, 600))
    try:
        scene = TutorialScene(app, next(i for i, lesson in enumerate(LESSONS)
                                        if lesson.key == "goat"))
        app.push(scene)
        run_frames(app, 2)
        scene.tutorial.make_step()
        run_frames(app, 2)
        view = tutor_view(scene.tutorial)
        assert view.point == (scene.model.layout.sheet,), "the question points at the sheet"
        spy = _Spy(scene.model.size)
        paint_tutor(spy, view, scene.model.scale, 0.0)
        ring = spy.blits_[0]
        assert spy.get_rect().contains(ring), ring
        sheet = scene.model.layout.sheet
        assert ring.x < sheet.x, "the ring stands round the sheet's left edge"
    finally:
        app.close()
