"""A review in words: what the command line prints, and the pieces the GUI shows.

Numbers carry their 95% margins («3,2 ± 0,4»), grades and lenses are named by the
catalog, moves are said as a person says them (``rules.move_words``).
"""

from __future__ import annotations

from collections.abc import Callable

from rules.coach.estimate import Estimate
from rules.coach.evaluate import Evaluation, Lens, MoveValue
from rules.coach.reasons import decimal, reason_words
from rules.coach.review import Decision, Grade, Judgement, RoundReview
from rules.i18n import Person, ntext, text
from rules.move_words import move_phrase, tile_words

__all__ = ["decision_lines", "ends_words", "estimate_words", "grade_words", "lens_words",
           "percent_words", "review_lines", "summary_lines", "value_line", "verdict_words",
           "worlds_words"]

People = Callable[[int], Person]


def estimate_words(lang: str, e: Estimate) -> str:
    """«3,2 ± 0,4»: the mean and its 95% margin (the margin left out when exact)."""
    if e.se == 0:
        return decimal(lang, e.mean)
    return f"{decimal(lang, e.mean)} ± {decimal(lang, e.margin)}"


def percent_words(e: Estimate) -> str:
    """A chance as a percentage with its margin: «49% ± 3»."""
    mean = f"{round(100 * e.mean)}%"
    return mean if e.se == 0 else f"{mean} ± {round(100 * e.margin)}"


def grade_words(lang: str, grade: Grade) -> str:
    """«ошибка», "inaccuracy"."""
    return text(lang, f"coach.grade.{grade.value}")


def lens_words(lang: str, ev: Evaluation) -> str:
    """The lens by name: «С тем, что вы знали»."""
    return text(lang, f"coach.lens.{ev.lens.value}")


def worlds_words(lang: str, ev: Evaluation) -> str:
    """What the lens looked at: «96 раскладов», «все расклады: 12, точно»."""
    if ev.lens is Lens.HINDSIGHT:
        return text(lang, "coach.real_deal")
    return ntext(lang, "coach.worlds_exact" if ev.exact else "coach.worlds", ev.worlds)


def verdict_words(lang: str, j: Judgement) -> str:
    """The grade and what the move lost: «неточность, потеряно 3,1 ± 0,8»."""
    grade, loss = grade_words(lang, j.grade), j.played.loss
    if loss.mean <= 0:
        return grade
    return text(lang, "coach.verdict_loss", grade=grade, loss=estimate_words(lang, loss))


def ends_words(lang: str, ends: tuple[int, int] | None) -> str:
    """The open ends, «5 и 2», or «заход» before the lead."""
    if ends is None:
        return text(lang, "coach.cli_lead")
    return text(lang, "coach.ends", a=ends[0], b=ends[1])


def value_line(lang: str, mv: MoveValue, ends: tuple[int, int] | None) -> str:
    """«2–5 налево: очки 9,6 ± 0,9, шанс на кон 38% ± 4»."""
    return text(lang, "coach.cli_value", move=move_phrase(lang, mv.move, ends),
                points=estimate_words(lang, mv.points), win=percent_words(mv.win))


def _lens_lines(lang: str, d: Decision, j: Judgement, people: People) -> list[str]:
    ends = d.view.ends
    out = [text(lang, "coach.cli_lens", lens=lens_words(lang, j.evaluation),
                worlds=worlds_words(lang, j.evaluation), verdict=verdict_words(lang, j))]
    if j.reason.best is not d.played and j.grade is not Grade.GOOD:
        out.append("  " + text(lang, "coach.cli_best", move=move_phrase(lang, j.reason.best, ends)))
    out.append("  " + reason_words(lang, j.reason, people))
    out += ["    " + value_line(lang, mv, ends) for mv in j.evaluation.moves]
    return out


def decision_lines(lang: str, d: Decision, people: People) -> list[str]:
    """One decision: the position, the move and its grade, then each lens."""
    hand = " ".join(tile_words(t) for t in d.view.hand)
    out = [text(lang, "coach.cli_turn", n=d.ply + 1, hand=hand, ends=ends_words(lang, d.view.ends))]
    out.append(text(lang, "coach.cli_played", move=move_phrase(lang, d.played, d.view.ends)))
    out += ["  " + line for line in _lens_lines(lang, d, d.fair, people)]
    if d.hindsight is not None:
        out += ["  " + line for line in _lens_lines(lang, d, d.hindsight, people)]
    return out


def summary_lines(lang: str, review: RoundReview) -> list[str]:
    """The round's tally and its best and worst moves."""
    n = len(review.decisions)
    out = [text(lang, "coach.cli_forced", n=review.moves - n)]
    if not n:
        return [*out, text(lang, "coach.no_decisions")]
    grades = [d.fair.grade for d in review.decisions]
    out.append(text(lang, "coach.cli_summary", good=review.good, n=n,
                    p=round(100 * (review.accuracy or 0)), i=grades.count(Grade.INACCURACY),
                    m=grades.count(Grade.MISTAKE)))
    for key, d in (("coach.best_move", review.best), ("coach.worst_move", review.worst)):
        if d is not None:
            out.append(text(lang, key, move=move_phrase(lang, d.played, d.view.ends), n=d.ply + 1))
    return out


def review_lines(lang: str, review: RoundReview, people: People, number: int) -> list[str]:
    """The whole review of round ``number`` as printed lines."""
    out = [text(lang, "coach.cli_title", who=people(review.seat).name or
                text(lang, "cli.seat", n=review.seat + 1), n=number), ""]
    for d in review.decisions:
        out += [*decision_lines(lang, d, people), ""]
    return out + summary_lines(lang, review)
