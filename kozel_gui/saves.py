"""Each profile's own saved match in progress, and the demo's.

A profile's match is kept in ``saves/<profile key>.json``; a match of bots only (a demo)
in ``autosave-demo.json``, so it never replaces anybody's match.  The menu's Continue
offers only the current profile's match; ``--resume`` takes the demo too when the
profile has none.  A saved match of an older version (one ``autosave.json`` for
everybody) goes to the profile named on its human seat (else the current one) the first
time it is looked for.  Files are written by ``Session`` through the background writer
(``kozel_gui.saving.WRITER``), so every reader here waits for it first: a match just
left is read back as it was last saved.

The format: ``{"format": 1, "setup": MatchSetup JSON, "match": Match JSON, "practice": bool,
"undo": Match JSON, "played_s": float}``; ``undo`` (the match before the person's last
move, while it can be taken back) is left out when there is none, so undo is there after
a resume as before it; ``played_s`` (the seconds played, for the match time of §8.38)
only when the rules have a match time.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any

from kozel_gui.options import MatchSetup
from kozel_gui.profiles import Profile, Profiles, owner_of
from kozel_gui.saving import WRITER
from kozel_gui.storage import DataDir
from rules import BadData, IllegalMove, Match

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = [
    "DEMO_AUTOSAVE",
    "LEGACY_AUTOSAVE",
    "SAVES_DIR",
    "SAVE_FORMAT",
    "load_saved",
    "save_file",
    "saved_data",
]

SAVES_DIR = "saves"
DEMO_AUTOSAVE = "autosave-demo.json"
LEGACY_AUTOSAVE = "autosave.json"
"""The one saved match of versions before profiles had their own."""
SAVE_FORMAT = 1


def save_file(profile: Profile | None) -> str:
    """Where ``profile``'s match in progress is kept (None: the demo's), in the data folder."""
    return f"{SAVES_DIR}/{profile.key}.json" if profile is not None else DEMO_AUTOSAVE


def saved_data(setup: MatchSetup, match: Match, practice: bool, undo: Match | None = None,
               played_s: float | None = None) -> dict[str, Any]:
    """What a save file holds (built on the writer's thread: every argument is immutable)."""
    data = {"format": SAVE_FORMAT, "setup": setup.to_json(), "match": match.to_json(),
            "practice": practice}
    if undo is not None:
        data["undo"] = undo.to_json()
    if played_s is not None:
        data["played_s"] = round(played_s, 1)
    return data


def load_saved(app: Host, profile: Profile | None, *, demo_too: bool = False
               ) -> tuple[MatchSetup, Match, bool] | None:
    """``(setup, match, practice)`` of ``profile``'s saved match (else, with ``demo_too``,
    the saved demo), or None.  A bad file is set aside with a message to the player."""
    WRITER.flush()  # a match just left (or another profile's) is read as it was last saved
    adopt_legacy(app.data)
    found = _load(app, save_file(profile)) if profile is not None else None
    return found if found is not None or not demo_too else _load(app, DEMO_AUTOSAVE)


def adopt_legacy(data: DataDir) -> None:
    """Give the old shared ``autosave.json`` to the profile that played it (once)."""
    legacy = data.path(LEGACY_AUTOSAVE)
    if not legacy.exists():
        return
    result = data.load(LEGACY_AUTOSAVE, format_version=SAVE_FORMAT)
    try:
        setup = MatchSetup.from_json(result.data.get("setup"))
    except (AttributeError, BadData):
        if result.data is not None:
            data.reject(LEGACY_AUTOSAVE, "not a saved match")
        return
    owner = owner_of(Profiles.load(data), setup)
    target = data.path(save_file(owner))
    if owner is None or target.exists():
        return
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        os.replace(legacy, target)
    except OSError:
        return  # a read-only folder: the old file stays where it is, unread


def _load(app: Host, name: str) -> tuple[MatchSetup, Match, bool] | None:
    result = app.data.load(name, format_version=SAVE_FORMAT)
    if result.message:
        app.notify(result.message)
    if result.data is None:
        return None
    data = result.data if isinstance(result.data, dict) else {}
    try:
        setup = MatchSetup.from_json(data.get("setup"))
        match = Match.from_json(data.get("match"))
    except (BadData, IllegalMove, ValueError) as exc:  # all the engine raises on bad data
        rejected = app.data.reject(name, str(exc))
        if rejected.message is not None:
            app.notify(rejected.message)
        return None
    if match.finished or setup.players != match.round.players:
        return None
    return setup, match, bool(data.get("practice"))
