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
  sheet rows but not rounds; in a game where points are good those are points the side
  did not score (the others took them), and the screen says so;
- *points in play per round* (Muggins, Telephone, Bergen: ``SideRow.play``): what the side
  scored during play, averaged over the rounds of the matches that stored it;
- *best round*: the most points the side wrote in one round (in play and at its end);
- *win rate*: matches won of matches played, as a share;
- a figure a match stored before it was kept (and could not be worked out again from the
  stored sheet) is ``None``: it is left out, and a figure no match knows is shown «—»,
  never a wrong 0;
- *rating*: ``ScoreSheet.rating()`` (RULES.md §4: the goat 0, every other side
  ``max(1, round_half_up((100 - score) / 10))``; points-good: 10 for the winner).

>>> from rules import ScoreSheet, find_preset
>>> sheet = ScoreSheet(find_preset("kozel"), players=2)
>>> sheet = sheet.record(hands=[[], ["6:6", "5:5", "4:4", "3:3", "6:5", "6:4", "6:3"]],
...                      ended="out", by=0)
>>> match_facts(sheet, 1)  # doctest: +NORMALIZE_WHITESPACE
MatchFacts(rounds=1, rounds_won=0, fish_made=0, points=66, rating=0, result='unfinished',
           play=0, best=66, family='goat')
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field

from kozel_gui.rule_sets import base_of
from rules import RowKind, ScoreSheet, find_preset

__all__ = [
    "COUNTED",
    "RESULTS",
    "GameLine",
    "MatchFacts",
    "Page",
    "ProfileStats",
    "StoredFacts",
    "accuracy_history",
    "game_lines",
    "match_facts",
    "page_of",
    "profile_stats",
    "result_of",
    "share",
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
    play: int | None = None
    """The side's points scored in play, summed over the rounds (None: not known)."""
    best: int | None = None
    """The most points the side wrote in one round (None: not known)."""
    family: str | None = None
    """The game's family (``Rules.family``: goat, count, play, wins; None: not known)."""


@dataclass(frozen=True, slots=True)
class StoredFacts:
    """One stored match as the statistics need it: when, which variant, and its facts."""

    played_at: str
    variant: str
    facts: MatchFacts
    seed: str | None = None
    """The match's seed as its set-up stored it: what the coach's accuracy log keys a match
    by (``coaching.AccuracyLog``), so its accuracy is drawn at this match (None: none)."""


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
    play: int = 0
    """Points scored in play, over the matches that know them (``play_rounds``)."""
    play_rounds: int = 0
    best: int | None = None
    """The best round of the matches that know it (None: none does)."""
    rating_history: list[tuple[str, int]] = field(default_factory=list)
    """``(played_at, rating so far)`` after each match, oldest first."""
    per_variant: dict[str, dict[str, int]] = field(default_factory=dict)
    """``{variant: {"won": n, "lost": n, "goat": n, "left": n}}`` (a given-up match is
    counted too: P32 found it missing from the chart)."""

    @property
    def points_per_round(self) -> float:
        """Average points in hand per round (0.0 before any round)."""
        return self.points / self.rounds if self.rounds else 0.0

    @property
    def play_per_round(self) -> float | None:
        """Average points scored in play per round (None: no match stored them)."""
        return self.play / self.play_rounds if self.play_rounds else None

    @property
    def win_rate(self) -> float:
        """Matches won of matches played (0.0 before any)."""
        return share(self.wins, self.matches)


def share(part: int, whole: int) -> float:
    """``part`` of ``whole`` as a share from 0 to 1 (0.0 of nothing).

    >>> share(2, 5), share(0, 0)
    (0.4, 0.0)
    """
    return part / whole if whole else 0.0


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
    family = sheet.rules.family.value
    if seat is None:
        return MatchFacts(len(rounds), 0, 0, 0, 0, "", family=family)
    side = sheet.side_of(seat)
    won = sum(1 for r in rounds if side in r.winners)
    fish = sum(1 for r in rounds if r.kind is RowKind.FISH and r.by == seat)
    points = sum(r.sides[side].points for r in rounds)
    rating = sheet.rating()[side] if sheet.is_over else 0
    play = sum(r.sides[side].play for r in rounds)
    best = max((r.sides[side].written for r in rounds), default=0)
    return MatchFacts(len(rounds), won, fish, points, rating, result_of(sheet, side), play,
                      best, family)


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
    if f.play is not None:
        stats.play += f.play
        stats.play_rounds += f.rounds
    if f.best is not None:
        stats.best = max(f.best, stats.best or 0)
    stats.rating_history.append((m.played_at, stats.rating))
    tally = stats.per_variant.setdefault(m.variant, {"won": 0, "lost": 0, "goat": 0, "left": 0})
    if f.result in tally:
        tally[f.result] += 1


def accuracy_history(matches: Iterable[StoredFacts], shares: Mapping[str, float]
                     ) -> list[tuple[str, int]]:
    """``(played_at, percent)`` for each of ``matches`` the coach reviewed (``shares``: its
    share of good moves by the match's seed), oldest first: a per-match series like
    ``ProfileStats.rating_history``, of the same matches (the game chosen, the counted ones).

    >>> f = MatchFacts(1, 1, 0, 5, 10, "won")
    >>> accuracy_history([StoredFacts("2026-12-07T11:40", "kozel", f, "7"),
    ...                   StoredFacts("2026-12-07T11:10", "kozel", f, "3"),
    ...                   StoredFacts("2026-12-07T12:00", "kozel", f, "9")], {"3": 0.7, "9": 0.5})
    [('2026-12-07T11:10', 70), ('2026-12-07T12:00', 50)]
    """
    return [(m.played_at, round(100 * shares[m.seed]))
            for m in sorted(matches, key=lambda m: m.played_at)
            if m.seed is not None and m.seed in shares]


def variants_by_count(stats: ProfileStats) -> Sequence[str]:
    """Variants played, the most played first (ties by name), for the chart's bars."""
    return sorted(stats.per_variant, key=lambda v: (-sum(stats.per_variant[v].values()), v))


@dataclass(frozen=True, slots=True)
class GameLine:
    """One game's line of the every-game table."""

    game: str
    played: int
    won: int

    @property
    def win_rate(self) -> float:
        """Matches won of played."""
        return share(self.won, self.played)


def game_lines(stats: ProfileStats) -> list[GameLine]:
    """Each game played, the most played first: played, won (a given-up match is played).

    >>> s = ProfileStats(per_variant={"kozel": {"won": 1, "lost": 0, "goat": 2, "left": 1},
    ...                               "muggins": {"won": 3, "lost": 2, "goat": 0, "left": 0}})
    >>> [(g.game, g.played, g.won, g.win_rate) for g in game_lines(s)]
    [('muggins', 5, 3, 0.6), ('kozel', 4, 1, 0.25)]
    """
    return [GameLine(v, sum(stats.per_variant[v].values()), stats.per_variant[v]["won"])
            for v in variants_by_count(stats)]


@dataclass(frozen=True, slots=True)
class Page:
    """What the statistics page of some matches shows, decided by their games' families."""

    goats: bool
    """A goat row and a goat bar: some game counted makes a goat."""
    points_good: bool
    """Every game counted is won on points: the points in hand are the ones not scored, and
    the best round means something."""
    in_play: bool
    """Every game counted scores in play (Muggins, Telephone, Bergen): points in play."""


def page_of(matches: Iterable[StoredFacts]) -> Page:
    """The page of ``matches`` (one game's, or every game's): the one rule for the games
    chosen in the chooser and for a profile that played one game only.

    >>> muggins = MatchFacts(1, 1, 0, 5, 10, "won", 20, 25, "play")
    >>> page_of([StoredFacts("2026-12-07", "muggins", muggins)])
    Page(goats=False, points_good=True, in_play=True)
    >>> kozel = MatchFacts(1, 0, 0, 30, 0, "goat", 0, 30, "goat")
    >>> page_of([StoredFacts("", "muggins", muggins), StoredFacts("", "kozel", kozel)])
    Page(goats=True, points_good=False, in_play=False)
    """
    families = {_family(m) for m in matches}
    good = bool(families) and families <= {"count", "play"}
    return Page("goat" in families or None in families, good, families == {"play"})


def _family(m: StoredFacts) -> str | None:
    """A match's family as stored, else its game's (a house rule set's base game is one of
    its family, ``rule_sets.nearest_game``; a set stored by its name alone, unknown: None)."""
    if m.facts.family is not None:
        return m.facts.family
    try:
        return find_preset(base_of(m.variant)).family.value
    except KeyError:
        return None
