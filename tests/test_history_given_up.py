"""Playtest 30 (issue 13/14): a History row of one's own given-up match said who gave it up
in English only («given up by You», a capital mid-sentence) and not in Russian, because it
knew the player only by a profile's seat (a first start has no profile); and a row with
some points written dropped the others' remembered points («0 : 0 : 18 : 0» where the sheet
said «+17 : +8 : 18 : +18»); PT-Y then read the sheet's «+» marks, without the sheet's legend,
as points scored: the totals written come first, the held points said in words.  Through the real App loop: give up from the pause menu, go to
the menu, open History, read the row."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from harness import Harness
from table_kit import settle

from kozel_gui.i18n import tr
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.scenes.history import HistoryScene, row_cells
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.table import TableScene
from kozel_gui.table.over import MatchOverScene
from kozel_gui.table.result import READY_S
from rules import Match, find_preset
from rules.i18n import Gender

KOZEL = find_preset("kozel")


def _give_up_and_open_history(h: Harness) -> HistoryScene:
    """Esc, «Сдаться» and its question's «Сдаться», the match-end screen's way to the menu,
    then «История»: the History screen as the player opens it."""
    h.key(pygame.K_ESCAPE)
    h.press(tr("pause.give_up"))
    h.press(tr("pause.give_up"))
    h.until(lambda: isinstance(h.top, MatchOverScene), what="the match-end screen")
    h.wait(READY_S + 0.2)
    h.key(pygame.K_ESCAPE)
    h.until(lambda: isinstance(h.top, MenuScene), what="the menu")
    h.press(tr("menu.history"))
    h.until(lambda: isinstance(h.top, HistoryScene), what="History")
    scene = h.top
    assert isinstance(scene, HistoryScene) and scene.rows
    return scene


@pytest.mark.parametrize(("lang", "said"), [("ru", "Вы сдались в первом коне"),
                                            ("uk", "Ви здалися в першому кону"),
                                            ("en", "You gave up during round 1")])
def test_a_first_start_give_up_says_you_gave_up(tmp_path: Path, lang: str, said: str) -> None:
    """No profile yet (``--seed`` straight to the table): the row's player is the person's
    seat of the stored match, so the row says «Вы сдались», never «— Вы» or "by You"."""
    h = Harness(tmp_path, "--seed", "3", "--speed", "0", "--players", "4", "--lang", lang,
                first_start=True)
    try:
        h.until(lambda: isinstance(h.top, TableScene), what="the table")
        scene = _give_up_and_open_history(h)
        row = scene.rows[0]
        assert row.profile is None and row.left == row.player == 0
        assert row_cells(row, scene.people, scene.profile)[3] == said
    finally:
        h.close()


def _two_rounds_played(seed: int) -> Match:
    """Kozel for four, two rounds played by the bots' first legal moves, the third dealt."""
    m = Match.start(KOZEL, 4, seed)
    for _ in range(2):
        while m.round.outcome() is None:
            m = m.play(m.round.legal_moves()[0])
        m = m.next_round()
    return m


@pytest.mark.parametrize(("lang", "said", "scores"), [
    ("ru", "Вы сдались во время 3-го кона", "0 : 0 : 18 : 0; запомнено 17 : 8 : 0 : 18"),
    ("uk", "Ви здалися під час 3-го кону", "0 : 0 : 18 : 0; запамʼятано 17 : 8 : 0 : 18"),
    ("en", "You gave up during round 3", "0 : 0 : 18 : 0; held over 17 : 8 : 0 : 18")])
def test_a_row_shows_what_was_written_and_what_was_remembered(tmp_path: Path, lang: str,
                                                              said: str, scores: str) -> None:
    match = _two_rounds_played(89)
    assert match.sheet.score == (0, 0, 18, 0) and match.sheet.remembered == (17, 8, 0, 18)
    seats = (SeatSetup("Мария", human=True, gender=Gender.FEMALE), SeatSetup("Зина"),
             SeatSetup("Петрович"), SeatSetup("Михалыч"))
    h = Harness(tmp_path, "--speed", "0", "--lang", lang)
    try:
        table = TableScene(h.app, MatchSetup(KOZEL, seats, 2), match)
        h.app.reset_to(table)
        settle(h.app, table)
        scene = _give_up_and_open_history(h)
        row = scene.rows[0]
        cells = row_cells(row, scene.people, scene.profile)
        assert cells[3] == said
        # The totals written, the held points in words: not «+17 : +8 : 18 : +18» (PT-Y),
        # nor «0 : 0 : 18 : 0» alone (playtest 30).
        assert cells[4] == scores
        assert "+" not in cells[4]
    finally:
        h.close()
