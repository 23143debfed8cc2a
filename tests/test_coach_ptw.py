"""The coach as an independent playtest read it (PT-W, issue 14): a figures line adds up to its
value from the terms it shows (the chance the bonus is paid on with the bonus, every side's
points, the match score's correction such as the goat's −150), a reason names the term that
makes the difference, and the review's wrapped lines keep a number with its unit."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from conftest import press, run_frames
from table_kit import scripted, scripted_moves
from test_coach_gui import FISH, _reviewed, _summary, opened_review

from kozel_gui.i18n import set_language
from rules import Round, find_preset
from rules.bots.values import HELD_WEIGHT, WIN_BONUS, ScoreContext
from rules.coach import (
    Decision,
    Estimate,
    Evaluation,
    Judgement,
    Lens,
    MoveValue,
    Why,
    evaluate_fair,
    evaluate_open,
    reason_words,
)
from rules.coach.reasons import reason_for
from rules.coach.words import figure_lines
from rules.config import Rules
from rules.i18n import Gender, Person
from rules.moves import Move

KOZEL = find_preset("kozel")
MUGGINS = find_preset("muggins")

_NUMBER = re.compile(r"[−-]?\d+[.,]\d")
_HELD = ("запомнили", "held", "запамʼятали")


def _num(s: str) -> float:
    return float(s.replace(",", ".").replace("−", "-"))


def _points(part: str) -> tuple[float, float]:
    """(written, held) of one side's part of a figures line."""
    found = [_num(x) for x in _NUMBER.findall(part)]
    if len(found) == 2:
        return found[0], found[1]
    assert len(found) == 1, part
    return (0.0, found[0]) if any(w in part for w in _HELD) else (found[0], 0.0)


def _adds_up(line: str, rules: Rules) -> None:
    """The line's value is its parts as the value note says them: your points (held ones
    half) against the opponents', the bonus (8 × the chance shown), the match score."""
    body = re.sub(r" \([^()]*\)$", "", line.replace("\u00a0", " "))
    body = re.sub(r" ± \d+[.,]?\d*%?", "", body)
    parts = body.split("; ")
    assert 4 <= len(parts) <= 5, line
    value = _num(_NUMBER.findall(parts[0].split(": ")[-1])[0])
    (w, h), (ow, oh) = _points(parts[1]), _points(parts[2])
    pct = int(re.findall(r"(\d+)%", parts[3])[0])
    bonus = _num(_NUMBER.findall(parts[3])[0]) if _NUMBER.findall(parts[3]) else 0.0
    assert abs(bonus - WIN_BONUS * pct / 100) <= 0.1, (line, "the bonus is 8 × the chance shown")
    score = _num(_NUMBER.findall(parts[4])[0]) if len(parts) == 5 else 0.0
    sign = -1.0 if rules.is_goat else 1.0
    total = sign * (w + HELD_WEIGHT * h) - sign * (ow + HELD_WEIGHT * oh) + bonus + score
    assert abs(total - value) <= 0.25, (line, total)


def _decision(r: Round, ev: Evaluation) -> Decision:
    view = r.view(r.to_move)
    move = ev.moves[-1].move
    return Decision(r.ply, view, move, Judgement.of(view, ev, move), None)


def _cases() -> list[tuple[Round, Evaluation]]:
    """Kozel with seat 0 eleven short of the goat (every move risks the −150), Kozel with
    points held under the opening rule, Muggins with every hand open and with what was
    known (margins)."""
    near = Round.from_hands(KOZEL, [["2:3", "6:6", "5:5"], ["3:3", "0:1"]], bazaar=[], leader=0)
    goat = ScoreContext(scores=(95, 40), remembered=(0, 0), opened=(True, True))
    held = Round.from_hands(KOZEL, [["1:2", "3:5"], ["2:2"]], bazaar=[], leader=0)
    fresh = ScoreContext(scores=(0, 0), remembered=(0, 0), opened=(False, False))
    mug = Round.from_hands(MUGGINS, [["1:3", "3:4", "1:6"], ["0:5", "1:1", "1:2"]], bazaar=[],
                           leader=0).play("1:3")
    deal = Round.deal(MUGGINS, random.Random(3), 2)
    return [(near, evaluate_open(near, 0, random.Random(1), goat)),
            (held, evaluate_open(held, 0, random.Random(1), fresh)),
            (mug, evaluate_open(mug, 1, random.Random(1))),
            (deal, evaluate_fair(deal.view(deal.to_move), random.Random(2)))]


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_figures_line_adds_up_to_its_value(lang: str) -> None:
    """PT-W: «шанс виграти кін 81%» beside a bonus of 8 × 47%, lines with no bonus or no
    opponent's points, «оценка −193,0; записали бы 43,0; шанс 0%» with the goat's −150 left
    out: every line now adds up from what it shows."""
    seen = {"score": False, "held": False, "bonus": False}
    for r, ev in _cases():
        d = _decision(r, ev)
        lines = figure_lines(lang, d, ev, list(ev.moves), Person("Зина", Gender.FEMALE))
        for line in lines:
            _adds_up(line, r.rules)
        joined = " ".join(lines)
        seen["score"] |= "поправка на счёт партии −150,0" in joined or \
            "match score adjustment −150.0" in joined
        seen["held"] |= any(w in joined for w in _HELD)
        seen["bonus"] |= "премия" in joined or "bonus" in joined
    assert all(seen.values()), seen


def _mv(move: str, own: float, others: float, ahead: float, loss: float = 0.0) -> MoveValue:
    value = own - others + WIN_BONUS * ahead
    return MoveValue(Move.parse(move), Estimate(value, 1.0), Estimate(own, 1.0),
                     Estimate(ahead, 0.04), Estimate(loss, 0.3), 0.0, 0.0,
                     others=Estimate(others, 1.0), ahead=Estimate(ahead, 0.04))


def test_a_reason_names_what_makes_the_difference_not_an_evened_out_score() -> None:
    """PT-W move 9: «0–5 одразу принесла 5 очок у грі, а з 3–6 не було б нічого» where the
    round evened the side's points out (29,8 against 29,2) and the opponent's points (25,3
    against 29,1) made the difference: the reason says the opponent's points."""
    r = Round.from_hands(MUGGINS, [["0:5", "3:6", "1:1"], ["2:2", "4:4", "1:2"]], bazaar=[],
                         leader=0)
    view = r.view(0)
    best, other = _mv("0:5", 29.8, 25.3, 0.78), _mv("3:6", 29.2, 29.1, 0.69, 5.1)
    ev = Evaluation(Lens.FAIR, 0, (best, other), 64, False)
    said = reason_for(view, ev, best.move)
    assert said.over is not None and said.over.why is not Why.SCORES
    words = reason_words("uk", said, lambda seat: Person(f"Гравець {seat + 1}"))
    assert "одразу принесла" not in words, words
    assert words.startswith("Найкращий хід. Він кращий, ніж 3–6: суперник у середньому набрав би на "
                            "4 очки менше"), words
    # where the side's own points do make the difference, the points scored at once are it
    scorer = _mv("3:6", 22.0, 25.0, 0.60, 9.5)
    said = reason_for(view, Evaluation(Lens.FAIR, 0, (best, scorer), 64, False), best.move)
    assert said.over is not None and said.over.why is Why.SCORES


_UNIT = re.compile(r"(\d|±) (очк|очок|point|±)|(игрока|гравця) \d")


def test_the_reviews_wrapped_lines_keep_numbers_with_their_units(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """PT-W at 1024×600: «(0 / очок)», «у игрока / 4»: every number in the review is bound
    to its margin and unit (and «у игрока 101» whole) by no-break spaces, so no wrapped line
    starts with a unit."""
    set_language("ru")
    app, table = scripted(tmp_path, size=(1024, 600))
    scripted_moves(table, FISH)
    summary = _summary(app, table)
    _reviewed(app, summary)
    scene = opened_review(app, summary)
    press(app, "Цифры тренера: выкл.")
    run_frames(app, 1)
    assert scene.figures
    review = summary.job.result() if summary.job else None
    assert review is not None
    lines = [line.text for line in scene.lines(review) if line.text]
    assert any("у игрока\u00a0101" in s for s in lines), lines[:3]
    assert [s for s in lines if _UNIT.search(s)] == []
    assert [s for s in lines if re.match(r"(очк|очок|±|\d+%?\)?$)", s)] == []
    app.close()
