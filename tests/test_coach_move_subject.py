"""Issue 14: a move as a sentence's subject agrees with it, from one place.

«0–0 + 6–6 закрыла бы игру рыбой»: a move of two doubles took the feminine singular verb of
one tile.  ``reasons.subject`` says what the move is grammatically (one tile, feminine in
Russian and Ukrainian; several doubles, plural), and every sentence with a move as its
subject goes through ``about``, which picks the catalog's ``plural`` form for it.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

from rules.coach import Lens, Reason, Why
from rules.coach.facts import Lack, Sign
from rules.coach.reasons import reason_words
from rules.i18n import Gender, Person
from rules.moves import Move

LOCALE = Path(__file__).resolve().parent.parent / "assets" / "locale"


def _people(seat: int) -> Person:
    return Person.you("Вы") if seat == 0 else Person("Зина", Gender.FEMALE)


def _fish(best: str) -> Reason:
    return Reason(Why.FISH_WON, Lens.FAIR, Move.parse(best), Move.parse("2:3<"), ends=(0, 6),
                  n=4, share=0.8)


def _scores(best: str) -> Reason:
    return Reason(Why.SCORES, Lens.FAIR, Move.parse(best), Move.parse("2:3<"), ends=(0, 6),
                  n=10, m=5)


FISH = {
    "ru": "{} бы игру рыбой при 4 очках у вас в руке: такую рыбу вы выигрываете в 80% "
          "раскладов.",
    "uk": "{} б гру рибою, коли у вас у руці 4 очки: таку рибу ви виграєте у 80% розкладів.",
}


@pytest.mark.parametrize(("best", "ru", "uk"), [
    ("3:5>", "3–5 закрыла", "3–5 закрила"),          # one tile
    ("6:6>", "6–6 закрыла", "6–6 закрила"),          # a double: one tile still
    ("0:0<+6:6>", "0–0 и 6–6 закрыли", "0–0 і 6–6 закрили"),  # two doubles: plural
])
def test_the_verb_agrees_with_the_move_that_made_the_fish(best: str, ru: str, uk: str) -> None:
    assert reason_words("ru", _fish(best), _people) == FISH["ru"].format(ru)
    assert reason_words("uk", _fish(best), _people) == FISH["uk"].format(uk)


def test_the_verb_agrees_with_the_move_said_as_done_and_as_hypothetical() -> None:
    pair, one = _scores("0:0<+6:6>"), _scores("6:6>")
    assert reason_words("ru", pair, _people) == "0–0 и 6–6 сразу принесли бы 10 очков в игре, а 2–3 — 5."
    assert reason_words("ru", one, _people) == "6–6 сразу принесла бы 10 очков в игре, а 2–3 — 5."
    assert reason_words("uk", pair, _people) == "0–0 і 6–6 одразу принесли б 10 очок у грі, а 2–3 — 5."
    assert reason_words("uk", one, _people) == "6–6 одразу принесла б 10 очок у грі, а 2–3 — 5."
    # The best move played: it is said as done, the runner-up (now no subject) as a may-have.
    assert reason_words("ru", pair, _people, played=True) == (
        "0–0 и 6–6 сразу принесли 10 очков в игре, а с 2–3 было бы 5.")
    assert reason_words("uk", one, _people, played=True) == (
        "6–6 одразу принесла 10 очок у грі, а з 2–3 було б 5.")
    assert reason_words("en", pair, _people) == (
        "0–0 and 6–6 would have scored 10 points in play at once; 2–3 scored 5.")


def test_a_pair_of_doubles_is_better_than_in_the_plural_in_english() -> None:
    r = Reason(Why.NUMBERS, Lens.FAIR, Move.parse("0:0<+6:6>"), Move.parse("2:3<"), ends=(0, 6),
               values=(20.0, 10.0, 0.5, 0.5), value=(10.0, 0.0), ahead=(0.5, 0.5), sure="yes")
    assert reason_words("en", r, _people).startswith("0–0 and 6–6 are better than 2–3: ")
    assert reason_words("ru", r, _people).startswith("0–0 и 6–6 лучше, чем 2–3: ")


def test_the_block_sentences_name_no_move_as_their_subject() -> None:
    """The knock that showed the opponent lacks a number: the move is no subject there (the
    person already gives those sentences their context), so nothing can disagree."""
    r = Reason(Why.BLOCK, Lens.FAIR, Move.parse("0:0<+6:6>"), Move.parse("2:3<"), ends=(0, 6),
               seat=1, lack=(Lack(0, Sign.KNOCK),), share=1.0)
    assert reason_words("ru", r, _people) == (
        "Зина стучала на пустышку: после 0–0 и 6–6 ей было бы нечем ходить.")
    assert reason_words("uk", r, _people) == (
        "Зина стукала на пустушку: після 0–0 і 6–6 їй було б нічим ходити.")


_AGREES = {"ru": re.compile(r"\{(move|tile)\} (?:\w+ )?\w+ла\b"),
           "uk": re.compile(r"\{(move|tile)\} (?:\w+ )?\w+ла\b")}
"""A feminine past verb right after a move: the sentence makes the move its subject."""


@pytest.mark.parametrize("lang", ["ru", "uk"])
def test_every_sentence_with_a_move_as_subject_has_its_plural(lang: str) -> None:
    with (LOCALE / lang / "LC_MESSAGES" / "kozel.po").open("rb") as f:
        catalog = read_po(f)
    plural = {m.id if isinstance(m.id, str) else m.id[0] for m in catalog
              if m.context == "plural"}
    agreeing = set()
    for m in catalog:
        forms = m.string if isinstance(m.string, tuple) else (m.string,)
        key = m.id if isinstance(m.id, str) else m.id[0]
        if m.context is None and any(_AGREES[lang].search(s) for s in forms):
            agreeing.add(key)
    assert agreeing, "the pattern finds the fish and scores sentences"
    assert agreeing <= plural, sorted(agreeing - plural)
