"""Issue 13 (playtest): the tag «за неё играет компьютер» over the east seat's plate ran
under the score sheet at 1024x600; it lies whole inside the table, clear of the sheet (and
of the wooden frame: the west seat's tag lay on it, at the window's edge, and then touched
it with no margin at all)."""

from __future__ import annotations

import pygame
import pytest

from kozel_gui.layout import SEATS_BY_PLAYERS, TableLayout, rim_width
from kozel_gui.table import hud

WORDS = ("за неё играет компьютер", "за нього грає компʼютер", "the computer plays for her",
         "отключилась", "відключилася", "связь с этим местом пропала",
         "звʼязок із цим місцем зник", "disconnected")


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (800, 600)])
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("expanded", [False, True])
def test_the_away_tag_lies_inside_the_table_clear_of_the_sheet(
        size: tuple[int, int], players: int, expanded: bool) -> None:
    pygame.init()
    w, h = size
    lay = TableLayout.for_window(w, h, players, sheet_expanded=expanded)
    scale = min(h, w * 9 / 16) / 720
    sheet = pygame.Rect(round(lay.sheet.x), round(lay.sheet.y), round(lay.sheet.w),
                        round(lay.sheet.h))
    t = rim_width(size)
    felt = pygame.Rect(t, t, sheet.x - 2 * t, h - 2 * t)  # inside the frame the theme draws
    felt.inflate_ip(-6, -6)  # and 3 px off it at least (the second playtest: 0 px)
    for pos in SEATS_BY_PLAYERS[players]:
        if pos == "south":
            continue
        for words in WORDS:
            tag = hud.away_rect(words, lay, pos, scale)
            assert felt.contains(tag), (pos, words, tag, felt)
            assert not tag.colliderect(sheet), (pos, words, tag, sheet)
