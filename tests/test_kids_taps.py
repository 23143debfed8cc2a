"""A child taps on and on (P27): taps during the round's celebration went on after 0.8 s,
skipped the new deal and played into it.  The new deal now takes no tap until it is
shown; then a tap plays as ever.

P30: the taps went on once the new hand was shown, and ▶ stands over the hand: the next tap
played a tile the child never chose.  Taps that go on from the deal never play; a fresh tap,
once the child has stopped, does.

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
from kozel_gui.kids.table import TAP_ON_S, KidsTableScene
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
        h.wait(TAP_ON_S)  # the child stops tapping and looks at the new hand
        before = table.session.round.ply
        tiles = table.model.hand_boxes()
        lit = [i for i, o in enumerate(table.control.options()) if o]
        if lit:  # once the deal is shown a tap plays as ever
            h.click(tiles[lit[0]].center)
            h.until(lambda: table.session.round.ply > before or table.control.choosing,
                    what="the tap taken")


def test_taps_going_on_after_the_deal_never_play_a_tile(tmp_path: Path) -> None:
    add_child(tmp_path, CHILD)
    ProgressStore(DataDir(tmp_path)).save(CHILD, Progress().finished(1, 3).finished(2, 3))
    with harness_for(tmp_path) as h:
        h.press(tr("menu.kids"))
        table = _to_the_rounds_stars(h, seed=6)  # the child leads the next round
        first = table.session.number
        go = h.top.go.rect.center  # type: ignore[attr-defined]
        for _ in range(300):  # ▶ tapped on and on, about four taps a second
            _tap(h, go)
            h.frames(14)
            if h.top is table and table.session.number != first:
                break
        else:
            raise AssertionError("the taps never went on from the round's stars")
        while not table.model.ready():
            _tap(h, go)
            h.frames(14)
            assert table.session.number < first + 2, "the child never got a turn"
        plies = table.session.round.ply
        hand = len(table.session.round.hand(0))
        lit = [i for i, o in enumerate(table.control.options()) if o]
        assert lit, "the child has a tile to play"
        for _ in range(8):  # the same run of taps goes on over the tiles that could play
            _tap(h, table.model.hand_boxes()[lit[0]].center)
            h.frames(14)
            assert table.session.round.ply == plies, "a tap of the run played a tile"
            assert len(table.session.round.hand(0)) == hand
        h.wait(TAP_ON_S)  # the child stops, looks, and chooses
        h.click(table.model.hand_boxes()[lit[0]].center)
        h.until(lambda: table.session.round.ply > plies or table.control.choosing,
                what="the fresh tap taken")



def test_taps_on_the_results_play_never_play_a_tile_in_the_next_game(tmp_path: Path) -> None:
    """The P30 case itself: «Маленькая игра» won, ▶ tapped on and on; the next game's
    first tiles are the child's own choice, never a tap of that run."""
    from test_kids_table import _to_result

    from kozel_gui.kids.result import KidsResultScene

    add_child(tmp_path, CHILD)
    ProgressStore(DataDir(tmp_path)).save(CHILD, Progress().finished(1, 3).finished(2, 3))
    with harness_for(tmp_path) as h:
        h.press(tr("menu.kids"))
        home = h.top
        assert isinstance(home, KidsScene)
        h.app.args.seed = 5
        h.click(home.cards[1].rect.center)  # «Маленькая игра»
        h.frames(2)
        table = h.top
        assert isinstance(table, KidsTableScene)
        result = _to_result(h.app, table)
        assert isinstance(result, KidsResultScene) and result.won
        go = result.go.rect.center
        for _ in range(300):  # ▶ tapped on and on, about four taps a second
            _tap(h, go)
            h.frames(14)
            if isinstance(h.top, KidsTableScene) and h.top is not table:
                break
        following = h.top
        assert isinstance(following, KidsTableScene) and following is not table
        while not following.model.ready():
            _tap(h, go)
            h.frames(14)
        lit = [i for i, o in enumerate(following.control.options()) if o]
        assert lit, "the child has a tile to play"
        hand = len(following.session.round.hand(0))
        for _ in range(6):  # the run goes on over the tiles that could play
            _tap(h, following.model.hand_boxes()[lit[0]].center)
            h.frames(14)
            assert len(following.session.round.hand(0)) == hand, "a tap of the run played"
