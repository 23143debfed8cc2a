"""What is painted on a tile half: pip faces and the registry of faces.

A *face* is any object with these members (see :class:`Face`)::

    name: str          # registry key, e.g. "pips" or "animals"; the catalog's face.<name>
                       # names it in settings (face_label)
    def paint_half(self, surface: pygame.Surface, rect: pygame.Rect, value: int) -> None
    keep_upright: bool  # optional, default False (see below)

``paint_half`` paints one square half of a tile, showing ``value`` (0..6),
inside ``rect`` on ``surface``. Rules for implementers:

* Paint the whole ``rect``, background included (the renderer pre-fills it
  with ivory ``#f5efdc``, so a face that only draws marks may skip it).
  Never paint outside ``rect``.
* By default the tile is upright (angle 0) while you paint and the renderer
  rotates the finished tile, as a real tile turns. A face whose marks must
  stay upright (pictures) sets ``keep_upright = True``: each half is then
  painted upright in place at every angle. The renderer adds the rounded
  corners, bevel, edge, divider, brass pin and shadow. Keep marks away from
  the outer ~10% so corners do not cut them.
* ``rect`` is in the renderer's super-sampled pixels (2x or 4x the final size),
  so draw without anti-aliasing tricks and scale everything with ``rect``.
* Be deterministic: the same arguments must give the same pixels (sprites
  are cached). Cache loaded pictures yourself; paint should take < 2 ms.

Register a new face once at import time::

    from kozel_gui.faces import register_face
    register_face(MyPictureFace(name="animals"))
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol, runtime_checkable

import pygame

from kozel_gui.i18n import has_text, tr

RGB = tuple[int, int, int]


def hex_rgb(code: str) -> RGB:
    """``"#f5efdc"`` -> ``(245, 239, 220)``.

    >>> hex_rgb("#f5efdc")
    (245, 239, 220)
    """
    c = pygame.Color(code)
    return (c.r, c.g, c.b)


IVORY = hex_rgb("#f5efdc")
PIP_BLACK = hex_rgb("#1b1b1b")
WHITE = hex_rgb("#ffffff")
PIP_RIM = hex_rgb("#fffaf0")  # the lit inner wall of a drilled pip

# Classic pip positions on a 3x3 grid (column, row), as on a real upright tile:
# the 2 and 3 run on a diagonal, the 6 is two columns of three.
PIP_LAYOUTS: dict[int, tuple[tuple[int, int], ...]] = {
    0: (),
    1: ((1, 1),),
    2: ((2, 0), (0, 2)),
    3: ((2, 0), (1, 1), (0, 2)),
    4: ((0, 0), (2, 0), (0, 2), (2, 2)),
    5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
    6: ((0, 0), (0, 1), (0, 2), (2, 0), (2, 1), (2, 2)),
}

# One colour per value (a common option on real sets), each dark enough to
# stand out on ivory (contrast >= 3:1).
VALUE_COLOURS: tuple[RGB, ...] = (
    PIP_BLACK,
    hex_rgb("#c62828"),  # 1 red
    hex_rgb("#2e7d32"),  # 2 green
    hex_rgb("#1565c0"),  # 3 blue
    hex_rgb("#8a5a00"),  # 4 ochre
    hex_rgb("#6a1b9a"),  # 5 purple
    hex_rgb("#1b1b1b"),  # 6 black
)


@runtime_checkable
class Face(Protocol):
    """Paints one half of a tile; see the module docstring for the contract."""

    # Read-only properties, so plain attributes, frozen dataclasses and
    # NamedTuples all satisfy the protocol.
    @property
    def name(self) -> str:
        """Registry key, e.g. ``"pips"``."""
        ...

    def paint_half(self, surface: pygame.Surface, rect: pygame.Rect, value: int) -> None:
        """Paint ``value`` inside ``rect`` (background included)."""
        ...


def pip_centres(rect: pygame.Rect, value: int, spread: float = 0.27) -> list[tuple[float, float]]:
    """Centres of the pips for ``value`` in ``rect``; ``spread`` is the grid step / side."""
    if value not in PIP_LAYOUTS:
        raise ValueError(f"pip faces show 0..6, got {value}")
    cx, cy = rect.centerx, rect.centery
    sx, sy = rect.width * spread, rect.height * spread
    return [(cx + (col - 1) * sx, cy + (row - 1) * sy) for col, row in PIP_LAYOUTS[value]]


@dataclass(frozen=True, slots=True)
class PipFace:
    """Round, slightly inset pips on a plain background."""

    name: str
    background: RGB = IVORY
    colours: tuple[RGB, ...] = (PIP_BLACK,) * 7
    radius: float = 0.09  # pip radius as a fraction of the half's side
    spread: float = 0.27
    rim: RGB | None = PIP_RIM

    def paint_half(self, surface: pygame.Surface, rect: pygame.Rect, value: int) -> None:
        """Fill the half with the background and draw ``value`` pips."""
        surface.fill(self.background, rect)
        side = min(rect.width, rect.height)
        r = max(1.0, side * self.radius)
        # A pip is drilled into the tile: light catches the lower-right inner
        # wall, so a pale crescent shows below-right of each dark dot.
        shift = max(1.0, r * 0.16)
        colour = self.colours[value % len(self.colours)]
        for x, y in pip_centres(rect, value, self.spread):
            if self.rim is not None:
                pygame.draw.circle(surface, self.rim, (x + shift, y + shift), r)
            pygame.draw.circle(surface, colour, (x, y), r)


FACES: dict[str, Face] = {}


def register_face(face: Face) -> None:
    """Add (or replace) a face in the registry under ``face.name``."""
    if not isinstance(face, Face):
        raise TypeError(f"{face!r} does not implement the Face protocol")
    FACES[face.name] = face


def find_face(name: str) -> Face:
    """The registered face called ``name``; KeyError lists the known names."""
    if name not in FACES:
        # The picture faces register when kozel_gui.pictures is imported, which only the
        # settings, about and kids screens did: a saved choice of berries must not need them.
        import kozel_gui.pictures  # noqa: F401
    try:
        return FACES[name]
    except KeyError:
        known = ", ".join(sorted(FACES)) or "none"
        raise KeyError(f"unknown tile face {name!r}; registered faces: {known}") from None


def face_label(name: str) -> str:
    """A face's title in the current language (``face.<name>``; a face the catalog lacks: its name)."""
    key = f"face.{name}"
    return tr(key) if has_text(key) else name


register_face(PipFace(name="pips"))
register_face(PipFace(name="pips_color", colours=VALUE_COLOURS))
register_face(
    PipFace(
        name="pips_contrast",
        background=WHITE,
        colours=(hex_rgb("#000000"),) * 7,
        radius=0.115,
        spread=0.28,
        rim=None,
    )
)
