"""Start to first frame and size, from source and of each frozen build that exists:
``python benchmarks/bench_startup.py`` (part of ``make bench``).

Targets: 0.3 s from source (issue 18), with its bytecode cached as a player's Python keeps it
(one start before the measured ones writes it; the first start after an install is slower);
1.0 s for the one-file build (``make dist``); 0.5 s and an
archive of at most 30 MB for the one-folder release (``make release``).  Each build is
started several times as a player would (a demo, headless, one frame); printed are the
best and the median of the time from launching the process to its first frame (the game
reports the wall-clock time of that frame with ``--stats``), of the game's own figure
(``startup_s``: from the first line of the game's Python to the first frame) and of the
whole run.  A build older than the sources is marked *stale*.
"""

from __future__ import annotations

import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from kozel_gui.version import version  # noqa: E402

RUNS = 9
ARGS = ("--demo", "--headless", "--speed", "0", "--seed", "3", "--frames", "1", "--stats")
SOURCES = ("main.py", "build.spec", "pyproject.toml", "kozel_gui", "rules", "assets")
EXE = "kozel.exe" if sys.platform == "win32" else "kozel"
Figures = dict[str, list[float]]


def _children_cpu_s() -> float | None:
    """CPU seconds used so far by finished child processes (None where unknown: Windows)."""
    try:
        import resource
    except ImportError:
        return None
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _player_env() -> dict[str, str]:
    """The environment a player's game starts in: bytecode is written and reused (a shell
    with PYTHONDONTWRITEBYTECODE would make every run compile every module again)."""
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def measure(command: list[str]) -> Figures:
    """Seconds from launch to first frame, the game's own start-up figure, whole runs (wall
    clock, and CPU time, which other jobs on a busy machine disturb less)."""
    figures: Figures = {"launch to first frame": [], "reported startup_s": [], "whole run": [],
                        "whole run, CPU": []}
    with tempfile.TemporaryDirectory() as data:  # writes the bytecode, measures nothing
        subprocess.run([*command, *ARGS, "--data-dir", data], capture_output=True, check=True,
                       timeout=120, env=_player_env())
    for _ in range(RUNS):
        with tempfile.TemporaryDirectory() as data:
            cpu, launched, begun = _children_cpu_s(), time.time(), time.perf_counter()
            done = subprocess.run([*command, *ARGS, "--data-dir", data], capture_output=True,
                                  text=True, check=True, timeout=120, env=_player_env())
            figures["whole run"].append(time.perf_counter() - begun)
            after = _children_cpu_s()
            if cpu is not None and after is not None:
                figures["whole run, CPU"].append(after - cpu)
        stats = json.loads(done.stdout.strip().splitlines()[-1])
        figures["launch to first frame"].append(stats["first_frame_at"] - launched)
        figures["reported startup_s"].append(stats["startup_s"])
    return {what: values for what, values in figures.items() if values}


def _size_mb(path: Path) -> float:
    """Bytes on disk of a file or a folder (its symbolic links are not counted again)."""
    files = [path] if path.is_file() else [f for f in path.rglob("*")
                                           if f.is_file() and not f.is_symlink()]
    return sum(f.stat().st_size for f in files) / 1e6


def _stale(path: Path) -> str:
    # Compiled catalogs (.mo) are rewritten by every build: they are not sources.
    newest = max(f.stat().st_mtime for name in SOURCES
                 for f in ([ROOT / name] if (ROOT / name).is_file() else (ROOT / name).rglob("*"))
                 if f.is_file() and f.suffix != ".mo")
    return " (stale: older than the sources)" if path.stat().st_mtime < newest else ""


def report(name: str, command: list[str], target_s: float) -> None:
    """Print one block of figures."""
    print(name)
    for what, values in measure(command).items():
        print(f"  {what:22} best {min(values):.2f} s, median {statistics.median(values):.2f} s")
    print(f"  target: launch to first frame <= {target_s} s")


def builds() -> list[tuple[str, Path, float]]:
    """Every frozen build that exists: a title with its size, its executable, target seconds."""
    found: list[tuple[str, Path, float]] = []
    one_file = ROOT / "dist" / EXE
    if one_file.is_file():
        found.append((f"one-file dist/{EXE}: {_size_mb(one_file):.1f} MB{_stale(one_file)}",
                      one_file, 1.0))
    staged = ROOT / "build" / "release" / f"kozel-{version()}"
    archive = ROOT / "dist" / f"kozel-{version()}-linux-{platform.machine().lower()}.tar.gz"
    if (staged / EXE).is_file():
        title = f"one-folder {staged.relative_to(ROOT)}: {_size_mb(staged):.1f} MB"
        title += (f", archive {archive.name} {_size_mb(archive):.1f} MB (target <= 30 MB)"
                  f"{_stale(archive)}" if archive.is_file() else ", not packed")
        found.append((title, staged / EXE, 0.5))
    return found


def main() -> None:
    """Source always; each frozen build that has been built."""
    report("source (python main.py)", [sys.executable, str(ROOT / "main.py")], 0.3)
    frozen = builds()
    for title, exe, target in frozen:
        report(title, [str(exe)], target)
    if not frozen:
        print("frozen builds: none yet (make dist, make release)")


if __name__ == "__main__":
    main()
