"""Issue 18/19 of playtest S: one undo made the match practice, and four places said four
things: the question «…она не войдёт в рейтинг», the match-over screen «…ни в рейтинг, ни в
статистику», Statistics «У этого профиля ещё нет сыгранных партий» while History listed the
match unmarked.  The rule is one (a practice match counts for neither the rating nor the
statistics: ``table.driver.is_rated`` at the table, ``history._PRACTICE`` in the store);
every place now says it, through the real App loop from the undo to the statistics."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest
from conftest import click, press, run_frames
from table_kit import click_tile, press_button, scripted, settle, top

from kozel_gui.i18n import tr
from kozel_gui.profiles import Profiles
from kozel_gui.scenes.history import HistoryScene, row_cells
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.stats import StatsScene
from kozel_gui.table.over import MatchOverScene
from kozel_gui.table.result import READY_S
from kozel_gui.table.summary import RoundSummaryScene
from kozel_gui.table.theme import recording
from rules import ScoreSheet, find_preset

KOZEL = find_preset("kozel")


def _said(app: Any, role: str) -> str:
    """The words of ``role`` drawn in the next frame, one line."""
    with recording() as log:
        run_frames(app, 1)
    return " ".join(i.text for i in log if i.role == role).replace("\u00a0", " ")


def test_an_undone_match_is_practice_everywhere_in_the_same_words(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    near_goat = ScoreSheet(KOZEL, 2).record(points=[0, 100], ended="out", by=0)
    app, table = scripted(tmp_path, sheet=near_goat)  # the bot at 100: this fish decides
    Profiles().added("Аня").save(app.data)
    settle(app, table)
    click_tile(app, table, "1:2")
    settle(app, table)
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z,
                                         mod=pygame.KMOD_LCTRL, unicode="", scancode=0))
    run_frames(app, 2)
    assert _said(app, "ask") == ("Отмена хода сделает партию тренировочной: она не войдёт "
                                 "ни в рейтинг, ни в статистику.")
    press_button(app, table, "undo_yes")
    assert table.session.practice
    # The scripted round again, to its fish (test_table.test_mouse_plays_the_scripted_round).
    settle(app, table)
    click_tile(app, table, "1:2")
    settle(app, table)
    click_tile(app, table, "1:4")
    click(app, next(t for t in table.view().targets if t.end == 0).box.center, frames=2)
    settle(app, table)
    click(app, table.layout.bazaar.center, frames=2)
    settle(app, table)
    click_tile(app, table, "4:4")
    settle(app, table)
    press_button(app, table, "knock")
    for _ in range(600):
        if isinstance(top(app), RoundSummaryScene) and top(app).ready:
            break
        run_frames(app, 1)
    assert table.session.is_over
    key_space(app)
    assert isinstance(top(app), MatchOverScene)
    run_frames(app, round(READY_S * 60) + 2)
    with recording() as log:
        run_frames(app, 1)
    assert [i.text for i in log if i.role == "over.unrated"] == [
        "Тренировка: партия не идёт ни в рейтинг, ни в статистику"]
    assert " ".join(i.text for i in log if i.role == "over.why") == \
        "В этой партии был отменён ход."

    app.reset_to(MenuScene(app))
    run_frames(app, 3)
    press(app, tr("menu.history"))
    history = top(app)
    assert isinstance(history, HistoryScene) and len(history.rows) == 1
    assert row_cells(history.rows[0])[1] == "Козёл, тренировка"

    drawn: list[str] = []
    import kozel_gui.scenes.stats as stats_module

    real = stats_module.draw_text

    def draw_text(surface: pygame.Surface, text: str, *args: Any, **kw: Any) -> pygame.Rect:
        drawn.append(text.replace("\u00a0", " "))
        return real(surface, text, *args, **kw)

    monkeypatch.setattr(stats_module, "draw_text", draw_text)
    app.reset_to(MenuScene(app))
    run_frames(app, 3)
    press(app, tr("menu.stats"))
    assert isinstance(top(app), StatsScene)
    drawn.clear()
    run_frames(app, 1)
    said = "Сыграна 1 партия, но тренировочная: в ней отменяли ход, а такие партии не входят " \
           "ни в рейтинг, ни в статистику."
    assert " ".join(t for t in drawn if t not in (tr("stats.title"),)
                    and not t.startswith(tr("stats.profile", name=""))) == said
    assert tr("stats.no_matches") not in drawn
    app.close()


def key_space(app: Any) -> None:
    """Space: the summary's «К итогам партии»."""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0,
                                         unicode=" ", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=pygame.K_SPACE, mod=0,
                                         unicode=" ", scancode=0))
    run_frames(app, 4)


@pytest.mark.parametrize(("lang", "practice", "counts"), [
    ("ru", "{variant}, тренировка", ("Сыграна 1 партия", "Сыграны 2 партии")),
    ("uk", "{variant}, тренування", ("Зіграно 1 партію", "Зіграно 2 партії")),
    ("en", "{variant}, practice", ("1 match played", "2 matches played")),
])
def test_the_practice_words_in_each_language(lang: str, practice: str,
                                             counts: tuple[str, str]) -> None:
    from kozel_gui.i18n import ntr, set_language

    set_language(lang)
    try:
        assert tr("history.practice", variant="{variant}") == practice
        assert [ntr("stats.only_practice", n).split(",")[0] for n in (1, 2)] == list(counts)
        # the question and the match-over screen name the same two things the match loses
        for key in ("table.undo_ask", "table.over_practice"):
            text = tr(key)
            assert {"ru": "ни в рейтинг, ни в статистику",
                    "uk": "ні до рейтингу, ні до статистики",
                    "en": "neither the rating nor the statistics"}[lang] in text, key
    finally:
        set_language("ru")
