"""A windowed build without a console (``kozel.exe`` started from the Start menu): the command
line's answers go to a message box instead of nowhere."""

from __future__ import annotations

import sys

import pytest

from kozel_gui import cli, console


def _no_console(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, bool]]:
    """No stdout and no stderr, as PyInstaller's windowed builds start; the boxes shown.

    Called in the test itself: pytest sets its own streams after the fixtures."""
    shown: list[tuple[str, bool]] = []
    monkeypatch.setattr(sys, "stdout", None)
    monkeypatch.setattr(sys, "stderr", None)
    monkeypatch.setattr(console, "message_box",
                        lambda text, *, error: shown.append((text, error)))
    return shown


def test_version_without_a_console_shows_a_box(monkeypatch: pytest.MonkeyPatch) -> None:
    boxes = _no_console(monkeypatch)
    with pytest.raises(SystemExit) as stop:
        cli.parse_args(["--version"])
    assert stop.value.code == 0
    assert boxes == [(cli.version_line(), False)]


def test_help_without_a_console_shows_a_box(monkeypatch: pytest.MonkeyPatch) -> None:
    boxes = _no_console(monkeypatch)
    with pytest.raises(SystemExit) as stop:
        cli.parse_args(["--help"])
    assert stop.value.code == 0
    [(text, error)] = boxes
    assert "--demo" in text and "Kozel Domino" in text and not error


def test_a_bad_option_without_a_console_shows_an_error_box(monkeypatch: pytest.MonkeyPatch) -> None:
    boxes = _no_console(monkeypatch)
    with pytest.raises(SystemExit) as stop:
        cli.parse_args(["--players", "7"])
    assert stop.value.code == 2
    [(text, error)] = boxes
    assert text.startswith("usage:") and "--players: invalid choice: 7" in text and error


def test_with_a_console_the_words_go_there(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        cli.parse_args(["--version"])
    with pytest.raises(SystemExit):
        cli.parse_args(["--players", "7"])
    out, err = capsys.readouterr()
    assert out == cli.version_line() + "\n"
    assert err.startswith("usage:") and "error: argument --players" in err
