"""The parent makes a child's profile: a picture (chosen by picture), a name if wanted;
or changes one: another picture, another name, its games, or deletes it.

Nothing a child cannot answer is asked (no gender, no rating: a child is never rated).
The first free picture is chosen already, so «Готово» alone makes a child; a child left
without a name is called by its picture's word and its seat says «Я».  It is the
grown-ups' screen (the game's cloth and buttons), opened from kids' mode (held «+») and
from the profile screen, where each child opens it to be changed (``child=``): its
stars and games follow a new name, «Назад» keeps the changes as «Готово» does; a delete
asks first and says what goes with it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from kozel_gui.controls import Button
from kozel_gui.focus import Item
from kozel_gui.i18n import bound_numbers, ntr, tr, words
from kozel_gui.kids.art import picture_avatar
from kozel_gui.kids.children import child_games, child_word, forget_child, rename_child
from kozel_gui.profiles import AVATARS, MAX_NAME, Profile, Profiles, keep_profiles
from kozel_gui.theme import COLOURS, text_px
from kozel_gui.widgets import UIScene, draw_text, draw_title, felt, scale_of

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = ["NewChildScene"]

_PER_ROW = 7


class NewChildScene(UIScene):
    """The free pictures in a grid, the name box, «Готово» and «Назад»; ``on_made(name)``
    gets the child made or changed (the scene has closed by then).  With ``child`` (a
    child's name) it changes that child: its own picture chosen and offered too, its name
    in the box, «Игры» and «Удалить» beside «Назад»."""

    def __init__(self, app: Host, on_made: Callable[[str], None],
                 child: str | None = None) -> None:
        super().__init__(app)
        self.on_made = on_made
        self.profiles = Profiles.load(app.data)
        self.child: Profile | None = self.profiles.get(child) if child is not None else None
        free = self.choices
        self.avatar: str | None = (self.child.avatar if self.child is not None
                                   else free[0] if free else None)
        self.pictures: list[Button] = []
        self.entry: Any = None
        self.problem: str | None = None
        self.text_at = (0, 0)
        self.error_at = (0, 0)

    @property
    def choices(self) -> tuple[str, ...]:
        """The pictures offered: the free ones, and the child's own when it is changed."""
        free = self.profiles.free_avatars
        own = self.child.avatar if self.child is not None else None
        return tuple(a for a in AVATARS if a in free or a == own)

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        s = scale_of(size)
        free = self.choices
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
        if self.child is not None and self.child.named:
            self.entry.set_text(self.child.name)
        self.button(pygame.Rect(x + width - done_w, y, done_w, bh), tr("kids.new.done"),
                    self.create, class_id="@small_button", object_id="#child_done")
        self.error_at = (w // 2, y + bh + gap)
        margin = max(16, int(24 * s))
        bw = max(160, int(200 * s))
        self.button(pygame.Rect(margin, h - margin - bh, bw, bh),
                    tr("common.back"), self.back, object_id="#child_back")
        if self.child is not None:
            self.button(pygame.Rect(w - margin - bw, h - margin - bh, bw, bh),
                        tr("kids.edit.delete"), self.ask_delete, object_id="#child_delete")
            self.button(pygame.Rect(w - 2 * margin - 2 * bw, h - margin - bh, bw, bh),
                        tr("kids.edit.games"), self.show_games, object_id="#child_games")
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
        """Make the child (it plays at once), or keep the changes to the child."""
        name = self.entry.get_text() if self.entry is not None else ""
        try:
            if self.avatar is None:
                raise ValueError("profile.error_avatar")
            called = child_word(self.avatar)
            if self.child is None:
                made = self.profiles.with_child(self.avatar, name, called=called)
                child = made.profiles[-1].name
            else:
                made = self.profiles.with_child_changed(self.child.name, self.avatar, name,
                                                        called=called)
                child = made.children[self.profiles.children.index(self.child)].name
        except ValueError as exc:
            self.problem = str(exc)
            return
        if self.child is not None:  # its stars and games go with its new name first
            rename_child(self.app.data, self.child.name, child)
        keep_profiles(self.app, made)  # a disk that refuses is told once; play goes on
        self.app.pop()
        self.on_made(child)

    def back(self) -> None:
        """Leave; a child's changes are kept as chosen, as a parent expects of a page with
        the child's picture on it (P30: «Назад» dropped them silently).  Changes that
        cannot be kept (a name taken) say why and stay on the page."""
        if self.changed():
            self.create()
            return
        super().back()

    def changed(self) -> bool:
        """Whether the child being changed has another picture or name in the box now."""
        if self.child is None or self.entry is None:
            return False
        before = self.child.name if self.child.named else ""
        return self.avatar != self.child.avatar or self.entry.get_text().strip() != before

    def show_games(self) -> None:
        """The child's games, in words and stars (a grown-up's history never has them)."""
        from kozel_gui.scenes.history import HistoryScene

        if self.child is not None:
            self.app.push(HistoryScene(self.app, self.child.name))

    def ask_delete(self) -> None:
        """Ask first, saying what goes with the child: its stars and its games."""
        from kozel_gui.scenes.confirm import ConfirmScene

        if self.child is None:
            return
        name = self.child.name
        games = child_games(self.app.data, name)
        what = (ntr("kids.edit.delete_what", games) if games
                else tr("kids.edit.delete_stars"))
        # One space after a sentence; the count never parted from its noun at a line's end.
        question = bound_numbers(" ".join((tr("kids.edit.delete_ask", name=name), what)))
        self.app.push(ConfirmScene(self.app, question, tr("kids.edit.delete"), self.delete))

    def delete(self) -> None:
        """The child goes, with its stars and its games (nothing of a grown-up's)."""
        if self.child is None:
            return
        name = self.child.name
        forget_child(self.app.data, name)
        keep_profiles(self.app, self.profiles.removed(name))
        self.app.notify(words("kids.edit.deleted", name=name))
        self.app.pop()  # the question
        self.app.pop()  # this screen

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        w, h = size
        s = scale_of(size)
        surface.blit(felt(size, self.app.options.table), (0, 0))
        title = "kids.new.title" if self.child is None else "kids.edit.title"
        draw_title(surface, tr(title), (w // 2, int(h * 0.08)), int(52 * s))
        draw_text(surface, tr("kids.new.hint"), max(16, int(22 * s)), midtop=self.text_at)
        for button in self.pictures:
            button.draw(surface, s, self.app.now)
        if self.problem is not None:
            draw_text(surface, tr(self.problem), text_px(20, s, least=20), COLOURS["remembered"],
                      midtop=self.error_at)

    def _paint_pick(self, avatar: str, surface: pygame.Surface, button: Button, scale: float,
                    hot: bool, now: float) -> None:
        rect = button.rect
        if avatar == self.avatar:  # the chosen picture: a golden ring round it
            pygame.draw.circle(surface, (255, 204, 51), rect.center, rect.w * 0.62)
        surface.blit(picture_avatar(avatar, rect.w), rect.topleft)
