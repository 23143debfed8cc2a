"""PT-AA: with the Ukrainian (or Russian) keyboard layout on, H gave no hint, D and K did
nothing: the key under the Latin H says «р» there, and the table matched ``K_h``.  The App
names a letter key by its place on the keyboard where the layout gives it a non-Latin letter
(``app.latin_key``), once for every screen."""

from __future__ import annotations

from pathlib import Path

import pygame
from conftest import run_frames
from table_kit import hinted
from test_hint_click import two_end_table

from kozel_gui.app import latin_key
from kozel_gui.i18n import set_language

_ER = 0x440  # «р»: what SDL names the H key under a Russian or Ukrainian layout


def _press(code: int, scancode: int, unicode: str = "") -> None:
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=code, mod=0, unicode=unicode,
                                             scancode=scancode))


def test_a_cyrillic_layout_s_h_key_asks_for_the_hint(tmp_path: Path) -> None:
    app, table = two_end_table(tmp_path)
    set_language("uk")
    assert table.model.control.selected is None
    _press(_ER, pygame.KSCAN_H, "р")
    run_frames(app, 2)
    hinted(app, table)
    assert table.model.control.selected == [str(t) for t in table.model.hand()].index("0:4")
    assert table.view().message.startswith("Підказка"), table.view().message
    app.close()


def test_only_non_latin_letters_are_renamed() -> None:
    def down(code: int, scancode: int) -> pygame.event.Event:
        return pygame.event.Event(pygame.KEYDOWN, key=code, mod=0, unicode="", scancode=scancode)

    assert latin_key(down(_ER, pygame.KSCAN_H)).key == pygame.K_h
    assert latin_key(down(0x43A, pygame.KSCAN_R)).key == pygame.K_r  # «к»
    assert latin_key(down(pygame.K_q, pygame.KSCAN_A)).key == pygame.K_q  # AZERTY's own A
    assert latin_key(down(pygame.K_LEFT, pygame.KSCAN_LEFT)).key == pygame.K_LEFT
    assert latin_key(down(pygame.K_F1, pygame.KSCAN_F1)).key == pygame.K_F1
    text = pygame.event.Event(pygame.TEXTINPUT, text="р")
    assert latin_key(text) is text
