"""Issue 18: the match-over screen's left column follows one block after another — the
title, the verdict, the goat where one dances, the ratings and their small print — with the
usual gap, centred as a group above the buttons.  A band kept for the goat left about 200 px
of empty felt under «Вы сдались» (no goat) and under a points game's winner (none either)."""

from __future__ import annotations

import itertools
import random
from pathlib import Path

import pygame
import pytest
from conftest import run_frames
from table_kit import table_app

from kozel_gui.app import App
from kozel_gui.i18n import set_language
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.table.over import MatchOverScene
from kozel_gui.table.over_column import BUTTONS_GAP, GAP, GOAT_ABOVE, GOAT_BELOW
from kozel_gui.table.result import READY_S
from kozel_gui.table.theme import recording
from rules import Match, Round, ScoreSheet, find_preset

SIZES = [(1024, 600), (1280, 720)]


def _sheet(kind: str) -> ScoreSheet:
    rules = find_preset("muggins" if kind == "points" else "kozel")
    sheet = ScoreSheet(rules, 3)
    if kind == "left":
        return sheet.record(points=[0, 20, 10], ended="out", by=0).leave(0)
    while not sheet.is_over:
        sheet = sheet.record(points=[0, 60, 30], ended="out", by=0)
    return sheet


def _over(tmp: Path, size: tuple[int, int], kind: str, lang: str) -> tuple[App, MatchOverScene]:
    sheet = _sheet(kind)
    seats = (SeatSetup("Вы", human=True), SeatSetup("Зина", bot="medium", gender="female"),
             SeatSetup("Петрович", bot="medium", gender="male"))
    match = Match(sheet.rules, 3, Round.deal(sheet.rules, random.Random(5), 3), sheet,
                  random.Random(5).getstate())
    app, table = table_app(tmp, MatchSetup(sheet.rules, seats, 5), match, "--speed", "0",
                           "--lang", lang, size=size)
    set_language(lang)
    over = MatchOverScene(app, table.session)
    app.replace(over)
    run_frames(app, round(READY_S * 60) + 2)
    assert app.stack.top is over
    return app, over


@pytest.mark.parametrize("lang", ["ru", "uk", "en"])
@pytest.mark.parametrize("kind", ["left", "points", "goat"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_blocks_follow_one_another_centred_above_the_buttons(
        tmp_path: Path, size: tuple[int, int], kind: str, lang: str) -> None:
    app, over = _over(tmp_path, size, kind, lang)
    with recording() as log:
        run_frames(app, 1)
    drawn = [i for i in log if i.role.startswith("over.")]
    roles = [i.role for i in drawn]
    assert roles[:3] == ["over.title", "over.verdict", "over.rating"], roles
    rects = [pygame.Rect(i.rect) for i in drawn]
    scale = min(size[1], size[0] * 9 / 16) / 720
    gap = GAP * scale
    title, verdict, rating = rects[0], rects[1], rects[2]
    assert verdict.top - title.bottom == pytest.approx(gap, abs=1.5)
    goat = over.goat
    if kind == "goat":
        assert goat is not None
        (_, centre), goat_size = goat
        assert centre - GOAT_ABOVE * goat_size - verdict.bottom == pytest.approx(gap, abs=1.5)
        assert rating.top - (centre + GOAT_BELOW * goat_size) == pytest.approx(gap, abs=1.5)
    else:  # nothing dances: the ratings come right under the verdict
        assert goat is None
        assert rating.top - verdict.bottom == pytest.approx(gap, abs=1.5), (verdict, rating)
    for upper, lower in itertools.pairwise(rects[2:]):  # the ratings' lines
        assert 0 <= lower.top - upper.bottom <= 2, (upper, lower)
    # The buttons follow the last line with their gap (playtest: ~130 px of felt lay
    # between the ratings and them), and the words and the buttons are centred together.
    buttons = [b.rect for b in over.focusables()]
    top_of_buttons = min(b.y for b in buttons)
    assert top_of_buttons - rects[-1].bottom == pytest.approx(BUTTONS_GAP * scale, abs=2.5)
    above, below = title.top, size[1] - max(b.bottom for b in buttons)
    if top_of_buttons < round(size[1] * 0.86):  # else the goat took all the room there is
        assert above == pytest.approx(below, abs=3), (above, below)
    assert above >= size[1] * 0.03 - 1
    app.close()
