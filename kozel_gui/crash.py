"""When the game breaks: a report with enough to replay it, and a word to the player."""

from __future__ import annotations

import argparse
import contextlib
import json
import math
import platform
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import TYPE_CHECKING

from kozel_gui import cli
from kozel_gui.i18n import ntr, tr
from kozel_gui.options import MatchSetup
from kozel_gui.storage import DataDir

if TYPE_CHECKING:
    from kozel_gui.app import App

__all__ = ["SHOW_LIMIT_S", "close_window", "crash_report", "is_seen", "kept_save", "show_crash",
           "write_crash_report"]

SHOW_LIMIT_S = 60.0
"""The longest the crash screen stays up: then the process ends on its own."""
SAVE_WAIT_S = 5.0
"""The longest the crash waits for the autosaves handed to the writer to reach the disk."""


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


def is_seen(args: argparse.Namespace) -> bool:
    """Whether a window someone can look at is open: not ``--headless``, and a real video
    driver (SDL's dummy and offscreen drivers draw where nobody sees, so nobody can press
    the key the crash screen waits for)."""
    if args.headless:
        return False
    import pygame

    try:
        driver = pygame.display.get_driver() if pygame.display.get_init() else ""
    except pygame.error:
        return False
    return driver not in ("", "dummy", "offscreen") and pygame.display.get_surface() is not None


def kept_save(app: App) -> bool:
    """Whether a match being played has its autosave on disk (so the crash screen may say
    it can be continued): the writer is given a few seconds to finish what it was handed."""
    saving = sys.modules.get("kozel_gui.saving")  # not loaded: nothing was handed to it
    try:
        if saving is not None:
            saving.WRITER.flush(timeout=SAVE_WAIT_S)
        for scene in reversed(app.stack.scenes):
            session = getattr(scene, "session", None)
            name = getattr(session, "autosave_name", None)
            if getattr(session, "people", ()) and isinstance(name, str):  # a person's match
                return app.data.path(name).is_file()
    except Exception:  # a broken game must not stop the word to the player
        return False
    return False


def show_crash(app: App, path: Path, error: BaseException, *,
               limit: float = SHOW_LIMIT_S) -> None:
    """Say in the window what happened until a key, a click or closing it, or ``limit``
    seconds at most (a player away from the screen does not keep the process alive)."""
    try:
        _show(path, type(error).__name__, kept_save(app), limit)
    except Exception:  # the report is written; a window that cannot show it changes nothing
        return


def close_window() -> None:
    """Take the window away at once: nothing is drawn in it any more."""
    pygame = sys.modules.get("pygame")
    if pygame is not None:
        with contextlib.suppress(Exception):
            pygame.display.quit()


def _show(path: Path, error: str, kept: bool, limit: float) -> None:
    import pygame

    if pygame.display.get_surface() is None:
        return
    # A press made before the message showed (the second click of a double click) was no
    # answer to it; closing the window was.
    pygame.event.clear((pygame.KEYDOWN, pygame.KEYUP, pygame.MOUSEBUTTONDOWN,
                        pygame.MOUSEBUTTONUP))
    deadline = time.monotonic() + limit
    while (left := deadline - time.monotonic()) > 0:
        _draw(path, error, kept, left)
        # Waking a few times a second redraws after the window was covered, resized or
        # moved, and counts down; the wait itself pumps the window's events.
        event = pygame.event.wait(250)
        if event.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            return


def _draw(path: Path, error: str, kept: bool, left: float) -> None:
    import pygame

    from kozel_gui.drawing import draw_text, draw_title, felt, scale_of

    screen = pygame.display.get_surface()
    if screen is None:
        return
    w, h = screen.get_size()
    k = scale_of((w, h))
    screen.blit(felt((w, h)), (0, 0))
    draw_title(screen, tr("shell.crash_title"), (w // 2, h * 3 // 10), round(56 * k))
    lines = [(tr("shell.crash_what", error=error), 20), (tr("shell.crash_body"), 20),
             (str(path), 18)]
    if kept:
        lines.append((tr("shell.crash_kept"), 20))
    lines += [(tr("shell.crash_close"), 18),
              (ntr("shell.crash_closes_in", max(1, math.ceil(left))), 18)]
    y = h * 3 // 10 + round(80 * k)
    for text, px in lines:
        y = draw_text(screen, text, round(px * k), midtop=(w // 2, y)).bottom + round(14 * k)
    pygame.display.flip()
