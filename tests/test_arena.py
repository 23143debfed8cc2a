"""Arena smoke tests: a few duplicate deals and a match, and the personalities."""

from __future__ import annotations

import pytest

from rules.bots.arena import main
from rules.bots.personalities import PERSONALITIES, find_personality


def test_arena_round_mode_prints_win_rate(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--a", "medium", "--b", "heaviest", "--preset", "kozel", "--players", "3",
                 "--deals", "3", "--seed", "5"]) == 0
    out, err = capsys.readouterr()
    assert "plays: 9" in out and "win rate" in out and "decision time" in out
    assert "3/3 deals" in err


def test_arena_match_mode_counts_goats(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--a", "easy", "--b", "heaviest", "--match", "--deals", "2"]) == 0
    assert "is the goat in" in capsys.readouterr().out


def test_match_mode_each_for_himself_loses_all_but_the_winner(
        capsys: pytest.CaptureFixture[str]) -> None:
    """Four seats each for himself, the same bot everywhere: every seating plays the same
    match, so side A's one seat wins it in one seating of four and loses in three."""
    assert main(["--a", "heaviest", "--b", "heaviest", "--preset", "bergen", "--match",
                 "--deals", "2"]) == 0
    out = capsys.readouterr().out
    assert "is the goat in 75.0% of matches, B=heaviest in 25.0%" in out


def test_arena_rejects_bad_arguments(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--a", "nobody"]) == 2
    assert main(["--preset", "kozel_2x2", "--players", "3"]) == 2
    assert "arena:" in capsys.readouterr().err


def test_personalities_are_found_by_any_name() -> None:
    assert len({p.key for p in PERSONALITIES}) == len(PERSONALITIES)
    for p in PERSONALITIES:
        assert find_personality(p.name("ru")) is p is find_personality(p.name("en").upper())
        assert find_personality(p.name("uk")) is p
        assert p.level == p.bot.name
    with pytest.raises(KeyError, match="known"):
        find_personality("Бармалей")
