"""A round's arithmetic in words, per side, read from the engine's row (nothing recomputed).

«с рук 16 + запомненные 10 = 26» under «записал 26», «в игре 10 + с рук соперников 25 = 35»,
«запомнил +9» (with «запомненные 11 + 9 = 20» when some were remembered before), «запомненное
сгорело»: every term is named by its kind, the numbers are the
``SideRow``'s own; only the wording is made here. What a side writes is red where points
are bad (the goat games) and green where they are good.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from kozel_gui.i18n import Person, tr, tr_about
from kozel_gui.table.seen import TableRound
from kozel_gui.table.theme import GLOW, RED, TEXT_DIM, YELLOW
from rules import (
    Entry,
    EntryKind,
    Fish,
    OutcomeKind,
    Row,
    RowKind,
    Rules,
    ScoreSheet,
    Tile,
    hand_value,
)
from rules.hands import double_bonus
from rules.move_words import tile_words

__all__ = ["SideSum", "bonus_terms", "hand_note", "hand_terms", "side_sum", "side_sums", "standing",
           "standings"]


def standing(rules: Rules, score: int, remembered: int, opened: bool) -> tuple[str, str]:
    """A side's standing as every sheet writes it (the table's, the score pad's, the replay's,
    the protocol): the text and its kind, ``open``, ``remembered``, ``none`` or ``plain``.

    The open score (with any points remembered beside it), ``+remembered`` while the
    account is not open, «0» when there is nothing (§4's worked example: a seat that went
    out stands at 0); points-good games write plain totals.

    >>> from rules import find_preset
    >>> kozel = find_preset("kozel")
    >>> standing(kozel, 0, 9, False), standing(kozel, 27, 0, True), standing(kozel, 0, 0, False)
    (('+9', 'remembered'), ('27', 'open'), ('0', 'none'))
    """
    if not rules.is_goat:
        return (str(score), "plain")
    if opened or score:
        return (f"{score} +{remembered}" if remembered else str(score), "open")
    if remembered:
        return (f"+{remembered}", "remembered")
    return ("0", "none")


def standings(sheet: ScoreSheet) -> tuple[str, ...]:
    """What each side had at the end of ``sheet``, as its totals say it (``standing``): the
    match-end screen's sheet, the replay's last step and the history's line alike
    (playtest 30: the history showed «0 : 0 : 15 : 0» where the sheet said
    «+10 : +10 : 15 : +5»).

    >>> from rules import find_preset
    >>> standings(ScoreSheet(find_preset("kozel"), 2).record(points=[0, 9], ended="out", by=0))
    ('0', '+9')
    """
    return tuple(standing(sheet.rules, score, held, opened)[0] for score, held, opened
                 in zip(sheet.score, sheet.remembered, sheet.opened, strict=True))


@dataclass(frozen=True, slots=True)
class SideSum:
    """One side's round: the terms that add up, and what became of them."""

    terms: str
    result: str
    colour: tuple[int, int, int]


def hand_note(rules: Rules, hand: Sequence[Tile]) -> str | None:
    """Why a hand is worth other than its pips («только 0–0: 10», «0–0 +25»), None if it is not."""
    value = hand_value(rules, hand)
    pips = sum(t.pips for t in hand)
    if value == pips:
        return None
    doubles = [t for t in hand if t.low == t.high and t.low in (0, 6)]
    names = " ".join(tile_words(t) for t in sorted(doubles, key=lambda t: t.low))
    if len(hand) == len(doubles):
        return tr("table.note_alone", tiles=names, n=value)
    return tr("table.note_extra", tiles=names, n=value - pips)


def hands_term(rules: Rules, out: bool, n: int | str) -> str:
    """The hand points a side writes, named by where they come from in these rules."""
    if rules.is_goat:
        return tr("table.sum_hands", n=n)
    if rules.win_points:
        return tr("table.sum_win", n=n)
    if rules.fish == Fish.SMALLER_PAIR_WINS_ALL:
        return tr("table.sum_hands", n=n)  # sports: every hand left, the partner's too
    if out or rules.fish == Fish.LOWEST_WINS_OTHERS:
        return tr("table.sum_others", n=n)
    return tr("table.sum_difference", n=n)


def bonus_terms(rules: Rules, bonus: int, entry: Entry | None) -> list[str]:
    """The double bonus a side writes, named by what earned it («за заход 6–6 50», «за
    выход на 0–0 25»), each part the engine's own ``double_bonus`` of the round's lead and
    closing move; one plain «за дубль 75» when the round's entry is not known."""
    if entry is None or entry.kind is not EntryKind.ROUND:
        return [tr("table.sum_bonus", n=bonus)]
    out = entry.ended is OutcomeKind.OUT
    parts = [("table.sum_bonus_lead", t, double_bonus(rules, False, t, ()))
             for t in (entry.lead,) if t is not None]
    parts += [("table.sum_bonus_out", t, double_bonus(rules, True, None, (t,)))
              for t in entry.last if out]
    parts = [p for p in parts if p[2]]
    if sum(n for _, _, n in parts) != bonus:
        return [tr("table.sum_bonus", n=bonus)]
    return [tr(key, tile=tile_words(t), n=n) for key, t, n in parts]


def hand_terms(rules: Rules, row: Row, side: int, amount: int) -> list[str]:
    """The hand points ``side`` writes: one term, or, when it writes every side's hands (a
    fish the larger pair takes all of), its own and the others' apart, so the sum adds up
    on the screen («на руках 21 + с рук соперников 15 = 36», not «на руках 36» beside a
    pair holding 21: playtest S).  Hand points rounded to fives say what they were before
    («с рук соперников 15 (округлено из 13)», «… 0 (округлено из 2)»: Muggins, Telephone)."""
    unrounded = row.sides[side].unrounded
    if unrounded is not None:
        return [hands_term(rules, row.kind is RowKind.OUT,
                           tr("table.sum_rounded", raw=unrounded, n=amount))]
    own = row.sides[side].points
    others = sum(s.points for i, s in enumerate(row.sides) if i != side)
    if own and others and amount == own + others:
        return [hands_term(rules, row.kind is RowKind.OUT, own),
                tr("table.sum_others", n=others)]
    return [hands_term(rules, row.kind is RowKind.OUT, amount)]


def side_sum(rules: Rules, row: Row, side: int, who: Person, own: int | None = None,
             entry: Entry | None = None) -> SideSum:
    """The words for ``side`` in ``row``, agreeing with who the side is («записала 25»).

    ``own`` is the side's own hand when it is one seat: its line shows that already
    («в руке 6»), so a sum of that hand alone says only the result.  ``entry``: the
    round's facts the row was written from, which name the double bonus's tiles."""
    s = row.sides[side]
    if row.void:
        return SideSum("", tr("table.summary_void"), TEXT_DIM)
    terms: list[str] = []
    if s.play:
        terms.append(tr("table.sum_play", n=s.play))
    if s.claim is not None and (s.claim - s.bonus or s.unrounded is not None):
        terms += hand_terms(rules, row, side, s.claim - s.bonus)
    if s.claim is not None and s.bonus:
        terms += bonus_terms(rules, s.bonus, entry)
    claimed = s.play + (s.claim or 0)
    released = s.written - claimed if s.claim is not None and s.written > claimed else 0
    if released:
        terms.append(tr("table.sum_remembered", n=released))
    if s.eggs:
        terms.append(tr("table.sum_eggs", n=s.eggs))
    if s.penalty:
        return SideSum("", tr("table.sum_penalty", n=abs(s.penalty)), RED)
    if own is not None and len(terms) == 1 and not s.play and not s.bonus and not released \
            and not s.eggs and s.claim == own and s.unrounded is None:
        terms = []
    total = s.held or s.written + s.eggs
    shown = " + ".join(terms) + (f" = {total}" if len(terms) > 1 else "")
    if s.held:
        if s.before_remembered:  # the sheet shows the sum remembered: say how it grew (P31)
            shown = tr("table.sum_held_total", before=s.before_remembered, n=s.held,
                       total=s.after_remembered)
        return SideSum(shown, tr_about("table.summary_held", who, n=s.held), YELLOW)
    if s.written or s.eggs:
        return SideSum(shown, tr_about("table.summary_wrote", who, n=s.written + s.eggs),
                       RED if rules.is_goat else GLOW)
    if s.wiped:
        return SideSum("", tr("table.summary_wiped"), TEXT_DIM)
    # nothing written, but a hand rounded down to nothing (Muggins' 2 to 0) says so
    return SideSum(shown if s.unrounded is not None else "", tr("table.summary_nothing"), TEXT_DIM)


def side_sums(r: TableRound, row: Row, who: Callable[[int], Person],
              entry: Entry | None = None) -> tuple[SideSum, ...]:
    """Every side's words for the round just written (from ``entry``); ``who(side)`` is
    who the side is."""
    def own(side: int) -> int | None:
        return None if r.rules.teams else hand_value(r.rules, r.hand(side))

    return tuple(side_sum(r.rules, row, side, who(side), own(side), entry)
                 for side in range(len(row.sides)))
