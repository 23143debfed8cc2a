"""Choose or create the local profile ("who is playing?"): asked at first start, switchable later.

Each profile says how to speak of the player («он» / «она»: «Аня вышла»), asked
beside the name at creation and changeable on its row.  Choosing a profile also puts
its name and gender on the human's seat of the next match set-up, so the table, the
history and the statistics agree on who played.  The children (kids' mode) are listed
under the grown-ups by picture and name: a click opens the child's own page (another
picture or name, its games, delete), and «+ Ребёнок» makes one.  A grown-up's «Изменить»
opens its own page (``profile_edit``: rename, delete).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from kozel_gui.assets import fit_text
from kozel_gui.drawing import title_rect
from kozel_gui.focus import Item
from kozel_gui.i18n import LANGUAGES, Gender, Person, get_language, language_name, tr, words
from kozel_gui.kids.art import picture_avatar
from kozel_gui.profiles import MAX_NAME, Profiles, keep_profiles, seated
from kozel_gui.theme import COLOURS, text_px
from kozel_gui.widgets import (
    UIScene,
    back_size,
    draw_text,
    draw_title,
    felt,
    scale_of,
    themed_font,
    type_scale,
)

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = ["ProfileScene", "draw_board", "first_board", "needs_profile"]

_MAX_SHOWN = 6
_GENDERS = ((Gender.MALE, "profile.he"), (Gender.FEMALE, "profile.she"))


def needs_profile(app: Host) -> bool:
    """Whether no profile exists yet and the player has not chosen to play as a guest (the
    first start: ask for a name)."""
    return not app.options.guest and not Profiles.load(app.data).profiles


class ProfileScene(UIScene):
    """Profiles as buttons (choose one), a name field to create another, Back."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.profiles = Profiles.load(app.data)
        self.entry: Any = None
        self.problem: str | None = None
        self.new_gender: Gender | None = None
        """How to speak of the profile being created (None until the player says)."""
        self.new_gender_buttons: dict[Gender, Any] = {}
        self.board: pygame.Rect | None = None
        self.children_at = (0, 0)
        self.child_pictures: list[tuple[str, pygame.Rect]] = []
        """Each child's picture and where it is drawn, beside its name button."""
        """The table top the first screen asks on (None on the profiles page)."""
        self._background: tuple[tuple[Any, ...], pygame.Surface] | None = None
        self._typed = ""
        """The name typed so far, kept across a change of language (the screen is rebuilt)."""

    def enter(self) -> None:
        """Read the profiles again (a child may have been made, changed or deleted)."""
        self.profiles = Profiles.load(self.app.data)

    @property
    def first_start(self) -> bool:
        """No profile yet: the game's own first screen (its title, tiles and table)."""
        return not self.profiles.profiles

    def build(self, size: tuple[int, int]) -> None:
        if self.first_start:
            self._build_first(size)
            return
        w, h = size
        s = scale_of(size)
        width, bh, gap = int(max(520, 700 * s)), max(44, int(52 * s)), max(8, int(10 * s))
        gw = max(56, int(64 * s))
        x = (w - width) // 2
        y = int(h * 0.24)
        ew = max(100, int(120 * s))
        for profile in self.profiles.adults[-_MAX_SHOWN:]:  # children choose in kids' mode
            name = profile.name
            pick_w = width - 2 * (gw + gap) - ew - gap
            button = self.button(pygame.Rect(x, y, pick_w, bh), name,
                                 partial(self.choose, name), object_id="#profile_pick",
                                 key=f"pick:{name}")
            if name == self.profiles.current:
                button.select()
            self.button(pygame.Rect(x + pick_w + gap, y, ew, bh), tr("profile.edit"),
                        partial(self.edit, name), class_id="@small_button",
                        object_id="#profile_edit", key=f"edit:{name}")
            self._gender_buttons(x + width - 2 * gw - gap, y, gw, bh, gap, profile.gender,
                                 partial(self.set_gender, name), f"gender:{name}")
            y += bh + gap
        y += gap * 3  # the new profile's row stands apart from the profiles there are
        create_w = max(130, int(150 * s))
        entry_w = width - create_w - 2 * gw - 3 * gap
        self.entry = self.entry_line(pygame.Rect(x, y, entry_w, bh), "#profile_name",
                                     tr("profile.new"))
        self.entry.set_text_length_limit(MAX_NAME)
        self.new_gender_buttons = self._gender_buttons(
            x + entry_w + gap, y, gw, bh, gap, self.new_gender, self.choose_new_gender, "gender:new")
        self.button(pygame.Rect(x + width - create_w, y, create_w, bh),
                    tr("profile.create"), self.create, class_id="@small_button",
                    object_id="#profile_create")
        # The question is the new profile's: under its «он» / «она» (P36: between the rows it
        # read as the existing profiles' too).
        self.ask_at = (x + entry_w + gap + gw + gap // 2, y + bh + gap // 2)
        y += bh + gap + max(24, int(28 * s))
        self.error_at = (w // 2, y)
        margin = max(16, int(24 * s))
        self.back_button(size, (margin, h - margin - back_size(size)[1]), "#profile_back")
        self._build_children(x, y + max(26, int(30 * s)), width, size)

    def _build_children(self, x: int, y: int, width: int, size: tuple[int, int]) -> None:
        """«Дети:», then each child's picture and name button in rows, «+ Ребёнок» last."""
        s = scale_of(size)
        self.children_at = (x, y)
        bh, gap = max(40, int(46 * s)), max(8, int(10 * s))
        y += max(26, int(30 * s))
        name_w = max(150, int(190 * s))
        cell = bh + 6 + name_w
        per_row = max(1, (width + gap) // (cell + gap))
        self.child_pictures = []
        children = self.profiles.children
        for i, child in enumerate((*children, None)):
            row, col = divmod(i, per_row)
            left, top = x + col * (cell + gap), y + row * (bh + gap)
            if child is None:
                self.button(pygame.Rect(left, top, cell, bh), tr("profile.add_child"),
                            self.add_child, class_id="@small_button",
                            object_id="#profile_add_child")
                continue
            self.child_pictures.append((child.avatar or "", pygame.Rect(left, top, bh, bh)))
            shown = fit_text(themed_font(18, type_scale(size), True), child.name, name_w - 16)  # «…», never cut off
            self.button(pygame.Rect(left + bh + 6, top, name_w, bh), shown,
                        partial(self.open_child, child.name), class_id="@small_button",
                        object_id="#profile_child", key=f"child:{child.name}")

    def edit(self, name: str) -> None:
        """The grown-up's own page: rename it or delete it."""
        from kozel_gui.scenes.profile_edit import ProfileEditScene

        self.app.push(ProfileEditScene(self.app, name))

    def open_child(self, name: str) -> None:
        """The child's own page: another picture or name, its games, delete."""
        from kozel_gui.kids.new_child import NewChildScene

        self.app.push(NewChildScene(self.app, self._child_done, child=name))

    def add_child(self) -> None:
        """A new child, made by the parent here as from kids' mode."""
        from kozel_gui.kids.new_child import NewChildScene

        self.app.push(NewChildScene(self.app, self._child_done))

    def _child_done(self, name: str) -> None:
        self.app.notify(words("profile.child_saved", name=name))

    def _build_first(self, size: tuple[int, int]) -> None:
        """The name box, «он» / «она» and «Сесть за стол» on the courtyard table's top."""
        w, h = size
        s = scale_of(size)
        board = first_board(size)
        self.board = board
        inner = board.inflate(-2 * int(44 * s), 0)
        bh = max(44, int(52 * s))
        self.entry = self.entry_line(pygame.Rect(inner.x, board.y + int(122 * s), inner.w, bh),
                                     "#profile_name", tr("profile.your_name"))
        self.entry.set_text_length_limit(MAX_NAME)
        if self._typed:
            self.entry.set_text(self._typed)
        self.error_at = (w // 2, board.y + int(122 * s) + bh + int(14 * s))
        self.ask_at = (w // 2, board.y + int(226 * s))
        gw, gap = max(100, int(130 * s)), max(12, int(18 * s))
        gx = w // 2 - gw - gap // 2
        self.new_gender_buttons = self._gender_buttons(
            gx, board.y + int(256 * s), gw, max(40, int(46 * s)), gap, self.new_gender,
            self.choose_new_gender, "gender:new")
        start = pygame.Rect(0, 0, max(240, int(320 * s)), max(48, int(58 * s)))
        start.midtop = (w // 2, board.y + int(326 * s))
        self.button(start, tr("profile.sit_down"), self.create, class_id="@big_button",
                    object_id="#profile_create")
        margin = max(16, int(24 * s))
        self.back_button(size, (margin, h - margin - back_size(size)[1]), "#profile_back")
        self._language_buttons(board, s)

    def _language_buttons(self, board: pygame.Rect, s: float) -> None:
        """«Русский», «Українська», «English» in a row under the table, the one in use
        selected: a new player reads the game in their language from the first screen."""
        bw, bh, gap = max(170, int(210 * s)), max(44, int(52 * s)), max(12, int(18 * s))
        left = board.centerx - (3 * bw + 2 * gap) // 2
        for i, lang in enumerate(LANGUAGES):
            rect = pygame.Rect(left + i * (bw + gap), board.bottom + gap, bw, bh)
            button = self.button(rect, language_name(lang), partial(self.choose_language, lang),
                                 object_id=f"#first_lang_{lang}")
            if lang == get_language():
                button.select()

    def choose_language(self, lang: str) -> None:
        """Speak ``lang`` from now on (saved in the settings); the typed name stays, and the
        typing goes on into it (P34b: «Alex» typed after a click on «English» went nowhere,
        the button kept the focus)."""
        if self.entry is not None:
            self._typed = self.entry.get_text()
        self.app.set_options(dataclasses.replace(self.app.options, language=lang))
        if self.entry is not None:
            self.focus.focus("#profile_name")

    def _gender_buttons(self, x: int, y: int, gw: int, bh: int, gap: int, chosen: Gender | None,
                        action: Any, key: str) -> dict[Gender, Any]:
        """«он» and «она» side by side, the ``chosen`` one selected."""
        out = {}
        for i, (gender, text_key) in enumerate(_GENDERS):
            button = self.button(pygame.Rect(x + i * (gw + gap), y, gw, bh), tr(text_key),
                                 partial(action, gender), class_id="@small_button",
                                 object_id=f"#profile_{gender.value}", key=f"{key}:{gender.value}")
            if gender == chosen:
                button.select()
            out[gender] = button
        return out

    def default_focus(self, items: Sequence[Item]) -> Item | None:
        """The name box at the first start (nobody to choose yet), else the one playing."""
        key = "#profile_name" if not self.profiles.profiles else f"pick:{self.profiles.current}"
        found = next((i for i in items if i.key == key), None)
        return found or super().default_focus(items)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.create()
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.entry:
            self.problem = None  # «Введите имя.» is answered once a letter is typed (P30)
        return super().handle(event)

    def choose_new_gender(self, gender: Gender) -> None:
        """Say how to speak of the profile about to be created (the name typed stays)."""
        self.new_gender = gender
        for g, button in self.new_gender_buttons.items():
            button.select() if g == gender else button.unselect()

    def set_gender(self, name: str, gender: Gender) -> None:
        """Change how to speak of the profile ``name``; say it in a sentence that shows it."""
        self.profiles = self.profiles.with_gender(name, gender)
        self._save()
        self.app.notify(words("profile.gender_saved", who=Person(name, gender)))
        self.resize(self.app.size)

    def create(self) -> None:
        """Make a profile from the name typed in; it becomes the one playing."""
        name = self.entry.get_text() if self.entry is not None else ""
        try:
            self.profiles = self.profiles.added(name, self.new_gender)
        except ValueError as exc:
            self.problem = str(exc)
            return
        self.problem = None
        self._save()
        self.app.notify(words("profile.created", name=self.profiles.current))
        self.app.pop()

    def back(self) -> None:
        """Go back; leaving the first screen without a profile is playing as a guest, which
        the settings remember so the next start does not ask again."""
        if self.first_start and not self.app.options.guest:
            self.app.set_options(dataclasses.replace(self.app.options, guest=True))
        self.app.pop()

    def choose(self, name: str) -> None:
        """Make ``name`` the profile playing and go back."""
        self.profiles = self.profiles.selected(name)
        self._save()
        self.app.pop()

    def _save(self) -> None:
        keep_profiles(self.app, self.profiles)
        setup = seated(self.app.setup, self.profiles.playing)
        if setup != self.app.setup:
            self.app.set_setup(setup)

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        if self.first_start:
            self._draw_first(surface)
            return
        w, h = size
        s = scale_of(size)
        surface.blit(felt(size, self.app.options.table), (0, 0))
        title = draw_title(surface, tr("profile.title"), (w // 2, int(h * 0.09)), int(56 * s))
        if self.profiles.current is None:
            text = tr("profile.first")
        else:
            text = tr("profile.current", name=self.profiles.current)
        draw_text(surface, text, max(18, int(22 * s)), midtop=(w // 2, title.bottom + 8))
        asked = draw_text(surface, tr("profile.gender_ask"), max(16, int(20 * s)),
                          COLOURS["muted_text"], midtop=self.ask_at)
        self.focus.keep_clear = [asked]  # the ring on «он» stays off the question
        if self.problem is not None:
            draw_text(surface, tr(self.problem), text_px(20, s, least=20), COLOURS["remembered"],
                      midtop=self.error_at)
        draw_text(surface, tr("profile.children"), max(16, int(20 * s)), COLOURS["text"],
                  bold=True, topleft=self.children_at)
        for avatar, rect in self.child_pictures:
            surface.blit(picture_avatar(avatar, rect.w), rect.topleft)

    def decor_clear(self, board: pygame.Rect, title: pygame.Rect
                    ) -> tuple[Any, ...]:
        """The window's size, then what the loose tiles keep clear of on the first screen:
        the title, the table top and every control (issue 19: the language buttons were
        drawn over two tiles on a low window)."""
        size = self.app.screen.get_size()
        return (size, title, _shadowed(board, scale_of(size)),
                *(pygame.Rect(e.rect) for e in self.elements))

    def _draw_first(self, surface: pygame.Surface) -> None:
        """The game's title over the tiles on the felt, the question on the table's top."""
        size = surface.get_size()
        w, h = size
        s = scale_of(size)
        board = first_board(size)
        title = (tr("app.title"), (w // 2, int(h * 0.13)), int(76 * s))
        clear = self.decor_clear(board, title_rect(*title))
        if self._background is None or self._background[0] != clear:
            from kozel_gui.scenes.menu import table_with_tiles

            self._background = (clear, table_with_tiles(size, self.app.options.table,
                                                        self.app.tiles, clear[1:]))
        surface.blit(self._background[1], (0, 0))
        draw_title(surface, *title)
        draw_board(surface, board, s)
        draw_title(surface, tr("profile.title"), (w // 2, board.y + int(44 * s)), int(42 * s))
        draw_text(surface, tr("profile.first"), max(17, int(20 * s)), COLOURS["text"],
                  midtop=(w // 2, board.y + int(74 * s)))
        asked = draw_text(surface, tr("profile.gender_ask"), max(16, int(19 * s)),
                          COLOURS["text"], midtop=self.ask_at)
        self.focus.keep_clear = [asked]  # P31: the ring on «він» covered the question
        if self.problem is not None:  # on a dark plate: it reads on the wood, clear of the box
            words = draw_text(surface, tr(self.problem), max(16, int(18 * s)), COLOURS["title"],
                              bold=True, midtop=self.error_at)
            plate = words.inflate(int(24 * s), int(8 * s))
            pygame.draw.rect(surface, pygame.Color(COLOURS["panel"]), plate,
                             border_radius=plate.h // 2)
            draw_text(surface, tr(self.problem), max(16, int(18 * s)), COLOURS["title"],
                      bold=True, midtop=self.error_at)


def _shadowed(board: pygame.Rect, s: float) -> pygame.Rect:
    """The table top with the shadow ``draw_board`` casts under it."""
    return board.union(board.move(int(7 * s), int(10 * s)))


def first_board(size: tuple[int, int]) -> pygame.Rect:
    """Where the courtyard table's top stands on the first screen, under the title."""
    w, h = size
    s = scale_of(size)
    board = pygame.Rect(0, 0, int(min(w * 0.56, max(480, 640 * s))), int(410 * s))
    board.midtop = (w // 2, int(h * 0.25))
    return board


def draw_board(surface: pygame.Surface, board: pygame.Rect, s: float) -> None:
    """A wooden table top of planks with a dark rim and a soft shadow under it."""
    radius = max(10, int(18 * s))
    shadow = pygame.Surface(board.size, pygame.SRCALPHA)
    pygame.draw.rect(shadow, (0, 0, 0, 110), shadow.get_rect(), border_radius=radius)
    surface.blit(shadow, board.move(int(7 * s), int(10 * s)).topleft)
    pygame.draw.rect(surface, pygame.Color(COLOURS["wood"]), board, border_radius=radius)
    planks = 5
    seam = pygame.Color("#5e3719")
    for i in range(1, planks):
        y = board.y + board.h * i // planks
        pygame.draw.line(surface, seam, (board.x + radius // 2, y), (board.right - radius // 2, y),
                         max(1, int(2 * s)))
    pygame.draw.rect(surface, pygame.Color("#4a2a12"), board, max(3, int(5 * s)),
                     border_radius=radius)
    pygame.draw.rect(surface, pygame.Color(COLOURS["brass"]), board.inflate(-int(14 * s),
                     -int(14 * s)), 1, border_radius=max(6, radius - 6))
