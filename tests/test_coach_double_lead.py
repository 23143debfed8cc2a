"""Playtest S (h6): the hint advised leading 6–6 in the 2×2 game («… Тренер в этом уверен»)
with not a word of the 50 the losers of that round write (§4, double bonuses), and the pair
lost and wrote 57.  The coach's value counts the bonus as the score sheet does; the hint and
the review now say what such a lead puts on the round, with how often the side loses it."""

from __future__ import annotations

import random

from kozel_gui.i18n import set_language
from kozel_gui.table import hint
from rules import find_preset
from rules.coach.estimate import Estimate
from rules.coach.evaluate import MoveValue, evaluate_open
from rules.coach.reasons import stake_words
from rules.hands import hand_value
from rules.i18n import Person
from rules.moves import Move, MoveKind
from rules.round import Round
from rules.scoring import ScoreSheet

TWO_BY_TWO = find_preset("kozel_2x2")


def _six_six_led(seed: int) -> tuple[Round, random.Random]:
    rng = random.Random(seed)
    r = Round.deal(TWO_BY_TWO, rng, 4, leader=1)
    lead = next(m for m in r.legal_moves() if m.tile is not None and m.tile.pips == 12)
    return r.play(lead), rng


def test_the_coachs_value_counts_the_lead_bonus_as_the_sheet_writes_it() -> None:
    r, rng = _six_six_led(143)
    while True:  # a fixed line of play to the first choice one of whose moves goes out
        seat, legal = r.to_move, r.legal_moves()
        if len(legal) >= 2 and len(r.hand(seat)) == 1:
            break
        r = r.play(rng.choice(legal))
    ev = evaluate_open(r, seat, random.Random(0))
    out = next(mv for mv in ev.moves if r.play(mv.move).outcome() is not None)
    end = r.play(out.move)
    outcome = end.outcome()
    assert outcome is not None
    sheet = ScoreSheet(TWO_BY_TWO, 4).record_outcome(outcome)
    losers = 1 - TWO_BY_TWO.side_of(seat, 4)
    hands = sum(hand_value(TWO_BY_TWO, end.hand(s)) for s in range(4)
                if TWO_BY_TWO.side_of(s, 4) == losers)
    assert sheet.score[losers] == hands + 50, "the sheet writes the 6–6 lead's 50"
    assert out.others.mean == sheet.score[losers], "and the coach's value counts it so"
    assert out.points.mean == 0


def test_the_hint_says_what_leading_six_six_puts_on_the_round() -> None:
    r = Round.deal(TWO_BY_TWO, random.Random(0), 4, leader=0)
    advice = hint.advise(r, 0, lambda s: Person(f"Игрок {s + 1}"), seed=1)
    assert advice.move == Move.parse("6:6")
    assert advice.text.endswith(". Заход с 6–6 добавляет 50 очков проигравшей паре, а ваша пара "
                                "проигрывает кон в 33% раскладов.")
    set_language("en")
    try:
        assert advice.text.endswith(". Leading 6–6 adds 50 points to the losing pair’s score, "
                                    "and your pair loses the round in 33% of the deals.")
    finally:
        set_language("ru")


def _lead(tile: str, win: float) -> MoveValue:
    e = Estimate(0.0)
    return MoveValue(Move.parse(tile), e, e, Estimate(win), e, 0.0, 0.0)


def test_the_stake_in_words_and_where_there_is_none() -> None:
    assert _lead("0:0", 0.6).move.kind is MoveKind.LEAD
    assert stake_words("uk", TWO_BY_TWO, _lead("0:0", 0.6), pair=False) == (
        "Захід з 0–0 додає 25 очок тим, хто програв, а ви програєте кін у 40% розкладів.")
    assert stake_words("ru", TWO_BY_TWO, _lead("6:6", 0.0), pair=True) == (
        "Заход с 6–6 добавляет 50 очков проигравшей паре, а ваша пара проигрывает кон в любом "
        "раскладе.")
    assert stake_words("ru", TWO_BY_TWO, _lead("5:5", 0.2), pair=True) == ""
    assert stake_words("ru", TWO_BY_TWO, _lead("6:6", 1.0), pair=True) == "", "never lost"
    assert stake_words("ru", find_preset("kozel"), _lead("6:6", 0.2), pair=False) == ""
