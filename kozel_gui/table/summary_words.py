"""What the round summary says, made once from the finished round and its row: the title, how
the round ended, each seat's name and hand, each side's arithmetic («на руках 45 + … = 116»,
the double bonus, Muggins' rounding), the pairs' names and the fish carried.

The painter (``kozel_gui.table.summary``) only reads these words; the numbers are the
engine's (``Row``, ``Entry``), the wording is ``kozel_gui.table.arithmetic``'s.  No pygame.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from kozel_gui.i18n import Person, get_language, ntr, tr, tr_about
from kozel_gui.table.arithmetic import SideSum, hand_note, side_sums
from kozel_gui.table.seen import TableRound
from rules import Entry, OutcomeKind, Round, Row, Tile, hand_value

__all__ = ["SeatWords", "SummaryWords", "dealt_and_drawn", "seat_order", "summary_words"]

_HOW = {OutcomeKind.OUT: "table.summary_out", OutcomeKind.FISH: "table.summary_fish"}


@dataclass(frozen=True, slots=True)
class SeatWords:
    """A seat's line: its name, what its hand is worth, and why, where it is not its pips."""

    name: str
    value: str
    """«50 очков в руке»."""
    note: str | None
    """«только 6–6: 50», «0–0 +25»; None where the hand is worth its pips."""


@dataclass(frozen=True, slots=True)
class SummaryWords:
    """Every word of one round's summary, in the language they were made in."""

    language: str
    title: str
    how: str | None
    """How the round ended («Зина вышла»), None while it has not."""
    seats: tuple[SeatWords, ...]
    """By seat."""
    sums: tuple[SideSum, ...]
    """By side: the terms that add up and what the side wrote (none before the row)."""
    pairs: tuple[str, ...]
    """By side in team play: the partners' names («Колян и Петрович»); empty otherwise."""
    carry: str | None
    """The fish carried to the next round («рыба 12 переходит»), None without one."""


def seat_order(r: TableRound) -> list[int]:
    """The seats' lines top down: in play order, or in pairs (partners together, the pair's
    sum beside both: P28 could not tell which two seats a total was of)."""
    return sorted(range(r.players), key=lambda s: (r.rules.side_of(s, r.players), s))


def summary_words(r: TableRound, number: int, row: Row | None, entry: Entry | None,
                  person: Callable[[int], Person], side_person: Callable[[int], Person],
                  name: Callable[[int], str]) -> SummaryWords:
    """The words of round ``number`` as it ended in ``r``, written as ``row`` from ``entry``;
    ``person``/``name``: who sits at a seat, ``side_person``: who a side is."""
    outcome = r.outcome()
    how = None
    if outcome is not None:
        key = "table.summary_blocked" if outcome.blocked else _HOW[outcome.kind]
        how = tr_about(key, person(outcome.by))
    seats = tuple(SeatWords(name(s), ntr("table.summary_hand", hand_value(r.rules, r.hand(s))),
                            hand_note(r.rules, r.hand(s))) for s in range(r.players))
    sums = side_sums(r, row, side_person, entry) if row is not None else ()
    pairs: tuple[str, ...] = ()
    if r.rules.teams:
        order = seat_order(r)
        pairs = tuple(tr("protocol.team", a=name(a), b=name(b)) for a, b in (
            [s for s in order if r.rules.side_of(s, r.players) == side]
            for side in range(r.rules.sides(r.players))))
    carry = tr("table.summary_carry", n=row.carry_after) if row is not None and row.carry_after \
        else None
    return SummaryWords(get_language(), tr("table.summary_title", n=number), how, seats, sums,
                        pairs, carry)


def dealt_and_drawn(r: Round, seat: int) -> tuple[tuple[Tile, ...], tuple[Tile, ...]]:
    """``seat``'s hand as it was dealt and the tiles it drew, in order (fair play)."""
    dealt = tuple(Tile.parse(t) for t in r.to_json()["hands"][seat])
    drawn = tuple(s.drawn for s in r.history() if s.seat == seat and s.drawn is not None)
    return dealt, drawn
