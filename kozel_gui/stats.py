"""Statistics and rating of a local profile, computed from stored matches (pure functions).

What one match gives a profile (``MatchFacts``) is computed once, when the match
is stored, from its score sheet; the statistics screen only adds facts up.

Definitions (what the screen shows):

- a round is *won* as the score sheet says (``Row.winners``, ``rules.round_winners``): by
  the side that went out; a fish by the side its rule gives it to (points good: the
  fewest, none on a tie), and in Kozel only where another side takes all: a fish «на
  всех», where everyone writes his own points, is won by nobody (P34b: three fish, one
  with 45 written, counted as «Конов выиграно 3»);
- *fish made*: fish rounds whose fisherman was the profile's own seat;
- a match *counts* (``COUNTED``) once it was decided: won, lost, a goat, or given up; one
  that ended undecided (a network table closed or lost before its end, ``unfinished``)
  counts for nothing, neither played nor won nor lost nor rated: the history lists it,
  the statistics, the rating and "has this profile played" never take it in;
- a match the profile's side *left* (gave up, §8.39) counts as played, with its rounds and
  its rating (0 for the leaver), but is neither won nor lost nor a goat: its result is
  ``left``; the others at that table have won;
- *points per round*: the side's points in hand at the end of a round (0 when it
  went out), averaged over rounds; clock timeouts, the match time and a leaver are
  sheet rows but not rounds;
- *rating*: ``ScoreSheet.rating()`` (RULES.md §4: the goat 0, every other side
  ``max(1, round_half_up((100 - score) / 10))``; points-good: 10 for the winner).

>>> from rules import ScoreSheet, find_preset
>>> sheet = ScoreSheet(find_preset("kozel"), players=2)
>>> sheet = sheet.record(hands=[[], ["6:6", "5:5", "4:4", "3:3", "6:5", "6:4", "6:3"]],
...                      ended="out", by=0)
>>> match_facts(sheet, 1)
MatchFacts(rounds=1, rounds_won=0, fish_made=0, points=66, rating=0, result='unfinished')
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from rules import RowKind, ScoreSheet

__all__ = [
    "COUNTED",
    "RESULTS",
    "MatchFacts",
    "ProfileStats",
    "StoredFacts",
    "match_facts",
    "profile_stats",
    "result_of",
    "variants_by_count",
]

RESULTS = ("won", "lost", "goat", "left", "unfinished", "")
"""A match's result for the profile; ``""`` when no profile played it (a bots' demo)."""
COUNTED = ("won", "lost", "goat", "left")
"""The results of a match that counts for a profile: played, rated, in its statistics (an
``unfinished`` one, a network table closed before its end, does not)."""


@dataclass(frozen=True, slots=True)
class MatchFacts:
    """What one stored match gives the profile that played it."""

    rounds: int
    rounds_won: int
    fish_made: int
    points: int
    """The profile side's points in hand, summed over the rounds."""
    rating: int
    result: str


@dataclass(frozen=True, slots=True)
class StoredFacts:
    """One stored match as the statistics need it: when, which variant, and its facts."""

    played_at: str
    variant: str
    facts: MatchFacts


@dataclass(slots=True)
class ProfileStats:
    """Totals for one profile over its stored matches."""

    matches: int = 0
    goats: int = 0
    wins: int = 0
    given_up: int = 0
    """Matches the profile left before the end (§8.39)."""
    rounds: int = 0
    rounds_won: int = 0
    fish_made: int = 0
    points: int = 0
    rating: int = 0
    rating_history: list[tuple[str, int]] = field(default_factory=list)
    """``(played_at, rating so far)`` after each match, oldest first."""
    per_variant: dict[str, dict[str, int]] = field(default_factory=dict)
    """``{variant: {"won": n, "lost": n, "goat": n, "left": n}}`` (a given-up match is
    counted too: P32 found it missing from the chart)."""

    @property
    def points_per_round(self) -> float:
        """Average points in hand per round (0.0 before any round)."""
        return self.points / self.rounds if self.rounds else 0.0


def result_of(sheet: ScoreSheet, side: int) -> str:
    """``won``, ``lost``, ``goat``, ``left`` or ``unfinished`` for ``side`` of a sheet."""
    if not sheet.is_over:
        return "unfinished"
    if sheet.left is not None:  # §8.39: the leaver's side left, everyone else has won
        return "left" if sheet.side_of(sheet.left) == side else "won"
    if sheet.goat == side:
        return "goat"
    if sheet.winner == side:
        return "won"
    if sheet.rules.is_goat:
        # With a goat everyone else has won; a bald-goat win (no goat) leaves all others goats.
        return "won" if sheet.goat is not None else "goat"
    return "lost"


def match_facts(sheet: ScoreSheet, seat: int | None) -> MatchFacts:
    """The facts of one match for the profile at ``seat`` (None: nobody's, all zero)."""
    rounds = [r for r in sheet.rows if r.kind in (RowKind.OUT, RowKind.FISH)]
    if seat is None:
        return MatchFacts(len(rounds), 0, 0, 0, 0, "")
    side = sheet.side_of(seat)
    won = sum(1 for r in rounds if side in r.winners)
    fish = sum(1 for r in rounds if r.kind is RowKind.FISH and r.by == seat)
    points = sum(r.sides[side].points for r in rounds)
    rating = sheet.rating()[side] if sheet.is_over else 0
    return MatchFacts(len(rounds), won, fish, points, rating, result_of(sheet, side))


def profile_stats(matches: Iterable[StoredFacts]) -> ProfileStats:
    """Add up stored matches (any order; the rating history is sorted by date)."""
    stats = ProfileStats()
    for m in sorted(matches, key=lambda m: m.played_at):
        _add(stats, m)
    return stats


def _add(stats: ProfileStats, m: StoredFacts) -> None:
    f = m.facts
    stats.matches += 1
    stats.goats += f.result == "goat"
    stats.wins += f.result == "won"
    stats.given_up += f.result == "left"
    stats.rounds += f.rounds
    stats.rounds_won += f.rounds_won
    stats.fish_made += f.fish_made
    stats.points += f.points
    stats.rating += f.rating
    stats.rating_history.append((m.played_at, stats.rating))
    tally = stats.per_variant.setdefault(m.variant, {"won": 0, "lost": 0, "goat": 0, "left": 0})
    if f.result in tally:
        tally[f.result] += 1


def variants_by_count(stats: ProfileStats) -> Sequence[str]:
    """Variants played, the most played first (ties by name), for the chart's bars."""
    return sorted(stats.per_variant, key=lambda v: (-sum(stats.per_variant[v].values()), v))
