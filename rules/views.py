"""``SeatView``: all that one seat may know of a round; all a bot ever sees.

A view holds the seat's own tiles, how many tiles each other seat and the
bazaar hold, the line, and the public history (who played what, who drew,
who knocked).  The tiles other seats drew stay hidden until the round ends,
when every hand is shown, as at a real table.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.config import BadData, Draw, Rules
from rules.legal import lead_moves, legal_placements
from rules.moves import DECLINE, DRAW, PASS, Move, MoveKind
from rules.records import Outcome, Placed, Step, build_line
from rules.round import SIX_SIX, Round
from rules.tiles import Tile, mask_of, parse_tiles, tiles_of

__all__ = ["VIEW_FORMAT", "SeatView"]

VIEW_FORMAT = 1
"""Version of the JSON form of ``SeatView``."""


@dataclass(frozen=True, slots=True)
class SeatView:
    """What ``seat`` knows: its hand, counts of the others, the line, the public history."""

    rules: Rules
    players: int
    seat: int
    hand: tuple[Tile, ...]
    hand_sizes: tuple[int, ...]
    bazaar_size: int
    ends: tuple[int, int] | None
    to_move: int
    leader: int
    history: tuple[Step, ...]
    lead_options: tuple[Tile, ...]
    """Tiles this seat may lead now (empty unless it leads now)."""
    offer: int | None
    has_drawn: bool
    knocks: int
    outcome: Outcome | None
    lots: tuple[Tile, ...] = ()
    redeals: tuple[tuple[int, str], ...] = ()

    @classmethod
    def of(cls, r: Round, seat: int) -> SeatView:
        """The view of ``seat`` on round ``r``."""
        if not 0 <= seat < r.players:
            raise ValueError(f"seat: no seat {seat} among {r.players}")
        history = tuple(s if s.seat == seat or s.drawn is None else Step(s.seat, s.move)
                        for s in r.history())
        leading = r.ends is None and r.to_move == seat and r.outcome() is None
        options = tuple(m.tile for m in r.legal_moves() if m.tile) if leading else ()
        return cls(
            r.rules, r.players, seat, r.hand(seat), r.hand_sizes, len(r.bazaar), r.ends,
            r.to_move, r.leader, history, options, r.offer, r.has_drawn, r.knocks,
            r.outcome(), r.lots, r.redeals,
        )

    # -- derived ------------------------------------------------------------

    @property
    def hand_mask(self) -> int:
        """This seat's tiles as a bitmask."""
        return mask_of(self.hand)

    @property
    def drawable(self) -> int:
        """Bazaar tiles that may still be drawn."""
        if self.rules.draw == Draw.NONE:
            return 0
        return max(0, self.bazaar_size - self.rules.bazaar_reserve)

    @property
    def line(self) -> tuple[Placed, ...]:
        """The tiles on the table, left to right, oriented."""
        return build_line(self.history)[0]

    @property
    def lead_index(self) -> int:
        """Index in ``line`` of the tile that was led."""
        return build_line(self.history)[1]

    @property
    def table(self) -> tuple[Tile, ...]:
        """Tiles on the table, in index order."""
        return tiles_of(sum(t.bit for s in self.history for t in s.move.tiles))

    @property
    def partner(self) -> int | None:
        """The partner's seat in team play."""
        return (self.seat + 2) % 4 if self.rules.teams and self.players == 4 else None

    def can_draw(self) -> bool:
        """Whether this seat, on move, may draw."""
        if self.rules.draw == Draw.NONE or (self.has_drawn and self.rules.draw == Draw.ONE):
            return False
        return self.drawable > 0

    def legal_moves(self) -> tuple[Move, ...]:
        """This seat's legal moves; empty when it is not this seat's turn."""
        if self.outcome is not None or self.to_move != self.seat:
            return ()
        if self.ends is None:
            if self.offer is not None:
                return (Move.lead(SIX_SIX), DECLINE)
            return lead_moves(mask_of(self.lead_options))
        left, right = self.ends
        return legal_placements(self.rules, self.hand_mask, left, right) or (
            (DRAW,) if self.can_draw() else (PASS,)
        )

    def knocked_on(self, seat: int) -> list[tuple[int, int]]:
        """The ends a seat knocked or drew on: it held neither number then."""
        out: list[tuple[int, int]] = []
        ends: tuple[int, int] | None = None
        for step in self.history:
            kind = step.move.kind
            if step.seat == seat and kind in (MoveKind.PASS, MoveKind.DRAW) and ends is not None:
                out.append(ends)
            ends = _ends_after(ends, step.move)
        return out

    # -- JSON ---------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """Plain JSON-able data with a format version."""
        o = self.outcome
        return {
            "format": VIEW_FORMAT,
            "rules": self.rules.to_json(),
            "players": self.players,
            "seat": self.seat,
            "hand": [str(t) for t in self.hand],
            "hand_sizes": list(self.hand_sizes),
            "bazaar_size": self.bazaar_size,
            "ends": None if self.ends is None else list(self.ends),
            "to_move": self.to_move,
            "leader": self.leader,
            "history": [_step_json(s) for s in self.history],
            "lead_options": [str(t) for t in self.lead_options],
            "offer": self.offer,
            "has_drawn": self.has_drawn,
            "knocks": self.knocks,
            "outcome": None if o is None else outcome_json(o),
            "lots": [str(t) for t in self.lots],
            "redeals": [list(r) for r in self.redeals],
        }

    @classmethod
    def from_json(cls, data: Any) -> SeatView:
        """Rebuild from ``to_json`` data; ``BadData`` with the reason if wrong."""
        if not isinstance(data, dict) or data.get("format") != VIEW_FORMAT:
            raise BadData("view: not a seat view of a known format")
        try:
            ends = data["ends"]
            return cls(
                Rules.from_json(data["rules"]), int(data["players"]), int(data["seat"]),
                parse_tiles(data["hand"]), tuple(int(n) for n in data["hand_sizes"]),
                int(data["bazaar_size"]), None if ends is None else (int(ends[0]), int(ends[1])),
                int(data["to_move"]), int(data["leader"]),
                tuple(_step_from_json(s) for s in data["history"]),
                parse_tiles(data["lead_options"]),
                None if data["offer"] is None else int(data["offer"]),
                bool(data["has_drawn"]), int(data["knocks"]),
                None if data["outcome"] is None else outcome_from_json(data["outcome"]),
                parse_tiles(data["lots"]), tuple((int(a), str(b)) for a, b in data["redeals"]),
            )
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            raise BadData(f"view: cannot read: {exc}") from None


def _ends_after(ends: tuple[int, int] | None, move: Move) -> tuple[int, int] | None:
    t = move.tile
    if t is None or move.kind == MoveKind.PAIR:
        return ends
    if move.kind == MoveKind.LEAD:
        return (t.high, t.low) if move.end else (t.low, t.high)
    assert ends is not None
    left, right = ends
    return (t.other(left), right) if move.end == 0 else (left, t.other(right))


def _step_json(step: Step) -> list[Any]:
    out: list[Any] = [step.seat, str(step.move)]
    if step.drawn is not None:
        out.append(str(step.drawn))
    return out


def _step_from_json(data: Any) -> Step:
    drawn = Tile.parse(data[2]) if len(data) > 2 else None
    return Step(int(data[0]), Move.parse(data[1]), drawn)


def outcome_json(o: Outcome) -> dict[str, Any]:
    """An ``Outcome`` as plain JSON-able data."""
    return {
        "kind": o.kind, "by": o.by, "hands": [[str(t) for t in h] for h in o.hands],
        "blocked": o.blocked, "lead": None if o.lead is None else str(o.lead),
        "last": [str(t) for t in o.last], "hundred": o.hundred,
    }


def outcome_from_json(data: Any) -> Outcome:
    """Read back ``outcome_json`` data."""
    if data["kind"] not in ("out", "fish"):
        raise ValueError(f"unknown outcome kind {data['kind']!r}")
    lead = data["lead"]
    return Outcome(
        data["kind"], int(data["by"]), tuple(parse_tiles(h) for h in data["hands"]),
        bool(data["blocked"]), None if lead is None else Tile.parse(lead),
        parse_tiles(data["last"]), None if data["hundred"] is None else int(data["hundred"]),
    )

