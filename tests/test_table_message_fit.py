"""P31/P32: a long message above the hand (the coach's reasons run to 150 letters) wraps
within its band and never runs into the sheet beside it, in ru/en/uk at the small and the
large window. Measured: every line's rectangle against the band and the sheet."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from conftest import run_frames
from table_kit import scripted, settle

from kozel_gui.i18n import tr, words
from kozel_gui.table.theme import recording


@pytest.mark.parametrize("lang", ["ru", "en", "uk"])
@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_a_long_message_wraps_in_its_band_clear_of_the_sheet(
        tmp_path: Path, lang: str, size: tuple[int, int]) -> None:
    app, table = scripted(tmp_path, "--speed", "0", "--lang", lang, size=size)
    settle(app, table)
    said = str(words("coach.sure.no"))
    long = f"{tr('table.hints_off')} {said} {said}"  # longer than any band is wide
    table.model.notify(long, seconds=30)  # as the coach says its advice
    run_frames(app, 1)
    with recording() as log:
        run_frames(app, 1)
    lines = [i for i in log if i.role == "message"]
    assert len(lines) > 1, "it wrapped"
    assert " ".join(i.text for i in lines) == long, "every word is shown, in order"
    v = table.view()
    band = pygame.Rect(*(round(x) for x in v.fixtures.message))
    sheet = pygame.Rect(*(round(x) for x in table.layout.sheet))
    for i in lines:
        r = pygame.Rect(i.rect)
        assert band.left <= r.left and r.right <= band.right, (i.text, r, band)
        assert not r.colliderect(sheet), (i.text, r, sheet)
        assert r.bottom <= band.bottom, "never over the hand"
    app.close()
