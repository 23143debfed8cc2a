"""A grown-up's own page, opened from its row on the profile screen: rename it, or delete it.

A rename moves everything kept under the profile's name with it (``kozel_gui.profile_files``).
A delete asks first and says what goes with it (its matches in the history, so its
statistics, and its unfinished match); the only grown-up's profile cannot be deleted (the
button is greyed out and the page says why), and deleting the one playing now says who
plays from then on (the first other grown-up).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from kozel_gui.i18n import bound_numbers, ntr, tr, words
from kozel_gui.profile_files import belongings, forget_profile, rename_profile
from kozel_gui.profiles import MAX_NAME, Profiles, keep_profiles, seated
from kozel_gui.theme import COLOURS, text_px
from kozel_gui.widgets import UIScene, back_size, draw_text, draw_title, felt, scale_of

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = ["ProfileEditScene"]


class ProfileEditScene(UIScene):
    """The name box with «Переименовать», «Удалить профиль», «Назад»."""

    def __init__(self, app: Host, name: str) -> None:
        super().__init__(app)
        self.name = name
        self.entry: Any = None
        self.delete_button: Any = None
        self.problem: str | None = None
        self.error_at = (0, 0)

    @property
    def profiles(self) -> Profiles:
        """The profiles as saved now."""
        return Profiles.load(self.app.data)

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        s = scale_of(size)
        width, bh, gap = int(max(420, 560 * s)), max(44, int(52 * s)), max(10, int(12 * s))
        x, y = (w - width) // 2, int(h * 0.30)
        rename_w = max(180, int(220 * s))
        self.entry = self.entry_line(pygame.Rect(x, y, width - rename_w - gap, bh),
                                     "#profile_rename", tr("profile.new_name"))
        self.entry.set_text_length_limit(MAX_NAME)
        self.entry.set_text(self.name)
        self.button(pygame.Rect(x + width - rename_w, y, rename_w, bh), tr("profile.rename"),
                    self.rename, class_id="@small_button", object_id="#profile_rename_do")
        self.error_at = (w // 2, y + bh + gap)
        y += bh + 4 * gap + max(20, int(24 * s))
        self.delete_button = self.button(pygame.Rect(x, y, width, bh), tr("profile.delete"),
                                         self.ask_delete, class_id="@small_button",
                                         object_id="#profile_delete")
        if len(self.profiles.adults) < 2:
            self.delete_button.disable()
        margin = max(16, int(24 * s))
        self.back_button(size, (margin, h - margin - back_size(size)[1]), "#profile_back")

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.rename()
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.entry:
            self.problem = None
        return super().handle(event)

    # -- rename ----------------------------------------------------------------------

    def rename(self) -> None:
        """Call the profile by the name in the box; everything kept under it goes along."""
        new = self.entry.get_text().strip() if self.entry is not None else ""
        if new == self.name:
            self.app.pop()
            return
        try:
            renamed = self.profiles.renamed(self.name, new)
        except ValueError as exc:
            self.problem = str(exc)
            return
        rename_profile(self.app.data, self.name, new)  # its records first, then its name
        seats = tuple(replace(seat, name=new) if seat.human and seat.name == self.name
                      else seat for seat in self.app.setup.seats)  # a hot-seat table too
        if seats != self.app.setup.seats:
            self.app.set_setup(replace(self.app.setup, seats=seats))
        self._keep(renamed)
        self.app.notify(words("profile.renamed", name=new))
        self.app.pop()

    # -- delete ----------------------------------------------------------------------

    def ask_delete(self) -> None:
        """Ask first, saying what goes with the profile and who plays next."""
        from kozel_gui.scenes.confirm import ConfirmScene

        profiles = self.profiles
        if len(profiles.adults) < 2:
            return
        kept = belongings(self.app.data, self.name)
        said = [tr("profile.delete_ask", name=self.name),
                ntr("profile.delete_what", kept.matches) if kept.matches
                else tr("profile.delete_nothing")]
        if kept.saved_match:
            said.append(tr("profile.delete_save"))
        rest = profiles.removed(self.name)
        if profiles.current == self.name and rest.current is not None:
            said.append(tr("profile.delete_switch", name=rest.current))
        question = bound_numbers(" ".join(said))  # «2 партии» never parted at a line's end
        self.app.push(ConfirmScene(self.app, question, tr("profile.delete"), self.delete))

    def delete(self) -> None:
        """The profile goes, with what is its alone; the question and this page close."""
        forget_profile(self.app.data, self.name)
        self._keep(self.profiles.removed(self.name))
        self.app.notify(words("profile.deleted", name=self.name))
        self.app.pop()  # the question
        self.app.pop()  # this page

    def _keep(self, profiles: Profiles) -> None:
        """Save ``profiles``; the next match's seat is the one playing now."""
        keep_profiles(self.app, profiles)
        setup = seated(self.app.setup, profiles.playing)
        if setup != self.app.setup:
            self.app.set_setup(setup)

    # -- drawing -----------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        w, h = size
        s = scale_of(size)
        surface.blit(felt(size, self.app.options.table), (0, 0))
        draw_title(surface, tr("profile.edit_title", name=self.name), (w // 2, int(h * 0.14)),
                   int(48 * s))
        if self.problem is not None:
            draw_text(surface, tr(self.problem), text_px(20, s, least=20), COLOURS["remembered"],
                      midtop=self.error_at)
        if self.delete_button is not None and not self.delete_button.is_enabled:
            r = self.delete_button.rect
            draw_text(surface, tr("profile.delete_last"), max(16, int(18 * s)),
                      COLOURS["muted_text"], midtop=(w // 2, r.bottom + int(10 * s)))
