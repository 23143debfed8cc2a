"""Issue 14 #2/#4: points held under the opening rule are said as held («запомнили бы»,
"held over"), at their own count, never blended into the points written at half weight; a
lone opponent is named in the singular, by gender («сопернице»), not «соперникам»."""

from __future__ import annotations

from dataclasses import replace

from rules.coach import Lens, Reason, Why
from rules.coach.reasons import gain_words, reason_words
from rules.i18n import Gender, Person
from rules.moves import Move
from rules.tiles import Tile


def _people(seat: int) -> Person:
    return Person("Зина", Gender.FEMALE) if seat == 1 else Person("Миша", Gender.MALE)


def _reason(**kw: object) -> Reason:
    base: dict[str, object] = {"values": (0.0, 0.0, 0.5, 0.5), "fewer": True, "sure": "yes"}
    base.update(kw)
    return Reason(Why.NUMBERS, Lens.FAIR, Move.parse("3:5>"), Move.parse("2:3<"), ends=(2, 3),
                  **base)  # type: ignore[arg-type]


def test_your_held_points_are_said_as_held_at_their_own_count() -> None:
    # p36: 4 held after the best move, 8 after the one played, nothing written: the value
    # differs by 2 (held weigh half), but what a player reads is 4 points fewer held.
    r = _reason(values=(4.0, 8.0, 0.5, 0.5), held=(4.0, 8.0), value=(1.0, -1.0))
    assert gain_words("ru", r) == "в среднем вам запомнили бы на 4 очка меньше"
    assert gain_words("uk", r) == "в середньому вам запамʼятали б на 4 очки менше"
    assert gain_words("en", r) == "on average 4 points fewer held over against you"
    assert gain_words("ru", r, advice=True) == "в среднем вам запомнят на 4 очка меньше"


def test_written_and_held_are_told_apart() -> None:
    # Best: 0 written, 4 held; played: 5 written, 0 held. The written part costs 5, the held
    # saves 2: the words say the 5 written, not a blend.
    r = _reason(values=(4.0, 5.0, 0.5, 0.5), held=(4.0, 0.0), value=(3.0, 0.0))
    assert gain_words("ru", r) == "в среднем вам записали бы на 5 очков меньше"


def test_an_opponents_held_points_are_held_and_one_opponent_is_one() -> None:
    # el1: the opponent's account not open, 10 more held over after the best move (in the
    # goat game the opponents' points are your gain).
    r = _reason(others=(12.0, 2.0), others_held=(12.0, 2.0), value=(5.0, 0.0), rival=1)
    assert gain_words("ru", r, _people) == "сопернице в среднем запомнили бы на 10 очков больше"
    assert gain_words("uk", r, _people) == "суперниці в середньому запамʼятали б на 10 очок більше"
    assert gain_words("en", r, _people) == (
        "on average 10 points more held over against your opponent")
    male = gain_words("ru", r, lambda s: Person("Миша", Gender.MALE))
    assert male == "сопернику в среднем запомнили бы на 10 очков больше"
    plural = _reason(others=(12.0, 2.0), others_held=(12.0, 2.0), value=(5.0, 0.0))
    assert gain_words("ru", plural) == "соперникам в среднем запомнили бы на 10 очков больше"
    written = _reason(others=(12.0, 2.0), value=(10.0, 0.0), rival=1)
    assert gain_words("ru", written, _people) == "сопернице в среднем записали бы на 10 очков больше"
    assert gain_words("ru", written, _people, advice=True) == (
        "сопернице в среднем запишут на 10 очков больше")
    said = reason_words("ru", written, _people)
    assert said == ("3–5 лучше, чем 2–3: сопернице в среднем записали бы на 10 очков больше. "
                    "Тренер в этом уверен."), said


def test_in_a_points_game_one_opponent_scores_in_the_singular() -> None:
    r = _reason(fewer=False, others=(5.0, 11.0), value=(6.0, 0.0), rival=1)
    assert gain_words("ru", r, _people) == "соперница в среднем набрала бы на 6 очков меньше"
    assert gain_words("ru", r, lambda s: Person("Миша", Gender.MALE)) == (
        "соперник в среднем набрал бы на 6 очков меньше")
    assert gain_words("en", r, _people) == "on average 6 points fewer for your opponent"


def test_the_runner_up_of_a_best_move_played_is_told_in_the_conditional() -> None:
    best, runner = Move.parse("0:2>"), Move.parse("2:3<")
    lone = Reason(Why.LONE, Lens.FAIR, best, runner, ends=(2, 3), lone=Tile(0, 0), n=10)
    partner = Reason(Why.PARTNER, Lens.FAIR, best, runner, ends=(2, 3), share=0.8)
    said = {why.why: reason_words("ru", Reason(Why.BEST, Lens.FAIR, best, best, ends=(2, 3),
                                               over=why), _people) for why in (lone, partner)}
    assert said[Why.LONE] == ("Лучший ход. После 2–3 у вас осталась бы только 0–0, а одна она "
                              "стоит 10 очков."), said
    assert said[Why.PARTNER] == ("Лучший ход. После 2–3 вашему партнёру было бы нечем ходить "
                                 "в 80% раскладов."), said
    # About the move played itself (a lesser one), the plain present stays.
    assert reason_words("ru", lone, _people).startswith("После 2–3 у вас остаётся только 0–0")


def test_two_parts_of_one_subject_name_it_once() -> None:
    """Playtest 30: «соперникам в среднем записали бы на 12 очков больше, а соперникам в
    среднем запомнили бы на 6 очков больше»: the subject said twice.  Two parts of one
    subject are one sentence; parts of two subjects keep «а»."""
    # The opponents: 12 more written (20 - 8 held, against 2) and 6 more held (8 against 2).
    others = _reason(others=(20.0, 2.0), others_held=(8.0, 2.0), value=(15.0, 0.0))
    assert gain_words("ru", others) == ("соперникам в среднем записали бы на 12 очков больше "
                                        "и запомнили бы на 6 очков больше")
    assert gain_words("uk", others) == ("суперникам у середньому записали б на 12 очок більше "
                                        "і запамʼятали б на 6 очок більше")
    assert gain_words("en", others) == ("on average 12 points more scored against the opponents "
                                        "and 6 more held over")
    assert gain_words("ru", others, advice=True) == (
        "соперникам в среднем запишут на 12 очков больше и запомнят на 6 очков больше")
    one = replace(others, rival=1)
    assert gain_words("ru", one, _people) == ("сопернице в среднем записали бы на 12 очков "
                                              "больше и запомнили бы на 6 очков больше")
    # You: 5 more written (13 - 6 held, against 2) and 6 more held; said once too.
    you = _reason(values=(2.0, 13.0, 0.5, 0.5), held=(0.0, 6.0), value=(8.0, 0.0))
    assert gain_words("ru", you) == ("в среднем вам записали бы на 5 очков меньше "
                                     "и запомнили бы на 6 очков меньше")
    assert gain_words("en", you) == ("on average 5 points fewer scored against you "
                                     "and 6 fewer held over")
    # Two subjects: each named, joined by «а».
    both = _reason(values=(2.0, 9.0, 0.5, 0.5), others=(12.0, 2.0), value=(17.0, 0.0))
    assert gain_words("ru", both) == ("соперникам в среднем записали бы на 10 очков больше, "
                                      "а вам — на 7 меньше")
