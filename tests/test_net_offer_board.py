"""Issue 13 (second playtest): the line of play rearranged itself as «Играть дальше с
компьютером» came (and back as it went), and on a joiner's board as the link was tried
again: the board made room for the offer's button each time.  The board keeps the offers'
place always at a network table, so its tiles stay put.  Through the real App loop with
a real loopback host, at the tester's 1024×600."""

from __future__ import annotations

from pathlib import Path

import pygame
from harness import Harness
from test_net_closed import _host, _two_people
from test_net_gui import play_first, until

from kozel_gui.scenes.net_table import NetTableScene
from kozel_net.worker import ClientThread


def _tiles(h: Harness, table: NetTableScene) -> list[tuple[float, ...]]:
    h.frames(3)
    return [tuple(p.box) for p in table.view().line.tiles]


def _offered(table: NetTableScene) -> bool:
    return any(b.key == "offer:play_on" for b in table.view().buttons)


def test_the_board_stays_put_as_the_offer_to_play_on_comes_and_goes(tmp_path: Path) -> None:
    host = _host("STAY42")
    h = Harness(tmp_path, "--speed", "0")
    zina: ClientThread | None = None
    try:
        h.resize((1024, 600))
        zina, answer, table = _two_people(h, host, [])
        for _ in range(20):  # a long line on the table first, reaching down to the buttons
            # (how long it grows in a number of our moves depends on Зина's knocks: played
            # until it is long enough, not a fixed number of times)
            if len(table.view().line.tiles) >= 12:
                break
            if table.net.round.outcome() is None and len(table.view().hand) > 1:
                before_ply = table.net.round.ply
                play_first(h, table)
                until(h, lambda b=before_ply: table.net.round.ply > b and (
                    table.model.ready() or table.net.round.outcome() is not None),
                    "our turn again", 30, each=answer)
        if table.model.expanded:  # the sheet folded, as the tester had it: bigger tiles
            table.model.toggle_sheet()
        ply = table.net.round.ply
        before = _tiles(h, table)
        assert len(before) >= 12 and not _offered(table)
        url, token = f"ws://127.0.0.1:{host.port}", zina.client.token
        zina.close(bye=False)  # her window closed: the table waits for her
        until(h, lambda: _offered(table), "«Играть дальше с компьютером»", 30)
        assert table.net.round.ply == ply  # (our turn: nothing was played meanwhile)
        assert _tiles(h, table) == before
        box = next(b for b in table.view().buttons if b.key == "offer:play_on").rect
        offer = pygame.Rect(*map(round, box))
        assert offer.collidelist([pygame.Rect(*map(round, b)) for b in before]) < 0
        zina = ClientThread(url, host.code, "Зина", "female", token)  # she is back
        until(h, lambda: not _offered(table), "the offer gone", 30)
        assert table.net.round.ply == ply
        assert _tiles(h, table) == before
    finally:
        if zina is not None:
            zina.close()
        h.close()
        host.stop()
