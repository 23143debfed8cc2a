"""The fast deal: packed redeal counts agree with the plain rule; shuffles are uniform."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

import pytest

from rules import deal, find_preset, redeal
from rules.tiles import ALL_TILES, DOUBLES, SUIT


@pytest.mark.parametrize(("doubles", "suit"), [(5, 6), (2, 3), (0, 4), (3, 0), (7, 7)])
def test_packed_redeal_check_agrees_with_the_rule(doubles: int, suit: int) -> None:
    add = redeal.redeal_add(doubles, suit)
    rng = random.Random(doubles * 10 + suit)
    for _ in range(5000):
        hand = sum(t.bit for t in rng.sample(ALL_TILES, rng.randint(1, 14)))
        plain = bool(doubles and (hand & DOUBLES).bit_count() >= doubles) or bool(
            suit and any((hand & s).bit_count() >= suit for s in SUIT))
        assert plain == bool(add and redeal.any_redeal((hand,), add))
        if plain:
            assert redeal.redeal_reason((0, hand), doubles, suit)[0] == 1


def test_shuffle_is_uniform_enough() -> None:
    rng = random.Random(5)
    firsts: Counter[int] = Counter()
    lasts: Counter[int] = Counter()
    for _ in range(28 * 400):
        order = deal._shuffled(rng)
        assert sorted(order) == list(range(28))
        firsts[order[0]] += 1
        lasts[order[27]] += 1
    for counts in (firsts, lasts):
        assert len(counts) == 28
        assert max(counts.values()) < 400 * 1.5 and min(counts.values()) > 400 * 0.5


def test_redeals_are_recorded_with_their_reason() -> None:
    rules = dataclasses.replace(find_preset("kozel"), redeal_same_suit=4, redeal_doubles=3)
    hands, bazaar, redeals = deal.shuffle_and_deal(rules, random.Random(1), 2)
    assert redeals and {why for _, why in redeals} == {"doubles", "suit"}
    assert all((h & s).bit_count() < 4 for h in hands for s in SUIT)
    assert all((h & DOUBLES).bit_count() < 3 for h in hands)
    assert len(bazaar) == 14


@pytest.mark.parametrize(("changes", "field"), [
    (dict(redeal_same_suit=3), "hand_size"),  # 7 tiles never avoid 3 of a number
    (dict(redeal_same_suit=4, hand_size=14, players_allowed=(2,)), "hand_size"),
    (dict(redeal_doubles=9), "redeal_doubles"),
    (dict(redeal_same_suit=8), "redeal_same_suit"),
])
def test_settings_that_can_never_deal_are_refused(changes: dict[str, object], field: str) -> None:
    """§8.43: ``Rules`` refuses them, naming the field, before any deal is tried."""
    with pytest.raises(ValueError, match=f"^{field}:"):
        dataclasses.replace(find_preset("kozel"), **changes)  # type: ignore[arg-type]


def test_extreme_but_possible_limits_still_deal() -> None:
    rules = dataclasses.replace(find_preset("kozel"), redeal_same_suit=4, redeal_doubles=3)
    hands, _, _ = deal.shuffle_and_deal(rules, random.Random(2), 4)
    assert not redeal.any_redeal(hands, redeal.redeal_add(3, 4))
