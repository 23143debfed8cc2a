"""PT-U: the kids' match result showed the winner and the child's stars but no tiles left,
so a child did not see who went out or what the others kept.  It now shows every seat's face
with its tiles left in the child's pictures on a tray (the one who went out: an empty tray
lit gold), as a round's card does, on a card between the stars and ▶, with no digit.

Played through the real app: levels 2 and 3, the child tapping what glows."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest
from conftest import resize, run_frames
from rendered import rendered_strings
from test_kids_table import _to_result, kids_table

import kozel_gui.kids.fish as fish_module
from kozel_gui.kids.result import KidsResultScene


def _shows(screen: pygame.Surface, sprite: pygame.Surface, at: tuple[int, int]) -> bool:
    w, h = sprite.get_size()
    spots = [(w // 2 + dx, h // 4 + dy) for dx in (-3, 0, 3) for dy in (0, h // 2)]
    return all(screen.get_at((at[0] + x, at[1] + y)) == sprite.get_at((x, y)) for x, y in spots)


def _found(screen: pygame.Surface, sprite: pygame.Surface, within: pygame.Rect) -> bool:
    """Whether ``sprite`` shows somewhere inside ``within`` on ``screen``."""
    w, h = sprite.get_size()
    return any(_shows(screen, sprite, (x, y)) for x in range(within.x, within.right - w + 1)
               for y in range(within.y, within.bottom - h + 1))


@pytest.mark.parametrize(("level", "seed", "size"), [(2, 8, (1024, 600)), (3, 5, (1024, 600)),
                                                     (3, 6, (1280, 720))])
def test_the_match_result_shows_every_seats_tiles_left_without_a_digit(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, level: int, seed: int,
        size: tuple[int, int]) -> None:
    drawn: list[tuple[int, int, pygame.Surface]] = []
    real = fish_module.oriented

    def oriented(tiles: Any, a: int, b: int, long_px: int, face: str, angle: int
                 ) -> pygame.Surface:
        sprite = real(tiles, a, b, long_px, face, angle)
        drawn.append((a, b, sprite))
        return sprite

    monkeypatch.setattr(fish_module, "oriented", oriented)
    app, _home, table = kids_table(tmp_path, level, seed=seed)
    resize(app, size)
    result = _to_result(app, table)
    assert isinstance(result, KidsResultScene) and result.fish is None, "a round won by going out"
    hands = table.session.round.outcome().hands  # type: ignore[union-attr]
    went_out = table.round_winner()
    assert went_out is not None and not hands[went_out]
    drawn.clear()
    with rendered_strings(monkeypatch) as seen:
        run_frames(app, 3)
    assert seen == [], f"no words and no digits: {seen}"
    screen = app.screen
    trays = result.trays
    assert len(trays) == len(hands), "a tray under every seat's face"
    window = pygame.Rect(0, 0, *size)
    for seat, hand in enumerate(hands):
        tray = trays[seat]
        assert window.contains(tray) and not tray.colliderect(result.go.rect), "above ▶"
        assert not tray.colliderect(result.exit.rect) and not tray.colliderect(result.home.rect)
        for tile in hand:
            sprite = next(s for a, b, s in drawn if (a, b) == (tile.low, tile.high))
            assert _found(screen, sprite, tray), f"seat {seat}'s {tile} shows on its tray"
    assert {(a, b) for a, b, _ in drawn} == {(t.low, t.high) for h in hands for t in h}
    lit = tuple(screen.get_at(trays[went_out].center))[:3]
    assert lit == fish_module.LIT, "the empty tray of the one who went out is lit"
    others = [s for s in range(len(hands)) if s != went_out]
    assert all(tuple(screen.get_at((trays[s].x + 3, trays[s].centery)))[:3] == fish_module.TRAY
               for s in others), "the others' trays are plain"
    app.close()
