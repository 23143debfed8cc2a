"""The host's messages as the window reads them: the events a table tells, the seats.

``kozel_gui.netplay.NetSession`` turns docs/PROTOCOL.md's messages into these.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from kozel_gui.i18n import Gender
from kozel_gui.options import SeatSetup
from rules import Move, ScoreSheet, SeatView

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = ["Event", "Reported", "deal_of", "log_line", "seat_setup"]


@dataclass(frozen=True, slots=True)
class Event:
    """Something the table should tell the person: ``kind`` and about whom."""

    kind: str
    """``left``, ``back``, ``stand_in``, ``phrase``, ``link_lost``, ``link_back``, ``refused``,
    ``gone`` (the connection is over for good), ``done`` (the table has finished),
    ``resync`` (back after a lost link), ``match_over``, ``again`` (``seat`` asks for another
    match), ``new_match`` (the host dealt it)."""
    seat: int | None = None
    detail: str = ""


def seat_setup(public: dict[str, Any], own: bool) -> SeatSetup:
    """A seat of the host's ``seats`` list as the table's set-up holds it."""
    human = public.get("kind") == "human"
    try:
        gender = Gender.parse(public.get("gender"))
    except ValueError:
        gender = None
    return SeatSetup(str(public.get("name") or "?"), human=own, bot=str(public.get("bot") or "medium"),
                     personality=None if human else public.get("character"), gender=gender)


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
