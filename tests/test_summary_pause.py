"""Issue 18: the round's summary had no way out but dealing the next round: Esc did
nothing and «Меню (Esc)» lay greyed under its veil.  Esc (or that button) opens the pause
menu over the summary, nothing dealt; closed, the summary is back; after a resume onto
the summary the focus is on «Дальше»."""

from __future__ import annotations

from pathlib import Path

import pygame
from conftest import click, key, press, run_frames
from table_kit import scripted, scripted_moves, summary_of, top
from test_result_glow import FISH

from kozel_gui.app import App
from kozel_gui.i18n import tr
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.pause import PauseScene
from kozel_gui.scenes.table import TableScene
from kozel_gui.table.result import READY_S
from kozel_gui.table.summary import RoundSummaryScene


def _summary(tmp_path: Path) -> tuple[App, TableScene, RoundSummaryScene]:
    app, table = scripted(tmp_path)
    scripted_moves(table, FISH)
    summary = summary_of(app)
    run_frames(app, round(READY_S * 60) + 1)
    return app, table, summary


def test_esc_on_the_summary_opens_the_pause_menu_and_deals_nothing(tmp_path: Path) -> None:
    app, table, summary = _summary(tmp_path)
    number, ply = table.session.number, table.session.round.ply
    key(app, pygame.K_ESCAPE, frames=3)
    assert isinstance(top(app), PauseScene)
    assert app.stack.scenes[-2] is summary, "the pause menu stands over the summary"
    assert (table.session.number, table.session.round.ply) == (number, ply), "nothing dealt"
    key(app, pygame.K_ESCAPE, frames=3)
    assert top(app) is summary, "Esc closes the menu: the summary again"
    assert (table.session.number, table.session.round.ply) == (number, ply)
    app.close()


def test_the_menu_button_beside_the_summary_opens_the_pause_menu(tmp_path: Path) -> None:
    app, table, summary = _summary(tmp_path)
    menu = table.model.hits.button("menu")
    assert menu is not None
    x, y = menu.rect.center
    colour = app.screen.get_at((round(menu.rect.x) + 6, round(y)))
    veil = app.screen.get_at((max(2, round(summary.panel.x) - 20), round(summary.panel.bottom) - 4))
    assert sum(colour[:3]) > sum(veil[:3]) + 60, f"not greyed: {colour} beside {veil}"
    click(app, (x, y), frames=3)
    assert isinstance(top(app), PauseScene)
    assert table.session.number == 1
    app.close()


def test_after_a_resume_onto_the_summary_the_focus_is_on_go_on(tmp_path: Path) -> None:
    app, _, summary = _summary(tmp_path)
    key(app, pygame.K_ESCAPE, frames=3)
    press(app, tr("pause.menu"), frames=4)
    assert isinstance(top(app), MenuScene)
    press(app, tr("menu.continue"), frames=4)
    again = summary_of(app)
    assert again is not summary and again.number == summary.number
    run_frames(app, round(READY_S * 60) + 2)
    current = again.focus.current()
    assert current is not None and current.key == "continue"
    assert again.is_lit("continue") and not again.is_lit("review")
    app.close()
