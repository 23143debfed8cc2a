"""Playtest S: the match-over line of a pair with the player in it said «Козёл — вы!», as if
the partner had got away, while the other pair got «Козлы — Михалыч и Зина!».  A pair with
the player names both: «Козлы — вы и Петрович!» (the winners likewise)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from conftest import run_frames
from table_kit import table_app

from kozel_gui.i18n import set_language
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.table.over import MatchOverScene
from kozel_gui.table.result import READY_S
from kozel_gui.table.theme import recording
from rules import Match, Round, ScoreSheet, find_preset

RULES = find_preset("kozel_2x2")
NAMES = ("Вы", "Михалыч", "Петрович", "Зина")


def _verdict(tmp_path: Path, goat: int, lang: str, role: str = "over.verdict") -> str:
    """The line under «Козёл!» once side ``goat`` passed 101, as drawn (or the first line
    of another ``role``)."""
    sheet = ScoreSheet(RULES, 4)
    while not sheet.is_over:
        points = [30 if seat % 2 == goat else 0 for seat in range(4)]  # 60 a round to it
        sheet = sheet.record(points=points, ended="out", by=1 - goat)
    assert sheet.goat == goat
    match = Match(RULES, 4, Round.deal(RULES, random.Random(3), 4), sheet,
                  random.Random(3).getstate(), finished=True)
    seats = (SeatSetup(NAMES[0], human=True), *(SeatSetup(n, bot="heaviest") for n in NAMES[1:]))
    app, table = table_app(tmp_path, MatchSetup(RULES, seats, 3), match, "--lang", lang,
                           size=(1024, 600))
    try:
        app.replace(MatchOverScene(app, table.session))
        run_frames(app, round(READY_S * 60) + 2)
        with recording() as log:
            run_frames(app, 1)
        lines = [i.text for i in log if i.role == role]
        assert lines, sorted({i.role for i in log})
        return lines[0]
    finally:
        app.close()
        set_language("ru")


@pytest.mark.parametrize(("lang", "ours", "theirs"), [
    ("ru", "Козлы — вы и Петрович!", "Козлы — Михалыч и Зина!"),
    ("uk", "Козли — ви й Петрович!", "Козли — Михалич і Зіна!"),
    ("en", "You and Pete are the goats!", "Mike & Zoe are the goats!"),
])
def test_the_goat_pair_with_the_player_names_the_partner(tmp_path: Path, lang: str, ours: str,
                                                         theirs: str) -> None:
    assert _verdict(tmp_path / "ours", 0, lang) == ours
    assert _verdict(tmp_path / "theirs", 1, lang) == theirs


@pytest.mark.parametrize(("lang", "said"), [
    ("ru", "Козлам 0, остальным (100 − записанные очки) ÷ 10, но не меньше 1."),
    ("en", "The goats get 0, everyone else (100 − their scored points) ÷ 10, at least 1."),
])
def test_the_rating_rule_speaks_of_a_pair_of_goats(tmp_path: Path, lang: str, said: str) -> None:
    """PT-X: «Козлы — вы и Петрович!» above «Козлу 0, остальным …» below."""
    assert _verdict(tmp_path, 0, lang, "over.why").replace("\u00a0", " ") == said
