"""Tables on the local network (zeroconf): announced by a host, listed on the join screen.

zeroconf is used for real on loopback only (its sockets bound to 127.0.0.1): a host
announces its table, a browser lists it with what it plays and how many seats are free,
and the listing goes once the table is withdrawn.  Those tests need multicast on loopback;
where the sandbox forbids it they are skipped, saying so.  The join screen's listing (a
click puts the host's address in) is tested with an injected browser everywhere.
"""

from __future__ import annotations

import asyncio
import dataclasses
import socket
import time
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from harness import Harness
from net_kit import FakeLan
from test_net_gui import KOZEL, SEED, until

from kozel_gui.i18n import set_language, tr
from kozel_gui.scenes.net_join import JoinScene, lan_line, lan_lines
from kozel_gui.scenes.net_table import NetTableScene
from kozel_net.discovery import HOST_BYTES, LanBrowser, LanTable, advertise, host_name
from kozel_net.local import HostThread
from kozel_net.seats import parse_seats
from kozel_net.table import NetTable, TableConfig
from kozel_net.worker import ClientThread

LOOPBACK = ["127.0.0.1"]
_GROUP = "224.0.0.251"  # multicast DNS's own group


def _loopback_multicast() -> str | None:
    """None where a datagram sent to the mDNS group on loopback comes back; else why not."""
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM, socket.IPPROTO_UDP) as rx, \
                socket.socket(socket.AF_INET, socket.SOCK_DGRAM, socket.IPPROTO_UDP) as tx:
            rx.bind(("", 0))
            rx.setsockopt(socket.IPPROTO_IP, socket.IP_ADD_MEMBERSHIP,
                          socket.inet_aton(_GROUP) + socket.inet_aton(LOOPBACK[0]))
            tx.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_IF, socket.inet_aton(LOOPBACK[0]))
            tx.setsockopt(socket.IPPROTO_IP, socket.IP_MULTICAST_LOOP, 1)
            tx.sendto(b"kozel", (_GROUP, rx.getsockname()[1]))
            rx.settimeout(2.0)
            rx.recvfrom(16)
    except OSError as exc:  # refused by the sandbox, or nothing came back in time
        return f"multicast on loopback is unavailable here ({exc!r})"
    return None


_NO_MULTICAST = _loopback_multicast()
needs_multicast = pytest.mark.skipif(_NO_MULTICAST is not None, reason=str(_NO_MULTICAST))


@pytest.fixture
def lan(monkeypatch: pytest.MonkeyPatch) -> None:
    """The local network allowed for this test (the suite turns it off for every other)."""
    monkeypatch.delenv("KOZEL_NO_LAN", raising=False)


def _on_port(browser: LanBrowser, port: int) -> list[LanTable]:
    # Other tests running beside this one may announce on loopback too: ours by its port.
    return [t for t in browser.tables() if t.port == port]


async def _until(ready: Callable[[], object], what: str, seconds: float = 20.0) -> None:
    deadline = time.monotonic() + seconds
    while not ready():
        assert time.monotonic() < deadline, f"{what} did not happen within {seconds} s"
        await asyncio.sleep(0.05)


@needs_multicast
def test_a_table_announced_on_loopback_is_listed_and_goes_when_withdrawn(lan: None) -> None:
    table = NetTable(TableConfig("LANX42", KOZEL, parse_seats("human,human,bot:hard", 3), SEED))
    port = 45000 + SEED
    browser = LanBrowser(LOOPBACK)
    said: list[str] = []

    async def announce_and_withdraw() -> LanTable:
        advert = await advertise(table, port, said.append, interfaces=LOOPBACK, host="Зина\n")
        assert advert is not None, said
        try:
            await _until(lambda: _on_port(browser, port), "the table listed")
        finally:
            found = _on_port(browser, port)
            await advert.close()
        await _until(lambda: not _on_port(browser, port), "the listing withdrawn")
        return found[0]

    assert browser.start(), browser.error
    try:
        found = asyncio.run(announce_and_withdraw())
    finally:
        browser.close()
    assert found == LanTable(f"{socket.gethostname()} LA", "127.0.0.1", port, "kozel", 3, 2,
                             "Зина", socket.gethostname())  # who opened it, and where
    assert "LANX42" not in found.name  # the join code is never announced
    assert said == [f"announced on the local network as {found.name!r}"]


def _listed(table: LanTable) -> str:
    """How the join screen lists ``table`` (``lan_line``: its words are tested below)."""
    return lan_line(table)


def test_a_table_is_listed_by_its_hosts_name_and_game_and_an_old_record_by_its_own_name(
        ) -> None:
    """Issue 13.5: «vm U2» (the machine and two letters of the code) said nothing to the
    people nearby; the record carries the host player's name, shown with the game."""
    new = LanTable("vm U2", "192.168.1.7", 8765, "kozel", 4, 2, "Зина")
    assert lan_line(new) == "Зина — Козёл, 2 свободных места"
    assert lan_line(dataclasses.replace(new, free=0)) == "Зина — Козёл, мест нет"
    set_language("en")
    try:
        assert lan_line(new) == "Зина — Kozel, 2 free seats"
    finally:
        set_language("ru")
    old = LanTable("vm U2", "192.168.1.7", 8765, "kozel", 4, 1)  # a host before the field
    assert lan_line(old) == "vm U2 — Козёл, 1 свободное место"


def test_a_table_with_no_player_is_listed_by_its_computer_like_a_windows_by_its_player(
        ) -> None:
    """Issue 13 (playtest): a headless table (``serve``) showed as «vm CL», the service's
    own name; it is said as a window's is, by who holds it: its computer."""
    served = LanTable("vm CL", "192.168.1.7", 8765, "kozel", 4, 2, "", "vm")
    assert lan_line(served) == "Стол на «vm» — Козёл, 2 свободных места"
    assert lan_line(dataclasses.replace(served, free=0)) == "Стол на «vm» — Козёл, мест нет"
    set_language("en")
    try:
        assert lan_line(served) == "Table on “vm” — Kozel, 2 free seats"
    finally:
        set_language("ru")
    window = dataclasses.replace(served, host="Зина")
    assert lan_line(window) == "Зина — Козёл, 2 свободных места"


def test_two_tables_that_would_read_alike_are_told_apart_by_their_ports() -> None:
    """Two headless tables on one computer both read «Стол на «vm» — Козёл…»: each of
    those is said with its port; a table that reads differently keeps its plain line."""
    one = LanTable("vm CL", "192.168.1.7", 8765, "kozel", 4, 2, "", "vm")
    two = dataclasses.replace(one, name="vm QX", port=8766)
    other = dataclasses.replace(one, name="vm ZZ", port=8767, preset="muggins")
    assert lan_lines([one, two, other], [False, False, False]) == [
        "Стол на «vm» — Козёл, 2 свободных места (порт 8765)",
        "Стол на «vm» — Козёл, 2 свободных места (порт 8766)",
        "Стол на «vm» — Маггинс, 2 свободных места"]
    assert lan_lines([one, two], [True, False]) == [
        "Стол на «vm» — Козёл: ваше место ждёт вас",
        "Стол на «vm» — Козёл, 2 свободных места"]


def test_the_hosts_name_fits_the_record() -> None:
    """A TXT string holds at most 255 bytes and the record should stay small: the name is
    cut to ``HOST_BYTES`` bytes on a letter's edge, unprintable characters dropped."""
    assert host_name(" Зина\x00\n ") == "Зина"
    long = host_name("Ё" * 100)
    assert len(long.encode()) <= HOST_BYTES and long == "Ё" * (HOST_BYTES // 2)


def test_the_join_screen_lists_tables_found_nearby_and_a_click_takes_the_address(
        tmp_path: Path) -> None:
    h = Harness(tmp_path, "--speed", "0")
    try:
        h.press(tr("menu.join"))
        join = h.top
        assert isinstance(join, JoinScene)
        nearby = FakeLan()
        join.lan = nearby  # type: ignore[assignment]
        h.wait(1.5)
        assert join.found == () and not [b for b in h.buttons() if b.text.startswith("club")]
        club = LanTable("club", "192.168.1.7", 8766, "kozel", 4, 3)
        yard = LanTable("yard", "192.168.1.9", 8765, "kids", 2, 1)
        nearby.found = [club, yard]
        h.wait(1.5)  # the screen looks again and lays itself out with the two tables
        assert [b.text for b in h.buttons()][-2:] == [_listed(club), _listed(yard)]
        h.press(_listed(yard))
        assert join.fields["address"].get_text() == "192.168.1.9:8765"
        assert h.focused is not None and h.focused.key == "#net_code"  # the code comes next
        nearby.found = [club]
        h.wait(1.5)
        assert [b.text for b in h.buttons()][-1] == _listed(club)
        assert _listed(yard) not in [b.text for b in h.buttons()]
        assert join.fields["address"].get_text() == "192.168.1.9:8765"  # what was put in stays
    finally:
        h.close()


@needs_multicast
def test_a_table_announced_by_a_host_is_joined_from_the_list(
        tmp_path: Path, lan: None, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(JoinScene, "LAN_INTERFACES", LOOPBACK)
    config = TableConfig("NEAR42", KOZEL, parse_seats("human,bot:heaviest", 2), SEED, matches=1)
    host = HostThread(config, port=0, listen="127.0.0.1", bot_delay=0, interfaces=LOOPBACK,
                      host_name="Зина")
    h = Harness(tmp_path, "--speed", "0")
    try:
        port = host.wait_started()
        h.press(tr("menu.join"))
        join = h.top
        assert isinstance(join, JoinScene) and join.lan is not None

        def listed() -> list[LanTable]:
            return [t for t in join.found if t.port == port]

        until(h, listed, "the host's table listed", 30, each=lambda: h.wait(0.5))
        assert lan_line(listed()[0]) == "Зина — Козёл, 1 свободное место"
        h.press(lan_line(listed()[0]))
        assert join.fields["address"].get_text() == f"127.0.0.1:{port}"
        h.type("NEAR42")
        h.key(pygame.K_RETURN)
        until(h, lambda: isinstance(h.top, NetTableScene), "the table joined from the list")
    finally:
        h.close()
        host.stop()


@needs_multicast
def test_the_free_seats_announced_follow_people_joining_and_leaving(
        tmp_path: Path, lan: None, monkeypatch: pytest.MonkeyPatch) -> None:
    """The host updates its announcement as seats are taken and given up; the join screen
    on the other computer lists the new count."""
    monkeypatch.setattr(JoinScene, "LAN_INTERFACES", LOOPBACK)
    config = TableConfig("FREE42", KOZEL, parse_seats("human,human,human,bot:heaviest", 4),
                         SEED, matches=1)
    host = HostThread(config, port=0, listen="127.0.0.1", bot_delay=0, interfaces=LOOPBACK)
    h = Harness(tmp_path, "--speed", "0")
    client: ClientThread | None = None
    try:
        port = host.wait_started()
        h.press(tr("menu.join"))
        join = h.top
        assert isinstance(join, JoinScene) and join.lan is not None

        def free() -> int | None:
            found = [t for t in join.found if t.port == port]
            return found[0].free if found else None

        until(h, lambda: free() == 3, "three free seats listed", 30, each=lambda: h.wait(0.5))
        table = next(t for t in join.found if t.port == port)
        assert _listed(table) in [b.text for b in h.buttons()]
        client = ClientThread(f"ws://127.0.0.1:{port}", "FREE42", "Зина")
        until(h, lambda: free() == 2, "one seat fewer once someone sat down", 30,
              each=lambda: h.wait(0.5))
        table = next(t for t in join.found if t.port == port)
        assert _listed(table) in [b.text for b in h.buttons()]  # the listing says 2 now
        client.close()  # left in the lobby: the seat is free again
        client = None
        until(h, lambda: free() == 3, "the seat free again once its player left", 30,
              each=lambda: h.wait(0.5))
    finally:
        if client is not None:
            client.close()
        h.close()
        host.stop()
