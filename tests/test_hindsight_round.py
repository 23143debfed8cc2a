"""Issue 14: the review said «по открытым рукам лучше было бы 4–6 к четвёрке» under moves 21
and 25, while the summary named only move 25: the summary names every move the review
remarks on."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest

from rules import Match, find_preset
from rules.coach.review import RoundReview
from rules.coach.words import hindsight_note, hindsight_round
from rules.move_words import ends_of, move_phrase


def _view_and_moves() -> tuple[Any, list[Any]]:
    m = Match.start(find_preset("kozel"), 2, 3)
    r = m.round.play(m.round.legal_moves()[0])
    r = r.play(r.legal_moves()[0])
    view = r.view(r.to_move)
    return view, [mv for mv in r.legal_moves() if mv.tile is not None]


def _decision(ply: int, view: Any, better: Any, loss: float, differs: bool = True) -> Any:
    best = SimpleNamespace(move=better)
    hindsight = SimpleNamespace(evaluation=SimpleNamespace(best=best),
                                played=SimpleNamespace(loss=SimpleNamespace(mean=loss)))
    return SimpleNamespace(ply=ply, view=view, hindsight=hindsight, hindsight_differs=differs)


@pytest.mark.parametrize(("lang", "head"), [("ru", "Ходы 21 и 25: "), ("uk", "Ходи 21 і 25: "),
                                            ("en", "Moves 21 and 25: ")])
def test_the_summary_names_every_move_the_review_remarks_on(lang: str, head: str) -> None:
    view, moves = _view_and_moves()
    better = moves[0]
    review = RoundReview(0, (_decision(20, view, better, 2.0), _decision(16, view, better, 0.0,
                                                                          differs=False),
                             _decision(24, view, better, 3.0)), 5)
    said = hindsight_round(lang, review)  # type: ignore[arg-type]
    assert said.startswith(head), said
    assert move_phrase(lang, better, ends_of(view)) in said
    for d in review.decisions:  # each remark under a move the summary names
        if hindsight_note(lang, d):
            assert str(d.ply + 1) in said.split(":")[0]


def test_one_move_is_said_as_before_and_different_better_moves_name_the_worst() -> None:
    view, moves = _view_and_moves()
    one = RoundReview(0, (_decision(24, view, moves[0], 3.0),), 5)
    assert hindsight_round("ru", one).startswith("Ход 25: ")  # type: ignore[arg-type]
    if len(moves) > 1:
        two = RoundReview(0, (_decision(20, view, moves[1], 2.0),
                              _decision(24, view, moves[0], 3.0)), 5)
        said = hindsight_round("ru", two)  # type: ignore[arg-type]
        assert said.startswith("Ходы 21 и 25: ") and "(на ходу 25 — " in said, said
