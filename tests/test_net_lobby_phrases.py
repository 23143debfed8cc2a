"""Issue 13: the lobby says «Клавиши 1–8: быстрые фразы», so the keys work there: a phrase
pressed in the lobby reaches everyone at the table, and one said by another is shown."""

from __future__ import annotations

from pathlib import Path

import pygame
from harness import Harness
from test_net_gui import KOZEL, SEED, join_from_menu, until

from kozel_gui.scenes.net_lobby import LobbyScene
from kozel_net.local import HostThread
from kozel_net.seats import parse_seats
from kozel_net.table import TableConfig
from kozel_net.worker import ClientThread


def test_quick_phrases_work_in_the_lobby(tmp_path: Path) -> None:
    config = TableConfig("LOBBY4", KOZEL, parse_seats("human,human,human", 3), SEED,
                         matches=1)
    served = HostThread(config, port=0, listen="127.0.0.1", lan=False, bot_delay=0, grace=600)
    h = Harness(tmp_path, "--speed", "0")
    zina: ClientThread | None = None
    try:
        address = f"127.0.0.1:{served.wait_started()}"
        join_from_menu(h, address, "LOBBY4")
        until(h, lambda: isinstance(h.top, LobbyScene) and h.top.welcome is not None,
              "the lobby", 30)
        lobby = h.top
        assert isinstance(lobby, LobbyScene) and lobby.welcome is not None
        mine = int(lobby.welcome["seat"])
        zina = ClientThread(f"ws://{address}", "LOBBY4", "Зина", "female")
        heard: list[dict[str, object]] = []
        until(h, lambda: len([s for s in lobby.seats if s.get("taken")]) == 2, "Зина seated",
              30, each=lambda: heard.extend(zina.poll()) if zina else None)
        assert lobby.said_text() is None
        h.key(pygame.K_7)  # «Привет!»
        until(h, lambda: any(m.get("type") == "phrase" for m in heard), "our phrase at Зина's",
              30, each=lambda: heard.extend(zina.poll()) if zina else None)
        assert [m for m in heard if m.get("type") == "phrase"] == [
            {"type": "phrase", "seat": mine, "phrase": "greeting"}]
        assert (lobby.said_text() or "").endswith(": Привет!"), lobby.said_text()  # ours too
        zina.send({"type": "phrase", "phrase": "thanks"})
        until(h, lambda: lobby.said_text() == "Зина: Спасибо", "her phrase shown", 30)
    finally:
        if zina is not None:
            zina.close()
        h.close()
        served.stop()
