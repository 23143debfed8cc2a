"""Issue 14.4 and 14.5: a replay stopped at the last move without saying how the match ended,
and the history listed «0 : 0 : 0 : 0» for a match given up after a round whose points were
only remembered (nothing is written then: RULES §4, §8.39)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from collections.abc import Iterator
from pathlib import Path

import pytest
from test_history_support import bot_match, setup_json

from kozel_gui.history import History
from kozel_gui.i18n import Gender, Person, set_language
from kozel_gui.match_end import ending
from kozel_gui.scenes.history import row_cells
from kozel_gui.scenes.replay import Replay
from rules import Entry, Match, ScoreSheet, find_preset

PEOPLE = [Person("Аня", Gender.FEMALE), Person("Зина", Gender.FEMALE),
          Person("Петрович", Gender.MALE), Person("Михалыч", Gender.MALE)]


@pytest.fixture(autouse=True)
def _russian() -> Iterator[None]:
    set_language("ru")
    yield
    set_language("ru")


def _given_up(seed: int) -> Match:
    """Kozel for four: one round played by bots, then seat 2 gives up in the next."""
    m = Match.start(find_preset("kozel"), 4, seed)
    while m.round.outcome() is None:
        m = m.play(m.round.legal_moves()[0])
    return m.next_round().leave(2)


def test_the_replays_last_step_says_the_goat_a_pair_by_both_names() -> None:
    m, _ = bot_match(4, 4, "kozel_2x2")
    assert m.sheet.goat is not None
    replay = Replay(m.to_json())
    replay.end()
    said = replay.caption(PEOPLE)
    pair = {0: "Аня и Петрович", 1: "Зина и Михалыч"}[m.sheet.goat]
    assert said.endswith(f" · Партия окончена: козлы — {pair}."), said
    replay.step(-1)
    assert "Партия окончена" not in replay.caption(PEOPLE), "only at the last step"


def test_a_match_given_up_says_when_in_the_replay_and_the_history(tmp_path: Path) -> None:
    m = next(m for seed in range(40) if any((m := _given_up(seed)).sheet.remembered)
             and not any(m.sheet.score))
    assert m.sheet.left == 2 and m.sheet.rounds == 1
    replay = Replay(m.to_json())
    replay.end()
    # He gave up during the second round, not after the first (issue 14: «после 2-го кона» of
    # a match given up during the third).
    assert replay.caption(PEOPLE).endswith(" · Партия окончена: Петрович сдался во время "
                                           "2-го кона.")
    with History.open(tmp_path / "h.sqlite3") as h:
        setup = setup_json(4)
        setup["seats"][0]["human"] = False
        setup["seats"][2]["human"] = True
        h.add_match(setup, m.to_json(), "Петрович", seat=2)
        row = h.list_matches()[0]
    assert row.result == "left" and row.scores == (0, 0, 0, 0)
    cells = row_cells(row)
    assert cells[3] == "Вы сдались во время 2-го кона", cells  # his own: «Вы» (playtest 30)
    held = " : ".join(map(str, m.sheet.remembered))
    # Nothing written, the held points said in words: no sheet's «+» mark without its legend.
    assert cells[4] == f"ничего не записано; запомнено {held}", cells
    assert row.left == 2 and row.remembered == m.sheet.remembered


@pytest.mark.parametrize(("lang", "he", "she"), [
    ("ru", "Петрович сдался во время 2-го кона", "Зоя сдалась во время 2-го кона"),
    ("uk", "Петрович здався під час 2-го кону", "Зоя здалася під час 2-го кону"),
    ("en", "Петрович gave up during round 2", "Зоя gave up during round 2")])
def test_the_history_names_who_gave_up_when_it_was_another(tmp_path: Path, lang: str,
                                                           he: str, she: str) -> None:
    """Issue 14: a row of a match another seat gave up said only «сдана»; playtest 30: it
    says it as a sentence about them, agreeing with the gender stored with the seat (and
    to another profile looking at «Все», the row's own player is named too)."""
    set_language(lang)
    m = _given_up(3)
    with History.open(tmp_path / "h.sqlite3") as h:
        setup = setup_json(4)
        setup["seats"][2].update(name="Петрович", gender="male")
        h.add_match(setup, m.to_json(), "Аня", seat=0)
        setup["seats"][2].update(name="Зоя", gender="female", human=True)
        h.add_match(setup, m.to_json(), "Зоя", seat=2)
        hers, his = h.list_matches()
    assert his.result == "won" and his.left == 2 and hers.result == "left"
    assert row_cells(his, ["Петрович"])[3] == he
    assert row_cells(hers, ["Зоя"], viewer="Аня")[3] == she


@pytest.mark.parametrize(("lang", "said"), [
    ("ru", "Партия окончена: Михалыч сдался в первом коне."),
    ("uk", "Партію закінчено: Михалыч здався в першому кону."),
    ("en", "Match over: Михалыч gave up during round 1."),
])
def test_the_words_agree_in_every_language(lang: str, said: str) -> None:
    set_language(lang)
    sheet = ScoreSheet(find_preset("kozel"), 2).leave(1)
    assert ending(sheet, [PEOPLE[0], PEOPLE[3]]) == said
    goat = ScoreSheet.from_entries(find_preset("kozel"), 2, [
        Entry.make(2, ended="out", by=0, points=(0, 60)),
        Entry.make(2, ended="out", by=0, points=(0, 50))])
    assert goat.goat == 1
    assert ending(goat, [PEOPLE[0], PEOPLE[1]]) == {
        "ru": "Партия окончена: козёл — Зина.", "uk": "Партію закінчено: козел — Зина.",
        "en": "Match over: Зина is the goat."}[lang]


def test_a_fish_that_voided_the_last_round_is_said() -> None:
    rules = find_preset("kozel")
    from dataclasses import replace

    from rules.config import Fish
    rules = replace(rules, fish=Fish.VOID)
    sheet = ScoreSheet.from_entries(rules, 2, [Entry.make(2, ended="fish", by=0, points=(9, 9))])
    assert sheet.rows[-1].void
    assert ending(sheet.leave(0), PEOPLE[:2]).endswith(
        "Последний кон закрылся рыбой и не записан.")
