"""The arena's ``--match`` mode: whole matches to the goat limit (or target), duplicated."""

from __future__ import annotations

import random
import statistics
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace

from rules.bots import find_bot
from rules.bots.base import Bot
from rules.bots.duplicate import seatings, show_progress
from rules.bots.values import ScoreContext
from rules.config import find_preset
from rules.match import Match

__all__ = ["context_of", "play_one_match", "run_matches"]


def context_of(m: Match) -> ScoreContext:
    """What the bots may weigh of the match score before a round."""
    return ScoreContext.of(m.sheet)


def play_one_match(m: Match, bots: list[Bot], seed: int) -> Match:
    """Play ``m`` to its end; each bot gets the score as context."""
    rngs = [random.Random(seed * 17 + s) for s in range(m.players)]
    while not m.finished:
        ctx = context_of(m)
        r = m.round
        while r.outcome() is None:
            seat = r.to_move
            r = r.play(bots[seat].choose(r.view(seat), rngs[seat], ctx))
        m = replace(m, round=r).next_round()
    return m


def _chunk(args: tuple[str, int, str, str, list[int]]) -> list[tuple[float, float, int]]:
    """Per play: A lost the match (goat) 0/1, B lost it 0/1, rounds played."""
    preset, players, a, b, seeds = args
    rules = find_preset(preset)
    out = []
    for seed in seeds:
        for a_seats in seatings(rules, players):
            bots = [find_bot(a) if s in a_seats else find_bot(b) for s in range(players)]
            m = play_one_match(Match.start(rules, players, seed), bots, seed)
            mine = {rules.side_of(s, players) for s in a_seats}
            out.append((*_lost(m, mine), m.number))
    return out


def _lost(m: Match, mine: set[int]) -> tuple[float, float]:
    """Whether side A (the sides in ``mine``) and side B lost the match: the goat's side, or
    in points-good play every side but the winner's (with three or four seats each for
    himself, B loses only when A wins)."""
    if m.rules.is_goat:
        return (1.0 if m.goat in mine else 0.0,
                1.0 if m.goat is not None and m.goat not in mine else 0.0)
    if m.winner is None:
        return 0.0, 0.0
    return (0.0, 1.0) if m.winner in mine else (1.0, 0.0)


def run_matches(preset: str, players: int, a: str, b: str, matches: int, seed: int,
                jobs: int) -> str:
    """Play duplicated matches and say how often each side was the goat."""
    seeds = [seed * 1_000_003 + i for i in range(matches)]
    step = max(1, matches // max(1, 4 * jobs))
    chunks = [(preset, players, a, b, seeds[i:i + step]) for i in range(0, matches, step)]
    results: list[tuple[float, float, int]] = []
    per = len(seatings(find_preset(preset), players))
    if jobs <= 1:
        for c in chunks:
            results += _chunk(c)
            show_progress(len(results) // per, matches, "matches")
    else:
        with ProcessPoolExecutor(jobs) as pool:
            for part in pool.map(_chunk, chunks):
                results += part
                show_progress(len(results) // per, matches, "matches")
    n = len(results)
    a_goat = sum(r[0] for r in results) / n
    b_goat = sum(r[1] for r in results) / n
    rounds = statistics.fmean(r[2] for r in results)
    return (f"{a} vs {b}, {preset}, {players} players, {matches} matches x {n // matches} "
            f"seatings, seed {seed}, jobs {jobs}\n"
            f"A={a} is the goat in {100 * a_goat:.1f}% of matches, B={b} in {100 * b_goat:.1f}% "
            f"({per} seatings a match)\n"
            f"rounds per match: {rounds:.1f}")
