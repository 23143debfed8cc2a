"""Pygame-only drawing shared by the screens: the felt, titles and lines of text, the ivory
page, and the message line (no pygame-gui here, so the app's first frame need not load it).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from kozel_gui.assets import font
from kozel_gui.theme import COLOURS

if TYPE_CHECKING:
    from kozel_gui.i18n import Said

__all__ = ["FADE", "REFERENCE", "SENTENCE_GAP", "MessageLine", "clear_spot", "draw_dialog", "draw_page",
           "draw_text", "draw_title", "fade_edges", "felt", "free_spot", "scale_of", "title_rect",
           "units", "wrap"]

REFERENCE = (1280, 720)


def scale_of(size: tuple[int, int]) -> float:
    """How much larger than the 1280x720 reference a window is (the smaller ratio)."""
    return min(size[0] / REFERENCE[0], size[1] / REFERENCE[1])


@lru_cache(maxsize=4)
def felt(size: tuple[int, int], style: str = "felt") -> pygame.Surface:
    """The table cloth (green felt or warm wood) with a soft vignette, cached per size."""
    base = pygame.Color(COLOURS["wood" if style == "wood" else "felt"])
    surface = pygame.Surface(size)
    surface.fill(base)
    # A small radial shade scaled up smoothly is the cheapest soft vignette.
    w, h = 64, 36
    shade = pygame.Surface((w, h), pygame.SRCALPHA)
    for y in range(h):
        for x in range(w):
            d = ((x - w / 2 + 0.5) / (w / 2)) ** 2 + ((y - h / 2 + 0.5) / (h / 2)) ** 2
            shade.set_at((x, y), (0, 0, 0, min(150, int(110 * max(0.0, d - 0.25)))))
    surface.blit(pygame.transform.smoothscale(shade, size), (0, 0))
    return surface


@lru_cache(maxsize=64)
def _title_surface(text: str, px: int, colour: str, shadow: str) -> pygame.Surface:
    face = font(px, bold=True)
    top = face.render(text, True, colour)
    under = face.render(text, True, shadow)
    off = max(2, px // 18)
    out = pygame.Surface((top.get_width() + off, top.get_height() + off), pygame.SRCALPHA)
    out.blit(under, (off, off))
    out.blit(top, (0, 0))
    return out


def title_rect(text: str, center: tuple[int, int], px: int) -> pygame.Rect:
    """Where ``draw_title`` draws ``text`` round ``center``."""
    return _title_surface(text, max(14, px), COLOURS["title"],
                          COLOURS["title_shadow"]).get_rect(center=center)


def draw_title(surface: pygame.Surface, text: str, center: tuple[int, int], px: int,
               colour: str = COLOURS["title"]) -> pygame.Rect:
    """The warm display style of titles: bold PT Sans, golden, with a dark drop shadow."""
    image = _title_surface(text, max(14, px), colour, COLOURS["title_shadow"])
    return surface.blit(image, image.get_rect(center=center))


@lru_cache(maxsize=128)
def _text_surface(text: str, px: int, colour: str, bold: bool) -> pygame.Surface:
    return font(px, bold).render(text, True, colour)


def draw_text(surface: pygame.Surface, text: str, px: int, colour: str = COLOURS["text"],
              bold: bool = False, **anchor: Any) -> pygame.Rect:
    """One line of text, cached, placed by a ``pygame.Rect`` anchor such as ``midbottom=``."""
    image = _text_surface(text, max(14, px), colour, bold)
    return surface.blit(image, image.get_rect(**anchor))


class Measures(Protocol):
    """A font as ``wrap`` needs it: pygame's, or pygame-gui's for its elements."""

    def size(self, text: str, /) -> tuple[int, int]: ...


FADE = 14
"""Px over which a scrolled list's cut edge fades into what is behind it."""


@lru_cache(maxsize=16)
def _fade(width: int, colour: tuple[int, int, int], down: bool) -> pygame.Surface:
    band = pygame.Surface((width, FADE), pygame.SRCALPHA)
    for y in range(FADE):
        alpha = round(255 * (1 - y / FADE) ** 1.5)
        band.fill((*colour, alpha), pygame.Rect(0, FADE - 1 - y if down else y, width, 1))
    return band


def fade_edges(surface: pygame.Surface, view: pygame.Rect, colour: tuple[int, int, int], *,
               top: bool, bottom: bool, clear: Sequence[pygame.Rect] = ()) -> None:
    """Fade the ``top`` and ``bottom`` edges of a scrolled ``view`` into ``colour`` (what is
    behind it): a row cut at either edge melts away the same way, never a hard half row at
    one edge beside a whole one at the other.  What lies over the view (an open drop-down
    list, ``clear``) is not faded: the band goes under it."""
    for down, shown in ((False, top), (True, bottom)):
        if not shown:
            continue
        at = (view.x, view.bottom - FADE if down else view.y)
        band = _fade(view.w, colour, down)
        for piece in outside(pygame.Rect(at, band.get_size()), clear):
            surface.blit(band, piece.topleft, piece.move(-at[0], -at[1]))


def outside(area: pygame.Rect, holes: Sequence[pygame.Rect]) -> list[pygame.Rect]:
    """``area`` without ``holes``, as rectangles that do not overlap.

    >>> outside(pygame.Rect(0, 0, 10, 4), [pygame.Rect(3, -1, 4, 9)])
    [Rect(0, 0, 3, 4), Rect(7, 0, 3, 4)]
    """
    pieces = [area]
    for hole in holes:
        rest: list[pygame.Rect] = []
        for p in pieces:
            cut = p.clip(hole)
            if not cut.w or not cut.h:
                rest.append(p)
                continue
            rest += [r for r in (pygame.Rect(p.x, p.y, cut.x - p.x, p.h),
                                 pygame.Rect(cut.right, p.y, p.right - cut.right, p.h),
                                 pygame.Rect(cut.x, p.y, cut.w, cut.y - p.y),
                                 pygame.Rect(cut.x, cut.bottom, cut.w, p.bottom - cut.bottom))
                     if r.w > 0 and r.h > 0]
        pieces = rest
    return pieces


def wrap(text: str, face: Measures, width: int) -> list[str]:
    """Split ``text`` into lines no wider than ``width`` (a long word stays whole).

    Lines break only at ordinary spaces, and not at every one: a no-break space holds its
    neighbours together («÷ 10»), and ``units`` binds words as Russian typesetting does (a
    number with its noun, «в» with the word after it, a dash with the word before it).  Two spaces
    between words stay two within a line: ``settings.theme.spaced`` puts them between
    sentences, which the font's kerning glues together with one.  The last line is never
    one word alone when the line above can give it a companion (P36: «нет.» sat alone
    under a question)."""
    lines: list[list[tuple[str, str]]] = []
    line: list[tuple[str, str]] = []
    for unit in _units(text):
        if line and face.size(_joined([*line, unit]))[0] > width:
            lines.append(line)
            line = [unit]
        else:
            line.append(unit)
    if line:
        lines.append(line)
    return [_joined(units) for units in _no_orphan(lines, face, width)]


def units(text: str) -> list[str]:
    """What a line may not break inside, in order: the words between ordinary spaces, bound
    together as Russian and Ukrainian typesetting binds them (issue 18):

    - a sign of arithmetic standing alone («−», «÷», «×», «=», «±», «+») with the words on
      both its sides, as is one bound to its number by a no-break space («÷ 10»);
    - a number with the word after it («10 очков»), unless a sentence or clause ends with
      it («стоит 11, 2–3 — 5.») or it is a tile («5–6 стоит»: a tile's name counts nothing);
    - a preposition, conjunction or particle of one or two letters with the word after it
      («в», «к», «и», «на», «до»; uk «з», «і», «та»): never «В» alone at a line's end;
    - a dash standing alone with the word before it, and a number after the dash with the
      dash («2–3 — 5.»: never «—» at a line's end with its number on the next);
    - a short name or title in quotes, whole («Дед Миша», «Морской козёл»).

    The short words are Cyrillic only; a number keeps its noun in English too («10 points»)."""
    return [word for _, word in _units(text)]


def _units(text: str) -> list[tuple[str, str]]:
    """``units`` of ``text``, each with the white space before it."""
    out: list[tuple[str, str]] = []
    glue = False
    after_dash = False
    for gap, word in _quoted(_GAP_WORD.findall(text)):
        if out and (glue or _binds_back(word, after_dash)):
            before, joined = out[-1]
            out[-1] = (before, f"{joined}{gap}{word}")
        else:
            out.append((gap, word))
        glue = _binds(word, -1) or _binds_on(word)
        after_dash = word in _DASHES
    return out


def _quoted(words: list[tuple[str, str]]) -> list[tuple[str, str]]:
    """``words`` with a short name in quotes made one («Дед Миша», «Морской козёл», “Old
    Sam”): a line never breaks inside it (playtest: «Профиль «Дед | Миша» создан.»).  A
    longer quotation may break as any text."""
    out: list[tuple[str, str]] = []
    i = 0
    while i < len(words):
        gap, word = words[i]
        end = _quote_end(words, i)
        if end > i:
            word = "".join([word, *(g + w for g, w in words[i + 1:end + 1])])
        out.append((gap, word))
        i = end + 1
    return out


def _quote_end(words: list[tuple[str, str]], start: int) -> int:
    """The index of the word closing a short quotation opened by word ``start`` (``start``
    itself when it opens none, closes itself, or the quotation is long)."""
    word = words[start][1]
    close = _QUOTES.get(word[0]) if word else None
    if close is None or close in word[1:]:
        return start
    length = len(word)
    for end in range(start + 1, min(len(words), start + _QUOTE_WORDS)):
        length += 1 + len(words[end][1])
        if length > _QUOTE_CHARS:
            return start
        if close in words[end][1]:
            return end
    return start


_QUOTES = {"«": "»", "„": "“", "“": "”"}
"""Opening quotes and the ones that close them (ru/uk «…» and „…“ inside, en “…”)."""
_QUOTE_WORDS, _QUOTE_CHARS = 3, 24
"""The most words and characters of a quotation held on one line: a name or a title."""


def _binds(word: str, end: int) -> bool:
    """Whether ``word``'s first (``end`` 0) or last (-1) character is a sign that keeps the
    word beside it on its line: a sign alone, or one bound by a no-break space."""
    if word[end] not in _SIGNS:
        return False
    inner = 1 if end == 0 else -2
    return len(word) == 1 or word[inner] in _NO_BREAK


def _binds_back(word: str, after_dash: bool) -> bool:
    """Whether ``word`` stays on the line of the word before it: a sign, a dash, or the
    number a dash stands before."""
    return (_binds(word, 0) or word in _DASHES
            or (after_dash and _NUMBER.fullmatch(word.rstrip(_CLOSING)) is not None))


def _binds_on(word: str) -> bool:
    """Whether the word after ``word`` stays on its line: ``word`` is a number that ends no
    clause (but not a tile: «5–6» names a tile, it counts nothing), or a short preposition
    or conjunction."""
    return ((_NUMBER.fullmatch(word) is not None and _TILE.fullmatch(word) is None)
            or word.lstrip(_OPENING).lower() in _SHORT_WORDS)


_SIGNS = frozenset("−÷×=±+")
_NO_BREAK = frozenset("\u00a0\u2060")
_DASHES = frozenset("—–")
_NUMBER = re.compile(r"[−+]?\d+(?:[–\-:.,/]\d+)*%?")
"""A number, a tile («2–3») or a score («5:3»), with nothing after it that ends a clause."""
_TILE = re.compile(r"\d–\d")
"""A tile («5–6»): its name, not a quantity, so the word after it is free to go to the next
line (issue 19: «5–6 стоит 11,» held together pushed the example off the line of
«например,»)."""
_OPENING = "«„“(\"'"
_CLOSING = ".,;:!?…»“”)\"'"
_SHORT_WORDS = frozenset((
    "а", "в", "и", "к", "о", "с", "у", "я", "во", "да", "до", "за", "из", "ко", "на", "не",
    "ни", "но", "об", "от", "по", "со",  # ru; uk besides these:
    "з", "й", "і", "та", "із", "зі", "чи", "ні", "од"))
"""Prepositions, conjunctions and particles that a Russian or Ukrainian line never ends with."""


def _joined(units: list[tuple[str, str]]) -> str:
    """The units of one line as it reads (two spaces between sentences stay two)."""
    return "".join(word if not i else f"{'  ' if gap.startswith('  ') else ' '}{word}"
                   for i, (gap, word) in enumerate(units))


def _no_orphan(lines: list[list[tuple[str, str]]], face: Measures, width: int
               ) -> list[list[tuple[str, str]]]:
    """``lines`` with the last word of the line before joining a last line of one word."""
    if len(lines) < 2 or len(lines[-1]) != 1 or len(lines[-2]) < 2:
        return lines
    moved = [lines[-2][-1], *lines[-1]]
    if face.size(_joined(moved))[0] > width:
        return lines
    return [*lines[:-2], lines[-2][:-1], moved]


SENTENCE_GAP = "\u200a "
"""The white space after a sentence in pygame-gui's text boxes (``settings.theme.spaced``):
a hair space, then the space where a line may break.  A full stop's ink sits at the left of
its width, so one space after «200).» left 3 px of felt where a word gap shows 6 (P28); a
thin space there made 6, but after «кон.» 9 px, as much as two spaces, and the playtesters
read «кон.  0 — без» as a typing slip.  The hair space gives 4-6 px: a word gap, never two.
The font cannot widen it: it cannot tell a sentence's end from a full stop inside one
(«т. е.», «5 ч. 30 мин.»).  The one narrow space the game writes: it widens the gap after a
sentence, never narrows a word gap."""
_GAP_WORD = re.compile(r"([ \t\r\n]*)([^ \t\r\n]+)")
"""A word and the ordinary white space before it (a no-break space is part of the word)."""


@dataclass(slots=True)
class _Message:
    text: Said
    """Kept as words where it can be, so it is rendered in the language shown now."""
    until: float
    screen: object | None = None
    """The screen it is shown on (the top one when it first appears); None: not yet shown."""
    app: bool = False
    """About the app, not a screen (a storage fault): it stays across screens."""


class MessageLine:
    """Brief, non-blocking messages (newest last, at most 3), at the bottom of the window
    unless a control is there: then where they cover none.

    A message belongs to the screen it first appears on (a screen that says something as
    it closes says it to the screen that comes next): once that screen is gone (closed,
    or another opened over it), the message goes with it, never fading over the next one
    (P31/P32). Only a message about the app itself (a storage fault) stays across screens.
    The screens tell it what is shown each frame (``shown_on``).  A message of a screen
    under another (a question over it) is drawn with its screen, before the one over it, so
    the question's veil dims it as it dims the screen (issue 19: «Партия записана в историю»
    stayed bright over the dimmed pad under «Отменить кон?»)."""

    SECONDS = 6.0
    FADE = 0.4
    """Seconds a message takes to fade at its end."""
    PX = 18

    def __init__(self) -> None:
        self.history: list[str] = []
        """Every message as it read when it came (for tests and the headless log)."""
        self._shown: list[_Message] = []
        self.box: pygame.Rect | None = None
        """Where the band over every screen was last drawn (None: nothing shown)."""
        self.under: pygame.Rect | None = None
        """Where the band of a screen under another was last drawn (None: none was)."""
        self._covered: list[object] = []
        """The screens shown under the top one (their messages are drawn with them)."""

    def add(self, text: Said, now: float, *, app: bool = False,
            seconds: float | None = None) -> None:
        """Show ``text`` for a few seconds from ``now`` (``seconds`` if given: a longer
        message, or one that explains a screen change); ``app``: it is about the app, not
        the screen shown (it stays when the screen changes)."""
        self.history.append(str(text))
        until = now + (self.SECONDS if seconds is None else seconds)
        self._shown = [*self._shown[-2:], _Message(text, until, app=app)]

    def shown_on(self, screens: Sequence[object], now: float) -> None:
        """``screens`` are on the window now, the top one last (none while it changes):
        a new message belongs to the top one, a message whose screen is gone goes with it."""
        if not screens:
            return
        self._covered = list(screens[:-1])
        kept = []
        for m in self._shown:
            if m.screen is None and not m.app:
                m.screen = screens[-1]
            if m.app or any(m.screen is s for s in screens):
                kept.append(m)
        self._shown = kept

    def withdraw(self, screen: object) -> None:
        """Take back what was said on ``screen``: a question opened over it makes it stale
        (issue 19: «Партия записана в историю» under «Отменить кон 2?»)."""
        self._shown = [m for m in self._shown if m.app or m.screen is not screen]

    def visible(self, now: float) -> list[str]:
        """Messages still on screen at ``now``, in the language in use."""
        self._shown = [m for m in self._shown if m.until > now]
        return [str(m.text) for m in self._shown]

    def _of(self, screen: object | None) -> list[_Message]:
        """The messages drawn with ``screen`` (one under another), or (None) over them all:
        the top screen's and the app's."""
        if screen is not None:
            return [m for m in self._shown if not m.app and m.screen is screen]
        return [m for m in self._shown
                if m.app or not any(m.screen is s for s in self._covered)]

    def draw(self, surface: pygame.Surface, now: float,
             controls: Sequence[pygame.Rect] = (), screen: object | None = None) -> None:
        """Draw the messages still due in a dark rounded band, clear of ``controls``: those
        of ``screen``, one under another, else those over every screen."""
        self.visible(now)
        mine = self._of(screen)
        texts = [str(m.text) for m in mine]
        if screen is None:
            self.box = self._draw(surface, now, texts, max((m.until for m in mine), default=0),
                                  controls)
        else:
            self.under = self._draw(surface, now, texts,
                                    max((m.until for m in mine), default=0), controls)

    def _draw(self, surface: pygame.Surface, now: float, texts: list[str], until: float,
              controls: Sequence[pygame.Rect]) -> pygame.Rect | None:
        """The band of ``texts`` (fading as ``until`` nears), where it was drawn."""
        if not texts:
            return None
        w, h = surface.get_size()
        face = font(self.PX)
        step = face.get_linesize()
        # As wide as the window allows; where that covers a control everywhere (a low
        # window's menu), narrower lines may fit beside the controls.
        for share in (0.8, 0.45, 0.2):
            lines = [line for t in texts for line in wrap(t, face, int(w * share))]
            size = (max(face.size(s)[0] for s in lines) + 40, step * len(lines) + 20)
            spot = free_spot(size, (w, h), controls)
            if spot is not None:
                break
        box = spot or clear_spot(size, (w, h), controls)
        band = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(band, (20, 14, 8, 225), band.get_rect(), border_radius=12)
        pygame.draw.rect(band, pygame.Color(COLOURS["brass"]), band.get_rect(), 2, border_radius=12)
        for i, line in enumerate(lines):
            draw_text(band, line, self.PX, midtop=(box.w // 2, 10 + i * step))
        left = until - now
        if left < self.FADE:  # the last ones going: the band fades as a whole
            band.set_alpha(round(255 * left / self.FADE))
        surface.blit(band, box)
        return box


def clear_spot(size: tuple[int, int], window: tuple[int, int],
               controls: Sequence[pygame.Rect]) -> pygame.Rect:
    """Where a band of ``size`` covers none of ``controls``: centred at the bottom if it can,
    else the free place nearest the bottom (centre, then the sides); the bottom if none is."""
    box = free_spot(size, window, controls)
    if box is None:
        w, h = window
        box = pygame.Rect((0, 0), size)
        box.midbottom = (w // 2, h - max(12, h // 40))
    return box


def free_spot(size: tuple[int, int], window: tuple[int, int],
              controls: Sequence[pygame.Rect]) -> pygame.Rect | None:
    """As ``clear_spot``, but None where no place is free."""
    w, h = window
    margin = max(12, h // 40)
    box = pygame.Rect((0, 0), size)
    keep = [c.inflate(8, 8) for c in controls]
    xs = [w // 2 - box.w // 2, margin, w - margin - box.w]
    for bottom in range(h - margin, box.h + margin - 1, -max(4, h // 90)):
        for x in xs:
            box.bottomleft = (max(0, x), bottom)
            if box.collidelist(keep) < 0:
                return box
    return None


def draw_dialog(surface: pygame.Surface, panel: pygame.Rect, radius: int) -> None:
    """A question over the screen: the screen veiled, a brass-edged panel on it."""
    shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    shade.fill((0, 0, 0, 150))
    surface.blit(shade, (0, 0))
    pygame.draw.rect(surface, COLOURS["panel"], panel, border_radius=radius)
    pygame.draw.rect(surface, COLOURS["brass"], panel, 3, border_radius=radius)


def draw_page(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """An ivory page with a soft shadow and a thin brown edge (the rule book, the about page)."""
    if rect.width <= 0 or rect.height <= 0:
        return
    pygame.draw.rect(surface, (10, 24, 16), rect.move(3, 4), border_radius=14)
    pygame.draw.rect(surface, pygame.Color(COLOURS["ivory"]), rect, border_radius=14)
    pygame.draw.rect(surface, pygame.Color("#8a6a3a"), rect, 2, border_radius=14)
