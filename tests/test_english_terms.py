"""The English catalog says each game concept with one English word (docs/GLOSSARY.md), never
with a calque of the Russian: the boneyard, not the bazaar; points scored, not written;
held over, not remembered; wiped out, not burned; the score opens, not an account."""

from __future__ import annotations

import re

from po_files import texts

CALQUES = {
    r"\bbazaars?\b": "the boneyard",
    r"\bremember(s|ed|ing)?\b": "held over",
    r"\bburn(s|ed|t|ing)?\b": "wiped out",
    r"\b(written|wrote|writes?|writing)\b": "score, scored",
    r"\baccounts?\b": "the score opens",
    r"\bcourtyard rule\b": "a house rule",
    r"\bmakes the (goat|donkey)\b": "goat at {n}",
    r"“on (everyone|one)”": "“each scores”, “max takes all”",
}
"""A rejected calque (a regular expression, any case) and the glossary's word for it."""

RIGHT_WORD = {
    ("storage.cause.denied", r"\b(written|wrote|writes?|writing)\b"),
    ("storage.cause.other", r"\b(written|wrote|writes?|writing)\b"),
}
"""(key, calque) where the word is not a game term but the right English: writing to a disk."""


def _calques(found: dict[tuple[str | None, str], tuple[str, ...]]) -> list[tuple[str, str, str]]:
    """(key, the words used, the glossary's word) for each calque in ``found``."""
    out = []
    for (_, key), forms in found.items():
        for form in forms:
            for calque, instead in CALQUES.items():
                hit = re.search(calque, form, re.IGNORECASE)
                if hit and (key, calque) not in RIGHT_WORD:
                    out.append((key, hit.group(0), instead))
    return out


def test_the_english_catalog_uses_the_glossarys_words() -> None:
    assert not _calques(texts("en")), _calques(texts("en"))


def test_the_check_sees_each_calque() -> None:
    found = {(None, "a"): ("Draw from the bazaar",), ("you", "b"): ("You remembered +5",),
             (None, "c"): ("remembered points burned",), (None, "d"): ("wrote {n}",),
             (None, "e"): ("The account opens at 13",), (None, "storage.cause.other"): ("write",),
             (None, "f"): ("A fish “on one”",)}
    assert [(key, words) for key, words, _ in _calques(found)] == [
        ("a", "bazaar"), ("b", "remembered"), ("c", "remembered"), ("c", "burned"),
        ("d", "wrote"), ("e", "account"), ("f", "“on one”")]


def test_the_tutorial_quotes_the_summary_it_points_at() -> None:
    """The tutorial names the words the round summary shows when going out wipes held-over
    points, and the sheet's legend says the same."""
    en = texts("en")
    wiped = en[(None, "table.summary_wiped")][0]
    assert wiped == "held-over points wiped out"
    assert f"“{wiped}”" in en[(None, "tutorial.remember.done")][0]
    assert en[(None, "table.legend_burned")][0] == wiped


def test_the_fish_is_called_a_blocked_game_where_the_book_first_explains_it() -> None:
    en = texts("en")
    for key in ("book.fish", "book.fish_four"):
        assert en[(None, key)][0].startswith("A blocked game, or “fish”:"), key
    assert "blocked game" in en[(None, "book.w.fish")][0]


def test_a_count_comes_before_its_noun_and_the_book_speaks_as_a_book() -> None:
    """P34b: «in hand 3» read as a field label; «Fish rule “each scores”» as an engine's."""
    en = texts("en")
    assert en[(None, "table.summary_hand")][1].format(n=3) == "3 points in hand"
    assert en[(None, "table.sum_hands")][0].format(n=3) == "3 in hand"
    for key in ("book.fish_each", "book.fish_max"):
        assert en[(None, key)][0].startswith("After a fish, "), key
        assert "Fish rule" not in en[(None, key)][0] and '"' not in en[(None, key)][0], key


def test_a_fish_in_the_statistics_blocks_a_round_not_a_game() -> None:
    """PT-Y: «Games blocked (fish)» stood under «Matches played» and beside «Game: Telephone»,
    where a game is a whole kind of play; a fish blocks one round, as «Rounds won» counts."""
    assert texts("en")[(None, "stats.fish_made")][0] == "Rounds blocked (fish)"
    assert texts("ru")[(None, "stats.fish_made")][0] == "Рыб сделано"
    assert texts("uk")[(None, "stats.fish_made")][0] == "Риб зроблено"
