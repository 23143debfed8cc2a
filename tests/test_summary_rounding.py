"""Muggins rounds the hand points a side writes to fives (GAMES.md §4.5, ``hand_rounding``):
the round summary says what the hands held before («с рук соперников 0 (округлено из 2)»), so a sum
that does not add up to the pips in the hands is explained.  Words exact, ru/uk/en."""

from __future__ import annotations

import pytest

from kozel_gui.i18n import Gender, Person, set_language
from kozel_gui.table.summary_words import summary_words
from rules import Round, ScoreSheet, find_preset

MUGGINS = find_preset("muggins")
PEOPLE = (Person("Зина", Gender.FEMALE), Person("Михалыч", Gender.MALE))


def _ended(hands: list[list[str]], moves: list[str]) -> Round:
    r = Round.from_hands(MUGGINS, hands, bazaar=[], leader=0)
    for text in moves:
        r = r.play(r.legal_moves()[0].parse(text))
    assert r.outcome() is not None
    return r


def _sums(r: Round, lang: str) -> list[tuple[str, str]]:
    outcome = r.outcome()
    assert outcome is not None
    sheet = ScoreSheet(MUGGINS, 2).record_outcome(outcome)
    set_language(lang)
    said = summary_words(r, 1, sheet.rows[-1], sheet.entries[-1], PEOPLE.__getitem__,
                         PEOPLE.__getitem__, lambda s: PEOPLE[s].name)
    return [(s.terms, s.result) for s in said.sums]


# Зина leads 5:5 (+10), Михалыч 5:6, Зина 1:6 and is out; Михалыч holds 0:2: 2 rounds to 0.
SCORED_AND_DOWN_TO_0 = ([["5:5", "1:6"], ["5:6", "0:2"]], ["5:5", "5:6>", "1:6>"])
# Nothing scores in play; Зина goes out, Михалыч's 0:2 rounds to nothing.
DOWN_TO_0 = ([["1:2", "1:4"], ["2:3", "0:2"]], ["1:2", "2:3>", "1:4<"])
# GAMES.md M2: 6:4 +10, Зина out, Михалыч holds 3:3 + 2:5 = 13, rounded to 15.
M2 = ([["4:6", "1:2", "1:3"], ["2:4", "3:3", "0:6", "2:5"]],
      ["6:4", "2:4>", "1:2>", "0:6<", "1:3>"])


@pytest.mark.parametrize(("deal", "lang", "zina"), [
    (SCORED_AND_DOWN_TO_0, "ru",
     ("в игре 10 + с рук соперников 0 (округлено из 2) = 10", "записала 10")),
    (SCORED_AND_DOWN_TO_0, "uk",
     ("у грі 10 + з рук суперників 0 (округлено з 2) = 10", "записала 10")),
    (SCORED_AND_DOWN_TO_0, "en",
     ("in play 10 + opponents’ hands 0 (rounded from 2) = 10", "scored 10")),
    (DOWN_TO_0, "ru", ("с рук соперников 0 (округлено из 2)", "ничего")),
    (DOWN_TO_0, "uk", ("з рук суперників 0 (округлено з 2)", "нічого")),
    (DOWN_TO_0, "en", ("opponents’ hands 0 (rounded from 2)", "nothing")),
    (M2, "ru", ("в игре 10 + с рук соперников 15 (округлено из 13) = 25", "записала 25")),
    (M2, "en", ("in play 10 + opponents’ hands 15 (rounded from 13) = 25", "scored 25")),
])
def test_the_sum_says_how_the_hands_were_rounded(
        deal: tuple[list[list[str]], list[str]], lang: str, zina: tuple[str, str]) -> None:
    sums = _sums(_ended(*deal), lang)
    assert sums[0] == zina
    assert sums[1][0] == "", "Михалыч wrote nothing from the hands: no rounding to tell"


def test_the_engine_keeps_the_hand_points_before_rounding() -> None:
    r = _ended(*SCORED_AND_DOWN_TO_0)
    outcome = r.outcome()
    assert outcome is not None
    row = ScoreSheet(MUGGINS, 2).record_outcome(outcome).rows[-1]
    assert [(s.claim, s.unrounded, s.written) for s in row.sides] == [(0, 2, 10), (None, None, 0)]
    r = _ended(*M2)
    outcome = r.outcome()
    assert outcome is not None
    row = ScoreSheet(MUGGINS, 2).record_outcome(outcome).rows[-1]
    assert row.sides[0].unrounded == 13 and row.sides[0].claim == 15


def test_a_hand_already_a_multiple_of_five_says_no_rounding() -> None:
    deal = ([["5:5", "1:6"], ["5:6", "1:4"]], ["5:5", "5:6>", "1:6>"])  # Михалыч holds 5
    assert _sums(_ended(*deal), "ru")[0] == ("в игре 10 + с рук соперников 5 = 15",
                                             "записала 15")
