"""Issue 18/12: in the round summary «только 6–6: 50» was cut at its pair's band (w10), and
the fish of a tied fish touched «Очки переходять далі» (v9).  Measured at 1024×600 and
1280×720 in every language."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest
from conftest import run_frames
from table_kit import summary_of, table_app

from kozel_gui.i18n import set_language, tr
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.table.theme import recording
from rules import Match, find_preset

KOZEL_2X2 = find_preset("kozel_2x2")
SIZES = [(1024, 600), (1280, 720)]
FISH = (150, 200, 230)  # the fish's colour (``table.sheet.fish_icon``)


def _summary(tmp_path: Path, seed: int, size: tuple[int, int], lang: str) -> tuple[object, object]:
    """Seed ``seed``'s 2×2 round played out by random moves, at its summary."""
    seats = (SeatSetup("Вы", human=True),
             *(SeatSetup(n, bot="medium") for n in ("Михалыч", "Петрович", "Зина")))
    match, rng = Match.start(KOZEL_2X2, 4, seed), random.Random(seed)
    while match.round.outcome() is None:
        match = match.play(rng.choice(match.round.legal_moves()))
    app, _table = table_app(tmp_path, MatchSetup(KOZEL_2X2, seats, seed), match,
                            "--speed", "0", "--lang", lang, size=size)
    assert tr("table.summary_line") == {"ru": "Линия:", "uk": "Лінія:", "en": "The line:"}[lang]
    summary = summary_of(app, 3000)
    run_frames(app, 40)
    return app, summary


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["ru", "uk", "en"])
def test_a_lone_double_s_note_is_whole_inside_its_line_and_band(
        tmp_path: Path, size: tuple[int, int], lang: str) -> None:
    app, summary = _summary(tmp_path, 1, size, lang)  # seed 1: Петрович keeps 6–6 alone
    try:
        with recording() as log:
            run_frames(app, 1)
        notes = [i for i in log if i.role == "summary.note"]
        assert [i.text for i in notes] == [tr("table.note_alone", tiles="6–6", n=50)]
        note = notes[0]
        assert note.within is not None and note.within.contains(note.rect), (note.rect,
                                                                              note.within)
        panel = summary.panel  # type: ignore[attr-defined]
        assert panel.contains(note.rect)
        # its pair's band ends 10 px (at 720p) above the line's foot: the words end a
        # margin above that
        w, h = size
        scale = min(h, w * 9 / 16) / 720
        edge = note.within.y + summary.step - 10 * scale  # type: ignore[attr-defined]
        assert edge - note.rect.bottom >= 4, f"«{note.text}» {edge - note.rect.bottom:.1f} px from its band's edge"
    finally:
        app.close()  # type: ignore[attr-defined]
        set_language("ru")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["ru", "uk", "en"])
def test_the_carried_fish_keeps_a_margin_from_its_words(
        tmp_path: Path, size: tuple[int, int], lang: str) -> None:
    app, _summary_scene = _summary(tmp_path, 64, size, lang)  # seed 64: a tie, 36 carried
    try:
        with recording() as log:
            run_frames(app, 1)
        said = [i for i in log if i.role == "summary.carry"]
        assert [i.text for i in said] == [tr("table.summary_carry", n=36)]
        words = said[0].rect
        screen = app.screen  # type: ignore[attr-defined]
        band = pygame.Rect(0, words.y - 4, words.left, words.h + 8)
        fish = [x for x in range(band.left, band.right) for y in range(band.top, band.bottom)
                if screen.get_at((x, y))[:3] == FISH]
        assert fish, "the fish is drawn left of its words"
        gap = words.left - max(fish) - 1
        assert gap >= round(6 * size[1] / 720), f"the fish {gap} px from its words"
    finally:
        app.close()  # type: ignore[attr-defined]
        set_language("ru")
