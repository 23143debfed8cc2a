"""The table's moves and numbers in words («2–5 к двойке», «к пятёрке»), never engine notation.

Moves are worded once, in ``rules.move_words`` (the engine CLI and the replay use it
too); this module says them in the language in use.  Phrases have no subject
(«2–5 к двойке», «стучать»: the hint's advice to the person at the screen); what someone
did is a sentence about them («Зина стучит», ``move_said``), never a name before an
infinitive, and never a declined name.
"""

from __future__ import annotations

from collections.abc import Sequence

from kozel_gui.i18n import get_language, tr, tr_about
from rules import Move, Rules
from rules.i18n import Gender, Person
from rules.move_words import Ends, arm_words, end_words, move_words, number_words, tile_words
from rules.move_words import move_phrase as _move_phrase

__all__ = ["arm_choice", "loser", "move_phrase", "move_said", "number_name", "tile_words"]


def loser(rules: Rules) -> str:
    """The game's own word for who reaches the limit, as a key part: ``"goat"`` (Kozel and
    its family), ``"donkey"`` in Osel (GAMES.md §3, §11.11). Every screen that names the
    loser builds its key from this (``table.sheet_{}``, ``table.over_{}``, ``games.goal_{}``)."""
    return "donkey" if rules.name == "osel" else "goat"


def number_name(n: int) -> str:
    """An open end by the number it shows, as a destination: «к пятёрке», "to the five"."""
    return number_words(get_language(), n)


def arm_choice(ends: Sequence[int | None] | None, arms: Sequence[int], house: bool = True
               ) -> str:
    """Where a tile may go on a four-way table, in words: «к тройке слева от дома или к
    пятёрке над домом?», each arm as the hint names it (the arrows pick it); before the
    house is down, the line's two ends by their direction («налево к пятёрке»)."""
    lang = get_language()
    shown = [] if ends is None else [
        arm_words(lang, e, v) if house else
        tr("table.arm_to", end=end_words(lang, e), number=number_name(v))
        for e in arms if e >= 0 and (v := ends[e]) is not None]
    if len(shown) < 2:
        return tr("table.choose_arm", choices="".join(shown))
    return tr("table.choose_arm", choices=tr("table.or_list", first=", ".join(shown[:-1]),
                                                last=shown[-1]))


def move_phrase(move: Move, ends: Ends | None = None) -> str:
    """What a move does, without a subject: «2–5 к двойке», «взять с базара», «стучать»."""
    return _move_phrase(get_language(), move, ends)


def move_said(move: Move, who: Person, ends: Ends | None = None, *, count: int = 1,
              stand_in: bool = False) -> str:
    """What ``who`` did, as a sentence agreeing with them: «Зина стучит», "Zina knocks";
    ``count`` draws in a row said once («Зина берёт с базара 2 кости»); ``stand_in``: the
    host's computer made it for ``who``, away («Алекс: компьютер за него кладёт 2–6 к
    двойке», «Компьютер за вас стучит»: the computer is the subject, said first, and whom
    it plays for goes with it, as one says it; «За вас компьютер стучит» read backwards,
    issue 13's playtest V)."""
    if stand_in:
        computer = Person(tr_about("net.computer", who), Gender.MALE)
        return tr_about("move.stand_in", who, move=move_said(move, computer, ends, count=count))
    return move_words(get_language(), move, who, ends, count=count)
