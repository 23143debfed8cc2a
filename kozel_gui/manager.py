"""The game's ``UIManager``: pygame-gui's, except that a tooltip never takes a click.

A tooltip is drawn over whatever lies under it (in the replay, «Кон »»'s covers «Назад» at
1024×600), and pygame-gui's tooltip text box takes a press that lands on it: a quick move
from the hovered button to the one under its tooltip and a click did nothing.  A hint is
never a target, so a press first puts every tooltip away and goes to the control under it.
"""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.core import UIElement

__all__ = ["GameManager"]


class GameManager(pygame_gui.UIManager):
    """A ``UIManager`` whose tooltips never take the click meant for the control under them."""

    def process_events(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.put_tooltips_away()
        return bool(super().process_events(event))

    def put_tooltips_away(self) -> None:
        """Close every open tooltip; its element shows it again after a new hover delay."""
        for element in self.get_sprite_group().sprites():
            if isinstance(element, UIElement) and element.tool_tip is not None:
                element.tool_tip.kill()  # type: ignore[no-untyped-call]
                element.tool_tip = None
                element.hover_time = 0.0
