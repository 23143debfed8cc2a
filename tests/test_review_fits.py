"""Playtest 30 (issue 13/14 item 3): the English review had a header line cut at the panel's
right edge at 1280×720: the tally, the round's best move and its word on hindsight («Moves 1
and 3: with every hand open there were better moves …») were drawn whole, unwrapped.  Every
line of the review fits its panel, in both lenses, with the coach's figures and without, at
1280×720 and 1024×600, in every language.  Through the real App loop: a scripted round, its
summary's «Разбор ходов», the lens keys and the figures button."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from conftest import key, press, resize, run_frames
from table_kit import scripted, scripted_moves
from test_coach_gui import FISH, _reviewed, _summary, opened_review

from kozel_gui.assets import font
from kozel_gui.drawing import title_rect
from kozel_gui.i18n import tr
from kozel_gui.scenes.review import ReviewScene
from kozel_gui.scroller import BAR
from kozel_gui.widgets import scale_of
from rules.coach import Lens


def _overflow(scene: ReviewScene) -> list[str]:
    """Every line wider than its room in the panel (clear of the scroll bar), and the note
    or the title above it when wider than the screen's margins allow."""
    review = scene.review
    assert review is not None
    room = scene.scroller.view.w - BAR - 12
    px = scene.text_px
    lines = scene.lines(review)
    assert sum(1 for line in lines if line.text) >= 8, "the tally, its notes and two moves"
    wide = [line.text for line in lines
            if line.indent + font(px, line.bold).size(line.text)[0] > room]
    w, _ = scene.app.screen.get_size()
    note = tr(f"coach.gui_note.{scene.lens.value}")
    if font(px).size(note)[0] > scene.list_rect.w:
        wide.append(note)
    title = title_rect(tr("coach.gui_title", n=scene.number), (w // 2, 0),
                       int(44 * scale_of((w, 1))))
    if title.w > w - 2 * scene.list_rect.x:
        wide.append(tr("coach.gui_title", n=scene.number))
    return wide


@pytest.mark.parametrize("lang", ["ru", "uk", "en"])
def test_every_line_of_the_review_fits_its_panel(tmp_path: Path, lang: str) -> None:
    app, table = scripted(tmp_path, "--speed", "0", "--lang", lang, size=(1280, 720))
    scripted_moves(table, FISH)
    summary = _summary(app, table)
    _reviewed(app, summary)
    scene = opened_review(app, summary)
    checked = 0
    for size in ((1280, 720), (1024, 600)):
        resize(app, size)
        for figures in (False, True):
            if scene.figures != figures:
                press(app, tr("coach.gui_details_on" if scene.figures
                              else "coach.gui_details_off"))
            assert scene.figures == figures
            for arrow, lens in ((pygame.K_LEFT, Lens.FAIR), (pygame.K_RIGHT, Lens.HINDSIGHT)):
                key(app, arrow)
                run_frames(app, 1)
                assert scene.lens is lens and app.screen.get_size() == size
                assert _overflow(scene) == [], (size, figures, lens)
                checked += 1
    assert checked == 8
    app.close()
