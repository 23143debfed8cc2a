"""A fixed amount of engine work, for instruction counts that no busy machine can blur.

``valgrind --tool=callgrind python benchmarks/bench_fixed.py engine`` (or ``kernel``) and
compare the total instructions (``Ir``) of two versions: ``engine`` plays 300 random
4-player Kozel rounds through the public API (the ``python -m rules bench`` loop), ``kernel``
4,000 search-kernel playouts of 4-player Kozel (the ``bench_bots`` kernel rate), and
``dominoes`` 300 random games of abw333's ``dominoes`` (``pip install dominoes``), the
yardstick of ``benchmarks/bench_vs_dominoes.py``.  Subtract the instructions of ``start``
(``dominoes_start`` for ``dominoes``) to compare the work alone.  A count after the name
(``kernel 40000``) makes the work long enough to time with a wall clock too.
"""

from __future__ import annotations

import random
import sys

from rules import Round, find_preset
from rules.bots.kernel import Kernel, playout


def engine(rounds: int = 300) -> int:
    """Random rounds through ``Round``; returns the moves made."""
    rules, rng = find_preset("kozel"), random.Random(0)
    moves = 0
    for _ in range(rounds):
        r = Round.deal(rules, rng, 4)
        while r.outcome() is None:
            r = r.play(rng.choice(r.legal_moves()))
            moves += 1
    return moves


def kernel(playouts: int = 4000) -> int:
    """Greedy-random kernel playouts from 200 fixed deals; returns how many ended out."""
    rules, rng = find_preset("kozel"), random.Random(1)
    deals = [Round.deal(rules, rng, 4, leader=i % 4) for i in range(200)]
    parts = [(k.hands, k.bazaar, k.leader, k.lead_mask) for k in map(Kernel.of_round, deals)]
    outs = 0
    for i in range(playouts):
        hands, bazaar, leader, lead_mask = parts[i % len(parts)]
        k = Kernel(rules, hands, bazaar, leader=leader, lead_mask=lead_mask)
        outs += playout(k, rng, 0.75)[0] == "out"
    return outs


def dominoes(games: int = 300) -> int:
    """Random games of the ``dominoes`` package; returns the moves made."""
    import dominoes as dm  # type: ignore[import-not-found]

    rng = random.Random(0)
    random.seed(0)
    moves = 0
    for _ in range(games):
        game = dm.Game.new()
        while game.result is None:
            game.make_move(*rng.choice(game.valid_moves))
            moves += 1
    return moves


def start() -> int:
    """Nothing: the start-up to subtract from ``engine`` and ``kernel``."""
    return 0


def dominoes_start() -> int:
    """The start-up to subtract from ``dominoes``: its import too."""
    import dominoes as dm  # noqa: F401  # type: ignore[import-not-found]

    return 0


WORK = {"engine": engine, "kernel": kernel, "dominoes": dominoes, "start": start,
        "dominoes_start": dominoes_start}

if __name__ == "__main__":
    work = WORK[sys.argv[1] if len(sys.argv) > 1 else "engine"]
    print(work(*map(int, sys.argv[2:3])))  # an optional count: more work for a wall clock
