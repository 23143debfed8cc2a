"""The engine's value types: one object per move, a round that is no tuple, kinds as enums."""

from __future__ import annotations

import copy
import json
import pickle
import random

import pytest

from rules import (
    IllegalMove,
    Move,
    MoveKind,
    OutcomeKind,
    Round,
    RowKind,
    ScoreSheet,
    SeatView,
    Tile,
    find_preset,
)
from rules.moves import LEFT, RIGHT


@pytest.mark.parametrize(("parts", "text"), [
    ((MoveKind.PLAY, Tile(2, 6), RIGHT), "2:6>"),
    (("play", Tile(6, 2), 1), "2:6>"),
    ((MoveKind.PLAY, Tile(2, 6), LEFT), "6:2<"),
    ((MoveKind.LEAD, Tile(3, 5)), "3:5"),
    ((MoveKind.LEAD, Tile(3, 5), 1), "5:3"),
    ((MoveKind.LEAD, Tile(4, 4), 1), "4:4"),
    ((MoveKind.PAIR, Tile(1, 1), LEFT, Tile(4, 4)), "4:4>+1:1<"),
    ((MoveKind.DRAW,), "draw"),
    (("pass",), "knock"),
])
def test_any_way_of_making_a_move_gives_the_same_object(parts: tuple[object, ...],
                                                        text: str) -> None:
    move = Move(*parts)  # type: ignore[arg-type]
    assert move is Move.parse(text)
    assert pickle.loads(pickle.dumps(move)) is move and copy.deepcopy(move) is move
    assert eval(repr(move)) is move


@pytest.mark.parametrize("parts", [(5,), ("play", Tile(1, 2), 4), ("play", "1:2", 0),
                                   ("draw", Tile(1, 2)), ("pair", Tile(1, 1), 0, Tile(1, 1)),
                                   ("lead", None)])
def test_no_such_move_is_a_value_error(parts: tuple[object, ...]) -> None:
    with pytest.raises(ValueError, match="not a move"):
        Move(*parts)  # type: ignore[arg-type]


def test_a_constructed_move_is_refused_with_a_readable_reason() -> None:
    r = Round.from_hands(find_preset("kozel"), [["1:2", "6:6"], ["2:6"]], leader=0)
    with pytest.raises(IllegalMove, match=r"2:6>: seat 0 does not hold that tile"):
        r.play(Move(MoveKind.PLAY, Tile(2, 6), RIGHT))
    assert r.play(Move(MoveKind.LEAD, Tile(1, 2))).ends == (1, 2)


@pytest.mark.parametrize("bad", [None, 5, 2.5, ["1:2"], "1:9", b"draw"])
def test_playing_a_non_move_is_an_illegal_move_naming_it(bad: object) -> None:
    r = Round.from_hands(find_preset("kozel"), [["1:2"], ["2:6"]], leader=0)
    with pytest.raises(IllegalMove, match="not a move"):
        r.play(bad)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="not a move"):
        Move.parse(bad)  # type: ignore[arg-type]


def test_a_round_is_no_tuple() -> None:
    r = Round.deal(find_preset("kozel"), random.Random(1), 4)
    r2 = r.play(r.legal_moves()[0])
    assert not isinstance(r, tuple)
    with pytest.raises(TypeError):
        len(r)  # type: ignore[arg-type]
    with pytest.raises(TypeError):
        _ = r < r2  # type: ignore[operator]
    with pytest.raises(TypeError):
        _ = r + (1,)  # type: ignore[operator]  # noqa: RUF005
    with pytest.raises(AttributeError):
        r.hands = ()  # type: ignore[misc]
    with pytest.raises(TypeError):
        Round()


def test_round_equality_is_the_deal_and_the_moves_not_json(monkeypatch: pytest.MonkeyPatch) -> None:
    rules = find_preset("kozel")
    a = Round.deal(rules, random.Random(2), 3)
    b = Round.from_json(json.loads(json.dumps(a.to_json())))
    monkeypatch.setattr(Round, "to_json", lambda self: pytest.fail("== serialised"))
    assert a == b and hash(a) == hash(b)
    move = a.legal_moves()[0]
    assert a.play(move) == b.play(move) and a.play(move) != a
    assert len({a, b, a.play(move)}) == 2


def test_view_is_a_seat_view_and_kinds_are_enums_with_plain_json() -> None:
    rules = find_preset("kozel")
    r = Round.from_hands(rules, [["1:2"], ["2:6", "3:3"]], leader=0).play("1:2")
    assert isinstance(r.view(1), SeatView)
    r = Round.from_hands(rules, [["1:2", "5:5"], ["2:6"]], leader=0).play("1:2").play("2:6>")
    o = r.outcome()
    assert o is not None and o.kind is OutcomeKind.OUT
    sheet = ScoreSheet(rules, 2).record_outcome(o).timeout(0)
    assert [r.kind for r in sheet.rows] == [RowKind.OUT, RowKind.CLOCK]
    data = json.loads(json.dumps(sheet.to_json()))
    assert data["entries"] == [{"kind": "round", "ended": "out", "by": 1,
                                "hands": [["5:5"], []], "lead": "1:2", "last": ["2:6"]},
                               {"kind": "clock", "seat": 0}]
