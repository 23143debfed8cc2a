"""The kids' board pictures: their short side (px) through whole rounds at the kids' table.

.venv/bin/python benchmarks/bench_kids_tiles.py [rounds]

For each window size and table level, real kids' tables (the headless app, every frame
drawn) play ``rounds`` seeded rounds with the child tapping the first glowing thing;
prints the short side of the line's tiles at the deal and the smallest it reached.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

SIZES = ((1280, 720), (1024, 600))


def measure(size: tuple[int, int], level: int, seed: int) -> tuple[float, float, int]:
    """(short side at the deal, the smallest through the round, tiles down at the end)."""
    import pygame
    from conftest import resize
    from test_kids_table import kids_table, line_shorts, play_round

    with tempfile.TemporaryDirectory() as tmp:
        app, _home, table = kids_table(Path(tmp), level, seed=seed)
        resize(app, size)
        shorts = [table.model.line().short]
        play_round(app, table, line_shorts(table, shorts))
        first, least = shorts[0], min(shorts)
        down = len(table.model.line().tiles)
        app.close()
        pygame.display.quit()
    return first, least, down


def main() -> None:
    """One line per size and level."""
    from kozel_gui.kids.levels import FREE_PLAY

    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 10
    for size in SIZES:
        for level, name in ((3, "level 3"), (FREE_PLAY, "free play")):
            runs = [measure(size, level, seed) for seed in range(1, rounds + 1)]
            start = min(r[0] for r in runs)
            least = min(r[1] for r in runs)
            most = max(r[2] for r in runs)
            print(f"{size[0]}x{size[1]} {name:9s}: short side at the deal {start:.0f} px, "
                  f"smallest in {rounds} rounds {least:.0f} px (up to {most} tiles down)")


if __name__ == "__main__":
    main()
