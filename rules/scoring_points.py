"""Who scores in points-good variants (RULES.md §5, §7.27-7.31): classic, sports, kids.

Each function returns ``{side: points written}``; an empty dict is a draw.
"""

from __future__ import annotations

from rules.config import Fish, Rules, Scoring
from rules.scoring_goat import Facts

__all__ = ["points_award"]


def points_award(rules: Rules, f: Facts) -> dict[int, int]:
    """Points (or, for kids, round wins) each side writes this round."""
    if rules.scoring == Scoring.WINS:
        return _wins(f)
    if f.ended == "out":
        others = sum(p for s, p in enumerate(f.points) if s != f.side)
        # Sports counts every hand left, the partner's too (§7.28): with teams the
        # partner's hand is part of the own side's points.
        total = sum(f.points) if rules.teams else others
        return {f.side: total}
    if rules.fish == Fish.SMALLER_PAIR_WINS_ALL:
        return _unique_lowest(f.points, sum(f.points))
    low = min(f.points)
    return _unique_lowest(f.points, sum(f.points) - 2 * low)


def _wins(f: Facts) -> dict[int, int]:
    if f.ended == "out":
        return {f.side: 1}
    return _unique_lowest(f.points, 1)


def _unique_lowest(points: tuple[int, ...], amount: int) -> dict[int, int]:
    low = min(points)
    if points.count(low) > 1:
        return {}
    return {points.index(low): amount}
