"""The coach's review of a whole round's decisions for one seat (the human's), on one core.

Rounds are played by ``hard`` bots in every seat; seat 0 is reviewed with the default
budget and both lenses, as the game does after a round.  Prints, per table, the median
and p99 seconds per round review, the median CPU seconds per decision, decisions per
round and the slowest decision, with the load average before and after (the machine is
shared).  The line games (the Kozel family) and the games of four arms or points in play
(``--games board``: Muggins, Bergen, Osel, Telephone, ChVV) are measured apart.

Run: ``python benchmarks/bench_coach.py [--rounds N] [--seed S] [--games line|board|all]``.
Target: median <= 2 s, p99 <= 5 s per round review.
"""

from __future__ import annotations

import argparse
import itertools
import os
import random
import statistics
import time

from rules import Round, find_preset
from rules.bots import find_bot
from rules.coach.review import review_round

LINE = (("kozel_2x2", 4), ("kozel", 4), ("kozel", 3), ("kozel", 2))
BOARD = (("muggins", 4), ("muggins", 2), ("bergen", 3), ("osel", 4), ("telephone", 4),
         ("chvv", 3))
GAMES = {"line": LINE, "board": BOARD, "all": LINE + BOARD}


def played_round(preset: str, players: int, seed: int) -> Round:
    """A round of ``hard`` bots from deal to end."""
    rules = find_preset(preset)
    rng = random.Random(seed)
    r = Round.deal(rules, rng, players, leader=seed % players)
    bot = find_bot("hard")
    while r.outcome() is None:
        r = r.play(bot.choose(r.view(r.to_move), rng))
    return r


def review_times(preset: str, players: int, rounds: int,
                 seed: int) -> tuple[list[float], list[float], list[int], float]:
    """Wall and CPU seconds per round review, decisions per round, the slowest decision."""
    wall, cpu, counts, slowest = [], [], [], 0.0
    for i in range(rounds):
        r = played_round(preset, players, seed + i)
        marks = [time.perf_counter()]
        c0 = time.process_time()
        review = review_round(r, 0, seed=i, progress=lambda *_, at=marks: at.append(
            time.perf_counter()))
        cpu.append(time.process_time() - c0)
        wall.append(time.perf_counter() - marks[0])
        counts.append(len(review.decisions))
        steps = [b - a for a, b in itertools.pairwise(marks)]
        slowest = max([slowest, *steps])
    return wall, cpu, counts, slowest


def _spread(values: list[float]) -> str:
    values = sorted(values)
    return (f"median {statistics.median(values):.2f} s, p99 {values[int(0.99 * (len(values) - 1))]:.2f}"
            f" s, max {values[-1]:.2f} s")


def main() -> None:
    """Print the figures."""
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--rounds", type=int, default=25)
    p.add_argument("--seed", type=int, default=100)
    p.add_argument("--games", choices=sorted(GAMES), default="all")
    args = p.parse_args()
    print(f"load average before: {os.getloadavg()[0]:.2f}")
    for kind in ("line", "board"):
        cases = [c for c in GAMES[args.games] if c in GAMES[kind]]
        if cases:
            _measure(kind, cases, args.rounds, args.seed)
    print(f"load average after: {os.getloadavg()[0]:.2f}")


def _measure(kind: str, cases: list[tuple[str, int]], rounds: int, seed: int) -> None:
    walls: list[float] = []
    cpus: list[float] = []
    decisions = 0
    for preset, players in cases:
        wall, cpu, counts, slowest = review_times(preset, players, rounds, seed)
        walls += wall
        cpus += cpu
        decisions += sum(counts)
        print(f"{preset:10} {players}p, wall: {_spread(wall)}; cpu: {_spread(cpu)}; "
              f"{_per_decision(cpu, counts)}; {statistics.mean(counts):.1f} decisions a round; "
              f"slowest decision {slowest:.2f} s wall")
    print(f"{kind} games, {len(walls)} rounds, wall: {_spread(walls)}; cpu: {_spread(cpus)}; "
          f"cpu {sum(cpus) / max(1, decisions):.3f} s a decision (target: median 2 s, p99 5 s "
          "a round)")


def _per_decision(cpu: list[float], counts: list[int]) -> str:
    """CPU seconds per decision over the rounds that had any."""
    return f"cpu {sum(cpu) / max(1, sum(counts)):.3f} s a decision"


if __name__ == "__main__":
    main()
