"""The hard bot's exact endgame search agrees with plain minimax on ``Round``; sampling is consistent."""

from __future__ import annotations

import random

import pytest

from rules import Round, find_preset
from rules.bots.kernel import Kernel
from rules.bots.knowledge import allowed_mask, knowledge_of
from rules.bots.sampler import kernel_for, sample_hands
from rules.bots.search import Evaluator
from rules.bots.values import BONUS_TILES, utility, written


def _minimax(r: Round, ev: Evaluator) -> float:
    o = r.outcome()
    if o is not None:
        bonus = ev.lead_bonus
        if ev.bonuses and o.kind == "out":
            bonus += sum(BONUS_TILES.get(t.bit, 0) for t in o.last)
        hands = tuple(r.hand_mask(s) for s in range(r.players))
        pts = written(r.rules, r.players, o.kind, o.by, hands, bonus)
        return utility(r.rules, ev.side, pts)
    values = [_minimax(r.play(m), ev) for m in r.legal_moves()]
    return max(values) if ev.sides[r.to_move] == ev.side else min(values)


def _endgame(preset: str, players: int, seed: int, tiles: int) -> Round | None:
    rng = random.Random(seed)
    r = Round.deal(find_preset(preset), rng, players, leader=seed % players)
    while r.outcome() is None and (sum(r.hand_sizes) > tiles or r.drawable):
        r = r.play(rng.choice(r.legal_moves()))
    return r if r.outcome() is None else None


@pytest.mark.parametrize(("preset", "players"), [("kozel_2x2", 4), ("kozel", 3), ("classic", 4),
                                                  ("sea_goat", 2)])
def test_alpha_beta_equals_minimax(preset: str, players: int) -> None:
    checked = 0
    for seed in range(30):
        r = _endgame(preset, players, seed, 7)
        if r is None or r.ends is None:
            continue
        seat = r.to_move
        lead = next(s.move.tile for s in r.history() if s.move.tile is not None)
        rules = r.rules
        ev = Evaluator(rules, players, seat, BONUS_TILES.get(lead.bit, 0) if rules.double_bonuses
                       else 0, None, 0.5)
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
    ev = Evaluator(r.rules, 4, seat, 0, None, 0.5)
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
