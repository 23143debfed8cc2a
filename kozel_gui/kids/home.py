"""The house: the child's own way from a kids' table back to the kids' menu.

The door (``kids.hold``) is the grown-ups' way out of kids' mode and takes a long hold; a
child who wants another card needs no grown-up: a tap on the house in the table's other top
corner (or Enter on it, with the kids' focus ring) leaves the game, stored as left as the
door stores it, and uncovers the kids' menu under it.  It stays in kids' mode, so it needs no
hold; it is a picture (a house), no words.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from kozel_gui.controls import Button
from kozel_gui.layout import kids_home

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = ["go_home", "home_button", "house_picture", "place_home"]


def home_button(app: Host, keep: Callable[[], None]) -> Button:
    """The house of a kids' table: a tap runs ``keep`` (the game stored as left) and goes
    back to the kids' menu."""

    def home() -> None:
        keep()
        go_home(app)

    return Button("home", "", pygame.Rect(0, 0, 88, 88), home, style=_paint_home, round=True)


def go_home(app: Host) -> None:
    """Every screen over the kids' menu closes (the table, its round's stars): the menu
    comes back as if uncovered, still in kids' mode."""
    from kozel_gui.scenes.kids import KidsScene

    scenes = app.stack.scenes
    home = next((i for i in range(len(scenes) - 1, -1, -1) if isinstance(scenes[i], KidsScene)),
                None)
    if home is None:  # a table opened with no kids' menu under it: open one
        app.replace(KidsScene(app))
        return
    for _ in scenes[home + 1:]:
        app.pop()


def place_home(button: Button, size: tuple[int, int]) -> None:
    """The house's one place on a kids' table of a window of ``size``: the top-right corner,
    the door's size (``layout.kids_home``; the board keeps clear of it)."""
    button.rect = pygame.Rect(*(round(v) for v in kids_home(*size)))


def _paint_home(surface: pygame.Surface, button: Button, scale: float, hot: bool,
                now: float) -> None:
    house_picture(surface, button.rect, hot=hot)


def house_picture(surface: pygame.Surface, r: pygame.Rect, *, hot: bool = False) -> None:
    """A white disc (warm under the finger) with a little house: red roof, yellow walls,
    a door and a lit window."""
    c, rad = r.center, r.w / 2
    pygame.draw.circle(surface, (70, 100, 130), (c[0] + max(1, r.w // 30), c[1] + max(1, r.w // 22)),
                       rad)
    pygame.draw.circle(surface, (255, 244, 214) if hot else (255, 255, 255), c, rad)
    pygame.draw.circle(surface, (150, 170, 190), c, rad, max(2, r.w // 22))
    s = r.w / 88
    walls = pygame.Rect(0, 0, round(40 * s), round(28 * s))
    walls.midtop = (c[0], c[1] - round(2 * s))
    roof = [(c[0] - round(28 * s), walls.top + 1), (c[0], c[1] - round(30 * s)),
            (c[0] + round(28 * s), walls.top + 1)]
    chimney = pygame.Rect(c[0] + round(10 * s), c[1] - round(28 * s), round(7 * s), round(14 * s))
    pygame.draw.rect(surface, (150, 70, 50), chimney)
    pygame.draw.rect(surface, (250, 214, 110), walls)
    pygame.draw.rect(surface, (120, 80, 50), walls, max(2, round(2 * s)))
    pygame.draw.polygon(surface, (214, 70, 56), roof)
    pygame.draw.polygon(surface, (150, 44, 36), roof, max(2, round(2 * s)))
    door = pygame.Rect(0, 0, round(11 * s), round(17 * s))
    door.bottomleft = (walls.x + round(7 * s), walls.bottom)
    pygame.draw.rect(surface, (150, 100, 66), door)
    window = pygame.Rect(0, 0, round(11 * s), round(10 * s))
    window.topright = (walls.right - round(6 * s), walls.top + round(6 * s))
    pygame.draw.rect(surface, (120, 190, 240), window)
    pygame.draw.rect(surface, (120, 80, 50), window, max(1, round(2 * s)))
