"""The score sheet as a record: rows, copies, JSON, rebuilding after an edit, bad input."""

from __future__ import annotations

import json

import pytest

from rules import Round, ScoreSheet, find_preset
from rules.config import BadData
from rules.scoring import Entry

KOZEL = find_preset("kozel")


def example() -> ScoreSheet:
    sheet = ScoreSheet(KOZEL, 3)
    sheet = sheet.record(points=[0, 5, 20], ended="out", by=0)
    sheet = sheet.record(hands=[["1:2"], [], ["6:6", "5:5"]], ended="out", by=1, lead="1:1", last="0:3")
    sheet = sheet.timeout(2)
    return sheet


def test_rows_hold_before_this_round_and_after() -> None:
    sheet = example()
    assert [r.kind for r in sheet.rows] == ["out", "out", "clock"]
    row = sheet.rows[1]
    assert (row.index, row.by, row.carry_before, row.carry_after) == (1, 1, 0, 0)
    c = row.sides[2]
    assert (c.before, c.before_open, c.claim, c.written, c.after) == (20, True, 22, 22, 42)
    b = row.sides[1]
    assert (b.before_remembered, b.claim, b.wiped, b.after_remembered) == (5, None, True, 0)
    assert sheet.rows[2].warning


def test_json_round_trip_and_copy() -> None:
    sheet = example()
    again = ScoreSheet.from_json(json.loads(json.dumps(sheet.to_json())))
    assert again == sheet
    assert (again.score, again.remembered, again.rows) == (sheet.score, sheet.remembered, sheet.rows)
    assert hash(again) == hash(sheet)


def test_record_returns_a_new_sheet_and_leaves_the_old_one() -> None:
    sheet = example()
    later = sheet.record(points=[0, 1, 1], ended="out", by=0)
    assert len(sheet.rows) == 3 and len(later.rows) == 4 and sheet.score != later.score
    assert later.entries[:3] == sheet.entries and later != sheet
    with pytest.raises(AttributeError, match="immutable"):
        sheet.rows = ()


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ([], "expected a JSON object"),
        ({"format": 99}, "unsupported format"),
        ({"format": 1, "rules": KOZEL.to_json(), "players": 3, "entries": [{"kind": "x"}]},
         "unknown kind"),
        ({"format": 1, "rules": KOZEL.to_json(), "players": 3,
          "entries": [{"kind": "round", "ended": "out", "by": 7, "points": [0, 0, 0]}]},
         "no seat 7"),
        ({"format": 1, "rules": KOZEL.to_json(), "players": 5, "entries": []}, "players"),
    ],
)
def test_bad_json_raises_bad_data(data: object, message: str) -> None:
    with pytest.raises(BadData, match=message):
        ScoreSheet.from_json(data)


def test_editing_an_earlier_round_recomputes_the_rest() -> None:
    sheet = example()
    fixed = sheet.edited(0, Entry.make(3, points=[0, 5, 10], ended="out", by=0))
    assert (fixed.score, fixed.remembered) == ((0, 0, 10 + 22), (3, 0, 0))
    assert list(sheet.score) == [0, 0, 42]
    shorter = sheet.edited(1, None)
    assert len(shorter.rows) == 2 and shorter.score == (0, 0, 20)
    with pytest.raises(IndexError):
        sheet.edited(5, None)


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"points": [0, 1], "ended": "out", "by": 0}, "2 values for 3"),
        ({"points": [1, 1, 1], "ended": "out", "by": 0}, "must be 0"),
        ({"points": [0, -1, 1], "ended": "out", "by": 0}, "whole numbers"),
        ({"points": [0, 1, 1], "ended": "won", "by": 0}, "ended"),
        ({"hands": [["1:2"], [], []], "ended": "out", "by": 0}, "holds 1 tiles"),
        ({"hands": [[], ["1:2"], ["2:1"]], "ended": "out", "by": 0}, "twice"),
        ({"hands": [[], [], []], "points": [0, 0, 0], "ended": "out", "by": 0}, "either"),
        ({"points": [0, 1, 1], "ended": "out", "by": 0,
          "last": ["1:1", "2:2", "3:3", "4:4", "5:5"]}, "up to four doubles"),
        ({"points": [0, 1, 1], "ended": "out", "by": 0, "last": ["1:1", "2:3"]},
         "different doubles"),
        ({"points": [0, 1, 1], "ended": "out", "by": 0, "lead": 5}, "not a tile"),
    ],
)
def test_bad_records_say_why(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        ScoreSheet(KOZEL, 3).record(**kwargs)  # type: ignore[arg-type]


def test_record_outcome_of_a_played_round() -> None:
    r = Round.from_hands(KOZEL, [["1:2", "4:4"], ["2:6"]], leader=0).play("1:2").play("2:6>")
    sheet = ScoreSheet(KOZEL, 2)
    o = r.outcome()
    assert o is not None
    sheet = sheet.record_outcome(o)
    assert (list(sheet.remembered), sheet.rows[0].by, sheet.rows[0].kind) == ([8, 0], 1, "out")
