"""The people at one computer: which profile plays which seat, so history and statistics
are each person's own (hot-seat: several people take turns at the mouse).

The match set-up is the one word on who sits where: a person's seat names its profile
(its name is the profile's, its gender the profile's).  When a match starts, a seat
whose name is no profile yet becomes one (with the seat's gender), the default «Вы» is
the current profile, and no profile sits at two seats.  With one person and no profile
on the seat, it plays for the current one.
"""

from __future__ import annotations

import dataclasses

from kozel_gui.i18n.names import PLAYER, person_of, stock_key
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.profiles import Profile, Profiles, owner_of, problem_with_name
from kozel_gui.storage import DataDir
from rules.i18n import Gender

__all__ = ["new_match_people", "placed", "planned", "seat_profiles", "table_people",
           "with_profiles"]


def _same(a: str, b: str) -> bool:
    return a.strip().casefold() == b.strip().casefold()


def _named(profiles: Profiles, seat: SeatSetup) -> Profile | None:
    """The profile a seat names (as typed or as shown: "Zina" is «Зина»); «Вы» is the
    current profile."""
    if stock_key(seat.name) == PLAYER:
        return profiles.playing
    shown = person_of(seat.name).name
    return next((p for p in profiles.profiles
                 if _same(p.name, seat.name) or _same(p.name, shown)), None)


def placed(seats: tuple[SeatSetup, ...], index: int, name: str, gender: Gender | None
           ) -> tuple[tuple[SeatSetup, ...], int | None]:
    """``seats`` with the person ``name`` (spoken of as ``gender``) at seat ``index``; a
    person's seat that held the name gets who sat at ``index`` (a profile sits at most
    once at a table).  Returns the seats and the seat swapped with (None: no swap)."""
    out = list(seats)
    before = out[index]
    other = next((i for i, s in enumerate(out)
                  if i != index and s.human and _same(s.name, name)), None)
    out[index] = dataclasses.replace(before, name=name, gender=gender)
    if other is not None:
        out[other] = dataclasses.replace(out[other], name=before.name, gender=before.gender)
    return tuple(out), other


def seat_profiles(setup: MatchSetup, profiles: Profiles) -> dict[int, str]:
    """Each person's seat and the profile it plays for, each profile once.

    One person with no profile on the seat plays for the current one."""
    out: dict[int, str] = {}
    for i in setup.humans:
        found = _named(profiles, setup.seats[i])
        if found is not None and found.name not in out.values():
            out[i] = found.name
    if len(setup.humans) == 1 and not out:
        owner = owner_of(profiles, setup)
        return {setup.humans[0]: owner.name} if owner is not None else {}
    return out


def with_profiles(data: DataDir, setup: MatchSetup) -> MatchSetup:
    """A match about to start: every person's seat plays for a profile (the one it names,
    a new one from its name and gender, the current one for «Вы»), each profile at one
    seat, every seat speaking of its person as the profile does.  When the current profile
    sits at no seat, the first person's grown-up profile becomes current (their saved
    match is the one «Продолжить» offers).  Saves the profiles; returns the set-up."""
    start = Profiles.load(data)
    profiles, ready = planned(start, setup)
    if profiles != start:
        profiles.save(data)
    return ready


def planned(profiles: Profiles, setup: MatchSetup) -> tuple[Profiles, MatchSetup]:
    """What ``with_profiles`` makes of ``profiles`` and ``setup``, saving nothing: the
    profiles (new ones added, the one current then) and the set-up."""
    if not setup.humans:
        return profiles, setup
    start = profiles
    seats = list(setup.seats)
    seated: list[Profile] = []
    for i in setup.humans:
        profiles, found = _profile_of(profiles, seats[i], seated)
        if found is not None:
            seated.append(found)
            seats[i] = dataclasses.replace(seats[i], name=found.name,
                                           gender=found.gender or seats[i].gender)
    profiles = profiles.selected(start.current) if start.current in profiles.names else profiles
    adults = [p.name for p in seated if not p.is_child]
    if adults and profiles.current not in adults:
        profiles = profiles.selected(adults[0])
    return profiles, dataclasses.replace(setup, seats=tuple(seats))


def table_people(setup: MatchSetup, profiles: Profiles) -> tuple[str, ...]:
    """The profiles sitting at the table set up as ``setup``, in seat order: who its saved
    match is offered to (``kozel_gui.saves``); none in a match of bots."""
    found = seat_profiles(setup, profiles)
    return tuple(found[i] for i in sorted(found))


def new_match_people(data: DataDir, setup: MatchSetup) -> tuple[str, ...]:
    """The profiles a new match set up as ``setup`` will sit (made when it starts), so
    whose saved matches it replaces; none for a match of bots."""
    profiles, ready = planned(Profiles.load(data), setup)
    return table_people(ready, profiles)


def _profile_of(profiles: Profiles, seat: SeatSetup, seated: list[Profile]
                ) -> tuple[Profiles, Profile | None]:
    """The profile ``seat`` plays for (made if new: ``Profiles.added`` makes it current,
    which the caller puts back); None if it sits elsewhere already or the name cannot be
    one."""
    found = _named(profiles, seat)
    if found is None and stock_key(seat.name) != PLAYER:
        who = person_of(seat.name, seat.gender)  # a stock name as shown: «Петрович»
        if problem_with_name(who.name, profiles.names) is None:
            profiles = profiles.added(who.name, who.gender)
            found = profiles.find(who.name.strip())
    if found is None or any(p.name == found.name for p in seated):
        return profiles, None
    return profiles, found
