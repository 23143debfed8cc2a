"""Who scores in points-good variants (RULES.md §5, §7.27-7.31, §8.34; GAMES.md §1.5, §2.5,
§4.5, §11.7-10, §11.20): classic, sports, kids, Muggins, Bergen, Telephone.

``points_claims`` gives per side the hand points (for kids, round wins) written this
round, None for nothing; nobody writing is a draw.  Points scored in play are added by
the caller: they always stand.

>>> from rules.config import find_preset
>>> points_claims(find_preset("muggins"), True, 0, (0, 13))
(15, None)
>>> points_claims(find_preset("bergen"), False, 0, (10, 10, 21), doubles=(5, 7, 7))
(None, 2, None)
"""

from __future__ import annotations

from rules.config import Fish, HandRounding, Rules, Scoring
from rules.hands import NO_DOUBLE

__all__ = ["points_claims", "rounded", "unrounded_claims"]


def rounded(how: HandRounding | str, points: int) -> int:
    """Hand points rounded to a multiple of five (GAMES.md §4 T3, §11.7).

    >>> [rounded("nearest_5", n) for n in (12, 13, 22, 4, 2)], rounded("up_5", 41)
    ([10, 15, 20, 5, 0], 45)
    """
    if how == HandRounding.UP_5:
        return -(-points // 5) * 5
    if how == HandRounding.NEAREST_5:
        return (points + 2) // 5 * 5  # remainders 1-2 down, 3-4 up
    return points


def points_claims(rules: Rules, out: bool, side: int, points: tuple[int, ...],
                  doubles: tuple[int, ...] = ()) -> tuple[int | None, ...]:
    """What each side writes from the hands: ``side`` went out or made the fish; ``points``
    per side; ``doubles`` per side the lowest double it holds (``NO_DOUBLE``: none), which
    Bergen's fish needs."""
    if rules.scoring == Scoring.WINS:
        return _only(side, 1, len(points)) if out else _unique_lowest(points, 1)
    amounts = _hand_claims(rules, out, side, points, doubles)
    if rules.win_points:
        return tuple(None if a is None else rules.win_points for a in amounts)
    how = rules.hand_rounding
    return tuple(None if a is None else rounded(how, a) for a in amounts)


def unrounded_claims(rules: Rules, out: bool, side: int, points: tuple[int, ...],
                     doubles: tuple[int, ...] = ()) -> tuple[int | None, ...]:
    """Per side the hand points ``points_claims`` rounds, before ``hand_rounding``; None where
    a side writes none or they are not rounded (no rounding, Bergen's points for a win, kids).

    >>> from rules.config import find_preset
    >>> unrounded_claims(find_preset("muggins"), True, 0, (0, 13))
    (13, None)
    """
    if rules.scoring == Scoring.WINS or rules.win_points \
            or rules.hand_rounding == HandRounding.NONE:
        return (None,) * len(points)
    return _hand_claims(rules, out, side, points, doubles)


def _hand_claims(rules: Rules, out: bool, side: int, points: tuple[int, ...],
                 doubles: tuple[int, ...]) -> tuple[int | None, ...]:
    total = sum(points)
    if out:
        # Sports counts every hand left, the partner's too (§7.28); elsewhere a team writes
        # the opponents' hands (GAMES.md §11.8).
        partner = rules.fish == Fish.SMALLER_PAIR_WINS_ALL
        return _only(side, total if partner else total - points[side], len(points))
    low = min(points)
    if rules.fish == Fish.SMALLER_PAIR_WINS_ALL:
        return _unique_lowest(points, total)
    if rules.fish == Fish.BERGEN_DOUBLES:
        return _bergen_fish(points, doubles)
    if rules.fish == Fish.LOWEST_WINS_OTHERS:  # §8.34: the sum of the others' hands
        return _unique_lowest(points, total - low)
    return _unique_lowest(points, total - 2 * low)  # the others' sum less his own


def _bergen_fish(points: tuple[int, ...], doubles: tuple[int, ...]) -> tuple[int | None, ...]:
    """The only side without a double; of several, the fewest pips (a tie: nobody); if all
    hold doubles, the holder of the lowest (GAMES.md §2.5, §11.10).  The amount is replaced
    by ``win_points``."""
    if len(doubles) != len(points):
        raise ValueError("fish: Bergen's blocked round is decided by the doubles in the hands, "
                         "so give the hands")
    free = [s for s, d in enumerate(doubles) if d == NO_DOUBLE]
    if len(free) == 1:
        return _only(free[0], 1, len(points))
    if free:
        low = min(points[s] for s in free)
        lowest = [s for s in free if points[s] == low]
        return _only(lowest[0], 1, len(points)) if len(lowest) == 1 else (None,) * len(points)
    return _only(doubles.index(min(doubles)), 1, len(points))


def _only(side: int, amount: int, sides: int) -> tuple[int | None, ...]:
    return tuple(amount if s == side else None for s in range(sides))


def _unique_lowest(points: tuple[int, ...], amount: int) -> tuple[int | None, ...]:
    low = min(points)
    if points.count(low) > 1:
        return (None,) * len(points)  # a draw (§7.27): nothing written or carried
    return _only(points.index(low), amount, len(points))
