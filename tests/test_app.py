"""The app shell: start-up, files it reads and writes, the loop, resizing, crash reports."""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest
from conftest import buttons, key, make_app, resize, run_frames

from kozel_gui.app import App
from kozel_gui.cli import version
from kozel_gui.i18n import get_language, tr
from kozel_gui.launch import main
from kozel_gui.options import Options
from kozel_gui.scene import Scene
from kozel_gui.scenes.about import AboutScene
from kozel_gui.scenes.menu import MenuScene

REPO = Path(__file__).resolve().parent.parent


def test_the_app_starts_on_the_menu(app: App) -> None:
    assert isinstance(app.stack.top, MenuScene)
    assert app.screen.get_size() == (1280, 720)
    assert app.frames >= 2 and app.startup_s is not None
    texts = [b.text for b in buttons(app)]
    assert tr("menu.rules") in texts and tr("menu.quit") in texts


def test_heavy_modules_wait_until_the_first_frame_is_shown(tmp_path: Path) -> None:
    code = ("import sys; from kozel_gui.launch import main; main(['--headless', '--frames', '1', "
            f"'--data-dir', {str(tmp_path)!r}]); "
            "print(sorted(m for m in sys.modules if m.startswith(('kozel_gui.scenes.', "
            "'kozel_gui.session', 'kozel_gui.settings', 'rules.bots'))))")
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True,
                          timeout=60, check=True)
    loaded = eval(done.stdout.strip().splitlines()[-1])
    assert "kozel_gui.scenes.menu" in loaded
    for heavy in ("kozel_gui.scenes.table", "kozel_gui.session", "kozel_gui.scenes.settings",
                  "kozel_gui.scenes.rules_book", "rules.bots"):
        assert heavy not in loaded


def test_a_table_start_draws_its_first_frame_without_pygame_gui(tmp_path: Path) -> None:
    # The table has no pygame-gui elements: its manager (and pygame-gui) wait for a screen
    # that has some; its first sounds wait for the first frame.
    code = ("import sys; from kozel_gui.launch import main; main(['--demo', '--headless', "
            f"'--speed', '0', '--seed', '3', '--frames', '1', '--data-dir', {str(tmp_path)!r}]); "
            "print('pygame_gui' in sys.modules, 'kozel_gui.scenes.table' in sys.modules)")
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True,
                          timeout=60, check=True)
    assert done.stdout.strip().splitlines()[-1] == "False True"


def test_the_stats_line_measures_the_run_that_printed_it(tmp_path: Path) -> None:
    # How quick the start is, is a benchmark (benchmarks/bench_startup.py); here the figures
    # must describe this very run: one frame, drawn after the process began and before it
    # ended, its start-up shorter than the whole run.
    begun = time.time()
    done = subprocess.run([sys.executable, "main.py", "--headless", "--frames", "1", "--stats",
                           "--data-dir", str(tmp_path)], cwd=REPO, capture_output=True,
                          text=True, timeout=60, check=True)
    ended = time.time()
    stats = json.loads(done.stdout.strip().splitlines()[-1])
    assert stats["frames"] == 1
    assert begun < stats["first_frame_at"] < ended
    assert 0 < stats["startup_s"] < ended - begun
    assert stats["frame_ms_p50"] == stats["frame_ms_p99"] < stats["startup_s"] * 1000
    assert stats["fps"] > 0 and stats["peak_rss_mb"] > 10


def test_a_corrupt_options_file_is_set_aside_with_a_message(tmp_path: Path) -> None:
    (tmp_path / "options.json").write_text("{ not json", encoding="utf-8")
    app = make_app(tmp_path)
    try:
        assert app.options == Options()
        assert not (tmp_path / "options.json").exists()
        kept = list(tmp_path.glob("options.corrupt-*.json"))
        assert len(kept) == 1 and kept[0].read_text(encoding="utf-8") == "{ not json"
        assert any("options.json" in m and kept[0].name in m for m in app.messages.history)
        assert app.messages.visible(app.now)
    finally:
        app.close()


def test_options_of_the_wrong_shape_are_set_aside_too(tmp_path: Path) -> None:
    (tmp_path / "options.json").write_text(json.dumps({"format": 1, "speed": "fast"}), "utf-8")
    (tmp_path / "setup.json").write_text(json.dumps({"format": 1, "seats": 3}), "utf-8")
    app = make_app(tmp_path)
    try:
        assert isinstance(app.stack.top, MenuScene)
        assert len(list(tmp_path.glob("options.corrupt-*"))) == 1
        assert len(list(tmp_path.glob("setup.corrupt-*"))) == 1
        assert app.setup.players == 4
    finally:
        app.close()


def test_options_are_saved_and_read_back(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    app.set_options(dataclasses.replace(app.options, volume=0.25, table="wood"))
    app.close()
    again = make_app(tmp_path)
    try:
        assert again.options.volume == 0.25 and again.options.table == "wood"
        assert again.sound.volume == 0.25
    finally:
        again.close()


def test_command_line_speed_and_language_last_one_run(tmp_path: Path) -> None:
    app = make_app(tmp_path, "--speed", "0", "--lang", "en")
    try:
        assert app.options.speed == 0 and app.options.language == "en" == get_language()
        app.set_options(dataclasses.replace(app.options, volume=0.5))
        saved = json.loads((tmp_path / "options.json").read_text(encoding="utf-8"))
        assert saved["volume"] == 0.5 and saved["speed"] == 1.0 and saved["language"] == "ru"
        app.set_options(dataclasses.replace(app.options, speed=2.0))
        saved = json.loads((tmp_path / "options.json").read_text(encoding="utf-8"))
        assert saved["speed"] == 2.0
    finally:
        app.close()


def test_f11_toggles_full_screen_and_remembers_it(app: App) -> None:
    key(app, pygame.K_F11)
    assert app.options.fullscreen
    saved = json.loads(app.data.path("options.json").read_text(encoding="utf-8"))
    assert saved["fullscreen"] is True
    key(app, pygame.K_F11)
    assert not app.options.fullscreen


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080), (1280, 720)])
def test_a_resize_lays_the_menu_out_again(app: App, size: tuple[int, int]) -> None:
    resize(app, size)
    assert app.size == size and app.manager.window_resolution == size
    area = pygame.Rect((0, 0), size)
    rects = [b.rect for b in buttons(app)]
    assert rects and all(area.contains(r) for r in rects)
    assert not any(a.colliderect(b) for i, a in enumerate(rects) for b in rects[i + 1:])


def test_scene_requests_apply_after_the_frame(app: App) -> None:
    about = AboutScene(app)
    app.push(about)
    assert isinstance(app.stack.top, MenuScene)  # only asked for
    run_frames(app)
    assert app.stack.scenes[-1] is about
    app.replace(AboutScene(app))
    app.push(AboutScene(app))
    run_frames(app)
    assert len(app.stack.scenes) == 3
    app.reset_to(MenuScene(app))
    run_frames(app)
    assert [type(s) for s in app.stack.scenes] == [MenuScene]
    app.pop()
    run_frames(app)
    assert not app.running  # nothing left to show


def test_quit_ends_the_loop_and_saves_the_last_frame(tmp_path: Path,
                                                    capsys: pytest.CaptureFixture[str]) -> None:
    shot = tmp_path / "shots" / "menu.png"
    code = main(["--headless", "--frames", "3", "--stats", "--screenshot", str(shot),
                 "--data-dir", str(tmp_path)])
    assert code == 0
    stats = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert stats["frames"] == 3 and stats["frame_ms_p50"] > 0
    image = pygame.image.load(str(shot))
    assert image.get_size() == (1280, 720)
    colours = {tuple(image.get_at((x, y))) for x in range(0, 1280, 40) for y in range(0, 720, 40)}
    assert len(colours) > 20  # felt, tiles, buttons, text: not a blank frame


class _Broken(Scene):
    def update(self, dt: float) -> None:
        raise RuntimeError("a scene broke")


def test_a_crash_writes_a_report_instead_of_vanishing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr(App, "_first_scenes", lambda self: [_Broken(self)])
    code = main(["--headless", "--seed", "5", "--data-dir", str(tmp_path)])
    assert code == 1
    reports = list(tmp_path.glob("crash-*.txt"))
    assert len(reports) == 1
    text = reports[0].read_text(encoding="utf-8")
    assert "RuntimeError: a scene broke" in text and "Traceback" in text
    assert "seed: 5" in text and '"name": "kozel"' in text
    assert version() in text
    assert str(reports[0]) in capsys.readouterr().err


def test_no_display_says_so(tmp_path: Path) -> None:
    env = {"PATH": "/usr/bin:/bin", "SDL_VIDEODRIVER": "x11", "DISPLAY": ":98765",
           "SDL_AUDIODRIVER": "dummy", "HOME": str(tmp_path)}
    done = subprocess.run([sys.executable, "main.py", "--frames", "1", "--data-dir",
                           str(tmp_path)], cwd=REPO, capture_output=True, text=True,
                          timeout=60, env=env, check=False)
    assert done.returncode != 0
    assert "--headless" in done.stderr
    assert not list(tmp_path.glob("crash-*"))


class _Counter(Scene):
    """Counts Return presses; the first one closes it."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.presses = 0
        self.updates = 0

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN:
            self.presses += 1
            self.app.pop()
            return True
        return False

    def update(self, dt: float) -> None:
        self.updates += 1


def test_presses_after_a_scene_asks_to_go_never_reach_the_next_scene(app: App) -> None:
    below, top = _Counter(app), _Counter(app)
    app.reset_to(below)
    app.push(top)
    run_frames(app)
    for _ in range(2):  # two presses in one frame: the second was made before «below» showed
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                             unicode="\r", scancode=0))
    updates = top.updates
    run_frames(app)
    assert top.presses == 1 and top.updates == updates  # no update after asking to go
    assert app.stack.top is below and below.presses == 0
    run_frames(app)
    assert below.presses == 0  # dropped (tests/test_first_press.py)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="\r", scancode=0))
    run_frames(app)
    assert below.presses == 1  # once it shows, a press is its own
