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
    assert "── Кон 1 ──" in out and "заходит с 1–1" in out
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
        (("--preset", "bergen", "--players", "3", "--lang", "uk"), "у грі"),
        (("--preset", "osel", "--players", "4", "--seed", "3"), "над домом"),
        (("--preset", "telephone", "--players", "2", "--lang", "en"), "in play"),
        (("--preset", "general", "--players", "4", "--seed", "5", "--lang", "en"),
         "does not count"),
        (("--preset", "chvv", "--players", "3"), "козёл"),
    ],
)
def test_play_every_preset(capsys: pytest.CaptureFixture[str], argv: tuple[str, ...],
                           expected: str) -> None:
    code, out = run(capsys, "play", *argv)
    assert code == 0 and expected.lower() in out.lower()


def test_muggins_logs_every_point_scored_in_play(capsys: pytest.CaptureFixture[str]) -> None:
    """Each point in play is said after its move, and adds up to the round's column."""
    code, out = run(capsys, "play", "--preset", "muggins", "--players", "3", "--seed", "2",
                    "--bot", "medium")
    assert code == 0 and "в игре" in out and "в конце" in out
    rounds = out.split("── Кон ")[1:]
    for text in rounds:
        scored = [0, 0, 0]
        for seat, n in re.findall(r"^  Игрок (\d): \+(\d+) очк", text, re.M):
            scored[int(seat) - 1] += int(n)
        table = re.findall(r"^  Игрок (\d) +(\d+) +(\d+) +", text, re.M)
        assert [int(play) for _, _, play in table] == scored
        assert all(n % 5 == 0 for n in scored)
    assert sum(bool(re.search(r"\+\d+ очк", t)) for t in rounds) >= len(rounds) // 2
    assert "победитель" in out


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


@pytest.mark.parametrize(("lang", "words"), [("ru", r"кладёт \d–\d к [а-яё]+"),
                                             ("uk", r"кладе \d–\d до \S+"),
                                             ("en", r"plays \d–\d to the [a-z]+")])
def test_the_log_says_moves_and_counts_in_words(capsys: pytest.CaptureFixture[str], lang: str,
                                                words: str) -> None:
    code, out = run(capsys, "play", "--players", "2", "--seed", "3", "--lang", lang)
    assert code == 0 and re.search(words, out)
    moves = [line for line in out.splitlines() if not line.startswith(" ")]
    assert not any(re.search(r"\d:\d[<>]|\b(draw|pass)\b$", line) for line in moves), moves
    assert re.search({"ru": r"Базар: 14 костей", "uk": r"Базар: 14 кісток",
                      "en": r"Boneyard: 14 tiles"}[lang], out)


def test_show_prints_a_position_and_its_legal_moves(capsys: pytest.CaptureFixture[str]) -> None:
    text = ("hands 0:4 3:4 | 2:3 4:6 | 1:5 5:5 | 0:0 4:5; bazaar -; line 4:1@2 [1:1]@1; "
            "leader 1; turn 3; last 1:4@2")
    code, out = run(capsys, "show", text, "--lang", "en", "--bot", "medium")
    assert code == 0
    lines = out.splitlines()
    assert lines[0] == text and "  Line: 4:1 [1:1]" in lines
    assert "Player 4 to move: 4:5<" in lines and "medium would play 4:5<" in lines


def test_show_a_seat_view_and_a_bad_position(capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run(capsys, "show", "seat 0; hands 1:2 2:2 | ?2; bazaar ?3; line -; leader 0; "
                                    "turn 0; lead 2:2")
    assert code == 0 and "Ходит Игрок 1: 2:2" in out
    assert main(["show", "hands 1:2 | 1:2; bazaar -; line -; leader 0; turn 0"]) == 2
    assert "given twice" in capsys.readouterr().err


def test_the_rating_line_names_each_team(capsys: pytest.CaptureFixture[str]) -> None:
    code, out = run(capsys, "play", "--preset", "kozel_2x2", "--seed", "2", "--lang", "en")
    assert code == 0
    assert re.search(r"Rating: Team 1 \(players 1 and 3\): \d+, Team 2 \(players 2 and 4\): \d+",
                     out)
