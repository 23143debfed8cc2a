"""The game's one-line text entry: pygame-gui's ``UITextEntryLine`` that draws what it holds.

pygame-gui (0.6.14) keeps an entry's text twice: the string it reports (``get_text``)
and the laid-out text it draws, which it edits piece by piece alongside.  The drawn
copy's cursor only catches up in ``update``, once a frame, so keys that arrive in one
frame (Home, a letter, then Delete: a fast typist, a key held down) edit the drawn copy
at a stale place: the box shows «Xab» while it holds «Xbc».  Its ``set_text("")`` on a
focused box also draws the placeholder into the editable text (pygame-gui issue #734).

:class:`TextEntry` makes the reported string the one source: after every event that
changed the text, the cursor or the selection, and after ``set_text``, the drawn text
is laid out afresh from that string.  A line of a few dozen letters costs nothing.

pygame-gui draws the placeholder in the colour of real text, so «Игрок 2» in an empty
box read as a name already typed; an empty box shows it in ``PLACEHOLDER`` instead.  It
also hides the placeholder as soon as the box has the focus, so a box focused from the
start (the first screen's name) never said what it asks for: a focused empty box shows
it after the cursor, drawn over the box's picture, until the first letter.

pygame-gui drops a letter typed past the box's length limit, and a paste that would pass
it, without a sign (issue 19: «Бабушка Валентина Петровна» became «… Петров»).  Here the
box says so: «Не больше 32 знаков» at its right end for a few seconds (``FULL_SECONDS``).
"""

from __future__ import annotations

from typing import Any

import pygame
from pygame_gui.core.utility import clipboard_paste, translate
from pygame_gui.elements import UITextEntryLine

from kozel_gui.assets import font
from kozel_gui.i18n import ntr

__all__ = ["FULL_INK", "FULL_SECONDS", "PLACEHOLDER", "TextEntry"]

PLACEHOLDER = "#968a72"
"""The placeholder's colour: plainly not typed text, yet 4.8:1 on the boxes' dark wood."""
FULL_INK = "#ff9682"
"""The colour of the note that the box is full (the pad's colour of a problem)."""
FULL_SECONDS = 3.0
"""How long the box says it is full after refusing a letter or a paste."""


class TextEntry(UITextEntryLine):
    """A ``UITextEntryLine`` whose drawn text is always laid out from the text it holds."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._ink = self.text_colour
        """The theme's colour of typed text (the placeholder's is ``PLACEHOLDER``)."""
        self.passed_keys: frozenset[int] = frozenset()
        """Keys the box leaves to its owner (a number box's Home / End go to min / max)."""
        self.full_for = 0.0
        """Seconds the note «Не больше N знаков» stays (0: not shown)."""
        self._placeholder_look()

    @property
    def shows_placeholder(self) -> bool:
        """Whether the box shows its placeholder now (empty, not being typed into)."""
        return bool(self.placeholder_text) and not self.text and not self.is_focused

    def process_event(self, event: pygame.event.Event) -> bool:
        """pygame-gui's handling, then the drawn text redone if the edit moved anything."""
        if event.type == pygame.KEYDOWN and event.key in self.passed_keys:
            return False
        before = self._edit_state()
        too_long = self._would_pass_limit(event)
        used = bool(super().process_event(event))
        if self._edit_state() != before:
            self._redraw_text()
            self._placeholder_look()
        elif too_long:
            self.full_for = FULL_SECONDS  # refused, and said so
        return used

    def _would_pass_limit(self, event: pygame.event.Event) -> bool:
        """Whether ``event`` adds text (a letter, a paste) past the length limit."""
        limit = self.length_limit
        if limit is None or not self.is_focused:
            return False
        if event.type == pygame.TEXTINPUT:
            added = len(event.text)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_v and \
                event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            added = len(clipboard_paste() or "")  # type: ignore[no-untyped-call]
        else:
            return False
        kept = len(self.text) - abs(self.select_range[0] - self.select_range[1])
        return added > 0 and kept + added > limit

    def set_text(self, text: str | None) -> None:
        """Set the text from code; the box draws exactly it (or the placeholder, unfocused)."""
        super().set_text(text)
        self._redraw_text()
        self._placeholder_look()

    def focus(self) -> None:
        """Typing starts: the placeholder goes, and the colour of typed text with it.  The
        caret goes after the text, as in any text box reached by Tab or Shift+Tab
        (pygame-gui puts it at the start when the box loses the focus; a click then puts
        it where the click was)."""
        super().focus()  # type: ignore[no-untyped-call]
        self.edit_position = len(self.text)
        self._redraw_text()
        self._placeholder_look()

    def unfocus(self) -> None:
        """Typing ends: an empty box shows its placeholder, in the placeholder's colour."""
        super().unfocus()  # type: ignore[no-untyped-call]
        self._placeholder_look()

    def update(self, time_delta: float) -> None:
        """pygame-gui's frame, then the placeholder after the cursor of a focused empty box."""
        super().update(time_delta)
        shape: Any = self.drawable_shape
        if self.full_for > 0 and shape is not None:
            self.full_for = max(0.0, self.full_for - time_delta)
            self._set_image(self._with_full_note(shape.get_fresh_surface().copy())
                            if self.full_for else shape.get_fresh_surface())
            return
        if not (self.is_focused and not self.text and self.placeholder_text
                and shape is not None and self.font is not None):
            return
        picture = shape.get_fresh_surface().copy()
        hint = self.font.render_premul(translate(self.placeholder_text),
                                       pygame.Color(PLACEHOLDER))
        left = self.rect.h // 4 + 4  # past the rim and the cursor
        picture.blit(hint, (left, (picture.get_height() - hint.get_height()) // 2))
        self._set_image(picture)

    def _with_full_note(self, picture: pygame.Surface) -> pygame.Surface:
        """``picture`` with «Не больше N знаков» at its right end, on the box's own colour
        (over the end of the text, if a wide name reaches it)."""
        limit = self.length_limit or 0
        note = font(max(12, round(self.rect.h * 0.34))).render(
            ntr("entry.full", limit), True, pygame.Color(FULL_INK))
        rim = self.rect.h // 4
        spot = note.get_rect(midright=(picture.get_width() - rim, picture.get_height() // 2))
        backing = spot.inflate(rim, 4).clip(picture.get_rect().inflate(-2 * rim // 2, -6))
        picture.fill(picture.get_at((spot.right + rim // 2 - 1, picture.get_height() // 2)),
                     backing)
        picture.blit(note, spot)
        return picture

    def _placeholder_look(self) -> None:
        ink = getattr(self, "_ink", None)
        if ink is None:  # still in pygame-gui's own set-up
            return
        wanted = pygame.Color(PLACEHOLDER) if self.shows_placeholder else ink
        if self.text_colour != wanted:
            self.text_colour = wanted
            self.rebuild()  # type: ignore[no-untyped-call]
            self._redraw_text()  # rebuild draws the placeholder even into a focused box

    def _edit_state(self) -> tuple[str, int, tuple[int, int]]:
        return self.text, self.edit_position, (self.select_range[0], self.select_range[1])

    def _redraw_text(self) -> None:
        """Lay the drawn text out from ``text``, with the cursor and selection where they are."""
        shape: Any = self.drawable_shape  # pygame-gui's drawing side is untyped
        if shape is None or shape.text_box_layout is None:
            return
        shown = self.hidden_text_char * len(self.text) if self.is_text_hidden else self.text
        if not shown and not self.is_focused:
            shown = translate(self.placeholder_text)
        shape.set_text(shown)
        self.select_range = list(self.select_range)  # the setter marks it on the new layout
        self.redraw()  # type: ignore[no-untyped-call]  # cursor to edit_position (and hidden)
        if self.is_focused:
            # Shown at once after an edit (as pygame-gui means to), then blinking from there.
            shape.text_box_layout.turn_on_cursor()
            shape.finalise_text_onto_active_state()
            shape.active_state.has_fresh_surface = True
            self.cursor_on = True
            self.cursor_has_moved_recently = False
            self.cursor_blink_delay_after_moving_acc = 0.0
