"""The key help says how a double is set aside for a move of several doubles, beside the
Backspace that takes it back (PT-T: the Backspace line named a double set aside, and no
line said how one is), and a player doing what the help says gets what it says: in Osel,
Enter on a double sets it aside, Backspace takes it back, and with none set aside lets the
chosen tile go.  In every language, the lines inside the help's panel at 1024×600."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from conftest import key, resize, run_frames
from test_table_osel_doubles import _aside, _osel

from kozel_gui.i18n import set_language, tr
from kozel_gui.table.keys import help_keys, help_lines
from kozel_gui.table.theme import recording
from rules.i18n import LANGUAGES


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_help_says_how_a_double_is_set_aside_and_the_keys_do_it(
        tmp_path: Path, lang: str) -> None:
    app, table = _osel(tmp_path)
    set_language(lang)
    try:
        resize(app, (1024, 600))
        key(app, pygame.K_F1, frames=1)
        with recording() as log:
            run_frames(app, 1)
        drawn = [i for i in log if i.role == "help"][1:]  # the title first
        shown = list(zip((i.text for i in drawn[0::2]), (i.text for i in drawn[1::2]),
                         strict=True))
        assert shown == help_lines(tr, help_keys(table.session.round.rules)) == help_lines(tr)
        keys = [k for k, _ in shown]
        aside = keys.index(tr("table.help_aside").split("|")[0].strip())
        assert keys[aside + 1] == "Backspace", "how a double is set aside, then taken back"
        assert keys[aside].startswith("Enter") and len(set(keys)) == len(keys)
        for ink in drawn:
            assert ink.within is not None and ink.within.inflate(2, 2).contains(ink.rect), \
                (ink.text, ink.rect, ink.within)
        key(app, pygame.K_F1, frames=1)  # the help goes
        assert not table.model.help
        # As the help says: Enter on a double sets it aside; Backspace takes it back.
        hand = [str(t) for t in table.model.hand()]
        for _ in range(hand.index("3:3") + 1):
            key(app, pygame.K_RIGHT, frames=1)
        assert table.control.selected == hand.index("3:3")
        key(app, pygame.K_RETURN, frames=2)
        assert _aside(table) == ["3:3"]
        key(app, pygame.K_BACKSPACE, frames=2)
        assert _aside(table) == [] and "3:3" in [str(t) for t in table.model.hand()]
        # With none set aside, Backspace lets the chosen tile go.
        key(app, pygame.K_RIGHT, frames=1)
        assert table.control.selected is not None
        key(app, pygame.K_BACKSPACE, frames=2)
        assert table.control.selected is None
    finally:
        set_language("ru")
        app.close()
