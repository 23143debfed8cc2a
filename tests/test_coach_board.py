"""The coach on the games of four arms and points in play (GAMES.md): the same judge over the
board kernel, points made in play counted in the leaf, who is stuck read from every open
end, reasons that name every end, and a sweep of random positions of each such game."""

from __future__ import annotations

import math
import random

import pytest

from rules import Round
from rules.bots import find_bot
from rules.bots.kernel import Kernel, needs_board
from rules.bots.kernel_board import BoardKernel
from rules.coach.evaluate import Budget, evaluate_fair, evaluate_open, judged
from rules.coach.facts import Sign, move_facts
from rules.coach.reasons import Why, reason_words
from rules.coach.review import Grade, review_round
from rules.coach.words import ends_words, review_lines
from rules.config import PRESETS, find_preset
from rules.i18n import Gender, Person
from rules.moves import Move

SMALL = Budget(worlds=12, playouts=3, open_playouts=12, exact_nodes=800)
"""Enough to see that every position is judged, quick on a loaded machine."""
BOARD_GAMES = sorted(name for name, rules in PRESETS.items() if needs_board(rules))


def _people(seat: int) -> Person:
    return Person.you("Игрок 1", Gender.MALE) if seat == 0 else Person(f"Игрок {seat + 1}",
                                                                        Gender.MALE)


def test_the_board_games_are_the_ones_on_the_board_kernel() -> None:
    assert BOARD_GAMES == ["bergen", "chvv", "muggins", "osel", "telephone"]


# -- points made in play -------------------------------------------------------------------


def _muggins_last_tile() -> Round:
    """Muggins: 0:3 led, 0:5 on the left, ends 5 and 3; seat 0's last tile 3:5 goes out on
    either end: on the 3 the ends show 5 and 5 (10, scored), on the 5 they show 3 and 3."""
    r = Round.from_hands(find_preset("muggins"), [["0:3", "3:5"], ["0:5", "4:6", "1:2"]],
                         leader=0)
    return r.play("0:3").play("0:5<")


def test_a_muggins_move_that_scores_ten_beats_the_same_tile_scoring_nothing() -> None:
    r = _muggins_last_tile()
    assert r.open_ends == (5, 3, None, None)
    assert [str(m) for m in r.legal_moves()] == ["3:5<", "3:5>"]
    assert r.play("3:5>").play_points == (10, 0) and r.play("3:5<").play_points == (0, 0)
    ev = evaluate_fair(r.view(0), random.Random(0))
    assert ev.exact and str(ev.best.move) == "3:5>"
    worse = ev.of(Move.parse("3:5<"))
    assert worse.points.mean == ev.best.points.mean - 10, "the hand points are the same"
    assert worse.loss.mean == pytest.approx(10.0, abs=0.5)
    d = review_round(r.play("3:5<"), 0).decisions[-1]
    assert d.fair.grade is Grade.MISTAKE
    assert d.fair.reason.why is Why.SCORES and (d.fair.reason.n, d.fair.reason.m) == (10, 0)
    said = {lang: reason_words(lang, d.fair.reason, _people) for lang in ("ru", "uk", "en")}
    assert said == {
        "ru": "3–5 к тройке сразу принесла бы 10 очков в игре, а 3–5 к пятёрке — ничего.",
        "uk": "3–5 до трійки одразу принесла б 10 очок у грі, а 3–5 до пʼятірки — нічого.",
        "en": "3–5 to the three would have scored 10 points in play at once; "
              "3–5 to the five scored nothing.",
    }
    assert d.hindsight is not None and d.hindsight.grade is Grade.MISTAKE
    good = review_round(r.play("3:5>"), 0).decisions[-1]
    assert good.fair.grade is Grade.GOOD and good.fair.reason.why is Why.BEST


def test_the_facts_of_a_move_count_its_points_in_play_as_the_round_does() -> None:
    r = _muggins_last_tile()
    view = r.view(0)
    for move in r.legal_moves():
        facts = move_facts(view, move)
        assert facts is not None and facts.out
        assert facts.scored == r.play(move).play_points[0] - r.play_points[0]


# -- four arms -----------------------------------------------------------------------------


def _osel_knocked() -> Round:
    """Osel, no bazaar: 1:1 led (four arms of 1), seat 1 knocks; 1:6 on the left, seat 1
    knocks again: it lacks 1 and 6.  Seat 0 holds 6:6 (keeps every end on 6 and 1) and 1:3
    (opens a 3 on one of three arms)."""
    r = Round.from_hands(find_preset("osel"), [["1:1", "1:6", "6:6", "1:3"],
                                               ["2:5", "3:5", "0:4", "4:5", "2:2", "0:3"]],
                         leader=0)
    return r.play("1:1").play("pass").play("1:6<").play("pass")


def test_opening_a_number_on_four_arms_for_a_seat_that_knocked_is_a_mistake() -> None:
    r = _osel_knocked()
    assert r.open_ends == (6, 1, 1, 1)
    assert {str(m) for m in r.legal_moves()} == {"1:3>", "1:3^", "1:3v", "6:6<"}
    review = review_round(r.play("1:3^"), 0)
    d = review.decisions[-1]
    assert str(d.played) == "1:3^" and d.fair.grade is Grade.MISTAKE
    assert str(d.fair.evaluation.best.move) == "6:6<"
    assert d.fair.evaluation.best.next_stuck == 1.0, "every end 6 or 1: seat 1 is stuck"
    reason = d.fair.reason
    assert reason.why is Why.BLOCK and reason.seat == 1
    assert [(lack.number, lack.sign) for lack in reason.lack] == [(1, Sign.KNOCK),
                                                                 (6, Sign.KNOCK)]
    assert reason_words("ru", reason, _people) == (
        "Игрок 2 стучал на единицу и шестёрку: после 6–6 ему было бы нечем ходить.")
    assert d.hindsight is not None and d.hindsight.grade is Grade.MISTAKE


def test_a_move_up_or_down_is_said_with_its_arm_and_the_ends_with_theirs() -> None:
    """Three arms show 1: the number alone does not say where 1–3 went, so the arm does."""
    review = review_round(_osel_knocked().play("1:3^"), 0, budget=SMALL, hindsight=False)
    d = review.decisions[-1]
    assert ends_words("ru", d.view.open_ends) == "слева 6, справа 1, вверху 1, внизу 1"
    assert ends_words("en", (5, 2, None, None)) == "5 and 2"
    lines = review_lines("ru", review, _people, 1)
    assert "Сыграно: 1–3 к единице над домом." in lines
    # Up, down or right, 1–3 leaves the same game where nothing is scored (``rules.alike``):
    # it is valued once, said with the arm it went to, never again as its own alternative.
    valued = [line.strip() for line in lines[lines.index("Сыграно: 1–3 к единице над домом."):]
              if line.strip().startswith("1–3 ")]
    assert len(valued) == 1 and valued[0].startswith("1–3 к единице над домом: оценка"), valued


def test_several_doubles_that_go_out_are_the_best_move_and_said_as_one() -> None:
    """GAMES.md T1: seat 0 may play 2:2 up, 3:3 left, or both at once and go out (+10)."""
    r = Round.from_hands(find_preset("telephone"), [["5:5", "3:5", "3:3", "2:2"],
                                                    ["0:5", "2:5", "1:4", "2:6"]], leader=0)
    r = r.play("5:5").play("0:5>").play("3:5<").play("2:5^")
    assert [str(m) for m in r.legal_moves()] == ["2:2^", "3:3<", "3:3<+2:2^"]
    d = review_round(r.play("2:2^"), 0).decisions[-1]
    assert str(d.fair.evaluation.best.move) == "3:3<+2:2^"
    assert d.fair.grade is Grade.MISTAKE and d.fair.reason.why is Why.OUT
    assert reason_words("ru", d.fair.reason, _people) == "С 3–3 и 2–2 вы бы вышли."


# -- every game of four arms or points in play: a sweep of random positions ----------------


def _positions(preset: str, players: int, seed: int) -> list[Round]:
    """Positions of one round played by ``medium`` from a seeded deal where the seat to move
    has a choice the coach judges."""
    rules = find_preset(preset)
    rng = random.Random(seed)
    r = Round.deal(rules, rng, players, leader=seed % players)
    bot = find_bot("medium")
    out = []
    while r.outcome() is None:
        if judged(r.view(r.to_move)):
            out.append(r)
        r = r.play(bot.choose(r.view(r.to_move), rng))
    return out


CASES = [(name, n) for name in BOARD_GAMES for n in find_preset(name).players_allowed]


@pytest.mark.parametrize(("preset", "players"), CASES, ids=[f"{p}-{n}" for p, n in CASES])
def test_every_position_of_a_board_game_is_judged_and_its_best_move_is_legal(
        preset: str, players: int) -> None:
    checked = 0
    for seed in range(3):
        positions = _positions(preset, players, seed)
        for r in random.Random(seed).sample(positions, min(2, len(positions))):
            seat = r.to_move
            view = r.view(seat)
            legal = view.legal_moves()
            for ev in (evaluate_fair(view, random.Random(seed), budget=SMALL),
                       evaluate_open(r, seat, random.Random(seed), budget=SMALL)):
                assert ev.best.move in legal
                assert {mv.move for mv in ev.moves} == set(judged(view))
                for mv in ev.moves:
                    assert all(math.isfinite(x) for x in (mv.utility.mean, mv.points.mean,
                                                          mv.utility.se, mv.loss.mean))
                    assert 0 <= mv.win.mean <= 1 and 0 <= mv.next_stuck <= 1
                    assert mv.loss.mean >= 0 or mv is ev.best
                for move in legal:
                    ev.of(move)  # every legal move has its value (or its alike's)
            checked += 1
    assert checked >= 3, "the seeded rounds gave too few decisions"


def test_the_judge_reads_the_open_ends_of_either_kernel_the_same_way() -> None:
    """``fits``: on a line the two ends, on a board all four, before the lead nothing."""
    line = Round.from_hands(find_preset("kozel"), [["1:2", "3:4"], ["2:5", "0:6"]], leader=0)
    k = Kernel.of_round(line)
    assert type(k) is Kernel and k.fits() == 0
    k.make(k.legal()[0])
    assert k.fits() == _suits(1, 2)
    b = Kernel.of_round(Round.from_hands(find_preset("osel"), [["1:1", "1:6"], ["2:5", "0:4"]],
                                         leader=0))
    assert isinstance(b, BoardKernel) and b.fits() == 0
    b.make(b.legal()[0])  # 1:1, the spinner: four arms showing 1
    b.make(b.legal()[0])  # seat 1 knocks
    b.make(next(c for c in b.legal() if c < 64))  # 1:6 on the left
    assert b.ends == [6, 1, 1, 1] and b.fits() == _suits(1, 6)


def _suits(*numbers: int) -> int:
    from rules.tiles import SUIT

    mask = 0
    for v in numbers:
        mask |= SUIT[v]
    return mask
