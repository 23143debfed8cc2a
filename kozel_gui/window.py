"""The window's size: the one the player last left it at, fitted to the screen's usable part.

SDL 2 as pygame-ce 2.5 offers it tells the desktop's whole size, not the part left free by
panels, docks and the window's own title bar; :data:`DECORATIONS` guesses that much.  A size
that fits the desktop less that guess opens as it is; a larger one opens maximized at the
desktop's size (:func:`is_maximized`): the window manager, which knows its panels and title
bar, sizes it to the free part exactly, and a screen with no window manager is filled whole.
(Issue 18: a 1280x720 screen got a 1216x624 window, framed by 32 and 48 px of black where
no panel was.)  The last windowed
size is kept in ``window.json`` beside the settings, a file of its own: it describes this
screen, not a choice the player made, and an older version reading ``options.json`` must
not meet a field it does not know.  Nothing here imports pygame.

>>> fitted((1280, 720), (1920, 1080)), is_maximized((1280, 720), (1920, 1080))
((1280, 720), False)
>>> fitted((1280, 720), (1280, 720)), is_maximized((1280, 720), (1280, 720))
((1280, 720), True)
>>> fitted((3000, 2000), (1366, 768)), fitted((800, 500), (1920, 1080))
((1366, 768), (1024, 600))
"""

from __future__ import annotations

from typing import Any

from rules import BadData

__all__ = ["DECORATIONS", "DEFAULT_SIZE", "MIN_SIZE", "WINDOW_FILE", "WINDOW_FORMAT", "fitted",
           "is_maximized", "size_from_json", "size_to_json"]

DEFAULT_SIZE = (1280, 720)
MIN_SIZE = (1024, 600)
DECORATIONS = (64, 96)
"""Pixels of the desktop a window manager may keep: a side dock across, a panel and a title
bar down (a guess: only the window manager knows)."""
WINDOW_FILE = "window.json"
WINDOW_FORMAT = 1

Size = tuple[int, int]


def fitted(wanted: Size, desktop: Size) -> Size:
    """The size the window opens at: ``wanted`` (never below :data:`MIN_SIZE`), or the whole
    desktop when it is too large for it (then maximized: :func:`is_maximized`)."""
    base = desktop if is_maximized(wanted, desktop) else wanted
    w, h = (max(low, n) for n, low in zip(base, MIN_SIZE, strict=True))
    return (w, h)


def is_maximized(wanted: Size, desktop: Size) -> bool:
    """Whether the window opens maximized: ``wanted`` does not fit the desktop less the
    :data:`DECORATIONS` a window manager may keep (a side at its least fits as it is)."""
    return any(want > max(low, whole - kept) for want, low, whole, kept
               in zip(wanted, MIN_SIZE, desktop, DECORATIONS, strict=True))


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
