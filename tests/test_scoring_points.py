"""Scripted points-good scoring (RULES.md §5, §7.27-7.31): classic, sports, kids."""

from __future__ import annotations

import dataclasses

from rules import Fish, ScoreSheet, find_preset

CLASSIC = find_preset("classic")
SPORTS = find_preset("sports")
KIDS = find_preset("kids")


def test_classic_out_writes_the_others_sum_with_zero_zero_25() -> None:
    sheet = ScoreSheet(CLASSIC, 3)
    sheet = sheet.record(hands=[["0:0"], [], ["1:1", "0:5"]],
                       ended="out", by=1)
    row = sheet.rows[-1]
    assert list(sheet.score) == [0, 32, 0]
    assert [s.claim for s in row.sides] == [None, 32, None]
    assert list(sheet.remembered) == [0, 0, 0] and sheet.carry == 0


def test_classic_fish_the_fewest_writes_the_others_points() -> None:
    sheet = ScoreSheet(CLASSIC, 3)
    sheet = sheet.record(points=[10, 4, 20], ended="fish", by=0)
    assert list(sheet.score) == [0, 30, 0]  # §8.34: all the points less his own: 10 + 20


def test_classic_fish_lowest_wins_difference_house_option() -> None:
    rules = dataclasses.replace(CLASSIC, fish=Fish.LOWEST_WINS_DIFFERENCE)
    sheet = ScoreSheet(rules, 3).record(points=[10, 4, 20], ended="fish", by=0)
    assert list(sheet.score) == [0, 26, 0]  # (10 + 20) - 4


def test_classic_fish_tie_for_fewest_is_a_draw() -> None:
    sheet = ScoreSheet(CLASSIC, 3)
    sheet = sheet.record(points=[4, 4, 20], ended="fish", by=0)
    row = sheet.rows[-1]
    assert (list(sheet.score), sheet.carry, row.draw) == ([0, 0, 0], 0, True)


def test_classic_first_to_the_target_wins() -> None:
    sheet = ScoreSheet(CLASSIC, 2)
    sheet = sheet.record(points=[0, 99], ended="out", by=0)
    assert not sheet.is_over
    sheet = sheet.record(points=[0, 1], ended="out", by=0)
    assert (list(sheet.score), sheet.winner, sheet.goat, sheet.rating()) == ([100, 0], 0, None, [10, 0])


def test_sports_out_the_pair_writes_every_hand_left_partner_included() -> None:
    sheet = ScoreSheet(SPORTS, 4)
    sheet = sheet.record(points=[0, 10, 7, 5], ended="out", by=0)
    assert list(sheet.score) == [22, 0]


def test_sports_fish_the_smaller_pair_writes_all_equal_is_a_draw() -> None:
    sheet = ScoreSheet(SPORTS, 4)
    sheet = sheet.record(points=[3, 10, 4, 5], ended="fish", by=1)
    assert list(sheet.score) == [22, 0]
    sheet = sheet.record(points=[3, 10, 7, 0], ended="fish", by=1)
    row = sheet.rows[-1]
    assert (list(sheet.score), row.draw) == ([22, 0], True)


def test_sports_plays_to_200() -> None:
    sheet = ScoreSheet(SPORTS, 4)
    sheet = sheet.record(points=[0, 100, 0, 99], ended="out", by=0)
    assert not sheet.is_over
    sheet = sheet.record(points=[0, 1, 0, 0], ended="out", by=2)
    assert (list(sheet.score), sheet.winner) == ([200, 0], 0)


def test_sports_clock_warning_then_penalty() -> None:
    sheet = ScoreSheet(SPORTS, 4)
    sheet = sheet.record(points=[0, 30, 0, 20], ended="out", by=0)
    sheet = sheet.timeout(2)
    first = sheet.rows[-1]
    assert first.warning and list(sheet.score) == [50, 0]
    sheet = sheet.timeout(0)  # the partner's first timeout: a warning too (§8.41)
    assert sheet.rows[-1].warning and list(sheet.score) == [50, 0]
    sheet = sheet.timeout(0)
    second = sheet.rows[-1]
    assert not second.warning and list(sheet.score) == [40, 0]
    assert second.sides[0].penalty == -10
    sheet = sheet.timeout(1)
    assert list(sheet.score) == [40, 0]


def test_kozel_clock_penalty_adds_points() -> None:
    sheet = ScoreSheet(find_preset("kozel"), 2)
    sheet = sheet.timeout(1)
    sheet = sheet.timeout(1)
    assert list(sheet.score) == [0, 10]


def test_kids_count_round_wins_and_fish_by_unique_fewest() -> None:
    sheet = ScoreSheet(KIDS, 3)
    sheet = sheet.record(points=[0, 5, 6], ended="out", by=0)
    sheet = sheet.record(points=[9, 2, 6], ended="fish", by=0)
    sheet = sheet.record(points=[2, 2, 6], ended="fish", by=0)
    assert list(sheet.score) == [1, 1, 0]
    for _ in range(4):
        sheet = sheet.record(points=[0, 5, 6], ended="out", by=0)
    assert (list(sheet.score), sheet.winner, sheet.is_over) == ([5, 1, 0], 0, True)
