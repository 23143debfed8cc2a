"""How much the hidden tiles are worth to ``hard``, and how well its worlds guess them.

Run (from the checkout, so that its ``rules`` is the one imported):
``PYTHONPATH=. python benchmarks/bots_inference.py calibration --cases muggins:4,kozel:3
[--deals N] [--beta B] [--score-weight W]``, ``... oracle --preset muggins [--players N]
[--deals N] [--seed S]``, ``... stability --cases muggins:4`` or ``... tree --cases
kozel_2x2:4``.

*calibration*: over rounds of ``medium`` in every seat, at each decision of seat 0 with a
choice after another seat's play, the log of the weight ``hard`` gives the true hidden
hands over the mean weight of unweighted deals consistent with the view (200 of them).
Above 0: the plays seen point towards the truth; the larger, the more the weighting knows
(the expected log-likelihood of the truth, so the weights that maximise it are the best
fit to how the other seats really play).

*oracle*: the arena's duplicate deals and tally (``rules.bots.arena``), ``hard`` against
``medium``, but every world ``hard`` searches is the real one: what perfect knowledge of
the hidden tiles would give this search, the ceiling of better inference.  Not a fair bot:
it lives here, never in ``rules.bots.BOTS``.

*stability*: at seat 0's decisions in rounds of ``medium``, how often ``hard`` picks the same
move with two seeds, and with a four times bigger budget (256 worlds): how much of its play
is a coin toss between close moves, and whether more search would change it.

*tree*: ``expert``'s search (3000 descents, no clock) at seat 0's decisions that it searches
itself: descents per root move, tree size, and of the seat's own later choices made inside
the tree how many were made by UCB (a node grown past ``grow`` visits) rather than by the
playout policy.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
from collections.abc import Iterator

from rules import Round, find_preset
from rules.bots import arena, sampler
from rules.bots.expert import ExpertBot
from rules.bots.hard import HardBot
from rules.bots.ismcts import Node
from rules.bots.knowledge import Knowledge, knowledge_of
from rules.bots.medium import MediumBot
from rules.bots.sampler import evidence_of, kernel_for, world_weight
from rules.bots.search import Evaluator
from rules.moves import DECLINE
from rules.views import SeatView


def calibration(preset: str, players: int, deals: int) -> tuple[float, float, int]:
    """Mean log weight ratio of the true world, its 95% half-width and the decisions seen."""
    rules = find_preset(preset)
    bot = MediumBot()
    out = []
    for seed in range(deals):
        r = Round.deal(rules, random.Random(seed), players, leader=seed % players)
        rng = random.Random(seed)
        while r.outcome() is None:
            view = r.view(r.to_move)
            evidence = evidence_of(view) if r.to_move == 0 and len(r.legal_moves()) > 1 else ()
            if evidence:
                truth = [r.hand_mask(s) for s in range(players)]
                know = knowledge_of(view)
                plain = [world_weight(evidence, sampler.sample_hands(know, rng)[0])
                         for _ in range(200)]
                out.append(math.log(world_weight(evidence, truth) / statistics.fmean(plain)))
            r = r.play(bot.choose(view, rng))
    half = 1.96 * statistics.stdev(out) / math.sqrt(len(out)) if len(out) > 1 else 0.0
    return statistics.fmean(out), half, len(out)


def _seat0_views(preset: str, players: int, deals: int) -> Iterator[SeatView]:
    """Seat 0's views at its decisions with a choice, in rounds of ``medium``."""
    rules = find_preset(preset)
    bot = MediumBot()
    for seed in range(deals):
        r = Round.deal(rules, random.Random(seed), players, leader=seed % players)
        rng = random.Random(seed)
        while r.outcome() is None:
            view = r.view(r.to_move)
            if r.to_move == 0 and len(r.legal_moves()) > 1 and DECLINE not in r.legal_moves():
                yield view
            r = r.play(bot.choose(view, rng))


def stability(preset: str, players: int, deals: int) -> tuple[int, float, float]:
    """Decisions, share where two seeds agree, share where the default agrees with 4x."""
    hard, big = HardBot(), HardBot(samples=256)
    n = same = agree = 0
    for view in _seat0_views(preset, players, deals):
        m1 = hard.choose(view, random.Random(2 * n + 1))
        m2 = hard.choose(view, random.Random(2 * n + 2))
        n += 1
        same += m1 == m2
        agree += m1 == big.choose(view, random.Random(0))
    return n, same / n, agree / n


def tree(preset: str, players: int, deals: int) -> tuple[int, float, float, float]:
    """Searched decisions; median descents per root move and tree nodes; share of the seat's
    later choices inside the tree made by UCB."""
    bot = ExpertBot(seconds=None)
    per_move, nodes, ucb, young = [], [], 0, 0
    for view in _seat0_views(preset, players, deals):
        if sum(view.hand_sizes) - 1 <= bot.exact_tiles and view.drawable == 0:
            continue  # hard's exact endgame decides these
        t = bot.search(view, random.Random(1))
        per_move.append(t.iterations / len(t.root_codes))
        nodes.append(t.root.size())
        stack: list[Node] = list(t.root.after.values())
        while stack:
            node = stack.pop()
            ucb += max(0, node.visits - bot.grow)
            young += min(node.visits, bot.grow)
            stack.extend(node.after.values())
    return (len(per_move), statistics.median(per_move), statistics.median(nodes),
            ucb / max(1, ucb + young))


class _Oracle(HardBot):
    """``hard`` whose every world is the real deal (``truth``, set before each move)."""

    def __init__(self) -> None:
        super().__init__()
        self.truth: tuple[list[int], list[int]] = ([], [])

    def _evaluate(self, view: SeatView, know: Knowledge, worlds: int, alive: list[int],
                  codes: list[int], values: list[list[float]],
                  how: tuple[Evaluator, int, int, random.Random]) -> None:
        ev, per, limit, rng = how
        k = kernel_for(view, know, list(self.truth[0]), list(self.truth[1]))
        for _ in range(worlds):
            for i in alive:
                values[i].append(self._value(k, codes[i], ev, (per, limit), rng))


def oracle(preset: str, players: int, deals: int, seed: int) -> arena.Tally:
    """The arena's tally of ``hard`` shown the hidden tiles against ``medium``."""
    rules = find_preset(preset)
    bot, tally = _Oracle(), arena.Tally()

    def watch(r: Round) -> None:
        bot.truth = ([r.hand_mask(s) for s in range(r.players)], [t.index for t in r.bazaar])

    for i in range(deals):
        arena.play_deal(rules, players, (bot, MediumBot()), seed * 1_000_003 + i, tally, watch)
    return tally


def main() -> None:
    """Print the figures."""
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("what", choices=("calibration", "oracle", "stability", "tree"))
    p.add_argument("--cases", default="kozel_2x2:4,kozel:3,muggins:4,telephone:4,bergen:4")
    p.add_argument("--preset", default="muggins")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--deals", type=int, default=30)
    p.add_argument("--seed", type=int, default=12)
    p.add_argument("--beta", type=float, default=None, help="instead of sampler.BETA")
    p.add_argument("--score-weight", type=float, default=None,
                   help="instead of sampler.SCORE_WEIGHT, for every way of scoring in play")
    args = p.parse_args()
    if args.beta is not None:
        sampler.BETA = args.beta
    if args.score_weight is not None:
        sampler.SCORE_WEIGHT = dict.fromkeys(sampler.SCORE_WEIGHT, args.score_weight)
    if args.what == "oracle":
        tally = oracle(args.preset, args.players, args.deals, args.seed)
        print(f"oracle hard vs medium, {args.preset}, {args.players} players, {args.deals} deals, "
              f"seed {args.seed}")
        print(arena.report(tally, "oracle-hard", "medium"))
        return
    for case in args.cases.split(","):
        preset, players = case.split(":")
        if args.what == "stability":
            n, same, agree = stability(preset, int(players), args.deals)
            print(f"{preset} {players}p: {n} decisions, hard's move the same with two seeds "
                  f"{100 * same:.0f}%, the same as with 4x the worlds {100 * agree:.0f}%",
                  flush=True)
        elif args.what == "tree":
            n, per, size, by_ucb = tree(preset, int(players), args.deals)
            print(f"{preset} {players}p: {n} searched decisions, descents per root move "
                  f"{per:.0f}, tree nodes {size:.0f}, own later choices in the tree by UCB "
                  f"{100 * by_ucb:.0f}%", flush=True)
        else:
            mean, half, n = calibration(preset, int(players), args.deals)
            print(f"{preset} {players}p: {n} decisions, log weight of the true world over a "
                  f"plain one {mean:+.3f} ± {half:.3f}", flush=True)


if __name__ == "__main__":
    main()
