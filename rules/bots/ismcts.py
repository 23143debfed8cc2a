"""Single-observer information-set Monte Carlo tree search (Cowling, Powley, Whitehouse 2012).

One tree for one decision, shared by every sampled world.  A node is what the searching
seat has seen since the root (the public moves: a draw is the same code whatever tile it
brought), so its statistics pool the worlds that look alike to that seat, and the seat's
later choices are made by what it could know, not by the hidden tiles of one world (the
strategy fusion of plain determinised search).  Only the searching seat's own decisions
branch by UCB; the other seats (partner included) play the greedy-random policy of the
playouts, the policy the world sampler's move model is fitted to.  A move available in
only some worlds is scored by how often it was available (the ``avail`` count), as the
paper's ISMCTS does.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

from rules.bots.kernel import LEAD, Kernel, heaviest, playout
from rules.bots.kernel_board import BoardKernel
from rules.bots.playout_board import board_policy
from rules.bots.search import Evaluator

__all__ = ["Node", "Search"]


@dataclass(slots=True)
class Node:
    """Statistics of the searching seat's moves at one information set, and the nodes after."""

    stats: dict[int, list[float]] = field(default_factory=dict)
    """Per move code: ``[visits, total value, times available]``."""
    after: dict[int, Node] = field(default_factory=dict)
    """The node reached by each move code (any seat's)."""
    visits: int = 0
    """Times the searching seat had a choice here."""

    def child(self, code: int) -> Node:
        """The node after ``code``, made on first use."""
        nxt = self.after.get(code)
        if nxt is None:
            nxt = self.after[code] = Node()
        return nxt

    def size(self) -> int:
        """Nodes in this subtree, this one included."""
        return 1 + sum(n.size() for n in self.after.values())


class Search:
    """The tree of one decision; each ``iterate`` is one descent in one world."""

    def __init__(self, ev: Evaluator, seat: int, root_codes: list[int], rng: random.Random,
                 c: float, greedy: float, grow: int = 0) -> None:
        """``ev`` values finished rounds for ``seat``'s side; ``c`` is the UCB constant (points).

        A node below the root chooses by UCB only after ``grow`` visits; until then the seat
        plays the playout policy there (the statistics are kept), so a young node does not
        try every move in turn, which would make the seat's later play nearly random.
        """
        self.ev, self.seat, self.root_codes, self.rng = ev, seat, root_codes, rng
        self.c, self.greedy, self.grow = c, greedy, grow
        self.root = Node()
        self.iterations = 0

    def iterate_paired(self, k: Kernel) -> None:
        """One descent per root move, all in world ``k``: their differences are paired."""
        for code in self.root_codes:
            self.iterate(k, code)

    def iterate(self, k: Kernel, first: int | None = None) -> None:
        """Select down the tree in world ``k`` (from root move ``first`` if given), grow it by
        one decision, play out, back the value up.

        ``k`` is left as it was found (the tree's moves are unmade, the playout restored).
        """
        node, path, made = self.root, [], 0
        if first is not None:
            path.append(self._entry(node, self.root_codes, first))
            k.make(first)
            made, node = 1, node.child(first)
        while k.result is None:
            code, step, stop = self._select(node, k)
            if step is not None:
                path.append(step)
            k.make(code)
            made += 1
            node = node.child(code)
            if stop:
                break  # the tree grew by one decision: the playout takes it from here
        if k.result is None:
            snap = k.snapshot()
            playout(k, self.rng, self.greedy)
            value = self.ev.leaf(k)
            k.restore(snap)
        else:
            value = self.ev.leaf(k)
        for _ in range(made):
            k.unmake()
        for entry in path:
            entry[0] += 1
            entry[1] += value
        self.iterations += 1

    @staticmethod
    def _entry(node: Node, codes: list[int], code: int) -> list[float]:
        """The statistics of ``code`` at ``node``; every move of ``codes`` counted available."""
        st = node.stats
        for x in codes:
            e = st.get(x)
            if e is None:
                e = st[x] = [0.0, 0.0, 0.0]
            e[2] += 1
        return st[code]

    def _select(self, node: Node, k: Kernel) -> tuple[int, list[float] | None, bool]:
        """The move at ``node``, the statistics it updates (None: not our decision), and
        whether the descent stops after it."""
        if k.turn != self.seat:
            return self._policy(k), None, False
        codes = self.root_codes if node is self.root else k.legal()
        if len(codes) == 1:
            return codes[0], None, False
        node.visits += 1
        if node is not self.root and node.visits <= self.grow:
            code = self._policy(k)
            return code, self._entry(node, codes, code), True
        st = node.stats
        untried = [x for x in codes if x not in st or st[x][0] == 0]
        if untried:
            code = untried[int(self.rng.random() * len(untried))]
            return code, self._entry(node, codes, code), True
        self._entry(node, codes, codes[0])
        best, code, c = -math.inf, codes[0], self.c
        for x in codes:
            e = st[x]
            u = e[1] / e[0] + c * math.sqrt(math.log(e[2]) / e[0])
            if u > best:
                best, code = u, x
        return code, st[code], False

    def _policy(self, k: Kernel) -> int:
        """The playout policy's move: the heaviest tile (either end it fits, at random) with
        chance ``greedy``, else any legal move; on the board kernel the board playout's
        policy (the arms' codes are not the line's, and the greedy move there scores)."""
        if isinstance(k, BoardKernel):
            return board_policy(k, self.rng, self.greedy)
        codes = k.legal()
        n = len(codes)
        if n == 1:
            return codes[0]
        rnd = self.rng.random
        if rnd() < self.greedy and codes[-1] < LEAD:  # placements only: lead and pairs vary
            mask = 0
            for x in codes:
                mask |= 1 << (x >> 1)
            t = heaviest(mask)
            ends = [x for x in codes if x >> 1 == t]
            return ends[0] if len(ends) == 1 or rnd() < 0.5 else ends[1]
        return codes[int(rnd() * n)]

    def best(self) -> int:
        """The most visited root move (ties: the better mean), the robust choice."""
        return max(self.root_codes, key=lambda x: (self.visits(x), self.mean(x)))

    def visits(self, code: int) -> int:
        """Descents through root move ``code`` so far."""
        e = self.root.stats.get(code)
        return 0 if e is None else int(e[0])

    def best_mean(self) -> int:
        """The root move with the best mean value (for paired descents: a paired comparison)."""
        return max(self.root_codes, key=lambda x: (self.mean(x), self.visits(x)))

    def mean(self, code: int) -> float:
        """Mean value of root move ``code`` so far (0 if never tried)."""
        e = self.root.stats.get(code)
        return 0.0 if e is None or not e[0] else e[1] / e[0]
