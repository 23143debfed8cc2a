"""Statistics from a few scripted stored matches: exact numbers, rating by RULES.md §4."""

from __future__ import annotations

import dataclasses
from datetime import datetime
from pathlib import Path
from typing import Any

from test_history_support import setup_json

from kozel_gui.history import History
from kozel_gui.stats import MatchFacts, match_facts, profile_stats, variants_by_count
from rules import ScoreSheet, find_preset, rating_points


def _sheet(preset: str, players: int, rounds: list[dict[str, Any]]) -> ScoreSheet:
    sheet = ScoreSheet(find_preset(preset), players)
    for r in rounds:
        sheet = sheet.record(**r)
    return sheet


# Seat 0 (the profile) goes out twice and makes one fish (holding 6, remembered, then wiped
# by going out); seat 1 writes 47 + 36 + 30 = 113 and is the goat.  The fish is «на всех»:
# both write their own points, so nobody won it (RULES.md §4, §7.18).
KOZEL_2P = [
    {"hands": [[], ["6:6", "5:5", "4:4", "3:3", "6:5"]], "ended": "out", "by": 0},
    {"hands": [["1:2", "0:3"], ["6:4", "6:3", "5:4", "5:3"]], "ended": "fish", "by": 0},
    {"hands": [[], ["6:6", "5:5", "4:4"]], "ended": "out", "by": 0},
]
# Four players: seat 0 is the goat with 105 after one round; seat 2 went out.
KOZEL_4P = [
    {"hands": [["6:6", "5:5", "4:4", "3:3", "6:5", "6:4", "5:4", "6:3", "5:3", "6:2", "6:1",
                "5:2"],
               ["0:1"], [], ["1:1"]], "ended": "out", "by": 2},
]


def test_facts_of_scripted_matches() -> None:
    two = _sheet("kozel", 2, KOZEL_2P)
    assert two.score == (0, 113) and two.goat == 1
    assert match_facts(two, 0) == MatchFacts(rounds=3, rounds_won=2, fish_made=1, points=6,
                                             rating=10, result="won", play=0, best=0,
                                             family="goat")
    assert match_facts(two, 1) == MatchFacts(3, 0, 0, 113, 0, "goat", 0, 47, "goat")
    four = _sheet("kozel", 4, KOZEL_4P)
    assert four.goat == 0 and four.score == (105, 0, 0, 0) and four.remembered == (0, 1, 0, 2)
    assert match_facts(four, 0) == MatchFacts(1, 0, 0, 105, 0, "goat", 0, 105, "goat")
    assert match_facts(four, 2) == MatchFacts(1, 1, 0, 0, 10, "won", 0, 0, "goat")


def test_profile_statistics_from_the_store(tmp_path: Path) -> None:
    two = {"sheet": _sheet("kozel", 2, KOZEL_2P).to_json()}
    four = {"sheet": _sheet("kozel", 4, KOZEL_4P).to_json()}
    with History.open(tmp_path / "h.sqlite3") as h:
        h.add_match(setup_json(2), two, "Аня", played_at=datetime(2025, 3, 2))
        h.add_match(setup_json(4), four, "Аня", played_at=datetime(2025, 3, 1))
        h.add_match(setup_json(2), two, "Аня", played_at=datetime(2025, 3, 3))
        h.add_match(setup_json(2, name="Боря"), two, "Боря")
        stats = profile_stats(h.facts("Аня"))
    assert (stats.matches, stats.wins, stats.goats) == (3, 2, 1)
    assert (stats.rounds, stats.rounds_won, stats.fish_made) == (7, 4, 2)
    assert stats.points == 6 + 105 + 6
    assert stats.points_per_round == 117 / 7
    assert stats.rating == 20
    assert stats.rating_history == [("2025-03-01T00:00:00", 0), ("2025-03-02T00:00:00", 10),
                                    ("2025-03-03T00:00:00", 20)]
    assert stats.per_variant == {"kozel": {"won": 2, "lost": 0, "goat": 1, "left": 0}}
    assert list(variants_by_count(stats)) == ["kozel"]


def test_no_matches_no_division_by_zero() -> None:
    stats = profile_stats([])
    assert stats.matches == 0 and stats.points_per_round == 0.0 and stats.rating_history == []


def test_rating_follows_the_rule_book() -> None:
    assert [rating_points(p) for p in (0, 16, 25, 35, 95, 99, 100)] == [10, 8, 8, 7, 1, 1, 1]
    # 35 points: (100 - 35) / 10 = 6.5, rounded half up to 7, not to the even 6.


def test_a_kozel_fish_each_writes_is_won_by_nobody() -> None:
    """P34b: «Конов выиграно 3 из 11» counted three fish «на всех» the player made, in one of
    which he wrote 45.  In Kozel a fish everyone writes has no winner; going out is won."""
    sheet = _sheet("kozel", 3, [
        {"hands": [["0:1"], ["0:2"], ["0:3"]], "ended": "fish", "by": 0},
        {"hands": [["6:6", "5:5", "4:4", "6:5", "0:4"], ["0:2"], ["0:3"]], "ended": "fish",
         "by": 0},
        {"hands": [[], ["0:2"], ["0:3"]], "ended": "out", "by": 0},
    ])
    assert [r.winners for r in sheet.rows] == [(), (), (0,)]
    assert sheet.rows[1].sides[0].written == 46  # 45 in hand and the 1 held opens the score
    assert match_facts(sheet, 0) == MatchFacts(3, 1, 2, 46, 0, "unfinished", 0, 46, "goat")
    assert match_facts(sheet, 1).rounds_won == 0


def test_a_fish_is_won_as_its_rule_gives_it() -> None:
    """Where a fish has a winner in the rules, the statistic counts it: classic and kids the
    unique fewest (a tie: nobody); Kozel «на одного» the sides the taker writes for."""
    classic = _sheet("classic", 3, [
        {"hands": [["0:1"], ["0:2"], ["0:3"]], "ended": "fish", "by": 1},
        {"hands": [["0:4"], ["1:3"], ["2:5"]], "ended": "fish", "by": 2},
    ])
    assert [r.winners for r in classic.rows] == [(0,), ()]  # the second is tied 4 : 4
    assert match_facts(classic, 0).rounds_won == 1
    assert match_facts(classic, 1) == MatchFacts(2, 0, 1, 6, 0, "unfinished", 0, 0, "count")
    assert match_facts(classic, 0).best == 5, "the fewest took the others' 2 + 3"
    kids = _sheet("kids", 2, [{"hands": [["0:1"], ["0:2"]], "ended": "fish", "by": 1}])
    assert kids.rows[0].winners == (0,)
    one = ScoreSheet(dataclasses.replace(find_preset("kozel"), fish="max_takes_all"), 3)
    one = one.record(hands=[["0:1"], ["5:6"], ["0:3"]], ended="fish", by=0)
    assert one.rows[0].winners == (0, 2)  # seat 1 holds the most and writes all 15
    assert [match_facts(one, s).rounds_won for s in range(3)] == [1, 0, 1]


def test_a_match_that_ended_undecided_counts_for_nothing(tmp_path: Path) -> None:
    """Playtest 30 (issue 13): a network table closed before its end was counted in «Партий
    сыграно».  One rule (``stats.COUNTED``) for statistics, rating and "has played": a match
    stored unfinished is listed in the history, and taken in by none of them."""
    from kozel_gui.history import has_played

    unfinished = {"sheet": _sheet("kozel", 2, KOZEL_2P[:2]).to_json()}
    path = tmp_path / "h.sqlite3"
    with History.open(path) as h:
        h.add_match(setup_json(2), unfinished, "Аня")
        assert [r.result for r in h.list_matches()] == ["unfinished"]
        assert h.facts("Аня") == []
    assert not has_played(path, "Аня")
    with History.open(path) as h:
        h.add_match(setup_json(2), {"sheet": _sheet("kozel", 2, KOZEL_2P).to_json()}, "Аня")
        stats = profile_stats(h.facts("Аня"))
    assert (stats.matches, stats.wins, stats.rounds, stats.rating) == (1, 1, 3, 10)
    assert stats.rating_history[-1][1] == 10 and len(stats.rating_history) == 1
    assert has_played(path, "Аня")
