"""A disk that refuses writes never stops the game: it is told once, in words, and nothing good is lost.

Whole matches run on real file systems that refuse: a tiny tmpfs filled to the last
block and a read-only one, each mounted in a private user and mount namespace
(``unshare -rm``: no root needed where user namespaces are allowed), and a folder the
player may not write to (the game run as ``nobody`` over a 0555 folder; needs root).
Each match must play exactly the moves of the same seeded match on a good disk, exit 0
without a crash report, say each kind of loss once, and leave every file that was
there byte for byte.  In-process tests make ``fsync`` refuse, for the retry and the
"saved again" line.
"""

from __future__ import annotations

import errno
import json
import os
import shutil
import sqlite3
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

from kozel_gui.history import HISTORY_FILE, History
from kozel_gui.i18n import set_language, tr
from kozel_gui.storage import (
    FOLDER_FAULTS,
    DataDir,
    Fault,
    Kept,
    WriteFaults,
    fault_of,
    fault_words,
    folder_fault_words,
)

ROOT = Path(__file__).resolve().parent.parent
MATCH = ["--headless", "--demo", "--seed", "3", "--speed", "0", "--preset", "kids",
         "--players", "2", "--log-moves"]
TIMEOUT = 120


# -- what the player is told -----------------------------------------------------------------


@pytest.mark.parametrize(("code", "fault"), [(errno.ENOSPC, Fault.FULL),
                                             (errno.EDQUOT, Fault.FULL),
                                             (errno.EROFS, Fault.READ_ONLY),
                                             (errno.EACCES, Fault.DENIED),
                                             (errno.EPERM, Fault.DENIED)])
def test_an_os_error_names_its_cause(tmp_path: Path, code: int, fault: Fault) -> None:
    assert fault_of(OSError(code, os.strerror(code)), tmp_path) is fault


def test_sqlite_errors_name_their_cause(tmp_path: Path) -> None:
    full = sqlite3.OperationalError("database or disk is full")
    full.sqlite_errorcode = 13  # type: ignore[attr-defined]
    read_only = sqlite3.OperationalError("attempt to write a readonly database")
    read_only.sqlite_errorcode = 8 | (1 << 8)  # an extended code: SQLITE_READONLY_RECOVERY
    assert fault_of(full, tmp_path) is Fault.FULL
    assert fault_of(read_only, tmp_path) is Fault.READ_ONLY
    # "unable to open" says nothing: a writable folder with room is some other fault
    assert fault_of(sqlite3.OperationalError("unable to open database file"), tmp_path) \
        is Fault.OTHER


def test_each_kind_of_loss_is_told_once_until_it_works_again() -> None:
    set_language("ru")
    told: list[str] = []
    faults = WriteFaults(told.append)
    for _ in range(3):
        faults.failed(Kept.MATCH, Fault.FULL)
    faults.failed(Kept.HISTORY, Fault.FULL)
    faults.worked(Kept.SETTINGS)  # never failed: nothing to say
    faults.worked(Kept.MATCH)
    assert [str(t) for t in told] == faults.said == [
        "Нет места на диске: партия не сохраняется.",
        "Нет места на диске: сыгранные партии не попадают в историю.",
        "Партия снова сохраняется."]


def test_a_folder_that_takes_nothing_is_told_once_for_every_kind() -> None:
    set_language("ru")
    faults = WriteFaults()
    faults.failed(Kept.PROFILES, Fault.READ_ONLY)
    for kept in (Kept.SETTINGS, Kept.MATCH, Kept.PROFILES, Kept.HISTORY):
        faults.failed(kept, Fault.READ_ONLY)
    faults.worked(Kept.SETTINGS)  # the folder takes files again: once for all
    faults.worked(Kept.MATCH)
    assert faults.said == [
        "Папка игры только для чтения: ничего не сохраняется. "
        "Игра пробует снова при каждом сохранении.",
        "Папка игры снова принимает файлы: всё сохраняется."]


@pytest.mark.parametrize("lang", ["ru", "uk", "en"])
def test_every_fault_has_its_words(lang: str) -> None:
    set_language(lang)
    try:
        for kept in Kept:
            tr(f"storage.back.{kept}")
            for fault in Fault:
                assert str(fault_words(kept, fault)).endswith(".")
        for fault in FOLDER_FAULTS:
            assert str(folder_fault_words(fault)).endswith(".")
    finally:
        set_language("ru")


def test_a_refused_write_keeps_the_old_file_and_the_next_save_tries_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    set_language("ru")
    told: list[str] = []
    data = DataDir(tmp_path, faults=WriteFaults(told.append))
    assert data.store("a.json", {"v": 1}, Kept.PAD)
    good = (tmp_path / "a.json").read_bytes()

    def no_room(_fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", no_room)
    assert not data.store("a.json", {"v": 2}, Kept.PAD)
    assert not data.store("a.json", {"v": 3}, Kept.PAD)
    assert (tmp_path / "a.json").read_bytes() == good
    assert [p.name for p in tmp_path.iterdir()] == ["a.json"]  # no temporary file left
    monkeypatch.undo()
    assert data.store("a.json", {"v": 4}, Kept.PAD)
    assert json.loads((tmp_path / "a.json").read_text()) == {"v": 4}
    assert [str(t) for t in told] == ["Нет места на диске: записи не сохраняются.",
                                      "Записи снова сохраняются."]


def test_an_empty_history_file_is_a_new_history_not_a_corrupt_one(tmp_path: Path) -> None:
    # What a disk that filled up while SQLite made the file leaves behind.
    (tmp_path / HISTORY_FILE).write_bytes(b"")
    with History.open(tmp_path / HISTORY_FILE) as history:
        assert history.message is None and history.count() == 0
    assert [p.name for p in tmp_path.iterdir() if "corrupt" in p.name] == []


def test_the_crash_report_falls_back_to_the_temporary_folder(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from kozel_gui.cli import parse_args
    from kozel_gui.crash import write_crash_report

    blocked = tmp_path / "plain-file"
    blocked.write_text("x")  # no folder can be made under a file
    temp = tmp_path / "temp"
    temp.mkdir()
    monkeypatch.setattr("tempfile.tempdir", str(temp))
    path = write_crash_report(None, parse_args(["--data-dir", str(blocked / "data")]),
                              RuntimeError("boom"))
    assert path.parent == temp and "RuntimeError: boom" in path.read_text()


# -- whole matches on disks that refuse -----------------------------------------------------------


def _game(data: Path, *wrapper: str, script: str = "") -> subprocess.CompletedProcess[str]:
    """Play the seeded match with its files in ``data`` (after ``script``, in a shell)."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PYTHONDONTWRITEBYTECODE": "1", "TMPDIR": str(data.parent / "tmp")}
    game = [sys.executable, str(ROOT / "main.py"), *MATCH, "--data-dir", str(data)]
    command = ["sh", "-c", f"{script}\n{' '.join(game)}"] if script else game
    return subprocess.run([*wrapper, *command], capture_output=True, text=True, cwd=ROOT,
                          env=env, timeout=TIMEOUT, check=False)


def _seed_files(data: Path) -> dict[str, bytes]:
    """Files of an earlier game in ``data``: settings, a profile-less history with a match."""
    data.mkdir(parents=True)
    (data / "options.json").write_text(json.dumps({"format": 1, "language": "ru"}))
    (data / "custom_presets.json").write_text(json.dumps({"format": 1, "presets": []}))
    with History.open(data / HISTORY_FILE) as history:
        from test_history import setup_json, stored_json

        history.add_match(setup_json(), stored_json(1), None)
    return {p.name: p.read_bytes() for p in data.iterdir()}


@pytest.fixture(scope="module")
def good_moves(tmp_path_factory: pytest.TempPathFactory) -> list[str]:
    """The moves of the seeded match on a disk that works."""
    data = tmp_path_factory.mktemp("good") / "data"
    _seed_files(data)
    (data.parent / "tmp").mkdir()
    run = _game(data)
    assert run.returncode == 0, run.stderr
    with History.open(data / HISTORY_FILE) as history:
        assert history.count() == 2  # the earlier match and this one
    return run.stdout.splitlines()


def namespaces_allowed() -> bool:
    """Whether a private user and mount namespace can be made here (``unshare -rm``)."""
    if shutil.which("unshare") is None:
        return False
    return subprocess.run(["unshare", "-rm", "true"], capture_output=True,
                          check=False).returncode == 0


def _check(run: subprocess.CompletedProcess[str], data: Path, before: dict[str, bytes],
           good_moves: list[str], fault: Fault) -> None:
    assert run.returncode == 0, run.stderr
    assert "crashed" not in run.stderr
    assert run.stdout.splitlines() == good_moves  # the same whole match, move for move
    told = [line for line in run.stderr.splitlines() if line.strip()]
    set_language("ru")
    if fault in FOLDER_FAULTS:  # nothing at all can be written: said once for everything
        assert told == [str(folder_fault_words(fault))]
    else:
        assert told == [str(fault_words(Kept.MATCH, fault)), str(fault_words(Kept.HISTORY, fault))]
    after = {p.name: p.read_bytes() for p in data.iterdir()}
    assert {k: v for k, v in after.items() if k in before} == before
    assert not [name for name in after if name.startswith("crash-")]
    assert not list((data.parent / "tmp").iterdir())


@pytest.mark.skipif(not namespaces_allowed(), reason="user namespaces are not allowed here")
@pytest.mark.parametrize("fault", [Fault.FULL, Fault.READ_ONLY])
def test_a_whole_match_on_a_disk_that_refuses(tmp_path: Path, good_moves: list[str],
                                              fault: Fault) -> None:
    mount = tmp_path / "disk"
    mount.mkdir()
    (tmp_path / "tmp").mkdir()
    data = mount / "data"
    # The earlier game's files are made on the mounted disk, then it fills up or turns
    # read-only; the listing and bytes are read back inside the namespace.
    seed = tmp_path / "seed"
    before = _seed_files(seed)
    refuse = (f"dd if=/dev/zero of={mount}/filler bs=4k 2>/dev/null; true"
              if fault is Fault.FULL else f"mount -o remount,ro {mount}")
    snapshot = tmp_path / "after"
    script = (f"mount -t tmpfs -o size=512k tmpfs {mount} && cp -a {seed} {data} && "
              f"{refuse} || exit 9")
    run = _game(data, "unshare", "-rm",
                script=f"{script}\ntrap 'cp -a {data} {snapshot}' EXIT")
    _check(run, snapshot, before, good_moves, fault)


@pytest.mark.skipif(os.geteuid() != 0 or shutil.which("setpriv") is None,
                    reason="needs root to run the game as another user")
def test_a_whole_match_in_a_folder_the_player_may_not_write(good_moves: list[str]) -> None:
    base = Path(tempfile.mkdtemp(prefix="kozel-denied-"))  # pytest's own folders are 0700
    try:
        base.chmod(0o755)
        data = base / "data"
        before = _seed_files(data)
        for path in data.iterdir():
            path.chmod(0o444)
        data.chmod(0o555)
        temp = base / "tmp"
        temp.mkdir()
        temp.chmod(0o777)
        run = _game(data, "setpriv", "--reuid=65534", "--regid=65534", "--clear-groups")
        _check(run, data, before, good_moves, Fault.DENIED)
    finally:
        shutil.rmtree(base)
