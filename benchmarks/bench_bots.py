"""Search-kernel playouts per second and bot decision times, on one core.

Run: ``python benchmarks/bench_bots.py [--rounds N] [--deals N] [--only-decisions]
[--bots hard,expert] [--memory] [--cases kozel_2x2:4,kozel:3]``.  ``--memory`` adds each bot's peak memory per decision
(``tracemalloc``, in a second pass: tracing slows the search, so ``expert`` runs there with
its iteration cap and no clock, its largest tree).
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
import tracemalloc
from collections.abc import Iterator

from rules import Round, find_preset
from rules.bots import find_bot
from rules.bots.base import Bot
from rules.bots.expert import ExpertBot
from rules.bots.kernel import Kernel, playout


def playouts_per_second(preset: str, players: int, rounds: int, greedy: float) -> float:
    """Whole random rounds played by the kernel per second (deal excluded); the board kernel
    for the games that need it (four arms, points in play)."""
    rules = find_preset(preset)
    rng = random.Random(1)
    deals = [Round.deal(rules, rng, players, leader=i % players) for i in range(200)]
    kernels = [Kernel.of_round(r) for r in deals]
    parts = [(k.hands, k.bazaar, k.leader, k.lead_mask) for k in kernels]
    cls = type(kernels[0])
    t0 = time.perf_counter()
    for i in range(rounds):
        hands, bazaar, leader, lead_mask = parts[i % len(parts)]
        k = cls(rules, hands, bazaar, leader=leader, lead_mask=lead_mask)
        playout(k, rng, greedy)
    return rounds / (time.perf_counter() - t0)


def _decisions(b: Bot, preset: str, players: int, deals: int) -> Iterator[float]:
    """Play ``deals`` whole rounds with ``b`` in every seat; seconds of each real choice."""
    rules = find_preset(preset)
    for seed in range(deals):
        rng = random.Random(seed)
        r = Round.deal(rules, rng, players, leader=seed % players)
        while r.outcome() is None:
            t0 = time.perf_counter()
            move = b.choose(r.view(r.to_move), rng)
            if len(r.legal_moves()) > 1:
                yield time.perf_counter() - t0
            r = r.play(move)


def decision_ms(bot: str, preset: str, players: int, deals: int) -> tuple[float, float]:
    """Median and p99 milliseconds per decision with a real choice."""
    times = sorted(1000 * t for t in _decisions(find_bot(bot), preset, players, deals))
    return statistics.median(times), times[int(0.99 * (len(times) - 1))]


def decision_kib(bot: str, preset: str, players: int, deals: int) -> tuple[float, float]:
    """Median and largest peak of traced memory (KiB) allocated during one decision."""
    b: Bot = ExpertBot(seconds=None) if bot == "expert" else find_bot(bot)
    peaks = []
    tracemalloc.start()
    try:
        decisions = _decisions(b, preset, players, deals)
        while True:
            tracemalloc.reset_peak()
            base = tracemalloc.get_traced_memory()[0]
            if next(decisions, None) is None:
                break
            peaks.append((tracemalloc.get_traced_memory()[1] - base) / 1024)
    finally:
        tracemalloc.stop()
    return statistics.median(peaks), max(peaks)


def main() -> None:
    """Print the figures."""
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--rounds", type=int, default=40_000)
    p.add_argument("--deals", type=int, default=20)
    p.add_argument("--only-decisions", action="store_true", help="skip the kernel rates")
    p.add_argument("--bots", default="heaviest,easy,medium,hard,expert")
    p.add_argument("--memory", action="store_true", help="also peak memory per decision")
    p.add_argument("--cases", default="kozel_2x2:4,kozel:4,kozel:3,kozel:2",
                   help="preset:players, comma-separated")
    args = p.parse_args()
    cases = [(c.split(":")[0], int(c.split(":")[1])) for c in args.cases.split(",")]
    if not args.only_decisions:
        for preset, players in cases:
            for greedy in (0.0, 0.75):
                rate = playouts_per_second(preset, players, args.rounds, greedy)
                print(f"kernel {preset} {players}p greedy={greedy}: {rate:,.0f} rounds/s")
    for bot in args.bots.split(","):
        for preset, players in cases:
            med, p99 = decision_ms(bot, preset, players, args.deals)
            print(f"{bot} {preset} {players}p: median {med:.2f} ms, p99 {p99:.2f} ms", flush=True)
            if args.memory:
                kib, most = decision_kib(bot, preset, players, args.deals)
                print(f"{bot} {preset} {players}p: memory per decision median {kib:.0f} KiB, "
                      f"max {most:.0f} KiB", flush=True)


if __name__ == "__main__":
    main()
