"""The score sheet of the four-way games shows every cell whole, its column titles apart.

A strong player saw «10+…» where a Muggins round's row meant «10+15» and, at 1920×1080 in
Ukrainian, «МихаличПетрович» over two columns.  Here the real table is drawn at 1024×600,
1280×720 and 1920×1080 with 2, 3 and 4 players in every language, with long names and the
biggest numbers a Telephone match writes (to 365: «150+155»), and every text the sheet draws is
measured against its cell.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import pairwise
from pathlib import Path

import pygame
import pytest
from conftest import key, run_frames
from table_kit import scripted_moves, table_app

from kozel_gui.assets import font
from kozel_gui.i18n import set_language, tr
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.table.sheet import fit_cell, round_text
from kozel_gui.table.theme import Ink, recording
from rules import Match, Round, ScoreSheet, find_preset

NAMES = ("Анастасия", "Михалич", "Петрович", "Мирослава")
HANDS = (["5:5", "1:2", "6:6"], ["0:3", "2:4", "6:1"], ["1:1", "3:4", "6:2"],
         ["0:1", "2:3", "6:3"])
SIZES = ((1024, 600), (1280, 720), (1920, 1080))


@pytest.fixture(autouse=True)
def _russian_after() -> Iterator[None]:
    yield
    set_language("ru")  # the language is global per worker process


def _sheet(preset: str, players: int) -> ScoreSheet:
    """Telephone: two rounds, the first with a three-digit entry, «150+155» (in play + the
    others' hands) with four players; other games: none yet."""
    rules = find_preset(preset)
    sheet = ScoreSheet(rules, players)
    if preset != "telephone":
        return sheet
    sheet = sheet.record(points=[0, 60, 50, 45][:players],
                         play_points=[150, 35, 20, 0][:players], ended="out", by=0)
    return sheet.record(points=[5, 0, 10, 5][:players], play_points=[5, 40, 0, 10][:players],
                        ended="out", by=1)


def _drawn(tmp: Path, preset: str, lang: str, size: tuple[int, int], players: int
           ) -> list[Ink]:
    """The texts the sheet draws in one frame of the real table, the lead (5:5, +10 in
    play) made, so the round being played has a row too."""
    set_language(lang)
    rules = find_preset(preset)
    r = Round.from_hands(rules, [list(h) for h in HANDS[:players]], leader=0)
    match = Match(rules, players, r, _sheet(preset, players), random.Random(1).getstate())
    setup = MatchSetup(rules, tuple(SeatSetup(NAMES[i], human=i == 0, bot="heaviest")
                                    for i in range(players)), 1)
    app, table = table_app(tmp, setup, match, "--speed", "0", "--lang", lang, size=size)
    scripted_moves(table, ["5:5"])
    table.model.refresh()
    run_frames(app, 2)
    if not table.model.expanded:  # a small window opens it folded: S unfolds it, whole
        key(app, pygame.K_s)
        assert table.model.expanded
    with recording() as log:
        run_frames(app, 1)
    app.close()
    return [ink for ink in log if ink.role.startswith("sheet")]


def _gaps(inks: list[Ink]) -> list[tuple[str, str, int]]:
    """Between texts on one line in neighbouring columns: the room left between them."""
    out = []
    rows: dict[int, list[Ink]] = {}
    for ink in inks:
        rows.setdefault(ink.rect.centery, []).append(ink)
    for line in rows.values():
        line.sort(key=lambda i: i.rect.x)
        out += [(a.text, b.text, b.rect.left - a.rect.right) for a, b in pairwise(line)]
    return out


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("lang", ["ru", "uk", "en"])
def test_every_cell_shows_its_whole_text_and_titles_keep_apart(
        tmp_path: Path, lang: str, players: int, size: tuple[int, int]) -> None:
    inks = _drawn(tmp_path, "telephone", lang, size, players)
    cells = [i for i in inks if i.role.split(":")[0] in
             ("sheet.delta", "sheet.total", "sheet.play", "sheet.running")]
    assert len(cells) == 3 * 2 * players, [i.text for i in cells]
    for ink in inks:
        # A title is never hyphenated: a word wider than its column at the floor size (10 px)
        # is cut, and only then (test_sheet_names); every number is whole.
        cut_ok = (ink.role == "sheet.name" and ink.within is not None and any(
            n.startswith(ink.text[:-1]) and font(10, True).size(n)[0] > ink.within.w
            for n in NAMES))
        assert cut_ok or not ink.text.endswith("…"), f"{ink.role} {ink.text!r} cut"
        assert ink.within is not None and ink.within.inflate(2, 2).contains(ink.rect), ink
    # Each round's entry is the engine's, written whole: «150+270», not «150+…».
    sheet = _sheet("telephone", players)
    for ink in cells:
        kind, *where = ink.role.split(":")
        if kind == "sheet.delta":
            row, side = sheet.rows[int(where[0])], int(where[1])
            assert ink.text == round_text(sheet.rules, row, side)[0], ink
    assert any(i.text.startswith("150+") and len(i.text) >= 6 for i in cells), \
        [i.text for i in cells]
    # Neighbouring columns never run together: the titles keep a visible gap, the numbers too.
    titles = [i for i in inks if i.role == "sheet.name"]
    least = 6 * size[1] / 720  # what reads as a gap grows with the letters
    for a, b, gap in _gaps(titles):
        assert gap >= least, f"{a!r} and {b!r} only {gap} px apart at {size}"
    for a, b, gap in _gaps(cells):
        assert gap >= 4, f"{a!r} and {b!r} only {gap} px apart at {size}"
    # The titles are one row at one size (none shrunk alone).
    heights = {i.rect.h for i in titles}
    assert len(heights) == 1, [(i.text, i.rect.h) for i in titles]


def test_the_round_being_played_shows_its_points_in_play_plainly_and_says_what_they_are(
        tmp_path: Path) -> None:
    inks = _drawn(tmp_path, "muggins", "en", (1280, 720), 2)
    play = {i.role: i.text for i in inks if i.role.startswith("sheet.play:")}
    assert play["sheet.play:0"] == "10", play  # the lead 5:5 scored 10 in play
    assert all("…" not in t and "+" not in t for t in play.values()), play
    legend = " ".join(i.text for i in inks if i.role == "sheet.legend")
    assert tr("table.legend_running") in legend, legend


def test_a_cell_too_wide_shrinks_first_and_is_shortened_last() -> None:
    pygame.font.init()
    assert fit_cell("10+15", 15, 300) == ("10+15", 15)
    text, size = fit_cell("150+270", 15, 40)
    assert text == "150+270" and 9 < size < 15
    text, size = fit_cell("101 +45", 20, 44, bold=True)
    assert "…" not in text and size >= 12, (text, size)
    text, size = fit_cell("12345+67890", 15, 20)
    assert text.endswith("…") and size == 10  # nothing else fits: the floor, then cut
