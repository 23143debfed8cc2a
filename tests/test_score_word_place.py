"""Issue 12: «+15!» (points made in play) showed over the tile just played.  Its first
frame stands beside that tile, on the side away from where its arm goes on, clear of the
tile and of every open end; then it flies to the scorer's plate."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest
from conftest import run_frames
from table_kit import table_app

from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.table.motion import end_slot
from kozel_gui.table.theme import recording
from rules import Match, Round, ScoreSheet, find_preset

MUGGINS = find_preset("muggins")


def _rect(b: object) -> pygame.Rect:
    return pygame.Rect(*(round(v) for v in (b.x, b.y, b.w, b.h)))  # type: ignore[attr-defined]


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize(("hands", "moves", "played"), [
    # 4:5 on the lead 5:5 (its other side taken): the ends count 10
    ((["5:5", "4:5", "6:6"], ["5:6", "3:4", "2:2"]), ["5:5", "5:6>"], "4:5<"),
    # a line grown on both sides, then 4:6 at its right end: 5
    ((["5:5", "4:5", "4:6", "0:0", "2:5"], ["5:6", "1:4", "2:2", "3:3", "0:3"]),
     ["5:5", "5:6>", "4:5<", "1:4<"], "4:6>"),
])
def test_the_points_first_show_beside_the_tile_clear_of_it_and_the_open_ends(
        tmp_path: Path, size: tuple[int, int], hands: tuple[list[str], ...],
        moves: list[str], played: str) -> None:
    r = Round.from_hands(MUGGINS, [list(h) for h in hands], bazaar=["1:1", "1:6", "2:6"],
                         leader=0)
    for m in moves:
        r = r.play(m)
    match = Match(MUGGINS, 2, r, ScoreSheet(MUGGINS, 2), random.Random(1).getstate())
    setup = MatchSetup(MUGGINS, (SeatSetup("Вы", human=True),
                                 SeatSetup("Бот", bot="heaviest")), 1)
    app, table = table_app(tmp_path, setup, match, "--speed", "1", size=size)
    s = table.session
    assert s.round.to_move == 0
    table.model.play(s.round.legal_moves()[0].parse(played))  # as the person's click does
    assert s.round.history()[-1].points > 0, "the move scores in play"
    first = None
    for _ in range(200):
        with recording() as log:
            run_frames(app, 1)
        words = [i for i in log if i.role == "word" and i.text.startswith("+")]
        if words:
            first = words[0]
            break
    assert first is not None, "the points showed"
    v = table.view()
    placed = table.model.placed()
    tile = s.round.history()[-1].move.tiles[-1]
    box = _rect(v.line.tiles[next(i for i, p in enumerate(placed) if p.tile == tile)].box)
    plate = pygame.Rect(first.within)
    assert not plate.colliderect(box), (plate, box)
    near = box.inflate(2 * max(box.size), 2 * max(box.size))
    assert near.colliderect(plate), ("beside the tile", plate, box)
    ends = s.round.open_ends
    assert ends is not None
    for end, value in enumerate(ends):
        if value is None:
            continue
        slot = _rect(end_slot(v.line, end, False).box)
        assert not plate.colliderect(slot), (end, plate, slot)
    app.close()
