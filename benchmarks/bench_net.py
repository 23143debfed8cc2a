"""The network host under load: 50 tables of 4 scripted players on one host, on loopback.

Run: ``.venv/bin/python benchmarks/bench_net.py [--tables 50] [--players 4]``.  Starts
``python -m kozel_net serve --tables N`` as its own process, connects 4 players a table
(each plays its first legal move, as docs/PROTOCOL.md allows), plays every table's whole
match, and prints the moves a second the host carried, the latency from a player sending
a move to every player of that table holding its update (median, p99, max), and the
host's peak memory.  Figures, never asserted.  ``KOZEL_BENCH_PROFILE="-m cProfile -o FILE"``
runs the host under a profiler.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from kozel_net.client import Closed, TableClient

REPO = Path(__file__).resolve().parent.parent
PROFILE = os.environ.get("KOZEL_BENCH_PROFILE", "").split()


async def _player(url: str, code: str, name: str, sent: dict[tuple[str, int, int], float],
                  got: dict[tuple[str, int, int], list[float]]) -> int:
    moves = 0
    async with TableClient(url, code, name) as client:
        while True:
            try:
                msg = await client.recv()
            except Closed:
                return moves
            kind = msg["type"]
            if kind == "move":
                got.setdefault((code, msg["number"], msg["ply"]), []).append(time.perf_counter())
            if kind in ("round_over", "match_over"):
                await client.ready(msg["number"])
            elif msg.get("legal"):
                sent[(code, msg["number"], msg["next_ply"])] = time.perf_counter()
                moves += 1
                await client.move(msg["number"], msg["next_ply"], msg["legal"][0])


def _cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _peak_kib(pid: int) -> int:
    status = Path(f"/proc/{pid}/status").read_text()
    found = re.search(r"VmHWM:\s+(\d+) kB", status)
    return int(found.group(1)) if found else 0


async def _run(tables: int, players: int, port: int, host: subprocess.Popen[str]) -> None:
    url = f"ws://127.0.0.1:{port}"
    sent: dict[tuple[str, int, int], float] = {}
    got: dict[tuple[str, int, int], list[float]] = {}
    start = time.perf_counter()
    coros = [_player(url, f"BENCH{t + 1}", f"P{p}", sent, got)
             for t in range(tables) for p in range(players)]
    counts = await asyncio.gather(*coros)
    wall = time.perf_counter() - start
    lat = sorted(max(got[k]) - t for k, t in sent.items() if len(got.get(k, ())) == players)
    moves = sum(counts)
    print(f"tables {tables} x {players} players, {moves} moves in {wall:.1f} s: "
          f"{moves / wall:.0f} moves/s")
    p99 = lat[int(len(lat) * 0.99)] if lat else float("nan")
    print(f"move -> every player's update: median {statistics.median(lat) * 1000:.1f} ms, "
          f"p99 {p99 * 1000:.1f} ms, max {lat[-1] * 1000:.1f} ms ({len(lat)} moves)")
    cpu = _cpu_seconds(host.pid)
    print(f"host CPU {cpu:.1f} s ({cpu / max(moves, 1) * 1000:.2f} ms a move; the players, "
          f"all in this process, share the same cores)")
    print(f"host peak memory (VmHWM): {_peak_kib(host.pid) / 1024:.1f} MiB")


def main() -> None:
    """Start the host, run the tables, print the figures."""
    ap = argparse.ArgumentParser()
    ap.add_argument("--tables", type=int, default=50)
    ap.add_argument("--players", type=int, default=4)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as state:
        host = subprocess.Popen(
            [sys.executable, *PROFILE, "-m", "kozel_net", "serve", "--host", "127.0.0.1", "--port", "0",
             "--no-lan", "--bot-delay", "0", "--matches", "1", "--code", "BENCH",
             "--tables", str(args.tables), "--players", str(args.players), "--seed", "1",
             "--state", state, "--max-per-address", str(args.tables * args.players + 8)],
            cwd=REPO, stdout=subprocess.PIPE, text=True)
        assert host.stdout is not None
        line = host.stdout.readline()
        found = re.search(r"port (\d+)", line)
        if found is None:
            raise SystemExit(f"the host did not start: {line!r}")
        try:
            asyncio.run(_run(args.tables, args.players, int(found.group(1)), host))
        finally:
            host.terminate()
            host.wait(30)


if __name__ == "__main__":
    main()
