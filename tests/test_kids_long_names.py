"""A long child's name (P30: «Maximilian-Alexander»): the «Кто играет?» list clipped it
with no ellipsis, and the replay's plate let it run past its edge, while the live table
fitted it neatly.  Both fit it now: the list with «…», the plate as the live table does.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest
from harness import harness_for
from kids_kit import add_child
from test_profile_children import _kids_game

import kozel_gui.kids.replay as kids_replay
from kozel_gui.assets import font
from kozel_gui.history import HISTORY_FILE, History
from kozel_gui.i18n import tr
from kozel_gui.kids.replay import KidsReplayScene
from kozel_gui.scenes.history import HistoryScene
from kozel_gui.scenes.profile import ProfileScene
from kozel_gui.storage import DataDir

LONG = "Maximilian-Alexander"


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_the_profile_list_cuts_a_long_childs_name_with_an_ellipsis(
        tmp_path: Path, size: tuple[int, int]) -> None:
    add_child(tmp_path, LONG)
    with harness_for(tmp_path) as h:
        h.resize(size)
        h.press(tr("profile.current", name="Тестер"))
        assert isinstance(h.top, ProfileScene)
        button = next(b for b in h.buttons() if b.text.startswith(LONG[:6]))
        assert button.text == LONG or (button.text.endswith("…")
                                       and LONG.startswith(button.text[:-1])), button.text
        assert font(18, True).size(button.text)[0] <= button.rect.w - 12, "it fits its button"
        h.click(button.rect.center)
        assert h.top is not None and type(h.top).__name__ == "NewChildScene", "it opens as ever"


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_the_replays_plate_keeps_a_long_childs_name_inside(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]) -> None:
    import test_profile_children

    monkeypatch.setattr(test_profile_children, "CHILD", LONG)
    add_child(tmp_path, LONG)
    with History.open(DataDir(tmp_path).path(HISTORY_FILE)) as history:
        history.add_match(*_kids_game(4), LONG)
    drawn: list[tuple[str, pygame.Rect]] = []
    real = kids_replay.draw_text

    def recorded(surface: pygame.Surface, text: str, px: int, *a: Any, **k: Any) -> pygame.Rect:
        box = real(surface, text, px, *a, **k)
        drawn.append((text, box))
        return box

    monkeypatch.setattr(kids_replay, "draw_text", recorded)
    with harness_for(tmp_path) as h:
        h.resize(size)
        h.app.push(HistoryScene(h.app, LONG))
        h.frames(3)
        h.press(tr("history.replay"))
        replay = h.top
        assert isinstance(replay, KidsReplayScene)
        drawn.clear()
        h.frames(2)
        assert replay.layout is not None
        plate = replay.layout.seats[replay._pos(0)].plate  # type: ignore[index]
        edge = plate.x + plate.w
        parts = [(t, box) for t, box in drawn if t and (t in LONG or t.rstrip("-…") in LONG)
                 and abs(box.centery - (plate.y + plate.h / 2)) < plate.h]
        assert parts, "the name is drawn on its plate"
        assert "".join(t for t, _ in parts).replace("-", "").startswith("Maximilian")
        assert all(box.right <= edge for _, box in parts), "the name stays inside its plate"
