"""How fast the history screen's first page comes with 10,000 stored matches.

Run: ``.venv/bin/python benchmarks/bench_history.py``.  Fills a temporary history with
real bot matches (then copies of them up to 10,000), reopens it cold, and times the
first page (all matches and one profile's), ``count`` and a profile's statistics.
"""

from __future__ import annotations

import random
import statistics
import tempfile
import time
from datetime import datetime, timedelta
from pathlib import Path

from kozel_gui.history import History
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.stats import profile_stats
from rules import Match, find_preset, play_match
from rules.bots import find_bot

TOTAL = 10_000
REAL = 200
PAGE = 20


def _setup(name: str) -> dict[str, object]:
    seats = (SeatSetup(name, human=True), SeatSetup("Михалыч"), SeatSetup("Зина"),
             SeatSetup("Колян"))
    return MatchSetup(find_preset("kozel"), seats).to_json()


def _fill(h: History) -> float:
    """Store REAL bot matches, then copy rows up to TOTAL; return ms per ``add_match``."""
    spent = 0.0
    start = datetime(2024, 1, 1)
    for i in range(REAL):
        m = play_match(Match.start(find_preset("kozel"), 4, i), [find_bot("heaviest")] * 4,
                       random.Random(i))
        name = ("Аня", "Боря", "Вова")[i % 3]
        t = time.perf_counter()
        h.add_match(_setup(name), m.to_json(), name, played_at=start + timedelta(hours=i))
        spent += time.perf_counter() - t
    columns = ("played_at, variant, players, result, goat, scores, profile, profile_seat, "
               "setup, match, rounds, rounds_won, fish_made, points, rating")
    while (n := h.count()) < TOTAL:
        with h.db:
            h.db.execute(f"INSERT INTO matches ({columns}) SELECT {columns} FROM matches "
                         "ORDER BY id LIMIT ?", (TOTAL - n,))
    return spent / REAL * 1000


def _ms(fn: object, repeat: int = 30) -> tuple[float, float]:
    """Median and worst time of ``fn()`` in ms."""
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()  # type: ignore[operator]
        times.append((time.perf_counter() - t) * 1000)
    return statistics.median(times), max(times)


def main() -> None:
    """Fill, reopen cold, time the queries, print the figures."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "history.sqlite3"
        with History.open(path) as h:
            add_ms = _fill(h)
        size_mb = path.stat().st_size / 1e6
        t = time.perf_counter()
        h = History.open(path)
        h.list_matches(PAGE)
        cold = (time.perf_counter() - t) * 1000
        print(f"{TOTAL} matches, file {size_mb:.1f} MB, add_match {add_ms:.2f} ms each")
        print(f"open + first page (cold): {cold:.2f} ms")
        for label, fn in (
            ("first page, all", lambda: h.list_matches(PAGE)),
            ("first page, one profile", lambda: h.list_matches(PAGE, profile="Аня")),
            ("page 400 (offset 8000)", lambda: h.list_matches(PAGE, 8000)),
            ("count", lambda: h.count("Аня")),
            ("profile statistics", lambda: profile_stats(h.facts("Аня"))),
        ):
            med, worst = _ms(fn)
            print(f"{label:26s} median {med:7.2f} ms, worst {worst:7.2f} ms")
        h.close()


if __name__ == "__main__":
    main()
