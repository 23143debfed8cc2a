"""The score sheet's column titles at 1024×600 in every language: each player's name shows
whole (smaller, on two lines or split with a hyphen, as the seat plates do), never cut."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from harness import harness_for

from kozel_gui.fitting import fit_name
from kozel_gui.i18n import set_language, tr
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.scenes.table import TableScene
from kozel_gui.table.sheet import side_names
from kozel_gui.table.theme import recording
from rules import find_preset

NAMES = ("Анастасия", "Святослав", "Valentina", "Мирослава")
"""Names wider than a column of four at 1024×600 (the stock English ones are short)."""


@pytest.fixture(autouse=True)
def _russian_after() -> Iterator[None]:
    yield
    set_language("ru")  # the language is global per worker process


@pytest.mark.parametrize("lang", ["ru", "en", "uk"])
def test_every_column_title_shows_the_whole_name(tmp_path: Path, lang: str) -> None:
    with harness_for(tmp_path, "--lang", lang, "--speed", "0") as h:
        h.resize((1024, 600))
        h.app.set_setup(MatchSetup(find_preset("kozel"), tuple(
            SeatSetup(name, human=i == 0) for i, name in enumerate(NAMES))))
        h.press(tr("menu.play"))
        table = h.top
        assert isinstance(table, TableScene)
        h.frames(3)
        if not table.model.expanded:  # a small window opens it folded: S unfolds it, whole
            h.key(pygame.K_s)
            assert table.model.expanded
        with recording() as log:
            h.frames(1)
        titles = [ink for ink in log if ink.role == "sheet.name"]
        names = side_names(table.session.setup.rules,
                           [table.session.name(s) for s in range(4)])
        assert titles and names == list(NAMES), names
        for ink in titles:
            assert not ink.text.endswith("…"), f"{ink.text!r} cut"
            assert ink.within is not None and ink.within.inflate(2, 2).contains(ink.rect), ink
        # Read left to right, top to bottom, each column gives back its whole name.
        by_column: dict[int, list[str]] = {}
        for ink in sorted(titles, key=lambda i: (i.within.x if i.within else 0, i.rect.y)):
            by_column.setdefault(ink.within.x if ink.within else 0, []).append(ink.text)
        def letters(text: str) -> str:  # a line break drops a space or adds a hyphen
            return text.replace(" ", "").replace("-", "")
        shown = [letters("".join(parts)) for _x, parts in sorted(by_column.items())]
        assert shown == [letters(n) for n in names], (shown, names)


@pytest.mark.parametrize("name", ["Михалыч", "Петрович", "Мирослава", "Valentina"])
def test_a_name_split_with_a_hyphen_splits_between_syllables(name: str) -> None:
    lines, _size, _ = fit_name(name, 40, 40, False, (16, 13, 11))
    assert len(lines) == 2 and lines[0].endswith("-"), lines
    first, second = lines[0][-2].lower(), lines[1][0].lower()
    vowels = "аеёиоуыэюяaeiouy"
    assert not (second in vowels and first not in vowels), f"{lines}: a consonant left behind"
