"""The game's ``UIManager``: pygame-gui's, except that a tooltip never takes a click.

A tooltip is drawn over whatever lies under it (in the replay, «Кон »»'s covers «Назад» at
1024×600), and pygame-gui's tooltip text box takes a press that lands on it: a quick move
from the hovered button to the one under its tooltip and a click did nothing.  A hint is
never a target, so a press first puts every tooltip away and goes to the control under it.

A press on a greyed-out control that has a tooltip (its reason for being greyed) is told
to the screen as ``GREYED_PRESS``: pygame-gui keeps such a press to itself, and the
screen's help box kept the previous control's words (issue 19).

A tooltip is drawn above everything, a screen's ``draw_over`` (a scrolled page's faded
edges) included: ``draw_ui`` leaves tooltips out and ``draw_tooltips`` draws them last.  It
goes below its control, or above when below would cover another control and above does not
(issues 18/19: the settings' fade cut a tooltip, and one covered the next row's name box).

Its type follows the window's size (``fit_type``): the screens scale their boxes with
``scale_of``, and words of a fixed size sat small in the middle of a 1920×1080 window's big
buttons.  A new window size loads the theme's faces at the new scale before the screens are
rebuilt at it (``App._sync_size`` sets the resolution first).
"""

from __future__ import annotations

from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import UIElement
from pygame_gui.core.interfaces import IUIElementInterface
from pygame_gui.elements import (
    UIButton,
    UIDropDownMenu,
    UIHorizontalSlider,
    UISelectionList,
    UITextEntryLine,
    UITooltip,
)

__all__ = ["GREYED_PRESS", "GameManager"]

_CONTROLS = (UIButton, UITextEntryLine, UIDropDownMenu, UIHorizontalSlider, UISelectionList)
"""What a tooltip should not cover: what the player may press or type into."""
_TIP_GAP = 4
"""Pixels between a tooltip and its control."""

GREYED_PRESS = pygame.event.custom_type()
"""A press on a greyed-out element with a reason to say (``ui_element``)."""


class GameManager(pygame_gui.UIManager):
    """A ``UIManager`` whose tooltips never take the click meant for the control under them,
    its type at the window's scale."""

    type_scale = 0.0
    """The scale its theme's type is at (``theme.type_scale``); 0 before ``fit_type``."""

    def fit_type(self, size: tuple[int, int]) -> None:
        """The theme's type at the scale of a window of ``size`` (loaded only when it
        changes: a resize that keeps the scale loads nothing)."""
        from kozel_gui.theme import load_type, type_scale

        scale = type_scale(size)
        if scale != self.type_scale:
            self.type_scale = scale
            load_type(self, scale)

    def set_window_resolution(self, window_resolution: tuple[int, int]) -> None:
        super().set_window_resolution(window_resolution)
        self.fit_type(window_resolution)

    def process_events(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.put_tooltips_away()
            if event.button == 1:
                self._greyed_press(event.pos)
        return bool(super().process_events(event))

    def _greyed_press(self, pos: tuple[int, int]) -> None:
        """Tell the screen of a press on a greyed-out element that says why it is."""
        for element in self.get_sprite_group().sprites():
            if isinstance(element, UIElement) and not element.is_enabled and element.visible \
                    and element.tool_tip_text and element.hover_point(*pos):
                pygame.event.post(pygame.event.Event(GREYED_PRESS, {"ui_element": element}))
                return

    def put_tooltips_away(self) -> None:
        """Close every open tooltip; its element shows it again after a new hover delay."""
        for element in self.get_sprite_group().sprites():
            if isinstance(element, UIElement) and element.tool_tip is not None:
                element.tool_tip.kill()  # type: ignore[no-untyped-call]
                element.tool_tip = None
                element.hover_time = 0.0

    def create_tool_tip(self, text: str, position: tuple[int, int],
                        hover_distance: tuple[int, int], parent_element: IUIElementInterface,
                        object_id: Any, *, wrap_width: int | None = None,
                        text_kwargs: dict[str, str] | None = None) -> Any:
        tip = super().create_tool_tip(text, position, hover_distance, parent_element,
                                      object_id, wrap_width=wrap_width, text_kwargs=text_kwargs)
        if isinstance(tip, UITooltip) and isinstance(parent_element, UIElement):
            self._place(tip, parent_element)
        return tip

    def _place(self, tip: UITooltip, parent: UIElement) -> None:
        """Below ``parent``; else above, left or right of it, whichever first covers no other
        control (or covers fewest)."""
        root = self.get_root_container()
        if root is None:
            return
        screen = root.get_rect()
        others = [shown for e in self.get_sprite_group().sprites()
                  if isinstance(e, _CONTROLS) and e is not parent and e.visible
                  and (shown := _shown(e)).w > 0 and shown.h > 0]
        places = [pygame.Rect(tip.rect) for _ in range(4)]
        below, above, left, right = places
        below.top = parent.rect.bottom + _TIP_GAP
        above.bottom = parent.rect.top - _TIP_GAP
        # beside: clear of the controls in line with it (its row's − and +, say)
        line = parent.rect.unionall([o for o in others if o.top < parent.rect.bottom
                                     and o.bottom > parent.rect.top])
        for side in (left, right):
            side.top = parent.rect.top
        left.right, right.left = line.left - _TIP_GAP, line.right + _TIP_GAP
        fits = [r for r in places if screen.contains(r)]
        if not fits:
            return  # pygame-gui's own place, somewhere on the screen
        # the first side that covers no control; with none, the one covering fewest
        best = min(fits, key=lambda r: sum(1 for o in others if o.colliderect(r)))
        tip.set_position(best.topleft)

    def _tooltip_blits(self) -> list[Any]:
        """The blit data of every tooltip on the screen (with its text)."""
        parts: list[Any] = []
        for element in self.get_sprite_group().sprites():
            if isinstance(element, UITooltip):
                parts.append(element.blit_data)
                if element.text_block is not None:
                    parts.append(element.text_block.blit_data)
        return parts

    def draw_ui(self, window_surface: pygame.Surface) -> None:
        """Every element but the tooltips (``draw_tooltips`` draws them, over all else)."""
        tips = {id(data) for data in self._tooltip_blits()}
        group = self.get_sprite_group()
        window_surface.blits([d for d in group.visible if id(d) not in tips])

    def draw_tooltips(self, window_surface: pygame.Surface) -> None:
        """The tooltips, last: over a screen's faded edges too."""
        tips = {id(data) for data in self._tooltip_blits()}
        group = self.get_sprite_group()
        window_surface.blits([d for d in group.visible if id(d) in tips])


def _shown(element: UIElement) -> pygame.Rect:
    """The part of ``element`` that shows: clipped by every container around it (a row
    scrolled out of a page's view shows nothing, and a tooltip may lie over it)."""
    shown = pygame.Rect(element.rect)
    holder: Any = element.ui_container
    for _ in range(16):  # containers nest a few deep; the root's holder is None
        if holder is None:
            break
        container = holder.get_container()
        shown = shown.clip(container.rect)
        if container.ui_container is container:
            break
        holder = container.ui_container
    return shown
