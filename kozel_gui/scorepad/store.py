"""Saved score pads: one JSON file a pad in ``scorepads/`` of the data directory.

Each pad is written atomically after every change (``DataDir.save``).  A file
that cannot be read is set aside by ``DataDir`` (``corrupt`` in its name) and
the player gets one line about it; the other pads still open.
"""

from __future__ import annotations

from collections.abc import Callable

from kozel_gui.scorepad.model import PAD_FORMAT, Pad
from kozel_gui.storage import DataDir, Kept
from rules import BadData

__all__ = ["PADS_DIR", "PadStore", "record_in_history"]

PADS_DIR = "scorepads"


class PadStore:
    """Lists, loads and saves the pads of one data directory."""

    def __init__(self, data: DataDir, notify: Callable[[str], None] | None = None) -> None:
        self.data = data
        self.notify = notify or (lambda _text: None)

    @staticmethod
    def file_name(pad_id: str) -> str:
        """The pad's file, relative to the data directory."""
        return f"{PADS_DIR}/{pad_id}.json"

    def ids(self) -> list[str]:
        """Ids of the pad files present (set-aside files excluded), oldest first."""
        folder = self.data.path(PADS_DIR)
        if not folder.is_dir():
            return []
        return sorted(p.stem for p in folder.glob("*.json") if ".corrupt-" not in p.name)

    def load(self, pad_id: str) -> Pad | None:
        """One pad, or None (absent, or bad and set aside with a message to the player)."""
        name = self.file_name(pad_id)
        result = self.data.load(name, format_version=PAD_FORMAT)
        if result.message:
            self.notify(result.message)
            return None
        if result.data is None:
            return None
        try:
            return Pad.from_json(result.data)
        except BadData as exc:
            rejected = self.data.reject(name, str(exc))
            self.notify(rejected.message or str(exc))
            return None

    def all(self) -> list[Pad]:
        """Every readable pad, the most recently changed first."""
        pads = [p for p in (self.load(i) for i in self.ids()) if p is not None]
        return sorted(pads, key=lambda p: (p.updated, p.id), reverse=True)

    def save(self, pad: Pad) -> bool:
        """Write the pad; False if the disk refused (the player is told once, in words)."""
        return self.data.store(self.file_name(pad.id), pad.to_json(), Kept.PAD)


def record_in_history(data: DataDir, pad: Pad, notify: Callable[[str], None]) -> bool:
    """Add a finished pad to the match history (``kozel_gui.history``); False on failure."""
    from kozel_gui.history import store_match
    from kozel_gui.options import MatchSetup, SeatSetup

    setup = MatchSetup(pad.rules, tuple(SeatSetup(n, human=True) for n in pad.names))
    return store_match(data, setup.to_json(), {"sheet": pad.sheet.to_json()}, None,
                       notify) is not None
