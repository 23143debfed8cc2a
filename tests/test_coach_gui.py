"""The coach at the screen: a review after the round (off the UI thread), its screen with
both lenses named, the replay's review, and the accuracy per match on the statistics."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pygame
import pytest
from conftest import key, press, run_frames
from table_kit import scripted, scripted_moves, top

from kozel_gui import coaching
from kozel_gui.app import App
from kozel_gui.coaching import ACCURACY_FILE, AccuracyLog, coach_line
from kozel_gui.scenes.review import ReviewScene, review_rows
from kozel_gui.scenes.table import TableScene
from kozel_gui.table.summary import READY_S, RoundSummaryScene
from rules.coach import Grade, Lens

FISH = ["1:2", "2:4>", "1:4<", "draw", "draw", "4:6>", "draw", "4:4<", "draw", "draw",
        "pass", "pass"]
"""The scripted round to a fish; the person chose the lead and an end for 1:4."""


def _summary(app: App, table: TableScene) -> RoundSummaryScene:
    for _ in range(400):
        if isinstance(top(app), RoundSummaryScene):
            return top(app)  # type: ignore[no-any-return]
        run_frames(app, 1)
    raise AssertionError("no summary")


def _reviewed(app: App, summary: RoundSummaryScene) -> None:
    """Frames until the review is in (the loop keeps running meanwhile), with a deadline."""
    assert summary.job is not None
    for _ in range(3000):
        if summary.job.ready:
            run_frames(app, 1)
            return
        run_frames(app, 1)
        summary.job.wait(0.02)
    raise AssertionError("the review never finished")


def opened_review(app: App, summary: RoundSummaryScene) -> ReviewScene:
    """Once the summary offers it, the review opened by the keyboard (Tab, Enter)."""
    run_frames(app, round(READY_S * 60) + 1)
    assert [i.key for i in summary.focusables()] == ["board", "review", "continue"]
    key(app, pygame.K_LEFT)  # from «Дальше» to «Разбор ходов» beside it
    key(app, pygame.K_RETURN)
    scene = top(app)
    assert isinstance(scene, ReviewScene)
    return scene


def test_the_summary_reviews_the_round_and_opens_the_review(tmp_path: Path) -> None:
    app, table = scripted(tmp_path)
    scripted_moves(table, FISH)
    summary = _summary(app, table)
    assert summary.job is not None, "the coach is on by default"
    _reviewed(app, summary)
    review = summary.job.result()
    assert review is not None and review.seat == 0
    assert [d.ply for d in review.decisions] == [0, 2], "the lead and 1:4 had a choice"
    line = coach_line(summary.job)
    assert line.startswith("Учитывая то, что вы знали, хороших ходов: ") and " из 2 " in line
    scene = opened_review(app, summary)
    rows = review_rows(review, Lens.FAIR, table.session.person)
    assert len(rows) == 2 and rows[1].head.startswith("Ход 3: 1–4 к единице — ")
    assert rows[1].grade in Grade
    assert scene.lens is Lens.FAIR
    press(app, "Со всеми открытыми руками")
    assert scene.lens is Lens.HINDSIGHT
    key(app, pygame.K_LEFT)
    assert scene.lens is Lens.FAIR, "the arrows switch the lens"
    key(app, pygame.K_RIGHT)
    assert scene.lens is Lens.HINDSIGHT
    run_frames(app, 2)
    key(app, pygame.K_ESCAPE)
    assert top(app) is summary
    assert table.model.coached == [], "the finished review was counted"
    log = AccuracyLog(app.data)
    assert [(m.good, m.decisions, m.profile) for m in log.matches] == [
        (review.good, 2, "Тестер")]
    assert summary.focus.current() is not None and summary.focus.current().key == "review"
    key(app, pygame.K_SPACE)
    assert top(app) is table, "Space presses «Дальше (Пробел)» even with the review focused"
    app.close()


def test_the_coach_is_an_option(tmp_path: Path) -> None:
    app, table = scripted(tmp_path)
    app.set_options(dataclasses.replace(app.options, coach=False))
    scripted_moves(table, FISH)
    summary = _summary(app, table)
    assert summary.job is None
    run_frames(app, round(READY_S * 60) + 1)
    assert [i.key for i in summary.focusables()] == ["board", "continue"]  # no «Разбор»
    assert not app.data.path(ACCURACY_FILE).exists()
    app.close()


def test_leaving_the_tables_review_before_it_is_done_lets_it_finish(tmp_path: Path) -> None:
    # The table keeps its review: it is counted and the pause menu opens it again (a stopped
    # one showed «Разбираем ваши ходы: 2 из 5…» frozen there); the replay's own one stops.
    app, table = scripted(tmp_path)
    scripted_moves(table, FISH)
    summary = _summary(app, table)
    assert summary.job is not None and summary.job.searched
    scene = ReviewScene(app, summary.job, 1, table.session.person)
    app.push(scene)
    run_frames(app, 1)
    key(app, pygame.K_ESCAPE)
    assert top(app) is summary
    assert summary.job.wait(60) is not None, "left, the table's review went on"
    app.close()


def test_the_replay_reviews_the_round_shown(tmp_path: Path) -> None:
    from kozel_gui.scenes.replay import ReplayScene

    app, table = scripted(tmp_path)
    scripted_moves(table, FISH)
    _summary(app, table)
    match = table.session.match.to_json()
    replay = ReplayScene(app, match, table.session.setup.to_json())
    app.push(replay)
    run_frames(app, 2)
    assert replay.reviewed == 0
    press(app, "Разбор ходов")
    scene = top(app)
    assert isinstance(scene, ReviewScene)
    review = scene.job.wait(60)
    assert review is not None and [d.ply for d in review.decisions] == [0, 2]
    run_frames(app, 2)
    app.close()


def test_statistics_write_decimals_with_the_languages_sign() -> None:
    from kozel_gui.i18n import Person, set_language
    from kozel_gui.scenes.stats import stat_lines
    from kozel_gui.stats import ProfileStats

    for lang, shown in (("ru", "15,7"), ("uk", "15,7"), ("en", "15.7")):
        set_language(lang)
        lines = stat_lines(ProfileStats(matches=1, rounds=3, points=47), Person("Ivan"))
        assert shown in [value for _, value in lines], lines
    set_language("ru")


def test_one_match_on_a_chart_is_a_point_not_a_line_across_it() -> None:
    from kozel_gui.charts import line_chart, line_points
    from kozel_gui.theme import COLOURS

    area = pygame.Rect(100, 20, 400, 100)
    assert line_points(area, [82], 100) == [(area.centerx, area.bottom - 82)]
    assert [p[0] for p in line_points(area, [10, 82], 100)] == [area.x, area.right]
    surface = pygame.Surface((600, 200))
    line_chart(surface, pygame.Rect(0, 0, 600, 200), [82], "точность", ("1 дек", "1 дек"))
    line = pygame.Color(COLOURS["remembered"])
    drawn = sum(surface.get_at((x, y)) == line for x in range(600) for y in range(200))
    assert drawn == 0, "no line is drawn through a single value"


def test_a_finished_review_opens_again_at_once_with_no_new_search(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Playtest S (u04): the replay's «Розбір ходів» searched the round again at every opening
    («Розбираємо ваші ходи: 2 з 5…»); the same round, seat, score and seed give the same
    review, so the one made is kept and shown at once."""
    from kozel_gui.scenes.replay import ReplayScene

    searched: list[int] = []
    real = coaching.review_round

    def counted(*args: object, **kw: object) -> object:
        searched.append(1)
        return real(*args, **kw)  # type: ignore[arg-type]

    monkeypatch.setattr(coaching, "review_round", counted)
    app, table = scripted(tmp_path)
    scripted_moves(table, FISH)
    _summary(app, table)
    replay = ReplayScene(app, table.session.match.to_json(), table.session.setup.to_json())
    app.push(replay)
    run_frames(app, 2)
    press(app, "Разбор ходов")
    first = top(app)
    assert isinstance(first, ReviewScene)
    review = first.job.wait(60)
    assert review is not None
    run_frames(app, 2)
    key(app, pygame.K_ESCAPE)
    assert top(app) is replay
    before = len(searched)
    press(app, "Разбор ходов")
    again = top(app)
    assert isinstance(again, ReviewScene) and again is not first
    assert again.job.ready and again.job.result() is review, "shown at once, the same review"
    run_frames(app, 2)
    assert len(searched) == before, "no new search"
    assert not again.job.searched
    app.close()


def test_each_app_keeps_its_own_finished_reviews(tmp_path: Path) -> None:
    """The finished reviews are the app's (``App.reviews``), not the process's: a new app
    searches a round another app reviewed, and its own review is kept where its screens
    look for it."""
    app, table = scripted(tmp_path / "a")
    scripted_moves(table, FISH)
    first = _summary(app, table).job
    assert first is not None and first.searched and first.wait(60) is not None
    app.close()
    again, table = scripted(tmp_path / "b")
    scripted_moves(table, FISH)
    job = _summary(again, table).job
    assert job is not None and job.searched, "another app's review is not this one's"
    review = job.wait(60)
    assert review is not None
    from kozel_gui.scenes.replay import ReplayScene

    run_frames(again, 2)
    again.push(ReplayScene(again, table.session.match.to_json(), table.session.setup.to_json()))
    run_frames(again, 2)
    press(again, "Разбор ходов")  # the replay's review of the same round: this app's, at once
    shown = top(again)
    assert isinstance(shown, ReviewScene) and not shown.job.searched
    assert shown.job.result() is review
    again.close()
