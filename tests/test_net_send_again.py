"""A move sent just as the link to the host went down goes again once the host is back
where it was before it (the window would wait for its own move for ever)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from harness import Harness

from kozel_gui.netplay import NetSession
from kozel_net.seats import parse_seats
from kozel_net.table import NetTable, TableConfig
from rules import find_preset


class _Link:
    """A link to the host that keeps what is sent and hands out what a test puts in."""

    def __init__(self) -> None:
        self.sent: list[dict[str, Any]] = []
        self.inbox: list[dict[str, Any]] = []

    def send(self, message: dict[str, Any]) -> None:
        self.sent.append(message)

    def poll(self) -> list[dict[str, Any]]:
        out, self.inbox = self.inbox, []
        return out


def _our_turn(seed: int = 3) -> tuple[NetTable, int, str]:
    """A table of two people, dealt: the one to move, and their token."""
    table = NetTable(TableConfig("SEND42", find_preset("kozel"), parse_seats("human,human", 2),
                                 seed, matches=1))
    tokens = [table.join(name, None)[1] for name in ("Аня", "Зина")]
    mover = table.round.to_move
    return table, mover, tokens[mover]


def test_a_move_lost_with_the_link_is_sent_again_and_only_then(tmp_path: Path) -> None:
    table, mover, token = _our_turn()
    link = _Link()
    h = Harness(tmp_path, "--speed", "0")
    try:
        net = NetSession(h.app, link, table.welcome(mover, token), table.state(mover))  # type: ignore[arg-type]
        move = table.round.legal_moves()[0]
        assert net.apply(move) is None and net.waiting
        assert [m["type"] for m in link.sent] == ["move"]
        link.inbox.append(table.state(mover))  # back: the host never got it
        net.pump()
        assert link.sent == [link.sent[0], link.sent[0]], "the lost move was not sent again"
        assert net.waiting
        outs = table.move(mover, table.match.number, table.round.ply, str(move))  # type: ignore[union-attr]
        link.inbox.extend(m for s, m in outs if s == mover)
        net.pump()
        link.inbox.append(table.state(mover))  # a state after the move: nothing to send
        net.pump()
        assert len(link.sent) == 2
    finally:
        h.close()
