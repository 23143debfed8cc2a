"""The named choices of the rule book: each setting that takes one of several words.

They are ``StrEnum`` members, so plain strings work, compare equal and are what JSON holds.
``rules.config`` re-exports them with ``Rules``.
"""

from __future__ import annotations

from enum import StrEnum

__all__ = [
    "Draw",
    "FirstLead",
    "Fish",
    "HandRounding",
    "Layout",
    "NextLead",
    "NoDoubleLead",
    "ScoreInPlay",
    "Scoring",
    "SpinnerOpens",
    "ZeroZeroLead",
]


class FirstLead(StrEnum):
    """Who leads the first round of a match (RULES.md §2.3, GAMES.md §11.15)."""

    LOWEST_DOUBLE = "lowest_double"
    HIGHEST_DOUBLE = "highest_double"
    DRAW_LOTS = "draw_lots"
    LOWEST_DOUBLE_ZERO_FIRST = "lowest_double_zero_first"
    """Bergen: 0:0, 1:1 ... 6:6."""


class NoDoubleLead(StrEnum):
    """The first lead when no hand holds a double."""

    HIGHEST = "highest"
    LOWEST = "lowest"


class ZeroZeroLead(StrEnum):
    """Whether 0:0 may ever be led (RULES.md §8.36)."""

    ALLOWED = "allowed"
    FORBIDDEN = "forbidden"


class NextLead(StrEnum):
    """Who leads later rounds (the fisherman always leads after a fish)."""

    WINNER = "winner"
    WINNER_PARTNER = "winner_partner"


class Draw(StrEnum):
    """How a seat that cannot play goes to the bazaar."""

    UNTIL_PLAYABLE = "until_playable"
    ONE = "one"
    NONE = "none"


class Fish(StrEnum):
    """How a fish (blocked round) is scored."""

    EACH = "each"
    MAX_TAKES_ALL = "max_takes_all"
    TEAM_LARGER_TAKES_ALL = "team_larger_takes_all"
    LOWEST_WINS_DIFFERENCE = "lowest_wins_difference"
    LOWEST_WINS_OTHERS = "lowest_wins_others"
    SMALLER_PAIR_WINS_ALL = "smaller_pair_wins_all"
    FEWEST_WINS = "fewest_wins"
    BERGEN_DOUBLES = "bergen_doubles"
    """Bergen (GAMES.md §2.5): the only seat without a double wins, else the lowest double."""
    VOID = "void"
    """General's Kozel (GAMES.md §5.2): the round does not count and is dealt again."""


class Scoring(StrEnum):
    """Points are bad (``goat``), good (``points``) or rounds won count (``wins``)."""

    GOAT = "goat"
    POINTS = "points"
    WINS = "wins"


class Layout(StrEnum):
    """The shape of the table (GAMES.md §0): a line with two ends, or a spinner with four."""

    LINE = "line"
    SPINNER = "spinner"


class SpinnerOpens(StrEnum):
    """When the spinner's up and down arms open (GAMES.md §0)."""

    SIDES_FIRST = "sides_first"
    AT_ONCE = "at_once"


class ScoreInPlay(StrEnum):
    """Points scored during play (GAMES.md §1.4, §2.4)."""

    NONE = "none"
    FIVES = "fives"
    BERGEN = "bergen"


class HandRounding(StrEnum):
    """How the hand points a side writes at a round's end are rounded (GAMES.md §11.7)."""

    NONE = "none"
    NEAREST_5 = "nearest_5"
    UP_5 = "up_5"
