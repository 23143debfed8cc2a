"""Issue 13 (playtest): a window-hosted table dealt by itself the moment the last person sat
down, so that person never saw the lobby (no seat to choose, no phrase to send) and the
host's «Начать» was skipped.  A window's own table now starts by its host's button, always;
a headless host (``serve``), with nobody to press one, still deals when every seat is taken.
"""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from harness import Harness
from test_net_gui import KOZEL, SEED, until
from test_net_open import opened

from kozel_gui.i18n import tr
from kozel_gui.scenes.net_lobby import LobbyScene
from kozel_gui.scenes.net_table import NetTableScene
from kozel_net.seats import SeatPlan, parse_seats
from kozel_net.server import TableServer
from kozel_net.table import NetTable, Phase, TableConfig
from kozel_net.worker import ClientThread
from rules.i18n import Gender


def _table() -> NetTable:
    return NetTable(TableConfig("START7", KOZEL, parse_seats("human,human", 2), SEED))


def test_a_headless_host_deals_when_full_and_a_windows_host_waits_for_its_start() -> None:
    headless = TableServer([_table()]).tables["START7"]  # as ``serve`` makes it
    headless.join("Аня", Gender.FEMALE)
    headless.join("Зина", Gender.FEMALE)
    assert headless.phase is Phase.PLAYING
    window = TableServer([_table()], start_when_full=False).tables["START7"]
    window.join("Аня", Gender.FEMALE)
    _, _, told = window.join("Зина", Gender.FEMALE)
    assert window.phase is Phase.LOBBY and all(m["type"] == "seats" for _, m in told)
    window.sit(1, 1)  # still the lobby: a seat may be chosen
    window.start_with_bots()  # «Начать»: every seat a person's, no bot takes one
    assert window.phase is Phase.PLAYING
    assert [s.plan.human for s in window.seats] == [True, True]


def test_the_last_person_to_join_a_windows_table_sees_the_lobby_until_the_host_starts(
        tmp_path: Path) -> None:
    h = Harness(tmp_path, "--speed", "0")
    zina: ClientThread | None = None
    try:
        scene = opened(h, 2)
        scene.plans[1] = SeatPlan(True)
        h.press(tr("net.open"))
        lobby = h.top
        assert isinstance(lobby, LobbyScene) and lobby.hosting is not None
        until(h, lambda: lobby.welcome is not None and bool(lobby.seats), "the lobby", 20)
        assert lobby.hosting.port is not None
        zina = ClientThread(f"ws://127.0.0.1:{lobby.hosting.port}", lobby.hosting.code,
                            "Зина", "female")
        heard: list[dict[str, Any]] = []
        until(h, lambda: all(s.get("taken") for s in lobby.seats), "Зина seated", 20,
              each=lambda: heard.extend(zina.poll()) if zina else None)
        end = time.monotonic() + 1.0  # a second of real time: the host's thread would deal
        while time.monotonic() < end:
            heard.extend(zina.poll())
            h.frames(1)
        assert h.top is lobby, "the table dealt without its host"
        assert not any("view" in m for m in heard), "Зина was dealt before the host started"
        assert h.button(tr("net.start")) is not None  # every seat a person's: just «Начать»
        h.press(tr("net.start"))
        until(h, lambda: isinstance(h.top, NetTableScene), "the table dealt", 20,
              each=lambda: heard.extend(zina.poll()) if zina else None)
        until(h, lambda: any("view" in m for m in heard), "Зина dealt", 20,
              each=lambda: heard.extend(zina.poll()) if zina else None)
    finally:
        if zina is not None:
            zina.close()
        h.close()
