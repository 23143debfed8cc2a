"""After a crash the player reads what happened in the window, and the process ends: at a
key, a click or the close button, after a minute at most, and at once where no one sees the
window (``--headless``, or SDL's dummy driver)."""

from __future__ import annotations

import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pygame
import pytest
from build_support import ROOT, child_env, explain
from conftest import make_app, run_frames
from rendered import rendered_strings

from kozel_gui import crash
from kozel_gui.app import App
from kozel_gui.cli import parse_args

# A game whose first screen breaks on its first frame; a window is asked for (no --headless),
# but SDL's dummy driver opens none that anyone could see.
GAME_THAT_BREAKS = """
import sys
from kozel_gui import app, launch
from kozel_gui.scene import Scene

class Broken(Scene):
    def update(self, dt):
        raise RuntimeError("a scene broke")

app.App._first_scenes = lambda self: [Broken(self)]
sys.exit(launch.main(sys.argv[1:]))
"""

DEADLINE_S = 30.0
"""Far more than a start and a crash take; the old crash screen waited 300 s for a key."""


def test_a_crash_where_no_one_sees_the_window_ends_the_process_at_once(tmp_path: Path) -> None:
    started = time.monotonic()
    try:
        done = subprocess.run([sys.executable, "-c", GAME_THAT_BREAKS, "--data-dir", str(tmp_path)],
                              cwd=ROOT, env=child_env(), capture_output=True, text=True,
                              timeout=DEADLINE_S, check=False)
    except subprocess.TimeoutExpired:
        pytest.fail(f"the crashed game was still running after {DEADLINE_S} s")
    assert time.monotonic() - started < DEADLINE_S
    assert done.returncode == 1, explain(done)
    reports = list(tmp_path.glob("crash-*.txt"))
    assert len(reports) == 1, explain(done)
    assert "RuntimeError: a scene broke" in reports[0].read_text(encoding="utf-8")
    assert str(reports[0]) in done.stderr


def test_no_window_to_look_at_is_no_window_to_wait_at(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    try:
        assert not crash.is_seen(app.args)  # --headless
        assert not crash.is_seen(parse_args(["--data-dir", str(tmp_path)]))  # the dummy driver
    finally:
        app.close()


def _show(app: App, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
          limit: float = DEADLINE_S) -> tuple[list[str], float]:
    """Show the crash screen; the words it drew and how long it stayed."""
    with rendered_strings(monkeypatch) as seen:
        started = time.monotonic()
        crash.show_crash(app, tmp_path / "crash-1.txt", KeyError("table.your_turn"), limit=limit)
        return seen, time.monotonic() - started


def _after_drawn(monkeypatch: pytest.MonkeyPatch, event: pygame.event.Event) -> None:
    """``event`` comes once the crash screen is drawn (a press queued before it shows is no
    answer to it)."""
    draw = crash._draw

    def drawn(*args: Any) -> None:
        draw(*args)
        pygame.event.post(event)

    monkeypatch.setattr(crash, "_draw", drawn)


def test_the_crash_screen_says_what_happened_and_where_the_report_is(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path)  # the menu: no match being played
    try:
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_b))  # before: no
        _after_drawn(monkeypatch, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a))
        seen, stayed = _show(app, tmp_path, monkeypatch)
        left = pygame.event.get(pygame.KEYDOWN)
    finally:
        app.close()
    assert stayed < DEADLINE_S
    assert left == []  # the key pressed while it showed closed it; the one before was dropped
    assert "Игра споткнулась" in seen
    assert "В программе случилась ошибка (KeyError). Вы ни в чём не виноваты." in seen
    assert "Отчёт об ошибке сохранён:" in seen and str(tmp_path / "crash-1.txt") in seen
    assert "Нажмите любую клавишу, чтобы закрыть." in seen
    assert any(s.startswith("Окно закроется само через") for s in seen)
    assert not any(s.startswith("Партия сохранена") for s in seen)  # there was no match


def test_closing_the_window_or_a_click_closes_the_crash_screen(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path)
    try:
        pygame.event.post(pygame.event.Event(pygame.QUIT))  # closed as it broke: that counts
        _, stayed = _show(app, tmp_path, monkeypatch)
        assert stayed < DEADLINE_S
        assert not pygame.event.peek(pygame.QUIT)  # it was the close that ended the wait
        _after_drawn(monkeypatch, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(10, 10),
                                                     button=1))
        _, stayed = _show(app, tmp_path, monkeypatch)
        assert stayed < DEADLINE_S
    finally:
        app.close()


def test_nobody_at_the_screen_does_not_keep_the_game_alive(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path)
    try:
        seen, stayed = _show(app, tmp_path, monkeypatch, limit=0.3)
    finally:
        app.close()
    assert stayed < DEADLINE_S
    assert "Окно закроется само через 1 секунду." in seen
    assert crash.SHOW_LIMIT_S <= 60


def test_a_match_in_play_is_said_to_be_kept(tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(tmp_path, "--seed", "3", "--players", "4")
    try:
        table = app.stack.top
        assert table is not None
        saved = app.data.path(table.session.autosave_name)  # type: ignore[attr-defined]
        deadline = time.monotonic() + DEADLINE_S
        while not saved.is_file() and time.monotonic() < deadline:
            run_frames(app, 10)  # a bot's move is saved
        pygame.event.post(pygame.event.Event(pygame.QUIT))
        seen, _ = _show(app, tmp_path, monkeypatch)
    finally:
        app.close()
    assert saved.is_file()
    assert ("Партия сохранена до последнего хода: «Продолжить партию» в меню вернёт вас "
            "за стол.") in seen
