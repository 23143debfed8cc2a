"""The people at one computer: which profile plays which seat, so history and statistics
are each person's own (hot-seat: several people take turns at the mouse).

A person's seat names its profile: its name is the profile's.  When a match of several
people starts, a name that is no profile yet becomes one (with the seat's gender), so
each person picks a profile (the players page offers them) or creates one by typing a
new name.  With one person the seat plays for its own profile (a child's at the kids' table), else
for the current one.
"""

from __future__ import annotations

import dataclasses

from kozel_gui.i18n.names import stock_key
from kozel_gui.options import MatchSetup
from kozel_gui.profiles import Profiles, owner_of, problem_with_name
from kozel_gui.storage import DataDir

__all__ = ["seat_profiles", "with_profiles"]


def seat_profiles(setup: MatchSetup, profiles: Profiles) -> dict[int, str]:
    """Each person's seat and the profile it plays for (seats of stock names have none).

    One person plays for the profile named on the seat (a child's at the kids' table),
    else for the current one."""
    humans = setup.humans
    if len(humans) == 1:
        owner = owner_of(profiles, setup)
        return {humans[0]: owner.name} if owner is not None else {}
    return {i: setup.seats[i].name for i in humans if setup.seats[i].name in profiles.names}


def with_profiles(data: DataDir, setup: MatchSetup) -> MatchSetup:
    """A match of several people about to start: every person's name a profile (created if
    new, keeping who is current), every seat's gender its profile's.  Returns the set-up."""
    if len(setup.humans) < 2:
        return setup
    profiles = Profiles.load(data)
    current = profiles.current
    seats = list(setup.seats)
    for i in setup.humans:
        s = seats[i]
        if s.name in profiles.names:
            gender = profiles.find(s.name).gender
            seats[i] = dataclasses.replace(s, gender=gender or s.gender)
        elif stock_key(s.name) is None and problem_with_name(s.name, profiles.names) is None:
            profiles = profiles.added(s.name, s.gender)
    if profiles != Profiles.load(data):
        if current is not None:
            profiles = profiles.selected(current)
        profiles.save(data)
    return dataclasses.replace(setup, seats=tuple(seats))
