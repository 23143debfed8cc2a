"""The host's messages as the window reads them: the events a table tells, the moves, deals.

``kozel_gui.netplay.NetSession`` turns docs/PROTOCOL.md's messages into these (the seats
list into ``kozel_gui.net_roster.Roster``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from rules import Move, ScoreSheet, SeatView

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = ["Event", "Reported", "deal_of", "log_line"]


@dataclass(frozen=True, slots=True)
class Event:
    """Something the table should tell the person: ``kind`` and about whom."""

    kind: str
    """``left``, ``back``, ``stand_in``, ``waiting`` (the table waits for ``seat``'s person,
    gone without a word), ``phrase``, ``link_lost``, ``link_back``, ``refused``,
    ``gone`` (the connection is over for good), ``done`` (the table has finished),
    ``resync`` (back after a lost link), ``match_over``, ``again`` (``seat`` asks for another
    match), ``new_match`` (the host dealt it)."""
    seat: int | None = None
    detail: str = ""


@dataclass(frozen=True, slots=True)
class Reported:
    """A move the host reported, with our view after it."""

    number: int
    ply: int
    seat: int
    move: Move
    view: SeatView


def deal_of(state: dict[str, Any]) -> tuple[int, SeatView, ScoreSheet]:
    """The round number, our view and the sheet of a ``state`` message."""
    return (int(state["number"]), SeatView.from_json(state["view"]),
            ScoreSheet.from_json(state["sheet"]))


def log_line(app: Host, line: str) -> None:
    """A ``--log-moves`` line of a network table (a move as the table played it, the table
    opened): the same form as a local match's, so a script follows either the same way."""
    if getattr(app.args, "log_moves", False):
        print(line, flush=True)
