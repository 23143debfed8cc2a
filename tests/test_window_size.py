"""The window at start: at the size the player last left it (``window.json``), or maximized
when that is too large for the screen; a bad file is set aside with a message.  SDL's dummy
driver reports a 1024x768 desktop."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kozel_gui import display
from kozel_gui.app import App
from kozel_gui.cli import parse_args
from kozel_gui.window import DEFAULT_SIZE, WINDOW_FILE, fitted, is_maximized

DUMMY_DESKTOP = (1024, 768)


def _windowed(data: Path) -> App:
    """A game with a real (dummy) window, not ``--headless``: one frame, then it stops."""
    return App(parse_args(["--frames", "1", "--data-dir", str(data)]))


class _Window:
    """pygame's ``Window`` as the start uses it, saying whether it was maximized."""

    def __init__(self) -> None:
        self.minimum_size = (0, 0)
        self.maximized = False

    def maximize(self) -> None:
        self.maximized = True


def test_a_window_too_large_for_the_screen_opens_maximized_at_its_size(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 18: on a 1280x720 screen the window opened at 1216x624 (the guessed panels and
    title bar taken off), and where there were none, 32 and 48 px of black framed it."""
    window = _Window()
    monkeypatch.setattr(display, "pygame_window", lambda: window)
    app = _windowed(tmp_path)
    try:
        assert app.screen.get_size() == fitted(DEFAULT_SIZE, DUMMY_DESKTOP) == DUMMY_DESKTOP
        assert window.maximized and app.run() == 0
    finally:
        app.close()
    saved = json.loads((tmp_path / WINDOW_FILE).read_text(encoding="utf-8"))
    assert saved == {"format": 1, "size": [1024, 768]}


@pytest.mark.parametrize(("wanted", "desktop", "size", "maximized"), [
    ((1280, 720), (1280, 720), (1280, 720), True),
    ((1280, 720), (1366, 768), (1366, 768), True),
    ((1280, 720), (1344, 816), (1280, 720), False),
    ((1280, 720), (1920, 1080), (1280, 720), False),
    ((900, 500), (1920, 1080), (1024, 600), False),
    ((1280, 720), (1000, 560), (1024, 600), True),
    ((1024, 650), (1024, 768), (1024, 650), False),
])
def test_the_start_size_fills_a_small_screen(wanted: tuple[int, int], desktop: tuple[int, int],
                                             size: tuple[int, int], maximized: bool) -> None:
    assert (fitted(wanted, desktop), is_maximized(wanted, desktop)) == (size, maximized)


def test_the_next_start_opens_at_the_last_size(tmp_path: Path,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / WINDOW_FILE).write_text('{"format": 1, "size": [1024, 650]}', encoding="utf-8")
    window = _Window()
    monkeypatch.setattr(display, "pygame_window", lambda: window)
    app = _windowed(tmp_path)
    try:
        assert app.screen.get_size() == (1024, 650) and not window.maximized
    finally:
        app.close()


def test_a_bad_window_file_is_set_aside_with_a_word(tmp_path: Path) -> None:
    (tmp_path / WINDOW_FILE).write_text('{"format": 1, "size": "big"}', encoding="utf-8")
    app = _windowed(tmp_path)
    try:
        assert app.screen.get_size() == DUMMY_DESKTOP
        assert len(app.messages.visible(app.now)) == 1
        assert [p.name for p in tmp_path.glob("window.corrupt-*")] != []
    finally:
        app.close()


def test_headless_runs_keep_the_fixed_size_and_no_file(tmp_path: Path) -> None:
    app = App(parse_args(["--headless", "--frames", "1", "--data-dir", str(tmp_path)]))
    try:
        assert app.screen.get_size() == DEFAULT_SIZE and app.run() == 0
    finally:
        app.close()
    assert not (tmp_path / WINDOW_FILE).exists()
