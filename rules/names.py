"""What a player's name may be: one limit for every place a name is typed (a profile, a
score pad's seat, a network table's seat), written once here."""

from __future__ import annotations

__all__ = ["MAX_NAME"]

MAX_NAME = 32
"""The most characters a player's name has («Бабушка Валентина Петровна» is 26)."""
