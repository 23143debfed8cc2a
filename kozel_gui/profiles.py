"""Local player profiles: a name (and how to speak of them) chosen at first start, one current.

Kept in ``profiles.json`` in the data directory (atomic writes; a bad file is set
aside by ``DataDir.load`` with a message).  The history stores each match under
the profile that played it; statistics, rating and the saved match in progress
(``kozel_gui.saves``) are per profile.  A profile's gender (asked at creation,
changeable, unknown in files written before it existed) makes sentences about the
player agree: «Аня вышла».

A child is a profile of its own kind (``ProfileKind.CHILD``): a picture for an
avatar (a child need not read its name), kids' mode only, no rating; its games
never enter a grown-up's statistics.

>>> p = Profiles().added("Аня", Gender.FEMALE).added("Боря")
>>> p.names, p.current
(('Аня', 'Боря'), 'Боря')
>>> p.selected("Аня").current
'Аня'
>>> p.find("Аня").gender, p.with_gender("Боря", Gender.MALE).find("Боря").person
(<Gender.FEMALE: 'female'>, Person(name='Боря', gender=<Gender.MALE: 'male'>, is_you=False, plural=False))
>>> problem_with_name("  аня ", p.names)
'profile.error_taken'
>>> kid = p.added("Маша", Gender.FEMALE, kind=ProfileKind.CHILD, avatar="animals:4")
>>> kid.find("Маша").is_child, kid.current, kid.find("Маша").key == p.find("Аня").key
(True, 'Боря', False)
>>> kid.name_problem("маша"), kid.name_problem("Боря", ProfileKind.CHILD)
('profile.error_taken_child', 'profile.error_taken_adult')
>>> two = kid.with_child("animals:5", "", called="Поросёнок")
>>> [(c.name, c.named) for c in two.children], two.free_avatars[:2]
([('Маша', True), ('Поросёнок', False)], ('animals:6', 'animals:1'))
>>> moved = two.with_child_changed("Поросёнок", "animals:6", "", called="Панда")
>>> [(c.name, c.avatar, c.named) for c in moved.children][1], moved.names == two.names
(('Панда', 'animals:6', False), False)
>>> [c.name for c in two.with_child_changed("Маша", "animals:4", "Мария", called="x").children]
['Мария', 'Поросёнок']
>>> p.renamed("Боря", "Борис").names, p.renamed("Боря", "Борис").current
(('Аня', 'Борис'), 'Борис')
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, replace
from datetime import datetime
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from kozel_gui.storage import DataDir, Kept
from rules import MAX_NAME
from rules.i18n import Gender, Person

if TYPE_CHECKING:
    from kozel_gui.host import Host
    from kozel_gui.options import MatchSetup

__all__ = ["AVATARS", "MAX_NAME", "PROFILES_FILE", "PROFILES_FORMAT", "Profile", "ProfileKind",
           "Profiles", "end_guest", "keep_profiles", "name_key", "owner_of", "problem_with_name",
           "seated"]

PROFILES_FILE = "profiles.json"
PROFILES_FORMAT = 1
"""Longest name: it must fit a seat's name plate."""
AVATARS = tuple(f"{pictures}:{value}" for pictures in ("animals", "berries")
                for value in (4, 5, 6, 1, 2, 3, 0))
"""A child's avatar: a picture (``set:value`` of ``kozel_gui.pictures``), animals first."""


class ProfileKind(StrEnum):
    """A grown-up plays every game and is rated; a child plays kids' mode, unrated."""

    ADULT = "adult"
    CHILD = "child"


@dataclass(frozen=True, slots=True)
class Profile:
    """One local player."""

    name: str
    created: str
    """ISO date and time of creation."""
    gender: Gender | None = None
    """How sentences about the player agree (None: not told; they are phrased around it)."""
    kind: ProfileKind = ProfileKind.ADULT
    avatar: str | None = None
    """A child's picture (one of ``AVATARS``); None for a grown-up (initials)."""
    named: bool = True
    """False for a child the parent gave no name: the profile is called by its picture's
    word, and the child's seat says «Я»."""

    @property
    def person(self) -> Person:
        """The player as sentences about them see them."""
        return Person(self.name, self.gender)

    @property
    def key(self) -> str:
        """A name for the profile's own files: the same for the same name, safe anywhere."""
        return name_key(self.name)

    @property
    def is_child(self) -> bool:
        """Whether this is a child's profile (kids' mode, no rating)."""
        return self.kind is ProfileKind.CHILD


def name_key(name: str) -> str:
    """The file-safe key of a profile's name (``Profile.key``): the same for «аня» and «Аня»."""
    return hashlib.sha1(name.casefold().encode("utf-8")).hexdigest()[:12]


def _profile_json(p: Profile) -> dict[str, Any]:
    # What nobody gave is left out, so a file of an older version reads back unchanged.
    out: dict[str, Any] = {"name": p.name, "created": p.created}
    if p.gender is not None:
        out["gender"] = p.gender.value
    if p.kind is not ProfileKind.ADULT:
        out["kind"] = p.kind.value
    if p.avatar is not None:
        out["avatar"] = p.avatar
    if not p.named:
        out["named"] = False
    return out


def _profile_from_json(p: Any) -> Profile:
    kind = ProfileKind(p.get("kind", ProfileKind.ADULT))
    avatar = p.get("avatar")
    if avatar is not None and avatar not in AVATARS:
        raise ValueError(f"unknown avatar {avatar!r}")
    named = p.get("named", True)
    if not isinstance(named, bool):
        raise ValueError(f"named must be true or false, not {named!r}")
    return Profile(str(p["name"]), str(p["created"]), Gender.parse(p.get("gender")), kind,
                   avatar, named)


def problem_with_name(name: str, taken: tuple[str, ...]) -> str | None:
    """The string key of what is wrong with a new profile name, or None if it is fine."""
    clean = name.strip()
    if not clean:
        return "profile.error_empty"
    if len(clean) > MAX_NAME:
        return "profile.error_long"
    if clean.casefold() in {t.casefold() for t in taken}:
        return "profile.error_taken"
    return None


@dataclass(frozen=True, slots=True)
class Profiles:
    """Every local profile and the one playing now; immutable, methods return new ones."""

    profiles: tuple[Profile, ...] = ()
    current: str | None = None

    @property
    def names(self) -> tuple[str, ...]:
        """Profile names in creation order."""
        return tuple(p.name for p in self.profiles)

    @property
    def adults(self) -> tuple[Profile, ...]:
        """The grown-ups' profiles, in creation order."""
        return tuple(p for p in self.profiles if not p.is_child)

    @property
    def children(self) -> tuple[Profile, ...]:
        """The children's profiles, in creation order."""
        return tuple(p for p in self.profiles if p.is_child)

    @property
    def free_avatars(self) -> tuple[str, ...]:
        """The pictures no child has yet (each child's picture is its own: a child who
        cannot read finds itself by it), in ``AVATARS`` order."""
        taken = {p.avatar for p in self.children}
        return tuple(a for a in AVATARS if a not in taken)

    @property
    def playing(self) -> Profile | None:
        """The current profile, or None before the first one is made."""
        return self.find(self.current) if self.current is not None else None

    def added(self, name: str, gender: Gender | None = None, *,
              kind: ProfileKind = ProfileKind.ADULT, avatar: str | None = None,
              created: datetime | None = None) -> Profiles:
        """A new profile; ``ValueError`` with the string key if bad.

        A grown-up becomes current; a child does not (a parent makes it, the child
        plays it in kids' mode)."""
        problem = self.name_problem(name, kind)
        if problem is not None:
            raise ValueError(problem)
        if kind is ProfileKind.CHILD and avatar not in AVATARS:
            raise ValueError("profile.error_avatar")
        when = (created or datetime.now()).isoformat(timespec="seconds")
        made = Profile(name.strip(), when, gender, kind,
                       avatar if kind is ProfileKind.CHILD else None)
        current = made.name if kind is ProfileKind.ADULT else self.current
        return Profiles((*self.profiles, made), current)

    def name_problem(self, name: str, kind: ProfileKind = ProfileKind.ADULT) -> str | None:
        """The string key of what is wrong with ``name`` for a new profile of ``kind``, or
        None.  A name is one profile's, whatever its kind (each profile's files and history
        are kept under its name), so a name a child has is refused for a grown-up, and the
        other way round, with words that say so."""
        problem = problem_with_name(name, self.names)
        if problem != "profile.error_taken":
            return problem
        clash = next(p for p in self.profiles if p.name.casefold() == name.strip().casefold())
        if clash.kind is kind:
            return problem
        return "profile.error_taken_child" if clash.is_child else "profile.error_taken_adult"

    def with_child(self, avatar: str, name: str, *, called: str,
                   created: datetime | None = None) -> Profiles:
        """A new child with the picture ``avatar``; ``ValueError`` with the string key if bad.

        ``name`` may be left empty (a parent need not type one): the child is then
        ``called`` (its picture's word), made unique, and marked as not named."""
        if avatar not in self.free_avatars:
            raise ValueError("profile.error_avatar")
        if name.strip():
            return self.added(name, kind=ProfileKind.CHILD, avatar=avatar, created=created)
        taken = {t.casefold() for t in self.names}
        word = next(w for w in (called, *(f"{called} {k}" for k in range(2, len(taken) + 3)))
                    if w.casefold() not in taken)
        made = self.added(word, kind=ProfileKind.CHILD, avatar=avatar, created=created)
        return replace(made, profiles=(*made.profiles[:-1],
                                       replace(made.profiles[-1], named=False)))

    def with_child_changed(self, name: str, avatar: str, new_name: str, *,
                           called: str) -> Profiles:
        """The child ``name`` with the picture ``avatar`` (a free one, or its own) and the
        name ``new_name`` (empty: called by its picture's word ``called``), in its place and
        made when it was; ``ValueError`` with the string key if bad."""
        child = self.find(name)
        if not child.is_child:
            raise KeyError(f"no child's profile {name!r}")
        at = self.profiles.index(child)
        rest = replace(self, profiles=self.profiles[:at] + self.profiles[at + 1:])
        made = rest.with_child(avatar, new_name, called=called).profiles[-1]
        changed = replace(made, created=child.created, gender=child.gender)
        return replace(self, profiles=(*self.profiles[:at], changed, *self.profiles[at + 1:]))

    def renamed(self, name: str, new: str) -> Profiles:
        """The profile ``name`` called ``new`` (in its place, made when it was; current if it
        was); ``ValueError`` with the string key if ``new`` cannot be its name.  What is kept
        under its name moves first (``kozel_gui.profile_files.rename_profile``)."""
        found = self.find(name)
        others = replace(self, profiles=tuple(p for p in self.profiles if p is not found))
        problem = others.name_problem(new, found.kind)
        if problem is not None:
            raise ValueError(problem)
        moved = replace(found, name=new.strip())
        return Profiles(tuple(moved if p is found else p for p in self.profiles),
                        moved.name if self.current == name else self.current)

    def find(self, name: str) -> Profile:
        """The profile called ``name``; ``KeyError`` if there is none."""
        for p in self.profiles:
            if p.name == name:
                return p
        raise KeyError(f"no profile {name!r}")

    def get(self, name: str) -> Profile | None:
        """The profile called ``name``, or None."""
        return next((p for p in self.profiles if p.name == name), None)

    def with_gender(self, name: str, gender: Gender | None) -> Profiles:
        """The same profiles with ``name`` spoken of as ``gender``."""
        found = self.find(name)
        return replace(self, profiles=tuple(replace(p, gender=gender) if p is found else p
                                            for p in self.profiles))

    def selected(self, name: str) -> Profiles:
        """The same profiles with ``name`` current (a grown-up: a child is never current)."""
        if name not in self.names or self.find(name).is_child:
            raise KeyError(f"no grown-up's profile {name!r}")
        return replace(self, current=name)

    def removed(self, name: str) -> Profiles:
        """Without ``name`` (its stored matches stay in the history)."""
        rest = Profiles(tuple(p for p in self.profiles if p.name != name))
        if self.current != name:
            return replace(rest, current=self.current)
        return replace(rest, current=rest.adults[0].name if rest.adults else None)

    def to_json(self) -> dict[str, Any]:
        """Plain JSON-able data with a format version."""
        return {"format": PROFILES_FORMAT, "current": self.current,
                "profiles": [_profile_json(p) for p in self.profiles]}

    @classmethod
    def from_json(cls, data: Any) -> Profiles:
        """Read ``to_json`` data; ``ValueError`` says what is wrong."""
        if not isinstance(data, dict) or data.get("format") != PROFILES_FORMAT:
            raise ValueError("profiles: not a profile list of a known format")
        try:
            profiles = tuple(_profile_from_json(p) for p in data["profiles"])
        except (KeyError, TypeError, AttributeError, ValueError) as exc:
            raise ValueError(f"profiles: {exc}") from None
        current = data.get("current")
        names = {p.name for p in profiles}
        if len(names) != len(profiles):
            raise ValueError("profiles: a name is used twice")
        adults = [p.name for p in profiles if not p.is_child]
        if current not in adults:
            current = adults[0] if adults else None
        return cls(profiles, current)

    @classmethod
    def load(cls, data: DataDir) -> Profiles:
        """The saved profiles (none yet: empty); a bad file is set aside with a message."""
        result = data.load(PROFILES_FILE, format_version=PROFILES_FORMAT)
        if result.data is None:
            return cls()
        try:
            return cls.from_json(result.data)
        except ValueError as exc:
            data.reject(PROFILES_FILE, str(exc))
            return cls()

    def save(self, data: DataDir) -> bool:
        """Write ``profiles.json`` atomically; False if the disk refused (told once)."""
        return data.store(PROFILES_FILE, self.to_json(), Kept.PROFILES)


def end_guest(app: Host) -> None:
    """The guest's choice (no profile: «Назад» on the first screen, not asked again) holds
    only while nobody made a profile since: once one is made or changed it ends, so with every
    profile deleted the next start is a first start again (issue 19: a guest stayed one
    forever)."""
    if app.options.guest:
        app.set_options(replace(app.options, guest=False))


def keep_profiles(app: Host, profiles: Profiles) -> bool:
    """Save ``profiles`` as a screen changed them (``end_guest``); False if the disk refused."""
    end_guest(app)
    return profiles.save(app.data)


def owner_of(profiles: Profiles, setup: MatchSetup) -> Profile | None:
    """The profile whose saved match a match set up as ``setup`` is: the current one when
    it sits at a person's seat, else the one named on the first person's seat that names
    one (a child's at the kids' table), else the current one; None in a match of bots."""
    if not setup.humans:
        return None
    names = [setup.seats[i].name for i in setup.humans]
    playing = profiles.playing
    if playing is not None and playing.name in names:
        return playing
    return next((p for n in names if (p := profiles.get(n)) is not None), None) or playing


def seated(setup: MatchSetup, profile: Profile | None) -> MatchSetup:
    """``setup`` with ``profile`` (its name and gender) on the only person's seat.

    With several people at the table (hot seat) the set-up stays as they chose it:
    switching who plays now, say to look at one's statistics, moves nobody."""
    if profile is None or len(setup.humans) != 1:
        return setup
    seats = list(setup.seats)
    at = setup.humans[0]
    seats[at] = replace(seats[at], name=profile.name, gender=profile.gender)
    return replace(setup, seats=tuple(seats))
