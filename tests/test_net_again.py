"""«Ещё партию» at a network table, through the App: the host offers, the others answer.

The protocol's ``ready`` after ``match_over`` is the ask (docs/PROTOCOL.md): a table
that plays on deals a new match once everyone there has asked, a table of one match
closes.  Short matches (a goat at 30) keep these tests quick.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pygame
import pytest
from harness import Harness
from test_net_gui import KOZEL, SEED, join_from_menu, play_first, play_match, until
from test_net_history import ME, hosted_with_zina, stored, with_profile

from kozel_gui.i18n import tr
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.net_table import NetMatchOverScene, NetTableScene
from kozel_net.local import HostThread
from kozel_net.seats import parse_seats
from kozel_net.table import TableConfig
from kozel_net.worker import ClientThread

SHORT = dataclasses.replace(KOZEL, goat_at=30)


def over_screen(h: Harness) -> NetMatchOverScene:
    top = h.top
    assert isinstance(top, NetMatchOverScene)
    return top


def press_again(h: Harness, over: NetMatchOverScene) -> None:
    """«Ещё партию», clicked once the screen takes input."""
    h.wait(1.0)
    assert over.buttons[0].key == "again"
    h.click(over.buttons[0].rect.center, frames=1)


def test_the_host_offers_another_match_and_the_same_people_play_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("kozel_gui.scenes.net_open.secrets.randbelow", lambda _n: SEED)
    h = Harness(tmp_path, "--speed", "0")
    client: ClientThread | None = None
    try:
        with_profile(h)
        client, answer, table = hosted_with_zina(h, SHORT, [])  # she asks for more at once
        play_match(h, table, each=answer)
        over = over_screen(h)
        until(h, lambda: over.status() == tr("net.over_asked", names="Зина"), "Зина's ask", 20,
              each=answer)
        press_again(h, over)
        until(h, lambda: isinstance(h.top, NetTableScene) and h.top is not table,
              "the new match", 20, each=answer)
        second = h.top
        assert isinstance(second, NetTableScene) and second.net is table.net
        assert second.net.match_index == 1 and second.net.number == 1
        assert second.net.name(1) == "Зина"  # the same people
        with stored(h) as history:
            assert [r.network for r in history.list_matches(profile=ME)] == [True]
        until(h, second.model.ready, "our turn in the new match", 20, each=answer)
        play_first(h, second)
        h.key(pygame.K_ESCAPE)
        h.press(tr("pause.menu"))
        h.press(tr("net.close_table"))  # Зина sits at it: asked first (test_net_close_table)
        assert isinstance(h.top, MenuScene)
        with stored(h) as history:
            rows = history.list_matches(profile=ME)
            assert len(rows) == 2 and rows[0].result == "left"  # the second, newest first
    finally:
        if client is not None:
            client.close()
        h.close()


def test_a_player_who_joined_asks_for_another_match_and_plays_it(tmp_path: Path) -> None:
    config = TableConfig("MORE42", SHORT, parse_seats("human,bot:heaviest", 2), SEED)
    host = HostThread(config, port=0, listen="127.0.0.1", lan=False, bot_delay=0)
    h = Harness(tmp_path, "--speed", "0")
    try:
        with_profile(h)
        join_from_menu(h, f"127.0.0.1:{host.wait_started()}", "MORE42")
        until(h, lambda: isinstance(h.top, NetTableScene), "the table")
        table = h.top
        assert isinstance(table, NetTableScene)
        play_match(h, table)
        over = over_screen(h)
        assert [b.label for b in over.buttons] == [tr("table.again"), tr("net.leave")]
        assert over.status() == tr("net.over_guest_can")
        press_again(h, over)
        until(h, lambda: isinstance(h.top, NetTableScene) and h.top is not table,
              "the new match", 20)
        again = h.top
        assert isinstance(again, NetTableScene) and again.net.match_index == 1
        assert again.net.round.hand(0) and again.net.round.hand(1) == ()
        with stored(h) as history:
            assert history.count(ME) == 1  # the first match; the second is under way
    finally:
        h.close()
        host.stop()
