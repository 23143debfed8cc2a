"""Golden playthroughs: one seeded match a preset and player count, played by ``medium``.

Each file in ``tests/golden/playthrough/`` holds the match's moves, round by round, and
every row of its score sheet.  The test plays the match again and must meet the same
moves and the same rows, so any change in shuffling, dealing, the move rules, the bot or
the scoring shows here.  Regenerate deliberately, after a change meant to alter play,
with ``python tests/test_golden_playthrough.py --write``, and say why in the commit.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

import pytest

from rules import PRESETS, Match, Row, find_preset
from rules.bots import find_bot

GOLDEN = Path(__file__).parent / "golden" / "playthrough"
CASES = [(name, n) for name, rules in PRESETS.items() for n in rules.players_allowed]


def _row(row: Row) -> list[Any]:
    # Points in play and void rounds (GAMES.md) are listed only where they happen, so the
    # files of the games before them stay as they were.
    sides = [[s.before, s.before_remembered, s.points, s.claim, s.bonus, s.written, s.held,
              s.eggs, s.penalty, s.wiped, s.after, s.after_remembered, s.after_open,
              *([s.play] if s.play else [])]
             for s in row.sides]
    return [str(row.kind), row.by, row.carry_before, row.carry_after, row.draw,
            None if row.instant is None else str(row.instant), row.warning, sides,
            *(["void"] if row.void else [])]


def play(preset: str, players: int) -> dict[str, Any]:
    """The match of this case, as the golden file stores it."""
    rules = find_preset(preset)
    seed = CASES.index((preset, players)) + 1
    m, rng, bot = Match.start(rules, players, seed), random.Random(seed), find_bot("medium")
    rounds: list[list[str]] = []
    while not m.finished:
        moves = []
        while m.round.outcome() is None:
            move = bot.choose(m.round.view(m.round.to_move), rng)
            moves.append(str(move))
            m = m.play(move)
        rounds.append(moves)
        m = m.next_round()
    return {"preset": preset, "players": players, "seed": seed, "rounds": rounds,
            "rows": [_row(r) for r in m.sheet.rows], "goat": m.goat, "winner": m.winner,
            "rating": m.rating()}


def _path(preset: str, players: int) -> Path:
    return GOLDEN / f"{preset}-{players}p.json"


@pytest.mark.parametrize(("preset", "players"), CASES)
def test_playthrough_is_replayed_exactly(preset: str, players: int) -> None:
    golden = json.loads(_path(preset, players).read_text())
    assert play(preset, players) == golden


@pytest.mark.parametrize(("preset", "players"), CASES)
def test_stored_moves_give_the_stored_sheet(preset: str, players: int) -> None:
    """The moves alone (no bot) rebuild the match: the deals and the scoring are golden too."""
    golden = json.loads(_path(preset, players).read_text())
    m = Match.start(find_preset(preset), players, golden["seed"])
    for moves in golden["rounds"]:
        for move in moves:
            m = m.play(move)
        m = m.next_round()
    assert m.finished and [_row(r) for r in m.sheet.rows] == golden["rows"]


if __name__ == "__main__" and "--write" in sys.argv:
    # ``--write PRESET ...`` rewrites only those presets' files; ``--write`` all of them.
    only = set(sys.argv[sys.argv.index("--write") + 1:])
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for case in CASES:
        if only and case[0] not in only:
            continue
        _path(*case).write_text(json.dumps(play(*case), ensure_ascii=False) + "\n")
        print("wrote", _path(*case).relative_to(Path.cwd()))
