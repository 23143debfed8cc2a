"""The host against a client written from `docs/PROTOCOL.md` alone (tests/independent_client).

Each test starts the host from its documented command line and talks to it only as the
page says; every host message is checked against the page's tables as it arrives.
"""

from __future__ import annotations

import asyncio
import itertools
import json
from pathlib import Path
from typing import Any

import pytest
from independent_client import Client, Closed, join_all, public_part
from independent_schema import problems
from independent_table import (
    NAMES,
    Host,
    assert_clean,
    at_turn_mid_round,
    final_sheet,
    flags,
    moved_by,
    play_match,
    run,
    serve,
)


def public_views(client: Client) -> dict[tuple[int, int], Any]:
    """(round, ply) -> the public part of this seat's view after that move."""
    return {(m["number"], m["ply"]): public_part(m["view"])
            for m in client.received if m["type"] == "move"}


# ------------------------------------------------------------------------ a whole match
@pytest.mark.parametrize("players", [4, 2])
def test_clients_play_a_whole_match_to_closing(tmp_path: Path, players: int) -> None:
    with serve(tmp_path, players) as host:
        clients = run(play_match(host.url, host.code, players))
    assert_clean(clients)
    assert sorted(c.seat for c in clients) == list(range(players))
    for client in clients:
        assert client.closed is not None and client.closed.code == 1000
        kinds = [m["type"] for m in client.received]
        assert kinds[0] == "welcome" and kinds[1] == "state"
        # After `match_over` each seat's `ready` is told to all, then the table closes.
        end = kinds.index("match_over")
        assert kinds[end + 1:] == ["ready"] * players + ["closing"]
    # The sheets every client got agree, round by round, and so does the end of the match.
    first = clients[0]
    for client in clients[1:]:
        assert client.sheets == first.sheets
        assert public_views(client) == public_views(first)
    rounds = [m for m in first.received if m["type"] == "round_over"]
    assert [r["number"] for r in rounds] == list(range(1, len(rounds) + 1))
    assert [r["match_over"] for r in rounds] == [False] * (len(rounds) - 1) + [True]
    assert final_sheet(first)["sheet"] == rounds[-1]["sheet"]
    assert final_sheet(first)["score"] == rounds[-1]["score"]
    assert len(rounds[-1]["sheet"]["entries"]) >= len(rounds)


@pytest.mark.parametrize("players", [4, 2])
def test_each_seat_is_dealt_its_own_tiles_and_shown_no_other(tmp_path: Path,
                                                            players: int) -> None:
    with serve(tmp_path, players) as host:
        clients = run(play_match(host.url, host.code, players))
    first_deal = {c.seat: next(m for m in c.received if m["type"] == "state" and "view" in m)
                  for c in clients}
    hands = [set(first_deal[seat]["view"]["hand"]) for seat in range(players)]
    assert all(len(hand) == 7 for hand in hands)
    assert len(set().union(*hands)) == 7 * players  # nobody holds another's tile
    for client in clients:
        view = first_deal[client.seat]["view"]
        assert view["seat"] == client.seat
        assert view["bazaar_size"] == 28 - 7 * players
        assert view["hand_sizes"] == [7] * players
    # The end of each round shows every hand, and it agrees with what each seat held.
    for client in clients:
        moves = [m for m in client.received if m["type"] == "move"]
        for before, last in itertools.pairwise(moves):
            if last["view"]["outcome"] is None:
                continue
            assert last["view"]["outcome"]["hands"][client.seat] == last["view"]["hand"]
            assert before["view"]["outcome"] is None
    if players == 2:
        # With a bazaar, draws happen: the drawer learns its tile, the other only "draw".
        draws = [(c.seat, m) for c in clients for m in c.received
                 if m["type"] == "move" and m["move"] == "draw"]
        assert any(seat == m["seat"] and "drawn" in m for seat, m in draws)
        assert any(seat != m["seat"] and "drawn" not in m for seat, m in draws)
    assert_clean(clients)


@pytest.mark.parametrize("preset, players, seed", [
    ("classic", 2, "1"), ("sports", 4, "1"),
    # Seed 5 makes a hundred move in its match.
    ("sea_goat", 4, "5"),
])
def test_other_variants_fit_the_page_too(tmp_path: Path, preset: str, players: int,
                                        seed: str) -> None:
    with Host(tmp_path / "state", "--preset", preset, "--players", str(players),
              "--seed", seed, "--matches", "1") as host:
        clients = run(play_match(host.url, host.code, players))
    assert_clean(clients)


# ------------------------------------------------------------------- a lost connection
async def lost_and_back(url: str, code: str) -> tuple[list[Client], dict[str, Any]]:
    clients = await join_all(url, code, NAMES)
    gone = clients[1]
    others = [c for c in clients if c is not gone]
    stops = await asyncio.gather(*(c.play(at_turn_mid_round(gone.seat or 0))
                                   for c in clients))
    before = {"view": gone.view, "legal": gone.legal, "next_ply": gone.next_ply,
              "number": gone.number, "token": gone.token, "seat": gone.seat}
    assert stops[1]["legal"], "it is the dropped seat's turn"
    await gone.drop()
    # The others are told the table waits for that seat; nothing is played for it.
    for other in others:
        await other.expect("seats")
        assert flags(other.seats[gone.seat or 0]) == (True, False, True, False)
    # `stand_in` for a seat the table is not waiting for is refused.
    await others[0].stand_in(others[1].seat or 0)
    assert (await others[0].expect("error"))["code"] == "not_away"
    # Back with the token: the same seat, a new token, and everything to carry on.
    welcome = await gone.rejoin(code)
    state = gone.received[-1]
    assert welcome["seat"] == before["seat"] and welcome["token"] != before["token"]
    assert state["phase"] == "playing" and state["number"] == before["number"]
    assert state["next_ply"] == before["next_ply"] and state["legal"] == before["legal"]
    assert state["view"] == before["view"]
    for other in others:
        back = await other.expect("seats")
        assert (back["seats"][gone.seat or 0]["connected"],
                back["seats"][gone.seat or 0]["waiting"]) == (True, False)
    # Once the new connection has said something, the token of before opens nothing.
    await gone.take_turn()
    stranger = Client(url, "Вор", local_addr="127.0.0.3")
    await stranger.connect()
    await stranger.send({"type": "hello", "version": 1, "code": code,
                         "token": before["token"]})
    assert (await stranger.expect("error"))["code"] == "bad_token"
    assert (await stranger.expect_close()).code == 1008
    ends = await asyncio.gather(*(c.play() for c in clients))
    assert all(end["type"] == "closing" for end in ends)
    return clients, before


def test_a_dropped_client_comes_back_to_its_seat_with_its_token(tmp_path: Path) -> None:
    with serve(tmp_path, 4) as host:
        clients, _ = run(lost_and_back(host.url, host.code))
    assert_clean(clients)
    first = clients[0]
    for client in clients[1:]:
        assert client.sheets == first.sheets
    gone = clients[1]
    assert gone.closed is not None and gone.closed.code == 1000
    assert gone.errors == [] and clients[3].errors == []


async def stand_in_then_back(url: str, code: str, *, by_bye: bool) -> list[Client]:
    clients = await join_all(url, code, NAMES)
    gone = clients[2]
    seat = gone.seat or 0
    others = [c for c in clients if c is not gone]
    await asyncio.gather(*(c.play(at_turn_mid_round(seat)) for c in clients))
    if by_bye:
        assert (await gone.bye()).code == 1000
    else:
        await gone.drop()
        for other in others:
            await other.expect("seats")
            assert flags(other.seats[seat]) == (True, False, True, False)
        await others[0].stand_in(seat)
    # The stand-in plays the seat (after the grace, after a `bye`); the others are told.
    await asyncio.gather(*(c.play(moved_by(seat)) for c in others))
    for other in others:
        assert flags(other.seats[seat]) == (True, False, False, True)
    welcome = await gone.rejoin(code)
    assert welcome["seat"] == seat
    for other in others:
        while flags(other.seats[seat]) != (True, True, False, False):
            await other.expect("seats")
    ends = await asyncio.gather(*(c.play() for c in clients))
    assert all(end["type"] == "closing" for end in ends)
    return clients


@pytest.mark.parametrize("by_bye", [False, True], ids=["stand_in", "bye"])
def test_the_stand_in_plays_an_absent_seat_until_its_player_is_back(
        tmp_path: Path, by_bye: bool) -> None:
    with serve(tmp_path, 4, "--bot-delay", "0", "--grace", "0.2") as host:
        clients = run(stand_in_then_back(host.url, host.code, by_bye=by_bye))
    assert_clean(clients)
    assert all(c.errors == [] for c in clients)
    for client in clients[1:]:
        assert client.sheets == clients[0].sheets


# ---------------------------------------------------------------------- the checks bite
def test_the_check_finds_fields_the_page_does_not_list_and_wrong_types() -> None:
    assert problems({"type": "ready", "seat": 2}) == []
    assert problems({"type": "ready", "seat": 2, "at": 5}) == [
        "ready: field 'at' is not in the document"]
    assert problems({"type": "ready"}) == ["ready: no field 'seat'"]
    assert problems({"type": "ready", "seat": True}) == ["ready.seat: True is not a seat"]
    assert problems({"type": "error", "code": "oops", "message": "x"}) != []
    lobby = {"type": "state", "phase": "lobby", "match": 0, "seats": []}
    assert problems(lobby) == []
    assert "state: no field 'view'" in problems({**lobby, "number": 1})
    assert problems({"type": "chat", "text": "hi"}) == ["unknown host message type 'chat'"]


def test_the_check_finds_a_tile_the_seat_may_not_know() -> None:
    client = Client("ws://127.0.0.1:9/", "Зина")
    client.seat = 0
    view = {"seat": 0, "hand": ["1:2"], "hand_sizes": [1, 1], "history": [[1, "3:3"]],
            "lots": [], "outcome": None}
    move = {"type": "move", "number": 1, "ply": 0, "seat": 1, "move": "3:3", "to_move": 0,
            "next_ply": 1, "view": view, "legal": ["1:2>"]}
    client.note(move)
    assert client.leaks == []
    client.note({**move, "legal": ["4:5>"]})
    assert client.leaks and "['4:5']" in client.leaks[0]
    client.note({**move, "seat": 1, "move": "draw", "drawn": "6:6"})
    assert any("another seat's drawn tile" in leak for leak in client.leaks)


async def frozen(url: str) -> tuple[tuple[bool, bool, bool, bool], Closed]:
    clients = await join_all(url, "ABCD", NAMES[:2])
    hung, other = clients
    await asyncio.gather(*(c.play(at_turn_mid_round(hung.seat or 0)) for c in clients))
    hung.hang()
    while other.seats[hung.seat or 0]["connected"]:
        await other.expect("seats")
    hung.hang(False)
    return flags(other.seats[hung.seat or 0]), await hung.expect_close()


def test_a_client_that_answers_no_ping_is_dropped_and_waited_for(tmp_path: Path) -> None:
    with serve(tmp_path, 2, "--ping", "0.3") as host:
        shown, closed = run(frozen(host.url))
    assert shown == (True, False, True, False)
    assert closed.code == 1011


# ------------------------------------------------------------------ a host that stops
async def stop_and_reopen(tmp_path: Path, args: tuple[str, ...]) -> list[Client]:
    host = await asyncio.to_thread(serve(tmp_path, 2, *args).__enter__)
    try:
        clients = await join_all(host.url, host.code, NAMES[:2])
        back, late = clients
        await asyncio.gather(*(c.play(at_turn_mid_round(back.seat or 0)) for c in clients))
        before = {"view": back.view, "legal": back.legal, "next_ply": back.next_ply}
        # SIGTERM: the host closes every connection itself with 1001 ("it may come back").
        assert await asyncio.to_thread(host.stop) == 0
        assert [(await c.expect_close()).code for c in clients] == [1001, 1001]
    finally:
        host.stop()
    with serve(tmp_path, 2, *args) as again:
        for client in clients:
            client.url = again.url
        await back.rejoin(again.code)
        state = back.received[-1]
        assert state["phase"] == "playing" and state["next_ply"] == before["next_ply"]
        assert state["view"] == before["view"] and state["legal"] == before["legal"]
        await back.take_turn()
        # Past the grace the stand-in plays for whoever is not back yet, until they are.
        await back.play(moved_by(late.seat or 0))
        await late.rejoin(again.code)
        assert flags(late.received[-1]["seats"][late.seat or 0]) == (True, True, False, False)
        ends = await asyncio.gather(*(c.play() for c in clients))
        assert all(end["type"] == "closing" for end in ends)
    return clients


def test_a_host_that_stops_opens_the_table_again_and_the_players_sit_down(
        tmp_path: Path) -> None:
    args = ("--bot-delay", "0", "--grace", "2")
    clients = run(stop_and_reopen(tmp_path, args))
    assert_clean(clients)
    assert all(c.errors == [] for c in clients)
    assert clients[0].sheets == clients[1].sheets


# ------------------------------------------------------------------------- the token
async def taken_over(url: str) -> tuple[Closed, dict[str, Any], str]:
    first = (await join_all(url, "ABCD", NAMES[:2]))[0]
    old = first.token or ""
    newer = Client(url, first.name, local_addr="127.0.1.1")
    await newer.connect()
    welcome = await newer.hello("ABCD", token=old)
    closed = await first.expect_close()
    # Until the newer connection says something, the token it came with still works.
    again = Client(url, first.name, local_addr="127.0.1.1")
    await again.connect()
    await again.hello("ABCD", token=old)
    await again.expect("state")
    await again.send({"type": "phrase", "phrase": "greeting"})
    await again.expect("phrase")
    refused = await Client(url, "x", local_addr="127.0.1.9").refused(
        json.dumps({"type": "hello", "version": 1, "code": "ABCD", "token": old}))
    return closed, welcome, refused[0][0]


def test_a_newer_connection_with_the_token_takes_the_seat(tmp_path: Path) -> None:
    with serve(tmp_path, 2) as host:
        closed, welcome, refused = run(taken_over(host.url))
    assert closed.code == 4000
    assert welcome["seat"] == 0
    assert refused == "bad_token"


async def left_in_the_lobby(url: str) -> tuple[tuple[str, ...], int | None, int | None]:
    first = Client(url, NAMES[0], local_addr="127.0.1.1")
    await first.join("ABCD")
    token = first.token
    await first.drop()
    errors, code = await Client(url, "x", local_addr="127.0.1.1").refused(
        json.dumps({"type": "hello", "version": 1, "code": "ABCD", "token": token}))
    newcomer = Client(url, NAMES[1], local_addr="127.0.1.2")
    return errors, code, (await newcomer.join("ABCD"))["seat"]


def test_a_seat_lost_in_the_lobby_is_freed(tmp_path: Path) -> None:
    with serve(tmp_path, 2) as host:
        assert run(left_in_the_lobby(host.url)) == (("seat_freed",), 1008, 0)
