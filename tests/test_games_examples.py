"""Every worked example of GAMES.md as a scripted deal: exact moves, points in play, sheets."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from rules import Fish, Match, Move, Round, ScoreSheet, find_preset
from rules.scoring_points import rounded

Ends = tuple[int | None, int | None, int | None, int | None]


def _deal(preset: str, hands: Sequence[Sequence[str]], *, bazaar: Sequence[str] = (),
          leader: int = 0, lead: Sequence[str] | None = None) -> Round:
    return Round.from_hands(find_preset(preset), hands, bazaar=bazaar, leader=leader, lead=lead)


def _play(r: Round, script: Sequence[tuple[str, int | None, int]]) -> Round:
    """Play ``(move, count after it or None, points it scored)`` one by one, checking each."""
    for text, count, points in script:
        r = r.play(text)
        step = r.history()[-1]
        assert str(step.move) == str(Move.parse(text))
        assert step.points == points, text
        if count is not None:
            assert r.board_count == count, text
    return r


def _sheet(r: Round) -> ScoreSheet:
    o = r.outcome()
    assert o is not None
    return ScoreSheet(r.rules, r.players).record_outcome(o)


def _written(r: Round) -> list[int]:
    return [s.written for s in _sheet(r).rows[-1].sides]


# -- Muggins --------------------------------------------------------------------------


def test_m1_points_in_play_and_the_hand_rounded() -> None:
    r = _deal("muggins", [["5:5", "4:5", "6:6", "1:4"], ["5:6", "0:5", "0:3", "2:2"]])
    r = _play(r, [("5:5", 10, 10), ("5:6>", 16, 0), ("4:5<", 10, 10)])
    assert r.open_ends == (4, 6, 5, 5)
    assert [str(m) for m in r.legal_moves()] == ["0:5^", "0:5v"]
    r = _play(r, [("0:5^", 10, 10), ("6:6>", 16, 0), ("0:3^", 19, 0), ("1:4<", 16, 0)])
    o = r.outcome()
    assert o is not None and o.kind == "out" and o.by == 0 and o.play_points == (20, 10)
    row = _sheet(r).rows[-1]
    assert [(s.play, s.claim, s.written) for s in row.sides] == [(20, 5, 25), (10, None, 10)]


def test_m2_no_double_no_spinner() -> None:
    r = _deal("muggins", [["4:6", "1:2", "1:3"], ["2:4", "3:3", "0:6", "2:5"]])
    r = _play(r, [("6:4", 10, 10), ("2:4>", 8, 0), ("1:2>", 7, 0), ("0:6<", 1, 0),
                  ("1:3>", 3, 0)])
    assert r.spinner is None and r.open_ends == (0, 3, None, None)
    assert _written(r) == [25, 0]


def test_m3_blocked_lowest_wins_the_others_rounded() -> None:
    hands = [["6:6", "0:1"], ["2:3", "4:4"]]
    r = _play(_deal("muggins", hands, lead=["6:6"]), [("6:6", 12, 0), ("pass", None, 0),
                                                      ("pass", None, 0)])
    o = r.outcome()
    assert o is not None and o.kind == "fish" and o.blocked and o.by == 0
    assert _written(r) == [15, 0]
    import dataclasses
    diff = dataclasses.replace(find_preset("muggins"), fish=Fish.LOWEST_WINS_DIFFERENCE)
    r2 = Round.from_hands(diff, hands, lead=["6:6"])
    for m in ("6:6", "pass", "pass"):
        r2 = r2.play(m)
    assert _written(r2) == [10, 0]


def test_m4_open_doubles_count_twice() -> None:
    r = _deal("muggins", [["3:3", "3:6", "6:6", "2:2"], ["3:4", "2:3", "1:5", "0:0"]])
    r = _play(r, [("3:3", 6, 0), ("3:4>", 10, 10), ("3:6<", 10, 10)])
    assert r.open_ends == (6, 4, 3, 3)
    r = _play(r, [("2:3^", 12, 0), ("6:6<", 18, 0), ("pass", None, 0), ("2:2^", 20, 20)])
    assert _written(r) == [35, 10]


def test_m5_a_spinner_at_the_end_of_the_line() -> None:
    r = _deal("muggins", [["3:6", "1:3", "5:5"], ["3:3", "0:0", "4:4"]])
    r = _play(r, [("6:3", None, 0), ("3:3>", 12, 0)])
    assert r.open_ends == (6, 3, None, None) and r.spinner is not None
    r = _play(r, [("1:3>", 7, 0)])
    assert r.open_ends == (6, 1, 3, 3)


# -- Bergen ---------------------------------------------------------------------------


def test_b1_double_and_triple_headers() -> None:
    r = _deal("bergen", [["6:6", "4:6", "1:5"], ["2:6", "2:4", "2:2"]],
              bazaar=["3:4", "0:5", "0:6"])
    r = _play(r, [("6:6", None, 2), ("2:6<", None, 0), ("4:6>", None, 0), ("2:4>", None, 2)])
    assert r.ends == (2, 2)
    assert [str(m) for m in r.legal_moves()] == ["draw"]
    r = r.play("draw")
    assert r.history()[-1].drawn is not None and str(r.history()[-1].drawn) == "3:4"
    assert [str(m) for m in r.legal_moves()] == ["pass"]
    r = _play(r.play("pass"), [("2:2>", None, 3)])
    assert _written(r) == [2, 7]


def test_b2_blocked_the_only_double_free_lowest() -> None:
    r = _deal("bergen", [["1:2", "5:5"], ["3:4", "0:3"], ["4:6", "5:6"]], bazaar=["6:6", "0:6"])
    r = _play(r, [("1:2", None, 0), ("pass", None, 0), ("pass", None, 0), ("pass", None, 0)])
    o = r.outcome()
    assert o is not None and o.kind == "fish" and o.by == 0
    assert _written(r) == [0, 2, 0]
    m = _match_after("bergen", r)
    assert m.round.leader == 0


def test_b3_blocked_all_hold_doubles() -> None:
    r = _deal("bergen", [["0:6", "5:5"], ["1:4", "3:3"], ["1:1", "4:5"]], bazaar=["6:6", "0:5"])
    r = _play(r, [("0:6", None, 0), ("pass", None, 0), ("pass", None, 0), ("pass", None, 0)])
    assert _written(r) == [0, 0, 2]


# -- Osel -----------------------------------------------------------------------------


def test_o1_four_arms_and_several_doubles() -> None:
    r = Round.from_hands(find_preset("osel"), [["1:1", "1:5", "4:4", "5:5", "6:6"],
                                               ["1:4", "1:6", "0:2", "2:3", "3:5"]],
                         bazaar=["0:0", "2:2"], lead=["1:1"])
    assert [str(m) for m in r.legal_moves()] == ["1:1"]
    r = r.play("1:1")
    assert r.open_ends == (1, 1, 1, 1)
    assert [str(m) for m in r.legal_moves()] == ["1:4<", "1:4>", "1:4^", "1:4v",
                                                 "1:6<", "1:6>", "1:6^", "1:6v"]
    for m in ("1:4<", "1:5>", "1:6^"):
        r = r.play(m)
    assert r.open_ends == (4, 5, 6, 1)
    assert [str(m) for m in r.legal_moves()] == [
        "4:4<", "5:5>", "6:6^", "4:4<+5:5>", "4:4<+6:6^", "5:5>+6:6^", "4:4<+5:5>+6:6^"]
    r = r.play("6:6^+5:5>+4:4<")
    o = r.outcome()
    assert o is not None and o.kind == "out" and o.by == 0 and len(o.last) == 3
    row = _sheet(r).rows[-1]
    assert row.sides[1].claim == 15 and row.sides[1].written == 15


def test_o2_three_seats_draws_and_remembered_points() -> None:
    r = _deal("osel", [["1:1", "1:3", "0:5"], ["1:2", "0:0", "2:3", "0:4"],
                       ["3:6", "4:4", "5:5", "0:6"]], bazaar=["4:6", "0:1", "2:5"])
    for m in ("1:1", "1:2<", "draw", "draw", "0:1>", "1:3^", "0:0>", "3:6^", "0:5>"):
        r = r.play(m)
    assert r.open_ends == (2, 5, 6, 1)
    row = _sheet(r).rows[-1]
    assert (row.sides[1].held, row.sides[1].written) == (9, 0)
    assert row.sides[2].written == 34


def test_o3_the_earlier_arm_is_the_spinner() -> None:
    r = _deal("osel", [["2:5", "0:0"], ["2:2", "5:5", "2:3"]])
    r = r.play("2:5").play("5:5>+2:2<")
    assert str(r.spinner) == "2:2" and r.open_ends == (2, 5, 2, 2)
    r = r.play("pass")
    assert [str(m) for m in r.legal_moves()] == ["2:3<", "2:3^", "2:3v"]


# -- Telephone --------------------------------------------------------------------------


def test_t1_the_lead_scores_nothing() -> None:
    r = _deal("telephone", [["5:5", "3:5", "3:3", "2:2"], ["0:5", "2:5", "1:4", "2:6"]])
    r = _play(r, [("5:5", 10, 0), ("0:5>", 10, 10), ("3:5<", 3, 0)])
    assert r.open_ends == (3, 0, 5, 5)
    r = _play(r, [("2:5^", 5, 5)])
    assert [str(m) for m in r.legal_moves()] == ["2:2^", "3:3<", "3:3<+2:2^"]
    r = _play(r, [("3:3<+2:2^", 10, 10)])
    assert _written(r) == [25, 15]


def test_t2_blocked_rounded_up() -> None:
    r = _play(_deal("telephone", [["6:6", "0:1", "1:1"], ["2:3", "4:4", "3:5"]]),
              [("6:6", 12, 0), ("pass", None, 0), ("pass", None, 0)])
    assert _written(r) == [25, 0]


def test_t3_rounding() -> None:
    assert [rounded("up_5", n) for n in (13, 41, 10, 0)] == [15, 45, 10, 0]
    assert [rounded("nearest_5", n) for n in (12, 13, 22, 4, 2)] == [10, 15, 20, 5, 0]


# -- General's Kozel ------------------------------------------------------------------------


def test_g1_out_with_six_six_hangs_the_epaulettes() -> None:
    r = _deal("general", [["2:6", "6:6"], ["0:1", "4:5"], ["2:3", "5:5"], ["1:4", "3:3"]])
    for m in ("2:6", "pass", "2:3<", "3:3<", "6:6>"):
        r = r.play(m)
    assert _written(r) == [0, 65]


def test_g2_a_fish_is_void_and_dealt_again_by_the_same_leader() -> None:
    hands = [["1:2", "0:2", "1:4", "5:5"], ["2:6", "2:3", "2:4", "4:4"],
             ["6:6", "3:5", "3:3"], ["0:6", "2:5", "0:0"]]
    moves = ("1:2", "2:6>", "6:6>", "0:6>", "0:2>", "2:3>", "3:5>", "2:5>", "1:4<", "2:4<")
    r = _deal("general", hands)
    for move in moves:
        r = r.play(move)
    o = r.outcome()
    assert o is not None and o.kind == "fish" and o.by == 1 and r.ends == (2, 2)
    row = _sheet(r).rows[-1]
    assert row.void and [s.written for s in row.sides] == [0, 0]
    after = _match_after("general", r)
    assert after.round.leader == 0 and after.sheet.score == (0, 0)
    old = Round.from_hands(find_preset("kozel_2x2"), hands)
    for move in moves:
        old = old.play(move)
    assert _written(old) == [0, 49]


def test_g3_a_zero_zero_lead_adds_twenty_five() -> None:
    r = _deal("general", [["0:3", "4:4"], ["0:0", "3:6", "1:1"], ["0:5", "5:6"], ["3:4", "1:2"]],
              leader=1)
    for m in ("0:0", "0:5>", "pass", "0:3<", "3:6<", "5:6<"):
        r = r.play(m)
    assert _written(r) == [0, 37]


# -- ChVV -----------------------------------------------------------------------------------


def test_c1_the_up_and_down_arms_open_by_the_rules() -> None:
    hands = [["1:1", "2:3"], ["4:5", "0:6"]]
    assert _deal("chvv", hands).play("1:1").open_ends == (1, 1, 1, 1)
    assert _deal("muggins", hands).play("1:1").open_ends == (1, 1, None, None)


C2_HANDS = [["1:1", "2:3", "1:5", "0:0", "2:4", "3:5", "4:6"],
            ["1:2", "4:5", "0:1", "0:2", "2:5", "3:6", "5:5"],
            ["1:4", "0:6", "0:3", "2:2", "3:4", "5:6", "6:6"],
            ["1:6", "1:3", "0:4", "0:5", "2:6", "3:3", "4:4"]]
C2_MOVES = ("1:1", "1:2<", "1:4>", "1:6^", "2:3<", "4:5>", "0:6^", "1:3<", "1:5>", "0:1^")


def test_c2_a_fish_on_four_arms() -> None:
    r = _deal("chvv", C2_HANDS)
    for m in C2_MOVES:
        r = r.play(m)
    o = r.outcome()
    assert r.open_ends == (1, 1, 1, 1) and o is not None and o.kind == "fish" and o.by == 1
    assert _written(r) == [24, 28, 37, 31]


def test_c3_the_same_fish_max_takes_all() -> None:
    import dataclasses
    rules = dataclasses.replace(find_preset("chvv"), fish=Fish.MAX_TAKES_ALL)
    r = Round.from_hands(rules, C2_HANDS)
    for m in C2_MOVES:
        r = r.play(m)
    assert _written(r) == [0, 0, 120, 0]


# -- helpers ----------------------------------------------------------------------------------


def _match_after(preset: str, r: Round) -> Match:
    """A match whose first round is ``r``, moved on to its next round."""
    import dataclasses
    m = Match.start(find_preset(preset), r.players, 1)
    return dataclasses.replace(m, round=r).next_round()


@pytest.mark.parametrize("preset", ["muggins", "bergen", "osel", "telephone", "general", "chvv"])
def test_every_preset_is_in_the_json_of_format_2(preset: str) -> None:
    from rules import Rules
    rules = find_preset(preset)
    data = rules.to_json()
    assert data["format"] == 2 and Rules.from_json(data) == rules
