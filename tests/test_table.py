"""The table played through the real App loop with mouse and keyboard events, as a person would."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest
from conftest import click, key, run_frames
from table_kit import (
    KOZEL,
    click_tile,
    moves,
    press_button,
    scripted,
    scripted_moves,
    settle,
    table_app,
    tile_centre,
    top,
)

from kozel_gui.app import App
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.table import TableScene
from kozel_gui.table.model import Phase
from kozel_gui.table.over import MatchOverScene
from kozel_gui.table.summary import READY_S, RoundSummaryScene
from kozel_gui.table.view import CORNER
from rules import MoveKind, ScoreSheet


def recorded(sheet: ScoreSheet, **round_: Any) -> ScoreSheet:
    """``sheet`` with a round written (whether ``record`` returns a new sheet or not)."""
    out = sheet.record(**round_)
    return out if isinstance(out, ScoreSheet) else sheet


FISH = ["1:2", "2:4>", "1:4<", "draw", "draw", "4:6>", "draw", "4:4<", "draw", "draw",
        "pass", "pass"]


def test_mouse_plays_the_scripted_round(tmp_path: Path) -> None:
    app, table = scripted(tmp_path)
    settle(app, table)
    click_tile(app, table, "1:2")
    settle(app, table)
    click_tile(app, table, "0:5")  # does not fit: a reason, no move
    assert table.view().message is not None and "1 и 4" in (table.view().message or "")
    assert len(moves(table)) == 2
    click_tile(app, table, "1:4")  # fits both ends: selected, both ends glow
    v = table.view()
    assert v.selected is not None and {t.end for t in v.targets} == {0, 1}
    left = next(t for t in v.targets if t.end == 0)
    click(app, left.box.center, frames=2)
    assert moves(table)[2] == "0 1:4<"
    settle(app, table)
    click(app, table.layout.bazaar.center, frames=2)  # nothing fits: draw
    settle(app, table)
    click_tile(app, table, "4:4")
    settle(app, table)
    assert [b.key for b in table.buttons] == ["knock", *CORNER, "undo"]
    press_button(app, table, "knock")
    settle(app, table)
    assert moves(table) == ["0 1:2", "1 2:4>", "0 1:4<", "1 draw", "1 draw", "1 4:6>",
                            "0 draw", "0 4:4<", "1 draw", "1 draw", "1 pass", "0 pass"]
    outcome = table.session.round.outcome()
    assert outcome is not None and outcome.kind == "fish" and outcome.blocked
    assert len(table.session.sheet.rows) == 1
    app.close()


def test_keyboard_plays_the_scripted_round(tmp_path: Path) -> None:
    app, table = scripted(tmp_path)
    settle(app, table)
    # hand sorted: 0:5 1:2 1:4, every one may lead; → twice selects 1:2
    for k in (pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RETURN):
        key(app, k, frames=1)
    settle(app, table)
    key(app, pygame.K_RIGHT, frames=1)  # not 0:5, which fits no end: 1:4 (issues 18/19)
    key(app, pygame.K_RETURN, frames=1)
    assert table.control.choosing
    key(app, pygame.K_LEFT, frames=1)
    key(app, pygame.K_RETURN, frames=1)
    assert moves(table)[2] == "0 1:4<"
    settle(app, table)
    key(app, pygame.K_d, frames=1)
    settle(app, table)
    key(app, pygame.K_LEFT, frames=1)  # ← from no selection: the last tile, 4:4
    key(app, pygame.K_RETURN, frames=1)
    settle(app, table)
    key(app, pygame.K_k, frames=1)
    settle(app, table)
    assert moves(table)[-5:] == ["0 4:4<", "1 draw", "1 draw", "1 pass", "0 pass"]
    assert table.phase in (Phase.REVEAL, Phase.SUMMARY)
    app.close()


def test_a_refused_tile_keeps_the_keyboards_place_in_the_hand(tmp_path: Path) -> None:
    app, table = scripted(tmp_path)
    settle(app, table)
    for k in (pygame.K_RIGHT, pygame.K_RIGHT, pygame.K_RETURN):  # 1:2 led
        key(app, k, frames=1)
    settle(app, table)  # hand 0:5 1:4, ends 1 and 4
    key(app, pygame.K_RIGHT, frames=1)  # 1:4, the first that fits
    key(app, pygame.K_LEFT, frames=1)  # back to 0:5
    key(app, pygame.K_RETURN, frames=1)  # 0:5 does not fit: refused
    v = table.view()
    assert "1 и 4" in (v.message or "") and len(moves(table)) == 2
    assert v.selected is not None and str(v.hand[v.selected]) == "0:5"
    key(app, pygame.K_RIGHT, frames=1)  # on to the next tile, not back to the first
    v = table.view()
    assert v.selected is not None and str(v.hand[v.selected]) == "1:4"
    key(app, pygame.K_RETURN, frames=1)
    assert table.control.choosing  # 1:4 fits both ends: the end is asked
    app.close()


def test_drag_and_drop_onto_an_end(tmp_path: Path) -> None:
    app, table = scripted(tmp_path)
    settle(app, table)
    click_tile(app, table, "1:2")
    settle(app, table)
    src = tile_centre(table, "1:4")
    right = table.model.end_box(table.model.hand()[1], 1)
    assert right is not None
    dst = (round(right.center[0]), round(right.center[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(round(src[0]),
                                                                      round(src[1])), button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=dst, rel=(0, 0),
                                         buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=dst, button=1))
    run_frames(app, 2)
    assert moves(table)[2] == "0 1:4>"
    app.close()


def _to_summary(app: App, table: TableScene) -> RoundSummaryScene:
    settle(app, table)
    for _ in range(300):
        if isinstance(top(app), RoundSummaryScene):
            return top(app)  # type: ignore[no-any-return]
        run_frames(app, 1)
    raise AssertionError("no summary")


def test_summary_waits_for_its_button_then_the_next_round_is_dealt(tmp_path: Path) -> None:
    app, table = scripted(tmp_path)
    scripted_moves(table, FISH)
    summary = _to_summary(app, table)
    assert table.phase is Phase.SUMMARY
    key(app, pygame.K_SPACE, frames=1)  # too soon: a key meant for the table
    assert top(app) is summary and summary.clock < READY_S
    run_frames(app, round(READY_S * 60) + 1)
    click(app, (5, 5), frames=2)  # a click beside the button does nothing
    assert top(app) is summary
    click(app, summary.button.rect.center, frames=3)
    assert top(app) is table and table.session.number == 2
    assert table.phase is Phase.PLAY and not table.view().words
    settle(app, table)
    assert table.model.ready()
    app.close()


def agent_turn(app: App, table: TableScene, stats: dict[str, int]) -> None:
    """A mouse-only player: draws, knocks, prefers tiles that need an end to be chosen."""
    v = table.view()
    r = v.round
    legal = r.legal_moves()
    kinds = {m.kind for m in legal}
    if kinds == {MoveKind.DRAW}:
        stats["draw"] += 1
        click(app, table.layout.bazaar.center, frames=1)
        return
    if kinds == {MoveKind.PASS} or MoveKind.DECLINE in kinds:
        stats["knock"] += 1
        click(app, v.buttons[0].rect.center, frames=1)
        return
    for i, t in enumerate(v.hand):
        ends = [m.end for m in legal if m.tile == t and m.kind is MoveKind.PLAY]
        if len(ends) == 2 and r.ends is not None and r.ends[0] != r.ends[1]:
            stats["choose"] += 1
            click(app, v.hand_boxes[i].center, frames=1)
            target = table.view().targets[-1]
            click(app, target.box.center, frames=1)
            return
    tile = next(m.tile for m in legal if m.tile is not None)
    click(app, v.hand_boxes[v.hand.index(tile)].center, frames=1)


@pytest.mark.parametrize("players, seed", [(2, 3), (4, 8)])
def test_mouse_only_whole_round_against_bots(tmp_path: Path, players: int, seed: int) -> None:
    bots = [SeatSetup(f"Бот {i}", bot="medium") for i in range(1, players)]
    setup = MatchSetup(KOZEL, (SeatSetup("Вы", human=True), *bots), seed)
    app, table = table_app(tmp_path, setup)
    stats = {"draw": 0, "knock": 0, "choose": 0}
    for _ in range(3000):
        if table.phase is not Phase.PLAY:
            break
        if table.model.ready():
            before = table.session.round.ply
            agent_turn(app, table, stats)
            assert table.session.round.ply > before
        run_frames(app, 1)
    assert table.session.round.outcome() is not None
    summary = _to_summary(app, table)
    run_frames(app, round(READY_S * 60) + 1)
    key(app, pygame.K_SPACE, frames=2)  # the summary's button by key
    assert top(app) is table and summary is not top(app)
    assert table.session.number == 2 and table.phase is Phase.PLAY
    app.close()


def test_animated_play_skips_on_click(tmp_path: Path) -> None:
    app, table = scripted(tmp_path, "--speed", "1")
    assert table.anim.busy  # the deal is flying
    click(app, (5, 300), frames=1)
    assert not table.anim.busy
    click_tile(app, table, "1:2", frames=1)
    assert table.anim.busy and moves(table) == ["0 1:2"]
    for _ in range(240):
        run_frames(app, 1)
    assert moves(table)[:2] == ["0 1:2", "1 2:4>"]
    app.close()


def test_sheet_folds_on_click_and_s(tmp_path: Path) -> None:
    app, table = scripted(tmp_path)
    wide = table.layout.sheet.w
    click(app, table.layout.sheet.center, frames=2)
    assert table.layout.sheet.w < wide and not table.view().sheet.expanded  # type: ignore[union-attr]
    key(app, pygame.K_s, frames=2)
    assert table.layout.sheet.w == wide
    app.close()


def test_space_on_the_last_summary_shows_the_goat_and_does_not_skip_it(tmp_path: Path) -> None:
    app, table = scripted(tmp_path, sheet=recorded(ScoreSheet(KOZEL, 2), points=[99, 0],
                                                   ended="out", by=1))
    scripted_moves(table, FISH)
    assert table.session.sheet.goat == 0
    summary = _to_summary(app, table)
    assert summary.button.label.startswith("К итогам")
    run_frames(app, round(READY_S * 60) + 1)
    for _ in range(4):  # a person hammering Space
        key(app, pygame.K_SPACE, frames=1)
    over = top(app)
    assert isinstance(over, MatchOverScene)
    assert table.session.match.goat == 0 and not (tmp_path / "autosave.json").exists()
    run_frames(app, round(READY_S * 60) + 1)
    key(app, pygame.K_RETURN, frames=2)  # the focus starts on «Главное меню»
    assert isinstance(top(app), MenuScene)
    app.close()
