"""Issue 18: on the result screens exactly one button looks like the one to press.  The
default one glowed while the focus ring stood on another (the match-over screen's «Ещё
партию» glowed with the ring on «Главное меню»; the summary's «Дальше» with the ring on
the coach's button).  The glow follows the focus: Tab and the mouse move both together."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from conftest import key, run_frames
from table_kit import scripted, scripted_moves, table_app, top

from kozel_gui.app import App
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.scene import Scene
from kozel_gui.table import over as over_module
from kozel_gui.table import summary as summary_module
from kozel_gui.table.over import MatchOverScene
from kozel_gui.table.result import READY_S
from kozel_gui.table.summary import RoundSummaryScene
from rules import Match, Round, ScoreSheet, find_preset

FISH = ["1:2", "2:4>", "1:4<", "draw", "draw", "4:6>", "draw", "4:4<", "draw", "draw",
        "pass", "pass"]


@pytest.fixture
def glowing(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, bool]]:
    """Each drawn button's role and whether it was last drawn glowing."""
    seen: dict[str, bool] = {}
    for module in (over_module, summary_module):
        real = module.draw_button

        def spy(*args: Any, _real: Any = real, **kwargs: Any) -> None:
            seen[kwargs.get("role", "button")] = bool(kwargs.get("glow"))
            _real(*args, **kwargs)

        monkeypatch.setattr(module, "draw_button", spy)
    yield seen


def _lit(app: App, seen: dict[str, bool]) -> list[str]:
    seen.clear()
    run_frames(app, 1)
    return sorted(role.removeprefix("button.") for role, on in seen.items() if on)


def _focused(scene: Scene) -> str | None:
    current = scene.focus.current()
    return current.key if current is not None else None


def _hover(app: App, rect: pygame.Rect) -> None:
    pygame.mouse.set_pos(rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(1, 1),
                                         buttons=(0, 0, 0)))
    run_frames(app, 1)


def _rect(scene: Scene, key_: str) -> pygame.Rect:
    return next(pygame.Rect(i.rect) for i in scene.focusables() if i.key == key_)


def test_the_summarys_glow_follows_the_focus(tmp_path: Path, glowing: dict[str, bool]) -> None:
    app, table = scripted(tmp_path)
    scripted_moves(table, FISH)
    for _ in range(400):
        if isinstance(top(app), RoundSummaryScene):
            break
        run_frames(app, 1)
    summary = top(app)
    assert isinstance(summary, RoundSummaryScene) and summary.job is not None  # two buttons
    assert _lit(app, glowing) == [], "nothing glows before input counts"
    run_frames(app, round(READY_S * 60) + 1)
    assert _lit(app, glowing) == ["continue"] == [_focused(summary)]
    key(app, pygame.K_LEFT)
    assert _lit(app, glowing) == ["review"] == [_focused(summary)]
    _hover(app, _rect(summary, "continue"))
    assert _lit(app, glowing) == ["continue"] == [_focused(summary)]
    _hover(app, _rect(summary, "review"))
    assert _lit(app, glowing) == ["review"] == [_focused(summary)]
    app.close()


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_match_over_screens_glow_follows_the_focus(
        tmp_path: Path, glowing: dict[str, bool], size: tuple[int, int]) -> None:
    kozel = find_preset("kozel")
    sheet = ScoreSheet(kozel, 2)
    while not sheet.is_over:
        sheet = sheet.record(points=[0, 40], ended="out", by=0)
    match = Match(kozel, 2, Round.deal(kozel, random.Random(3), 2), sheet,
                  random.Random(3).getstate())
    seats = (SeatSetup("Вы", human=True), SeatSetup("Бот"))
    app, table = table_app(tmp_path, MatchSetup(kozel, seats, 3), match, size=size)
    over = MatchOverScene(app, table.session)
    app.replace(over)
    run_frames(app, round(READY_S * 60) + 2)
    # «Главное меню» takes the focus first (a Space meant to move on must not start a match):
    # it alone glows, not «Ещё партию» beside it.
    assert _lit(app, glowing) == ["menu"] == [_focused(over)]
    key(app, pygame.K_TAB)
    assert _lit(app, glowing) == ["again"] == [_focused(over)]
    _hover(app, _rect(over, "menu"))
    assert _lit(app, glowing) == ["menu"] == [_focused(over)]
    app.close()


def test_the_kids_round_go_on_glows_only_while_it_has_the_focus(tmp_path: Path) -> None:
    """The kids' round: ▶ glowed while Tab had put the ring on the house or the door."""
    from test_kids_table import kids_table

    from kozel_gui.kids.result import KidsRoundScene

    app, _home, table = kids_table(tmp_path, 3)
    scene = KidsRoundScene(app, table)
    app.push(scene)
    run_frames(app, 1)
    assert not scene.go.glow, "asleep: not yet the one to press"
    run_frames(app, round(scene.ready_s * 60) + 2)
    assert _focused(scene) == "go" and scene.go.glow
    for _ in range(2):  # the door, the house: ▶ is dark while either has the ring
        key(app, pygame.K_TAB, frames=1)
        assert _focused(scene) in (table.exit.key, table.home.key)
        assert not scene.go.glow
    key(app, pygame.K_TAB, frames=1)
    assert _focused(scene) == "go" and scene.go.glow
    app.close()
