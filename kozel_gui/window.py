"""The window's size: the one the player last left it at, fitted to the screen's usable part.

SDL 2 as pygame-ce 2.5 offers it tells the desktop's whole size, not the part left free by
panels, docks and the window's own title bar; :data:`DECORATIONS` keeps that much free, so
a 1280x720 screen gets a window whose bottom is not under the task bar.  The last windowed
size is kept in ``window.json`` beside the settings, a file of its own: it describes this
screen, not a choice the player made, and an older version reading ``options.json`` must
not meet a field it does not know.  Nothing here imports pygame.

>>> fitted((1280, 720), (1920, 1080))
(1280, 720)
>>> fitted((1280, 720), (1280, 720))
(1216, 624)
>>> fitted((3000, 2000), (1366, 768)), fitted((800, 500), (1920, 1080))
((1302, 672), (1024, 600))
"""

from __future__ import annotations

from typing import Any

from rules import BadData

__all__ = ["DECORATIONS", "DEFAULT_SIZE", "MIN_SIZE", "WINDOW_FILE", "WINDOW_FORMAT", "fitted",
           "size_from_json", "size_to_json"]

DEFAULT_SIZE = (1280, 720)
MIN_SIZE = (1024, 600)
DECORATIONS = (64, 96)
"""Pixels of the desktop kept free: a side dock across, a panel and a title bar down."""
WINDOW_FILE = "window.json"
WINDOW_FORMAT = 1

Size = tuple[int, int]


def fitted(wanted: Size, desktop: Size) -> Size:
    """``wanted`` shrunk to the desktop less its decorations, never below :data:`MIN_SIZE`."""
    room = (desktop[0] - DECORATIONS[0], desktop[1] - DECORATIONS[1])
    w, h = (max(low, min(want, free)) for want, free, low in zip(wanted, room, MIN_SIZE,
                                                                  strict=True))
    return (w, h)


def size_to_json(size: Size) -> dict[str, Any]:
    """``window.json``'s data."""
    return {"format": WINDOW_FORMAT, "size": [size[0], size[1]]}


def size_from_json(data: Any) -> Size:
    """The size ``size_to_json`` wrote; ``BadData`` for anything else."""
    size = data.get("size") if isinstance(data, dict) else None
    if not (isinstance(size, list) and len(size) == 2
            and all(isinstance(n, int) and not isinstance(n, bool) and 0 < n < 100_000
                    for n in size)):
        raise BadData(f"size: two whole numbers of pixels, not {size!r}")
    return (size[0], size[1])
