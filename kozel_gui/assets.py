"""Finding bundled files (from source and frozen by PyInstaller) and loading fonts.

The bundled font is Kozel Sans: PT Sans (ParaType Free Font License, see
``assets/LICENSES/fonts-pt-sans.txt``), a humanist sans with full Cyrillic, with its kerning
of «,», «.» and «…» before a space taken out (``scripts/make_fonts.py``, issue 18): PT Sans
took two fifths of that space, and «Зина, Колян» read as words run together.  The font file
itself sets it, so the game's own text and pygame-gui's boxes are set alike.
pygame-gui themes use it through::

    manager.add_font_paths(FONT_NAME, str(FONT_REGULAR), str(FONT_BOLD))
"""

from __future__ import annotations

import sys
import unicodedata
from collections.abc import Callable
from functools import cache
from pathlib import Path

import pygame

FONT_NAME = "kozel_sans"


def assets_root() -> Path:
    """The ``assets/`` folder: ``sys._MEIPASS/assets`` when frozen, else the repo's."""
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root is not None:
        return Path(frozen_root) / "assets"
    # kozel_gui/assets.py -> repo root is one level above the package.
    return Path(__file__).resolve().parent.parent / "assets"


def asset_path(*parts: str) -> Path:
    """Path of a bundled file, e.g. ``asset_path("fonts", "KozelSans-Bold.ttf")``."""
    return assets_root().joinpath(*parts)


FONT_REGULAR: Path = asset_path("fonts", "KozelSans-Regular.ttf")
FONT_BOLD: Path = asset_path("fonts", "KozelSans-Bold.ttf")


@cache
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The bundled Kozel Sans at ``size`` px, cached per (size, bold)."""
    if size < 1:
        raise ValueError(f"font size must be positive, got {size}")
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(FONT_BOLD if bold else FONT_REGULAR, size)


def fit_text(face: pygame.font.Font, text: str, width: int) -> str:
    """``text`` cut with an ellipsis so that it fits ``width`` pixels in ``face``."""
    return fit_part(lambda s: face.size(s)[0], text, width)


def fit_part(measure: Callable[[str], int], part: str, width: int,
             make: Callable[[str], str] = str) -> str:
    """``make(part)``, with ``part`` (a name in a line) cut with «…» as far as needed for
    the whole to measure ``width`` or less: at a letter's end, never between a letter and
    its accent, and with no space left before the «…» («Бабушка Вален…»)."""
    whole = make(part)
    if measure(whole) <= width:
        return whole
    low, high = 0, len(part)  # the longest cut that fits lies in [low, high)
    while low < high:
        mid = (low + high + 1) // 2
        if measure(make(_cut(part, mid))) <= width:
            low = mid
        else:
            high = mid - 1
    return make(_cut(part, low))


def _cut(text: str, keep: int) -> str:
    """The first ``keep`` characters of ``text`` and «…», cut at a letter boundary."""
    while 0 < keep < len(text) and unicodedata.combining(text[keep]):
        keep -= 1  # the accent stays with its letter: both go
    return text[:keep].rstrip() + "…"
