"""The round summary by keyboard (P34b r4): Tab goes the way the panel reads (the picture of
the play, «Разбор ходов», «Дальше»), the focus starts on «Дальше»; the picture's ring keeps
off the coach's words above it; the table view it opens has its caption on free felt; back
from the table view the focus is where it was."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from conftest import key, run_frames
from table_kit import scripted, scripted_moves, summary_of

from kozel_gui.app import App
from kozel_gui.scenes.review import ReviewScene
from kozel_gui.table.result import READY_S
from kozel_gui.table.summary import RoundSummaryScene
from kozel_gui.table.theme import recording

FISH = ["1:2", "2:4>", "1:4<", "draw", "draw", "4:6>", "draw", "4:4<", "draw", "draw",
        "pass", "pass"]
"""The scripted round to a fish (the person keeps 0:5; the coach reviews it)."""

SIZES = [(1024, 600), (1280, 720)]


def _summary(tmp: Path, size: tuple[int, int]) -> tuple[App, RoundSummaryScene]:
    app, table = scripted(tmp, size=size)
    scripted_moves(table, FISH)
    summary = summary_of(app)
    run_frames(app, round(READY_S * 60) + 2)
    assert summary.job is not None, "the coach is on: «Разбор ходов» is offered"
    return app, summary


def _back_tab(app: App) -> None:
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(pygame.event.Event(kind, key=pygame.K_TAB, mod=pygame.KMOD_SHIFT,
                                             unicode="", scancode=0))
    run_frames(app, 3)


def _focused(summary: RoundSummaryScene) -> str | None:
    current = summary.focus.current()
    return None if current is None else current.key


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_tab_goes_the_way_the_panel_reads_and_starts_on_the_way_on(
        tmp_path: Path, size: tuple[int, int]) -> None:
    app, summary = _summary(tmp_path, size)
    assert [i.key for i in summary.focusables()] == ["board", "review", "continue"]
    assert _focused(summary) == "continue"
    seen = []
    for _ in range(3):
        key(app, pygame.K_TAB)
        seen.append(_focused(summary))
    assert seen == ["board", "review", "continue"]  # round from «Дальше» to the top
    _back_tab(app)
    assert _focused(summary) == "review"  # «Разбор ходов», left of «Дальше»
    app.close()


def test_the_table_view_gives_back_the_focus_that_opened_it_and_the_review_is_reached(
        tmp_path: Path) -> None:
    """P34b r4_e: from the table view, Space back, Shift+Tab twice, Enter dealt the next round
    instead of opening «Разбор ходов»."""
    app, summary = _summary(tmp_path, (1280, 720))
    number = summary.session.number
    key(app, pygame.K_TAB)
    assert _focused(summary) == "board"
    key(app, pygame.K_RETURN)
    assert summary.peek
    key(app, pygame.K_SPACE)  # any key: the summary again, and nothing more
    assert not summary.peek and app.stack.top is summary
    assert _focused(summary) == "board"
    _back_tab(app)
    _back_tab(app)
    assert _focused(summary) == "review"
    key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, ReviewScene)
    assert summary.session.number == number  # no round was dealt
    app.close()


def test_space_on_the_picture_goes_on_as_on_any_of_the_summary(tmp_path: Path) -> None:
    """«Дальше (пробел)»: Space is «Дальше» wherever the focus is, the picture too."""
    app, summary = _summary(tmp_path, (1280, 720))
    key(app, pygame.K_TAB)
    assert _focused(summary) == "board"
    key(app, pygame.K_SPACE)
    assert not summary.peek and app.stack.top is not summary
    app.close()


def _screen_with_focus_on(app: App, summary: RoundSummaryScene, item: str) -> pygame.Surface:
    summary.focus.focus(item)
    run_frames(app, 1)
    return app.screen.copy()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_pictures_ring_keeps_off_the_coachs_words(tmp_path: Path,
                                                      size: tuple[int, int]) -> None:
    app, summary = _summary(tmp_path, size)
    with recording() as log:
        run_frames(app, 1)
    words = [pygame.Rect(i.rect) for i in log if i.role in ("summary.coach",
                                                            "summary.hindsight")]
    assert len(words) >= 2  # the tally, and hindsight on one line or two
    plain = _screen_with_focus_on(app, summary, "continue")
    ringed = _screen_with_focus_on(app, summary, "board")
    strip = next(i.rect for i in summary.focusables() if i.key == "board")
    changed = [(x, y) for y in range(strip.top - 30, strip.top) for x in range(strip.left - 20,
               strip.right + 20) if plain.get_at((x, y)) != ringed.get_at((x, y))]
    assert changed, "the ring is drawn above the picture"
    for rect in words:  # ...but not a pixel of it on the words
        assert not any(rect.collidepoint(p) for p in changed), rect
    app.close()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_table_views_caption_lies_on_free_felt(tmp_path: Path,
                                                   size: tuple[int, int]) -> None:
    app, summary = _summary(tmp_path, size)
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert summary.peek
    with recording() as log:
        run_frames(app, 1)
    caption = [pygame.Rect(i.rect) for i in log if i.role == "summary.peek"]
    assert len(caption) == 1
    v = summary.table.view()
    assert v.hand_boxes, "the person's tiles lie in the hand"
    things = [*v.hand_boxes, *(p.box for p in v.line.tiles), *(p.box for p in v.plates),
              *(b.rect for b in v.buttons)]
    for box in things:
        rect = pygame.Rect(round(box.x), round(box.y), round(box.w), round(box.h))
        assert not caption[0].colliderect(rect), (caption[0], rect)
    assert caption[0].right <= v.layout.sheet.x  # on the table, not over the sheet
    app.close()
