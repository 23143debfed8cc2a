"""Where user files live, and how they are written and read without ever losing one.

Files are JSON with a ``format`` version, written atomically (a temporary
file in the same folder, then a rename).  A file that cannot be read is
renamed aside with ``corrupt`` in its name and the caller gets a one-line
message for the player; nothing is silently overwritten.

A write the disk refuses (full, read-only, no permission) never stops the game:
``DataDir.write`` and ``DataDir.store`` tell the player once, in plain words, what
is not being kept and why («Нет места на диске: партия не сохраняется»), leave the
last good file as it was, and simply try again at the next save; when a write of
that kind works again, the player is told that too.  A folder that takes no file at all
(read-only, or not the player's to write) is told once for everything: «Папка игры только
для чтения: ничего не сохраняется».

What a refused ``store`` was to write is kept in memory (``DataDir.unsaved``) until it is
written: ``load`` reads that copy, so a profile made on a read-only disk is still there for
the rest of the session, and every write that works (any kind, the autosave's too) writes
the kept copies first in line.
"""

from __future__ import annotations

import copy
import errno
import json
import os
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from enum import StrEnum
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

import platformdirs

if TYPE_CHECKING:
    from kozel_gui.i18n import Words

__all__ = ["FOLDER_FAULTS", "DataDir", "Fault", "Kept", "LoadResult", "WriteFaults", "fault_of",
           "fault_words", "folder_fault_words", "set_aside",
           "write_json_atomic"]

T = TypeVar("T")

APP_NAME = "kozel-domino"


def write_json_atomic(path: Path, data: Any, *, sync: bool = True) -> None:
    """Write ``data`` as JSON to ``path`` atomically (never a half-written file); ``sync``
    False skips the wait for the disk (a file written often that a power cut may lose)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(data, f, ensure_ascii=False, indent=1)
            f.flush()
            if sync:
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


class Kept(StrEnum):
    """What a write keeps: the player is told which of these is not being saved."""

    MATCH = "match"
    HISTORY = "history"
    PAD = "pad"
    SETTINGS = "settings"
    PROFILES = "profiles"
    PROGRESS = "progress"
    RULES = "rules"


class Fault(StrEnum):
    """Why the disk refused a write, as the player is told it."""

    FULL = "full"
    READ_ONLY = "read_only"
    DENIED = "denied"
    OTHER = "other"


_BY_ERRNO = {errno.ENOSPC: Fault.FULL, errno.EDQUOT: Fault.FULL, errno.EFBIG: Fault.FULL,
             errno.EROFS: Fault.READ_ONLY, errno.EACCES: Fault.DENIED, errno.EPERM: Fault.DENIED}
_BY_SQLITE = {13: Fault.FULL, 8: Fault.READ_ONLY, 3: Fault.DENIED}
"""SQLite's primary result codes: SQLITE_FULL, SQLITE_READONLY, SQLITE_PERM."""


def fault_of(error: BaseException, folder: Path) -> Fault:
    """Why writing into ``folder`` failed with ``error`` (an ``OSError`` or SQLite's error)."""
    code = getattr(error, "errno", None)
    if code in _BY_ERRNO:
        return _BY_ERRNO[code]
    sqlite_code = getattr(error, "sqlite_errorcode", None)
    said = _BY_SQLITE.get(sqlite_code & 0xFF) if isinstance(sqlite_code, int) else None
    if said is Fault.FULL:
        return said
    # SQLite says "read-only" for a file it may not write too: the folder tells which.
    found = _fault_of_folder(folder)
    return said if found is Fault.OTHER and said is not None else found


def _fault_of_folder(folder: Path) -> Fault:
    """What is wrong with a folder when the error did not say (SQLite's "unable to open")."""
    probe = folder
    while not probe.exists() and probe.parent != probe:
        probe = probe.parent
    try:
        stat = os.statvfs(probe)
    except (OSError, AttributeError):  # Windows has no statvfs
        return Fault.DENIED if not os.access(probe, os.W_OK) else Fault.OTHER
    if stat.f_flag & getattr(os, "ST_RDONLY", 1):
        return Fault.READ_ONLY
    if stat.f_bavail == 0:
        return Fault.FULL
    return Fault.DENIED if not os.access(probe, os.W_OK) else Fault.OTHER


def fault_words(kept: Kept, fault: Fault) -> Words:
    """The sentence for the player: why, and what is not being kept."""
    from kozel_gui.i18n import words

    return words("storage.fault", cause=words(f"storage.cause.{fault}"),
                 lost=words(f"storage.lost.{kept}"))


FOLDER_FAULTS = frozenset({Fault.READ_ONLY, Fault.DENIED})
"""Faults of the whole folder: no file of any kind can be written, so it is told once."""


def folder_fault_words(fault: Fault) -> Words:
    """The one sentence for a folder that takes no file: nothing is saved, and why."""
    from kozel_gui.i18n import words

    return words("storage.fault_all", cause=words(f"storage.cause.{fault}"))


@dataclass(slots=True)
class WriteFaults:
    """Which kinds of file cannot be written now; each is told once until it works again
    (a folder that takes nothing, once for all of them)."""

    tell: Callable[[Words], None] | None = None
    """Where the sentences go (the app's message line); None: only ``said`` keeps them."""
    failing: dict[Kept, Fault] = field(default_factory=dict)
    said: list[str] = field(default_factory=list)
    again: Callable[[], None] | None = None
    """Run after a write works: the files kept in memory are written (``DataDir``)."""

    def failed(self, kept: Kept, fault: Fault) -> None:
        """A write of ``kept`` was refused: say so, unless it is already said."""
        if kept in self.failing:
            return
        told_all = any(f in FOLDER_FAULTS for f in self.failing.values())
        self.failing[kept] = fault
        if fault in FOLDER_FAULTS:
            if not told_all:
                self._say(folder_fault_words(fault))
        elif not told_all:
            self._say(fault_words(kept, fault))

    def worked(self, kept: Kept) -> None:
        """A write of ``kept`` worked: if it had failed, say that it is kept again; then
        what is kept in memory is written too."""
        self.cleared(kept)
        if self.again is not None:
            self.again()

    def cleared(self, kept: Kept) -> None:
        """A write of ``kept`` worked: say so if it had failed (the folder, once for all)."""
        from kozel_gui.i18n import words

        fault = self.failing.pop(kept, None)
        if fault is None:
            return
        if fault in FOLDER_FAULTS:  # the folder takes files again: every kind is kept again
            self.failing = {k: f for k, f in self.failing.items() if f not in FOLDER_FAULTS}
            self._say(words("storage.back.all"))
        else:
            self._say(words(f"storage.back.{kept}"))

    def _say(self, text: Words) -> None:
        self.said.append(str(text))
        if self.tell is not None:
            self.tell(text)


@dataclass(slots=True)
class LoadResult:
    """What reading a file gave: the data (None if absent or bad) and a message if bad."""

    data: Any = None
    message: Words | None = None
    """What the player is told (in the language shown then)."""
    moved_to: Path | None = None


@dataclass(slots=True)
class DataDir:
    """The user data directory (platformdirs, or ``--data-dir``), and its messages."""

    root: Path
    messages: list[str] = field(default_factory=list)
    faults: WriteFaults = field(default_factory=WriteFaults)
    unsaved: dict[str, tuple[Any, Kept]] = field(default_factory=dict)
    """What refused writes were to write, by file, until a write works again."""

    def __post_init__(self) -> None:
        self.faults.again = self.retry_unsaved

    @classmethod
    def default(cls, override: str | os.PathLike[str] | None = None) -> DataDir:
        """The user data dir of this game, or ``override`` when given."""
        root = Path(override) if override else Path(platformdirs.user_data_dir(APP_NAME, False))
        return cls(root)

    def path(self, name: str) -> Path:
        """A file in the data directory."""
        return self.root / name

    def save(self, name: str, data: Any, *, sync: bool = True) -> None:
        """Write ``data`` to ``name`` atomically (``OSError`` if the disk refuses; ``sync``:
        as ``write_json_atomic``)."""
        write_json_atomic(self.path(name), data, sync=sync)

    def store(self, name: str, data: Any, kept: Kept) -> bool:
        """Write ``data`` to ``name`` atomically; False if the disk refused (the player is
        told once, the last good file stays, and ``data`` is kept in memory: ``load``
        reads it, and the next write that works writes it)."""
        self.unsaved.pop(name, None)
        if self.write(kept, partial(self._saved, name, data)) is not None:
            return True
        self.unsaved[name] = (copy.deepcopy(data), kept)
        return False

    def retry_unsaved(self) -> None:
        """Write what refused writes left in memory, oldest first; stop at the first refusal."""
        for name, (data, kept) in list(self.unsaved.items()):
            try:
                self.save(name, data)
            except OSError:
                return  # still refused: it was told already, the next write tries again
            del self.unsaved[name]
            self.faults.cleared(kept)

    def unsaved_names(self, folder: str) -> list[str]:
        """The files under ``folder`` kept in memory only (their names relative to it)."""
        prefix = folder.rstrip("/") + "/"
        return [n.removeprefix(prefix) for n in self.unsaved if n.startswith(prefix)]

    def _saved(self, name: str, data: Any) -> bool:
        self.save(name, data)
        return True

    def remove(self, name: str, kept: Kept) -> None:
        """Delete ``name`` if it is there; a refusal is told (a removal proves no write works)."""
        self.unsaved.pop(name, None)
        path = self.path(name)
        try:
            path.unlink(missing_ok=True)
        except OSError as exc:
            self.faults.failed(kept, fault_of(exc, self.root))

    def write(self, kept: Kept, action: Callable[[], T]) -> T | None:
        """Run a write of ``kept`` (a file, the history database); its result, or None when
        the disk refused it: the player is told once, and the next write tries again."""
        import sqlite3

        try:
            result = action()
        except (OSError, sqlite3.OperationalError) as exc:
            self.faults.failed(kept, fault_of(exc, self.root))
            return None
        self.faults.worked(kept)
        return result

    def load(self, name: str, *, format_version: int | None = None) -> LoadResult:
        """Read ``name`` (its copy in memory if its last write was refused); a bad file is
        set aside and a message kept for the player."""
        if name in self.unsaved:
            return LoadResult(copy.deepcopy(self.unsaved[name][0]))
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
        """Set ``name`` aside as corrupt (e.g. its data did not validate) with a message
        (``messages`` logs it with the reason)."""
        from kozel_gui.i18n import words

        path = self.path(name)
        try:
            moved = set_aside(path)
        except OSError as exc:
            self.messages.append(f"{name}: cannot be read ({reason}) nor moved aside ({exc})")
            return LoadResult(message=words("shell.file_unreadable", name=name))
        self.messages.append(f"{name} could not be read ({reason}); kept as {moved.name}")
        return LoadResult(message=words("shell.file_set_aside", name=name, moved=moved.name),
                          moved_to=moved)
