"""PT-X, PT-U: at 1024×600 the score sheet's column heads read «Сопер…», and «Дед Матвей»
went on two lines.  Each head is now one line: the name whole where its column has room,
else a shorter form chosen by one rule (``sheet_heads.head_forms``: the last word of a
name of several words, then an abbreviation with a dot), never a word cut with «…»; the
row at one size.  Measured as the real table draws it, with the longest bot and character
names, at 1024×600 and 1280×720 in every language."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from harness import harness_for

from kozel_gui.assets import font
from kozel_gui.i18n import set_language, tr
from kozel_gui.i18n.names import BOT_NAMES, stock_name
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.scenes.table import TableScene
from kozel_gui.table.sheet import figure_px
from kozel_gui.table.sheet_heads import abbreviation, head_forms
from kozel_gui.table.theme import Ink, name_px, recording
from rules import find_preset
from rules.i18n import text

CHARACTERS = ("bunny", "hedgehog", "kitten", "granny", "matvey", "bear", "fox", "captain", "owl")


@pytest.fixture(autouse=True)
def _russian_after() -> Iterator[None]:
    yield
    set_language("ru")


def _longest(lang: str, n: int) -> tuple[str, ...]:
    """The ``n`` widest names a seat may have in ``lang``: the bots' stock names, the
    characters' and the tutorial's opponent («Соперник»)."""
    names = {stock_name(key, lang) for key in BOT_NAMES}
    names |= {text(lang, f"character.{key}") for key in CHARACTERS}
    names.add(text(lang, "tutorial.rival"))
    return tuple(sorted(names, key=lambda s: -font(16, True).size(s)[0])[:n])


def _heads(tmp: Path, lang: str, size: tuple[int, int], names: tuple[str, ...]
           ) -> tuple[list[str], list[Ink], int]:
    with harness_for(tmp, "--lang", lang, "--speed", "0") as h:
        h.resize(size)
        h.app.set_setup(MatchSetup(find_preset("kozel"), tuple(
            SeatSetup(name, human=i == 0) for i, name in enumerate(names))))
        h.press(tr("menu.play"))
        table = h.top
        assert isinstance(table, TableScene)
        h.frames(3)
        if not table.model.expanded:
            h.key(pygame.K_s)
            assert table.model.expanded
        with recording() as log:
            h.frames(1)
        shown = [table.session.name(s) for s in range(len(names))]
    heads = [ink for ink in log if ink.role == "sheet.name"]
    figure = figure_px(table.model.scale)  # the size of a row's "this round" figures
    return shown, heads, figure


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["ru", "uk", "en"])
def test_each_head_is_one_line_whole_or_a_short_form_never_a_cut_word(
        tmp_path: Path, lang: str, size: tuple[int, int], players: int) -> None:
    set_language(lang)
    names = _longest(lang, players)
    shown, inks, figure = _heads(tmp_path, lang, size, names)
    columns: dict[int, list[Ink]] = {}
    for ink in inks:
        assert ink.within is not None
        columns.setdefault(ink.within.x, []).append(ink)
    assert len(columns) == players, [i.text for i in inks]
    assert len({ink.rect.h for ink in inks}) == 1, "one row of heads at one size"
    # PT-Z: the heads shrank to 9 px at 1024×600 to keep «Михалыч» whole; never smaller
    # than the rounds' figures under them (a long name takes its short form instead)
    assert inks[0].rect.h >= font(figure).get_height(), (inks[0].rect, figure)
    for name, (_, lines) in zip(shown, sorted(columns.items()), strict=True):
        assert len(lines) == 1, f"{name!r} on {len(lines)} lines: {[i.text for i in lines]}"
        head = lines[0].text
        assert not head.endswith("…"), head
        others = [n for n in shown if n != name]
        forms = head_forms(name, others)
        assert head in [f for f, _ in forms], (name, head, forms)
        if head != name:  # shortened only where the whole name (and a gap) is too wide
            assert lines[0].within is not None
            assert font(figure, True).size(name)[0] > lines[0].within.w - 20, (name, head)
    if size == (1280, 720) and players == 2 and lang == "ru":  # two columns: names whole
        assert sorted(i.text for i in inks) == sorted(shown)


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_heads_as_large_as_the_plates_names_where_they_fit(tmp_path: Path, lang: str) -> None:
    """PT-Z: at 1280×720 the English heads («Grandpa», «Mike») read smaller than the same
    names on the plates; short names in four columns are drawn at the plates' size."""
    set_language(lang)
    names = ("Ded", "Mike", "Pete", "Zoe") if lang == "en" else ("Дед", "Миша", "Петя", "Зина")
    _, inks, _ = _heads(tmp_path, lang, (1280, 720), names)
    assert [i.text for i in inks] == list(names)
    plate = font(name_px(1.0)[0], True).get_height()
    assert {i.rect.h for i in inks} == {plate}


def test_the_forms_of_the_names_the_playtests_saw() -> None:
    assert [f for f, _ in head_forms("Дед Матвей")] == ["Дед Матвей", "Матвей", "Мат."]
    assert [f for f, _ in head_forms("Соперник")] == ["Соперник", "Соп."]
    assert [f for f, _ in head_forms("Дід Єгор", ["Єгор"])] == ["Дід Єгор", "Д. Єгор"]
    assert abbreviation("Професорка") == "Проф."  # it ends on a consonant, as people write it
