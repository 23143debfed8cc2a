"""P33: a help sentence read garbled in English («"Save as" keeps these rules under»).  Every
explanation the settings screen shows in its help box, met as a player meets it (the focus
walked through each tab), reads as whole sentences: no clause left hanging on a preposition,
no typewriter quotes beside the typographic ones the rest uses.
"""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest
from harness import harness_for

from kozel_gui.scenes.settings import TABS, SettingsScene

HANGING = re.compile(r"\b(under|with|of|for|into|from|to)\s*[(.,;:]", re.IGNORECASE)
"""A preposition with nothing after it: «…keeps these rules under (…».  («played by:»
introduces a list and reads well.)"""
TYPEWRITER = re.compile(r"\"|(?<!\w)'")
"""A straight double quote, or a single one opening a quotation (an apostrophe, «kids'
mode», follows a letter)."""


def _helps(tmp_path: Path, lang: str, tab: str) -> set[str]:
    """Every text the help box shows while Tab walks once round the ``tab`` page, and the
    rows' labels beside them."""
    with harness_for(tmp_path, "--lang", lang) as h:
        h.app.push(SettingsScene(h.app, tab))
        h.frames(2)
        scene = h.top
        assert isinstance(scene, SettingsScene)
        seen: set[str] = set()
        keys: list[str] = []
        for _ in range(200):
            h.key(pygame.K_TAB, frames=1)
            item = h.focused
            assert item is not None
            if keys and item.key == keys[0]:
                break
            keys.append(item.key)
            seen.add(scene.help.html_text)
        else:
            raise AssertionError("Tab never came round")
        return seen | {row.label.text for row in scene.page.form.rows.values()}


@pytest.mark.parametrize("tab", TABS)
def test_every_english_explanation_and_label_reads_whole(tmp_path: Path, tab: str) -> None:
    helps = _helps(tmp_path, "en", tab)
    assert len(helps) > 3, "the walk met the rows' explanations"
    hanging = [t for t in helps if HANGING.search(t)]
    assert not hanging, f"a clause hangs on a preposition: {hanging}"
    straight = [t for t in helps if TYPEWRITER.search(t)]
    assert not straight, f"straight quotes beside “…”: {straight}"
