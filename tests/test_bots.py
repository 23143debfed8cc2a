"""Bots: the registry, legal play in every preset, and the proof of fairness."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules import ALL_TILES, PRESETS, Move, Outcome, Round, find_preset
from rules.bots import BOTS, Bot, find_bot
from rules.bots.knowledge import knowledge_of
from rules.moves import MoveKind

CASES = [(name, n) for name, rules in PRESETS.items() for n in rules.players_allowed]


def bots_under_test() -> dict[str, Bot]:
    """Every registered bot; search bots with a small budget so the suite stays fast."""
    out = dict(BOTS)
    if "hard" in out:
        from rules.bots.hard import HardBot

        out["hard"] = HardBot(samples=6, playouts=2, exact_tiles=6)
    if "expert" in out:
        from rules.bots.expert import ExpertBot

        # A count budget, not the clock: the fairness check needs a reproducible search.
        out["expert"] = ExpertBot(seconds=None, iterations=60, worlds=8, exact_tiles=6)
    return out


BOTS_UNDER_TEST = bots_under_test()
SEARCHERS = {"hard", "expert"}
"""The bots that search: fewer whole rounds, no hypothesis sweep."""


def test_find_bot_and_unknown_name() -> None:
    assert find_bot("medium").name == "medium"
    with pytest.raises(KeyError, match="known"):
        find_bot("nobody")


def _play(r: Round, bot: Bot, rng: random.Random) -> Outcome:
    """Play to the end, each move legal; the ending must be what the rules say it is."""
    while r.outcome() is None:
        move = bot.choose(r.view(r.to_move), rng)
        assert move in r.legal_moves(), (bot.name, str(move), r)
        r = r.play(move)
    o = r.outcome()
    assert o is not None and r.legal_moves() == ()
    if o.kind == "out":
        assert r.hand_sizes[o.by] == 0 and r.last_placer == o.by
    elif o.blocked:
        assert r.knocks >= r.players and r.drawable == 0
    else:
        placed = r.table_mask
        numbers = {v for v in r.open_ends or () if v is not None}
        assert numbers and all(t.bit & placed for v in numbers for t in ALL_TILES
                               if t.has(v) and not t.is_double)
    assert o.hands == r.hands
    return o


@pytest.mark.parametrize("name", sorted(BOTS_UNDER_TEST))
@pytest.mark.parametrize(("preset", "players"), CASES)
def test_bot_plays_whole_rounds_legally(name: str, preset: str, players: int) -> None:
    bot = BOTS_UNDER_TEST[name]
    rules = find_preset(preset)
    for seed in range(2 if name in SEARCHERS else 6):
        rng = random.Random(seed)
        r = Round.deal(rules, rng, players, leader=None if seed % 2 else seed % players)
        o = _play(r, bot, rng)
        assert 0 <= o.by < players


CHEAP = sorted(n for n in BOTS_UNDER_TEST if n not in SEARCHERS)


@settings(max_examples=150, deadline=None)
@given(case=st.sampled_from(CASES), seed=st.integers(0, 2**32), cut=st.integers(0, 40),
       name=st.sampled_from(CHEAP))
def test_random_views_get_legal_moves(case: tuple[str, int], seed: int, cut: int, name: str) -> None:
    """A random prefix of play, then each bot must answer with a legal move."""
    preset, players = case
    rng = random.Random(seed)
    r = Round.deal(find_preset(preset), rng, players, leader=seed % players)
    for _ in range(cut):
        if r.outcome() is not None:
            return
        r = r.play(rng.choice(r.legal_moves()))
    if r.outcome() is None:
        assert BOTS_UNDER_TEST[name].choose(r.view(r.to_move), rng) in r.legal_moves()


def test_knowledge_reads_knocks_and_draws() -> None:
    rules = find_preset("kozel")
    r = Round.from_hands(rules, [["1:2", "2:2", "5:5"], ["6:6", "3:4"]], bazaar=["0:4", "2:3"])
    r = r.play("1:2").play("draw").play("draw")
    know = knowledge_of(r.view(0))
    assert know.voids[1] == 1 << 1 | 1 << 2
    assert know.sizes == (2, 4) and know.bazaar == 0


# -- fairness -----------------------------------------------------------------


def _hidden_swaps(r0: Round, moves: list[Move], seat: int, rng: random.Random) -> Round:
    """A deal that differs from ``r0`` in hidden tiles yet gives ``seat`` the same view.

    Swaps tiles that stay unplayed and undrawn, between two other seats or a seat and
    the bazaar, only when no knock or draw of the receiving seat forbids the tile.
    """
    hands = [list(h) for h in r0.hands]
    bazaar = list(r0.bazaar)
    played = {t for m in moves for t in m.tiles}
    drawn = sum(1 for m in moves if m.kind is MoveKind.DRAW)
    r = r0
    voids: list[set[int]] = [set() for _ in hands]
    for m in moves:
        if m.kind in (MoveKind.DRAW, MoveKind.PASS):
            assert r.open_ends is not None
            voids[r.to_move] |= {v for v in r.open_ends if v is not None}
        r = r.play(m)
    drawers = {s.seat for s in r.history() if s.move.kind is MoveKind.DRAW}
    pools: list[list[tuple[str, int, int]]] = []
    for s, h in enumerate(hands):
        if s != seat and s not in drawers:
            pools.append([("h", s, i) for i, t in enumerate(h) if t not in played])
    pools.append([("b", 0, i) for i in range(drawn, len(bazaar))])
    slots = [slot for pool in pools for slot in pool]

    def get(slot: tuple[str, int, int]) -> object:
        return hands[slot[1]][slot[2]] if slot[0] == "h" else bazaar[slot[2]]

    def fits(slot: tuple[str, int, int], tile: object) -> bool:
        return slot[0] == "b" or not any(tile.has(v) for v in voids[slot[1]])  # type: ignore[attr-defined]

    for _ in range(40):
        a, b = rng.sample(slots, 2) if len(slots) > 1 else (slots[0], slots[0])
        ta, tb = get(a), get(b)
        if a != b and fits(a, tb) and fits(b, ta):
            for slot, tile in ((a, tb), (b, ta)):
                if slot[0] == "h":
                    hands[slot[1]][slot[2]] = tile  # type: ignore[call-overload]
                else:
                    bazaar[slot[2]] = tile  # type: ignore[call-overload]
    return Round.from_hands(r0.rules, hands, bazaar=bazaar, leader=r0.leader)


@pytest.mark.parametrize("name", sorted(BOTS_UNDER_TEST))
@pytest.mark.parametrize(("preset", "players"), [("kozel_2x2", 4), ("kozel", 2), ("kozel", 3),
                                                  ("sea_goat", 4), ("classic", 3), ("muggins", 3),
                                                  ("telephone", 4), ("bergen", 2), ("osel", 2)])
def test_decision_ignores_hidden_tiles(name: str, preset: str, players: int) -> None:
    """Same view and same rng seed give the same move, whatever the hidden tiles are."""
    _check_fair(BOTS_UNDER_TEST[name], preset, players, 12)


@pytest.mark.parametrize(("preset", "players"), [("kozel", 2), ("kozel_2x2", 4), ("muggins", 4)])
def test_full_budget_hard_is_fair_with_long_and_short_playouts(preset: str, players: int) -> None:
    """The default ``hard`` (its tile-aware budget, weighted worlds, pruning) is fair too,
    on four arms with points in play as well."""
    _check_fair(find_bot("hard"), preset, players, 6)


@pytest.mark.parametrize(("preset", "players"), [("kozel", 3), ("kozel_2x2", 4)])
def test_expert_with_a_real_search_is_fair(preset: str, players: int) -> None:
    """``expert`` with weighted worlds and a tree of 1000 descents (a count, so reproducible)."""
    from rules.bots.expert import ExpertBot

    _check_fair(ExpertBot(seconds=None, iterations=1000), preset, players, 6)


def _check_fair(bot: Bot, preset: str, players: int, seeds: int) -> None:
    rules = find_preset(preset)
    checked = 0
    for seed in range(seeds):
        rng = random.Random(seed)
        dealt = Round.deal(rules, rng, players, leader=seed % players)
        r0 = Round.from_hands(rules, dealt.hands, bazaar=dealt.bazaar, leader=dealt.leader)
        moves: list[Move] = []
        r = r0
        for _ in range(rng.randrange(1, 14)):
            if r.outcome() is not None:
                break
            moves.append(rng.choice(r.legal_moves()))
            r = r.play(moves[-1])
        if r.outcome() is not None or len(r.legal_moves()) < 2:
            continue
        seat = r.to_move
        r2 = _hidden_swaps(r0, moves, seat, rng)
        for m in moves:
            r2 = r2.play(m)
        assert r2.view(seat) == r.view(seat)
        if r2.hands == r.hands and r2.bazaar == r.bazaar:
            continue
        a = bot.choose(r.view(seat), random.Random(seed))
        b = bot.choose(r2.view(seat), random.Random(seed))
        assert a is b, (bot.name, seed, str(a), str(b))
        checked += 1
    assert checked >= min(3, seeds // 2)
