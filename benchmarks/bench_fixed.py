"""A fixed amount of engine work, for instruction counts that no busy machine can blur.

``valgrind --tool=callgrind python benchmarks/bench_fixed.py engine`` (or ``kernel``) and
compare the total instructions (``Ir``) of two versions: ``engine`` plays 300 random
4-player Kozel rounds through the public API (the ``python -m rules bench`` loop), ``kernel``
4,000 search-kernel playouts of 4-player Kozel (the ``bench_bots`` kernel rate).
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


if __name__ == "__main__":
    print({"engine": engine, "kernel": kernel}[sys.argv[1] if len(sys.argv) > 1 else "engine"]())
