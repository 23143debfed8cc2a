"""The way back to a network seat and the Join page after a table is gone (issue 13, PT-R).

After the window gave up on a host that stopped answering, the menu offers «Вернуться за
стол» first (``test_net_link_back``); pressed when the host answers that it knows no such
table any more, the words say so plainly, the seat is forgotten and the Join page no longer
offers that table's code as if it were open.  A table its host closed mid-match leaves no
code in the Join page either; its address stays, where a friend most likely opens the next
table.  Through the real App loop with a real loopback host.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from harness import Harness
from test_net_gui import KOZEL, SEED, _free_port, joined_and_moved, until

from kozel_gui.i18n import tr
from kozel_gui.net_seats import held, last_table, seat_key
from kozel_gui.net_typed import code_typed
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.net_join import JoinScene
from kozel_gui.scenes.net_lobby import LobbyScene
from kozel_net.local import HostThread
from kozel_net.seats import parse_seats
from kozel_net.table import TableConfig


def _host(port: int, state: Path, code: str) -> HostThread:
    config = TableConfig(code, KOZEL, parse_seats("human,bot:heaviest", 2), SEED, matches=1)
    return HostThread(config, port=port, listen="127.0.0.1", lan=False, bot_delay=0,
                      grace=600, state=state)


def test_the_way_back_to_a_table_gone_says_so_and_forgets_its_code(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(LobbyScene, "RETRY_FOR", 0.5)
    port = _free_port()
    host = _host(port, tmp_path / "host", "OLD777")
    h = Harness(tmp_path / "window", "--speed", "0")
    try:
        address = f"127.0.0.1:{host.wait_started()}"
        joined_and_moved(h, address, "OLD777")
        host.stop()  # frozen, or gone: the window cannot tell
        until(h, lambda: isinstance(h.top, MenuScene), "the menu", 30)
        assert last_table(h.app) == (address, "OLD777")
        assert h.focused is not None and h.focused.key == "#menu_back_to_table"
        host = _host(port, tmp_path / "other", "NEW888")  # another table there now
        host.wait_started()
        h.press(tr("menu.back_to_table"))
        until(h, lambda: isinstance(h.top, JoinScene) and h.top.problem, "the host's answer", 30)
        join = h.top
        assert isinstance(join, JoinScene)
        assert join.problem == "Стол OLD777 закрыт. Место за этим столом больше не хранится"
        assert held(h.app, seat_key(address, "OLD777")) is None
        assert last_table(h.app) is None
        assert [join.fields[k].get_text() for k in ("address", "code")] == [address, ""]
        assert code_typed(h.app, address) is None
        h.key(pygame.K_ESCAPE)
        assert isinstance(h.top, MenuScene)
        assert tr("menu.back_to_table") not in [b.text for b in h.buttons()]
        h.press(tr("menu.join"))  # opened anew: the address, no code of a table gone
        assert isinstance(h.top, JoinScene)
        assert [h.top.fields[k].get_text() for k in ("address", "code")] == [address, ""]
    finally:
        h.close()
        host.stop()


def test_a_table_its_host_closed_leaves_no_code_in_the_join_page(tmp_path: Path) -> None:
    port = _free_port()
    host = _host(port, tmp_path / "host", "SHUT55")
    h = Harness(tmp_path / "window", "--speed", "0")
    try:
        address = f"127.0.0.1:{host.wait_started()}"
        joined_and_moved(h, address, "SHUT55")
        assert code_typed(h.app, address) == "SHUT55"
        host.finish(reason="closed")
        until(h, lambda: isinstance(h.top, MenuScene), "the menu", 30)
        assert [str(m) for m in h.app.messages.visible(h.app.now)] == [
            tr("net.err_host_closed")]
        assert tr("menu.back_to_table") not in [b.text for b in h.buttons()]
        h.press(tr("menu.join"))
        assert isinstance(h.top, JoinScene)
        assert [h.top.fields[k].get_text() for k in ("address", "code")] == [address, ""]
    finally:
        h.close()
        host.stop()
