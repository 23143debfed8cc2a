"""Random playouts of every preset: invariants that must hold in every position."""

from __future__ import annotations

import itertools
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules import PRESETS, IllegalMove, Move, Round, SeatView
from rules.tiles import ALL_TILES

CASES = [(name, p) for name, rules in PRESETS.items() for p in rules.players_allowed]
ALL_MOVES = [Move.parse(s) for s in ("draw", "pass", "decline")] + [
    Move.place(t, e) for t in ALL_TILES for e in (0, 1)
] + [Move.lead(t) for t in ALL_TILES]


def check_position(r: Round) -> None:
    """Everything that must be true of any position."""
    hands = r.hands
    on_table = [p.tile for p in r.line]
    every = [t for h in hands for t in h] + list(r.bazaar) + on_table
    assert sorted(every) == sorted(ALL_TILES), "28 tiles conserved"
    line = r.line
    for left, right in itertools.pairwise(line):
        assert left.b == right.a, "neighbours match"
    if line:
        assert r.ends == (line[0].a, line[-1].b)
    legal = r.legal_moves()
    if r.outcome() is None:
        assert legal, "a legal move exists until the round ends"
    else:
        assert legal == ()


def playout(name: str, players: int, seed: int) -> Round:
    rules = PRESETS[name]
    rng = random.Random(seed)
    r = Round.deal(rules, rng, players)
    while r.outcome() is None:
        check_position(r)
        legal = r.legal_moves()
        illegal = [m for m in ALL_MOVES if not r.is_legal(m)]
        bad = rng.choice(illegal)
        with pytest.raises(IllegalMove):
            r.play(bad)
        r = r.play(rng.choice(legal))
    check_position(r)
    return r


@pytest.mark.parametrize(("name", "players"), CASES)
def test_many_random_rounds(name: str, players: int) -> None:
    for seed in range(150):
        r = playout(name, players, seed)
        o = r.outcome()
        assert o is not None
        if o.kind == "out":
            assert o.hands[o.by] == ()
        elif not o.blocked:
            left, right = r.ends  # type: ignore[misc]
            assert left == right
            nondoubles = [t for t in ALL_TILES if t.has(left) and not t.is_double]
            assert all(t in [p.tile for p in r.line] for t in nondoubles)


@settings(max_examples=60, deadline=None)
@given(case=st.sampled_from(CASES), seed=st.integers(0, 2**32 - 1), stop=st.integers(0, 40))
def test_json_round_trip_anywhere(case: tuple[str, int], seed: int, stop: int) -> None:
    name, players = case
    rng = random.Random(seed)
    r = Round.deal(PRESETS[name], rng, players)
    for _ in range(stop):
        if r.outcome() is not None:
            break
        r = r.play(rng.choice(r.legal_moves()))
    back = Round.from_json(json.loads(json.dumps(r.to_json())))
    assert back == r and back.legal_moves() == r.legal_moves()
    assert back.hands == r.hands and back.bazaar == r.bazaar and back.outcome() == r.outcome()
    for seat in range(players):
        v = r.view(seat)
        assert SeatView.from_json(json.loads(json.dumps(v.to_json()))) == v


@settings(max_examples=60, deadline=None)
@given(case=st.sampled_from(CASES), seed=st.integers(0, 2**32 - 1))
def test_view_legal_moves_equal_round_legal_moves(case: tuple[str, int], seed: int) -> None:
    name, players = case
    rng = random.Random(seed)
    r = Round.deal(PRESETS[name], rng, players)
    while r.outcome() is None:
        seat = r.to_move
        assert r.view(seat).legal_moves() == r.legal_moves()
        other = (seat + 1) % players
        assert r.view(other).legal_moves() == ()
        r = r.play(rng.choice(r.legal_moves()))


def test_views_hide_other_hands_and_drawn_tiles() -> None:
    rng = random.Random(11)
    rules = PRESETS["kozel"]
    for _ in range(50):
        r = Round.deal(rules, rng, 2)
        while r.outcome() is None:
            r = r.play(rng.choice(r.legal_moves()))
            if r.outcome() is not None:
                break
            view = r.view(0)
            text = json.dumps(view.to_json())
            for tile in r.hand(1):
                played = {p.tile for p in r.line}
                if tile not in played:
                    assert f'"{tile}"' not in text.replace(f'"{tile}<"', "").replace(
                        f'"{tile}>"', ""
                    ), f"seat 0's view shows seat 1's {tile}"
