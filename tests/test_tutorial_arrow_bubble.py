"""The tutorial's arrow lay on the «Ваш ход» bubble (issue 14, e20.png at 1280×720): the
table's prompt line keeps off where the arrows bob, at either window size."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from conftest import resize, run_frames
from table_kit import still
from test_tutorial import _app

from kozel_gui.table.hud import message_place
from kozel_gui.table.paint import message_at
from kozel_gui.table.theme import recording
from kozel_gui.tutorial.lessons import LESSONS
from kozel_gui.tutorial.scene import TutorialScene


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_arrows_and_the_prompt_never_meet(tmp_path: Path, size: tuple[int, int],
                                              lang: str) -> None:
    app = _app(tmp_path, lang)
    resize(app, size)
    met = 0
    for i, lesson in enumerate(LESSONS):
        if not lesson.played:
            continue
        scene = TutorialScene(app, i)
        app.push(scene)
        run_frames(app, 2)
        still(app, scene)
        for t in (0.0, 0.1, 0.2, 0.3):  # the arrow bobs: a few places of its way
            app.clock.advance(t)  # type: ignore[attr-defined]
            with recording() as log:
                run_frames(app, 1)
            view = scene._painted
            assert view is not None
            arrows = [pygame.Rect(r.rect) for r in log if r.role == "tutor.arrow"]
            if not view.message or not arrows:
                continue
            bubble = message_place(view.message, *message_at(view))[1]
            met += 1
            for arrow in arrows:
                assert not arrow.colliderect(bubble), (lesson.key, arrow, bubble, view.message)
        scene.stop()
        run_frames(app, 1)
    assert met, "some step shows both an arrow and the prompt"
    app.close()
