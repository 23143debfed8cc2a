"""The coach: every legal move of a decision with its expected value, and reviews of a
player's decisions, judged with what the player knew (fair) and with all hands open
(hindsight), each graded and explained in words (docs/COACH.md).

>>> import random
>>> from rules import Round, find_preset
>>> r = Round.deal(find_preset("kozel_2x2"), random.Random(3), 4)
>>> r = r.play("1:1")
>>> ev = evaluate_fair(r.view(r.to_move), random.Random(0), budget=Budget(worlds=8, playouts=2))
>>> ev.lens.value, ev.worlds, [str(m.move) for m in ev.moves][:3]
('fair', 8, ['1:5>', '0:1>', '1:3<'])
>>> str(ev.best.points), str(ev.best.win)
('5.4375±2.8683', '0.6562±0.1699')
"""

from rules.coach.estimate import Estimate
from rules.coach.evaluate import (
    DEFAULT,
    Budget,
    Evaluation,
    Lens,
    MoveValue,
    evaluate_fair,
    evaluate_open,
    judged,
)
from rules.coach.reasons import Reason, Why, reason_words
from rules.coach.review import (
    Decision,
    Grade,
    Judgement,
    RoundReview,
    context_before,
    review_match,
    review_round,
)

__all__ = [
    "DEFAULT",
    "Budget",
    "Decision",
    "Estimate",
    "Evaluation",
    "Grade",
    "Judgement",
    "Lens",
    "MoveValue",
    "Reason",
    "RoundReview",
    "Why",
    "context_before",
    "evaluate_fair",
    "evaluate_open",
    "judged",
    "reason_words",
    "review_match",
    "review_round",
]
