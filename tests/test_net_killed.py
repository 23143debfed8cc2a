"""A joiner's window killed mid-round (kill -9: its socket gone without a ``bye``, no close
frame) at a table another window hosts from its menu: the hosting window shows at once that
the table waits for them — the away tag on their plate with its countdown, the note, the
offer to play on with the computer — at the table, and under its menu too (issue 13.1: the
host's window showed nothing while the menu was open over the table; the game goes on at
the host, and the table seen through the veil must be the table as it is).

Zina is a real process of her own (a ``ClientThread``) killed with SIGKILL; the host is the
window's own, driven through the real App loop."""

from __future__ import annotations

import signal
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest
from harness import Harness
from test_net_gui import KOZEL, SEED, _free_port, play_first, start_when_seated, until
from test_net_history import with_profile

from kozel_gui.i18n import tr
from kozel_gui.options import default_setup
from kozel_gui.scenes.net_lobby import LobbyScene
from kozel_gui.scenes.net_open import OpenTableScene
from kozel_gui.scenes.net_table import NetTableScene
from kozel_gui.scenes.pause import PauseScene
from kozel_gui.table.theme import recording

REPO = Path(__file__).resolve().parent.parent
ZINA = """
import sys
from kozel_net.worker import ClientThread
link = ClientThread(sys.argv[1], sys.argv[2], "Зина", "female")
while True:
    msg = link.wait(1.0)
    if msg is not None and msg.get("type") == "welcome":
        print("seated", flush=True)
"""


@pytest.mark.parametrize("where", ["table", "menu"])
def test_a_killed_joiners_seat_is_waited_for_at_once_at_the_hosting_window(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, where: str) -> None:
    h = Harness(tmp_path, "--speed", "0")
    zina: subprocess.Popen[str] | None = None
    try:
        monkeypatch.setattr("kozel_gui.scenes.net_open.secrets.randbelow", lambda _n: SEED)
        monkeypatch.setattr(OpenTableScene, "PORT", _free_port())
        with_profile(h)
        h.app.set_setup(default_setup(2, KOZEL))
        h.press(tr("menu.host"))
        h.press(tr("net.open"))
        lobby = h.top
        assert isinstance(lobby, LobbyScene)
        until(h, lambda: lobby.hosting is not None and lobby.hosting.port, "the table", 20)
        assert lobby.hosting is not None
        zina = subprocess.Popen(
            [sys.executable, "-c", ZINA, f"ws://127.0.0.1:{lobby.hosting.port}",
             lobby.joining.code], cwd=REPO, stdout=subprocess.PIPE, text=True)
        start_when_seated(h, lobby)
        until(h, lambda: isinstance(h.top, NetTableScene), "the deal", 30)
        table = h.top
        assert isinstance(table, NetTableScene)
        net = table.net
        other = 1 - net.seat
        if net.round.to_move == net.seat:
            until(h, table.model.ready, "our turn", 30)
            play_first(h, table)
        until(h, lambda: net.round.to_move == other and not table.model.anim.busy,
              "Зина's turn", 30)
        assert net.roster.waited() == [] and net.away(other) is None
        if where == "menu":
            h.key(pygame.K_ESCAPE, frames=3)
            assert isinstance(h.top, PauseScene)
        zina.send_signal(signal.SIGKILL)
        zina.wait(10)
        zina = None
        killed = time.monotonic()
        until(h, lambda: net.roster.waited() == [other], "the table waiting for Зина", 10)
        assert time.monotonic() - killed < 8  # at once, not after a ping timeout (10 + 10 s)
        with recording() as ink:
            h.frames(2)
        drawn = [i.text for i in ink]
        tag = net.away(other)
        assert tag == "отключилась", tag  # the seconds: in the banner only
        assert tag in drawn, drawn  # on her plate, seen through the menu's veil too
        assert any(t.startswith("Зина: нет связи, ждём — через ") for t in drawn), drawn
        assert any(b.key == "offer:play_on" for b in table.view().buttons)
        assert isinstance(h.top, PauseScene if where == "menu" else NetTableScene)
    finally:
        if zina is not None:
            zina.kill()
        h.close()
