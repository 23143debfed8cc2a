"""Who scores in points-good variants (RULES.md §5, §7.27-7.31, §8.34): classic, sports, kids.

``points_claims`` gives per side the points (for kids, round wins) written this
round, None for nothing; nobody writing is a draw.
"""

from __future__ import annotations

from rules.config import Fish, Rules, Scoring

__all__ = ["points_claims"]


def points_claims(rules: Rules, out: bool, side: int,
                  points: tuple[int, ...]) -> tuple[int | None, ...]:
    """What each side writes: ``side`` went out or made the fish; ``points`` per side."""
    if rules.scoring == Scoring.WINS:
        return _only(side, 1, len(points)) if out else _unique_lowest(points, 1)
    total = sum(points)
    if out:
        # Sports counts every hand left, the partner's too (§7.28): with teams the
        # partner's hand is part of the own side's points.
        return _only(side, total if rules.teams else total - points[side], len(points))
    low = min(points)
    if rules.fish == Fish.SMALLER_PAIR_WINS_ALL:
        return _unique_lowest(points, total)
    if rules.fish == Fish.LOWEST_WINS_OTHERS:  # §8.34: the sum of the others' hands
        return _unique_lowest(points, total - low)
    return _unique_lowest(points, total - 2 * low)  # the others' sum less his own


def _only(side: int, amount: int, sides: int) -> tuple[int | None, ...]:
    return tuple(amount if s == side else None for s in range(sides))


def _unique_lowest(points: tuple[int, ...], amount: int) -> tuple[int | None, ...]:
    low = min(points)
    if points.count(low) > 1:
        return (None,) * len(points)  # a draw (§7.27): nothing written or carried
    return _only(points.index(low), amount, len(points))
