"""Who sits at a child's free game, and the one face of every kids' seat.

The child sits at seat 0; each other seat is played by an animal (the computer), a
grown-up's profile or another child's, each profile at one seat at most.  The «who plays»
set-up (``kozel_gui.kids.who``) keeps the choice in the child's progress as ``company``:
a name a seat, None for an animal.  ``seat_face`` is the one answer to "what face does this
seat show" for the table, its round's cards and its result alike.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence

import pygame

from kozel_gui.kids.art import DISCS, HAIRS, SKINS, Look, animal_avatar, grown_up_face, own_face
from kozel_gui.kids.levels import ANIMALS, Animal
from kozel_gui.options import SeatSetup
from kozel_gui.profiles import Profile, Profiles
from rules.i18n import Gender

__all__ = ["MAX_OTHERS", "Company", "animal_of", "avoided", "checked", "choices", "cycled", "look_of",
           "profiles_at", "resized", "seat_face"]

Company = tuple[str | None, ...]
"""Who plays each seat after the child's: a profile's name, None for an animal."""
MAX_OTHERS = 3
"""A table of four at most: the child and three more."""


def choices(profiles: Profiles, child: str, company: Company, index: int) -> Company:
    """What seat ``index`` may be, in the order taps go through them: an animal, each
    grown-up, each other child; never a profile sitting at another seat."""
    taken = {name for i, name in enumerate(company) if i != index and name is not None}
    people = (*profiles.adults, *profiles.children)
    return (None, *(p.name for p in people if p.name != child and p.name not in taken))


def cycled(profiles: Profiles, child: str, company: Company, index: int) -> Company:
    """``company`` with seat ``index`` taken on to its next choice (after the last, the
    animal again)."""
    options = choices(profiles, child, company, index)
    now = company[index] if company[index] in options else None
    after = options[(options.index(now) + 1) % len(options)]
    return (*company[:index], after, *company[index + 1:])


def resized(company: Company, others: int) -> Company:
    """``company`` for a table of the child and ``others`` more: seats dropped from the
    end, or animals added there.

    >>> resized(("Мама",), 3), resized(("Мама", None, "Коля"), 1)
    (('Мама', None, None), ('Мама',))
    """
    return (*company, *[None] * others)[:others]


def checked(profiles: Profiles, child: str, company: Company) -> Company:
    """``company`` as it may sit now: a name that is no profile any more (or the child's
    own, or met twice) becomes an animal; one seat at least, three at most."""
    known = {p.name for p in profiles.profiles} - {child}
    out: list[str | None] = []
    for name in company[:MAX_OTHERS] or (None,):
        out.append(name if name in known and name not in out else None)
    return tuple(out)


def avoided(profiles: Profiles, child: Profile, company: Company) -> tuple[str, ...]:
    """The pictures no animal at the table may wear: every seated child's own (a child
    finds itself by its picture)."""
    kids = [child, *(p for name in company if name is not None
                     and (p := profiles.get(name)) is not None and p.is_child)]
    return tuple(p.avatar for p in kids if p.avatar is not None)


def animal_of(seat: SeatSetup) -> Animal | None:
    """The animal playing ``seat`` (None: a person)."""
    if seat.human:
        return None
    return next((a for a in ANIMALS if a.key == seat.personality), None)


STYLES: dict[Gender | None, tuple[str, ...]] = {
    Gender.FEMALE: ("long", "bun", "curly"),
    Gender.MALE: ("short", "bald", "curly"),
    None: ("short", "curly", "long"),
}
"""The hair a grown-up's face may have: a woman's, a man's, and one told no gender."""


def look_of(name: str, gender: Gender | None) -> Look:
    """The face of the grown-up called ``name``: the same person always looks the same
    (it comes from the name, not from chance), two people almost never alike (PT-Q: every
    grown-up had one face); a beard only for a man.

    >>> look_of("Мама", Gender.FEMALE) == look_of("мама", Gender.FEMALE)
    True
    >>> look_of("Мама", Gender.FEMALE).beard
    0
    """
    n = int.from_bytes(hashlib.sha1(name.casefold().encode("utf-8")).digest()[:8], "big")
    styles = STYLES[gender]

    def pick(k: int) -> int:
        nonlocal n
        n, out = divmod(n, k)
        return out

    return Look(skin=pick(len(SKINS)), hair=pick(len(HAIRS)), disc=pick(len(DISCS)),
                style=styles[pick(len(styles))], glasses=bool(pick(2)),
                beard=pick(3) if gender is Gender.MALE else 0)


def seat_face(seat: SeatSetup, profile: Profile | None, d: int) -> pygame.Surface:
    """The face ``seat`` shows, ``d`` pixels round: its animal; a grown-up's own drawn face
    for a grown-up's profile (``look_of``); a child's own picture (the sun with none)."""
    animal = animal_of(seat)
    if animal is not None:
        return animal_avatar(animal, d)
    if profile is not None and not profile.is_child:
        return grown_up_face(d, look_of(profile.name, profile.gender))
    return own_face(profile.avatar if profile is not None else None, d)


def profiles_at(seats: Sequence[SeatSetup], profiles: Profiles) -> dict[int, Profile]:
    """Each person's seat and the profile it names (children and grown-ups alike)."""
    return {i: p for i, s in enumerate(seats)
            if s.human and (p := profiles.get(s.name)) is not None}
