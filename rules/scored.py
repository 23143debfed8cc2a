"""Which hands a finished round's score depends on (RULES.md §4, §5, §7.24, §7.28).

The score pad asks only for these hands: a hand the rules never count is not asked for
(issue 19: the partner of the player who went out in a 2×2 Kozel had to be given tiles
that write nothing).  ``tests/test_scored.py`` checks this against the scoring itself:
changing a hand not named here never changes what a round writes.

>>> from rules.config import find_preset
>>> sorted(scored_seats(find_preset("kozel_2x2"), 4, out=True, by=0))
[1, 3]
>>> sorted(scored_seats(find_preset("kozel"), 4, out=False, by=0))
[0, 1, 2, 3]
"""

from __future__ import annotations

from rules.config import Fish, Rules, Scoring

__all__ = ["scored_seats"]


def scored_seats(rules: Rules, players: int, *, out: bool, by: int,
                 hundred: int | None = None) -> frozenset[int]:
    """The seats whose hands decide what the round writes; ``by`` went out (``out``) or
    made the fish, ``hundred`` led 6:6 as the hundred move.

    After a fish every hand counts (the sums decide who writes and how much), unless the
    fish does not count at all (General's Kozel).  After an out, the hands of the sides
    that did not go out: where points are bad they write their own, where good the side
    that went out writes theirs; Sports counts every hand left, the partner's too; a game
    that scores round wins or fixed points (kids, Bergen) counts none.  A hundred move's
    seat counts unless it went out: 25 or more in its hand loses the match.
    """
    everyone = frozenset(range(players))
    if not out:
        seats = frozenset() if rules.fish == Fish.VOID else everyone
    elif rules.scoring == Scoring.WINS or (not rules.is_goat and rules.win_points):
        seats = frozenset()
    elif not rules.is_goat and rules.fish == Fish.SMALLER_PAIR_WINS_ALL:
        seats = everyone - {by}
    else:
        side = rules.side_of(by, players)
        seats = frozenset(s for s in everyone if rules.side_of(s, players) != side)
    if hundred is not None and rules.hundred_move and not (out and hundred == by):
        seats |= {hundred}
    return seats
