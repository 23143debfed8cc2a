"""The items of the focus ring (``kozel_gui.focus``): pygame-gui elements and drawn buttons.

* :class:`GuiButton` / :class:`GuiEntry` put a pygame-gui ``UIButton`` / text entry in
  the ring.  Enter or Space on a button makes the button itself report
  ``UI_BUTTON_PRESSED``, exactly as a click does, so a screen handles the key and the
  mouse in one place; a text entry gets pygame-gui's focus (its typing) with the ring.
* :class:`Button` is a button the screen draws itself (the table's wooden buttons, the
  kids' cards): a rect, an action, a *style* (how it is painted: :func:`wood` is the
  table's look) and a *behaviour*: pressed (acts on release, over the button) or held
  (``hold=seconds``: acts once held that long, by the mouse or Enter/Space; letting go
  earlier cancels; the kids' exit).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Protocol

import pygame

from kozel_gui.focus import Item, gui_events

__all__ = ["Area", "Button", "GuiButton", "GuiDropDown", "GuiEntry", "GuiItem", "Painter",
           "press_gui", "wood"]


class GuiItem(Item):
    """A pygame-gui element in the ring: it takes pygame-gui's focus when the ring lands on it.

    ``keys`` are keys of its own while focused (a stepper's Left/Right); ``on_focus`` runs
    when the focus arrives (a form scrolls the row into view and shows its help).
    """

    def __init__(self, element: Any, key: str | None = None, *,
                 keys: Mapping[int, Callable[[], None]] | None = None,
                 on_focus: Callable[[], None] | None = None) -> None:
        super().__init__(key if key is not None else _element_key(element), keys)
        self.element = element
        self._on_focus = on_focus
        self.explains = False
        """Greyed out, it still takes the focus to say why (a settings row's reason); it is
        never pressed while greyed."""

    @property
    def rect(self) -> pygame.Rect:
        """The element's place on the screen."""
        return pygame.Rect(self.element.rect)

    @property
    def identity(self) -> object:
        """The key and the element: one made anew takes pygame-gui's focus anew."""
        return (self.key, id(self.element))

    @property
    def enabled(self) -> bool:
        """Alive, shown and not greyed out (or greyed with a reason it ``explains``)."""
        e = self.element
        return bool(e.alive() and e.visible and (e.is_enabled or self.explains))

    @property
    def radius(self) -> int:
        """The themed rounded corners (about 10 px)."""
        return min(14, max(4, self.rect.h // 4))

    @property
    def clip(self) -> pygame.Rect | None:
        """Where the element can show: its containers' rects, one inside the other (a
        scrolling page's view among them); None at the top level."""
        view: pygame.Rect | None = None
        container = getattr(self.element, "ui_container", None)
        while container is not None:
            rect = pygame.Rect(container.get_rect())
            view = rect if view is None else view.clip(rect)
            parent = getattr(container, "ui_container", None)
            container = parent if parent is not container else None
        return view

    def hit(self, pos: tuple[int, int]) -> bool:
        """Whether ``pos`` is on the element where it shows (a scrolled page clips it)."""
        return bool(self.element.hover_point(*pos))

    def owns(self, element: object) -> bool:
        """Whether ``element`` is this item's element."""
        return element is self.element

    def focused(self, on: bool) -> None:
        """Give pygame-gui's focus to the element (or take it back)."""
        manager = self.element.ui_manager
        if on:
            manager.set_focus_set(self.element.get_focus_set())
            if self._on_focus is not None:
                self._on_focus()
        elif self.element in (manager.get_focus_set() or ()):
            manager.set_focus_set(None)

    def has_gui_focus(self) -> bool:
        """Whether pygame-gui focused the element (a click on it)."""
        return bool(self.element.is_focused)


class GuiButton(GuiItem):
    """A ``UIButton``: Enter or Space presses it as a click would."""

    def release(self, now: float, inside: bool) -> None:
        """Report the press the way pygame-gui reports a click (``UI_BUTTON_PRESSED``)."""
        if inside and self.enabled and self.element.is_enabled:
            self.element.on_self_event(gui_events().UI_BUTTON_PRESSED, {"mouse_button": 1})

    def press(self, now: float) -> None:
        """Nothing yet: the button acts when the key comes up, as it does for the mouse."""

    def activate(self) -> None:
        """Press it now."""
        self.release(0.0, inside=True)


def press_gui(button: Any) -> Callable[[], None]:
    """A function that presses the pygame-gui ``button`` as a click does."""
    def press() -> None:
        if button.alive() and button.is_enabled:
            button.on_self_event(gui_events().UI_BUTTON_PRESSED, {"mouse_button": 1})
    return press


_LIST_MOVES = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_HOME: -(1 << 20), pygame.K_END: 1 << 20}
"""How far a key moves the mark in an open drop-down list (Home/End: to its ends)."""


class GuiDropDown(GuiItem):
    """A ``UIDropDownMenu`` by keys as a drop-down is used: Enter or Space opens its list,
    Up/Down (Home/End) move the mark in the open list, Enter or Space picks the marked
    option, Esc or Tab closes the list and changes nothing.

    Closed, the arrows move the focus as on any item (PT-Y, k15: Enter stepped one set on
    and applied it, and nothing opened the list or went back).  A pick is reported as
    pygame-gui reports a click in the list (``UI_DROP_DOWN_MENU_CHANGED``), so the screen
    has one handler for both.
    """

    def is_open(self) -> bool:
        """Whether its list is open (or opening on the next frame)."""
        menu = self.element
        state = menu.current_state
        expanded = state is menu.menu_states["expanded"]
        return bool(expanded != state.should_transition)

    def open(self) -> None:
        """Open the list (pygame-gui shows it on its next update), the option in use marked."""
        menu = self.element
        if menu.is_enabled and not self.is_open():
            menu.current_state.should_transition = True

    def close(self) -> None:
        """Close the list; the option in use stays."""
        if self.is_open():
            self.element.current_state.should_transition = True

    def on_key(self, event: pygame.event.Event) -> bool:
        """While the list is open: the arrows move its mark, Esc closes it, Tab closes it and
        moves on; closed, the keys are the ring's."""
        if not self.is_open():
            return super().on_key(event)
        if event.key in _LIST_MOVES:
            self.move(_LIST_MOVES[event.key])
        elif event.key == pygame.K_ESCAPE:
            self.close()
        elif event.key == pygame.K_TAB:
            self.close()
            return False  # the ring moves on
        return event.key not in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)

    def press(self, now: float) -> None:
        """Nothing until the key comes up."""

    def release(self, now: float, inside: bool) -> None:
        """Enter or Space: open the list, or pick the marked option in the open list."""
        if not inside:
            return
        if self.is_open():
            self.pick()
        else:
            self.open()

    def _shown_list(self) -> Any:
        """The open list (None while it is still opening)."""
        return getattr(self.element.current_state, "options_selection_list", None)

    def move(self, delta: int) -> None:
        """Move the mark ``delta`` options on (held at the ends) and keep it in sight."""
        items = getattr(self._shown_list(), "item_list", None)
        if not items:
            return
        at = next((i for i, item in enumerate(items) if item["selected"]), 0)
        to = max(0, min(len(items) - 1, at + delta))
        for i, item in enumerate(items):
            item["selected"] = i == to
            button = item["button_element"]
            if button is not None:
                button.select() if i == to else button.unselect()
        _reveal(self._shown_list(), to)

    def pick(self) -> None:
        """Choose the marked option (reported only if it is another one) and close."""
        menu, shown = self.element, self._shown_list()
        marked = shown.get_single_selection(include_object_id=True) if shown else None
        self.close()
        if not isinstance(marked, tuple) or tuple(marked) == tuple(menu.selected_option):
            return
        menu.selected_option = tuple(marked)
        text, option_id = marked
        pygame.event.post(pygame.event.Event(gui_events().UI_DROP_DOWN_MENU_CHANGED, {
            "text": text, "selected_option_id": option_id, "ui_element": menu,
            "ui_object_id": menu.most_specific_combined_id}))


def _reveal(shown: Any, index: int) -> None:
    """Scroll the open list ``shown`` just enough that its option ``index`` is in sight."""
    bar = shown.scroll_bar
    total = shown.total_height_of_list
    if bar is None or total <= 0:
        return
    height, view = shown.list_item_height, shown.item_list_container.relative_rect.height
    top = bar.start_percentage * total
    top = min(top, index * height)
    top = max(top, (index + 1) * height - view)
    bar.set_scroll_from_start_percentage(top / total)


class GuiEntry(GuiItem):
    """A one-line text entry: typing goes to it while it has the focus; Tab moves on.

    The element must be a :class:`kozel_gui.text_entry.TextEntry`: a bare pygame-gui
    entry can draw other words than it holds (see that module).
    """

    takes_text = True

    def __init__(self, element: Any, key: str | None = None, *,
                 keys: Mapping[int, Callable[[], None]] | None = None,
                 on_focus: Callable[[], None] | None = None) -> None:
        from kozel_gui.text_entry import TextEntry

        if not isinstance(element, TextEntry):
            raise TypeError(f"a text box in the focus ring must be a TextEntry, not {element!r}")
        super().__init__(element, key, keys=keys, on_focus=on_focus)

    def press(self, now: float) -> None:
        """Keys are for typing."""


class Area(Item):
    """A region in the ring: a page that scrolls with keys of its own, or a row of a list.

    A list row (``row=True``) is chosen by a click and opened (``action``) by a double
    click or Enter; ``on_focus`` hears when the focus arrives (the list marks its choice).
    """

    def __init__(self, key: str, rect: pygame.Rect,
                 keys: Mapping[int, Callable[[], None]] | None = None,
                 action: Callable[[], None] | None = None, *, row: bool = False,
                 on_focus: Callable[[], None] | None = None) -> None:
        super().__init__(key, keys)
        self._rect = pygame.Rect(rect)
        self.action = action
        self.own_mouse = self.select_on_click = row
        self.on_focus = on_focus

    @property
    def rect(self) -> pygame.Rect:
        """The region."""
        return self._rect

    @property
    def radius(self) -> int:
        """A page's rounded corners, a row's smaller ones."""
        return 6 if self.select_on_click else 14

    def focused(self, on: bool) -> None:
        """Tell the owner the focus arrived."""
        if on and self.on_focus is not None:
            self.on_focus()

    def activate(self) -> None:
        """Run the action, if it has one."""
        if self.action is not None:
            self.action()

    def press(self, now: float) -> None:
        """Enter acts on key up (as buttons do)."""

    def release(self, now: float, inside: bool) -> None:
        """Key up (or the mouse button, over it): act."""
        if inside:
            self.activate()


class Painter(Protocol):
    """How a drawn button looks: paints ``button`` (``hot``: under the mouse or held down)."""

    def __call__(self, surface: pygame.Surface, button: Button, scale: float, hot: bool,
                 now: float) -> None: ...


def _element_key(element: Any) -> str:
    ids = getattr(element, "object_ids", None) or []
    object_id = next((i for i in reversed(ids) if i and i.startswith("#")), "")
    return f"{object_id}|{getattr(element, 'text', '')}"


class Button(Item):
    """A drawn button in the ring: clicked, or Enter/Space while focused, runs ``action``."""

    own_mouse = True

    def __init__(self, key: str, label: str, rect: pygame.Rect,
                 action: Callable[[], None] | None = None, *, style: Painter | None = None,
                 glow: bool = False, hold: float | None = None, round: bool = False,
                 enabled: bool = True) -> None:
        super().__init__(key)
        self.label = label
        self._rect = pygame.Rect(rect)
        self.action = action
        self.style: Painter = style if style is not None else wood
        self.glow = glow
        self.hold = hold
        self.round = round
        self.is_enabled = enabled
        self.down = False
        self.since: float | None = None

    @property
    def rect(self) -> pygame.Rect:
        """Where it is drawn."""
        return self._rect

    @rect.setter
    def rect(self, value: pygame.Rect) -> None:
        self._rect = pygame.Rect(value)

    @property
    def enabled(self) -> bool:
        """Whether it can be pressed (and focused) now."""
        return self.is_enabled

    def hit(self, pos: tuple[int, int]) -> bool:
        """Whether ``pos`` is on the button (a round one: within its circle, a little more)."""
        if self.round:
            c = self.rect.center
            return (pos[0] - c[0]) ** 2 + (pos[1] - c[1]) ** 2 <= (self.rect.w / 2 + 6) ** 2
        return self.rect.collidepoint(pos)

    def activate(self) -> None:
        """Run the action."""
        if self.action is not None and self.is_enabled:
            self.action()

    def press(self, now: float) -> None:
        """Down: held from now (a hold button starts filling)."""
        self.down = True
        if self.hold is not None:
            self.since = now

    def release(self, now: float, inside: bool) -> None:
        """Up: a pressed button acts if still over it; a hold let go early is cancelled."""
        was_down, self.down = self.down, False
        if self.hold is not None:
            self.since = None
        elif was_down and inside:
            self.activate()

    def tick(self, now: float) -> None:
        """A hold held long enough acts (once)."""
        if self.hold is not None and self.since is not None and now - self.since >= self.hold:
            self.since = None
            self.activate()

    def progress(self, now: float) -> float:
        """How far a hold has filled, 0..1 (0 for a pressed button)."""
        if self.hold is None or self.since is None:
            return 0.0
        return min(1.0, (now - self.since) / self.hold)

    def draw(self, surface: pygame.Surface, scale: float = 1.0, now: float = 0.0,
             hot: bool | None = None) -> None:
        """Paint the button in its style (``hot`` defaults to: the mouse is over it)."""
        if hot is None:
            hot = self.down or (pygame.mouse.get_focused() and self.hit(pygame.mouse.get_pos()))
        self.style(surface, self, scale, bool(hot), now)


def wood(surface: pygame.Surface, button: Button, scale: float, hot: bool, now: float) -> None:
    """The table's wooden button: a shadow, warm wood, a dark edge, bold ivory words."""
    from kozel_gui.table.theme import (
        BUTTON,
        BUTTON_HOT,
        GLOW,
        TEXT,
        button_label_px,
        put_text,
        rounded,
    )

    r = button.rect
    radius = button.radius
    if button.glow:
        rounded(surface, r.inflate(14, 14), (*GLOW, 90), radius + 7)
    rounded(surface, r.move(3, 4), (0, 0, 0, 110), radius)
    rounded(surface, r, BUTTON_HOT if hot else BUTTON, radius)
    rounded(surface, r, (70, 40, 16), radius, 2)
    if not button.label:
        return
    # one rule for every drawn button's words (``theme.button_text_size``)
    put_text(surface, button.label, button_label_px(button.label, r.w, r.h, scale), TEXT,
             centre=r.center, bold=True, shadow=True, within=r, role=f"button.{button.key}")
