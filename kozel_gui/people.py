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
from kozel_gui.options import BOT_NAMES_RU, MatchSetup, SeatSetup
from kozel_gui.profiles import Profile, Profiles, owner_of, problem_with_name
from kozel_gui.storage import DataDir

__all__ = ["alone", "free_for", "new_match_people", "planned", "profile_at", "seat_profiles",
           "table_people", "with_profiles"]


def _same(a: str, b: str) -> bool:
    return a.strip().casefold() == b.strip().casefold()


def profile_at(profiles: Profiles, seat: SeatSetup) -> Profile | None:
    """The profile a person's seat names (as typed or as shown: "Zina" is «Зина»); «Вы» is
    the current profile.  The one answer to "whose seat is this" for the players page,
    the saves and the match's start alike."""
    if not seat.human:
        return None
    if stock_key(seat.name) == PLAYER:
        return profiles.playing
    shown = person_of(seat.name).name
    return next((p for p in profiles.profiles
                 if _same(p.name, seat.name) or _same(p.name, shown)), None)


def free_for(profiles: Profiles, seats: tuple[SeatSetup, ...], index: int
             ) -> tuple[Profile, ...]:
    """The grown-ups' profiles seat ``index`` may play for: every one no other person's seat
    plays for (a profile sits at most once at a table), in creation order.  Choosing one of
    them moves and drops nobody else."""
    taken = {found.name for i, s in enumerate(seats)
             if i != index and (found := profile_at(profiles, s)) is not None}
    return tuple(p for p in profiles.adults if p.name not in taken)


def seat_profiles(setup: MatchSetup, profiles: Profiles) -> dict[int, str]:
    """Each person's seat and the profile it plays for, each profile once.

    One person with no profile on the seat plays for the current one."""
    out: dict[int, str] = {}
    for i in setup.humans:
        found = profile_at(profiles, setup.seats[i])
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


def alone(setup: MatchSetup, profile: Profile) -> MatchSetup:
    """``setup`` for ``profile`` playing without the people it names: it sits at the first
    person's seat, the computer plays the others' (each at that seat's level, under a name
    of the computer's no seat has).  What «Играть» starts for a profile that does not sit at
    a table whose people have a match going (``kozel_gui.saves.new_match``)."""
    seats = list(setup.seats)
    first, *others = setup.humans
    seats[first] = dataclasses.replace(seats[first], name=profile.name, gender=profile.gender)
    used = {stock_key(s.name) or s.name for i, s in enumerate(seats) if i not in others}
    spare = [n for n in BOT_NAMES_RU if stock_key(n) not in used]
    for i in others:
        seats[i] = SeatSetup(spare.pop(0), bot=seats[i].bot)
    return dataclasses.replace(setup, seats=tuple(seats))


def _profile_of(profiles: Profiles, seat: SeatSetup, seated: list[Profile]
                ) -> tuple[Profiles, Profile | None]:
    """The profile ``seat`` plays for (made if new: ``Profiles.added`` makes it current,
    which the caller puts back); None if it sits elsewhere already or the name cannot be
    one."""
    found = profile_at(profiles, seat)
    if found is None and stock_key(seat.name) != PLAYER:
        # A stock name as shown («Петрович»); the gender the seat's person was given (or
        # none): never a guess from the name, which the players page did not show.
        who = person_of(seat.name, seat.gender, typed=False)
        if problem_with_name(who.name, profiles.names) is None:
            profiles = profiles.added(who.name, seat.gender)
            found = profiles.find(who.name.strip())
    if found is None or any(p.name == found.name for p in seated):
        return profiles, None
    return profiles, found
