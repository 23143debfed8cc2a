"""``python -m rules``: the play log in both languages, bench, dispatch."""

from __future__ import annotations

import re
import subprocess
import sys

import pytest

from rules.cli import COMMANDS, main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    code = main(list(argv))
    return code, capsys.readouterr().out


def test_play_in_russian_ends_with_the_goat(capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run(capsys, "play", "--preset", "kozel", "--players", "4", "--seed", "7")
    assert code == 0
    assert "── Раунд 1 ──" in out and "заходит с 1–1" in out
    assert "было" in out and "стало" in out
    assert re.search(r"Итог: Игрок \d — козёл!", out)
    assert re.search(r"\d+ \+\d+", out)  # remembered points shown as +N


def test_play_in_english_ends_with_the_goat(capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run(capsys, "play", "--seed", "7", "--lang", "en", "--bot", "random")
    assert code == 0
    assert "knock" in out and "before" in out
    assert re.search(r"Result: Player \d is the goat!", out)


def test_play_is_reproducible(capsys: pytest.CaptureFixture[str]) -> None:
    assert run(capsys, "play", "--seed", "3") == run(capsys, "play", "--seed", "3")


@pytest.mark.parametrize(
    ("argv", "expected"),
    [
        (("--preset", "kozel", "--players", "2"), "Базар: 14"),
        (("--preset", "sports", "--players", "4"), "Жребий"),
        (("--preset", "kozel_2x2", "--players", "4"), "Команда"),
        (("--preset", "classic", "--players", "3"), "победитель"),
        (("--preset", "kids", "--players", "2"), "победитель"),
        (("--preset", "sea_goat", "--players", "2", "--lang", "en"), "Result"),
        (("--preset", "courtyard", "--players", "3", "--lang", "en"), "goat"),
        (("--preset", "kozel", "--players", "3", "--seed", "2"), "рыба"),
    ],
)
def test_play_every_preset(capsys: pytest.CaptureFixture[str], argv: tuple[str, ...],
                           expected: str) -> None:
    code, out = run(capsys, "play", *argv)
    assert code == 0 and expected.lower() in out.lower()


def test_play_rejects_wrong_player_counts(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["play", "--preset", "sports", "--players", "3"]) == 2
    assert "4" in capsys.readouterr().err


def test_bench_prints_a_number(capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run(capsys, "bench", "--seconds", "0.05")
    assert code == 0
    assert re.fullmatch(r"rounds per second: \d+\n", out) and int(out.split()[-1]) > 0


def test_unknown_command_and_dispatch(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([]) == 2 and main(["nope"]) == 2
    assert "play" in capsys.readouterr().err
    assert {"play", "bench"} <= set(COMMANDS)


def test_module_entry_point() -> None:
    done = subprocess.run([sys.executable, "-m", "rules", "play", "--seed", "1", "--lang", "en"],
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 0 and "Result:" in done.stdout


@pytest.mark.parametrize(("lang", "words"), [("ru", r"кладёт \d–\d (налево|направо)"),
                                             ("uk", r"кладе \d–\d (ліворуч|праворуч)"),
                                             ("en", r"plays \d–\d on the (left|right)")])
def test_the_log_says_moves_and_counts_in_words(capsys: pytest.CaptureFixture[str], lang: str,
                                                words: str) -> None:
    code, out = run(capsys, "play", "--players", "2", "--seed", "3", "--lang", lang)
    assert code == 0 and re.search(words, out)
    moves = [line for line in out.splitlines() if not line.startswith(" ")]
    assert not any(re.search(r"\d:\d[<>]|\b(draw|pass)\b$", line) for line in moves), moves
    assert re.search({"ru": r"Базар: 14 костей", "uk": r"Базар: 14 кісток",
                      "en": r"Bazaar: 14 tiles"}[lang], out)
