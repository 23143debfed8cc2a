"""Issue 12: the hints, reviews and notes speak of «вы» where everyone plays for themselves,
and of «ваша пара» only where four play in pairs: never of a «сторона» / "side", in any
game of the chooser, however many sit down to it."""

from __future__ import annotations

import random
import re
from dataclasses import replace

import pytest

from kozel_gui.scenes.games import FAMILY, OTHERS, Seating, seatings
from rules import Round, find_preset
from rules.bots import find_bot
from rules.coach import Estimate, Evaluation, Lens, MoveValue, Why
from rules.coach.reasons import Reason, reason_for, reason_words
from rules.coach.words import value_note
from rules.i18n import Person

LANGS = ("ru", "uk", "en")
SIDE = re.compile(r"сторон|\bsides?\b|side’s", re.IGNORECASE)
PAIR = {"ru": "ваша пара", "uk": "ваша пара", "en": "your pair"}
YOU = {"ru": "в среднем вы наб", "uk": "в середньому ви наб", "en": "more points for you."}
WAYS = [(name, way) for name in (*FAMILY, *OTHERS) for way in seatings(find_preset(name))]


def _decision(name: str, way: Seating) -> Reason:
    """The coach's reason at the first decision of a seeded round of ``name`` sat ``way``,
    its best move 10 points better than the other (its facts left out: said in points)."""
    rules = way.rules(find_preset(name))
    rng = random.Random(7)
    r = Round.deal(rules, rng, way.players)
    bot = find_bot("medium")
    while len(r.legal_moves()) < 2:
        r = r.play(bot.choose(r.view(r.to_move), rng))
    view = r.view(r.to_move)
    a, b = view.legal_moves()[:2]
    good, bad = (0.0, 10.0) if rules.is_goat else (20.0, 10.0)
    values = [MoveValue(a, Estimate(10.0), Estimate(good), Estimate(0.5), Estimate(0.0), 0.0, 0.0),
              MoveValue(b, Estimate(0.0), Estimate(bad), Estimate(0.5), Estimate(10.0), 0.0, 0.0)]
    reason = reason_for(view, Evaluation(Lens.FAIR, view.seat, tuple(values), 64, True), b)
    return replace(reason, why=Why.NUMBERS, sure="exact")


@pytest.mark.parametrize(("name", "way"), WAYS, ids=[f"{n}-{w.players}{'t' if w.teams else ''}"
                                                     for n, w in WAYS])
def test_the_coach_speaks_of_you_or_of_your_pair_never_of_a_side(name: str, way: Seating
                                                                 ) -> None:
    reason = _decision(name, way)
    assert reason.pair == way.teams
    rules = way.rules(find_preset(name))
    for lang in LANGS:
        for advice in (False, True):
            said = reason_words(lang, reason, lambda s: Person(f"P{s}"), advice=advice)
            assert not SIDE.search(said), (lang, said)
            if not rules.is_goat:  # points are good: who scores them more
                assert (PAIR[lang] in said) == way.teams, (lang, said)
                assert (YOU[lang] in said) != way.teams, (lang, said)
        note = value_note(lang, rules)
        assert not SIDE.search(note), (lang, note)


def test_the_words_for_each_way_exactly() -> None:
    assert value_note("ru", find_preset("kozel_2x2")).endswith(
        "кон, после которого у пары 101 или больше, стоит ещё 150 очков.")
    assert value_note("ru", find_preset("kozel")).endswith(
        "кон, после которого у игрока 101 или больше, стоит ещё 150 очков.")
    sports = _decision("sports", Seating(4, True))
    assert reason_words("ru", sports, lambda s: Person(""), advice=True).endswith(
        ": в среднем ваша пара наберёт на 10 очков больше. Это не прикидка: тренер перебрал "
        "все варианты, и это точное среднее по ним.")
    muggins = _decision("muggins", Seating(3))
    assert reason_words("en", muggins, lambda s: Person(""), advice=True).endswith(
        ": on average 10 more points for you. This is no guess: the coach worked out every "
        "possibility, and this is their exact average.")
    assert reason_words("uk", muggins, lambda s: Person(""), advice=True).split(": ")[1].startswith(
        "в середньому ви наберете на 10 очок більше.")


@pytest.mark.parametrize(("lang", "mean", "sure"), [("ru", "в среднем", "точно"),
                                                    ("uk", "в середньому", "точно"),
                                                    ("en", "on average", "certain")])
def test_an_exact_average_is_not_called_certain(lang: str, mean: str, sure: str) -> None:
    """«в среднем вам запишут на 3 очка меньше. Это точно: тренер просчитал все варианты»
    (issue 14): the figure is an average over every deal, worked out exactly; the words say
    so instead of calling an average certain."""
    said = reason_words(lang, _decision("sports", Seating(4, True)), lambda s: Person(""),
                        advice=True)
    assert mean in said and f"Это {sure}" not in said and f"This is {sure}" not in said \
        and f"Це {sure}" not in said, said
