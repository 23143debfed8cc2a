"""``expert``: information-set tree search over worlds weighted by the other seats' moves.

Worlds (the hidden hands and the bazaar order) are drawn from the posterior of a move
model (``belief``): each placement another seat made is as likely as a softmax over its
legal placements of shed weight, doubles and tiles kept on the new ends, so a world in
which a seat kept a heavy playable tile is unlikely; knocks and draws are hard limits
(``knowledge``).  One tree is searched over all of them (``ismcts``) until the time budget
or the iteration cap runs out, and the most visited move wins.  The value of a finished
world is the ``hard`` bot's utility: the points the rules write (fish modes, double
bonuses, 0:0 / 6:6 alone) for the bot's side (partner included) against the others, a
round-win bonus, and with a ``ScoreContext`` the opening threshold and the goat limit.
Once no tile can be drawn and few are left in hands, the exact determinised endgame of
``hard`` decides (alpha-beta in each world is cheap there and strategy fusion small).
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable

from rules.bots.belief import Model, sample_posterior
from rules.bots.hard import HardBot
from rules.bots.ismcts import Search
from rules.bots.kernel import code_of, move_of
from rules.bots.knowledge import knowledge_of
from rules.bots.sampler import kernel_for
from rules.bots.search import Evaluator
from rules.bots.values import ScoreContext
from rules.moves import DECLINE, Move
from rules.views import SeatView

__all__ = ["MODEL", "ExpertBot"]

MODEL = Model()
"""The move model the worlds are weighted by: every other seat, partner included."""

_CLOCK_EVERY = 16
"""Descents between looks at the clock (a look costs about as much as a tenth of one)."""


class ExpertBot:
    """ISMCTS within ``seconds`` (and at most ``iterations`` descents) per decision."""

    name = "expert"

    def __init__(self, seconds: float | None = 1.0, iterations: int = 3000, worlds: int = 64,
                 c: float = 12.0, greedy: float = 0.75, model: Model | None = MODEL,
                 exact_tiles: int = 12, paired: bool = True, grow: int = 8,
                 clock: Callable[[], float] = time.perf_counter) -> None:
        """``seconds=None`` leaves only the iteration cap (reproducible: tests, arenas).

        ``model=None`` draws worlds uniformly (hard limits only); ``c`` is the UCB constant
        in points; ``greedy`` the other seats' and the playouts' heaviest-tile rate;
        ``paired`` tries every root move in each world (then the best mean wins) instead of
        choosing root moves by UCB (then the most visited wins); ``grow``: see ``Search``.
        """
        self.seconds, self.iterations, self.worlds = seconds, iterations, worlds
        self.c, self.greedy, self.model, self.clock = c, greedy, model, clock
        self.paired, self.grow = paired, grow
        self.exact_tiles = exact_tiles
        self._endgame = HardBot(exact_tiles=exact_tiles)
        self.last: Search | None = None
        """The tree of the last searched decision (for tests and benchmarks)."""

    def choose(self, view: SeatView, rng: random.Random,
               context: ScoreContext | None = None) -> Move:
        """The search's move: the best mean (paired) or the most visited root move.

        ``hard`` answers what needs no search of ours: a forced move, the hundred-move
        offer and the exact endgame.
        """
        moves = view.legal_moves()
        exact = sum(view.hand_sizes) - 1 <= self.exact_tiles and view.drawable == 0
        if len(moves) == 1 or DECLINE in moves or exact:
            return self._endgame.choose(view, rng, context)
        tree = self.search(view, rng, context)
        return move_of(tree.best_mean() if self.paired else tree.best())

    def search(self, view: SeatView, rng: random.Random,
               context: ScoreContext | None = None) -> Search:
        """Run the tree search of one decision and return the tree."""
        deadline = None if self.seconds is None else self.clock() + self.seconds
        know = knowledge_of(view)
        models = {} if self.model is None else {
            s: self.model for s in range(view.players) if s != view.seat}
        drawn = sample_posterior(view, know, models, self.worlds, rng)
        worlds = [kernel_for(view, know, hands, bazaar) for hands, bazaar in drawn]
        ev = Evaluator(view.rules, view.players, view.seat, context, self.greedy)
        codes = [code_of(m) for m in view.legal_moves()]
        tree = Search(ev, view.seat, codes, rng, self.c, self.greedy, self.grow)
        every = max(1, _CLOCK_EVERY // len(codes)) if self.paired else _CLOCK_EVERY
        i = 0
        while tree.iterations < self.iterations:
            if deadline is not None and i % every == 0 and self.clock() >= deadline:
                break
            k = worlds[i % len(worlds)]
            if self.paired:
                tree.iterate_paired(k)
            else:
                tree.iterate(k)
            i += 1
        self.last = tree
        return tree
