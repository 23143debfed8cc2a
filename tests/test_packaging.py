"""The Linux archive's packaging without a PyInstaller build (quick): ``scripts/make_release.py``
packs a stand-in program, and its ``install.sh``/``uninstall.sh`` run in temporary HOME and
XDG folders (never the real ones).  The same scripts on the real build: ``test_release.py``.
"""

from __future__ import annotations

import os
import re
import struct
import subprocess
import sys
import tarfile
import xml.etree.ElementTree as ET
from pathlib import Path
from types import ModuleType

import pytest
from build_support import (
    ROOT,
    desktop_entry,
    exec_argv,
    explain,
    need_tools,
    run,
    script_module,
)

from kozel_gui.version import APP_ID, version

pytestmark = pytest.mark.skipif(not sys.platform.startswith("linux"),
                                reason="the Linux archive (sh, tar, desktop entries)")

LINUX = ROOT / "packaging" / "linux"
TOP = f"kozel-{version()}"
# A data folder whose path has every character that Exec quoting must survive.
AWKWARD = 'my "games" $HOME `x` 100% it\'s'
FAKE_PROGRAM = """#!/bin/sh
# Stands in for the game: says how it was started.
printf '%s\\n' "$0" "$@" >"$KOZEL_FAKE_LOG"
"""


def _make_release() -> ModuleType:
    return script_module("make_release")


def _fake_program(folder: Path) -> Path:
    """A one-folder build's shape: ``kozel`` and the licence folders under ``_internal``."""
    folder.mkdir(parents=True)
    exe = folder / "kozel"
    exe.write_text(FAKE_PROGRAM, encoding="utf-8")
    exe.chmod(0o755)
    for name in ("licenses/kozel-MIT.txt", "assets/LICENSES/fonts-pt-sans.txt",
                 "pygame_gui/data/licenses/NotoSans-LICENSE.txt", "assets/ATTRIBUTION.md"):
        (folder / "_internal" / name).parent.mkdir(parents=True, exist_ok=True)
        (folder / "_internal" / name).write_text(name, encoding="utf-8")
    return folder


@pytest.fixture(scope="module")
def archive(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The archive ``make_release.py --program`` packs around the stand-in program."""
    base = tmp_path_factory.mktemp("release")
    program = _fake_program(base / "program")
    done = run([sys.executable, "scripts/make_release.py", "--program", str(program),
                "--work", str(base / "work"), "--out", str(base / "out")])
    assert done.returncode == 0, explain(done)
    found = list((base / "out").glob("*.tar.gz"))
    assert [p.name for p in found] == [_make_release().archive_name(version())]
    return found[0]


def _unpack(archive: Path, into: Path) -> Path:
    """``tar -xzf`` as a person would, into a fresh folder; the archive's top folder."""
    into.mkdir(parents=True)
    subprocess.run(["tar", "-xzf", str(archive), "-C", str(into)], check=True, timeout=60)
    return into / TOP


def _env(home: Path, data: Path | None) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("XDG_")}
    env["HOME"] = str(home)
    if data is not None:
        env["XDG_DATA_HOME"] = str(data)
    return env


def _sh(script: Path, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["sh", str(script)], env=env, capture_output=True, text=True,
                          timeout=60, check=False)


def test_the_archive_holds_the_program_entry_icons_scripts_and_licences(archive: Path) -> None:
    with tarfile.open(archive) as tar:
        members = {m.name: m for m in tar.getmembers()}
    assert {name.split("/")[0] for name in members} == {TOP}
    wanted = ["kozel", "install.sh", "uninstall.sh", "README.txt",
              f"share/applications/{APP_ID}.desktop", f"share/metainfo/{APP_ID}.metainfo.xml",
              "LICENSES/kozel-MIT.txt", "LICENSES/fonts-pt-sans.txt",
              "LICENSES/NotoSans-LICENSE.txt", "LICENSES/ATTRIBUTION.md"]
    wanted += [f"share/icons/hicolor/{s}x{s}/apps/{APP_ID}.png" for s in (16, 48, 256, 512)]
    assert [w for w in wanted if f"{TOP}/{w}" not in members] == []
    for runnable in ("kozel", "install.sh", "uninstall.sh"):
        assert members[f"{TOP}/{runnable}"].mode & 0o111 == 0o111, runnable
    assert {(m.uid, m.gid, m.uname, m.gname) for m in members.values()} == {(0, 0, "", "")}


def test_every_icon_has_the_size_of_its_folder(archive: Path, tmp_path: Path) -> None:
    top = _unpack(archive, tmp_path / "fresh")
    icons = sorted((top / "share" / "icons" / "hicolor").glob(f"*/apps/{APP_ID}.png"))
    assert len(icons) == len(_make_release().ICON_SIZES)
    for icon in icons:
        side = int(icon.parent.parent.name.split("x")[0])
        assert struct.unpack(">II", icon.read_bytes()[16:24]) == (side, side), icon


def test_the_menu_entry_and_the_metainfo_pass_their_validators(archive: Path,
                                                               tmp_path: Path) -> None:
    need_tools("desktop-file-validate", "appstreamcli")
    share = _unpack(archive, tmp_path / "fresh") / "share"
    for command in (["desktop-file-validate", str(share / "applications" / f"{APP_ID}.desktop")],
                    ["appstreamcli", "validate", "--no-net",
                     str(share / "metainfo" / f"{APP_ID}.metainfo.xml")]):
        done = run(command)
        assert done.returncode == 0, explain(done)


def test_the_metainfo_claims_no_offline_only_and_names_this_release(archive: Path,
                                                                tmp_path: Path) -> None:
    share = _unpack(archive, tmp_path / "fresh") / "share"
    root = ET.parse(share / "metainfo" / f"{APP_ID}.metainfo.xml").getroot()
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == f"{APP_ID}.desktop"
    # Network tables are opened or joined only by the player: no "offline-only" claim, and
    # the quick phrases (no free chat) are rated as mild user-to-user interaction.
    assert root.find("supports/internet") is None
    assert root.findtext("content_rating/content_attribute[@id='social-chat']") == "mild"
    release = root.find("releases/release")
    assert release is not None and release.get("version") == version()


def test_install_puts_the_game_in_the_menu_and_its_entry_starts_it(archive: Path,
                                                                   tmp_path: Path) -> None:
    """Installed under an XDG_DATA_HOME with quotes, dollars and percents in its path, the
    entry's Exec, parsed as a desktop parses it, still starts the installed program."""
    top = _unpack(archive, tmp_path / "fresh")
    data = tmp_path / AWKWARD
    env = _env(tmp_path / "home", data)
    done = _sh(top / "install.sh", env)
    assert done.returncode == 0, explain(done)
    installed = data / "kozel-domino-app" / TOP / "kozel"
    assert (data / "kozel-domino-app" / "current").readlink() == Path(TOP)
    assert (data / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    entry = desktop_entry(data / "applications" / f"{APP_ID}.desktop")
    assert entry["TryExec"] == str(installed)
    assert entry["Icon"] == APP_ID
    assert (data / "icons" / "hicolor" / "256x256" / "apps" / f"{APP_ID}.png").is_file()
    log = tmp_path / "started.txt"
    argv = exec_argv(entry["Exec"])
    subprocess.run([*argv, "--demo"], env={**env, "KOZEL_FAKE_LOG": str(log)}, check=True,
                   timeout=30)
    assert log.read_text(encoding="utf-8").splitlines() == [str(installed), "--demo"]
    assert not (tmp_path / "home").exists(), "wrote outside XDG_DATA_HOME"


def test_the_installed_entry_passes_desktop_file_validate(archive: Path, tmp_path: Path) -> None:
    need_tools("desktop-file-validate")
    data = tmp_path / AWKWARD
    assert _sh(_unpack(archive, tmp_path / "fresh") / "install.sh",
               _env(tmp_path / "home", data)).returncode == 0
    done = run(["desktop-file-validate", str(data / "applications" / f"{APP_ID}.desktop")])
    assert done.returncode == 0, explain(done)


def test_without_xdg_data_home_the_game_goes_under_home(archive: Path, tmp_path: Path) -> None:
    """An unset or relative XDG_DATA_HOME means ~/.local/share, as the XDG rules say."""
    top = _unpack(archive, tmp_path / "fresh")
    home = tmp_path / "home"
    env = {**_env(home, None), "XDG_DATA_HOME": "relative/path"}
    done = _sh(top / "install.sh", env)
    assert done.returncode == 0, explain(done)
    assert (home / ".local/share/applications" / f"{APP_ID}.desktop").is_file()
    assert (home / ".local/share/kozel-domino-app" / TOP / "kozel").is_file()
    assert not (tmp_path / "fresh" / "relative").exists()


def test_a_reinstall_replaces_the_program_and_uninstall_removes_all_but_the_saves(
        archive: Path, tmp_path: Path) -> None:
    data = tmp_path / "data"
    env = _env(tmp_path / "home", data)
    saves = data / "kozel-domino"
    saves.mkdir(parents=True)
    (saves / "options.json").write_text('{"format": 1}', encoding="utf-8")
    (data / "icons" / "hicolor" / "48x48" / "apps").mkdir(parents=True)
    (data / "icons" / "hicolor" / "48x48" / "apps" / "other.png").write_bytes(b"not ours")
    first = _unpack(archive, tmp_path / "first")
    assert _sh(first / "install.sh", env).returncode == 0
    program = data / "kozel-domino-app"
    (program / TOP / "left-over.txt").write_text("from the old copy", encoding="utf-8")
    second = _unpack(archive, tmp_path / "second")
    again = _sh(second / "install.sh", env)
    assert again.returncode == 0, explain(again)
    assert not (program / TOP / "left-over.txt").exists(), "the old program was not replaced"
    assert sorted(p.name for p in program.iterdir()) == [
        ".kozel-domino-install", "current", TOP, "uninstall.sh"]

    gone = _sh(program / "uninstall.sh", env)
    assert gone.returncode == 0, explain(gone)
    assert not program.exists()
    assert not (data / "applications" / f"{APP_ID}.desktop").exists()
    assert not (data / "metainfo").exists()
    # Only the folders install.sh made and left empty go; another program's icon stays.
    assert sorted(str(p.relative_to(data)) for p in (data / "icons").rglob("*")) == [
        "icons/hicolor", "icons/hicolor/48x48", "icons/hicolor/48x48/apps",
        "icons/hicolor/48x48/apps/other.png"]
    assert (saves / "options.json").read_text(encoding="utf-8") == '{"format": 1}'
    assert str(saves) in gone.stdout, "the player is not told where the saves stay"


def test_every_line_the_scripts_print_comes_in_russian_then_english(archive: Path,
                                                                    tmp_path: Path) -> None:
    env = _env(tmp_path / "home", tmp_path / "data")
    top = _unpack(archive, tmp_path / "fresh")
    said = [_sh(top / "install.sh", env).stdout,
            _sh(tmp_path / "data" / "kozel-domino-app" / "uninstall.sh", env).stdout]
    foreign = tmp_path / "data" / "kozel-domino-app"
    foreign.mkdir()
    said += [_sh(top / "install.sh", env).stderr, _sh(top / "uninstall.sh", env).stderr]
    for text in said:
        lines = text.splitlines()
        assert lines and len(lines) % 2 == 0, text
        for russian, english in zip(lines[::2], lines[1::2], strict=True):
            assert re.search("[а-яё]", russian, re.I), f"not Russian: {russian!r}"
            assert not re.search("[а-яё]", english, re.I), f"not English: {english!r}"


def test_the_scripts_never_remove_or_overwrite_a_folder_they_did_not_make(
        archive: Path, tmp_path: Path) -> None:
    data = tmp_path / "data"
    env = _env(tmp_path / "home", data)
    foreign = data / "kozel-domino-app"
    foreign.mkdir(parents=True)
    (foreign / "mine.txt").write_text("someone else's", encoding="utf-8")
    top = _unpack(archive, tmp_path / "fresh")
    refused = _sh(top / "install.sh", env)
    assert refused.returncode != 0 and "was not made by this script" in refused.stderr
    kept = _sh(top / "uninstall.sh", env)
    assert kept.returncode == 0 and "left as it is" in kept.stderr
    assert (foreign / "mine.txt").read_text(encoding="utf-8") == "someone else's"


def test_the_shell_scripts_pass_shellcheck() -> None:
    need_tools("shellcheck")
    done = run(["shellcheck", "-s", "sh", str(LINUX / "install.sh"), str(LINUX / "uninstall.sh")])
    assert done.returncode == 0, explain(done)


def test_the_templates_pass_their_validators() -> None:
    need_tools("desktop-file-validate", "appstreamcli")
    for command in (["desktop-file-validate", str(LINUX / f"{APP_ID}.desktop")],
                    ["appstreamcli", "validate", "--no-net",
                     str(LINUX / f"{APP_ID}.metainfo.xml")]):
        done = run(command)
        assert done.returncode == 0, explain(done)


def test_the_window_class_is_the_entrys_id(monkeypatch: pytest.MonkeyPatch) -> None:
    """So a desktop puts the running game under its menu entry's icon (X11 and Wayland)."""
    from kozel_gui.cli import parse_args, prepare_environment

    for name in ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS"):
        monkeypatch.setenv(name, "")  # recorded, so the test leaves the environment as it was
        monkeypatch.delenv(name)
    prepare_environment(parse_args([]))
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == APP_ID
    assert os.environ["SDL_VIDEO_WAYLAND_WMCLASS"] == APP_ID
    assert desktop_entry(LINUX / f"{APP_ID}.desktop")["StartupWMClass"] == APP_ID


def test_every_packaging_file_uses_the_one_app_id() -> None:
    """kozel_gui/version.py's APP_ID names the files and is what the scripts and metadata say."""
    assert sorted(p.name for p in LINUX.glob(f"{APP_ID}.*")) == [
        f"{APP_ID}.desktop", f"{APP_ID}.metainfo.xml"]
    for script in ("install.sh", "uninstall.sh"):
        text = (LINUX / script).read_text(encoding="utf-8")
        assert re.findall(r"^APP_ID=(\S+)$", text, re.M) == [APP_ID], script
    assert desktop_entry(LINUX / f"{APP_ID}.desktop")["Icon"] == APP_ID


# -- the changelog ----------------------------------------------------------------------------


def test_the_changelog_has_a_dated_section_for_this_version() -> None:
    """``make release`` refuses a version without one: bumping pyproject needs a section."""
    releases = _make_release().changelog_releases(
        (ROOT / "CHANGELOG.md").read_text(encoding="utf-8"))
    assert version() in [r.version for r in releases]
    dates = [r.date for r in releases]
    assert dates == sorted(dates, reverse=True), "newest first"


def test_changelog_sections_become_releases() -> None:
    text = """# Changelog
intro
## [Unreleased]
- not yet
## [1.1.0] - 2027-02-03
Fixes.
### Fixed
- a `crash` when
  the pad was [empty](link)
- **bold** move
## [1.0.0] - 2027-01-01
"""
    releases = _make_release().changelog_releases(text)
    assert [(r.version, r.date) for r in releases] == [("1.1.0", "2027-02-03"),
                                                        ("1.0.0", "2027-01-01")]
    assert releases[0].paragraphs == ("Fixes.",)
    assert releases[0].items == ("a crash when the pad was empty", "bold move")
    first_item = ET.fromstring(_make_release().releases_xml(releases)).find(
        "release/description/ul/li")
    assert first_item is not None and first_item.text == "a crash when the pad was empty"


def test_make_release_refuses_a_version_missing_from_the_changelog(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    module = _make_release()
    changelog = tmp_path / "CHANGELOG.md"
    changelog.write_text("# Changelog\n## [0.0.1] - 2020-01-01\n", encoding="utf-8")
    monkeypatch.setattr(module, "CHANGELOG", changelog)
    with pytest.raises(SystemExit) as stop:
        module.main(["--program", str(tmp_path), "--work", str(tmp_path / "w"),
                     "--out", str(tmp_path / "o")])
    assert stop.value.code == 2
    assert not (tmp_path / "o").exists()
