"""Procedural, crisp domino sprites at any size, cached so a frame never re-renders.

Geometry every caller relies on:

* A tile body is ``long_px`` by ``long_px // 2`` (see :func:`body_size`).
* ``angle`` is counter-clockwise degrees, one of 0/90/180/270:
  0 = upright with ``low`` on top, 90 = lying with ``low`` on the left,
  180 = upright with ``low`` at the bottom, 270 = lying with ``low`` on the right.
* A tile sprite holds the body at its top-left (0, 0) plus a soft shadow cast
  down-right; the sprite is ``shadow_offset(long_px)`` pixels wider and taller
  than the body. Blit the sprite at the body's top-left.
* A highlight (glow) sprite is ``glow_margin(long_px)`` larger on every side:
  blit it at the body's top-left minus the margin, *before* the tile.

Everything is drawn 2x or 4x larger and smooth-scaled down for anti-aliasing, and
works on plain SRCALPHA surfaces, so no display mode is needed.
"""

from __future__ import annotations

import math
import random
from collections import OrderedDict
from collections.abc import Callable, Hashable

import pygame

from kozel_gui.faces import IVORY, RGB, find_face, hex_rgb

RGBA = tuple[int, int, int, int]

EDGE = hex_rgb("#c9bfa3")
GLOW: RGBA = (127, 224, 160, 150)
BRASS, BRASS_DARK, BRASS_LIGHT = (184, 142, 74), (112, 80, 36), (246, 222, 160)
GROOVE, GROOVE_LIGHT = (150, 138, 110), (255, 252, 242)
DIM_FACTOR = 0.66  # illegal tiles: darker but still readable

# style -> (base colour, grain colours, edge colour)
BACK_STYLES: dict[str, tuple[RGB, tuple[RGB, RGB], RGB]] = {
    "wood": ((78, 46, 24), ((60, 34, 16), (98, 62, 34)), (38, 22, 10)),
    "green": ((30, 70, 48), ((25, 60, 41), (36, 80, 56)), (14, 36, 24)),
}

# A goat standing, facing right, in a 100x100 box: polygons for the outline.
_GOAT: tuple[tuple[tuple[int, int], ...], ...] = (
    ((20, 44), (30, 38), (62, 38), (70, 42), (72, 56), (66, 64), (26, 64), (20, 56)),  # body
    ((62, 44), (70, 26), (80, 24), (76, 50)),  # neck
    ((72, 24), (82, 19), (90, 26), (96, 36), (92, 40), (84, 38), (76, 32)),  # head
    ((74, 25), (70, 12), (62, 6), (56, 7), (64, 12), (69, 22)),  # horn
    ((76, 28), (64, 32), (68, 35), (76, 32)),  # ear
    ((84, 37), (91, 38), (86, 50)),  # beard
    ((21, 46), (12, 36), (16, 34), (25, 42)),  # tail
    ((26, 60), (31, 60), (30, 86), (26, 86)),  # back legs
    ((35, 60), (40, 60), (39, 86), (35, 86)),
    ((58, 60), (63, 60), (62, 86), (58, 86)),  # front legs
    ((66, 58), (71, 56), (70, 86), (66, 86)),
)


def body_size(long_px: int, angle: int = 0) -> tuple[int, int]:
    """Width and height of the tile body (no shadow) at ``angle``."""
    _check_size(long_px)
    w = long_px // 2
    return (w, long_px) if _norm_angle(angle) in (0, 180) else (long_px, w)


def _shadow_geometry(long_px: int) -> tuple[int, int]:
    """(cast distance, blur radius) of the shadow in pixels."""
    return max(1, round(long_px * 0.035)), max(1, round(long_px * 0.025))


def shadow_offset(long_px: int) -> tuple[int, int]:
    """How much wider/taller a tile sprite is than its body (room for the shadow)."""
    off, blur = _shadow_geometry(long_px)
    return off + blur, off + blur


def glow_margin(long_px: int) -> int:
    """How far a highlight sprite extends beyond the body on each side."""
    return max(3, round(long_px * 0.09))


def _check_size(long_px: int) -> None:
    if long_px < 8:
        raise ValueError(f"tiles need long_px >= 8, got {long_px}")


def _norm_angle(angle: int) -> int:
    a = angle % 360
    if a not in (0, 90, 180, 270):
        raise ValueError(f"angle must be a multiple of 90 degrees, got {angle}")
    return a


def _supersample(long_px: int) -> int:
    # Small tiles need more oversampling for round pips; big ones are costly.
    # Powers of two keep smoothscale exact (3x turns 255 into 253).
    return 4 if long_px <= 120 else 2


def _radius(short_side: int) -> int:
    return max(1, round(short_side * 0.12))


class _LRU:
    """A bounded least-recently-used map of sprites."""

    def __init__(self, maxsize: int) -> None:
        self.maxsize = maxsize
        self._items: OrderedDict[Hashable, pygame.Surface] = OrderedDict()

    def get(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        """The cached value for key, made (and stored) if absent."""
        if key in self._items:
            self._items.move_to_end(key)
            return self._items[key]
        value = make()
        self._items[key] = value
        while len(self._items) > self.maxsize:
            self._items.popitem(last=False)
        return value

    def __len__(self) -> int:
        return len(self._items)

    def clear(self) -> None:
        """Forget everything."""
        self._items.clear()


class TileRenderer:
    """Makes and caches tile sprites (faces, backs, glows); see the module docstring."""

    def __init__(self, maxsize: int = 1024) -> None:
        self._cache = _LRU(maxsize)

    def __len__(self) -> int:
        return len(self._cache)

    def clear(self) -> None:
        """Drop every cached surface (e.g. after a theme change)."""
        self._cache.clear()

    body_size = staticmethod(body_size)
    shadow_offset = staticmethod(shadow_offset)
    glow_margin = staticmethod(glow_margin)

    def face(
        self, low: int, high: int, long_px: int, face: str = "pips", angle: int = 0
    ) -> pygame.Surface:
        """A face-up tile with its shadow; ``low`` is on top at angle 0."""
        a = _norm_angle(angle)
        _check_size(long_px)
        key = ("face", low, high, long_px, face, a)
        return self._cache.get(
            key,
            lambda: self._finish(self._face_body(low, high, long_px, face, a), long_px, a, EDGE),
        )

    def dimmed(
        self, low: int, high: int, long_px: int, face: str = "pips", angle: int = 0
    ) -> pygame.Surface:
        """The same sprite as :meth:`face`, darkened for an illegal tile."""
        a = _norm_angle(angle)
        key = ("dimmed", low, high, long_px, face, a)
        return self._cache.get(key, lambda: _darken(self.face(low, high, long_px, face, a)))

    def back(self, long_px: int, angle: int = 0, style: str = "wood") -> pygame.Surface:
        """A face-down tile with its shadow: dark wood or green with an embossed goat."""
        a = _norm_angle(angle)
        _check_size(long_px)
        if style not in BACK_STYLES:
            raise KeyError(f"unknown back style {style!r}; known: {', '.join(BACK_STYLES)}")
        edge = BACK_STYLES[style][2]
        key = ("back", long_px, a, style)
        return self._cache.get(
            key, lambda: self._finish(self._flat_back(long_px, style, a), long_px, a, edge)
        )

    def highlight(self, long_px: int, angle: int = 0, rgba: RGBA = GLOW) -> pygame.Surface:
        """A soft glow around the body, for legal tiles and clickable piles."""
        a = _norm_angle(angle)
        _check_size(long_px)
        key = ("glow", long_px, a, tuple(rgba))
        return self._cache.get(key, lambda: _make_glow(long_px, a, rgba))

    # -- building blocks, each cached on its own ------------------------------

    def _face_body(
        self, low: int, high: int, long_px: int, face: str, angle: int
    ) -> pygame.Surface:
        """The oriented face side: real pips turn with the tile, upright faces do not."""
        if getattr(find_face(face), "keep_upright", False):
            key = ("flat", low, high, long_px, face, angle)
            return self._cache.get(key, lambda: _paint_face(low, high, long_px, face, angle))
        key = ("flat", low, high, long_px, face, 0)
        upright = self._cache.get(key, lambda: _paint_face(low, high, long_px, face))
        return pygame.transform.rotate(upright, angle)

    def _flat_back(self, long_px: int, style: str, angle: int) -> pygame.Surface:
        # A back has no "up", so 180 and 270 reuse 0 and 90: the goat always stands.
        upright = angle in (0, 180)
        key = ("flatback", long_px, style, upright)
        return self._cache.get(key, lambda: _paint_back(long_px, style, upright))

    def _finish(self, flat: pygame.Surface, long_px: int, angle: int, edge: RGB) -> pygame.Surface:
        """Round the corners of an already oriented body, bevel it, add the shadow."""
        mask = self._cache.get(("mask", long_px, angle), lambda: _make_mask(long_px, angle))
        bevel = self._cache.get(
            ("bevel", long_px, angle, edge), lambda: _make_bevel(long_px, angle, edge)
        )
        shadow = self._cache.get(("shadow", long_px, angle), lambda: _make_shadow(
            long_px, angle, self._cache.get(("soft", long_px), lambda: _make_soft(long_px))))
        body = pygame.Surface(mask.get_size(), pygame.SRCALPHA)
        body.blit(flat, (0, 0))
        body.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        body.blit(bevel, (0, 0))
        sprite = shadow.copy()
        sprite.blit(body, (0, 0))
        return sprite


# -- painting (upright, super-sampled) ---------------------------------------


def _halves(size: tuple[int, int], angle: int) -> tuple[pygame.Rect, pygame.Rect]:
    """The rects of the ``low`` and ``high`` halves of a body of ``size`` at ``angle``."""
    bw, bh = size
    if angle in (0, 180):
        first, second = pygame.Rect(0, 0, bw, bh // 2), pygame.Rect(0, bh // 2, bw, bh - bh // 2)
    else:
        first, second = pygame.Rect(0, 0, bw // 2, bh), pygame.Rect(bw // 2, 0, bw - bw // 2, bh)
    return (first, second) if angle in (0, 90) else (second, first)


def _paint_face(
    low: int, high: int, long_px: int, face_name: str, angle: int = 0
) -> pygame.Surface:
    """The body's face side at ``angle``, each half painted upright in place."""
    face = find_face(face_name)
    w, h = body_size(long_px, angle)
    ss = _supersample(long_px)
    big = pygame.Surface((w * ss, h * ss))
    big.fill(IVORY)
    for rect, value in zip(_halves(big.get_size(), angle), (low, high), strict=True):
        big.set_clip(rect)  # a face may not paint outside its half
        face.paint_half(big, rect, value)
    big.set_clip(None)
    _paint_divider(big)
    return pygame.transform.smoothscale(big, (w, h))


def _paint_divider(big: pygame.Surface) -> None:
    """The groove across the middle and the brass pin, as on real sets."""
    bw, bh = big.get_size()
    short, across = min(bw, bh), bw < bh  # across: the groove runs left-right
    t = max(2, round(short * 0.03))
    inset = round(short * 0.1)
    mid = (bh if across else bw) // 2
    # Light comes from the top-left: the groove's far wall is lit, its near wall dark.
    for colour, shift, width in ((GROOVE, -(t // 2), t), (GROOVE_LIGHT, t // 2, max(1, t // 2))):
        a, b = (inset, mid + shift), (short - inset, mid + shift)
        if not across:
            a, b = a[::-1], b[::-1]
        pygame.draw.line(big, colour, a, b, width)
    r = max(2, round(short * 0.075))
    cx, cy = bw / 2, bh / 2
    pygame.draw.circle(big, BRASS_DARK, (cx, cy), r)
    pygame.draw.circle(big, BRASS, (cx - r * 0.1, cy - r * 0.1), r * 0.82)
    pygame.draw.circle(big, BRASS_LIGHT, (cx - r * 0.32, cy - r * 0.32), max(1.0, r * 0.28))


def _paint_back(long_px: int, style: str, upright: bool) -> pygame.Surface:
    base, grains, _edge = BACK_STYLES[style]
    w, h = body_size(long_px)
    ss = _supersample(long_px)
    big = pygame.Surface((w * ss, h * ss))
    big.fill(base)
    if style == "wood":
        _paint_grain(big, grains, ss)  # grain runs along the tile's length
    if not upright:
        big, (w, h) = pygame.transform.rotate(big, 90), (h, w)
    short = min(big.get_size())
    depth = max(1, round(short * 0.02))
    frame = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    inset = round(short * 0.13)
    pygame.draw.rect(
        frame,
        (255, 255, 255, 255),
        big.get_rect().inflate(-2 * inset, -2 * inset),
        width=max(1, round(short * 0.025)),
        border_radius=_radius(short),
    )
    _emboss(big, frame, base, depth)
    _emboss(big, _goat_mask(*big.get_size()), base, depth)
    return pygame.transform.smoothscale(big, (w, h))


def _paint_grain(big: pygame.Surface, grains: tuple[RGB, RGB], ss: int) -> None:
    """Wavy lines along the tile's length; seeded so every back is identical."""
    bw, bh = big.get_size()
    rng = random.Random(7)
    lines = 14
    for i in range(lines):
        x0 = bw * (i + rng.random()) / lines
        amp, phase = bw * rng.uniform(0.01, 0.035), rng.uniform(0, math.tau)
        freq = rng.uniform(1.5, 3.0) * math.tau / bh
        pts = [(x0 + amp * math.sin(y * freq + phase), float(y)) for y in range(0, bh + 8, 8)]
        pygame.draw.lines(big, grains[i % 2], False, pts, max(1, ss * rng.choice((1, 1, 2))))


def _goat_mask(bw: int, bh: int) -> pygame.Surface:
    """The goat silhouette, white on transparent, centred on the back."""
    mask = pygame.Surface((bw, bh), pygame.SRCALPHA)
    side = min(bw, bh) * 0.74
    ox, oy = (bw - side) / 2, (bh - side) / 2
    for poly in _GOAT:
        pts = [(ox + x * side / 100, oy + y * side / 100) for x, y in poly]
        pygame.draw.polygon(mask, (255, 255, 255, 255), pts)
    eye = (ox + 84 * side / 100, oy + 27 * side / 100)
    pygame.draw.circle(mask, (0, 0, 0, 0), eye, max(1.0, side * 0.018))
    return mask


def _tinted(mask: pygame.Surface, rgba: RGBA) -> pygame.Surface:
    out = mask.copy()
    out.fill(rgba, special_flags=pygame.BLEND_RGBA_MULT)
    return out


def _emboss(big: pygame.Surface, mask: pygame.Surface, base: RGB, depth: int) -> None:
    """Raise the mask's shape out of the surface: lit top-left, shaded bottom-right."""
    lift = tuple(min(255, round(c * 1.18 + 6)) for c in base)
    big.blit(_tinted(mask, (255, 240, 210, 70)), (-depth, -depth))
    big.blit(_tinted(mask, (0, 0, 0, 130)), (depth, depth))
    big.blit(_tinted(mask, (lift[0], lift[1], lift[2], 255)), (0, 0))


# -- shape layers at final size (per size and angle) -------------------------


def _big_body(long_px: int, angle: int) -> tuple[pygame.Rect, int, int]:
    bw, bh = body_size(long_px, angle)
    ss = _supersample(long_px)
    return pygame.Rect(0, 0, bw * ss, bh * ss), _radius(min(bw, bh) * ss), ss


def _make_mask(long_px: int, angle: int) -> pygame.Surface:
    """White with the rounded body's alpha (multiplied into the body)."""
    rect, rad, _ss = _big_body(long_px, angle)
    big = pygame.Surface(rect.size, pygame.SRCALPHA)
    big.fill((255, 255, 255, 0))  # white even where clear, so scaling keeps it white
    pygame.draw.rect(big, (255, 255, 255, 255), rect, border_radius=rad)
    return pygame.transform.smoothscale(big, body_size(long_px, angle))


def _make_bevel(long_px: int, angle: int, edge: RGB) -> pygame.Surface:
    """Light on the top-left rim, shade on the bottom-right, and the thin edge."""
    rect, rad, ss = _big_body(long_px, angle)
    b = max(ss, round(min(rect.size) * 0.045))
    big = pygame.Surface(rect.size, pygame.SRCALPHA)
    big.fill((*edge, 0))
    for colour, shift in (((255, 255, 255, 120), b), ((70, 52, 20, 80), -b)):
        layer = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(layer, colour, rect, border_radius=rad)
        pygame.draw.rect(layer, (0, 0, 0, 0), rect.move(shift, shift), border_radius=rad)
        big.blit(layer, (0, 0))
    width = max(ss, round(min(rect.size) * 0.02))
    pygame.draw.rect(big, (*edge, 255), rect, width=width, border_radius=rad)
    return pygame.transform.smoothscale(big, body_size(long_px, angle))


def _soft_blur(surface: pygame.Surface, radius: int) -> pygame.Surface:
    """A gaussian blur; a wide one is made at half size and scaled back (the same soft
    edge at a fraction of the cost: tiles on a 4K screen stalled a frame for 5-10 ms)."""
    if radius < 4:
        return pygame.transform.gaussian_blur(surface, radius)
    w, h = surface.get_size()
    half = pygame.transform.smoothscale(surface, (max(1, w // 2), max(1, h // 2)))
    return pygame.transform.smoothscale(pygame.transform.gaussian_blur(half, radius // 2), (w, h))


def _make_soft(long_px: int) -> pygame.Surface:
    """The blurred shadow of an upright tile; a lying one's is the same turned a quarter."""
    bw, bh = body_size(long_px, 0)
    blur = _shadow_geometry(long_px)[1]
    soft = pygame.Surface((bw + 2 * blur, bh + 2 * blur), pygame.SRCALPHA)
    pygame.draw.rect(soft, (0, 0, 0, 110), (blur, blur, bw, bh), border_radius=_radius(min(bw, bh)))
    return _soft_blur(soft, blur)


def _make_shadow(long_px: int, angle: int, soft: pygame.Surface) -> pygame.Surface:
    """The whole sprite canvas with only the soft shadow (``_make_soft``) painted on it."""
    bw, bh = body_size(long_px, angle)
    off, blur = _shadow_geometry(long_px)
    pad_w, pad_h = shadow_offset(long_px)
    if bw > bh:
        soft = pygame.transform.rotate(soft, 90)
    canvas = pygame.Surface((bw + pad_w, bh + pad_h), pygame.SRCALPHA)
    canvas.blit(soft, (off - blur, off - blur))
    return canvas


def _make_glow(long_px: int, angle: int, rgba: RGBA) -> pygame.Surface:
    bw, bh = body_size(long_px, angle)
    m = glow_margin(long_px)
    glow = pygame.Surface((bw + 2 * m, bh + 2 * m), pygame.SRCALPHA)
    glow.fill((rgba[0], rgba[1], rgba[2], 0))
    inner = pygame.Rect(m // 2, m // 2, bw + m, bh + m)
    pygame.draw.rect(glow, rgba, inner, border_radius=_radius(min(bw, bh)) + m // 2)
    return _soft_blur(glow, max(1, m // 2))


def _darken(sprite: pygame.Surface) -> pygame.Surface:
    out = sprite.copy()
    k = round(255 * DIM_FACTOR)
    out.fill((k, k, k), special_flags=pygame.BLEND_RGB_MULT)
    return out
