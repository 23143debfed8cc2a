"""What a finished round is worth to a side: the points written (through the score sheet's own
rules, ``rules.scoring_round.claims``, on bitmask hands) and the bots' utility of them.

>>> from rules.config import find_preset
>>> from rules.tiles import mask_of
>>> round_points(find_preset("kozel"), 2, "out", 0, (0, mask_of(["5:6"])))
(0, 11)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from rules.config import Fish, Rules, Scoring
from rules.hands import bonus_of, lowest_double, mask_value
from rules.scoring_round import claims, opening, side_doubles

if TYPE_CHECKING:
    from rules.scoring import ScoreSheet

__all__ = ["GOAT_PENALTY", "HELD_WEIGHT", "ScoreContext", "doubles_of", "points_of", "round_points",
           "sheet_points", "utility"]

WIN_BONUS = 8.0
"""Utility of winning a round against every other side, on top of the relative points."""
HELD_WEIGHT = 0.5
"""How much of a held point (remembered under the opening rule, not yet written) counts."""
GOAT_PENALTY = 150.0
"""What a whole match is worth: lost when a round would make this side the goat, won (in
the games played to a target) when a round brings it to the target first."""


@dataclass(frozen=True, slots=True)
class ScoreContext:
    """The match score a bot may weigh: per side written points, remembered points, opened."""

    scores: tuple[int, ...]
    remembered: tuple[int, ...] = ()
    opened: tuple[bool, ...] = ()

    @classmethod
    def of(cls, sheet: ScoreSheet) -> ScoreContext:
        """The score as ``sheet`` stands (before the round being played): what every match
        driver passes its bots — the game's table, the network host, the arena, the coach."""
        return cls(tuple(sheet.score), tuple(sheet.remembered), tuple(sheet.opened))


def round_points(rules: Rules, players: int, kind: str, by: int, hands: tuple[int, ...],
                 lead: int = 0, last: int = 0) -> tuple[int, ...]:
    """Points each side writes for a round that ended ``kind`` by ``by`` with these hands
    (bitmasks), the tile ``lead`` led and ``last`` the closing move's tiles (bits)."""
    sides = [0] * rules.sides(players)
    for seat, mask in enumerate(hands):
        sides[rules.side_of(seat, players)] += mask_value(rules, mask)
    bonus = bonus_of(rules, kind == "out", lead, last)
    return points_of(rules, kind == "out", rules.side_of(by, players), tuple(sides), bonus,
                     doubles_of(rules, hands))


def doubles_of(rules: Rules, hands: tuple[int, ...]) -> tuple[int, ...]:
    """Per side the lowest double held, where the fish rule looks at it (Bergen), else ()."""
    if rules.fish != Fish.BERGEN_DOUBLES:
        return ()
    return side_doubles(rules, tuple(lowest_double(m) for m in hands))


def points_of(rules: Rules, out: bool, side: int, values: tuple[int, ...],
              bonus: int, doubles: tuple[int, ...] = ()) -> tuple[int, ...]:
    """``round_points`` from the sides' hand values (the search caches those)."""
    return tuple(a or 0 for a in claims(rules, out, side, values, bonus, doubles).amounts)


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
    if context is not None:
        value += _target_term(rules, side, pts, context) if good \
            else _goat_term(rules, side, pts, context)
    return value


def sheet_points(rules: Rules, pts: tuple[int, ...],
                 ctx: ScoreContext | None) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """What each side's sheet writes of ``pts`` and what it holds, by the sheet's own opening
    rule (``scoring_round.opening``): a side opening its account writes its remembered points
    too (issue 14: a hint said 17 where the sheet wrote 32, 15 of them remembered).  Without a
    match score or outside the goat game, everything is written."""
    if ctx is None or rules.scoring != Scoring.GOAT:
        return pts, (0,) * len(pts)
    both = [opening(rules, p, ctx.opened[s] if s < len(ctx.opened) else True,
                    ctx.remembered[s] if s < len(ctx.remembered) else 0)
            for s, p in enumerate(pts)]
    return tuple(w for w, _ in both), tuple(h for _, h in both)


def _target_term(rules: Rules, side: int, pts: tuple[int, ...], ctx: ScoreContext) -> float:
    """The match target: a round after which one side alone has the most and at least the
    target (``scoring_round``'s rule) wins the match for it, worth ``GOAT_PENALTY``; another
    side's win costs a share of it, as the relative points do.  The sides stand for the
    players: a target that depends on the number of players is only set without teams."""
    if len(ctx.scores) != len(pts):
        return 0.0
    after = [s + p for s, p in zip(ctx.scores, pts, strict=True)]
    best = max(after)
    if best < rules.target_for(len(pts)) or after.count(best) != 1:
        return 0.0
    return GOAT_PENALTY if after.index(best) == side else -GOAT_PENALTY / max(1, len(pts) - 1)


def _goat_term(rules: Rules, side: int, pts: tuple[int, ...], ctx: ScoreContext) -> float:
    """Opening rule and the goat limit: held points weigh less, reaching the limit costs a match."""
    term = 0.0
    written, held = sheet_points(rules, pts, ctx)
    for s, (wrote, kept) in enumerate(zip(written, held, strict=True)):
        if kept:
            share = kept * (1 - HELD_WEIGHT)
            term += share if s == side else -share / max(1, len(pts) - 1)
            continue
        if ctx.scores[s] + wrote >= rules.goat_at:
            term += -GOAT_PENALTY if s == side else GOAT_PENALTY / max(1, len(pts) - 1)
    return term
