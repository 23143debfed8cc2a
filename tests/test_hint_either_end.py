"""Issue 19: the hint said «Единственный ход: 1–5 к единице» with 1–5 fitting both ends of
a lone 1–1 — two places to put it, so not «the only move»: the hint says that either end
will do.  And the hint's bot (where the coach judges nothing) weighs the match's score, as
every bot at the table does (``ScoreContext.of(sheet)``)."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pygame
import pytest
from conftest import key
from table_kit import hinted, settle, table_app

import kozel_gui.table.hint as hint_module
from kozel_gui.i18n import set_language, tr
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.table.coach import advise
from rules import Match, Round, ScoreSheet, find_preset
from rules.bots.values import ScoreContext

KOZEL = find_preset("kozel")


def _table(tmp: Path, sheet: ScoreSheet | None = None) -> tuple[Any, Any]:
    """Зина led 1–1; the person holds 1–5 and nothing else that fits."""
    r = Round.from_hands(KOZEL, [["1:1", "2:3", "2:4"], ["1:5", "0:2", "0:3"]],
                         bazaar=["6:6", "5:5", "4:4"], leader=0).play("1:1")
    seats = (SeatSetup("Зина", bot="medium", gender="female"), SeatSetup("Вы", human=True))
    sheet = sheet or ScoreSheet(KOZEL, 2)
    match = Match(KOZEL, 2, r, sheet, random.Random(1).getstate(), number=sheet.rounds + 1)
    app, table = table_app(tmp, MatchSetup(KOZEL, seats, 1), match)
    settle(app, table)
    return app, table


@pytest.mark.parametrize(("lang", "said"), [
    # the tile said once, with the ends it may go to (issue 14: «1–5 к единице — или к
    # другому такому же концу» was clumsy)
    ("ru", "Подсказка: 1–5 к любой из единиц: разницы нет."),
    ("uk", "Підказка: 1–5 до будь-якої з одиниць: різниці немає."),
    ("en", "Hint: 1–5 to either one: it makes no difference.")])
def test_one_tile_for_two_ends_is_not_called_the_only_move(tmp_path: Path, lang: str,
                                                           said: str) -> None:
    app, table = _table(tmp_path)
    set_language(lang)
    assert [str(m) for m in table.session.round.legal_moves()] == ["1:5<", "1:5>"]
    key(app, pygame.K_h, frames=1)
    hinted(app, table)
    assert table.view().message == said
    assert tr("table.hint_only", move="") not in said
    app.close()


def test_the_hints_bot_knows_the_matchs_score(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    sheet = ScoreSheet(KOZEL, 2).record(points=[0, 75], ended="out", by=0)
    assert isinstance(sheet, ScoreSheet)
    app, table = _table(tmp_path, sheet)
    seen: list[object] = []

    class Bot:
        def choose(self, view: Any, rng: random.Random, context: object = None) -> Any:
            seen.append(context)
            return view.legal_moves()[0]

    monkeypatch.setattr(hint_module, "judged", lambda view: False)  # the bot advises
    monkeypatch.setattr(hint_module, "distinct_moves", lambda view, legal: legal * 2)
    monkeypatch.setattr(hint_module, "find_bot", lambda name: Bot())
    advise(table.model, 1)
    assert seen == [ScoreContext.of(table.session.match.sheet)]
    assert seen[0] != ScoreContext.of(ScoreSheet(KOZEL, 2))
    app.close()
