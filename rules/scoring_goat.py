"""Who writes what in a Kozel round (points are bad): RULES.md §4, §7.17-7.25, §8.42.

Pure functions of one round's facts; ``rules.scoring_round`` applies their verdicts
(the opening rule, remembered points, eggs) to the accounts.
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple

from rules.config import Fish, Rules
from rules.hands import SIX_SIX, ZERO_ZERO
from rules.records import OutcomeKind
from rules.tiles import Tile

__all__ = ["Claims", "Instant", "InstantKind", "goat_claims", "instant_result"]


class Claims(NamedTuple):
    """A round's verdict before the opening rule."""

    amounts: tuple[int | None, ...]
    """Per side: the points it writes this round (bonus included), None if it writes nothing."""
    wipe: tuple[bool, ...]
    """Per side: whether its remembered points are wiped."""
    carried: int
    """Points carried over as eggs (a tied fish); nobody writes then."""


class InstantKind(StrEnum):
    """A sea-goat result that decides the match at once (§7.24-7.25)."""

    HUNDRED_WON = "hundred_won"
    HUNDRED_LOST = "hundred_lost"
    BALD_GOAT = "bald_goat"
    SIX_SIX = "six_six"


class Instant(NamedTuple):
    """An instant result: why, and the sides that won and lost (None: everyone else)."""

    why: InstantKind
    winner: int | None
    goat: int | None


def goat_claims(rules: Rules, out: bool, side: int, points: tuple[int, ...],
                bonus: int) -> Claims:
    """Who writes how much, who loses remembered points, what is carried.

    ``side`` went out or made the fish; ``points`` are the sides' hand values.
    """
    n = len(points)
    if out:
        return Claims(tuple(None if s == side else p + bonus for s, p in enumerate(points)),
                      tuple(s == side for s in range(n)), 0)
    if rules.fish == Fish.VOID:  # General's Kozel: nobody writes, wipes or carries (§11.12)
        return Claims((None,) * n, (False,) * n, 0)
    if rules.fish == Fish.MAX_TAKES_ALL:
        return _max_takes_all(points, bonus)
    if rules.fish == Fish.TEAM_LARGER_TAKES_ALL:
        return _team_larger(rules, side, points, bonus)
    if rules.fish_ties_carry and _top_is_shared(points):
        return _carried(points, bonus)
    return Claims(tuple(p + bonus for p in points), (False,) * n, 0)


def _top_is_shared(points: tuple[int, ...]) -> bool:
    return points.count(max(points)) > 1


def _carried(points: tuple[int, ...], bonus: int) -> Claims:
    """A tied fish: nobody writes, the whole sum (and the bonus) goes on as eggs (§7.20)."""
    return Claims((None,) * len(points), (False,) * len(points), sum(points) + bonus)


def _max_takes_all(points: tuple[int, ...], bonus: int) -> Claims:
    if _top_is_shared(points):
        return _carried(points, bonus)
    taker = points.index(max(points))
    total = sum(points) + bonus
    return Claims(tuple(total if s == taker else None for s in range(len(points))),
                  tuple(s != taker for s in range(len(points))), 0)


def _team_larger(rules: Rules, side: int, points: tuple[int, ...], bonus: int) -> Claims:
    a, b = points
    if a == b:
        return _carried(points, bonus)
    larger = 0 if a > b else 1
    # fish_full off and the fisherman's team won: the losers write only their own points.
    amount = a + b + bonus if rules.fish_full or larger == side else points[larger] + bonus
    return Claims(tuple(amount if s == larger else None for s in range(2)), (False, False), 0)


def instant_result(rules: Rules, ended: OutcomeKind, by: int, values: tuple[int, ...],
                   claims: Claims, last: tuple[Tile, ...], hundred: int | None) -> Instant | None:
    """A hundred move, bald goat or 6:6 out that ends the match now, if any."""
    sides = len(claims.amounts)
    if hundred is not None and rules.hundred_move:
        side = rules.side_of(hundred, len(values))
        if ended == OutcomeKind.OUT and by == hundred:
            return Instant(InstantKind.HUNDRED_WON, side, _other(side, sides))
        if values[hundred] >= 25:
            return Instant(InstantKind.HUNDRED_LOST, _other(side, sides), side)
    if ended != OutcomeKind.OUT:
        return None
    side = rules.side_of(by, len(values))
    if rules.bald_goat and ZERO_ZERO in last:
        return Instant(InstantKind.BALD_GOAT, side, _other(side, sides))
    if rules.six_six_out_wins and SIX_SIX in last and any(
            a is not None and a > 25 for a in claims.amounts):
        return Instant(InstantKind.SIX_SIX, side, _other(side, sides))
    return None


def _other(side: int, sides: int) -> int | None:
    """The one other side when there are two; with more, everyone else shares the result."""
    return 1 - side if sides == 2 else None
