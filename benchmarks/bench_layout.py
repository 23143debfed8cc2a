"""Time the table geometry: µs per line layout, slot, hand and table (run from the repo root).

.venv/bin/python benchmarks/bench_layout.py
"""

from __future__ import annotations

import random
import sys
import timeit
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from kozel_gui.layout import LineTile, TableLayout, layout_hand

REPEAT = 500


def per_call_us(fn: object, number: int = REPEAT) -> float:
    """Best of five runs, in microseconds per call."""
    runs = timeit.repeat(fn, number=number, repeat=5)  # type: ignore[arg-type]
    return min(runs) / number * 1e6


def chain(n: int, rng: random.Random) -> list[LineTile]:
    """A line of ``n`` matching tiles, about one double in five."""
    tiles, v = [], rng.randrange(7)
    for _ in range(n):
        nxt = v if rng.random() < 0.2 else (v + rng.randrange(1, 7)) % 7
        tiles.append(LineTile(v, nxt))
        v = nxt
    return tiles


def main() -> None:
    """Print one line per case."""
    rng = random.Random(7)
    for w, h, players in ((1024, 600, 4), (1280, 720, 4), (1920, 1080, 2), (3840, 2160, 3)):
        table = TableLayout.for_window(w, h, players, sheet_expanded=True)
        for n in (1, 14, 28):
            line = chain(n, rng)
            for lead, name in ((n // 2, "centred"), (0, "one arm")):
                us = per_call_us(lambda line=line, lead=lead, t=table: t.line(line, lead))
                lay = table.line(line, lead)
                slot = per_call_us(lambda lay=lay: lay.slot("right", double=False))
                print(
                    f"{w}x{h} {players}p line {n:2d} {name:8s}: {us:7.1f} µs"
                    f"  (tile {lay.long:.0f} px)  slot {slot:6.1f} µs"
                )
        table_us = per_call_us(
            lambda w=w, h=h, p=players: TableLayout.for_window(w, h, p, sheet_expanded=True)
        )
        hand_us = per_call_us(lambda t=table: layout_hand(28, t.hand, max_long=t.hand_max_long))
        print(f"{w}x{h} {players}p table {table_us:6.1f} µs, hand of 28 {hand_us:6.1f} µs")


if __name__ == "__main__":
    main()
