"""Issue 13 (playtest, net30): the recap of what a person missed at a network table.

Back at the table, the recap started at the person's own last move, so it said again the
moves their window had shown before it went (b17/b19, b46/b47); it then grew with the moves
played live and stayed up over their own turn, hiding «Куда положить…?» when their tile
fitted both ends (b38/b39).  Now the window remembers how far it had shown the round, the
recap starts after that, a later one says only what came since, and it goes once the
person acts."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest
from harness import Harness
from test_net_closed import _wait
from test_net_gui import KOZEL, SEED, join_from_menu, play_first, scripted_joiner, until
from test_net_send_again import _Link

from kozel_gui.i18n import tr
from kozel_gui.netplay import NetSession
from kozel_gui.scenes.net_lobby import LobbyScene
from kozel_gui.scenes.net_table import NetTableScene
from kozel_gui.table.presence import since_words
from kozel_gui.table.words import number_name
from kozel_net.local import HostThread
from kozel_net.seats import parse_seats
from kozel_net.table import Gone, NetTable, TableConfig
from kozel_net.worker import ClientThread


def _stood_for(seen: list[dict[str, Any]], seat: int) -> bool:
    return any(m["type"] == "move" and m.get("stand_in") is True and m["seat"] == seat
               for m in seen)


def test_the_recap_says_only_what_the_window_did_not_show_and_gives_way_to_the_person(
        tmp_path: Path) -> None:
    config = TableConfig("SEEN42", KOZEL, parse_seats("human,human", 2), SEED, matches=1)
    served = HostThread(config, port=0, listen="127.0.0.1", lan=False, bot_delay=0, grace=0)
    h = Harness(tmp_path, "--speed", "0")
    seen: list[dict[str, Any]] = []
    zina: ClientThread | None = None
    try:
        join_from_menu(h, f"127.0.0.1:{served.wait_started()}", config.code)
        until(h, lambda: isinstance(h.top, LobbyScene) and h.top.welcome is not None,
              "our seat", 30)
        zina = ClientThread(f"ws://127.0.0.1:{served.wait_started()}", config.code, "Зина",
                            "female")  # she sits down second: the seats are always these
        answer = scripted_joiner(zina, seen)
        until(h, lambda: isinstance(h.top, NetTableScene), "the table", 30, each=answer)
        table = h.top
        assert isinstance(table, NetTableScene)
        seat = table.net.seat
        until(h, lambda: table.model.ready() and table.net.round.ply > 0, "our turn", 30,
              each=lambda: (answer(), play_first(h, table) if table.model.ready() else None))
        had = table.net.round.ply  # Зина's last move is on our screen: seen
        assert table.net.round.history()[had - 1].seat != seat

        h.post(pygame.QUIT)  # the window goes down: no bye, the seat is kept
        h.frames(1)
        h.close()
        _wait(lambda: (answer(), _stood_for(seen, seat))[1], "the computer moving for us")
        h = Harness(tmp_path, "--speed", "0")
        h.press(tr("menu.back_to_table"))
        until(h, lambda: isinstance(h.top, NetTableScene), "the table again", 30)
        back = h.top
        assert isinstance(back, NetTableScene)
        h.frames(2)
        m = back.model
        assert m.note is not None
        said = str(m.note[0])
        person, stood = back.net.person, back.net.stood_in()
        assert said == since_words(m.round, seat, person, stood, had), said
        assert said != since_words(m.round, seat, person, stood), "Зина's move said again"
        assert said.startswith("Компьютер за вас "), said  # the first move we did not see
        assert back.view().message == said

        # At each turn of ours: only what came since the last recap (the first stays while
        # it is read: test_a_recap_still_being_read_stays_when_the_persons_turn_comes); it
        # goes once we act, and a tile that fits both ends asks where, as it would without
        # a recap.
        told, asked, read_by, first = m.round.ply, False, m.note[1], True
        while not asked:
            until(h, m.ready, "our turn", 30, each=answer)
            recap = since_words(m.round, seat, person, back.net.stood_in(), told)
            if first and m.anim.now < read_by:
                recap = said
            first = False
            assert m.note is not None and str(m.note[0]) == recap, (str(m.note[0]), recap)
            assert back.view().message == recap
            told = m.round.ply
            v = back.view()
            both = [i for i, o in enumerate(m.control.options()) if len(o) > 1]
            if both:  # (the seed's deal: at our second turn back, 5–6 to a six and a five)
                h.click(v.hand_boxes[both[0]].center, frames=1)
                left, right = m.round.ends or (0, 0)
                assert back.view().message == tr(
                    "table.choose_end", left=number_name(left), right=number_name(right))
                h.click(back.view().targets[0].box.center, frames=1)
                asked = True
            else:
                play_first(h, back)
            assert back.view().message != recap
            until(h, lambda: m.round.to_move != seat, "our move played", 30, each=answer)
            assert back.view().message != recap  # gone for good, not only while choosing
    finally:
        if zina is not None:
            zina.close()
        h.close()
        served.stop()


class _Held(_Link):
    """A link that goes down and comes back (the window stays up all along)."""

    def close(self, *, bye: bool = True) -> None:
        """Nothing to close."""


def test_back_on_a_lost_link_the_recap_starts_after_what_the_window_showed(
        tmp_path: Path) -> None:
    """The same window, its link lost and back (a host restarted, a Wi-Fi gone): the table
    jumps to the host's word and says what it did not show, not Аня's lead it showed."""
    table = NetTable(TableConfig("LOST42", KOZEL, parse_seats("human,human", 2), SEED,
                                 matches=1))
    tokens = [table.join(name, None)[1] for name in ("Аня", "Зина")]
    she = table.round.to_move  # Аня leads
    us, link = 1 - she, _Held()
    h = Harness(tmp_path, "--speed", "0")
    try:
        net = NetSession(h.app, link, table.welcome(us, tokens[us]),  # type: ignore[arg-type]
                         table.state(us))
        h.app.reset_to(NetTableScene(h.app, net))
        h.frames(1)
        back = h.top
        assert isinstance(back, NetTableScene)

        def she_moves() -> None:
            move = table.round.legal_moves()[0]
            outs = table.move(she, table.key()[1], table.round.ply, str(move))
            link.inbox.extend(m for seat, m in outs if seat == us)

        she_moves()
        until(h, back.model.ready, "our turn", 10)
        assert back.net.round.ply == 1  # her lead is on our screen
        table.drop(us, 0.0, Gone.LOST)  # the link goes; the table plays on without us
        table.stop_waiting()
        turn = table.host_turn()
        assert turn is not None
        table.host_move(turn, turn.bot.choose(*table.host_view(turn)))
        she_moves()
        _, tokens[us], _ = table.rejoin(tokens[us])
        link.inbox.append(table.state(us))  # back: everything anew
        h.frames(3)
        m = back.model
        assert m.note is not None
        said, person, stood = str(m.note[0]), back.net.person, back.net.stood_in()
        assert said == since_words(m.round, us, person, stood, 1), said
        assert said.startswith("Компьютер за вас "), said  # not Аня's lead again
    finally:
        h.close()


def test_a_recap_still_being_read_stays_when_the_persons_turn_comes(tmp_path: Path) -> None:
    """Issue 13 (second playtest): back at the table, the recap of eight moves was on screen
    2–4 s: her turn came and a recap of the one move since took its place.  It stays until
    read (its time goes by its length) or until she acts; the move since was shown live."""
    table = NetTable(TableConfig("READ42", KOZEL, parse_seats("human,human", 2), SEED,
                                 matches=1))
    tokens = [table.join(name, None)[1] for name in ("Аня", "Зина")]
    she = table.round.to_move  # Аня leads
    us, link = 1 - she, _Held()
    h = Harness(tmp_path, "--speed", "0")
    try:
        net = NetSession(h.app, link, table.welcome(us, tokens[us]),  # type: ignore[arg-type]
                         table.state(us))
        h.app.reset_to(NetTableScene(h.app, net))
        h.frames(1)
        back = h.top
        assert isinstance(back, NetTableScene)

        def she_moves() -> None:
            move = table.round.legal_moves()[0]
            outs = table.move(she, table.key()[1], table.round.ply, str(move))
            link.inbox.extend(m for seat, m in outs if seat == us)

        def computer_moves() -> None:
            turn = table.host_turn()
            assert turn is not None
            table.host_move(turn, turn.bot.choose(*table.host_view(turn)))

        she_moves()
        until(h, back.model.ready, "our turn", 10)
        table.drop(us, 0.0, Gone.LOST)  # the link goes; the table plays on without us
        table.stop_waiting()
        computer_moves()
        she_moves()
        computer_moves()  # Аня's turn as we come back
        assert table.round.to_move == she
        _, tokens[us], _ = table.rejoin(tokens[us])
        link.inbox.append(table.state(us))
        h.frames(3)
        m = back.model
        assert m.note is not None
        recap, until_read = str(m.note[0]), m.note[1]
        assert recap.startswith("Компьютер за вас ") and recap.count(".") == 3, recap
        she_moves()  # our turn comes while the recap is read
        until(h, back.model.ready, "our turn", 10)
        assert m.anim.now < until_read
        assert m.note is not None and str(m.note[0]) == recap, str(m.note[0])
        assert back.view().message == recap
        h.wait(until_read - m.anim.now + 0.5)
        assert back.view().message != recap  # read: it goes
    finally:
        h.close()


def test_how_far_the_window_showed_is_kept_as_the_table_goes(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 13 (second playtest): after ``kill -9`` the recap said again moves the window
    had shown, since how far it had shown them was kept only as it left.  It is kept at
    each of the person's turns and each round's end, with the window still up (a killed
    window leaves nothing else), cheaply: no wait for the disk."""
    import os
    import time

    from kozel_gui import net_seats

    table = NetTable(TableConfig("KEEP42", KOZEL, parse_seats("human,human", 2), SEED,
                                 matches=1))
    tokens = [table.join(name, None)[1] for name in ("Аня", "Зина")]
    she = table.round.to_move
    us, link = 1 - she, _Held()
    h = Harness(tmp_path, "--speed", "0")
    try:
        net = NetSession(h.app, link, table.welcome(us, tokens[us]),  # type: ignore[arg-type]
                         table.state(us), key="127.0.0.1:8765|KEEP42")
        h.app.reset_to(NetTableScene(h.app, net))
        h.frames(1)
        back = h.top
        assert isinstance(back, NetTableScene)
        for _ in range(3):
            move = table.round.legal_moves()[0]
            outs = table.move(she, table.key()[1], table.round.ply, str(move))
            link.inbox.extend(m for seat, m in outs if seat == us)
            until(h, back.model.ready, "our turn", 10)
            assert net_seats.shown(h.app, net.key, 0, net.number) == net.round.ply  # her turn
            play_first(h, back)
            link.inbox.extend(m for seat, m in table.move(
                us, table.key()[1], table.round.ply, link.sent[-1]["move"]) if seat == us)
            until(h, lambda: back.net.round.to_move == she, "our move played", 10)
            assert net_seats.shown(h.app, net.key, 0, net.number) == net.round.ply
        assert not net.left  # all of it while the window is up
        synced: list[int] = []
        monkeypatch.setattr(os, "fsync", synced.append)
        start = time.perf_counter()
        net.saw()
        assert synced == []  # no wait for the disk (here about 5 ms a turn, not a frame)
        assert time.perf_counter() - start < 0.1
    finally:
        h.close()


def _sat(h: Harness, table: NetTable, us: int, token: str, key: str) -> tuple[NetTableScene, _Held]:
    """The window at seat ``us`` of ``table`` (in this process), as the lobby seats it."""
    link = _Held()
    net = NetSession(h.app, link, table.welcome(us, token),  # type: ignore[arg-type]
                     table.state(us), key=key)
    h.app.reset_to(NetTableScene(h.app, net))
    h.frames(1)
    scene = h.top
    assert isinstance(scene, NetTableScene)
    return scene, link


def _killed(h: Harness, table: NetTable, us: int) -> None:
    """``kill -9``: no leaving, no last write; the host only sees the link go."""
    h.close()
    table.drop(us, 0.0, Gone.LOST)


def test_back_on_her_turn_after_a_kill_nothing_she_saw_is_said_again(tmp_path: Path) -> None:
    """Issue 13 (third playtest, p3_4 and w1): killed as her turn came, with everything
    shown and kept on disk, the window came back on her turn and said the round again from
    its first move (her first turn of the round), or from her own last move (a later turn):
    the turn's catch-up spoke as the table was built, before the kept point reached it."""
    table = NetTable(TableConfig("TURN42", KOZEL, parse_seats("human,human", 2), SEED,
                                 matches=1))
    tokens = [table.join(name, None)[1] for name in ("Аня", "Зина")]
    she = table.round.to_move  # Аня leads
    us, key = 1 - she, "127.0.0.1:8765|TURN42"
    h = Harness(tmp_path, "--speed", "0")
    try:
        window, link = _sat(h, table, us, tokens[us], key)

        def she_moves() -> None:
            move = table.round.legal_moves()[0]
            outs = table.move(she, table.key()[1], table.round.ply, str(move))
            link.inbox.extend(m for seat, m in outs if seat == us)

        for turn in ("first of the round", "a later one"):
            she_moves()
            until(h, window.model.ready, "our turn", 10)
            shown = window.net.round.ply
            assert window.model.note is not None  # her move said at our turn, as ever
            _killed(h, table, us)
            h = Harness(tmp_path, "--speed", "0")
            _, tokens[us], _ = table.rejoin(tokens[us])
            window, link = _sat(h, table, us, tokens[us], key)
            h.frames(2)
            assert window.net.round.ply == shown and window.model.ready()
            assert window.model.note is None, (turn, str(window.model.note[0]))
            assert window.view().message != since_words(
                window.model.round, us, window.net.person, frozenset(), 0), turn
            play_first(h, window)
            link.inbox.extend(m for seat, m in table.move(
                us, table.key()[1], table.round.ply, link.sent[-1]["move"]) if seat == us)
            net = window.net
            until(h, lambda: net.round.to_move == she, "our move played", 10)  # noqa: B023
    finally:
        h.close()


def test_the_others_moves_and_a_recap_are_kept_as_seen_between_her_turns(
        tmp_path: Path) -> None:
    """Issue 13 (third playtest): killed between her turns, the kept point was where her
    own turn last came, though she had watched the others play and read a recap since, so
    the recap back said their moves again.  Each move shown is kept (at most once every
    ``SAVE_EVERY_S``, the rest by the next frame after), and a recap once it is up."""
    from kozel_gui import net_seats
    from kozel_gui.netplay import SAVE_EVERY_S

    table = NetTable(TableConfig("PASS42", KOZEL, parse_seats("human,human,human,human", 4),
                                 SEED, matches=1))
    tokens = [table.join(name, None)[1] for name in ("Аня", "Зина", "Катя", "Лена")]
    us, key = (table.round.to_move + 1) % 4, "127.0.0.1:8765|PASS42"
    h = Harness(tmp_path, "--speed", "0")
    try:
        window, link = _sat(h, table, us, tokens[us], key)

        def others_move(times: int) -> None:
            for _ in range(times):
                mover = table.round.to_move
                assert mover != us
                outs = table.move(mover, table.key()[1], table.round.ply,
                                  str(table.round.legal_moves()[0]))
                link.inbox.extend(m for seat, m in outs if seat == us)
            until(h, lambda: window.net.round.ply == table.round.ply
                  and not window.model.anim.busy, "the moves shown", 10)

        def kept() -> int:
            return net_seats.shown(h.app, key, 0, window.net.number)

        others_move(1)
        until(h, window.model.ready, "our turn", 10)
        play_first(h, window)
        link.inbox.extend(m for seat, m in table.move(
            us, table.key()[1], table.round.ply, link.sent[-1]["move"]) if seat == us)
        until(h, lambda: window.net.round.to_move != us, "our move played", 10)
        mine = kept()
        assert mine == window.net.round.ply  # kept at once: her move
        others_move(1)  # the next seat plays: shown
        assert kept() == mine  # not a write a move (a fast table would pay it each move)
        h.wait(SAVE_EVERY_S + 0.1)
        seen = window.net.round.ply
        assert kept() == seen  # kept all the same, a moment later

        _killed(h, table, us)
        table.stop_waiting()
        others_move_on_host = table.round.to_move
        table.move(others_move_on_host, table.key()[1], table.round.ply,
                   str(table.round.legal_moves()[0]))
        h = Harness(tmp_path, "--speed", "0")
        _, tokens[us], _ = table.rejoin(tokens[us])
        window, link = _sat(h, table, us, tokens[us], key)
        h.frames(2)
        m = window.model
        assert m.note is not None
        said = str(m.note[0])
        assert said == since_words(m.round, us, window.net.person, frozenset(), seen), said
        assert said.count(".") == 1, said  # the one move played while it was down
        assert kept() == m.round.ply  # the recap is up: what it said is seen

        _killed(h, table, us)  # read, and killed again before her turn
        h = Harness(tmp_path, "--speed", "0")
        _, tokens[us], _ = table.rejoin(tokens[us])
        window, link = _sat(h, table, us, tokens[us], key)
        h.frames(2)
        assert window.model.note is None, str(window.model.note[0])  # nothing new to say
    finally:
        h.close()
