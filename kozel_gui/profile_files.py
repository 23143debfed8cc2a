"""What a grown-up's profile keeps under its name: moved with it on a rename, gone on a delete.

A profile's records are kept under its name, not an id: its saved match (``saves/<key>.json``,
and the table files of hot-seat tables it sits at, named from their people's names), its
matches in the history (``profile``, and its seat's name in each), the coach's accuracy of
its matches, and kids' progress kept under it before its children had profiles.  The
statistics and rating are computed from its matches.  So a rename moves every one of them first, then the profile is saved under the new
name (as ``kids.children.rename_child`` does for a child): nothing is left under the old
name for nobody, and nothing is taken by the next profile to look.

A delete removes what is the profile's alone: its own saved match, its matches (its history
and statistics); a hot-seat table it shared stays the others'.  The score pads are the
device's, no profile's (``kozel_gui.scorepad.store``): a rename or a delete leaves them be.
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import dataclass, replace
from typing import Any

from kozel_gui.coaching import AccuracyLog
from kozel_gui.history import on_history
from kozel_gui.kids.progress import ProgressStore
from kozel_gui.profiles import name_key
from kozel_gui.saves import SAVES_DIR, table_file
from kozel_gui.saving import WRITER
from kozel_gui.storage import DataDir, Kept, write_json_atomic

__all__ = ["Belongings", "belongings", "forget_profile", "rename_profile"]


@dataclass(frozen=True, slots=True)
class Belongings:
    """What goes with a profile when it is deleted (what the question says)."""

    saved_match: bool
    """It has a match going at a table of its own."""
    matches: int
    """Matches in its history (its statistics are made of them)."""


def belongings(data: DataDir, name: str) -> Belongings:
    """What ``name`` keeps that a delete would remove."""
    WRITER.flush()
    games = on_history(data, lambda h: h.count(name), write=False) or 0
    return Belongings(data.path(table_file([name])).exists(), games)


def rename_profile(data: DataDir, old: str, new: str) -> None:
    """Move everything kept under ``old`` to ``new``: done before the profiles are saved
    under the new name.  What a refusing disk keeps back stays where it was, told once."""
    if old == new:
        return
    WRITER.flush()  # a match just left is on the disk before its file moves
    _rename_saves(data, old, new)
    on_history(data, lambda h: h.rename_profile(old, new))
    ProgressStore(data).moved(old, new)
    _accuracy(data, old, new)


def forget_profile(data: DataDir, name: str) -> None:
    """Remove what is ``name``'s alone (see the module): before the profile is removed."""
    WRITER.flush()
    with contextlib.suppress(OSError):
        data.path(table_file([name])).unlink(missing_ok=True)
    on_history(data, lambda h: h.forget_profile(name))
    ProgressStore(data).forget(name)
    _accuracy(data, name, None)


def _rename_saves(data: DataDir, old: str, new: str) -> None:
    """Each saved match ``old`` sits at: its people and its seat say ``new``, and it moves
    to the file of its table's new people."""
    folder = data.path(SAVES_DIR)
    if not folder.is_dir():
        return
    for path in sorted(folder.glob("*.json")):
        name = f"{SAVES_DIR}/{path.name}"
        try:
            content = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue  # unreadable: the menu sets it aside when it reads the saves
        if not isinstance(content, dict):
            continue
        people = content.get("people")
        if not isinstance(people, list):  # an old lone person's file: its name is its key
            people = [old] if path.stem == name_key(old) else []
        if old not in people:
            continue
        content["people"] = [new if p == old else p for p in people]
        _renamed_seats(content.get("setup"), old, new)
        target = table_file(content["people"])

        def write(content: dict[str, Any] = content, target: str = target,
                  name: str = name) -> bool:
            write_json_atomic(data.path(target), content)
            if target != name:
                data.path(name).unlink()
            return True

        data.write(Kept.MATCH, write)


def _renamed_seats(setup: Any, old: str, new: str) -> None:
    """A person's seat called ``old`` in a stored set-up says ``new``."""
    seats = setup.get("seats", []) if isinstance(setup, dict) else []
    for seat in seats:
        if isinstance(seat, dict) and seat.get("human") and seat.get("name") == old:
            seat["name"] = new


def _accuracy(data: DataDir, old: str, new: str | None) -> None:
    """The coach's accuracy of ``old``'s matches (the statistics screen shows it): ``new``'s
    now, or gone with it (None)."""
    log = AccuracyLog(data)
    if not any(m.profile == old for m in log.matches):
        return
    if new is None:
        log.matches = [m for m in log.matches if m.profile != old]
    else:
        log.matches = [replace(m, profile=new) if m.profile == old else m for m in log.matches]
    log.save()
