"""Issue 18.6: one review wrote the same tile «1–2» and «2–1». A tile in words is written one
way (``tile_words``: low–high), and issue 14 made that everywhere: a move said with its end
too («1–2 к двойке», no longer «2–1 к двойке» beside the review's «1–2»)."""

from __future__ import annotations

import pytest

from rules import Tile
from rules.coach.evaluate import Lens
from rules.coach.reasons import Reason, Why, move_tiles, reason_words
from rules.i18n import Person
from rules.move_words import move_phrase, move_words, tile_words
from rules.moves import Move


@pytest.mark.parametrize("lang", ["ru", "uk", "en"])
def test_a_flipped_lead_is_written_as_any_other_mention_of_its_tile(lang: str) -> None:
    tile = Tile(1, 2)
    flipped = Move.lead(tile, flipped=True)
    assert flipped.end != Move.lead(tile).end  # it does lie the other way round
    said = [move_phrase(lang, flipped), move_words(lang, flipped, Person("Зина")),
            move_tiles(lang, flipped)]
    for text in said:
        assert "1–2" in text and "2–1" not in text, text
    assert tile_words(tile) == "1–2"


@pytest.mark.parametrize("lang", ["ru", "uk", "en"])
def test_a_reason_naming_no_end_writes_its_tiles_low_high(lang: str) -> None:
    # 2:3 played onto the open 3: the reason speaks of the points left, not of the end
    r = Reason(Why.HEAVY, Lens.FAIR, Move.parse("6:6>"), Move.parse("2:3<"), ends=(3, 6),
               n=18, m=27)
    words = reason_words(lang, r, lambda seat: Person(f"P{seat}"))
    assert "2–3" in words and "3–2" not in words, words


def test_where_the_end_is_said_the_tile_is_still_written_low_high() -> None:
    r = Reason(Why.HEAVY, Lens.FAIR, Move.parse("1:4>"), Move.parse("1:4<"), ends=(1, 4),
               n=3, m=5)
    words = reason_words("ru", r, lambda seat: Person(f"P{seat}"))
    assert "1–4 к четвёрке" in words and "1–4 к единице" in words, words
    assert "4–1" not in words, words
