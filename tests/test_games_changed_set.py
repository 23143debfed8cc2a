"""«Во что играем?»'s line names the set in use and says when its rules were changed and not
saved (PT-Y, issue 19, ru16: «Правила деда 2 (свой)» hid the changes), through the app."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from harness import Harness, harness_for

from kozel_gui.i18n import tr
from kozel_gui.scenes.games import GamesScene, game_facts
from kozel_gui.scenes.settings import SettingsScene


@pytest.fixture
def h(tmp_path: Path) -> Iterator[Harness]:
    with harness_for(tmp_path, "--lang", "ru") as made:
        yield made


def rules_page(h: Harness) -> Any:
    top = h.top
    assert isinstance(top, SettingsScene)
    return top.page


def footer(h: Harness) -> str:
    h.press(tr("menu.games"))
    top = h.top
    assert isinstance(top, GamesScene)
    for _ in range(40):  # round the ring to Back: the line of the set up, not a card's
        if (now := top.focus.current()) is not None and ":" not in now.key:
            break
        h.key(pygame.K_TAB, frames=1)
    line = top.footer_line()
    h.key(pygame.K_ESCAPE)
    assert not isinstance(h.top, GamesScene), type(h.top)
    return line


def change_a_rule(h: Harness) -> None:
    row = rules_page(h).form.rows["goat_at"]
    rules_page(h).form.reveal(row)
    h.frames(2)
    h.click(row.control.plus.rect.center)  # the goat at 102
    assert rules_page(h).state.draft.get("goat_at") == 102


def test_a_changed_saved_set_is_said_changed_and_a_saved_one_not(h: Harness) -> None:
    h.press(tr("menu.settings"))
    box = rules_page(h).name_entry
    h.click(box.rect.center)
    h.type("Правила деда 2")
    h.press(tr("settings.save_as"))
    h.key(pygame.K_ESCAPE)
    line = footer(h)
    assert line.startswith("Правила деда 2 (свой) · ")
    h.press(tr("menu.settings"))
    change_a_rule(h)
    h.key(pygame.K_ESCAPE)
    line = footer(h)
    assert line == f"Правила деда 2 (свой, изменён) · {game_facts(h.app.setup.rules)}"


def test_a_changed_built_in_set_is_said_changed(h: Harness) -> None:
    assert footer(h).startswith(tr("games.desc.kozel") + " · ")  # the card's own line
    h.press(tr("menu.settings"))
    change_a_rule(h)
    h.key(pygame.K_ESCAPE)
    assert footer(h).startswith("Козёл (изменён) · ")


@pytest.mark.parametrize(("lang", "own", "built_in"), [
    ("uk", "Дід (власний, змінений)", "Козел (змінений)"),
    ("en", "Dad (own, changed)", "Kozel (changed)")])
def test_the_changed_words_in_other_languages(lang: str, own: str, built_in: str) -> None:
    from rules.i18n import text

    assert text(lang, "settings.own_changed", name=own.split(" (")[0]) == own
    assert text(lang, "settings.changed_preset", name=text(lang, "book.preset.kozel")) == built_in
