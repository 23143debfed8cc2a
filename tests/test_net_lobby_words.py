"""Issue 13 (playtest, net30): the lobby's words.  With every seat taken the title still
said «Стол ждёт игроков» over «Свободных мест нет: можно начинать»; the person whose window
holds the table was «Миша (за столом)» in a joiner's list, like anyone seated."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from harness import Harness
from test_net_gui import until
from test_net_open import opened

from kozel_gui.i18n import set_language, tr
from kozel_gui.net_lobby_rows import lobby_heading, lobby_rows, seat_line
from kozel_gui.scenes.net_lobby import LobbyScene
from kozel_net.seats import SeatPlan
from kozel_net.worker import ClientThread


def test_a_full_lobby_says_so_and_a_joiner_sees_who_holds_the_table(tmp_path: Path) -> None:
    h = Harness(tmp_path, "--speed", "0")
    zina: ClientThread | None = None
    try:
        scene = opened(h, 2)
        scene.plans[1] = SeatPlan(True)
        h.press(tr("net.open"))
        lobby = h.top
        assert isinstance(lobby, LobbyScene) and lobby.hosting is not None
        until(h, lambda: lobby.welcome is not None and bool(lobby.seats), "the lobby", 20)
        assert lobby_heading(lobby.seats) == "Стол ждёт игроков"
        assert lobby.hosting.port is not None
        zina = ClientThread(f"ws://127.0.0.1:{lobby.hosting.port}", lobby.hosting.code,
                            "Зина", "female")
        heard: list[dict[str, Any]] = []
        until(h, lambda: all(s.get("taken") for s in lobby.seats), "Зина seated", 20,
              each=lambda: heard.extend(zina.poll()) if zina else None)
        assert lobby_heading(lobby.seats) == "Все места заняты"
        assert lobby.rows(h.app.size).title.width > 0  # (laid out by the same title)
        set_language("en")
        assert lobby_heading(lobby.seats) == "Every seat is taken"
        set_language("ru")
        host = int(lobby.welcome["seat"])
        until(h, lambda: any(m.get("type") == "seats" and m["seats"][host].get("host")
                             for m in heard), "the host named", 20,
              each=lambda: heard.extend(zina.poll()) if zina else None)
        seats = next(m["seats"] for m in reversed(heard) if m.get("type") == "seats")
        mine = 1 - host
        name = seats[host]["name"]
        assert seat_line(seats[host], mine, False) == f"Место {host + 1}: {name} (хозяин стола)"
        assert seat_line(seats[mine], mine, False) == f"Место {mine + 1}: Зина (вы)"
        assert not seats[mine]["host"]
        # The host's own line still says «вы»; the rows are placed by the same lines.
        assert seat_line(seats[host], host, False).endswith("(вы)")
        assert lobby_rows(h.app.size, seats, mine=mine, teams=False, addresses=False).seats
        set_language("en")
        assert seat_line(seats[host], mine, False) == f"Seat {host + 1}: {name} (host)"
    finally:
        set_language("ru")
        if zina is not None:
            zina.close()
        h.close()
