"""Scripted tests of play and the end of a round: RULES.md §1, §2.5-2.6, §7.4, §7.9-7.14."""

from __future__ import annotations

import dataclasses

from rules import Draw, Move, Round, Tile, find_preset
from rules.moves import DRAW, PASS

KOZEL = find_preset("kozel")


def moves(r: Round) -> list[str]:
    return [str(m) for m in r.legal_moves()]


def test_a_player_who_can_play_must_play() -> None:
    r = Round.from_hands(KOZEL, [["1:2", "6:6"], ["2:3", "5:5"]], bazaar=["0:0"]).play("1:2")
    assert moves(r) == ["2:3>"]


def test_draw_until_playable_every_drawn_tile_stays() -> None:
    r = Round.from_hands(KOZEL, [["1:2", "6:6"], ["5:5", "4:4"]],
                         bazaar=["0:0", "0:3", "2:5", "3:3"]).play("1:2")
    assert moves(r) == ["draw"]
    r = r.play("draw")
    assert (r.to_move, moves(r)) == (1, ["draw"])
    r = r.play("draw").play("draw")
    assert r.hand(1) == (Tile(0, 0), Tile(0, 3), Tile(2, 5), Tile(4, 4), Tile(5, 5))
    assert moves(r) == ["2:5>"] and r.bazaar == (Tile(3, 3),)
    assert [s.drawn for s in r.history() if s.move is DRAW] == [Tile(0, 0), Tile(0, 3), Tile(2, 5)]


def test_draw_one_then_knock() -> None:
    rules = dataclasses.replace(KOZEL, draw=Draw.ONE)
    r = Round.from_hands(rules, [["1:2", "6:6"], ["5:5", "4:4"]],
                         bazaar=["0:0", "2:5"]).play("1:2").play("draw")
    assert moves(r) == ["pass"]
    r = r.play("pass")
    assert (r.to_move, r.knocks) == (0, 1)


def test_draw_one_a_playable_drawn_tile_must_be_played() -> None:
    rules = dataclasses.replace(KOZEL, draw=Draw.ONE)
    r = Round.from_hands(rules, [["1:2", "6:6"], ["5:5", "4:4"]],
                         bazaar=["2:5", "0:0"]).play("1:2").play("draw")
    assert moves(r) == ["2:5>"]


def test_draw_none_knocks_at_once() -> None:
    rules = dataclasses.replace(KOZEL, draw=Draw.NONE)
    r = Round.from_hands(rules, [["1:2", "6:6"], ["5:5"]], bazaar=["2:5"]).play("1:2")
    assert moves(r) == ["pass"]


def test_bazaar_reserve_keeps_the_last_tile_and_knocks_are_compulsory_after() -> None:
    r = Round.from_hands(find_preset("courtyard"), [["1:2", "6:6"], ["5:5"]],
                         bazaar=["0:0", "2:5"]).play("1:2")
    assert r.drawable == 1
    r = r.play("draw")
    assert moves(r) == ["pass"] and r.bazaar == (Tile(2, 5),)


def test_knock_only_when_no_draw_is_possible() -> None:
    r = Round.from_hands(KOZEL, [["1:2", "6:6"], ["5:5"]], bazaar=["0:0"]).play("1:2")
    assert r.legal_moves() == (DRAW,) and PASS not in r.legal_moves()


def test_going_out() -> None:
    r = Round.from_hands(KOZEL, [["1:2"], ["2:6", "5:5"]]).play("1:2")
    assert r.outcome() is not None
    r2 = Round.from_hands(KOZEL, [["1:2", "0:0"], ["2:6"]]).play("1:2").play("2:6>")
    o = r2.outcome()
    assert o is not None
    assert (o.kind, o.by, o.hands, o.lead, o.last) == ("out", 1, ((Tile(0, 0),), ()),
                                                       Tile(1, 2), (Tile(2, 6),))


FISH_LINE = ("1:2", "2:6>", "0:6>", "0:2>", "1:4<", "2:3>", "3:5>", "2:4<", "2:5>")
"""The example of §2.6: 1-2, 2-6, 0-2, 2-3 on the table; the ends 2-4 and 5-2 close the 2s."""


def fish_hands(extra: str | None) -> list[list[str]]:
    seat0 = ["1:2", "1:4", "2:5"] + ([extra] if extra else [])
    return [seat0, ["2:6", "2:3", "2:2"], ["0:6", "3:5", "5:5"], ["0:2", "2:4", "3:3"]]


def test_fish_example_of_the_rule_book_with_the_double_still_in_a_hand() -> None:
    r = Round.from_hands(KOZEL, fish_hands("6:6"), leader=0)
    for m in FISH_LINE[:-1]:
        r = r.play(m)
        assert r.outcome() is None
    r = r.play(FISH_LINE[-1])
    o = r.outcome()
    assert r.ends == (2, 2) and Tile(2, 2) in r.hand(1)
    assert o is not None and (o.kind, o.by, o.blocked, o.last) == ("fish", 0, False, (Tile(2, 5),))
    assert o.hands[1] == (Tile(2, 2),) and o.lead == Tile(1, 2)


def test_out_beats_fish_when_the_last_tile_closes_a_suit() -> None:
    r = Round.from_hands(KOZEL, fish_hands(None), leader=0)
    for m in FISH_LINE:
        r = r.play(m)
    o = r.outcome()
    assert o is not None and (o.kind, o.by) == ("out", 0)


def test_knock_block_makes_the_last_placer_the_fisherman() -> None:
    r = Round.from_hands(KOZEL, [["1:2", "6:6"], ["5:5"], ["4:4"]], leader=0).play("1:2")
    r = r.play("pass").play("pass")
    assert r.outcome() is None and r.knocks == 2
    r = r.play("pass")
    o = r.outcome()
    assert o is not None and (o.kind, o.by, o.blocked, o.last) == ("fish", 0, True, (Tile(1, 2),))


def test_legal_moves_list_both_ends_for_a_fitting_double() -> None:
    r = Round.from_hands(KOZEL, [["3:4", "5:5"], ["3:3", "4:4"]]).play("3:4")
    assert moves(r) == ["3:3<", "4:4>"]
    r2 = Round.from_hands(KOZEL, [["3:3", "5:5"], ["3:4", "0:3", "3:5"]], leader=0).play("3:3")
    assert moves(r2) == ["0:3<", "0:3>", "3:4<", "3:4>", "3:5<", "3:5>"]


def test_a_lead_lists_each_tile_once() -> None:
    r = Round.from_hands(KOZEL, [["3:4", "5:5"], ["1:1"]])
    assert moves(r) == ["3:4", "5:5"]


def test_double_both_ends_pair_move() -> None:
    sea = find_preset("sea_goat")
    r = Round.from_hands(sea, [["1:4", "5:5"], ["1:1", "4:4"]]).play("1:4")
    assert moves(r) == ["1:1<", "4:4>", "1:1<+4:4>"]
    r = r.play("1:1<+4:4>")
    o = r.outcome()
    assert o is not None and o.kind == "out" and o.last == (Tile(1, 1), Tile(4, 4))


def test_double_both_ends_needs_different_ends() -> None:
    sea = find_preset("sea_goat")
    r = Round.from_hands(sea, [["4:4", "5:5"], ["4:1", "4:6", "1:1"]]).play("4:4")
    assert "pair" not in {m.kind for m in r.legal_moves()}


def test_no_pair_move_without_double_both_ends() -> None:
    r = Round.from_hands(KOZEL, [["1:4", "5:5"], ["1:1", "4:4"]]).play("1:4")
    assert Move.parse("1:1<+4:4>") not in r.legal_moves() and moves(r) == ["1:1<", "4:4>"]


def test_knock_block_with_only_the_reserved_tile_left() -> None:
    r = Round.from_hands(find_preset("courtyard"), [["1:2", "6:6"], ["5:5"]],
                         bazaar=["2:5"], leader=0).play("1:2")
    r = r.play("pass")
    assert r.outcome() is None
    r = r.play("pass")
    o = r.outcome()
    assert o is not None and (o.kind, o.by, o.blocked) == ("fish", 0, True)
    assert r.bazaar == (Tile(2, 5),)
