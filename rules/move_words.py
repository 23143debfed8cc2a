"""Moves in words, wherever a person reads them: «Зина кладёт 2–5 налево», "Zina plays 2–5 on
the left", never engine notation.

Which end a tile goes to is the engine's (``Move.end``: the line's left or right end),
never guessed from the tile; the line's open ends before the move, when given, put the
matching half first («2–5» onto a 2).  ``move_words`` says what someone did, as a
sentence about them (the replay, the engine CLI); ``move_phrase`` says a move without a
subject («2–5 налево», «взять из базара»: the hint, the table's log line).

>>> from rules.moves import Move
>>> move_words("ru", Move.parse("5:2<"), Person("Зина"), ends=(2, 6))
'Зина кладёт 2–5 налево'
>>> move_words("en", Move.parse("2:5>"), Person("Zina"), ends=(6, 5))
'Zina plays 5–2 on the right'
>>> move_words("uk", Move.parse("pass"), Person.you())
'Ви стукаєте'
>>> move_phrase("ru", Move.parse("1:1<+4:4>"))
'оба дубля: 1–1 налево, 4–4 направо'
>>> move_words("ru", Move.parse("1:4^"), Person("Зина"), ends=(5, 6, 4, 4))
'Зина кладёт 4–1 вверх'
>>> move_words("en", Move.parse("3:3<+2:2^"), Person.you())
'You play doubles: 3–3 on the left, 2–2 upwards'
"""

from __future__ import annotations

from collections.abc import Sequence

from rules.i18n import Person, about, text
from rules.moves import LEFT, RIGHT, Move, MoveKind
from rules.tiles import Tile

__all__ = ["end_words", "move_phrase", "move_words", "tile_words"]

_SIDES = ("move.left", "move.right", "move.up", "move.down")
Ends = Sequence[int | None]
"""The open ends before a move: ``Round.ends`` (left, right) or ``Round.open_ends`` (four)."""


def end_words(lang: str, end: int) -> str:
    """Where an end is, in words: «налево», "upwards"."""
    return text(lang, _SIDES[end])


def tile_words(tile: Tile, first: int | None = None) -> str:
    """A tile as people write it, «2–5»; the half showing ``first`` comes first."""
    a, b = tile.low, tile.high
    if first is not None and b == first:
        a, b = b, a
    return f"{a}–{b}"


def _fields(lang: str, move: Move, ends: Ends | None) -> tuple[str, dict[str, str]]:
    """The move's kind in the catalog's words and the fields its messages take."""
    tile = move.tile
    if move.kind is MoveKind.LEAD and tile is not None:
        # A lead lies low-high unless flipped (end 1): say it as it lies, left to right.
        return "lead", {"tile": tile_words(tile, tile.high if move.end != LEFT else tile.low)}
    if move.kind is MoveKind.PLAY and tile is not None:
        first = None if ends is None or move.end >= len(ends) else ends[move.end]
        return "play", {"tile": tile_words(tile, first), "end": end_words(lang, move.end)}
    if move.kind is MoveKind.PAIR and tile is not None and move.second is not None:
        if [end for _, end in move.placements] == [LEFT, RIGHT]:
            return "pair", {"left": tile_words(tile), "right": tile_words(move.second)}
        return "doubles", {"list": ", ".join(f"{tile_words(t)} {end_words(lang, end)}"
                                             for t, end in move.placements)}
    return move.kind.value, {}


def move_words(lang: str, move: Move, who: Person, ends: Ends | None = None, *,
               hundred: bool = False) -> str:
    """What ``who`` did, as a sentence agreeing with them; ``ends``: the open ends before it.

    ``hundred``: this lead of 6:6 is the hundred move.
    """
    kind, fields = _fields(lang, move, ends)
    if hundred and kind == "lead":
        kind = "hundred"
    return about(lang, f"move.{kind}", who, n=None, **fields)


def move_phrase(lang: str, move: Move, ends: Ends | None = None) -> str:
    """The move without a subject («2–5 налево», «стучать»); ``ends``: the open ends before it."""
    kind, fields = _fields(lang, move, ends)
    return text(lang, f"move.do_{kind}", **fields)
