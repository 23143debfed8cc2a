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
    Move.place(t, e) for t in ALL_TILES for e in (0, 1, 2, 3)
] + [Move.lead(t) for t in ALL_TILES] + [
    Move.parse(s) for s in ("1:1<+2:2>", "3:3^+4:4v", "0:0<+5:5>+6:6^")]


def expected_open_ends(r: Round) -> tuple[int | None, ...] | None:
    """The open ends as the tiles lie (GAMES.md §0), worked out apart from ``rules.board``."""
    t = r.table()
    if not t.line:
        return None
    ends: list[int | None] = [t.line[0].a, t.line[-1].b, None, None]
    s = t.spinner
    if s is not None and (r.rules.spinner_opens == "at_once"
                          or s not in (t.line[0].tile, t.line[-1].tile)):
        for i, arm in enumerate(t.branches):
            ends[2 + i] = arm[-1].b if arm else s.low
    return tuple(ends)


def expected_count(r: Round) -> int:
    """The count of GAMES.md §0 from the tiles as they lie."""
    t = r.table()
    placed = [*t.line, *t.branches[0], *t.branches[1]]
    if len(placed) <= 1:
        return placed[0].tile.pips if placed else 0
    tips = [(t.line[0], t.line[0].a), (t.line[-1], t.line[-1].b)]
    if expected_open_ends(r)[2] is not None:  # type: ignore[index]
        tips += [(arm[-1], arm[-1].b) for arm in t.branches if arm]
    return sum(2 * v if p.tile.is_double else v for p, v in tips)


def check_position(r: Round) -> None:
    """Everything that must be true of any position."""
    hands = r.hands
    t = r.table()
    placed = [*t.line, *t.branches[0], *t.branches[1]]
    every = [t for h in hands for t in h] + list(r.bazaar) + [p.tile for p in placed]
    assert sorted(every) == sorted(ALL_TILES), "28 tiles conserved"
    for left, right in itertools.pairwise(t.line):
        assert left.b == right.a, "neighbours match"
    for arm in t.branches:
        assert t.spinner is not None or not arm, "arms grow from the spinner"
        for inner, outer in itertools.pairwise(arm):
            assert inner.b == outer.a, "neighbours match on the arms"
    if t.line:
        assert r.ends == (t.line[0].a, t.line[-1].b)
    assert r.open_ends == expected_open_ends(r), "the open ends are those of the layout"
    assert r.board_count == expected_count(r)
    if r.rules.is_spinner:
        doubles = [tile for s in r.history() for tile in s.move.tiles if tile.is_double]
        assert r.spinner == (doubles[0] if doubles else None), "the first double spins"
    else:
        assert r.spinner is None and t.branches == ((), ())
    assert r.play_points == tuple(sum(s.points for s in r.history() if s.seat == seat)
                                  for seat in range(r.players))
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
        assert o.play_points in ((), r.play_points)
        if o.kind == "out":
            assert o.hands[o.by] == ()
        elif not o.blocked:
            table = [p.tile for p in (*r.line, *r.branches[0], *r.branches[1])]
            for v in {e for e in r.open_ends or () if e is not None}:
                nondoubles = [t for t in ALL_TILES if t.has(v) and not t.is_double]
                assert all(t in table for t in nondoubles), "every open end is dead"


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
