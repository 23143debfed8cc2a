"""The game's name and version, shown by ``--version``, the menu, the About screen and the build.

The version is written in one place, ``[project] version`` of ``pyproject.toml``.
A source checkout reads it from there, and so does the frozen build: ``build.spec``
puts ``pyproject.toml`` at the bundle's root, the same place relative to this
module.  An installed wheel has no ``pyproject.toml`` beside the package and asks
the package metadata instead.
"""

from __future__ import annotations

import tomllib
from functools import cache
from pathlib import Path

__all__ = ["APP_ID", "APP_NAME", "APP_NAME_EN", "PYPROJECT", "read_version", "version",
           "version_tuple"]

APP_NAME = "Домино Козёл"
APP_NAME_EN = "Kozel Domino"
APP_ID = "org.kozeldomino.kozel"
"""The reverse-DNS id of the desktop entry, the AppStream metadata and the macOS bundle."""
DIST_NAME = "kozel"
PYPROJECT = Path(__file__).resolve().parent.parent / "pyproject.toml"
UNKNOWN = "0+unknown"
"""What a broken install reports rather than failing to start."""


@cache
def version() -> str:
    """The game's version, e.g. ``"0.1.0"`` (read once)."""
    return read_version(PYPROJECT)


def read_version(pyproject: Path) -> str:
    """``[project] version`` of ``pyproject``, or the installed package's if the file is absent."""
    try:
        text = pyproject.read_text(encoding="utf-8")
    except FileNotFoundError:
        return _installed_version()
    found = tomllib.loads(text).get("project", {}).get("version")
    if not isinstance(found, str) or not found:
        raise ValueError(f"{pyproject.name}: no [project] version")
    return found


def _installed_version() -> str:
    from importlib.metadata import PackageNotFoundError
    from importlib.metadata import version as dist_version

    try:
        return dist_version(DIST_NAME)
    except PackageNotFoundError:
        return UNKNOWN


def version_tuple(text: str | None = None) -> tuple[int, int, int, int]:
    """``"0.1.0"`` -> ``(0, 1, 0, 0)``: four numbers, as a Windows version resource wants.

    >>> version_tuple("1.2")
    (1, 2, 0, 0)
    >>> version_tuple("0.3.1.dev2")
    (0, 3, 1, 0)
    >>> version_tuple("0+unknown")
    (0, 0, 0, 0)
    """
    numbers: list[int] = []
    for part in (version() if text is None else text).split(".")[:4]:
        digits = ""
        for ch in part:
            if not ch.isdigit():
                break
            digits += ch
        if not digits:
            break
        numbers.append(int(digits))
    numbers += [0] * (4 - len(numbers))
    return (numbers[0], numbers[1], numbers[2], numbers[3])
