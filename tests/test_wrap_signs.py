"""Issue 18.4: «÷» stood at a line's end and «10» began the next (the match's rating rule).
A sign of arithmetic is bound to its number with a no-break space in every catalog, and the
one wrapper (``drawing.wrap``, which the table's ``paint.wrap`` and the rule book's words
use) never breaks at a no-break space nor before or after a sign standing alone."""

from __future__ import annotations

import re

import pygame
import pytest
from po_files import texts

from kozel_gui.assets import font
from kozel_gui.drawing import units, wrap
from kozel_gui.i18n import set_language, tr
from kozel_gui.table import paint

RATING = ("table.over_rating_why_donkey", "table.over_rating_why_goat",
          "table.over_rating_why_donkey_pairs", "table.over_rating_why_goat_pairs",
          "table.over_rating_left_why_points", "table.over_rating_left_why_goat")
SIGNS = "−÷×=±"


@pytest.mark.parametrize("lang", ["ru", "uk", "en"])
def test_a_division_sign_is_bound_to_its_number(lang: str) -> None:
    loose = [(key, form) for (_, key), forms in texts(lang).items() for form in forms
             if re.search(r"÷(?!\u00a0\d)", form)]
    assert not loose, loose
    assert sum("÷\u00a010" in f for forms in texts(lang).values() for f in forms) >= 4


@pytest.mark.parametrize("lang", ["ru", "uk", "en"])
def test_no_line_of_the_rating_rule_begins_or_ends_with_a_sign(lang: str) -> None:
    pygame.font.init()
    set_language(lang)
    try:
        for key in RATING:
            said = tr(key)
            for width in range(60, 900, 5):
                for lines in (wrap(said, font(16), width), paint.wrap(said, 16, width)):
                    assert " ".join(lines).replace("\u00a0", " ") == said.replace("\u00a0", " ")
                    for line in lines:
                        assert line[0] not in SIGNS and line[-1] not in SIGNS, (width, lines)
                        assert not line.startswith("10"), (width, lines)
    finally:
        set_language("ru")


def test_units_keep_a_sign_with_both_its_neighbours() -> None:
    assert units("(100 − очки) ÷\u00a010, но") == ["(100 − очки) ÷\u00a010,", "но"]
    assert units("(a − b) ÷ 10, c") == ["(a − b) ÷ 10,", "c"]
    assert units("оценка −1,2 ± 0,9 очка") == ["оценка", "−1,2 ± 0,9 очка"]  # its noun too
    assert units("Два  предложения.") == ["Два", "предложения."]
