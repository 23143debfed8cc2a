"""A player's connection to a host (asyncio): join, send, receive, and reconnect by itself.

>>> # async with TableClient("ws://127.0.0.1:8765", "ABCD", "Зина") as client:
>>> #     welcome = await client.recv()
``recv`` hands on the host's messages as they come (docs/PROTOCOL.md) and two of its own:
``{"type": "link", "up": false}`` when the connection is lost and it starts trying again,
``{"type": "link", "up": true}`` once it is back (a ``welcome`` and a ``state`` follow).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from collections import deque
from types import TracebackType
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed, InvalidHandshake

from kozel_net.protocol import VERSION

__all__ = ["DEFAULT_PORT", "Closed", "Refused", "TableClient", "table_url"]

DEFAULT_PORT = 8765

RETRY_CLOSES = {1001, 1006, 1011, 1012, 1013}
"""Close codes after which the client tries again (host going away or restarting, a lost
link, a missed ping, a host too busy); any other close is final."""


def table_url(address: str, port: int = DEFAULT_PORT) -> str:
    """The ``ws://`` URL of a host typed as ``HOST``, ``HOST:PORT`` or a ``ws://`` URL.

    ``ValueError`` when it is none of them (an empty text, a port that is not a number).
    """
    text = address.strip().removeprefix("ws://").rstrip("/")
    host, sep, rest = text.rpartition(":") if not text.endswith("]") else (text, "", "")
    if not sep or (host.count(":") and not host.startswith("[")):  # no port, or bare IPv6
        host, rest = text, str(port)
    if not host or any(c.isspace() or c in "/?#@" for c in host):
        raise ValueError(f"not a host address: {address!r}")
    if not rest.isdigit() or not 0 < int(rest) < 65536:
        raise ValueError(f"not a port: {rest!r}")
    if ":" in host and not host.startswith("["):
        host = f"[{host}]"  # a bare IPv6 address
    return f"ws://{host}:{int(rest)}"


class Refused(Exception):
    """The host said no to the hello: ``code`` and its message (docs/PROTOCOL.md, errors)."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(f"{code}: {message}")
        self.code = code


class Closed(Exception):
    """The connection is over for good (the table finished, a refusal, or no host any more)."""


class TableClient:
    """One seat's connection; keeps its token and comes back after a lost connection."""

    def __init__(self, url: str, code: str, name: str, gender: str | None = None,
                 token: str | None = None, *, retry_for: float = 60.0,
                 local_addr: tuple[str, int] | None = None) -> None:
        self.url, self.code, self.name, self.gender = url, code, name, gender
        self.token = token
        self.seat: int | None = None
        self.retry_for = retry_for
        self.local_addr = local_addr
        self._ws: ClientConnection | None = None
        self._pending: deque[dict[str, Any]] = deque()
        self._lost = False

    async def __aenter__(self) -> TableClient:
        await self.open()
        return self

    async def __aexit__(self, kind: type[BaseException] | None, exc: BaseException | None,
                        tb: TracebackType | None) -> None:
        await self.close()

    # -- connecting -------------------------------------------------------------------

    async def open(self) -> None:
        """Connect and say hello; ``Refused`` if the host will not seat us."""
        kwargs: dict[str, Any] = {}
        if self.local_addr is not None:
            kwargs["local_addr"] = self.local_addr
        self._ws = await connect(self.url, max_size=2**20, compression=None, open_timeout=5,
                                 close_timeout=2, ping_interval=10, ping_timeout=10, **kwargs)
        hello: dict[str, Any] = {"type": "hello", "version": VERSION, "code": self.code,
                                 "name": self.name, "gender": self.gender}
        if self.token is not None:
            hello["token"] = self.token
        await self._ws.send(json.dumps(hello, ensure_ascii=False))
        first = await self._read()
        if first.get("type") == "error":
            await self._ws.close()
            if first.get("code") == "seat_freed":  # the lobby gave our seat up: sit down again
                self.token = None
                return await self.open()
            raise Refused(str(first.get("code")), str(first.get("message")))
        self._pending.append(first)

    async def _read(self) -> dict[str, Any]:
        assert self._ws is not None
        raw = await self._ws.recv()
        msg = json.loads(raw)
        if not isinstance(msg, dict):
            raise Closed("the host sent something that is not a message")
        if msg.get("type") == "welcome":
            self.seat, self.token = msg.get("seat"), msg.get("token")
        elif msg.get("type") == "seated":  # we took another seat in the lobby
            self.seat = msg.get("seat")
        return msg

    async def _reconnect(self) -> None:
        """Try again, waiting longer each time, for up to ``retry_for`` seconds."""
        deadline = time.monotonic() + self.retry_for
        wait = 0.02
        while True:
            try:
                await self.open()
                return
            except (OSError, InvalidHandshake, TimeoutError, ConnectionClosed) as exc:
                if time.monotonic() + wait > deadline:
                    raise Closed(f"the host is gone: {exc}") from None
                await asyncio.sleep(wait)
                wait = min(wait * 2, 1.0)

    # -- talking ----------------------------------------------------------------------

    async def recv(self) -> dict[str, Any]:
        """The next message from the host (or a ``link`` message of this client's own)."""
        if self._pending:
            return self._pending.popleft()
        if self._lost:
            await self._reconnect()
            self._lost = False
            return {"type": "link", "up": True}
        if self._ws is None:
            raise Closed("not connected")
        try:
            return await self._read()
        except ConnectionClosed as exc:
            code = exc.rcvd.code if exc.rcvd is not None else 1006
            if code not in RETRY_CLOSES or self.token is None:
                reason = exc.rcvd.reason if exc.rcvd is not None else ""
                raise Closed(f"closed by the host ({code} {reason})") from None
        self._lost = True
        return {"type": "link", "up": False}

    async def send(self, message: dict[str, Any]) -> None:
        """Send one message (lost if the link is down: the next ``state`` tells what is)."""
        if self._ws is None:
            return
        with contextlib.suppress(ConnectionClosed):  # recv sees the close and reconnects
            await self._ws.send(json.dumps(message, ensure_ascii=False))

    async def move(self, number: int, ply: int, move: str) -> None:
        """Play ``move`` at round ``number``, move ``ply`` (as the host's last message said)."""
        await self.send({"type": "move", "number": number, "ply": ply, "move": move})

    async def ready(self, number: int) -> None:
        """Seen the end of round ``number``: deal the next one."""
        await self.send({"type": "ready", "number": number})

    async def phrase(self, phrase: str) -> None:
        """Say a quick phrase (``kozel_net.PHRASES``)."""
        await self.send({"type": "phrase", "phrase": phrase})

    async def sit(self, seat: int) -> None:
        """In the lobby, take the free seat ``seat`` instead of ours (``seated`` answers)."""
        await self.send({"type": "sit", "seat": seat})

    async def drop(self) -> None:
        """Lose the connection without a word (as a crash would): for tests of the host."""
        if self._ws is not None:
            self._ws.transport.abort()

    async def close(self, *, bye: bool = True) -> None:
        """Leave for now: say bye and close (the seat stays ours with the token).  Without
        ``bye`` (a window closing) the host takes it as a lost connection and the table
        waits for us to come back."""
        if self._ws is not None:
            if bye:
                await self.send({"type": "bye"})
            await self._ws.close(1000 if bye else 1001)  # 1001: going away (a window closed)
            self._ws = None

