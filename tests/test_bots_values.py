"""The bots' evaluation of finished rounds: the score sheet's own rules on bitmask hands."""

from __future__ import annotations

import dataclasses
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules import PRESETS, Round, ScoreSheet, find_preset
from rules.bots import find_bot
from rules.bots.kernel import Kernel, code_of
from rules.bots.search import Evaluator
from rules.bots.values import GOAT_PENALTY, ScoreContext, round_points, utility
from rules.coach.words import value_note
from rules.config import Scoring
from rules.hands import mask_value
from rules.tiles import mask_of

CASES = [(name, n) for name, rules in PRESETS.items() for n in rules.players_allowed]


def test_hand_values_follow_rule_book() -> None:
    sea = find_preset("sea_goat")
    assert mask_value(sea, mask_of(["0:0", "6:6"])) == 75
    assert mask_value(sea, mask_of(["6:6"])) == 50
    assert mask_value(find_preset("classic"), mask_of(["0:0", "1:2"])) == 28


def test_team_fish_full_and_not_full() -> None:
    full = find_preset("kozel_2x2")
    hands = (mask_of(["1:2"]), mask_of(["5:6"]), mask_of(["0:1"]), mask_of(["4:4"]))
    # Team 0 holds 4, team 1 holds 19: team 1 writes all 23.
    assert round_points(full, 4, "fish", 0, hands) == (0, 23)
    half = dataclasses.replace(full, fish_full=False)
    assert round_points(half, 4, "fish", 0, hands) == (0, 19)  # fisherman's team won
    assert round_points(half, 4, "fish", 1, hands) == (0, 23)  # fisherman's team lost


def test_points_good_and_kids() -> None:
    hands = (mask_of(["1:2"]), mask_of(["5:6"]), mask_of(["0:1"]))
    assert round_points(find_preset("classic"), 3, "out", 2, hands) == (0, 0, 14)
    assert round_points(find_preset("classic"), 3, "fish", 0, hands) == (0, 0, 14)  # §8.34
    assert round_points(find_preset("kids"), 3, "fish", 0, hands) == (0, 0, 1)


def test_courtyard_tied_fish_writes_nothing_for_the_bots_either() -> None:
    hands = (mask_of(["5:6"]), mask_of(["4:6", "0:1"]), mask_of(["1:2"]))
    assert round_points(find_preset("courtyard"), 3, "fish", 0, hands) == (0, 0, 0)


def test_goat_limit_weighs_a_whole_match() -> None:
    k = find_preset("kozel")
    near = ScoreContext(scores=(95, 10))
    assert utility(k, 0, (10, 0), near) <= utility(k, 0, (10, 0)) - GOAT_PENALTY + 1e-9


def test_the_match_target_weighs_a_whole_match() -> None:
    """In a game played to a target, a round that takes one side alone to the top at or past
    it ends the match: worth ``GOAT_PENALTY`` to the winner, a share of it against the others
    (as the relative points are shared); a tie at the top decides nothing."""
    muggins = find_preset("muggins")  # to 200, each for himself
    pts = (10, 0, 5, 0)
    plain = utility(muggins, 0, pts)
    assert utility(muggins, 0, pts, ScoreContext(scores=(190, 0, 0, 0))) == plain + GOAT_PENALTY
    assert utility(muggins, 0, pts, ScoreContext(scores=(185, 0, 0, 0))) == plain
    assert utility(muggins, 0, pts, ScoreContext(scores=(0, 0, 195, 0))) == \
        plain - GOAT_PENALTY / 3
    assert utility(muggins, 0, pts, ScoreContext(scores=(190, 0, 195, 0))) == plain  # 200 all
    bergen = find_preset("bergen")  # to 15 for two, 10 for three or four
    assert utility(bergen, 1, (0, 2), ScoreContext(scores=(0, 8))) == utility(bergen, 1, (0, 2))
    assert utility(bergen, 1, (0, 2, 0), ScoreContext(scores=(0, 8, 0))) == \
        utility(bergen, 1, (0, 2, 0)) + GOAT_PENALTY


def test_medium_weighs_the_score_it_is_given() -> None:
    """Near the goat limit ``medium`` sheds heavy tiles harder: some decision changes, and
    every move it makes with the context is legal."""
    rules, bot = find_preset("kozel"), find_bot("medium")
    ctx = ScoreContext(scores=(95, 0), remembered=(0, 5), opened=(True, False))
    changed = 0
    for seed in range(30):
        r = Round.deal(rules, random.Random(seed), 2, leader=0)
        while r.outcome() is None:
            view = r.view(r.to_move)
            move = bot.choose(view, random.Random(seed), ctx)
            assert move in r.legal_moves()
            changed += move is not bot.choose(view, random.Random(seed))
            r = r.play(move)
    assert changed > 0


def _ended(preset: str, players: int, seed: int) -> tuple[Round, Kernel]:
    """A random round played to its end on ``Round`` and, move by move, on the kernel."""
    rules = find_preset(preset)
    rng = random.Random(seed)
    r = Round.deal(rules, rng, players, leader=None if seed % 3 == 0 else seed % players,
                   first_writer=seed % 2 if rules.hundred_move else None)
    k = Kernel.of_round(r)
    while r.outcome() is None:
        move = rng.choice(r.legal_moves())
        k.make(code_of(move))
        r = r.play(move)
    return r, k


@settings(max_examples=300, deadline=None)
@given(case=st.sampled_from(CASES), seed=st.integers(0, 2**32))
def test_bots_fast_path_scores_like_the_sheet(case: tuple[str, int], seed: int) -> None:
    """Over random end positions of every preset and player count, the search's bitmask
    leaf gives what the score sheet writes for the round (points in play included), and the
    arena's adapter what the round's end gives each side."""
    preset, players = case
    r, k = _ended(preset, players, seed)
    o = r.outcome()
    assert o is not None
    row = ScoreSheet(r.rules, players).record_outcome(o).rows[-1]
    sheet = tuple(s.claim or 0 for s in row.sides)
    ev = Evaluator(r.rules, players, 0, None, 0.0)
    assert ev.points(k) == tuple(c + s.play for c, s in zip(sheet, row.sides, strict=True))
    if r.rules.scoring == Scoring.POINTS:  # no opening rule: all of it is written at once
        assert ev.points(k) == tuple(s.written for s in row.sides)
    hands = tuple(r.hand_mask(s) for s in range(players))
    lead = 0 if o.lead is None else o.lead.bit
    assert round_points(r.rules, players, o.kind, o.by, hands, lead, mask_of(o.last)) == sheet


@pytest.mark.parametrize("preset", ["kozel_2x2"])
def test_lead_bonus_reaches_the_fast_path(preset: str) -> None:
    """A 6:6 lead under the double bonuses adds 50 to every writing side, for the bots too."""
    for seed in range(200):
        r, k = _ended(preset, 4, seed)
        o = r.outcome()
        assert o is not None
        if o.lead is not None and o.lead.index == 27:
            row = ScoreSheet(r.rules, 4).record_outcome(o).rows[-1]
            assert any(s.bonus >= 50 for s in row.sides if s.claim is not None)
            assert Evaluator(r.rules, 4, 0, None, 0.0).points(k) == tuple(
                s.claim or 0 for s in row.sides)
            return
    raise AssertionError("no deal led 6:6")


def test_the_coach_says_what_winning_the_match_adds() -> None:
    """The coach's note on a move's value names the match term where the utility has it:
    in the games played to a target points, for a player or for a pair."""
    assert value_note("ru", find_preset("muggins")).endswith(
        "Кон, который приносит игроку победу в партии, стоит ещё 150 очков.")
    assert value_note("en", find_preset("sports")).endswith(
        "A round that wins a pair the match is worth 150 points more.")
    assert "партии" not in value_note("ru", find_preset("kids"))  # rounds won: no such term
