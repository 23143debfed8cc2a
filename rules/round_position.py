"""Reading a position text into the facts ``Round.from_position`` sets a round up from.

Every fact is checked: tiles given once, a line whose neighbours match, the last
placement at an end of it, seats that exist.  A text describing no state the rules
could reach raises ``ValueError`` naming the field.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.board import opens_at_once
from rules.config import Rules, ScoreInPlay
from rules.position import Position
from rules.records import Placed, Start
from rules.tiles import Tile, mask_of

__all__ = ["Setup", "setup_of", "table_of"]


@dataclass(frozen=True, slots=True)
class Setup:
    """A round's facts from a position text: the deal part and, once led, the table."""

    hands: tuple[tuple[Tile, ...], ...]
    bazaar: tuple[Tile, ...]
    leader: int
    lead: tuple[Tile, ...] | None
    offer: int | None
    start: Start | None = None
    """None before the lead: the round is then an ordinary deal."""
    to_move: int = 0
    knocks: int = 0
    drew: bool = False


def setup_of(text: str, rules: Rules) -> Setup:
    """The facts of a position text (``ValueError`` naming what is wrong)."""
    p = Position.parse(text)
    if p.seat is not None or isinstance(p.bazaar, int) or any(isinstance(h, int) for h in p.hands):
        raise ValueError("position: a round's position shows every tile (this is a seat's view)")
    hands = tuple(h for h in p.hands if not isinstance(h, int))
    bazaar = p.bazaar
    players = len(hands)
    if not 2 <= players <= 4:
        raise ValueError(f"position: hands: 2 to 4 hands, got {players}")
    every = [t for h in hands for t in h] + list(bazaar) + [q.tile for q in _placed(p)]
    if len(set(every)) != len(every):
        raise ValueError("position: a tile is given twice")
    for name, seat in (("leader", p.leader), ("turn", p.to_move), ("offer", p.offer),
                       ("last", p.last_seat), ("hundred", p.hundred)):
        if seat is not None and not 0 <= seat < players:
            raise ValueError(f"position: {name}: no seat {seat} among {players}")
    if not p.line:
        return _before_lead(p, hands, bazaar)
    return _on_table(p, rules, hands, bazaar)


def _before_lead(p: Position, hands: tuple[tuple[Tile, ...], ...],
                 bazaar: tuple[Tile, ...]) -> Setup:
    if p.knocks or p.drew or p.last or p.hundred is not None or p.points or p.spinner:
        raise ValueError("position: before the lead nobody has knocked, drawn or placed")
    if p.to_move != (p.leader if p.offer is None else p.offer):
        raise ValueError("position: turn: before the lead the leader (or the seat offered "
                         "the hundred move) moves")
    return Setup(hands, bazaar, p.leader, p.lead, p.offer)


def _on_table(p: Position, rules: Rules, hands: tuple[tuple[Tile, ...], ...],
              bazaar: tuple[Tile, ...]) -> Setup:
    if p.lead is not None or p.offer is not None:
        raise ValueError("position: 'lead' and 'offer' only exist before the lead")
    for left, right in zip(p.line, p.line[1:], strict=False):
        if left.b != right.a:
            raise ValueError(f"position: line: {left.a}:{left.b} does not touch "
                             f"{right.a}:{right.b}")
    for q in _placed(p):
        if not 0 <= q.seat < len(hands):
            raise ValueError(f"position: line: no seat {q.seat}")
    check_four_way(p, rules, len(hands))
    _check_last(p)
    if p.hundred is not None and not (rules.hundred_move and p.line[p.lead_index].tile
                                      == Tile(6, 6) and p.line[p.lead_index].seat == p.hundred):
        raise ValueError("position: hundred: only a 6:6 led by that seat, where the rules "
                         "have the hundred move")
    assert p.last_seat is not None
    empty = [s for s, h in enumerate(hands) if not h and s != p.last_seat]
    if empty:
        raise ValueError(f"position: hands: seat {empty[0]} holds no tiles but did not "
                         "place the last one")
    start = Start(p.line, p.lead_index, p.last, p.last_seat, p.hundred, p.spinner, p.branches,
                  p.points)
    return Setup(hands, bazaar, p.leader, None, None, start, p.to_move, p.knocks, p.drew)


def _placed(p: Position) -> list[Placed]:
    return [*p.line, *p.branches[0], *p.branches[1]]


def check_four_way(p: Position, rules: Rules, players: int) -> None:
    """The spinner, its arms and the points in play are ones the rules could have made."""
    spinner, (up, down) = p.spinner, p.branches
    if p.points and (len(p.points) != players or rules.score_in_play == ScoreInPlay.NONE):
        raise ValueError("position: points: one number a seat, where the rules score in play")
    if spinner is None:
        if up or down:
            raise ValueError("position: up/down: arms grow only from a spinner")
        if rules.is_spinner and any(q.tile.is_double for q in p.line):
            raise ValueError("position: spinner: the first double placed is the spinner; "
                             "name it")
        return
    if not rules.is_spinner:
        raise ValueError(f"position: spinner: {rules.name} is played on a line")
    if not spinner.is_double or spinner not in [q.tile for q in p.line]:
        raise ValueError("position: spinner: a double in the line")
    ends = (p.line[0].tile, p.line[-1].tile)
    if (up or down) and not opens_at_once(rules) and spinner in ends:
        raise ValueError("position: up/down: the arms open once both sides of the spinner "
                         "are taken")
    for name, arm in (("up", up), ("down", down)):
        shown = spinner.low
        for q in arm:
            if q.a != shown:
                raise ValueError(f"position: {name}: {q.a}:{q.b} does not touch {shown}")
            shown = q.b


def _check_last(p: Position) -> None:
    """The last placement lies at ends of the table (several doubles: each on its own)."""
    if not p.last:
        raise ValueError("position: last: once a tile is led, say which was placed last")
    ends = [p.line[0].tile, p.line[-1].tile, *(arm[-1].tile for arm in p.branches if arm)]
    ok = len(p.last) == 1 and p.last[0] in ends
    if len(p.last) > 1:
        ok = (len(set(p.last)) == len(p.last) <= 4 and all(t in ends for t in p.last)
              and all(t.is_double for t in p.last) and len(_placed(p)) > len(p.last))
    if not ok:
        raise ValueError("position: last: the last placement must lie at an end of the line")


def table_of(start: Start) -> tuple[int, int, int]:
    """The ends and the table bitmask of a start."""
    left, right = start.ends
    tiles = [*start.line, *start.branches[0], *start.branches[1]]
    return left, right, mask_of(q.tile for q in tiles)
