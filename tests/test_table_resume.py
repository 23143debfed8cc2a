"""A resumed match opens on the table as it was left: no deal flying in again, every tile at rest.

Played through the real app at normal speed: a few moves, the pause menu, the main menu,
«Продолжить»; the first frames of the new table are what a person sees.
"""

from __future__ import annotations

from pathlib import Path

import pygame
from harness import Harness
from table_kit import play_first

from kozel_gui.i18n import tr
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.table import TableScene
from kozel_gui.table.view import TableView
from rules import find_preset


def _setup() -> MatchSetup:
    seats = (SeatSetup("Вы", human=True), SeatSetup("Зина", bot="heaviest"))
    return MatchSetup(find_preset("kozel"), seats, seed=7)


def _table(h: Harness) -> TableScene:
    assert isinstance(h.top, TableScene)
    return h.top


def _play_one(h: Harness) -> None:
    """The person's first legal move, by mouse and keys, once the table lets them act."""
    table = _table(h)
    h.until(lambda: table.model.ready() and table.session.round.to_move == 0,
            what="the person's turn")
    play_first(h, table)


def _at_rest(v: TableView) -> None:
    assert not [f.key for f in v.flights], "tiles fly on a resumed table"
    assert v.dealing == 0 and not v.hand_hidden and not v.line_hidden
    assert len(v.hand) == v.round.hand_sizes[0] and v.bazaar == v.round.bazaar_size
    assert len(v.placed) == len(v.line.tiles) > 0  # the line lies where it was


def test_a_resumed_round_opens_as_it_was(tmp_path: Path) -> None:
    h = Harness(tmp_path, "--speed", "1")
    try:
        h.app.reset_to(TableScene(h.app, _setup()))
        h.frames(2)
        dealt = _table(h).view()
        assert any(f.key[0] == "deal" for f in dealt.flights)  # a new match is dealt out
        for _ in range(2):
            _play_one(h)
        table = _table(h)
        h.until(lambda: table.model.ready() and table.session.round.to_move == 0,
                what="the table at rest")
        left = table.session.round
        assert left.ply >= 3
        h.key(pygame.K_ESCAPE, frames=2)
        h.click(h.button(tr("pause.menu")).rect.center, frames=3)
        h.until(lambda: isinstance(h.top, MenuScene), what="the main menu")
        h.press(tr("menu.continue"), frames=0)
        h.until(lambda: isinstance(h.top, TableScene) and h.top is not table,
                what="the resumed table")
        resumed = _table(h)
        assert resumed.session.round.ply == left.ply
        for _ in range(3):  # its first frames: nothing comes in from the bazaar
            _at_rest(resumed.view())
            h.frames(1)
        assert resumed.model.ready()  # the person may play at once
    finally:
        h.close()
