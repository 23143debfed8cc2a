"""Helpers of the network tests: a real host process, scripted players, the local reference.

Every wait has a deadline; nothing sleeps.  A scripted player chooses its moves with the
same bot and the same random source per ply as the host's bots and stand-ins, so a
match played over the network, whatever drops and restarts happen, must end with the
very sheet of the same seeded match played locally (``reference``).
"""

from __future__ import annotations

import asyncio
import json
import queue
import re
import signal
import subprocess
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from kozel_net.client import Closed, TableClient
from kozel_net.discovery import LanTable
from kozel_net.table import move_rng
from rules import Match, Round, Rules, SeatView, find_preset
from rules.bots import find_bot

REPO = Path(__file__).resolve().parent.parent
BOT = "heaviest"
TILE = re.compile(r"(?<![0-9:])[0-6]:[0-6](?![0-9:])")


class HostProcess:
    """``python -m kozel_net serve`` on loopback, its output read on a thread."""

    def __init__(self, state: Path, *args: str, seed: int = 7, code: str = "TEST",
                 seats: str = "human,human,human,human", preset: str = "kozel") -> None:
        self.state, self.seed, self.code, self.preset = state, seed, code, preset
        self.players = len(seats.split(","))
        self.argv = [sys.executable, "-m", "kozel_net", "serve", "--host", "127.0.0.1",
                     "--port", "0", "--no-lan", "--bot-delay", "0", "--grace", "0",
                     "--stand-in", BOT, "--matches", "1", "--log-moves", "--state", str(state),
                     "--seed", str(seed), "--code", code, "--seats", seats,
                     "--players", str(self.players), "--preset", preset, *args]
        self.lines: queue.Queue[str] = queue.Queue()
        self.seen: list[str] = []
        self.proc: subprocess.Popen[str] | None = None
        self.port = 0

    def start(self) -> HostProcess:
        """Start it and wait until it listens."""
        self.proc = subprocess.Popen(self.argv, cwd=REPO, stdout=subprocess.PIPE,
                                     stderr=subprocess.STDOUT, text=True)
        threading.Thread(target=self._read, args=(self.proc,), daemon=True).start()
        line = self.wait_for(r"listening on .* port (\d+)", 60)
        found = re.search(r"port (\d+)", line)
        assert found is not None
        self.port = int(found.group(1))
        return self

    def _read(self, proc: subprocess.Popen[str]) -> None:
        assert proc.stdout is not None
        for line in proc.stdout:
            self.lines.put(line.rstrip("\n"))

    def wait_for(self, pattern: str, timeout: float = 30) -> str:
        """The next output line matching ``pattern`` (fails past the deadline)."""
        deadline = time.monotonic() + timeout
        while True:
            left = deadline - time.monotonic()
            try:
                line = self.lines.get(timeout=max(left, 0.001))
            except queue.Empty:
                raise AssertionError(f"host said no {pattern!r} in {timeout} s; "
                                     f"last lines: {self.seen[-8:]}") from None
            self.seen.append(line)
            if re.search(pattern, line):
                return line

    def drain(self) -> None:
        """Take in every line said so far (a later ``wait_for`` sees only newer ones)."""
        while True:
            try:
                self.seen.append(self.lines.get_nowait())
            except queue.Empty:
                return

    @property
    def url(self) -> str:
        """Where clients connect."""
        return f"ws://127.0.0.1:{self.port}"

    def kill(self) -> None:
        """SIGKILL: no goodbye, no last save."""
        assert self.proc is not None
        self.proc.kill()
        self.proc.wait(10)

    def stop(self) -> int:
        """SIGTERM and wait; the exit code.  Its last lines are printed (pytest shows them
        when the test failed)."""
        code = 0
        if self.proc is not None and self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            code = self.proc.wait(20)
        elif self.proc is not None:
            code = self.proc.returncode
        self.drain()
        print("host said:", *self.seen[-25:], sep="\n  ")
        return code

    def finished(self, timeout: float = 60) -> int:
        """Wait for the host to end by itself (every match played); its exit code."""
        assert self.proc is not None
        return self.proc.wait(timeout)

    @property
    def rules(self) -> Rules:
        """The rules it plays."""
        return find_preset(self.preset)


@dataclass
class Reference:
    """The same seeded match played locally: every round's deal and moves, every sheet."""

    rounds: list[Round]
    standings: list[dict[str, Any]]
    final: dict[str, Any]
    empty: dict[str, Any]
    _cache: dict[tuple[int, int], Round] = field(default_factory=dict)

    def at(self, number: int, ply: int) -> Round:
        """The round ``number`` after ``ply`` moves."""
        key = (number, ply)
        if key not in self._cache:
            whole = self.rounds[number - 1].to_json()
            self._cache[key] = Round.from_json({**whole, "moves": whole["moves"][:ply]})
        return self._cache[key]

    def sheet_for(self, msg: dict[str, Any]) -> dict[str, Any]:
        """The sheet a message about round ``number`` must carry."""
        phase = msg.get("phase", msg.get("type"))
        number = msg["number"]
        if phase == "match_over":
            return self.final
        if phase == "round_over":
            return self.standings[number - 1]
        return self.standings[number - 2] if number > 1 else self.empty


def reference(rules: Rules, players: int, seed: int) -> Reference:
    """Play the match with the scripted players' bot in every seat."""
    bot = find_bot(BOT)
    m = Match.start(rules, players, seed)
    empty = m.sheet.to_json()
    rounds, standings = [], []
    while True:
        r = m.round
        while r.outcome() is None:
            r = r.play(bot.choose(r.view(r.to_move), move_rng(seed, m.number, r.ply)))
        m = Match(m.rules, m.players, r, m.sheet, m.rng_state, m.number, m.finished, m.past)
        rounds.append(r)
        standings.append(m.standing().to_json())
        m = m.next_round()
        if m.finished:
            return Reference(rounds, standings, m.sheet.to_json(), empty)


def tiles_in(value: Any) -> set[str]:
    """Every tile named anywhere in a message (as "low:high")."""
    text = json.dumps(value, ensure_ascii=False)
    return {"{}:{}".format(*sorted(t.split(":"))) for t in TILE.findall(text)}


def check_message(ref: Reference, seat: int, msg: dict[str, Any]) -> None:
    """``msg`` holds exactly what ``seat`` may know at the host's position, no more."""
    rest = {k: v for k, v in msg.items() if k not in ("view", "sheet")}
    allowed: set[str] = set()
    if "view" in msg:
        r = ref.at(msg["number"], msg["next_ply"])
        expected = r.view(seat).to_json()
        assert msg["view"] == expected, f"seat {seat}: the view is not the host's round's"
        allowed = tiles_in(expected)
        on_move = r.to_move == seat and r.outcome() is None
        assert msg["legal"] == ([str(m) for m in r.legal_moves()] if on_move else [])
    if "sheet" in msg:
        assert msg["sheet"] == ref.sheet_for(msg), f"seat {seat}: not the host's sheet"
    assert tiles_in(rest) <= allowed, f"seat {seat}: tiles it may not know in {rest}"


@dataclass
class Player:
    """A scripted player: plays its seat with the reference bot, checks every message."""

    url: str
    code: str
    name: str
    ref: Reference
    seed: int
    drop_after: list[int] = field(default_factory=list)
    """Message counts after which it drops its connection (a crash), then reconnects."""
    received: list[dict[str, Any]] = field(default_factory=list)
    errors: list[dict[str, Any]] = field(default_factory=list)
    final: dict[str, Any] | None = None
    seat: int | None = None
    client: TableClient | None = None
    closed: str = ""

    async def play(self) -> Player:
        """Join and play until the host closes the table."""
        bot = find_bot(BOT)
        self.client = client = TableClient(self.url, self.code, self.name)
        await client.open()
        sent: tuple[int, int] | None = None
        while True:
            try:
                msg = await client.recv()
            except Closed as exc:
                self.closed = str(exc)
                return self
            self.received.append(msg)
            kind = msg.get("type")
            self.seat = client.seat
            if kind not in ("link", "welcome", "error"):
                assert client.seat is not None
                check_message(self.ref, client.seat, msg)
            if kind == "error":
                self.errors.append(msg)
            if kind == "welcome":
                sent = None  # after a reconnection the host's state says what is still to do
            if kind in ("round_over", "match_over"):
                if kind == "match_over":
                    self.final = msg["sheet"]
                await client.ready(msg["number"])
            if kind == "state" and msg.get("phase") in ("round_over", "match_over"):
                await client.ready(msg["number"])
            if msg.get("legal") and sent != (msg["number"], msg["next_ply"]):
                sent = (msg["number"], msg["next_ply"])
                view = SeatView.from_json(msg["view"])
                move = bot.choose(view, move_rng(self.seed, msg["number"], msg["next_ply"]))
                await client.move(msg["number"], msg["next_ply"], str(move))
            if self.drop_after and len(self.received) >= self.drop_after[0]:
                self.drop_after.pop(0)
                await client.drop()


async def within(seconds: float, *aws: Any) -> list[Any]:
    """Run ``aws`` together; fail if they take longer than ``seconds``."""
    async with asyncio.timeout(seconds):
        return list(await asyncio.gather(*aws))


class FakeLan:
    """A stand-in for ``LanBrowser``: it "finds" on the local network what a test puts in
    ``found`` (a join screen's ``lan``, where real multicast is not wanted)."""

    def __init__(self, *found: LanTable) -> None:
        self.found: list[LanTable] = list(found)

    def tables(self) -> list[LanTable]:
        """What is announced now."""
        return self.found

    def close(self) -> None:
        """Nothing to stop."""
