"""Start to first frame, from source and (when built) frozen: ``python benchmarks/bench_startup.py``.

Targets: 0.5 s from source, 1.0 s for the one-file build (``make dist``).  Prints the
best and the median of several runs, measured from outside (the whole process) and as the
game reports it (``--stats`` ``startup_s``: from the first line of Python to the first frame).
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RUNS = 7
ARGS = ("--demo", "--headless", "--speed", "0", "--seed", "3", "--frames", "1", "--stats")


def measure(command: list[str]) -> tuple[list[float], list[float]]:
    """Wall-clock seconds of whole runs, and the game's own start-up figures."""
    walls, reported = [], []
    for _ in range(RUNS):
        with tempfile.TemporaryDirectory() as data:
            begun = time.perf_counter()
            done = subprocess.run([*command, *ARGS, "--data-dir", data], capture_output=True,
                                  text=True, check=True, timeout=120)
            walls.append(time.perf_counter() - begun)
        reported.append(json.loads(done.stdout.strip().splitlines()[-1])["startup_s"])
    return walls, reported


def report(name: str, command: list[str]) -> None:
    """Print one line of figures."""
    walls, reported = measure(command)
    print(f"{name:8} whole run best {min(walls):.2f} s, median {statistics.median(walls):.2f} s; "
          f"first frame (reported) best {min(reported):.2f} s, "
          f"median {statistics.median(reported):.2f} s")


def main() -> None:
    """Source always; the frozen build when ``dist/kozel`` exists."""
    report("source", [sys.executable, str(ROOT / "main.py")])
    exe = ROOT / "dist" / ("kozel.exe" if sys.platform == "win32" else "kozel")
    if exe.is_file():
        report("frozen", [str(exe)])
    else:
        print("frozen   not built (make dist)")


if __name__ == "__main__":
    main()
