"""The bots' private evaluation: hand values and points written under each fish mode."""

from __future__ import annotations

import dataclasses
import random

from rules import Round, find_preset
from rules.bots import find_bot
from rules.bots.values import GOAT_PENALTY, ScoreContext, hand_value, utility, written
from rules.tiles import mask_of


def test_hand_values_follow_rule_book() -> None:
    sea = find_preset("sea_goat")
    assert hand_value(sea, mask_of(["0:0", "6:6"])) == 75
    assert hand_value(sea, mask_of(["6:6"])) == 50
    assert hand_value(find_preset("classic"), mask_of(["0:0", "1:2"])) == 28


def test_team_fish_full_and_not_full() -> None:
    full = find_preset("kozel_2x2")
    hands = (mask_of(["1:2"]), mask_of(["5:6"]), mask_of(["0:1"]), mask_of(["4:4"]))
    # Team 0 holds 4, team 1 holds 19: team 1 writes all 23.
    assert written(full, 4, "fish", 0, hands) == (0, 23)
    half = dataclasses.replace(full, fish_full=False)
    assert written(half, 4, "fish", 0, hands) == (0, 19)  # fisherman's team won
    assert written(half, 4, "fish", 1, hands) == (0, 23)  # fisherman's team lost


def test_points_good_and_kids() -> None:
    hands = (mask_of(["1:2"]), mask_of(["5:6"]), mask_of(["0:1"]))
    assert written(find_preset("classic"), 3, "out", 2, hands) == (0, 0, 14)
    assert written(find_preset("classic"), 3, "fish", 0, hands) == (0, 0, 14 - 1)
    assert written(find_preset("kids"), 3, "fish", 0, hands) == (0, 0, 1)


def test_goat_limit_weighs_a_whole_match() -> None:
    k = find_preset("kozel")
    near = ScoreContext(scores=(95, 10))
    assert utility(k, 0, (10, 0), near) <= utility(k, 0, (10, 0)) - GOAT_PENALTY + 1e-9


def test_medium_uses_context_without_breaking() -> None:
    rules = find_preset("kozel")
    rng = random.Random(4)
    r = Round.deal(rules, rng, 2, leader=0)
    ctx = ScoreContext(scores=(99, 0), remembered=(0, 5), opened=(True, False))
    while r.outcome() is None:
        r = r.play(find_bot("medium").choose(r.view(r.to_move), rng, ctx))
    assert r.outcome() is not None
