"""A scrolling settings page: headings and rows (label left, control right, «?» for help).

A row's explanation shows in the help box when its «?» is pressed or its control is
hovered or focused (never as a tooltip over the rows below).  A row may show a problem
line right under it (why the value does not fit
with the others); rows below move down to make room, nothing overlaps.
In the focus ring each row's control is a stop (``focusables``); when the focus
arrives its explanation shows in the help box, and when the keyboard brought it the row
scrolls into view (a click never scrolls the page under the pointer).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import partial
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UILabel, UIScrollingContainer

from kozel_gui.controls import GuiItem
from kozel_gui.drawing import wrap
from kozel_gui.focus import Item
from kozel_gui.manager import GREYED_PRESS
from kozel_gui.scroller import Scroller
from kozel_gui.settings.scrollbar import BarDrive
from kozel_gui.settings.widgets import LINE_H, Control

__all__ = ["CONTROL_H", "LABEL_PAD", "Form", "Row"]

CONTROL_H = 36
ROW_GAP = LINE_H - CONTROL_H
HEADING_H = 42
PROBLEM_H = 26
SCROLLBAR = 22
MAX_CONTROL_W = 400
"""The widest a control gets: room for «Козёл при»'s number and its four usual values, each
with a button's padding (``NumberControl``)."""
LABEL_PAD = 8
"""Pixels a label keeps free beside its text (pygame-gui's own padding and a margin)."""
WHEEL_STEP = LINE_H
"""Pixels a notch of the mouse wheel scrolls the page: one row."""

MakeControl = Callable[[Any, pygame.Rect], Control]


@dataclass(slots=True)
class Row:
    """One setting: label, control, help button and an optional problem line."""

    key: str
    help: str
    label: Any
    control: Control
    help_button: Any
    problems: list[Any]
    problem_text: str = ""
    extra: list[Any] = field(default_factory=list)
    why: str | None = None
    """Why the row is greyed out (``Form.grey``), said in place of its help."""
    hidden: bool = False
    """Not shown at all: the game has no such setting (``Form.hide``)."""

    @property
    def elements(self) -> list[Any]:
        """Everything the row draws."""
        return [self.label, *self.extra, *self.control.elements, self.help_button,
                *self.problems]

    @property
    def lines_h(self) -> int:
        """Height of the control's lines (a number per player count takes three)."""
        return LINE_H * self.control.lines

    @property
    def height(self) -> int:
        """Height including the problem lines when shown."""
        return self.lines_h + PROBLEM_H * len(self.problems)


class Form:
    """Rows in a vertical scrolling container sized to ``rect``."""

    def __init__(self, manager: pygame_gui.UIManager, rect: pygame.Rect,
                 on_help: Callable[[str], None]) -> None:
        self.manager = manager
        self.rect = pygame.Rect(rect)
        self.on_help = on_help
        self.scroll: Any = UIScrollingContainer(self.rect, manager, allow_scroll_x=False,
                                           object_id=ObjectID(class_id="@settings_page"))
        self.items: list[Row | UILabel | Any] = []
        self.rows: dict[str, Row] = {}
        width = self.rect.w - SCROLLBAR - 16
        self.label_x = 8
        self.control_x = 8 + int(width * 0.46)
        self.control_w = min(MAX_CONTROL_W, width - (self.control_x - 8) - CONTROL_H - 8)
        self.help_x = self.control_x + self.control_w + 8
        self._y = 4
        self._area = (0, 0)
        self._batch = 0
        self._stale = False
        self.page = Scroller()
        """The page's place in pixels, the one the bar is set from (``scroll_to``): pygame-gui
        keeps a fraction of the height, which pointed elsewhere once the height changed."""
        self.page.view = self.view()
        self._anchor: str | None = None
        """The row whose value just changed: moving the rows keeps it where it shows."""
        self.bar = BarDrive(lambda: getattr(self.scroll, "vert_scroll_bar", None),
                            lambda: self.offset, self.scroll_to, WHEEL_STEP, self.rect.h)

    @property
    def container(self) -> Any:
        """Where rows are placed."""
        return self.scroll

    def heading(self, text: str) -> UILabel:
        """A group heading across the page."""
        label = UILabel(pygame.Rect(self.label_x, self._y, self.help_x + CONTROL_H - 8, HEADING_H),
                        text, self.manager, container=self.scroll,
                        object_id=ObjectID(class_id="@settings_heading"))
        self.items.append(label)
        self._y += HEADING_H
        return label

    def block(self, element: Any) -> None:
        """Any element (a picture) placed at the left, as tall as it is."""
        element.set_relative_position((self.label_x, self._y))
        self.items.append(element)
        self._y += int(element.get_relative_rect().h) + ROW_GAP

    def row(self, key: str, label: str, help_text: str, make: MakeControl,
            beside: Sequence[str] = ()) -> Row:
        """A row whose control ``make(container, rect)`` builds; a control of several lines
        has the words of each line in ``beside`` («вдвоём», «втроём», «вчетвером»), at the
        right of the label column next to it, and ``label`` names the setting once, on the
        first line (issue 19: «Втроём играем до» and «Вчетвером играем до» read as two
        more settings, and neither had its «?»)."""
        y = self._y
        words_w = max((self._label_face().size(t)[0] + LABEL_PAD for t in beside), default=0)
        words_x = self.control_x - 8 - words_w
        labels = [UILabel(pygame.Rect(self.label_x, y, (words_x if beside else self.control_x)
                                      - self.label_x - 8, CONTROL_H),
                          label, self.manager, container=self.scroll,
                          object_id=ObjectID(class_id="@settings_label"))]
        labels += [UILabel(pygame.Rect(words_x, y + i * LINE_H, words_w, CONTROL_H), text,
                           self.manager, container=self.scroll,
                           object_id=ObjectID(class_id="@settings_line_label"))
                   for i, text in enumerate(beside)]
        control = make(self.scroll, pygame.Rect(self.control_x, y, self.control_w, CONTROL_H))
        helper = UIButton(pygame.Rect(self.help_x, y, CONTROL_H, CONTROL_H), "?", self.manager,
                          container=self.scroll,
                          object_id=ObjectID(class_id="@settings_control", object_id="#help"))
        row = Row(key, help_text, labels[0], control, helper, [], extra=labels[1:])
        self.items.append(row)
        self.rows[key] = row
        self._y += row.height
        return row

    def _label_face(self) -> Any:
        """The font of the rows' labels."""
        return self.manager.get_theme().get_font(["@settings_label", "label"])

    def focusables(self) -> list[Item]:
        """Every row's control, top to bottom (the «?» buttons are for the mouse): the focus
        arriving explains the row; the keyboard bringing it scrolls the row into view."""
        out: list[Item] = []
        for row in self.items:
            if isinstance(row, Row) and not row.hidden:
                for item in row.control.focus_items(f"row:{row.key}",
                                                    partial(self.on_help, self.words(row))):
                    item.on_reveal = partial(self.reveal, row)
                    if row.why is not None and isinstance(item, GuiItem):
                        item.explains = True  # greyed, it still says why when focused
                    out.append(item)
        return out

    def hide(self, key: str, hidden: bool) -> None:
        """Take row ``key`` off the page (a setting this game does not have) or put it back;
        a heading whose rows are all off goes too, and the rows below close up (once, at the
        end of ``changes``)."""
        row = self.rows[key]
        if row.hidden == hidden:
            return
        row.hidden = hidden
        for element in row.elements:
            element.hide() if hidden else element.show()
        if self._batch:
            self._stale = True
        else:
            self.relayout()

    def _shown_headings(self) -> set[int]:
        """The ids of the headings that have a row shown under them."""
        shown: set[int] = set()
        heading: Any = None
        for item in self.items:
            if isinstance(item, UILabel):
                heading = item
            elif not (isinstance(item, Row) and item.hidden) and heading is not None:
                shown.add(id(heading))
        return shown

    @staticmethod
    def words(row: Row) -> str:
        """What the help box says of ``row``: why it is greyed out, else its explanation."""
        return row.help if row.why is None else row.why

    def grey(self, key: str, why: str | None) -> None:
        """Grey out row ``key`` saying ``why`` (None: enable it): the reason is its tooltip
        and the help box's words when it is focused, hovered or clicked (issue 19: a greyed
        control said nothing, and a click on it left the previous control's words)."""
        row = self.rows[key]
        row.why = why
        row.control.set_enabled(why is None)
        for element in row.control.elements:
            if element.tool_tip_text != why:  # as wide as the control: two lines, not five
                element.set_tooltip(why, wrap_width=row.control.rect.w)

    def reveal(self, row: Row) -> None:
        """Scroll so that the whole of ``row`` shows (a row that does stays where it is)."""
        top = row.label.get_relative_rect().y
        bottom = top + row.height - ROW_GAP
        shown, view = self.offset, self.rect.h
        if top < shown:
            self.scroll_to(top - ROW_GAP)
        elif bottom > shown + view:
            self.scroll_to(bottom + ROW_GAP - view)

    @property
    def offset(self) -> int:
        """How far down the page is scrolled, in pixels."""
        bar = getattr(self.scroll, "vert_scroll_bar", None)
        return 0 if bar is None else int(bar.start_percentage * self._area[1])  # as drawn

    @property
    def most(self) -> int:
        """The largest offset (0: the rows fit)."""
        return max(0, self._y + 8 - self.rect.h)

    def view(self) -> pygame.Rect:
        """Where the rows show on the screen (the page without its scroll bar)."""
        return pygame.Rect(self.rect.x, self.rect.y, self.rect.w - SCROLLBAR, self.rect.h)

    def scroll_to(self, offset: int) -> None:
        """Scroll ``offset`` pixels down the page (as far as it goes)."""
        self.page.height, self.page.offset = self._area[1], 0
        self.page.scroll(offset)  # kept within the page as it is now
        bar = getattr(self.scroll, "vert_scroll_bar", None)
        total = self._area[1]  # the scrollable height (see ``finish``)
        if bar is None or total <= self.rect.h:
            return
        start = self.page.offset
        # pygame-gui places the page at int(percentage × height): half a pixel more keeps a
        # float's error from showing it a pixel short (a page of another height jumped by 1).
        bar.set_scroll_from_start_percentage((start + 0.5) / total)
        bar.has_moved_recently = True

    def finish(self, shift: int = 0) -> None:
        """Size the scrollable area to the rows (when that changed: it re-sorts the bars),
        the page kept at its pixel, ``shift`` further (the changed row moved by that much):
        pygame-gui keeps the bar's fraction, which in a page of another height showed other
        rows, or none (a game of fewer rows left them all above the view)."""
        size = (self.rect.w - SCROLLBAR, self._y + 8)
        if size == self._area and not shift:
            return
        shown = self.offset  # as drawn, in the page's old height
        if size != self._area:
            self._area = size
            self.scroll.set_scrollable_area_dimensions(size)
        self.scroll_to(shown + shift)

    def set_problem(self, key: str, texts: list[str], *, note: bool = False) -> None:
        """Show the problem lines of a row (none: hidden), or with ``note`` the plain line
        saying why it does not apply; rows below move (once, at the end of ``changes``)."""
        row = self.rows[key]
        shown = ("\t" if note else "") + "\n".join(texts)
        if row.problem_text == shown:
            return
        row.problem_text = shown
        for label in row.problems:
            label.kill()
        # Made only when needed: most rows never have a problem.  A long line wraps (its
        # continuation indented past the «!»), one label a line: nothing is cut.  Each
        # label is made where it goes (moving an element in a container costs a pass over
        # all the others).
        class_id = "@settings_note" if note else "@settings_problem"
        mark = "" if note else "! "
        indent = self._face(note).size(mark)[0]
        width = self.help_x + CONTROL_H - self.label_x - 24
        top = row.label.get_relative_rect().y + row.lines_h - ROW_GAP + 2
        row.problems = []
        for text in texts:
            for i, line in enumerate(self._lines(text, note)):
                x = self.label_x + 16 + (indent if i else 0)
                y = top + len(row.problems) * PROBLEM_H
                row.problems.append(UILabel(
                    pygame.Rect(x, y, width - (indent if i else 0), PROBLEM_H - 4),
                    mark + line if i == 0 else line, self.manager, container=self.scroll,
                    object_id=ObjectID(class_id=class_id)))
        if self._batch and self.items and self.items[-1] is row:
            self._y = top - row.lines_h + ROW_GAP - 2 + row.height  # the last: none below
        elif self._batch:
            self._stale = True
        else:
            self.relayout()

    def _face(self, note: bool) -> Any:
        """The font of a row's problem lines (``note``: of its plain note)."""
        class_id = "@settings_note" if note else "@settings_problem"
        return self.manager.get_theme().get_font([class_id, "label"])

    def _lines(self, text: str, note: bool) -> list[str]:
        """``text`` wrapped as a problem line (or a note) under a row shows it."""
        face = self._face(note)
        indent = 0 if note else face.size("! ")[0]
        width = self.help_x + CONTROL_H - self.label_x - 24
        return wrap(text, face, width - indent - LABEL_PAD) or [""]

    @contextmanager
    def changes(self) -> Iterator[None]:
        """Several rows' problems set in the block, the rows below them moved once after it
        (a row's problem moving every row under it again made a page of 40 rows slow)."""
        self._batch += 1
        try:
            yield
        finally:
            self._batch -= 1
            if not self._batch and self._stale:
                self.relayout()
            elif not self._batch:
                self.finish()
            if not self._batch:
                self._anchor = None

    def relayout(self) -> None:
        """Place every item again from the top (only what is not where it goes moves)."""
        self._stale = False
        anchor = self.rows.get(self._anchor or "")
        was = None if anchor is None or anchor.hidden else anchor.label.get_relative_rect().y
        y = 4
        headings = self._shown_headings()
        for item in self.items:
            if isinstance(item, Row) and item.hidden:
                continue
            if isinstance(item, UILabel):
                heading: Any = item
                heading.show() if id(item) in headings else heading.hide()
                if id(item) not in headings:
                    continue
            if isinstance(item, Row):
                _place(item.label, self.label_x, y)
                item.control.move_to(y)
                _place(item.help_button, self.help_x, y)
                for i, label in enumerate(item.problems):
                    _place(label, label.get_relative_rect().x,
                           y + item.lines_h - ROW_GAP + 2 + i * PROBLEM_H)
                for i, extra in enumerate(item.extra):  # a line's words beside it
                    _place(extra, extra.get_relative_rect().x, y + i * LINE_H)
                y += item.height
            else:
                _place(item, self.label_x, y)
                y += HEADING_H if isinstance(item, UILabel) else int(
                    item.get_relative_rect().h) + ROW_GAP
        self._y = y
        moved = 0 if anchor is None or anchor.hidden or was is None else \
            anchor.label.get_relative_rect().y - was
        self.finish(moved)

    def handle(self, event: pygame.event.Event) -> str | None:
        """The key of the row whose control changed, if any; «?» shows the help."""
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            # pygame-gui's bar turns the wheel only over free space or a hovered element
            # (P26, P31: over the controls' column, half the page, nothing moved); what
            # reaches the page is scrolled here, a row's height a notch.
            self.scroll_to(self.offset - WHEEL_STEP * event.y)
            return None
        if self.bar.handle(event):  # arrows, thumb and track: whatever the frame timing
            return None
        for row in self.rows.values():
            if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is row.help_button:
                self.on_help(row.help)
                return None
            # The explanation goes to the help box, never a tooltip over the rows below
            # (a greyed control's reason is both: it is short).
            if event.type in (pygame_gui.UI_BUTTON_ON_HOVERED, GREYED_PRESS) and (
                    event.ui_element is row.help_button
                    or event.ui_element in row.control.elements):
                self.on_help(row.help if event.ui_element is row.help_button
                             else self.words(row))
                return None
            if row.control.handle(event):
                self.on_help(row.help)
                self._anchor = row.key  # the rows moved for it keep it under the pointer
                return row.key
        return None

    def update(self, dt: float) -> None:
        """``dt`` seconds passed: the controls that act over time (a held − / +)."""
        for row in self.rows.values():
            row.control.update(dt)

    def kill(self) -> None:
        """Remove the page."""
        self.scroll.kill()
        self.items.clear()
        self.rows.clear()


def _place(element: Any, x: int, y: int) -> None:
    """Move ``element`` to (x, y) in its container unless it is there already."""
    r = element.get_relative_rect()
    if (r.x, r.y) != (x, y):
        element.set_relative_position((x, y))
