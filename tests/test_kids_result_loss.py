"""A lost kids' match (P30): it had the win's screen, the gold star bursting with confetti
around the winner's face, and a child may think it won.  A loss is now quiet and friendly:
no burst, the child's own face biggest, the animal that won small beside it,
the one star for playing it through below.  A win keeps its burst.

Played through the real app: level 2, the child tapping what glows.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest
from conftest import run_frames
from test_kids_table import _to_result, kids_table

import kozel_gui.kids.result as result_module
from kozel_gui.kids.table import KidsTableScene


@pytest.mark.parametrize(("seed", "won"), [(5, True), (1, False)])
def test_a_lost_match_is_a_gentle_loss_and_a_win_bursts(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, seed: int, won: bool) -> None:
    bursts: list[float] = []
    faces: list[tuple[int, int]] = []

    class Burst(result_module.StarBurst):
        def draw(self, surface: pygame.Surface, now: float) -> None:
            bursts.append(self.size)
            super().draw(surface, now)

    real_face = KidsTableScene.seat_face
    on_card = [False]

    def face(table: Any, seat: int, d: int) -> pygame.Surface:
        if not on_card[0]:  # the card of tiles left has every face: not the winner's
            faces.append((seat, d))
        return real_face(table, seat, d)

    real_card = result_module.draw_leftovers

    def card(*args: Any) -> list[pygame.Rect]:
        on_card[0] = True
        try:
            return real_card(*args)
        finally:
            on_card[0] = False

    monkeypatch.setattr(result_module, "StarBurst", Burst)
    monkeypatch.setattr(result_module, "draw_leftovers", card)
    monkeypatch.setattr(KidsTableScene, "seat_face", face)
    app, _home, table = kids_table(tmp_path, 2, seed=seed)
    result = _to_result(app, table)
    assert (table.session.sheet.winner == 0) is won, "the deal plays out as this test expects"
    faces.clear()
    run_frames(app, 2)
    biggest = max(faces, key=lambda f: f[1])
    assert biggest[0] == 0, "the child's own face is the biggest, won or lost"
    if won:
        assert bursts, "a win bursts into a gold star"
    else:
        assert not bursts, "a loss has no gold star and no confetti"
        assert {seat for seat, _ in faces} == {0, table.session.sheet.winner}
        assert result.won is False
    app.close()
