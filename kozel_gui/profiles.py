"""Local player profiles: a name (and how to speak of them) chosen at first start, one current.

Kept in ``profiles.json`` in the data directory (atomic writes; a bad file is set
aside by ``DataDir.load`` with a message).  The history stores each match under
the profile that played it; statistics are per profile.  A profile's gender
(asked at creation, changeable, unknown in files written before it existed)
makes sentences about the player agree: «Аня вышла».

>>> p = Profiles().added("Аня", Gender.FEMALE).added("Боря")
>>> p.names, p.current
(('Аня', 'Боря'), 'Боря')
>>> p.selected("Аня").current
'Аня'
>>> p.find("Аня").gender, p.with_gender("Боря", Gender.MALE).find("Боря").person
(<Gender.FEMALE: 'female'>, Person(name='Боря', gender=<Gender.MALE: 'male'>, is_you=False))
>>> problem_with_name("  аня ", p.names)
'profile.error_taken'
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from kozel_gui.storage import DataDir, Kept
from rules.i18n import Gender, Person

__all__ = ["MAX_NAME", "PROFILES_FILE", "PROFILES_FORMAT", "Profile", "Profiles",
           "problem_with_name"]

PROFILES_FILE = "profiles.json"
PROFILES_FORMAT = 1
MAX_NAME = 20
"""Longest name: it must fit a seat's name plate."""


@dataclass(frozen=True, slots=True)
class Profile:
    """One local player."""

    name: str
    created: str
    """ISO date and time of creation."""
    gender: Gender | None = None
    """How sentences about the player agree (None: not told; they are phrased around it)."""

    @property
    def person(self) -> Person:
        """The player as sentences about them see them."""
        return Person(self.name, self.gender)


def _profile_json(p: Profile) -> dict[str, Any]:
    # A gender nobody gave is left out, so a file of an older version reads back unchanged.
    out: dict[str, Any] = {"name": p.name, "created": p.created}
    if p.gender is not None:
        out["gender"] = p.gender.value
    return out


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

    def added(self, name: str, gender: Gender | None = None, *,
              created: datetime | None = None) -> Profiles:
        """A new profile (it becomes current); ``ValueError`` with the string key if bad."""
        problem = problem_with_name(name, self.names)
        if problem is not None:
            raise ValueError(problem)
        when = (created or datetime.now()).isoformat(timespec="seconds")
        return Profiles((*self.profiles, Profile(name.strip(), when, gender)), name.strip())

    def find(self, name: str) -> Profile:
        """The profile called ``name``; ``KeyError`` if there is none."""
        for p in self.profiles:
            if p.name == name:
                return p
        raise KeyError(f"no profile {name!r}")

    def with_gender(self, name: str, gender: Gender | None) -> Profiles:
        """The same profiles with ``name`` spoken of as ``gender``."""
        found = self.find(name)
        return replace(self, profiles=tuple(replace(p, gender=gender) if p is found else p
                                            for p in self.profiles))

    def selected(self, name: str) -> Profiles:
        """The same profiles with ``name`` current."""
        if name not in self.names:
            raise KeyError(f"no profile {name!r}")
        return replace(self, current=name)

    def removed(self, name: str) -> Profiles:
        """Without ``name`` (its stored matches stay in the history)."""
        rest = tuple(p for p in self.profiles if p.name != name)
        current = self.current if self.current != name else (rest[0].name if rest else None)
        return Profiles(rest, current)

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
            profiles = tuple(
                Profile(str(p["name"]), str(p["created"]), Gender.parse(p.get("gender")))
                for p in data["profiles"])
        except (KeyError, TypeError, AttributeError, ValueError) as exc:
            raise ValueError(f"profiles: {exc}") from None
        current = data.get("current")
        names = {p.name for p in profiles}
        if len(names) != len(profiles):
            raise ValueError("profiles: a name is used twice")
        if current not in names:
            current = profiles[0].name if profiles else None
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
