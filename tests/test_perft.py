"""Perft-style golden counts: every complete move sequence from small fixed deals.

A change in any move rule (draws, knocks, fish, pairs, leads, the four arms of a spinner)
changes a count; ``play_points`` adds up the points scored in play over every ending.
Regenerate deliberately with ``python tests/test_perft.py --write`` and
explain the change in the commit.
"""

from __future__ import annotations

import dataclasses
import json
import sys
from collections import Counter
from pathlib import Path

from rules import Draw, Round, find_preset

GOLDEN = Path(__file__).parent / "golden" / "perft.json"

DEALS: dict[str, dict[str, object]] = {
    "kozel_2p_bazaar": {"preset": "kozel", "hands": [["1:1", "1:2", "3:4"], ["2:5", "0:4", "6:6"]],
                        "bazaar": ["1:5", "2:3", "4:4", "0:1"], "leader": 0},
    "kozel_3p_no_bazaar": {"preset": "kozel", "hands": [["1:1", "1:6"], ["1:3", "6:6"],
                                                         ["3:3", "0:6"]], "leader": 0},
    "kozel_2x2": {"preset": "kozel_2x2", "hands": [["2:2", "2:5"], ["2:3", "5:5"],
                                                     ["3:5", "0:2"], ["0:0", "2:6"]],
                  "leader": 0},
    "courtyard_reserve": {"preset": "courtyard", "hands": [["0:1", "2:2"], ["3:3", "4:5"]],
                          "bazaar": ["1:4", "0:3", "5:6"], "leader": 0},
    "draw_one": {"preset": "kozel", "draw": "one", "hands": [["0:1", "2:2"], ["3:3", "4:5"]],
                 "bazaar": ["1:4", "0:3", "5:6"], "leader": 1},
    "sea_goat_pairs": {"preset": "sea_goat", "hands": [["1:2", "1:1", "3:3"], ["2:2", "2:6", "1:6"]],
                       "bazaar": ["1:3", "6:6"], "leader": 0},
    "three_blocked": {"preset": "kozel", "hands": [["1:2", "2:4", "5:5"], ["2:6", "2:5", "0:0"],
                                                   ["0:2", "2:3", "3:3"]], "leader": 0},
    "muggins_m1": {"preset": "muggins", "hands": [["5:5", "4:5", "6:6", "1:4"],
                                                  ["5:6", "0:5", "0:3", "2:2"]], "leader": 0},
    "osel_doubles": {"preset": "osel", "hands": [["1:1", "1:5", "4:4", "5:5"],
                                                 ["1:4", "1:6", "0:2", "2:3"]],
                     "bazaar": ["0:0", "2:2"], "leader": 0},
    "telephone_t1": {"preset": "telephone", "hands": [["5:5", "3:5", "3:3", "2:2"],
                                                      ["0:5", "2:5", "1:4", "2:6"]], "leader": 0},
    "chvv_3p": {"preset": "chvv", "hands": [["1:1", "1:2", "3:4"], ["1:3", "1:4", "6:6"],
                                            ["1:5", "0:6", "2:2"]], "leader": 0},
    "bergen_b1": {"preset": "bergen", "hands": [["6:6", "4:6", "1:5"], ["2:6", "2:4", "2:2"]],
                  "bazaar": ["3:4", "0:5", "0:6"], "leader": 0},
}


def build(spec: dict[str, object]) -> Round:
    rules = find_preset(str(spec["preset"]))
    if "draw" in spec:
        rules = dataclasses.replace(rules, draw=Draw(str(spec["draw"])))
    return Round.from_hands(rules, spec["hands"], bazaar=spec.get("bazaar", ()),  # type: ignore[arg-type]
                            leader=int(spec["leader"]))  # type: ignore[call-overload]


def perft(r: Round, tally: Counter[str]) -> int:
    outcome = r.outcome()
    if outcome is not None:
        tally[f"{outcome.kind}{'-blocked' if outcome.blocked else ''}"] += 1
        if outcome.play_points:
            tally["play_points"] += sum(outcome.play_points)
        return 1
    return sum(perft(r.play(m), tally) for m in r.legal_moves())


def count_all() -> dict[str, dict[str, int]]:
    result: dict[str, dict[str, int]] = {}
    for name, spec in DEALS.items():
        tally: Counter[str] = Counter()
        total = perft(build(spec), tally)
        result[name] = {"total": total, **dict(sorted(tally.items()))}
    return result


def test_perft_counts_match_golden() -> None:
    assert count_all() == json.loads(GOLDEN.read_text())


if __name__ == "__main__" and "--write" in sys.argv:
    GOLDEN.write_text(json.dumps(count_all(), indent=1) + "\n")
