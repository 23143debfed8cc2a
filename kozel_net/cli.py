"""The command line: ``python -m kozel_net serve --port P --preset NAME --players N --code CODE``
(the game runs the same as ``kozel serve ...``, or ``python main.py serve ...``).

The host prints one line once it listens (``kozel_net: listening on HOST port PORT, code
CODE``, after the time, as every line), then a line, with the time, for each person joining, going and coming back, each
stand-in taking a seat, each round's end with the score and each autosave read or
written, and with ``--log-moves`` a line a move; it stops on SIGINT/SIGTERM, or by itself
once ``--matches`` matches are over.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import errno
import secrets
import signal
import sys
import time
from pathlib import Path

import platformdirs

from kozel_gui.storage import APP_NAME
from kozel_net.autosave import Autosave
from kozel_net.discovery import advertise
from kozel_net.limits import MAX_PER_ADDRESS, Limits
from kozel_net.protocol import check_code
from kozel_net.seats import parse_seats
from kozel_net.server import TableServer, load_tables
from kozel_net.table import GRACE, NetTable, TableConfig
from rules import find_preset
from rules.bots import find_bot

__all__ = ["main", "new_code"]

CODE_LETTERS = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"
"""Letters of a generated join code: none that reads as another (no I, O, 0, 1)."""


def new_code(length: int = 6) -> str:
    """A fresh random join code."""
    return "".join(secrets.choice(CODE_LETTERS) for _ in range(length))


def _parser(prog: str = "python -m kozel_net") -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog=prog, description="Kozel network host")
    sub = p.add_subparsers(dest="command", required=True)
    s = sub.add_parser("serve", help="run a table with no window")
    s.add_argument("--host", default="0.0.0.0", help="address to listen on (default: all)")
    s.add_argument("--port", type=int, default=8765,
                   help="port to listen on (default: 8765; 0: any free port)")
    s.add_argument("--preset", default="kozel",
                   help="the rules, by preset name: kozel, kozel_2x2, ... (default: kozel)")
    s.add_argument("--players", type=int, default=4, help="seats at the table (default: 4)")
    s.add_argument("--code", help="join code (default: a new random one)")
    s.add_argument("--seats", help="e.g. human,human,bot:hard,bot:medium (default: all human)")
    s.add_argument("--seed", type=int, help="seed of the first match's deals")
    s.add_argument("--state", type=Path, help="folder of the autosave (default: the game's)")
    s.add_argument("--grace", type=float, default=GRACE,
                   help="seconds a dropped player has before the stand-in bot moves for them "
                        f"(default: {GRACE:g}; the others see the seconds left)")
    s.add_argument("--bot-delay", type=float, default=0.6, help="seconds a bot waits to move")
    s.add_argument("--stand-in", default="medium", help="bot that plays a dropped seat")
    s.add_argument("--matches", type=int, default=0, help="matches to play (0: for ever)")
    s.add_argument("--tables", type=int, default=1, help="tables: CODE1 .. CODEn when more than 1")
    s.add_argument("--max-per-address", type=int, default=MAX_PER_ADDRESS,
                   help="connections one address may hold at once "
                        f"(default: {MAX_PER_ADDRESS})")
    s.add_argument("--ping", type=float, default=10.0, help="seconds between keep-alive pings")
    s.add_argument("--hello-timeout", type=float, default=10.0,
                   help="seconds a new connection has to say hello")
    s.add_argument("--no-lan", dest="lan", action="store_false",
                   help="do not announce the table on the local network (zeroconf)")
    s.add_argument("--log-moves", action="store_true", help="print a line for every move")
    return p


def _tables(args: argparse.Namespace) -> list[NetTable]:
    rules = find_preset(args.preset)
    plans = parse_seats(args.seats, args.players)
    find_bot(args.stand_in)
    code = check_code(args.code) if args.code else new_code()
    codes = [code] if args.tables == 1 else [f"{code}{i + 1}" for i in range(args.tables)]
    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    return [NetTable(TableConfig(check_code(c), rules, plans, seed + 1000 * i, args.stand_in,
                                 args.matches))
            for i, c in enumerate(codes)]


def _say(line: str) -> None:
    print(f"{time.strftime('%H:%M:%S')} kozel_net: {line}", flush=True)


async def serve(args: argparse.Namespace, fresh: list[NetTable]) -> int:
    """Run the host until stopped or done."""
    folder = args.state or Path(platformdirs.user_data_dir(APP_NAME, False)) / "net"
    saves = Autosave(folder)
    tables = load_tables(saves, fresh, _say)
    limits = Limits(max_per_address=args.max_per_address, ping_interval=args.ping,
                    ping_timeout=args.ping, hello_timeout=args.hello_timeout)
    host = TableServer(tables, limits=limits, saves=saves, grace=args.grace,
                       bot_delay=args.bot_delay, log=_say, log_moves=args.log_moves)
    try:
        ws = await host.start(args.host, args.port)
    except OSError as exc:
        host.close()
        print(f"kozel_net: {_why_not(exc, args.host, args.port)}", file=sys.stderr)
        return 1
    port = ws.sockets[0].getsockname()[1] if ws.sockets else args.port
    codes = ", ".join(t.code for t in tables)
    _say(f"listening on {args.host} port {port}, code {codes}")
    lan = await advertise(tables[0], port, _say) if args.lan else None
    if lan is not None:
        host.on_change = lan.follow(tables[0])
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):  # Windows has no signal handlers here
            loop.add_signal_handler(sig, stop.set)
    stopping = asyncio.ensure_future(stop.wait())
    finished = asyncio.ensure_future(host.done.wait())
    await asyncio.wait([stopping, finished], return_when=asyncio.FIRST_COMPLETED)
    if not host.done.is_set():
        host.stop_links()  # closed by the host, not lost: nobody is waited for after it
    ws.close(close_connections=not host.done.is_set())
    with contextlib.suppress(TimeoutError):
        await asyncio.wait_for(ws.wait_closed(), 5)
    host.close()
    for table in tables:
        if saves.path(table.code).exists():
            _say(f"{table.code} saved in {saves.path(table.code)}")
    if lan is not None:
        await lan.close()
    _say("all matches played" if host.done.is_set() else "stopped")
    return 0


def _why_not(exc: OSError, host: str, port: int) -> str:
    """Why the host could not listen, in one line (no traceback)."""
    if exc.errno == errno.EADDRINUSE:
        return f"port {port} is busy: choose another with --port"
    return f"cannot listen on {host} port {port}: {exc.strerror or exc}"


def main(argv: list[str] | None = None, prog: str = "python -m kozel_net") -> int:
    """Parse the command line and run (``prog``: the program's name in the help; the game
    passes its own, as ``kozel serve ...`` runs the same host)."""
    args = _parser(prog).parse_args(argv)
    try:
        tables = _tables(args)
    except (KeyError, ValueError) as exc:
        print(f"kozel_net: {exc}", file=sys.stderr)
        return 2
    return asyncio.run(serve(args, tables))
