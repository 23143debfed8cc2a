"""Saved matches in progress: one file a table, offered to everyone who sits at it; the demo's.

A match with people is kept in ``saves/``: a table of one person in its profile's file
(``<profile key>.json``, as it always was), a hot-seat table of several in
``table-<key of the set of them>.json``.  The file names who sits at it (``people``, the
profiles in seat order), and the menu asks which saves a profile sits in (``sitting_in``):
every person at a hot-seat table is offered its match («Продолжить»), resumed as it was
saved, the same people at the same seats; nothing is copied per person, so a finished match
(or one given up) is one file gone for all of them.

Each profile sits in at most one saved match: a new match replaces every save one of its
people sits in (``replaced_by``; the menu asks first, naming whose), so the same people never
have two matches going at once.  Only the current profile starts a match over saves, and only
over its own table's: when it sits at none of the set-up's seats and the people there have a
match going, «Играть» leaves that match to them and starts the current profile's own, at the
first person's seat with the computer in the others (``new_match``; the menu says so first).
A person playing with no profile (the first screen's «Назад») is a guest: the match is kept
in ``autosave-guest.json`` and the menu offers it while no profile is current; a new match
with no profile replaces it, so «Играть» asks first as for a profile's.  A match of
bots only (a demo) is kept in ``autosave-demo.json``; ``--resume`` takes it when the profile
sits in none.

Older files: a save without ``people`` is read from its set-up (a lone person's file is the
profile whose key names it), and the first time it is looked at it is given ``people`` and, a
hot-seat match saved under one person's name, moved to its table's file; the one
``autosave.json`` of versions before profiles goes the same way.  A file that cannot be read
is set aside with a message.  Saves are written by ``Session`` through the background writer
(``kozel_gui.saving.WRITER``), so every reader here waits for it first.

The format: ``{"format": 1, "setup": MatchSetup JSON, "match": Match JSON, "practice": bool,
"people": [profile names], "undo": Match JSON, "played_s": float}``; ``undo`` (the match
before the person's last move, while it can be taken back) is left out when there is none;
``played_s`` (the seconds played, for the match time of §8.38) only when the rules have a
match time.
"""

from __future__ import annotations

import hashlib
import os
import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from kozel_gui.options import MatchSetup
from kozel_gui.people import alone, new_match_people, table_people
from kozel_gui.profiles import Profile, Profiles, name_key
from kozel_gui.saving import WRITER
from kozel_gui.storage import DataDir, write_json_atomic
from rules import BadData, IllegalMove, Match

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = [
    "DEMO_AUTOSAVE",
    "GUEST_AUTOSAVE",
    "LEGACY_AUTOSAVE",
    "SAVES_DIR",
    "SAVE_FORMAT",
    "NewMatch",
    "Saved",
    "load_saved",
    "new_match",
    "replaced_by",
    "save_file",
    "saved_data",
    "sitting_in",
    "table_file",
]

SAVES_DIR = "saves"
DEMO_AUTOSAVE = "autosave-demo.json"
GUEST_AUTOSAVE = "autosave-guest.json"
"""The match of a person playing with no profile: offered while no profile is current."""
LEGACY_AUTOSAVE = "autosave.json"
"""The one saved match of versions before profiles had their own."""
SAVE_FORMAT = 1
_SAVE_NAME = re.compile(r"[0-9a-z-]+\.json")
"""A save's own name: not a set-aside ``.corrupt-`` copy, not the writer's temporary file."""


def table_file(people: Sequence[str]) -> str:
    """Where the match of the table where ``people`` (profile names) sit is kept, in the
    data folder: one person's in its profile's file, several people's in their table's
    (the same whatever their seats), none (a demo) in the demo's."""
    if not people:
        return DEMO_AUTOSAVE
    if len(people) == 1:
        return f"{SAVES_DIR}/{name_key(people[0])}.json"
    keys = "\n".join(sorted({name_key(n) for n in people}))
    return f"{SAVES_DIR}/table-{hashlib.sha1(keys.encode('ascii')).hexdigest()[:12]}.json"


def save_file(profile: Profile | None) -> str:
    """Where ``profile``'s match at a table of its own is kept (None: the demo's)."""
    return table_file([profile.name] if profile is not None else [])


def saved_data(setup: MatchSetup, match: Match, practice: bool, undo: Match | None = None,
               played_s: float | None = None, people: Sequence[str] = ()) -> dict[str, Any]:
    """What a save file holds (built on the writer's thread: every argument is immutable)."""
    data: dict[str, Any] = {"format": SAVE_FORMAT, "setup": setup.to_json(),
                            "match": match.to_json(), "practice": practice}
    if people:
        data["people"] = list(people)
    if undo is not None:
        data["undo"] = undo.to_json()
    if played_s is not None:
        data["played_s"] = round(played_s, 1)
    return data


@dataclass(frozen=True, slots=True)
class Saved:
    """One saved match of people as the menu sees it: its file and who sits at it (nobody:
    the guest's)."""

    name: str
    """The file, in the data folder."""
    people: tuple[str, ...]
    """The profiles at its person seats, in seat order (none: the guest's match)."""
    data: dict[str, Any]
    changed: int
    """When it was last written (ns): the newest is the one offered."""

    def seats(self, name: str) -> bool:
        """Whether the profile ``name`` sits at this table."""
        return any(p.casefold() == name.casefold() for p in self.people)

    @property
    def game(self) -> str:
        """The name of the saved match's rules ("" when the file does not say)."""
        setup = self.data.get("setup")
        rules = setup.get("rules") if isinstance(setup, dict) else None
        name = rules.get("name") if isinstance(rules, dict) else None
        return name if isinstance(name, str) else ""


def saves(app: Host) -> list[Saved]:
    """Every saved match of people, the newest first; older files are brought up to date,
    a file that is no saved match is set aside with a message."""
    WRITER.flush()  # a match just left (or another profile's) is read as it was last saved
    profiles = Profiles.load(app.data)
    _adopt_legacy(app.data, profiles)
    folder = app.data.path(SAVES_DIR)
    found = []
    for path in sorted(folder.iterdir()) if folder.is_dir() else ():
        if _SAVE_NAME.fullmatch(path.name):
            saved = _read(app, f"{SAVES_DIR}/{path.name}", profiles)
            if saved is not None:
                found.append(saved)
    return sorted(found, key=lambda s: s.changed, reverse=True)


def sitting_in(app: Host, name: str) -> list[Saved]:
    """The saved matches the profile ``name`` sits in, the newest first."""
    return [s for s in saves(app) if s.seats(name)]


def replaced_by(app: Host, people: Sequence[str]) -> list[Saved]:
    """The saved matches a new match of ``people`` replaces: every one any of them sits in."""
    return [s for s in saves(app) if any(s.seats(p) for p in people)]


@dataclass(frozen=True, slots=True)
class NewMatch:
    """What «Играть» starts: its set-up, the saves it replaces, whose it leaves alone."""

    setup: MatchSetup
    replaced: list[Saved]
    """The saves the new match replaces (the menu asks first): every one its people sit in."""
    apart: list[Saved] = field(default_factory=list)
    """The saves of the set-up's people the current profile leaves to them (it plays
    without them, ``people.alone``); none when it sits at the set-up's table."""


def new_match(app: Host, setup: MatchSetup) -> NewMatch:
    """The match «Играть» starts with ``setup``.  It replaces only saves of a table the
    current profile sits at: when that profile is not among the set-up's people and they
    have a match going, that match stays theirs (offered to them as before) and the current
    profile plays its own, alone with the computer.  A set-up whose people have no match
    going is theirs to start whoever is current (friends switch profiles to look at their
    statistics); so is one with the current profile at it."""
    people = new_match_people(app.data, setup)
    theirs = replaced_by(app, people) if people else _guests(app, setup)
    current = Profiles.load(app.data).playing
    at_table = current is not None and any(p.casefold() == current.name.casefold()
                                           for p in people)
    if current is None or current.is_child or at_table or not theirs:
        return NewMatch(setup, theirs)
    return NewMatch(alone(setup, current), replaced_by(app, [current.name]), theirs)


def _guests(app: Host, setup: MatchSetup) -> list[Saved]:
    """The guest's saved match, which a new match of a person with no profile replaces (it
    is kept in the same file): the one the menu offers while no profile is current."""
    if not setup.humans:
        return []
    WRITER.flush()
    result = app.data.load(GUEST_AUTOSAVE, format_version=SAVE_FORMAT)
    if result.message:
        app.notify(result.message)
    if result.data is None or _match_of(app, GUEST_AUTOSAVE, result.data) is None:
        return []
    try:
        changed = app.data.path(GUEST_AUTOSAVE).stat().st_mtime_ns
    except OSError:
        return []
    return [Saved(GUEST_AUTOSAVE, (), result.data, changed)]


def load_saved(app: Host, profile: Profile | None, *, demo_too: bool = False
               ) -> tuple[MatchSetup, Match, bool] | None:
    """``(setup, match, practice)`` of the newest saved match ``profile`` sits in (no
    profile: the guest's), else, with ``demo_too``, the saved demo; or None.  A bad file is
    set aside with a message."""
    for saved in sitting_in(app, profile.name) if profile is not None else ():
        found = _match_of(app, saved.name, saved.data)
        if found is not None:
            return found
    found = _load_file(app, GUEST_AUTOSAVE) if profile is None else None
    if found is None and demo_too:
        found = _load_file(app, DEMO_AUTOSAVE)
    return found


def _load_file(app: Host, name: str) -> tuple[MatchSetup, Match, bool] | None:
    """The match saved in the file ``name`` (the guest's, the demo's), or None."""
    WRITER.flush()
    result = app.data.load(name, format_version=SAVE_FORMAT)
    if result.message:
        app.notify(result.message)
    return _match_of(app, name, result.data) if result.data is not None else None


def _read(app: Host, name: str, profiles: Profiles) -> Saved | None:
    """The save ``name`` with who sits at it (given ``people`` now if it had none)."""
    result = app.data.load(name, format_version=SAVE_FORMAT)
    if result.message:
        app.notify(result.message)
    if result.data is None:
        return None
    people = _people(result.data, name, profiles)
    if people is None:
        _reject(app, name, "not a saved match")
        return None
    if not people:
        return None  # nobody's: left as it is for a profile that may come back
    data: dict[str, Any] = result.data
    if "people" not in data:
        name, data = _brought_up_to_date(app.data, name, {**data, "people": list(people)})
    try:
        changed = app.data.path(name).stat().st_mtime_ns
    except OSError:
        return None
    return Saved(name, people, data, changed)


def _people(data: Any, name: str, profiles: Profiles) -> tuple[str, ...] | None:
    """Who sits at the save ``name`` holding ``data`` (none: no profile, so nobody is
    offered it); None if it is no saved match."""
    if not isinstance(data, dict):
        return None
    people = data.get("people")
    if people is not None:
        valid = isinstance(people, list) and people and all(isinstance(p, str) for p in people)
        return tuple(people) if valid else None
    try:
        setup = MatchSetup.from_json(data.get("setup"))
    except (AttributeError, BadData, ValueError):
        return None
    stem = name.rsplit("/", 1)[-1].removesuffix(".json")
    owner = next((p.name for p in profiles.profiles if p.key == stem), None)
    if len(setup.humans) == 1 and owner is not None:  # an old lone person's file: its name
        return (owner,)
    return table_people(setup, profiles) or ((owner,) if owner is not None else ())


def _brought_up_to_date(data: DataDir, name: str, content: dict[str, Any]
                        ) -> tuple[str, dict[str, Any]]:
    """An old save given its ``people`` and moved to its table's file (unless one is there
    already); where it is now and what it holds.  A folder that refuses leaves it as it was."""
    target = table_file(content["people"])
    if target != name and data.path(target).exists():
        target = name
    try:
        write_json_atomic(data.path(target), content)
        if target != name:
            data.path(name).unlink()
    except OSError:
        return name, content
    return target, content


def _adopt_legacy(data: DataDir, profiles: Profiles) -> None:
    """Give the old shared ``autosave.json`` to the table that played it (once)."""
    legacy = data.path(LEGACY_AUTOSAVE)
    if not legacy.exists():
        return
    result = data.load(LEGACY_AUTOSAVE, format_version=SAVE_FORMAT)
    if result.data is None:
        return
    people = _people(result.data, LEGACY_AUTOSAVE, profiles)
    if people is None:
        data.reject(LEGACY_AUTOSAVE, "not a saved match")
        return
    if not people:
        return  # no profile yet: it waits for the first one
    target = data.path(table_file(people))
    if target.exists():
        return
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        os.replace(legacy, target)
    except OSError:
        pass  # a read-only folder: the old file stays where it is, unread


def _match_of(app: Host, name: str, data: Any) -> tuple[MatchSetup, Match, bool] | None:
    data = data if isinstance(data, dict) else {}
    try:
        setup = MatchSetup.from_json(data.get("setup"))
        match = Match.from_json(data.get("match"))
    except (BadData, IllegalMove, ValueError) as exc:  # all the engine raises on bad data
        _reject(app, name, str(exc))
        return None
    if match.finished or setup.players != match.round.players:
        return None
    return setup, match, bool(data.get("practice"))


def _reject(app: Host, name: str, reason: str) -> None:
    rejected = app.data.reject(name, reason)
    if rejected.message is not None:
        app.notify(rejected.message)
