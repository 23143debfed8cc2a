"""The table's moves and numbers in words («2–5 налево», «к пятёрке»), never engine notation.

Sentences about a person are phrased around the name («Зина: 2–5 налево»), so they
never need a declined name or a gendered verb.
"""

from __future__ import annotations

from kozel_gui.i18n import tr
from rules import Move, MoveKind, Tile

__all__ = ["move_phrase", "number_name", "tile_words"]


def tile_words(tile: Tile) -> str:
    """A tile as people write it: «2–5»."""
    return f"{tile.low}–{tile.high}"


def number_name(n: int) -> str:
    """An open end by the number it shows, as a destination: «к пятёрке», "to the five"."""
    return tr(f"table.to_{n}")


def move_phrase(move: Move) -> str:
    """What a move does, in words without a subject: «2–5 налево», «в базар», «стук»."""
    kind = move.kind
    if kind is MoveKind.DRAW:
        return tr("table.move_draw")
    if kind is MoveKind.PASS:
        return tr("table.move_knock")
    if kind is MoveKind.DECLINE:
        return tr("table.move_decline")
    assert move.tile is not None
    if kind is MoveKind.LEAD:
        return tr("table.move_lead", tile=tile_words(move.tile))
    if kind is MoveKind.PAIR:
        assert move.second is not None
        return tr("table.move_pair", left=tile_words(move.tile), right=tile_words(move.second))
    key = "table.move_left" if move.end == 0 else "table.move_right"
    return tr(key, tile=tile_words(move.tile))
