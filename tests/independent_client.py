"""A client of the Kozel table protocol written from `docs/PROTOCOL.md` alone.

Nothing here comes from `kozel_net`, `kozel_gui`, `rules` or the other network tests: the
page is the only source, so whatever this client needs that the page does not say is a
gap in the page. `Client` speaks the protocol and checks every host message with `independent_schema.problems` (exactly the
fields the page lists, with the types it gives) as it arrives.
"""

from __future__ import annotations

import asyncio
import json
import random
from collections.abc import Callable
from typing import Any

from independent_schema import problems, tiles_in
from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed


# ----------------------------------------------------------------------------- the client
class Closed(Exception):
    """The host closed the connection: `code` and `reason` of its close frame."""

    def __init__(self, code: int | None, reason: str) -> None:
        super().__init__(f"closed {code} {reason!r}")
        self.code = code
        self.reason = reason


class Client:
    """One connection to a host; `play` answers every turn with a move from `legal`."""

    def __init__(self, url: str, name: str, *, seed: int = 0, local_addr: str | None = None,
                 timeout: float = 20.0) -> None:
        self.url = url
        self.name = name
        self.local_addr = local_addr
        self.timeout = timeout
        self.rng = random.Random(seed)
        self.ws: ClientConnection | None = None
        self.received: list[dict[str, Any]] = []
        self.problems: list[str] = []
        self.leaks: list[str] = []
        self.errors: list[str] = []
        self.closed: Closed | None = None
        self.token: str | None = None
        self.seat: int | None = None
        self.code: str | None = None
        self.seats: list[dict[str, Any]] = []
        self.sheets: dict[tuple[str, int, int], Any] = {}  # (type, match, round) -> message
        self.match = 0
        self.number = 0
        self.next_ply = 0
        self.legal: list[str] = []
        self.view: dict[str, Any] | None = None
        self.moved_at: tuple[int, int] | None = None
        self.known: set[str] = set()  # the tiles this seat may know in this round
        self.known_round = (-1, -1)

    # -- the wire
    async def connect(self) -> Client:
        extra: dict[str, Any] = {}
        if self.local_addr:
            extra["local_addr"] = (self.local_addr, 0)
        self.ws = await asyncio.wait_for(
            connect(self.url, compression=None, open_timeout=self.timeout, **extra),
            self.timeout)
        self.closed = None
        return self

    async def send(self, message: dict[str, Any]) -> None:
        await self.send_raw(json.dumps(message))

    async def send_raw(self, data: str | bytes) -> None:
        assert self.ws is not None
        await self.ws.send(data)

    async def recv(self, timeout: float | None = None) -> dict[str, Any]:
        """The next host message, checked; `Closed` when the host closed instead."""
        assert self.ws is not None
        try:
            data = await asyncio.wait_for(self.ws.recv(), timeout or self.timeout)
        except ConnectionClosed as closed:
            frame = closed.rcvd
            self.closed = Closed(frame.code if frame else None, frame.reason if frame else "")
            raise self.closed from None
        if not isinstance(data, str):
            self.problems.append(f"a binary frame from the host: {data!r}")
            return {"type": "binary"}
        message = json.loads(data)
        self.problems += problems(message)
        if not isinstance(message, dict):
            return {"type": "not an object"}
        self.received.append(message)
        self.note(message)
        return message

    async def expect(self, kind: str, timeout: float | None = None) -> dict[str, Any]:
        """Read (and note) messages until one of type `kind`."""
        while True:
            message = await self.recv(timeout)
            if message.get("type") == kind:
                return message

    async def expect_close(self, timeout: float | None = None) -> Closed:
        """Read until the host closes; the messages on the way are noted."""
        try:
            while True:
                await self.recv(timeout)
        except Closed as closed:
            return closed

    async def drop(self) -> None:
        """Lose the connection: no `bye`, no close frame (a crash, a network gone)."""
        assert self.ws is not None
        self.ws.transport.abort()
        try:
            await asyncio.wait_for(self.ws.wait_closed(), self.timeout)
        finally:
            self.ws = None

    def hang(self, hung: bool = True) -> None:
        """Stop reading (a frozen client: it answers no ping), or read again."""
        assert self.ws is not None
        if hung:
            self.ws.transport.pause_reading()
        else:
            self.ws.transport.resume_reading()

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()
            self.ws = None

    # -- the messages
    async def hello(self, code: str, *, token: str | None = None, name: str | None = None,
                    **extra: Any) -> dict[str, Any]:
        """Say hello (a name, or the token of the last welcome) and read the `welcome`."""
        message: dict[str, Any] = {"type": "hello", "version": 1, "code": code}
        if token is not None:
            message["token"] = token
        if name is not None or token is None:
            message["name"] = self.name if name is None else name
        message.update(extra)
        await self.send(message)
        welcome = await self.expect("welcome")
        self.token = welcome["token"]
        self.seat = welcome["seat"]
        self.code = welcome["code"]
        return welcome

    async def join(self, code: str) -> dict[str, Any]:
        await self.connect()
        return await self.hello(code)

    async def rejoin(self, code: str) -> dict[str, Any]:
        """Come back after a lost connection with the token of the last welcome."""
        assert self.token is not None
        await self.connect()
        welcome = await self.hello(code, token=self.token)
        await self.expect("state")
        return welcome

    async def move(self, move: str, *, number: int | None = None,
                   ply: int | None = None) -> None:
        await self.send({"type": "move", "number": self.number if number is None else number,
                         "ply": self.next_ply if ply is None else ply, "move": move})

    async def ready(self, number: int | None = None) -> None:
        await self.send({"type": "ready", "number": self.number if number is None else number})

    async def phrase(self, key: str) -> None:
        await self.send({"type": "phrase", "phrase": key})

    async def stand_in(self, seat: int) -> None:
        await self.send({"type": "stand_in", "seat": seat})

    async def sit(self, seat: int) -> None:
        """In the lobby: move to the free seat `seat` (answered by `seated`, or an error)."""
        await self.send({"type": "sit", "seat": seat})

    async def bye(self) -> Closed:
        await self.send({"type": "bye"})
        return await self.expect_close()

    # -- what the messages say
    def note(self, message: dict[str, Any]) -> None:
        """Take in what a host message says (and check what it shows this seat)."""
        kind = message.get("type")
        if kind == "error":
            self.errors.append(message.get("code", "?"))
        elif kind == "seats":
            self.seats = message["seats"]
        elif kind == "seated":  # our answer to `sit`: the seat is ours from now on
            self.seat = message["seat"]
        elif kind == "state":
            self.match = message.get("match", self.match)
            self.seats = message.get("seats", self.seats)
            if "view" in message:
                self.number = message["number"]
                self._take_turn_info(message)
        elif kind == "move":
            self.number = message["number"]
            self._check_move_privacy(message)
            self._take_turn_info(message)
        elif kind in ("round_over", "match_over"):
            self.sheets[(kind, self.match, message["number"])] = message

    def _take_turn_info(self, message: dict[str, Any]) -> None:
        self.next_ply = message["next_ply"]
        self.legal = list(message["legal"])
        self.view = message["view"]
        self._check_view_privacy(message)

    def _check_move_privacy(self, message: dict[str, Any]) -> None:
        mine = message["seat"] == self.seat
        if message["move"] == "draw" and not mine and "drawn" in message:
            self.leaks.append(f"another seat's drawn tile: {message!r}")
        if "drawn" in message and message["move"] != "draw":
            self.leaks.append(f"drawn without a draw: {message!r}")

    def _check_view_privacy(self, message: dict[str, Any]) -> None:
        """While the round goes on, name no tile this seat may not know."""
        view = message["view"]
        if not isinstance(view, dict) or view.get("outcome") is not None:
            return
        hand = set(view.get("hand", []))
        if self.known_round != (self.match, self.number):
            self.known_round = (self.match, self.number)
            self.known = set()
        self.known |= hand | tiles_in(view.get("lots", []))
        for item in view.get("history", []):
            if len(item) == 3 and item[0] != self.seat:
                self.leaks.append(f"seat {self.seat} sees seat {item[0]}'s draw {item!r}")
            self.known |= tiles_in(item[1:])
        if view.get("seat") != self.seat:
            self.leaks.append(f"seat {self.seat} got seat {view.get('seat')}'s view")
        sizes = view.get("hand_sizes", [])
        if self.seat is not None and len(sizes) > self.seat and sizes[self.seat] != len(hand):
            self.leaks.append(f"hand {sorted(hand)} but hand_sizes {sizes}")
        shown = tiles_in({k: v for k, v in message.items() if k != "sheet"})
        unknown = shown - self.known - tiles_in(message.get("drawn", ""))
        if unknown:
            self.leaks.append(f"seat {self.seat} is shown {sorted(unknown)} in {message!r}")

    async def refused(self, *frames: str | bytes) -> tuple[tuple[str, ...], int | None]:
        """Connect, send `frames`, read to the close: the error codes and the close code."""
        await self.connect()
        for frame in frames:
            await self.send_raw(frame)
        closed = await self.expect_close()
        return tuple(self.errors), closed.code

    def my_turn(self) -> bool:
        return bool(self.legal) and self.moved_at != (self.number, self.next_ply)

    def choose(self) -> str:
        return self.rng.choice(self.legal)

    async def play(self, until: Callable[[dict[str, Any]], bool] | None = None,
                   *, ready_after_match: bool = True) -> dict[str, Any]:
        """Play every turn from `legal` and say `ready` after each round, until a message
        `until` accepts (returned), or `closing` (returned) and the close after it."""
        if self.my_turn():
            await self.take_turn()
        while True:
            message = await self.recv()
            kind = message.get("type")
            if until is not None and until(message):
                return message
            if kind == "closing":
                self.closed = await self.expect_close()
                return message
            if kind == "round_over" or (kind == "match_over" and ready_after_match):
                await self.ready(message["number"])
            elif kind in ("state", "move") and self.my_turn():
                await self.take_turn()

    async def take_turn(self) -> None:
        """Play one of the `legal` moves of the last message."""
        self.moved_at = (self.number, self.next_ply)
        await self.move(self.choose())


async def join_all(url: str, code: str, names: list[str], seed: int = 0) -> list[Client]:
    """Seat one client per name, in order (the first free seat each), each from its own
    loopback address (127.0.1.1, 127.0.1.2, ...), as people on their own machines."""
    clients = []
    for i, name in enumerate(names):
        client = Client(url, name, seed=seed + i, local_addr=f"127.0.1.{i + 1}")
        await client.join(code)
        clients.append(client)
    return clients


def public_part(view: dict[str, Any]) -> dict[str, Any]:
    """What every seat's view must agree on (own draws' tiles and own hand left out)."""
    return {
        "hand_sizes": view["hand_sizes"], "bazaar_size": view["bazaar_size"],
        "ends": view["ends"], "to_move": view["to_move"], "leader": view["leader"],
        "history": [item[:2] for item in view["history"]], "offer": view["offer"],
        "knocks": view["knocks"], "outcome": view["outcome"],
    }
