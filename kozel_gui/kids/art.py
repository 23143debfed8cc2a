"""Drawn pieces of kids' mode: stars and star bursts, animal avatars, chunky bright buttons."""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import pygame

from kozel_gui.controls import Button
from kozel_gui.kids.levels import Animal
from kozel_gui.pictures import background_colour, picture
from kozel_gui.tween import ease_out_cubic

__all__ = [
    "GOLD",
    "SKY",
    "Look",
    "StarBurst",
    "animal_avatar",
    "bounce_arrow",
    "chunky",
    "grown_up_face",
    "knock_icon",
    "padlock",
    "paint_go",
    "picture_avatar",
    "play_icon",
    "shared_star",
    "sky",
    "star",
    "star_points",
]

GOLD = (255, 204, 51)
GOLD_EDGE = (214, 140, 20)
SILVER = (206, 214, 226)
HELPED = (255, 226, 140)
"""A star earned after wrong tries: a softer gold in the gold rim, plainly an earned star
(playtest 28: a silver one was hard to tell from the pale star not yet earned)."""
SILVER_EDGE = (132, 144, 164)
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
         filled: bool = True, turn: float = 0.0, silver: bool = False,
         helped: bool = False) -> None:
    """A gold star with a darker edge (``helped``: earned after wrong tries, a softer gold
    in the same rim; ``silver``: the half of a star shared in a draw), or the pale star not
    yet earned; smooth edges.

    The edge is a larger star under a smaller one (not a thick outline, whose corners
    notch the tips), each filled and then traced anti-aliased.
    """
    edge = max(1.5, radius * 0.12)
    if filled:
        _smooth(surface, star_points(centre, radius, turn), SILVER_EDGE if silver else GOLD_EDGE)
        inside = SILVER if silver else HELPED if helped else GOLD
        _smooth(surface, star_points(centre, radius - edge, turn), inside)
    else:  # see-through inside, a white rim of nested smooth outlines
        from pygame import gfxdraw

        _smooth(surface, star_points(centre, radius, turn), EMPTY_STAR)
        for k in range(round(edge) + 1):
            rim = [(round(x), round(y)) for x, y in star_points(centre, radius - k, turn)]
            gfxdraw.aapolygon(surface, rim, (255, 255, 255))


def _smooth(surface: pygame.Surface, points: list[tuple[float, float]], colour: Colour) -> None:
    """A filled polygon with an anti-aliased rim."""
    from pygame import gfxdraw

    whole = [(round(x), round(y)) for x, y in points]
    gfxdraw.filled_polygon(surface, whole, colour)
    gfxdraw.aapolygon(surface, whole, colour)


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


@lru_cache(maxsize=64)
def picture_avatar(avatar: str, d: int) -> pygame.Surface:
    """A child's round avatar: its picture (``set:value``) on the value's soft colour."""
    set_name, value = avatar.split(":")
    s = pygame.Surface((d, d), pygame.SRCALPHA)
    pygame.draw.circle(s, (255, 255, 255), (d / 2, d / 2), d / 2)
    pygame.draw.circle(s, background_colour(int(value)), (d / 2, d / 2), d / 2 - max(2, d // 16))
    side = round(d * 0.7)
    face = picture(set_name, int(value), (side, side))
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
def own_face(avatar: str | None, d: int) -> pygame.Surface:
    """The child's own face: the picture its parent chose (``set:value``), else the sun."""
    return picture_avatar(avatar, d) if avatar else child_avatar(d)


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


SKIN, SKIN_EDGE = (255, 205, 160), (196, 130, 90)
SKINS = (SKIN, (240, 184, 140), (204, 146, 104), (150, 100, 70))
HAIRS = ((120, 80, 50), (52, 42, 40), (232, 192, 104), (196, 96, 48), (186, 186, 192))
"""Brown, black, fair, ginger, grey."""
DISCS = ((196, 220, 250), (200, 236, 200), (232, 212, 246), (255, 226, 196))
INK_FACE = (70, 50, 30)
LENS, RIM = (236, 244, 252), (60, 70, 90)
"""Glasses: light lenses in a thin dark rim, the eye seen through them."""


@dataclass(frozen=True, slots=True)
class Look:
    """How one grown-up's drawn face looks (``company.look_of`` gives each person theirs):
    indexes into ``SKINS``, ``HAIRS``, ``DISCS``, a hair style (short, long, bun, curly or
    bald), glasses, a beard (0 none, 1 a moustache, 2 a beard)."""

    skin: int = 0
    hair: int = 0
    disc: int = 0
    style: str = "short"
    glasses: bool = True
    beard: int = 0


@lru_cache(maxsize=64)
def grown_up_face(d: int, look: Look = Look()) -> pygame.Surface:
    """A grown-up's face, drawn (a child knows its mum, its dad, its grandad by the hair,
    the glasses, the beard, never by a letter): a round face on a soft disc."""
    s = pygame.Surface((d, d), pygame.SRCALPHA)
    c = d / 2
    hair, skin = HAIRS[look.hair % len(HAIRS)], SKINS[look.skin % len(SKINS)]
    pygame.draw.circle(s, (255, 255, 255), (c, c), c)
    pygame.draw.circle(s, DISCS[look.disc % len(DISCS)], (c, c), c - max(2, d // 16))
    whiskers = tuple(round(v * 0.75) for v in hair)  # darker than the hair: seen on any skin
    _hair_behind(s, look.style, hair, d)
    pygame.draw.ellipse(s, skin, pygame.Rect(c - d * 0.26, c - d * 0.22, d * 0.52, d * 0.56))
    _hair_front(s, look.style, hair, d)
    line = max(2, d // 28)
    if look.beard == 2:
        chin = pygame.Rect(0, 0, round(d * 0.44), round(d * 0.3))
        chin.midbottom = (round(c), round(c + d * 0.35))
        pygame.draw.ellipse(s, whiskers, chin)
        pygame.draw.ellipse(s, skin, chin.inflate(-d * 0.2, -d * 0.14).move(0, -d * 0.05))
    rim = 1 if d < 64 else line  # a thick rim round a small eye read as dark glasses (PT-U)
    pupil = max(2, d * 0.03)
    lens = max(d * 0.095, pupil + 3)  # light seen round the eye at a plate's size too
    for dx in (-1, 1):
        eye = (c + dx * d * 0.11, c + d * 0.02)
        if look.glasses:
            pygame.draw.circle(s, LENS, eye, lens)
            pygame.draw.circle(s, RIM, eye, lens, rim)
        pygame.draw.circle(s, INK_FACE, eye, pupil)
    if look.glasses:
        pygame.draw.line(s, RIM, (c - d * 0.015, c + d * 0.01), (c + d * 0.015, c + d * 0.01), rim)
    if look.beard >= 1:
        tash = pygame.Rect(0, 0, round(d * 0.24), round(d * 0.07))
        tash.midbottom = (round(c), round(c + d * 0.15))
        pygame.draw.ellipse(s, whiskers, tash)
    mouth = pygame.Rect(0, 0, d * 0.22, d * 0.14)
    mouth.center = (round(c), round(c + d * 0.15))
    pygame.draw.arc(s, (150, 60, 40), mouth, math.pi * 1.1, math.pi * 1.9, line)
    return s


def _hair_behind(s: pygame.Surface, style: str, hair: Colour, d: int) -> None:
    """The hair behind the face: long hair down to the shoulders, a bun on top."""
    c = d / 2
    if style == "long":
        back = pygame.Rect(0, 0, round(d * 0.66), round(d * 0.7))
        back.midtop = (round(c), round(c - d * 0.38))
        pygame.draw.rect(s, hair, back, border_radius=round(d * 0.3))
    elif style == "bun":
        pygame.draw.circle(s, hair, (c, c - d * 0.36), d * 0.13)
        pygame.draw.circle(s, hair, (c, c - d * 0.06), d * 0.32)
    elif style == "curly":
        for i in range(9):
            a = math.pi * (0.95 + 1.1 * i / 8)
            pygame.draw.circle(s, hair, (c + d * 0.27 * math.cos(a), c - d * 0.04
                                         + d * 0.3 * math.sin(a)), d * 0.1)
    elif style == "short":
        pygame.draw.circle(s, hair, (c, c - d * 0.06), d * 0.31)


def _hair_front(s: pygame.Surface, style: str, hair: Colour, d: int) -> None:
    """The fringe over the forehead; a bald head keeps only its sides."""
    c = d / 2
    if style == "bald":
        for dx in (-1, 1):
            side = pygame.Rect(0, 0, round(d * 0.11), round(d * 0.2))
            side.center = (round(c + dx * d * 0.25), round(c - d * 0.04))
            pygame.draw.ellipse(s, hair, side)
        return
    fringe = pygame.Rect(0, 0, round(d * 0.56), round(d * (0.26 if style == "curly" else 0.3)))
    fringe.midtop = (round(c), round(c - d * 0.36))
    pygame.draw.ellipse(s, hair, fringe)


def knock_icon(surface: pygame.Surface, rect: pygame.Rect, now: float) -> None:
    """A fist knocking on the table, with the knock's little lines: «I can't go» in a picture."""
    s = rect.h / 100
    tap = abs(math.sin(now * 5)) * 8 * s  # the fist lifts and comes down again
    fist = pygame.Rect(0, 0, round(58 * s), round(46 * s))
    fist.midbottom = (round(rect.centerx - 6 * s), round(rect.centery + 30 * s - tap))
    pygame.draw.rect(surface, SKIN_EDGE, fist.inflate(4, 4), border_radius=round(16 * s))
    pygame.draw.rect(surface, SKIN, fist, border_radius=round(14 * s))
    for i in range(4):  # the knuckles
        x = fist.x + fist.w * (0.2 + 0.2 * i)
        pygame.draw.circle(surface, SKIN_EDGE, (x, fist.y + 9 * s), 7 * s, max(1, round(2 * s)))
    thumb = pygame.Rect(0, 0, round(30 * s), round(14 * s))
    thumb.midleft = (fist.x + round(8 * s), fist.centery + round(6 * s))
    pygame.draw.rect(surface, SKIN_EDGE, thumb, max(1, round(2 * s)), border_radius=round(7 * s))
    floor = rect.centery + 34 * s
    pygame.draw.line(surface, (255, 255, 255), (rect.centerx - 40 * s, floor),
                     (rect.centerx + 30 * s, floor), max(2, round(4 * s)))
    if tap < 3 * s:  # the fist is down: the knock sounds
        for i, dy in enumerate((-14, 0, 14)):
            x0 = rect.centerx + 32 * s
            pygame.draw.line(surface, GOLD, (x0, floor - 16 * s + dy * s * 0.6),
                             (x0 + (14 + 4 * (i % 2)) * s, floor - 22 * s + dy * s),
                             max(2, round(4 * s)))


def bounce_arrow(surface: pygame.Surface, box: tuple[float, float, float, float],
                 now: float) -> None:
    """A fat arrow bouncing above ``box`` (the bazaar): «take a tile from here»."""
    x, y, w, _h = box
    size = max(24.0, w * 0.5)
    lift = abs(math.sin(now * 4)) * size * 0.4
    tip = (x + w / 2, y - size * 0.15 - lift)
    head = [tip, (tip[0] - size * 0.45, tip[1] - size * 0.5), (tip[0] + size * 0.45,
                                                               tip[1] - size * 0.5)]
    shaft = pygame.Rect(0, 0, round(size * 0.36), round(size * 0.55))
    shaft.midbottom = (round(tip[0]), round(tip[1] - size * 0.45))
    for colour, grow in ((GOLD_EDGE, 3), (GOLD, 0)):
        pygame.draw.rect(surface, colour, shaft.inflate(grow * 2, grow * 2),
                         border_radius=round(size * 0.08))
        pygame.draw.polygon(surface, colour, _grown(head, grow))


def _grown(points: list[tuple[float, float]], by: float) -> list[tuple[float, float]]:
    """A polygon pushed out from its centre by ``by`` pixels (its outline)."""
    cx = sum(p[0] for p in points) / len(points)
    cy = sum(p[1] for p in points) / len(points)
    out = []
    for px_, py_ in points:
        dx, dy = px_ - cx, py_ - cy
        d = math.hypot(dx, dy) or 1.0
        out.append((px_ + dx / d * by * 1.6, py_ + dy / d * by * 1.6))
    return out


def padlock(surface: pygame.Surface, centre: tuple[float, float], size: float) -> None:
    """A grey padlock of ``size`` centred on ``centre``: a level not open yet."""
    body = pygame.Rect(0, 0, round(size), round(size * 0.8))
    body.center = (round(centre[0]), round(centre[1] + size * 0.2))
    shackle = pygame.Rect(0, 0, round(size * 0.66), round(size * 0.8))
    shackle.midbottom = (body.centerx, body.y + round(size * 0.2))
    pygame.draw.ellipse(surface, (110, 118, 130), shackle, max(4, round(size * 0.12)))
    pygame.draw.rect(surface, (120, 128, 140), body, border_radius=round(size * 0.15))
    pygame.draw.circle(surface, (70, 76, 86), body.center, max(3, round(size * 0.1)))


def paint_go(surface: pygame.Surface, button: Button, scale: float, hot: bool,
             now: float) -> None:
    """The big green "go on" button of the kids' result screens; it glows while it is the
    one to press (``glow``)."""
    chunky(surface, button.rect, (90, 190, 90), glow=button.glow)
    play_icon(surface, button.rect.center, button.rect.h * 0.5)


def shared_star(surface: pygame.Surface, centre: tuple[float, float], radius: float) -> None:
    """A star shared by two: its left half gold, its right half silver (a draw)."""
    r = math.ceil(radius * 1.2)
    gold = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
    star(gold, (r, r), radius)
    silver = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
    star(silver, (r, r), radius, silver=True)
    at = (round(centre[0]) - r, round(centre[1]) - r)
    surface.blit(gold, at, pygame.Rect(0, 0, r, 2 * r))
    surface.blit(silver, (at[0] + r, at[1]), pygame.Rect(r, 0, r, 2 * r))
