"""A host process and a table of independent clients, for the tests of the protocol.

`Host` starts `python -m kozel_net serve ...` as `docs/PROTOCOL.md` documents it, on a free
loopback port, and waits for its "listening" line; the rest are the small steps the tests
share. Like tests/independent_client.py, nothing here comes from the game's own code.
"""

from __future__ import annotations

import asyncio
import os
import queue
import re
import subprocess
import sys
import threading
from collections.abc import Callable, Coroutine
from pathlib import Path
from types import TracebackType
from typing import Any

from independent_client import Client, join_all

REPO = Path(__file__).resolve().parent.parent
LISTENING = re.compile(r"kozel_net: listening on (\S+) port (\d+), code (\S+)")
Until = Callable[[dict[str, Any]], bool]


class Host:
    """`python -m kozel_net serve ...` in a subprocess, on a free loopback port (`program`:
    another that takes the same `serve ...`, such as the game's `kozel serve ...`)."""

    def __init__(self, state_dir: Path, *args: str, code: str = "ABCD",
                 deadline: float = 20.0, program: list[str] | None = None) -> None:
        self.code = code
        self.command = [
            *(program or [sys.executable, "-m", "kozel_net"]), "serve", "--host", "127.0.0.1",
            "--port", "0", "--code", code, "--state", str(state_dir), "--no-lan", *args,
        ]
        self.deadline = deadline
        self.port = 0
        self.lines: queue.Queue[str] = queue.Queue()
        self.output: list[str] = []
        self.process: subprocess.Popen[str] | None = None

    def __enter__(self) -> Host:
        env = {**os.environ, "KOZEL_NO_LAN": "1", "PYTHONUNBUFFERED": "1"}
        self.process = subprocess.Popen(
            self.command, cwd=REPO, env=env, text=True, stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT)
        threading.Thread(target=self._read, daemon=True).start()
        try:
            while True:
                line = self.lines.get(timeout=self.deadline)
                found = LISTENING.search(line)
                if found:
                    self.port = int(found.group(2))
                    return self
        except queue.Empty:
            self.stop()
            raise AssertionError(f"no listening line: {self.output!r}") from None

    def _read(self) -> None:
        assert self.process is not None and self.process.stdout is not None
        for line in self.process.stdout:
            self.output.append(line)
            self.lines.put(line)

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/"

    def stop(self) -> int | None:
        if self.process is None:
            return None
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(timeout=15)
        return self.process.returncode

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        self.stop()


NAMES = ["Зина", "Коля", "Маша", "Петя"]
SEED = "7"


def run(scenario: Coroutine[Any, Any, Any], limit: float = 45.0) -> Any:
    """Run one scenario on a fresh event loop, with a deadline for all of it."""
    return asyncio.run(asyncio.wait_for(scenario, limit))


def serve(tmp_path: Path, players: int, *extra: str) -> Host:
    """A host of one seeded Kozel table of `players` people, for one match."""
    return Host(tmp_path / "state", "--preset", "kozel", "--players", str(players),
                "--seed", SEED, "--matches", "1", *extra)


def assert_clean(clients: list[Client]) -> None:
    """Every host message fitted the page, and no seat was shown what it may not know."""
    for client in clients:
        assert client.problems == [], (client.seat, client.problems[:10])
        assert client.leaks == [], (client.seat, client.leaks[:3])


def final_sheet(client: Client) -> Any:
    """The one `match_over` this client got."""
    (match_over,) = [m for m in client.received if m["type"] == "match_over"]
    return match_over


async def play_match(url: str, code: str, players: int) -> list[Client]:
    """Seat `players` clients and play the whole match to `closing`."""
    clients = await join_all(url, code, NAMES[:players])
    endings = await asyncio.gather(*(client.play() for client in clients))
    assert all(end == {"type": "closing", "reason": "done"} for end in endings), endings
    return clients


def at_turn_mid_round(seat: int) -> Until:
    """Stop on the move message that hands `seat` its turn, a few moves into round 1."""
    def until(message: dict[str, Any]) -> bool:
        return bool(message["type"] == "move" and message["number"] == 1
                    and message["next_ply"] >= 3 and message["to_move"] == seat)
    return until


def moved_by(seat: int) -> Until:
    """Stop on the move message of a move made by `seat`."""
    def until(message: dict[str, Any]) -> bool:
        return bool(message["type"] == "move" and message["seat"] == seat)
    return until


def flags(seat: dict[str, Any]) -> tuple[bool, bool, bool, bool]:
    """A `seats` entry's taken, connected, waiting, stand_in."""
    return seat["taken"], seat["connected"], seat["waiting"], seat["stand_in"]
