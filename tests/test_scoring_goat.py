"""Scripted Kozel scoring (RULES.md §3, §4, §7.15-7.25): exact sheets after each round."""

from __future__ import annotations

import dataclasses

import pytest

from rules import Fish, ScoreSheet, find_preset, hand_value
from rules.config import Rules

KOZEL = find_preset("kozel")
TEAMS = dataclasses.replace(KOZEL, name="kozel_teams", teams=True)
MAX_ALL = dataclasses.replace(KOZEL, fish=Fish.MAX_TAKES_ALL)
X2 = find_preset("kozel_2x2")
SEA = find_preset("sea_goat")


def state(sheet: ScoreSheet) -> tuple[list[int], list[int], int]:
    return list(list(sheet.score)), list(list(sheet.remembered)), sheet.carry


def sheet_after(rules: Rules, players: int, *rounds: tuple[str, int, list[int]]) -> ScoreSheet:
    """A sheet with rounds typed in as per-seat points: (ended, by, points)."""
    sheet = ScoreSheet(rules, players)
    for ended, by, points in rounds:
        sheet = sheet.record(points=points, ended=ended, by=by)
    return sheet


# -- points in hand (§3, §7.15, §7.16) -----------------------------------------


@pytest.mark.parametrize(
    ("preset", "hand", "value"),
    [
        ("kozel", ["0:0"], 10),
        ("kozel", ["0:0", "2:3"], 5),
        ("kozel", ["6:6"], 12),
        ("kozel", ["0:0", "6:6"], 12),
        ("kozel", ["6:6", "1:2"], 15),
        ("kozel", [], 0),
        ("sea_goat", ["0:0"], 25),
        ("sea_goat", ["6:6"], 50),
        ("sea_goat", ["0:0", "6:6"], 75),
        ("sea_goat", ["0:0", "6:6", "0:1"], 13),
        ("courtyard", ["0:0"], 25),
        ("courtyard", ["0:0", "6:6"], 12),
        ("kozel_2x2", ["6:6"], 50),
        ("kozel_2x2", ["0:0"], 25),
        ("kozel_2x2", ["0:0", "6:6"], 12),
        ("classic", ["0:0"], 25),
        ("classic", ["0:0", "1:1"], 27),
        ("sports", ["0:0"], 0),
        ("sports", ["6:6"], 12),
        ("kids", ["0:0"], 0),
    ],
)
def test_hand_values(preset: str, hand: list[str], value: int) -> None:
    assert hand_value(find_preset(preset), hand) == value


def test_team_sums_and_partner_of_the_winner_writes_nothing() -> None:
    sheet = ScoreSheet(TEAMS, 4)
    sheet = sheet.record(hands=[[], ["6:6", "5:5"], ["6:5", "4:4"], ["0:0", "3:4"]],
                       ended="out", by=0)
    row = sheet.rows[-1]
    # Team 1 = seats 1 and 3: 22 + 7 = 29 (0:0 with another tile counts 0).
    assert state(sheet) == ([0, 29], [0, 0], 0)
    assert [s.points for s in row.sides] == [19, 29]
    assert [s.claim for s in row.sides] == [None, 29]


def test_contract_example() -> None:
    sheet = ScoreSheet(KOZEL, players=4)
    sheet = sheet.record(hands=[[], ["1:2"], ["6:5", "1:1"], ["2:3"]], ended="out", by=0,
                 lead="1:1", last="0:0")
    assert state(sheet) == ([0, 0, 13, 0], [0, 3, 0, 5], 0)
    assert list(sheet.opened) == [False, False, True, False]
    assert (sheet.is_over, sheet.goat, sheet.winner) == (False, None, None)


# -- opening the account (§4) ------------------------------------------------------


def test_worked_example_of_section_4() -> None:
    sheet = sheet_after(KOZEL, 4, ("fish", 0, [10, 0, 7, 4]), ("fish", 0, [9, 0, 0, 0]))
    assert state(sheet) == ([0, 0, 0, 0], [19, 0, 7, 4], 0)
    sheet = sheet.record(points=[0, 3, 13, 5], ended="out", by=0)
    row = sheet.rows[-1]
    assert state(sheet) == ([0, 0, 20, 0], [0, 3, 0, 9], 0)
    a, b, c, d = row.sides
    assert (a.before_remembered, a.claim, a.after, a.after_remembered, a.wiped) == (19, None, 0, 0, True)
    assert (b.before_remembered, b.claim, b.held, b.after_remembered) == (0, 3, 3, 3)
    assert (c.before_remembered, c.claim, c.written, c.after, c.after_open) == (7, 13, 20, 20, True)
    assert (d.before_remembered, d.claim, d.held, d.after_remembered) == (4, 5, 5, 9)


def test_twelve_is_held_thirteen_opens_then_every_point_is_written() -> None:
    sheet = sheet_after(KOZEL, 2, ("out", 0, [0, 12]))
    assert state(sheet) == ([0, 0], [0, 12], 0)
    sheet = sheet.record(points=[0, 13], ended="out", by=0)
    assert state(sheet) == ([0, 25], [0, 0], 0)
    sheet = sheet.record(points=[0, 2], ended="out", by=0)
    assert state(sheet) == ([0, 27], [0, 0], 0)
    assert sheet.first_writer == 1


def test_open_at_zero_writes_everything() -> None:
    rules = dataclasses.replace(KOZEL, open_at=0)
    sheet = sheet_after(rules, 3, ("out", 1, [2, 0, 5]))
    assert state(sheet) == ([2, 0, 5], [0, 0, 0], 0)


def test_courtyard_opens_at_25() -> None:
    sheet = sheet_after(find_preset("courtyard"), 2, ("out", 0, [0, 24]), ("out", 0, [0, 25]))
    assert state(sheet) == ([0, 49], [0, 0], 0)


def test_team_account_is_opened_by_team_points_and_going_out_wipes_the_team() -> None:
    sheet = sheet_after(TEAMS, 4, ("out", 0, [0, 5, 0, 6]))
    assert state(sheet) == ([0, 0], [0, 11], 0)
    sheet = sheet.record(points=[4, 0, 3, 0], ended="out", by=3)
    assert state(sheet) == ([0, 0], [7, 0], 0)


# -- fish (§4, §7.18-7.21) ------------------------------------------------------------


def test_fish_each_the_fisherman_writes_too_and_nothing_is_wiped() -> None:
    sheet = sheet_after(KOZEL, 3, ("fish", 0, [4, 0, 0]))
    sheet = sheet.record(points=[20, 3, 9], ended="fish", by=0)
    assert state(sheet) == ([24, 0, 0], [0, 3, 9], 0)


def test_courtyard_fish_tie_carries_and_eggs_go_to_the_biggest_writer() -> None:
    rules = find_preset("courtyard")
    sheet = sheet_after(rules, 3, ("fish", 2, [10, 10, 4]))
    assert state(sheet) == ([0, 0, 0], [0, 0, 0], 24)
    assert sheet.rows[-1].draw
    sheet = sheet.record(points=[30, 0, 26], ended="out", by=1)
    row = sheet.rows[-1]
    assert state(sheet) == ([54, 0, 26], [0, 0, 0], 0)
    assert [s.eggs for s in row.sides] == [24, 0, 0]
    assert (row.carry_before, row.carry_after) == (24, 0)


def test_fish_ties_carry_needs_the_largest_shared() -> None:
    rules = find_preset("courtyard")
    sheet = sheet_after(rules, 3, ("fish", 2, [10, 4, 4]))
    assert state(sheet) == ([0, 0, 0], [10, 4, 4], 0)


def test_max_takes_all_taker_writes_everything_others_wiped() -> None:
    sheet = sheet_after(MAX_ALL, 4, ("out", 0, [0, 5, 6, 7]))
    sheet = sheet.record(points=[3, 9, 2, 1], ended="fish", by=2)
    # Seat 1 takes 15 and opens with its remembered 5: 20.  Others' remembered wiped.
    assert state(sheet) == ([0, 20, 0, 0], [0, 0, 0, 0], 0)
    assert [s.wiped for s in sheet.rows[-1].sides] == [False, False, True, True]


def test_max_takes_all_wipes_others_even_when_the_taker_only_holds() -> None:
    sheet = sheet_after(MAX_ALL, 3, ("out", 0, [0, 5, 6]))
    sheet = sheet.record(points=[1, 2, 6], ended="fish", by=0)
    assert state(sheet) == ([0, 0, 0], [0, 0, 15], 0)


def test_max_takes_all_ties_carry_accumulate_and_go_to_the_biggest_writer() -> None:
    sheet = sheet_after(MAX_ALL, 4, ("out", 0, [0, 5, 0, 0]))
    sheet = sheet.record(points=[9, 9, 2, 1], ended="fish", by=0)
    assert state(sheet) == ([0, 0, 0, 0], [0, 5, 0, 0], 21)
    sheet = sheet.record(points=[4, 4, 0, 0], ended="fish", by=1)
    assert state(sheet) == ([0, 0, 0, 0], [0, 5, 0, 0], 29)
    # Everyone only holds: nobody writes, the eggs stay.
    sheet = sheet.record(points=[0, 1, 2, 3], ended="out", by=0)
    assert state(sheet) == ([0, 0, 0, 0], [0, 6, 2, 3], 29)
    # Seat 2 writes 14 + 2, seat 1 writes 13 + 6: seat 1 writes most, eggs outside the rule.
    sheet = sheet.record(points=[0, 13, 14, 1], ended="out", by=0)
    row = sheet.rows[-1]
    assert state(sheet) == ([0, 48, 16, 0], [0, 0, 0, 4], 0)
    assert [s.eggs for s in row.sides] == [0, 29, 0, 0]


def test_eggs_stay_when_the_most_written_is_tied() -> None:
    sheet = sheet_after(MAX_ALL, 3, ("fish", 0, [5, 5, 1]), ("out", 0, [0, 20, 20]))
    assert state(sheet) == ([0, 20, 20], [0, 0, 0], 11)


def test_team_larger_takes_all_fish_full_on() -> None:
    # Team 0 (seats 0, 2): 7 + 3 = 10; team 1: 8 + 12 = 20.  Fisherman seat 1 (team 1).
    sheet = sheet_after(X2, 4, ("fish", 1, [7, 8, 3, 12]))
    assert state(sheet) == ([0, 30], [0, 0], 0)


@pytest.mark.parametrize(("by", "expected"), [(1, [0, 30]), (0, [0, 20])])
def test_team_larger_takes_all_fish_full_off(by: int, expected: list[int]) -> None:
    rules = dataclasses.replace(X2, fish_full=False, double_bonuses=False)
    # Fisherman's team lost (by=1): all points to it; it won (by=0): losers their own only.
    sheet = sheet_after(rules, 4, ("fish", by, [7, 8, 3, 12]))
    assert state(sheet) == (expected, [0, 0], 0)


def test_team_larger_takes_all_obeys_open_at_and_ties_carry() -> None:
    sheet = sheet_after(X2, 4, ("fish", 0, [1, 5, 1, 3]))
    assert state(sheet) == ([0, 0], [0, 10], 0)
    sheet = sheet.record(points=[4, 6, 6, 4], ended="fish", by=0)
    assert state(sheet) == ([0, 0], [0, 10], 20)
    sheet = sheet.record(points=[0, 9, 0, 9], ended="out", by=0)
    assert state(sheet) == ([0, 48], [0, 0], 0)


# -- double bonuses (§7.22) ------------------------------------------------------------


def test_lead_six_six_adds_50_to_every_writer_and_can_open() -> None:
    sheet = ScoreSheet(X2, 4)
    sheet = sheet.record(points=[0, 1, 0, 1], ended="out", by=0, lead="6:6", last="2:3")
    assert state(sheet) == ([0, 52], [0, 0], 0)
    assert sheet.rows[-1].sides[1].bonus == 50


def test_lead_six_six_and_out_with_zero_zero_add_75() -> None:
    sheet = ScoreSheet(X2, 4)
    sheet = sheet.record(points=[0, 1, 0, 1], ended="out", by=2, lead="6:6", last="0:0")
    assert state(sheet) == ([0, 77], [0, 0], 0)


def test_out_with_a_pair_of_doubles_counts_both() -> None:
    rules = dataclasses.replace(X2, double_both_ends=True)
    sheet = ScoreSheet(rules, 4)
    sheet = sheet.record(points=[0, 1, 0, 1], ended="out", by=0, last=["0:0", "6:6"])
    assert state(sheet) == ([0, 77], [0, 0], 0)


def test_bonus_joins_the_carry_on_a_tied_fish() -> None:
    sheet = ScoreSheet(X2, 4)
    sheet = sheet.record(points=[4, 6, 6, 4], ended="fish", by=0, lead="0:0")
    assert state(sheet) == ([0, 0], [0, 0], 45)


def test_no_bonus_without_the_setting() -> None:
    sheet = ScoreSheet(KOZEL, 2)
    sheet = sheet.record(points=[0, 5], ended="out", by=0, lead="6:6", last="0:0")
    assert state(sheet) == ([0, 0], [0, 5], 0)


# -- the goat (§4, §7.23) ----------------------------------------------------------------


def test_reaching_101_makes_the_goat() -> None:
    sheet = sheet_after(KOZEL, 3, ("out", 0, [0, 100, 50]))
    assert not sheet.is_over
    sheet = sheet.record(points=[0, 1, 20], ended="out", by=0)
    assert (list(sheet.score), sheet.is_over, sheet.goat, sheet.winner) == ([0, 101, 70], True, 1, None)
    with pytest.raises(ValueError, match="over"):
        sheet = sheet.record(points=[0, 1, 1], ended="out", by=0)


def test_two_goats_in_one_round_the_higher_total_then_the_lower_index() -> None:
    sheet = sheet_after(KOZEL, 3, ("out", 0, [0, 105, 110]))
    assert sheet.goat == 2
    sheet = sheet_after(KOZEL, 3, ("out", 0, [0, 110, 110]))
    assert sheet.goat == 1


def test_two_sides_the_other_is_the_winner() -> None:
    sheet = sheet_after(TEAMS, 4, ("out", 1, [60, 0, 60, 0]))
    assert (sheet.goat, sheet.winner) == (0, 1)


# -- sea goat (§7.24, §7.25) --------------------------------------------------------------


def test_hundred_move_won_when_that_seat_goes_out() -> None:
    sheet = ScoreSheet(SEA, 2)
    sheet = sheet.record(points=[0, 30], ended="out", by=0, lead="6:6", hundred=0)
    assert (list(sheet.score), sheet.winner, sheet.goat, sheet.instant) == ([0, 30], 0, 1, "hundred_won")


def test_hundred_move_lost_holding_25_or_more() -> None:
    sheet = ScoreSheet(SEA, 4)
    sheet = sheet.record(hands=[["0:0"], [], ["1:2"], ["3:4"]], ended="out", by=1, lead="6:6",
                         hundred=0)
    # 0:0 alone is 25 in sea goat: the hundred seat loses the match.
    assert (sheet.goat, sheet.winner, sheet.instant) == (0, None, "hundred_lost")
    assert state(sheet) == ([25, 0, 0, 0], [0, 0, 3, 7], 0)


def test_hundred_move_neither_won_nor_lost() -> None:
    sheet = ScoreSheet(SEA, 2)
    sheet = sheet.record(points=[24, 0], ended="out", by=1, lead="6:6", hundred=0)
    assert not sheet.is_over


def test_bald_goat_two_players() -> None:
    sheet = ScoreSheet(SEA, 2)
    sheet = sheet.record(points=[0, 3], ended="out", by=0, last="0:0")
    assert (sheet.winner, sheet.goat, sheet.instant) == (0, 1, "bald_goat")
    assert list(sheet.remembered) == [0, 3]


def test_bald_goat_four_players_sets_only_the_winner() -> None:
    sheet = ScoreSheet(SEA, 4)
    sheet = sheet.record(points=[1, 2, 0, 3], ended="out", by=2, last="0:0")
    assert (sheet.winner, sheet.goat, sheet.is_over) == (2, None, True)
    assert sheet.rating() == [0, 0, 10, 0]


@pytest.mark.parametrize(("loser", "over"), [(25, False), (26, True)])
def test_six_six_out_wins_if_a_loser_holds_more_than_25(loser: int, over: bool) -> None:
    sheet = ScoreSheet(SEA, 2)
    sheet = sheet.record(points=[loser, 0], ended="out", by=1, last="6:6")
    assert sheet.is_over is over
    assert list(sheet.score) == [loser, 0]
    assert sheet.winner == (1 if over else None)


# -- rating (§7.26) ---------------------------------------------------------------------


def test_rating_after_a_match() -> None:
    sheet = sheet_after(dataclasses.replace(KOZEL, open_at=0), 4, ("out", 0, [0, 15, 25, 101]))
    assert sheet.rating() == [10, 9, 8, 0]


def test_rating_in_teams_each_partner_gets_the_team_rating() -> None:
    sheet = sheet_after(dataclasses.replace(TEAMS, open_at=0), 4, ("out", 0, [0, 101, 0, 0]))
    assert sheet.rating() == [10, 0]
