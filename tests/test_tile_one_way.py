"""Issue 18.6: one review wrote the same tile «1–2» and «2–1». A tile in words is written one
way (``tile_words``: low–high) wherever its words name no end; only a move said with its end
(«2–1 к двойке») puts the half touching the table first."""

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
            move_tiles(flipped)]
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


def test_where_the_end_matters_the_move_says_it_with_the_half_touching_first() -> None:
    r = Reason(Why.HEAVY, Lens.FAIR, Move.parse("1:4>"), Move.parse("1:4<"), ends=(1, 4),
               n=3, m=5)
    words = reason_words("ru", r, lambda seat: Person(f"P{seat}"))
    assert "4–1 к четвёрке" in words and "1–4 к единице" in words, words
