"""Duplicate deals for the arena: who sits where in each play of a deal, and a progress bar."""

from __future__ import annotations

import sys

from rules.config import Rules

__all__ = ["seatings", "show_progress"]


def seatings(rules: Rules, players: int) -> list[tuple[int, ...]]:
    """For each play of a deal, the seats side A holds."""
    if rules.teams and players == 4:
        return [(0, 2), (1, 3)]
    return [(seat,) for seat in range(players)]


def show_progress(done: int, total: int, unit: str = "deals") -> None:
    """A one-line progress bar on stderr."""
    width = 30
    filled = width * done // max(1, total)
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} {unit}")
    if done >= total:
        sys.stderr.write("\n")
    sys.stderr.flush()
