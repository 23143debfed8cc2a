"""Colours, cached text (measured as it is drawn), the table's surface and drawn buttons."""

from __future__ import annotations

import contextlib
import functools
import math
import random
from collections import OrderedDict
from collections.abc import Iterator
from dataclasses import dataclass

import pygame

from kozel_gui.assets import font
from kozel_gui.fitting import NAME_PX
from kozel_gui.layout import rim_width
from kozel_gui.theme import text_px

TEXT = (244, 241, 232)
TEXT_DIM = (214, 206, 186)
SHADOW = (12, 18, 12)
YELLOW = (242, 200, 75)
RED = (224, 75, 58)
GLOW = (127, 224, 160)
PLATE = (34, 28, 22)
PLATE_EDGE = (112, 86, 56)
PANEL = (38, 30, 24)
PANEL_EDGE = (120, 92, 58)
PAPER = (244, 236, 214)
INK = (34, 34, 40)
INK_RED = (186, 48, 36)
INK_YELLOW = (150, 104, 10)
BUTTON = (156, 102, 44)
BUTTON_HOT = (190, 128, 56)
FELT = (31, 90, 58)
WOOD = (122, 74, 38)

Colour = tuple[int, int, int]

_TEXT_CACHE: OrderedDict[tuple[str, int, bool, Colour, bool], pygame.Surface] = OrderedDict()


def px(size: float, scale: float) -> int:
    """A font size scaled to the window, never below 14 px at 1280×720 and smaller, that 14
    larger in a larger window (``theme.text_px``: the corner buttons' words stayed at 20 px at
    1920×1080 while 14 px grew to 21)."""
    return text_px(size, scale)


def text(s: str, size: int, colour: Colour = TEXT, *, bold: bool = False,
         shadow: bool = False) -> pygame.Surface:
    """Rendered text (with an optional soft drop shadow), cached."""
    key = (s, size, bold, colour, shadow)
    surf = _TEXT_CACHE.get(key)
    if surf is None:
        f = font(size, bold)
        body = f.render(s, True, colour)
        if shadow:
            off = max(1, size // 18)
            surf = pygame.Surface((body.get_width() + off, body.get_height() + off),
                                  pygame.SRCALPHA)
            back = f.render(s, True, SHADOW)
            back.set_alpha(170)
            surf.blit(back, (off, off))
            surf.blit(body, (0, 0))
        else:
            surf = body
        _TEXT_CACHE[key] = surf
        if len(_TEXT_CACHE) > 600:
            _TEXT_CACHE.popitem(last=False)
    return surf


def blit_centered(dest: pygame.Surface, surf: pygame.Surface, centre: tuple[float, float]) -> None:
    """Blit ``surf`` centred on ``centre``."""
    dest.blit(surf, surf.get_rect(center=(round(centre[0]), round(centre[1]))))


@dataclass(frozen=True, slots=True)
class Ink:
    """One text as drawn: its words, its box on screen, the box it must stay inside."""

    text: str
    rect: pygame.Rect
    within: pygame.Rect | None
    role: str


_INK: list[list[Ink]] = []
_OFFSET = [(0, 0)]


@contextlib.contextmanager
def ink_offset(origin: tuple[int, int]) -> Iterator[None]:
    """Texts drawn meanwhile go on a surface that will be blitted at ``origin``."""
    _OFFSET.append((_OFFSET[-1][0] + origin[0], _OFFSET[-1][1] + origin[1]))
    try:
        yield
    finally:
        _OFFSET.pop()


def record_text(s: str, rect: pygame.Rect, within: pygame.Rect | None, role: str) -> None:
    """Note a text drawn some other way (e.g. through an alpha layer) for the measuring tests."""
    dx, dy = _OFFSET[-1]
    for log in _INK:
        log.append(Ink(s, rect.move(dx, dy), within.move(dx, dy) if within else None, role))


@contextlib.contextmanager
def recording() -> Iterator[list[Ink]]:
    """Collect every text ``put_text`` draws (tests measure them); caches are bypassed."""
    log: list[Ink] = []
    _INK.append(log)
    try:
        yield log
    finally:
        _INK.remove(log)


def is_recording() -> bool:
    """Whether a test is measuring the texts (cached layers are then painted afresh)."""
    return bool(_INK)


def put_text(dest: pygame.Surface, s: str, size: int, colour: Colour = TEXT, *,
             at: tuple[float, float] | None = None, centre: tuple[float, float] | None = None,
             right: tuple[float, float] | None = None, bold: bool = False,
             shadow: bool = False, within: object = None, role: str = "") -> pygame.Rect:
    """Draw ``s`` with its top-left ``at``, its ``centre``, or its top-right at ``right``.

    ``within`` is the box the text belongs in (a plate, a cell, a button); tests check
    that no text leaves it.  Returns the drawn rectangle.
    """
    surf = text(s, size, colour, bold=bold, shadow=shadow)
    rect = surf.get_rect()
    if centre is not None:
        rect.center = (round(centre[0]), round(centre[1]))
    elif right is not None:
        rect.topright = (round(right[0]), round(right[1]))
    elif at is not None:
        rect.topleft = (round(at[0]), round(at[1]))
    dest.blit(surf, rect)
    if _INK:
        box = None if within is None else pygame.Rect(*(round(v) for v in within))  # type: ignore[attr-defined]
        record_text(s, rect, box, role)
    return rect


_BACKGROUNDS: dict[tuple[str, int, int], pygame.Surface] = {}


def background(kind: str, size: tuple[int, int]) -> pygame.Surface:
    """The table top at ``size``: green felt or warm wood, lit by a lamp (vignette); cached."""
    key = (kind, *size)
    surf = _BACKGROUNDS.get(key)
    if surf is None:
        if len(_BACKGROUNDS) > 6:
            _BACKGROUNDS.clear()
        surf = _BACKGROUNDS[key] = _paint_background(kind, size)
    return surf


# The texture and the lamp light are painted once, pixel by pixel, at this small size and
# only scaled for each window size: painting them per size took a quarter of a second,
# a stutter at every resize or score-sheet toggle.
_TEXTURE_SIZE = (160, 90)


@functools.cache
def _texture(kind: str) -> pygame.Surface:
    base = pygame.Surface(_TEXTURE_SIZE)
    colour = WOOD if kind == "wood" else FELT
    base.fill(colour)
    if kind == "wood":
        _grain(base, random.Random(7), colour)
    else:
        _speckle(base, random.Random(7), colour)
    return base


@functools.cache
def _wood_strip() -> pygame.Surface:
    wood = pygame.Surface((160, 4))
    wood.fill(WOOD)
    _grain(wood, random.Random(8), (104, 62, 30))
    return wood


def _paint_background(kind: str, size: tuple[int, int]) -> pygame.Surface:
    surf = pygame.transform.smoothscale(_texture(kind), size)
    surf.blit(pygame.transform.smoothscale(_shade(), size), (0, 0))
    if kind != "wood":
        _rim(surf)
    return surf.convert() if pygame.display.get_surface() else surf


def _rim(surf: pygame.Surface) -> None:
    """The felt sits in a wooden frame, as on a courtyard table."""
    w, h = surf.get_size()
    t = rim_width((w, h))
    wood = _wood_strip()
    strip = pygame.transform.smoothscale(wood, (w, t))
    side = pygame.transform.rotate(pygame.transform.smoothscale(wood, (h, t)), 90)
    surf.blit(strip, (0, 0))
    surf.blit(strip, (0, h - t))
    surf.blit(side, (0, 0))
    surf.blit(side, (w - t, 0))
    inner = pygame.Rect(t, t, w - 2 * t, h - 2 * t)
    pygame.draw.rect(surf, (40, 24, 12), inner, 2)
    pygame.draw.rect(surf, (150, 100, 60), pygame.Rect(0, 0, w, h), 1)


def _grain(base: pygame.Surface, rng: random.Random, colour: Colour) -> None:
    w, h = base.get_size()
    plank = max(4, h // 6)
    for y in range(h):
        seam = y % plank == 0
        tone = rng.uniform(-10, 10) + (-28 if seam else 0)
        for x in range(w):
            wave = 6 * math.sin(x * 0.09 + y * 0.6 + (y // plank) * 2.1)
            c = tuple(max(0, min(255, int(v + tone + wave))) for v in colour)
            base.set_at((x, y), c)


def _speckle(base: pygame.Surface, rng: random.Random, colour: Colour) -> None:
    w, h = base.get_size()
    for y in range(h):
        for x in range(w):
            d = rng.uniform(-5, 5)
            base.set_at((x, y), tuple(max(0, min(255, int(v + d))) for v in colour))


@functools.cache
def _shade() -> pygame.Surface:
    """Dark corners and a warm lamp light in the middle (small; scale it to the table)."""
    w, h = _TEXTURE_SIZE
    shade = pygame.Surface(_TEXTURE_SIZE, pygame.SRCALPHA)
    for y in range(h):
        for x in range(w):
            dx, dy = (x / w - 0.45) * 1.6, (y / h - 0.45) * 1.9
            r = min(1.0, math.hypot(dx, dy))
            shade.set_at((x, y), (0, 0, 0, int(150 * r**2.2)))
    return shade


def rounded(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, ...],
            radius: int, width: int = 0) -> None:
    """A rounded rectangle; alpha colours are blended through a temporary surface."""
    if len(colour) == 4 and colour[3] < 255:
        tmp = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(tmp, colour, tmp.get_rect(), width, border_radius=radius)
        surface.blit(tmp, rect.topleft)
    else:
        pygame.draw.rect(surface, colour, rect, width, border_radius=radius)


def dialog_panel(surface: pygame.Surface, rect: pygame.Rect, radius: int, edge: int = 3) -> None:
    """A panel of words over the table (the round summary, the table's question, the key
    help): a soft shadow, the panel's colour fully opaque, as the menus' dialogs are
    (issue 18: through a translucent one the table showed faintly behind the words), and
    a brass edge."""
    rounded(surface, rect.move(4, 6), (0, 0, 0, 120), radius)
    rounded(surface, rect, PANEL, radius)
    if edge:
        rounded(surface, rect, PANEL_EDGE, radius, edge)


BUTTON_HALO = 7
"""How far a button paints outside its box, px: its glow (and its shadow, 3 and 4 px)."""


def name_px(scale: float) -> tuple[int, int, int]:
    """A plate's name sizes (``NAME_PX``, 1280×720's) at ``scale``: as they were up to
    1280×720, larger by the scale in a larger window, as the count under them is (they stayed
    18 px at 1920×1080 under a 24 px count)."""
    best, comfy, least = (text_px(n, scale, least=n) for n in NAME_PX)
    return best, comfy, least


def button_text_size(height: float, scale: float) -> int:
    """The label's size on a button ``height`` tall (before shrinking to fit its width):
    never smaller than a plate's name where the button is tall enough for it (PT-U: the
    corner's «Меню» and «Помощь» read smaller than the names beside them)."""
    size = px(min(26, height * 0.42 / max(scale, 0.01)), scale)
    name = name_px(scale)[0]
    return name if size < name and font(name, True).get_height() <= height - 4 else size


def button_height(base: float, scale: float) -> int:
    """A drawn button's height: ``base`` px at 1280×720, scaled, never too short for words of
    a plate's name's size (PT-U, PT-Z: the corner's and the tutorial's words read smaller
    than the names beside them)."""
    return max(round(base * scale), font(name_px(scale)[0], True).get_height() + 6)


def button_label_px(label: str, width: float, height: float, scale: float) -> int:
    """The size ``label`` is drawn at on a button ``width`` × ``height``: its text size
    (``button_text_size``), shrunk only as far as the button's width asks."""
    size = button_text_size(height, scale)
    while size > 14 and font(size, True).size(label)[0] > width - 12:
        size -= 1
    return size


def button_width(label: str, height: float, scale: float) -> int:
    """How wide a button ``height`` tall must be to show ``label`` unshrunk."""
    return font(button_text_size(height, scale), True).size(label)[0] + round(28 * scale) + 12


def draw_button(surface: pygame.Surface, rect: object, label: str, scale: float, *,
                glow: bool = False, hot: bool = False, role: str = "button") -> None:
    """A wooden button with its label (shrunk to fit the button when long)."""
    r = pygame.Rect(*(round(v) for v in rect))  # type: ignore[attr-defined]
    radius = max(6, r.h // 4)
    if glow:
        rounded(surface, r.inflate(2 * BUTTON_HALO, 2 * BUTTON_HALO), (*GLOW, 90),
                radius + BUTTON_HALO)
    rounded(surface, r.move(3, 4), (0, 0, 0, 110), radius)
    rounded(surface, r, BUTTON_HOT if hot else BUTTON, radius)
    rounded(surface, r, (70, 40, 16), radius, 2)
    if not label:  # a bare button (the kids' knock): its picture is drawn over it
        return
    put_text(surface, label, button_label_px(label, r.w, r.h, scale), TEXT, centre=r.center, bold=True, shadow=True, within=r,
             role=role)


class Button:
    """A drawn wooden button; ``hit(pos)`` tells a click on it."""

    def __init__(self, key: str, label: str, rect: pygame.Rect, *, glow: bool = False) -> None:
        self.key = key
        self.label = label
        self.rect = rect
        self.glow = glow

    def hit(self, pos: tuple[int, int]) -> bool:
        """Whether ``pos`` is on the button."""
        return self.rect.collidepoint(pos)

    def draw(self, surface: pygame.Surface, scale: float, hot: bool = False) -> None:
        """Paint the button."""
        draw_button(surface, self.rect, self.label, scale, glow=self.glow, hot=hot)
