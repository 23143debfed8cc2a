"""Issue 13: the lobby could not start with the computer in the seats nobody took: the host
now has «Начать: свободные места займёт компьютер», and the table deals at once with the
stand-in's bot in each free seat, the same seat list at every window."""

from __future__ import annotations

from pathlib import Path

from harness import Harness
from test_net_gui import until
from test_net_open import opened

from kozel_gui.i18n import tr
from kozel_gui.scenes.net_lobby import LobbyScene
from kozel_gui.scenes.net_table import NetTableScene
from kozel_net.seats import SeatPlan
from kozel_net.table import NetTable, TableConfig
from rules import find_preset


def test_the_host_starts_with_the_computer_in_the_free_seats(tmp_path: Path) -> None:
    h = Harness(tmp_path, "--speed", "0")
    try:
        scene = opened(h, 2)
        scene.plans[1] = SeatPlan(True)  # two people: the other is still expected
        h.press(tr("net.open"))
        lobby = h.top
        assert isinstance(lobby, LobbyScene) and lobby.hosting is not None
        until(h, lambda: lobby.welcome is not None and bool(lobby.seats), "the lobby", 20)
        assert [s.get("taken") for s in lobby.seats] == [True, False]
        h.press(tr("net.start_with_bots"))
        until(h, lambda: isinstance(h.top, NetTableScene), "the table dealt", 20)
        table = h.top
        assert isinstance(table, NetTableScene)
        other = 1 - table.net.seat
        assert table.net.seats[other]["kind"] == "bot" and table.net.seats[other]["taken"]
        until(h, lambda: table.net.round.ply > 0 or table.model.ready(), "the game going", 20)
    finally:
        h.close()


def test_a_table_started_so_keeps_its_bots_in_its_autosave() -> None:
    config = TableConfig("BOTS42", find_preset("kozel"), (SeatPlan(True), SeatPlan(True)), 3)
    table = NetTable(config)
    table.join("Маша", None)
    table.start_with_bots()
    assert table.phase.value == "playing"
    assert [p.human for p in table.config.plans] == [True, False]
    assert not table.seats[1].plan.human and table.seats[1].name
    again = NetTable.from_json(table.to_json())
    assert [p.human for p in again.config.plans] == [True, False]
