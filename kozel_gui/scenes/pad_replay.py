"""A score pad's match replayed from the history: its sheet round by round, as it was typed.

A pad keeps no moves, only what the family entered for each round: the hands' totals
(or the tiles tapped).  So each round is one position: the plates show each seat's
name and what became of its points (written, remembered, burnt: the table's words), the
caption says it came from the score pad and how the round ended, the empty table says
why it is empty, the sheet beside fills in round by round and the last round says how
the match ended.  There is no coach's review.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from kozel_gui.assets import font
from kozel_gui.focus import Item
from kozel_gui.i18n import Person, tr, tr_about
from kozel_gui.scenes.replay import ReplayScene
from kozel_gui.scorepad.export import sheet_result
from kozel_gui.table.arithmetic import side_sum
from kozel_gui.table.seen import TableRound
from kozel_gui.theme import COLOURS
from kozel_gui.widgets import draw_text, scale_of
from rules import Entry, EntryKind, Row, hand_value

__all__ = ["PadReplayScene"]


class PadReplayScene(ReplayScene):
    """The replay of a match written in the score pad: entered totals, no moves, no review."""

    steps = (("replay.prev_round", "replay.prev_round_tip", "jump_round", -1),
             ("replay.next_round", "replay.next_round_tip", "jump_round", 1))
    keys_hint = "replay.pad_keys"

    plate_words: list[tuple[pygame.Rect, int]]
    """Each seat's plate as last drawn and the width of the words under its name (per frame)."""

    def default_focus(self, items: Sequence[Item]) -> Item | None:
        """«Кон »»: Enter and Space go on to the next round (none at the last round)."""
        return next((i for i in items if i.key == "#replay_next_round"), None)

    def tools(self) -> list[tuple[str, Callable[[], None]]]:
        """Only the protocol's export: a pad has no moves for the coach to review."""
        return [("replay.export", self._save_clicked)]

    def entry(self) -> Entry | None:
        """What was entered for the round shown."""
        rounds = [e for e in self.replay.sheet.entries if e.kind is EntryKind.ROUND]
        return rounds[self.replay.round] if self.replay.round < len(rounds) else None

    def points(self, seat: int) -> int:
        """The points entered for ``seat`` in the round shown (its tiles' worth if tapped)."""
        entry = self.entry()
        if entry is None:
            return 0
        if entry.points is not None:
            return entry.points[seat]
        return hand_value(self.replay.sheet.rules, entry.hands[seat] if entry.hands else ())

    def row(self) -> Row | None:
        """The sheet's line of the round shown (a pad's sheet holds rounds only)."""
        rows = self.replay.sheet.rows
        return rows[self.replay.round] if self.replay.round < len(rows) else None

    def fate(self, seat: int) -> str:
        """What became of ``seat``'s points in the round shown, in the words of the table's
        round summary: written, remembered (held, not written: P36b read «Коля 10 очков»
        as scored; with the sum remembered so far when there was some before), burnt or
        nothing; «выход» for the seat that went out, eggs on a tie."""
        row, sheet = self.row(), self.replay.sheet
        if row is None:
            return ""
        if row.kind == "out" and row.by == seat:
            return tr("scorepad.cell_out")
        side = sheet.side_of(seat)
        said = side_sum(sheet.rules, row, side, self._side_person(side)).result
        s = row.sides[side]
        if row.draw and sheet.rules.is_goat:
            said = tr("replay.pad_seat_eggs", n=s.points)
        elif s.held and s.after_remembered != s.held:
            # §4: held points add up round after round; the sheet beside shows the sum, so
            # the plate names both («запомнено +10, всего +18»), never only the round's.
            said = tr("replay.pad_seat_held_total", said=said, n=s.after_remembered)
        if sheet.sides != sheet.players:  # one partner's plate says what the pair wrote
            said = tr("replay.pad_seat_pair", said=said)
        return said

    def _side_person(self, side: int) -> Person:
        """Who a side's words agree with: its seat's person (a pad's names have no gender:
        «записано 29»); a pair's are said of nobody («пара: записано 29»), its plate showing
        one partner's name (issue 19: «Зина записали 29» under Зина alone)."""
        sheet = self.replay.sheet
        return self.people[side] if sheet.sides == sheet.players else Person("")

    def result(self) -> str:
        """How the match ended, on its last round (as the pad's sheet says it); else empty."""
        r = self.replay
        return sheet_result(r.sheet, self.names) \
            if r.round == len(r.rounds) - 1 else ""

    def caption(self) -> str:
        """Where the round came from, and how it ended."""
        entry = self.entry()
        typed = entry is not None and entry.points is not None
        text = tr("replay.pad_totals" if typed else "replay.pad_tiles")
        if entry is not None:
            key = "replay.out" if entry.ended == "out" else "replay.fish"
            text += " · " + tr_about(key, self.people[entry.by])
        return text

    def _draw_plates(self, surface: pygame.Surface, state: TableRound | None) -> None:
        px = max(16, int(18 * scale_of(surface.get_size())))
        self.plate_words = []
        for seat, name in enumerate(self.names):
            fate = self.fate(seat)
            words = font(max(14, px - 2)).size(fate)[0]
            rect = self._plate(surface, state, seat,
                               max(font(px, True).size(name)[0], words) + 2 * px)
            self.plate_words.append((rect, words))
            draw_text(surface, name, px, bold=True, midbottom=(rect.centerx, rect.centery + 2))
            draw_text(surface, fate, px - 2, COLOURS["muted_text"],
                      midtop=(rect.centerx, rect.centery + 2))

    def _draw_caption(self, surface: pygame.Surface) -> None:
        """The round and how it ended; below, on the empty table, why it is empty, and on
        the last round how the match ended."""
        super()._draw_caption(surface)
        assert self.layout is not None
        s = scale_of(surface.get_size())
        field = self.layout.field
        x, y = int(field.center[0]), int(field.center[1])
        result = self.result()
        if result:  # above the note, both in the middle of the empty table
            draw_text(surface, result, max(18, int(26 * s)), COLOURS["title"], bold=True,
                      midbottom=(x, y - max(8, int(12 * s))))
        draw_text(surface, tr("replay.pad_no_moves"), max(16, int(18 * s)),
                  COLOURS["muted_text"], midtop=(x, y))

