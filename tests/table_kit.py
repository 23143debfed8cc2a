"""Driving the table through the real ``App`` loop: scripted deals, waiting, clicking tiles.

Play is driven by events only (``conftest.click``/``key`` post them to the real queue);
the table's frozen ``view()`` and its read-only model tell where things are.
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pygame
from conftest import click, make_app, run_frames
from harness import Harness

from kozel_gui.app import App
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.scenes.table import TableScene
from kozel_gui.table.model import Phase
from rules import Match, MoveKind, Round, Rules, ScoreSheet, find_preset

KOZEL = find_preset("kozel")
SCRIPT = (["1:2", "1:4", "0:5"], ["2:4", "0:0", "5:5"])
SCRIPT_BAZAAR = ["3:3", "4:6", "4:4", "0:1", "2:3"]


def table_app(tmp: Path, setup: MatchSetup, match: Match | None = None, *argv: str,
              size: tuple[int, int] | None = None) -> tuple[App, TableScene]:
    """A real app showing a table for ``setup`` (and ``match``), instant unless told."""
    app = make_app(tmp, *(argv or ("--speed", "0")))
    if size is not None:
        from conftest import resize

        resize(app, size)
    table = TableScene(app, setup, match)
    app.reset_to(table)
    run_frames(app, 2)
    assert app.stack.top is table
    return app, table


def scripted(tmp: Path, *argv: str, sheet: ScoreSheet | None = None,
             rules: Rules = KOZEL, size: tuple[int, int] | None = None
             ) -> tuple[App, TableScene]:
    """A two-player round whose bot moves are forced: lead, end choice, draws, knocks, fish.

    Human: 1:2 1:4 0:5; bot: 2:4 0:0 5:5; bazaar 3:3 4:6 4:4 0:1 2:3.
    1:2 led; bot 2:4> (ends 1, 4); 1:4 fits both ends; bot draws 3:3, 4:6 and plays it;
    the human draws 4:4 and plays it; both knock with the bazaar empty: a fish.
    """
    r = Round.from_hands(rules, [list(h) for h in SCRIPT], bazaar=SCRIPT_BAZAAR, leader=0)
    match = Match(rules, 2, r, sheet or ScoreSheet(rules, 2), random.Random(1).getstate())
    setup = MatchSetup(rules, (SeatSetup("Вы", human=True), SeatSetup("Бот", bot="heaviest")), 1)
    return table_app(tmp, setup, match, *argv, size=size)


def settle(app: App, table: TableScene, limit: int = 600) -> None:
    """Run frames until the person may act (picture still) or the round is over."""
    for _ in range(limit):
        if table.model.ready() or table.phase is not Phase.PLAY:
            return
        run_frames(app, 1)
    raise AssertionError("the table never became ready")


def still(app: App, table: TableScene, limit: int = 300) -> None:
    """Run frames until the table's motions are done (one more frame to draw it still)."""
    for _ in range(limit):
        run_frames(app, 1)
        if not table.model.anim.busy:
            run_frames(app, 1)
            return
    raise AssertionError("the table never came to rest")


HINT_DEADLINE_S = 60.0
"""Wall-clock seconds a hint may take on its thread (a loaded machine; it takes < 0.4 s)."""


def hinted(app: App, table: TableScene) -> None:
    """The hint asked for, shown: it is computed off the UI thread, so wait for its search
    (with a deadline, no game time passing), then one frame shows it."""
    asked = table.model.hint_asked
    if asked is not None:
        asked.job.wait(HINT_DEADLINE_S)
        assert asked.job.ready, "the hint never came back"
    run_frames(app, 1)
    assert table.model.hint_asked is None


def tile_centre(table: TableScene, text: str) -> tuple[float, float]:
    """Where the hand tile ``text`` is on screen."""
    v = table.view()
    return v.hand_boxes[[str(t) for t in v.hand].index(text)].center


def click_tile(app: App, table: TableScene, text: str, frames: int = 2) -> None:
    """Click the hand tile ``text``."""
    click(app, tile_centre(table, text), frames=frames)


def moves(table: TableScene) -> list[str]:
    """The round's moves as ``"SEAT MOVE"``."""
    return [f"{s.seat} {s.move}" for s in table.session.round.history()]


def press_button(app: App, table: TableScene, key: str, frames: int = 2) -> None:
    """Click the table's button ``key`` where it is drawn."""
    button = table.model.hits.button(key)
    assert button is not None, f"no button {key!r}: {[b.key for b in table.buttons]}"
    click(app, button.rect.center, frames=frames)


def scripted_moves(table: TableScene, texts: list[str]) -> None:
    """Apply moves to the match directly (set-up only, before the picture is checked)."""
    s = table.session
    for text in texts:
        s.apply(s.round.legal_moves()[0].parse(text))


def top(app: App) -> Any:
    """The scene on top of the stack."""
    return app.stack.top


def summary_of(app: App, limit: int = 600) -> Any:
    """Run frames until the round summary is on top; returns it."""
    from kozel_gui.table.summary import RoundSummaryScene

    for _ in range(limit):
        if isinstance(top(app), RoundSummaryScene):
            return top(app)
        run_frames(app, 1)
    raise AssertionError(f"no round summary, but {top(app)!r}")


def play_first(h: Harness, table: TableScene) -> None:
    """The person at the screen makes the round's first legal move, by mouse and keys."""
    v = table.view()
    move = v.round.legal_moves()[0]
    if move.kind is MoveKind.DRAW:
        h.key(pygame.K_d, frames=2)
    elif move.kind is MoveKind.PASS:
        h.key(pygame.K_k, frames=2)
    elif move.kind is MoveKind.PAIR or move.tile is None:
        button = next(b for b in v.buttons if b.key in ("pair", "hundred", "decline"))
        h.click(button.rect.center, frames=2)
    else:
        h.click(v.hand_boxes[v.hand.index(move.tile)].center, frames=2)
        targets = table.view().targets
        if targets:
            h.click(targets[0].box.center, frames=2)
