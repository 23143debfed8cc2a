"""A score pad's match replayed from the history: its sheet round by round, as it was typed.

A pad keeps no moves, only what the family entered for each round: the hands' totals
(or the tiles tapped).  So each round is one position: the plates show each seat's
name and the points entered, the caption says it came from the score pad and how the
round ended, the sheet beside fills in round by round.  There is no coach's review.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from kozel_gui.focus import Item
from kozel_gui.i18n import ntr, tr, tr_about
from kozel_gui.scenes.replay import ReplayScene
from kozel_gui.table.seen import TableRound
from kozel_gui.theme import COLOURS
from kozel_gui.widgets import draw_text, scale_of
from rules import Entry, EntryKind, hand_value

__all__ = ["PadReplayScene"]


class PadReplayScene(ReplayScene):
    """The replay of a match written in the score pad: entered totals, no moves, no review."""

    steps = (("replay.prev_round", "replay.prev_round_tip", "jump_round", -1),
             ("replay.next_round", "replay.next_round_tip", "jump_round", 1))
    keys_hint = "replay.pad_keys"

    def default_focus(self, items: Sequence[Item]) -> Item | None:
        """«Кон »»: Enter and Space go on to the next round."""
        found = next((i for i in items if i.key == "#replay_next_round"), None)
        return found or super().default_focus(items)

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
        for seat, name in enumerate(self.names):
            rect = self._plate(surface, state, seat)
            draw_text(surface, name, px, bold=True, midbottom=(rect.centerx, rect.centery + 2))
            n = self.points(seat)
            draw_text(surface, ntr("replay.pad_seat_points", n), px - 2,
                      COLOURS["muted_text"], midtop=(rect.centerx, rect.centery + 2))

