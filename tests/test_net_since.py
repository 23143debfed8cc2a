"""What a person at a network table sees of the time they waited (issue 13, play with
people): when their turn comes, the moves made since their last one are said above the
hand and the tiles laid meanwhile glow, as at a hot-seat table when the cover lifts, from
the public moves the host reported."""

from __future__ import annotations

from pathlib import Path

from harness import Harness
from test_net_gui import host, joined_and_moved, until  # noqa: F401 (a fixture)

from kozel_gui.table.presence import since_turn, since_words
from kozel_net.local import HostThread


def test_a_network_turn_says_and_shows_what_the_others_did_meanwhile(
        tmp_path: Path, host: HostThread) -> None:  # noqa: F811
    h = Harness(tmp_path)  # the ordinary speed: the recap waits for the tiles to land
    try:
        table = joined_and_moved(h, f"127.0.0.1:{host.port}", host.code)
        m, seat = table.model, table.net.seat
        until(h, lambda: m.round.ply >= 2 and m.ready(), "our turn again, the picture still")
        h.frames(1)
        steps = since_turn(m.round, seat)
        assert steps and all(s.seat != seat for s in steps)
        said = since_words(m.round, seat, table.net.person)
        assert said.startswith(table.net.name(1 - seat)), said
        assert m.note is not None and str(m.note[0]) == said
        laid = {t for s in steps if s.move.is_placement for t in s.move.tiles}
        assert m.presence.glowing() == laid
        assert {p.tile for p, _, _ in table.view().recent} == laid
        h.frames(5)
        assert m.note is not None and str(m.note[0]) == said  # said once, not again
    finally:
        h.close()
