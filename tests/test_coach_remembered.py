"""Issue 14.2: a hint promised 17 points where the sheet wrote 32, 15 of them remembered from
earlier rounds and written as the account opened.  The coach counts a round's points through
the sheet's own opening rule (``scoring_round.opening``), so what it says is written is what
the sheet writes."""

from __future__ import annotations

import random

from rules import Move, Round, ScoreSheet, find_preset
from rules.bots.values import ScoreContext, sheet_points
from rules.coach import evaluate_open
from rules.coach.review import context_at
from rules.coach.words import value_line
from rules.move_words import ends_of

KOZEL = find_preset("kozel")


def _remembering() -> ScoreSheet:
    """A sheet on which seat 0 remembers 10 points (4–6 left in hand, under 13)."""
    first = Round.from_hands(KOZEL, [["1:1", "4:6"], ["1:2"]], bazaar=[], leader=0)
    done = first.play(Move.parse("1:1")).play(Move.parse("1:2>"))
    sheet = ScoreSheet(KOZEL, 2).record_outcome(done.outcome())
    assert sheet.remembered == (10, 0) and sheet.score == (0, 0)
    return sheet


def test_the_coach_says_the_remembered_points_an_opening_round_writes() -> None:
    sheet = _remembering()
    r = Round.from_hands(KOZEL, [["1:2", "5:6", "3:4"], ["2:2"]], bazaar=[], leader=0)
    ev = evaluate_open(r, 0, random.Random(1), context_at(sheet, 1))
    lead = next(mv for mv in ev.moves if str(mv.move.tile) == "1:2")
    # The engine: 1:2 led, 2:2 goes out; 18 left in hand open the account with the 10 held.
    done = r.play(Move.parse("1:2")).play(Move.parse("2:2>"))
    row = sheet.record_outcome(done.outcome()).rows[-1].sides[0]
    assert (row.points, row.written, row.held) == (18, 28, 0)
    assert (lead.written.mean, lead.held.mean) == (28.0, 0.0)
    line = value_line("ru", lead, ends_of(r.view(0)))
    assert "записали бы 28,0 очка" in line, line


def test_the_one_opening_rule_gives_what_the_sheet_writes_and_holds() -> None:
    ctx = ScoreContext(scores=(0, 40, 0), remembered=(10, 0, 5), opened=(False, True, False))
    assert sheet_points(KOZEL, (18, 7, 12), ctx) == ((28, 7, 0), (0, 0, 12))
    assert sheet_points(KOZEL, (18, 7, 12), None) == ((18, 7, 12), (0, 0, 0))
