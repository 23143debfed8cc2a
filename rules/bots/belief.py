"""Worlds weighted by how likely the other seats' plays were under a model of their play.

Each placement another seat made while it had a choice is an *event*; under the model a
seat holding ``H`` picks each legal placement with probability ``softmax(score)`` where
the score weighs the tile's pips, doubles, and how many of its tiles still match the new
ends.  A world's likelihood is the product over events of the chosen move's probability,
the hand at the event being the hand now plus what the seat placed since.  Events before
a seat's draw are dropped (the tiles drawn are unknown).  Worlds are drawn by a Metropolis
chain that swaps hidden tiles between holders, so every world it returns is consistent
with the view and drawn in proportion to its likelihood.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

from rules.bots.kernel import SHED, bits_of
from rules.bots.knowledge import Knowledge, allowed_mask
from rules.bots.sampler import sample_hands
from rules.moves import MoveKind
from rules.tiles import ALL_TILES, DOUBLES, SUIT
from rules.views import SeatView

__all__ = ["Event", "Model", "event_log_prob", "events_of", "likelihood", "sample_posterior"]

_LO = tuple(t.low for t in ALL_TILES)
_HI = tuple(t.high for t in ALL_TILES)


@dataclass(frozen=True, slots=True)
class Model:
    """Weights of the move score: per ``SHED`` point, per double, per tile kept on the new ends.

    The defaults are a conditional-logit fit to 908 decisions of ``hard`` in 4-player kozel
    (0.064, 0.803, 0.304; log-likelihood -853 against -905 for a uniform choice).
    """

    shed: float = 0.064
    double: float = 0.8
    keep: float = 0.3


@dataclass(frozen=True, slots=True)
class Event:
    """One placement by another seat: the tile, the end, the ends before, tiles placed since."""

    seat: int
    tile: int
    end: int
    left: int
    right: int
    later: int


def events_of(view: SeatView) -> list[Event]:
    """The other seats' placements on a line (not leads or pairs), none before their draws."""
    out: list[Event] = []
    for ends, step in view.ends_before():
        move, seat = step.move, step.seat
        if move.kind is MoveKind.DRAW:
            out = [e for e in out if e.seat != seat]
            continue
        if not move.tiles:
            continue
        bits = sum(x.bit for x in move.tiles)
        out = [Event(e.seat, e.tile, e.end, e.left, e.right, e.later | bits)
               if e.seat == seat else e for e in out]
        t = move.tile
        if move.kind is MoveKind.PLAY and seat != view.seat and t is not None and len(ends) == 2:
            left, right = ends  # the model knows two ends: four open arms tell it nothing
            out.append(Event(seat, t.index, move.end, left, right, 0))
    return out


def _score(m: Model, hand: int, t: int, left: int, right: int, end: int) -> float:
    lo, hi = _LO[t], _HI[t]
    if end == 0:
        a, b = (hi if lo == left else lo), right
    else:
        a, b = left, (hi if lo == right else lo)
    rest = hand & ~(1 << t)
    keep = min(3, (rest & (SUIT[a] | SUIT[b])).bit_count())
    return m.shed * SHED[t] + (m.double if DOUBLES >> t & 1 else 0.0) + m.keep * keep


def event_log_prob(m: Model, e: Event, hand_now: int) -> float:
    """Log-probability of the move of ``e`` for a seat that now holds ``hand_now``."""
    hand = hand_now | e.later | 1 << e.tile
    left, right = e.left, e.right
    fit = hand & (SUIT[left] | SUIT[right])
    chosen = _score(m, hand, e.tile, left, right, e.end)
    total = 0.0
    for t in bits_of(fit):
        lo, hi = _LO[t], _HI[t]
        if lo == left or hi == left:
            total += math.exp(_score(m, hand, t, left, right, 0) - chosen)
        if lo == right or hi == right:
            total += math.exp(_score(m, hand, t, left, right, 1) - chosen)
    return -math.log(total)


def likelihood(models: dict[int, Model], events: list[Event], hands: list[int]) -> float:
    """Log-likelihood of ``hands`` given the events (seats without a model add nothing)."""
    out = 0.0
    for e in events:
        m = models.get(e.seat)
        if m is not None:
            out += event_log_prob(m, e, hands[e.seat])
    return out


def sample_posterior(view: SeatView, know: Knowledge, models: dict[int, Model], n: int,
                     rng: random.Random, steps: int = 8) -> list[tuple[list[int], list[int]]]:
    """``n`` worlds (hands, bazaar order) drawn by a Metropolis chain over tile swaps."""
    events = [e for e in events_of(view) if e.seat in models]
    if not events:
        return [sample_hands(know, rng) for _ in range(n)]
    chain = _Chain(know, models, events, *sample_hands(know, rng))
    out: list[tuple[list[int], list[int]]] = []
    for _ in range(n):
        for _ in range(steps):
            chain.step(rng)
        out.append(chain.world(rng))
    return out


class _Chain:
    """Metropolis over assignments of hidden tiles; the bazaar is holder ``players``."""

    def __init__(self, know: Knowledge, models: dict[int, Model],
                 events: list[Event], hands: list[int], bazaar: list[int]) -> None:
        self.models, self.players = models, know.players
        self.holders = [s for s in range(know.players) if s != know.seat and know.sizes[s]]
        self.masks = [*hands, sum(1 << t for t in bazaar)]
        if bazaar:
            self.holders.append(know.players)
        self.allowed = [allowed_mask(know.voids[s]) & know.unseen if s != know.seat else 0
                        for s in range(know.players)] + [know.unseen]
        self.by_seat = {s: [e for e in events if e.seat == s] for s in models}
        self.ll = {s: self._seat_ll(s, self.masks[s]) for s in self.by_seat}

    def _seat_ll(self, seat: int, hand: int) -> float:
        m = self.models[seat]
        return sum(event_log_prob(m, e, hand) for e in self.by_seat.get(seat, ()))

    def step(self, rng: random.Random) -> None:
        """One proposed swap of a tile between two holders, accepted by the likelihood ratio."""
        if len(self.holders) < 2:
            return
        a, b = rng.sample(self.holders, 2)
        ma, mb = self.masks[a], self.masks[b]
        ta = _pick(ma & self.allowed[b], rng)
        tb = _pick(mb & self.allowed[a], rng)
        if ta < 0 or tb < 0:
            return
        na, nb = ma ^ (1 << ta) | 1 << tb, mb ^ (1 << tb) | 1 << ta
        new = {s: self._seat_ll(s, h) for s, h in ((a, na), (b, nb)) if s in self.by_seat}
        delta = sum(new[s] - self.ll[s] for s in new)
        # Hastings correction: the tiles that could move back need not be as many.
        aa, ab = self.allowed[a], self.allowed[b]
        back = (na & ab).bit_count() * (nb & aa).bit_count()
        if not back:
            return
        delta += math.log((ma & ab).bit_count() * (mb & aa).bit_count() / back)
        if delta >= 0 or rng.random() < math.exp(delta):
            self.masks[a], self.masks[b] = na, nb
            self.ll.update(new)

    def world(self, rng: random.Random) -> tuple[list[int], list[int]]:
        """The chain's current world: hands (ours included) and a shuffled bazaar."""
        bazaar = list(bits_of(self.masks[self.players]))
        rng.shuffle(bazaar)
        return list(self.masks[:self.players]), bazaar


def _pick(mask: int, rng: random.Random) -> int:
    if not mask:
        return -1
    bits = bits_of(mask)
    return bits[int(rng.random() * len(bits))]
