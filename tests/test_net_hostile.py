"""A hostile client cannot crash, fool or disturb the host: every bad input gets a clear
error or a disconnect, and the honest players' match ends exactly as played locally.

The rogue holds a seat and plays it, but on the way sends one bad message of each kind,
floods, goes half-open and replays an old token; meanwhile attackers on other loopback
addresses try wrong codes, guessed tokens, junk, oversized frames, silence, too many
connections.  The honest players never see an error and finish the same match.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from pathlib import Path
from typing import Any

from net_kit import BOT, HostProcess, Player, check_message, reference, within
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from kozel_net.client import Closed, TableClient
from kozel_net.protocol import PHRASES
from kozel_net.table import move_rng
from rules import ALL_TILES, SeatView, find_preset
from rules.bots import find_bot

SEATS = "human,human,human,bot:heaviest"
# A dropped seat waits half a second for its player before the stand-in moves for it.
HOST_ARGS = ("--grace", "0.5", "--ping", "0.5", "--hello-timeout", "4", "--max-per-address", "12")
PROTOCOL_TYPES = {"welcome", "state", "seats", "move", "round_over", "match_over", "ready",
                  "phrase", "closing", "link"}
Result = tuple[list[Any], int | None]


async def _raw(url: str, address: str, *frames: str | bytes) -> Result:
    """Send ``frames`` from ``address``; what came back and the close code."""
    got: list[Any] = []
    async with connect(url, local_addr=(address, 0), max_size=None, compression=None) as ws:
        with contextlib.suppress(ConnectionClosed):  # refused before it was done sending
            for frame in frames:
                await ws.send(frame)
        with contextlib.suppress(ConnectionClosed):
            async for raw in ws:
                got.append(json.loads(raw))
        code = ws.close_code
    return got, code


def _hello(code: str = "TEST", **more: Any) -> str:
    return json.dumps({"type": "hello", "version": 1, "code": code, "name": "X", **more})


async def _attacks(url: str) -> dict[str, Result]:
    out: dict[str, Result] = {}
    out["code"] = await _raw(url, "127.0.0.2", _hello("WRONG"))
    out["token"] = await _raw(url, "127.0.0.2", _hello(token="A" * 32))
    out["json"] = await _raw(url, "127.0.0.2", "{not json")
    out["binary"] = await _raw(url, "127.0.0.2", b"\x00\x01")
    out["big"] = await _raw(url, "127.0.0.2", _hello(name="x" * 3000))
    out["version"] = await _raw(url, "127.0.0.2", json.dumps(
        {"type": "hello", "version": 99, "code": "TEST"}))
    out["first"] = await _raw(url, "127.0.0.2", json.dumps({"type": "ready", "number": 1}))
    out["full"] = await _raw(url, "127.0.0.2", _hello())
    out["silent"] = await _raw(url, "127.0.0.2")
    held = await asyncio.gather(*(connect(url, local_addr=("127.0.0.3", 0)) for _ in range(12)))
    out["busy"] = await _raw(url, "127.0.0.3", _hello())
    for ws in held:
        await ws.close()
    for _ in range(10):
        await _raw(url, "127.0.0.4", _hello("NOPE"))
    out["locked"] = await _raw(url, "127.0.0.4", _hello())
    return out


def _tricks(msg: dict[str, Any]) -> list[dict[str, Any]]:
    """One bad message of each kind, sent on the rogue's own turn (the table waits)."""
    n, p = msg["number"], msg["next_ply"]
    view = SeatView.from_json(msg["view"])
    spare = next(t for t in ALL_TILES if t not in view.hand and t not in view.table)
    illegal = str(spare) if view.ends is None else f"{spare}>"
    legal = msg["legal"][0]
    return [{"type": "move", "number": n, "ply": p + 1, "move": legal},
            {"type": "move", "number": n, "ply": p, "move": "9:9"},
            {"type": "move", "number": n, "ply": p, "move": illegal},
            {"type": "dance"},
            {"type": "move", "number": n, "ply": p, "move": legal, "seat": 0},
            {"type": "ready", "number": "1"},
            {"type": "hello", "version": 1, "code": "TEST"},
            {"type": "phrase", "phrase": "curse"},
            {"type": "phrase", "phrase": PHRASES[0]},
            {"type": "phrase", "phrase": PHRASES[1]}]


TRICK_CODES = ["stale", "bad_move", "illegal_move", "unknown_type", "bad_message",
               "bad_message", "bad_message", "bad_message", "too_fast"]


class Rogue(Player):
    """Plays its seat with the reference bot, misbehaving at set turns."""

    host: HostProcess | None = None
    results: dict[str, Any]

    async def play(self) -> Player:
        """The rogue's loop: Player.play with its tricks on the way."""
        assert self.host is not None
        self.results = {}
        bot = find_bot(BOT)
        self.client = c = TableClient(self.url, self.code, self.name)
        await c.open()
        first_token = c.token
        turns, sent, attacks, out_of_turn, spoke = 0, None, None, False, False
        while True:
            try:
                msg = await c.recv()
            except Closed as exc:
                if "flood" in self.results or "1008" not in str(exc):
                    self.closed = str(exc)
                    return self
                self.results["flood"] = str(exc)  # thrown out: back with the token
                self.client = c = TableClient(self.url, self.code, self.name, token=c.token)
                await c.open()
                continue
            self.received.append(msg)
            kind = msg["type"]
            if kind == "error":
                self.errors.append(msg)
                continue
            self.seat = c.seat
            if kind not in ("link", "welcome"):
                check_message(self.ref, c.seat or 0, msg)
            if kind == "welcome":
                sent, spoke = None, False
            if kind in ("round_over", "match_over") or msg.get("phase") in (
                    "round_over", "match_over"):
                self.final = msg["sheet"] if kind == "match_over" else self.final
                await c.ready(msg["number"])
            if "legal" in msg and not msg["legal"] and not out_of_turn and msg["number"] == 1:
                out_of_turn = True
                await c.send({"type": "move", "number": 1, "ply": msg["next_ply"],
                              "move": "draw"})
            if not msg.get("legal") or sent == (msg["number"], msg["next_ply"]):
                continue
            turns += 1
            if turns == 1:
                attacks = asyncio.create_task(_attacks(self.url))
                for bad in _tricks(msg):
                    await c.send(bad)
            elif turns == 6 and attacks is not None:
                self.results.update(await attacks)  # the others played on meanwhile
                for _ in range(60):
                    await c.send({"type": "phrase", "phrase": PHRASES[2]})
                continue
            elif "flood" in self.results and "half_open" not in self.results and spoke:
                # (an old token works until the client speaks on its new connection)
                self.results["replayed"] = await _raw(self.url, "127.0.0.5",
                                                      _hello(token=first_token))
                self.host.drain()
                c._ws.transport.pause_reading()  # type: ignore[union-attr]  # half-open
                await asyncio.to_thread(self.host.wait_for, rf"seat {(c.seat or 0) + 1} dropped", 20)
                c._ws.transport.resume_reading()  # type: ignore[union-attr]
                self.results["half_open"] = True
                continue
            sent = (msg["number"], msg["next_ply"])
            move = bot.choose(SeatView.from_json(msg["view"]),
                              move_rng(self.seed, msg["number"], msg["next_ply"]))
            await c.move(msg["number"], msg["next_ply"], str(move))
            spoke = True


def test_a_hostile_client_neither_crashes_nor_fools_nor_disturbs_the_host(
        tmp_path: Path) -> None:
    host = HostProcess(tmp_path, *HOST_ARGS, seats=SEATS, seed=17).start()
    ref = reference(find_preset("kozel"), 4, 17)
    try:
        honest = [Player(host.url, host.code, f"P{i}", ref, 17) for i in range(2)]
        rogue = Rogue(host.url, host.code, "Rogue", ref, 17)
        rogue.host = host
        asyncio.run(within(150, honest[0].play(), honest[1].play(), rogue.play()))
        assert host.finished(30) == 0
    finally:
        host.stop()
    for p in honest:
        assert p.final == ref.final, "the honest players' match was changed"
        assert not p.errors and "finished" in p.closed
        assert {m["type"] for m in p.received} <= PROTOCOL_TYPES
        said = [m for m in p.received if m["type"] == "phrase"]
        # the first phrase, and one of the flood (a second later): each as the host's event
        assert [m["phrase"] for m in said] == [PHRASES[0], PHRASES[2]]
        assert all(set(m) == {"type", "seat", "phrase"} and m["seat"] == rogue.seat
                   for m in said)
    assert rogue.final == ref.final
    codes = [e["code"] for e in rogue.errors]
    # The out-of-turn try is answered before the tricks, unless the rogue's seat (given by
    # the order of joining) leads round 1: then its first turn, with the tricks, comes first.
    if codes[:9] == TRICK_CODES:
        codes.insert(0, codes.pop(9))
    assert codes[0] in ("not_your_turn", "stale"), codes
    assert codes[1:10] == TRICK_CODES
    assert codes[10:] and set(codes[10:-1]) <= {"too_fast"} and codes[-1] == "flood"
    assert "1008" in rogue.results["flood"]
    assert rogue.results.get("half_open") and any("dropped" in ln for ln in host.seen)
    results = rogue.results
    for name, code in (("code", "bad_code"), ("token", "bad_token"), ("json", "bad_json"),
                       ("binary", "binary"), ("version", "version"), ("first", "no_hello"),
                       ("full", "table_full"), ("silent", "no_hello"), ("busy", "busy"),
                       ("locked", "locked_out"), ("replayed", "bad_token")):
        got, close = results[name]
        assert [m["code"] for m in got] == [code], (name, got)
        assert close in (1008, 1013), (name, close)
    assert results["big"][1] == 1009, "a message past the size limit closes the connection"
