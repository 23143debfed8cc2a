"""Picture faces for children's domino: pictures instead of pips, on a soft colour per value.

Importing this module registers five faces (see :mod:`kozel_gui.faces`):

* ``berries``: Twemoji fruit, 0 is an empty basket;
* ``animals`` and ``animals_noto``: animal faces (Fluent Emoji Flat, Noto Emoji), 0 is a
  little house ("everyone is out");
* ``counting``: N apples in the pip positions, 0 an empty half, so a child counts;
* ``bridge``: the fruit picture with the real pips in a corner, to move on to pips.

Every face paints each half on the same soft colour for a value (:data:`BACKGROUNDS`), so
halves match by colour as well as by picture. The SVGs come from
``scripts/extract_pictures.py``; credits are in ``assets/ATTRIBUTION.md``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import ClassVar

import pygame

from kozel_gui.assets import asset_path
from kozel_gui.faces import IVORY, PIP_BLACK, RGB, hex_rgb, pip_centres, register_face

PICTURE_SETS: tuple[str, ...] = ("berries", "animals", "animals_noto")
COUNTING_ITEM = ("counting", "item")
VALUES = range(7)

# Pastel, bright but not neon, each far from its neighbours in hue. The order puts every
# fruit of the berries set (red, orange, yellow, green, blue, purple) on a contrasting hue.
BACKGROUNDS: tuple[RGB, ...] = (
    hex_rgb("#dfe3e8"),  # 0 cloudy grey: "nothing here"
    hex_rgb("#b8ecc4"),  # 1 mint
    hex_rgb("#a9d6ff"),  # 2 sky
    hex_rgb("#cdb8ff"),  # 3 lavender
    hex_rgb("#ffc2d4"),  # 4 pink
    hex_rgb("#fff0a0"),  # 5 lemon
    hex_rgb("#ffc28f"),  # 6 peach
)

PANEL_INSET = 0.06  # ivory margin around the colour panel, as a fraction of the side
PANEL_RADIUS = 0.2  # corner radius of the panel, as a fraction of the side
PICTURE_SCALE = 0.74  # a picture's side / the half's side: big, clear of the corners


def background_colour(value: int) -> RGB:
    """The soft background colour of ``value`` (0..6), the same in every picture face."""
    check_value(value)
    return BACKGROUNDS[value]


def check_value(value: int) -> None:
    """Raise ValueError unless ``value`` is a tile value 0..6."""
    if value not in VALUES:
        raise ValueError(f"picture faces show 0..6, got {value}")


def picture_path(set_name: str, value: int | str) -> Path:
    """The SVG of ``value`` in ``set_name`` (``"item"`` for the counting object)."""
    return asset_path("pictures", set_name, f"{value}.svg")


@lru_cache(maxsize=512)
def picture(set_name: str, value: int | str, size: tuple[int, int]) -> pygame.Surface:
    """The picture rendered from its SVG at ``size``, cached per (set, value, size)."""
    path = picture_path(set_name, value)
    if not path.is_file():
        raise FileNotFoundError(f"missing picture {path.name} of set {set_name!r}")
    surface = pygame.image.load_sized_svg(path, size)
    # convert_alpha needs a display; without one (tests, sprite baking) keep it as loaded.
    return surface.convert_alpha() if pygame.display.get_surface() is not None else surface


def paint_panel(surface: pygame.Surface, rect: pygame.Rect, value: int) -> pygame.Rect:
    """Fill ``rect`` with ivory and a rounded colour panel for ``value``; return the panel."""
    side = min(rect.width, rect.height)
    surface.fill(IVORY, rect)
    inset = max(1, round(side * PANEL_INSET))
    panel = rect.inflate(-2 * inset, -2 * inset)
    pygame.draw.rect(surface, background_colour(value), panel, border_radius=round(side * PANEL_RADIUS))
    return panel


def blit_centred(
    surface: pygame.Surface, image: pygame.Surface, centre: tuple[float, float]
) -> None:
    """Blit ``image`` with its centre at ``centre``."""
    surface.blit(image, image.get_rect(center=(round(centre[0]), round(centre[1]))))


def side_px(rect: pygame.Rect, fraction: float) -> int:
    """``fraction`` of the half's shorter side in whole pixels, at least 1."""
    return max(1, round(min(rect.width, rect.height) * fraction))


@dataclass(frozen=True, slots=True)
class PictureFace:
    """One big picture per half, from ``assets/pictures/<set_name>/``."""

    name: str
    keep_upright: ClassVar[bool] = True  # pictures never lie on their side
    set_name: str

    def paint_half(self, surface: pygame.Surface, rect: pygame.Rect, value: int) -> None:
        """Paint the colour panel and the picture of ``value`` in the middle."""
        paint_panel(surface, rect, value)
        size = side_px(rect, PICTURE_SCALE)
        blit_centred(surface, picture(self.set_name, value, (size, size)), rect.center)


@dataclass(frozen=True, slots=True)
class CountingFace:
    """``value`` identical objects in the classic pip positions; 0 is an empty panel."""

    name: str
    keep_upright: ClassVar[bool] = True  # pictures never lie on their side
    item_scale: float = 0.27  # an object's side / the half's side
    spread: float = 0.28  # grid step / side; objects almost touch in the 6

    def paint_half(self, surface: pygame.Surface, rect: pygame.Rect, value: int) -> None:
        """Paint the colour panel and ``value`` objects where the pips would be."""
        paint_panel(surface, rect, value)
        size = side_px(rect, self.item_scale)
        item = picture(*COUNTING_ITEM, (size, size))
        for centre in pip_centres(rect, value, self.spread):
            blit_centred(surface, item, centre)


@dataclass(frozen=True, slots=True)
class BridgeFace:
    """The picture, smaller, with the real pips in the top-left corner beside it."""

    name: str
    keep_upright: ClassVar[bool] = True  # pictures never lie on their side
    set_name: str
    picture_scale: float = 0.54
    index_scale: float = 0.4  # side of the corner box holding the pips

    def paint_half(self, surface: pygame.Surface, rect: pygame.Rect, value: int) -> None:
        """Paint the panel, the picture towards the lower right and pips at the upper left."""
        panel = paint_panel(surface, rect, value)
        side = min(rect.width, rect.height)
        size = side_px(rect, self.picture_scale)
        centre = (rect.x + side * 0.6, rect.y + side * 0.6)
        blit_centred(surface, picture(self.set_name, value, (size, size)), centre)
        self.paint_index(surface, panel, value)

    def paint_index(self, surface: pygame.Surface, panel: pygame.Rect, value: int) -> None:
        """Draw ``value`` as small pips in a box at the panel's upper-left corner."""
        side = min(panel.width, panel.height)
        box_side = round(side * self.index_scale)
        margin = round(side * 0.05)
        box = pygame.Rect(panel.x + margin, panel.y + margin, box_side, box_side)
        radius = max(1.0, box_side * 0.12)
        for centre in pip_centres(box, value, spread=0.32):
            pygame.draw.circle(surface, PIP_BLACK, centre, radius)


FACES_OF_PICTURES = (
    PictureFace("berries", "berries"),
    PictureFace("animals", "animals"),
    PictureFace("animals_noto", "animals_noto"),
    CountingFace("counting"),
    BridgeFace("bridge", "berries"),
)

for _face in FACES_OF_PICTURES:
    register_face(_face)
