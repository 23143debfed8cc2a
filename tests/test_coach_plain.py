"""The coach in plain words (P25): how much better the better move was, in points and in
chances to win the round, and how sure the coach is; the engine's figures (values with
their margins, worlds searched) only when a strong player asks for them."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest
from conftest import key, press
from table_kit import scripted_moves, summary_of
from test_coach_agree import _two
from test_coach_board_gui import _muggins_table
from test_coach_gui import _reviewed, opened_review

from kozel_gui.i18n import set_language
from kozel_gui.scenes.review import review_rows
from kozel_gui.table import hint
from rules.coach import Estimate, Evaluation, Lens, MoveValue, Reason, Why
from rules.coach.reasons import reason_words, sure_of
from rules.i18n import Person
from rules.move_words import ends_of, move_phrase
from rules.moves import Move

_FIGURES = re.compile(r"±|оценк|расклад|\d,\d")
"""What the engine's figures look like in Russian: margins, values, worlds, decimals."""


def _people(seat: int) -> Person:
    return Person(f"Игрок {seat + 1}")


def _numbers(values: tuple[float, float, float, float], *, fewer: bool) -> Reason:
    return Reason(Why.NUMBERS, Lens.FAIR, Move.parse("3:5>"), Move.parse("2:3<"), ends=(2, 3),
                  values=values, value=(1.5, -3.0), fewer=fewer, sure="yes")


def test_a_gap_with_no_fact_behind_it_is_said_in_points_and_chances() -> None:
    kozel = _numbers((12.0, 16.2, 0.55, 0.30), fewer=True)
    assert reason_words("ru", kozel, _people) == (
        "3–5 лучше, чем 2–3: в среднем вам записали бы на 4 очка меньше, и шанс выиграть кон "
        "55% вместо 30%. Тренер в этом уверен.")
    assert reason_words("en", kozel, _people) == (
        "3–5 is better than 2–3: on average 4 points fewer scored against you, and the chance "
        "to win the round 55% instead of 30%. The coach is sure of it.")
    assert reason_words("uk", kozel, _people) == (
        "3–5 краще, ніж 2–3: в середньому вам записали б на 4 очки менше, і шанс виграти кін "
        "55% замість 30%. Тренер у цьому впевнений.")
    points = _numbers((21.0, 11.0, 0.6, 0.59), fewer=False)  # a points game: more is better
    assert reason_words("ru", points, _people) == (
        "3–5 лучше, чем 2–3: в среднем вы набрали бы на 10 очков больше. "
        "Тренер в этом уверен.")
    score = _numbers((12.0, 12.2, 0.5, 0.5), fewer=True)  # only the match score tells them apart
    assert "так лучше для счёта партии" in reason_words("ru", score, _people)


def _sure(loss: Estimate, *, exact: bool = False) -> str:
    best = MoveValue(Move.parse("3:5>"), Estimate(2.0), Estimate(10.0), Estimate(0.5),
                     Estimate(0.0), 0.0, 0.0)
    mine = MoveValue(Move.parse("2:3<"), Estimate(-2.0), Estimate(14.0), Estimate(0.4), loss,
                     0.0, 0.0)
    return sure_of(Evaluation(Lens.FAIR, 0, (best, mine), 128, exact), mine)


def test_how_sure_the_coach_is_follows_the_gap_against_its_margin() -> None:
    assert _sure(Estimate(4.5, 1.0)) == "yes"  # the gap is more than twice its 95% margin
    assert _sure(Estimate(3.0, 1.2)) == "likely"
    assert _sure(Estimate(3.0, 2.0)) == "no"
    assert _sure(Estimate(3.0), exact=True) == "exact"


def test_the_review_reads_in_plain_words_and_shows_figures_on_request(tmp_path: Path) -> None:
    set_language("ru")
    app, table = _muggins_table(tmp_path)
    scripted_moves(table, ["3:5<"])  # out on the 5: nothing scored in play, 3:5> scored 10
    summary = summary_of(app)
    _reviewed(app, summary)
    review = summary.job.result()
    assert review is not None
    scene = opened_review(app, summary)
    rows = review_rows(review, scene.lens, table.session.person, figures=scene.figures)
    mistake = rows[-1]
    assert mistake.head == "Ход 3: 3–5 к пятёрке — ошибка"
    assert mistake.lines[0] == ("Лучше: 3–5 к тройке — в среднем вы набрали бы на "
                                "10 очков больше. Это не прикидка: тренер перебрал все варианты, и это "
                                "точное среднее по ним.")
    for row in rows:
        for line in (row.head, *row.lines):
            assert not _FIGURES.search(line), line
    press(app, "Цифры тренера: выкл.")  # a strong player asks for the numbers
    assert scene.figures
    rows = review_rows(review, scene.lens, table.session.person, figures=scene.figures)
    assert "оценка на 10,0 очка ниже лучшей" in rows[-1].head
    assert any("все расклады" in line for line in rows[-1].lines)
    key(app, pygame.K_ESCAPE)
    app.close()


def test_a_hint_the_coach_is_not_sure_of_says_why_and_how_sure(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The best move ahead by a material gap, but within the spread of the worlds: the hint
    says what it gains, in plain words, and that the coach is not sure (issue 14: the review
    grades the other move an inaccuracy, so the hint does not call them all but equal)."""
    r, ev = _two(Estimate(6.8, 2.5), (-3.8, 7.6, 0.37))
    monkeypatch.setattr(hint, "fair_evaluation", lambda *a, **k: ev)
    set_language("ru")
    advice = hint.advise(r, r.to_move, _people)
    assert advice.move == ev.best.move
    assert advice.text == (f"Подсказка: {move_phrase('ru', ev.best.move, ends_of(r))}. Лучше, чем "
                           "1–5: шанс выиграть кон 70% вместо 37%, и в среднем вам запишут на 3 "
                           "очка меньше. Скорее всего, так, но не наверняка.")


def test_the_best_move_against_the_same_tile_to_another_end_names_the_move() -> None:
    """«Лучший ход, хотя к двойке — почти не хуже» (PT-W) named no move: the runner-up that
    is the same tile to another end is said as a move, its tile with its end."""
    best, other = Move.parse("1:2<"), Move.parse("1:2>")
    ends = (1, 2)
    close = Reason(Why.CLOSE, Lens.FAIR, best, other, ends=ends)
    played = Reason(Why.BEST, Lens.FAIR, best, best, ends=ends, over=close)
    said = {lang: reason_words(lang, played, _people) for lang in ("ru", "uk", "en")}
    assert said == {"ru": "Лучший ход, хотя 1–2 к двойке почти не хуже.",
                    "uk": "Найкращий хід, хоча 1–2 до двійки майже не гірше.",
                    "en": "The best move, though 1–2 to the two is almost as good."}
    numbers = Reason(Why.NUMBERS, Lens.FAIR, best, other, ends=ends, values=(21.0, 11.0, 0.6, 0.59),
                     value=(10.0, 0.0), fewer=False, sure="yes")
    said_ru = reason_words("ru", Reason(Why.BEST, Lens.FAIR, best, best, ends=ends, over=numbers),
                           _people)
    assert said_ru.startswith("Лучший ход. Он лучше, чем 1–2 к двойке: в среднем вы набрали бы")
    other_tile = Reason(Why.CLOSE, Lens.FAIR, best, Move.parse("2:4>"), ends=ends)
    assert reason_words("ru", Reason(Why.BEST, Lens.FAIR, best, best, ends=ends,
                                     over=other_tile), _people) == \
        "Лучший ход, хотя 2–4 почти не хуже."
