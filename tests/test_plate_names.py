"""Names on the seat plates at 1024×600, the longest of every language: whole wherever they fit.

A name shrinks, then goes on two lines (at a space or after a hyphen it has), smaller
still; it is never split inside a word with a hyphen added («Миха-/лыч», P38b), and is cut
with «…» only when none of that fits. Measured as drawn (``theme.recording``), on a
screenshot of a real table in each language.
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
    a space or after a hyphen it has; never inside a word)."""
    face = font(NAME_PX[-1], True)
    if face.size(name)[0] <= width:
        return True
    for i, c in enumerate(name):
        if c in " -" and 0 < i < len(name) - 1:
            first, second = name[:i + 1].strip(), name[i + 1:].strip()
            if max(face.size(first)[0], face.size(second)[0]) <= width:
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
    for ink in inks:  # a hyphen only where the name has one
        assert not ink.text.endswith("-") or any(ink.text in n for n in shown), ink.text
    drawn = "".join(i.text.removesuffix("…") for i in inks).replace(" ", "")
    assert all(drawn.count(n.replace(" ", "")[:3]) for n in shown), (drawn, shown)
    app.close()


def test_a_name_shrinks_then_wraps_and_is_cut_only_last_never_split_in_a_word() -> None:
    assert fit_name("Зина", 82, 44, True) == (["Зина"], NAME_PX[0], True)
    lines, size, _ = fit_name("Профессор Сова", 82, 44, True)
    assert lines == ["Профессор", "Сова"] and size >= NAME_PX[1]
    assert fit_name("Анна-Мария Степанова", 82, 44, True)[0] == ["Анна-Мария", "Степанова"]
    lines, size, _ = fit_name("Константинопольский", 82, 44, True)
    assert lines == ["Константин…"] or (len(lines) == 1 and lines[0].endswith("…")), lines
    assert size == NAME_PX[-1] and "Константинопольский".startswith(lines[0][:-1])
    assert fit_name("Михалыч", 50, 44, True) == (["Михалыч"], 12, True)  # smaller, whole
    assert fit_name("Ш" * 20, 82, 44, True)[0][0].endswith("…")  # no way to fit: cut
