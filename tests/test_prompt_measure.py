"""Issue 12: the «which way / which end?» prompt of a four-way table spread over nearly the
whole felt at 1280×720 (wrapped at the band's width: one full line and a stub). A message on
the table wraps at a readable measure, its lines even, its box sized to its words."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from conftest import run_frames
from table_kit import table_app

from kozel_gui.assets import font
from kozel_gui.i18n import set_language
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.table import hud
from kozel_gui.table.paint import message_at
from kozel_gui.table.words import arm_choice
from rules import Match, Round, ScoreSheet, find_preset


@pytest.mark.parametrize("lang", ["ru", "uk", "en"])
def test_the_which_way_prompt_is_sized_to_its_words(tmp_path: Path, lang: str) -> None:
    rules = find_preset("kozel_2x2")  # every tile dealt: no bazaar beside the band
    r = Round.deal(rules, random.Random(4), 4)
    match = Match(rules, 4, r, ScoreSheet(rules, 4), random.Random(1).getstate())
    setup = MatchSetup(rules, (SeatSetup("Вы", human=True),
                               *(SeatSetup(n, bot="heaviest") for n in ("Б", "В", "Г"))), 1)
    app, table = table_app(tmp_path, setup, match, size=(1280, 720))
    run_frames(app, 3)
    set_language(lang)
    centre, scale, band, avoid = message_at(table.view())
    assert band.w > 700  # the band spans the felt
    text = arm_choice([3, 5, 6, 2], [0, 1, 2, 3], True)
    lines, box, size = hud.message_place(text, centre, scale, band, avoid)
    face = font(size)
    widths = [face.size(line)[0] for line in lines]
    assert box.w <= hud.MEASURE_EM * size + 24, (box.w, lines)
    assert box.w < band.w * 0.75, (box.w, band.w)
    assert box.w == max(widths) + 24  # the box is its words' width
    assert min(widths) > 0.6 * max(widths), lines  # even lines, no stub under a full one
    app.close()
