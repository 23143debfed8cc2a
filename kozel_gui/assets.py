"""Finding bundled files (from source and frozen by PyInstaller) and loading fonts.

The bundled font is PT Sans (ParaType Free Font License, see
``assets/LICENSES/fonts-pt-sans.txt``): a humanist sans with full Cyrillic.
pygame-gui themes use it through::

    manager.add_font_paths(FONT_NAME, str(FONT_REGULAR), str(FONT_BOLD))
"""

from __future__ import annotations

import re
import sys
import unicodedata
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any

import pygame

FONT_NAME = "pt_sans"


def assets_root() -> Path:
    """The ``assets/`` folder: ``sys._MEIPASS/assets`` when frozen, else the repo's."""
    frozen_root = getattr(sys, "_MEIPASS", None)
    if frozen_root is not None:
        return Path(frozen_root) / "assets"
    # kozel_gui/assets.py -> repo root is one level above the package.
    return Path(__file__).resolve().parent.parent / "assets"


def asset_path(*parts: str) -> Path:
    """Path of a bundled file, e.g. ``asset_path("fonts", "PTSans-Bold.ttf")``."""
    return assets_root().joinpath(*parts)


FONT_REGULAR: Path = asset_path("fonts", "PTSans-Regular.ttf")
FONT_BOLD: Path = asset_path("fonts", "PTSans-Bold.ttf")


@cache
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """The bundled PT Sans at ``size`` px, cached per (size, bold)."""
    if size < 1:
        raise ValueError(f"font size must be positive, got {size}")
    if not pygame.font.get_init():
        pygame.font.init()
    return Face(FONT_BOLD if bold else FONT_REGULAR, size)


_SPACED = re.compile(r"(?<=[,.])(?= )")
"""Between a comma or a full stop and the space after it."""


def _parts(text: str) -> list[str]:
    """``text`` cut before each space after a comma or a full stop."""
    return _SPACED.split(text) if ", " in text or ". " in text else [text]


class Face(pygame.font.Font):
    """PT Sans as the game sets its words: a space after a comma or a full stop keeps its
    whole width. The font kerns those pairs, taking two fifths of the space (5 px to 3 at
    18 px): «Зина, Колян» read as words run together (issue 18). Measured and drawn alike,
    each part on its own, so nothing laid out by ``size`` is cut when drawn."""

    def size(self, text: str | bytes, /) -> tuple[int, int]:
        """The width and height ``render`` gives ``text``."""
        parts = _parts(text) if isinstance(text, str) else [text]
        if len(parts) == 1:
            return super().size(text)
        width = sum(super(Face, self).size(part)[0] for part in parts)
        return width, super().size(text)[1]

    def render(self, text: str | bytes | None, antialias: bool, color: Any,
               bgcolor: Any = None, wraplength: int = 0) -> pygame.Surface:
        """``text`` drawn part by part (anti-aliased one-line text; else as the font does)."""
        parts = _parts(text) if isinstance(text, str) and antialias and not wraplength \
            and "\n" not in text else [text]
        if len(parts) == 1:
            return super().render(text, antialias, color, bgcolor, wraplength)
        images = [super(Face, self).render(part, True, color, bgcolor) for part in parts]
        out = pygame.Surface((sum(i.get_width() for i in images),
                              max(i.get_height() for i in images)), pygame.SRCALPHA)
        x = 0
        for image in images:  # side by side, never overlapping: the pixels copied as they are
            out.blit(image, (x, 0), special_flags=pygame.BLEND_RGBA_ADD)
            x += image.get_width()
        return out


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
