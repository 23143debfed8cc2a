"""The version is written once, in pyproject.toml, and read from there by the game."""

from __future__ import annotations

import sys
import tomllib
from pathlib import Path

import pytest
from build_support import ROOT, explain, run

from kozel_gui import version as version_module
from kozel_gui.cli import version_line
from kozel_gui.version import APP_NAME, APP_NAME_EN, read_version, version


def test_the_game_reports_pyprojects_version() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert version() == project["version"]
    assert version_module.PYPROJECT == ROOT / "pyproject.toml"


def test_a_changed_pyproject_is_what_gets_read(tmp_path: Path) -> None:
    pyproject = tmp_path / "pyproject.toml"
    pyproject.write_text('[project]\nname = "kozel"\nversion = "9.8.7"\n', encoding="utf-8")
    assert read_version(pyproject) == "9.8.7"


def test_a_pyproject_without_a_version_is_an_error(tmp_path: Path) -> None:
    pyproject = tmp_path / "pyproject.toml"
    pyproject.write_text('[project]\nname = "kozel"\n', encoding="utf-8")
    with pytest.raises(ValueError, match="no \\[project\\] version"):
        read_version(pyproject)


def test_without_pyproject_the_installed_package_answers(tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    """An installed wheel has no pyproject.toml beside the package: the metadata says it."""
    from importlib.metadata import version as dist_version

    assert read_version(tmp_path / "absent.toml") == dist_version("kozel")
    monkeypatch.setattr(version_module, "DIST_NAME", "no-such-distribution-here")
    assert read_version(tmp_path / "absent.toml") == version_module.UNKNOWN


def test_version_prints_the_names_and_the_version() -> None:
    done = run([sys.executable, "main.py", "--version"])
    assert done.returncode == 0, explain(done)
    assert done.stdout == f"{APP_NAME} ({APP_NAME_EN}) {version()}\n" == version_line() + "\n"


def test_the_about_screen_names_the_version() -> None:
    from kozel_gui.book import plain
    from kozel_gui.scenes.about import about_page

    assert version() in plain(about_page())


def test_the_about_screen_names_the_real_licence_folder(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    """From source, the texts inside the game; installed, LICENSES beside the program."""
    from kozel_gui.book import plain
    from kozel_gui.scenes.about import about_page

    inside = ROOT / "assets" / "LICENSES"
    assert str(inside) in plain(about_page()) and (inside / "fonts-pt-sans.txt").is_file()
    (tmp_path / "LICENSES").mkdir()
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", str(tmp_path / "kozel"))
    assert str(tmp_path / "LICENSES") in plain(about_page())
