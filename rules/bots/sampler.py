"""Hidden hands consistent with what a seat has seen: sizes, knocks, draws, tiles played."""

from __future__ import annotations

import random

from rules.bots.kernel import Kernel, bits_of
from rules.bots.knowledge import Knowledge, allowed_mask
from rules.views import SeatView

__all__ = ["deal_world", "kernel_for", "sample_hands"]

_ATTEMPTS = 24


def sample_hands(know: Knowledge, rng: random.Random) -> tuple[list[int], list[int]]:
    """Random hands for the other seats and a bazaar order, consistent with ``know``.

    Seats with the least slack choose first; after repeated failures (only possible
    when the inferences are very tight) the knock inferences are dropped rather than
    looping for ever.
    """
    others = [s for s in range(know.players) if s != know.seat]
    allowed = {s: allowed_mask(know.voids[s]) & know.unseen for s in others}
    order = sorted(others, key=lambda s: (allowed[s].bit_count() - know.sizes[s], s))
    for attempt in range(_ATTEMPTS + 1):
        if attempt == _ATTEMPTS:
            allowed = dict.fromkeys(others, know.unseen)
        hands = [0] * know.players
        hands[know.seat] = know.hand
        free = know.unseen
        for s in order:
            pool = bits_of(allowed[s] & free)
            if len(pool) < know.sizes[s]:
                break
            for t in rng.sample(pool, know.sizes[s]):
                hands[s] |= 1 << t
            free &= ~hands[s]
        else:
            bazaar = list(bits_of(free))
            rng.shuffle(bazaar)
            return hands, bazaar
    raise ValueError("view: hand sizes do not fit the unseen tiles")


def kernel_for(view: SeatView, know: Knowledge, hands: list[int], bazaar: list[int]) -> Kernel:
    """A kernel at the position of ``view`` with the given hidden hands and bazaar."""
    placer = next((s.seat for s in reversed(view.history) if s.move.is_placement), -1)
    left, right = view.ends if view.ends is not None else (-1, -1)
    return Kernel(view.rules, hands, bazaar, leader=view.leader, turn=view.to_move, left=left,
                  right=right, table=know.table, knocks=view.knocks, drew=view.has_drawn,
                  placer=placer, lead_mask=hands[view.to_move])


def deal_world(view: SeatView, know: Knowledge, rng: random.Random) -> Kernel:
    """One sampled world as a kernel ready to search."""
    hands, bazaar = sample_hands(know, rng)
    return kernel_for(view, know, hands, bazaar)


