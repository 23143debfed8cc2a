"""Choosing one's seat in the lobby (`sit`, `seated`), by the client written from
`docs/PROTOCOL.md` alone (tests/independent_client.py), against the documented host.

In a 2×2 game seats i and i+2 are partners: friends choose whom they play with by moving
to a free seat before the deal; the host answers the mover with `seated` and everyone with
the new `seats`, refuses what the page says it refuses, and the token opens the new seat.
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from independent_client import Client
from independent_table import NAMES, Host, assert_clean, run


async def answer(client: Client, message: dict[str, Any]) -> str:
    """Send `message`; the code of the error that answers it, or the type of the first
    message that is not a `phrase` or `ready`."""
    errors = len(client.errors)
    await client.send(message)
    while True:
        reply = await client.recv()
        if len(client.errors) > errors:
            return client.errors[-1]
        if reply["type"] not in ("phrase", "ready"):
            return str(reply["type"])


async def choose_seats(url: str) -> dict[str, Any]:
    zina = Client(url, NAMES[0], local_addr="127.0.1.1")
    kolya = Client(url, NAMES[1], local_addr="127.0.1.2")
    masha = Client(url, NAMES[2], local_addr="127.0.1.3")
    out: dict[str, Any] = {}
    await zina.join("ABCD")
    await zina.expect("state")
    await kolya.join("ABCD")
    await kolya.expect("state")
    await kolya.expect("seats")  # (his coming, as everyone is told)
    out["seats at first"] = (zina.seat, kolya.seat)
    out["refused"] = [await answer(kolya, {"type": "sit", "seat": 0}),   # Зина's
                      await answer(kolya, {"type": "sit", "seat": 3}),   # the bot's
                      await answer(kolya, {"type": "sit", "seat": 9})]   # no such seat
    # Коля sits opposite Зина: her partner in the 2×2 game.
    assert await answer(kolya, {"type": "sit", "seat": 2}) == "seated"
    out["kolya"] = kolya.seat
    roster = await kolya.expect("seats")
    out["kolya's roster"] = [(s["name"] if s["taken"] else None) for s in roster["seats"]]
    zinas = await zina.expect("seats")  # her own coming, Коля's, then his move
    while not zinas["seats"][2]["taken"]:
        zinas = await zina.expect("seats")
    out["zina's roster"] = [(s["name"] if s["taken"] else None) for s in zinas["seats"]]
    out["too soon"] = await answer(kolya, {"type": "sit", "seat": 1})
    out["own seat"] = await answer(zina, {"type": "sit", "seat": 0})
    await asyncio.sleep(0.6)
    await masha.join("ABCD")  # the first free seat: 1; every seat taken, the deal
    deal = await kolya.expect("state")
    out["dealt to"] = deal["view"]["seat"]
    out["after the deal"] = await answer(kolya, {"type": "sit", "seat": 1})
    # Коля's token opens the seat he moved to.
    await kolya.drop()
    out["back at"] = (await kolya.rejoin("ABCD"))["seat"]
    out["clients"] = [zina, kolya, masha]
    for client in (zina, kolya, masha):
        await client.close()
    return out


def test_a_joiner_chooses_a_free_seat_in_the_lobby(tmp_path: Path) -> None:
    with Host(tmp_path / "state", "--preset", "kozel_2x2", "--players", "4", "--seed", "7",
              "--seats", "human,human,human,bot:easy", "--grace", "30") as host:
        out = run(choose_seats(host.url))
    assert_clean(out["clients"])
    assert out["seats at first"] == (0, 1)
    assert out["refused"] == ["seat_taken", "not_human_seat", "not_human_seat"]
    assert out["kolya"] == 2
    expected = ["Зина", None, "Коля", out["kolya's roster"][3]]
    assert out["kolya's roster"] == expected and out["zina's roster"] == expected
    assert out["too soon"] == "too_fast"
    assert out["own seat"] == "seated"
    assert out["dealt to"] == 2
    assert out["after the deal"] == "started"
    assert out["back at"] == 2
