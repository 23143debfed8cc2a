"""How good a decision was: one rule, read by the verdict and by the words under it.

A move is graded against the best one on the value given up (``MoveValue.loss``, paired
over the worlds).  A loss within its error bar is no loss the coach can show: a move is graded
down only when its loss is **clear of the error bar** (the kind end of its 95% interval above
zero; issue 14: an «equal pair» with a wide bar was called an inaccuracy).  Clear of it, a
**mistake** takes a loss of at least ``MISTAKE_AT`` at that kind end, and an **inaccuracy** a
material one (a self-blocking move, its value 4.3 ± 2.7 below the best and the chance to win
the round 66% → 50%, is no «хороший ход»): ``INACCURACY_AT`` or more on average, or the
chance to win the round ``WIN_DROP`` lower with a loss shown.  How sure the coach is is said
in words beside it (``reasons.sure_of``).

>>> from rules.coach.estimate import Estimate as E
>>> from rules.moves import Move
>>> def mv(loss: E, win: float) -> MoveValue:
...     return MoveValue(Move.parse("1:2<"), E(0.0), E(0.0), E(win), loss, 0.0, 0.0)
>>> best = mv(E(0.0), 0.66)
>>> grade_of(mv(E(4.3, 1.4), 0.50), best)  # the interval reaches 1.6: material, not sure
<Grade.INACCURACY: 'inaccuracy'>
>>> grade_of(mv(E(2.0, 0.9), 0.52), best)  # a small loss, but the round's chance 14 points less
<Grade.INACCURACY: 'inaccuracy'>
>>> grade_of(mv(E(3.0, 1.9), 0.52), best)  # the same within the error bar: an equal pair
<Grade.GOOD: 'good'>
>>> grade_of(mv(E(9.0, 2.0), 0.40), best)  # noise alone is no mistake
<Grade.INACCURACY: 'inaccuracy'>
>>> grade_of(mv(E(9.0, 0.5), 0.40), best), grade_of(mv(E(0.3, 0.2), 0.65), best)
(<Grade.MISTAKE: 'mistake'>, <Grade.GOOD: 'good'>)
"""

from __future__ import annotations

from enum import StrEnum

from rules.coach.evaluate import MoveValue

__all__ = ["EQUAL", "INACCURACY_AT", "MISTAKE_AT", "WIN_DROP", "Grade", "grade_of", "is_clear",
           "is_material"]

INACCURACY_AT = 2.5
"""Value lost (about points) on average from which a move is no longer good."""
MISTAKE_AT = 7.0
"""Value lost, at the kind end of its 95% interval, from which a move is a mistake (near a
round's win bonus, 8)."""
WIN_DROP = 0.10
"""A fall of the chance to win the round that is material on its own (with a loss shown)."""
EQUAL = 0.5
"""Value within which a move is as good as the best."""


class Grade(StrEnum):
    """How good a decision was."""

    GOOD = "good"
    INACCURACY = "inaccuracy"
    MISTAKE = "mistake"


def grade_of(played: MoveValue, best: MoveValue) -> Grade:
    """The grade of ``played`` against ``best`` of the same evaluation: good unless its loss
    is clear of the error bar (``is_clear``)."""
    if not is_clear(played):
        return Grade.GOOD
    if played.loss.low >= MISTAKE_AT:
        return Grade.MISTAKE
    return Grade.INACCURACY if is_material(played, best) else Grade.GOOD


def is_clear(played: MoveValue) -> bool:
    """Whether the value ``played`` gives up is more than its error bar: the 95% interval of
    the loss lies above zero (exact figures: any loss)."""
    return played.loss.low > 0


def is_material(played: MoveValue, best: MoveValue) -> bool:
    """Whether ``played`` gives up a material part of ``best``'s value (``grade_of`` asks it
    of a loss clear of its error bar): ``INACCURACY_AT`` or more on average, or the chance to
    win the round ``WIN_DROP`` lower with more than ``EQUAL`` given up."""
    if played is best:
        return False
    loss = played.loss.mean
    drop = round(best.win.mean - played.win.mean, 4)
    return loss >= INACCURACY_AT or (drop >= WIN_DROP and loss > EQUAL)
