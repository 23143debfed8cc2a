"""A window closed in the middle of a network match (its close button, SIGTERM: pygame's QUIT
event), through the real App loop.

Closing the window is leaving the table as «Выйти из игры» does: the match goes to this
player's history and statistics as it stands, left by them (§8.39, as a local match given
up), the seat's token is kept to sit down again, and a table this window serves stops with
its autosave intact, so the window opens it again and everyone comes back.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from harness import Harness
from test_net_gui import (
    KOZEL,
    SEED,
    _free_port,
    joined_and_moved,
    play_first,
    until,
)
from test_net_history import ME, hosted_with_zina, stored, with_profile

from kozel_gui.i18n import tr
from kozel_gui.net_seats import held, seat_key
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
        close_window(h)
        assert not hosting.running  # the window's host stopped with it
        with stored(h) as history:
            rows = history.list_matches(profile=ME)
            assert [(r.result, r.network) for r in rows] == [("left", True)]
            assert profile_stats(history.facts(ME)).given_up == 1
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


def test_a_joining_window_closed_mid_match_records_it_and_keeps_its_seat(
        tmp_path: Path) -> None:
    config = TableConfig("SHUT42", KOZEL, parse_seats("human,bot:heaviest", 2), SEED, matches=1)
    host = HostThread(config, port=0, listen="127.0.0.1", lan=False, bot_delay=0, grace=0)
    h = Harness(tmp_path, "--speed", "0")
    try:
        with_profile(h)
        address = f"127.0.0.1:{host.wait_started()}"
        table = joined_and_moved(h, address, "SHUT42")
        close_window(h)
        with stored(h) as history:
            rows = history.list_matches(profile=ME)
            assert [(r.result, r.network) for r in rows] == [("left", True)]
        assert held(h.app, seat_key(address, "SHUT42")) is not None
        assert table.net.left and table.net.stored == rows[0].id
    finally:
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
