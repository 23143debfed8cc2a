"""The game's ``UIManager``: pygame-gui's, except that a tooltip never takes a click.

A tooltip is drawn over whatever lies under it (in the replay, «Кон »»'s covers «Назад» at
1024×600), and pygame-gui's tooltip text box takes a press that lands on it: a quick move
from the hovered button to the one under its tooltip and a click did nothing.  A hint is
never a target, so a press first puts every tooltip away and goes to the control under it.

A press on a greyed-out control that has a tooltip (its reason for being greyed) is told
to the screen as ``GREYED_PRESS``: pygame-gui keeps such a press to itself, and the
screen's help box kept the previous control's words (issue 19).
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.core import UIElement

__all__ = ["GREYED_PRESS", "GameManager"]

GREYED_PRESS = pygame.event.custom_type()
"""A press on a greyed-out element with a reason to say (``ui_element``)."""


class GameManager(pygame_gui.UIManager):
    """A ``UIManager`` whose tooltips never take the click meant for the control under them."""

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
