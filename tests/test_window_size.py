"""The window at start: fitted to the usable part of the screen, at the size the player last
left it (``window.json``); a bad file is set aside with a message.  SDL's dummy driver
reports a 1024x768 desktop."""

from __future__ import annotations

import json
from pathlib import Path

from kozel_gui.app import App
from kozel_gui.cli import parse_args
from kozel_gui.window import DEFAULT_SIZE, WINDOW_FILE, fitted

DUMMY_DESKTOP = (1024, 768)


def _windowed(data: Path) -> App:
    """A game with a real (dummy) window, not ``--headless``: one frame, then it stops."""
    return App(parse_args(["--frames", "1", "--data-dir", str(data)]))


def test_the_window_fits_the_usable_screen_and_its_size_is_kept(tmp_path: Path) -> None:
    app = _windowed(tmp_path)
    try:
        assert app.screen.get_size() == fitted(DEFAULT_SIZE, DUMMY_DESKTOP) == (1024, 672)
        assert app.run() == 0
    finally:
        app.close()
    saved = json.loads((tmp_path / WINDOW_FILE).read_text(encoding="utf-8"))
    assert saved == {"format": 1, "size": [1024, 672]}


def test_the_next_start_opens_at_the_last_size(tmp_path: Path) -> None:
    (tmp_path / WINDOW_FILE).write_text('{"format": 1, "size": [1024, 650]}', encoding="utf-8")
    app = _windowed(tmp_path)
    try:
        assert app.screen.get_size() == (1024, 650)
    finally:
        app.close()


def test_a_bad_window_file_is_set_aside_with_a_word(tmp_path: Path) -> None:
    (tmp_path / WINDOW_FILE).write_text('{"format": 1, "size": "big"}', encoding="utf-8")
    app = _windowed(tmp_path)
    try:
        assert app.screen.get_size() == (1024, 672)
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
