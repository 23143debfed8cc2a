"""How long the settings screen takes to open, and how much pygame-gui work that is.

Run: ``.venv/bin/python benchmarks/bench_settings_open.py [--runs N] [--size 1280x720]``.
A real app without a window (the test harness's way: real ``UIManager``, real loop) opens
the settings from the main menu ``--runs`` times, each tab in turn; printed per tab are
the best and the median time from the request to the end of the screen's first frame,
and per opening the pygame-gui elements made and the moves and resizes of elements
(``set_relative_position``, ``set_position``, ``set_dimensions``).  Figures only.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402

from kozel_gui.app import App  # noqa: E402
from kozel_gui.cli import parse_args  # noqa: E402
from kozel_gui.profiles import Profiles  # noqa: E402
from kozel_gui.storage import DataDir  # noqa: E402

TABS = ("rules", "players", "options")
MOVES = ("set_relative_position", "set_position", "set_dimensions")


@contextmanager
def counting(counts: Counter[str]) -> Iterator[None]:
    """Count every pygame-gui element made and every move or resize while in the block."""
    from pygame_gui.core import UIElement

    originals: dict[str, Callable[..., Any]] = {
        name: getattr(UIElement, name) for name in ("__init__", *MOVES)}

    def wrapped(name: str, original: Callable[..., Any]) -> Callable[..., Any]:
        label = "created" if name == "__init__" else "moved"

        def call(self: Any, *args: Any, **kwargs: Any) -> Any:
            counts[label] += 1
            return original(self, *args, **kwargs)

        return call

    for name, original in originals.items():
        setattr(UIElement, name, wrapped(name, original))
    try:
        yield
    finally:
        for name, original in originals.items():
            setattr(UIElement, name, original)


def open_once(app: App, tab: str, counts: Counter[str]) -> tuple[float, float]:
    """Seconds from asking for the settings to the end of their first frame: on the wall
    clock and of this process's CPU time (which other work on a busy machine disturbs less)."""
    from kozel_gui.scenes.settings import SettingsScene

    menu = app.stack.top
    with counting(counts):
        begun, cpu = time.perf_counter(), time.process_time()
        app.push(SettingsScene(app, tab))
        app.frame()  # the menu's frame, then the request applied (the screen is built)
        app.frame()  # the settings' first frame
        spent = time.perf_counter() - begun, time.process_time() - cpu
    assert isinstance(app.stack.top, SettingsScene)
    app.pop()
    while app.stack.top is not menu:
        app.frame()
    app.frame()
    return spent


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--size", default="1280x720")
    parser.add_argument("--lang", default="ru")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as data:
        store = DataDir(Path(data))
        Profiles().added("Тестер").save(store)
        app = App(parse_args(["--headless", "--data-dir", data, "--lang", args.lang]))
        size = tuple(int(n) for n in args.size.split("x"))
        pygame.display.set_mode(size, pygame.RESIZABLE)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0],
                                             h=size[1]))
        for _ in range(3):
            app.frame()
        print(f"settings opened from the menu, {args.size}, {args.lang}, "
              f"{args.runs} runs, load {os.getloadavg()[0]:.1f}")
        for tab in TABS:
            walls, cpus, per_open = [], [], Counter[str]()
            for _ in range(args.runs):
                counts = Counter[str]()
                wall, cpu = open_once(app, tab, counts)
                walls.append(wall)
                cpus.append(cpu)
                per_open = counts
            print(f"  {tab:8} wall best {min(walls) * 1000:6.0f} ms, median "
                  f"{statistics.median(walls) * 1000:6.0f} ms; CPU best {min(cpus) * 1000:6.0f} "
                  f"ms, median {statistics.median(cpus) * 1000:6.0f} ms; per opening "
                  f"{per_open['created']} elements made, {per_open['moved']} moves")
        app.close()


if __name__ == "__main__":
    main()
