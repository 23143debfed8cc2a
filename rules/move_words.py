"""Moves in words, wherever a person reads them: «Зина кладёт 2–5 к двойке», "Zina plays 2–5
to the two", never engine notation.

Which end a tile goes to is the engine's (``Move.end``), never guessed from the tile.  It
is said by the number it shows («к пятёрке»), not by «налево»/«направо»: the line bends
on the felt, and both open ends may well lie on the screen's left.  Only where the number
does not tell the ends apart (two arms of a four-way table showing it) is the arm named
too, by where it lies from the house, the one tile with four arms («к четвёрке над
домом»: issue 12, a bare «направо» did not say right of what, with several doubles
across the line); two ends of a line showing one number make the same game, so the
number alone says it.  ``ends_of`` gives the ends as the words take them: four around a
house, two on a line (a four-way game's too, until its first double is down).  Without
the open ends, the end's own word is all there is.
A tile is written one way everywhere, low–high (``tile_words``), whether or not the end
it goes to is said beside it: «1–6 к шестёрке» next to the review's «1–6» (issue 14: the
touching half first, «6–1 к шестёрке», read as a second tile).  ``move_words`` says
what someone did, as a sentence about them (the replay, the engine CLI); ``move_phrase``
says a move without a subject («2–5 к двойке», «взять с базара»: the hint, the table's
log line).

>>> from rules.moves import Move
>>> move_words("ru", Move.parse("5:2<"), Person("Зина"), ends=(2, 6))
'Зина кладёт 2–5 к двойке'
>>> move_words("en", Move.parse("2:5>"), Person("Zina"), ends=(6, 5))
'Zina plays 2–5 to the five'
>>> move_words("uk", Move.parse("pass"), Person.you())
'Ви стукаєте'
>>> move_phrase("ru", Move.parse("1:1<+4:4>"), (1, 4))
'оба дубля: 1–1 и 4–4'
>>> move_words("ru", Move.parse("1:4^"), Person("Зина"), ends=(5, 6, 4, 4))
'Зина кладёт 1–4 к четвёрке над домом'
>>> move_words("ru", Move.parse("1:5>"), Person("Зина"), ends=(5, 5, 4, 4))
'Зина кладёт 1–5 к пятёрке справа от дома'
>>> move_words("ru", Move.parse("3:5>"), Person("Зина"), ends=(5, 5))
'Зина кладёт 3–5 к пятёрке'
>>> move_words("en", Move.parse("3:3<+2:2^"), Person.you(), ends=(3, 6, 2, None))
'You play doubles: 3–3 to the three, 2–2 to the two'
>>> move_words("ru", Move.parse("draw"), Person("Михалыч"), count=3)
'Михалыч берёт с базара 3 кости'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from rules.config import Rules
from rules.i18n import Person, about, text
from rules.moves import LEFT, RIGHT, Move, MoveKind
from rules.tiles import Tile

__all__ = ["arm_words", "end_words", "ends_of", "move_phrase", "move_words", "number_words", "said_ends",
           "tile_words", "where_words"]

_SIDES = ("move.left", "move.right", "move.up", "move.down")
_ARMS = ("move.arm_left", "move.arm_right", "move.arm_up", "move.arm_down")
"""Where each arm's end lies from the house: «слева от дома», «над домом»."""
Ends = Sequence[int | None]
"""The open ends before a move: (left, right) on a line, (left, right, up, down) on a
four-way table (``ends_of``)."""


class _Table(Protocol):
    @property
    def rules(self) -> Rules: ...

    @property
    def open_ends(self) -> tuple[int | None, int | None, int | None, int | None] | None: ...

    @property
    def spinner(self) -> Tile | None: ...


def ends_of(table: _Table) -> Ends | None:
    """The open ends of a position (a round, a seat's view) as a move's words take them:
    all four around a house, even before its arms up and down open (the arms are told
    apart there), the line's two otherwise."""
    return said_ends(table.rules, table.open_ends, house=table.spinner is not None)


def said_ends(rules: Rules, open_ends: Ends | None, *, house: bool = True) -> Ends | None:
    """``open_ends`` (four, as ``Round.open_ends``) as a move's words under ``rules`` take
    them (``ends_of``); ``house``: a four-way table's house is down (before it, the table
    is a line whose two ends mirror each other)."""
    if open_ends is None or (rules.is_spinner and house):
        return open_ends
    return open_ends[:2]


def end_words(lang: str, end: int) -> str:
    """Where an end is, in words: «налево», "upwards"."""
    return text(lang, _SIDES[end])


def arm_words(lang: str, end: int, n: int) -> str:
    """An arm of the house by the number it shows and where it lies from the house: «к
    пятёрке над домом», "to the five above the spinner"."""
    return text(lang, "move.to_arm", arm=text(lang, _ARMS[end]), number=number_words(lang, n))


def number_words(lang: str, n: int) -> str:
    """An open end by the number it shows, as a destination: «к пятёрке», "to the five"."""
    return text(lang, f"table.to_{n}")


def where_words(lang: str, end: int, ends: Ends | None) -> str:
    """Where a tile goes, as a person finds it on the table: by the number that end shows
    («к пятёрке»); where another arm of the house shows that number (``ends`` of four),
    the arm too, by where it lies from the house («к пятёрке над домом»); the end's own
    word when the ends are not known."""
    if ends is None or end >= len(ends) or (n := ends[end]) is None:
        return end_words(lang, end)
    if len(ends) > 2 and sum(v == n for v in ends) > 1:
        return arm_words(lang, end, n)
    return number_words(lang, n)


def tile_words(tile: Tile) -> str:
    """A tile as people write it, low–high: «2–5», whichever half touches the line."""
    return f"{tile.low}–{tile.high}"


def _fields(lang: str, move: Move, ends: Ends | None) -> tuple[str, dict[str, str]]:
    """The move's kind in the catalog's words and the fields its messages take."""
    tile = move.tile
    if move.kind is MoveKind.LEAD and tile is not None:
        # Written the one way a tile is, flipped or not: a lead's two ends are both open,
        # its words name neither (a flipped 1:2 read «2–1» beside the review's «1–2»).
        return "lead", {"tile": tile_words(tile)}
    if move.kind is MoveKind.PLAY and tile is not None:
        return "play", {"tile": tile_words(tile), "end": where_words(lang, move.end, ends)}
    if move.kind is MoveKind.PAIR and tile is not None and move.second is not None:
        # Each double goes to its own number, so the two of a line need no end named.
        if [end for _, end in move.placements] == [LEFT, RIGHT]:
            return "pair", {"left": tile_words(tile), "right": tile_words(move.second)}
        return "doubles", {"list": ", ".join(f"{tile_words(t)} {where_words(lang, end, ends)}"
                                             for t, end in move.placements)}
    return move.kind.value, {}


def move_words(lang: str, move: Move, who: Person, ends: Ends | None = None, *,
               hundred: bool = False, count: int = 1) -> str:
    """What ``who`` did, as a sentence agreeing with them; ``ends``: the open ends before it.

    ``hundred``: this lead of 6:6 is the hundred move; ``count``: a draw made that many
    times in a row, said once with the count («берёт с базара 3 кости»).
    """
    kind, fields = _fields(lang, move, ends)
    if kind == "draw" and count > 1:
        return about(lang, "move.draws", who, n=count)
    if hundred and kind == "lead":
        kind = "hundred"
    return about(lang, f"move.{kind}", who, n=None, **fields)


def move_phrase(lang: str, move: Move, ends: Ends | None = None) -> str:
    """The move without a subject («2–5 налево», «стучать»); ``ends``: the open ends before it."""
    kind, fields = _fields(lang, move, ends)
    return text(lang, f"move.do_{kind}", **fields)
