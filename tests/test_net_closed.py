"""A window closed in the middle of a network match (its close button, SIGTERM: pygame's QUIT
event), through the real App loop.

Closing the window is not leaving the table (docs/PROTOCOL.md, «A lost connection»): the
match goes to this player's history as unfinished, not rated as a loss; the window goes
without a ``bye``, so the host keeps the seat for its token and the table waits for the
player: the others see «Зина: нет связи, ждём» and may play on with the computer.  A table this
window serves stops with its autosave intact, so the window opens it again and everyone
comes back.  (The close button of a window serving other people asks first, «Закрыть
стол?»: closing it again while asked, or SIGTERM, is this case; yes closes the table for
everyone, tests/test_net_close_table.py.)
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest
from harness import Harness
from test_net_gui import (
    KOZEL,
    SEED,
    _free_port,
    join_from_menu,
    play_first,
    scripted_joiner,
    until,
)
from test_net_history import ME, hosted_with_zina, stored, with_profile

from kozel_gui.i18n import tr
from kozel_gui.net_seats import held, seat_key
from kozel_gui.scenes.confirm import ConfirmScene
from kozel_gui.scenes.net_open import OpenTableScene
from kozel_gui.scenes.net_table import NetTableScene
from kozel_gui.stats import profile_stats
from kozel_net.autosave import Autosave
from kozel_net.local import HostThread
from kozel_net.seats import parse_seats
from kozel_net.table import Phase, TableConfig
from kozel_net.worker import ClientThread


def close_window(h: Harness) -> None:
    """What the window manager does: a QUIT event, handled in the next frame."""
    h.post(pygame.QUIT)
    h.frames(1)
    assert not h.app.running


def test_a_hosting_window_closed_mid_match_records_it_and_its_table_opens_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("kozel_gui.scenes.net_open.secrets.randbelow", lambda _n: SEED)
    monkeypatch.setattr(OpenTableScene, "PORT", _free_port())
    h = Harness(tmp_path, "--speed", "0")
    client: ClientThread | None = None
    try:
        with_profile(h)
        seen: list[dict[str, object]] = []
        client, answer, table = hosted_with_zina(h, KOZEL, seen)

        def both_play() -> None:
            answer()
            if table.model.ready():
                play_first(h, table)

        until(h, lambda: table.net.round.ply >= 2, "a few moves", 30, each=both_play)
        before = (table.net.number, table.net.round.ply)
        code = table.net.link.client.code
        hosting = table.net.hosting
        assert hosting is not None
        h.post(pygame.WINDOWCLOSE)  # its close button: other people sit there, asked first
        h.post(pygame.QUIT)
        h.frames(3)
        assert isinstance(h.top, ConfirmScene) and h.app.running and hosting.running
        close_window(h)  # closed again while asked: as before, the table kept to open again
        assert not hosting.running  # the window's host stopped with it
        with stored(h) as history:
            rows = history.list_matches(profile=ME)
            assert [(r.result, r.network) for r in rows] == [("unfinished", True)]
            assert profile_stats(history.facts(ME)).given_up == 0  # not rated as a loss
            match = history.get_match(rows[0].id)
        assert match is not None
        views = match.match["seen"]["rounds"][-1]["views"]
        assert len(views[-1]["history"]) >= before[1] - 1  # as far as it went here
        saved, problem = Autosave(tmp_path / "net").load(code)
        assert problem is None and saved is not None
        assert saved.phase is Phase.PLAYING and saved.key()[1:] >= before
        assert held(h.app, seat_key("self", code)) is not None
        h.close()

        h = Harness(tmp_path, "--speed", "0")  # the game started again
        h.press(tr("menu.host"))
        h.press(tr("net.resume", code=code))
        until(h, lambda: isinstance(h.top, NetTableScene), "the table opened again", 30,
              each=answer)
        again = h.top
        assert isinstance(again, NetTableScene) and again.net.seat == table.net.seat
        assert (again.net.number, again.net.round.ply) >= before  # nothing played was lost
        with stored(h) as history:  # sitting down again, the row stays the one row
            assert len(history.list_matches(profile=ME)) == 1
    finally:
        if client is not None:
            client.close()
        h.close()


def _two_people(h: Harness, host: HostThread, seen: list[dict[str, Any]]
                ) -> tuple[ClientThread, Callable[[], None], NetTableScene]:
    """The window joins ``host``'s table of two from the menu, «Зина» (scripted, keeping
    what she is sent in ``seen``) the other seat; once it is the window's turn: her
    connection, her next answer, the table."""
    address = f"127.0.0.1:{host.wait_started()}"
    join_from_menu(h, address, host.code)
    zina = ClientThread(f"ws://{address}", host.code, "Зина", "female")
    answer = scripted_joiner(zina, seen)
    until(h, lambda: isinstance(h.top, NetTableScene), "the table", 30, each=answer)
    table = h.top
    assert isinstance(table, NetTableScene)
    until(h, table.model.ready, "our turn", 30, each=answer)
    return zina, answer, table


def _host(code: str) -> HostThread:
    config = TableConfig(code, KOZEL, parse_seats("human,human", 2), SEED, matches=1)
    return HostThread(config, port=0, listen="127.0.0.1", lan=False, bot_delay=0,
                      grace=600)  # (the table waits for the one who went, whatever the pace)


def test_a_joining_window_closed_mid_match_is_waited_for_and_not_rated(
        tmp_path: Path) -> None:
    host = _host("SHUT42")
    h = Harness(tmp_path, "--speed", "0")
    zina: ClientThread | None = None
    try:
        with_profile(h)
        seen: list[dict[str, Any]] = []
        zina, answer, table = _two_people(h, host, seen)
        address = f"127.0.0.1:{host.port}"
        mine = table.net.seat
        play_first(h, table)
        until(h, lambda: table.net.round.ply > 1, "our move played back", 30, each=answer)
        close_window(h)
        with stored(h) as history:
            rows = history.list_matches(profile=ME)
            assert [(r.result, r.network) for r in rows] == [("unfinished", True)]
            assert profile_stats(history.facts(ME)).given_up == 0
        assert held(h.app, seat_key(address, "SHUT42")) is not None
        assert table.net.left and table.net.stored == rows[0].id

        def said(pred: Callable[[dict[str, Any]], bool]) -> Callable[[], bool]:
            def look() -> bool:
                answer()
                return any(pred(m) for m in seen)
            return look

        _wait(said(lambda m: m["type"] == "seats" and m["seats"][mine]["waiting"]),
              "Зина told the table waits for us")
        server = host._server
        assert server is not None
        game = server.tables["SHUT42"]
        _wait(lambda: answer() or game.round.to_move == mine, "our turn at the host")
        assert game.host_turn() is None, "the table waits: no stand-in plays our seat"
        zina.send({"type": "stand_in", "seat": mine})  # she will not wait
        _wait(said(lambda m: m["type"] == "move" and m["seat"] == mine),
              "the host's stand-in playing our seat")
    finally:
        if zina is not None:
            zina.close()
        h.close()
        host.stop()


def _wait(ready: Callable[[], object], what: str, seconds: float = 30.0) -> None:
    deadline = time.monotonic() + seconds
    while not ready():
        assert time.monotonic() < deadline, f"{what} did not happen within {seconds} s"
        time.sleep(0.02)


def test_the_others_see_whom_the_table_waits_for_and_may_play_on_with_the_computer(
        tmp_path: Path) -> None:
    host = _host("WAIT42")
    h = Harness(tmp_path, "--speed", "0")
    zina: ClientThread | None = None
    try:
        zina, _, table = _two_people(h, host, [])
        zina.close(bye=False)  # her window closed
        zina = None
        # (the catch-up of our turn, «Зина заходит с …», may be up first: it gives way)
        until(h, lambda: table.model.note is not None and "нет связи" in str(
            table.model.note[0]), "the table says whom it waits for", 30)
        assert table.model.note is not None and str(table.model.note[0]) == (
            "Зина: нет связи, ждём — через 600 секунд за стол сядет компьютер")
        offer = next(b for b in table.view().buttons if b.key == "offer:play_on")
        assert offer.label == tr("net.play_on")
        before = table.net.round.ply
        play_first(h, table)  # our move; then it is Зина's turn, and the table waits
        until(h, lambda: table.net.round.ply == before + 1 and not table.net.waiting,
              "our move played back", 30)
        h.click(next(b for b in table.view().buttons if b.key == "offer:play_on").rect.center)
        until(h, lambda: table.net.round.ply > before + 1, "the stand-in playing Зина's seat", 30)
        until(h, lambda: table.model.note is None or "Зина вышла" not in str(table.model.note[0]),
              "the waiting said no more", 30)
        assert all(b.key != "offer:play_on" for b in table.view().buttons)
    finally:
        if zina is not None:
            zina.close()
        h.close()
        host.stop()


def test_closing_the_window_at_a_local_table_keeps_the_match_for_continue(
        tmp_path: Path) -> None:
    """The same event at a local table stores nothing: its autosave is there for Continue."""
    from kozel_gui import scenes
    from kozel_gui.saving import WRITER

    h = Harness(tmp_path, "--speed", "0", "--players", "2", "--seed", str(SEED))
    try:
        assert h.top.__class__.__name__ == "TableScene"
        close_window(h)
        WRITER.flush()  # (the app's run() does this once its loop ends)
        with stored(h) as history:
            assert history.count() == 0
        assert scenes.load_autosave(h.app) is not None
    finally:
        h.close()
