"""A match played with no profile (the first screen's «Назад») is kept and offered again."""

from __future__ import annotations

from pathlib import Path

import pygame
from harness import Harness, harness_for
from table_kit import play_first

from kozel_gui.i18n import tr
from kozel_gui.profiles import Profiles
from kozel_gui.saves import DEMO_AUTOSAVE, GUEST_AUTOSAVE
from kozel_gui.scenes.confirm import ConfirmScene
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.pause import PauseScene
from kozel_gui.scenes.profile import ProfileScene
from kozel_gui.scenes.table import TableScene
from kozel_gui.storage import DataDir


def _texts(h: Harness) -> list[str]:
    return [b.text for b in h.buttons()]


def _menu_without_profile(h: Harness) -> None:
    """Past the first screen by «Назад»: the menu, no profile current."""
    assert isinstance(h.top, ProfileScene)
    h.press(tr("common.back"))
    assert isinstance(h.top, MenuScene) and Profiles.load(h.app.data).playing is None
    h.frames(3)  # the menu looks for a saved match after its first frame


def _menu_as_guest_again(h: Harness) -> None:
    """A later start of a guest: straight to the menu (the choice is remembered), no profile."""
    assert isinstance(h.top, MenuScene) and Profiles.load(h.app.data).playing is None
    h.frames(3)


def test_a_guests_match_is_continued_after_a_restart(tmp_path: Path) -> None:
    with harness_for(tmp_path, first_start=True) as h:
        _menu_without_profile(h)
        assert tr("menu.continue") not in _texts(h)
        h.press(tr("menu.play"))
        h.until(lambda: isinstance(h.top, TableScene), what="the table")
        table = h.top
        assert isinstance(table, TableScene) and table.session.is_guest
        h.until(lambda: table.model.ready() and table.session.round.to_move == 0,
                what="the person's turn")
        play_first(h, table)
        h.until(lambda: table.model.ready() and table.session.round.to_move == 0,
                what="the person's turn again")
        left = table.session.round
        h.key(pygame.K_ESCAPE, frames=2)
        assert isinstance(h.top, PauseScene) and table.session.is_offered_again
        h.press(tr("pause.menu"), frames=3)
    data = DataDir(tmp_path)
    assert data.path(GUEST_AUTOSAVE).exists() and not data.path(DEMO_AUTOSAVE).exists()
    with harness_for(tmp_path, first_start=True) as h:
        _menu_as_guest_again(h)
        assert tr("menu.continue") in _texts(h), _texts(h)
        h.press(tr("menu.continue"), frames=0)
        h.until(lambda: isinstance(h.top, TableScene), what="the resumed table")
        resumed = h.top
        assert isinstance(resumed, TableScene)
        assert resumed.session.round.ply == left.ply >= 1
        assert resumed.session.round.hands == left.hands


def test_a_new_match_asks_before_it_replaces_the_guests_save(tmp_path: Path) -> None:
    """«Играть» over the guest's match asks as over a profile's; «Отмена» keeps it."""
    with harness_for(tmp_path, first_start=True) as h:
        _menu_without_profile(h)
        h.press(tr("menu.play"))
        h.until(lambda: isinstance(h.top, TableScene), what="the table")
        table = h.top
        assert isinstance(table, TableScene) and table.session.is_guest
        h.until(lambda: table.model.ready() and table.session.round.to_move == 0,
                what="the person's turn")
        play_first(h, table)
        h.until(lambda: table.model.ready() and table.session.round.to_move == 0,
                what="the person's turn again")
        h.key(pygame.K_ESCAPE, frames=2)
        h.press(tr("pause.menu"), frames=3)
        h.until(lambda: isinstance(h.top, MenuScene) and tr("menu.continue") in _texts(h),
                what="the menu offering the guest's match")
        saved = DataDir(tmp_path).path(GUEST_AUTOSAVE).read_text()
        h.press(tr("menu.play"))
        dialog = h.top
        assert isinstance(dialog, ConfirmScene), "a new match asks before the guest's is lost"
        assert dialog.question == "Начать «Козёл»? Сохранённая партия «Козёл» пропадёт."
        h.press(tr("common.cancel"))
        assert isinstance(h.top, MenuScene) and tr("menu.continue") in _texts(h)
        assert DataDir(tmp_path).path(GUEST_AUTOSAVE).read_text() == saved
