"""Who writes what in a Kozel round (points are bad): RULES.md §4 and §7.17-7.25.

These are pure functions of one round's facts; ``ScoreSheet`` applies their
verdicts (the opening rule, remembered points, eggs) to the running accounts.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.config import Fish, Rules
from rules.hands import SIX_SIX, ZERO_ZERO
from rules.tiles import Tile

__all__ = ["Claims", "Facts", "Instant", "goat_claims", "instant_result"]


@dataclass(frozen=True, slots=True)
class Facts:
    """One round as the score sheet sees it: how it ended and what each hand was worth."""

    ended: str
    """``"out"`` or ``"fish"``."""
    by: int
    """The seat that went out or made the fish."""
    values: tuple[int, ...]
    """Per seat: the hand's value (RULES §3)."""
    points: tuple[int, ...]
    """Per side: the seats' values added up."""
    side: int
    """The side of ``by``."""
    bonus: int = 0
    lead: Tile | None = None
    last: tuple[Tile, ...] = ()
    hundred: int | None = None


@dataclass(frozen=True, slots=True)
class Claims:
    """The verdict of a round before the opening rule: amounts per writing side."""

    amounts: dict[int, int] = field(default_factory=dict)
    """Side -> points it writes this round, subject to ``open_at`` (bonus included)."""
    wipe: frozenset[int] = frozenset()
    """Sides whose remembered points are wiped."""
    carried: int = 0
    """Points carried over as eggs (a tied fish); nobody writes then."""


@dataclass(frozen=True, slots=True)
class Instant:
    """A sea-goat result that decides the match at once (§7.24-7.25)."""

    why: str
    """``hundred_won``, ``hundred_lost``, ``bald_goat`` or ``six_six``."""
    winner: int | None
    goat: int | None


def goat_claims(rules: Rules, f: Facts) -> Claims:
    """Who writes how much after this round, who loses remembered points, what is carried."""
    if f.ended == "out":
        amounts = {s: p + f.bonus for s, p in enumerate(f.points) if s != f.side}
        return Claims(amounts, frozenset({f.side}))
    if rules.fish == Fish.MAX_TAKES_ALL:
        return _max_takes_all(f)
    if rules.fish == Fish.TEAM_LARGER_TAKES_ALL:
        return _team_larger(rules, f)
    if rules.fish_ties_carry and _top_is_shared(f.points):
        return Claims(carried=sum(f.points) + f.bonus)
    return Claims({s: p + f.bonus for s, p in enumerate(f.points)})


def _top_is_shared(points: tuple[int, ...]) -> bool:
    return points.count(max(points)) > 1


def _max_takes_all(f: Facts) -> Claims:
    total = sum(f.points) + f.bonus
    if _top_is_shared(f.points):
        return Claims(carried=total)
    taker = f.points.index(max(f.points))
    others = frozenset(s for s in range(len(f.points)) if s != taker)
    return Claims({taker: total}, others)


def _team_larger(rules: Rules, f: Facts) -> Claims:
    a, b = f.points
    total = a + b + f.bonus
    if a == b:
        return Claims(carried=total)
    larger = 0 if a > b else 1
    if rules.fish_full or larger == f.side:
        return Claims({larger: total})
    # fish_full off and the fisherman's team won: the losers write only their own points.
    return Claims({larger: f.points[larger] + f.bonus})


def instant_result(rules: Rules, f: Facts, sides: int) -> Instant | None:
    """A hundred move, bald goat or 6:6 out that ends the match now, if any."""
    if f.hundred is not None and rules.hundred_move:
        verdict = _hundred(rules, f, sides)
        if verdict is not None:
            return verdict
    if f.ended != "out":
        return None
    if rules.bald_goat and ZERO_ZERO in f.last:
        return Instant("bald_goat", f.side, _other(f.side, sides))
    losers = [p + f.bonus for s, p in enumerate(f.points) if s != f.side]
    if rules.six_six_out_wins and SIX_SIX in f.last and any(p > 25 for p in losers):
        return Instant("six_six", f.side, _other(f.side, sides))
    return None


def _hundred(rules: Rules, f: Facts, sides: int) -> Instant | None:
    seat = f.hundred
    assert seat is not None
    side = rules.side_of(seat, len(f.values))
    if f.ended == "out" and f.by == seat:
        return Instant("hundred_won", side, _other(side, sides))
    if f.values[seat] >= 25:
        return Instant("hundred_lost", _other(side, sides), side)
    return None


def _other(side: int, sides: int) -> int | None:
    """The one other side when there are two; with more, everyone else shares the result."""
    return 1 - side if sides == 2 else None
