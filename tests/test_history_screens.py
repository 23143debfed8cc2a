"""History list, replay, statistics and profile screens in the real app, headless, two sizes.

Screenshots go to a temporary folder (or ``KOZEL_SHOTS`` when set, to look at them).
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Callable, Iterator
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any

import pygame
import pytest
from test_history_support import setup_json, stored_json

from kozel_gui import cli
from kozel_gui.app import App
from kozel_gui.history import HISTORY_FILE, History
from kozel_gui.profiles import Profiles
from kozel_gui.scene import Scene
from kozel_gui.scenes.history import HistoryScene
from kozel_gui.scenes.profile import ProfileScene
from kozel_gui.scenes.replay import ReplayScene
from kozel_gui.scenes.stats import StatsScene

SIZES = ((1280, 720), (1024, 600))


@pytest.fixture(scope="module")
def app(tmp_path_factory: pytest.TempPathFactory) -> Iterator[App]:
    data = tmp_path_factory.mktemp("data")
    profiles = Profiles().added("Аня", created=datetime(2025, 1, 1))
    a = App(cli.parse_args(["--headless", "--data-dir", str(data), "--lang", "ru"]))
    profiles.save(a.data)
    start = datetime(2025, 5, 1, 19, 0)
    with History.open(a.data.path(HISTORY_FILE)) as h:
        for i, (players, preset) in enumerate([(4, "kozel"), (2, "kozel"), (3, "courtyard"),
                                               (4, "kozel_2x2"), (2, "sea_goat"), (4, "kozel"),
                                               (2, "classic")] * 2):
            h.add_match(setup_json(players, preset), stored_json(20 + i, players, preset),
                        "Аня", played_at=start + timedelta(days=i))
        h.add_match(setup_json(4, human=False), stored_json(40), None)
    yield a
    a.close()


def _show(app: App, scene: Scene, size: tuple[int, int], name: str,
          act: Callable[[Scene], None] | None = None) -> Path:
    pygame.display.set_mode(size)
    app.reset_to(scene)
    for _ in range(3):
        app.frame()
    if act is not None:
        act(scene)
        app.frame()
    folder = Path(os.environ.get("KOZEL_SHOTS") or app.data.root / "shots")
    return app.save_screenshot(folder / f"{name}-{size[0]}x{size[1]}.png")


def _key(key: int) -> Callable[[Scene], None]:
    def press(scene: Scene) -> None:
        for _ in range((key == pygame.K_RIGHT and 9) or 1):
            scene.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    return press


@pytest.mark.parametrize("size", SIZES)
def test_history_list(app: App, size: tuple[int, int]) -> None:
    scene = HistoryScene(app)
    shot = _show(app, scene, size, "history")
    assert shot.exists() and scene.total == 14 and scene.rows
    assert all(r.profile == "Аня" for r in scene.rows)
    scene.toggle_mine()
    assert scene.total == 15
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode=""))
    app.frame()
    assert isinstance(app.stack.top, ReplayScene)


@pytest.mark.parametrize("size", SIZES)
def test_replay(app: App, size: tuple[int, int]) -> None:
    with History.open(app.data.path(HISTORY_FILE)) as h:
        stored = h.get_match(1)
    assert stored is not None
    scene = ReplayScene(app, stored.match, stored.setup, stored.row.played_at)
    _show(app, scene, size, "replay", _key(pygame.K_RIGHT))
    assert scene.replay.ply == 9
    _show(app, ReplayScene(app, stored.match, stored.setup), size, "replay-end",
          _key(pygame.K_END))
    saved = scene.export()
    assert [p.suffix for p in saved] == [".png", ".txt"] and all(p.exists() for p in saved)
    assert str(saved[0].with_suffix("")) in app.messages.history[-1]


@pytest.mark.parametrize("size", SIZES)
def test_stats_and_profile(app: App, size: tuple[int, int]) -> None:
    scene = StatsScene(app)
    _show(app, scene, size, "stats")
    assert scene.stats.matches == 14
    _show(app, ProfileScene(app), size, "profile")


def test_creating_a_profile_names_the_human_seat(app: App) -> None:
    scene: Any = ProfileScene(app)
    _show(app, scene, (1280, 720), "profile-new")
    scene.entry.set_text("Боря")
    scene.create()
    assert Profiles.load(app.data).current == "Боря"
    assert app.setup.seats[app.setup.humans[0]].name == "Боря"
    scene.entry.set_text("боря")
    scene.create()
    assert scene.problem == "profile.error_taken"
    Profiles.load(app.data).selected("Аня").save(app.data)
