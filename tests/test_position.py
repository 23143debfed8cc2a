"""The position text (docs/POSITION.md): every state of every preset round-trips."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules import PRESETS, Round, SeatView, find_preset

CASES = [(name, n) for name, rules in PRESETS.items() for n in rules.players_allowed]


def _same_state(a: Round, b: Round) -> None:
    """Everything that decides how a round goes on, and how it ended."""
    assert (a.hands, a.bazaar, a.ends, a.to_move, a.knocks, a.has_drawn, a.offer) == (
        b.hands, b.bazaar, b.ends, b.to_move, b.knocks, b.has_drawn, b.offer)
    assert a.legal_moves() == b.legal_moves() and a.line == b.line
    assert a.lead_index == b.lead_index and a.last_placer == b.last_placer
    assert a.outcome() == b.outcome()


@settings(max_examples=120, deadline=None)
@given(case=st.sampled_from(CASES), seed=st.integers(0, 2**32))
def test_every_state_round_trips_through_its_text(case: tuple[str, int], seed: int) -> None:
    preset, players = case
    rules = find_preset(preset)
    rng = random.Random(seed)
    r = Round.deal(rules, rng, players, leader=None if seed % 2 else seed % players,
                   first_writer=seed % players if rules.hundred_move else None)
    while True:
        text = str(r.position())
        again = Round.from_position(text, rules)
        assert str(again.position()) == text
        _same_state(r, again)
        seat = rng.randrange(players)
        view_text = str(r.view(seat).position())
        view = SeatView.from_position(view_text, rules)
        assert str(view.position()) == view_text
        assert view.legal_moves() == r.view(seat).legal_moves()
        if r.outcome() is not None:
            break
        move = rng.choice(r.legal_moves())
        r, again = r.play(move), again.play(move)
        _same_state(r, again)


def test_a_view_hides_what_the_seat_may_not_know() -> None:
    r = Round.deal(find_preset("kozel"), random.Random(3), 2, leader=0)
    r = r.play(r.legal_moves()[0])
    text = str(r.view(1).position())
    assert text.startswith("seat 1; hands ?6 | ") and "bazaar ?14" in text
    assert all(str(t) not in text.split(";")[1].split("|")[0] for t in r.hand(0))


def test_a_round_set_up_from_a_position_saves_and_reads_back() -> None:
    rules = find_preset("sea_goat")
    text = ("hands 1:2 3:3 | 2:2 2:6 | 0:5 5:5 | 4:4 1:6; bazaar -; "
            "line 1:1@0 [1:4]@1 4:6@2; leader 1; turn 3; knocks 0; last 4:6@2")
    r = Round.from_position(text, rules)
    assert r.ends == (1, 6) and [str(m) for m in r.legal_moves()] == ["1:6<", "1:6>"]
    r = r.play("1:6>")
    data = json.loads(json.dumps(r.to_json()))
    assert data["moves"] == ["1:6>"] and "position" in data
    back = Round.from_json(data)
    assert back == r and str(back.position()) == str(r.position())


def test_the_outcome_follows_from_the_position() -> None:
    rules = find_preset("kozel")
    out = Round.from_position("hands - | 2:6; bazaar -; line [1:2]@0; leader 0; turn 1; "
                              "last 1:2@0", rules).outcome()
    assert out is not None and (out.kind, out.by) == ("out", 0)
    fish = Round.from_position(
        "hands 0:0 | 4:5; bazaar -; line 1:0@1 0:2@0 2:3@1 3:0@0 0:4@1 4:6@0 6:0@1 0:5@0 [5:1]@1 "
        "1:1@0; leader 1; turn 1; last 1:1@0", rules).outcome()
    assert fish is None  # the ends are 1 and 1 but 1:2 ... 1:6 are not all out
    closed = Round.from_position(
        "hands 0:0 | 4:5; bazaar -; line 2:1@1 1:3@0 3:2@1 [2:2]@0 2:4@1 4:1@0 1:5@1 5:2@0 "
        "2:6@1 6:1@0 1:0@1 0:2@0; leader 0; turn 1; last 0:2@0", rules).outcome()
    assert closed is not None and (closed.kind, closed.by, closed.blocked) == ("fish", 0, False)
    blocked = Round.from_position("hands 5:5 | 4:4; bazaar -; line [1:2]@0; leader 0; turn 1; "
                                  "knocks 2; last 1:2@0", rules).outcome()
    assert blocked is not None and (blocked.kind, blocked.by, blocked.blocked) == ("fish", 0, True)


@pytest.mark.parametrize(("text", "field"), [
    ("hands 1:2 | 2:3; bazaar -; line -; leader 0", "missing turn"),
    ("hands 1:2 | 1:2; bazaar -; line -; leader 0; turn 0", "given twice"),
    ("hands 1:2 | 2:3; bazaar -; line -; leader 5; turn 0", "leader"),
    ("hands 5:6 | 2:3; bazaar -; line 1:2@0 [3:4]@1; leader 0; turn 0; last 3:4@1", "touch"),
    ("hands 1:2 | 2:3; bazaar -; line [3:4]@1 4:5@0; leader 0; turn 0; last 5:6@0", "last"),
    ("hands 1:2 | 2:3; bazaar -; line [3:4]@1; leader 0; turn 0", "last"),
    ("hands 1:2 | -; bazaar -; line [3:4]@0; leader 0; turn 0; last 3:4@0", "seat 1 holds no"),
    ("hands 1:2 | 2:3; bazaar -; line 3:4; leader 0; turn 0", "@seat"),
    ("hands 1:2 | 2:9; bazaar -; line -; leader 0; turn 0", "tile"),
    ("hands 1:2 | 2:3; bazaar -; line -; leader 0; turn x", "number"),
    ("hands 1:2 | 2:3; bazaar -; line -; leader 0; turn 0; colour red", "unknown"),
    ("seat 0; hands 1:2 | ?3; bazaar ?0; line -; leader 0; turn 0", "seat's view"),
    ("hands 1:2 | 2:3; bazaar -; line -; leader 0; turn 1", "turn"),
])
def test_a_wrong_text_names_what_is_wrong(text: str, field: str) -> None:
    with pytest.raises(ValueError, match=field):
        Round.from_position(text, find_preset("kozel"))
