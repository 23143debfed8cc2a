"""The key help over the table hides its buttons, so it hides their focus ring too, and it
closes the same way by a click as by a key (P34b uk12/uk13: opened from «Довідка (F1)», an
empty ring stood where the three buttons had been; closed by a click, the ring stayed)."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from conftest import click, key, run_frames
from table_kit import press_button, scripted, settle

from kozel_gui.app import App
from kozel_gui.scenes.table import TableScene
from kozel_gui.table.theme import recording


def _drawn_buttons(app: App) -> set[str]:
    """The keys of the table's buttons painted in a frame."""
    with recording() as log:
        run_frames(app, 1)
    return {i.role.removeprefix("button.") for i in log if i.role.startswith("button.")}


def _ringed(table: TableScene) -> str | None:
    """The key of the item the focus ring is drawn round (None: no ring)."""
    current = table.focus.current()
    return None if current is None else current.key


def _open_help_by_click(app: App, table: TableScene) -> None:
    press_button(app, table, "help")
    assert table.model.help
    drawn = _drawn_buttons(app)
    assert "help" not in drawn  # the help covers the table's buttons...
    ringed = _ringed(table)
    assert ringed is None or ringed in drawn  # ...so no ring stands round where one was
    assert {i.key for i in table.focus.items()} <= drawn


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_under_the_help_no_ring_is_drawn_without_its_button(tmp_path: Path,
                                                            size: tuple[int, int]) -> None:
    app, table = scripted(tmp_path, size=size)
    settle(app, table)
    assert "help" in _drawn_buttons(app)
    _open_help_by_click(app, table)
    # A click where «Меню» was, under the help, only closes the help (it opened no pause).
    menu = table.model.hits.button("menu")
    assert menu is not None
    click(app, menu.rect.center)
    assert not table.model.help and app.stack.top is table
    app.close()


def test_closing_the_help_by_a_click_leaves_the_table_as_a_key_does(tmp_path: Path) -> None:
    app, table = scripted(tmp_path, size=(1024, 600))
    settle(app, table)
    middle = (table.layout.sheet.x / 2, app.screen.get_height() / 2)
    states = []
    for close in (lambda: click(app, middle), lambda: key(app, pygame.K_ESCAPE)):
        _open_help_by_click(app, table)
        close()
        assert not table.model.help and app.stack.top is table  # Esc closed only the help
        drawn = _drawn_buttons(app)
        assert {"menu", "hint", "help"} <= drawn  # the buttons are back
        states.append((_ringed(table), table.model.control.selected))
    assert states[0] == states[1]
    assert states[0][0] is None  # no ring left on «Довідка»: Enter is the hand's again
    app.close()
