"""Issue 18.1: a two-line hint grew up over the bazaar's count at 1024×600. The words laid
over the table (hints, the coach's reasons) keep clear of the bazaar, every seat's plate, the
score sheet and the hand, besides the buttons: measured through the real App loop, each line
and its band against those boxes, at both small windows, in Russian and English."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from conftest import run_frames
from table_kit import scripted, settle

from kozel_gui.assets import font
from kozel_gui.i18n import set_language, tr, words
from kozel_gui.table.theme import px, recording


def _rect(box: object) -> pygame.Rect:
    return pygame.Rect(*(round(v) for v in box))  # type: ignore[attr-defined]


def _kept_clear(table: object) -> dict[str, pygame.Rect]:
    lay = table.layout  # type: ignore[attr-defined]
    out = {"bazaar": _rect(lay.bazaar), "sheet": _rect(lay.sheet), "hand": _rect(lay.hand)}
    out |= {f"{pos}.plate": _rect(seat.plate) for pos, seat in lay.seats.items()}
    return out


def _two_lines(table: object) -> str:
    """The coach's words, a third longer than the prompt's band is wide: two lines."""
    band = table.view().fixtures.message  # type: ignore[attr-defined]
    face = font(px(18, table.view().scale))  # type: ignore[attr-defined]
    said = str(words("coach.sure.no")).split()
    text = tr("table.hints_off")
    while face.size(text)[0] < band.w * 1.3:
        text += " " + said[len(text.split()) % len(said)]
    return text


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_two_line_hint_covers_neither_the_bazaar_nor_plates_sheet_or_hand(
        tmp_path: Path, size: tuple[int, int], lang: str) -> None:
    set_language(lang)
    app, table = scripted(tmp_path, "--speed", "0", "--lang", lang, size=size)
    settle(app, table)
    table.model.notify(_two_lines(table), seconds=30)  # as the coach says its advice
    run_frames(app, 1)
    with recording() as log:
        run_frames(app, 1)
    lines = [i for i in log if i.role == "message"]
    assert len(lines) >= 2, [i.text for i in lines]
    band = lines[0].within
    assert band is not None
    for name, box in _kept_clear(table).items():
        assert box.w > 0
        assert not band.colliderect(box), (name, band, box)
        for line in lines:
            assert not pygame.Rect(line.rect).colliderect(box), (name, line.text, box)
    app.close()
