"""The plain geometry every layout shares: boxes, placed tiles, slots and tile halves.

Coordinates are screen pixels (x right, y down) as floats; nothing here needs a display.

Rotation convention (``PlacedTile.angle``): the sprite is drawn upright with ``a`` in its
top half and ``b`` in its bottom half; ``angle`` is the counter-clockwise rotation in
degrees to pass to ``pygame.transform.rotate``. So 0 puts ``a`` on top, 90 on the left,
180 at the bottom, 270 on the right.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, NamedTuple

__all__ = ["Box", "PlacedTile", "Point", "Slot", "as_box", "half_centres"]

Point = tuple[float, float]


class Box(NamedTuple):
    """An axis-aligned rectangle of floats; a 4-tuple, so ``pygame.FRect(box)`` works."""

    x: float
    y: float
    w: float
    h: float

    @property
    def right(self) -> float:
        """The x just past the right edge."""
        return self.x + self.w

    @property
    def bottom(self) -> float:
        """The y just past the bottom edge."""
        return self.y + self.h

    @property
    def center(self) -> Point:
        """The middle point."""
        return (self.x + self.w / 2, self.y + self.h / 2)

    def overlaps(self, other: Box, eps: float = 1e-6) -> bool:
        """True when the interiors intersect (touching edges do not count)."""
        return (
            self.x < other.right - eps
            and other.x < self.right - eps
            and self.y < other.bottom - eps
            and other.y < self.bottom - eps
        )

    def contains(self, other: Box, eps: float = 1e-6) -> bool:
        """True when ``other`` lies wholly inside this box."""
        return (
            other.x >= self.x - eps
            and other.y >= self.y - eps
            and other.right <= self.right + eps
            and other.bottom <= self.bottom + eps
        )

    def moved(self, dx: float, dy: float) -> Box:
        """The same box shifted by (dx, dy)."""
        return Box(self.x + dx, self.y + dy, self.w, self.h)


def as_box(rect: Any) -> Box:
    """Read a rect-like (``Box``, ``pygame.Rect``/``FRect``, or an ``(x, y, w, h)`` sequence)."""
    if isinstance(rect, Box):
        return rect
    if hasattr(rect, "w") and hasattr(rect, "h"):
        return Box(float(rect.x), float(rect.y), float(rect.w), float(rect.h))
    x, y, w, h = rect
    return Box(float(x), float(y), float(w), float(h))


@dataclass(frozen=True, slots=True)
class PlacedTile:
    """Where tile ``index`` of the board goes: its box and its rotation (see module doc)."""

    index: int
    box: Box
    angle: int


class Slot(NamedTuple):
    """Where the next tile on an end goes; ``rescaled`` means the whole picture shrinks for it
    (every tile already down then glides to its place in the smaller picture)."""

    box: Box
    angle: int
    rescaled: bool


def half_centres(box: Box, angle: int) -> tuple[Point, Point]:
    """Centres of the ``a`` half and the ``b`` half of a tile placed with ``angle``."""
    cx, cy = box.center
    q = box.h / 4 if box.h > box.w else box.w / 4
    da = {0: (0.0, -q), 90: (-q, 0.0), 180: (0.0, q), 270: (q, 0.0)}[angle % 360]
    return (cx + da[0], cy + da[1]), (cx - da[0], cy - da[1])
