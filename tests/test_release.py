"""The Linux release archive as a person gets it: unpacked with ``tar`` into a fresh folder,
installed with its own ``install.sh`` into temporary HOME and XDG folders, and started from
the installed menu entry's ``Exec`` line (parsed, not hard-coded) on a virtual X screen,
where it plays a demo round.

``frozen`` tests (``make test-frozen``): they use ``dist/kozel-VERSION-linux-ARCH.tar.gz``
when it is newer than every source, else build one (``scripts/make_release.py``, about
30-60 s) into a temporary folder.
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

import pytest
from build_support import (
    BUILD_SOURCES,
    ROOT,
    desktop_entry,
    exec_argv,
    explain,
    need_tools,
    newest_mtime,
    run,
    script_module,
    xvfb,
)

from kozel_gui.cli import version_line
from kozel_gui.version import APP_ID, version
from kozel_gui.window import DECORATIONS

pytestmark = [
    pytest.mark.frozen,
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux archive"),
]

RELEASE_SOURCES = (*BUILD_SOURCES, "packaging/linux", "CHANGELOG.md", "scripts/make_release.py",
                   "scripts/make_icon.py")
BUILD_TIMEOUT_S = 240
WINDOW = (1280, 720)
# The window gets WINDOW on a screen larger by what the game leaves free for decorations.
SCREEN = (WINDOW[0] + DECORATIONS[0], WINDOW[1] + DECORATIONS[1])
LICENCES = ("kozel-MIT.txt", "python-PSF.txt", "pygame-ce-LGPL-2.1.txt", "pygame-gui-MIT.txt",
            "NotoSans-LICENSE.txt", "fonts-pt-sans.txt", "pictures-twemoji.txt", "BUILD.md")


def _archive_name() -> str:
    name: str = script_module("make_release").archive_name(version())
    return name


@pytest.fixture(scope="module")
def archive(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """``make release``'s archive if fresh, else one built now."""
    existing = ROOT / "dist" / _archive_name()
    if existing.is_file() and existing.stat().st_mtime > newest_mtime(RELEASE_SOURCES):
        return existing
    base = tmp_path_factory.mktemp("release")
    done = run([sys.executable, "scripts/make_release.py", "--work", str(base / "work"),
                "--out", str(base / "out")], timeout=BUILD_TIMEOUT_S)
    assert done.returncode == 0, explain(done)
    return base / "out" / _archive_name()


@pytest.fixture(scope="module")
def unpacked(archive: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The archive's top folder, unpacked with tar into a fresh folder."""
    fresh = tmp_path_factory.mktemp("fresh")
    subprocess.run(["tar", "-xzf", str(archive), "-C", str(fresh)], check=True, timeout=120)
    assert [p.name for p in fresh.iterdir()] == [f"kozel-{version()}"]
    return fresh / f"kozel-{version()}"


def test_the_archive_holds_the_game_and_every_licence(unpacked: Path) -> None:
    assert os.access(unpacked / "kozel", os.X_OK)
    assert (unpacked / "_internal" / "pyproject.toml").is_file()
    assert [n for n in LICENCES if not (unpacked / "LICENSES" / n).is_file()] == []
    done = run([str(unpacked / "kozel"), "--version"])
    assert done.returncode == 0 and done.stdout.strip() == version_line(), explain(done)


def test_the_archives_entry_and_metainfo_pass_their_validators(unpacked: Path) -> None:
    need_tools("desktop-file-validate", "appstreamcli")
    share = unpacked / "share"
    for command in (["desktop-file-validate", str(share / "applications" / f"{APP_ID}.desktop")],
                    ["appstreamcli", "validate", "--no-net",
                     str(share / "metainfo" / f"{APP_ID}.metainfo.xml")]):
        done = run(command)
        assert done.returncode == 0, explain(done)


@dataclass(frozen=True)
class Installed:
    """The archive installed by its install.sh: the menu entry's command and the session's
    environment (temporary HOME and XDG folders, no SDL driver chosen)."""

    argv: list[str]
    env: dict[str, str]


@pytest.fixture(scope="module")
def installed(unpacked: Path, tmp_path_factory: pytest.TempPathFactory) -> Installed:
    """install.sh run on the unpacked archive; the installed entry validated and parsed."""
    need_tools("desktop-file-validate")
    base = tmp_path_factory.mktemp("session")
    home, xdg = base / "home", base / "xdg data"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SDL_", "XDG_"))}
    env.update(HOME=str(home), XDG_DATA_HOME=str(xdg), XDG_CONFIG_HOME=str(base / "xdg config"),
               SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    done = subprocess.run(["sh", str(unpacked / "install.sh")], env=env, capture_output=True,
                          text=True, timeout=120, check=False)
    assert done.returncode == 0, explain(done)
    entry_file = xdg / "applications" / f"{APP_ID}.desktop"
    checked = run(["desktop-file-validate", str(entry_file)])
    assert checked.returncode == 0, explain(checked)
    argv = exec_argv(desktop_entry(entry_file)["Exec"])
    assert Path(argv[0]) == xdg / "kozel-domino-app" / f"kozel-{version()}" / "kozel"
    return Installed(argv, env)


def test_installed_from_the_archive_it_plays_a_round_from_its_menu_entry(
        installed: Installed, tmp_path: Path) -> None:
    """What a desktop does on a click: read Exec, run it (here with a demo's options added)."""
    data, shot = tmp_path / "saves", tmp_path / "round.png"
    demo = ["--demo", "--rounds", "1", "--speed", "0", "--seed", "3", "--data-dir", str(data),
            "--screenshot", str(shot)]
    with xvfb(SCREEN) as display:
        done = subprocess.run([*installed.argv, *demo], env={**installed.env, "DISPLAY": display},
                              capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, explain(done)
    assert not list(data.glob("crash-*")), explain(done)
    assert (data / "autosave-demo.json").is_file(), "the round was not played (no demo save)"
    _assert_a_drawn_table(shot)


def test_its_window_has_the_entrys_id_so_the_dock_shows_its_icon(
        installed: Installed, tmp_path: Path) -> None:
    need_tools("xdotool")
    demo = ["--demo", "--frames", "600", "--data-dir", str(tmp_path / "saves")]
    with xvfb(SCREEN) as display:
        env = {**installed.env, "DISPLAY": display}
        game = subprocess.Popen([*installed.argv, *demo], env=env, stdout=subprocess.DEVNULL,
                                stderr=subprocess.DEVNULL)
        try:
            found = _wait_for_window(APP_ID, env, deadline_s=30)
        finally:
            game.terminate()
            game.wait(timeout=30)
    assert found, f"no window of class {APP_ID} appeared"


def _wait_for_window(window_class: str, env: dict[str, str], deadline_s: float) -> bool:
    """Whether a window of ``window_class`` shows up on the display before the deadline."""
    deadline = time.monotonic() + deadline_s
    while time.monotonic() < deadline:
        search = subprocess.run(["xdotool", "search", "--class", window_class], env=env,
                                capture_output=True, text=True, timeout=10, check=False)
        if search.stdout.strip():
            return True
        time.sleep(0.2)
    return False


def _assert_a_drawn_table(shot: Path) -> None:
    """The last frame of a real X window: the full window size, and a picture, not a fill."""
    import pygame

    surface = pygame.image.load(str(shot))
    assert surface.get_size() == WINDOW
    colours = {surface.get_at((x, y))[:3] for x in range(0, WINDOW[0], 16)
               for y in range(0, WINDOW[1], 16)}
    assert len(colours) > 50, f"only {len(colours)} colours: nothing drawn?"


def test_a_newer_install_while_the_game_runs_leaves_the_game_playing(
        installed: Installed, unpacked: Path, tmp_path: Path) -> None:
    """The tester's crash: the archive of a newer version installed while a game runs."""
    newer = tmp_path / "kozel-99.0.0"
    subprocess.run(["cp", "-R", "-p", str(unpacked), str(newer)], check=True, timeout=120)
    script = newer / "install.sh"
    script.write_text(script.read_text(encoding="utf-8").replace(
        f"VERSION={version()}\n", "VERSION=99.0.0\n"), encoding="utf-8")
    data = tmp_path / "saves"
    demo = ["--demo", "--headless", "--rounds", "2", "--speed", "1", "--seed", "3", "--log-moves",
            "--data-dir", str(data)]
    game = subprocess.Popen([*installed.argv, *demo], env=installed.env, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    try:
        assert game.stdout is not None and game.stdout.readline(), "the game did not start"
        done = subprocess.run(["sh", str(script)], env=installed.env, capture_output=True,
                              text=True, timeout=120, check=False)
        _, err = game.communicate(timeout=180)
    finally:
        game.kill()
    assert done.returncode == 0 and "99.0.0" in done.stdout, explain(done)
    assert game.returncode == 0, f"the running game ended with {game.returncode}:\n{err[-3000:]}"
    assert not list(data.glob("crash-*")), err[-3000:]
    assert Path(installed.argv[0]).is_file(), "the running version's folder went"
