"""End to end in a real X window: start ``main.py``, play a tile with a real mouse click
(xdotool), and check the screen shows the game.  Needs Xvfb and xdotool (``.ci/run`` installs
them); skipped, saying so, where they are missing.
"""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from kozel_gui.layout import TableLayout

REPO = Path(__file__).resolve().parent.parent
SIZE = (1280, 720)
MISSING = [tool for tool in ("Xvfb", "xdotool") if shutil.which(tool) is None]

pytestmark = [
    pytest.mark.skipif(bool(MISSING), reason=f"{' and '.join(MISSING)} not installed "
                       "(apt-get install xvfb xdotool; .ci/run does it)"),
]


@pytest.fixture
def display() -> Iterator[str]:
    """A virtual X screen of ``SIZE``, as ``:N``."""
    n = 120
    while Path(f"/tmp/.X{n}-lock").exists() or Path(f"/tmp/.X11-unix/X{n}").exists():
        n += 1
    server = subprocess.Popen(["Xvfb", f":{n}", "-screen", "0", f"{SIZE[0]}x{SIZE[1]}x24",
                               "-nolisten", "tcp"], stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL)
    try:
        _wait_for(lambda: Path(f"/tmp/.X11-unix/X{n}").exists(), 10, "Xvfb to start")
        yield f":{n}"
    finally:
        server.terminate()
        server.wait(timeout=10)


def _wait_for(ready: object, seconds: float, what: str) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if ready():  # type: ignore[operator]
            return
        time.sleep(0.05)
    raise AssertionError(f"waited {seconds} s for {what}")


def _xdotool(display: str, *args: str) -> None:
    subprocess.run(["xdotool", *args], env={**os.environ, "DISPLAY": display}, check=True,
                   timeout=10)


def test_a_real_click_plays_a_tile(display: str, tmp_path: Path) -> None:
    log, shot = tmp_path / "moves.log", tmp_path / "last.png"
    env = {k: v for k, v in os.environ.items() if not k.startswith("SDL_")}
    env.update(DISPLAY=display, SDL_AUDIODRIVER="dummy")
    # Seed 3, two players: the bot leads 1:1 and the human holds tiles that fit.
    with log.open("w") as out:
        game = subprocess.Popen(
            [sys.executable, "main.py", "--seed", "3", "--players", "2", "--speed", "0",
             "--log-moves", "--data-dir", str(tmp_path / "data"), "--screenshot", str(shot)],
            cwd=REPO, env=env, stdout=out, stderr=subprocess.STDOUT)
    try:
        human = re.compile(r"^\d+\.\d+ 0 \S+", re.M)
        _wait_for(lambda: re.search(r"^1\.1 1 ", log.read_text(), re.M), 30, "the bot's lead")
        time.sleep(0.5)
        boxes = TableLayout.for_window(*SIZE, 2, sheet_expanded=True).hand_tiles(7)
        for box in boxes:  # left to right until one of the tiles is played
            x, y = box.center
            _xdotool(display, "mousemove", str(int(x)), str(int(y)), "click", "1")
            time.sleep(0.4)
            if human.search(log.read_text()):
                break
        assert human.search(log.read_text()), log.read_text()
        time.sleep(0.5)
        grabbed = tmp_path / "screen.png"
        if shutil.which("import"):
            subprocess.run(["import", "-display", display, "-window", "root", str(grabbed)],
                           check=True, timeout=20)
    finally:
        game.send_signal(signal.SIGTERM)  # SDL turns it into a window close: a clean exit
        code = game.wait(timeout=20)
    assert code == 0, log.read_text()
    assert not list((tmp_path / "data").glob("crash-*"))
    for picture in (shot, grabbed):
        if picture.exists():
            _assert_not_blank(picture)
    assert shot.exists()


def _assert_not_blank(path: Path) -> None:
    image = pygame.image.load(str(path))
    assert image.get_size() == SIZE
    colours = {tuple(image.get_at((x, y)))[:3] for x in range(0, SIZE[0], 16)
               for y in range(0, SIZE[1], 16)}
    assert len(colours) > 50, f"{path.name} looks blank: {len(colours)} colours"
    # The human's hand band shows ivory tiles.
    hand = [tuple(image.get_at((x, SIZE[1] - 60)))[:3] for x in range(300, 900, 4)]
    assert any(min(c) > 200 for c in hand), f"no ivory tiles in the hand band of {path.name}"
