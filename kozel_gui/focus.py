"""The one focus system of every screen: the focus ring that Tab, the arrows and the mouse move.

A screen declares what can take the focus by returning it from
``Scene.focusables()``, in Tab order (pygame-gui elements through the adapters in
``kozel_gui.controls``, drawn controls as ``controls.Button``).  Each scene owns a
:class:`FocusRing` (``scene.focus``); the app gives it every event before the scene,
ticks it every frame and draws it over the pygame-gui elements.  The ring:

* Tab / Shift+Tab: the next / previous item, wrapping round;
* arrows (``Scene.focus_arrows``): the nearest item that way on the screen, wrapping
  to the far side of the same row or column (unless the screen names the item itself,
  ``Scene.arrow_target``: a grid of cards moves card to card); with nothing focused, the first item in Tab
  order, or on a screen whose ``arrows_face`` is set (a kids' row of choices) the first
  Right lights the row's rightmost item and the first Left its leftmost (issue 19: the
  first Right lit the left tile, and Enter played it);
* Enter / Space (and the keypad's Enter): activate the focused item (a hold item
  fills while the key stays down); a text entry keeps these keys for typing;
* the mouse: hovering an item moves the focus there, a click on a drawn item presses it
  (pygame-gui elements take their own clicks); a draggable item (a kids' tile) follows
  the held mouse and is dropped where it is let go;
* only the keyboard (Tab, the arrows) or the screen scrolls the item it lands on into
  view (``Item.reveal``): the mouse never moves a page under the pointer, so a second click
  lands where the first did;
* Esc is the scene's (``Scene.back``).

The focused item is remembered by its key, so a screen rebuilt for a new size or
language keeps its focus, and coming back from a sub-screen finds it where it was.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping, Sequence
from types import ModuleType
from typing import Literal, Protocol

import pygame

from kozel_gui.ring import GOLD, KIDS, RingStyle, draw_ring, shown_rects

__all__ = ["GOLD", "KIDS", "Arrows", "FocusOwner", "FocusRing", "Item", "RingStyle", "draw_ring",
           "gui_events"]

Arrows = Literal["all", "vertical", "none"]
"""Which arrow keys move the focus: all four, Up/Down only (Left/Right are the screen's), none."""

ACTIVATE = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
_ARROWS = {pygame.K_UP: (0, -1), pygame.K_DOWN: (0, 1), pygame.K_LEFT: (-1, 0),
           pygame.K_RIGHT: (1, 0)}
DOUBLE_CLICK_S = 0.45


def gui_events() -> ModuleType:
    """pygame-gui, for its event types (imported only by the screens that use its elements,
    so the first frame of a table never waits for it)."""
    import pygame_gui

    return pygame_gui


def _is_gui_press(kind: int) -> bool:
    """Whether ``kind`` is pygame-gui's button going down or its press (never, before
    pygame-gui is loaded)."""
    gui = sys.modules.get("pygame_gui")
    return gui is not None and kind in (gui.UI_BUTTON_START_PRESS, gui.UI_BUTTON_PRESSED)


class Item:
    """Something the focus can land on; subclasses say where it is and what it does."""

    takes_text = False
    """A text entry: it keeps Enter, Space and the letters; only Tab and Up/Down move off it."""
    own_mouse = False
    """Whether the ring turns mouse presses on it into presses (drawn items) or leaves them
    to pygame-gui (its own elements)."""
    select_on_click = False
    """A list row: a click only focuses it, a double click (or Enter) activates it."""
    round = False
    """Draw the ring as a circle (a round button)."""
    draggable = False
    """A piece the pointer carries (a kids' tile): moving off it while the mouse holds it
    drags it along (``drag``) instead of letting go, and the release drops it (``drop``)."""

    def __init__(self, key: str, keys: Mapping[int, Callable[[], None]] | None = None) -> None:
        self.key = key
        self.keys = dict(keys or {})
        """Keys of its own while focused (a stepper's Left/Right, a page's Page Down)."""
        self.on_reveal: Callable[[], None] | None = None
        """How to bring it into view (a form scrolls its row there); see ``reveal``."""

    @property
    def identity(self) -> object:
        """What tells the ring the focus landed on something new: the key (an item of a
        pygame-gui element adds the element, so a rebuilt screen's new box gets the typing)."""
        return self.key

    @property
    def rect(self) -> pygame.Rect:
        """Where the item is on the screen."""
        raise NotImplementedError

    @property
    def enabled(self) -> bool:
        """Whether it can take the focus now."""
        return True

    @property
    def radius(self) -> int:
        """The corner radius of its outline (the ring follows it)."""
        return max(6, self.rect.h // 4)

    @property
    def clip(self) -> pygame.Rect | None:
        """The part of the screen it shows through (a scrolled page's view); None: all."""
        return None

    def hit(self, pos: tuple[int, int]) -> bool:
        """Whether ``pos`` is on the item."""
        return self.rect.collidepoint(pos)

    def activate(self) -> None:
        """Do what the item is for (Enter, Space, a click)."""

    def press(self, now: float) -> None:
        """A key or the mouse went down on it (default: activate at once)."""
        self.activate()

    def release(self, now: float, inside: bool) -> None:
        """The key or the mouse button came up (``inside``: still on the item)."""

    def drag(self, start: tuple[int, int], pos: tuple[int, int], now: float) -> None:
        """The mouse that went down on a draggable item at ``start`` moved to ``pos``."""

    def drop(self, pos: tuple[int, int], now: float) -> None:
        """The mouse let a draggable item go at ``pos`` (default: as a release)."""
        self.release(now, inside=self.hit(pos))

    def tick(self, now: float) -> None:
        """Per frame (a hold fills here)."""

    def on_key(self, event: pygame.event.Event) -> bool:
        """First look at a key while focused (default: its ``keys``); True if used."""
        run = self.keys.get(event.key)
        if run is None:
            return False
        run()
        return True

    def focused(self, on: bool) -> None:
        """The focus arrived (``on``) or left: tell the element behind it."""

    def reveal(self) -> None:
        """The keyboard (or the screen) brought the focus here: show the item whole
        (``on_reveal``). Never for the mouse: what it points at stays where it is."""
        if self.on_reveal is not None:
            self.on_reveal()

    def owns(self, element: object) -> bool:
        """Whether ``element`` (a pygame-gui element) is this item."""
        return False

    def has_gui_focus(self) -> bool:
        """Whether pygame-gui focused the element behind it (a click in a text entry)."""
        return False


class FocusOwner(Protocol):
    """What the ring needs from its screen (every ``Scene`` has it)."""

    focus_arrows: Arrows
    arrows_face: bool

    def focusables(self) -> Sequence[Item]: ...
    def default_focus(self, items: Sequence[Item]) -> Item | None: ...
    def arrow_target(self, item: Item, dx: int, dy: int) -> str | None: ...


class FocusRing:
    """The focus of one screen over the items its owner declares (see the module's notes)."""

    def __init__(self, owner: FocusOwner, style: RingStyle = GOLD) -> None:
        self.owner = owner
        self.style = style
        self.key: str | None = None
        """The key of the item the player (or the screen) put the focus on; while that item
        is away (disabled for a moment, or gone) the owner's default shows instead."""
        self._shown: object = None
        """The ``identity`` of the item last given the focus."""
        self._pressed: Item | None = None
        self._by_mouse = False  # whether the mouse (not a key) holds ``_pressed`` down
        self._pressed_at = (0, 0)  # where that mouse went down (a drag's start)
        self._last_click: tuple[str, float] | None = None
        self._reveal = True
        """Whether the keyboard or the screen (not the mouse) moved the focus last: only then
        does the item it lands on scroll into view."""
        self.keep_clear: list[pygame.Rect] = []
        """Words the screen draws itself (not pygame-gui labels) that the ring must not
        cover; the screen sets them as it draws them."""
        self.drawn: pygame.Rect | None = None
        """Where the ring was painted last frame (None: nowhere): a screen that repaints only
        what changed since then restores it (issue 14: the table left pieces of the bazaar's
        ring on the cloth once the focus had moved on)."""

    # -- which item --------------------------------------------------------------

    def items(self) -> list[Item]:
        """The items that can take the focus now, in Tab order."""
        return [i for i in self.owner.focusables() if i.enabled]

    def current(self) -> Item | None:
        """The focused item (the owner's default until the player moves the focus)."""
        items = self.items()
        found = next((i for i in items if i.key == self.key), None)
        if found is None:
            found = self.owner.default_focus(items)
        shown = found.identity if found is not None else None
        if shown != self._shown:
            self._shown = shown
            if found is not None:
                found.focused(True)
                if self._reveal:  # the keyboard's item made anew (a rebuilt page)
                    found.reveal()
        return found

    def focus(self, item: Item | str | None, *, reveal: bool = True) -> None:
        """Move the focus to ``item`` (or the item with that key; None: nothing focused) and
        scroll it into view (``reveal``; the mouse's moves do not: see ``Item.reveal``)."""
        if isinstance(item, str):
            item = next((i for i in self.items() if i.key == item), None)
        old = self.current()
        self._reveal = reveal
        self.key = item.key if item is not None else None
        self._shown = item.identity if item is not None else None
        if old is not None and (item is None or old.key != item.key):
            old.focused(False)
        if item is not None:
            item.focused(True)
            if reveal:
                item.reveal()

    def reset(self) -> None:
        """Forget the focus: the owner's default takes it again."""
        self.key = None

    def let_go(self) -> None:
        """Forget a key or button held down: its screen is going (it must not act later)."""
        if self._pressed is not None:
            self._pressed.release(0.0, inside=False)
        self._pressed = None

    def step(self, delta: int) -> None:
        """The ``delta``-th next item in Tab order, wrapping round (Tab: 1, Shift+Tab: -1)."""
        items = self.items()
        if not items:
            return
        now = self.current()
        keys = [i.key for i in items]
        i = keys.index(now.key) if now is not None else (-1 if delta > 0 else 0)
        self.focus(items[(i + delta) % len(items)])

    def towards(self, dx: int, dy: int) -> None:
        """The nearest item in a direction on the screen (the far side of the row if none)."""
        now = self.current()
        if now is None and dx and self.owner.arrows_face:
            self.focus(_row_end(self.items(), dx))
            return
        if now is None:
            self.step(1)
            return
        chosen = self.owner.arrow_target(now, dx, dy)
        if chosen is not None:
            self.focus(chosen)
            return
        others = [i for i in self.items() if i.key != now.key]
        target = _nearest(now.rect, others, dx, dy)
        if target is not None:
            self.focus(target)

    # -- events --------------------------------------------------------------------

    def handle(self, event: pygame.event.Event, now: float) -> bool:
        """Focus keys and the mouse on drawn items; True if the event was used."""
        kind = event.type
        if kind == pygame.KEYDOWN:
            return self._key_down(event, now)
        if kind == pygame.KEYUP:
            return self._key_up(event, now)
        if kind == pygame.MOUSEMOTION:
            self._drag(event.pos, now)
            self._hover(event.pos)
        elif kind == pygame.MOUSEBUTTONDOWN and event.button == 1:
            return self._mouse_down(event.pos, now)
        elif kind == pygame.MOUSEBUTTONUP and event.button == 1:
            return self._mouse_up(event.pos, now)
        elif _is_gui_press(kind):
            self._follow_pressed(event.ui_element)
        return False

    def _key_down(self, event: pygame.event.Event, now: float) -> bool:
        items = self.items()
        if not items:
            return False
        current = self.current()
        if current is not None and current.on_key(event):
            return True
        if event.key == pygame.K_TAB:
            self.step(-1 if event.mod & pygame.KMOD_SHIFT else 1)
            return True
        arrows = self.owner.focus_arrows
        if event.key in _ARROWS and (arrows == "all" or (
                arrows == "vertical" and event.key in (pygame.K_UP, pygame.K_DOWN))):
            if current is not None and current.takes_text and event.key in (
                    pygame.K_LEFT, pygame.K_RIGHT):
                return False
            self.towards(*_ARROWS[event.key])
            return True
        if event.key in ACTIVATE and current is not None and not current.takes_text:
            self._pressed, self._by_mouse = current, False
            current.press(now)
            return True
        return False

    def _key_up(self, event: pygame.event.Event, now: float) -> bool:
        pressed = self._pressed
        if event.key not in ACTIVATE or pressed is None or self._by_mouse:
            return False
        self._pressed = None
        # The item as the screen declares it now (a list's rows are made afresh each time).
        same = next((i for i in self.items() if i.key == pressed.key), None)
        if same is not None:
            same.release(now, inside=True)
        return True

    def _hover(self, pos: tuple[int, int]) -> None:
        current = self.current()
        if self._by_mouse and self._pressed is not None and self._pressed.draggable:
            return  # a piece carried over another item: the ring stays where it was
        if current is None or current.takes_text:
            # Nothing focused (the table before Tab) stays so; typing goes on where it was.
            return
        for item in self.items():
            if not item.takes_text and item.hit(pos):
                if item.key != current.key:
                    self.focus(item, reveal=False)
                return

    def _mouse_down(self, pos: tuple[int, int], now: float) -> bool:
        self._reveal = False
        for item in self.items():
            if item.own_mouse and item.hit(pos):
                self.focus(item, reveal=False)
                if item.select_on_click:
                    last, self._last_click = self._last_click, (item.key, now)
                    if last is not None and last[0] == item.key and now - last[1] <= DOUBLE_CLICK_S:
                        self._last_click = None
                        item.activate()
                    return True
                self._pressed, self._by_mouse, self._pressed_at = item, True, pos
                item.press(now)
                return True
        return False

    def _mouse_up(self, pos: tuple[int, int], now: float) -> bool:
        pressed = self._pressed
        if pressed is None or not self._by_mouse:
            return False
        self._pressed = None
        if pressed.draggable:
            pressed.drop(pos, now)
        else:
            pressed.release(now, inside=pressed.hit(pos))
        return True

    def _drag(self, pos: tuple[int, int], now: float) -> None:
        """The mouse moved while it holds an item down: a draggable one goes along; off any
        other, that press is off (a hold stops filling)."""
        pressed = self._pressed
        if pressed is None or not self._by_mouse:
            return
        if pressed.draggable:
            pressed.drag(self._pressed_at, pos, now)
        elif not pressed.hit(pos):
            self._pressed = None
            pressed.release(now, inside=False)

    def _follow_pressed(self, element: object) -> None:
        """A pygame-gui button went down or was pressed: the ring goes to its item too (a
        number's − / + to that number)."""
        if element is None:
            return
        found = next((i for i in self.items() if i.owns(element)), None)
        if found is not None and found.key != self.key:
            self.key, self._reveal = found.key, False  # the mouse's: nothing scrolls

    # -- time and drawing ----------------------------------------------------------

    def update(self, now: float) -> None:
        """Let held items fill (and fire); follow a text entry pygame-gui focused on a click."""
        for item in self.items():
            if item.key != self.key and item.has_gui_focus():
                # pygame-gui focuses an element itself only for a click (which it keeps from
                # the ring): the mouse's move, nothing scrolls.
                self.key, self._reveal = item.key, False
            item.tick(now)

    def draw(self, surface: pygame.Surface) -> None:
        """The ring around the focused item, in the free room its neighbours leave: the
        screen's other items and every pygame-gui element shown (a label's words too)."""
        current = self.current()
        self.drawn = None
        if current is None:
            return
        around = [i.rect for i in self.items() if i.key != current.key] + self.keep_clear
        element = getattr(current, "element", None)
        manager = getattr(element, "ui_manager", None)
        if manager is not None:
            around += shown_rects(manager.get_sprite_group().sprites(), element)
        self.drawn = draw_ring(surface, current, self.style, around)


def _row_end(items: Sequence[Item], dx: int) -> Item | None:
    """The item at the end of the first item's row that way (its row: the items level with
    it), the first of two level with each other; never a button held to act (the door, the
    «+» of a new child: a grown-up's, not a choice)."""
    if not items:
        return None
    first = items[0].rect
    row = [i for i in items if i.rect.top < first.bottom and first.top < i.rect.bottom
           and getattr(i, "hold", None) is None]
    return max(row, key=lambda i: i.rect.centerx * dx) if row else items[0]


def _nearest(origin: pygame.Rect, items: Sequence[Item], dx: int, dy: int) -> Item | None:
    """The item nearest ``origin`` towards (dx, dy); else the farthest back in its row/column."""
    def along(r: pygame.Rect) -> tuple[int, int, int]:
        """Distance ahead, gap to the side and offset of the centres, of ``r`` from ``origin``."""
        if dx:
            ahead = (r.left - origin.right) if dx > 0 else (origin.left - r.right)
            side = max(0, r.top - origin.bottom, origin.top - r.bottom)
            return ahead, side, abs(r.centery - origin.centery)
        ahead = (r.top - origin.bottom) if dy > 0 else (origin.top - r.bottom)
        side = max(0, r.left - origin.right, origin.left - r.right)
        return ahead, side, abs(r.centerx - origin.centerx)

    # Offsets of the centres within a few pixels count as a tie: then the Tab order decides.
    scored = [((a, s, c // 8), n, i) for (a, s, c), n, i in
              ((along(i.rect), n, i) for n, i in enumerate(items))]
    # Ahead: in line first (overlapping across the way), else the nearest within 45 degrees,
    # a step to the side counting three times a step forward.
    ahead = [(max(a, 0) + 3 * s, c, n, i, s == 0) for (a, s, c), n, i in scored
             if _beyond(origin, i.rect, dx, dy) and s <= max(a, 0)]
    in_line = [t for t in ahead if t[4]]
    if ahead:
        return min(in_line or ahead, key=lambda t: t[:3])[3]
    # Nothing that way: wrap to the far end of the same row or column.
    line = [(a, c, n, i) for (a, s, c), n, i in scored if s == 0]
    return min(line, key=lambda t: t[:3])[3] if line else None


def _beyond(origin: pygame.Rect, r: pygame.Rect, dx: int, dy: int) -> bool:
    """Whether ``r``'s centre lies past ``origin``'s centre in the direction (dx, dy)."""
    if dx:
        return (r.centerx - origin.centerx) * dx > 0
    return (r.centery - origin.centery) * dy > 0
