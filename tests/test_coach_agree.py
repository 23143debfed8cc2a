"""The hint and the coach are one judgement, and what the coach says can be checked by a person.

- A player who follows every hint is never told, in the review, that those moves were bad.
- Placements that make the same game (``rules.alike``) are one move everywhere: one value in
  the coach, one click at the table, one choice on the move clock; a lone one is not graded.
- The loss printed is the difference of the values printed under it; no loss is printed
  when the two read the same; the words («не хуже», «чуть слабее») follow those numbers.
- The hint and the review name one placement's side the same way.
"""

from __future__ import annotations

import random
import re
from dataclasses import replace

import pytest

from kozel_gui.i18n import Person, set_language
from kozel_gui.table.clock import choices
from kozel_gui.table.hint import advise
from kozel_gui.table.input import one_click_move
from rules import ALL_TILES, Draw, Move, MoveKind, Round, Tile
from rules.alike import alike, distinct_moves
from rules.bots import find_bot
from rules.coach import Budget, Estimate, Evaluation, Lens, MoveValue, Why, evaluate_fair, judged
from rules.coach.reasons import reason_for, reason_words, shown_gap
from rules.coach.review import Grade, Judgement, review_round
from rules.coach.words import value_line, verdict_words
from rules.config import find_preset
from rules.i18n import Gender
from rules.move_words import move_phrase

SMALL = Budget(worlds=24, playouts=4, open_playouts=24)


def _people(seat: int) -> Person:
    return Person.you("Вы", Gender.MALE) if seat == 0 else Person(f"Игрок {seat + 1}",
                                                                  Gender.MALE)


def _followed(preset: str, players: int, seed: int) -> Round:
    """A round in which seat 0 plays every hint and the others play the medium bot."""
    r = Round.deal(find_preset(preset), random.Random(seed), players)
    rng = random.Random(seed)
    while r.outcome() is None:
        if r.to_move == 0:
            r = r.play(advise(r, 0, _people, seed=seed).move)
        else:
            r = r.play(find_bot("medium").choose(r.view(r.to_move), rng))
    return r


@pytest.mark.parametrize(("preset", "players", "seed"),
                         [("kozel_2x2", 4, 1), ("kozel", 2, 2), ("kozel", 3, 3),
                          ("muggins", 2, 4), ("osel", 3, 5), ("telephone", 4, 6)])
def test_a_player_who_follows_every_hint_is_never_graded_worse_than_good(
        preset: str, players: int, seed: int) -> None:
    r = _followed(preset, players, seed)
    review = review_round(r, 0, seed=seed, hindsight=False)
    assert review.decisions, "the round must hold decisions to judge"
    for d in review.decisions:
        assert d.fair.grade is Grade.GOOD, (d.ply, str(d.played), verdict_words("ru", d.fair))
        assert d.fair.played is d.fair.evaluation.best
        assert d.fair.reason.why is Why.BEST


def test_the_hint_gives_the_coachs_reason_for_its_move() -> None:
    set_language("ru")
    r = Round.deal(find_preset("kozel_2x2"), random.Random(1), 4)
    r = r.play(r.legal_moves()[0])
    while len(distinct_moves(r, r.legal_moves())) < 2:
        r = r.play(r.legal_moves()[0])
    said = advise(r, r.to_move, _people, seed=5).text
    assert said.startswith("Подсказка: ")
    assert not re.search(r"\d:\d|[<>]", said)
    old = ("оставьте варианты", "сбросьте тяжёлую", "дубль трудно")
    assert not any(w in said for w in old), said  # no reason the coach did not find


# -- alike placements -----------------------------------------------------------------------


def _on_one_one() -> Round:
    """1:1 led alone: every 1:x fits both ends, which both show a one."""
    for seed in range(200):
        r = Round.deal(find_preset("kozel"), random.Random(seed), 4)
        lead = next((m for m in r.legal_moves() if str(m.tile) == "1:1"), None)
        if lead is not None:
            r = r.play(lead)
            if any(m.tile is not None and m.tile.has(1) for m in r.legal_moves()):
                return r
    raise AssertionError("no deal leads 1:1")


def test_placements_that_make_the_same_game_are_one_move() -> None:
    r = _on_one_one()
    legal = r.legal_moves()
    plays = [m for m in legal if m.kind is MoveKind.PLAY]
    assert len(plays) == 2 * len({m.tile for m in plays}), "each tile fits both ends"
    a, b = plays[0], plays[1]
    assert alike(r, a, b) and alike(r, b, a)
    kinds = distinct_moves(r, legal)
    assert len(kinds) == len({m.tile for m in plays})
    assert choices(r) == len(kinds)
    for tile in {m.tile for m in plays}:
        options = {m.end: m for m in plays if m.tile is tile}
        assert one_click_move(options, r) in kinds
    ev = evaluate_fair(r.view(r.to_move), random.Random(0), budget=SMALL)
    assert len(ev.moves) == len(kinds)
    for m in plays:  # either placement has the one value of its kind
        assert ev.of(m) in ev.moves
    assert len({move_phrase("ru", mv.move, r.ends).split()[0] for mv in ev.moves}) == len(kinds)


def test_a_lone_distinct_move_is_not_graded() -> None:
    """After 1:1 led, the next seat holds one tile with a one: 1:6 either side is no choice."""
    rules = replace(find_preset("kozel"), draw=Draw.NONE)
    hands = [["1:1", "2:2", "3:3", "4:4", "5:5"], ["1:6", "2:3", "4:5", "0:2", "3:4"]]
    used = {Tile.parse(t) for h in hands for t in h}
    r = Round.from_hands(rules, hands, bazaar=[t for t in ALL_TILES if t not in used], leader=0)
    r = r.play("1:1")
    view = r.view(1)
    assert [str(m) for m in view.legal_moves()] == ["1:6<", "1:6>"]
    assert judged(view) == ()
    review = review_round(r.play("1:6<"), 1, budget=SMALL, hindsight=False)
    assert review.moves == 1 and review.decisions == ()


def test_the_hint_and_the_review_name_the_side_one_click_plays() -> None:
    set_language("ru")
    r = _on_one_one()
    seat = r.to_move
    advice = advise(r, seat, _people, seed=0)
    options = {m.end: m for m in r.legal_moves() if m.tile is advice.move.tile}
    clicked = one_click_move(options, r)
    assert clicked is advice.move
    played = r.play(clicked)
    review = review_round(played, seat, budget=SMALL, hindsight=False)
    said = move_phrase("ru", review.decisions[-1].played, r.ends)
    assert said in advice.text


# -- numbers a person can check ---------------------------------------------------------------


def _mv(move: str, utility: float, points: float, win: float, loss: Estimate) -> MoveValue:
    """A move's figures where ending the round ahead is winning it (the bonus follows the
    chance to win, as in Kozel for two)."""
    return MoveValue(Move.parse(move), Estimate(utility, 0.8), Estimate(points, 1.0),
                     Estimate(win, 0.05), loss, 0.0, 0.0, ahead=Estimate(win, 0.05))


def _two(gap: Estimate, played: tuple[float, float, float]) -> tuple[Round, Evaluation]:
    r = _on_one_one()
    moves = distinct_moves(r, r.legal_moves())
    best = _mv(str(moves[0]), 3.0, 5.0, 0.7, Estimate(0.0))
    mine = _mv(str(moves[1]), *played, loss=gap)
    return r, Evaluation(Lens.FAIR, r.to_move, (best, mine), 128, False)


def _value(line: str) -> float:
    found = re.search(r"оценка (\u2212?\d+,\d)", line)  # a minus sign, never a hyphen (P32)
    assert found, line
    return float(found.group(1).replace(",", ".").replace("\u2212", "-"))


def test_the_loss_printed_is_the_gap_between_the_values_printed() -> None:
    r, ev = _two(Estimate(4.5, 1.0), (-1.5, 7.0, 0.4))
    view = r.view(r.to_move)
    j = Judgement.of(view, ev, ev.moves[1].move)
    said = verdict_words("ru", j)
    lines = [value_line("ru", mv, r.ends) for mv in ev.moves]
    gap = re.search(r"на (\d+,\d)", said)
    assert gap, said
    assert float(gap.group(1).replace(",", ".")) == pytest.approx(
        _value(lines[0]) - _value(lines[1]))


def test_no_loss_is_printed_when_the_values_read_the_same() -> None:
    r, ev = _two(Estimate(0.04, 0.5), (2.96, 4.0, 0.8))  # better points and chance, same value
    j = Judgement.of(r.view(r.to_move), ev, ev.moves[1].move)
    assert shown_gap(ev.moves[0], ev.moves[1]) == 0
    assert verdict_words("ru", j) == "хороший ход"
    assert j.grade is Grade.GOOD


def test_the_words_follow_the_numbers_shown() -> None:
    # A loss of 4 ± 4.9 is within its error bar (issue 14, the coach's grades): no worse
    # than «a little weaker», however big its mean.
    r, ev = _two(Estimate(4.0, 2.5), (-1.0, 7.6, 0.37))
    view = r.view(r.to_move)
    assert Judgement.of(view, ev, ev.moves[1].move).grade is Grade.GOOD
    assert reason_for(view, ev, ev.moves[1].move).why is Why.CLOSE
    # Clear of it but not by twice the margin (4 ± 2.9): an inaccuracy; no fact decided it,
    # so the numbers are said with how sure the coach is.
    r, ev = _two(Estimate(4.0, 1.5), (-1.0, 7.6, 0.37))
    reason = reason_for(view, ev, ev.moves[1].move)
    assert Judgement.of(view, ev, ev.moves[1].move).grade is Grade.INACCURACY
    assert reason.why is Why.NUMBERS and reason.sure == "likely"
    said = reason_words("ru", reason, _people)
    assert said.endswith("Скорее всего, так, но не наверняка."), said
    assert "невелика" not in said and "не назвать" not in said
    r, ev = _two(Estimate(1.2, 0.3), (1.8, 5.5, 0.66))
    assert reason_for(view, ev, ev.moves[1].move).why is Why.CLOSE
    r, ev = _two(Estimate(0.3, 0.3), (2.7, 5.1, 0.69))
    assert reason_for(view, ev, ev.moves[1].move).why is Why.EQUAL
