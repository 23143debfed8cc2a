"""The search kernel plays exactly like ``Round``: same moves, ends, hands and outcome, on a
line and on four arms, with the points scored in play."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules import PRESETS, Move, Round, find_preset
from rules.bots.kernel import Kernel, code_of, move_of, needs_board, playout
from rules.bots.kernel_board import BoardKernel

CASES = [(name, n) for name, rules in PRESETS.items() for n in rules.players_allowed]


def test_every_game_has_its_kernel() -> None:
    """The line kernel for the two-ended games, the board kernel for the rest."""
    board = {name for name, rules in PRESETS.items() if needs_board(rules)}
    assert board == {"muggins", "bergen", "osel", "telephone", "chvv"}
    for name, rules in PRESETS.items():
        r = Round.deal(rules, random.Random(0), rules.players_allowed[-1])
        assert isinstance(Kernel.of_round(r), BoardKernel) is (name in board)


def _same(k: Kernel, r: Round) -> None:
    assert [move_of(c) for c in k.legal()] == list(r.legal_moves())
    assert k.hands == [r.hand_mask(s) for s in range(r.players)]
    assert (k.left, k.right) == (r.ends or (-1, -1))
    if isinstance(k, BoardKernel):
        assert k.ends == [-1 if v is None else v for v in r.open_ends or (None,) * 4]
        assert k.points == list(r.play_points)
        assert k.spinner == (-1 if r.spinner is None else r.spinner.index)
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
        if isinstance(k, BoardKernel):
            assert k.points == list(r.play_points)


@settings(max_examples=250, deadline=None)
@given(case=st.sampled_from(CASES), seed=st.integers(0, 2**32), greedy=st.sampled_from([0, 1]))
def test_kernel_moves_are_round_moves_over_random_play(case: tuple[str, int], seed: int,
                                                       greedy: int) -> None:
    """Over random deals of every preset and player count: the kernel's legal moves are
    ``Round``'s at every step, whichever of them is played, and the state follows."""
    preset, players = case
    rules = find_preset(preset)
    rng = random.Random(seed)
    r = Round.deal(rules, rng, players, leader=seed % players)
    k = Kernel.of_round(r)
    while r.outcome() is None:
        _same(k, r)
        codes = k.legal()
        code = max(codes) if greedy else rng.choice(codes)  # max: arms and several doubles
        k.make(code)
        r = r.play(move_of(code))
    _same(k, r)


# -- the worked examples of GAMES.md, on the kernel -----------------------------------


def _kernel_script(preset: str, hands: list[list[str]], script: list[tuple[str, int]],
                   bazaar: tuple[str, ...] = ()) -> BoardKernel:
    """Play ``(move, points it scores)`` on the kernel and on ``Round`` side by side."""
    r = Round.from_hands(find_preset(preset), hands, bazaar=bazaar, leader=0)
    k = Kernel.of_round(r)
    for text, points in script:
        before = list(k.pts or [0] * r.players)
        seat = k.turn
        k.make(code_of(Move.parse(text)))
        r = r.play(text)
        _same(k, r)
        assert (k.pts or before)[seat] - before[seat] == points, text
    assert isinstance(k, BoardKernel)
    return k


def test_m1_muggins_points_in_play_on_the_kernel() -> None:
    k = _kernel_script("muggins", [["5:5", "4:5", "6:6", "1:4"], ["5:6", "0:5", "0:3", "2:2"]],
                       [("5:5", 10), ("5:6>", 0), ("4:5<", 10)])
    assert k.ends == [4, 6, 5, 5] and [str(move_of(c)) for c in k.legal()] == ["0:5^", "0:5v"]
    k = _kernel_script("muggins", [["5:5", "4:5", "6:6", "1:4"], ["5:6", "0:5", "0:3", "2:2"]],
                       [("5:5", 10), ("5:6>", 0), ("4:5<", 10), ("0:5^", 10), ("6:6>", 0),
                        ("0:3^", 0), ("1:4<", 0)])
    assert k.result == ("out", 0) and k.pts == [20, 10]


def test_m4_open_doubles_count_twice_on_the_kernel() -> None:
    k = _kernel_script("muggins", [["3:3", "3:6", "6:6", "2:2"], ["3:4", "2:3", "1:5", "0:0"]],
                       [("3:3", 0), ("3:4>", 10), ("3:6<", 10), ("2:3^", 0), ("6:6<", 0),
                        ("pass", 0), ("2:2^", 20)])
    assert k.result == ("out", 0) and k.pts == [30, 10]


def test_t1_several_doubles_score_once_on_the_kernel() -> None:
    hands = [["5:5", "3:5", "3:3", "2:2"], ["0:5", "2:5", "1:4", "2:6"]]
    k = _kernel_script("telephone", hands, [("5:5", 0), ("0:5>", 10), ("3:5<", 0), ("2:5^", 5)])
    assert [str(move_of(c)) for c in k.legal()] == ["2:2^", "3:3<", "3:3<+2:2^"]
    k.make(code_of(Move.parse("3:3<+2:2^")))
    assert k.result == ("out", 0) and k.pts == [10, 15]
    k.unmake()
    assert k.pts == [0, 15] and k.result is None


def test_o1_three_doubles_in_one_move_on_the_kernel() -> None:
    hands = [["1:1", "1:5", "4:4", "5:5", "6:6"], ["1:4", "1:6", "0:2", "2:3", "3:5"]]
    k = _kernel_script("osel", hands, [("1:1", 0)], bazaar=("0:0", "2:2"))
    assert len(k.legal()) == 8 and k.ends == [1, 1, 1, 1]
    for text in ("1:4<", "1:5>", "1:6^"):
        k.make(code_of(Move.parse(text)))
    assert [str(move_of(c)) for c in k.legal()] == [
        "4:4<", "5:5>", "6:6^", "4:4<+5:5>", "4:4<+6:6^", "5:5>+6:6^", "4:4<+5:5>+6:6^"]
    k.make(k.legal()[-1])
    assert k.result == ("out", 0)


def test_b1_bergen_heads_and_a_draw_on_the_kernel() -> None:
    k = _kernel_script("bergen", [["6:6", "4:6", "1:5"], ["2:6", "2:4", "2:2"]],
                       [("6:6", 2), ("2:6<", 0), ("4:6>", 0), ("2:4>", 2), ("draw", 0),
                        ("pass", 0), ("2:2>", 3)], bazaar=("3:4", "0:5", "0:6"))
    assert k.result == ("out", 1) and k.pts == [2, 5]
