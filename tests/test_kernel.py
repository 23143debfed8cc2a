"""The search kernel plays exactly like ``Round``: same moves, ends, hands and outcome."""

from __future__ import annotations

import random

import pytest

from rules import PRESETS, Round, find_preset
from rules.bots.kernel import Kernel, code_of, kernel_knows, move_of, playout

CASES = [(name, n) for name, rules in PRESETS.items() for n in rules.players_allowed
         if kernel_knows(rules)]


def _same(k: Kernel, r: Round) -> None:
    assert [move_of(c) for c in k.legal()] == list(r.legal_moves())
    assert k.hands == [r.hand_mask(s) for s in range(r.players)]
    assert (k.left, k.right) == (r.ends or (-1, -1))
    assert k.bazaar[k.bz:] == [t.index for t in r.bazaar]
    o = r.outcome()
    assert k.result == (None if o is None else (o.kind, o.by))
    if o is None:
        assert k.turn == r.to_move


@pytest.mark.parametrize(("preset", "players"), CASES)
def test_make_unmake_follow_round(preset: str, players: int) -> None:
    rules = find_preset(preset)
    for seed in range(40):
        rng = random.Random(seed)
        r = Round.deal(rules, rng, players, leader=None if seed % 3 == 0 else seed % players,
                       first_writer=seed % 2 if rules.hundred_move else None)
        k = Kernel.of_round(r)
        states = [r]
        _same(k, r)
        while r.outcome() is None:
            move = rng.choice(r.legal_moves())
            assert move_of(code_of(move)) is move
            k.make(code_of(move))
            r = r.play(move)
            states.append(r)
            _same(k, r)
        for back in reversed(states[:-1]):
            k.unmake()
            _same(k, back)


@pytest.mark.parametrize(("preset", "players"), CASES)
def test_playouts_replay_identically_on_round(preset: str, players: int) -> None:
    rules = find_preset(preset)
    for seed in range(60):
        rng = random.Random(seed)
        r = Round.deal(rules, rng, players, leader=seed % players)
        k = Kernel.of_round(r)
        log: list[int] = []
        result = playout(k, rng, greedy=(seed % 3) / 2, log=log)
        for code in log:
            r = r.play(move_of(code))
        o = r.outcome()
        assert o is not None and (o.kind, o.by) == result
        assert k.hands == [r.hand_mask(s) for s in range(players)]
        assert (k.left, k.right) == r.ends
