"""Issue 19: in «Что подходит?» the first arrow always lit the left tile, whichever arrow it
was, so Right then Enter played the left one.  On every kids' screen with a row of choices
the first Right lights the rightmost (at the table: the first tile that fits from the
right), the first Left the leftmost.  Through the real app by keys."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from conftest import key, make_app, run_frames
from harness import Harness, harness_for
from kids_kit import add_child
from test_kids_table import kids_table

from kozel_gui.i18n import tr
from kozel_gui.kids.children import ChildrenScene
from kozel_gui.kids.matching import MatchingScene
from kozel_gui.profiles import AVATARS
from kozel_gui.scenes.kids import KidsScene


@pytest.fixture
def kids(tmp_path: Path) -> Iterator[Harness]:
    add_child(tmp_path)
    with harness_for(tmp_path, "--speed", "0") as h:
        h.app.args.seed = 5
        h.press(tr("menu.kids"))
        assert isinstance(h.top, KidsScene)
        yield h


@pytest.mark.parametrize(("arrow", "offer"), [(pygame.K_RIGHT, 1), (pygame.K_LEFT, 0)],
                         ids=["right", "left"])
def test_matching_the_first_arrow_lights_the_tile_on_its_side(
        kids: Harness, arrow: int, offer: int) -> None:
    kids.top.open_level(1)  # type: ignore[attr-defined]
    kids.frames(2)
    game = kids.top
    assert isinstance(game, MatchingScene) and kids.focused is None
    assert game.offers[1].rect.centerx > game.offers[0].rect.centerx
    kids.key(arrow)
    assert kids.focused is game.offers[offer], f"the first arrow lit {kids.focused}"
    kids.key(pygame.K_RETURN)
    if game.puzzle.right == offer:
        assert game.state == "fly", "Enter plays the tile the arrow lit"
    else:
        assert game.shake is not None and game.shake[0] == offer, "the lit one wiggles"


def test_the_childs_chooser_first_arrow_lights_its_own_end_of_the_row(tmp_path: Path) -> None:
    for name, avatar in zip(("Петя", "Ваня", "Маша"), AVATARS, strict=False):
        add_child(tmp_path, name, avatar)
    app = make_app(tmp_path, "--speed", "0")
    chooser = ChildrenScene(app, lambda _name: None)
    app.push(chooser)
    run_frames(app, 3)
    first = chooser.focusables()[0].rect
    row = [i for i in chooser.focusables()
           if i.rect.top < first.bottom and first.top < i.rect.bottom and i is not chooser.plus]
    assert len(row) == 3, "the children side by side"
    assert chooser.plus.rect.centerx > max(i.rect.centerx for i in row), "then the «+»"
    key(app, pygame.K_RIGHT, frames=1)
    assert chooser.focus.current() is max(row, key=lambda i: i.rect.centerx), \
        "the last child, not the grown-up's «+»"
    chooser.focus.reset()
    key(app, pygame.K_LEFT, frames=1)
    assert chooser.focus.current() is min(row, key=lambda i: i.rect.centerx)
    app.close()


def _childs_turn(tmp: Path) -> tuple[object, object, list[int]]:
    """A level-3 deal where the child's first turn has several tiles that fit."""
    for seed in range(2, 60):
        app, _home, table = kids_table(tmp / str(seed), 3, seed=seed)
        for _ in range(400):
            if table.model.ready():
                break
            run_frames(app, 1)
        fitting = [i for i, o in enumerate(table.control.options()) if o]
        if table.model.ready() and len(fitting) >= 2:
            return app, table, fitting
        app.close()
    raise AssertionError("no deal with two tiles that fit")


@pytest.mark.parametrize("arrow", [pygame.K_RIGHT, pygame.K_LEFT], ids=["right", "left"])
def test_the_kids_table_first_arrow_lights_the_fitting_tile_on_its_side(
        tmp_path: Path, arrow: int) -> None:
    from kozel_gui.kids.table import KidsTableScene

    app, table, fitting = _childs_turn(tmp_path)
    assert isinstance(table, KidsTableScene)
    assert table.control.selected is None
    key(app, arrow, frames=1)  # type: ignore[arg-type]
    want = fitting[-1] if arrow == pygame.K_RIGHT else fitting[0]
    assert table.control.selected == want, (table.control.selected, fitting)
    app.close()  # type: ignore[attr-defined]
