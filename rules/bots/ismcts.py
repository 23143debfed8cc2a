"""Information-set Monte Carlo tree search over one seat's decisions (prototype)."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

from rules.bots.kernel import SHED, Kernel
from rules.bots.rollout import playout_seats
from rules.bots.search import Evaluator

__all__ = ["Node", "Search"]


@dataclass(slots=True)
class Node:
    """Statistics of the moves tried at one information set, and the nodes after them."""

    stats: dict[int, list[float]] = field(default_factory=dict)
    """Per move code: [visits, total value, times available]."""
    after: dict[int, Node] = field(default_factory=dict)


class Search:
    """One decision's tree; ``iterate`` adds one descent in a given world."""

    def __init__(self, evs: list[Evaluator], seat: int, c: float, greedy: float,
                 rng: random.Random, root_codes: list[int], tree_seats: set[int],
                 greedy_seats: list[float] | None = None) -> None:
        self.evs, self.seat, self.c, self.greedy, self.rng = evs, seat, c, greedy, rng
        self.root = Node()
        self.root_codes = root_codes
        self.tree_seats = tree_seats
        self.side_of = [ev.side for ev in evs]
        self.gs = greedy_seats or [greedy] * len(evs)

    def iterate_paired(self, k: Kernel, snap: tuple, alive: list[int]) -> None:
        """Every live root move in the same world ``k``; the subtree below each by UCB."""
        st = self.root.stats
        for code in alive:
            entry = st.setdefault(code, [0.0, 0.0, 0.0])
            k.make(code)
            node = self.root.after.get(code)
            if node is None:
                node = self.root.after[code] = Node()
            v = self.iterate(k, node, [(entry, self.seat)])
            k.restore(snap)
            k.undo.clear()

    def iterate(self, k: Kernel, node: Node | None = None,
                path: list[tuple[list[float], int]] | None = None) -> float:
        """One descent in world ``k`` (restored by the caller)."""
        node = node or self.root
        path = path if path is not None else []
        rng, c, tree = self.rng, self.c, self.tree_seats
        expanded = False
        while k.result is None and not expanded:
            turn = k.turn
            if turn in tree:
                codes = self.root_codes if node is self.root else k.legal()
                if len(codes) > 1:
                    st = node.stats
                    untried = [x for x in codes if x not in st]
                    if untried:
                        code = untried[int(rng.random() * len(untried))]
                        entry = st[code] = [0.0, 0.0, 1.0]
                        expanded = True
                    else:
                        best, code = -math.inf, codes[0]
                        for x in codes:
                            st[x][2] += 1
                        for x in codes:
                            e = st[x]
                            u = e[1] / e[0] + c * math.sqrt(math.log(e[2]) / e[0])
                            if u > best:
                                best, code = u, x
                        entry = st[code]
                    path.append((entry, turn))
                else:
                    code = codes[0]
            else:
                code = self._other(k)
            k.make(code)
            nxt = node.after.get(code)
            if nxt is None:
                nxt = node.after[code] = Node()
            node = nxt
        if k.result is None:
            playout_seats(k, rng, self.gs)
        values = {}
        for e, turn in path:
            side = self.side_of[turn]
            v = values.get(side)
            if v is None:
                v = values[side] = self.evs[turn].leaf(k)
            e[0] += 1
            e[1] += v
        return 0.0

    def _other(self, k: Kernel) -> int:
        codes = k.legal()
        if len(codes) == 1:
            return codes[0]
        rng = self.rng
        if rng.random() < self.gs[k.turn]:
            return max(codes, key=lambda x: (SHED[(x >> 1) & 31] if x < 128 else 0, rng.random()))
        return codes[int(rng.random() * len(codes))]

    def best(self) -> int:
        """The most visited root move."""
        st = self.root.stats
        return max(st, key=lambda x: (st[x][0], st[x][1] / max(1.0, st[x][0])))

    def best_mean(self) -> int:
        """The root move with the best mean value."""
        st = self.root.stats
        return max(st, key=lambda x: st[x][1] / max(1.0, st[x][0]))
