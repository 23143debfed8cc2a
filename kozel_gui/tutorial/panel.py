"""The tutorial's panel: which words a step shows at each stage, and a panel that holds the
longest of them above its own row of buttons.

The panel is laid out once a step (the field under it with it), so it is as tall as the
step's longest stage needs (its idea with a wrong try explained, its question with a miss
explained, its «done»), in the language in use and at the window's scale; and it keeps
left of the table's corner buttons («Меню», «Подсказка», «Помощь») where they reach down
into it.  The painter (``scene.paint_tutor``) draws with the same measures, so no line
ever runs under the buttons or out of the panel.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from kozel_gui.assets import font
from kozel_gui.drawing import wrap
from kozel_gui.i18n import ntr, tr
from kozel_gui.layout import Box
from kozel_gui.table.theme import GLOW, TEXT, YELLOW, button_height, button_text_size, px
from rules import hand_value

if TYPE_CHECKING:
    import pygame

    from kozel_gui.tutorial.lessons import Lesson

__all__ = ["GUIDE", "Measures", "Para", "panel_box", "step_words", "variants"]


GUIDE = YELLOW
"""What a wrong try or a miss is told in: guidance, never the error red (P32: a newcomer
read the explanations as faults)."""


@dataclass(frozen=True, slots=True)
class Para:
    """One paragraph of the panel and its colour."""

    text: str
    colour: tuple[int, int, int]


def step_words(lesson: Lesson, *, asking: bool, trouble: str | None, done: bool,
               counted: int = 0, fresh: bool = False) -> tuple[Para, ...]:
    """The panel's paragraphs: a card's idea; once done its «done» (``counted``: the points
    left in hand, for its plural); else its idea (its question when ``asking``) and the
    explanation of a wrong try or a miss (``trouble``: "wrong", "wrong_now", "miss", or
    "elsewhere" for a click on the sheet off the newest row's figures).  ``fresh``: the
    table was just set up anew for the step, and the idea says so first (P25: a new
    position with no cue looked like the same game going on)."""
    key = f"tutorial.{lesson.key}"
    if not lesson.played and not lesson.asks:
        return (Para(tr(f"{key}.idea"), TEXT),)
    if done:
        if lesson.counted:
            return (Para(ntr(f"{key}.done", counted), GLOW),)
        return (Para(tr(f"{key}.done"), GLOW),)
    out = [Para(tr(f"{key}.ask" if asking else f"{key}.idea"), TEXT)]
    if fresh and not asking and trouble is None:
        out.insert(0, Para(tr("tutorial.new_table"), YELLOW))
    if trouble == "elsewhere":
        out.append(Para(tr("tutorial.sheet_elsewhere"), GUIDE))
    elif trouble is not None:
        out.append(Para(tr(f"{key}.{trouble}"), GUIDE))
    return tuple(out)


def variants(lesson: Lesson, *, fresh: bool = False) -> list[tuple[Para, ...]]:
    """Every set of paragraphs the step can show, from its idea (``fresh``: after the word
    that the table was set up anew) to its «done»."""
    if not lesson.played and not lesson.asks:
        return [step_words(lesson, asking=False, trouble=None, done=False)]
    out = []
    if fresh:
        out.append(step_words(lesson, asking=False, trouble=None, done=False, fresh=True))
    if lesson.played:
        out.append(step_words(lesson, asking=False, trouble="wrong", done=False))
        if lesson.misfit:
            out.append(step_words(lesson, asking=False, trouble="misfit", done=False))
        if lesson.finds and not lesson.asks:
            out.extend(step_words(lesson, asking=False, trouble=f"{t}_answer", done=False)
                       for t in ("wrong", "misfit")[:1 + lesson.misfit])
    if lesson.on_way:
        out.append(step_words(lesson, asking=False, trouble="wrong_now", done=False))
    if lesson.asks:
        out.append(step_words(lesson, asking=lesson.played, trouble="miss", done=False))
        if lesson.finds:
            out.append(step_words(lesson, asking=lesson.played, trouble="miss_answer", done=False))
        out.append(step_words(lesson, asking=lesson.played, trouble="elsewhere", done=False))
    counted = 0
    if lesson.counted:
        r = lesson.finished()
        counted = hand_value(r.rules, r.hand(0))
    out.append(step_words(lesson, asking=False, trouble=None, done=True, counted=counted))
    return out


@dataclass(frozen=True, slots=True)
class Measures:
    """The panel's sizes at one scale (the painter's and the layout's)."""

    scale: float

    @property
    def pad(self) -> int:
        """Inside the panel's edge."""
        return round(14 * self.scale)

    @property
    def text_px(self) -> int:
        """The size of its words."""
        return px(18, self.scale)

    @property
    def title_px(self) -> int:
        """The size of its title."""
        return px(24, self.scale)

    @property
    def button_h(self) -> int:
        """The height of its buttons."""
        return button_height(40, self.scale)  # words a plate's name's size (PT-Z)

    def button_w(self, label: str) -> int:
        """A button as wide as ``label`` needs, and never narrower than 180 px at scale 1."""
        face = font(button_text_size(self.button_h, self.scale), True)
        return max(round(180 * self.scale), face.size(label)[0] + 4 * self.pad)

    @property
    def gap(self) -> int:
        """Between paragraphs' blocks and around the buttons' row."""
        return round(10 * self.scale)

    def text_top(self, top: float) -> float:
        """Where the first paragraph starts in a panel whose top is ``top``."""
        return top + self.pad // 2 + font(self.title_px, True).get_linesize() + round(
            4 * self.scale)

    def lines(self, paras: Sequence[Para], width: float) -> list[tuple[str, Para]]:
        """Each line the paragraphs wrap to in ``width`` (the panel's, less its padding)."""
        face = font(self.text_px)
        return [(line, para) for para in paras
                for line in wrap(para.text, face, round(width) - 2 * self.pad)]

    def text_height(self, paras: Sequence[Para], width: float) -> float:
        """The paragraphs' height: their lines, and a small gap after each."""
        n = len(self.lines(paras, width))
        return n * font(self.text_px).get_linesize() + len(paras) * round(4 * self.scale)

    def height(self, every: Sequence[Sequence[Para]], width: float) -> float:
        """A panel for the tallest of ``every``: the title, the words, the buttons' row."""
        words = max(self.text_height(paras, width) for paras in every)
        return self.text_top(0) + words + 2 * self.gap + self.button_h


def panel_box(field: Box, scale: float, lesson: Lesson,
              corner: Sequence[Box | pygame.Rect], *, fresh: bool = False) -> Box:
    """The panel at the top of ``field``: as wide as the field allows left of the
    ``corner`` buttons that reach down into it, as tall as the step's words need
    (``fresh``: with the word that the table was set up anew)."""
    x, top = field.x + 10 * scale, field.y + 4 * scale
    right = field.x + field.w - 10 * scale
    for box in corner:
        if box.y + box.h > top and box.x < right:
            right = box.x - 10 * scale
    width = right - x
    return Box(x, top, width, Measures(scale).height(variants(lesson, fresh=fresh), width))
