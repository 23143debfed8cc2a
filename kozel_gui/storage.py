"""Where user files live, and how they are written and read without ever losing one.

Files are JSON with a ``format`` version, written atomically (a temporary
file in the same folder, then a rename).  A file that cannot be read is
renamed aside with ``corrupt`` in its name and the caller gets a one-line
message for the player; nothing is silently overwritten.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import platformdirs

__all__ = ["DataDir", "LoadResult", "set_aside", "write_json_atomic"]

APP_NAME = "kozel-domino"


def write_json_atomic(path: Path, data: Any) -> None:
    """Write ``data`` as JSON to ``path`` atomically (never a half-written file)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False, indent=1)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def set_aside(path: Path) -> Path:
    """Rename a bad file to ``NAME.corrupt-TIMESTAMP.EXT`` beside it; return the new path."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.stem}.corrupt-{stamp}{path.suffix}")
    n = 1
    while target.exists():
        target = path.with_name(f"{path.stem}.corrupt-{stamp}-{n}{path.suffix}")
        n += 1
    os.replace(path, target)
    return target


@dataclass(slots=True)
class LoadResult:
    """What reading a file gave: the data (None if absent or bad) and a message if bad."""

    data: Any = None
    message: str | None = None
    moved_to: Path | None = None


@dataclass(slots=True)
class DataDir:
    """The user data directory (platformdirs, or ``--data-dir``), and its messages."""

    root: Path
    messages: list[str] = field(default_factory=list)

    @classmethod
    def default(cls, override: str | os.PathLike[str] | None = None) -> DataDir:
        """The user data dir of this game, or ``override`` when given."""
        root = Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, False))
        return cls(root)

    def path(self, name: str) -> Path:
        """A file in the data directory."""
        return self.root / name

    def save(self, name: str, data: Any) -> None:
        """Write ``data`` to ``name`` atomically."""
        write_json_atomic(self.path(name), data)

    def load(self, name: str, *, format_version: int | None = None) -> LoadResult:
        """Read ``name``; a bad file is set aside and a message kept for the player."""
        path = self.path(name)
        if not path.exists():
            return LoadResult()
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            if format_version is not None:
                found = data.get("format") if isinstance(data, dict) else None
                if found != format_version:
                    raise ValueError(f"format {found!r}, expected {format_version}")
        except (OSError, UnicodeDecodeError, ValueError) as exc:
            return self.reject(name, str(exc))
        return LoadResult(data)

    def reject(self, name: str, reason: str) -> LoadResult:
        """Set ``name`` aside as corrupt (e.g. its data did not validate) with a message."""
        path = self.path(name)
        try:
            moved = set_aside(path)
        except OSError as exc:
            message = f"{name}: cannot be read ({reason}) nor moved aside ({exc}); left as is"
            self.messages.append(message)
            return LoadResult(message=message)
        message = f"{name} could not be read ({reason}); kept as {moved.name}, defaults used"
        self.messages.append(message)
        return LoadResult(message=message, moved_to=moved)
