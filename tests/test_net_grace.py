"""A person lost without a ``bye`` is waited for the grace, then the stand-in plays their
seat by itself: the same path in the window's own host and in ``python -m kozel_net serve``
(issue 13.2), with the seconds left shown to the others, and a line on the host's console
for each person coming and going, each stand-in and each round's end (issue 13.4)."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path
from typing import Any

import pygame
from harness import Harness
from independent_client import Client, join_all
from independent_table import NAMES, at_turn_mid_round, flags, moved_by, run, serve
from test_net_closed import _two_people
from test_net_gui import KOZEL, SEED, play_first, until

from kozel_gui.i18n import set_language, tr
from kozel_gui.layout import Box
from kozel_gui.scenes.net_table import NetTableScene
from kozel_gui.table.theme import button_width, recording
from kozel_net.local import HostThread
from kozel_net.seats import parse_seats
from kozel_net.table import TableConfig
from kozel_net.worker import ClientThread


def test_the_window_counts_the_grace_down_and_the_stand_in_takes_the_seat_after_it(
        tmp_path: Path) -> None:
    config = TableConfig("GRACE4", KOZEL, parse_seats("human,human", 2), SEED, matches=1)
    host = HostThread(config, port=0, listen="127.0.0.1", lan=False, bot_delay=0, grace=3)
    h = Harness(tmp_path, "--speed", "0")
    zina: ClientThread | None = None
    try:
        zina, _, table = _two_people(h, host, [])
        zina.close(bye=False)  # her window went down: no bye
        zina = None
        until(h, lambda: table.model.note is not None and "нет связи" in str(
            table.model.note[0]), "the table says whom it waits for", 30)  # (not the catch-up)
        assert table.model.note is not None
        said = str(table.model.note[0])
        found = re.fullmatch(r"Зина: нет связи, ждём — через (\d) секунд[уы]? за стол сядет "
                             r"компьютер", said)
        assert found is not None, said
        assert 1 <= int(found.group(1)) <= 3
        assert any(b.key == "offer:play_on" for b in table.view().buttons)
        _offer_fits(h, table)
        before = table.net.round.ply
        play_first(h, table)  # then it is Зина's turn: nobody presses anything
        until(h, lambda: table.net.round.ply > before + 1,
              "the stand-in playing Зина's seat after the grace", 30)
        until(h, lambda: table.model.note is None or "Зина вышла" not in str(
            table.model.note[0]), "the waiting said no more", 30)
        assert all(b.key != "offer:play_on" for b in table.view().buttons)
        assert table.net.roster.seats[1 - table.net.seat]["stand_in"]
    finally:
        if zina is not None:
            zina.close()
        h.close()
        host.stop()


def _offer_fits(h: Harness, table: NetTableScene) -> None:
    """«Играть дальше с компьютером» shows whole (not shrunk, not cut), inside the field,
    at the sizes the tester saw it cut at, in Russian and English (issue 13.3)."""
    try:
        for lang, size in (("ru", (1280, 720)), ("en", (1024, 600)), ("ru", (1024, 600)),
                           ("uk", (1280, 720))):
            set_language(lang)
            h.resize(size)
            m = table.model
            button = next(b for b in table.view().buttons if b.key == "offer:play_on")
            assert button.label == tr("net.play_on")
            r, field = button.rect, m.layout.field
            assert r.w >= button_width(button.label, r.h, m.scale), (lang, size, r)
            assert field.x <= r.x and r.x + r.w <= field.x + field.w, (lang, size, r, field)
            _clear_of_play(table, r, (lang, size))
            with recording() as ink:
                h.frames(1)
            label = next(i for i in ink if i.text == button.label)
            assert label.within is not None and label.within.contains(label.rect), (lang, size)
    finally:
        set_language("ru")
        h.resize((1280, 720))


def _clear_of_play(table: NetTableScene, box: Box, where: object) -> None:
    """The offer never covers the board or the hand (issue 13.4: it lay over the line at
    1024x600): the board's tiles keep clear of its box as of every fixture's, and it
    meets no tile, no hand and no plate."""
    m, v = table.model, table.view()
    r = pygame.Rect(*(round(x) for x in box))
    keep = [pygame.Rect(*(round(x) for x in b)) for b in m.layout.keepout]
    assert any(k.contains(r) for k in keep), (where, r)
    tiles = [pygame.Rect(*(round(x) for x in p.box)) for p in v.line.tiles]
    assert r.collidelist(tiles) == -1, (where, r)
    assert not r.colliderect(pygame.Rect(*(round(x) for x in m.layout.hand))), where
    assert all(not r.colliderect(pygame.Rect(*(round(x) for x in p.box)))
               for p in v.plates), where


async def _lost_then_played(url: str, code: str) -> tuple[Client, dict[str, Any], int]:
    clients = await join_all(url, code, NAMES[:2])
    stay, gone = clients
    seat = gone.seat or 0
    await asyncio.gather(*(c.play(at_turn_mid_round(seat)) for c in clients))
    await gone.drop()
    waiting = await stay.expect("seats")
    assert flags(waiting["seats"][seat]) == (True, False, True, False)
    # Nobody asks for the stand-in: past the grace the host plays the seat by itself.
    await stay.play(moved_by(seat))
    end = await stay.play()
    return stay, waiting, seat if end["type"] == "closing" else -1


def test_the_command_line_host_plays_a_lost_seat_after_the_grace_and_says_so(
        tmp_path: Path) -> None:
    with serve(tmp_path, 2, "--bot-delay", "0", "--grace", "1") as host:
        stay, waiting, seat = run(_lost_then_played(host.url, host.code), 90)
        assert seat >= 0, "the match played to its end"
        assert waiting["seats"][seat]["wait_left"] == 1
        assert flags(stay.seats[seat]) == (True, False, False, True)
        host.stop()
        out = "".join(host.output)
    lines = out.splitlines()
    assert all(re.match(r"\d\d:\d\d:\d\d kozel_net: ", line) for line in lines), lines[:5]
    name = NAMES[1] if seat == 1 else NAMES[0]
    n = seat + 1  # the log numbers seats from 1, as the game does («Место 1»)
    for said in (f"ABCD seat {n} joined: {name}, from 127.0.1.",
                 f"ABCD seat {n} dropped: {name}: connection lost, the table waits 1 s",
                 f"ABCD seat {n} stand-in: {name} not back after 1 s",
                 "ABCD round over 1: score ["):
        assert said in out, out
