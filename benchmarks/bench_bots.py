"""Search-kernel playouts per second and bot decision times, on one core.

Run: ``python benchmarks/bench_bots.py [--rounds N] [--deals N] [--only-decisions]``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from rules import Round, find_preset
from rules.bots import find_bot
from rules.bots.kernel import Kernel, playout


def playouts_per_second(preset: str, players: int, rounds: int, greedy: float) -> float:
    """Whole random rounds played by the kernel per second (deal excluded)."""
    rules = find_preset(preset)
    rng = random.Random(1)
    deals = [Round.deal(rules, rng, players, leader=i % players) for i in range(200)]
    kernels = [Kernel.of_round(r) for r in deals]
    parts = [(k.hands, k.bazaar, k.leader, k.lead_mask) for k in kernels]
    t0 = time.perf_counter()
    for i in range(rounds):
        hands, bazaar, leader, lead_mask = parts[i % len(parts)]
        k = Kernel(rules, hands, bazaar, leader=leader, lead_mask=lead_mask)
        playout(k, rng, greedy)
    return rounds / (time.perf_counter() - t0)


def decision_ms(bot: str, preset: str, players: int, deals: int) -> tuple[float, float]:
    """Median and p99 milliseconds per decision with a real choice."""
    rules = find_preset(preset)
    b = find_bot(bot)
    times = []
    for seed in range(deals):
        rng = random.Random(seed)
        r = Round.deal(rules, rng, players, leader=seed % players)
        while r.outcome() is None:
            t0 = time.perf_counter()
            move = b.choose(r.view(r.to_move), rng)
            if len(r.legal_moves()) > 1:
                times.append(1000 * (time.perf_counter() - t0))
            r = r.play(move)
    times.sort()
    return statistics.median(times), times[int(0.99 * (len(times) - 1))]


def main() -> None:
    """Print the figures."""
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--rounds", type=int, default=40_000)
    p.add_argument("--deals", type=int, default=20)
    p.add_argument("--only-decisions", action="store_true", help="skip the kernel rates")
    args = p.parse_args()
    cases = (("kozel_2x2", 4), ("kozel", 4), ("kozel", 3), ("kozel", 2))
    if not args.only_decisions:
        for preset, players in cases:
            for greedy in (0.0, 0.75):
                rate = playouts_per_second(preset, players, args.rounds, greedy)
                print(f"kernel {preset} {players}p greedy={greedy}: {rate:,.0f} rounds/s")
    for bot in ("heaviest", "easy", "medium", "hard"):
        for preset, players in cases:
            med, p99 = decision_ms(bot, preset, players, args.deals)
            print(f"{bot} {preset} {players}p: median {med:.2f} ms, p99 {p99:.2f} ms", flush=True)


if __name__ == "__main__":
    main()
