"""Issue 14, a playtester's words on the review and the hint: the hindsight excuse only for
moves good by what was known, said once; the compared move's figures beside the played
one's; «и», not «а», before a part that is no one's points; the hint's ellipsis, the tile
said once; the replay's Home/End said; no half-cut line at the review panel's edge."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest
from conftest import run_frames
from table_kit import scripted, scripted_moves
from test_coach_agree import _mv, _on_one_one
from test_coach_gui import FISH, _reviewed, _summary, opened_review
from test_coach_held_words import _reason

import kozel_gui.scenes.review as review_scene
import kozel_gui.table.hint as hint
from kozel_gui.i18n import set_language, tr
from kozel_gui.scenes.review import review_rows
from rules import Round, find_preset
from rules.alike import distinct_moves
from rules.coach import Estimate, Lens
from rules.coach.evaluate import Evaluation
from rules.coach.reasons import gain_words
from rules.coach.review import Decision, Judgement, RoundReview
from rules.coach.words import (
    fair_note,
    hindsight_note,
    hindsight_round,
    value_line,
    worlds_words,
)
from rules.i18n import Person
from rules.move_words import ends_of, move_phrase


def _people(seat: int) -> Person:
    return Person(f"Игрок {seat + 1}")


def _decisions() -> tuple[Round, RoundReview]:
    """Move 1 the best by what was known, a mistake with the hands open; move 3 already an
    inaccuracy by what was known, a mistake with the hands open."""
    r = _on_one_one()
    view = r.view(r.to_move)
    a, b = (str(m) for m in distinct_moves(r, r.legal_moves())[:2])
    known = Evaluation(Lens.FAIR, r.to_move, (_mv(a, 3.0, 5.0, 0.5, Estimate(0.0)),
                                               _mv(b, -1.5, 7.0, 0.4, Estimate(4.5, 0.5))),
                       128, False)
    # with the hands open, b was far better than a (and a far better than the move b)
    open_a = Evaluation(Lens.HINDSIGHT, r.to_move, (_mv(b, 9.0, 1.0, 0.9, Estimate(0.0)),
                                                     _mv(a, -3.0, 9.0, 0.1, Estimate(12.0, 0.5))),
                        1, True)
    open_b = Evaluation(Lens.HINDSIGHT, r.to_move, (_mv(a, 9.0, 1.0, 0.9, Estimate(0.0)),
                                                     _mv(b, -3.0, 9.0, 0.1, Estimate(12.0, 0.5))),
                        1, True)
    ma, mb = known.moves[0].move, known.moves[1].move
    good = Decision(0, view, ma, Judgement.of(view, known, ma), Judgement.of(view, open_a, ma))
    weak = Decision(2, view, mb, Judgement.of(view, known, mb), Judgement.of(view, open_b, mb))
    assert (good.fair.grade, weak.fair.grade) == ("good", "inaccuracy")
    assert good.hindsight and weak.hindsight
    assert (good.hindsight.grade, weak.hindsight.grade) == ("mistake", "mistake")
    return r, RoundReview(r.to_move, (good, weak), 2)


def test_the_hindsight_excuse_is_only_for_moves_good_by_what_was_known() -> None:
    r, review = _decisions()
    good, weak = review.decisions
    assert good.hindsight_differs and not weak.hindsight_differs
    better = move_phrase("ru", good.hindsight.evaluation.best.move,  # type: ignore[union-attr]
                         ends_of(r))
    assert hindsight_round("ru", review) == (
        f"Ход 1: по открытым рукам лучше было бы {better}, но чужих костей вы не видели — так "
        "они легли.")
    en = move_phrase("en", good.hindsight.evaluation.best.move, ends_of(r))  # type: ignore[union-attr]
    assert hindsight_round("en", review) == (
        f"Move 1: with every hand open, {en} would have been better, but you could not see the "
        "other hands — that’s how the tiles fell.")
    # Under the move the fact alone: why it is no reproach the summary says, once.
    assert hindsight_note("ru", good) == f"По открытым рукам лучше было бы {better}."
    uk = move_phrase("uk", good.hindsight.evaluation.best.move, ends_of(r))  # type: ignore[union-attr]
    assert hindsight_note("uk", good) == f"Якби всі кістки було видно, краще було б {uk}."
    assert hindsight_note("en", good) == f"With every hand open, {en} would have been better."
    assert hindsight_note("ru", weak) == ""
    # Beside the hindsight grade the fair one is a fact, no excuse: said for both.
    assert fair_note("ru", good) == "По тому, что вы знали, — хороший ход."
    assert fair_note("ru", weak) == "По тому, что вы знали, — неточность."


def test_the_move_compared_with_has_its_figures_too() -> None:
    set_language("ru")
    r, review = _decisions()
    rows = review_rows(review, Lens.FAIR, _people, figures=True)
    good = review.decisions[0]
    ev = good.fair.evaluation
    runner_up = ev.moves[1]
    assert good.fair.reason.over is not None
    assert move_phrase("ru", runner_up.move, ends_of(r)).split(" ")[0] in rows[0].lines[0]
    ends = ends_of(good.view)
    first, second = rows[0].lines[-2:]
    assert first.startswith(value_line("ru", ev.moves[0], ends, good.played, good.view.rules))
    assert second.startswith(value_line("ru", runner_up, ends, rules=good.view.rules))
    assert second.endswith(f" ({worlds_words('ru', ev)})")


def test_a_part_that_is_no_ones_points_follows_with_and_not_but() -> None:
    # the score first (3.8 of the value), then the opponents' point more (1.2): both gains
    r = _reason(others=(1.2, 0.0), value=(5.0, 0.0))
    assert gain_words("ru", r) == ("так лучше для счёта партии, и соперникам в среднем записали "
                                   "бы на 1 очко больше")
    assert gain_words("uk", r) == ("так краще для рахунку партії, і суперникам у середньому "
                                   "записали б на 1 очко більше")
    assert gain_words("en", r) == ("it is better for the match score, and on average 1 point "
                                   "more scored against the opponents")
    # two people's points side by side keep «а»
    both = _reason(values=(2.0, 9.0, 0.5, 0.5), others=(12.0, 2.0), value=(17.0, 0.0))
    assert gain_words("ru", both).endswith(", а вам — на 7 меньше")


def _two_ends() -> Round:
    """2:3 led, 3:6 to the three: the ends show 2 and 6, and 2:6 fits both."""
    kozel = find_preset("kozel")
    r = Round.from_hands(kozel, [["2:3", "2:6", "0:0"], ["3:6", "4:4", "5:5"]],
                         bazaar=["1:1", "1:2", "1:3"], leader=0)
    return r.play("2:3").play("3:6>")


@pytest.mark.parametrize(("lang", "said"), [
    ("ru", "Подсказка: 2–6 к двойке; почти не хуже — к шестёрке."),
    ("uk", "Підказка: 2–6 до двійки; майже не гірше — до шістки."),
    ("en", "Hint: 2–6 to the two; playing it to the six is nearly as good.")])
def test_the_hint_names_the_tile_once_when_the_runner_up_is_its_other_end(
        monkeypatch: pytest.MonkeyPatch, lang: str, said: str) -> None:
    r = _two_ends()
    assert sorted(str(m) for m in r.legal_moves() if str(m.tile) == "2:6") == ["2:6<", "2:6>"]
    ev = Evaluation(Lens.FAIR, r.to_move, (_mv("2:6<", 3.0, 5.0, 0.5, Estimate(0.0)),
                                           _mv("2:6>", 2.8, 5.0, 0.5, Estimate(0.2, 0.3))),
                    128, False)
    monkeypatch.setattr(hint, "fair_evaluation", lambda *a, **k: ev)
    set_language(lang)
    assert hint.advise(r, r.to_move, _people).text == said


def test_the_hint_thinks_with_an_ellipsis() -> None:
    for lang, said in (("ru", "Тренер думает над подсказкой…"),
                       ("uk", "Тренер обмірковує підказку…"),
                       ("en", "The coach is thinking about a hint…")):
        set_language(lang)
        assert tr("table.hint_thinking") == said
    set_language("ru")


def test_the_replays_keys_say_what_home_and_end_do() -> None:
    said = {"ru": ("Стрелки влево/вправо: ход · PgUp/PgDn: кон · Home/End: к началу/к концу "
                   "партии", "Стрелки или PgUp/PgDn: кон · Home/End: к началу/к концу партии"),
            "uk": ("Стрілки вліво/вправо: хід · PgUp/PgDn: кін · Home/End: на початок/у кінець "
                   "партії", "Стрілки або PgUp/PgDn: кін · Home/End: на початок/у кінець партії"),
            "en": ("Left/Right arrows: move · PgUp/PgDn: round · Home/End: start/end of the match",
                   "Arrows or PgUp/PgDn: round · Home/End: start/end of the match")}
    for lang, (keys, pad) in said.items():
        set_language(lang)
        assert (tr("replay.keys"), tr("replay.pad_keys")) == (keys, pad)
    set_language("ru")


def test_a_line_scrolled_partly_out_of_the_review_is_not_drawn(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    set_language("ru")
    app, table = scripted(tmp_path, size=(1024, 600))
    scripted_moves(table, FISH)
    summary = _summary(app, table)
    _reviewed(app, summary)
    scene = opened_review(app, summary)
    if not scene.figures:
        scene.show_figures()
    run_frames(app, 1)
    assert scene.scroller.most > 0, "the list is longer than the panel"
    inner = scene.scroller.view
    step = review_scene.font(scene.text_px).get_linesize()
    drawn: list[tuple[str, int]] = []
    real = review_scene.draw_text

    def spy(surface: pygame.Surface, text: str, *args: Any, **kw: Any) -> Any:
        if "topleft" in kw:
            drawn.append((text, kw["topleft"][1]))
        return real(surface, text, *args, **kw)

    monkeypatch.setattr(review_scene, "draw_text", spy)
    for offset in range(0, scene.scroller.most, 7):  # every place, the lines cut at the edge
        scene.scroller.offset = offset
        drawn.clear()
        run_frames(app, 1)
        assert drawn, offset
        for text, y in drawn:
            assert inner.y <= y and y + step <= inner.bottom, (offset, text, y, inner)
    # at an offset half a line into the list, its first line is not drawn at all
    scene.scroller.offset = step // 2
    drawn.clear()
    run_frames(app, 1)
    first = scene.lines(scene.review)[0].text  # type: ignore[arg-type]
    assert first not in [text for text, _ in drawn]
    app.close()
