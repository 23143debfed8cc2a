"""The hard bot: exact endgame search agrees with minimax on ``Round``; sampling and budget."""

from __future__ import annotations

import random

import pytest

from rules import Round, ScoreSheet, find_preset
from rules.bots.hard import REF_LENGTH, HardBot, playout_length
from rules.bots.kernel import Kernel
from rules.bots.knowledge import allowed_mask, knowledge_of
from rules.bots.sampler import evidence_of, kernel_for, sample_hands, sample_worlds, world_weight
from rules.bots.search import Evaluator
from rules.bots.values import utility
from rules.tiles import mask_of


def _minimax(r: Round, ev: Evaluator) -> float:
    o = r.outcome()
    if o is not None:
        sheet = ScoreSheet(r.rules, r.players).record_outcome(o)
        pts = tuple((s.claim or 0) + s.play for s in sheet.rows[-1].sides)
        return utility(r.rules, ev.side, pts)
    values = [_minimax(r.play(m), ev) for m in r.legal_moves()]
    return max(values) if ev.sides[r.to_move] == ev.side else min(values)


def _endgame(preset: str, players: int, seed: int, tiles: int) -> Round | None:
    rng = random.Random(seed)
    r = Round.deal(find_preset(preset), rng, players, leader=seed % players)
    while r.outcome() is None and (sum(r.hand_sizes) > tiles or r.drawable):
        r = r.play(rng.choice(r.legal_moves()))
    return r if r.outcome() is None else None


@pytest.mark.parametrize(("preset", "players"), [
    ("kozel_2x2", 4), ("kozel", 3), ("classic", 4), ("sea_goat", 2), ("muggins", 3),
    ("muggins", 4), ("telephone", 2), ("bergen", 3), ("osel", 4), ("chvv", 2), ("general", 4)])
def test_alpha_beta_equals_minimax(preset: str, players: int) -> None:
    """On a line and on four arms, with the points scored in play on the way."""
    checked = 0
    for seed in range(300):  # a big bazaar rarely runs dry with 7 tiles left: try more deals
        if checked == 12:
            break
        r = _endgame(preset, players, seed, 7)
        if r is None or r.ends is None:
            continue
        seat = r.to_move
        ev = Evaluator(r.rules, players, seat, None, 0.5)
        know = knowledge_of(r.view(seat))
        k = kernel_for(r.view(seat), know, [r.hand_mask(s) for s in range(players)],
                       [t.index for t in r.bazaar])
        ev.start(k)
        assert ev.exact(k, 10**6) == pytest.approx(_minimax(r, ev))
        checked += 1
    assert checked >= 5


def test_exact_search_gives_up_past_its_budget_and_unwinds() -> None:
    r = _endgame("kozel_2x2", 4, 3, 16)
    assert r is not None
    seat = r.to_move
    k = Kernel.of_round(Round.from_hands(r.rules, r.hands, leader=seat))
    ev = Evaluator(r.rules, 4, seat, None, 0.5)
    ev.start(k)
    before = (list(k.hands), k.left, k.turn, len(k.undo))
    assert ev.exact(k, 5) is None
    assert (list(k.hands), k.left, k.turn, len(k.undo)) == before


@pytest.mark.parametrize("seed", range(25))
def test_sampled_worlds_respect_sizes_and_knocks(seed: int) -> None:
    rng = random.Random(seed)
    players = 2 + seed % 3
    r = Round.deal(find_preset("kozel"), rng, players, leader=seed % players)
    for _ in range(rng.randrange(4, 30)):
        if r.outcome() is not None:
            return
        r = r.play(rng.choice(r.legal_moves()))
    if r.outcome() is not None:
        return
    seat = r.to_move
    know = knowledge_of(r.view(seat))
    for s in range(players):
        assert r.hand_mask(s) & ~allowed_mask(know.voids[s]) == 0  # inferences are sound
    hands, bazaar = sample_hands(know, rng)
    assert hands[seat] == r.hand_mask(seat)
    assert [h.bit_count() for h in hands] == list(r.hand_sizes)
    assert len(bazaar) == len(r.bazaar)
    assert sum(hands) | sum(1 << t for t in bazaar) | know.table == (1 << 28) - 1
    for s in range(players):
        assert hands[s] & ~allowed_mask(know.voids[s]) == 0


def _after(preset: str, players: int, seed: int, moves: int) -> Round:
    rng = random.Random(seed)
    r = Round.deal(find_preset(preset), rng, players, leader=0)
    for _ in range(moves):
        r = r.play(rng.choice(r.legal_moves()))
    return r


def test_hard_budget_is_tile_aware() -> None:
    """A big bazaar (long playouts) gets fewer playouts per world; short ones buy worlds."""
    bot = HardBot()
    two = playout_length(_after("kozel", 2, 1, 0).view(0))
    four = playout_length(_after("kozel_2x2", 4, 1, 8).view(0))
    assert two > REF_LENGTH > four
    for moves in (2, 3, 5, 7):
        p2, p4 = bot.plan(moves, two), bot.plan(moves, four)
        assert p2.per_move <= p4.per_move
        assert p2.per_move * p2.worlds < p4.per_move * p4.worlds
        # Steps stay within the budget a fresh 4-player deal gets.
        ceiling = bot.samples * 3 * bot.playouts * REF_LENGTH * 1.2
        assert p2.worlds * p2.per_move * moves * two <= ceiling
    assert bot.plan(5, two).per_move < bot.plan(5, four).per_move
    assert bot.plan(4, 10, exact=True).worlds == bot.samples


def test_worlds_are_weighted_by_the_points_others_passed_up() -> None:
    """Where points are scored in play, a seat that placed a tile scoring nothing while a
    lighter one would have scored is unlikely to hold that one (the heavier-tile evidence
    alone cannot see it: people and ``medium`` take the points before they shed)."""
    r = Round.from_hands(find_preset("muggins"), [["5:5", "1:2", "3:4"], ["5:6", "0:5", "1:1"]],
                         bazaar=["0:0", "2:2", "6:6"])
    r = r.play("5:5").play("5:6>")  # 0:5> would have made 10 and scored it
    view = r.view(0)
    evidence = evidence_of(view)
    scoring = [view.hand_mask, mask_of(["0:5", "1:1"])]
    plain = [view.hand_mask, mask_of(["0:1", "1:1"])]
    assert world_weight(evidence, scoring) < 0.5 * world_weight(evidence, plain)
    assert world_weight(evidence, plain) == 1.0


def test_worlds_are_weighted_by_the_tiles_others_kept() -> None:
    """A seat that played light while holding a heavier playable tile makes that less likely."""
    r = Round.from_hands(find_preset("kozel_2x2"), [["1:1", "2:3", "4:4"], ["1:2", "6:6", "0:1"],
                                                     ["3:3", "2:5", "0:0"], ["1:5", "0:4", "3:6"]])
    r = r.play("1:1").play("1:2<")
    view = r.view(2)
    evidence = evidence_of(view)
    assert [e[0] for e in evidence] == [1]
    heavy = [0, mask_of(["1:6", "0:1"]), view.hand_mask, 0]
    light = [0, mask_of(["0:1", "0:2"]), view.hand_mask, 0]
    assert world_weight(evidence, heavy) < world_weight(evidence, light) == 1.0
    know = knowledge_of(view)
    worlds = sample_worlds(view, know, 300, random.Random(2))
    plain = [sample_hands(know, random.Random(i)) for i in range(300)]
    for hands, _ in worlds:
        assert hands[2] == view.hand_mask
        assert [h.bit_count() for h in hands] == list(view.hand_sizes)
    ones = mask_of(["1:3", "1:4", "1:5", "1:6"])
    kept = sum(1 for hands, _ in worlds if hands[1] & ones)
    assert kept < 0.8 * sum(1 for hands, _ in plain if hands[1] & ones)
