"""Playtest S (r73): «Лучший ход: по сравнению с 5–5 соперникам в среднем записали бы на 6 очков
больше, а в среднем вам записали бы на 2 очка меньше» — a beginner could not tell whose move
was compared with what, and «в среднем» came twice.  The best move is now the subject («Он
лучше, чем 5–5»), and two people's parts of a gain say «в среднем» once, the second leaving out
the verb where it is the first's."""

from __future__ import annotations

from rules.coach import Lens, Reason, Why
from rules.coach.reasons import gain_words, reason_words
from rules.i18n import Gender, Person
from rules.moves import Move


def _people(seat: int) -> Person:
    return Person("Зина", Gender.FEMALE) if seat == 1 else Person("Миша", Gender.MALE)


def _over(**kw: object) -> Reason:
    """5–6 (the best move) against 5–5 in the goat game: the opponents write 6 more after
    5–6, you 2 fewer."""
    base: dict[str, object] = {"values": (10.0, 12.0, 0.5, 0.5), "others": (20.0, 14.0),
                               "value": (8.0, 0.0), "fewer": True, "sure": "likely"}
    base.update(kw)
    return Reason(Why.NUMBERS, Lens.FAIR, Move.parse("5:6<"), Move.parse("5:5<"), ends=(5, 3),
                  **base)  # type: ignore[arg-type]


def _best(over: Reason) -> Reason:
    return Reason(Why.BEST, Lens.FAIR, over.best, over.best, ends=over.ends, over=over)


def test_the_best_move_is_the_subject_and_the_average_is_said_once() -> None:
    r = _best(_over())
    assert reason_words("ru", r, _people) == (
        "Лучший ход. Он лучше, чем 5–5: соперникам в среднем записали бы на 6 очков больше, "
        "а вам — на 2 меньше. Скорее всего, так, но не наверняка.")
    assert reason_words("uk", r, _people) == (
        "Найкращий хід. Він кращий, ніж 5–5: суперникам у середньому записали б на 6 очок "
        "більше, а вам — на 2 менше. Найімовірніше, так, але не напевно.")
    assert reason_words("en", r, _people) == (
        "The best move. It is better than 5–5: on average 6 points more scored against the "
        "opponents, and 2 fewer against you. Most likely so, though not certain.")


def test_one_opponent_elided_by_gender() -> None:
    r = _over(rival=1, others=(14.0, 12.0), values=(10.0, 16.0, 0.5, 0.5))  # you 6, she 2
    assert gain_words("ru", r, _people) == (
        "в среднем вам записали бы на 6 очков меньше, а сопернице — на 2 больше")
    assert gain_words("ru", r, _people, advice=True) == (
        "в среднем вам запишут на 6 очков меньше, а сопернице — на 2 больше")


def test_another_verb_is_said_without_the_average_again() -> None:
    # The opponents would hold 10 more (their account not open), you would write 2 fewer.
    r = _over(others=(20.0, 10.0), others_held=(20.0, 10.0), value=(7.0, 0.0))
    assert gain_words("ru", r, _people) == (
        "соперникам в среднем запомнили бы на 10 очков больше, а вам записали бы на 2 очка "
        "меньше")
    assert gain_words("uk", r, _people, advice=True) == (
        "суперникам у середньому запамʼятають на 10 очок більше, а вам запишуть на 2 очки "
        "менше")
    assert gain_words("en", r, _people) == (
        "on average 10 points more held over against the opponents, and 2 points fewer scored "
        "against you")


def test_points_games_elide_the_scored_verb() -> None:
    r = Reason(Why.NUMBERS, Lens.FAIR, Move.parse("5:6<"), Move.parse("5:5<"), ends=(5, 3),
               values=(14.0, 10.0, 0.5, 0.5), others=(8.0, 10.0), value=(6.0, 0.0), sure="yes")
    assert reason_words("ru", r, _people) == (
        "5–6 лучше, чем 5–5: в среднем вы набрали бы на 4 очка больше, а соперники — на 2 "
        "меньше. Тренер в этом уверен.")
    assert reason_words("en", r, _people) == (
        "5–6 is better than 5–5: on average 4 more points for you, and 2 fewer for the "
        "opponents. The coach is sure of it.")
