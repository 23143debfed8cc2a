"""The window as pygame opens it: its size on this desktop, its icon, its ``Window``.

pygame is imported inside the functions: the command line sets SDL's environment first.
"""

from __future__ import annotations

import contextlib
from typing import Any

from kozel_gui.window import fitted, is_maximized

__all__ = ["fitting_size", "pygame_window", "set_icon"]


def fitting_size(wanted: tuple[int, int]) -> tuple[tuple[int, int], bool]:
    """``wanted`` fitted to the first desktop, and whether to maximize the window opened at
    that size (see kozel_gui.window)."""
    import pygame

    try:
        desktop = pygame.display.get_desktop_sizes()[0]
    except (IndexError, pygame.error):
        return wanted, False
    return fitted(wanted, desktop), is_maximized(wanted, desktop)


def set_icon() -> None:
    """The goat-on-a-tile icon for the window and the task bar."""
    import pygame

    from kozel_gui.assets import asset_path

    with contextlib.suppress(pygame.error, FileNotFoundError):  # no icon is no reason to stop
        pygame.display.set_icon(pygame.image.load(str(asset_path("icon", "kozel.png"))))


def pygame_window() -> Any:
    """The pygame-ce ``Window`` of the display (for minimum size and full screen)."""
    import warnings

    import pygame

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        try:
            return pygame.Window.from_display_module()
        except (AttributeError, pygame.error):
            return None
