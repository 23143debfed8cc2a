"""A review in words: what the command line prints, and the pieces the GUI shows.

Numbers carry their 95% margins («3,2 ± 0,4»), grades and lenses are named by the
catalog, moves are said as a person says them (``rules.move_words``).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from rules.bots.values import GOAT_PENALTY, WIN_BONUS
from rules.coach.estimate import Estimate
from rules.coach.evaluate import Evaluation, Lens, MoveValue
from rules.coach.reasons import (
    Why,
    decimal,
    gain_words,
    reason_words,
    shown_gap,
    stake_words,
    sure_words,
    value_parts,
)
from rules.coach.review import Decision, Grade, Judgement, RoundReview
from rules.config import Rules, Scoring
from rules.i18n import Person, about, listing, ntext, text
from rules.move_words import Ends, ends_of, move_phrase, tile_words
from rules.moves import Move

__all__ = ["bound_numbers", "decision_lines", "ends_words", "estimate_words", "fair_note",
           "figure_lines", "grade_words", "hindsight_note", "hindsight_round", "lens_words",
           "percent_words", "plain_lines", "points_words", "review_lines", "summary_lines",
           "value_line", "value_note", "verdict_words", "worlds_words"]

People = Callable[[int], Person]


def estimate_words(lang: str, e: Estimate) -> str:
    """«3,2 ± 0,4»: the mean and its 95% margin (the margin left out when exact), «−» for
    minus."""
    if e.se == 0:
        return decimal(lang, e.mean)
    return f"{decimal(lang, e.mean)} ± {decimal(lang, e.margin)}"


def points_words(lang: str, e: Estimate) -> str:
    """«3,2 ± 0,4 очка»: an estimate in points, with its unit."""
    return text(lang, "coach.fig_points", x=estimate_words(lang, e))


def percent_words(e: Estimate) -> str:
    """A chance as a percentage with its margin: «49% ± 3%»."""
    mean = f"{round(100 * e.mean)}%"
    return mean if e.se == 0 else f"{mean} ± {round(100 * e.margin)}%"


def grade_words(lang: str, grade: Grade) -> str:
    """«ошибка», "inaccuracy"."""
    return text(lang, f"coach.grade.{grade.value}")


def lens_words(lang: str, ev: Evaluation) -> str:
    """The lens by name: «По тому, что вы знали»."""
    return text(lang, f"coach.lens.{ev.lens.value}")


def worlds_words(lang: str, ev: Evaluation) -> str:
    """What the lens looked at: «96 раскладов», «все расклады: 12, точно»."""
    if ev.lens is Lens.HINDSIGHT:
        return text(lang, "coach.real_deal")
    return ntext(lang, "coach.worlds_exact" if ev.exact else "coach.worlds", ev.worlds)


def verdict_words(lang: str, j: Judgement) -> str:
    """The grade and the value given up, the gap between the two values printed under it:
    «неточность, оценка на 3,1 ± 0,8 ниже лучшей»; none when they read the same."""
    grade = grade_words(lang, j.grade)
    gap = shown_gap(j.evaluation.best, j.played)
    if gap <= 0:
        return grade
    loss = points_words(lang, Estimate(gap, j.played.loss.se))
    return text(lang, "coach.verdict_loss", grade=grade, loss=loss)


def value_note(lang: str, rules: Rules) -> str:
    """What a move's value is, so the gap between two can be checked by a person: the
    round-win bonus named with its size (``rules.bots.values.WIN_BONUS``), and in the goat
    game what held points and the goat limit do to it (``values.utility``): a player's
    score reaching it, or a pair's where four play in teams (issue 12); in a game played to
    a target points, what winning the match adds."""
    note = ntext(lang, "coach.value_note.goat" if rules.is_goat else "coach.value_note.points",
                 round(WIN_BONUS))
    if rules.scoring is Scoring.POINTS:
        key = "coach.value_note.target_pair" if rules.teams else "coach.value_note.target"
        return f"{note} {ntext(lang, key, round(GOAT_PENALTY))}"
    if not rules.is_goat or not rules.open_at:
        return note
    key = "coach.value_note.held_pair" if rules.teams else "coach.value_note.held"
    held = ntext(lang, key, round(GOAT_PENALTY), open=rules.open_at, limit=rules.goat_at)
    return f"{note} {held}"


def ends_words(lang: str, ends: Ends | None) -> str:
    """The open ends, «5 и 2», each named by its place when up and down are open too
    («слева 5, справа 2, вверху 4, внизу 4»), or «заход» before the lead."""
    if ends is None:
        return text(lang, "coach.cli_lead")
    if len(ends) < 3 or all(v is None for v in ends[2:]):
        return text(lang, "coach.ends", a=ends[0], b=ends[1])
    return ", ".join(text(lang, f"table.open_at_{end}", n=v) for end, v in enumerate(ends)
                     if v is not None)


def value_line(lang: str, mv: MoveValue, ends: Ends | None, move: Move | None = None,
               rules: Rules | None = None, rival: Person | None = None) -> str:
    """«2–5 к пятёрке: оценка −1,2 ± 0,9 очка; записали бы 9,6 ± 0,9 очка; …» (``move``:
    the placement to name when it is one of several alike that ``mv`` stands for); points
    held under the opening rule are said as held, as the sheet shows them, not as written.

    With ``rules`` (outside the wins-only game) the line shows every part its value adds up
    from (``value_parts``): your points, the opponents' (``rival``: the one opponent, said by
    gender), the chance to end the round ahead on points that the bonus is paid on with the
    bonus itself, and the match score's correction where it is not 0 (issue 14: «шанс
    выиграть кон 81%» beside a bonus of 8 × 47%, the −150 of the goat left out).  Without,
    the chance to win the round."""
    phrase = move_phrase(lang, move or mv.move, ends)
    if rules is None or rules.scoring is Scoring.WINS:
        key = "coach.cli_value"
        if mv.held.mean >= _SOME:
            key = "coach.cli_value_mixed" if mv.written.mean >= _SOME else "coach.cli_value_held"
        return text(lang, key, move=phrase, value=points_words(lang, mv.utility),
                    points=points_words(lang, mv.written), held=points_words(lang, mv.held),
                    win=percent_words(mv.win))
    p = value_parts(mv, rules.is_goat)
    parts = [_own_words(lang, mv), _others_words(lang, mv, rival)]
    chance = percent_words(mv.ahead)
    if _shows(p.bonus):
        parts.append(text(lang, "coach.fig.ahead_bonus", chance=chance,
                          bonus=points_words(lang, Estimate(p.bonus))))
    else:
        parts.append(text(lang, "coach.fig.ahead", chance=chance))
    if _shows(p.score):
        parts.append(text(lang, "coach.fig_score", value=points_words(lang, Estimate(p.score))))
    return "; ".join([text(lang, "coach.fig.value", move=phrase,
                           value=points_words(lang, mv.utility)), *parts])


_SOME = 0.05
"""Points under which a share of written or held points reads as none (it prints as 0,0)."""


def _shows(x: float) -> bool:
    """Whether a part of the value prints as something other than 0,0."""
    return abs(x) >= _SOME


def _own_words(lang: str, mv: MoveValue) -> str:
    """The side's points after ``mv``: written, held or both, as its sheet would take them."""
    if mv.held.mean < _SOME:
        return text(lang, "coach.fig.own_points", points=points_words(lang, mv.written))
    key = "coach.fig.own_mixed" if mv.written.mean >= _SOME else "coach.fig.own_held"
    return text(lang, key, points=points_words(lang, mv.written), held=points_words(lang, mv.held))


def figure_lines(lang: str, d: Decision, ev: Evaluation, shown: list[MoveValue],
                 rival: Person | None = None, *, worlds: bool = True) -> list[str]:
    """The figures of the ``shown`` moves of ``ev`` (``value_line``, each adding up to its
    value; the move played named as made), the worlds after the last unless told not to."""
    ends = ends_of(d.view)
    played = ev.of(d.played)
    out = [value_line(lang, mv, ends, d.played if mv is played else None, d.view.rules, rival)
           for mv in shown]
    if worlds:
        out[-1] += f" ({worlds_words(lang, ev)})"
    return out


def _others_words(lang: str, mv: MoveValue, rival: Person | None) -> str:
    """The opponents' points after ``mv``, written and held as their sheets would take them;
    of the one opponent in the singular, by gender."""
    written = points_words(lang, Estimate(mv.others.mean - mv.others_held.mean, mv.others.se))
    held = points_words(lang, mv.others_held)
    key = "coach.fig.others_mixed" if mv.others_held.mean >= _SOME else "coach.fig.others_points"
    if rival is None:
        return text(lang, key, points=written, held=held)
    return about(lang, f"{key}.one", rival, points=written, held=held)


_NUMBER = re.compile(r"(?<=[\d%]) (?=±|очк|очок|point)|(?<=±) (?=\d)")
"""A space inside a number with its margin and unit («3,2 ± 0,4 очка», «49% ± 3%»)."""
_BEFORE = re.compile(r"\b(игрока|игроку|гравця|гравцеві|пары|паре|пари|парі|player|pair) (?=\d)")
"""A space after the word a seat's number or a limit follows («у игрока 4»)."""


def bound_numbers(said: str) -> str:
    """``said`` with each number bound to its margin and unit, and «у игрока 4» to its number,
    by no-break spaces, so a wrapped line never parts them («(0 / очок)»: issue 14), as
    ``presence.bound_tiles`` binds a tile to the word before it.

    >>> bound_numbers("оценка 3,2 ± 0,4 очка") == "оценка 3,2\u00a0±\u00a00,4\u00a0очка"
    True
    """
    return _BEFORE.sub("\\1\u00a0", _NUMBER.sub("\u00a0", said))


def hindsight_note(lang: str, d: Decision) -> str:
    """Beside the fair grade, when hindsight differs: «По открытым рукам лучше было бы 5–5 к
    пятёрке.» (empty when it does not).  Why that is no reproach («чужих костей вы не
    видели») the round's summary says once for every such move (``hindsight_round``), not
    again under each (issue 14)."""
    if not d.hindsight_differs or d.hindsight is None:
        return ""
    best = move_phrase(lang, d.hindsight.evaluation.best.move, ends_of(d.view))
    return text(lang, "coach.hindsight_note", move=best)


def fair_note(lang: str, d: Decision) -> str:
    """Beside the hindsight grade, when it is worse: «По тому, что вы знали, — хороший ход.»
    (or «— неточность.» beside a mistake: a fact, no excuse, so for weak moves too).  A good
    move that passed up the very move hindsight prefers, better by what was known too
    (``Decision.known_better``), is told so: «…, — хороший ход, но и тогда лучше было бы
    0–0 к пустышке.» (issue 14: «хороший ход» alone read as the hidden tiles' excuse)."""
    if not d.hindsight_worse:
        return ""
    grade = grade_words(lang, d.fair.grade)
    if d.fair.grade is Grade.GOOD and d.known_better and d.hindsight is not None:
        better = move_phrase(lang, d.hindsight.evaluation.best.move, ends_of(d.view))
        return text(lang, "coach.fair_note_also", grade=grade, move=better)
    return text(lang, "coach.fair_note", grade=grade)


def hindsight_round(lang: str, review: RoundReview) -> str:
    """The round's word on hindsight beside the fair tally: the moves it faults, with the one
    that would have been better («Ход 3: с открытыми костями лучше было бы 5–5 к пятёрке —
    так сложились чужие руки.»); empty when hindsight agrees.  Every move whose review
    says so is named (issue 14: the review said it under move 21 and move 25, the summary
    named only 25); where they differ in the better move, the one it faults most."""
    d = review.hindsight_worst
    if d is None or d.hindsight is None:
        return ""
    better = move_phrase(lang, d.hindsight.evaluation.best.move, ends_of(d.view))
    faulted = [f.ply + 1 for f in review.decisions if f.hindsight_differs]
    if len(faulted) == 1:
        return text(lang, "coach.hindsight_round", n=d.ply + 1, move=better)
    same = all(f.hindsight is not None and move_phrase(
        lang, f.hindsight.evaluation.best.move, ends_of(f.view)) == better
        for f in review.decisions if f.hindsight_differs)
    return text(lang, "coach.hindsight_rounds" if same else "coach.hindsight_rounds_most",
                moves=listing(lang, [str(n) for n in faulted]), n=d.ply + 1, move=better)


def plain_lines(lang: str, d: Decision, j: Judgement, people: People) -> list[str]:
    """A decision through one lens in plain words, as the review screen shows them and the
    command line prints them (one place, so the two say the same): why (``reason_words``),
    and for a move graded down that was not the best, what the better move gains and how
    sure the coach is («Лучше: 3–5 к тройке — в среднем вы набрали бы на 10 очков больше.
    Тренер в этом уверен.»), said once where the numbers are the reason itself."""
    lines = [reason_words(lang, j.reason, people)]
    stake = stake_words(lang, d.view.rules, j.played, pair=j.reason.pair)
    if j.grade is not Grade.GOOD and j.played is not j.evaluation.best:
        better = text(lang, "coach.gui_better",
                      move=move_phrase(lang, j.reason.best, ends_of(d.view)),
                      gain=gain_words(lang, j.reason, people), sure=sure_words(lang, j.reason))
        lines = [better] if j.reason.why is Why.NUMBERS else [better, *lines]
    return [*lines, stake] if stake else lines


def _lens_lines(lang: str, d: Decision, j: Judgement, people: People) -> list[str]:
    out = [text(lang, "coach.cli_lens", lens=lens_words(lang, j.evaluation),
                worlds=worlds_words(lang, j.evaluation), verdict=verdict_words(lang, j))]
    out += ["  " + line for line in plain_lines(lang, d, j, people)]
    rival = None if j.reason.rival is None else people(j.reason.rival)
    out += ["    " + line for line in figure_lines(lang, d, j.evaluation, list(j.evaluation.moves),
                                                   rival, worlds=False)]
    return out


def decision_lines(lang: str, d: Decision, people: People) -> list[str]:
    """One decision: the position, the move and its grade, then each lens."""
    hand = " ".join(tile_words(t) for t in d.view.hand)
    out = [text(lang, "coach.cli_turn", n=d.ply + 1, hand=hand, ends=ends_words(lang, d.view.open_ends))]
    out.append(text(lang, "coach.cli_played", move=move_phrase(lang, d.played, ends_of(d.view))))
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
            out.append(text(lang, key, move=move_phrase(lang, d.played, ends_of(d.view)),
                            n=d.ply + 1))
    hindsight = hindsight_round(lang, review)
    return [*out, hindsight] if hindsight else out


def review_lines(lang: str, review: RoundReview, people: People, number: int) -> list[str]:
    """The whole review of round ``number`` as printed lines."""
    out = [text(lang, "coach.cli_title", who=people(review.seat).name or
                text(lang, "cli.seat", n=review.seat + 1), n=number)]
    if review.decisions:
        out.append(value_note(lang, review.decisions[0].view.rules))
    out.append("")
    for d in review.decisions:
        out += [*decision_lines(lang, d, people), ""]
    return out + summary_lines(lang, review)
