"""Scripted tests of the deal and the leads: RULES.md §1, §2.1-2.4, §7.1-7.8."""

from __future__ import annotations

import dataclasses
import random

import pytest

from rules import ALL_TILES, Move, Round, Tile, find_preset
from rules.deal import first_lead_mask, free_lead_mask, lots_leader
from rules.tiles import DOUBLES, SUIT, mask_of, tiles_of

KOZEL = find_preset("kozel")


def lead_of(preset: str, *hands: list[str], **changes: object) -> tuple[int, list[str]]:
    rules = dataclasses.replace(find_preset(preset), **changes)  # type: ignore[arg-type]
    seat, mask = first_lead_mask(rules, tuple(mask_of(h) for h in hands))
    return seat, [str(t) for t in tiles_of(mask)]


def test_the_set() -> None:
    assert len(ALL_TILES) == 28 and sum(t.pips for t in ALL_TILES) == 168
    assert sum(t.is_double for t in ALL_TILES) == 7


@pytest.mark.parametrize(
    ("preset", "players", "hand", "bazaar"),
    [("kozel", 2, 7, 14), ("kozel", 3, 7, 7), ("kozel", 4, 7, 0), ("classic", 2, 7, 14),
     ("classic", 3, 5, 13), ("classic", 4, 5, 8), ("kids", 3, 5, 13), ("sports", 4, 7, 0)],
)
def test_deal_sizes(preset: str, players: int, hand: int, bazaar: int) -> None:
    r = Round.deal(find_preset(preset), random.Random(1), players)
    assert r.hand_sizes == (hand,) * players and len(r.bazaar) == bazaar


def test_redeals_happen_and_no_dealt_hand_breaks_the_limits() -> None:
    reasons = set()
    for seed in range(2000):
        r = Round.deal(KOZEL, random.Random(seed), 4)
        reasons |= {why for _, why in r.redeals}
        for seat in range(4):
            hand = r.hand_mask(seat)
            assert (hand & DOUBLES).bit_count() < 5
            # A double counts once toward a number (§7.3): SUIT[v] holds v:v once.
            assert all((hand & SUIT[v]).bit_count() < 6 for v in range(7))
    assert reasons == {"doubles", "suit"}


@pytest.mark.parametrize("preset", ["kozel", "kozel_2x2", "courtyard", "sea_goat"])
def test_redeal_applies_to_the_kozel_family(preset: str) -> None:
    assert find_preset(preset).uses_redeal


@pytest.mark.parametrize("preset", ["classic", "sports", "kids"])
def test_no_redeal_outside_the_kozel_family(preset: str) -> None:
    rules = find_preset(preset)
    assert not rules.uses_redeal
    assert all(Round.deal(rules, random.Random(s), 4).redeals == () for s in range(50))


def test_redeals_are_shown_in_the_round() -> None:
    seed = next(s for s in range(300) if Round.deal(KOZEL, random.Random(s), 4).redeals)
    r = Round.deal(KOZEL, random.Random(seed), 4)
    seat, why = r.redeals[0]
    assert 0 <= seat < 4 and why in ("doubles", "suit")
    assert r.view(0).redeals == r.redeals


@pytest.mark.parametrize(
    ("hands", "seat", "tile"),
    [
        ((["0:0", "2:2"], ["1:1"]), 1, "1:1"),
        ((["0:0", "2:2"], ["6:6"]), 0, "2:2"),
        ((["0:0", "5:6"], ["4:6"]), 0, "0:0"),
        ((["3:6", "4:5"], ["1:2"]), 0, "4:5"),
        ((["3:6", "0:1"], ["4:6"]), 1, "4:6"),
    ],
)
def test_first_lead_lowest_double_then_0_0_then_highest_tile(
    hands: tuple[list[str], ...], seat: int, tile: str
) -> None:
    assert lead_of("kozel", *hands) == (seat, [tile])


def test_no_double_lead_lowest_is_the_reverse_order() -> None:
    assert lead_of("kozel", ["1:2", "0:4"], ["0:3"], no_double_lead="lowest") == (1, ["0:3"])
    assert lead_of("kozel", ["1:2", "0:4"], ["1:3"], no_double_lead="lowest") == (0, ["1:2"])


def test_highest_double_classic() -> None:
    assert lead_of("classic", ["0:0", "5:5"], ["1:1"]) == (0, ["5:5"])
    assert lead_of("classic", ["4:5", "1:2"], ["3:6"]) == (0, ["4:5"])


def test_doubles_in_the_bazaar_do_not_count_for_the_lead() -> None:
    # §7.5: 1:1 lies in the bazaar; the holder of 5:6 must lead it.
    r = Round.from_hands(KOZEL, [["5:6", "0:1"], ["2:3"]], bazaar=["1:1"])
    seat, mask = first_lead_mask(KOZEL, (r.hand_mask(0), r.hand_mask(1)))
    assert (seat, tiles_of(mask)) == (0, (Tile(5, 6),))


def test_draw_lots_highest_total_then_higher_half() -> None:
    assert lots_leader((Tile(2, 3), Tile(1, 4), Tile(0, 5), Tile(1, 1))) == 2
    r = Round.deal(find_preset("sports"), random.Random(4), 4)
    assert len(r.lots) == 4 and r.leader == lots_leader(r.lots)
    assert {m.tile for m in r.legal_moves()} == set(r.hand(r.leader))


def test_first_deal_of_a_match_forces_the_lead() -> None:
    r = Round.deal(KOZEL, random.Random(7), 4)
    seat, mask = first_lead_mask(KOZEL, tuple(r.hand_mask(s) for s in range(4)))
    assert r.leader == r.to_move == seat
    assert [m.tile for m in r.legal_moves()] == list(tiles_of(mask))


def test_later_rounds_lead_any_tile() -> None:
    r = Round.deal(KOZEL, random.Random(7), 4, leader=2)
    assert r.to_move == 2 and [m.tile for m in r.legal_moves()] == list(r.hand(2))


def test_lead_must_be_double() -> None:
    rules = dataclasses.replace(KOZEL, lead_must_be_double=True)
    assert tiles_of(free_lead_mask(rules, mask_of(["1:1", "2:3", "4:4"]))) == (Tile(1, 1), Tile(4, 4))
    assert tiles_of(free_lead_mask(rules, mask_of(["1:2", "2:3"]))) == (Tile(1, 2), Tile(2, 3))


def test_with_bonuses_6_6_and_0_0_never_oblige_a_later_lead() -> None:
    x2 = find_preset("kozel_2x2")
    hand = mask_of(["6:6", "0:0", "1:2"])
    assert free_lead_mask(x2, hand) == hand
    assert tiles_of(free_lead_mask(x2, mask_of(["6:6", "3:3", "1:2"]))) == (Tile(3, 3), Tile(6, 6))


def test_a_forced_first_lead_stays_forced_even_for_6_6() -> None:
    x2 = find_preset("kozel_2x2")
    assert lead_of("kozel_2x2", ["6:6", "1:2"], ["0:1"]) == (0, ["6:6"])
    assert x2.double_bonuses


def test_seat_order_is_index_order() -> None:
    r = Round.from_hands(KOZEL, [["1:2", "5:5"], ["2:3", "5:6"], ["3:4", "6:6"]], leader=1)
    r = r.play("2:3")
    assert r.to_move == 2
    r = r.play("3:4>")
    assert r.to_move == 0
    assert Move.parse("1:2<") in r.legal_moves()
