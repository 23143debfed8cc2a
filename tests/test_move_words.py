"""Moves in words: the end is the engine's, the matching half comes first, every kind of move
is said for a person and as a phrase in every language."""

from __future__ import annotations

import random
import re

import pytest

from rules import Move, MoveKind, Round, find_preset
from rules.i18n import LANGUAGES, Gender, Person
from rules.move_words import ends_of, move_phrase, move_words, tile_words
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


_TO = {"к пустышке": 0, "к единице": 1, "к двойке": 2, "к тройке": 3, "к четвёрке": 4,
       "к пятёрке": 5, "к шестёрке": 6}


def test_the_end_is_said_by_the_number_it_shows() -> None:
    """«кладёт 2–5 к двойке», never «налево»: the line bends on the felt and both open ends
    may lie on the screen's left (P25), so the end is said by its number, the number the
    engine's end showed; the tile itself is written low–high (issue 14)."""
    for seed in range(30):
        for before, move in _steps(seed):
            if move.kind is not MoveKind.PLAY:
                continue
            said = move_words("ru", move, ZINA, ends_of(before))
            m = re.fullmatch(r"Зина кладёт (\d)–(\d) (к \w+)", said)
            assert m, said
            assert before.ends is not None
            assert int(m[1]) <= int(m[2])  # low–high, whichever half touches (issue 14)
            assert _TO[m[3]] == before.ends[move.end] in (int(m[1]), int(m[2]))  # the engine's end


def test_both_ends_showing_one_number_are_one_place() -> None:
    left, right = Move.place(Tile(3, 5), 0), Move.place(Tile(3, 5), 1)
    assert move_words("ru", left, ZINA, (3, 3)) == "Зина кладёт 3–5 к тройке"
    assert move_words("ru", right, ZINA, (3, 3)) == "Зина кладёт 3–5 к тройке"


@pytest.mark.parametrize(("ends", "text", "ru", "uk", "en"), [
    ((5, 6, 4, 4), "1:4^", "Зина кладёт 1–4 к четвёрке над домом",
     "Зина кладе 1–4 до четвірки над домом", "Зина plays 1–4 to the four above the spinner"),
    ((5, 6, 4, 2), "1:4^", "Зина кладёт 1–4 к четвёрке", "Зина кладе 1–4 до четвірки",
     "Зина plays 1–4 to the four"),
    ((5, 5, None, None), "5:2>", "Зина кладёт 2–5 к пятёрке справа от дома",
     "Зина кладе 2–5 до пʼятірки праворуч від дому", "Зина plays 2–5 to the five right of the spinner"),
    ((3, 6, 3, 3), "3:1v", "Зина кладёт 1–3 к тройке под домом",
     "Зина кладе 1–3 до трійки під домом", "Зина plays 1–3 to the three below the spinner"),
    ((3, 6, 3, 3), "3:1<", "Зина кладёт 1–3 к тройке слева от дома",
     "Зина кладе 1–3 до трійки ліворуч від дому", "Зина plays 1–3 to the three left of the spinner"),
])
def test_four_arms_keep_their_words_where_the_number_does_not_tell(
        ends: tuple[int | None, ...], text: str, ru: str, uk: str, en: str) -> None:
    """Around a spinner two arms may show one number: then the arm is named too, even
    before the arms up and down open (the coach tells the two sides apart there), by where
    it lies from the house (issue 12: «(on the right)» did not say right of what, with
    several doubles across the line)."""
    move = Move.parse(text)
    assert [move_words(lang, move, ZINA, ends) for lang in ("ru", "uk", "en")] == [ru, uk, en]


def test_two_doubles_at_once_need_no_end_named() -> None:
    move = Move.parse("1:1<+4:4>")
    assert [move_phrase(lang, move, (1, 4)) for lang in ("ru", "uk", "en")] == [
        "оба дубля: 1–1 и 4–4", "обидва дублі: 1–1 і 4–4", "both doubles: 1–1 and 4–4"]
    doubles = Move.parse("3:3<+2:2^")
    assert move_phrase("ru", doubles, (3, 6, 2, None)) == "дубли: 3–3 к тройке, 2–2 к двойке"


@pytest.mark.parametrize(("text", "ru", "uk", "en"), [
    ("3:5", "Зина заходит с 3–5", "Зина заходить з 3–5", "Зина leads 3–5"),
    ("5:3", "Зина заходит с 3–5", "Зина заходить з 3–5", "Зина leads 3–5"),  # flipped: the same
    ("1:1<+4:4>", "Зина кладёт два дубля: 1–1 и 4–4", "Зина кладе два дублі: 1–1 і 4–4",
     "Зина plays two doubles: 1–1 and 4–4"),
    ("draw", "Зина берёт с базара", "Зина бере з базару", "Зина draws from the boneyard"),
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
        "You play 2–5 to the five")


def test_phrases_have_no_subject_and_no_notation() -> None:
    moves = [Move.parse(t) for t in ("3:5", "2:5<", "2:5>", "1:1<+4:4>", "draw", "pass",
                                     "decline")]
    for lang in LANGUAGES:
        for move in moves:
            phrase = move_phrase(lang, move, (2, 2))
            assert phrase and not re.search(r"\d:\d|[<>]|\{", phrase), (lang, phrase)
    assert move_phrase("ru", Move.parse("2:5>"), (6, 5)) == "2–5 к пятёрке"
    assert move_phrase("ru", Move.parse("2:5>")) == "2–5 направо"  # no ends known: the end's word
    assert move_phrase("en", Move.parse("pass")) == "knock"


def test_tile_words() -> None:
    assert tile_words(Tile(2, 5)) == "2–5" and tile_words(Tile(5, 2)) == "2–5"
    assert tile_words(Tile(4, 4)) == "4–4"


def test_the_rule_books_examples_name_an_arm_where_every_arm_shows_the_number() -> None:
    """Osel's O1: after 1–1 every arm shows a one, so the arm is said with it."""
    from kozel_gui.book_examples import EXAMPLES, said_moves
    from kozel_gui.i18n import set_language

    set_language("en")
    said = " ".join(said_moves(EXAMPLES["osel"][0]))
    assert "1–4 to the one left of the spinner" in said
    assert "1–6 to the one above the spinner" in said
    assert "4–4 to the four" in said


def test_the_ends_a_move_is_said_with_are_four_only_around_a_spinner() -> None:
    line = Round.deal(find_preset("kozel"), random.Random(1), 2)
    line = line.play(line.legal_moves()[0])
    assert ends_of(line) == line.open_ends[:2] and len(ends_of(line)) == 2  # type: ignore[index]
    four = Round.deal(find_preset("muggins"), random.Random(1), 2)
    four = four.play(four.legal_moves()[0])
    assert ends_of(four) == four.open_ends and len(ends_of(four) or ()) == 4
    assert ends_of(four.view(0)) == four.open_ends


def test_the_hot_seat_words_name_an_arm_where_several_show_the_number() -> None:
    """Under the hot-seat cover (``presence.since_words``): after 1–1 led in Osel every arm
    shows a one, so what the others did names the arm; on a line the number is enough."""
    from kozel_gui.i18n import set_language
    from kozel_gui.table.presence import since_words

    set_language("ru")
    osel = Round.from_hands(find_preset("osel"), [["1:1", "1:6", "6:6"], ["1:4", "2:5", "3:5"],
                                                  ["1:2", "0:4", "4:5"]], leader=0)
    r = osel.play("1:1").play("1:4^").play("1:2<")
    people = {0: Person.you(), 1: Person("Зина", Gender.FEMALE), 2: Person("Коля", Gender.MALE)}
    assert since_words(r, 0, people.__getitem__) == (
        "Зина кладёт\u00a01–4 к единице над домом. Коля кладёт\u00a01–2 к единице слева от дома.")
    line = Round.from_hands(find_preset("kozel"), [["3:3", "0:1"], ["3:5", "2:2"]], leader=0)
    line = line.play("3:3").play("3:5>")
    assert since_words(line, 0, people.__getitem__) == "Зина кладёт\u00a03–5 к тройке."


_ARM = {"ru": re.compile(r"(слева|справа) от дома|(над|под) домом"),
        "uk": re.compile(r"(ліворуч|праворуч) від дому|(над|під) домом"),
        "en": re.compile(r"(left|right) of the spinner|(above|below) the spinner")}
_BARE = {"ru": re.compile(r"\b(налево|направо|вверх|вниз)\b"),
         "uk": re.compile(r"\b(ліворуч|праворуч|вгору|вниз)\b(?! від)"),
         "en": re.compile(r"\((on the left|on the right|upwards|downwards)\)")}


@pytest.mark.parametrize("game", ["osel", "chvv", "muggins", "telephone"])
def test_every_four_way_game_names_an_arm_from_the_house(game: str) -> None:
    """Issue 12: at every decision of seeded rounds of each four-way game, every move as
    the hint says it names the end by its number, and, where two arms show that number,
    the arm by where it lies from the house; never a bare «направо» / "(on the right)"
    (right of which double?), and never the house before there is one."""
    named = 0
    for seed in range(12):
        rng = random.Random(seed)
        r = Round.deal(find_preset(game), rng, 2 + seed % 3)
        while r.outcome() is None:
            moves = r.legal_moves()
            for move in moves if len(moves) > 1 else ():
                for lang in ("ru", "uk", "en"):
                    said = move_phrase(lang, move, ends_of(r))
                    assert not _BARE[lang].search(said), (game, lang, said)
                    arm = _ARM[lang].search(said)
                    assert arm is None or r.spinner is not None, (game, lang, said)
                    named += arm is not None and lang == "ru"
            r = r.play(rng.choice(moves))
    assert named, game  # the arms were named somewhere


def test_before_the_house_a_four_way_table_is_a_line() -> None:
    """Osel led with 1–5 and no double down yet: the two ends of its line mirror each
    other, so a tile that fits both is said by the number alone, with no house to name an
    arm from (there is none to find)."""
    r = Round.from_hands(find_preset("osel"), [["1:5", "3:5", "0:2"], ["1:3", "4:5", "2:4"]],
                         leader=0).play("1:5").play("1:3<").play("3:5<")
    assert r.spinner is None and r.open_ends == (5, 5, None, None) and ends_of(r) == (5, 5)
    said = {move_phrase("ru", m, ends_of(r)) for m in r.legal_moves()}
    assert said == {"4–5 к пятёрке"}


def test_the_arm_picker_names_the_arms_as_the_hint_does() -> None:
    """The question a tile fitting several arms asks uses the hint's words for them; before
    the house is down a four-way table's line has only its two directions."""
    from kozel_gui.i18n import set_language
    from kozel_gui.table.words import arm_choice

    set_language("ru")
    assert arm_choice((5, 5, 5, 6), [0, 2]) == (
        "Куда положить: к пятёрке слева от дома или к пятёрке над домом? (стрелки, Enter)")
    assert arm_choice((5, 5, None, None), [0, 1], house=False) == (
        "Куда положить: налево к пятёрке или направо к пятёрке? (стрелки, Enter)")
