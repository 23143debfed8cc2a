"""Issues 18/19 of playtest S: the 2×2 round summary's sums say where every number comes
from.  A double bonus names its double and why («за заход 6–6 50», «за выход на 0–0 25»:
«за дубль 25» left a new player guessing); a fish the larger pair takes all of shows its
own hands and the others' apart («на руках 21 + с рук соперников 15 = 36»: «на руках 36»
beside a pair holding 11 + 10 looked wrong).  Each through the real App loop, from deals
the heaviest-tile bots play the same way every time."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from conftest import run_frames
from table_kit import summary_of, table_app

from kozel_gui.i18n import set_language
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.table.theme import recording
from rules import Match, find_preset
from rules.bots import find_bot

RULES = find_preset("kozel_2x2")
NAMES = ("Вы", "Михалыч", "Петрович", "Зина")
BOT = find_bot("heaviest")


def _play_round(m: Match) -> Match:
    while m.round.outcome() is None:
        r = m.round
        m = m.play(BOT.choose(r.view(r.to_move), random.Random(r.ply)))
    return m


def _at_round(seed: int, number: int) -> Match:
    """The match of ``seed`` as round ``number`` is dealt (every round the bots' play)."""
    m = Match.start(RULES, 4, seed)
    while m.number < number:
        m = _play_round(m).next_round()
    return m


def _terms(tmp_path: Path, seed: int, number: int, lang: str) -> list[str]:
    """The summary's sums of round ``number`` of ``seed``, as drawn (top to bottom)."""
    seats = (SeatSetup(NAMES[0], human=True), *(SeatSetup(n, bot="heaviest") for n in NAMES[1:]))
    app, table = table_app(tmp_path, MatchSetup(RULES, seats, seed), _at_round(seed, number),
                           "--speed", "0", "--lang", lang, size=(1024, 600))
    try:
        s = table.session
        while s.round.outcome() is None:  # every seat's move the same bot's
            r = s.round
            s.apply(BOT.choose(r.view(r.to_move), random.Random(r.ply)))
        table.model.refresh()
        summary_of(app, 3000)
        run_frames(app, 5)
        with recording() as log:
            run_frames(app, 1)
        said: list[str] = []
        below = None  # a sum too long for one line goes on under it, right-aligned
        for i in sorted((i for i in log if i.role == "summary.terms"), key=lambda i: i.rect.y):
            text = i.text.replace("\u00a0", " ")
            if below is not None and abs(i.rect.top - below.bottom) <= 2 \
                    and i.rect.right == below.right:
                said[-1] += " " + text
            else:
                said.append(text)
            below = i.rect
        return said
    finally:
        app.close()
        set_language("ru")


@pytest.mark.parametrize(("seed", "number", "lang", "said"), [
    # round 5 of seed 2: led with 6–6, the other pair went out; the losers write 27 + 50
    (2, 5, "ru", "на руках 27 + за заход 6–6 50 = 77"),
    (2, 5, "uk", "на руках 27 + за захід 6–6 50 = 77"),
    (2, 5, "en", "27 in hand + bonus for leading 6–6 50 = 77"),
    # round 6 of seed 10: led with 5–5, the other pair went out on 0–0
    (10, 6, "ru", "на руках 6 + за выход на 0–0 25 = 31"),
    (10, 6, "uk", "на руках 6 + за вихід на 0–0 25 = 31"),
    (10, 6, "en", "6 in hand + bonus for going out with 0–0 25 = 31"),
])
def test_a_double_bonus_names_its_double_and_why(tmp_path: Path, seed: int, number: int,
                                                 lang: str, said: str) -> None:
    assert _terms(tmp_path, seed, number, lang) == [said]


@pytest.mark.parametrize(("lang", "said"), [
    ("ru", "на руках 19 + с рук соперников 11 = 30"),
    ("uk", "на руках 19 + з рук суперників 11 = 30"),
    ("en", "19 in hand + opponents’ hands 11 = 30"),
])
def test_a_fish_taken_whole_shows_both_pairs_hands(tmp_path: Path, lang: str, said: str) -> None:
    """Round 1 of seed 6: a fish, our pair 19, theirs 11; the larger pair writes all 30."""
    assert _terms(tmp_path, 6, 1, lang) == [said]
