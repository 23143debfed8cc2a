"""Hidden hands consistent with what a seat has seen: sizes, knocks, draws, tiles played."""

from __future__ import annotations

import math
import random
from itertools import accumulate
from typing import Any

from rules.board import Board, in_play, place
from rules.bots.kernel import SHED, Kernel, bits_of
from rules.bots.kernel_board import BoardKernel
from rules.bots.knowledge import Knowledge, allowed_mask, fitting
from rules.choices import ScoreInPlay
from rules.moves import MoveKind
from rules.tiles import ALL_TILES, mask_of, tiles_of
from rules.views import SeatView

__all__ = ["SCORE_WEIGHT", "Evidence", "deal_world", "evidence_of", "kernel_for", "sample_hands", "sample_worlds",
           "world_weight"]

_ATTEMPTS = 24
BETA = 0.15
"""How surely other seats shed heavy tiles: a tile kept that was playable and ``d`` heavier
than the one played makes a world ``exp(-BETA * d)`` as likely.  Mild, because ``medium``
and people often keep a heavy tile for its suit; ``heaviest`` never does."""
POOL = 3
"""Candidate worlds drawn per world kept when plays carry evidence."""

SCORE_WEIGHT = {ScoreInPlay.FIVES: 2.0, ScoreInPlay.BERGEN: 12.0}
"""In games with points in play, what a point a tile would have scored counts for, in shed
weight: a seat that placed a tile scoring ``p`` while keeping a playable one that would have
scored ``q > p`` kept something it would rather have played, as surely as a heavier tile.
Fitted by how much heavier the true world weighs than an unweighted one (docs/BOTS.md);
a Bergen head (2 or 3 points) is rarer and weighs more than a count of fives."""

Evidence = tuple[tuple[int, int, int | float, tuple[tuple[int, float], ...]], ...]
"""Per placement of another seat since its last draw: ``(seat, mask, worth, extra)``: the
playable tiles it would rather have placed, the worth (shed weight, plus points scored) of
the one it placed, and for tiles that would have scored, their bit and what that adds."""
_CHUNK = tuple(tuple(sum(SHED[7 * c + i] for i in range(7) if m >> i & 1) for m in range(128))
               for c in range(4))
_HEAVIER = tuple(sum(1 << t.index for t in ALL_TILES if SHED[t.index] > w) for w in range(17))


def _shed_sum(mask: int) -> int:
    c = _CHUNK
    return c[0][mask & 127] + c[1][mask >> 7 & 127] + c[2][mask >> 14 & 127] + c[3][mask >> 21]


def evidence_of(view: SeatView) -> Evidence:
    """What the other seats' plays say about the tiles they kept (none across a draw).

    A placement is worth its shed weight, and where points are scored in play
    ``SCORE_WEIGHT`` per point it scored; a playable tile kept that was worth more (heavier,
    or scoring more on one of the open ends) is evidence against holding it.
    """
    rules = view.rules
    per_point = SCORE_WEIGHT.get(rules.score_in_play, 0.0)
    table = 0 if view.start is None else mask_of(p.tile for p in view.start.line)
    out: list[tuple[int, int, int | float, tuple[tuple[int, float], ...]]] = []
    for board, step in zip(view.boards_before(), view.history, strict=True):
        move, seat = step.move, step.seat
        if move.kind is MoveKind.DRAW:
            out = [e for e in out if e[0] != seat]
        t = move.tile
        if t is not None and move.kind is MoveKind.PLAY and seat != view.seat:
            ends = tuple(v for v in board.ends if v >= 0)
            w = SHED[t.index]
            if per_point:
                out.append(_scoring_evidence(view, (board, table), seat, w + per_point * step.points,
                                             per_point))
            else:
                out.append((seat, fitting(ends) & _HEAVIER[w], w, ()))
        if move.is_placement:
            table |= sum(x.bit for x in move.tiles)
    return tuple(out)


def _scoring_evidence(view: SeatView, where: tuple[Board, int], seat: int, worth: float,
                      per_point: float) -> tuple[int, int, float, tuple[tuple[int, float], ...]]:
    """The evidence of one placement worth ``worth`` in a game with points in play: every
    tile that could have lain on an open end of the board (``where``: it and the tiles on
    the table) and was worth more."""
    board, table = where
    rules, n = view.rules, table.bit_count() + 1
    mask, extra = 0, []
    for c in tiles_of(fitting(tuple(v for v in board.ends if v >= 0)) & ~table & ~view.hand_mask):
        best = 0
        for end, v in enumerate(board.ends):
            if v >= 0 and c.has(v):
                best = max(best, in_play(rules, place(rules, board, c, end), n, False))
        score = per_point * best
        if SHED[c.index] + score > worth:
            mask |= c.bit
            if score:
                extra.append((c.bit, score))
    return seat, mask, worth, tuple(extra)


def world_weight(evidence: Evidence, hands: list[int]) -> float:
    """Relative likelihood of ``hands`` given the plays in ``evidence``."""
    d = 0.0
    for seat, mask, w, extra in evidence:
        kept = hands[seat] & mask
        if kept:
            d += _shed_sum(kept) - w * kept.bit_count()
            for bit, score in extra:
                if kept & bit:
                    d += score
    return math.exp(-BETA * d)


def sample_hands(know: Knowledge, rng: random.Random) -> tuple[list[int], list[int]]:
    """Random hands for the other seats and a bazaar order, consistent with ``know``."""
    return _Dealer(know).deal(rng)


class _Dealer:
    """Deals hidden tiles for one view; the seat order and allowed tiles are worked out once.

    Seats with the least slack choose first; after repeated failures (only possible
    when the inferences are very tight) the knock inferences are dropped rather than
    looping for ever.
    """

    def __init__(self, know: Knowledge) -> None:
        self.know = know
        others = [s for s in range(know.players) if s != know.seat]
        self.allowed = {s: allowed_mask(know.voids[s]) & know.unseen for s in others}
        self.order = sorted(others, key=lambda s: (self.allowed[s].bit_count() - know.sizes[s], s))

    def deal(self, rng: random.Random) -> tuple[list[int], list[int]]:
        """One deal of the hidden tiles: hands (ours included) and the bazaar in draw order."""
        know, allowed = self.know, self.allowed
        rnd = rng.random
        for attempt in range(_ATTEMPTS + 1):
            if attempt == _ATTEMPTS:
                allowed = dict.fromkeys(self.order, know.unseen)
            hands = [0] * know.players
            hands[know.seat] = know.hand
            free = know.unseen
            for s in self.order:
                pool = list(bits_of(allowed[s] & free))
                size, m = know.sizes[s], len(pool)
                if m < size:
                    break
                hand = 0
                for i in range(size):  # partial Fisher-Yates: ``size`` distinct tiles
                    j = i + int(rnd() * (m - i))
                    pool[i], pool[j] = pool[j], pool[i]
                    hand |= 1 << pool[i]
                hands[s] = hand
                free &= ~hand
            else:
                bazaar = list(bits_of(free))
                for i in range(len(bazaar) - 1, 0, -1):
                    j = int(rnd() * (i + 1))
                    bazaar[i], bazaar[j] = bazaar[j], bazaar[i]
                return hands, bazaar
        raise ValueError("view: hand sizes do not fit the unseen tiles")


def sample_worlds(view: SeatView, know: Knowledge, n: int,
                  rng: random.Random) -> list[tuple[list[int], list[int]]]:
    """``n`` worlds, resampled by likelihood from ``POOL * n`` candidates when plays tell something."""
    dealer = _Dealer(know)
    evidence = evidence_of(view)
    if not evidence:
        return [dealer.deal(rng) for _ in range(n)]
    pool = [dealer.deal(rng) for _ in range(POOL * n)]
    cum = list(accumulate(world_weight(evidence, hands) for hands, _ in pool))
    step = cum[-1] / n
    u = rng.random() * step
    out = []
    j = 0
    for i in range(n):  # systematic resampling: low variance, deterministic given rng
        target = u + i * step
        while j < len(cum) - 1 and cum[j] < target:
            j += 1
        out.append(pool[j])
    return out


def kernel_for(view: SeatView, know: Knowledge, hands: list[int], bazaar: list[int]) -> Kernel:
    """A kernel at the position of ``view`` with the given hidden hands and bazaar."""
    placer = view.last_placer
    left, right = view.ends if view.ends is not None else (-1, -1)
    line = view.line
    lead = line[view.lead_index].tile.bit if line else 0
    state: dict[str, Any] = {"leader": view.leader, "turn": view.to_move, "table": know.table,
             "knocks": view.knocks, "drew": view.has_drawn,
             "placer": -1 if placer is None else placer, "lead_mask": hands[view.to_move],
             "lead": lead}
    if view.board is not None:  # four arms or points in play
        return BoardKernel(view.rules, hands, bazaar, board=view.board, pts=view.play_points,
                           **state)
    return Kernel(view.rules, hands, bazaar, left=left, right=right, **state)


def deal_world(view: SeatView, know: Knowledge, rng: random.Random) -> Kernel:
    """One sampled world as a kernel ready to search."""
    hands, bazaar = sample_hands(know, rng)
    return kernel_for(view, know, hands, bazaar)


