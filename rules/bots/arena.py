"""Bot against bot on duplicate deals: ``python -m rules arena --a hard --b medium``.

Every deal is played once per seating, the sides swapping seats (teams) or side A's
single seat rotating over the table (2-4 players without teams), so luck of the deal
cancels out.  Prints A's round win rate with a 95% interval, points per deal, and each
bot's decision time (median, p99) over moves with a real choice.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from rules.bots import find_bot
from rules.bots.arena_match import run_matches
from rules.bots.base import Bot
from rules.bots.duplicate import seatings, show_progress
from rules.config import Rules, Scoring, find_preset
from rules.round import Round
from rules.scoring import ScoreSheet

__all__ = ["Tally", "main", "play_deal"]


@dataclass(slots=True)
class Tally:
    """Results so far: A's win score per play, points per play, decision times per side."""

    wins: list[float] = field(default_factory=list)
    points_a: list[float] = field(default_factory=list)
    points_b: list[float] = field(default_factory=list)
    times: tuple[list[float], list[float]] = field(default_factory=lambda: ([], []))

    def add(self, other: Tally) -> None:
        """Merge another tally into this one."""
        self.wins += other.wins
        self.points_a += other.points_a
        self.points_b += other.points_b
        self.times[0].extend(other.times[0])
        self.times[1].extend(other.times[1])


def _side_points(rules: Rules, r: Round) -> tuple[int, ...]:
    """What each side writes for the round, by the score sheet (points in play included)."""
    o = r.outcome()
    assert o is not None
    return tuple(s.written + s.held for s in
                 ScoreSheet(rules, r.players).record_outcome(o).rows[-1].sides)


def play_deal(rules: Rules, players: int, bots: tuple[Bot, Bot], seed: int, tally: Tally,
              watch: Callable[[Round], None] | None = None) -> None:
    """Play deal number ``seed`` once per seating and add the results to ``tally``;
    ``watch`` (a benchmark's, never a bot's) sees the round before every move."""
    good = rules.scoring != Scoring.GOAT
    for a_seats in seatings(rules, players):
        r = Round.deal(rules, random.Random(seed), players, leader=seed % players)
        rngs = [random.Random(seed * 31 + s) for s in range(players)]
        while r.outcome() is None:
            seat = r.to_move
            side = 0 if seat in a_seats else 1
            view = r.view(seat)
            if watch is not None:
                watch(r)
            t0 = time.perf_counter()
            move = bots[side].choose(view, rngs[seat])
            if len(r.legal_moves()) > 1:
                tally.times[side].append(time.perf_counter() - t0)
            r = r.play(move)
        pts = _side_points(rules, r)
        mine = {rules.side_of(s, players) for s in a_seats}
        a = [pts[s] for s in mine]
        b = [pts[s] for s in range(len(pts)) if s not in mine]
        pa = sum(a) / len(a)
        score = [1.0 if (pa > pb) == good and pa != pb else 0.5 if pa == pb else 0.0 for pb in b]
        tally.wins.append(sum(score) / len(score))
        tally.points_a.append(pa)
        tally.points_b.append(sum(b) / len(b))


def _run_chunk(args: tuple[str, int, str, str, list[int]]) -> Tally:
    preset, players, a, b, seeds = args
    tally = Tally()
    rules = find_preset(preset)
    for seed in seeds:
        play_deal(rules, players, (find_bot(a), find_bot(b)), seed, tally)
    return tally


def run(preset: str, players: int, a: str, b: str, deals: int, seed: int, jobs: int) -> Tally:
    """Play ``deals`` duplicate deals and return the tally."""
    seeds = [seed * 1_000_003 + i for i in range(deals)]
    step = max(1, min(25, deals // (jobs * 4) or 1))
    chunks = [(preset, players, a, b, seeds[i:i + step]) for i in range(0, deals, step)]
    total = Tally()
    done = 0
    if jobs <= 1:
        for chunk in chunks:
            total.add(_run_chunk(chunk))
            done += len(chunk[4])
            show_progress(done, deals)
        return total
    with ProcessPoolExecutor(jobs) as pool:
        for chunk, part in zip(chunks, pool.map(_run_chunk, chunks), strict=True):
            total.add(part)
            done += len(chunk[4])
            show_progress(done, deals)
    return total


def _interval(values: Sequence[float]) -> tuple[float, float]:
    """Mean and 95% half-width (normal approximation)."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, 0.0
    return mean, 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def _ms(times: list[float]) -> str:
    if not times:
        return "no decisions"
    ordered = sorted(times)
    p99 = ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))]
    return f"median {1000 * statistics.median(ordered):.2f} ms, p99 {1000 * p99:.2f} ms"


def report(t: Tally, a: str, b: str) -> str:
    """The text the arena prints."""
    win, half = _interval(t.wins)
    pa, pha = _interval(t.points_a)
    pb, phb = _interval(t.points_b)
    return "\n".join([
        f"plays: {len(t.wins)}",
        f"A={a} win rate: {100 * win:.1f}% ± {100 * half:.1f}% (95%)",
        f"points per deal: A {pa:.2f} ± {pha:.2f}, B {pb:.2f} ± {phb:.2f}",
        f"decision time A={a}: {_ms(t.times[0])}",
        f"decision time B={b}: {_ms(t.times[1])}",
    ])


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m rules arena", description=__doc__)
    p.add_argument("--a", default="hard", help="bot of side A")
    p.add_argument("--b", default="medium", help="bot of side B")
    p.add_argument("--preset", default="kozel_2x2")
    p.add_argument("--deals", type=int, default=1000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--players", type=int, default=None, help="2, 3 or 4 (default: 4)")
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--match", action="store_true",
                   help="play whole matches (--deals of them) and count the goats")
    return p


def main(argv: list[str]) -> int:
    """Run the arena; 0 on success, 2 on bad arguments."""
    args = _parser().parse_args(argv)
    try:
        rules = find_preset(args.preset)
        players = args.players or (4 if 4 in rules.players_allowed else rules.players_allowed[-1])
        rules.check_players(players)
        find_bot(args.a)
        find_bot(args.b)
    except (KeyError, ValueError) as exc:
        print(f"arena: {exc}", file=sys.stderr)
        return 2
    if args.match:
        print(run_matches(args.preset, players, args.a, args.b, args.deals, args.seed, args.jobs))
        return 0
    tally = run(args.preset, players, args.a, args.b, args.deals, args.seed, args.jobs)
    print(f"{args.a} vs {args.b}, {args.preset}, {players} players, {args.deals} deals, "
          f"seed {args.seed}, jobs {args.jobs}")
    print(report(tally, args.a, args.b))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
