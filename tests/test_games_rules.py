"""The presets of GAMES.md §10, the settings of §9, the position text and views of four arms."""

from __future__ import annotations

import dataclasses
import json
import random
from typing import Any

import pytest

from rules import BadData, Round, Rules, SeatView, find_preset
from rules.config import RULES_FORMAT

PRESET_FIELDS: dict[str, dict[str, Any]] = {
    "muggins": dict(players_allowed=(2, 3, 4), teams=False, hand_size="by_players",
                    draw="until_playable", bazaar_reserve=0, first_lead="highest_double",
                    no_double_lead="highest", next_lead="winner", layout="spinner",
                    spinner_opens="sides_first", score_in_play="fives", lead_scores=True,
                    scoring="points", fish="lowest_wins_others", hand_rounding="nearest_5",
                    target=200, redeal_doubles=0, redeal_same_suit=0, zero_zero_alone=0,
                    zero_zero_value=0, double_both_ends=False, win_points=0),
    "bergen": dict(players_allowed=(2, 3, 4), teams=False, hand_size=(6, 6, 5), draw="one",
                   bazaar_reserve=2, first_lead="lowest_double_zero_first",
                   no_double_lead="lowest", layout="line", score_in_play="bergen",
                   scoring="points", win_points=2, fish="bergen_doubles", target=(15, 10, 10),
                   redeal_doubles=0, zero_zero_alone=0),
    "osel": dict(players_allowed=(2, 3, 4), hand_size=7, draw="until_playable",
                 first_lead="lowest_double", layout="spinner", spinner_opens="at_once",
                 score_in_play="none", scoring="goat", open_at=13, fish="each",
                 zero_zero_alone=10, goat_at=101, double_both_ends=True, redeal_doubles=5),
    "telephone": dict(players_allowed=(2, 3, 4), hand_size=7, draw="until_playable",
                      first_lead="lowest_double", no_double_lead="lowest", layout="spinner",
                      spinner_opens="sides_first", double_both_ends=True, score_in_play="fives",
                      lead_scores=False, scoring="points", fish="lowest_wins_others",
                      hand_rounding="up_5", target=365, redeal_doubles=0, zero_zero_alone=0),
    "general": dict(players_allowed=(4,), teams=True, hand_size=7, draw="none",
                    first_lead="lowest_double", next_lead="winner_partner", layout="line",
                    fish="void", fish_full=False, double_bonuses=True, lead_must_be_double=True,
                    open_at=13, goat_at=101, double_both_ends=False),
    "chvv": dict(players_allowed=(2, 3, 4), teams=False, hand_size=7, layout="spinner",
                 spinner_opens="at_once", double_both_ends=False, score_in_play="none",
                 fish="each", open_at=13, goat_at=101),
}


@pytest.mark.parametrize("name", sorted(PRESET_FIELDS))
def test_presets_are_those_of_games_md(name: str) -> None:
    rules = find_preset(name)
    assert {k: getattr(rules, k) for k in PRESET_FIELDS[name]} == PRESET_FIELDS[name]


def test_per_player_counts() -> None:
    bergen = find_preset("bergen")
    assert [bergen.hand_size_for(n) for n in (2, 3, 4)] == [6, 6, 5]
    assert [bergen.target_for(n) for n in (2, 3, 4)] == [15, 10, 10]
    data = bergen.to_json()
    assert data["hand_size"] == [6, 6, 5] and data["target"] == [15, 10, 10]
    assert Rules.from_json(json.loads(json.dumps(data))) == bergen
    assert Rules(hand_size=[7, 7, 6]).hand_size == (7, 7, 6)  # type: ignore[arg-type]


def test_format_1_is_written_while_nothing_new_is_used() -> None:
    assert find_preset("kozel").to_json()["format"] == 1
    assert RULES_FORMAT == 2
    spun = dataclasses.replace(find_preset("kozel"), layout="spinner")  # type: ignore[arg-type]
    assert spun.to_json()["format"] == 2 and spun.to_json()["layout"] == "spinner"
    assert Rules.from_json({"format": 1, "name": "old"}) == Rules(name="old")


@pytest.mark.parametrize(("changes", "field"), [
    (dict(score_in_play="fives"), "score_in_play"),
    (dict(hand_rounding="up_5"), "hand_rounding"),
    (dict(win_points=2), "win_points"),
    (dict(win_points=-1, scoring="points", fish="lowest_wins_others", open_at=0), "win_points"),
    (dict(fish="void", scoring="points"), "fish"),
    (dict(fish="bergen_doubles"), "fish"),
    (dict(target=(10, 0, 10), scoring="points", fish="lowest_wins_others"), "target"),
    (dict(hand_size=(7, 7, 8)), "hand_size"),
    (dict(hand_size=(7, 7)), "hand_size"),
])
def test_bad_combinations_name_the_field(changes: dict[str, Any], field: str) -> None:
    with pytest.raises(ValueError, match=f"^{field}:"):
        dataclasses.replace(find_preset("kozel"), **changes)


def test_bergen_in_play_needs_a_line() -> None:
    with pytest.raises(ValueError, match=r"^layout:"):
        dataclasses.replace(find_preset("bergen"), layout="spinner")  # type: ignore[arg-type]
    with pytest.raises(BadData, match="layout"):
        Rules.from_json({**find_preset("bergen").to_json(), "layout": "spinner"})


def test_the_first_lead_zero_first() -> None:
    rng = random.Random(3)
    bergen = find_preset("bergen")
    for _ in range(30):
        r = Round.deal(bergen, rng, 3)
        lead = [m.tile for m in r.legal_moves()]
        held = [t for h in r.hands for t in h if t.is_double]
        assert len(lead) == 1 and lead[0] == (min(held) if held else lead[0])


def test_position_text_of_four_arms_reads_back() -> None:
    r = Round.from_hands(find_preset("muggins"), [["5:5", "4:5", "6:6", "1:4"],
                                                  ["5:6", "0:5", "0:3", "2:2"]])
    for m in ("5:5", "5:6>", "4:5<", "0:5^"):
        r = r.play(m)
    text = str(r.position())
    assert text == ("hands 1:4 6:6 | 0:3 2:2; bazaar -; line 4:5@0 [5:5]@0 5:6@1; spinner 5:5; "
                    "up 5:0@1; leader 0; turn 0; last 0:5@1; points 20 10")
    back = Round.from_position(text, r.rules)
    assert back.open_ends == r.open_ends == (4, 6, 0, 5) and back.play_points == (20, 10)
    assert back.legal_moves() == r.legal_moves() and str(back.position()) == text
    view = r.view(1)
    vtext = str(view.position())
    assert vtext.startswith("seat 1; hands ?2 | 0:3 2:2;") and "up 5:0@1" in vtext
    again = SeatView.from_position(vtext, r.rules)
    assert again.open_ends == view.open_ends and again.play_points == (20, 10)


@pytest.mark.parametrize(("text", "message"), [
    ("hands 1:4 | 2:2; bazaar -; line [5:5]@0 5:6@1; up 5:0@1; leader 0; turn 0; last 0:5@1",
     "up/down"),
    ("hands 1:4 | 2:2; bazaar -; line [5:5]@0 5:6@1; spinner 5:5; up 5:0@1; leader 0; turn 0; "
     "last 0:5@1", "open once"),
    ("hands 1:4 | 2:2; bazaar -; line 4:5@0 [5:5]@0 5:6@1; spinner 5:5; up 4:0@1; leader 0; "
     "turn 0; last 0:4@1", "does not touch"),
    ("hands 1:4 | 2:2; bazaar -; line [4:5]@0 5:5@1; leader 0; turn 0; last 5:5@1", "name it"),
    ("hands 1:4 | 2:2; bazaar -; line [4:5]@0; leader 0; turn 1; last 4:5@0; points 1", "points"),
])
def test_a_spinner_position_that_cannot_be_is_refused(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        Round.from_position(text, find_preset("muggins"))


def test_knocked_on_gives_every_open_number() -> None:
    r = Round.from_hands(find_preset("chvv"), [["1:1", "3:4"], ["4:5", "0:6", "1:2"]],
                         bazaar=["3:3", "6:6"])
    for m in ("1:1", "1:2<", "draw", "draw", "pass"):
        r = r.play(m)
    assert r.view(1).knocked_on == ((frozenset({1, 2}),) * 3, ())


def test_a_seat_view_reads_back_its_points() -> None:
    r = Round.from_hands(find_preset("telephone"), [["5:5", "3:5", "3:3", "2:2"],
                                                    ["0:5", "2:5", "1:4", "2:6"]])
    for m in ("5:5", "0:5>", "3:5<", "2:5^"):
        r = r.play(m)
    view = r.view(0)
    back = SeatView.from_json(json.loads(json.dumps(view.to_json())))
    assert back == view and back.play_points == (0, 15) and back.board_count == 5
    assert [s.points for s in back.history] == [0, 10, 0, 5]
