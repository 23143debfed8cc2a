"""Names on the seat plates at 1024×600, the longest of every language: whole wherever they fit.

A name shrinks, then goes on two lines (at a space or a hyphen, else split with a
hyphen), smaller still; it is cut with «…» only when none of that fits. Measured as
drawn (``theme.recording``), on a screenshot of a real table in each language.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from conftest import run_frames
from table_kit import settle, table_app

from kozel_gui.assets import font
from kozel_gui.i18n import set_language
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.profiles import MAX_NAME
from kozel_gui.table.hud import NAME_PX, fit_name
from kozel_gui.table.theme import recording
from rules import find_preset
from rules.bots.personalities import PERSONALITIES

PEOPLE = {  # the longest names a profile may have (MAX_NAME letters), one word and several
    "ru": ("Константинопольский", "Анна-Мария Степанова"),
    "en": ("Bartholomew-Smithson", "Maximilian Alexander"),
    "uk": ("Костянтинопольський", "Олександра Іванівна"),
}


@pytest.fixture(autouse=True)
def _russian_after() -> object:
    yield
    set_language("ru")  # the language is global in a test process


def _longest_characters(lang: str) -> list[str]:
    """The three widest character names in ``lang``, as the plates draw them."""
    face = font(NAME_PX[0], True)
    return sorted((p.key for p in PERSONALITIES),
                  key=lambda k: -face.size(next(p for p in PERSONALITIES if p.key == k)
                                           .name(lang))[0])[:3]


def _fits_somehow(name: str, width: int) -> bool:
    """Whether ``name`` fits ``width`` at the smallest size, on one line or on two (split at
    a space, after a hyphen, or inside a word with a hyphen added, three letters a side)."""
    face = font(NAME_PX[-1], True)
    if face.size(name)[0] <= width:
        return True
    for i in range(3, len(name) - 2):
        first, second = name[:i], name[i:]
        if not (first.endswith(("-", " ")) or second.startswith(" ")):
            first += "-"
        if max(face.size(first.strip())[0], face.size(second.strip())[0]) <= width:
            return True
    return False


@pytest.mark.parametrize("lang", sorted(PEOPLE))
@pytest.mark.parametrize("person", [0, 1])
def test_the_longest_names_are_whole_on_the_plates_at_1024(tmp_path: Path, lang: str,
                                                         person: int) -> None:
    human = PEOPLE[lang][person]
    assert len(human) <= MAX_NAME
    set_language(lang)
    seats = (SeatSetup(human, human=True),
             *(SeatSetup(key, personality=key) for key in _longest_characters(lang)))
    app, table = table_app(tmp_path, MatchSetup(find_preset("kozel"), seats, 3), None,
                           "--speed", "0", "--lang", lang, size=(1024, 600))
    settle(app, table)
    with recording() as log:
        run_frames(app, 1)
    pygame.image.save(app.screen, str(tmp_path / f"plates-{lang}-{person}.png"))
    inks = [i for i in log if i.role == "plate.name"]
    shown = [table.session.name(s) for s in range(4)]
    assert inks and shown[0] == human
    for ink in inks:
        assert ink.within is not None
        if ink.text.endswith("…"):
            full = next(n for n in shown if n.startswith(ink.text[:-1]))
            assert not _fits_somehow(full, ink.within.w), \
                f"{full!r} cut to {ink.text!r} in {ink.within.w} px: it fits smaller"
    drawn = "".join(i.text for i in inks).replace(" ", "").replace("-", "")
    assert drawn == "".join(shown).replace(" ", "").replace("-", "")  # every letter shown
    app.close()


def test_a_name_shrinks_then_wraps_then_splits_and_is_cut_only_last() -> None:
    assert fit_name("Зина", 82, 44, True) == (["Зина"], NAME_PX[0], True)
    lines, size, _ = fit_name("Профессор Сова", 82, 44, True)
    assert lines == ["Профессор", "Сова"] and size >= NAME_PX[1]
    assert fit_name("Анна-Мария Степанова", 82, 44, True)[0] == ["Анна-Мария", "Степанова"]
    lines, size, _ = fit_name("Константинопольский", 82, 44, True)
    assert len(lines) == 2 and lines[0].endswith("-") and size >= NAME_PX[-1]
    assert lines[0][:-1] + lines[1] == "Константинопольский"
    assert fit_name("Ш" * 20, 82, 44, True)[0][0].endswith("…")  # no way to fit: cut
