"""Rules: presets exactly as RULES.md §6/§7.32, plain strings for named values, clear errors."""

from __future__ import annotations

import dataclasses

import pytest

from rules import PRESETS, BadData, Fish, Rules, find_preset


def test_presets_are_listed_and_found_by_name() -> None:
    assert list(PRESETS) == ["kozel", "kozel_2x2", "courtyard", "sea_goat", "classic",
                             "sports", "kids", "muggins", "bergen", "osel", "telephone",
                             "general", "chvv"]
    assert find_preset("kozel") is PRESETS["kozel"] == Rules()
    with pytest.raises(KeyError, match="known: kozel"):
        find_preset("poker")


@pytest.mark.parametrize(("name", "expected"), [
    ("kozel", dict(players_allowed=(2, 3, 4), teams=False, hand_size=7, draw="until_playable",
                   first_lead="lowest_double", open_at=13, fish="each", goat_at=101,
                   zero_zero_alone=10, redeal_doubles=5, redeal_same_suit=6, scoring="goat")),
    ("kozel_2x2", dict(players_allowed=(4,), teams=True, draw="none", next_lead="winner_partner",
                       open_at=13, fish="team_larger_takes_all", fish_full=True,
                       double_bonuses=True, lead_must_be_double=True, double_both_ends=False,
                       goat_at=101, lone_six_six=50, lone_zero_zero=25)),
    ("courtyard", dict(bazaar_reserve=1, open_at=25, fish="each", fish_ties_carry=True,
                       goat_at=125, zero_zero_alone=25, draw="until_playable",
                       hand_size="by_players", first_lead="highest_double")),
    ("sea_goat", dict(players_allowed=(2, 4), teams=False, open_at=25, goat_at=125,
                      double_both_ends=True, zero_zero_alone=25, six_six_alone=50,
                      zero_and_six_alone=75, hundred_move=True, bald_goat=True, fish="each")),
    ("classic", dict(hand_size="by_players", first_lead="highest_double", open_at=0,
                     fish="lowest_wins_others", target=100, zero_zero_value=25,
                     zero_zero_alone=25, scoring="points", redeal_doubles=0)),
    ("sports", dict(players_allowed=(4,), teams=True, hand_size=7, draw="none",
                    first_lead="draw_lots", next_lead="winner_partner",
                    fish="smaller_pair_wins_all", target=200, move_clock=True, match_minutes=40,
                    zero_zero_alone=0, six_six_alone=12, scoring="points")),
    ("kids", dict(hand_size="by_players", fish="fewest_wins", target=5, scoring="wins",
                  draw="until_playable", first_lead="lowest_double", zero_zero_alone=0)),
])
def test_preset_values(name: str, expected: dict[str, object]) -> None:
    rules = find_preset(name)
    for field, value in expected.items():
        assert getattr(rules, field) == value, field


def test_hand_size_by_players() -> None:
    classic = find_preset("classic")
    assert [classic.hand_size_for(p) for p in (2, 3, 4)] == [7, 5, 5]
    assert find_preset("kozel").hand_size_for(3) == 7


def test_plain_strings_are_accepted_and_compare_equal() -> None:
    rules = dataclasses.replace(find_preset("kozel"), fish="max_takes_all")  # type: ignore[arg-type]
    assert rules.fish == "max_takes_all" and rules.fish is Fish.MAX_TAKES_ALL


@pytest.mark.parametrize(("changes", "field"), [
    (dict(fish="team_larger_takes_all"), "fish"),
    (dict(teams=True, players_allowed=(2, 3)), "teams"),
    (dict(hand_size=8), "hand_size"),
    (dict(fish="bogus"), "fish"),
    (dict(open_at=-1), "open_at"),
    (dict(goat_at=0), "goat_at"),
    (dict(fish_full=True), "fish_full"),
    (dict(scoring="points"), "fish"),
    (dict(players_allowed=(5,)), "players_allowed"),
    (dict(redeal_doubles=1), "redeal_doubles"),
])
def test_invalid_combinations_name_the_field(changes: dict[str, object], field: str) -> None:
    with pytest.raises(ValueError, match=f"^{field}:"):
        dataclasses.replace(find_preset("kozel"), **changes)  # type: ignore[arg-type]


def test_players_checked_at_deal_time() -> None:
    with pytest.raises(ValueError, match=r"^players:"):
        find_preset("sports").check_players(3)
    with pytest.raises(ValueError, match=r"^players:"):
        find_preset("sea_goat").check_players(3)


@pytest.mark.parametrize("name", list(PRESETS))
def test_json_round_trip(name: str) -> None:
    rules = find_preset(name)
    assert Rules.from_json(rules.to_json()) == rules


@pytest.mark.parametrize("data", [None, [], {"format": 3}, {"format": 1, "fish": 3},
                                  {"format": 1, "colour": "red"}, {"format": 1, "teams": 1},
                                  {"format": 1, "fish": "max_takes_all", "teams": True,
                                   "players_allowed": [2]}])
def test_bad_json_raises_bad_data(data: object) -> None:
    with pytest.raises(BadData, match=r"^rules:"):
        Rules.from_json(data)


def test_differences_from_a_preset() -> None:
    mine = dataclasses.replace(find_preset("kozel"), name="yard", open_at=25, goat_at=125)
    assert mine.differences(find_preset("kozel")) == {"open_at": (25, 13), "goat_at": (125, 101)}
