"""Drawn pieces of kids' mode: stars and star bursts, animal avatars, chunky bright buttons."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import pygame

from kozel_gui.kids.levels import Animal
from kozel_gui.pictures import picture
from kozel_gui.tween import ease_out_cubic

__all__ = [
    "GOLD",
    "SKY",
    "StarBurst",
    "animal_avatar",
    "chunky",
    "play_icon",
    "sky",
    "star",
    "star_points",
]

GOLD = (255, 204, 51)
GOLD_EDGE = (214, 140, 20)
SKY = (120, 190, 240)
GRASS = (134, 206, 110)
EMPTY_STAR = (255, 255, 255, 110)
Colour = tuple[int, ...]


def star_points(centre: tuple[float, float], radius: float, turn: float = 0.0
                ) -> list[tuple[float, float]]:
    """The ten corners of a five-pointed star, one point up (``turn`` in radians)."""
    cx, cy = centre
    out = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.45
        a = -math.pi / 2 + i * math.pi / 5 + turn
        out.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return out


def star(surface: pygame.Surface, centre: tuple[float, float], radius: float, *,
         filled: bool = True, turn: float = 0.0) -> None:
    """A gold star with a darker edge, or the pale outline of a star not yet earned."""
    points = star_points(centre, radius, turn)
    if filled:
        pygame.draw.polygon(surface, GOLD, points)
        pygame.draw.polygon(surface, GOLD_EDGE, points, max(2, round(radius * 0.12)))
    else:
        pygame.draw.polygon(surface, (255, 255, 255), points, max(2, round(radius * 0.12)))


@dataclass(frozen=True, slots=True)
class StarBurst:
    """A big star popping up with little stars flying out and fading: a won round."""

    centre: tuple[float, float]
    start: float
    size: float
    seconds: float = 1.6

    def done(self, now: float) -> bool:
        """Whether the burst has finished."""
        return now >= self.start + self.seconds

    def draw(self, surface: pygame.Surface, now: float) -> None:
        """The burst as it looks at ``now`` (the big star stays once grown)."""
        t = now - self.start
        if t < 0:
            return
        grow = min(1.0, t / 0.45)
        # A little overshoot makes the star "pop" like a toy.
        pop = ease_out_cubic(grow) * (1 + 0.18 * math.sin(math.pi * grow))
        fly = min(1.0, t / self.seconds)
        if fly < 1:
            self._sparks(surface, fly)
        star(surface, self.centre, self.size * pop, turn=0.25 * (1 - grow))

    def _sparks(self, surface: pygame.Surface, fly: float) -> None:
        cx, cy = self.centre
        reach = self.size * (0.6 + 1.9 * ease_out_cubic(fly))
        radius = max(2.0, self.size * 0.22 * (1 - fly))
        for i in range(12):
            a = i * math.tau / 12 + 0.3
            colour = (GOLD, (255, 120, 150), (120, 200, 255))[i % 3]
            pos = (cx + reach * math.cos(a), cy + reach * math.sin(a))
            pygame.draw.polygon(surface, colour, star_points(pos, radius, fly * 3))


@lru_cache(maxsize=64)
def animal_avatar(animal: Animal, d: int) -> pygame.Surface:
    """A round avatar: the animal's picture on its soft colour with a white rim."""
    s = pygame.Surface((d, d), pygame.SRCALPHA)
    pygame.draw.circle(s, (255, 255, 255), (d / 2, d / 2), d / 2)
    pygame.draw.circle(s, animal.colour, (d / 2, d / 2), d / 2 - max(2, d // 16))
    side = round(d * 0.74)
    face = picture("animals", animal.picture, (side, side))
    s.blit(face, face.get_rect(center=(d // 2, d // 2)))
    return s


@lru_cache(maxsize=8)
def sky(size: tuple[int, int]) -> pygame.Surface:
    """A bright, calm backdrop: a sky fading into a green meadow at the bottom."""
    w, h = size
    small = pygame.Surface((1, 64))
    top, low = (150, 210, 250), (226, 244, 255)
    for y in range(64):
        k = y / 63
        if k < 0.8:
            c = [round(a + (b - a) * k / 0.8) for a, b in zip(top, low, strict=True)]
        else:
            c = list(GRASS)
        small.set_at((0, y), c)
    out = pygame.transform.smoothscale(small, (w, h))
    return out.convert() if pygame.display.get_surface() is not None else out


def chunky(surface: pygame.Surface, rect: pygame.Rect, colour: Colour, *,
           glow: bool = False, pressed: bool = False) -> None:
    """A chunky rounded button body: a soft glow, a darker base, a lighter top."""
    radius = max(16, rect.h // 4)
    if glow:
        halo = pygame.Surface(rect.inflate(28, 28).size, pygame.SRCALPHA)
        pygame.draw.rect(halo, (255, 250, 160, 150), halo.get_rect(), border_radius=radius + 14)
        surface.blit(halo, rect.inflate(28, 28))
    depth = max(4, rect.h // 14)
    top = rect.move(0, depth if pressed else 0)
    base = tuple(max(0, round(c * 0.7)) for c in colour[:3])
    pygame.draw.rect(surface, base, rect.move(0, depth), border_radius=radius)
    pygame.draw.rect(surface, colour[:3], top, border_radius=radius)
    pygame.draw.rect(surface, (255, 255, 255), top, max(3, rect.h // 24), border_radius=radius)


def play_icon(surface: pygame.Surface, centre: tuple[float, float], size: float,
              colour: Colour = (255, 255, 255)) -> None:
    """A big "go on" triangle (no reading needed)."""
    cx, cy = centre
    pts = [(cx - size * 0.38, cy - size * 0.5), (cx - size * 0.38, cy + size * 0.5),
           (cx + size * 0.5, cy)]
    pygame.draw.polygon(surface, colour[:3], pts)


@lru_cache(maxsize=16)
def child_avatar(d: int) -> pygame.Surface:
    """The child's own face: a smiling sun."""
    s = pygame.Surface((d, d), pygame.SRCALPHA)
    c = d / 2
    for i in range(12):
        a = i * math.tau / 12
        tip = (c + c * 0.98 * math.cos(a), c + c * 0.98 * math.sin(a))
        side = [(c + c * 0.62 * math.cos(a + k), c + c * 0.62 * math.sin(a + k)) for k in (-0.2, 0.2)]
        pygame.draw.polygon(s, (255, 170, 40), [tip, *side])
    pygame.draw.circle(s, GOLD, (c, c), c * 0.66)
    for dx in (-1, 1):
        pygame.draw.circle(s, (70, 50, 30), (c + dx * d * 0.12, c - d * 0.07), max(2, d * 0.045))
        pygame.draw.circle(s, (255, 150, 140), (c + dx * d * 0.2, c + d * 0.08), max(2, d * 0.06))
    mouth = pygame.Rect(0, 0, d * 0.3, d * 0.22)
    mouth.center = (round(c), round(c + d * 0.07))
    pygame.draw.arc(s, (150, 60, 40), mouth, math.pi * 1.1, math.pi * 1.9, max(2, d // 24))
    return s
