"""The table's moves and numbers in words («2–5 налево», «к пятёрке»), never engine notation.

Moves are worded once, in ``rules.move_words`` (the engine CLI and the replay use it
too); this module says them in the language in use.  Phrases have no subject
(«2–5 налево»), so they never need a declined name or a gendered verb.
"""

from __future__ import annotations

from kozel_gui.i18n import get_language, tr
from rules import Move
from rules.move_words import move_phrase as _move_phrase
from rules.move_words import tile_words

__all__ = ["move_phrase", "number_name", "tile_words"]


def number_name(n: int) -> str:
    """An open end by the number it shows, as a destination: «к пятёрке», "to the five"."""
    return tr(f"table.to_{n}")


def move_phrase(move: Move, ends: tuple[int, int] | None = None) -> str:
    """What a move does, without a subject: «2–5 налево», «взять из базара», «стучать»."""
    return _move_phrase(get_language(), move, ends)
