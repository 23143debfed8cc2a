"""The settings screen: tabs for the rules editor, the players and the game options.

Every valid change reaches the app at once (``app.set_setup`` /
``app.set_options``), so the next match starts with exactly what is shown.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel, UISelectionList, UITextBox

from kozel_gui.controls import GuiButton
from kozel_gui.drawing import fade_edges
from kozel_gui.focus import Item
from kozel_gui.i18n import get_language, set_language, tr, words
from kozel_gui.scene import Scene
from kozel_gui.settings.options_page import TABLE_RGB, OptionsPage
from kozel_gui.settings.players import PlayersPage
from kozel_gui.settings.rules_editor import RulesPage
from kozel_gui.settings.state import SettingsState
from kozel_gui.settings.theme import install_theme, spaced

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = ["TABS", "SettingsScene"]

TABS = ("rules", "players", "options")
"""The tabs, left to right."""

MAX_WIDTH = 1040
TOP = 64
HELP_H = 66
_BAND_ALPHA = 70
"""How dark the band behind the page is over the table (of 255)."""
NOTE_H = 26
TAB_W = 150


class SettingsScene(Scene):
    """Tabs at the top, the chosen page below, a help box at the bottom; Back pops."""

    def __init__(self, app: Host, tab: str = "rules", playing: str | None = None, *,
                 saved: bool = False) -> None:
        super().__init__(app)
        self.tab = tab
        self.playing = playing
        """The name of the rule set of the match in progress (opened from the pause menu) or
        of the saved match (``saved``: from the main menu): the screen says once that
        changes apply from the next match, and deleting that set says the match keeps its
        rules."""
        self.saved = saved
        self.state: SettingsState | None = None
        self.page: Any = None
        self.elements: list[Any] = []
        self.built_language = ""
        self.built_size = (0, 0)
        self.tabs: dict[str, Any] = {}
        self.offsets: dict[str, int] = {}
        """How far down each tab's page was scrolled: a question asked over the screen or a
        new window size builds the page again where the player left it."""

    # -- life cycle -------------------------------------------------------------

    def enter(self) -> None:
        """Read the current set-up and saved presets (once: a question asked over the screen
        keeps the draft as it was, even an invalid one); build the screen."""
        install_theme(self.app.manager)
        if self.state is None:
            self.state = SettingsState(self.app)
        self.build()

    def leave(self) -> None:
        """Remove the screen's elements (a question over it, or the way out)."""
        self.clear()

    def back(self) -> None:
        """Back or Esc: leave. Rules with errors cannot be kept: that is asked first (P33:
        the edits went with only a message after), and said once left."""
        if self.state is not None and not self.state.draft.is_valid:
            self.ask(tr("settings.invalid_leave_ask"), tr("settings.invalid_leave_yes"),
                     self._leave_broken)
            return
        self._finish()
        self.app.pop()

    def _leave_broken(self) -> None:
        self.app.notify(words("settings.invalid_left"))
        self._finish()
        self.app.pop()

    def closing(self) -> None:
        """The window closes on this screen: a rename typed here is made all the same."""
        self._finish()

    def _finish(self) -> None:
        """The screen is left: what waited for it is done (a profile renamed at its seat)."""
        if self.state is not None:
            self.state.finish()

    def ask(self, question: str, yes: str, action: Callable[[], None]) -> None:
        """Ask ``question`` over the screen; ``yes`` runs ``action`` (Cancel changes nothing)."""
        from kozel_gui.scenes.confirm import ConfirmScene

        def confirmed() -> None:
            self.app.pop()
            action()

        self.app.push(ConfirmScene(self.app, question, yes, confirmed))

    def resize(self, size: tuple[int, int]) -> None:
        """Lay out again for the new window size."""
        if self.state is not None and size != self.built_size:
            self.clear()
            self.build()

    # -- building ---------------------------------------------------------------

    def content_rect(self) -> pygame.Rect:
        """The centred column the screen uses."""
        w, h = self.app.screen.get_size()
        width = min(MAX_WIDTH, w - 32)
        return pygame.Rect((w - width) // 2, 12, width, h - 24)

    def build(self) -> None:
        """Title, tabs, Back, the page and the help box."""
        m, c = self.app.manager, self.content_rect()
        self.built_language = get_language()
        self.built_size = self.app.screen.get_size()
        title_w = max(160, c.w - 3 * (TAB_W + 6) - 140 - 16)
        self.elements.append(UILabel(pygame.Rect(c.x, c.y, title_w, 44), tr("settings.title"), m,
                                     object_id=ObjectID(class_id="@settings_title")))
        self.tabs = {}
        for i, tab in enumerate(TABS):
            rect = pygame.Rect(c.x + title_w + 8 + i * (TAB_W + 6), c.y + 2, TAB_W, 40)
            self.tabs[tab] = UIButton(rect, tr(f"settings.tab.{tab}"), m,
                                      object_id=ObjectID(class_id="@settings_tab"))
        self.elements += self.tabs.values()
        self.back_button = UIButton(pygame.Rect(c.right - 130, c.y + 2, 130, 40), tr("common.back"), m,
                             object_id=ObjectID(class_id="@settings_tab", object_id="#back"))
        self.elements.append(self.back_button)
        if self.playing is not None:  # once, under the title: not on every tab's rows
            self.elements.append(UILabel(pygame.Rect(c.x, c.y + TOP - 14, c.w, NOTE_H),
                                         tr("settings.saved_note" if self.saved
                                            else "settings.match_note"), m,
                                         object_id=ObjectID(class_id="@settings_summary")))
        self.help = UITextBox(tr("settings.help_hint"),
                              pygame.Rect(c.x, c.bottom - HELP_H, c.w, HELP_H), m,
                              object_id=ObjectID(class_id="@settings_help"))
        self.elements.append(self.help)
        self.open_tab(self.tab)

    def page_rect(self) -> pygame.Rect:
        """Where a page goes: under the tabs, above the help box."""
        c = self.content_rect()
        top = TOP + (NOTE_H if self.playing is not None else 0)
        return pygame.Rect(c.x, c.y + top, c.w, c.h - top - HELP_H - 10)

    def open_tab(self, tab: str) -> None:
        """Show another page."""
        assert self.state is not None
        self._put_away_page()
        self.tab = tab
        for name, button in self.tabs.items():
            button.select() if name == tab else button.unselect()
        self.show_hint()  # the last tab's explanation is not this one's
        m, rect = self.app.manager, self.page_rect()
        if tab == "rules":
            self.page = RulesPage(self.state, m, rect, self.show_help, self.ask, self.playing)
        elif tab == "players":
            self.page = PlayersPage(self.state, m, rect, self.show_help)
        else:
            self.page = OptionsPage(self.app, m, rect, self.show_help, self.relanguage)
        # Built again after a question: where the player left it, unless another game was
        # chosen meanwhile (its page from the top).
        top = tab == "rules" and self.state.take_top()
        self.page.form.scroll_to(0 if top else self.offsets.get(tab, 0))

    def _put_away_page(self) -> None:
        """Remove the page, remembering how far down it was scrolled."""
        if self.page is not None:
            self.offsets[self.tab] = self.page.form.offset
            self.page.kill()
            self.page = None

    def clear(self) -> None:
        """Remove every element."""
        self._put_away_page()
        for e in self.elements:
            e.kill()
        self.elements.clear()

    def show_help(self, text: str) -> None:
        """Put a setting's explanation in the help box, its sentences apart (``spaced``)."""
        text = spaced(text)
        if self.help.html_text != text:
            self.help.set_text(text)

    def show_hint(self) -> None:
        """The help box's own words: how to get an explanation."""
        self.show_help(tr("settings.help_hint"))

    def relanguage(self) -> None:
        """The language changed: every text is built again (unless the app already did)."""
        set_language(self.app.options.language)
        if self.built_language != get_language():
            self.clear()
            self.build()

    # -- events and drawing -----------------------------------------------------

    # -- the focus ring ---------------------------------------------------------

    def focusables(self) -> list[Item]:
        """The tabs, Back, then the page."""
        # On a tab or Back the help box says how to get help, not the last row's words.
        head: list[Item] = [GuiButton(b, f"tab:{t}", on_focus=self.show_hint)
                            for t, b in self.tabs.items()]
        head.append(GuiButton(self.back_button, "back", on_focus=self.show_hint))
        return head + (self.page.focusables() if self.page is not None else [])

    def default_focus(self, items: Sequence[Item]) -> Item | None:
        """The open tab (Left/Right go to the others, Down into the page)."""
        found = next((i for i in items if i.key == f"tab:{self.tab}"), None)
        return found or super().default_focus(items)

    def handle(self, event: pygame.event.Event) -> bool:
        """Tabs, Back (or Escape), then the page."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            # The innermost open thing closes first (the list of sets), then the screen.
            if not (self.page is not None and self.page.close_open()):
                self.back()
            return True
        if event.type == pygame_gui.UI_BUTTON_ON_HOVERED and (
                event.ui_element is self.back_button or event.ui_element in self.tabs.values()):
            self.show_hint()  # the mouse on a tab (a text box keeping the focus): not stale words
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.back_button:
                self.back()
                return True
            for tab, button in self.tabs.items():
                if event.ui_element is button:
                    self.open_tab(tab)
                    return True
        if self.page is None:
            return False
        if self.page.handle(event):
            return True
        return event.type == pygame.KEYDOWN and self._page_keys(event.key)

    def _page_keys(self, key: int) -> bool:
        """PgUp / PgDn scroll the page by a screenful, Home / End to its ends (P36b: only the
        wheel scrolled); a focused number box takes these keys first (it steps by them)."""
        form = self.page.form
        step = max(40, form.rect.h - 60)  # a screenful, a row of the last one still shown
        where = {pygame.K_PAGEDOWN: form.offset + step, pygame.K_PAGEUP: form.offset - step,
                 pygame.K_HOME: 0, pygame.K_END: 1 << 30}.get(key)
        if where is None:
            return False
        form.scroll_to(where)
        return True

    def update(self, dt: float) -> None:
        """Time for the page's controls (a held − / + repeats)."""
        if self.page is not None:
            self.page.form.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        """The table cloth with a darker band behind the page."""
        colour = TABLE_RGB.get(self.app.options.table, TABLE_RGB["felt"])
        surface.fill(colour)
        c = self.content_rect().inflate(16, 8)
        band = pygame.Surface(c.size, pygame.SRCALPHA)
        pygame.draw.rect(band, (0, 0, 0, _BAND_ALPHA), band.get_rect(), border_radius=12)
        surface.blit(band, c.topleft)

    def draw_over(self, surface: pygame.Surface) -> None:
        """The page's rows fade out at an edge where they go on (issue 19.9: a half row
        was cut hard at the top while the bottom showed a whole one)."""
        form = getattr(self.page, "form", None)
        if form is None or not form.most:
            return
        table = TABLE_RGB.get(self.app.options.table, TABLE_RGB["felt"])
        behind = (*(c * (255 - _BAND_ALPHA) // 255 for c in table),)
        fade_edges(surface, form.view(), (behind[0], behind[1], behind[2]),
                   top=form.offset > 0, bottom=form.offset < form.most, clear=self.open_lists())

    def open_lists(self) -> list[pygame.Rect]:
        """Where the lists of open drop-downs lie (the rule sets', a row's): over the page,
        so the page's fade goes under them (P31: «Генеральский козёл» was half hidden)."""
        return [pygame.Rect(element.rect) for element in self.app.manager.get_sprite_group().sprites()
                if isinstance(element, UISelectionList) and element.visible
                and isinstance(getattr(element, "parent_element", None), UIDropDownMenu)]
