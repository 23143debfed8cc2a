"""Small controls for settings rows: a switch, a stepper through choices, a number, a set of numbers.

Every control owns its pygame-gui elements inside a given container and rect,
reports a change from ``handle(event)`` (True when its value changed), can
be shown a value without raising an event (``show``), and says what of it the
focus ring lands on (``focus_items``): a stepper is one stop whose Left/Right press
its arrows, a number field takes ``+`` and ``-``.  Steppers are used
instead of drop-downs inside scrolling pages because an expanded drop-down is
clipped by a scrolling container's edge.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import partial
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UILabel

from kozel_gui.controls import GuiButton, GuiEntry, press_gui
from kozel_gui.focus import Item
from kozel_gui.i18n import ntr, tr
from kozel_gui.repeat import BIG_STEP, Repeat, Step
from kozel_gui.text_entry import TextEntry
from kozel_gui.widgets import LABEL_PAD
from rules import MAX_NAME

__all__ = [
    "LINE_H", "Control", "NumberControl", "PerPlayersControl", "PlayersControl", "ReasonButton",
    "StepperControl", "StepperItem", "TextControl", "ToggleControl", "show_on",
]

Labeller = Callable[[Any], str]

LINE_H = 44
ENTRY_W = 84
"""A number's box: four digits and the box's padding, the same in every row (the ± and the
usual values beside it line up)."""
"""From one line of a form to the next: a control 36 px high and the gap under it."""


class Control:
    """Base: a value, elements, a rect inside a container (``lines`` rows of a form high)."""

    lines = 1
    """How many of a form's lines the control takes (each as high as its rect)."""
    class_id = "@settings_control"
    """Its buttons' theme class: the settings' own look and fixed type (their form keeps
    its size in a larger window)."""

    def __init__(self, manager: pygame_gui.UIManager, container: Any, rect: pygame.Rect,
                 value: Any) -> None:
        self.manager = manager
        self.container = container
        self.rect = pygame.Rect(rect)
        self.value = value
        self.elements: list[Any] = []
        self.build()

    def build(self) -> None:
        """Create the elements (subclasses)."""

    def focus_items(self, key: str, on_focus: Callable[[], None]) -> list[Item]:
        """What the focus ring lands on, keyed from ``key`` (default: each button)."""
        return [GuiButton(e, f"{key}:{n}", on_focus=on_focus)
                for n, e in enumerate(self.elements) if isinstance(e, UIButton)]

    def handle(self, event: pygame.event.Event) -> bool:
        """React to a pygame-gui event; True if the value changed."""
        return False

    def update(self, dt: float) -> None:
        """``dt`` seconds passed (a held button repeats)."""

    def show(self, value: Any) -> None:
        """Display ``value`` without reporting a change."""
        self.value = value
        self.refresh()

    def refresh(self) -> None:
        """Bring the elements up to date with ``value`` (subclasses)."""

    def refusal(self) -> str | None:
        """What was typed and not taken, in words for under the row (None: nothing)."""
        return None

    def move_to(self, y: int) -> None:
        """Move the control vertically inside its container."""
        dy = y - self.rect.y
        if not dy:
            return
        self.rect.y = y
        for e in self.elements:
            r = e.get_relative_rect()
            e.set_relative_position((r.x, r.y + dy))

    def set_enabled(self, enabled: bool) -> None:
        """Enable or grey out the control."""
        for e in self.elements:
            e.enable() if enabled else e.disable()

    def kill(self) -> None:
        """Remove the elements."""
        for e in self.elements:
            e.kill()
        self.elements.clear()

    def _button(self, rect: pygame.Rect, text: str, object_id: str = "") -> Any:
        button: Any = ReasonButton(rect, text, self.manager, container=self.container,
                          object_id=ObjectID(class_id=self.class_id,
                                             object_id=object_id or None))
        self.elements.append(button)
        return button


class ReasonButton(UIButton):
    """A control's button that, greyed out with a reason (its tooltip), is still hovered:
    the reason shows as its tooltip and its row says it in the help box (pygame-gui hovers
    only an enabled button).  Greyed, it keeps its greyed look under the pointer."""

    def can_hover(self) -> bool:
        """As a button; greyed, while it has a reason to show."""
        return bool(super().can_hover() or (
            not self.is_enabled and self.tool_tip_text and not self.held))

    def on_hovered(self) -> None:
        """Hovered: as a button, keeping the greyed look while greyed."""
        super().on_hovered()  # type: ignore[no-untyped-call]
        if not self.is_enabled and self.drawable_shape is not None:
            self.drawable_shape.set_active_state("disabled")


def show_on(button: Any, on: bool) -> None:
    """Give a switch button its own "on" look (the theme's ``#toggle_on``), or its "off" one.

    The look is the element's object id, not pygame-gui's *selected* state: hovering or
    pressing a button drops that state's colours, so a lit switch under the mouse (or the
    keyboard's focus, which follows the mouse) would look off.
    """
    _look(button, "#toggle_on" if on else "#toggle_off")


def _look(button: Any, object_id: str) -> None:
    """Give a control button the theme's look ``object_id`` (unless it has it)."""
    if button.object_ids[-1] != object_id:
        button.change_object_id(ObjectID(class_id="@settings_control", object_id=object_id))


class ToggleControl(Control):
    """An on/off switch: one button that shows «вкл.» / «выкл.» and lights up when on."""

    def __init__(self, manager: pygame_gui.UIManager, container: Any, rect: pygame.Rect,
                 value: bool, words: tuple[str, str]) -> None:
        self.words = words
        super().__init__(manager, container, rect, value)

    def build(self) -> None:
        """One button the width of a short word."""
        r = pygame.Rect(self.rect.x, self.rect.y, min(self.rect.w, 140), self.rect.h)
        self.button = self._button(r, "", "#toggle_off")
        self.refresh()

    def refresh(self) -> None:
        """Word and light follow the value."""
        self.button.set_text(self.words[0] if self.value else self.words[1])
        show_on(self.button, bool(self.value))

    def handle(self, event: pygame.event.Event) -> bool:
        """A click flips the switch."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.button:
            self.value = not self.value
            self.refresh()
            return True
        return False


class StepperControl(Control):
    """‹ value ›: arrows step through the choices; a click on the value moves to the next one."""

    def __init__(self, manager: pygame_gui.UIManager, container: Any, rect: pygame.Rect,
                 value: Any, choices: Sequence[Any], label: Labeller,
                 class_id: str = Control.class_id) -> None:
        self.choices = list(choices)
        self.label = label
        self.class_id = class_id
        super().__init__(manager, container, rect, value)

    def build(self) -> None:
        """Left arrow, value button, right arrow."""
        r, a = self.rect, self.rect.h
        self.prev = self._button(pygame.Rect(r.x, r.y, a, r.h), "‹", "#arrow")
        self.middle = self._button(pygame.Rect(r.x + a + 4, r.y, r.w - 2 * a - 8, r.h), "")
        self.next = self._button(pygame.Rect(r.right - a, r.y, a, r.h), "›", "#arrow")
        self.refresh()

    def refresh(self) -> None:
        """Show the chosen value's words."""
        self.middle.set_text(self.label(self.value))

    def focus_items(self, key: str, on_focus: Callable[[], None]) -> list[Item]:
        """One stop: Left/Right press the arrows, Enter the value (the next choice); a click
        on an arrow brings the focus here too."""
        keys = {pygame.K_LEFT: press_gui(self.prev), pygame.K_RIGHT: press_gui(self.next)}
        return [StepperItem(self.middle, key, keys=keys, on_focus=on_focus,
                         arrows=(self.prev, self.next))]

    def step(self, delta: int) -> None:
        """Move ``delta`` places through the choices, wrapping round."""
        try:
            i = self.choices.index(self.value)
        except ValueError:
            i = -1 if delta > 0 else 0
        self.value = self.choices[(i + delta) % len(self.choices)]
        self.refresh()

    def handle(self, event: pygame.event.Event) -> bool:
        """Arrows and the value button step."""
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        delta = {id(self.prev): -1, id(self.middle): 1, id(self.next): 1}.get(id(event.ui_element))
        if delta is None:
            return False
        self.step(delta)
        return True


class StepperItem(GuiButton):
    """A stepper in the focus ring: its value button, and its arrows as its own (one stop;
    Left / Right press the arrows).  ``enter_steps`` False: Enter and Space leave the value
    as it is (a form whose Enter must never change a choice unseen: the score pad's rules)."""

    def __init__(self, element: Any, key: str, *, keys: Mapping[int, Callable[[], None]],
                 on_focus: Callable[[], None] | None = None, arrows: tuple[Any, Any],
                 enter_steps: bool = True) -> None:
        super().__init__(element, key, keys=keys, on_focus=on_focus)
        self.arrows = arrows
        self.enter_steps = enter_steps

    def release(self, now: float, inside: bool) -> None:
        """Enter or Space: the next choice, unless ``enter_steps`` is off."""
        if self.enter_steps:
            super().release(now, inside)

    def owns(self, element: object) -> bool:
        """The value button or an arrow."""
        return element is self.element or element in self.arrows


class NumberControl(Control):
    """[−] number [+]: type a whole number or step by one; optionally empty (None), which
    reads «—» in the box and ``empty``'s words beside it («как обычно»)."""

    def __init__(self, manager: pygame_gui.UIManager, container: Any, rect: pygame.Rect,
                 value: int | None, lo: int, hi: int, optional: bool = False,
                 picks: tuple[int, ...] = (), empty: str = "") -> None:
        self.lo, self.hi, self.optional = lo, hi, optional
        self.empty = empty
        """What the empty value means, said beside the box while it is empty (PT-Y, u06: a
        bare empty box with a greyed «−» read as broken, not as a choice)."""
        self.empty_label: Any = None
        self.picks = picks
        """The usual values of the rule book, one press each (the goat limit: 101, 125, ...)."""
        self.pick_buttons: dict[int, Any] = {}
        self.enabled = True
        """Whether the row applies (a greyed-out row greys all of it, limits or not)."""
        self.repeat = Repeat()
        self.mouse_on: Any = None
        """The − / + the mouse went down on: its click, on letting go, makes no step of its
        own (the step was made as it went down)."""
        self.refused: int | None = None
        """A number typed outside the limits: never the value; the row says so, and the box
        takes the nearest allowed number when the typing ends."""
        super().__init__(manager, container, rect, value)

    def build(self) -> None:
        """Minus, entry, plus, then the usual values, each as wide as a button's words and
        their ``LABEL_PAD`` on either side (a 37 px «101» touched its border)."""
        r, a = self.rect, self.rect.h
        picks_w = 8 + len(self.picks) * (self._pick_width() + 4) - 4 if self.picks else 0
        w = min(self.rect.w - 2 * a - 8 - picks_w, ENTRY_W)
        self.minus = self._button(pygame.Rect(r.x, r.y, a, r.h), "−", "#arrow")
        self.entry = TextEntry(pygame.Rect(r.x + a + 4, r.y, w, r.h), self.manager,
                               container=self.container,
                               object_id=ObjectID(class_id="@settings_entry"),
                               placeholder_text="—" if self.optional else None)
        self.entry.set_allowed_characters("numbers")
        self.entry.set_text_length_limit(4)
        self.entry.passed_keys = frozenset((pygame.K_HOME, pygame.K_END))
        self.elements.append(self.entry)
        self.plus = self._button(pygame.Rect(r.x + a + 8 + w, r.y, a, r.h), "+", "#arrow")
        left = self.plus.relative_rect.right + 8
        if self.optional and self.empty:
            self.empty_label = UILabel(pygame.Rect(left, r.y, r.right - left, r.h), self.empty,
                                       self.manager, container=self.container,
                                       object_id=ObjectID(class_id="@settings_label"))
            self.elements.append(self.empty_label)
        if self.picks:
            pw = (r.right - left - 4 * (len(self.picks) - 1)) // len(self.picks)
            self.pick_buttons = {n: self._button(pygame.Rect(left + i * (pw + 4), r.y, pw, r.h),
                                                 str(n), "#pick")
                                 for i, n in enumerate(self.picks)}
        self.refresh()

    def _pick_width(self) -> int:
        """The narrowest a usual value's button may be: its words and ``LABEL_PAD`` each side."""
        face = self.manager.get_theme().get_font(["#pick", "@settings_control", "button"])
        return max(face.size(str(n))[0] for n in self.picks) + 2 * LABEL_PAD

    def focus_items(self, key: str, on_focus: Callable[[], None]) -> list[Item]:
        """The number field; ``-`` and ``+`` press the buttons beside it, PgUp / PgDn step
        by ``BIG_STEP``, Home / End go to the least and the most allowed."""
        minus, plus = partial(_repeat_press, self.minus), partial(_repeat_press, self.plus)
        page_up, page_down = partial(self.jump, BIG_STEP), partial(self.jump, -BIG_STEP)
        steps: dict[int, tuple[Callable[[], None], Step]] = {
                pygame.K_MINUS: (press_gui(self.minus), minus),
                pygame.K_KP_MINUS: (press_gui(self.minus), minus),
                pygame.K_PLUS: (press_gui(self.plus), plus),
                pygame.K_KP_PLUS: (press_gui(self.plus), plus),
                pygame.K_EQUALS: (press_gui(self.plus), plus),
                pygame.K_PAGEUP: (page_up, lambda _size: page_up()),
                pygame.K_PAGEDOWN: (page_down, lambda _size: page_down())}
        keys: dict[int, Callable[[], None]] = {
                **{code: partial(self._key_down, code, *acts) for code, acts in steps.items()},
                pygame.K_HOME: partial(self.go_to, self.lo),
                pygame.K_END: partial(self.go_to, self.hi)}
        return [_Number(self.entry, key, keys=keys, on_focus=on_focus,
                        steps=(self.minus, self.plus)),
                *(GuiButton(b, f"{key}:pick:{n}", on_focus=on_focus)
                  for n, b in self.pick_buttons.items())]

    def show_picks(self, on: bool) -> None:
        """Show the usual values' buttons, or hide them where they mean nothing (a target
        counted in rounds won)."""
        for b in self.pick_buttons.values():
            b.show() if on else b.hide()

    def _key_down(self, code: int, act: Callable[[], None], again: Step) -> None:
        """A step key went down: one step now (``act``), more while it is held (``again``,
        growing as the mouse's do, until its key up)."""
        self.mouse_on = None  # a key's press is a step, whatever the mouse did before
        act()
        self.repeat.start(code, again)

    def update(self, dt: float) -> None:
        """A − / + held by the mouse or a step key held repeats; the mouse let go (even off
        the button, where no press is reported) or the control gone, it stops."""
        button: Any = self.repeat.source
        entry: Any = self.entry
        gone = not entry.alive()
        if (isinstance(button, UIButton) and not button.held) or gone:
            self.repeat.stop()
        self.repeat.update(dt)
        if self.refused is not None and not gone and not entry.is_focused:
            self.go_to(self.refused)  # the typing ended out of range: the nearest allowed

    def jump(self, delta: int) -> None:
        """``delta`` up or down at once (from the least when empty), within the limits."""
        self.go_to(self.lo if self.value is None else self.value + delta)

    def go_to(self, value: int) -> None:
        """Show ``value`` (kept within the limits) and report it as typing it would."""
        self.entry.set_text(str(max(self.lo, min(self.hi, value))))
        pygame.event.post(pygame.event.Event(pygame_gui.UI_TEXT_ENTRY_CHANGED, {
            "text": self.entry.get_text(), "ui_element": self.entry,
            "ui_object_id": self.entry.most_specific_combined_id}))

    def refresh(self) -> None:
        """Show the number (empty for None), its limits and its usual value."""
        text = "" if self.value is None else str(self.value)
        self.refused = None
        if self.entry.get_text() != text:
            self.entry.set_text(text)
        self._show_state()

    def refusal(self) -> str | None:
        """«Можно от 50 до 1000: 20 не подходит — будет 50.» while such a number is in
        the box."""
        if self.refused is None:
            return None
        nearest = max(self.lo, min(self.hi, self.refused))
        return tr("settings.out_of_range", lo=self.lo, hi=self.hi, typed=self.refused,
                  nearest=nearest)

    def _show_state(self) -> None:
        """Grey out − at the least allowed (empty, if it may be) and + at the most; light
        the usual value that is the value (none lit when it is none of them)."""
        v = self.value
        low = v is None if self.optional else v is not None and v <= self.lo
        high = v is not None and v >= self.hi
        for button, at_limit in ((self.minus, low), (self.plus, high)):
            button.enable() if self.enabled and not at_limit else button.disable()
        for n, b in self.pick_buttons.items():
            _look(b, "#pick_on" if n == v else "#pick")
        if self.empty_label is not None:  # words, not shown/hidden: the row hides it
            said = self.empty if v is None and self.refused is None else ""
            if self.empty_label.text != said:
                self.empty_label.set_text(said)

    def set_enabled(self, enabled: bool) -> None:
        """Enable or grey out the control; enabled, − / + still stop at the limits."""
        self.enabled = enabled
        super().set_enabled(enabled)
        self._show_state()

    def _stepped(self, delta: int) -> bool:
        """Step by ``delta``; True if the value changed (not at a limit)."""
        old = self.value
        self._step(delta)
        return bool(self.value != old)

    def _step(self, delta: int) -> None:
        """One step; a big one (a long hold) lands on the next round ten that way."""
        if self.value is None:
            self.value = self.lo
            self.refresh()
            return
        new = self.value + delta
        if abs(delta) > 1:
            new = (self.value // BIG_STEP + 1) * BIG_STEP if delta > 0 else \
                (self.value - 1) // BIG_STEP * BIG_STEP
        if self.optional and new < self.lo:
            self.value = None
        else:
            self.value = max(self.lo, min(self.hi, new))
        self.refresh()

    def handle(self, event: pygame.event.Event) -> bool:
        """Buttons step; typing changes the value as soon as it reads as a number."""
        if event.type == pygame.KEYUP and event.key == self.repeat.source:
            self.repeat.stop()
            return False
        steps = {self.minus: -1, self.plus: 1}
        if event.type == pygame_gui.UI_BUTTON_START_PRESS and event.ui_element in steps:
            # The mouse goes down: a step at once, more while held; its click (on letting
            # go) adds none.
            self.mouse_on = event.ui_element
            self.repeat.start(event.ui_element, partial(_repeat_press, event.ui_element))
            return self._stepped(steps[event.ui_element])
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in steps:
            size = int(event.dict.get("repeat", 0))
            if self.mouse_on is event.ui_element and not size:
                self.mouse_on = None  # the click that ends a hold: its step was made
                self.repeat.stop()
                return False
            return self._stepped(steps[event.ui_element] * max(1, size))
        picked = next((n for n, b in self.pick_buttons.items()
                       if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is b),
                      None)
        if picked is not None:
            old, self.value = self.value, picked
            self.refresh()
            return bool(self.value != old)
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.entry:
            return self._typed(self.entry.get_text().strip())
        if (event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry
                and self.refused is not None):
            self.go_to(self.refused)  # Enter: the nearest allowed number
        return False

    def _typed(self, text: str) -> bool:
        """The box's text changed: a number within the limits is the value; one outside is
        refused (the value stays, the row says why); True if the value or that changed."""
        new = int(text) if text.isdigit() else None
        if new is None and not (self.optional and text == ""):
            return False
        refused = new if new is not None and not self.lo <= new <= self.hi else None
        changed = refused != self.refused or (refused is None and new != self.value)
        self.refused = refused
        if refused is None:
            self.value = new
        self._show_state()
        return changed


class _Number(GuiEntry):
    """A number's field in the focus ring: its − and + are its own, so the mouse on them
    brings the ring to the number they change (not left on a usual value pressed before)."""

    def __init__(self, element: Any, key: str, *, keys: Mapping[int, Callable[[], None]],
                 on_focus: Callable[[], None], steps: tuple[Any, Any]) -> None:
        super().__init__(element, key, keys=keys, on_focus=on_focus)
        self.steps = steps

    def owns(self, element: object) -> bool:
        """The field, − or +."""
        return element is self.element or element in self.steps


def _repeat_press(button: Any, size: int) -> None:
    """Press ``button`` as a repeat of a held press, a step of ``size`` (told apart from the
    click that ends the hold by its ``repeat``)."""
    if button.alive() and button.is_enabled:
        button.on_self_event(pygame_gui.UI_BUTTON_PRESSED, {"repeat": size})


class PlayersControl(Control):
    """«2 игрока» «3 игрока» «4 игрока» after «Для скольких игроков»: the numbers of players a
    variant allows, any of them lit (each one a switch of its own, with the "on" look)."""

    def build(self) -> None:
        """One switch per number of players."""
        w = (self.rect.w - 8) // 3
        self.buttons = {n: self._button(pygame.Rect(self.rect.x + i * (w + 4), self.rect.y,
                                                    w, self.rect.h), ntr("settings.play_by", n),
                                        "#toggle_off")
                        for i, n in enumerate((2, 3, 4))}
        self.refresh()

    def refresh(self) -> None:
        """Light the allowed numbers."""
        for n, b in self.buttons.items():
            show_on(b, n in self.value)

    def only(self, counts: Sequence[int] | None) -> None:
        """Grey out the numbers other than ``counts`` (None: none greyed out): teams play
        four, so with teams 2 and 3 are out."""
        for n, b in self.buttons.items():
            b.enable() if counts is None or n in counts else b.disable()

    def handle(self, event: pygame.event.Event) -> bool:
        """A click (or Enter, Space) adds or removes that number."""
        if event.type != pygame_gui.UI_BUTTON_PRESSED:
            return False
        for n, b in self.buttons.items():
            if event.ui_element is b:
                self.value = tuple(sorted(set(self.value) ^ {n}))
                self.refresh()
                return True
        return False


class TextControl(Control):
    """A one-line text entry (a player's name); empty text is not a value."""

    def build(self) -> None:
        """The entry."""
        self.entry = TextEntry(self.rect, self.manager, container=self.container,
                               object_id=ObjectID(class_id="@settings_entry"))
        self.entry.set_text_length_limit(MAX_NAME)
        self.elements.append(self.entry)
        self.refresh()

    def focus_items(self, key: str, on_focus: Callable[[], None]) -> list[Item]:
        """The entry."""
        return [GuiEntry(self.entry, key, on_focus=on_focus)]

    def refresh(self) -> None:
        """Show the text."""
        if self.entry.get_text() != self.value:
            self.entry.set_text(self.value)

    def handle(self, event: pygame.event.Event) -> bool:
        """Every edit that leaves some text is a change."""
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.entry:
            text = self.entry.get_text().strip()
            if text and text != self.value:
                self.value = text
                return True
        return False


class PerPlayersControl(Control):
    """A number for each number of players, one line each («Играем до  вдвоём [−][100][+]»:
    the form puts the words in its label column), each a :class:`NumberControl` (its ± buttons,
    keys and held repeat); all equal is one number."""

    lines = 3

    def __init__(self, manager: pygame_gui.UIManager, container: Any, rect: pygame.Rect,
                 value: int | tuple[int, int, int], lo: int, hi: int,
                 picks: tuple[int, ...] = ()) -> None:
        self.lo, self.hi = lo, hi
        self.picks = picks
        """The usual values, one press each on every line."""
        super().__init__(manager, container, rect, value)

    def build(self) -> None:
        """A number control per number of players, one under another."""
        r = self.rect
        self.numbers = [NumberControl(self.manager, self.container,
                                      pygame.Rect(r.x, r.y + i * LINE_H, r.w, r.h), v,
                                      self.lo, self.hi, picks=self.picks)
                        for i, v in enumerate(self.values())]
        self.entries = [n.entry for n in self.numbers]
        self.elements = [e for n in self.numbers for e in n.elements]

    def values(self) -> tuple[int, int, int]:
        """The number for 2, 3 and 4 players."""
        v = self.value
        return v if isinstance(v, tuple) else (v, v, v)

    def focus_items(self, key: str, on_focus: Callable[[], None]) -> list[Item]:
        """The three numbers' entries (each with its keys)."""
        return [item for n, number in enumerate(self.numbers)
                for item in number.focus_items(f"{key}:{n}", on_focus)]

    def refresh(self) -> None:
        """Show the three numbers."""
        for number, v in zip(self.numbers, self.values(), strict=True):
            if number.value != v:
                number.show(v)

    def move_to(self, y: int) -> None:
        """Move the three numbers."""
        dy = y - self.rect.y
        super().move_to(y)
        for number in self.numbers:
            number.rect.y += dy

    def show_picks(self, on: bool) -> None:
        """Show or hide every line's usual values."""
        for number in self.numbers:
            number.show_picks(on)

    def set_enabled(self, enabled: bool) -> None:
        """Enable or grey out every number (each keeps its own limits)."""
        for number in self.numbers:
            number.set_enabled(enabled)

    def update(self, dt: float) -> None:
        """A held − / + of any of the numbers repeats."""
        for number in self.numbers:
            number.update(dt)

    def handle(self, event: pygame.event.Event) -> bool:
        """A change of any number (typed or stepped) changes that player count's value; a
        number refused or taken again is a change too (the row's words change)."""
        changed = next((n for n in self.numbers if n.handle(event)), None)
        if changed is None or changed.value is None:
            return False
        values = [n.value if n.value is not None else self.lo for n in self.numbers]
        new: int | tuple[int, int, int] = (
            values[0] if len(set(values)) == 1 else (values[0], values[1], values[2]))
        self.value = new
        return True

    def refusal(self) -> str | None:
        """The first of the numbers' refusals."""
        return next((r for n in self.numbers if (r := n.refusal()) is not None), None)
