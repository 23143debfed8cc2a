"""``python main.py ...``: the flags, the set-up they ask for, and whole runs without a window."""

from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from kozel_gui.cli import build_parser, parse_args, setup_from_args, version, wants_table
from kozel_gui.options import SeatSetup, default_setup
from rules import find_preset

REPO = Path(__file__).resolve().parent.parent
FLAGS = ("--demo", "--headless", "--seed", "--preset", "--players", "--rounds", "--frames",
         "--speed", "--screenshot", "--lang", "--data-dir", "--log-moves", "--resume", "--stats")
MOVE_LINE = re.compile(r"^\d+\.\d+ [0-3] (\d:\d[<>]?(\+\d:\d[<>])?|draw|pass|\S+)$")


def run(*argv: str, timeout: float = 120) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_")}
    return subprocess.run([sys.executable, "main.py", *argv], cwd=REPO, capture_output=True,
                          text=True, timeout=timeout, env=env, check=False)


def test_help_lists_every_flag() -> None:
    done = run("--help")
    assert done.returncode == 0
    for flag in FLAGS:
        assert flag in done.stdout
    assert "kozel_2x2" in done.stdout


def test_version() -> None:
    done = run("--version")
    assert done.returncode == 0 and version() in done.stdout


@pytest.mark.parametrize("argv", [
    ["--players", "5"], ["--preset", "nope"], ["--speed", "-1"], ["--frames", "0"],
    ["--lang", "de"], ["--preset", "kozel_2x2", "--players", "2"], ["--seed", "x"],
])
def test_bad_flags_stop_with_a_message(argv: list[str],
                                       capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as stop:
        parse_args(argv)
    assert stop.value.code == 2
    assert "error" in capsys.readouterr().err


def test_which_flags_go_straight_to_the_table() -> None:
    assert not wants_table(parse_args([]))
    assert not wants_table(parse_args(["--headless", "--speed", "0", "--lang", "en"]))
    for argv in (["--demo"], ["--preset", "classic"], ["--players", "2"], ["--seed", "0"]):
        assert wants_table(parse_args(argv)), argv


def test_setup_from_flags_keeps_the_saved_seats() -> None:
    base = default_setup(3)
    base = base.__class__(base.rules, (SeatSetup("Маша", human=True), *base.seats[1:]), None)
    same = setup_from_args(parse_args(["--seed", "9"]), base)
    assert same.seats == base.seats and same.seed == 9
    more = setup_from_args(parse_args(["--players", "4"]), base)
    assert more.players == 4 and more.seats[:3] == base.seats
    fewer = setup_from_args(parse_args(["--players", "2"]), base)
    assert fewer.seats == base.seats[:2]
    demo = setup_from_args(parse_args(["--demo"]), base)
    assert demo.humans == () and len({s.name for s in demo.seats}) == 3


def test_a_preset_gets_a_table_it_can_be_played_at() -> None:
    setup = setup_from_args(parse_args(["--preset", "sports"]), default_setup(3))
    assert setup.rules == find_preset("sports") and setup.players == 4
    setup = setup_from_args(parse_args(["--preset", "sea_goat"]), default_setup(3))
    assert setup.players == 4
    setup = setup_from_args(parse_args(["--preset", "classic", "--players", "2"]), default_setup(4))
    assert setup.players == 2


def test_the_parser_has_one_place_for_each_flag() -> None:
    parser = build_parser()
    dests = [a.dest for a in parser._actions if not isinstance(a, argparse._HelpAction)]
    assert len(dests) == len(set(dests))


def test_headless_needs_no_display_at_all(tmp_path: Path) -> None:
    done = run("--headless", "--frames", "3", "--data-dir", str(tmp_path), "--stats")
    assert done.returncode == 0, done.stderr
    stats = json.loads(done.stdout.strip().splitlines()[-1])
    assert stats["frames"] == 3


def test_resume_without_a_saved_match_opens_the_menu(tmp_path: Path) -> None:
    done = run("--headless", "--resume", "--frames", "3", "--data-dir", str(tmp_path))
    assert done.returncode == 0, done.stderr
    assert "There is no saved match" in done.stderr or "Сохранённой партии нет" in done.stderr


def test_a_demo_round_runs_to_the_end_and_exits_0(tmp_path: Path) -> None:
    shot = tmp_path / "end.png"
    done = run("--demo", "--headless", "--rounds", "1", "--speed", "0", "--seed", "4",
               "--log-moves", "--data-dir", str(tmp_path), "--screenshot", str(shot))
    assert done.returncode == 0, done.stderr
    lines = done.stdout.strip().splitlines()
    assert len(lines) >= 8
    assert all(MOVE_LINE.match(line) for line in lines[:-1]), lines[:5]
    assert lines[0].startswith("1.1 ") and lines[-1] == "1 over", lines[-3:]
    assert shot.stat().st_size > 10_000
    assert not list(tmp_path.glob("crash-*"))


def test_the_same_seed_plays_the_same_moves(tmp_path: Path) -> None:
    argv = ("--demo", "--headless", "--rounds", "1", "--speed", "0", "--seed", "11",
            "--players", "3", "--log-moves")
    first = run(*argv, "--data-dir", str(tmp_path / "a"))
    second = run(*argv, "--data-dir", str(tmp_path / "b"))
    assert first.returncode == second.returncode == 0
    assert first.stdout == second.stdout and first.stdout


def test_resume_continues_the_autosaved_match(tmp_path: Path) -> None:
    first = run("--demo", "--headless", "--speed", "0", "--seed", "2", "--frames", "4",
                "--log-moves", "--data-dir", str(tmp_path))
    assert first.returncode == 0 and (tmp_path / "autosave-demo.json").exists()
    played = [ln for ln in first.stdout.splitlines() if MOVE_LINE.match(ln)]
    again = run("--resume", "--headless", "--speed", "0", "--frames", "4", "--log-moves",
                "--data-dir", str(tmp_path))
    assert again.returncode == 0, again.stderr
    later = [ln for ln in again.stdout.splitlines() if MOVE_LINE.match(ln)]
    assert played and later
    last_round, last_ply = map(int, played[-1].split()[0].split("."))
    next_round, next_ply = map(int, later[0].split()[0].split("."))
    # It goes on from the saved move; it does not start the match over.
    assert (next_round, next_ply) == (last_round, last_ply + 1) or next_round > last_round


def test_a_closed_pipe_is_not_a_crash(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_")}
    game = subprocess.Popen([sys.executable, "main.py", "--demo", "--headless", "--speed", "0",
                             "--rounds", "3", "--log-moves", "--data-dir", str(tmp_path)],
                            cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    assert game.stdout is not None and game.stderr is not None
    game.stdout.readline()
    game.stdout.close()  # like `| head -1`
    err = game.stderr.read().decode()
    game.wait(timeout=120)
    assert "crashed" not in err and not list(tmp_path.glob("crash-*"))
