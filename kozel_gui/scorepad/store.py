"""Saved score pads: one JSON file a pad in ``scorepads/`` of the data directory.

Each pad is written atomically after every change (``DataDir.store``).  A file
that cannot be read is set aside by ``DataDir`` (``corrupt`` in its name) and
the player gets one line about it; the other pads still open.

The pads are the device's, not a profile's: whoever keeps the courtyard's score may switch
profiles and still finds every pad in the list, and may finish or delete any of them.  A
finished pad's match is one row of the history under no profile (``sync_history``): every
profile's list shows it, marked as a pad, and no statistics or rating takes it in.

Who sat at the real table the last time a pad was kept by each set of rules (their names,
and whether they played in pairs) is the device's too, in ``scorepad_players.json``, so the
next pad of the same rules starts with them:
``{"format": 1, "by_rules": {NAME: {"names": [...], "teams": bool}}}``.  Versions before
kept it per profile (``scorepad_players-<profile key>.json``) and a pad per profile
(``keeper``); the per-profile files are merged into the device's the first time the score
pad reads them (the newest file's table of a rule set wins), and a pad's ``keeper`` is only
read back.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kozel_gui.scorepad.model import PAD_FORMAT, Pad
from kozel_gui.storage import DataDir, Kept, LoadResult
from rules import BadData

if TYPE_CHECKING:
    from kozel_gui.history import History
    from kozel_gui.i18n import Said

__all__ = ["PADS_DIR", "PLAYERS_FILE", "LastTable", "PadStore", "record_in_history",
           "sync_history"]

PADS_DIR = "scorepads"
PLAYERS_FILE = "scorepad_players.json"
"""The last tables of the device's pads, by rules."""
OLD_PLAYERS = "scorepad_players-*.json"
"""The last tables a profile kept, in versions where pads were a profile's."""
PLAYERS_FORMAT = 1


@dataclass(frozen=True, slots=True)
class LastTable:
    """Who sat at the real table the last time a pad was kept by some rules."""

    names: tuple[str, ...]
    teams: bool


class PadStore:
    """Lists, loads and saves the pads of one data directory (the device's, every one)."""

    def __init__(self, data: DataDir, notify: Callable[[Said], None] | None = None) -> None:
        self.data = data
        self.notify = notify or (lambda _text: None)

    @staticmethod
    def file_name(pad_id: str) -> str:
        """The pad's file, relative to the data directory."""
        return f"{PADS_DIR}/{pad_id}.json"

    def ids(self) -> list[str]:
        """Ids of the pad files present (set-aside files excluded), oldest first."""
        folder = self.data.path(PADS_DIR)
        kept = {name.removesuffix(".json") for name in self.data.unsaved_names(PADS_DIR)}
        if folder.is_dir():  # and the pads a refusing disk left in memory
            kept |= {p.stem for p in folder.glob("*.json") if ".corrupt-" not in p.name}
        return sorted(kept)

    def load(self, pad_id: str) -> Pad | None:
        """One pad, or None (absent, or bad and set aside with a message to the player)."""
        name = self.file_name(pad_id)
        result = self.data.load(name, format_version=PAD_FORMAT)
        if self._tell(result) or result.data is None:
            return None
        try:
            return Pad.from_json(result.data)
        except BadData as exc:
            self._tell(self.data.reject(name, str(exc)))
            return None

    def all(self) -> list[Pad]:
        """Every readable pad with a round written, the most recently changed first (an
        empty one an older version kept is no game: it is not listed)."""
        pads = [p for p in (self.load(i) for i in self.ids()) if p is not None and p.sheet.rows]
        return sorted(pads, key=lambda p: (p.updated, p.id), reverse=True)

    def save(self, pad: Pad) -> bool:
        """Write the pad; False if the disk refused (the player is told once, in words).

        A pad with no round written is no game and is not kept (PT-Q: a pad opened and left
        without a round showed in the list as a game, to be deleted by hand): it lives on
        its sheet until its first round, and its file goes when every round is taken back.
        Its players are remembered all the same (``remember``), so a new pad starts with them.
        """
        if not pad.sheet.rows:
            name = self.file_name(pad.id)
            if self.data.path(name).exists() or name in self.data.unsaved:
                self.data.remove(name, Kept.PAD)
            return True
        return self.data.store(self.file_name(pad.id), pad.to_json(), Kept.PAD)

    def delete(self, pad_id: str) -> bool:
        """Delete a pad (its finished match stays in the history); False if the disk refused."""
        return self.data.write(Kept.PAD, partial(_unlinked, self.data, self.file_name(pad_id))) \
            is not None

    # -- the last table of each rules ----------------------------------------------------

    def last_table(self, rules_name: str) -> LastTable | None:
        """Who played the last pad kept by the rules ``rules_name``, if any."""
        found = self._tables().get(rules_name)
        return LastTable(tuple(found["names"]), bool(found["teams"])) if found else None

    def remember(self, pad: Pad) -> None:
        """Keep the pad's players and pairing as the ones its rules start with next time."""
        tables = {**self._tables(), pad.rules.name: {"names": list(pad.typed),
                                                     "teams": pad.rules.teams}}
        self._store_tables(tables)

    def _store_tables(self, tables: dict[str, Any]) -> bool:
        return self.data.store(PLAYERS_FILE, {"format": PLAYERS_FORMAT, "by_rules": tables},
                               Kept.PAD)

    def _tables(self) -> dict[str, Any]:
        """The last tables by rules; the profiles' old files join the device's first."""
        own = self._read_tables(PLAYERS_FILE)
        old = sorted(self.data.root.glob(OLD_PLAYERS), key=_changed)
        if not old:
            return own
        tables: dict[str, Any] = {}
        for path in old:  # the newest profile's table of a rule set wins
            tables.update(self._read_tables(path.name))
        tables.update(own)
        if self._store_tables(tables):  # only once they are the device's on disk
            for path in old:
                self.data.remove(path.name, Kept.PAD)
        return tables

    def _read_tables(self, name: str) -> dict[str, Any]:
        result = self.data.load(name, format_version=PLAYERS_FORMAT)
        self._tell(result)
        if result.data is None:
            return {}
        tables = result.data.get("by_rules")
        if not isinstance(tables, dict) or not all(_is_table(t) for t in tables.values()):
            self._tell(self.data.reject(name, "not a list of tables"))
            return {}
        return tables

    def _tell(self, result: LoadResult) -> bool:
        """Tell the player what went wrong with a file, if anything did (True then)."""
        if result.message is not None:
            self.notify(result.message)
        return result.message is not None


def sync_history(data: DataDir, pad: Pad, notify: Callable[[Said], None]) -> bool:
    """Make the match history hold the pad's current result, one record kept by the pad's id:
    a finished pad's written (again, if its sheet changed since), a pad running again (its
    deciding round taken back) taken out.  Sets ``pad.in_history``; True if the result was
    written now (the player is then told)."""
    from kozel_gui.history import on_history

    if not pad.sheet.is_over:
        if pad.in_history and on_history(data, partial(_forget, pad)) is not None:
            pad.in_history = False
        return False
    sheet = pad.sheet.to_json()
    if pad.in_history and on_history(
            data, lambda h: int(sheet in h.pad_sheets(pad.id)), write=False):
        return False  # the history already holds exactly this result
    pad.in_history = record_in_history(data, pad, notify)
    return pad.in_history


def record_in_history(data: DataDir, pad: Pad, notify: Callable[[Said], None]) -> bool:
    """Write a finished pad's result in the match history (``kozel_gui.history``) in place of
    any it had there before; False on failure.

    One row under no profile: a pad is the device's, shown in every profile's list; marked
    as a pad, it stays out of every statistics and rating (typed by hand, not played here).
    """
    from kozel_gui.history import store_match
    from kozel_gui.options import MatchSetup, SeatSetup

    setup = MatchSetup(pad.rules, tuple(SeatSetup(n, human=True) for n in pad.names))
    setup_json = {**setup.to_json(), "scorepad": True, "pad": pad.id}
    return store_match(data, setup_json, {"sheet": pad.sheet.to_json()}, {}, notify,
                       replacing=partial(_forget, pad)) is not None


def _forget(pad: Pad, history: History) -> int:
    """Take ``pad``'s result out of ``history`` (also as an older version wrote it, without
    the pad's id: its names' score pad rows stored while it was kept)."""
    return history.remove_pad(pad.id, names=pad.names, since=pad.created, until=pad.updated)


def _unlinked(data: DataDir, name: str) -> bool:
    data.path(name).unlink(missing_ok=True)
    return True


def _is_table(table: Any) -> bool:
    return (isinstance(table, dict) and isinstance(table.get("teams"), bool)
            and isinstance(table.get("names"), list)
            and all(isinstance(n, str) for n in table["names"]))


def _changed(path: Path) -> int:
    """When ``path`` was last written (0: unknown)."""
    try:
        return int(path.stat().st_mtime_ns)
    except OSError:
        return 0
