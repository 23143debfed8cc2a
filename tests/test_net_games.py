"""Every game of the family over the network, not only Kozel: whole matches of the pairs
game (2×2), a points game scored in play (Muggins), a four-armed one (General's goat) and
Osel (several doubles a move), 2 to 4 scripted players against a real host process.

As in ``test_net_play``: every message each player receives is checked against the host's
round at that point (the same seeded match played locally), no tile it may not know
appears, and the final sheet is the local match's."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from net_kit import HostProcess, Player, reference, within

from rules import find_preset


@pytest.mark.parametrize(("preset", "seats", "seed"), [
    ("kozel_2x2", "human,bot:heaviest,human,bot:heaviest", 4),
    ("muggins", "human,human,human", 6),
    ("general", "human,human,human,human", 7),
    ("osel", "human,bot:heaviest", 9),
])
def test_a_whole_match_of_each_kind_of_game_over_the_network(
        tmp_path: Path, preset: str, seats: str, seed: int) -> None:
    host = HostProcess(tmp_path, seats=seats, seed=seed, preset=preset).start()
    try:
        ref = reference(find_preset(preset), host.players, seed)
        people = [Player(host.url, host.code, f"P{i}", ref, seed)
                  for i in range(seats.split(",").count("human"))]
        asyncio.run(within(180, *(p.play() for p in people)))
        assert host.finished(30) == 0
    finally:
        host.stop()
    for p in people:
        assert p.final == ref.final, f"{p.name}: the {preset} match did not end as played here"
        assert not p.errors, p.errors
        assert "finished" in p.closed
