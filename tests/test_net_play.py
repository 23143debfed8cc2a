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
    # Every kind of game of the family, not only Kozel: the pairs game, a points game scored
    # in play, a four-armed one, Osel's several doubles a move.
    ("kozel_2x2", "human,bot:heaviest,human,bot:heaviest", 4),
    ("muggins", "human,human,human", 6),
    ("general", "human,human,human,human", 7),
    ("osel", "human,bot:heaviest", 9),
])
def test_people_play_a_whole_match_and_see_only_their_own_tiles(
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
        kinds = {m["type"] for m in p.received}
        assert {"welcome", "state", "move", "round_over", "match_over", "seats"} <= kinds
    seats_taken = sorted(p.seat for p in people if p.seat is not None)
    assert seats_taken == [i for i, s in enumerate(seats.split(",")) if s == "human"]
    assert not list(tmp_path.glob("table-*")), "a finished table leaves no autosave"


def test_the_client_thread_plays_beside_a_loop_that_never_waits(tmp_path: Path) -> None:
    """As the GUI does: poll once a "frame", send from the loop's thread."""
    from net_kit import BOT, check_message

    from kozel_net.table import move_rng
    from kozel_net.worker import ClientThread
    from rules import SeatView
    from rules.bots import find_bot

    host = HostProcess(tmp_path, seats="bot:heaviest,human", seed=2).start()
    ref = reference(find_preset("kozel"), 2, 2)
    bot, frames, got = find_bot(BOT), 0, []
    try:
        worker = ClientThread(host.url, host.code, "Аня", "female")
        while not got or got[-1]["type"] != "ended":
            frames += 1
            assert frames < 2_000_000, "the match did not end"
            first = worker.wait(30)  # a test may wait; the GUI only polls
            assert first is not None, "nothing came for 30 s"
            for msg in [first, *worker.poll()]:
                got.append(msg)
                if msg["type"] in ("state", "move", "round_over", "match_over"):
                    check_message(ref, 1, msg)
                if msg["type"] in ("round_over", "match_over"):
                    worker.send({"type": "ready", "number": msg["number"]})
                elif msg.get("legal"):
                    move = bot.choose(SeatView.from_json(msg["view"]),
                                      move_rng(2, msg["number"], msg["next_ply"]))
                    worker.send({"type": "move", "number": msg["number"],
                                 "ply": msg["next_ply"], "move": str(move)})
        worker.close()
        assert host.finished(30) == 0
    finally:
        host.stop()
    assert [m["sheet"] for m in got if m["type"] == "match_over"] == [ref.final]
    assert got[-1]["reason"] == "lost" and "finished" in got[-1]["detail"]
