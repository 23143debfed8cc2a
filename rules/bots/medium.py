"""``medium``: fast heuristics (well under 1 ms a move) that count tiles and read knocks.

Each legal move gets a score: shed heavy tiles and doubles in time, keep ends of the
suits we hold most of, block the next opponent on the numbers he lacks, keep the
partner's numbers open, make a fish only when our side holds fewer points (never a void
one), and mind 0:0 / 6:6 alone and the score (opening threshold, goat limit).  Where points
are scored in play (GAMES.md: fives, Bergen's heads) it makes them and leaves the next
opponent as few as it can.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from rules.board import NO_BOARD, apply, in_play, place
from rules.bots.knowledge import Knowledge, allowed_mask, fitting, knowledge_of, mean_pips
from rules.bots.values import ScoreContext
from rules.choices import Fish, ScoreInPlay
from rules.config import Rules, Scoring
from rules.hands import mask_value
from rules.moves import DECLINE, Move, MoveKind
from rules.tiles import DOUBLES, SUIT, Tile, tiles_of
from rules.views import SeatView

__all__ = ["MediumBot", "Weights"]

_NONDOUBLE = tuple(SUIT[v] & ~DOUBLES for v in range(7))
_SIX = SUIT[6]


@dataclass(frozen=True, slots=True)
class Weights:
    """How much each consideration counts (tuned in the arena)."""

    pips: float = 1.0
    double: float = 4.0
    options: float = 2.5
    block: float = 6.0
    partner: float = 4.0
    dry: float = 5.0
    fish: float = 40.0
    score: float = 1.2
    """Per point scored in play (GAMES.md: fives, Bergen's heads), scaled to the target."""
    deny: float = 0.6
    """Per point the next opponent could score in play on the ends we leave."""


class MediumBot:
    """Strong heuristics: one look at each legal move, no search."""

    name = "medium"

    def __init__(self, weights: Weights | None = None) -> None:
        """Use ``weights`` instead of the tuned defaults."""
        self.weights = weights or Weights()

    def choose(self, view: SeatView, rng: random.Random,
               context: ScoreContext | None = None) -> Move:
        """The best-scoring legal move (random tie-break from ``rng``)."""
        moves = view.legal_moves()
        if len(moves) == 1:
            return moves[0]
        if DECLINE in moves:
            return _hundred(view, moves)
        know = knowledge_of(view)
        scorer = _Scorer(view, know, self.weights, context)
        return max(moves, key=lambda m: (scorer.score(m), rng.random()))


def _hundred(view: SeatView, moves: tuple[Move, ...]) -> Move:
    """Take the sea-goat hundred move only with a hand long in sixes."""
    sixes = (view.hand_mask & _SIX).bit_count()
    return moves[0] if sixes >= 4 else DECLINE


class _Scorer:
    """Scores moves for one decision; computed facts are shared by all moves."""

    def __init__(self, view: SeatView, know: Knowledge, w: Weights,
                 context: ScoreContext | None) -> None:
        self.view, self.know, self.w = view, know, w
        rules = view.rules
        n = view.players
        self.rules = rules
        self.teams = rules.teams and n == 4
        self.partner = (view.seat + 2) % 4 if self.teams else None
        self.next_opp = (view.seat + 1) % n
        self.others_can = [allowed_mask(v) & know.unseen for v in know.voids]
        self.pip_weight = w.pips * _pip_factor(rules, view, context)
        self.in_play = rules.score_in_play != ScoreInPlay.NONE
        self.board = view.board or NO_BOARD
        # A point in play is worth as much as the pips it takes to write one at round's end
        # (fives: one; Bergen, first to 10 or 15 by twos and threes: several).
        self.point_weight = 1.0 if rules.score_in_play == ScoreInPlay.FIVES else 6.0

    def score(self, m: Move) -> float:
        """Higher is better."""
        if not m.is_placement:
            return 0.0
        view, know, w = self.view, self.know, self.w
        after = know.hand & ~sum(t.bit for t in m.tiles)
        if after == 0:
            return 1e6
        ends = view.ends_after(m)
        s = self.pip_weight * sum(self._weight(t) for t in m.tiles)
        s += w.double * sum(t.is_double for t in m.tiles)
        mine = after & fitting(ends)
        s += w.options * min(mine.bit_count(), 3)
        s += self._blocking(ends)
        s += self._alone_risk(after)
        if view.ends is None:
            s += w.options * 0.5 * sum((after & SUIT[v]).bit_count() for v in set(ends))
        table = know.table | sum(t.bit for t in m.tiles)
        if self.in_play:
            s += self._in_play(m, table)
        if all(_NONDOUBLE[v] & table == _NONDOUBLE[v] for v in ends):
            s += self._fish(after)
        return s

    def _in_play(self, m: Move, table: int) -> float:
        """Points the move scores now, less what it lets the next opponent score."""
        board = apply(self.rules, self.board, m)
        tiles = table.bit_count()
        gain = in_play(self.rules, board, tiles, m.kind is MoveKind.LEAD)
        threat = 0
        for tile in tiles_of(self.others_can[self.next_opp]):
            for end, v in enumerate(board.ends):
                if v >= 0 and tile.has(v):
                    after = place(self.rules, board, tile, end)
                    threat = max(threat, in_play(self.rules, after, tiles + 1, False))
        return self.point_weight * (self.w.score * gain - self.w.deny * threat)

    def _weight(self, t: Tile) -> float:
        r = self.rules
        if t.index == 0:
            return max(r.zero_zero_value, r.zero_zero_alone * 0.5)
        if t.index == 27:
            return 12 + max(0, r.six_six_alone - 12) * 0.5
        return t.pips

    def _blocking(self, numbers: tuple[int, ...]) -> float:
        w = self.w
        ends = fitting(numbers)
        s = 0.0
        nxt = self.others_can[self.next_opp] & ends
        if not nxt:
            s += w.block
        if self.partner is not None and not self.others_can[self.partner] & ends:
            s -= w.partner
        if not self.know.unseen & ends:
            s += w.dry if self.know.hand & ends else -w.dry
        return s

    def _alone_risk(self, after: int) -> float:
        r = self.rules
        if after == 1 and r.zero_zero_alone:
            return -r.zero_zero_alone * self.pip_weight
        if after == Tile(6, 6).bit and r.six_six_alone > 12:
            return -(r.six_six_alone - 12) * self.pip_weight
        return 0.0

    def _fish(self, after: int) -> float:
        """A fish now: good if our side holds fewer points (more, when points are good)."""
        know, view = self.know, self.view
        if self.rules.fish == Fish.VOID:
            return -self.w.fish / 2  # a void fish throws the round away: play on instead
        ours = mask_value(self.rules, after)
        theirs = 0.0
        opponents = 0
        for s in range(view.players):
            if s == view.seat:
                continue
            est = view.hand_sizes[s] * mean_pips(self.others_can[s] or know.unseen)
            if s == self.partner:
                ours += int(est)
            else:
                theirs += est
                opponents += 1
        if not self.teams:
            theirs /= max(1, opponents)
        # The smaller side wins a fish in every variant (points bad or good).
        return self.w.fish if ours < theirs else -self.w.fish


def _pip_factor(rules: Rules, view: SeatView, context: ScoreContext | None) -> float:
    """Shed heavy tiles harder when the goat limit is near, softer while points are held."""
    if context is None or rules.scoring != Scoring.GOAT:
        return 1.0
    side = rules.side_of(view.seat, view.players)
    score = context.scores[side] if side < len(context.scores) else 0
    hand = mask_value(rules, view.hand_mask)
    if score + hand >= rules.goat_at:
        return 1.6
    opened = context.opened[side] if side < len(context.opened) else True
    if not opened and hand < rules.open_at:
        return 0.6
    return 1.0
