"""Issue 13: in the lobby a joiner chooses a free seat, with the mouse or the keyboard.

Each free person's seat has «Сесть сюда» beside its line; pressing it asks the host for
that seat (``sit``), the lobby follows the host's answer (our seat, our old one free with
its own button), and in a 2×2 game it says which seats play together and which is our
partner's.  The table the host deals at the end is seen from the seat we chose.
"""

from __future__ import annotations

import time
from pathlib import Path

import pygame
from harness import Harness
from test_net_gui import SEED, join_from_menu, until

from kozel_gui.scenes.net_lobby import LobbyScene
from kozel_gui.scenes.net_table import NetTableScene
from kozel_net.local import HostThread
from kozel_net.seats import parse_seats
from kozel_net.table import TableConfig
from kozel_net.worker import ClientThread
from rules import find_preset


def _sit_buttons(h: Harness) -> dict[str, pygame.Rect]:
    return {b.text: pygame.Rect(b.rect) for b in h.buttons() if b.text == "Сесть сюда"}


def test_a_joiner_takes_a_free_seat_by_mouse_then_by_keys_and_plays_from_it(
        tmp_path: Path) -> None:
    config = TableConfig("PAIRS4", find_preset("kozel_2x2"),
                         parse_seats("human,human,human,bot:easy", 4), SEED, matches=1)
    served = HostThread(config, port=0, listen="127.0.0.1", lan=False, bot_delay=0, grace=600)
    h = Harness(tmp_path, "--speed", "0")
    others: list[ClientThread] = []
    try:
        address = f"127.0.0.1:{served.wait_started()}"
        others.append(ClientThread(f"ws://{address}", "PAIRS4", "Коля", "male"))
        until(h, lambda: others[0].client.seat == 0, "Коля at seat 1", 30)
        join_from_menu(h, address, "PAIRS4")
        until(h, lambda: isinstance(h.top, LobbyScene) and len(
            [s for s in h.top.seats if s.get("taken")]) == 3, "the lobby", 30)
        lobby = h.top
        assert isinstance(lobby, LobbyScene) and lobby.mine() == 1
        size = h.app.screen.get_size()
        rows = lobby.rows(size)
        assert [line for line, _ in rows.seats] == [
            "Место 1: Коля (за столом)", "Место 2: Тестер (вы)", "Место 3: свободно",
            f"Место 4: {lobby.seats[3]['name']} (компьютер, в паре с вами)"]
        assert list(rows.sit) == [2]
        (button,) = [b for b in h.buttons() if b.text == "Сесть сюда"]
        assert pygame.Rect(button.rect) == rows.sit[2]
        assert abs(button.rect.centery - rows.seats[2][1].centery) <= 1  # beside seat 3
        assert button.rect.left > rows.seats[2][1].right  # right of every line
        h.resize((1024, 600))  # the smallest window: every line above the way out
        small = lobby.rows((1024, 600))
        (leave,) = [b for b in h.buttons() if b.text == "Выйти"]
        assert small.bottom <= leave.rect.top, (small.bottom, leave.rect)
        assert [pygame.Rect(b.rect) for b in h.buttons() if b.text == "Сесть сюда"] == [
            small.sit[2]]
        h.resize(size)
        # The mouse: seat 3, opposite Коля: his partner now.
        h.click(button.rect.center)
        until(h, lambda: lobby.mine() == 2 and not lobby.seats[1].get("taken"),
              "the host moving us", 30)
        rows = lobby.rows(size)
        assert [line for line, _ in rows.seats][:3] == [
            "Место 1: Коля (за столом, в паре с вами)", "Место 2: свободно",
            "Место 3: Тестер (вы)"]
        assert list(rows.sit) == [1] and list(_sit_buttons(h).values()) == [rows.sit[1]]
        # Someone quicker to a seat (here: Коля's, asked for as a button of a roster a
        # moment old would): the host says no, and so does the lobby.
        time.sleep(0.6)  # (one change of seat in half a second, at most)
        lobby.sit(0)
        until(h, lambda: "Это место уже заняли" in [
            str(m) for m in h.app.messages.visible(h.app.now)], "the host saying taken", 30)
        assert lobby.mine() == 2
        # The keys: Tab to the free seat's «Сесть сюда», Enter: back to seat 2.
        for _ in range(3):  # (the ring goes round the seat's button and the way out)
            if h.focused is not None and h.focused.key == "#net_sit_1":
                break
            h.key(pygame.K_TAB)
        assert h.focused is not None and h.focused.key == "#net_sit_1"
        h.key(pygame.K_RETURN)
        until(h, lambda: lobby.mine() == 1, "the host moving us back", 30)
        until(h, lambda: h.focused is not None and h.focused.key == "#net_sit_2",
              "the focus on the seat we left", 30)
        # The last seat is taken: the deal, seen from the seat we chose.
        others.append(ClientThread(f"ws://{address}", "PAIRS4", "Маша", "female"))
        until(h, lambda: isinstance(h.top, NetTableScene), "the table", 30)
        table = h.top
        assert isinstance(table, NetTableScene)
        assert table.net.seat == 1 and table.net.round.seen.seat == 1
        assert [table.net.name(i) for i in (0, 1, 2)] == ["Коля", "Тестер", "Маша"]
    finally:
        for c in others:
            c.close()
        h.close()
        served.stop()
