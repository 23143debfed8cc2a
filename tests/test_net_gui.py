"""Network tables from the menu, through the real App loop: join, host, and what goes wrong.

A host runs in this process on its own thread (``kozel_net.local.HostThread``, as the
window's «Открыть стол» runs it) or is the app itself; the app is driven by events only.
Waits are frame loops with wall-clock deadlines (the network answers in real time).
"""

from __future__ import annotations

import socket
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest
from harness import Harness
from net_kit import FakeLan

from kozel_gui.i18n import tr
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.net_join import JoinScene
from kozel_gui.scenes.net_lobby import LobbyScene
from kozel_gui.scenes.net_open import OpenTableScene
from kozel_gui.scenes.net_table import NetMatchOverScene, NetTableScene
from kozel_gui.table.over import MatchOverScene
from kozel_gui.table.summary import RoundSummaryScene
from kozel_net.local import HostThread
from kozel_net.seats import parse_seats
from kozel_net.table import TableConfig, move_rng
from kozel_net.worker import ClientThread
from rules import Match, Move, MoveKind, Rules, SeatView, find_preset
from rules.bots import find_bot

KOZEL = find_preset("kozel")
SEED = 5
DEADLINE = 120.0


def scripted_joiner(client: ClientThread, seen: list[dict[str, object]]) -> Callable[[], None]:
    """One poll of a second player written from the protocol: it keeps what it is sent in
    ``seen``, says ready after each round and plays the heaviest tile when asked."""
    bot = find_bot("heaviest")

    def answer() -> None:
        for msg in client.poll():
            seen.append(msg)
            if msg["type"] in ("round_over", "match_over"):
                client.send({"type": "ready", "number": msg["number"]})
            elif msg.get("legal"):
                view = SeatView.from_json(msg["view"])
                move = bot.choose(view, move_rng(0, int(msg["number"]), int(msg["next_ply"])))
                client.send({"type": "move", "number": msg["number"],
                             "ply": msg["next_ply"], "move": str(move)})
    return answer


def until(h: Harness, ready: Callable[[], object], what: str, seconds: float = DEADLINE,
          each: Callable[[], None] | None = None) -> None:
    """Run frames (and ``each``) until ``ready()``; fail past a wall-clock deadline."""
    deadline = time.monotonic() + seconds
    while not ready():
        assert time.monotonic() < deadline, f"{what} did not happen within {seconds} s"
        if each is not None:
            each()
        h.frames(1)


def start_when_seated(h: Harness, lobby: LobbyScene,
                      each: Callable[[], None] | None = None) -> None:
    """A window's own table deals when its host presses «Начать» (issue 13: never by
    itself): once every seat is taken, press it."""
    until(h, lambda: bool(lobby.seats) and all(s.get("taken") for s in lobby.seats),
          "every seat taken", 20, each)
    h.press(tr("net.start"))


@pytest.fixture
def host() -> Iterator[HostThread]:
    """A two-seat table on loopback: a person's seat and the heaviest bot's."""
    config = TableConfig("TEST42", KOZEL, parse_seats("human,bot:heaviest", 2), SEED,
                         matches=1)
    thread = HostThread(config, port=0, listen="127.0.0.1", lan=False, bot_delay=0)
    thread.wait_started()
    yield thread
    thread.stop()


def join_from_menu(h: Harness, address: str, code: str) -> None:
    """Menu, «Присоединиться», the address and the code typed, «Сесть за стол»."""
    h.press(tr("menu.join"))
    assert isinstance(h.top, JoinScene)
    assert h.focused is not None and h.focused.key == "#net_address"
    for entry in (h.top.fields["address"], h.top.fields["code"]):  # a table kept for us
        entry.set_text("")  # may be filled in already
    h.type(address)
    h.key(pygame.K_TAB)
    h.type(code)
    h.press(tr("net.join"))


def joined_and_moved(h: Harness, address: str, code: str) -> NetTableScene:
    """Join from the menu, play our first move and wait until the host played it back."""
    join_from_menu(h, address, code)
    until(h, lambda: isinstance(h.top, NetTableScene), "the table")
    table = h.top
    assert isinstance(table, NetTableScene)
    until(h, table.model.ready, "our turn")
    play_first(h, table)
    until(h, lambda: table.net.round.ply > 1, "our move played back by the host")
    return table


def play_first(h: Harness, table: NetTableScene) -> None:
    """The first legal move, made as a person makes it: a click on what it needs."""
    v = table.view()
    move = v.round.legal_moves()[0]
    if move.kind is MoveKind.DRAW:
        h.click(table.layout.bazaar.center, frames=1)
    elif move.tile is None or move.kind is MoveKind.PAIR:
        h.click(v.buttons[0].rect.center, frames=1)
    else:
        h.click(v.hand_boxes[v.hand.index(move.tile)].center, frames=1)
        if table.view().targets:
            h.click(table.view().targets[0].box.center, frames=1)


def play_match(h: Harness, table: NetTableScene, each: Callable[[], None] | None = None,
               ) -> list[list[Move]]:
    """Play the GUI seat until the match is over; every round's moves as the table saw them."""
    rounds: list[list[Move]] = []

    def step() -> None:
        if each is not None:
            each()
        top = h.top
        if isinstance(top, RoundSummaryScene):
            if not rounds or len(rounds) < table.net.number:
                rounds.append([s.move for s in table.net.round.history()])
            h.wait(1.0)  # the summary takes input after a moment, as a person reads it
            h.key(pygame.K_RETURN)
        elif top is table and table.model.ready():
            play_first(h, table)

    until(h, lambda: isinstance(h.top, MatchOverScene), "the end of the match", each=step)
    return rounds


def replayed(rules: Rules, players: int, rounds: list[list[Move]]) -> Match:
    """The same seeded match played here with the moves the table showed."""
    m = Match.start(rules, players, SEED)
    for i, moves in enumerate(rounds):
        for move in moves:
            m = m.play(move)
        if i < len(rounds) - 1:
            m = m.next_round()
    return m


def test_a_whole_match_joined_from_the_menu(tmp_path: Path, host: HostThread) -> None:
    h = Harness(tmp_path, "--speed", "0")
    try:
        join_from_menu(h, f"127.0.0.1:{host.port}", "test-42")  # case and "-" are forgiven
        until(h, lambda: isinstance(h.top, NetTableScene), "the table")
        table = h.top
        assert isinstance(table, NetTableScene)
        assert table.net.seat == 0 and table.model.viewer == 0
        # Only our own seat's view: the others' hands are not known to the window.
        assert table.net.round.hand(1) == () and table.net.round.hand(0)
        rounds = play_match(h, table)
        local = replayed(KOZEL, 2, rounds)
        over = h.top
        assert isinstance(over, MatchOverScene)
        assert isinstance(over, NetMatchOverScene)
        assert over.session.sheet.to_json() == local.standing().to_json()
        assert [b.key for b in over.buttons] == ["again", "menu"]
        assert over.status() == tr("net.over_guest_can")
        h.wait(1.0)
        # This host plays one match: asked for another, it says the table has finished.
        h.click(over.buttons[0].rect.center, frames=1)
        until(h, lambda: table.net.finished, "the host's closing", 20)
        assert [b.key for b in over.buttons] == ["menu"]
        assert over.status() == tr("net.over_closed")
        h.key(pygame.K_RETURN)
        assert isinstance(h.top, MenuScene)
        until(h, lambda: not host.running, "the host closing its finished table", 20)
    finally:
        h.close()


def test_the_window_hosts_a_table_and_a_second_player_joins(tmp_path: Path) -> None:
    from kozel_gui.options import default_setup

    h = Harness(tmp_path, "--speed", "0")
    client: ClientThread | None = None
    try:
        h.app.set_setup(default_setup(2, KOZEL))
        h.press(tr("menu.host"))
        assert isinstance(h.top, OpenTableScene)
        h.press(tr("net.open"))
        lobby = h.top
        assert isinstance(lobby, LobbyScene)
        until(h, lambda: lobby.welcome is not None and lobby.seats, "the lobby", 20)
        assert lobby.hosting is not None and lobby.hosting.port
        code = lobby.joining.code
        client = ClientThread(f"ws://127.0.0.1:{lobby.hosting.port}", code, "Зина", "female")
        seen: list[dict[str, object]] = []
        answer = scripted_joiner(client, seen)
        start_when_seated(h, lobby, answer)
        until(h, lambda: isinstance(h.top, NetTableScene), "the deal", 20, each=answer)
        table = h.top
        assert isinstance(table, NetTableScene)
        assert table.net.name(1) == "Зина" and table.net.hosting is not None
        play_match(h, table, each=answer)
        over = h.top
        assert isinstance(over, MatchOverScene)
        until(h, lambda: any(m["type"] == "match_over" for m in seen), "the joiner's end", 20,
              each=answer)
        final = next(m for m in seen if m["type"] == "match_over")
        assert over.session.sheet.to_json() == final["sheet"]
        assert [b.label for b in over.buttons] == [tr("table.again"), tr("net.close_table")]
        h.wait(1.0)
        h.key(pygame.K_RETURN)  # «Закрыть стол», where the focus starts
        assert isinstance(h.top, MenuScene)
        hosting = table.net.hosting
        until(h, lambda: not hosting.running, "the window's host stopping", 20)
        # The other player was told the table has finished, not that the host was lost.
        until(h, lambda: any(m["type"] == "closing" for m in seen), "the joiner told", 20,
              each=answer)
    finally:
        if client is not None:
            client.close()
        h.close()


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def test_what_goes_wrong_when_joining_is_said_in_words(tmp_path: Path, host: HostThread) -> None:
    h = Harness(tmp_path, "--speed", "0")
    taken: ClientThread | None = None
    try:
        join_from_menu(h, "192.168.1.5:port", "TEST42")
        assert isinstance(h.top, JoinScene) and h.top.problem == tr("net.err_address")
        nobody = f"127.0.0.1:{_free_port()}"
        for field in ("#net_address", "#net_code"):
            h.top.fields[field.removeprefix("#net_")].set_text("")
        h.top.fields["address"].set_text(nobody)
        h.top.fields["code"].set_text("TEST42")
        h.press(tr("net.join"))
        join = h.top
        until(h, lambda: isinstance(h.top, JoinScene) and h.top.problem, "no table there", 20)
        assert h.top is not join or h.top.problem == tr("net.err_unreachable", address=nobody)
        assert isinstance(h.top, JoinScene)
        assert h.top.problem == tr("net.err_unreachable", address=nobody)
        h.top.fields["address"].set_text(f"127.0.0.1:{host.port}")
        h.top.fields["code"].set_text("WRONG1")
        h.press(tr("net.join"))
        until(h, lambda: isinstance(h.top, JoinScene) and h.top.problem == tr("net.err_code"),
              "the wrong code", 20)
        taken = ClientThread(f"ws://127.0.0.1:{host.port}", "TEST42", "Петя", "male")
        assert taken.wait(20) is not None  # its welcome: the only person's seat is taken
        h.top.fields["code"].set_text("TEST42")
        h.press(tr("net.join"))
        until(h, lambda: isinstance(h.top, JoinScene) and h.top.problem == tr("net.err_full"),
              "the full table", 20)
    finally:
        if taken is not None:
            taken.close()
        h.close()


def test_a_host_that_goes_away_sends_the_player_to_the_menu_with_a_message(
        tmp_path: Path, host: HostThread, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(LobbyScene, "RETRY_FOR", 0.5)
    h = Harness(tmp_path, "--speed", "0")
    try:
        join_from_menu(h, f"127.0.0.1:{host.port}", "TEST42")
        until(h, lambda: isinstance(h.top, NetTableScene), "the table")
        host.stop()
        until(h, lambda: isinstance(h.top, MenuScene), "the way back to the menu", 30)
        assert tr("net.err_lost_kept", code="TEST42") in [str(m) for m in h.app.messages.visible(h.app.now)]
    finally:
        h.close()


def test_a_player_who_left_is_not_offered_the_table_again(tmp_path: Path) -> None:
    """Leaving to the menu gives the seat to the host's bot and counts as giving up: the
    menu no longer offers the way back (issue 13's playtest: «Вернуться за стол» stayed
    after it); the token is kept, so joining by the code finds the seat
    (``test_net_history``)."""
    from kozel_gui.net_seats import held, last_table, seat_key

    config = TableConfig("BACK42", KOZEL, parse_seats("human,bot:heaviest", 2), SEED, matches=1)
    host = HostThread(config, port=0, listen="127.0.0.1", lan=False, bot_delay=0, grace=0)
    h = Harness(tmp_path, "--speed", "0")
    try:
        address = f"127.0.0.1:{host.wait_started()}"
        first = joined_and_moved(h, address, "BACK42")
        before = (first.net.number, first.net.round.ply)
        token = held(h.app, seat_key(address, "BACK42"))
        assert token is not None
        h.key(pygame.K_ESCAPE)
        # No giving up at a host's table: the seat is left to the host's bot instead.
        assert [b.text for b in h.buttons()] == [tr(k) for k in (
            "pause.back_to_table", "pause.rules", "pause.settings", "pause.menu",
            "pause.quit")]
        h.press(tr("pause.menu"))
        h.press(tr("net.leave"))  # asked first: the computer takes the seat meanwhile
        assert isinstance(h.top, MenuScene)
        assert held(h.app, seat_key(address, "BACK42")) is not None
        assert last_table(h.app) is None
        assert tr("menu.back_to_table") not in [b.text for b in h.buttons()]
        assert first.net.left and before[1] >= 1
    finally:
        h.close()
        host.stop()


def test_a_window_that_stops_hosting_opens_its_table_again_and_everyone_comes_back(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from kozel_gui.options import default_setup

    port = _free_port()
    monkeypatch.setattr(OpenTableScene, "PORT", port)
    h = Harness(tmp_path, "--speed", "0")
    client: ClientThread | None = None
    try:
        h.app.set_setup(default_setup(2, KOZEL))
        h.press(tr("menu.host"))
        h.press(tr("net.open"))
        lobby = h.top
        assert isinstance(lobby, LobbyScene)
        until(h, lambda: lobby.welcome is not None, "the lobby", 20)
        assert lobby.hosting is not None and lobby.hosting.port == port
        code = lobby.joining.code
        client = ClientThread(f"ws://127.0.0.1:{port}", code, "Зина", "female")
        seen: list[dict[str, object]] = []
        answer = scripted_joiner(client, seen)
        start_when_seated(h, lobby, answer)
        until(h, lambda: isinstance(h.top, NetTableScene), "the deal", 20, each=answer)
        first = h.top
        assert isinstance(first, NetTableScene)

        def both_play() -> None:
            answer()
            if first.model.ready():
                play_first(h, first)

        until(h, lambda: first.net.round.ply >= 2, "a few moves", 30, each=both_play)
        before = (first.net.number, first.net.round.ply)
        # The window closes (SIGTERM: no question): it stops hosting, its table kept.  (The
        # pause menu's way out closes the table for everyone instead, asked first:
        # tests/test_net_close_table.py.)
        h.post(pygame.QUIT)
        h.frames(1)
        assert not h.app.running
        h.close()
        h = Harness(tmp_path, "--speed", "0")
        h.press(tr("menu.host"))
        h.press(tr("net.resume", code=code))
        until(h, lambda: isinstance(h.top, NetTableScene), "the table opened again", 30,
              each=answer)
        again = h.top
        assert isinstance(again, NetTableScene) and again.net.seat == first.net.seat
        assert (again.net.number, again.net.round.ply) >= before  # nothing played was lost
        play_match(h, again, each=answer)
        until(h, lambda: any(m["type"] == "match_over" for m in seen), "the joiner's end", 30,
              each=answer)
        final = next(m for m in seen if m["type"] == "match_over")
        over = h.top
        assert isinstance(over, MatchOverScene)
        assert over.session.sheet.to_json() == final["sheet"]
    finally:
        if client is not None:
            client.close()
        h.close()


def test_a_table_found_nearby_while_the_code_is_typed_takes_no_key_away(tmp_path: Path) -> None:
    """The list of tables nearby rebuilds the screen's boxes; the box being typed in keeps
    the typing (its new element gets pygame-gui's focus)."""
    from kozel_net.discovery import LanTable

    h = Harness(tmp_path, "--speed", "0")
    try:
        h.press(tr("menu.join"))
        join = h.top
        assert isinstance(join, JoinScene)
        lan = FakeLan()
        join.lan = lan  # type: ignore[assignment]
        h.type("127.0.0.1:8765")
        h.key(pygame.K_TAB)
        h.type("AB")
        old = join.fields["code"]
        lan.found = [LanTable("club", "192.168.1.7", 8765, "kozel", 4, 3)]
        h.wait(1.5)  # the screen looks for tables nearby and lays itself out anew
        assert join.fields["code"] is not old and len(join.found) == 1
        h.type("CD")
        assert join.fields["code"].get_text() == "ABCD"
        assert h.focused is not None and h.focused.key == "#net_code"
    finally:
        h.close()


def test_picking_another_table_nearby_clears_the_last_tables_code(tmp_path: Path) -> None:
    """P39b: the Join screen filled with the last table kept its code when another table was
    chosen from the list, which that table refused; the same table keeps what was typed."""
    from kozel_net.discovery import LanTable

    h = Harness(tmp_path, "--speed", "0")
    try:
        h.press(tr("menu.join"))
        join = h.top
        assert isinstance(join, JoinScene)
        join.pick(LanTable("club", "192.168.1.7", 8765, "kozel", 4, 3))
        h.type("MP6H5Y")  # (the focus is on the code now)
        join.pick(LanTable("club", "192.168.1.7", 8765, "kozel", 4, 3))
        assert join.fields["code"].get_text() == "MP6H5Y"
        join.pick(LanTable("vm", "192.168.1.9", 8765, "kozel", 4, 3))
        assert join.fields["address"].get_text() == "192.168.1.9:8765"
        assert join.fields["code"].get_text() == ""
    finally:
        h.close()
