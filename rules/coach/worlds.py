"""The worlds a move is judged in: the hidden hands a seat could face, or the real ones.

A fair review judges a move in the worlds consistent with what the seat knew, weighted as
the ``hard`` bot weights them (``rules.bots.sampler``).  When the hidden tiles can be
dealt in only a few ways and nothing can be drawn (so the bazaar's order cannot matter),
every deal is enumerated instead of sampled, and the review is exact there.  The
hindsight review has one world: the hands as they really were.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator
from dataclasses import dataclass

from rules.bots.kernel import bits_of
from rules.bots.knowledge import Knowledge, allowed_mask
from rules.bots.sampler import evidence_of, sample_worlds, world_weight
from rules.round import Round
from rules.views import SeatView

__all__ = ["World", "enumerable", "fair_worlds", "true_world"]


@dataclass(frozen=True, slots=True)
class World:
    """One deal of the hidden tiles: every hand as a bitmask, the bazaar's tile indices in
    draw order, and the world's weight (sampled worlds weigh 1 each)."""

    hands: tuple[int, ...]
    bazaar: tuple[int, ...]
    weight: float = 1.0


def true_world(r: Round) -> World:
    """The round as it really is: every hand and the bazaar in its real order."""
    return World(tuple(r.hand_mask(s) for s in range(r.players)),
                 tuple(t.index for t in r.bazaar))


def fair_worlds(view: SeatView, know: Knowledge, n: int, rng: random.Random,
                limit: int) -> tuple[tuple[World, ...], bool]:
    """Worlds for ``view`` and whether they are all of them (enumerated, weights exact).

    Enumerates when at most ``limit`` deals are possible and nothing can be drawn;
    otherwise samples ``n`` worlds, weighted by the plays seen (resampled, weight 1).
    """
    if view.drawable == 0 and enumerable(know) <= limit:
        evidence = evidence_of(view)
        worlds = [World(hands, bazaar, world_weight(evidence, list(hands)))
                  for hands, bazaar in _deals(know)]
        if worlds:
            return tuple(worlds), True
    sampled = sample_worlds(view, know, n, rng)
    return tuple(World(tuple(h), tuple(b)) for h, b in sampled), False


def enumerable(know: Knowledge) -> int:
    """How many deals of the unseen tiles there are at most (ignoring what seats lack)."""
    left = know.unseen.bit_count()
    count = 1
    for s in range(know.players):
        if s != know.seat:
            count *= math.comb(left, know.sizes[s])
            left -= know.sizes[s]
    return count


def _deals(know: Knowledge) -> Iterator[tuple[tuple[int, ...], tuple[int, ...]]]:
    """Every deal of the unseen tiles to the other seats that fits what they lack."""
    others = [s for s in range(know.players) if s != know.seat]
    allowed = {s: allowed_mask(know.voids[s]) for s in others}

    def deal(i: int, free: int, hands: list[int]) -> Iterator[tuple[tuple[int, ...],
                                                               tuple[int, ...]]]:
        if i == len(others):
            yield tuple(hands), bits_of(free)
            return
        s = others[i]
        for hand in _subsets(bits_of(free & allowed[s]), know.sizes[s]):
            hands[s] = hand
            yield from deal(i + 1, free & ~hand, hands)
        hands[s] = 0

    start = [0] * know.players
    start[know.seat] = know.hand
    yield from deal(0, know.unseen, start)


def _subsets(tiles: tuple[int, ...], size: int) -> Iterator[int]:
    """Every mask of ``size`` of ``tiles``."""
    if size == 0:
        yield 0
        return
    for i in range(len(tiles) - size + 1):
        bit = 1 << tiles[i]
        for rest in _subsets(tiles[i + 1:], size - 1):
            yield bit | rest
