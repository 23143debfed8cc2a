"""P31/P32: «Вы сдались» is no feast: a match given up ends on a still screen (no confetti, no
goat dancing), while a match won still celebrates. Through the real App loop: the pause menu's
«Сдаться», then the pixels over the verdict, frame after frame."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
from conftest import buttons, click, key, run_frames
from table_kit import settle, table_app, top

from kozel_gui.app import App
from kozel_gui.i18n import tr
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.table.over import MatchOverScene
from kozel_gui.table.result import READY_S
from kozel_gui.table.theme import recording
from rules import Match, Round, ScoreSheet, find_preset
from rules.i18n import Gender

KOZEL = find_preset("kozel")


def _press(app: App, text: str) -> None:
    found = [b for b in buttons(app) if b.text == text]
    assert found, f"no button {text!r}: {[b.text for b in buttons(app)]}"
    click(app, found[0].rect.center)


def _band(app: App) -> pygame.Surface:
    """What the screen shows between the verdict and the ratings (where confetti falls)."""
    w, h = app.screen.get_size()
    return app.screen.subsurface(pygame.Rect(0, round(h * 0.25), round(w * 0.56),
                                             round(h * 0.4))).copy()


def _moves(app: App) -> bool:
    """Whether anything in that band moves over a second of the screen's life."""
    run_frames(app, 1)
    before = pygame.image.tobytes(_band(app), "RGB")
    for _ in range(30):
        app.clock.advance(1 / 30)  # type: ignore[attr-defined]
        run_frames(app, 1)
    return pygame.image.tobytes(_band(app), "RGB") != before


def test_a_match_given_up_ends_without_a_celebration(tmp_path: Path) -> None:
    seats = (SeatSetup("Мария", human=True, gender=Gender.FEMALE),
             SeatSetup("Бот 1"), SeatSetup("Бот 2"))
    app, table = table_app(tmp_path, MatchSetup(KOZEL, seats, 4))
    settle(app, table)
    key(app, pygame.K_ESCAPE, frames=2)
    _press(app, tr("pause.give_up"))
    _press(app, tr("pause.give_up"))  # the question's «Сдаться»
    run_frames(app, round(READY_S * 60) + 4)
    assert isinstance(top(app), MatchOverScene)
    with recording() as log:
        run_frames(app, 1)
    assert [i.text for i in log if i.role == "over.verdict"] == ["Вы сдались в первом коне"]
    assert not _moves(app), "confetti or a dancing goat over «Вы сдались»"
    app.close()


def test_a_match_won_still_celebrates(tmp_path: Path) -> None:
    sheet = ScoreSheet(KOZEL, 2)
    while not sheet.is_over:
        out = sheet.record(points=[0, 30], ended="out", by=0)
        assert isinstance(out, ScoreSheet)
        sheet = out
    assert sheet.goat == 1
    seats = (SeatSetup("Мария", human=True, gender=Gender.FEMALE), SeatSetup("Бот"))
    match = Match(KOZEL, 2, Round.deal(KOZEL, random.Random(4), 2), sheet,
                  random.Random(4).getstate())
    app, table = table_app(tmp_path, MatchSetup(KOZEL, seats, 4), match)
    app.replace(MatchOverScene(app, table.session))
    run_frames(app, round(READY_S * 60) + 4)
    with recording() as log:
        run_frames(app, 1)
    assert [i.text for i in log if i.role == "over.verdict"] == ["Козёл — Бот!"]
    assert _moves(app), "the winner's confetti and the goat's dance"
    app.close()
