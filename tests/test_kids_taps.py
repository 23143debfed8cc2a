"""A child taps on and on (P27): taps during the round's celebration went on after 0.8 s,
skipped the new deal and played into it.  The new deal now takes no tap until it is
shown; then a tap plays as ever.

Played at the kids' own pace (not ``--speed 0``), through the real app.
"""

from __future__ import annotations

from pathlib import Path

import pygame
from harness import Harness, harness_for
from kids_kit import add_child
from test_kids_table import child_move

from kozel_gui.i18n import tr
from kozel_gui.kids.progress import Progress, ProgressStore
from kozel_gui.kids.result import KidsRoundScene
from kozel_gui.kids.table import KidsTableScene
from kozel_gui.scenes.kids import KidsScene
from kozel_gui.storage import DataDir

CHILD = "Маша"
DEAL_S = 0.5
"""The new deal of a kids' round flies out for at least this long (four tiles each, three
players, at the kids' slow pace)."""


def _tap(h: Harness, pos: tuple[int, int]) -> None:
    h.post(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)
    h.post(pygame.MOUSEBUTTONUP, pos=pos, button=1)
    h.frames(1)


def _to_the_rounds_stars(h: Harness, seed: int) -> KidsTableScene:
    home = h.top
    assert isinstance(home, KidsScene)
    h.app.args.seed = seed
    h.click(home.cards[2].rect.center)  # level 3: first to two round wins
    h.frames(2)
    table = h.top
    assert isinstance(table, KidsTableScene)
    for _ in range(6000):  # the child taps what glows, at the table's own pace
        if h.top is not table:
            break
        if table.model.ready():
            child_move(h.app, table)
        else:
            h.frames(1)
    assert isinstance(h.top, KidsRoundScene), "a round that does not decide the match"
    return table


def test_taps_through_the_celebration_never_skip_or_play_into_the_new_deal(
        tmp_path: Path) -> None:
    add_child(tmp_path, CHILD)
    ProgressStore(DataDir(tmp_path)).save(CHILD, Progress().finished(1, 3).finished(2, 3))
    with harness_for(tmp_path) as h:
        h.press(tr("menu.kids"))
        table = _to_the_rounds_stars(h, seed=5)
        first = table.session.number
        spot = (h.app.size[0] // 2, round(h.app.size[1] * 0.88))  # where the hand lies
        for _ in range(300):  # the child taps every frame until the new deal shows
            _tap(h, spot)
            if h.top is table and table.session.number != first:
                break
        else:
            raise AssertionError("the taps never went on from the round's stars")
        dealt_at, hand = h.app.now, len(table.session.round.hand(0))
        while table.model.anim.busy:
            assert table.session.round.ply == 0, "a tap played into the deal"
            assert len(table.session.round.hand(0)) == hand
            _tap(h, spot)
            assert h.app.now - dealt_at < 10, "the deal never ended"
        assert h.app.now - dealt_at >= DEAL_S, "a tap skipped the deal"
        h.until(table.model.ready, what="the child's turn")
        before = table.session.round.ply
        tiles = table.model.hand_boxes()
        lit = [i for i, o in enumerate(table.control.options()) if o]
        if lit:  # once the deal is shown a tap plays as ever
            h.click(tiles[lit[0]].center)
            h.until(lambda: table.session.round.ply > before or table.control.choosing,
                    what="the tap taken")
