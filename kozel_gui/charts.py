"""Charts drawn with pygame: pure functions that draw onto a Surface inside a given Rect.

Labels use the bundled PT Sans (``kozel_gui.assets.font``) at 14 px or more, light on
the dark panel, so they read at 1024x600 as well as at full HD.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pygame

from kozel_gui.assets import fit_text, font
from kozel_gui.i18n.dates import shown_span
from kozel_gui.theme import COLOURS

__all__ = ["RESULT_COLOURS", "bar_chart", "line_chart", "line_points", "nice_ticks",
           "series_chart", "table_chart", "table_height"]

RESULT_COLOURS = {"won": COLOURS["glow"], "lost": COLOURS["muted_text"],
                  "goat": COLOURS["open"], "left": COLOURS["brass"]}
"""Bar colours per match result."""


def nice_ticks(top: int, count: int = 4) -> list[int]:
    """Round tick values from 0 up to at least ``top`` (at most ``count + 1`` ticks).

    >>> nice_ticks(37), nice_ticks(0), nice_ticks(1000)
    ([0, 10, 20, 30, 40], [0, 1], [0, 250, 500, 750, 1000])
    """
    if top <= 0:
        return [0, 1]
    raw = top / count
    step = 1
    for base in (1, 2, 5, 10, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10000):
        step = base
        if base >= raw:
            break
    while step * count < top:
        step *= 2
    ticks = [0]
    while ticks[-1] < top:
        ticks.append(ticks[-1] + step)
    return ticks


def _frame(surface: pygame.Surface, rect: pygame.Rect, title: str, px: int) -> pygame.Rect:
    """The panel with its title; returns the plot area inside it."""
    pygame.draw.rect(surface, COLOURS["panel"], rect, border_radius=10)
    pygame.draw.rect(surface, COLOURS["brass"], rect, 2, border_radius=10)
    label = font(px, bold=True).render(title, True, COLOURS["title"])
    surface.blit(label, (rect.x + 12, rect.y + 8))
    top = rect.y + 12 + label.get_height()
    return pygame.Rect(rect.x + 12, top, rect.w - 24, rect.bottom - top - 8)


def _y_axis(surface: pygame.Surface, plot: pygame.Rect, ticks: Sequence[int],
            px: int) -> pygame.Rect:
    """Tick labels at the left and light grid lines; returns the area left for data."""
    face = font(px)
    width = max(face.size(str(t))[0] for t in ticks) + 8
    area = pygame.Rect(plot.x + width, plot.y + px // 2, plot.w - width,
                       plot.h - px // 2 - face.get_linesize() - 4)
    for t in ticks:
        y = area.bottom - round(area.h * t / ticks[-1])
        pygame.draw.line(surface, (70, 56, 40), (area.x, y), (area.right, y), 1)
        image = face.render(str(t), True, COLOURS["muted_text"])
        surface.blit(image, image.get_rect(midright=(area.x - 6, y)))
    return area


def line_chart(surface: pygame.Surface, rect: pygame.Rect, values: Sequence[int],
               title: str, x_labels: tuple[str, str] = ("", ""), px: int = 16,
               single: str = "", unit: str = "") -> None:
    """A rising line of ``values`` (e.g. the rating after each match), first and last
    labelled (a first label alone stands under the middle); one value alone is a point with its number (and ``unit``: «70%»), and
    ``single`` (say, "one match so far") beside the title."""
    plot = _frame(surface, rect, title, px)
    if len(values) == 1 and single:
        note = font(px).render(fit_text(font(px), single, rect.w // 2), True,
                               COLOURS["muted_text"])
        surface.blit(note, note.get_rect(topright=(rect.right - 12, rect.y + 8)))
    ticks = nice_ticks(max(values, default=0))
    area = _y_axis(surface, plot, ticks, px)
    if not values:
        return
    points = line_points(area, values, ticks[-1])
    if len(points) > 1:
        pygame.draw.lines(surface, COLOURS["remembered"], False, points, 3)
    pygame.draw.circle(surface, COLOURS["title"], points[-1], 5)
    face = font(px)
    first, last = x_labels
    if len(points) == 1:  # one match: one point, its number beside it, its date under it
        image = face.render(last or first, True, COLOURS["muted_text"])
        surface.blit(image, image.get_rect(midtop=(points[0][0], area.bottom + 4)))
        value = font(px, bold=True).render(f"{values[0]}{unit}", True, COLOURS["title"])
        surface.blit(value, value.get_rect(midleft=(points[0][0] + 10, points[0][1])))
        return
    if first and not last:  # one label for the whole line (all on one day): under its middle
        image = face.render(first, True, COLOURS["muted_text"])
        surface.blit(image, image.get_rect(midtop=(area.centerx, area.bottom + 4)))
    elif first:
        surface.blit(face.render(first, True, COLOURS["muted_text"]), (area.x, area.bottom + 4))
    if last:
        image = face.render(last, True, COLOURS["muted_text"])
        surface.blit(image, image.get_rect(topright=(area.right, area.bottom + 4)))


def series_chart(surface: pygame.Surface, rect: pygame.Rect,
                 series: Sequence[tuple[str, int]], title: str, px: int = 16, single: str = "",
                 unit: str = "") -> None:
    """A per-match chart: ``(played_at, value)`` after each match, oldest first, one point a
    match, the axis under it said by the first and the last match's moments
    (``shown_span``: «Сегодня, 11:40» … «12:05»).  The rating and the coach's accuracy are
    both drawn by it, so they keep one set of conventions (PT-Y: the accuracy chart, fed
    from its own dates without times, drew three matches of one day under one «Сегодня»)."""
    span = shown_span(series[0][0], series[-1][0]) if series else ("", "")
    line_chart(surface, rect, [v for _, v in series], title, span, px, single, unit)


def line_points(area: pygame.Rect, values: Sequence[int], top: int) -> list[tuple[int, int]]:
    """Where each value lies in ``area`` (0 to ``top`` upwards): spread across its width, or
    one value alone in the middle (a lone match is a point, not a line over the whole chart)."""
    if len(values) == 1:
        return [(area.centerx, area.bottom - round(area.h * values[0] / top))]
    step = area.w / max(1, len(values) - 1)
    return [(area.x + round(i * step), area.bottom - round(area.h * v / top))
            for i, v in enumerate(values)]


def bar_chart(surface: pygame.Surface, rect: pygame.Rect,
              groups: Mapping[str, Mapping[str, int]], title: str,
              legend: Mapping[str, str], px: int = 16) -> None:
    """Grouped bars: one group per label (a variant), one bar per result, with a legend."""
    plot = _frame(surface, rect, title, px)
    face = font(px)
    legend_h = face.get_linesize() + 4
    _legend(surface, plot, legend, face)
    plot = pygame.Rect(plot.x, plot.y + legend_h, plot.w, plot.h - legend_h)
    top = max((v for g in groups.values() for v in g.values()), default=0)
    ticks = nice_ticks(top)
    area = _y_axis(surface, plot, ticks, px)
    if not groups:
        return
    slot = area.w / len(groups)
    kinds = list(legend)
    bar = max(4, min(36, int(slot * 0.8 / len(kinds))))
    for i, (label, counts) in enumerate(groups.items()):
        x0 = area.x + slot * i + (slot - bar * len(kinds)) / 2
        for j, kind in enumerate(kinds):
            h = round(area.h * counts.get(kind, 0) / ticks[-1])
            box = pygame.Rect(round(x0 + j * bar), area.bottom - h, bar - 2, h)
            pygame.draw.rect(surface, RESULT_COLOURS.get(kind, COLOURS["text"]), box)
        text = fit_text(face, label, int(slot) - 4)
        image = face.render(text, True, COLOURS["text"])
        surface.blit(image, image.get_rect(midtop=(round(area.x + slot * (i + 0.5)),
                                                   area.bottom + 4)))


def _legend(surface: pygame.Surface, plot: pygame.Rect, legend: Mapping[str, str],
            face: pygame.font.Font) -> None:
    x = plot.x
    size = face.get_height() // 2 + 4
    for kind, text in legend.items():
        swatch = pygame.Rect(x, plot.y + (face.get_height() - size) // 2, size, size)
        pygame.draw.rect(surface, RESULT_COLOURS.get(kind, COLOURS["text"]), swatch)
        image = face.render(text, True, COLOURS["text"])
        surface.blit(image, (swatch.right + 6, plot.y))
        x = swatch.right + 6 + image.get_width() + 18




def table_height(rows: int, px: int = 16) -> int:
    """The height ``table_chart`` needs for ``rows`` lines under its heading, a line each."""
    line = font(px).get_linesize()
    return font(px, bold=True).get_height() + 20 + (rows + 1) * line


def table_chart(surface: pygame.Surface, rect: pygame.Rect, title: str, header: Sequence[str],
                rows: Sequence[Sequence[str]], px: int = 16) -> list[pygame.Rect]:
    """A short table in a panel: a name column at the left (cut with «…» when narrow), the
    other columns' numbers at the right under their headings; as many rows as fit, each as
    tall as it may be up to a line and a half.  Returns each row's place (the rows drawn)."""
    plot = _frame(surface, rect, title, px)
    face, bold = font(px), font(px, bold=True)
    widths = [max(face.size(c)[0] for c in column) + 2 * px
              for column in zip(header[1:], *(r[1:] for r in rows), strict=True)]
    name_w = plot.w - sum(widths)
    line = face.get_linesize()
    step = max(line, min(line * 3 // 2, plot.h // max(1, len(rows) + 1)))
    drawn = []
    for i, row in enumerate((header, *rows)):
        y = plot.y + i * step
        if y + line > plot.bottom:
            break
        # The heading muted and bold; then a game's name plain, its numbers bold and bright.
        name_face, name_colour = (bold, COLOURS["muted_text"]) if not i else (face, COLOURS["text"])
        number_colour = COLOURS["muted_text"] if not i else COLOURS["title"]
        name = name_face.render(fit_text(name_face, row[0], name_w - 8), True, name_colour)
        surface.blit(name, (plot.x, y))
        right = plot.x + name_w
        for width, cell in zip(widths, row[1:], strict=True):
            right += width
            image = bold.render(cell, True, number_colour)
            surface.blit(image, image.get_rect(topright=(right, y)))
        if i:
            rule = y - (step - line) // 2 - 1
            pygame.draw.line(surface, (70, 56, 40), (plot.x, rule), (plot.right, rule), 1)
            drawn.append(pygame.Rect(plot.x, y, plot.w, line))
    return drawn
