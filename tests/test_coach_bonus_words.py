"""Issue 14: the plain «Лучше: …» sentence says what makes the gap, from the search's figures.

A round's value pays the win bonus on the share of the others a side ends ahead of on points,
not on the chance to win the round: in Muggins a side may go out and still end behind on the
round's points, or tie.  The sentence said the chance to win where it was ending ahead that
differed, and «так лучше для счёта партии» with no match score at all.  Scripted Muggins
positions, solved exactly with every hand open (the hindsight lens).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rules import Round, find_preset
from rules.coach import Lens, Reason, Why
from rules.coach.cli import coach_main
from rules.coach.reasons import gain_words
from rules.coach.review import Decision, review_round
from rules.coach.words import plain_lines
from rules.i18n import Gender, Person
from rules.moves import Move

MUGGINS = find_preset("muggins")
EXACT = {"ru": "Это не прикидка: тренер перебрал все варианты, и это точное среднее по ним.",
         "en": "This is no guess: the coach worked out every possibility, and this is their "
               "exact average."}


def _people(seat: int) -> Person:
    return Person.you("Вы") if seat == 0 else Person("Зина", Gender.FEMALE)


def _led(hands: list[list[str]], move: str) -> Decision:
    """The lead ``move`` of seat 0 reviewed: its one decision."""
    r = Round.from_hands(MUGGINS, hands, bazaar=[], leader=0).play(move)
    (d,) = review_round(r, 0).decisions
    assert d.hindsight is not None and d.hindsight.evaluation.exact
    return d


def _better(d: Decision, lang: str) -> str:
    assert d.hindsight is not None
    return plain_lines(lang, d, d.hindsight, _people)[0]


def test_a_win_chance_that_differs_notably_is_said() -> None:
    """3–5 goes out, 2–4 never does: the chance to win differs (100% against 0%), and the
    bonus with it (a tie on the round's points is half of it)."""
    d = _led([["3:5", "2:4", "4:6"], ["4:4", "2:3", "0:2"]], "2:4")
    assert _better(d, "ru") == ("Лучше: зайти с 3–5 — соперница в среднем набрала бы на 20 очков "
                                "меньше, и шанс выиграть кон 100% вместо 0%. " + EXACT["ru"])
    assert _better(d, "en") == ("Better: lead 3–5 — on average 20 points fewer for your "
                                "opponent, and the chance to win the round 100% instead of 0%. "
                                + EXACT["en"])


def test_ending_ahead_on_points_is_said_where_it_is_what_differs() -> None:
    """Both moves go out (a chance of 100% each), but after 4–5 the round's points tie, after
    1–5 the side ends ahead: the bonus that differs is ending ahead, not winning, and no
    chance is claimed that the figures do not show."""
    d = _led([["4:5", "5:6", "1:5"], ["1:4", "4:4", "0:1"]], "4:5")
    assert _better(d, "ru") == ("Лучше: зайти с 1–5 — в среднем вы набрали бы на 15 очков "
                                "больше, и шанс закончить кон впереди по очкам 100% вместо 50%. "
                                + EXACT["ru"])
    assert _better(d, "en") == ("Better: lead 1–5 — on average 15 more points for you, and the "
                                "chance to end the round ahead on points 100% instead of 50%. "
                                + EXACT["en"])
    assert "win" not in _better(d, "en") and "выиграть" not in _better(d, "ru")


def test_no_match_score_is_named_where_the_bonus_makes_the_gap() -> None:
    """Neither move wins the round; after 3–4 the side ends ahead on points, after 1–3 not:
    the words said «так лучше для счёта партии» (the part they could not place), in a round
    reviewed with no match score at all."""
    d = _led([["1:3", "3:4", "1:6"], ["0:5", "1:1", "1:2"]], "1:3")
    assert d.hindsight is not None
    assert plain_lines("ru", d, d.hindsight, _people) == [
        "Лучше: зайти с 3–4 — шанс закончить кон впереди по очкам 100% вместо 0%, и в среднем "
        "вы набрали бы на 5 очков больше. " + EXACT["ru"],
        "После 3–4 Зина не смогла бы пойти."]
    assert _better(d, "en") == ("Better: lead 3–4 — the chance to end the round ahead on points "
                                "100% instead of 0%, and on average 5 more points for you. "
                                + EXACT["en"])


def test_points_that_differ_are_said_in_points_with_their_plural() -> None:
    """Ending ahead the same after both moves, the chance to win apart: the points and the
    chance, nothing of ending ahead."""
    r = Reason(Why.NUMBERS, Lens.FAIR, Move.parse("3:5>"), Move.parse("2:3<"), ends=(2, 3),
               values=(20.0, 17.0, 0.98, 0.79), value=(5.0, 2.0), ahead=(0.85, 0.85),
               sure="yes", rival=1)
    assert gain_words("ru", r, _people) == ("в среднем вы набрали бы на 3 очка больше, и шанс "
                                            "выиграть кон 98% вместо 79%")
    assert gain_words("en", r, _people) == ("on average 3 more points for you, and the chance to "
                                            "win the round 98% instead of 79%")
    same = Reason(Why.NUMBERS, Lens.FAIR, Move.parse("3:5>"), Move.parse("2:3<"), ends=(2, 3),
                  values=(20.0, 18.0, 0.5, 0.49), value=(2.0, 0.0), ahead=(0.5, 0.5),
                  sure="yes", rival=1)
    assert gain_words("ru", same, _people) == "в среднем вы набрали бы на 2 очка больше"


def test_the_command_line_prints_the_sentences_the_review_screen_shows(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``python -m rules coach`` printed «Лучше: зайти с 3–4.» and the reason; the screen
    said what the better move gains and how sure: both now take ``words.plain_lines``."""
    r = Round.from_hands(MUGGINS, [["1:3", "3:4", "1:6"], ["0:5", "1:1", "1:2"]], bazaar=[],
                         leader=0).play("1:3")
    save = tmp_path / "round.json"
    save.write_text(json.dumps(r.to_json()), encoding="utf-8")
    assert coach_main([str(save), "--seat", "0"]) == 0
    lines = [line.strip() for line in capsys.readouterr().out.splitlines()]
    assert ("Лучше: зайти с 3–4 — шанс закончить кон впереди по очкам 100% вместо 0%, и в среднем "
            "вы набрали бы на 5 очков больше. " + EXACT["ru"]) in lines
    assert "После 3–4 Игрок 2 не смог бы пойти." in lines
    assert not any(line.endswith("лучше для счёта партии") for line in lines)
