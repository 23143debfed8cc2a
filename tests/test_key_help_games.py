"""PT-Z: the key help offered «Enter на дубле | где за ход кладут несколько дублей: отложить
его» in Muggins and in the Kozel tutorial, where no move puts several doubles down: a table
shows each line only where its game's rules make it apply (``Rules.several_doubles``), and
Backspace there only lets the chosen tile go.  The tutorial's help says how to reach the
sheet's figures by keys, which its score steps ask for."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest
from conftest import key, resize, run_frames
from table_kit import settle, still, table_app
from test_tutorial import _app, _at

from kozel_gui.i18n import set_language, tr
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.table.keys import HELP_KEYS, help_keys, help_lines
from kozel_gui.table.theme import recording
from kozel_gui.tutorial.pointing import Spot
from rules import Match, MoveKind, find_preset
from rules.config import PRESETS

SEVERAL = {"osel", "telephone"}
"""The games where one move may put several doubles on the arms."""


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_the_aside_line_is_where_the_rules_put_several_doubles_in_one_move(name: str) -> None:
    rules = find_preset(name)
    assert rules.several_doubles == (name in SEVERAL)
    keys = help_keys(rules)
    if name in SEVERAL:
        assert keys == HELP_KEYS
    else:
        assert "table.help_aside" not in keys and "table.help_back" not in keys
        assert keys[keys.index("table.help_end") + 1] == "table.help_back_tile"
    assert "tutorial.help_sheet" not in keys
    assert help_keys() == HELP_KEYS  # ``--help`` lists every game's keys


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_several_doubles_is_what_the_engine_offers(name: str) -> None:
    """Random rounds of each game: a move of several doubles comes up exactly where
    ``Rules.several_doubles`` says so (on a four-way table; a line's pair is a button)."""
    rules = find_preset(name)
    rng = random.Random(name)
    seen = False
    for _ in range(150):
        r = Match.start(rules, 4 if 4 in rules.players_allowed and 2 not in
                        rules.players_allowed else 2, rng).round
        while r.outcome() is None and not seen:
            moves = r.legal_moves()
            seen = any(m.kind is MoveKind.PAIR for m in moves) and rules.is_spinner
            r = r.play(rng.choice(moves))
        if seen:
            break
    assert seen == rules.several_doubles


def _help_drawn(app: object) -> list[tuple[str, str]]:
    with recording() as log:
        run_frames(app, 1)  # type: ignore[arg-type]
    drawn = [i.text for i in log if i.role == "help"][1:]  # the title first
    return list(zip(drawn[0::2], drawn[1::2], strict=True))


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_muggins_help_has_no_double_set_aside(tmp_path: Path, lang: str) -> None:
    rules = find_preset("muggins")
    match = Match.start(rules, 2, 2687)
    setup = MatchSetup(rules, (SeatSetup("Вы", human=True), SeatSetup("Бот", bot="heaviest")),
                       2687)
    app, table = table_app(tmp_path, setup, match)
    settle(app, table)
    set_language(lang)
    try:
        resize(app, (1024, 600))
        key(app, pygame.K_F1, frames=1)
        shown = _help_drawn(app)
        assert shown == help_lines(tr, help_keys(rules))
        keys = [k for k, _ in shown]
        assert tr("table.help_aside").split("|")[0].strip() not in keys
        assert dict(shown)["Backspace"] == {"ru": "отпустить выбранную кость",
                                            "en": "let the chosen tile go"}[lang]
    finally:
        set_language("ru")
        app.close()


def test_the_tutorials_help_says_how_to_reach_the_sheet_and_the_keys_do(
        tmp_path: Path) -> None:
    app = _app(tmp_path, "ru")
    scene = _at(app, "points")
    key(app, pygame.K_F1, frames=1)
    shown = _help_drawn(app)
    last = shown[-len(help_keys(scene.model.round.rules, tutorial=True)):]  # over the panel
    keys = [k for k, _ in last]
    assert "Enter на дубле" not in keys
    assert ("Tab, Стрелки, Enter", "шаги о счёте: перейти к числам записи и выбрать нужное") \
        in last
    assert keys.index("Tab, Стрелки, Enter") == keys.index("Tab, Shift+Tab") + 1
    assert dict(last)["Esc"] == tr("tutorial.help_escape").split("|")[1].strip()
    key(app, pygame.K_F1, frames=1)  # the help goes
    still(app, scene)
    assert scene.tutor.waits_for_point()  # «Очки в руке» asks for the rival's number
    # As the line says: Tab goes to the sheet's figures, the rival's first; Enter points.
    key(app, pygame.K_TAB, frames=2)
    spot = scene.focus.current()
    assert isinstance(spot, Spot) and spot.side == scene.tutor.lesson.ask
    key(app, pygame.K_RETURN, frames=2)
    assert not scene.tutor.waits_for_point()
    app.close()
