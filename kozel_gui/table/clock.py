"""Sports move clocks (RULES.md §5, §7.30): how long the seat to move may think.

The limit depends on the position: ``clock_one`` seconds with one possible move,
``clock_many`` with several, ``clock_fish`` when some move would end the round in a
fish.  ``MoveClock`` counts real seconds handed to it by the table's ``update``, so it
stops by itself while the pause menu (or any scene on top) is open.

>>> c = MoveClock()
>>> c.arm((1, 0), 5.0)
>>> c.tick(2.0); c.left, c.expired
(3.0, False)
>>> c.arm((1, 0), 5.0)  # the same position: the time already used stays used
>>> c.tick(3.5); c.expired
True
"""

from __future__ import annotations

from kozel_gui.table.seen import TableRound
from rules import OutcomeKind, Round
from rules.alike import distinct_moves

__all__ = ["MoveClock", "choices", "clock_limit"]


def clock_limit(r: Round) -> float | None:
    """Seconds the seat to move has in ``r``; None without move clocks or when over."""
    rules = r.rules
    if not rules.move_clock or r.outcome() is not None:
        return None
    legal = r.legal_moves()
    for m in legal:
        outcome = r.play(m).outcome()
        if outcome is not None and outcome.kind is OutcomeKind.FISH:
            return float(rules.clock_fish)
    return float(rules.clock_one if choices(r) == 1 else rules.clock_many)


def choices(r: TableRound) -> int:
    """Different moves: placements that make the same game are one choice (``rules.alike``,
    on a line and on a four-way table alike)."""
    return len(distinct_moves(r, r.legal_moves()))


class MoveClock:
    """A countdown for one position (keyed by round number and ply)."""

    def __init__(self) -> None:
        self.key: tuple[int, int] | None = None
        self.limit = 0.0
        self.used = 0.0

    def arm(self, key: tuple[int, int], limit: float) -> None:
        """Start counting for a new position; the same position keeps its time used."""
        if key != self.key:
            self.key, self.limit, self.used = key, limit, 0.0

    def stop(self) -> None:
        """No clock runs (a round over, a match without clocks, a move taken back)."""
        self.key = None

    @property
    def running(self) -> bool:
        """Whether a position is being timed."""
        return self.key is not None

    def tick(self, dt: float) -> None:
        """Count ``dt`` real seconds."""
        if self.key is not None:
            self.used += dt

    @property
    def left(self) -> float:
        """Seconds left (never below 0)."""
        return max(0.0, self.limit - self.used)

    @property
    def fraction(self) -> float:
        """Share of the time left, 1 → 0."""
        return self.left / self.limit if self.limit > 0 else 0.0

    @property
    def expired(self) -> bool:
        """Whether the time is up."""
        return self.key is not None and self.used >= self.limit
