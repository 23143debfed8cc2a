"""Reading a seat's position text back into a ``SeatView`` (``SeatView.from_position``)."""

from __future__ import annotations

from typing import Any

from rules.board import of_table
from rules.config import Rules
from rules.legal import board_ends, knocks_block
from rules.position import Position
from rules.records import Outcome, OutcomeKind, Start
from rules.round_position import check_four_way
from rules.tiles import Tile, mask_of

__all__ = ["view_from_position"]


def view_from_position(text: str, rules: Rules) -> tuple[Any, ...]:
    """The fields of the ``SeatView`` a position text describes (``ValueError`` if wrong)."""
    p = Position.parse(text)
    if p.seat is None:
        raise ValueError("position: a seat's view starts with 'seat N'")
    players, seat = len(p.hands), p.seat
    if not 2 <= players <= 4 or not 0 <= seat < players:
        raise ValueError(f"position: seat {seat} among {players} hands")
    hand = p.hands[seat]
    if isinstance(hand, int):
        raise ValueError("position: a seat sees its own tiles")
    sizes = tuple(h if isinstance(h, int) else len(h) for h in p.hands)
    bazaar = p.bazaar if isinstance(p.bazaar, int) else len(p.bazaar)
    start = None
    if p.line:
        if p.last_seat is None or not 0 <= p.last_seat < players:
            raise ValueError("position: last: once a tile is led, say which was placed last")
        check_four_way(p, rules, players)
        start = Start(p.line, p.lead_index, p.last, p.last_seat, p.hundred, p.spinner,
                      p.branches, p.points)
    outcome = _outcome(p, rules, start, sizes, bazaar)
    options: tuple[Tile, ...] = ()
    if start is None and p.to_move == seat and outcome is None:
        options = hand if p.lead is None else p.lead
    ends = None if start is None else start.ends
    return (rules, players, seat, hand, sizes, bazaar, ends, p.to_move, p.leader, (), options,
            p.offer, p.drew, p.knocks, outcome, (), (), start, p.hundred)


def _outcome(p: Position, rules: Rules, start: Start | None, sizes: tuple[int, ...],
             bazaar: int) -> Outcome | None:
    """How the round ended, if it did; then every hand is shown (as at the table)."""
    if start is None:
        return None
    table = mask_of(q.tile for q in (*start.line, *start.branches[0], *start.branches[1]))
    hand_after = 0 if sizes[start.last_seat] == 0 else 1
    kind = board_ends(hand_after, of_table(rules, start), table)
    blocked = kind is None and not p.drew and knocks_block(rules, len(sizes), p.knocks, bazaar)
    if kind is None and not blocked:
        return None
    if any(isinstance(h, int) for h in p.hands):
        raise ValueError("position: the round is over, so every hand is shown")
    hands = tuple(h for h in p.hands if not isinstance(h, int))
    return Outcome(kind or OutcomeKind.FISH, start.last_seat, hands, blocked, start.lead,
                   start.last, p.hundred, start.points if any(start.points) else ())
