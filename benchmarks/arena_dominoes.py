"""A bot of ours against abw333's ``dominoes`` players, inside that package's own ``Game``.

``python benchmarks/arena_dominoes.py --bot expert --deals 1000`` (``dominoes`` is not a
dependency: ``pip install dominoes`` first).  The package's ``Game`` is the referee: 2x2 block
rules, no bazaar, the team that goes out scores every tile left in hands, a stuck game is
won by the lighter team.  Every deal is played twice, our bot's team on seats 0 and 2,
then 1 and 3, against ``probabilistic_alphabeta`` (heaviest-first until ``--start-move``).

Our bot sees only a ``SeatView``: when it is to move, the round so far is rebuilt on our
engine from the package's public move list (the hands at the start are the hands now plus
the tiles each seat placed) and ``view(seat)`` is all it gets.
"""

from __future__ import annotations

import argparse
import dataclasses
import random
import sys
import time
from collections.abc import Callable
from typing import Any

from rules.bots import find_bot
from rules.bots.arena import Tally, report
from rules.bots.base import Bot
from rules.bots.duplicate import show_progress
from rules.config import Rules, find_preset
from rules.moves import PASS, Move, MoveKind
from rules.round import Round
from rules.tiles import ALL_TILES, Tile

__all__ = ["BLOCK", "OurPlayer", "main", "play_deal"]

BLOCK: Rules = dataclasses.replace(find_preset("sports"), name="block", move_clock=False)
"""The package's game in our rules: 2x2, no bazaar, points good, the lighter pair takes a fish."""

Player = Callable[[Any], None]
"""A ``dominoes`` player: reorders ``game.valid_moves``, best first."""


def _tile(d: Any) -> Tile:
    return Tile(d.first, d.second)


def _starting_hands(game: Any) -> list[list[Tile]]:
    """Each seat's hand at the start: the hand now plus the tiles it placed."""
    hands = [[_tile(d) for d in h] for h in game.hands]
    seat = game.starting_player
    for move in game.moves:
        if move is not None:
            hands[seat].append(_tile(move[0]))
        seat = (seat + 1) % 4
    return hands


def _our_moves(game: Any) -> list[Move]:
    """The package's move list as our moves (a pass is a knock)."""
    out: list[Move] = []
    for i, move in enumerate(game.moves):
        if move is None:
            out.append(PASS)
            continue
        d, left = move
        t = _tile(d)
        if i == 0:
            out.append(Move.lead(t, flipped=d.first != t.low))
        else:
            out.append(Move.place(t, 0 if left else 1))
    return out


def rebuild(game: Any, rules: Rules = BLOCK) -> Round:
    """Our round at the package game's position (same hands, same line, same seat to move)."""
    r = Round.from_hands(rules, _starting_hands(game), leader=game.starting_player)
    for m in _our_moves(game):
        r = r.play(m)
    return r


class OurPlayer:
    """One of our bots as a ``dominoes`` player for one seat; it gets only its seat's view."""

    def __init__(self, bot: Bot, rng: random.Random, times: list[float]) -> None:
        """``times`` collects the seconds of every decision with a real choice."""
        self.bot, self.rng, self.times = bot, rng, times

    def __call__(self, game: Any) -> None:
        """Put our bot's move first in ``game.valid_moves``."""
        if len(game.valid_moves) == 1:
            return
        r = rebuild(game)
        t0 = time.perf_counter()
        move = self.bot.choose(r.view(game.turn), self.rng)
        self.times.append(time.perf_counter() - t0)
        choice = _package_move(game, move)
        game.valid_moves = (choice, *(m for m in game.valid_moves if m != choice))


def _package_move(game: Any, move: Move) -> Any:
    """The entry of ``game.valid_moves`` that makes ``move`` (the lead's side is free)."""
    assert move.kind in (MoveKind.LEAD, MoveKind.PLAY) and move.tile is not None
    fits = [m for m in game.valid_moves if _tile(m[0]) is move.tile]
    if move.kind is MoveKind.PLAY:
        fits = [m for m in fits if m[1] == (move.end == 0)] or fits
    assert fits, (str(move), game.valid_moves)
    return fits[0]


def theirs(start_move: int, sample_size: int) -> Player:
    """``probabilistic_alphabeta`` over heaviest-first (``bota_gorda``) move ordering."""
    import dominoes

    pa = dominoes.players.probabilistic_alphabeta(start_move=start_move, sample_size=sample_size,
                                                  player=dominoes.players.bota_gorda)

    def player(game: Any) -> None:
        dominoes.players.bota_gorda(game)
        pa(game)

    return player


def _game(hands: list[list[Tile]], leader: int) -> Any:
    import dominoes

    held = [dominoes.Hand([dominoes.Domino(t.low, t.high) for t in h]) for h in hands]
    valid = tuple((d, True) for d in held[leader])
    return dominoes.Game(dominoes.Board(), held, [], leader, valid, leader, None)


def play_deal(bot: Bot, their: Player, seed: int, tally: Tally) -> None:
    """Deal ``seed`` twice (our team on seats 0/2, then 1/3); adds wins and points to ``tally``."""
    order = list(ALL_TILES)
    random.Random(seed).shuffle(order)
    hands = [order[7 * s:7 * s + 7] for s in range(4)]
    leader = seed % 4
    for ours in (0, 1):
        random.seed(seed * 2 + ours)  # the package samples hands from the global generator
        game = _game(hands, leader)
        players: list[Player] = [
            OurPlayer(bot, random.Random(seed * 31 + s), tally.times[0]) if s % 2 == ours
            else _timed(their, tally.times[1]) for s in range(4)]
        while game.result is None:
            players[game.turn](game)
            game.make_move(*game.valid_moves[0])
        points = game.result.points if ours == 0 else -game.result.points
        tally.wins.append(1.0 if points > 0 else 0.5 if points == 0 else 0.0)
        tally.points_a.append(max(0, points))
        tally.points_b.append(max(0, -points))


def _timed(player: Player, times: list[float]) -> Player:
    def timed(game: Any) -> None:
        if len(game.valid_moves) == 1:
            return
        t0 = time.perf_counter()
        player(game)
        times.append(time.perf_counter() - t0)

    return timed


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python benchmarks/arena_dominoes.py", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--bot", default="expert", help="our bot (side A)")
    p.add_argument("--deals", type=int, default=1000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--sample-size", type=int, default=16,
                   help="worlds probabilistic_alphabeta solves per decision")
    p.add_argument("--start-move", type=int, default=8,
                   help="move number from which probabilistic_alphabeta searches")
    return p


def main(argv: list[str]) -> int:
    """Run the match-up; 0 on success, 2 when an argument or the package is missing."""
    args = _parser().parse_args(argv)
    try:
        bot = find_bot(args.bot)
        their = theirs(args.start_move, args.sample_size)
    except KeyError as exc:
        print(f"arena_dominoes: {exc}", file=sys.stderr)
        return 2
    except ImportError:
        print("arena_dominoes: pip install dominoes first",
              file=sys.stderr)
        return 2
    tally = Tally()
    for i in range(args.deals):
        play_deal(bot, their, args.seed * 1_000_003 + i, tally)
        show_progress(i + 1, args.deals)
    name = f"probabilistic_alphabeta(sample_size={args.sample_size}, start_move={args.start_move})"
    print(f"{args.bot} vs {name}, 2x2 block rules in dominoes.Game, {args.deals} deals, "
          f"seed {args.seed}")
    print(report(tally, args.bot, "probabilistic_alphabeta"))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
