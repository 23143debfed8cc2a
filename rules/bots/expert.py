"""``expert`` (prototype)."""

from __future__ import annotations

import random

from rules.bots.belief import Model, sample_posterior
from rules.bots.hard import HardBot, _lead_bonus
from rules.tiles import SUIT, ALL_TILES
from rules.bots.ismcts import Search
from rules.bots.kernel import code_of, move_of
from rules.bots.knowledge import knowledge_of
from rules.bots.medium import MediumBot
from rules.bots.sampler import kernel_for, sample_worlds
from rules.bots.search import Evaluator
from rules.bots.values import ScoreContext
from rules.moves import DECLINE, Move
from rules.views import SeatView

__all__ = ["ExpertBot"]


class ExpertBot:
    """Prototype ISMCTS."""

    name = "expert"

    def __init__(self, iterations: int = 3000, worlds: int = 128, c: float = 12.0,
                 greedy: float = 0.75, exact_tiles: int = 12, others: bool = False,
                 paired: bool = False, opp_greedy: float | None = None,
                 delta: float = 0.0, partner: Model | None = None,
                 opponent: Model | None = None) -> None:
        self.opp_greedy, self.delta, self.partner, self.opponent = opp_greedy, delta, partner, opponent
        self.others, self.paired = others, paired
        self.iterations, self.worlds, self.c, self.greedy = iterations, worlds, c, greedy
        self.exact_tiles = exact_tiles
        self._fallback = MediumBot()
        self._hard = HardBot()

    def choose(self, view: SeatView, rng: random.Random,
               context: ScoreContext | None = None) -> Move:
        moves = view.legal_moves()
        if len(moves) == 1:
            return moves[0]
        if DECLINE in moves:
            return self._fallback.choose(view, rng, context)
        if sum(view.hand_sizes) - 1 <= self.exact_tiles and view.drawable == 0:
            return self._hard.choose(view, rng, context)
        know = knowledge_of(view)
        evs = [Evaluator(view.rules, view.players, s, _lead_bonus(view), context,
                         self.greedy) for s in range(view.players)]
        models: dict[int, Model] = {}
        for x in range(view.players):
            if x == view.seat:
                continue
            same = view.rules.side_of(x, view.players) == view.rules.side_of(view.seat, view.players)
            m = self.partner if same else self.opponent
            if m is not None:
                models[x] = m
        if models:
            drawn = sample_posterior(view, know, models, self.worlds, rng)
        else:
            drawn = sample_worlds(view, know, self.worlds, rng)
        worlds = [kernel_for(view, know, h, b) for h, b in drawn]
        snaps = [k.snapshot() for k in worlds]
        tree = set(range(view.players)) if self.others else {view.seat}
        side = view.rules.side_of(view.seat, view.players)
        og = self.greedy if self.opp_greedy is None else self.opp_greedy
        gs = [self.greedy if view.rules.side_of(x, view.players) == side else og
              for x in range(view.players)]
        s = Search(evs, view.seat, self.c, self.greedy, rng, [code_of(m) for m in moves], tree, gs)
        if self.paired:
            codes = [code_of(m) for m in moves]
            for i in range(self.iterations // len(codes)):
                j = i % len(worlds)
                s.iterate_paired(worlds[j], snaps[j], codes)
            return move_of(self._pick(s, view, codes))
        for i in range(self.iterations):
            j = i % len(worlds)
            k = worlds[j]
            s.iterate(k)
            k.restore(snaps[j])
            k.undo.clear()
        return move_of(s.best())

    def _pick(self, s, view, codes):
        st = s.root.stats
        mean = {c: st[c][1] / max(1.0, st[c][0]) for c in codes}
        best = max(mean.values())
        near = [c for c in codes if mean[c] >= best - self.delta]
        if len(near) == 1 or not self.delta:
            return max(codes, key=lambda c: mean[c])
        hand = view.hand_mask
        def sig(c):
            if c >= 64:
                return (0, mean[c])
            t = ALL_TILES[c >> 1]
            l, r = view.ends
            n = t.other(l) if (c & 1) == 0 else t.other(r)
            rest = hand & ~t.bit
            return (min(3, (rest & SUIT[n]).bit_count()), t.pips + 4 * t.is_double)
        return max(near, key=sig)
