"""The host: a WebSocket server (``websockets`` on asyncio) in front of its tables.

Every frame a client sends is size-limited, rate-limited and schema-checked
(``kozel_net.protocol``) before its table sees it; a refused one gets an ``error``,
a malformed or hostile one closes that connection, and nothing a client sends ever
reaches another client except as the table's own messages.  Each table is saved
before anyone is told of a change, so a host that restarts resumes where it was.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from collections.abc import Callable, Iterable
from concurrent.futures import ThreadPoolExecutor

from websockets.asyncio.server import Server, ServerConnection, serve
from websockets.exceptions import ConnectionClosed

from kozel_net.autosave import Autosave
from kozel_net.limits import Bucket, Failures, Limits, Spacing
from kozel_net.protocol import (
    VERSION,
    ClientMessage,
    ProtocolError,
    check_code,
    check_name,
    parse_client,
)
from kozel_net.table import GRACE, Gone, HostTurn, NetTable, Out, Phase
from rules.i18n import Gender

__all__ = ["Link", "TableServer", "load_tables"]

CLOSE_GOING_AWAY = 1001
CLOSE_POLICY = 1008
CLOSE_TRY_LATER = 1013
CLOSE_REPLACED = 4000
CLOSE_DONE = 1000


class Link:
    """One client connection: its bucket, its queue of messages out, its seat once joined."""

    def __init__(self, ws: ServerConnection, limits: Limits, now: float) -> None:
        self.ws = ws
        self.bucket = Bucket(limits.rate, limits.burst, now)
        self.errors = 0
        self.phrases: Spacing[list[Out]] = Spacing(limits.phrase_interval,
                                                   "one phrase a second at most")
        self.sits: Spacing[list[Out]] = Spacing(
            limits.sit_interval, f"one change of seat in {limits.sit_interval:g} s at most")
        self.seat: tuple[NetTable, int] | None = None
        self.confirmed = False
        self.said_bye = False
        """The client said it leaves (``bye``): the stand-in takes its seat at once."""
        self.queue: asyncio.Queue[str | None] = asyncio.Queue(limits.send_queue)
        self._close_code: tuple[int, str] | None = None
        self.sender = asyncio.create_task(self._send_all())

    @property
    def address(self) -> str:
        """The peer's IP address."""
        peer = self.ws.remote_address
        return str(peer[0]) if isinstance(peer, tuple) and peer else "?"

    def send(self, text: str) -> None:
        """Queue a message; a reader too slow to keep up is disconnected, never waited for."""
        if self._close_code is not None:
            return
        try:
            self.queue.put_nowait(text)
        except asyncio.QueueFull:
            self.close(CLOSE_POLICY, "too slow: messages piled up")

    @property
    def closed_here(self) -> bool:
        """The host closed this connection (a ``bye``, a refusal), not the client or the
        network."""
        return self._close_code is not None

    def close(self, code: int, reason: str) -> None:
        """Close after what is already queued has gone out (the first reason given stands)."""
        if self._close_code is not None:
            return
        self._close_code = (code, reason)
        if self.queue.full():  # a reader that fell behind loses what it did not read
            while not self.queue.empty():
                self.queue.get_nowait()
        self.queue.put_nowait(None)

    async def _send_all(self) -> None:
        try:
            while (text := await self.queue.get()) is not None:
                await self.ws.send(text)
            await self.ws.close(*(self._close_code or (CLOSE_DONE, "")))
        except ConnectionClosed:
            pass


class TableServer:
    """The tables one host holds, and the connections to them."""

    def __init__(self, tables: Iterable[NetTable], *, limits: Limits | None = None,
                 saves: Autosave | None = None, grace: float = GRACE, bot_delay: float = 0.0,
                 log: Callable[[str], None] | None = None, log_moves: bool = False,
                 start_when_full: bool = True) -> None:
        self.tables = {t.code: t for t in tables}
        for table in self.tables.values():
            table.grace = grace
            table.starts_when_full = start_when_full
        self.limits = limits or Limits()
        self.saves = saves
        self.bot_delay = bot_delay
        self.log = log
        """Told of each person coming, going and coming back, each stand-in taking a seat,
        each round's end and each autosave read or written: a line for the organiser."""
        self.log_moves = log_moves
        """Every move too."""
        self.on_change: Callable[[NetTable], None] | None = None
        """Told of every change of a table, once its players have been (the LAN
        announcement follows the free seats by it)."""
        self.links: dict[tuple[str, int], Link] = {}
        self.connections: dict[str, int] = {}
        self.failures = Failures(self.limits.failures, self.limits.failure_window)
        self._turns: dict[str, tuple[tuple[int, int, int], asyncio.Task[None]]] = {}
        self._waits: dict[str, asyncio.TimerHandle] = {}
        """Each table's timer for the end of the grace of the first person it waits for."""
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="kozel-net-bot")
        self.done = asyncio.Event()
        self.stopping = False
        """The host closes every connection itself (``stop_links``): nobody leaves for it."""
        now = time.monotonic()
        for table in self.tables.values():
            for i, seat in enumerate(table.seats):
                # After a restart every person gets the grace to come back, but a seat the
                # table had stopped waiting for stays the stand-in's: it plays on at once.
                if seat.plan.human and not seat.given:
                    seat.dropped_at = now
                elif seat.away:
                    self._say(f"{table.code} seat {i + 1} stand-in: {seat.name} was not back "
                              "before the stop, the stand-in plays on")

    async def start(self, host: str, port: int) -> Server:
        """Listen on ``host:port`` (port 0: any free one)."""
        lim = self.limits
        server = await serve(self._handle, host, port, max_size=lim.max_message,
                             max_queue=8, compression=None, ping_interval=lim.ping_interval,
                             ping_timeout=lim.ping_timeout, open_timeout=lim.hello_timeout,
                             close_timeout=2, server_header=None)
        for table in self.tables.values():
            self._schedule(table)
        return server

    def finish(self, reason: str = "done") -> None:
        """End every table now: each person is told it has finished (``closing`` with
        ``reason``), then closed (1000)."""
        for table in self.tables.values():
            if table.phase is not Phase.DONE:
                self._say(f"{table.code} closed by its host")
                self._changed(table, table.finish(reason))

    def start_now(self) -> None:
        """Start every table still waiting for people: the computer takes the free seats."""
        for table in self.tables.values():
            if table.phase is Phase.LOBBY:
                self._say(f"{table.code} started by its host"
                          + (": the computer takes the free seats" if table.free_seats() else ""))
                self._changed(table, table.start_with_bots())

    def hosted_by(self, code: str, token: str) -> None:
        """The game window that holds table ``code`` sat down at it with ``token``."""
        table = self.tables.get(code)
        if table is not None:
            self._changed(table, table.hosted_by(token))

    def stop_links(self) -> None:
        """The host is stopping: it closes every seat's connection itself (1001, going away:
        the clients come back once it is up again), so no seat is marked lost for it and,
        after the restart, the table waits for nobody who was there: each person gets the
        grace to sit down again, and only those who had gone without a word before are
        waited for (docs/PROTOCOL.md, «A lost connection»)."""
        self.stopping = True
        links = list(self.links.values())
        self._say(f"stopping: {len(links)} connection(s) closed, the players may come back "
                  "once the host is up again")
        for link in links:
            link.close(CLOSE_GOING_AWAY, "the host is stopping")

    def close(self) -> None:
        """Stop the bots' worker thread."""
        for _, task in self._turns.values():
            task.cancel()
        for timer in self._waits.values():
            timer.cancel()
        self._pool.shutdown(wait=False, cancel_futures=True)

    # -- one connection -------------------------------------------------------------

    async def _handle(self, ws: ServerConnection) -> None:
        now = time.monotonic()
        link = Link(ws, self.limits, now)
        address = link.address
        total = sum(self.connections.values())
        if total >= self.limits.max_connections or self.connections.get(
                address, 0) >= self.limits.max_per_address:
            self._refuse(link, "busy", "the host has too many connections", CLOSE_TRY_LATER)
            await link.sender
            return
        self.connections[address] = self.connections.get(address, 0) + 1
        try:
            await self._serve_link(link)
        finally:
            self.connections[address] -= 1
            if not self.connections[address]:
                del self.connections[address]
            self._left(link)
            link.close(CLOSE_DONE, "")
            with contextlib.suppress(asyncio.CancelledError):
                await link.sender

    async def _serve_link(self, link: Link) -> None:
        try:
            raw = await asyncio.wait_for(link.ws.recv(), self.limits.hello_timeout)
        except TimeoutError:
            self._refuse(link, "no_hello", "say hello first, within "
                         f"{self.limits.hello_timeout:g} s", CLOSE_POLICY)
            return
        except ConnectionClosed:
            return
        if not self._hello(link, raw):
            return
        try:
            async for raw in link.ws:
                if not self._message(link, raw):
                    break
            # Read on (and drop) what it still sends until it has answered the close: unread
            # frames would hold its answer back until the close times out.
            async with asyncio.timeout(self.limits.ping_timeout or 10):
                async for _ in link.ws:
                    pass
        except (ConnectionClosed, TimeoutError):
            return

    def _refuse(self, link: Link, code: str, message: str, close: int) -> None:
        link.send(_error(code, message))
        link.close(close, code)

    def _hello(self, link: Link, raw: str | bytes) -> bool:
        now = time.monotonic()
        if self.failures.locked(link.address, now):
            self._refuse(link, "locked_out", "too many wrong codes or tokens: try later",
                         CLOSE_POLICY)
            return False
        try:
            msg = parse_client(raw)
            if msg.type != "hello":
                raise ProtocolError("no_hello", "the first message is a hello", fatal=True)
            table, seat, token, outs = self._join(msg)
        except ProtocolError as exc:
            if exc.code in ("bad_code", "bad_token"):
                self.failures.add(link.address, now)
            self._say(f"refused a join from {link.address}: {exc.code}{_asked(raw)}")
            self._refuse(link, exc.code, str(exc), CLOSE_POLICY)
            return False
        old = self.links.get((table.code, seat))
        if old is not None:  # the same person on a new connection: the old one is stale
            old.seat = None
            old.close(CLOSE_REPLACED, "replaced by a newer connection")
        link.seat = (table, seat)
        self.links[(table.code, seat)] = link
        back = msg.get("token") is not None
        self._changed(table, [(seat, table.welcome(seat, token)), (seat, table.state(seat)),
                              *outs])
        self._say(f"{table.code} seat {seat + 1} {'back' if back else 'joined'}: "
                  f"{table.seats[seat].name}, from {link.address}")
        return True

    def _join(self, msg: ClientMessage) -> tuple[NetTable, int, str, list[Out]]:
        if msg.get("version") != VERSION:
            raise ProtocolError("version", f"this host speaks protocol version {VERSION}",
                                fatal=True)
        try:
            table = self.tables[check_code(msg.get("code"))]
        except (ValueError, KeyError):
            raise ProtocolError("bad_code", "no table has that code", fatal=True) from None
        if table.phase is Phase.DONE:
            raise ProtocolError("closed", "this table has finished", fatal=True)
        token = msg.get("token")
        if token is not None:
            return table, *table.rejoin(token)
        try:
            name = check_name(msg.get("name") or "")
        except ValueError as exc:
            raise ProtocolError("bad_name", str(exc), fatal=True) from None
        return table, *table.join(name, Gender.parse(msg.get("gender")))

    def _message(self, link: Link, raw: str | bytes) -> bool:
        now = time.monotonic()
        if link.seat is None:
            return False  # replaced: this connection no longer speaks for the seat
        table, seat = link.seat
        try:
            if not link.bucket.take(now):
                raise ProtocolError("flood", "too many messages: slow down", fatal=True)
            msg = parse_client(raw)
            if not link.confirmed:
                link.confirmed = True
                table.confirm(seat)
            outs = self._dispatch(link, table, seat, msg, now)
        except ProtocolError as exc:
            link.errors += exc.counts
            if exc.fatal or link.errors >= self.limits.max_errors:
                self._refuse(link, exc.code, str(exc), CLOSE_POLICY)
                return False
            link.send(_error(exc.code, str(exc)))
            return True
        if msg.type == "bye":
            link.said_bye = True
            link.close(CLOSE_DONE, "bye")
            return False
        if msg.type in ("move", "ready"):
            link.bucket.refund()  # accepted in turn: the game's own pace limits these
        self._changed(table, outs)
        return True

    def _dispatch(self, link: Link, table: NetTable, seat: int, msg: ClientMessage,
                  now: float) -> list[Out]:
        if msg.type == "move":
            outs = table.move(seat, msg.get("number"), msg.get("ply"), msg.get("move"))
            if self.log and self.log_moves:
                self.log(f"{table.code} {outs[0][1]['number']}.{outs[0][1]['ply']} "
                         f"seat {seat + 1} {msg.get('move')}")
            return outs
        if msg.type == "ready":
            return table.ready_for_next(seat, msg.get("number"))
        if msg.type == "phrase":
            return link.phrases.run(now, lambda: table.phrase(seat, msg.get("phrase")))
        if msg.type == "stand_in":
            outs = table.play_on(msg.get("seat"))
            if outs:
                self._say(f"{table.code} seat {msg.get('seat') + 1} stand-in: "
                          f"{table.seats[msg.get('seat')].name} not waited for, asked by "
                          f"seat {seat + 1}")
            return outs
        if msg.type == "sit":
            return self._sit(link, table, seat, msg.get("seat"), now)
        if msg.type == "hello":
            raise ProtocolError("bad_message", "hello again? you are already at the table")
        return []

    def _sit(self, link: Link, table: NetTable, seat: int, to: int, now: float) -> list[Out]:
        """A person in the lobby takes another free seat: this connection speaks for it."""
        outs = link.sits.run(now, lambda: table.sit(seat, to))
        if to != seat:
            del self.links[(table.code, seat)]
            self.links[(table.code, to)] = link
            link.seat = (table, to)
            self._say(f"{table.code} seat {seat + 1} moved to seat {to + 1}: "
                      f"{table.seats[to].name}")
        return outs

    def _left(self, link: Link) -> None:
        if link.seat is None:
            return
        table, seat = link.seat
        link.seat = None
        if self.links.get((table.code, seat)) is link:
            del self.links[(table.code, seat)]
            # Gone without a bye or a refusal (a window closed, a crash): the table waits.
            how = (Gone.LEFT if link.said_bye else Gone.CLOSED if link.closed_here
                   else Gone.LOST)
            self._changed(table, table.drop(seat, time.monotonic(), how))
            if self.stopping:
                return  # said once for all (``stop_links``): nobody left, the host stops
            s = table.seats[seat]
            self._say(f"{table.code} seat {seat + 1} dropped: {s.name}: "
                      + (f"connection lost, the table waits {table.grace:g} s" if s.waiting
                         else "left, the seat is free" if table.phase is Phase.LOBBY
                         else "left" if table.phase is Phase.DONE
                         else "left, the stand-in plays now" if how is Gone.LEFT
                         else f"closed by the host, the stand-in plays after {table.grace:g} s"))

    # -- changes of a table -----------------------------------------------------------

    def _say(self, line: str) -> None:
        if self.log is not None:
            self.log(line)

    def _changed(self, table: NetTable, outs: list[Out]) -> None:
        """Save the table, then tell everyone, then see whether the host must move."""
        if self.saves is not None:
            self.saves.save(table)
        for _, message in outs:
            if message.get("type") in ("round_over", "match_over"):
                self._say(f"{table.code} {message['type'].replace('_', ' ')} "
                          f"{message['number']}: score {message['score']}")
                break
        encoded: dict[int, str] = {}
        for seat, message in outs:
            link = self.links.get((table.code, seat))
            if link is None:
                continue
            text = encoded.get(id(message))
            if text is None:
                text = encoded[id(message)] = json.dumps(message, ensure_ascii=False,
                                                         separators=(",", ":"))
            link.send(text)
        if table.phase is Phase.DONE:
            for (code, _), link in list(self.links.items()):
                if code == table.code:
                    link.close(CLOSE_DONE, "the table has finished")
            if all(t.phase is Phase.DONE for t in self.tables.values()):
                self.done.set()
        if self.on_change is not None:
            self.on_change(table)
        self._schedule(table)

    def _schedule(self, table: NetTable) -> None:
        self._schedule_wait(table)
        turn = table.host_turn()
        running = self._turns.get(table.code)
        if running is not None and (turn is None or running[0] != turn.key):
            running[1].cancel()
            del self._turns[table.code]
            running = None
        if turn is not None and running is None:
            task = asyncio.create_task(self._host_move(table, turn))
            self._turns[table.code] = (turn.key, task)

    def _schedule_wait(self, table: NetTable) -> None:
        """A timer for the end of the grace of whoever the table waits for (one at a time:
        each end sets the next)."""
        old = self._waits.pop(table.code, None)
        if old is not None:
            old.cancel()
        ends = table.wait_ends()
        if ends is not None and table.phase is not Phase.DONE:
            self._waits[table.code] = asyncio.get_running_loop().call_later(
                max(0.0, ends - time.monotonic()), self._wait_over, table)

    def _wait_over(self, table: NetTable) -> None:
        self._waits.pop(table.code, None)
        seats, outs = table.stop_waiting()
        for seat in seats:
            self._say(f"{table.code} seat {seat + 1} stand-in: {table.seats[seat].name} not "
                      f"back after {table.grace:g} s")
        self._changed(table, outs)

    async def _host_move(self, table: NetTable, turn: HostTurn) -> None:
        wait = self.bot_delay
        if table.seats[turn.seat].plan.human:
            wait = max(wait, turn.due - time.monotonic())
        if wait > 0:
            await asyncio.sleep(wait)
        view, rng, score = table.host_view(turn)
        move = await asyncio.get_running_loop().run_in_executor(
            self._pool, turn.bot.choose, view, rng, score)
        self._turns.pop(table.code, None)
        outs = table.host_move(turn, move)
        if outs and self.log and self.log_moves:
            self.log(f"{table.code} {outs[0][1]['number']}.{outs[0][1]['ply']} "
                     f"seat {turn.seat + 1} {move} (host)")
        self._changed(table, outs)


def _error(code: str, message: str) -> str:
    return json.dumps({"type": "error", "code": code, "message": message},
                      ensure_ascii=False)


def _asked(raw: str | bytes) -> str:
    """Which table a refused hello asked for, for the log: the code's first two letters
    only (a wrong code may be a near guess of a right one); never a token."""
    try:
        msg = json.loads(raw)
        code = msg.get("code") if isinstance(msg, dict) else None
    except ValueError:
        return ""
    if not isinstance(code, str) or not code:
        return ""
    return f" (code {code[:2]}…)" if len(code) > 2 else " (code …)"


def load_tables(saves: Autosave, fresh: list[NetTable],
                log: Callable[[str], None]) -> list[NetTable]:
    """Each table from its autosave where one is (a corrupt one set aside), else fresh."""
    out: list[NetTable] = []
    for table in fresh:
        saved, message = saves.load(table.code)
        if message:
            log(message)
        if saved is not None:
            log(f"{saved.code} read from {saves.path(saved.code)}: {_where(saved)}")
        out.append(saved if saved is not None else table)
    return out


def _where(table: NetTable) -> str:
    """Where a table is, in a few words for the organiser."""
    if table.match is None:
        return "in the lobby"
    return (f"match {table.match_index + 1}, round {table.match.number}, "
            f"move {table.match.round.ply}, score {list(table.match.standing().score)}")

