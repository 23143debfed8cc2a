"""Issue 12: the person's own knock word sat in a bend of the line, touching the rows above
and below it (the felt under the line is kept for the buttons and the prompt, so it went up
into the board). A seat's word keeps a gap from every tile of the board, with a board that
reaches down to the person's side."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest
from conftest import run_frames
from table_kit import table_app

from kozel_gui.i18n import tr_about
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.table.anim import Word
from kozel_gui.table.theme import recording
from rules import Match, Round, ScoreSheet, find_preset

KOZEL_2X2 = find_preset("kozel_2x2")


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_persons_knock_keeps_a_gap_from_the_board(tmp_path: Path,
                                                      size: tuple[int, int]) -> None:
    r = Round.deal(KOZEL_2X2, random.Random(1), 4)
    rng = random.Random(1)
    while len(r.history()) < 26 or r.to_move != 0:  # a line bent three times, near the hand
        r = r.play(rng.choice(r.legal_moves()))
    match = Match(KOZEL_2X2, 4, r, ScoreSheet(KOZEL_2X2, 4), random.Random(1).getstate())
    setup = MatchSetup(KOZEL_2X2, (SeatSetup("Вы", human=True), *(
        SeatSetup(n, bot="heaviest") for n in ("Михалыч", "Петрович", "Зина"))), 1)
    app, table = table_app(tmp_path, setup, match, "--speed", "1", size=size)
    run_frames(app, 30)
    table.model.anim.words.clear()
    table.model.say(tr_about("table.said_knock", table.session.person(0)), 0, kind=Word.KNOCK)
    tiles = [pygame.Rect(*(round(v) for v in t.box)) for t in table.view().line.tiles]
    assert max(t.bottom for t in tiles) > size[1] // 2  # the board comes down the felt
    seen = 0
    for _ in range(40):
        with recording() as log:
            run_frames(app, 1)
        for w in (i for i in log if i.role == "word" and i.within is not None):
            seen += 1
            plate = pygame.Rect(w.within)
            gap = plate.h // 5
            assert plate.inflate(2 * gap, 2 * gap).collidelist(tiles) < 0, (plate, gap)
    assert seen > 20
    app.close()
