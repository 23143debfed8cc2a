"""Our engine against abw333's ``dominoes`` (PyPI) in one run: random rounds per second.

Both play whole random 4-player rounds of 7 tiles through their public API (ours: the
``python -m rules bench`` loop, Kozel; theirs: ``Game.new()`` and ``make_move`` on
``valid_moves``), turn about, best of ``--tries`` timed runs each, so a busy machine
slows both alike.  ``dominoes`` is not a dependency: ``pip install dominoes`` first.

Run: ``python benchmarks/bench_vs_dominoes.py [--seconds 2] [--tries 3]``.
"""

from __future__ import annotations

import argparse
import random
import sys
import time

from rules.cli import bench_rounds


def dominoes_rounds(seconds: float, seed: int = 0) -> float:
    """Random games of ``dominoes`` per second over about ``seconds``."""
    import dominoes  # type: ignore[import-not-found]

    rng = random.Random(seed)
    random.seed(seed)  # ``Game.new`` shuffles with the module's random source
    games, start = 0, time.perf_counter()
    deadline = start + seconds
    while True:
        game = dominoes.Game.new()
        while game.result is None:
            game.make_move(*rng.choice(game.valid_moves))
        games += 1
        now = time.perf_counter()
        if now >= deadline:
            return games / (now - start)


def main(argv: list[str]) -> int:
    """Print both rates and their ratio."""
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--seconds", type=float, default=2.0)
    p.add_argument("--tries", type=int, default=3)
    args = p.parse_args(argv)
    try:
        import dominoes  # type: ignore[import-not-found]  # noqa: F401
    except ImportError:
        print("bench_vs_dominoes: pip install dominoes first", file=sys.stderr)
        return 2
    ours, theirs = [], []
    for seed in range(args.tries):
        ours.append(bench_rounds(args.seconds, seed))
        theirs.append(dominoes_rounds(args.seconds, seed))
    a, b = max(ours), max(theirs)
    print(f"rules: {a:,.0f} rounds/s; dominoes: {b:,.0f} games/s; ratio {a / b:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
