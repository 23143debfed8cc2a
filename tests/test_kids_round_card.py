"""The kids' round's stars on a plain card (P30 #14: the row of faces sat on the board's
tiles, and the child's leftover tile peeked out under ▶, c11.png and a69.png), a whole
card inside the window (P33: it ran off the window's bottom and looked cut)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from conftest import resize, run_frames
from test_kids_table import kids_table, play_round

from kozel_gui.kids.result import PANEL, KidsRoundScene


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1216, 624)])
def test_the_faces_and_play_sit_on_a_card_that_hides_the_board_and_the_hand(
        tmp_path: Path, size: tuple[int, int]) -> None:
    app, _home, table = kids_table(tmp_path, 3)
    resize(app, size)
    play_round(app, table)
    for _ in range(600):
        if isinstance(app.stack.top, KidsRoundScene):
            break
        run_frames(app, 1)
    stars = app.stack.top
    assert isinstance(stars, KidsRoundScene)
    run_frames(app, 60)
    screen = app.screen
    card = stars.panel(size)
    assert size[1] - 16 <= card.bottom < size[1], "a whole card, its foot above the window's"
    corner = (card.left + 1, card.bottom - 1)
    assert tuple(screen.get_at(corner))[:3] != PANEL, "its foot's corners are round: all of it"
    assert not card.colliderect(table.exit.rect) and not card.colliderect(table.home.rect)
    for tile in table.model.hand_boxes():
        box = pygame.Rect(*(round(v) for v in tile))
        assert card.contains(box), f"the child's tile {box} is under it"
    # Nothing of the board or the hand shows on the card: beside ▶ (its glow and ring
    # left aside) and around the faces, only the card's own colour.
    keep_out = [stars.go.rect.inflate(60, 60)]
    scale = min(size[1], size[0] * 9 / 16) / 720
    faces_y = size[1] * 0.62
    faces = [stars._seat_box(s, size[0], scale, faces_y)
             for s in range(table.session.round.players)]
    assert all(card.contains(f) for f in faces), "every face and its stars are on the card"
    keep_out += [f.inflate(8, 8) for f in faces]
    keep_out += [t.inflate(8, 8) for t in stars.tray_boxes(size)]  # the tiles left in hand
    inner = card.inflate(-60, -60)
    stray = [(x, y) for x in range(inner.x, inner.right, 6) for y in range(inner.y, inner.bottom, 6)
             if not any(k.collidepoint(x, y) for k in keep_out)
             and tuple(screen.get_at((x, y)))[:3] != PANEL]
    assert not stray, f"board or hand shows through the card at {stray[:5]}"
    app.close()
