"""RULES.md §8 (decisions 33-43, the audit against the seed texts): one scripted test each."""

from __future__ import annotations

import dataclasses
import random

import pytest

from rules import Fish, Match, Round, ScoreSheet, Tile, ZeroZeroLead, find_preset, hand_value
from rules.bots.kernel import Kernel, code_of, move_of
from rules.deal import first_lead_mask, free_lead_mask
from rules.tiles import mask_of, tiles_of

KOZEL = find_preset("kozel")


def _lead(rules_name: str, hands: list[list[str]], **changes: object) -> tuple[int, list[str]]:
    rules = dataclasses.replace(find_preset(rules_name), **changes)  # type: ignore[arg-type]
    seat, mask = first_lead_mask(rules, tuple(mask_of(h) for h in hands))
    return seat, [str(t) for t in tiles_of(mask)]


# -- 33: courtyard deals and leads as traditional domino ----------------------------------


def test_33_courtyard_deals_seven_to_two_five_to_three_or_four() -> None:
    rules = find_preset("courtyard")
    for players, size, bazaar in ((2, 7, 14), (3, 5, 13), (4, 5, 8)):
        r = Round.deal(rules, random.Random(players), players)
        assert r.hand_sizes == (size,) * players and len(r.bazaar) == bazaar
        assert r.drawable == bazaar - 1  # the last tile stays in the bazaar


def test_33_courtyard_first_round_is_led_by_the_highest_double() -> None:
    hands = [["1:1", "2:3"], ["4:4", "0:1"], ["6:6", "0:0"], ["5:5", "1:2"]]
    assert _lead("courtyard", hands) == (2, ["6:6"])
    assert _lead("courtyard", [["1:1"], ["5:5", "0:1"], ["2:2"], ["0:2"]]) == (1, ["5:5"])
    assert _lead("courtyard", [["1:2", "3:4"], ["5:6", "0:1"], ["4:6"], ["0:2"]]) == (1, ["5:6"])


def test_33_courtyard_later_rounds_the_winner_leads_any_tile() -> None:
    r = Round.deal(find_preset("courtyard"), random.Random(4), 4, leader=3)
    assert r.to_move == 3 and {m.tile for m in r.legal_moves()} == set(r.hand(3))


# -- 34: the classic fish: the fewest writes all the points less his own --------------------


def test_34_classic_fish_writes_the_others_hands() -> None:
    classic = find_preset("classic")
    assert classic.fish == "lowest_wins_others"
    sheet = ScoreSheet(classic, 3).record(hands=[["5:6"], ["0:1"], ["4:4", "2:3"]],
                                          ended="fish", by=0)
    assert list(sheet.score) == [0, 11 + 13, 0]
    house = dataclasses.replace(classic, fish=Fish.LOWEST_WINS_DIFFERENCE)
    sheet = ScoreSheet(house, 3).record(hands=[["5:6"], ["0:1"], ["4:4", "2:3"]],
                                        ended="fish", by=0)
    assert list(sheet.score) == [0, 11 + 13 - 1, 0]


# -- 35: no going out on a double ----------------------------------------------------------


NO_LAST = dataclasses.replace(KOZEL, no_double_last=True)


def test_35_a_lone_double_cannot_be_played_so_the_seat_draws_or_knocks() -> None:
    r = Round.from_hands(NO_LAST, [["3:4", "4:4"], ["3:5", "5:6", "2:2"]], bazaar=["1:1"],
                         leader=0).play("3:4").play("5:3<")
    assert r.hand(0) == (Tile(4, 4),) and r.ends == (5, 4)
    assert [str(m) for m in r.legal_moves()] == ["draw"]
    with pytest.raises(ValueError, match="not allowed"):
        r.play("4:4>")
    off = Round.from_hands(KOZEL, [["3:4", "4:4"], ["3:5", "5:6", "2:2"]], bazaar=["1:1"],
                           leader=0).play("3:4").play("5:3<")
    assert [str(m) for m in off.legal_moves()] == ["4:4>"]


def test_35_when_everyone_is_stuck_it_is_a_fish_by_knocks() -> None:
    r = Round.from_hands(NO_LAST, [["3:4", "4:4"], ["4:5", "5:5"]], leader=0)
    r = r.play("3:4").play("4:5>")
    assert [str(m) for m in r.legal_moves()] == ["pass"]
    r = r.play("pass").play("pass")
    o = r.outcome()
    assert o is not None and (o.kind, o.by, o.blocked) == ("fish", 1, True)


def test_35_the_kernel_follows_the_same_rule() -> None:
    r = Round.from_hands(NO_LAST, [["3:4", "4:4"], ["4:5", "5:5"]], leader=0)
    k = Kernel.of_round(r)
    for text in ("3:4", "4:5>"):
        move = r.legal_moves()[[str(m) for m in r.legal_moves()].index(text)]
        k.make(code_of(move))
        r = r.play(move)
    assert [move_of(c) for c in k.legal()] == list(r.legal_moves())


# -- 36: leading with 0:0 ----------------------------------------------------------------------


def test_36_zero_zero_forbidden_is_skipped_when_the_lowest_double_is_sought() -> None:
    hands = [["0:0", "1:2"], ["5:6", "2:3"]]
    assert _lead("kozel", hands) == (0, ["0:0"])
    assert _lead("kozel", hands, zero_zero_lead="forbidden") == (1, ["5:6"])


def test_36_zero_zero_forbidden_is_never_led() -> None:
    rules = dataclasses.replace(KOZEL, zero_zero_lead=ZeroZeroLead.FORBIDDEN,
                                lead_must_be_double=True)
    hand = mask_of(["0:0", "1:2", "3:4"])
    assert tiles_of(free_lead_mask(rules, hand)) == (Tile(1, 2), Tile(3, 4))
    r = Round.from_hands(rules, [["0:0", "1:2"], ["2:3"]], leader=0,
                         lead=[t for t in tiles_of(free_lead_mask(rules, mask_of(["0:0", "1:2"])))])
    assert [str(m) for m in r.legal_moves()] == ["1:2"]


# -- 37: sea goat keeps the lowest double ------------------------------------------------------


def test_37_sea_goat_leads_the_lowest_double_highest_is_the_house_option() -> None:
    hands = [["1:1", "2:3"], ["6:6", "0:1"]]
    assert _lead("sea_goat", hands) == (0, ["1:1"])
    assert _lead("sea_goat", hands, first_lead="highest_double") == (1, ["6:6"])


# -- 38: the sports match time -----------------------------------------------------------------


def test_38_when_the_time_is_up_the_match_ends_after_the_round_the_highest_wins() -> None:
    sports = find_preset("sports")
    assert sports.match_minutes == 40
    sheet = ScoreSheet(sports, 4).record(points=[0, 30, 0, 20], ended="out", by=0)
    sheet = sheet.with_time_up()
    assert not sheet.is_over  # the round being played is still played
    done = sheet.record(points=[0, 0, 5, 0], ended="out", by=1)
    assert done.is_over and done.winner == 0  # 50 against 5, far from the target of 200


def test_38_tied_totals_play_one_more_round() -> None:
    sheet = ScoreSheet(find_preset("sports"), 4).with_time_up()
    tied = sheet.record(points=[0, 0, 0, 0], ended="out", by=0)
    assert not tied.is_over
    assert tied.record(points=[0, 3, 0, 0], ended="out", by=0).winner == 0


def test_38_the_match_records_the_time_and_only_once() -> None:
    m = Match.start(find_preset("sports"), 4, 5)
    m = m.time_up().time_up()
    assert [r.kind for r in m.sheet.rows] == ["time"] and m.sheet.time_up
    with pytest.raises(ValueError, match="match_minutes"):
        dataclasses.replace(KOZEL, match_minutes=30)


# -- 39: a player who leaves ----------------------------------------------------------------------


def test_39_a_leaver_gives_the_others_its_points_less_theirs_over_ten() -> None:
    sheet = ScoreSheet(KOZEL, 4).record(points=[0, 45, 20, 74], ended="out", by=0)
    assert sheet.score == (0, 45, 20, 74)
    left = sheet.leave(3)
    assert left.is_over and left.left == 3
    # (74 - 0) / 10 = 7.4 -> 7; (74 - 45) / 10 = 2.9 -> 3; (74 - 20) / 10 = 5.4 -> 5.
    assert left.seat_ratings() == (7, 3, 5, 0)
    close = ScoreSheet(KOZEL, 2).record(points=[0, 3], ended="out", by=0).leave(0)
    assert close.seat_ratings() == (0, 1)  # at least 1 (and half up: 0.3 -> 1 by the floor)


def test_39_a_match_left_is_over_and_reads_back() -> None:
    m = Match.start(KOZEL, 3, 2).leave(1)
    assert m.finished and m.rating()[1] == 0 and min(m.rating()[0], m.rating()[2]) >= 1
    assert Match.from_json(m.to_json()) == m
    assert m.to_json()["sheet"]["entries"] == [{"kind": "leave", "seat": 1}]


# -- 40: the 2x2 double bonuses toggle governs the lone 6:6 / 0:0 too -----------------------------


def test_40_double_bonuses_on_count_lone_six_six_50_zero_zero_25_off_12_and_10() -> None:
    on = find_preset("kozel_2x2")
    off = dataclasses.replace(on, double_bonuses=False)
    assert (hand_value(on, ["6:6"]), hand_value(on, ["0:0"])) == (50, 25)
    assert (hand_value(off, ["6:6"]), hand_value(off, ["0:0"])) == (12, 10)
    out = ScoreSheet(off, 4).record(points=[0, 10, 0, 10], ended="out", by=0, lead="6:6")
    assert out.score == (0, 20)  # no lead bonus either
    assert ScoreSheet(on, 4).record(points=[0, 10, 0, 10], ended="out", by=0,
                                    lead="6:6").score == (0, 70)


# -- 41: move clock warnings per player ----------------------------------------------------------


def test_41_each_player_is_warned_once_then_the_pair_is_penalised() -> None:
    sheet = ScoreSheet(find_preset("sports"), 4)
    sheet = sheet.timeout(0).timeout(2)
    assert [r.warning for r in sheet.rows] == [True, True] and sheet.score == (0, 0)
    sheet = sheet.timeout(2)
    assert not sheet.rows[-1].warning and sheet.score == (-10, 0)


# -- 42: the hundred move with open_at 0 ---------------------------------------------------------


def test_42_with_open_at_zero_the_first_side_to_write_is_the_first_writer() -> None:
    rules = dataclasses.replace(find_preset("sea_goat"), open_at=0)
    sheet = ScoreSheet(rules, 2).record(points=[0, 7], ended="out", by=0)
    assert sheet.first_writer == 1
    for seed in range(200):
        r = Round.deal(rules, random.Random(seed), 2, leader=0, first_writer=sheet.first_writer)
        if Tile(6, 6) in r.hand(1):
            assert r.offer == 1 and [str(m) for m in r.legal_moves()] == ["6:6", "decline"]
            return
    raise AssertionError("no deal gave seat 1 the 6:6")


# -- 43: settings that can never deal are invalid ------------------------------------------------


@pytest.mark.parametrize(("changes", "field"), [
    (dict(redeal_doubles=8), "redeal_doubles"),
    (dict(redeal_same_suit=3), "hand_size"),
    (dict(hand_size=13, players_allowed=(2,), redeal_same_suit=4), "hand_size"),
    (dict(hand_size=1, no_double_last=True), "hand_size"),
])
def test_43_rules_refuse_settings_that_can_never_deal(changes: dict[str, object],
                                                      field: str) -> None:
    with pytest.raises(ValueError, match=f"^{field}:"):
        dataclasses.replace(KOZEL, **changes)  # type: ignore[arg-type]
