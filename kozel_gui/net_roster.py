"""Who sits where at a host's table, as one seat sees it: the host's public ``seats`` list.

The host sends every seat the same list (docs/PROTOCOL.md, ``seats``: each seat's kind,
name, gender, bot level or character, whether it is taken, connected, played by a stand-in,
waited for).
``Roster`` keeps the newest one, answers what the table asks about the people in it (names,
"you", faces, who is here now) and says what changed from one list to the next in the
events a table tells: someone left, came back, is played by a bot for now.
"""

from __future__ import annotations

from typing import Any

from kozel_gui.i18n import Gender, Person
from kozel_gui.i18n.names import name_gender, person_of
from kozel_gui.net_messages import Event
from kozel_gui.options import SeatSetup
from kozel_gui.protocol import side_names
from rules import ScoreSheet

__all__ = ["Roster", "seat_person", "seat_setup"]


def seat_setup(public: dict[str, Any], own: bool) -> SeatSetup:
    """A seat of the host's ``seats`` list as the table's set-up holds it."""
    human = public.get("kind") == "human"
    try:
        gender = Gender.parse(public.get("gender"))
    except ValueError:
        gender = None
    return SeatSetup(str(public.get("name") or "?"), human=own, bot=str(public.get("bot") or "medium"),
                     personality=None if human else public.get("character"), gender=gender)


def seat_person(public: dict[str, Any]) -> Person:
    """Who sits in a seat of the host's ``seats`` list, with the gender the host sent
    (said by the person as they sat down), else guessed from the name."""
    if public.get("kind") != "human":  # the host's name for it, the same at every window
        s = seat_setup(public, False)
        return Person(s.name, s.gender or name_gender(s.name))
    s = seat_setup(public, False)
    return person_of(s.name, s.gender, typed=True)


class Roster:
    """The seats of a host's table seen from ``seat`` (ours)."""

    def __init__(self, seat: int, seats: list[dict[str, Any]]) -> None:
        self.seat = seat
        self.seats = list(seats)
        """The host's newest ``seats`` list."""

    def setups(self) -> tuple[SeatSetup, ...]:
        """Every seat as the table's set-up holds it (only ours is played here)."""
        return tuple(seat_setup(s, i == self.seat) for i, s in enumerate(self.seats))

    def _person(self, seat: int) -> Person:
        return seat_person(self.seats[seat])

    def host_person(self) -> Person:
        """Who holds the table (the seat whose window serves it), in agreeing sentences
        («хозяйка ушла»); a person of no known gender where nobody does."""
        hosts = [i for i, s in enumerate(self.seats) if s.get("host") is True]
        return self.person(hosts[0]) if hosts else Person("")

    def name(self, seat: int) -> str:
        """The seat's name as the host announces it (a bot's too: one name at the table)."""
        return self._person(seat).name

    def person(self, seat: int) -> Person:
        """Who plays ``seat``; we are "you"."""
        who = self._person(seat)
        return Person.you(who.name, who.gender) if seat == self.seat else who

    def side_person(self, sheet: ScoreSheet, side: int) -> Person:
        """A side of ``sheet`` for sentences (a pair is phrased around; "you" with us in it)."""
        if sheet.sides == sheet.players:
            return self.person(side)
        name = side_names(sheet, [self.name(s) for s in range(sheet.players)])[side]
        if sheet.side_of(self.seat) == side:
            return Person.you(name)
        return Person(name)

    def avatar_hint(self, seat: int) -> str | None:
        """A bot's face; None (initials) for a person, here or elsewhere."""
        public = self.seats[seat]
        if public.get("kind") == "human":
            return None
        character = public.get("character")
        if character:
            from rules.bots.personalities import find_personality

            try:
                return find_personality(str(character)).avatar
            except KeyError:
                return ""
        return ""

    def connected(self, seat: int) -> bool:
        """Whether the person of ``seat`` is at the table now (bots always are)."""
        return bool(self.seats[seat].get("connected", True))

    def waited(self) -> list[int]:
        """The people the table waits for (gone without a word: no stand-in plays them)."""
        return [i for i, s in enumerate(self.seats)
                if i != self.seat and s.get("kind") == "human" and s.get("waiting")]

    def others_here(self) -> list[int]:
        """The other people at the table now, by seat."""
        return [i for i, s in enumerate(self.seats)
                if i != self.seat and s.get("kind") == "human" and s.get("connected")]

    def others_seated(self) -> list[int]:
        """The other people who sit at the table, here now or away (their seat kept)."""
        return [i for i, s in enumerate(self.seats)
                if i != self.seat and s.get("kind") == "human" and s.get("taken")]

    def update(self, seats: list[dict[str, Any]]) -> list[Event]:
        """Take the host's new list; what the table should say of the change."""
        events: list[Event] = []
        for i, (old, new) in enumerate(zip(self.seats, seats, strict=False)):
            if i == self.seat or new.get("kind") != "human":
                continue
            if new.get("waiting") and not old.get("waiting"):
                events.append(Event("waiting", i))
            elif old.get("stand_in") != new.get("stand_in") and new.get("stand_in"):
                events.append(Event("stand_in", i))
            elif old.get("connected") and not new.get("connected"):
                events.append(Event("left", i))
            elif not old.get("connected") and new.get("connected") and old.get("taken"):
                events.append(Event("back", i))
        self.seats = list(seats)
        return events
