"""Issue 13 (second playtest): the «which end?» prompt read "Where to: to the five or to the
blank?" in English; it asks which way the tile goes, in each language's own words."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from kozel_gui.i18n import set_language, tr
from kozel_gui.table.words import arm_choice, number_name


@pytest.fixture(autouse=True)
def _russian() -> Iterator[None]:
    yield
    set_language("ru")


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Which way: to the five or to the blank?"),
    ("ru", "Куда положить: к пятёрке или к пустышке?"),
    ("uk", "Куди покласти: до пʼятірки чи до пустушки?"),
])
def test_the_prompt_for_an_end_reads_naturally(lang: str, said: str) -> None:
    set_language(lang)
    assert tr("table.choose_end", left=number_name(5), right=number_name(0)) == said


def test_the_prompt_for_an_arm_reads_naturally_in_english() -> None:
    set_language("en")
    assert arm_choice([5, 0, None, None], [0, 1], house=False).startswith("Which way: ")
