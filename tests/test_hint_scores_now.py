"""Muggins hints said the move but not the points it scores in play at once (issue 12/18):
a hint whose move scores now says «+10 сейчас» / "+10 now" / «+10 зараз», the points the
engine's own step for that move scores (``Step.points``); a move scoring nothing adds none."""

from __future__ import annotations

import random

import pytest

from kozel_gui.i18n import Gender, Person, set_language
from kozel_gui.table import hint
from rules import Round, find_preset

NOW = {"ru": "(+{} сейчас)", "uk": "(+{} зараз)", "en": "(+{} now)"}


def _person(seat: int) -> Person:
    return Person("Вы" if seat == 0 else f"Бот {seat}", Gender.MALE)


def _first_scoring(seed: int) -> Round:
    """The first position of a two-player Muggins deal played at random where the seat to
    move has a tile that scores in play."""
    r = Round.deal(find_preset("muggins"), random.Random(seed), 2)
    rng = random.Random(seed)
    while not any(m.is_placement and r.play(m).history()[-1].points for m in r.legal_moves()):
        r = r.play(rng.choice(r.legal_moves()))
    return r


@pytest.mark.parametrize("lang", ["ru", "uk", "en"])
@pytest.mark.parametrize(("seed", "points"), [(0, 5), (1, 10), (3, 5)])
def test_a_hint_says_what_its_move_scores_now(lang: str, seed: int, points: int) -> None:
    """Seed 0: the coach's reason (the points to come); 1: one tile to either of two fours
    (the «either» line); 3: a runner-up nearly as good."""
    r = _first_scoring(seed)
    advice = hint.advise(r, r.to_move, _person)
    assert r.play(advice.move).history()[-1].points == points
    set_language(lang)
    assert NOW[lang].format(points) in advice.text, advice.text
    assert advice.text.count(NOW[lang].format(points)) == 1


def test_a_reason_that_is_the_points_says_them_once() -> None:
    r = _first_scoring(2)
    advice = hint.advise(r, r.to_move, _person)
    assert "Сразу даёт 10 очков" in advice.text and "сейчас" not in advice.text, advice.text


def test_a_move_scoring_nothing_says_no_points() -> None:
    r = Round.deal(find_preset("muggins"), random.Random(0), 2)
    advice = hint.advise(r, r.to_move, _person)  # the lead: it scores nothing in Muggins
    assert r.play(advice.move).history()[-1].points == 0
    assert "сейчас" not in advice.text, advice.text
