"""The player's own rule presets, kept in ``custom_presets.json`` in the data directory.

The file is ``{"format": 1, "presets": [<Rules.to_json()>, ...]}``.  A file
that cannot be read is set aside by ``DataDir`` (``corrupt`` in its name) and
the player is told once; the game then starts with no saved presets.

Names are one name whatever their capitals: «правила деда» is the set «Правила деда»
(saving under it replaces that set, after the editor asked), as a person reads them.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING

from kozel_gui.storage import DataDir, Kept
from rules import PRESETS, BadData, Rules

if TYPE_CHECKING:
    from kozel_gui.i18n import Said

__all__ = ["PRESETS_FILE", "PRESETS_FORMAT", "PresetStore", "is_changed", "same_name"]

PRESETS_FILE = "custom_presets.json"
PRESETS_FORMAT = 1
MAX_NAME = 40


def is_changed(rules: Rules, store: PresetStore) -> bool:
    """Whether ``rules`` differ from the set they are named after (a built-in one or one of
    ``store``'s): what the settings call the set «изменён» (their draft's ``differences``
    against the same set); rules of no known set are not a change of one."""
    base = PRESETS.get(rules.name) or store.find(rules.name)
    return base is not None and bool(base.differences(rules))


def same_name(a: str, b: str) -> bool:
    """Whether two set names are one name to a person (spaces round them and capitals aside)."""
    return a.strip().casefold() == b.strip().casefold()


class PresetStore:
    """Saved custom presets by name, written to disk on every change."""

    def __init__(self, data: DataDir, notify: Callable[[Said], None] | None = None) -> None:
        self.data = data
        self.notify = notify or (lambda _text: None)
        self.presets: dict[str, Rules] = {}
        self.load()

    def load(self) -> None:
        """Read the file; a bad one is set aside and the player told in one line."""
        self.presets = {}
        result = self.data.load(PRESETS_FILE, format_version=PRESETS_FORMAT)
        if result.message:
            self.notify(result.message)
            return
        if result.data is None:
            return
        try:
            self.presets = _parse(result.data)
        except BadData as exc:
            rejected = self.data.reject(PRESETS_FILE, str(exc))
            if rejected.message is not None:
                self.notify(rejected.message)

    def names(self) -> list[str]:
        """Saved names in the order they were saved."""
        return list(self.presets)

    def find(self, name: str) -> Rules | None:
        """A saved preset by its name in any capitals (that very spelling first), or None."""
        found = self.existing(name)
        return None if found is None else self.presets[found]

    def existing(self, name: str) -> str | None:
        """The saved name that ``name`` is (the same spelling, else the same in other
        capitals), or None."""
        if name in self.presets:
            return name
        return next((k for k in self.presets if same_name(k, name)), None)

    def name_problem(self, name: str, *, replacing: str | None = None) -> str | None:
        """Why ``name`` cannot be used for a saved preset (an i18n key), or None."""
        name = name.strip()
        if not name:
            return "settings.name_empty"
        if len(name) > MAX_NAME:
            return "settings.name_long"
        if any(same_name(name, builtin) for builtin in PRESETS):
            return "settings.name_builtin"
        taken = self.existing(name)
        if taken is not None and not (replacing is not None and same_name(taken, replacing)):
            return "settings.name_taken"
        return None

    def save(self, name: str, rules: Rules) -> Rules:
        """Save ``rules`` under ``name``, replacing in its place a set of that name in any
        capitals (it takes the spelling given now); return the stored copy."""
        problem = self.name_problem(name, replacing=name)
        if problem:
            raise ValueError(problem)
        stored = dataclasses.replace(rules, name=name.strip())
        old = self.existing(stored.name)
        if old is None:
            self.presets[stored.name] = stored
        else:
            self.presets = {(stored.name if k == old else k): (stored if k == old else v)
                            for k, v in self.presets.items()}
        self._write()
        return stored

    def rename(self, old: str, new: str) -> Rules:
        """Give a saved preset a new name, keeping its place in the list."""
        problem = self.name_problem(new, replacing=old)
        if problem:
            raise ValueError(problem)
        new = new.strip()
        self.presets = {(new if k == old else k): (dataclasses.replace(v, name=new)
                                                   if k == old else v)
                        for k, v in self.presets.items()}
        self._write()
        return self.presets[new]

    def delete(self, name: str) -> None:
        """Forget a saved preset."""
        del self.presets[name]
        self._write()

    def _write(self) -> None:
        data = {"format": PRESETS_FORMAT,
                "presets": [r.to_json() for r in self.presets.values()]}
        self.data.store(PRESETS_FILE, data, Kept.RULES)


def _parse(data: object) -> dict[str, Rules]:
    if not isinstance(data, dict) or not isinstance(data.get("presets"), list):
        raise BadData("presets: expected a list of presets")
    out: dict[str, Rules] = {}
    for item in data["presets"]:
        rules = Rules.from_json(item)
        if rules.name in PRESETS or rules.name in out:
            raise BadData(f"presets: name {rules.name!r} used twice")
        out[rules.name] = rules
    return out
