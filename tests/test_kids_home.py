"""The house at a kids' table: the child's own way back to the kids' menu (P30 #7: only the
door's long hold left the table, and it left kids' mode altogether; a child who wanted
another card needed the parent).  A tap, or the focus ring and Enter; the game kept, as
the door keeps it, for its card to play on (``tests/test_kids_kept.py``); kids' mode stays.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from harness import Harness, harness_for
from kids_kit import add_child
from test_kids_history import CHILD, _level, _one_move, _rows

from kozel_gui.i18n import tr
from kozel_gui.kids.progress import Progress, ProgressStore
from kozel_gui.kids.result import KidsRoundScene
from kozel_gui.kids.table import KidsTableScene
from kozel_gui.scenes.kids import KidsScene
from kozel_gui.storage import DataDir


@pytest.fixture
def home(tmp_path: Path) -> Iterator[Harness]:
    """The app at 1024×600 on Маша's kids' menu, every level open."""
    add_child(tmp_path, CHILD)
    ProgressStore(DataDir(tmp_path)).save(CHILD, Progress().finished(1, 3).finished(2, 3))
    with harness_for(tmp_path, "--speed", "0") as h:
        h.resize((1024, 600))
        h.press(tr("menu.kids"))
        assert isinstance(h.top, KidsScene) and h.top.profile == CHILD
        yield h


def _back_home(h: Harness, table: KidsTableScene) -> None:
    assert isinstance(h.top, KidsScene), "the house leads to the kids' menu"
    assert table not in h.app.stack.scenes
    assert [type(s) for s in h.app.stack.scenes][-1:] == [KidsScene]
    assert _rows(h, CHILD) == [], "not over: stored once, at its end"
    kept = ProgressStore(h.app.data).load(CHILD).games
    assert len(kept) == 1, "the game is the child's, kept to be played on"
    before = table.session.round.ply
    h.frames(30)
    assert table.session.round.ply == before, "the animals do not play on in a game left"


@pytest.mark.parametrize("level", [2, 3])
def test_one_tap_on_the_house_goes_back_to_the_kids_menu(home: Harness, level: int) -> None:
    table = _level(home, level, seed=5)
    _one_move(home, table)
    house = table.home.rect
    assert not house.colliderect(table.exit.rect)
    assert house.right <= home.app.screen.get_width()
    for seat in table.layout.seats.values():  # it covers no plate, no hand, no board
        assert not house.colliderect(pygame.Rect(*(round(v) for v in seat.plate)))
    assert not house.colliderect(pygame.Rect(*(round(v) for v in table.layout.field)))
    home.click(house.center, frames=1)  # a tap, not a hold
    home.frames(3)
    _back_home(home, table)
    # The menu is still the child's: the card plays the game on.
    again = _level(home, level, seed=6)
    assert again is not table and again.session.sheet.rows == table.session.sheet.rows


def test_the_house_is_reached_with_the_keys(home: Harness) -> None:
    table = _level(home, 3, seed=5)
    _one_move(home, table)
    home.until(table.model.ready, what="the child's turn again")
    for _ in range(12):
        if home.focused is table.home:
            break
        home.key(pygame.K_TAB)
    assert home.focused is table.home, "Tab reaches the house in the kids' focus ring"
    home.key(pygame.K_RETURN)
    _back_home(home, table)


def test_the_house_works_over_the_rounds_stars(home: Harness) -> None:
    from test_kids_table import play_round

    table = _level(home, 3, seed=5)
    play_round(home.app, table)
    home.until(lambda: isinstance(home.top, KidsRoundScene), what="the round's stars")
    stars = home.top
    assert table.home in stars.focusables()
    home.click(table.home.rect.center)
    home.frames(3)
    _back_home(home, table)


def test_the_house_on_the_matchs_result_goes_back_to_the_kids_menu(home: Harness) -> None:
    from test_kids_history import _to_the_deciding_round

    from kozel_gui.kids.result import KidsResultScene

    table = _level(home, 3, seed=3)
    _to_the_deciding_round(home, table)
    result = home.top
    assert isinstance(result, KidsResultScene)
    assert result.home.rect == table.home.rect, "the house in the same corner"
    home.frames(60)
    home.click(result.home.rect.center)
    home.frames(3)
    assert isinstance(home.top, KidsScene), "the kids' menu, not the next game"
    rows = _rows(home, CHILD)
    assert len(rows) == 1 and rows[0].result != "left", "the match was played out, stored once"
