"""The score sheet's column titles at 1024×600 in every language: each player's name shows
whole (smaller, or on two lines between its words, as the seat plates do), never split inside
a word with a hyphen («Миха-/лыч», P38b); a name too wide for its column even at the floor
size is cut with «…», and only then."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from harness import harness_for

from kozel_gui.fitting import fit_name
from kozel_gui.i18n import set_language, tr
from kozel_gui.i18n.names import BOT_NAMES, PLAYER, stock_name
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.scenes.table import TableScene
from kozel_gui.table.sheet import side_names
from kozel_gui.table.sheet_heads import head_forms
from kozel_gui.table.theme import Ink, recording
from rules import find_preset

NAMES = ("Анастасия", "Святослав", "Valentina", "Мирослава")
"""Names wider than a column of four at 1024×600 (the stock English ones are short)."""


@pytest.fixture(autouse=True)
def _russian_after() -> Iterator[None]:
    yield
    set_language("ru")  # the language is global per worker process


def _titles(tmp: Path, lang: str, names: tuple[str, ...]) -> tuple[list[str], list[Ink]]:
    """The column titles a four-player table draws at 1024×600 in ``lang``: the names of
    the columns and each line drawn."""
    with harness_for(tmp, "--lang", lang, "--speed", "0") as h:
        h.resize((1024, 600))
        h.app.set_setup(MatchSetup(find_preset("kozel"), tuple(
            SeatSetup(name, human=i == 0) for i, name in enumerate(names))))
        h.press(tr("menu.play"))
        table = h.top
        assert isinstance(table, TableScene)
        h.frames(3)
        if not table.model.expanded:  # a small window opens it folded: S unfolds it, whole
            h.key(pygame.K_s)
            assert table.model.expanded
        with recording() as log:
            h.frames(1)
        shown = side_names(table.session.setup.rules, [table.session.name(s) for s in range(4)])
    return shown, [ink for ink in log if ink.role == "sheet.name"]


def _by_column(titles: list[Ink]) -> list[list[Ink]]:
    """The lines of each column title, left to right, top to bottom."""
    columns: dict[int, list[Ink]] = {}
    for ink in sorted(titles, key=lambda i: (i.within.x if i.within else 0, i.rect.y)):
        columns.setdefault(ink.within.x if ink.within else 0, []).append(ink)
    return [lines for _x, lines in sorted(columns.items())]


@pytest.mark.parametrize("lang", ["ru", "en", "uk"])
def test_a_long_name_is_never_hyphenated_and_cut_only_when_too_wide_at_the_floor(
        tmp_path: Path, lang: str) -> None:
    """A head too wide for its column is a shorter form of the name (``head_forms``:
    «Свят.»), never a word cut off with «…» («Сопер…», PT-X) nor split with a hyphen."""
    names, titles = _titles(tmp_path, lang, NAMES)
    assert titles and names == list(NAMES), names
    for name, lines in zip(names, _by_column(titles), strict=True):
        texts = [ink.text for ink in lines]
        assert all("-" not in t for t in texts), f"{texts}: a hyphen {name!r} has not"
        assert all(ink.within is not None and ink.within.inflate(2, 2).contains(ink.rect)
                   for ink in lines), lines
        assert len(texts) == 1 and not texts[0].endswith("…"), texts
        others = [n for n in names if n != name]
        assert texts[0] in [form for form, _ in head_forms(name, others)], texts


def _stock(lang: str) -> list[tuple[str, ...]]:
    """Four seats of stock names: the player and the bots in the order seats get them."""
    bots = [stock_name(key, lang) for key in BOT_NAMES]
    return [(stock_name(PLAYER, lang), *bots[:3]), (stock_name(PLAYER, lang), *bots[3:])]


@pytest.mark.parametrize("lang", ["ru", "en", "uk"])
def test_the_stock_names_show_whole_and_unbroken_with_four_players(
        tmp_path: Path, lang: str) -> None:
    """P38b: the titles read «Миха-/лыч», «Пет-/рович» at 1024×600 with four players."""
    set_language(lang)
    for i, seats in enumerate(_stock(lang)):
        names, titles = _titles(tmp_path / str(i), lang, seats)
        assert names[1:] == list(seats[1:]), names  # the person's seat: the profile's name
        for name, lines in zip(names, _by_column(titles), strict=True):
            texts = [ink.text for ink in lines]
            assert not any(t.endswith("…") for t in texts), f"{texts} cut"
            assert all("-" not in t for t in texts), f"{texts}: a hyphen {name!r} has not"
            # One line (PT-U: «Дед Матвей» wrapped), never a word broken; a form of the
            # name (PT-Z: «Мих.» at the figures' size rather than «Михалыч» at 9 px).
            others = [n for n in names if n != name]
            forms = [form for form, _ in head_forms(name, others)]
            assert len(texts) == 1 and texts[0] in forms, texts
        assert len({ink.rect.h for ink in titles}) == 1, "one row of titles at one size"


@pytest.mark.parametrize("name", ["Михалыч", "Петрович", "Мирослава", "Valentina"])
def test_a_word_too_wide_is_cut_never_split(name: str) -> None:
    lines, size, _ = fit_name(name, 40, 40, False, (16, 13, 11))
    assert len(lines) == 1 and size == 11 and lines[0].endswith("…"), lines
    assert name.startswith(lines[0][:-1]) and "-" not in lines[0], lines


def test_a_team_title_goes_on_two_lines_between_the_partners() -> None:
    """The plus starts the second line: «Михалыч+ / Зина» read as a name with its own plus."""
    lines, _size, _ = fit_name("Зина+Колян", 40, 40, False, (16, 13, 11))
    assert lines == ["Зина", "+Колян"], lines
    lines, _size, _ = fit_name("Михалыч+Зина", 60, 40, False, (16, 13, 11))
    assert lines == ["Михалыч", "+Зина"], lines
