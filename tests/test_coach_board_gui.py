"""The coach at a Muggins table, through the real App loop: the hint (H) judges the move by
the points it scores in play, and the round's review is offered and opens."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
from conftest import key, run_frames
from table_kit import (
    hinted,
    moves,
    press_button,
    scripted_moves,
    settle,
    summary_of,
    table_app,
    top,
)
from test_coach_gui import _reviewed, opened_review

from kozel_gui.app import App
from kozel_gui.i18n import tr
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.scenes.review import ReviewScene, review_rows
from kozel_gui.scenes.table import TableScene
from kozel_gui.table.summary import RoundSummaryScene
from rules import Match, Round, ScoreSheet, find_preset
from rules.coach import Grade, Lens

MUGGINS = find_preset("muggins")


def _muggins_table(tmp: Path) -> tuple[App, TableScene]:
    """The person (seat 0) led 0:3, the bot laid 0:5 on the left: the ends show 5 and 3 and
    the person's last tile 3:5 goes out on either; on the 3 it scores 10 (5 and 5)."""
    r = Round.from_hands(MUGGINS, [["0:3", "3:5"], ["0:5", "4:6", "1:2"]], leader=0)
    match = Match(MUGGINS, 2, r, ScoreSheet(MUGGINS, 2), random.Random(1).getstate())
    setup = MatchSetup(MUGGINS, (SeatSetup("Вы", human=True), SeatSetup("Бот", bot="heaviest")),
                       1)
    app, table = table_app(tmp, setup, match)
    scripted_moves(table, ["0:3", "0:5<"])
    table.model.refresh()
    run_frames(app, 2)
    settle(app, table)
    return app, table


def test_the_hint_at_a_muggins_table_picks_the_move_that_scores(tmp_path: Path) -> None:
    app, table = _muggins_table(tmp_path)
    assert table.model.ready() and table.session.round.open_ends == (5, 3, None, None)
    press_button(app, table, "hint")  # «Подсказка (H)», clicked
    hinted(app, table)
    message = table.view().message or ""
    # Advice before the move: the move named once, what it does in the present tense.
    assert message == ("Подсказка: 3–5 к тройке. Сразу даёт 10 очков в игре, "
                       "а 3–5 к пятёрке — ничего."), message
    key(app, pygame.K_RETURN, frames=2)
    assert moves(table)[-1] == "0 3:5>", "Enter plays the hinted move"
    assert table.session.round.play_points == (10, 0)
    app.close()


def test_a_muggins_round_is_reviewed_and_the_review_opens(tmp_path: Path) -> None:
    app, table = _muggins_table(tmp_path)
    scripted_moves(table, ["3:5<"])  # the tile on the 5: out, but nothing scored in play
    summary = summary_of(app)
    assert isinstance(summary, RoundSummaryScene)
    assert summary.job is not None, "the coach reviews a Muggins round"
    _reviewed(app, summary)
    review = summary.job.result()
    assert review is not None and review.seat == 0
    assert [d.ply for d in review.decisions] == [0, 2]
    last = review.decisions[-1]
    assert last.fair.grade is Grade.MISTAKE and str(last.fair.evaluation.best.move) == "3:5>"
    opened_review(app, summary)
    rows = review_rows(review, Lens.FAIR, table.session.person)
    assert rows[-1].head.startswith("Ход 3: 3–5 к пятёрке — " + tr("coach.grade.mistake"))
    assert any("сразу принесла бы 10 очков" in line for line in rows[-1].lines)
    key(app, pygame.K_ESCAPE)
    assert top(app) is summary
    app.close()


def test_the_replay_of_a_muggins_round_reviews_it(tmp_path: Path) -> None:
    from conftest import press

    from kozel_gui.scenes.replay import ReplayScene

    app, table = _muggins_table(tmp_path)
    scripted_moves(table, ["3:5<"])
    summary_of(app)
    replay = ReplayScene(app, table.session.match.to_json(), table.session.setup.to_json())
    app.push(replay)
    run_frames(app, 2)
    press(app, "Разбор ходов")
    scene = top(app)
    assert isinstance(scene, ReviewScene), "the replay offers the coach for Muggins too"
    review = scene.job.wait(60)
    assert review is not None and [d.ply for d in review.decisions] == [0, 2]
    assert review.decisions[-1].fair.grade is Grade.MISTAKE
    run_frames(app, 2)
    app.close()
