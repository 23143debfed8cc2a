"""The host's autosave: a table's snapshot and the journal of moves since, before anyone sees them.

``table-CODE.json`` holds the whole table, written atomically (a reader sees the old file
or the new one) whenever seats, tokens or rounds change; ``table-CODE.moves`` gets one line
a move in between (an append costs far less than rewriting the match), marked when the
host's stand-in made it for a person away (``stand_ins`` of ``state`` outlive a restart).  Loading reads the
snapshot and plays the journal's moves again; a torn last line (the host killed while
writing it) is a move nobody was shown, and is dropped.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
import time
from pathlib import Path

from kozel_net.table import NetTable, Phase
from rules import BadData

__all__ = ["Autosave"]


class Autosave:
    """Tables saved in ``folder``; a finished table's files are removed."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        folder.mkdir(parents=True, exist_ok=True)

    def path(self, code: str) -> Path:
        """Where the table ``code``'s snapshot is."""
        return self.folder / f"table-{code}.json"

    def journal(self, code: str) -> Path:
        """Where the moves since the snapshot are."""
        return self.folder / f"table-{code}.moves"

    def save(self, table: NetTable) -> None:
        """Write what changed: the moves to the journal, or else a new snapshot."""
        if table.phase is Phase.DONE:
            self.path(table.code).unlink(missing_ok=True)
            self.journal(table.code).unlink(missing_ok=True)
        elif table.changed:
            self._snapshot(table)
        elif table.unsaved:
            lines = "".join(json.dumps({"at": list(at), "seat": seat, "move": move,
                                        **({"stand_in": True} if at in table.stood else {})})
                            + "\n" for at, seat, move in table.unsaved)
            with self.journal(table.code).open("a", encoding="utf-8") as f:
                f.write(lines)
        table.changed, table.unsaved = False, []

    def _snapshot(self, table: NetTable) -> None:
        text = json.dumps(table.to_json(), ensure_ascii=False, separators=(",", ":"))
        fd, tmp = tempfile.mkstemp(dir=self.folder, prefix=".table-", suffix=".tmp")
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                f.write(text)
            os.replace(tmp, self.path(table.code))
        except BaseException:
            with contextlib.suppress(OSError):
                os.unlink(tmp)
            raise
        self.journal(table.code).unlink(missing_ok=True)

    def load(self, code: str) -> tuple[NetTable | None, str | None]:
        """The saved table and None, or None and a message (a corrupt file is set aside)."""
        path = self.path(code)
        if not path.exists():
            return None, None
        try:
            table = NetTable.from_json(json.loads(path.read_text(encoding="utf-8")))
            if table.code != code:
                raise BadData(f"table: the file holds table {table.code}")
        except (OSError, ValueError) as exc:  # BadData and JSON errors are ValueErrors
            stamp = time.strftime("%Y%m%d-%H%M%S")
            aside = path.with_name(f"{path.stem}.corrupt-{stamp}.json")
            with contextlib.suppress(OSError):
                path.rename(aside)
                self.journal(code).rename(aside.with_suffix(".moves"))
            return None, (f"the saved table {code} could not be read ({exc}); "
                          f"set aside as {aside.name}")
        self._replay(table)
        table.changed, table.unsaved = True, []
        return table, None

    def _replay(self, table: NetTable) -> None:
        journal = self.journal(table.code)
        if not journal.exists():
            return
        for line in journal.read_text(encoding="utf-8").splitlines():
            try:
                item = json.loads(line)
                at = tuple(item["at"])
                table.replay((int(at[0]), int(at[1]), int(at[2])), int(item["seat"]),
                             str(item["move"]), stood=item.get("stand_in") is True)
            except (ValueError, KeyError, TypeError, IndexError):
                return  # a torn last line: that move was never shown to anyone
