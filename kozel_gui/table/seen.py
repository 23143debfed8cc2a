"""What the table reads of a round: the engine's ``Round`` here, or one seat's view of it.

A match played at this computer hands the table the engine's ``Round``; a table played
over the network only ever has its own seat's ``SeatView`` (the host keeps the rest),
wrapped as a :class:`SeenRound`.  Both answer :class:`TableRound`, so the model, the
motions, the hint and the summary are written once for both.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from rules import Move, Outcome, Placed, RedealReason, Rules, SeatView, Step, Tile
from rules.board import Board

__all__ = ["SeenRound", "TableRound"]


class TableRound(Protocol):
    """The part of a round the table shows and plays from."""

    @property
    def rules(self) -> Rules: ...
    @property
    def players(self) -> int: ...
    @property
    def to_move(self) -> int: ...
    @property
    def leader(self) -> int: ...
    @property
    def hand_sizes(self) -> tuple[int, ...]: ...
    @property
    def bazaar_size(self) -> int: ...
    @property
    def ends(self) -> tuple[int, int] | None: ...
    @property
    def line(self) -> tuple[Placed, ...]: ...
    @property
    def lead_index(self) -> int: ...
    @property
    def ply(self) -> int: ...
    @property
    def table_mask(self) -> int: ...
    @property
    def play_points(self) -> tuple[int, ...]: ...
    @property
    def board_count(self) -> int: ...
    @property
    def spinner(self) -> Tile | None: ...
    @property
    def branches(self) -> tuple[tuple[Placed, ...], tuple[Placed, ...]]: ...
    @property
    def open_ends(self) -> tuple[int | None, int | None, int | None, int | None] | None: ...
    @property
    def board(self) -> Board | None: ...
    @property
    def lots(self) -> tuple[Tile, ...]: ...
    @property
    def redeals(self) -> tuple[tuple[int, RedealReason], ...]: ...

    def hand(self, seat: int) -> tuple[Tile, ...]:
        """The tiles of ``seat`` as far as they may be known here."""

    def history(self) -> tuple[Step, ...]:
        """Every move of the round, oldest first."""

    def outcome(self) -> Outcome | None:
        """How the round ended (None while it goes on)."""

    def legal_moves(self) -> tuple[Move, ...]:
        """The moves of the seat to move (empty where they are not known here)."""

    def view(self, seat: int) -> SeatView:
        """What ``seat`` knows."""


@dataclass(frozen=True, slots=True)
class SeenRound:
    """A round as one seat sees it: its own tiles, counts of the others, the public moves.

    Another seat's tiles are known only once the round is over (the outcome shows every
    hand); before that ``hand`` gives none of them.
    """

    seen: SeatView

    @property
    def rules(self) -> Rules:
        """The rules of the round."""
        return self.seen.rules

    @property
    def players(self) -> int:
        """How many seats."""
        return self.seen.players

    @property
    def seat(self) -> int:
        """The seat whose view this is."""
        return self.seen.seat

    @property
    def to_move(self) -> int:
        """Whose turn it is."""
        return self.seen.to_move

    @property
    def leader(self) -> int:
        """Who leads this round."""
        return self.seen.leader

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        """How many tiles each seat holds."""
        return self.seen.hand_sizes

    @property
    def bazaar_size(self) -> int:
        """Tiles left in the bazaar."""
        return self.seen.bazaar_size

    @property
    def ends(self) -> tuple[int, int] | None:
        """The open ends (None before the lead)."""
        return self.seen.ends

    @property
    def line(self) -> tuple[Placed, ...]:
        """The tiles on the table, left to right."""
        return self.seen.line

    @property
    def lead_index(self) -> int:
        """Index in ``line`` of the tile led."""
        return self.seen.lead_index

    @property
    def ply(self) -> int:
        """Moves made so far."""
        return len(self.seen.history)

    @property
    def table_mask(self) -> int:
        """The tiles on the table as a bitmask."""
        return self.seen.table_mask

    @property
    def play_points(self) -> tuple[int, ...]:
        """Points each seat scored in play so far this round."""
        return self.seen.play_points

    @property
    def board_count(self) -> int:
        """The count of the open ends (GAMES.md §0)."""
        return self.seen.board_count

    @property
    def spinner(self) -> Tile | None:
        """The four-way table's spinner, or None."""
        return self.seen.spinner

    @property
    def branches(self) -> tuple[tuple[Placed, ...], tuple[Placed, ...]]:
        """The up and down arms, each from the spinner outward."""
        return self.seen.branches

    @property
    def open_ends(self) -> tuple[int | None, int | None, int | None, int | None] | None:
        """``(left, right, up, down)`` open numbers (None: not open; None before the lead)."""
        return self.seen.open_ends

    @property
    def board(self) -> Board | None:
        """The open ends and the tiles lying at them (None on a plain line)."""
        return self.seen.board

    @property
    def lots(self) -> tuple[Tile, ...]:
        """Tiles drawn to decide the first lead."""
        return self.seen.lots

    @property
    def redeals(self) -> tuple[tuple[int, RedealReason], ...]:
        """Redeals before this deal."""
        return self.seen.redeals

    def hand(self, seat: int) -> tuple[Tile, ...]:
        """Our own tiles; another seat's only once the outcome shows them."""
        if seat == self.seen.seat:
            return self.seen.hand
        outcome = self.seen.outcome
        return outcome.hands[seat] if outcome is not None else ()

    def history(self) -> tuple[Step, ...]:
        """The public moves (our own draws with their tiles)."""
        return self.seen.history

    def outcome(self) -> Outcome | None:
        """How the round ended."""
        return self.seen.outcome

    def legal_moves(self) -> tuple[Move, ...]:
        """Our legal moves when it is our turn, else none."""
        return self.seen.legal_moves()

    def view(self, seat: int) -> SeatView:
        """Our view (no other seat's is known here)."""
        if seat != self.seen.seat:
            raise ValueError(f"seat {seat}: only seat {self.seen.seat}'s view is known here")
        return self.seen
