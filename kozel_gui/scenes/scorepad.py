"""The score pad screen: keep the Kozel score of a game played with real tiles on a real table.

The scene shows one page at a time: the list of saved pads, the set-up of a
new one, the sheet of the pad in use, or the entry of a round.  Every change
to a pad is saved at once (``kozel_gui.scorepad.store``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from kozel_gui.focus import Item
from kozel_gui.scene import Scene
from kozel_gui.scorepad.model import Pad
from kozel_gui.scorepad.page import Page
from kozel_gui.scorepad.paint import COLOURS
from kozel_gui.scorepad.store import PadStore

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = ["ScorePadScene"]


class ScorePadScene(Scene):
    """Pads list → set-up → sheet ⇄ round entry; Escape goes one page back."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.store = PadStore(app.data, app.notify)
        """The device's pads (every profile's to see)."""
        self.page: Page | None = None
        self._background: tuple[tuple[int, int], pygame.Surface] | None = None

    # -- pages ---------------------------------------------------------------------

    def show(self, page: Page) -> None:
        """Replace the current page."""
        if self.page is not None:
            self.page.kill()
        self.page = page
        self.focus.reset()  # a new page starts where it says
        page.open(self.app.screen.get_size())

    def show_list(self) -> None:
        """The saved pads."""
        from kozel_gui.scorepad.list_page import ListPage

        self.show(ListPage(self))

    def show_rename(self, pad: Pad) -> None:
        """A name for ``pad``."""
        from kozel_gui.scorepad.list_page import RenamePage

        self.show(RenamePage(self, pad))

    def show_setup(self) -> None:
        """A new pad's rules and players."""
        from kozel_gui.scorepad.setup_page import SetupPage

        self.show(SetupPage(self))

    def show_sheet(self, pad: Pad) -> None:
        """The sheet of ``pad`` (its result put right in the history first, if it is not:
        a pad an older version left with a stale record)."""
        from kozel_gui.scorepad.sheet_page import SheetPage

        if pad.sheet.is_over or pad.in_history:
            self.save(pad)
        self.show(SheetPage(self, pad))

    def show_entry(self, pad: Pad, index: int | None = None) -> None:
        """Enter a new round (``index`` None) or correct round ``index``."""
        from kozel_gui.scorepad.entry_page import EntryPage

        self.show(EntryPage(self, pad, index))

    def save(self, pad: Pad) -> bool:
        """Write the pad now (after every change), and its result in the match history as
        it stands: a finished pad's written, one taken back to running taken out."""
        from kozel_gui.i18n import words
        from kozel_gui.scorepad.store import sync_history

        if sync_history(self.app.data, pad, self.app.notify):
            self.app.notify(words("scorepad.history_saved"))
        return self.store.save(pad)

    # -- the Scene contract -----------------------------------------------------------

    def enter(self) -> None:
        if self.page is None:
            self.show_list() if self.store.all() else self.show_setup()
        else:
            self.page.open(self.app.screen.get_size())

    def leave(self) -> None:
        if self.page is not None:
            self.page.kill()

    def resize(self, size: tuple[int, int]) -> None:
        if self.page is not None and size != self.page.size:
            self.page.open(size)

    def focusables(self) -> Sequence[Item]:
        """The page's buttons, entries and targets."""
        return self.page.focusables() if self.page is not None else ()

    def default_focus(self, items: Sequence[Item]) -> Item | None:
        """Where the page says."""
        return self.page.default_focus(items) if self.page is not None else None

    def back(self) -> None:
        """Esc: one page back."""
        if self.page is not None:
            self.page.back()

    def handle(self, event: pygame.event.Event) -> bool:
        if self.page is not None and self.page.handle(event):
            return True
        return super().handle(event)

    def update(self, dt: float) -> None:
        if self.page is not None:
            self.page.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self._felt(surface.get_size()), (0, 0))
        if self.page is not None:
            self.page.draw(surface)

    def keep_clear(self) -> list[pygame.Rect]:
        """What the page shows that a message must not cover."""
        return self.page.keep_clear() if self.page is not None else []

    def message_owner(self) -> object:
        """The page shown: a message said on the sheet (the export's folder) goes when the
        round's entry opens, never covering its «Сохранить» / «Отмена» (P36b)."""
        return self.page if self.page is not None else self

    def close(self) -> None:
        """Back to the screen the pad was opened from."""
        self.app.pop()

    def _felt(self, size: tuple[int, int]) -> pygame.Surface:
        """The table's green felt, cached per window size."""
        if self._background is None or self._background[0] != size:
            surf = pygame.Surface(size)
            surf.fill(COLOURS["table"])
            self._background = (size, surf)
        return self._background[1]
