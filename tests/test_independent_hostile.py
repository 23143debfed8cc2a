"""Bad input against the host, from a client written from `docs/PROTOCOL.md` alone.

Every bad input the page names gets the error and close the page gives it, and the table
beside it plays on undisturbed: the seeded match ends exactly as it does with nobody
misbehaving.
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest
from independent_client import Client, Closed, join_all
from independent_table import (
    NAMES,
    assert_clean,
    at_turn_mid_round,
    final_sheet,
    flags,
    moved_by,
    play_match,
    run,
    serve,
)


def hello(**fields: Any) -> str:
    return json.dumps({"type": "hello", "version": 1, "code": "ABCD", **fields})


# Each stranger comes from its own address, so that wrong codes do not add up to a lockout.
STRANGERS: dict[str, tuple[str | bytes, ...]] = {
    "binary": (b"\x01\x02",),
    "too_big": (hello(name="x" * 2100),),
    "bad_json": ("{not json",),
    "nan": ('{"type": "hello", "version": 1, "code": "ABCD", "name": NaN}',),
    "first_not_hello": (json.dumps({"type": "ready", "number": 1}),),
    "first_unknown_type": (json.dumps({"type": "dance"}),),
    "version": (hello(version=2, name="Гость"),),
    "no_version": (json.dumps({"type": "hello", "code": "ABCD", "name": "Гость"}),),
    "bad_code": (hello(code="WXYZ", name="Гость"),),
    "empty_name": (hello(name=""),),
    "long_name": (hello(name="я" * 33),),  # (the document: 1 to 32)
    "unprintable_name": (hello(name="Гость\x07"),),
    "unknown_field": (hello(name="Гость", colour="red"),),
    "table_full": (hello(name="Гость"),),
    "guessed_token": (hello(token="A" * 32),),
    "silent": (),
}
# What the page says each gets: its error codes (`too_big` only a close 1009), and the
# close: 1008 "refused (see the error before it)".
REFUSALS: dict[str, list[tuple[tuple[str, ...], int]]] = {
    "binary": [(("binary",), 1008)],
    "too_big": [((), 1009)],
    "bad_json": [(("bad_json",), 1008)],
    "nan": [(("bad_json",), 1008)],
    "first_not_hello": [(("no_hello",), 1008)],
    "first_unknown_type": [(("unknown_type",), 1008)],
    "version": [(("version",), 1008)],
    "no_version": [(("bad_message",), 1008)],
    "bad_code": [(("bad_code",), 1008)],
    "empty_name": [(("bad_name",), 1008)],
    "long_name": [(("bad_name",), 1008)],
    "unprintable_name": [(("bad_name",), 1008)],
    "unknown_field": [(("bad_message",), 1008)],
    "table_full": [(("table_full",), 1008)],
    "guessed_token": [(("bad_token",), 1008)],
    "silent": [(("no_hello",), 1008)],
}


async def strangers(url: str) -> dict[str, Any]:
    async def one(i: int, frames: tuple[str | bytes, ...]) -> Any:
        errors, code = await Client(url, "x", local_addr=f"127.0.2.{i + 1}").refused(*frames)
        return errors, code
    found = await asyncio.gather(*(one(i, f) for i, f in enumerate(STRANGERS.values())))
    return dict(zip(STRANGERS, found, strict=True))


async def lockout_and_busy(url: str) -> dict[str, Any]:
    """Ten wrong codes lock an address out for a minute; a third connection from an address
    (`--max-per-address 2`) is refused as busy."""
    wrong = [await Client(url, "x", local_addr="127.0.3.1").refused(hello(code="WXYZ",
                                                                        name="Гость"))
             for _ in range(10)]
    assert all(w == (("bad_code",), 1008) for w in wrong), wrong
    locked = await Client(url, "x", local_addr="127.0.3.1").refused(hello(name="Гость"))
    two = [await Client(url, "x", local_addr="127.0.3.2").connect() for _ in range(2)]
    busy = await Client(url, "x", local_addr="127.0.3.2").refused()
    for client in two:
        await client.close()
    return {"locked_out": locked, "busy": busy}


def reference_match(tmp_path: Path) -> Any:
    """The same seeded match played by the same clients with nobody misbehaving."""
    with serve(tmp_path / "reference", 4) as host:
        clients = run(play_match(host.url, host.code, 4))
    return final_sheet(clients[0])


def test_bad_input_from_strangers_is_refused_and_the_table_plays_on(tmp_path: Path) -> None:
    async def scenario(url: str) -> tuple[list[Client], dict[str, Any], dict[str, Any]]:
        clients = await join_all(url, "ABCD", NAMES)
        await asyncio.gather(*(c.play(at_turn_mid_round(3)) for c in clients))
        found = await strangers(url)
        limits = await lockout_and_busy(url)
        ends = await asyncio.gather(*(c.play() for c in clients))
        assert all(end["type"] == "closing" for end in ends)
        return clients, found, limits

    with serve(tmp_path, 4, "--hello-timeout", "1", "--max-per-address", "2") as host:
        clients, found, limits = run(scenario(host.url))
    assert {name: found[name] for name in REFUSALS if found[name] not in REFUSALS[name]} == {}
    assert limits == {"locked_out": (("locked_out",), 1008), "busy": (("busy",), 1013)}
    assert_clean(clients)
    assert all(c.errors == [] for c in clients)
    assert final_sheet(clients[0]) == reference_match(tmp_path)


async def answer(client: Client, message: dict[str, Any]) -> str:
    """Send one message; the code of the error it gets (or the type of the reply)."""
    await client.send(message)
    reply = await client.recv()
    return str(reply["code"] if reply["type"] == "error" else reply["type"])


async def bad_messages(client: Client, others: list[Client]) -> dict[str, str]:
    """A seated client's malformed messages and phrases: the error code each gets."""
    found = {
        "unknown_type": await answer(client, {"type": "dance"}),
        "hello_again": await answer(client, json.loads(hello(name="Ещё"))),
        "unknown_field": await answer(client, {"type": "ready", "number": 1, "colour": "red"}),
        "wrong_type": await answer(client, {"type": "ready", "number": "1"}),
        "phrase": await answer(client, {"type": "phrase", "phrase": "greeting"}),
        "phrase_again": await answer(client, {"type": "phrase", "phrase": "thanks"}),
    }
    for other in others:
        assert (await other.expect("phrase")) == {"type": "phrase", "seat": client.seat,
                                                 "phrase": "greeting"}
    return found


async def bad_moves(client: Client, table: list[Client]) -> dict[str, str]:
    """A seated client's moves out of turn, then in its turn stale, malformed and illegal
    ones: the error code each gets."""
    assert not client.legal
    some_tile = client.view["hand"][0] if client.view else "0:0"
    n, ply = client.number, client.next_ply
    found = {
        "out_of_turn": await answer(client, {"type": "move", "number": n, "ply": ply,
                                             "move": some_tile + ">"}),
        "ready_mid_round": await answer(client, {"type": "ready", "number": n}),
        "stand_in_for_present": await answer(client, {"type": "stand_in",
                                                      "seat": table[-1].seat}),
    }
    await asyncio.gather(*(c.play(lambda m: m["type"] == "move" and m["to_move"] == client.seat)
                           for c in table))
    assert client.legal and client.view is not None
    n, ply = client.number, client.next_ply
    wrong = next(f"{a}:{b}>" for a in range(7) for b in range(a, 7)
                 if f"{a}:{b}>" not in client.legal and f"{a}:{b}" not in client.view["hand"])
    found["stale_ply"] = await answer(client, {"type": "move", "number": n, "ply": ply - 1,
                                               "move": client.legal[0]})
    found["bad_move"] = await answer(client, {"type": "move", "number": n, "ply": ply,
                                              "move": "seven"})
    found["illegal_move"] = await answer(client, {"type": "move", "number": n, "ply": ply,
                                                  "move": wrong})
    return found


# What the page says each gets: errors that leave the connection open.
MISBEHAVIOUR = {
    "unknown_type": "unknown_type", "hello_again": "bad_message",
    "unknown_field": "bad_message", "wrong_type": "bad_message",
    "phrase": "phrase", "phrase_again": "too_fast",
    "out_of_turn": "not_your_turn", "ready_mid_round": "not_waiting",
    "stand_in_for_present": "not_away",
    "stale_ply": "stale", "bad_move": "bad_move", "illegal_move": "illegal_move",
}


def test_a_seated_clients_bad_moves_get_errors_and_the_match_is_undisturbed(
        tmp_path: Path) -> None:
    async def scenario(url: str) -> tuple[list[Client], dict[str, Any]]:
        clients = await join_all(url, "ABCD", NAMES)
        await asyncio.gather(*(c.play(at_turn_mid_round(1)) for c in clients))
        found = await bad_messages(clients[2], [clients[0], clients[1], clients[3]])
        found |= await bad_moves(clients[0], clients)
        ends = await asyncio.gather(*(c.play() for c in clients))
        assert all(end["type"] == "closing" for end in ends)
        return clients, found

    with serve(tmp_path, 4) as host:
        clients, found = run(scenario(host.url))
    assert found == MISBEHAVIOUR
    assert_clean(clients)
    assert clients[1].errors == [] and clients[3].errors == []
    assert final_sheet(clients[0]) == reference_match(tmp_path)


async def closed_by_host(url: str, how: str) -> tuple[list[Client], Closed, list[bool]]:
    clients = await join_all(url, "ABCD", NAMES[:2])
    rogue, other = clients
    seat = rogue.seat or 0
    await asyncio.gather(*(c.play(at_turn_mid_round(seat)) for c in clients))
    if how == "ten_errors":
        for _ in range(10):
            await rogue.send({"type": "dance"})
    else:  # more than 30 messages at once (phrases: `too_fast` is not an error)
        for _ in range(31):
            await rogue.send({"type": "phrase", "phrase": "hurry"})
    closed = await rogue.expect_close()
    # Not a lost connection: the table does not wait, the stand-in plays the seat.
    await other.expect("seats")
    shown = list(flags(other.seats[seat]))
    await other.play(moved_by(seat))
    await rogue.rejoin("ABCD")
    ends = await asyncio.gather(*(c.play() for c in clients))
    assert all(end["type"] == "closing" for end in ends)
    return clients, closed, shown


@pytest.mark.parametrize("how", ["ten_errors", "flood"])
def test_a_connection_the_host_closes_is_played_by_the_stand_in(tmp_path: Path,
                                                                 how: str) -> None:
    with serve(tmp_path, 2, "--bot-delay", "0", "--grace", "0.2") as host:
        clients, closed, shown = run(closed_by_host(host.url, how))
    rogue, other = clients
    assert closed.code == 1008
    if how == "ten_errors":
        assert rogue.errors == ["unknown_type"] * 10
    else:
        assert rogue.errors == ["too_fast"] * 29 + ["flood"]
    assert shown == [True, False, False, True]
    assert other.errors == []
    assert_clean(clients)


async def after_the_end(url: str) -> tuple[tuple[str, ...], int | None]:
    """A table of `--tables 2` that has played its match refuses newcomers as `closed`."""
    players = await join_all(url, "ABCD1", NAMES[:2])
    await asyncio.gather(*(c.play() for c in players))
    return await Client(url, "x", local_addr="127.0.4.1").refused(hello(code="ABCD1",
                                                                       name="Поздний"))


def test_a_finished_table_refuses_a_newcomer_as_closed(tmp_path: Path) -> None:
    with serve(tmp_path, 2, "--tables", "2") as host:
        assert run(after_the_end(host.url)) == (("closed",), 1008)
