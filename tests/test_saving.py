"""The background writer: newest state per file, in order, never on the UI thread; and the table's
autosave written before a round's result is shown and before the app exits."""

from __future__ import annotations

import errno
import json
import threading
import time
from pathlib import Path
from typing import Any

import pygame
import pytest
from conftest import key, run_frames
from table_kit import moves, scripted, settle, top

from kozel_gui import saving, storage
from kozel_gui.saving import Writer
from kozel_gui.table.summary import RoundSummaryScene


class SlowDisk:
    """``write_json_atomic`` that waits for a signal: a disk slower than any frame."""

    def __init__(self) -> None:
        self.go = threading.Event()
        self.threads: list[str] = []
        self.written: list[Any] = []
        self.delay = 0.0
        """Seconds each write takes once the disk goes (a slow disk; the test waits on none)."""
        self._real = storage.write_json_atomic

    def __call__(self, path: Path, data: Any) -> None:
        self.threads.append(threading.current_thread().name)
        assert self.go.wait(10), "the test never let the disk go"
        time.sleep(self.delay)
        self._real(path, data)
        self.written.append(data)


@pytest.fixture
def slow(monkeypatch: pytest.MonkeyPatch) -> SlowDisk:
    disk = SlowDisk()
    monkeypatch.setattr(saving, "write_json_atomic", disk)
    return disk


def test_waiting_writes_of_a_file_give_way_to_the_newest(tmp_path: Path, slow: SlowDisk) -> None:
    w, path, log = Writer(), tmp_path / "a.json", []
    for n in range(5):
        w.write(path, lambda n=n: {"n": n})  # type: ignore[misc]
        w.after(lambda n=n: log.append(n))  # type: ignore[misc]
    assert not path.exists()  # nothing waited for the disk
    slow.go.set()
    assert w.flush(10)
    assert json.loads(path.read_text()) == {"n": 4}
    # The worker may have taken one write (whichever was newest then) before the others came:
    # never more than two writes, the newest last.
    written = [d["n"] for d in slow.written]
    assert written[-1:] == [4] and len(written) <= 2 and written == sorted(set(written))
    assert log == [0, 1, 2, 3, 4]
    assert all(name.startswith("kozel-save") for name in slow.threads)


def test_a_removal_waits_for_the_write_before_it(tmp_path: Path, slow: SlowDisk) -> None:
    w, path = Writer(), tmp_path / "a.json"
    w.write(path, lambda: {"n": 1})
    w.remove(path)
    slow.go.set()
    assert w.flush(10) and not path.exists()


def test_a_failed_write_is_a_message_not_a_crash(tmp_path: Path) -> None:
    w = Writer()
    w.write(tmp_path / "a.json", lambda: {"bad": object()})
    assert w.flush(10)
    errors = w.take_errors()
    assert len(errors) == 1 and isinstance(errors[0], TypeError)
    assert w.take_errors() == []


def test_each_file_reports_how_its_newest_write_ended(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    w, a, b = Writer(), tmp_path / "a.json", tmp_path / "b.json"
    w.write(a, lambda: {"bad": object()})
    assert w.flush(10)
    w.write(b, lambda: {"n": 1})
    assert w.flush(10)
    results = w.take_results()
    assert set(results) == {a, b} and isinstance(results[a], TypeError) and results[b] is None
    w.write(a, lambda: {"n": 2})  # the same file works again
    assert w.flush(10) and w.take_results() == {a: None} and w.take_results() == {}
    w.remove(b)  # a removal that works says nothing of writes: no result
    assert w.flush(10) and not b.exists() and w.take_results() == {}


def test_a_save_the_disk_refuses_is_told_once_and_again_when_it_works(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from conftest import make_app

    from kozel_gui.i18n import set_language
    from kozel_gui.options import MatchSetup, SeatSetup
    from kozel_gui.session import Session
    from rules import find_preset

    set_language("ru")
    app = make_app(tmp_path)
    seats = (SeatSetup("Аня", human=True), SeatSetup("Бот", bot="medium"))
    session = Session(app, MatchSetup(find_preset("kozel"), seats, 5))
    session.written()
    path = app.data.path(session.autosave_name)
    good = path.read_bytes()

    def no_room(_path: Path, _data: Any) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(saving, "write_json_atomic", no_room)
    for _ in range(3):  # every move is refused: said once, play goes on
        move = session.round.legal_moves()[0]
        session.apply(move)
        session.written()
        if session.round.outcome() is not None:
            break
    assert path.read_bytes() == good  # the last good save stays as it was
    assert app.data.faults.said == ["Нет места на диске: партия не сохраняется."]
    monkeypatch.undo()
    session.save()
    session.written()  # the next save tries again, and works
    assert app.data.faults.said[1:] == ["Партия снова сохраняется."]
    assert json.loads(path.read_text(encoding="utf-8"))["match"] == session.match.to_json()
    session.close()
    app.close()


def _save_path(table: Any) -> Path:
    """The playing profile's own save."""
    return Path(table.app.data.path(table.session.autosave_name))


def _saved_match(table: Any) -> Any:
    return json.loads(_save_path(table).read_text(encoding="utf-8"))["match"]


def test_the_table_saves_off_the_ui_thread_and_before_the_summary(tmp_path: Path,
                                                                  slow: SlowDisk) -> None:
    app, table = scripted(tmp_path)
    settle(app, table)
    for k in (pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RETURN):  # 1:2 led, the disk stuck
        key(app, k, frames=1)
    run_frames(app, 5)  # frames go on while the disk has not written anything
    assert moves(table)[:1] == ["0 1:2"] and not _save_path(table).exists()
    slow.go.set()
    settle(app, table)
    for k in (pygame.K_RIGHT, pygame.K_RETURN, pygame.K_LEFT, pygame.K_RETURN):
        key(app, k, frames=1)  # 1:4 (the first tile that fits) on the left
    settle(app, table)
    key(app, pygame.K_d, frames=1)
    settle(app, table)
    for k in (pygame.K_LEFT, pygame.K_RETURN):
        key(app, k, frames=1)
    settle(app, table)
    slow.delay = 0.3  # the last writes are still going when the round ends
    key(app, pygame.K_k, frames=1)
    for _ in range(600):
        if isinstance(top(app), RoundSummaryScene):
            break
        run_frames(app, 1)
    else:
        raise AssertionError("the summary never opened")
    # The frame that opened the summary waited for the disk: the round's end is saved.
    assert _saved_match(table) == table.session.match.to_json()
    assert slow.threads and all(name.startswith("kozel-save") for name in slow.threads)
    app.close()


def test_closing_the_app_finishes_the_autosave(tmp_path: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    real = storage.write_json_atomic

    def sluggish(path: Path, data: Any) -> None:
        time.sleep(0.3)  # a slow disk (the test itself waits on nothing)
        real(path, data)

    monkeypatch.setattr(saving, "write_json_atomic", sluggish)
    app, table = scripted(tmp_path)
    settle(app, table)
    for k in (pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RETURN):
        key(app, k, frames=1)
    assert moves(table)[:1] == ["0 1:2"]
    played = table.session.match.to_json()
    app.close()
    assert _saved_match(table) == played
