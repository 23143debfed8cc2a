"""The score pad's model and store: the rule book's worked example, edits, saving, bad files."""

from __future__ import annotations

import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest

from kozel_gui.i18n import Said, set_language
from kozel_gui.scorepad import cells
from kozel_gui.scorepad.model import Pad, PadError, RoundFacts
from kozel_gui.scorepad.store import PadStore
from kozel_gui.storage import DataDir
from rules import find_preset

NAMES = ["A", "B", "C", "D"]

# RULES.md §4: two rounds bring A to +19, B to nothing, C to +7, D to +4 remembered;
# the third is the worked example (A goes out; B 3, C 13, D 5).
BY_TILES = [
    RoundFacts("out", 3, hands=[["6:6"], ["0:0", "2:3"], ["1:2"], []]),
    RoundFacts("out", 1, hands=[["3:4"], [], ["0:4"], ["1:3"]]),
    RoundFacts("out", 0, hands=[[], ["1:2"], ["5:6", "0:2"], ["1:4"]]),
]
BY_POINTS = [
    RoundFacts("out", 3, points=[12, 5, 3, 0]),
    RoundFacts("out", 1, points=[7, 0, 4, 4]),
    RoundFacts("out", 0, points=[0, 3, 13, 5]),
]


def worked_example(facts: list[RoundFacts]) -> Pad:
    pad = Pad.new(find_preset("kozel"), NAMES, pad_id="example")
    for f in facts:
        pad.record(f)
    return pad


@pytest.mark.parametrize("facts", [BY_TILES, BY_POINTS], ids=["tiles", "points"])
def test_worked_example_of_the_rule_book(facts: list[RoundFacts]) -> None:
    set_language("ru")
    pad = worked_example(facts)
    row = pad.sheet.rows[2]
    rules = pad.rules
    assert [cells.before(rules, row, s) for s in range(4)] == [
        [("+19", "remembered")], [("0", "muted")], [("+7", "remembered")],
        [("+4", "remembered")]]
    assert [cells.this_round(pad.sheet, row, s) for s in range(4)] == [
        [("×19", "muted")], [("+3", "remembered")], [("13", "open"), ("+7", "remembered")],
        [("+5", "remembered")]]
    assert [cells.after(rules, row, s) for s in range(4)] == [
        [("0", "muted")], [("+3", "remembered")], [("20", "open")], [("+9", "remembered")]]
    assert (pad.sheet.score, pad.sheet.remembered) == ((0, 0, 20, 0), (0, 3, 0, 9))


def test_special_doubles_count_by_the_rules() -> None:
    pad = worked_example(BY_TILES)
    first = pad.sheet.rows[0].sides
    assert (first[0].points, first[1].points) == (12, 5)  # 6:6 alone 12, 0:0 among others 0
    pad.record(RoundFacts("out", 1, hands=[["0:0"], [], ["3:3"], ["6:5", "4:4"]]))
    assert pad.sheet.rows[3].sides[0].points == 10  # 0:0 alone is 10 in Kozel


def test_editing_an_early_round_recomputes_the_later_ones() -> None:
    pad = worked_example(BY_POINTS)
    pad.edit(0, RoundFacts("out", 3, points=[13, 5, 3, 0]))  # A now opens at once
    assert pad.sheet.score == (13 + 7, 0, 20, 0)
    assert pad.sheet.remembered == (0, 3, 0, 9)
    assert pad.facts(0).points == (13, 5, 3, 0)


def test_an_edit_that_ends_the_match_before_later_rounds_is_refused() -> None:
    pad = worked_example(BY_POINTS)
    with pytest.raises(PadError) as info:
        pad.edit(0, RoundFacts("out", 3, points=[120, 5, 3, 0]))
    assert info.value.key == "scorepad.err_ends_early" and info.value.fields == {"round": 1}
    assert pad.sheet.score == (0, 0, 20, 0)


def test_undo_and_no_rounds_after_the_goat() -> None:
    pad = worked_example(BY_POINTS)
    assert pad.undo() and len(pad.sheet.rows) == 2
    pad.record(RoundFacts("out", 0, points=[0, 60, 101, 2]))
    assert pad.sheet.goat == 2
    with pytest.raises(PadError):
        pad.record(RoundFacts("out", 0, points=[0, 1, 1, 1]))


def test_eggs_of_a_tied_fish_show_eggs() -> None:
    pad = Pad.new(find_preset("courtyard"), NAMES[:3])
    pad.record(RoundFacts("fish", 0, points=[20, 20, 5]))
    assert pad.sheet.carry == 45
    pad.record(RoundFacts("out", 1, points=[30, 0, 4]))
    segs = cells.this_round(pad.sheet, pad.sheet.rows[1], 0)
    assert segs[-2:] == [(cells.EGGS, cells.EGGS_COLOUR), ("+45", cells.EGGS_COLOUR)]


def test_team_columns_are_named_by_both_partners() -> None:
    pad = Pad.new(find_preset("kozel_2x2"), NAMES)
    assert pad.side_names() == ["A + C", "B + D"]


def test_near_goat_is_within_fifteen_points() -> None:
    pad = Pad.new(find_preset("kozel"), NAMES[:2])
    pad.record(RoundFacts("out", 0, points=[0, 85]))
    assert not cells.is_near_goat(pad.sheet, 1)
    pad.record(RoundFacts("out", 0, points=[0, 1]))
    assert cells.is_near_goat(pad.sheet, 1) and not cells.is_near_goat(pad.sheet, 0)


def test_a_pad_survives_saving_and_loading(tmp_path: object) -> None:
    data = DataDir(tmp_path)  # type: ignore[arg-type]
    store = PadStore(data)
    pad = worked_example(BY_TILES)
    assert store.save(pad)
    again = PadStore(DataDir(data.root)).load("example")
    assert again is not None and again.sheet == pad.sheet and again.names == pad.names
    assert [p.id for p in store.all()] == ["example"]


@pytest.mark.parametrize("content", ["{not json", json.dumps({"format": 1, "id": "x"})])
def test_a_corrupt_pad_is_set_aside_with_a_message(tmp_path: object, content: str) -> None:
    data = DataDir(tmp_path)  # type: ignore[arg-type]
    (data.root / "scorepads").mkdir(parents=True)
    (data.root / "scorepads" / "bad.json").write_text(content, encoding="utf-8")
    told: list[Said] = []
    assert PadStore(data, told.append).all() == []
    assert len(told) == 1 and "bad.json" in str(told[0])
    names = [p.name for p in (data.root / "scorepads").iterdir()]
    assert len(names) == 1 and names[0].startswith("bad.corrupt-")
