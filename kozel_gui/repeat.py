"""A step repeated while its button or key is held: the settings' − / + and the score
sheet's ▲ / ▼ on the match-over screen hold alike (one rhythm, one implementation)."""

from __future__ import annotations

from collections.abc import Callable

__all__ = ["BIG_STEP", "REPEAT_AFTER", "REPEAT_EVERY", "Repeat", "Step"]

BIG_STEP = 10
"""How far PgUp / PgDn move a number (101 to 555 in a few dozen presses, not hundreds)."""

REPEAT_AFTER = 0.4
"""Seconds a − / + (button or key) is held before it starts repeating."""
REPEAT_EVERY = 0.1
"""Seconds between repeats at first."""
REPEAT_FAST_AFTER = 2.0
"""Seconds held after which the repeats come faster."""
REPEAT_FAST_EVERY = 0.04
"""Seconds between the faster repeats."""
REPEAT_BIG_AFTER = 3.0
"""Seconds held after which each repeat is a step of ``BIG_STEP`` to the next round ten
(101 to 365 in about five seconds of holding, not half a minute)."""
REPEAT_BIG_EVERY = 0.1
"""Seconds between the big steps (slow enough to let go at the ten wanted)."""
_EPS = 1e-9
"""Slack for the sums of repeat times (0.4 + 16 × 0.1 is a hair under 2.0)."""

Step = Callable[[int], None]
"""A step of the given size (1 at first, ``BIG_STEP`` when held long)."""


class Repeat:
    """A step repeated while its button or key is held: after ``REPEAT_AFTER`` every
    ``REPEAT_EVERY``, past ``REPEAT_FAST_AFTER`` every ``REPEAT_FAST_EVERY``, past
    ``REPEAT_BIG_AFTER`` a step of ``BIG_STEP`` every ``REPEAT_BIG_EVERY`` (game time, from
    the app's clock through ``update``)."""

    def __init__(self) -> None:
        self.action: Step | None = None
        self.source: object = None
        """What holds it: a button (held by the mouse) or a key code."""
        self.held = 0.0
        self.next_at = REPEAT_AFTER

    def start(self, source: object, action: Step) -> None:
        """``source`` went down: ``action`` repeats while it stays down."""
        self.source, self.action = source, action
        self.held, self.next_at = 0.0, REPEAT_AFTER

    def stop(self) -> None:
        """Let go."""
        self.source, self.action = None, None

    def update(self, dt: float) -> None:
        """``dt`` seconds more held: the repeats due in them."""
        if self.action is None:
            return
        self.held += dt
        while self.action is not None and self.held + _EPS >= self.next_at:
            big = self.next_at + _EPS >= REPEAT_BIG_AFTER
            self.action(BIG_STEP if big else 1)
            fast = self.next_at + _EPS >= REPEAT_FAST_AFTER
            self.next_at += REPEAT_BIG_EVERY if big else REPEAT_FAST_EVERY if fast else REPEAT_EVERY
