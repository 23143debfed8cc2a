"""The sheet of the pad in use: enter a round, undo, correct a round by clicking it, export."""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from kozel_gui.controls import Area
from kozel_gui.focus import Item
from kozel_gui.i18n import tr, words
from kozel_gui.scorepad.cells import written_line
from kozel_gui.scorepad.export import export_pad, result_line, said_sides
from kozel_gui.scorepad.model import Pad
from kozel_gui.scorepad.page import Page
from kozel_gui.scorepad.paint import COLOURS, blit_text, panel
from kozel_gui.scorepad.sheet_view import SheetView

if TYPE_CHECKING:
    from kozel_gui.scenes.scorepad import ScorePadScene

__all__ = ["SheetPage", "undo_question"]


class SheetPage(Page):
    """The paper sheet filling the window, the pad's buttons under it, the goat announced."""

    def __init__(self, scene: ScorePadScene, pad: Pad) -> None:
        super().__init__(scene)
        self.pad = pad
        self.view = SheetView()
        self.banner = False
        """«Козёл!» announced as the deciding round is written; a finished pad opened again
        shows its sheet, the result under it."""
        self.sheet_rect = pygame.Rect(0, 0, 1, 1)

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        margin, gap, bh = self.px(20), self.px(12), self.px(54)
        self.sheet_rect = pygame.Rect(margin, margin, w - 2 * margin, h - bh - self.px(84))
        keys = [("scorepad.add_round", self.add_round), ("scorepad.undo", self.undo),
                ("scorepad.export", self.export), ("scorepad.back", self.back)]
        bw = (w - 2 * margin - gap * (len(keys) - 1)) // len(keys)
        y = h - margin - bh
        for n, (key, action) in enumerate(keys):
            b = self.button(pygame.Rect(margin + n * (bw + gap), y, bw, bh), tr(key), action,
                            key=key)
            if key == "scorepad.add_round" and self.pad.sheet.is_over:
                b.disable()
            if key in ("scorepad.undo", "scorepad.export") and not self.pad.sheet.rows:
                b.disable()  # an empty sheet: nothing to take back, nothing to keep (P36b)

    # -- actions -----------------------------------------------------------------

    def add_round(self) -> None:
        """Open the entry of the next round."""
        if self.pad.sheet.is_over:
            self.error = tr("scorepad.err_over")
            return
        self.scene.show_entry(self.pad)

    def undo(self) -> None:
        """Ask, then remove the last round: a destructive step asks first, running match or
        finished (issue 19: mid-match one click took round 3 away). The question names the
        round and what it wrote; what the sheet said of the match before goes, since the
        question makes it stale («Партия записана в историю» under «Отменить кон 3?»)."""
        from kozel_gui.scenes.confirm import ConfirmScene

        if not self.pad.sheet.rows:
            self.app.notify(words("scorepad.nothing_to_undo"))
            return
        self.app.withdraw(self)
        self.app.push(ConfirmScene(self.app, undo_question(self.pad), tr("scorepad.undo_yes"),
                                   self._undo_asked, no=tr("scorepad.keep")))

    def _undo_asked(self) -> None:
        """«Отменить» in the question: it goes, then the round does."""
        self.app.pop()
        self._undo()

    def _undo(self) -> None:
        """Take the last round back; a finished match taken back is said to be open again
        and out of the history (P36b: «Партия записана в историю. Кон 1 отменён.» read as
        if it were still recorded). The sheet opens anew, so what was said of the finished
        match goes with the page it was said on."""
        n, recorded = len(self.pad.sheet.rows), self.pad.in_history
        if not self.pad.undo():
            self.app.notify(words("scorepad.nothing_to_undo"))
            return
        self.scene.save(self.pad)
        reopened = recorded and not self.pad.in_history
        self.app.notify(words("scorepad.undone_reopened" if reopened else "scorepad.undone", n=n))
        self.scene.show_sheet(self.pad)

    def export(self) -> None:
        """Keep the protocol, once there is one: an empty sheet has nothing to keep."""
        if not self.pad.sheet.rows:
            self.error = tr("scorepad.export_empty")
            return
        self._export()

    def _export(self) -> None:
        """Write the PNG and the text protocol and say in a short line where they are: the
        folder (the home folder as «~»), not two full paths (P33: those filled the screen)."""
        try:
            png, _txt = export_pad(self.pad, self.app.data)
        except (OSError, pygame.error) as exc:
            self.app.notify(words("scorepad.export_failed", reason=exc))
            return
        self.app.notify(words("scorepad.exported", folder=_short(png.parent)))

    def back(self) -> None:
        """«Назад» or Esc: the list of games."""
        self.scene.show_list()

    def focusables(self) -> list[Item]:
        """The rounds shown (Enter corrects one), then the buttons; none under the banner."""
        if self.banner:
            return []
        rows: list[Item] = [
            Area(f"round:{index}", rect, action=partial(self.scene.show_entry, self.pad, index))
            for index, rect in self.view.rows(self.sheet_rect, self.pad, self.size[1])]
        return [*rows, *self.items]

    def default_focus(self, items: Sequence[Item]) -> Item | None:
        """«Записать кон» (or the first button still on); on a finished game «Сохранить
        протокол»: an Enter there never takes the deciding round away."""
        keys = ("scorepad.export",) if self.pad.sheet.is_over else ("scorepad.add_round",
                                                                     "scorepad.undo")
        found = next((i for i in items if i.key in keys), None)
        return found or super().default_focus(items)

    def finished(self) -> None:
        """The game just ended: announce it (the scene's ``save`` put it in the history)."""
        self.banner = True

    # -- events and drawing ------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> bool:
        if super().handle(event):
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.view.scroll(-event.y, len(self.pad.sheet.rows))
            return True
        if self.banner and (event.type == pygame.KEYDOWN or (
                event.type == pygame.MOUSEBUTTONDOWN and event.button == 1)):
            self.banner = False  # a key or a click puts it away
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.view.row_at(event.pos)
            if index is not None:
                self.scene.show_entry(self.pad, index)
                return True
        return False

    def frames(self) -> list[pygame.Rect]:
        """The sheet."""
        return [self.sheet_rect]

    def keep_clear(self) -> list[pygame.Rect]:
        """The totals and the result line under the sheet: a message goes elsewhere (P33:
        the export's message covered the totals)."""
        w = self.size[0]
        under = pygame.Rect(0, self.sheet_rect.bottom, w, self.px(44))
        return [self.view.totals(self.sheet_rect, self.pad, self.size[1]), under]

    def draw(self, surface: pygame.Surface) -> None:
        self.view.draw(surface, self.sheet_rect, self.pad, self.size[1])
        w = surface.get_width()
        under = self.sheet_rect.bottom + self.px(22)
        result = result_line(self.pad)
        # One line between the sheet and the buttons: a problem first (on its plate, clear
        # of the sheet's frame), else the result, else the hint (never two over each other).
        if self.error:
            self.draw_error(surface)
        elif result:
            blit_text(surface, result, self.px(20), COLOURS["goat"], (w / 2, under),
                      anchor="center", bold=True, max_width=w - self.px(40))
        else:  # why «Сохранить протокол» is off while the sheet is empty
            hint = "scorepad.edit_hint" if self.pad.sheet.rows else "scorepad.export_empty"
            blit_text(surface, tr(hint), self.px(16), COLOURS["ink"], (w / 2, under),
                      anchor="center", max_width=w - self.px(40))
        if self.banner:
            self._banner(surface)

    def _banner(self, surface: pygame.Surface) -> None:
        """«Козёл!» over the sheet, big and brief; a click puts it away."""
        sheet, sides = self.pad.sheet, said_sides(self.pad.sheet, self.pad.names)
        box = pygame.Rect(0, 0, min(self.sheet_rect.w - self.px(40), self.px(720)), self.px(176))
        box.center = self.sheet_rect.center
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        panel(shade, shade.get_rect(), (12, 9, 6), COLOURS["paper_edge"], radius=self.px(18),
              width=3)
        shade.set_alpha(240)
        surface.blit(shade, box)
        big = tr("scorepad.goat_banner") if sheet.goat is not None else \
            tr("scorepad.winner_who", name=sides[sheet.winner or 0])
        blit_text(surface, big, self.px(56), COLOURS["goat"], (box.centerx, box.top + box.h * 0.3),
                  anchor="center", bold=True, max_width=box.w - self.px(30))
        blit_text(surface, result_line(self.pad), self.px(20), COLOURS["ink"],
                  (box.centerx, box.top + box.h * 0.66), anchor="center",
                  max_width=box.w - self.px(30))
        blit_text(surface, tr("scorepad.banner_close"), self.px(16), COLOURS["muted"],
                  (box.centerx, box.top + box.h * 0.86), anchor="center",
                  max_width=box.w - self.px(30))


def undo_question(pad: Pad) -> str:
    """«Отменить кон 3? Записано: Аня +12, Боря +5.», on a finished match that it goes on
    after, and for the only round that the pad is then no longer kept (a pad without a
    round is no game: PT-U undid every round to enter round 1 again, left the sheet and
    lost the pad's players and rules unwarned)."""
    sheet = pad.sheet
    n, written = len(sheet.rows), written_line(sheet, sheet.rows[-1], pad.side_names())
    question = tr("scorepad.undo_q", n=n, scores=written) if written else \
        tr("scorepad.undo_q_nothing", n=n)
    after = [tr("scorepad.undo_over_q")] if sheet.is_over else []
    if n == 1:
        after.append(tr("scorepad.undo_last_q"))
    return " ".join([question, *after])


def _short(folder: Path) -> str:
    """``folder`` as a person reads it: under the home folder, from «~»."""
    try:
        return str(Path("~") / folder.relative_to(Path.home()))
    except ValueError:
        return str(folder)
