"""Issue 12/18: «+10!» stood stacked under «Михалыч вышел!» at a round's end (PT-G b1_02),
as if he had scored 10 for going out.  A score made in play is kept clear of every other
word on the table, each frame, all the way to its scorer's plate."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest
from conftest import run_frames
from table_kit import table_app

from kozel_gui.i18n import tr
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.table.theme import recording
from rules import Match, Round, ScoreSheet, find_preset

MUGGINS = find_preset("muggins")


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_points_of_the_last_move_never_touch_the_going_out_word(
        tmp_path: Path, size: tuple[int, int]) -> None:
    # Around the table: 5:5, 5:6>, 5:4<, 4:2<; the bot at the left then goes out with
    # 6:3>, the ends 2 + 3: it scores as it goes out (its word «вышел» and «+N!» together).
    hands = [["5:5", "4:2", "1:1"], ["5:6", "6:3"], ["5:4", "3:3", "0:0"]]
    r = Round.from_hands(MUGGINS, hands, bazaar=["1:2", "2:2"], leader=0)
    for text in ("5:5", "5:6>", "5:4<", "4:2<"):
        r = r.play(r.legal_moves()[0].parse(text))
    match = Match(MUGGINS, 3, r, ScoreSheet(MUGGINS, 3), random.Random(1).getstate())
    setup = MatchSetup(MUGGINS, (SeatSetup("Вы", human=True), SeatSetup("Михалыч", bot="heaviest"),
                                 SeatSetup("Петрович", bot="heaviest")), 1)
    app, table = table_app(tmp_path, setup, match, "--speed", "1", size=size)
    s = table.session
    for _ in range(400):
        run_frames(app, 1)
        if s.round.outcome() is not None:
            break
    points = s.round.history()[-1].points
    assert points > 0 and s.round.outcome() is not None
    said = tr("table.scored", n=points)
    both = 0
    for _ in range(240):
        with recording() as log:
            run_frames(app, 1)
        words = [i for i in log if i.role == "word"]
        score = [pygame.Rect(w.within) for w in words if w.text == said]
        others = [pygame.Rect(w.within) for w in words if w.text != said]
        for a in score:
            for b in others:
                both += 1
                assert not a.inflate(8, 8).colliderect(b), (a, b)
    assert both > 10, "the two words showed together"
    app.close()
