"""The coach as a strong player read it (P32): the fair verdict beside what hindsight says,
a reason for every verdict (the best move's too), and the coach's figures as a player reads
them (a minus sign, percentages, points with their unit, the round-win bonus named)."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest
from conftest import key, press, run_frames
from rendered import rendered_strings
from table_kit import scripted, scripted_moves, top
from test_coach_agree import _two
from test_coach_gui import FISH, _reviewed, _summary, opened_review

from kozel_gui.coaching import ReviewJob
from kozel_gui.i18n import set_language, tr
from kozel_gui.scenes.review import ReviewScene
from kozel_gui.table.summary import READY_S
from rules import Match, Round
from rules.bots import find_bot
from rules.coach import Estimate, Judgement, reason_words
from rules.coach.words import value_line, value_note
from rules.config import find_preset
from rules.i18n import Person
from rules.move_words import ends_of, move_phrase


def _people(seat: int) -> Person:
    return Person(f"Игрок {seat + 1}")


def test_the_summary_and_the_review_say_where_hindsight_differs(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The scripted fish: 1–4 to the one is good with what the seat knew and a mistake with
    every hand open; the summary's tally stays fair and says the hindsight beside it."""
    set_language("ru")
    app, table = scripted(tmp_path)
    scripted_moves(table, FISH)
    summary = _summary(app, table)
    _reviewed(app, summary)
    review = summary.job.result() if summary.job else None
    assert review is not None
    third = review.decisions[-1]
    assert third.ply == 2 and third.fair.grade == "good" and third.hindsight is not None
    assert third.hindsight.grade == "mistake", "the scripted deal punishes 1–4 in hindsight"
    better = move_phrase("ru", third.hindsight.evaluation.best.move, ends_of(third.view))
    with rendered_strings(monkeypatch) as seen:
        run_frames(app, 1)
    # Issue 14.6: «Хорошие ходы: 2 из 2» beside «лучше было бы…» read as a contradiction;
    # the tally says it counts what was known, the hindsight line what was hidden.
    assert any(s.startswith("Учитывая то, что вы знали, хороших ходов: 2 из 2") for s in seen), seen
    # Hindsight faults move 1 too, but 1–4, the lead it prefers, was better by what was known
    # as well (8,1 against 1–2's 6,4): hidden tiles are not why, so only move 3 is excused
    # (issue 14: «чужих костей вы не видели» under a move that passed up the known better one).
    first = review.decisions[0]
    assert first.hindsight is not None and first.hindsight_worse and first.known_better
    assert [d.ply for d in review.decisions if d.hindsight_differs] == [2]
    said = (f"Ход 3: по открытым рукам лучше было бы {better}, но чужих костей вы не видели — "
            "так они легли.")
    # on one line, or on two where one is too long (1024x600): the lines in a row make it
    shown = " ".join(seen)
    assert said in seen or said in shown, "the summary says the hindsight beside the tally"
    scene = opened_review(app, summary)
    with rendered_strings(monkeypatch) as seen:
        run_frames(app, 1)
    note = f"По открытым рукам лучше было бы {better}."
    shown = " ".join(seen)
    assert note in seen and said in shown, "the fair row and the tally say it too"
    # Why it is no reproach is said once, in the tally (issue 14: the row repeated it).
    assert sum("чужих костей вы не видели" in s for s in seen) == 1, seen
    # The tally agrees with what the rows say: every move it counts good is headed good.
    heads = [s for s in seen if s.startswith("Ход ") and " — " in s]
    assert sum(s.endswith("— хороший ход") for s in heads) == review.good == 2, heads
    key(app, pygame.K_RIGHT)
    assert scene.lens == "hindsight"
    with rendered_strings(monkeypatch) as seen:
        run_frames(app, 1)
    shown = " ".join(seen)
    lead = move_phrase("ru", first.hindsight.evaluation.best.move, ends_of(first.view))
    assert ("По тому, что вы знали, — хороший ход, но и тогда лучше было бы "
            f"{lead}.") in shown, "move 1's fair grade comes with the move it passed up"
    assert "По тому, что вы знали, — хороший ход." in seen, "move 3's row names the fair grade"
    assert any(s.startswith("Если открыть все руки, хороших ходов: ") for s in seen), seen
    app.close()


def test_every_verdict_gives_a_reason_the_best_move_too(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    set_language("ru")
    app, table = scripted(tmp_path)
    scripted_moves(table, FISH)
    summary = _summary(app, table)
    _reviewed(app, summary)
    opened_review(app, summary)
    with rendered_strings(monkeypatch) as seen:
        run_frames(app, 1)
    bare = tr("coach.why.best")
    assert bare not in seen, "«Лучший ход.» alone says nothing"
    assert any(s.startswith("Лучший ход") and len(s) > len(bare) + 10 for s in seen), seen
    app.close()


@pytest.mark.parametrize(("lang", "bare"), [("ru", "Лучший ход."), ("en", "The best move."),
                                            ("uk", "Найкращий хід.")])
def test_the_best_move_is_told_what_it_gains_against_the_runner_up(lang: str,
                                                                    bare: str) -> None:
    r, ev = _two(Estimate(4.5, 1.0), (-1.5, 7.0, 0.4))
    view = r.view(r.to_move)
    best = Judgement.of(view, ev, ev.best.move)
    said = reason_words(lang, best.reason, _people)
    runner = ev.moves[1].move.tile
    assert said != bare and said.startswith(bare[:-1])
    assert runner is not None and f"{runner.low}–{runner.high}" in said.replace(
        f"{runner.high}–{runner.low}", f"{runner.low}–{runner.high}"), said


def test_the_coachs_figures_read_as_a_player_reads_them(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    r, ev = _two(Estimate(4.5, 1.0), (-1.5, 7.0, 0.4))
    line = value_line("ru", ev.moves[1], ends_of(r))
    assert "оценка −1,5 ± 1,6 очка" in line, "a minus sign and the unit"
    assert "записали бы 7,0 ± 2,0 очка" in line
    assert line.endswith("шанс выиграть кон 40% ± 10%"), "the margin of a chance in % too"
    assert value_line("en", ev.moves[1], ends_of(r)).endswith(
        "chance to win the round 40% ± 10%")
    note = value_note("ru", r.rules)
    assert "премия за победу по очкам (8 очков, умноженные на шанс закончить кон впереди по " \
           "очкам)" in note
    set_language("ru")
    app, table = scripted(tmp_path)
    scripted_moves(table, FISH)
    summary = _summary(app, table)
    _reviewed(app, summary)
    opened_review(app, summary)
    press(app, "Цифры тренера: выкл.")
    with rendered_strings(monkeypatch) as seen:
        run_frames(app, 1)
    values = [s for s in seen if ": оценка " in s]
    assert values and all("очка" in s for s in values), values
    assert "шанс закончить кон впереди по очкам" in " ".join(seen).replace("\u00a0", " ")
    assert not any("-" in s.split(": оценка ")[1] for s in values), "no hyphen for minus"
    app.close()


def _post(app: object, kind: int, **fields: object) -> None:
    pygame.event.post(pygame.event.Event(kind, **fields))
    run_frames(app, 2)  # type: ignore[arg-type]


def _bots_round() -> Round:
    """A two-player round of the heaviest bots with five decisions for seat 0."""
    r = Match.start(find_preset("kozel"), 2, 1).round
    bot = find_bot("heaviest")
    while r.outcome() is None:
        r = r.play(bot.choose(r.view(r.to_move), random.Random(r.ply)))
    return r


def test_the_review_list_has_a_scroll_bar_and_the_page_keys(tmp_path: Path) -> None:
    set_language("ru")
    app, table = scripted(tmp_path, size=(1024, 600))
    job = ReviewJob(_bots_round(), 0)
    assert job.wait(120) is not None
    scene = ReviewScene(app, job, 1, table.session.person)
    app.push(scene)
    run_frames(app, 2)
    press(app, "Цифры тренера: выкл.")  # the figures make the list longer than its window
    run_frames(app, 2)
    scroller = scene.scroller
    assert scroller.most > 0 and scene.offset == 0
    key(app, pygame.K_END)
    assert scene.offset == scroller.most, "End goes to the list's end"
    key(app, pygame.K_HOME)
    assert scene.offset == 0, "Home to its start"
    key(app, pygame.K_PAGEDOWN)
    assert scene.offset == min(scroller.most, scroller.view.h - 40), "a page down"
    key(app, pygame.K_PAGEUP)
    assert scene.offset == 0
    thumb = scroller.thumb()
    assert thumb is not None and scroller.view.contains(thumb), "a scroll bar shows"
    _post(app, pygame.MOUSEBUTTONDOWN, pos=thumb.center, button=1)
    _post(app, pygame.MOUSEMOTION, pos=(thumb.centerx, scroller.view.bottom + 60), rel=(0, 1),
          buttons=(1, 0, 0))
    _post(app, pygame.MOUSEBUTTONUP, pos=(thumb.centerx, scroller.view.bottom + 60), button=1)
    assert scene.offset == scroller.most, "its thumb drags the list"
    app.close()


def test_a_return_pressed_while_the_summary_appears_does_not_dismiss_it(tmp_path: Path) -> None:
    app, table = scripted(tmp_path)
    scripted_moves(table, FISH)
    summary = _summary(app, table)
    assert not summary.ready
    _post(app, pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    run_frames(app, round(READY_S * 60) + 2)
    assert summary.ready
    # Still held: the key's repeats come (pygame repeats keys once a text box had focus).
    _post(app, pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    _post(app, pygame.KEYUP, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0)
    assert top(app) is summary, "a Return from before the summary was ready is not its press"
    key(app, pygame.K_RETURN)
    assert top(app) is table, "its own Return, pressed and let go, goes on"
    app.close()


def test_a_given_up_match_has_its_bar_in_results_per_variant(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from harness import harness_for
    from test_history_support import setup_json

    from kozel_gui.charts import RESULT_COLOURS
    from kozel_gui.history import HISTORY_FILE, History
    from kozel_gui.scenes.stats import StatsScene
    from kozel_gui.storage import DataDir

    given_up = Match.start(find_preset("kozel"), 4, 3).leave(0).to_json()
    with History.open(DataDir(tmp_path).path(HISTORY_FILE)) as history:
        history.add_match(setup_json(name="Тестер"), given_up, "Тестер")
    with harness_for(tmp_path) as h:
        h.resize((1024, 600))
        h.press(tr("menu.stats"))
        assert isinstance(h.top, StatsScene)
        with rendered_strings(monkeypatch) as seen:
            h.frames(1)
        assert tr("history.result_left") in seen, "the legend names a given-up match"
        shot = h.app.screen
        brass = pygame.Color(RESULT_COLOURS["left"])
        w, height = shot.get_size()
        bar = sum(shot.get_at((x, y)) == brass for x in range(w // 2, w, 2)
                  for y in range(height // 2, height, 2))
        assert bar > 20, "and its bar is drawn"


def test_the_tutorial_adds_no_match_to_the_accuracy_chart(tmp_path: Path) -> None:
    """A lesson is no match of the player's: the chart beside one played match showed a
    line, its other point the tutorial's rounds."""
    from test_tutorial import _app, _play_through

    from kozel_gui.coaching import AccuracyLog

    app = _app(tmp_path, "ru")
    _play_through(app, mouse=False)
    for _ in range(300):  # every review the lessons started has finished
        run_frames(app, 1)
    assert AccuracyLog(app.data).matches == []
    app.close()


def test_the_last_rounds_review_stays_reachable_from_the_pause_menu(tmp_path: Path) -> None:
    """P32: Return went on from the summary and the review was gone until the match was over
    (the replay in the history has it then); during the next round the menu opens it."""
    set_language("ru")
    app, table = scripted(tmp_path)
    scripted_moves(table, FISH)
    summary = _summary(app, table)
    _reviewed(app, summary)
    job = summary.job
    run_frames(app, round(READY_S * 60) + 1)
    key(app, pygame.K_SPACE)
    assert top(app) is table and table.session.number == 2, "the next round is dealt"
    key(app, pygame.K_ESCAPE)
    press(app, "Разбор ходов — кон 1")
    scene = top(app)
    assert isinstance(scene, ReviewScene) and scene.job is job and scene.number == 1
    assert scene.review is not None and [d.ply for d in scene.review.decisions] == [0, 2]
    app.close()


def test_the_last_rounds_review_survives_a_resume(tmp_path: Path) -> None:
    """Issue 14: the pause menu offered «Разбор ходов — кон 2» during round 3; after the main
    menu and «Продолжить» the entry was gone.  The resumed table makes the review again, the
    same one (same seed and match score)."""
    from kozel_gui.scenes import load_autosave, table_scene

    set_language("ru")
    app, table = scripted(tmp_path)
    scripted_moves(table, FISH)
    summary = _summary(app, table)
    _reviewed(app, summary)
    before = summary.job.wait(60) if summary.job is not None else None
    run_frames(app, round(READY_S * 60) + 1)
    key(app, pygame.K_SPACE)
    assert top(app) is table and table.session.number == 2
    key(app, pygame.K_ESCAPE)
    press(app, tr("pause.menu"))
    found = load_autosave(app)
    assert found is not None
    app.reset_to(table_scene(app, *found))
    run_frames(app, 2)
    resumed = top(app)
    assert resumed is not table and resumed.session.number == 2
    key(app, pygame.K_ESCAPE)
    press(app, "Разбор ходов — кон 1")
    scene = top(app)
    assert isinstance(scene, ReviewScene) and scene.number == 1
    again = scene.job.wait(60)
    assert before is not None and again is not None
    assert [d.ply for d in again.decisions] == [d.ply for d in before.decisions] == [0, 2]
    assert [d.played for d in again.decisions] == [d.played for d in before.decisions]
    assert again.good == before.good
    app.close()


def test_the_coachs_figures_are_a_setting_that_shows_its_state(tmp_path: Path) -> None:
    """Issue 14: «Цифры тренера» was forgotten by the next review and never showed whether
    it was on: it is kept in the options and its button says its state."""
    import json

    set_language("ru")
    app, table = scripted(tmp_path)
    scripted_moves(table, FISH)
    summary = _summary(app, table)
    _reviewed(app, summary)
    scene = opened_review(app, summary)
    labels = {b.text for b in scene.actions}
    assert "Цифры тренера: выкл." in labels and not scene.figures
    press(app, "Цифры тренера: выкл.")
    assert scene.figures and "Цифры тренера: вкл." in {b.text for b in scene.actions}
    key(app, pygame.K_ESCAPE)  # back to the summary, then the same review again
    assert top(app) is summary
    key(app, pygame.K_RETURN)  # the focus stayed on «Разбор ходов»
    again = top(app)
    assert isinstance(again, ReviewScene) and again is not scene and again.figures
    assert "Цифры тренера: вкл." in {b.text for b in again.actions}
    saved = json.loads(app.data.path("options.json").read_text(encoding="utf-8"))
    assert saved["coach_figures"] is True
    press(app, "Цифры тренера: вкл.")
    assert not again.figures and not app.options.coach_figures
    app.close()
