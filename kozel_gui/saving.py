"""Autosaves written off the UI thread: the newest state of each file, in order, never half-written.

A frame that hands a move to the engine must not wait for the disk (an ``fsync`` can take
tens of milliseconds).  ``Writer.write`` takes a function that builds the JSON (the match
is immutable, so building it later, on the writer's thread, sees the same state) and
returns at once; one worker thread writes, first in first out.  A write still waiting
when a newer one of the same file arrives is replaced by it (the newer state holds
everything the older one did), so a slow disk never falls behind.

``after`` runs something (the move log's lines) once everything handed in before it is
on disk, so a logged move is always in the file.  ``flush`` waits for every write handed
in so far: the table calls it before it shows a round's or a match's result, and the app
before it exits (the executor's own exit hook finishes queued writes too).  A write that
fails is never a lost frame or a crash on the wrong thread: ``take_results`` tells, per
file, how its newest write ended, and the UI thread turns that into the player's
told-once storage message (``Session``, through ``DataDir.faults``); ``take_errors``
has every failure, the move log's broken pipe among them.
"""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

from kozel_gui.storage import write_json_atomic

__all__ = ["WRITER", "Writer", "print_lines"]


class Writer:
    """One background thread that writes JSON files atomically, newest state first."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._pending: dict[Path, Callable[[], Any] | None] = {}
        """Per file, the newest state not yet written (None: remove the file)."""
        self._errors: list[BaseException] = []
        self._results: dict[Path, BaseException | None] = {}
        """Per file, how its newest write not yet taken ended (None: it worked), or a failed
        removal (a removal that works proves nothing about writes)."""
        self._pool: ThreadPoolExecutor | None = None
        self._last: Future[object] | None = None

    def write(self, path: Path, make: Callable[[], Any]) -> None:
        """Write ``make()`` as JSON to ``path`` soon, on the writer's thread."""
        self._hand_in(path, make)

    def remove(self, path: Path) -> None:
        """Remove ``path`` once the writes before are done (a finished match's autosave)."""
        self._hand_in(path, None)

    def after(self, job: Callable[[], None]) -> None:
        """Run ``job`` on the writer's thread once every write handed in before is done."""
        self._submit(lambda: self._guard(job))

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until everything handed in so far is done; False if ``timeout`` passed first."""
        with self._lock:
            last = self._last
        if last is None:
            return True
        try:
            last.result(timeout)
        except TimeoutError:
            return False
        return True

    def take_errors(self) -> list[BaseException]:
        """The failures since the last call (each once): of writes and of ``after`` jobs."""
        with self._lock:
            errors, self._errors = self._errors, []
        return errors

    def take_results(self) -> dict[Path, BaseException | None]:
        """Per file since the last call, how its newest write ended (None: it worked) or
        that a removal failed, so a disk that refused and then took a write again is seen."""
        with self._lock:
            results, self._results = self._results, {}
        return results

    # -- the worker ---------------------------------------------------------------------

    def _hand_in(self, path: Path, make: Callable[[], Any] | None) -> None:
        with self._lock:
            waiting = path in self._pending
            self._pending[path] = make
        if not waiting:  # a task for this file is queued already: it takes the newest state
            self._submit(lambda: self._write(path))

    def _submit(self, task: Callable[[], object]) -> None:
        with self._lock:
            if self._pool is None:
                self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="kozel-save")
            self._last = self._pool.submit(task)

    def _write(self, path: Path) -> None:
        with self._lock:
            make = self._pending.pop(path)
        if make is None:
            error = self._guard(lambda: path.unlink(missing_ok=True))
            if error is None:
                return  # removing a file that is not there works even on a read-only disk
        else:
            error = self._guard(lambda: write_json_atomic(path, make()))
        with self._lock:
            self._results[path] = error

    def _guard(self, job: Callable[[], None]) -> BaseException | None:
        try:
            job()
        except Exception as exc:  # told to the player on the UI thread, not lost here
            with self._lock:
                self._errors.append(exc)
            return exc
        return None


def print_lines(lines: list[str]) -> Callable[[], None]:
    """A job that prints ``lines`` to standard output (the move log)."""
    def job() -> None:
        for line in lines:
            print(line, flush=True, file=sys.stdout)
    return job


WRITER = Writer()
"""The process's one writer: every autosave goes through it, so writes never overtake."""
