"""The hint is computed off the UI thread: «Тренер думает» shows while it runs, the table
goes on taking input, and a hint that comes back for a position no longer on the table is
dropped.  Driven through the real App loop with an injected clock; the hint's search is
held on a gate the test opens, so "still thinking" is a fact, not a race."""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from harness import Harness, harness_for
from table_kit import SCRIPT, SCRIPT_BAZAAR, tile_centre

from kozel_gui.i18n import tr
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.scenes.table import TableScene
from kozel_gui.table import hint
from rules import Match, Round, ScoreSheet, find_preset

DEADLINE_S = 60.0
"""Wall-clock seconds a hint may take on its thread (a loaded machine)."""


class Gate:
    """Holds the hint's search on its thread until the test opens it."""

    def __init__(self) -> None:
        self.opened = threading.Event()
        self.entered = threading.Event()
        self.threads: list[str] = []

    def wrap(self, real: Callable[..., Any]) -> Callable[..., Any]:
        def held(*args: Any, **kwargs: Any) -> Any:
            self.threads.append(threading.current_thread().name)
            self.entered.set()
            assert self.opened.wait(DEADLINE_S), "the test never opened the gate"
            return real(*args, **kwargs)

        return held


@pytest.fixture
def gate(monkeypatch: pytest.MonkeyPatch) -> Gate:
    g = Gate()
    monkeypatch.setattr(hint, "advise", g.wrap(hint.advise))
    return g


@pytest.fixture
def table(tmp_path: Path) -> Iterator[tuple[Harness, TableScene]]:
    """The scripted round (tests/table_kit.py) at the person's first move, 1:2 to lead."""
    with harness_for(tmp_path, "--speed", "0") as h:
        rules = find_preset("kozel")
        r = Round.from_hands(rules, [list(t) for t in SCRIPT], bazaar=SCRIPT_BAZAAR, leader=0)
        match = Match(rules, 2, r, ScoreSheet(rules, 2), random.Random(1).getstate())
        setup = MatchSetup(rules, (SeatSetup("Вы", human=True),
                                   SeatSetup("Бот", bot="heaviest")), 1)
        scene = TableScene(h.app, setup, match)
        h.app.reset_to(scene)
        h.until(scene.model.ready, what="the person's turn")
        yield h, scene


def _until(h: Harness, ready: Callable[[], object], what: str) -> None:
    """Frames until ``ready()``, with a wall-clock deadline (the hint runs on a thread)."""
    deadline = time.monotonic() + DEADLINE_S
    while not ready():
        assert time.monotonic() < deadline, f"{what} did not happen"
        h.frames(1)


def _message(scene: TableScene) -> str:
    return scene.view().message or ""


def test_the_table_goes_on_while_the_hint_thinks_and_then_shows_it(
        table: tuple[Harness, TableScene], gate: Gate) -> None:
    h, scene = table
    h.key(pygame.K_h, frames=1)
    assert gate.entered.wait(DEADLINE_S)
    assert gate.threads and gate.threads[0] != threading.main_thread().name
    thinking = tr("table.hint_thinking")
    assert thinking == "Тренер думает над подсказкой…"
    for _ in range(40):  # the loop runs on while the search is held: frames, time, input
        h.wait(0.1)
        # one ellipsis, never dots added to it (issue 14: «подсказкой..»)
        assert _message(scene) == thinking, _message(scene)
    assert scene.model.hint_asked is not None and scene.view().selected is None
    h.key(pygame.K_RIGHT, frames=1)  # the hand takes the keys meanwhile
    assert scene.view().selected is not None
    gate.opened.set()
    _until(h, lambda: scene.model.hint_asked is None, "the hint")
    said = _message(scene)
    assert said.startswith(("Подсказка: ", "Единственный ход: ")), said
    assert scene.model.control.hinted is not None, "the hinted tile is picked out for Enter"


def test_a_hint_for_a_position_no_longer_on_the_table_is_dropped(
        table: tuple[Harness, TableScene], gate: Gate) -> None:
    h, scene = table
    h.key(pygame.K_h, frames=1)
    asked = scene.model.hint_asked
    assert asked is not None and gate.entered.wait(DEADLINE_S)
    before = scene.session.round
    h.click(tile_centre(scene, "1:2"), frames=1)  # the lead, while the coach thinks
    assert scene.session.round is not before, "the move was made at once"
    h.frames(1)
    assert scene.model.hint_asked is None, "the hint asked for the old position is let go"
    assert not _message(scene).startswith(tr("table.hint_thinking"))
    gate.opened.set()
    _until(h, lambda: asked.job.ready, "the dropped hint's search")
    stale = asked.job.result()
    assert stale is not None
    h.until(scene.model.ready, what="the person's next turn")
    h.frames(5)
    assert _message(scene) != stale.text and scene.model.control.hinted is None


def test_a_second_h_for_the_same_position_does_not_start_another_search(
        table: tuple[Harness, TableScene], gate: Gate) -> None:
    h, scene = table
    h.key(pygame.K_h, frames=1)
    asked = scene.model.hint_asked
    h.key(pygame.K_h, frames=1)
    assert scene.model.hint_asked is asked
    gate.opened.set()
    _until(h, lambda: scene.model.hint_asked is None, "the hint")
    assert len(gate.threads) == 1
