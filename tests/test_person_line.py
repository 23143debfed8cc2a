"""P31/P32: a sentence about the person at the screen has its subject, «Вы», under the profile's
name («Иван» over «Вы запомнили +5», never a bare «запомнили» that reads as broken grammar);
a bot's line keeps the verb of its gender. Rendered words, for a man and a woman, in ru/en/uk."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from conftest import run_frames
from table_kit import KOZEL, SCRIPT, SCRIPT_BAZAAR, scripted_moves, summary_of, table_app

from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.table.theme import recording
from rules import Match, Round, ScoreSheet
from rules.i18n import Gender

FISH = ["1:2", "2:4>", "1:4<", "draw", "draw", "4:6>", "draw", "4:4<", "draw", "draw",
        "pass", "pass"]
"""The scripted round to its fish: the person remembers 5, the bot writes 22."""

SAID = {"ru": ("Вы запомнили +5", "записала 22"),
        "en": ("You held over +5", "scored 22"),
        "uk": ("Ви запамʼятали +5", "записала 22")}


@pytest.mark.parametrize("lang", ["ru", "en", "uk"])
@pytest.mark.parametrize(("name", "gender"), [("Иван", Gender.MALE), ("Мария", Gender.FEMALE)])
def test_the_persons_line_says_you_under_their_name(
        tmp_path: Path, lang: str, name: str, gender: Gender) -> None:
    r = Round.from_hands(KOZEL, [list(h) for h in SCRIPT], bazaar=SCRIPT_BAZAAR, leader=0)
    match = Match(KOZEL, 2, r, ScoreSheet(KOZEL, 2), random.Random(1).getstate())
    setup = MatchSetup(KOZEL, (SeatSetup(name, human=True, gender=gender),
                               SeatSetup("Зина", bot="heaviest", gender=Gender.FEMALE)), 1)
    app, table = table_app(tmp_path, setup, match, "--speed", "0", "--lang", lang)
    scripted_moves(table, FISH)
    summary_of(app)
    with recording() as log:
        run_frames(app, 1)
    names = [i.text for i in log if i.role == "summary.name"]
    results = [i.text for i in log if i.role == "summary.result"]
    assert names[0] == name, names  # the profile's name stays on the line
    assert tuple(results) == SAID[lang], results
    app.close()
