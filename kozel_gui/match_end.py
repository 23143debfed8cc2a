"""How a match ended, in words, for the replay's last step and the history list (issue 14:
a replay stopped at the last move without saying whether someone was the goat, gave up, or
the last round was a fish that voided it).

>>> from rules import Entry, ScoreSheet, find_preset
>>> from kozel_gui.i18n import Gender, set_language
>>> set_language("ru")
>>> sheet = ScoreSheet(find_preset("kozel"), 2).leave(1)
>>> ending(sheet, [Person("Зина", Gender.FEMALE), Person("Михалыч", Gender.MALE)])
'Партия окончена: Михалыч сдался в первом коне.'
>>> ending(ScoreSheet.from_entries(sheet.rules, 2, [Entry.make(2, ended='out', by=0, points=(0, 20))]).leave(1), [Person('Зина', Gender.FEMALE), Person('Михалыч', Gender.MALE)])
'Партия окончена: Михалыч сдался во время 2-го кона.'
"""

from __future__ import annotations

from collections.abc import Sequence

from kozel_gui.i18n import Person, tr, tr_about
from kozel_gui.protocol import side_names
from kozel_gui.table.words import loser
from rules import RowKind, ScoreSheet

__all__ = ["ending", "left_words", "side_person"]

_ROUNDS = (RowKind.OUT, RowKind.FISH)
"""Sheet rows that are rounds (not a clock's timeout, the time or a leave)."""


def side_person(sheet: ScoreSheet, people: Sequence[Person], side: int) -> Person:
    """A scoring side for sentences: its seat, or a pair («Зина и Михалыч»)."""
    if sheet.sides == sheet.players:
        return people[side]
    seats = [s for s in range(sheet.players) if sheet.side_of(s) == side]
    name = side_names(sheet, [p.name for p in people])[side]
    if any(people[s].is_you for s in seats):
        return Person.you(name)
    return Person(name, plural=True)


def left_words(rounds: int, who: Person | None = None) -> str:
    """When a match given up was given up, for the history's result, and by whom when
    ``who`` is known, agreeing with them: «Вы сдались во время 3-го кона», «Зина сдалась в
    первом коне», else «сдана во время 3-го кона».  ``rounds``: the rounds written before; a
    match is given up in the round after them (issue 14: «после 2-го кона» of a match given
    up during the third)."""
    key = "history.left_in" if rounds else "history.left_first"
    if who is None:
        return tr(key, n=rounds + 1)
    return tr_about(f"{key}_by", who, n=rounds + 1)


def ending(sheet: ScoreSheet, people: Sequence[Person]) -> str:
    """How the match on ``sheet`` ended («Партия окончена: козёл — Зина и Михалыч»), said
    after the last move; ``people`` per seat.  A match not over says so."""
    said = _verdict(sheet, people)
    last = next((r for r in reversed(sheet.rows) if r.kind in _ROUNDS), None)
    if last is not None and last.void:  # the last round's fish voided it: nothing written
        said += " " + tr("replay.end_void")
    return said


def _verdict(sheet: ScoreSheet, people: Sequence[Person]) -> str:
    if sheet.left is not None:
        who = people[sheet.left]
        if sheet.rounds:  # given up during the round after those written
            return tr_about("replay.end_left_in", who, n=sheet.rounds + 1)
        return tr_about("replay.end_left_first", who)
    if sheet.goat is not None:
        return tr_about(f"replay.end_{loser(sheet.rules)}", side_person(sheet, people, sheet.goat))
    if sheet.winner is not None:
        return tr_about("replay.end_winner", side_person(sheet, people, sheet.winner))
    if sheet.time_up:
        return tr("replay.end_time")
    return tr("replay.end_unfinished")
