"""Name plates with avatars, big announcements and the message line."""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from kozel_gui.assets import font
from kozel_gui.drawing import wrap
from kozel_gui.fitting import NAME_PX, fit_name
from kozel_gui.layout import Box, SeatPos, TableLayout
from kozel_gui.table.anim import Announcement, Word
from kozel_gui.table.flight import Point, along, score_route, share
from kozel_gui.table.sheet import fish_icon, sheet_geometry
from kozel_gui.table.theme import (
    GLOW,
    PLATE,
    PLATE_EDGE,
    RED,
    TEXT,
    TEXT_DIM,
    YELLOW,
    blit_centered,
    ink_offset,
    is_recording,
    name_px,
    put_text,
    px,
    record_text,
    rounded,
    text,
)
from kozel_gui.theme import text_px

if TYPE_CHECKING:
    from kozel_gui.table.view import PlateView

__all__ = ["NAME_PX", "PLATE_REACH", "announcement", "avatar", "away_rect", "away_tag", "fit_name", "message",
           "plate", "sub_fits"]

_AVATAR_COLOURS = ((176, 96, 60), (88, 120, 170), (120, 150, 80), (160, 110, 160),
                   (190, 150, 70), (90, 150, 140))
"""The avatars' grounds, one a seat: as many as a table has seats and more, so no two seats
at one table share one (w06: a bot renamed Миша took another's colour when the colour came
from the name's hash), and a seat keeps its colour whatever the language names it in."""
_AVATARS: dict[tuple[str, str | None, int, int], pygame.Surface] = {}


def avatar(name: str, hint: str | None, seat: int, d: int) -> pygame.Surface:
    """A round avatar on ``seat``'s own colour: a simple drawn face for a bot (its hint picks
    the details), else the initials of ``name``: whose face it is (a profile's own name,
    never the «Вы» shown)."""
    key = (name, hint, seat % len(_AVATAR_COLOURS), d)
    surf = _AVATARS.get(key)
    if surf is None:
        surf = _AVATARS[key] = _paint_avatar(name, hint, _AVATAR_COLOURS[key[2]], d)
    return surf


def _paint_avatar(name: str, hint: str | None, colour: tuple[int, int, int], d: int
                  ) -> pygame.Surface:
    big = d * 4
    s = pygame.Surface((big, big), pygame.SRCALPHA)
    pygame.draw.circle(s, colour, (big // 2, big // 2), big // 2)
    pygame.draw.circle(s, (40, 28, 18), (big // 2, big // 2), big // 2, max(2, big // 28))
    if hint is None:
        initials = "".join(w[0] for w in name.split()[:2]).upper() or "?"
        label = text(initials, max(14, big // 3), TEXT, bold=True)
        blit_centered(s, label, (big / 2, big / 2))
    else:
        _face(s, big, hint)
    return pygame.transform.smoothscale(s, (d, d))


def _face(s: pygame.Surface, big: int, hint: str) -> None:
    """A friendly face; ears, beard, cap or horns from the personality's hint."""
    c = big / 2
    skin = (238, 200, 160)
    h = hint.lower()
    if any(k in h for k in ("goat", "коз")):
        for dx in (-1, 1):
            pygame.draw.polygon(s, (230, 220, 190), [(c + dx * big * 0.12, c - big * 0.2),
                                                     (c + dx * big * 0.3, c - big * 0.42),
                                                     (c + dx * big * 0.2, c - big * 0.16)])
        skin = (236, 228, 210)
    if any(k in h for k in ("cat", "кот", "fox", "лис", "bear", "медв", "dog", "пёс", "соб")):
        for dx in (-1, 1):
            pygame.draw.circle(s, skin, (c + dx * big * 0.22, c - big * 0.22), big * 0.1)
    pygame.draw.circle(s, skin, (c, c + big * 0.03), big * 0.28)
    eye = big * 0.045
    for dx in (-1, 1):
        pygame.draw.circle(s, (30, 24, 20), (c + dx * big * 0.1, c - big * 0.02), eye)
    pygame.draw.arc(s, (120, 50, 40), pygame.Rect(c - big * 0.1, c, big * 0.2, big * 0.14),
                    math.pi * 1.1, math.pi * 1.9, max(2, big // 40))
    if any(k in h for k in ("beard", "бород", "дед", "old", "goat", "коз")):
        pygame.draw.polygon(s, (220, 220, 220), [(c - big * 0.12, c + big * 0.18),
                                                 (c + big * 0.12, c + big * 0.18),
                                                 (c, c + big * 0.4)])
    if any(k in h for k in ("cap", "кепк", "worker", "рабоч")):
        pygame.draw.ellipse(s, (60, 60, 70), pygame.Rect(c - big * 0.3, c - big * 0.34,
                                                         big * 0.6, big * 0.22))
    if any(k in h for k in ("glasses", "очк", "teacher", "учит")):
        for dx in (-1, 1):
            pygame.draw.circle(s, (40, 40, 40), (c + dx * big * 0.1, c - big * 0.02),
                               big * 0.075, max(2, big // 50))


_PLATES: dict[tuple[object, ...], pygame.Surface] = {}
_PLATE_PAD = 18  # room around a plate's body for its glow, shadow and points tag
PLATE_REACH = _PLATE_PAD
"""How far a plate paints outside its box (its glow, its shadow, its points tag): what a
layer repaints round it."""


def plate(surface: pygame.Surface, p: PlateView, scale: float) -> None:
    """A seat's name plate: avatar, name, tile count; glows when the seat is to move."""
    sub, short = p.sub, p.short
    if p.thinking is not None:  # the dots beside the count: what they hold stays in view
        dots = "•" * (1 + int(p.thinking * 3) % 3)
        sub = f"{sub} {dots}" if sub else dots
    box = p.box
    size = (round(box.w), round(box.h))
    key = (size, p.seat, p.name, p.face, p.hint, sub, short, p.active, scale, p.scored)
    surf = None if is_recording() else _PLATES.get(key)
    x, y = round(box.x) - _PLATE_PAD, round(box.y + p.lift * box.h) - _PLATE_PAD
    if surf is None:
        if len(_PLATES) > 300:
            _PLATES.clear()
        surf = pygame.Surface((size[0] + 2 * _PLATE_PAD, size[1] + 2 * _PLATE_PAD),
                              pygame.SRCALPHA)
        _paint_plate(surf, size, (p.name, p.face or p.name), (p.hint, p.seat), (sub, short),
                     p.active, scale, (x, y), p.scored)
        _PLATES[key] = surf
    surface.blit(surf, (x, y))


def away_rect(s: str, layout: TableLayout, pos: SeatPos, scale: float) -> pygame.Rect:
    """Where ``away_tag`` hangs at the seat ``pos``: under its plate, or above it where the
    table ends or the seat's fan of tiles lies below (a side seat's), as wide as its words,
    inside the felt left of the score sheet, a few pixels off its edge (issue 13: an east
    seat's tag ran under the sheet at 1024x600, a west seat's lay on the wooden frame, then
    touched it)."""
    place = layout.seats[pos]
    box, fan, area = place.plate, place.fan_area, layout.table_area
    left, top = math.ceil(area.x), math.ceil(area.y)
    table = pygame.Rect(left, top, math.floor(area.right) - left, math.floor(area.bottom) - top)
    margin = max(3, round(5 * scale))
    table.inflate_ip(-2 * margin, -2 * margin)
    w, h = font(px(15, scale)).size(s)
    rect = pygame.Rect(0, 0, w + 2 * round(8 * scale) + 4, h + round(4 * scale))
    rect.midtop = (round(box.x + box.w / 2), round(box.bottom) + 2)
    tiles = pygame.Rect(round(fan.x), round(fan.y), round(fan.w), round(fan.h))
    if rect.bottom > table.bottom or rect.clamp(table).colliderect(tiles):
        rect.midbottom = (rect.centerx, round(box.y) - 2)
    return rect.clamp(table)


def away_tag(surface: pygame.Surface, s: str, rect: pygame.Rect, scale: float) -> None:
    """«нет связи» or «за неё играет компьютер» on a tag hung at a seat's plate
    (``away_rect``): the plate keeps its name and count, the tag says who is not there."""
    rounded(surface, rect, (*PLATE, 235), rect.h // 2)
    rounded(surface, rect, RED, rect.h // 2, 1)
    put_text(surface, s, px(15, scale), TEXT, centre=rect.center, within=rect, role="plate.away")


def sub_fits(sub: str, box: Box, scale: float) -> bool:
    """Whether ``sub`` fits on the line under the name of a plate ``box`` large (right of
    its avatar); where it does not, the number goes on the avatar's badge."""
    return font(px(16, scale)).size(sub)[0] <= box.w - box.h - 8


def _paint_plate(surf: pygame.Surface, size: tuple[int, int], names: tuple[str, str],
                 look: tuple[str | None, int], subs: tuple[str | None, str | None],
                 active: bool, scale: float, origin: tuple[int, int], scored: str | None = None
                 ) -> None:
    """``names``: the name the plate says, and whose initials its avatar shows; ``look``:
    the avatar's hint and the seat whose colour it takes."""
    sub, short = subs
    hint, seat = look
    name, whose = names
    pad = _PLATE_PAD
    rect = pygame.Rect(pad, pad, *size)
    radius = max(6, rect.h // 5)
    if active:
        for grow, alpha in ((16, 60), (8, 110)):
            rounded(surf, rect.inflate(grow, grow), (*GLOW, alpha), radius + grow // 2)
    rounded(surf, rect.move(2, 3), (0, 0, 0, 100), radius)
    rounded(surf, rect, (*PLATE, 235), radius)
    rounded(surf, rect, GLOW if active else PLATE_EDGE, radius, 2)
    d = round(rect.h * 0.78)
    surf.blit(avatar(whose, hint, seat, d), (rect.x + (rect.h - d) // 2, rect.y + (rect.h - d) // 2))
    x = rect.x + rect.h + 2
    width = rect.right - x - 6
    if sub is not None and not sub_fits(sub, Box(0, 0, *size), scale):
        sub = None  # «22 очка в руке» wider than a small plate: the number goes on the badge
    lines, fsize, under = fit_name(name, width, rect.h - 4, sub is not None, name_px(scale))
    if not under:
        sub = None
    if sub is None and short:
        _badge(surf, short, (rect.x + rect.h * 0.82, rect.bottom - rect.h * 0.22), scale,
               origin)
    if scored:  # points in play: beside the count where both fit, else on a tag of their own
        both = f"{sub} · {scored}" if sub else scored
        if sub_fits(both, Box(0, 0, *size), scale) and under:
            sub = both
        else:
            _points_tag(surf, scored, rect, origin)
    small = max(14, min(px(16, scale), fsize - 2)) if len(lines) > 1 else px(16, scale)
    face = font(fsize, True)
    block = len(lines) * face.get_linesize() + (font(small).get_linesize() if sub else 0)
    y = rect.y + max(2, (rect.h - block) // 2)
    inner = pygame.Rect(x, rect.y, width, rect.h)
    with ink_offset(origin):  # texts are measured in window coordinates
        for line in lines:
            put_text(surf, line, fsize, YELLOW if active else TEXT, at=(x, y), bold=True,
                     within=inner, role="plate.name")
            y += face.get_linesize()
        if sub:
            put_text(surf, sub, small, TEXT_DIM, at=(x, y), within=inner, role="plate.sub")


def _points_tag(surf: pygame.Surface, s: str, rect: pygame.Rect, origin: tuple[int, int]
                ) -> None:
    """The seat's points made in play («10 очков») on a small tag across the plate's top
    edge at its right (its bottom edge at the window's top), where the line under the name
    holds only the tile count."""
    size = 14
    face = font(size, True)
    tag = pygame.Rect(0, 0, face.size(s)[0] + 10, face.get_linesize())
    tag.bottomright = (rect.right - 6, rect.y + 2)  # over the plate's edge, not its words
    if origin[1] + tag.y < 0:  # the plate at the window's top: under its edge instead
        tag.top = rect.bottom - 2
    rounded(surf, tag, (20, 16, 12), tag.h // 2)
    rounded(surf, tag, YELLOW, tag.h // 2, 1)
    with ink_offset(origin):
        put_text(surf, s, size, YELLOW, centre=tag.center, bold=True, within=tag.inflate(4, 4),
                 role="plate.points")


def _badge(surf: pygame.Surface, s: str, centre: tuple[float, float], scale: float,
           origin: tuple[int, int]) -> None:
    """A small round count on the avatar's corner (when the name needs both lines)."""
    size = text_px(14, scale)
    w = max(font(size, True).size(s)[0] + 8, font(size, True).get_linesize())
    rect = pygame.Rect(0, 0, w, font(size, True).get_linesize())
    rect.center = (round(centre[0]), round(centre[1]))
    rounded(surf, rect, (20, 16, 12), rect.h // 2)
    rounded(surf, rect, PLATE_EDGE, rect.h // 2, 1)
    with ink_offset(origin):
        put_text(surf, s, size, TEXT, centre=rect.center, bold=True, within=rect.inflate(4, 4),
                 role="plate.badge")


def message(surface: pygame.Surface, s: str, centre: tuple[float, float], scale: float,
            within: Box, avoid: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """A short line on a soft dark band (reasons, hints), kept inside ``within``'s width: a
    long one (the coach's reasons) wraps there and grows upwards, never into the sheet
    beside it (P31/P32), nor over a box of ``avoid`` (the English hint at 1024×600 wrapped
    over «Undo»; a two-line hint over the bazaar's count): it then takes a narrower span
    beside them, smaller letters."""
    return _paint_message(surface, *message_place(s, centre, scale, within, avoid))


def message_place(s: str, centre: tuple[float, float], scale: float, within: Box,
                  avoid: Sequence[pygame.Rect] = ()) -> tuple[list[str], pygame.Rect, int]:
    """Where ``message`` puts ``s``: its lines, its band's box, its letters' size (what
    else is drawn over the table keeps off it: the tutorial's arrows). Where no place is
    clear of ``avoid``, the one covering least of it."""
    area = pygame.Rect(*(round(v) for v in within))
    tried: list[tuple[int, int, tuple[list[str], pygame.Rect, int]]] = []
    for left, right in _spans(area, avoid, scale):
        for size in range(px(18, scale), 13, -1):
            lines, rect = _message_rect(s, size, centre, area, left, right)
            covered = sum(_area(rect.clip(b)) for b in avoid)
            if not covered:
                return lines, rect, size
            tried.append((covered, len(tried), (lines, rect, size)))
    return min(tried)[2]  # nowhere clear: where it covers least


def _area(r: pygame.Rect) -> int:
    return r.w * r.h


def _spans(area: pygame.Rect, avoid: Sequence[pygame.Rect], scale: float
           ) -> list[tuple[int, int]]:
    """Where a message may stand: the whole band, then the free stretches between the
    buttons just above it, widest first."""
    margin = round(8 * scale)
    near = sorted((b for b in avoid if b.bottom > area.top - 160 * scale and b.top < area.bottom),
                  key=lambda b: b.left)
    free, x = [], area.left
    for b in near:
        if b.left - margin > x:
            free.append((x, b.left - margin))
        x = max(x, b.right + margin)
    if area.right > x:
        free.append((x, area.right))
    return [(area.left, area.right), *sorted(free, key=lambda f: f[0] - f[1])]


MEASURE_EM = 32
"""The longest line a message on the table runs to, in ems of its letters (about 60 letters):
the «which end?» prompt at 1280×720 spread over the whole felt in one line (issue 12)."""


def _message_rect(s: str, size: int, centre: tuple[float, float], area: pygame.Rect,
                  left: int, right: int) -> tuple[list[str], pygame.Rect]:
    face = font(size)
    lines = _balanced(s, face, max(40, min(right - left - 28, MEASURE_EM * size)))
    step = face.get_linesize()
    rect = pygame.Rect(0, 0, max(face.size(line)[0] for line in lines), step * len(lines))
    rect = rect.inflate(24, 10 if len(lines) == 1 else 16)
    rect.center = (round(centre[0]), round(centre[1]))
    rect.left = max(left, min(rect.left, right - rect.w))
    if rect.h > area.h:
        rect.bottom = area.bottom  # it grows upwards over the field, never over the hand
    else:
        rect.top = max(area.top, min(rect.top, area.bottom - rect.h))
    return lines, rect


def _balanced(s: str, face: pygame.font.Font, width: int) -> list[str]:
    """``s`` wrapped no wider than ``width``, its lines as even as they come: the narrowest
    width that keeps as few lines (a box sized to its words, not a full line over a stub)."""
    lines = wrap(s, face, width) or [s]
    if len(lines) < 2:
        return lines
    low, high = width // 2, width
    while high - low > 4:
        mid = (low + high) // 2
        if len(wrap(s, face, mid)) == len(lines):
            high = mid
        else:
            low = mid
    return wrap(s, face, high) or lines


def _paint_message(surface: pygame.Surface, lines: list[str], rect: pygame.Rect,
                   size: int) -> pygame.Rect:
    step = font(size).get_linesize()
    rounded(surface, rect, (10, 14, 10, 200), min(rect.h // 2, step))
    top = rect.centery - step * len(lines) / 2
    for i, line in enumerate(lines):
        put_text(surface, line, size, TEXT, centre=(rect.centerx, top + step * (i + 0.5)),
                 within=rect, role="message")
    return rect


_KIND_COLOUR = {Word.KNOCK: TEXT, Word.FISH: (150, 205, 235), Word.OUT: YELLOW,
                Word.CLOCK: RED, Word.NOTICE: TEXT, Word.SCORE: YELLOW}


def announcement(surface: pygame.Surface, word: Announcement, layout: TableLayout, now: float,
                 scale: float, tiles: tuple[Box, ...] = (), words: tuple[Box, ...] = (),
                 clear: tuple[Box, ...] = ()) -> pygame.Rect | None:
    """A word by its seat («Зина: стук!») on a dark plate, on the free felt nearest its
    seat's spot, clear of the board's ``tiles``, the table's buttons (issue 12: it hid the
    tiles by it for seconds) and the seats' plates (P38b: «+15!» landed over its scorer's
    name and tile count); clear of the other ``words`` at every frame of its flight;
    a score flying onto the sheet takes ``flight.score_route`` (over no other column's
    figures, clear of ``clear``: what the screen draws over the table, ``Scene.keep_clear``);
    returns where it was drawn, and where a seat's word stands when fully popped in."""
    zoom, alpha = word.look(now)
    if alpha <= 0:
        return None
    colour = _KIND_COLOUR.get(word.kind, TEXT)
    field = layout.field
    size = px(40 if word.kind is not Word.NOTICE else 24, scale)
    while size > 14 and font(size, True).size(word.text)[0] > field.w - 40:
        size -= 2
    full = _plate_size(word, size)  # its spot is chosen for the plate popped in, once
    size = max(14, round(size * zoom))
    k = word.travel(now)  # a score made in play flies from the end that scored to its seat
    # The board's tiles with a gap round them: a word never stands wedged between two rows
    # of the line, touching both (issue 12: the person's «стук» sat in a bend of the line at
    # 1024×600, the felt under the line kept for the buttons and the prompt).
    gap = round(full[1] * 0.25)  # of the plate popped in: the spot stays put as it pops
    keep = (*(Box(t.x - gap, t.y - gap, t.w + 2 * gap, t.h + 2 * gap) for t in tiles), *words,
            *clear, *layout.board_keepout, *(seat.plate for seat in layout.seats.values()))
    route = _route(word, full, layout, scale, keep, clear) if word.onto else None
    if route is not None:  # onto the sheet's cell: the cell's figures' size over the sheet
        size = max(14, round(size + (px(20, scale) - size) * min(1.0, k / share(route, 1))))
    label = text(word.text, size, colour, bold=True)
    pad_x, pad_y = round(size * 0.5), round(size * 0.2)
    icon = round(size * 1.1) if word.kind is Word.FISH else 0
    rect = pygame.Rect(0, 0, label.get_width() + 2 * pad_x + icon, label.get_height() + 2 * pad_y)
    if word.path is not None:  # from free felt beside the end that scored to the free felt
        (x0, y0), (x1, y1) = word.path  # nearest the scorer's plate, never over a plate
        x0, y0 = free_spot(full, (x0, y0), field, keep)
        if route is not None:  # the sheet's cell is its place; a plate's is the felt by it
            x, y = along(route, k)
        else:
            x1, y1 = free_spot(full, (x1, y1), field, keep)
            x, y = x0 + (x1 - x0) * k, y0 + (y1 - y0) * k
        rect.center = (round(x), round(y))
        if k < 1:
            rect.clamp_ip(pygame.Rect(0, 0, *surface.get_size()))
        if words and rect.collidelist([pygame.Rect(*map(round, w)) for w in words]) >= 0:
            rect.center = free_spot(rect.size, rect.center, field, words)
    else:
        rect.center = free_spot(full, layout.seats[word.pos].message,  # type: ignore[index]
                                field, keep)
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    local = layer.get_rect()
    if word.kind is Word.OUT:
        _burst(layer, local, now - word.tween.start, colour)
    rounded(layer, local, (12, 16, 12, 225), local.h // 3)
    rounded(layer, local, colour, local.h // 3, 2)
    if icon:
        wiggle = math.sin((now - word.tween.start) * 14) * size * 0.06
        fish_icon(layer, (pad_x + icon * 0.4, local.centery + wiggle), size * 0.55)
    layer.blit(label, (pad_x + icon, pad_y))
    layer.set_alpha(alpha)
    surface.blit(layer, rect)
    record_text(word.text, pygame.Rect(rect.x + pad_x + icon, rect.y + pad_y, *label.get_size()),
                rect, "word")
    if word.path is not None:
        return rect
    rest = pygame.Rect((0, 0), full)
    rest.center = rect.center
    return rect.union(rest)


def _route(word: Announcement, full: tuple[int, int], layout: TableLayout, scale: float,
           keep: tuple[Box, ...], clear: tuple[Box, ...]) -> tuple[Point, ...] | None:
    """The way of a score flying onto the sheet's cell (``flight.score_route``): from its
    free spot beside the end that scored, over the sheet's rows at the size of the cell's
    figures, clear of ``clear``."""
    if word.path is None:
        return None
    (x0, y0), (x1, y1) = word.path
    start = free_spot(full, (x0, y0), layout.field, keep)
    end = _plate_size(word, px(20, scale))
    cell = Box(x1 - end[0] / 2, y1 - end[1] / 2, end[0], end[1])
    lane = sheet_geometry(layout.sheet, scale).rows_top - end[1] / 2 - 3
    return score_route((float(start[0]), float(start[1])), cell, layout.sheet, lane, end, clear,
                       full)


def _plate_size(word: Announcement, size: int) -> tuple[int, int]:
    """The size of ``word``'s plate at the text size ``size`` (as ``announcement`` pads it)."""
    w, h = font(size, True).size(word.text)
    icon = round(size * 1.1) if word.kind is Word.FISH else 0
    return w + 2 * round(size * 0.5) + icon, h + 2 * round(size * 0.2)


@lru_cache(maxsize=64)
def free_spot(size: tuple[int, int], at: tuple[float, float], field: Box,
              avoid: tuple[Box, ...]) -> tuple[int, int]:
    """The centre for a ``size`` plate in ``field`` nearest ``at`` that covers none of
    ``avoid`` (the board's tiles and the buttons); ``at`` clamped into the field when the
    felt has no such place."""
    w, h = size
    area = pygame.Rect(*(round(v) for v in field))
    home = pygame.Rect(0, 0, w, h)
    home.center = (round(at[0]), round(at[1]))
    home.clamp_ip(area)
    rects = [pygame.Rect(round(b.x), round(b.y), math.ceil(b.w) + 1, math.ceil(b.h) + 1)
             for b in avoid]
    if home.collidelist(rects) < 0:
        return home.center
    step = max(4, h // 3)
    spots = [home.move(dx * step, dy * step) for dx in range(-area.w // step, area.w // step + 1)
             for dy in range(-area.h // step, area.h // step + 1)]
    spots.sort(key=lambda r: (r.centerx - home.centerx) ** 2 + (r.centery - home.centery) ** 2)
    for spot in spots:
        if area.contains(spot) and spot.collidelist(rects) < 0:
            return spot.center
    return home.center


def _burst(layer: pygame.Surface, rect: pygame.Rect, t: float, colour: tuple[int, int, int]
           ) -> None:
    """Going out: a ring of light spreading from the plate for a moment."""
    if t > 0.6:
        return
    k = t / 0.6
    grow = round(rect.h * 0.3 * k)
    rounded(layer, rect.inflate(-2 * max(0, rect.h // 3 - grow), 0), (*colour, round(120 * (1 - k))),
            rect.h // 3)
