"""The client on a worker thread beside the pygame loop: the window never waits for the network.

The thread runs its own asyncio loop with a :class:`~kozel_net.client.TableClient`;
the game's loop calls :meth:`ClientThread.poll` once a frame for what has arrived and
:meth:`ClientThread.send` to say something (both return at once).  What arrives is the
host's messages and the client's own ``link`` messages (docs/PROTOCOL.md), then, once the
connection is over for good, ``{"type": "ended", "reason": ...}``.
"""

from __future__ import annotations

import asyncio
import contextlib
import queue
import threading
from typing import Any

from websockets.exceptions import WebSocketException

from kozel_net.client import Closed, Refused, TableClient

__all__ = ["ClientThread"]


class ClientThread:
    """One seat's connection, run on its own thread."""

    def __init__(self, url: str, code: str, name: str, gender: str | None = None,
                 token: str | None = None, *, retry_for: float = 60.0) -> None:
        self.client = TableClient(url, code, name, gender, token, retry_for=retry_for)
        self._inbox: queue.SimpleQueue[dict[str, Any]] = queue.SimpleQueue()
        self._loop = asyncio.new_event_loop()
        self._stop: asyncio.Event | None = None
        self._stopping = threading.Event()
        """``close`` was asked for: kept for a thread whose loop has not begun yet."""
        self._bye = True
        """Whether closing says bye (``close``)."""
        self._thread = threading.Thread(target=self._run, name="kozel-net-client", daemon=True)
        self._thread.start()

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        self._loop.run_until_complete(self._main())
        self._loop.close()

    async def _main(self) -> None:
        self._stop = asyncio.Event()
        if self._stopping.is_set():  # closed before the loop ran: nothing to open
            return
        try:
            await self.client.open()
        except Refused as exc:
            self._inbox.put({"type": "ended", "reason": exc.code})
            return
        except (OSError, TimeoutError, Closed, WebSocketException) as exc:
            self._inbox.put({"type": "ended", "reason": "unreachable", "detail": str(exc)})
            return
        reader = asyncio.ensure_future(self._read())
        stopping = asyncio.ensure_future(self._stop.wait())
        await asyncio.wait([reader, stopping], return_when=asyncio.FIRST_COMPLETED)
        reader.cancel()
        stopping.cancel()
        await self.client.close(bye=self._bye)

    async def _read(self) -> None:
        while True:
            try:
                self._inbox.put(await self.client.recv())
            except Closed as exc:
                self._inbox.put({"type": "ended", "reason": "lost", "detail": str(exc)})
                return
            except Refused as exc:  # coming back after a lost link, the host said no
                self._inbox.put({"type": "ended", "reason": exc.code, "detail": str(exc)})
                return

    def poll(self) -> list[dict[str, Any]]:
        """Everything that arrived since the last call (never waits)."""
        out = []
        while True:
            try:
                out.append(self._inbox.get_nowait())
            except queue.Empty:
                return out

    def wait(self, timeout: float) -> dict[str, Any] | None:
        """The next message within ``timeout`` seconds, or None (for tests and scripts)."""
        try:
            return self._inbox.get(timeout=timeout)
        except queue.Empty:
            return None

    def send(self, message: dict[str, Any]) -> None:
        """Send ``message`` from any thread (dropped if the link is down right now)."""
        if self._loop.is_running():
            asyncio.run_coroutine_threadsafe(self.client.send(message), self._loop)

    def close(self, timeout: float = 5.0, *, bye: bool = True) -> None:
        """Say bye (unless not ``bye``: the table then waits for us), close and end the
        thread."""
        self._bye = bye
        self._stopping.set()
        stop = self._stop
        if stop is not None:
            with contextlib.suppress(RuntimeError):  # (the loop closed meanwhile)
                self._loop.call_soon_threadsafe(stop.set)
        self._thread.join(timeout)
