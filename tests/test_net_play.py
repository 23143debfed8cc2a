"""Whole matches over loopback: 2 to 4 scripted players against a real host process.

Every message each player receives is checked against the host's round at that point
(the same seeded match played locally): its view is exactly that seat's, no tile it may
not know appears anywhere else, and the final sheet is the local match's.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from net_kit import HostProcess, Player, reference, within

from rules import find_preset


@pytest.mark.parametrize(("preset", "seats", "seed"), [
    ("kozel", "human,human,bot:heaviest,bot:heaviest", 3),
    ("kozel", "human,bot:heaviest,human,human", 11),
    ("kozel", "human,human,human,human", 5),
    ("kozel", "human,human,human", 8),
])
def test_people_play_a_whole_match_and_see_only_their_own_tiles(
        tmp_path: Path, preset: str, seats: str, seed: int) -> None:
    host = HostProcess(tmp_path, seats=seats, seed=seed, preset=preset).start()
    try:
        ref = reference(find_preset(preset), host.players, seed)
        people = [Player(host.url, host.code, f"P{i}", ref, seed)
                  for i in range(seats.split(",").count("human"))]
        asyncio.run(within(120, *(p.play() for p in people)))
        assert host.finished(30) == 0
    finally:
        host.stop()
    for p in people:
        assert p.final == ref.final, f"{p.name}: the match did not end as played locally"
        assert not p.errors, p.errors
        assert "finished" in p.closed
        kinds = {m["type"] for m in p.received}
        assert {"welcome", "state", "move", "round_over", "match_over", "seats"} <= kinds
    seats_taken = sorted(p.seat for p in people if p.seat is not None)
    assert seats_taken == [i for i, s in enumerate(seats.split(",")) if s == "human"]
    assert not list(tmp_path.glob("table-*")), "a finished table leaves no autosave"
