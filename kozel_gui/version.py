"""The game's name and version, shown by ``--version``, the About screen and the build.

Kept as plain constants (no package metadata look-up) so the frozen executable,
which carries no ``.dist-info``, reports the same version as the source tree.
``tests/test_frozen.py`` checks it against ``pyproject.toml``.
"""

from __future__ import annotations

__all__ = ["APP_NAME", "APP_NAME_EN", "__version__", "version_tuple"]

__version__ = "0.1.0"

APP_NAME = "Домино Козёл"
APP_NAME_EN = "Kozel Domino"


def version_tuple(version: str = __version__) -> tuple[int, int, int, int]:
    """``"0.1.0"`` -> ``(0, 1, 0, 0)``: four numbers, as a Windows version resource wants.

    >>> version_tuple("1.2")
    (1, 2, 0, 0)
    >>> version_tuple("0.3.1.dev2")
    (0, 3, 1, 0)
    """
    numbers: list[int] = []
    for part in version.split(".")[:4]:
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
