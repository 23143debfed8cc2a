"""``python -m kozel_net serve`` as its organiser sees it (issue 13, tester p35): a port in
use is one plain line and a non-zero exit, every option has a description, the log numbers
seats from 1 as the game does, refused joins are logged without secrets, and the host's own
stop is logged as a stop, not as every seat leaving."""

from __future__ import annotations

import asyncio
import socket
import subprocess
import sys
import time
from pathlib import Path

from independent_table import REPO, Host, serve

from kozel_net.client import Refused, TableClient


def test_a_port_in_use_is_one_plain_line_and_a_failing_exit(tmp_path: Path) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        done = subprocess.run(
            [sys.executable, "-m", "kozel_net", "serve", "--host", "127.0.0.1", "--port",
             str(port), "--no-lan", "--state", str(tmp_path)],
            cwd=REPO, capture_output=True, text=True, timeout=60)
    assert done.returncode != 0
    assert "Traceback" not in done.stderr + done.stdout
    assert done.stderr.strip().splitlines() == [
        f"kozel_net: port {port} is busy: choose another with --port"]


def test_every_serve_option_has_a_description() -> None:
    from kozel_net.cli import _parser

    parser = _parser()
    serve_parser = parser._subparsers._group_actions[0].choices["serve"]  # type: ignore[union-attr]
    bare = [a.option_strings for a in serve_parser._actions if not a.help]
    assert bare == []


async def _refused(url: str, code: str, name: str) -> str:
    try:
        async with TableClient(url, code, name, retry_for=0):
            return "seated"
    except Refused as exc:
        return exc.code


async def _played_then_stopped(host: Host) -> tuple[list[str], str, str]:
    a = TableClient(host.url, "ABCD", "Зина", retry_for=0)
    b = TableClient(host.url, "ABCD", "Коля", retry_for=0)
    await a.open()
    await b.open()
    said = [await _refused(host.url, "ABCD", "Петя"), await _refused(host.url, "WXYZ99", "Вова")]
    await a.close(bye=False)  # lost, the table waits: its line numbers the seat from 1
    before = await asyncio.to_thread(_until_said, host, "seat 1 dropped")
    await asyncio.to_thread(host.stop)  # Коля still sits there as the host stops
    return said, before, "".join(host.output)[len(before):]


def _until_said(host: Host, text: str, limit: float = 20) -> str:
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        out = "".join(host.output)
        if text in out:
            return out
        time.sleep(0.05)  # reading another process's output, with a deadline
    raise AssertionError(f"no {text!r} in {''.join(host.output)}")


def test_the_log_counts_seats_from_1_logs_refusals_and_its_own_stop(tmp_path: Path) -> None:
    with serve(tmp_path, 2, "--bot-delay", "0", "--grace", "30") as host:
        said, out, tail = asyncio.run(asyncio.wait_for(_played_then_stopped(host), 60))
    assert said == ["table_full", "bad_code"]
    assert "ABCD seat 1 joined: Зина" in out and "ABCD seat 2 joined: Коля" in out
    assert "ABCD seat 1 dropped: Зина: connection lost, the table waits 30 s" in out
    assert "seat 0 " not in out
    assert "refused a join from 127.0.0.1: table_full (code AB…)" in out
    assert "refused a join from 127.0.0.1: bad_code (code WX…)" in out
    assert "WXYZ99" not in out and "token" not in out.lower()
    assert "stopping: 1 connection(s) closed" in tail, tail
    assert "dropped" not in tail and "stand-in plays" not in tail, tail


def test_the_game_itself_runs_the_same_host(tmp_path: Path) -> None:
    """``main.py serve ...`` (``kozel serve ...`` in the built game, which has no
    ``python -m``) is the same host: a two-player match plays to its end through it, and
    its help names the game's command."""
    from independent_table import play_match, run

    with Host(tmp_path / "state", "--preset", "kozel", "--players", "2", "--seed", "7",
              "--matches", "1", program=[sys.executable, "main.py"]) as host:
        clients = run(play_match(host.url, host.code, 2))
    assert [c.closed.code if c.closed else None for c in clients] == [1000, 1000]
    assert any("all matches played" in line for line in host.output), host.output
    done = subprocess.run([sys.executable, "main.py", "serve", "--help"], cwd=REPO,
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0 and done.stdout.startswith("usage: main.py serve "), done
    assert "--players" in done.stdout
