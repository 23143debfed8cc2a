"""A host run by the game's own window: one table served on a worker thread.

``python -m kozel_net serve`` is the host with no window; a player who opens a table
from the menu gets the same ``TableServer`` on a thread of its own (its own asyncio
loop), announced on the local network where that is allowed, stopped when the window
leaves the table.  The window then joins its own table as any client does.
"""

from __future__ import annotations

import asyncio
import contextlib
import threading
from pathlib import Path

from kozel_net.autosave import Autosave
from kozel_net.discovery import Advert, advertise
from kozel_net.server import TableServer, load_tables
from kozel_net.table import GRACE, NetTable, TableConfig

__all__ = ["DEFAULT_PORT", "HostThread"]

DEFAULT_PORT = 8765


class HostThread:
    """One table served on ``port`` (or, if that one is taken, any free port)."""

    def __init__(self, config: TableConfig, *, port: int = DEFAULT_PORT, listen: str = "0.0.0.0",
                 state: Path | None = None, lan: bool = True, bot_delay: float = 0.6,
                 grace: float = GRACE, interfaces: list[str] | None = None,
                 host_name: str = "", start_when_full: bool = True) -> None:
        self.config = config
        self.host_name = host_name
        """The name of the player who opens the table: announced on the local network."""
        self.port: int | None = None
        self.error: str | None = None
        self._wanted, self._listen, self._state, self._lan = port, listen, state, lan
        self._bot_delay, self._grace = bot_delay, grace
        self._start_when_full = start_when_full
        """False for a window's own table: its host starts it (the lobby's «Начать»)."""
        self._interfaces = interfaces
        """Where to announce the table (None: every network this computer is on)."""
        self._started = threading.Event()
        self._loop = asyncio.new_event_loop()
        self._stop: asyncio.Event | None = None
        self._stopping = threading.Event()
        """``stop`` was asked for: kept for a thread whose loop has not begun yet (a table
        closed as it opened would else be served on, its port held, for ever)."""
        self._server: TableServer | None = None
        self._thread = threading.Thread(target=self._run, name="kozel-net-host", daemon=True)
        self._thread.start()

    @property
    def code(self) -> str:
        """The table's join code."""
        return self.config.code

    def wait_started(self, timeout: float = 10.0) -> int:
        """The port it listens on once it does; ``OSError`` if it could not."""
        if not self._started.wait(timeout):
            raise OSError("the table did not open in time")
        if self.port is None:
            raise OSError(self.error or "the table could not open")
        return self.port

    def _run(self) -> None:
        asyncio.set_event_loop(self._loop)
        try:
            self._loop.run_until_complete(self._main())
        finally:
            self._started.set()
            self._loop.close()

    async def _main(self) -> None:
        self._stop = asyncio.Event()
        if self._stopping.is_set():  # asked before the loop ran: stop as soon as it listens
            self._stop.set()
        saves = Autosave(self._state) if self._state is not None else None
        fresh = [NetTable(self.config)]
        tables = load_tables(saves, fresh, lambda _line: None) if saves is not None else fresh
        host = self._server = TableServer(tables, saves=saves, grace=self._grace,
                                          bot_delay=self._bot_delay,
                                          start_when_full=self._start_when_full)
        try:
            ws = await host.start(self._listen, self._wanted)
        except OSError:
            try:  # the usual port is taken (another table, another program): any free one
                ws = await host.start(self._listen, 0)
            except OSError as exc:
                self.error = str(exc)
                host.close()
                return
        self.port = ws.sockets[0].getsockname()[1] if ws.sockets else self._wanted
        self._started.set()
        lan: Advert | None = None
        if self._lan:
            lan = await advertise(tables[0], self.port, lambda _line: None,
                                  interfaces=self._interfaces, host=self.host_name)
            if lan is not None:
                host.on_change = lan.follow(tables[0])
        stopping = asyncio.ensure_future(self._stop.wait())
        finished = asyncio.ensure_future(host.done.wait())
        await asyncio.wait([stopping, finished], return_when=asyncio.FIRST_COMPLETED)
        stopping.cancel()
        finished.cancel()
        if not host.done.is_set():
            host.stop_links()  # closed by the host, not lost: nobody is waited for after it
        ws.close(close_connections=not host.done.is_set())
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(ws.wait_closed(), 5)
        host.close()
        if lan is not None:
            with contextlib.suppress(Exception):  # the network may be gone by now
                await lan.close()

    @property
    def started(self) -> bool:
        """Whether it listens now, or gave up trying (``wait_started`` says which)."""
        return self._started.is_set()

    @property
    def running(self) -> bool:
        """Whether it still serves."""
        return self._thread.is_alive()

    def discard(self) -> None:
        """Forget the table's autosave (it was closed on purpose, not lost)."""
        if self._state is not None:
            saves = Autosave(self._state)
            saves.path(self.code).unlink(missing_ok=True)
            saves.journal(self.code).unlink(missing_ok=True)

    def finish(self, timeout: float = 8.0, *, reason: str = "done") -> None:
        """Close the table for good: everyone is told it has finished (``closing`` with
        ``reason``: ``done`` after a match, ``closed`` in the middle of one; its autosave
        goes with it), the thread ends."""
        server = self._server
        if server is not None and self._loop.is_running():
            self._loop.call_soon_threadsafe(server.finish, reason)
        self.stop(timeout)

    def start_now(self) -> None:
        """Start the match before every seat is taken: the computer takes the free ones."""
        server = self._server
        if server is not None and self._loop.is_running():
            self._loop.call_soon_threadsafe(server.start_now)

    def hosted_by(self, token: str) -> None:
        """This window sat down at its own table with ``token``: the others are told who
        holds the table (``host`` of ``seats``)."""
        server = self._server
        if server is not None and self._loop.is_running():
            self._loop.call_soon_threadsafe(server.hosted_by, self.code, token)

    def stop(self, timeout: float = 8.0) -> None:
        """Close every connection (1001: the host is stopping) and end the thread (also when
        it is asked before the thread's loop has begun)."""
        self._stopping.set()
        stop = self._stop
        if stop is not None:
            with contextlib.suppress(RuntimeError):  # (the loop closed meanwhile)
                self._loop.call_soon_threadsafe(stop.set)
        self._thread.join(timeout)
