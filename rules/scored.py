"""Which hands a finished round's score depends on (RULES.md §4, §5, §7.24, §7.28).

The score pad asks only for these hands: a hand the rules never count is not asked for
(issue 19: the partner of the player who went out in a 2×2 Kozel had to be given tiles
that write nothing).  The answer is not a second statement of the scoring rules: it is read
off the scoring itself (``scoring_round.claims`` and the instant results), by asking it
whether a side's hand, changed, changes what the round writes.  ``tests/test_scored.py``
checks the answer against whole rounds of the score sheet: changing a hand not named here
never changes what a round writes.

>>> from rules.config import find_preset
>>> sorted(scored_seats(find_preset("kozel_2x2"), 4, out=True, by=0))
[1, 3]
>>> sorted(scored_seats(find_preset("kozel"), 4, out=False, by=0))
[0, 1, 2, 3]
>>> sorted(scored_seats(find_preset("bergen"), 4, out=True, by=0))
[]
"""

from __future__ import annotations

from functools import cache

from rules.config import Rules
from rules.hands import NO_DOUBLE
from rules.records import OutcomeKind
from rules.scoring_goat import instant_result
from rules.scoring_round import claims

__all__ = ["scored_seats"]

_HANDS = ((7, 12, 19, 26, 33), (30, 4, 4, 15, 15), (0, 25, 9, 25, 40))
"""Hand values per side the scoring is asked with: all different, with ties, with nothing."""
_DOUBLES = ((NO_DOUBLE, 3, NO_DOUBLE, 5, 1), (NO_DOUBLE,) * 5, (2, 4, 0, 6, 3))
"""Lowest doubles per side (Bergen's fish): one free side, several, none."""
_CHANGED = ((0, NO_DOUBLE), (44, 0), (13, 6), (3, NO_DOUBLE))
"""What a side's hand is changed to: (value, lowest double)."""


@cache  # a handful of questions a rule set (the score pad asks every frame)
def scored_seats(rules: Rules, players: int, *, out: bool, by: int,
                 hundred: int | None = None) -> frozenset[int]:
    """The seats whose hands decide what the round writes; ``by`` went out (``out``) or
    made the fish, ``hundred`` led 6:6 as the hundred move.

    A seat counts when its side's hand does for ``claims`` (a fish: usually every hand, as
    the sums decide; an out: the other sides', in Sports the partner's too; none where a
    round win is worth fixed points or where a fish does not count), and the hundred move's
    seat when its hand can end the match (25 or more in it loses, unless it went out).
    """
    side, sides = rules.side_of(by, players), rules.sides(players)
    counted = {s for s in range(sides) if _side_counts(rules, out, side, s, sides)}
    seats = {s for s in range(players) if rules.side_of(s, players) in counted
             and not (out and s == by)}  # the seat that went out holds nothing
    if hundred is not None and _hundred_counts(rules, players, out, by, hundred):
        seats.add(hundred)
    return frozenset(seats)


def _side_counts(rules: Rules, out: bool, by: int, side: int, sides: int) -> bool:
    """Whether some change of ``side``'s hand changes the verdict of a round that side ``by``
    ended (``claims``, the bonus aside: it is the same whatever the hands)."""
    for hands in _HANDS:
        for doubles in _DOUBLES:
            points, lows = hands[:sides], doubles[:sides]
            seen = claims(rules, out, by, points, 0, lows)
            for value, double in _CHANGED:
                changed = (_put(points, side, value), _put(lows, side, double))
                if claims(rules, out, by, changed[0], 0, changed[1]) != seen:
                    return True
    return False


def _put(values: tuple[int, ...], at: int, value: int) -> tuple[int, ...]:
    return tuple(value if i == at else v for i, v in enumerate(values))


def _hundred_counts(rules: Rules, players: int, out: bool, by: int, hundred: int) -> bool:
    """Whether the hundred move's hand can end the match (``instant_result``)."""
    ended = OutcomeKind.OUT if out else OutcomeKind.FISH
    none = claims(rules, out, rules.side_of(by, players), (0,) * rules.sides(players), 0)
    results = {instant_result(rules, ended, by, _put((0,) * players, hundred, value), none, (),
                              hundred) for value, _ in _CHANGED}
    return len(results) > 1
