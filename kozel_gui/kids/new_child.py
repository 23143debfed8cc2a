"""The parent makes a child's profile: a picture (chosen by picture), a name if wanted.

Nothing a child cannot answer is asked (no gender, no rating: a child is never rated).
The first free picture is chosen already, so «Готово» alone makes a child; a child left
without a name is called by its picture's word and its seat says «Я».  It is the
grown-ups' screen (the game's cloth and buttons), opened from kids' mode.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from kozel_gui.controls import Button
from kozel_gui.focus import Item
from kozel_gui.i18n import tr
from kozel_gui.kids.art import picture_avatar
from kozel_gui.kids.children import child_word
from kozel_gui.profiles import MAX_NAME, Profiles
from kozel_gui.theme import COLOURS
from kozel_gui.widgets import UIScene, draw_text, draw_title, felt, scale_of

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = ["NewChildScene"]

_PER_ROW = 7


class NewChildScene(UIScene):
    """The free pictures in a grid, the name box, «Готово» and «Назад»; ``on_made(name)``
    gets the child made (the scene has closed by then)."""

    def __init__(self, app: Host, on_made: Callable[[str], None]) -> None:
        super().__init__(app)
        self.on_made = on_made
        self.profiles = Profiles.load(app.data)
        free = self.profiles.free_avatars
        self.avatar: str | None = free[0] if free else None
        self.pictures: list[Button] = []
        self.entry: Any = None
        self.problem: str | None = None
        self.text_at = (0, 0)
        self.error_at = (0, 0)

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        s = scale_of(size)
        free = self.profiles.free_avatars
        d = round(min(96 * s, (w - 80 * s) / (_PER_ROW * 1.3)))
        step = round(d * 1.3)
        top = round(h * 0.27)
        self.pictures = []
        for i, avatar in enumerate(free):
            row, col = divmod(i, _PER_ROW)
            in_row = min(_PER_ROW, len(free) - row * _PER_ROW)
            x = round(w / 2 + (col - (in_row - 1) / 2) * step)
            rect = pygame.Rect(x - d // 2, top + row * step, d, d)
            self.pictures.append(Button(f"avatar:{avatar}", "", rect, partial(self.pick, avatar),
                                        style=partial(self._paint_pick, avatar), round=True))
        rows = max(1, -(-len(free) // _PER_ROW))
        width, bh, gap = int(max(420, 560 * s)), max(44, int(52 * s)), max(8, int(10 * s))
        y = top + rows * step + gap
        done_w = max(130, int(150 * s))
        x = (w - width) // 2
        self.entry = self.entry_line(pygame.Rect(x, y, width - done_w - gap, bh),
                                     "#child_name", tr("kids.new.name"))
        self.entry.set_text_length_limit(MAX_NAME)
        self.button(pygame.Rect(x + width - done_w, y, done_w, bh), tr("kids.new.done"),
                    self.create, class_id="@small_button", object_id="#child_done")
        self.error_at = (w // 2, y + bh + gap)
        margin = max(16, int(24 * s))
        self.button(pygame.Rect(margin, h - margin - bh, max(160, int(200 * s)), bh),
                    tr("common.back"), self.back, object_id="#child_back")
        self.text_at = (w // 2, round(h * 0.16))

    def focusables(self) -> list[Item]:
        """The pictures, then the name box and the buttons."""
        return [*self.pictures, *self.items]

    def default_focus(self, items: Sequence[Item]) -> Item | None:
        """«Готово»: Enter alone makes the child (the name box, unfocused, shows its
        placeholder: a name may be left out)."""
        found = next((i for i in items if i.key == "#child_done"), None)
        return found or super().default_focus(items)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.create()
            return True
        return super().handle(event)

    def pick(self, avatar: str) -> None:
        """This picture is the child's."""
        self.app.sound.play("click")
        self.avatar = avatar

    def create(self) -> None:
        """Make the child; it plays at once."""
        name = self.entry.get_text() if self.entry is not None else ""
        try:
            if self.avatar is None:
                raise ValueError("profile.error_avatar")
            made = self.profiles.with_child(self.avatar, name, called=child_word(self.avatar))
        except ValueError as exc:
            self.problem = str(exc)
            return
        made.save(self.app.data)  # a disk that refuses is told once; play goes on
        child = made.profiles[-1].name
        self.app.pop()
        self.on_made(child)

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        w, h = size
        s = scale_of(size)
        surface.blit(felt(size, self.app.options.table), (0, 0))
        draw_title(surface, tr("kids.new.title"), (w // 2, int(h * 0.08)), int(52 * s))
        draw_text(surface, tr("kids.new.hint"), max(16, int(22 * s)), midtop=self.text_at)
        for button in self.pictures:
            button.draw(surface, s, self.app.now)
        if self.problem is not None:
            draw_text(surface, tr(self.problem), 20, COLOURS["remembered"], midtop=self.error_at)

    def _paint_pick(self, avatar: str, surface: pygame.Surface, button: Button, scale: float,
                    hot: bool, now: float) -> None:
        rect = button.rect
        if avatar == self.avatar:  # the chosen picture: a golden ring round it
            pygame.draw.circle(surface, (255, 204, 51), rect.center, rect.w * 0.62)
        surface.blit(picture_avatar(avatar, rect.w), rect.topleft)
