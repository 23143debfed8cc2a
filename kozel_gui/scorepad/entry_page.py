"""Entering one real round: how it ended, who, and what each loser holds (tiles or a total).

Tiles are tapped on a picture of the whole 28-tile set, so 0:0 and 6:6 alone
score as the rules say; a total can be typed instead.  The opening and closing
tiles are asked only when the rules give bonuses for them.
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine

from kozel_gui.controls import Area
from kozel_gui.focus import Item
from kozel_gui.i18n import listing, tr
from kozel_gui.scorepad.draft import TILE_NAMES, RoundDraft, bonus_tiles
from kozel_gui.scorepad.model import Pad, PadError
from kozel_gui.scorepad.page import Page
from kozel_gui.scorepad.paint import COLOURS, blit_name, blit_text, panel
from kozel_gui.theme import SEAT_COLOURS
from rules import EntryKind

if TYPE_CHECKING:
    from kozel_gui.scenes.scorepad import ScorePadScene

__all__ = ["SEAT_COLOURS", "EntryPage"]



class EntryPage(Page):
    """A new round (``index`` None) or a correction of round ``index``."""

    def __init__(self, scene: ScorePadScene, pad: Pad, index: int | None = None) -> None:
        super().__init__(scene)
        self.pad, self.index = pad, index
        if index is None:
            self.draft = RoundDraft(pad.rules, pad.names)
            typed = [i for i, e in enumerate(pad.sheet.entries) if e.kind is EntryKind.ROUND]
            if typed:  # the family counts as it did the last round: by tiles or by totals
                self.draft.by_tiles = pad.facts(typed[-1]).hands is not None
        else:
            self.draft = RoundDraft.from_facts(pad.rules, pad.names, pad.facts(index))
        self.opened_with = self.draft.state()
        """The draft as the page opened: Esc asks before what was changed since is lost."""
        self.tile_boxes: dict[str, pygame.Rect] = {}
        self.chips: list[pygame.Rect] = []
        self.fields: list[UITextEntryLine] = []
        self.long_px = 60

    # -- layout ------------------------------------------------------------------

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        margin = self.px(24)
        split = int(w * 0.58)
        self.left = pygame.Rect(margin, self.px(76), split - 2 * margin, h - self.px(170))
        self.right = pygame.Rect(split, self.px(76), w - split - margin, h - self.px(170))
        self._controls()
        if self.draft.by_tiles:
            self._chips()
            self._triangle()
        else:
            self._points()
        bw, bh, gap = self.px(230), self.px(56), self.px(14)
        y = h - self.px(24) - bh
        self.button(pygame.Rect(w // 2 - bw - gap, y, bw, bh), tr("scorepad.save_round"),
                    self.save, "@big_button")
        self.button(pygame.Rect(w // 2 + gap, y, bw, bh), tr("scorepad.cancel"), self.back,
                    "@big_button")

    def _row(self, y: int, texts: list[str], actions: list[object],
             chosen: int | None, key: str | None = None, names: bool = False) -> int:
        """A row of toggle buttons across the right panel (``names``: the players', cut
        with «…» where too wide); returns the next y."""
        gap, bh = self.px(8), self.px(44)
        bw = (self.right.w - gap * (len(texts) - 1)) // max(1, len(texts))
        for n, (text, action) in enumerate(zip(texts, actions, strict=True)):
            b = self.button(pygame.Rect(self.right.x + n * (bw + gap), y, bw, bh), text,
                            action, key=key, name=(text, str) if names else None)  # type: ignore[arg-type]
            if n == chosen:
                b.select()
        return y + bh + self.px(12)

    def _controls(self) -> None:
        d, names = self.draft, self.pad.names
        label_h = self.px(28)
        y = self.right.y
        self.labels: list[tuple[int, str]] = [(y, tr("scorepad.ended"))]
        y = self._row(y + label_h, [tr("scorepad.ended_out"), tr("scorepad.ended_fish")],
                      [lambda: self.set_ended("out"), lambda: self.set_ended("fish")],
                      0 if d.ended == "out" else 1)
        self.labels.append((y, tr("scorepad.who_out" if d.ended == "out" else "scorepad.who_fish")))
        y = self._row(y + label_h, list(names),
                      [partial(self.set_by, s) for s in range(len(names))], d.by, names=True)
        self.labels.append((y, tr("scorepad.count_by")))
        y = self._row(y + label_h, [tr("scorepad.by_tiles"), tr("scorepad.by_points")],
                      [lambda: self.set_mode(True), lambda: self.set_mode(False)],
                      0 if d.by_tiles else 1)
        lead_on, last_on = bonus_tiles(self.pad.rules)
        if lead_on:
            y = self._row(y, [f"{tr('scorepad.lead')}: {d.lead or tr('scorepad.nothing')}"],
                          [lambda: self.cycle("lead")], None, key="lead")
        if last_on and d.ended == "out":
            y = self._row(y, [f"{tr('scorepad.last')}: {d.last or tr('scorepad.nothing')}"],
                          [lambda: self.cycle("last")], None, key="last")
        if self.pad.rules.hundred_move:
            who = names[d.hundred] if d.hundred is not None else tr("scorepad.nothing")
            self._row(y, [f"{tr('scorepad.hundred')}: {who}"], [lambda: self.cycle("hundred")],
                      None, key="hundred", names=d.hundred is not None)

    def _chips(self) -> None:
        """A button per seat: whose tiles are being tapped, with the hand's value."""
        d, gap, bh = self.draft, self.px(8), self.px(44)
        n = len(d.names)
        bw = (self.left.w - gap * (n - 1)) // n
        self.chips = []
        for seat in range(n):
            rect = pygame.Rect(self.left.x + seat * (bw + gap), self.left.y, bw, bh)
            out = d.ended == "out" and d.by == seat
            worth = tr("scorepad.went_out") if out else str(d.value(seat))
            # A hand the rules do not count: the name alone (the line under says why), so
            # the name is not cut to «З…» at 1024×600.
            shown = "{} · " + worth if out or d.is_asked(seat) else "{}"
            b = self.button(rect, shown.format(d.names[seat]), partial(self.select, seat),
                            key=f"chip:{seat}", name=(d.names[seat], shown.format))
            if seat == d.selected and d.is_asked(seat):
                b.select()
            if not d.is_asked(seat):  # went out, or a hand the rules do not count
                b.disable()
            self.chips.append(rect)

    def _triangle(self) -> None:
        """Boxes of the 28 tiles: row = the low half, column = the high half."""
        top = self.left.y + self.px(44) + self.px(44)
        cell_w = self.left.w / 7
        room_h = (self.left.bottom - self.px(6) - top) / 7
        self.long_px = max(24, int(min(cell_w * 0.92, room_h * 2 * 0.84)))
        self.tile_boxes = {}
        for name in TILE_NAMES:
            low, high = (int(v) for v in name.split(":"))
            box = pygame.Rect(0, 0, self.long_px, self.long_px // 2)
            box.center = (round(self.left.x + (high + 0.5) * cell_w), round(top + (low + 0.5) * room_h))
            self.tile_boxes[name] = box

    def _points(self) -> None:
        """A number field per seat (none asked of the seat that went out, nor of a hand the
        rules do not count)."""
        d = self.draft
        self.fields = []
        row_h, gap = self.px(50), self.px(14)
        field_w = self.px(140)
        for seat in range(len(d.names)):
            y = self.left.y + self.px(50) + seat * (row_h + gap)
            rect = pygame.Rect(self.left.x + self.px(300), y, field_w, row_h)
            entry = self.entry(rect, f"points:{seat}")
            entry.set_allowed_characters("numbers")
            entry.set_text_length_limit(3)
            if d.ended == "out" and d.by == seat:
                entry.set_text("0")
                entry.disable()
            elif not d.is_asked(seat):
                entry.disable()
            else:
                entry.set_text(d.points[seat])
            self.fields.append(entry)

    # -- actions -----------------------------------------------------------------

    def _keep_typed(self) -> None:
        for seat, entry in enumerate(self.fields):
            if entry.is_enabled:
                self.draft.points[seat] = entry.get_text()

    def _rebuild(self) -> None:
        self._keep_typed()
        self.open(self.size)

    def set_ended(self, ended: str) -> None:
        """Out or fish."""
        self._keep_typed()
        self.draft.ended = ended
        self.draft.settle()
        self.fields = []
        self.open(self.size)

    def set_by(self, seat: int) -> None:
        """Who went out or made the fish; the tiles of a hand no longer asked for (his, if
        he went out, and in a 2×2 Kozel his partner's) are released."""
        self._keep_typed()
        self.draft.by = seat
        self.draft.settle()
        self.fields = []
        self.open(self.size)

    def set_mode(self, by_tiles: bool) -> None:
        """Tiles or typed totals (what was entered the other way is kept)."""
        self._keep_typed()
        self.draft.by_tiles = by_tiles
        self.fields = []
        self.open(self.size)

    def select(self, seat: int) -> None:
        """Tap tiles for ``seat`` from now on."""
        self.draft.selected = seat
        self._rebuild()

    def cycle(self, what: str) -> None:
        """Step the opening tile, closing tile or hundred-move seat through its choices."""
        d = self.draft
        if what == "hundred":
            options: list[object] = [None, *range(len(d.names))]
        else:
            options = [None, "6:6", "0:0"]
            if what == "last" and self.pad.rules.double_both_ends:
                options.append("0:0+6:6")
        current = getattr(d, what)
        self._keep_typed()
        setattr(d, what, options[(options.index(current) + 1) % len(options)])
        d.settle()
        self.fields = []
        self.open(self.size)

    def tap(self, tile: str) -> None:
        """A click on a tile of the picture."""
        problem = self.draft.tap(tile)
        self.error = problem or ""
        if problem is None:
            self._rebuild()

    def save(self) -> None:
        """Write the round on the pad, save the pad, and go back to the sheet."""
        self._keep_typed()
        was_over = self.pad.sheet.is_over
        try:
            facts = self.draft.facts()
            if self.index is None:
                self.pad.record(facts)
            else:
                self.pad.edit(self.index, facts)
        except PadError as exc:
            self.error = tr(exc.key, **exc.fields)
            return
        except ValueError as exc:
            self.error = tr("scorepad.err_engine", reason=exc)
            return
        self.scene.save(self.pad)
        self.scene.show_sheet(self.pad)
        if self.pad.sheet.is_over and not was_over:
            page = self.scene.page
            finished = getattr(page, "finished", None)
            if finished is not None:
                finished()

    def back(self) -> None:
        """Esc or «Отмена»: back to the sheet; if tiles were marked, totals typed or anything
        changed since the page opened, only after asking (issue 19: Esc threw a round's
        marked tiles away unasked)."""
        from kozel_gui.scenes.confirm import ConfirmScene

        self._keep_typed()
        if self.draft.state() == self.opened_with:
            self.scene.show_sheet(self.pad)
            return
        n = len(self.pad.sheet.rows) + 1 if self.index is None else self.index + 1
        question = tr("scorepad.leave_new" if self.index is None else "scorepad.leave_edit", n=n)
        self.app.push(ConfirmScene(self.app, question, tr("scorepad.leave_yes"), self._leave,
                                   no=tr("scorepad.leave_no")))

    def _leave(self) -> None:
        """«Уйти» in the question: it goes, and so does the round typed."""
        self.app.pop()
        self.scene.show_sheet(self.pad)

    # -- the focus ring ------------------------------------------------------------------

    def focusables(self) -> list[Item]:
        """The buttons and fields; the tiles of the picture after the seat buttons."""
        tiles = [Area(f"tile:{name}", box.inflate(4, 4), action=partial(self.tap, name))
                 for name, box in self.tile_boxes.items()] if self.draft.by_tiles else []
        buttons = self.items
        cut = max((n + 1 for n, i in enumerate(buttons) if i.key.startswith("chip:")), default=0)
        return [*buttons[:cut], *tiles, *buttons[cut:]]

    # -- events and drawing ------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> bool:
        if super().handle(event):
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element in self.fields:
            self.save()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.draft.by_tiles:
            tile = next((t for t, box in self.tile_boxes.items() if box.collidepoint(event.pos)),
                        None)
            if tile is not None:
                self.tap(tile)
                return True
        return False

    def frames(self) -> list[pygame.Rect]:
        """The tiles' panel."""
        return [self.left.inflate(self.px(16), self.px(16))]

    def draw(self, surface: pygame.Surface) -> None:
        n = len(self.pad.sheet.rows) + 1 if self.index is None else self.index + 1
        self.title(surface, tr("scorepad.entry_title" if self.index is None
                               else "scorepad.edit_title", n=n))
        panel(surface, self.frames()[0], COLOURS["paper"], COLOURS["paper_edge"],
              radius=self.px(14))
        for y, label in self.labels:
            blit_text(surface, label, self.px(18), COLOURS["ink"], (self.right.x, y + self.px(12)),
                      bold=True)
        if self.draft.by_tiles:
            self._draw_chips(surface)
            self._draw_tiles(surface)
        else:
            self._draw_point_labels(surface)
        super().draw(surface)

    def _draw_chips(self, surface: pygame.Surface) -> None:
        for seat, rect in enumerate(self.chips):
            strip = pygame.Rect(rect.x + 6, rect.bottom + 3, rect.w - 12, self.px(6))
            pygame.draw.rect(surface, SEAT_COLOURS[seat], strip, border_radius=3)
        blit_text(surface, self.hint(), self.px(16), COLOURS["muted"],
                  (self.left.x, self.left.y + self.px(44) + self.px(24)))

    def hint(self) -> str:
        """The line over the tiles: whose are tapped («Отмечаем кости: Петя», the name as
        typed, never declined), and whose hand is not counted (the partner of who went out
        in a 2×2, whose button shows the name alone)."""
        d = self.draft
        hint = tr("scorepad.tiles_of", name=d.names[d.selected]) if d.is_asked(d.selected) else ""
        left_out = [name for seat, name in enumerate(d.names)
                    if not d.is_asked(seat) and not (d.ended == "out" and d.by == seat)]
        if left_out:
            said = tr("scorepad.not_counted_who", names=listing(left_out))
            hint = f"{hint} · {said}" if hint else said
        return hint

    def _draw_tiles(self, surface: pygame.Surface) -> None:
        d, tiles = self.draft, self.app.tiles
        edge = max(3, self.long_px // 16)
        for name, box in self.tile_boxes.items():
            low, high = (int(v) for v in name.split(":"))
            holder = d.owner.get(name)
            if holder is not None:
                frame = box.inflate(2 * edge, 2 * edge)
                pygame.draw.rect(surface, SEAT_COLOURS[holder], frame, border_radius=edge * 2)
            mine_or_free = holder is None or holder == d.selected
            sprite = (tiles.face if mine_or_free else tiles.dimmed)(low, high, self.long_px,
                                                                    angle=90)
            surface.blit(sprite, box.topleft)

    def _draw_point_labels(self, surface: pygame.Surface) -> None:
        for seat, entry in enumerate(self.fields):
            r = entry.get_relative_rect()
            pygame.draw.rect(surface, SEAT_COLOURS[seat],
                             (self.left.x, r.y + 8, self.px(8), r.h - 16), border_radius=3)
            room = pygame.Rect(self.left.x + self.px(20), r.y, r.x - self.left.x - self.px(30),
                               r.h)
            blit_name(surface, self.draft.names[seat], room, self.px(22), COLOURS["ink"],
                      centred=False)
            if not entry.is_enabled and not (self.draft.ended == "out"
                                             and self.draft.by == seat):
                blit_text(surface, tr("scorepad.not_counted"), self.px(18), COLOURS["muted"],
                          (r.right + self.px(14), r.centery),
                          max_width=int(self.left.right - r.right) - self.px(22))
        blit_text(surface, tr("scorepad.by_points"), self.px(18), COLOURS["muted"],
                  (self.left.x, self.left.y + self.px(18)))
