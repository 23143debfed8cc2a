"""Moves in words: the end is the engine's, the matching half comes first, every kind of move
is said for a person and as a phrase in every language."""

from __future__ import annotations

import random
import re

import pytest

from rules import Move, MoveKind, Round, find_preset
from rules.i18n import LANGUAGES, Gender, Person
from rules.move_words import move_phrase, move_words, tile_words
from rules.tiles import Tile

ZINA = Person("Зина", Gender.FEMALE)


def _steps(seed: int) -> list[tuple[Round, Move]]:
    """Every (position, move) of a random round of Kozel."""
    rng = random.Random(seed)
    r = Round.deal(find_preset("kozel"), rng, 4)
    out = []
    while r.outcome() is None:
        move = rng.choice(r.legal_moves())
        out.append((r, move))
        r = r.play(move)
    return out


def test_the_tile_is_said_from_the_end_it_goes_to() -> None:
    """«кладёт 2–5 налево»: налево is the engine's end, and 2 is what that end showed."""
    seen = set()
    for seed in range(30):
        for before, move in _steps(seed):
            if move.kind is not MoveKind.PLAY:
                continue
            said = move_words("ru", move, ZINA, before.ends)
            m = re.fullmatch(r"Зина кладёт (\d)–(\d) (налево|направо)", said)
            assert m, said
            end = 0 if m[3] == "налево" else 1
            assert end == move.end  # the end is the move's, never guessed from the tile
            assert before.ends is not None and int(m[1]) == before.ends[move.end]
            seen.add(m[3])
    assert seen == {"налево", "направо"}


def test_both_ends_showing_one_number_still_say_the_engines_end() -> None:
    left, right = Move.place(Tile(3, 5), 0), Move.place(Tile(3, 5), 1)
    assert move_words("ru", left, ZINA, (3, 3)) == "Зина кладёт 3–5 налево"
    assert move_words("ru", right, ZINA, (3, 3)) == "Зина кладёт 3–5 направо"


@pytest.mark.parametrize(("text", "ru", "uk", "en"), [
    ("3:5", "Зина заходит с 3–5", "Зина заходить з 3–5", "Зина leads 3–5"),
    ("5:3", "Зина заходит с 5–3", "Зина заходить з 5–3", "Зина leads 5–3"),
    ("1:1<+4:4>", "Зина кладёт два дубля: 1–1 налево и 4–4 направо",
     "Зина кладе два дублі: 1–1 ліворуч і 4–4 праворуч",
     "Зина plays two doubles: 1–1 on the left and 4–4 on the right"),
    ("draw", "Зина берёт из базара", "Зина бере з базару", "Зина draws from the bazaar"),
    ("pass", "Зина стучит", "Зина стукає", "Зина knocks"),
    ("decline", "Зина отказывается от хода на сто", "Зина відмовляється від ходу на сто",
     "Зина declines the hundred move"),
])
def test_every_kind_of_move_in_every_language(text: str, ru: str, uk: str, en: str) -> None:
    move = Move.parse(text)
    assert [move_words(lang, move, ZINA) for lang in ("ru", "uk", "en")] == [ru, uk, en]


def test_the_player_at_the_screen_is_you_and_the_hundred_move_is_named() -> None:
    six = Move.lead(Tile(6, 6))
    assert move_words("ru", six, Person.you(), hundred=True) == "Вы делаете ход на сто: 6–6"
    assert move_words("uk", Move.parse("draw"), Person.you()) == "Ви берете з базару"
    assert move_words("en", Move.place(Tile(2, 5), 1), Person.you(), (6, 5)) == (
        "You play 5–2 on the right")


def test_phrases_have_no_subject_and_no_notation() -> None:
    moves = [Move.parse(t) for t in ("3:5", "2:5<", "2:5>", "1:1<+4:4>", "draw", "pass",
                                     "decline")]
    for lang in LANGUAGES:
        for move in moves:
            phrase = move_phrase(lang, move, (2, 2))
            assert phrase and not re.search(r"\d:\d|[<>]|\{", phrase), (lang, phrase)
    assert move_phrase("ru", Move.parse("2:5>"), (6, 5)) == "5–2 направо"
    assert move_phrase("en", Move.parse("pass")) == "knock"


def test_tile_words() -> None:
    assert tile_words(Tile(2, 5)) == "2–5" and tile_words(Tile(2, 5), 5) == "5–2"
    assert tile_words(Tile(4, 4), 4) == "4–4"
