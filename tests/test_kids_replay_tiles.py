"""The animals' tiles in a kids' replay as large as the table allows (P30, P33: they were
drawn the size of face-down tiles, half the child's own, while the table had room): as
the child's own at most, each stack inside the window, above the child's hand.

A game stored under the child, opened as a parent does: the child's games, «Просмотр».
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest
from harness import harness_for
from kids_kit import add_child
from test_kids_free_stars import _played

from kozel_gui.history import HISTORY_FILE, History
from kozel_gui.i18n import tr
from kozel_gui.kids.replay import KidsReplayScene
from kozel_gui.scenes.history import HistoryScene
from kozel_gui.storage import DataDir
from kozel_gui.table.board import Board

CHILD = "Маша"


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_the_animals_tiles_are_as_large_as_the_childs(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]) -> None:
    add_child(tmp_path, CHILD)
    with History.open(DataDir(tmp_path).path(HISTORY_FILE)) as history:
        history.add_match(*_played(3, 2), CHILD)
    opened: list[tuple[str, list[pygame.Rect]]] = []
    real = Board.open_fan

    def noted(self: Board, surface: Any, pos: Any, tiles: Any) -> None:
        opened.append((pos, [pygame.Rect(*(round(v) for v in box))
                             for box, _ in self._open_boxes(pos, len(tiles))]))
        real(self, surface, pos, tiles)

    monkeypatch.setattr(Board, "open_fan", noted)
    with harness_for(tmp_path) as h:
        h.resize(size)
        h.app.push(HistoryScene(h.app, CHILD))
        h.frames(3)
        h.press(tr("history.replay"))
        replay = h.top
        assert isinstance(replay, KidsReplayScene) and replay.layout is not None
        h.frames(2)
        lay = replay.layout
        child = max(b.h for b in lay.hand_tiles(4))
        assert {pos for pos, _ in opened} == {"east", "west"}, "both animals' tiles are shown"
        window = pygame.Rect((0, 0), size)
        for pos, boxes in opened[-2:]:
            for box in boxes:
                assert max(box.w, box.h) >= 0.9 * child, f"{pos}: {box} beside the child's {child}"
                assert window.contains(box) and box.bottom <= lay.hand.y, f"{pos}: {box} out"
                plate = pygame.Rect(*(round(v) for v in lay.seats[pos].plate))  # type: ignore[index]
                assert not box.colliderect(plate), f"{pos}: {box} over its plate"
