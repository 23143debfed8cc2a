"""Upgrading the installed Linux game while it runs: ``install.sh`` of a newer archive puts the
new version in a folder of its own and never changes the folder of a running version (the
running game reads its own files until it exits), which the next install removes.

The stand-in program is a copy of ``sleep``, a real executable, so a running "game" is
seen by ``/proc/PID/exe`` exactly as the real one is.  Quick; never the real HOME.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from build_support import desktop_entry, exec_argv, explain, script_module

from kozel_gui.version import APP_ID

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux") or shutil.which("sleep") is None,
                                reason="the Linux archive (sh, /proc, a sleep executable)")

OLD, NEW = "0.1.0", "0.2.0"
APP = "kozel-domino-app"


def _program(folder: Path) -> Path:
    """A one-folder build's shape around a real executable (``kozel SECONDS`` sleeps)."""
    for name in ("licenses/kozel-MIT.txt", "assets/LICENSES/fonts-pt-sans.txt",
                 "pygame_gui/data/licenses/NotoSans-LICENSE.txt", "assets/ATTRIBUTION.md"):
        (folder / "_internal" / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / "_internal" / name).write_text(name, encoding="utf-8")
    sleep = Path(shutil.which("sleep") or "sleep").resolve()
    shutil.copy2(sleep, folder / "kozel")
    return folder


@pytest.fixture(scope="module")
def staged(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """The unpacked archives of two versions, staged by make_release.py."""
    release = script_module("make_release")
    base = tmp_path_factory.mktemp("versions")
    program = _program(base / "program")
    return {ver: release.stage(program, base / ver, ver, []) for ver in (OLD, NEW)}


@pytest.fixture
def env(tmp_path: Path) -> dict[str, str]:
    """A session whose data folder is a temporary one."""
    return {**{k: v for k, v in os.environ.items() if not k.startswith("XDG_")},
            "HOME": str(tmp_path / "home"), "XDG_DATA_HOME": str(tmp_path / "data")}


def _install(top: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    done = subprocess.run(["sh", str(top / "install.sh")], env=env, capture_output=True,
                          text=True, timeout=120, check=False)
    assert done.returncode == 0, explain(done)
    return done


def _entry_program(env: dict[str, str]) -> Path:
    entry = desktop_entry(Path(env["XDG_DATA_HOME"]) / "applications" / f"{APP_ID}.desktop")
    return Path(exec_argv(entry["Exec"])[0])


@contextmanager
def _running(program: Path) -> Iterator[subprocess.Popen[bytes]]:
    """``program`` started and running for the duration (then stopped)."""
    game = subprocess.Popen([str(program), "300"])
    try:
        yield game
    finally:
        game.kill()
        game.wait(timeout=30)


def _snapshot(folder: Path) -> dict[str, tuple[int, int, float]]:
    """Every file of ``folder`` by path: inode, size, modification time."""
    return {str(p.relative_to(folder)): (p.stat().st_ino, p.stat().st_size, p.stat().st_mtime)
            for p in sorted(folder.rglob("*")) if p.is_file()}


def test_a_newer_version_installs_beside_the_running_one_and_leaves_it_alone(
        staged: dict[str, Path], env: dict[str, str]) -> None:
    app = Path(env["XDG_DATA_HOME"]) / APP
    _install(staged[OLD], env)
    old_program = _entry_program(env)
    assert old_program == app / f"kozel-{OLD}" / "kozel"
    before = _snapshot(old_program.parent)
    with _running(old_program) as game:
        done = _install(staged[NEW], env)
        assert game.poll() is None, "the running game was stopped"
        assert _snapshot(old_program.parent) == before, "the running version's files changed"
    assert _entry_program(env) == app / f"kozel-{NEW}" / "kozel"
    assert (app / "current").readlink() == Path(f"kozel-{NEW}")
    assert f"{OLD} is still running" in done.stdout and f"{OLD} ещё запущена" in done.stdout
    # Closed, the old version goes at the next install.
    _install(staged[NEW], env)
    assert sorted(p.name for p in app.glob("kozel-*")) == [f"kozel-{NEW}"]


def test_reinstalling_the_running_version_uses_a_second_folder(
        staged: dict[str, Path], env: dict[str, str]) -> None:
    app = Path(env["XDG_DATA_HOME"]) / APP
    _install(staged[NEW], env)
    with _running(_entry_program(env)):
        _install(staged[NEW], env)
        assert _entry_program(env) == app / f"kozel-{NEW}-2" / "kozel"
        assert (app / f"kozel-{NEW}" / "kozel").is_file()
    _install(staged[NEW], env)
    assert sorted(p.name for p in app.glob("kozel-*")) == [f"kozel-{NEW}"]


def test_an_install_of_0_1_0_in_one_folder_is_upgraded_in_use_and_tidied_later(
        staged: dict[str, Path], env: dict[str, str]) -> None:
    """0.1.0's install.sh kept the program directly in kozel-domino-app/."""
    app = Path(env["XDG_DATA_HOME"]) / APP
    shutil.copytree(staged[OLD], app, symlinks=True)
    (app / ".kozel-domino-install").write_text(f"{APP_ID}\n", encoding="utf-8")
    with _running(app / "kozel"):
        _install(staged[NEW], env)
        assert (app / "kozel").is_file() and (app / "_internal").is_dir()
    _install(staged[NEW], env)
    assert sorted(p.name for p in app.iterdir()) == [
        ".kozel-domino-install", "current", f"kozel-{NEW}", "uninstall.sh"]


def test_uninstall_refuses_while_the_game_runs(staged: dict[str, Path],
                                               env: dict[str, str]) -> None:
    app = Path(env["XDG_DATA_HOME"]) / APP
    _install(staged[NEW], env)
    with _running(_entry_program(env)):
        refused = subprocess.run(["sh", str(app / "uninstall.sh")], env=env, capture_output=True,
                                 text=True, timeout=60, check=False)
    assert refused.returncode == 1, explain(refused)
    assert "close it" in refused.stderr and "закройте" in refused.stderr
    assert (app / f"kozel-{NEW}" / "kozel").is_file()
    assert (Path(env["XDG_DATA_HOME"]) / "applications" / f"{APP_ID}.desktop").is_file()
