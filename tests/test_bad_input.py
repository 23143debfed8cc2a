"""Bad input escapes only as ``BadData`` / ``ValueError`` / ``IllegalMove``, naming what is wrong.

The cases the audit found, one by one, then a fuzz: saved rounds, views, score sheets,
matches and rules (the shipped format fixtures), mutated at random, either read back or
are refused with one of those exceptions, never anything else.
"""

from __future__ import annotations

import copy
import dataclasses
import json
import random
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules import (
    BadData,
    IllegalMove,
    Match,
    Round,
    Rules,
    ScoreSheet,
    SeatView,
    find_preset,
)

KOZEL = find_preset("kozel")
FIXTURES = Path(__file__).parent / "golden" / "formats" / "0.1.0" / "engine"


def _match_json() -> dict[str, Any]:
    m = Match.start(KOZEL, 3, 4)
    r = m.round
    while r.outcome() is None:
        r = r.play(r.legal_moves()[0])
    return dataclasses.replace(m, round=r).next_round().to_json()


@pytest.mark.parametrize("word", [2**32, -1, 2**70])
def test_an_rng_word_out_of_range_is_bad_data(word: int) -> None:
    data = _match_json()
    data["rng"][1][5] = word
    with pytest.raises(BadData, match="rng state"):
        Match.from_json(data)


def test_a_match_not_finished_on_a_decided_sheet_is_bad_data() -> None:
    m = Match.start(KOZEL, 2, 1)
    while not m.finished:
        r = m.round
        while r.outcome() is None:
            r = r.play(r.legal_moves()[0])
        m = dataclasses.replace(m, round=r).next_round()
    data = m.to_json()
    data["finished"] = False
    with pytest.raises(BadData, match="'finished' is False"):
        Match.from_json(data)


def test_a_sheet_with_fewer_rounds_than_the_match_is_bad_data() -> None:
    data = _match_json()
    data["sheet"]["entries"] = []
    with pytest.raises(BadData, match="the sheet has 0 rounds, the match 1"):
        Match.from_json(data)


def test_a_sheet_that_is_not_what_was_played_is_bad_data() -> None:
    data = _match_json()
    entry = data["sheet"]["entries"][0]
    entry["by"] = (entry["by"] + 1) % 3
    with pytest.raises(BadData):
        Match.from_json(data)


def test_a_view_with_a_move_that_is_no_text_is_bad_data() -> None:
    r = Round.deal(KOZEL, random.Random(1), 4)
    r = r.play(r.legal_moves()[0])
    data = r.view(1).to_json()
    data["history"][0][1] = 5
    with pytest.raises(BadData, match="not a move"):
        SeatView.from_json(data)


@pytest.mark.parametrize(("hands", "message"), [
    ([["1:2"], []], "seat 1 holds no tiles"),
    ([["1:2"], ["1:2"]], "given twice"),
    ([["1:2"]], "2 to 4 hands"),
    ([["1:2"], [5]], "tiles are written like"),
    ("1:2", "a list of hands"),
])
def test_round_from_hands_refuses_impossible_hands(hands: Any, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        Round.from_hands(KOZEL, hands)


def test_an_offer_needs_the_hundred_move() -> None:
    with pytest.raises(ValueError, match="offer: kozel has no hundred move"):
        Round.from_hands(KOZEL, [["1:2", "6:6"], ["2:3"]], offer=0)


@pytest.mark.parametrize(("kwargs", "message"), [
    (dict(hands=[["1:2"], [], ["3:3"]], ended="fish", by=0), "seat 1 holds no tiles"),
    (dict(hands=[[], ["1:2"], ["3:3"]], ended="fish", by=0), "seat 0 holds no tiles"),
    (dict(points=[0, 1, 2], ended="out", by=0, last=["1:2", "3:4"]), "different doubles"),
    (dict(points=[0, 1, 2], ended="out", by=0, last=["1:1", "1:1"]), "different doubles"),
    (dict(points=[0, 1, 2], ended="out", by=0, hundred=1), "a hundred move leads 6:6"),
    (dict(points=[0, 1, 2], ended="out", by=0, lead="1:2", hundred=1), "leads 6:6"),
    (dict(points=[0, 1, 2], ended="out", by=0, lead="6:6", hundred=1), "no hundred move"),
    (dict(points=[0, 1, 2], ended="draw", by=0), "ended"),
    (dict(points=[0, 1, "2"], ended="out", by=0), "whole numbers"),
    (dict(points=[0, 1, 2], ended="out", by=0, lead=7), "lead: not a tile"),
])
def test_record_refuses_facts_that_cannot_be(kwargs: dict[str, Any], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        ScoreSheet(KOZEL, 3).record(**kwargs)


@pytest.mark.parametrize(("changes", "message"), [
    (dict(goat_at=1.5), "^goat_at:"),
    (dict(players_allowed=(2, "3")), "^players_allowed:"),
    (dict(teams=1), "^teams:"),
    (dict(fish=None), "^fish:"),
    (dict(hand_size="seven"), "^hand_size:"),
    (dict(redeal_same_suit=9), "^redeal_same_suit:"),
])
def test_rules_with_values_of_the_wrong_type_name_the_field(changes: dict[str, Any],
                                                            message: str) -> None:
    with pytest.raises(ValueError, match=message):
        dataclasses.replace(KOZEL, **changes)


# -- the fuzz ----------------------------------------------------------------------------------

READERS: dict[str, Any] = {"rules": Rules, "round": Round, "view": SeatView, "sheet": ScoreSheet,
                           "match": Match}
SEEDS = {kind: [json.loads(p.read_text()) for p in sorted(FIXTURES.glob(f"{kind}-*.json"))[:6]]
         for kind in READERS}
JSON_VALUES = st.one_of(
    st.none(), st.booleans(), st.integers(-2**70, 2**70), st.floats(allow_nan=True),
    st.sampled_from(["", "1:2", "6:6", "9:9", "draw", "out", "fish", "round", "clock", "x",
                     "by_players", "kozel", "2:6>", "leave", "time"]),
    st.lists(st.integers(-3, 30), max_size=4), st.just({}), st.just([[]]),
)


def _mutate(data: Any, choices: list[int], value: Any, how: int) -> Any:
    """``data`` with one place (found by ``choices``) replaced, deleted or duplicated."""
    data = copy.deepcopy(data)
    node: Any = None
    key: Any = None
    here = data
    for c in choices:
        if isinstance(here, dict) and here:
            k = sorted(here)[c % len(here)]
        elif isinstance(here, list) and here:
            k = c % len(here)
        else:
            break
        node, key, here = here, k, here[k]
    if node is None:
        return value
    if how == 0 or not isinstance(node, (dict, list)):
        node[key] = value
    elif how == 1:
        del node[key]
    elif isinstance(node, list):
        node.insert(key, copy.deepcopy(node[key]))
    else:
        node[key] = [node[key]]
    return data


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(kind=st.sampled_from(sorted(READERS)), pick=st.integers(0, 5),
       choices=st.lists(st.integers(0, 50), min_size=1, max_size=7), value=JSON_VALUES,
       how=st.integers(0, 2))
def test_mutated_saves_load_or_raise_only_bad_data(kind: str, pick: int, choices: list[int],
                                                   value: Any, how: int) -> None:
    seeds = SEEDS[kind]
    data = _mutate(seeds[pick % len(seeds)], choices, value, how)
    try:
        loaded = READERS[kind].from_json(data)
    except (BadData, IllegalMove, ValueError):
        return
    again = READERS[kind].from_json(json.loads(json.dumps(loaded.to_json())))
    assert again == loaded
