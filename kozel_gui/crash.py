"""When the game breaks: a report with enough to replay it, and a word to the player."""

from __future__ import annotations

import argparse
import contextlib
import json
import platform
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import TYPE_CHECKING

from kozel_gui import cli
from kozel_gui.i18n import tr
from kozel_gui.options import MatchSetup
from kozel_gui.storage import DataDir

if TYPE_CHECKING:
    from kozel_gui.app import App

__all__ = ["crash_report", "show_crash", "write_crash_report"]


def crash_report(app: App | None, args: argparse.Namespace, error: BaseException) -> str:
    """The text of a crash report: what broke, and enough to replay it."""
    head = f"Домино «Козёл» {cli.version()} crashed at {time.strftime('%Y-%m-%d %H:%M:%S')}"
    trace = "".join(traceback.format_exception(error))
    try:
        details = _details(app, args)
        match = _match_in_play(app) if app is not None else None
    except Exception as broken:  # a broken game must not cost the report its traceback
        details, match = [f"(no details: gathering them failed with {broken!r})"], None
    lines = [head, *details, "", trace]
    if match is not None:
        lines += ["match:", match]
    return "\n".join(lines)


def _details(app: App | None, args: argparse.Namespace) -> list[str]:
    """The system, the command line, the seed and the rules."""
    setup = _setup_in_play(app) if app is not None else None
    return [
        f"python {platform.python_version()} on {platform.platform()}",
        f"command line: {' '.join(sys.argv[1:]) or '(none)'}",
        f"arguments: {vars(args)}",
        f"seed: {setup.seed if setup and setup.seed is not None else args.seed}",
        f"rules: {json.dumps(setup.rules.to_json(), ensure_ascii=False) if setup else '(none)'}",
    ]


def _setup_in_play(app: App) -> MatchSetup:
    for scene in reversed(app.stack.scenes):
        setup = getattr(scene, "setup", None)
        if isinstance(setup, MatchSetup):
            return setup
    return app.setup


def _match_in_play(app: App) -> str | None:
    for scene in reversed(app.stack.scenes):
        match = getattr(scene, "match", None)
        if match is not None and hasattr(match, "to_json"):
            try:
                return json.dumps(match.to_json(), ensure_ascii=False)
            except Exception:  # the report must not fail on a broken match
                return None
    return None


def write_crash_report(app: App | None, args: argparse.Namespace, error: BaseException) -> Path:
    """Write the report to the data directory (or the temp folder); return its path."""
    text = crash_report(app, args, error)
    name = f"crash-{time.strftime('%Y%m%d-%H%M%S')}.txt"
    folders = [app.data.root if app is not None else DataDir.default(args.data_dir).root,
               Path(tempfile.gettempdir())]
    for folder in folders:
        target = folder / name
        try:
            folder.mkdir(parents=True, exist_ok=True)
            target.write_text(text, encoding="utf-8")
            return target
        except OSError:  # a full disk leaves an empty file behind: take it away, try the next
            with contextlib.suppress(OSError):
                target.unlink(missing_ok=True)
    raise OSError("no folder to write the crash report to")


def show_crash(app: App, path: Path) -> None:
    """Say what happened in the window until a key, a click or closing it."""
    try:
        _show(path)
    except Exception:  # the report is written; a window that cannot show it changes nothing
        return


def _show(path: Path) -> None:
    import pygame

    from kozel_gui.drawing import draw_text, draw_title, felt

    screen = pygame.display.get_surface()
    if screen is None:
        return
    w, h = screen.get_size()
    screen.blit(felt((w, h)), (0, 0))
    draw_title(screen, tr("shell.crash_title"), (w // 2, h // 3), 56)
    draw_text(screen, tr("shell.crash_body"), 20, center=(w // 2, h // 2))
    draw_text(screen, str(path), 18, center=(w // 2, h // 2 + 36))
    draw_text(screen, tr("shell.crash_close"), 18, center=(w // 2, h * 2 // 3))
    pygame.display.flip()
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline:
        event = pygame.event.wait(500)
        if event.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            return
