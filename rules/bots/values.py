"""What a finished round is worth to a side: hand values (RULES.md §3), points written, utility.

A private evaluation for the bots; the match's own scoring lives in ``rules.scoring``.

>>> from rules.config import find_preset
>>> from rules.tiles import mask_of
>>> k = find_preset("kozel")
>>> hand_value(k, mask_of(["0:0"])), hand_value(k, mask_of(["0:0", "2:3"]))
(10, 5)
>>> written(k, 2, "out", 0, (0, mask_of(["5:6"])))
(0, 11)
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.config import Fish, Rules, Scoring
from rules.tiles import ALL_TILES, Tile

__all__ = [
    "BONUS_TILES",
    "GOAT_PENALTY",
    "ScoreContext",
    "hand_value",
    "pips_of",
    "utility",
    "written",
    "written_of",
]

_ZZ = Tile(0, 0).bit
_SS = Tile(6, 6).bit
BONUS_TILES = {_ZZ: 25, _SS: 50}
"""Double bonuses (§4): leading or going out with 0:0 / 6:6 adds this to the losers."""
WIN_BONUS = 8.0
"""Utility of winning a round against every other side, on top of the relative points."""
GOAT_PENALTY = 150.0
"""Utility lost when a round would make this side the goat (a whole match lost)."""

# Pip sums of 7-bit chunks of a hand mask: four look-ups instead of a loop over tiles.
_CHUNK = tuple(
    tuple(sum(ALL_TILES[7 * c + i].pips for i in range(7) if m >> i & 1) for m in range(128))
    for c in range(4)
)


def pips_of(mask: int) -> int:
    """Plain pip sum of a hand mask."""
    c = _CHUNK
    return c[0][mask & 127] + c[1][mask >> 7 & 127] + c[2][mask >> 14 & 127] + c[3][mask >> 21]


def hand_value(rules: Rules, mask: int) -> int:
    """A hand's worth in points under ``rules`` (0:0 alone, 6:6 alone, 0:0 among others)."""
    if mask == _ZZ:
        return rules.zero_zero_alone
    if mask == _SS:
        return rules.six_six_alone
    if mask == _ZZ | _SS and rules.zero_and_six_alone is not None:
        return rules.zero_and_six_alone
    value = pips_of(mask)
    if mask & _ZZ:
        value += rules.zero_zero_value
    return value


@dataclass(frozen=True, slots=True)
class ScoreContext:
    """The match score a bot may weigh: per side written points, remembered points, opened."""

    scores: tuple[int, ...]
    remembered: tuple[int, ...] = ()
    opened: tuple[bool, ...] = ()


def _side_values(rules: Rules, players: int, hands: tuple[int, ...]) -> list[int]:
    sides = [0] * rules.sides(players)
    for seat, mask in enumerate(hands):
        sides[rules.side_of(seat, players)] += hand_value(rules, mask)
    return sides


def written(
    rules: Rules, players: int, kind: str, by: int, hands: tuple[int, ...], bonus: int = 0
) -> tuple[int, ...]:
    """Points each side writes for a round (no opening rule, no eggs); ``bonus`` goes to losers."""
    return written_of(rules, players, kind, by, _side_values(rules, players, hands), bonus)


def written_of(
    rules: Rules, players: int, kind: str, by: int, vals: list[int], bonus: int = 0
) -> tuple[int, ...]:
    """``written`` from the sides' hand values ``vals`` (the search computes them faster)."""
    n = len(vals)
    total = sum(vals)
    out = [0] * n
    winner = rules.side_of(by, players)
    if rules.scoring == Scoring.GOAT:
        if kind == "out" or rules.fish == Fish.EACH:
            out = [0 if kind == "out" and s == winner else vals[s] + bonus for s in range(n)]
        else:
            taker = _fish_taker(vals)
            if taker is not None:
                out[taker] = total + bonus
                if not rules.fish_full and rules.fish == Fish.TEAM_LARGER_TAKES_ALL and taker != winner:
                    out[taker] = vals[taker] + bonus
        return tuple(out)
    if kind == "out":
        gain = total if rules.fish == Fish.SMALLER_PAIR_WINS_ALL else total - vals[winner]
        out[winner] = 1 if rules.scoring == Scoring.WINS else gain
        return tuple(out)
    low = min(vals)
    if vals.count(low) == 1:
        best = vals.index(low)
        if rules.scoring == Scoring.WINS:
            out[best] = 1
        elif rules.fish == Fish.SMALLER_PAIR_WINS_ALL:
            out[best] = total
        else:
            out[best] = total - 2 * low  # the others' total minus his own
    return tuple(out)


def _fish_taker(vals: list[int]) -> int | None:
    """The side that writes a max-takes-all / team fish; None on a tie (carried)."""
    high = max(vals)
    if vals.count(high) > 1:
        return None
    return vals.index(high)


def utility(
    rules: Rules, side: int, pts: tuple[int, ...], context: ScoreContext | None = None
) -> float:
    """How good ``pts`` (points each side writes) is for ``side``: relative points, a win bonus."""
    n = len(pts)
    mine = pts[side]
    others = [pts[s] for s in range(n) if s != side]
    good = rules.scoring != Scoring.GOAT
    sign = 1.0 if good else -1.0
    if rules.scoring == Scoring.WINS:
        return sign * (mine - sum(others) / len(others)) * 20.0
    rel = sign * (mine - sum(others) / len(others))
    wins = sum(1.0 if sign * (mine - o) > 0 else 0.5 if mine == o else 0.0 for o in others)
    value = rel + WIN_BONUS * wins / len(others)
    if context is not None and not good:
        value += _goat_term(rules, side, pts, context)
    return value


def _goat_term(rules: Rules, side: int, pts: tuple[int, ...], ctx: ScoreContext) -> float:
    """Opening rule and the goat limit: held points weigh less, reaching the limit costs a match."""
    term = 0.0
    for s, p in enumerate(pts):
        opened = ctx.opened[s] if s < len(ctx.opened) else True
        held = ctx.remembered[s] if s < len(ctx.remembered) else 0
        if not opened and p < rules.open_at:
            term += (p * 0.5) if s == side else -(p * 0.5) / max(1, len(pts) - 1)
            continue
        after = ctx.scores[s] + p + (0 if opened else held)
        if after >= rules.goat_at:
            term += -GOAT_PENALTY if s == side else GOAT_PENALTY / max(1, len(pts) - 1)
    return term
