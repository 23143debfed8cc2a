"""A match keeps its finished rounds, so history and replays can show every move."""

from __future__ import annotations

import json
import random

import pytest

from rules import BadData, Match, find_preset, play_match
from rules.bots import find_bot


def test_finished_rounds_are_kept_and_survive_json() -> None:
    m = Match.start(find_preset("kozel"), 3, seed=4)
    m = play_match(m, [find_bot("heaviest")] * 3, random.Random(2))
    assert len(m.rounds) == m.number and len(m.past) == m.number - 1
    assert all(r.outcome() is not None for r in m.rounds)
    back = Match.from_json(json.loads(json.dumps(m.to_json())))
    assert back == m and [r.history() for r in back.rounds] == [r.history() for r in m.rounds]


def test_past_rounds_must_match_the_round_number() -> None:
    m = Match.start(find_preset("kozel"), 2, seed=1)
    data = m.to_json()
    data["past"] = [data["round"]]
    with pytest.raises(BadData, match="past"):
        Match.from_json(data)
