"""Choose or create the local profile ("who is playing?"): asked at first start, switchable later.

Choosing a profile also puts its name on the human's seat of the next match set-up,
so the table, the history and the statistics agree on who played.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from kozel_gui.focus import Item
from kozel_gui.i18n import tr
from kozel_gui.profiles import MAX_NAME, Profiles
from kozel_gui.theme import COLOURS
from kozel_gui.widgets import UIScene, draw_text, draw_title, felt, scale_of

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = ["ProfileScene", "needs_profile"]

_MAX_SHOWN = 6


def needs_profile(app: Host) -> bool:
    """Whether no profile exists yet (the first start: ask for a name)."""
    return not Profiles.load(app.data).profiles


class ProfileScene(UIScene):
    """Profiles as buttons (choose one), a name field to create another, Back."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.profiles = Profiles.load(app.data)
        self.entry: Any = None
        self.problem: str | None = None

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        s = scale_of(size)
        width, bh, gap = int(max(360, 460 * s)), max(44, int(52 * s)), max(8, int(10 * s))
        x = (w - width) // 2
        y = int(h * 0.24)
        for name in self.profiles.names[-_MAX_SHOWN:]:
            button = self.button(pygame.Rect(x, y, width, bh), name,
                                 partial(self.choose, name), object_id="#profile_pick",
                                 key=f"pick:{name}")
            if name == self.profiles.current:
                button.select()
            y += bh + gap
        y += gap * 2
        entry_w = width - max(150, int(170 * s)) - gap
        self.entry = self.entry_line(pygame.Rect(x, y, entry_w, bh), "#profile_name",
                                     tr("profile.new"))
        self.entry.set_text_length_limit(MAX_NAME)
        self.button(pygame.Rect(x + entry_w + gap, y, width - entry_w - gap, bh),
                    tr("profile.create"), self.create, class_id="@small_button",
                    object_id="#profile_create")
        self.error_at = (w // 2, y + bh + gap)
        margin = max(16, int(24 * s))
        self.button(pygame.Rect(margin, h - margin - bh, max(160, int(200 * s)), bh),
                    tr("common.back"), self.back, object_id="#profile_back")

    def default_focus(self, items: Sequence[Item]) -> Item | None:
        """The name box at the first start (nobody to choose yet), else the one playing."""
        key = "#profile_name" if not self.profiles.profiles else f"pick:{self.profiles.current}"
        found = next((i for i in items if i.key == key), None)
        return found or super().default_focus(items)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.create()
            return True
        return super().handle(event)

    def create(self) -> None:
        """Make a profile from the name typed in; it becomes the one playing."""
        name = self.entry.get_text() if self.entry is not None else ""
        try:
            self.profiles = self.profiles.added(name)
        except ValueError as exc:
            self.problem = str(exc)
            return
        self.problem = None
        self._save()
        self.app.notify(tr("profile.created", name=self.profiles.current))
        self.app.pop()

    def choose(self, name: str) -> None:
        """Make ``name`` the profile playing and go back."""
        self.profiles = self.profiles.selected(name)
        self._save()
        self.app.pop()

    def _save(self) -> None:
        self.profiles.save(self.app.data)
        setup = self.app.setup
        humans = setup.humans
        if humans and self.profiles.current is not None:
            seats = list(setup.seats)
            seats[humans[0]] = dataclasses.replace(seats[humans[0]], name=self.profiles.current)
            self.app.set_setup(dataclasses.replace(setup, seats=tuple(seats)))

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        w, h = size
        s = scale_of(size)
        surface.blit(felt(size, self.app.options.table), (0, 0))
        title = draw_title(surface, tr("profile.title"), (w // 2, int(h * 0.09)), int(56 * s))
        if self.profiles.current is None:
            text = tr("profile.first")
        else:
            text = tr("profile.current", name=self.profiles.current)
        draw_text(surface, text, max(18, int(22 * s)), midtop=(w // 2, title.bottom + 8))
        if self.problem is not None:
            draw_text(surface, tr(self.problem), 20, COLOURS["remembered"], midtop=self.error_at)
