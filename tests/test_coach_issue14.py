"""The coach as a strong player read it (issue 14): its points held or written as the sheet
has them, the value its own formula computes, and verdict words the size of the figures."""

from __future__ import annotations

import random
import re

from rules import Move, Round, ScoreSheet, find_preset
from rules.bots.values import HELD_WEIGHT, WIN_BONUS
from rules.coach import evaluate_open
from rules.coach.review import context_at
from rules.coach.words import value_line, value_note
from rules.move_words import ends_of

KOZEL = find_preset("kozel")


def _number(found: re.Match[str] | None) -> float:
    assert found is not None
    return float(found.group(1).replace(",", ".").replace("\u2212", "-"))


def test_held_points_are_said_as_held_and_the_formula_gives_the_value() -> None:
    """«записали бы 8,0 очка … оценка −4,0» while the sheet showed the 8 as held and the stated
    formula gave −8: the line now says held, and the note's half weight makes −4."""
    r = Round.from_hands(KOZEL, [["1:2", "3:5"], ["2:2"]], bazaar=[], leader=0)
    sheet = ScoreSheet(KOZEL, 2)
    ev = evaluate_open(r, 0, random.Random(1), context_at(sheet, 0))
    assert ev.exact
    lead = next(mv for mv in ev.moves if str(mv.move.tile) == "1:2")
    line = value_line("ru", lead, ends_of(r.view(0)))
    # The engine: 1:2 led, 2:2 goes out, the 3:5 left in hand is held (+8), not written.
    done = r.play(Move.parse("1:2")).play(Move.parse("2:2>"))
    row = sheet.record_outcome(done.outcome()).rows[-1].sides[0]
    assert (row.written, row.held) == (0, 8)
    assert "записали бы 8" not in line and "не записали бы, а запомнили: 8,0 очка" in line, line
    value = _number(re.search(r"оценка (\u2212?\d+,\d)", line))
    chance = _number(re.search(r"шанс выиграть кон (\d+)%", line)) / 100
    note = value_note("ru", KOZEL)
    assert "вполовину" in note and "13" in note
    # the note's formula: the opponents' 0 minus your 8 held (counted half) plus 8 × chance
    assert value == -8 * HELD_WEIGHT + WIN_BONUS * chance == -4.0
