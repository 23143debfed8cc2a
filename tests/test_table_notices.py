"""A redeal is never silent, and drawn lots are shown (RULES.md §2.2, §2.3)."""

from __future__ import annotations

import dataclasses
import random

from kozel_gui.i18n import Gender, Person, set_language
from kozel_gui.table.notices import deal_notices
from rules import Round, find_preset


def names(seat: int) -> str:
    return ["Аня", "Боря", "Вова", "Галя"][seat]


def people(seat: int) -> Person:
    return Person(names(seat), (Gender.FEMALE, Gender.MALE, Gender.MALE, Gender.FEMALE)[seat])


def test_a_redeal_names_who_and_why() -> None:
    rules = dataclasses.replace(find_preset("kozel"), redeal_doubles=3, redeal_same_suit=4)
    r = next(r for seed in range(50)
             if (r := Round.deal(rules, random.Random(seed), 2)).redeals)
    set_language("en")
    try:
        text = deal_notices(r, people)
    finally:
        set_language("ru")
    seat, why = r.redeals[-1]
    assert len(text) == 1 and names(seat) in text[0]
    assert ("3 doubles" if why == "doubles" else "4 tiles of one number") in text[0]


def test_lots_show_who_leads_with_which_tile() -> None:
    r = Round.deal(find_preset("sports"), random.Random(4), 4)
    [text] = deal_notices(r, people)
    tile = r.lots[r.leader]
    # The tile as people write it («6–5»), never the engine's notation («6:5»).
    assert names(r.leader) in text and f"{tile.low}–{tile.high}" in text
    assert ":" not in text.split("Жребий:", 1)[-1]


def test_an_ordinary_deal_says_nothing() -> None:
    r = Round.deal(find_preset("kozel"), random.Random(1), 4)
    assert r.redeals or deal_notices(r, people) == []


def test_the_lead_that_must_be_made_is_named_in_words() -> None:
    """P32: «Ходить нужно с 1:1», the engine's notation, where every page says «1–1»."""
    from kozel_gui.table.input import reason_for
    from rules import Match, Tile

    # The match's first round: whoever holds 1–1 leads with it (RULES.md §2.3).
    r = next(r for seed in range(40) if Tile.parse("1:1") in (r := Match.start(
        find_preset("kozel"), 2, seed).round).hand(r.to_move))
    other = next(t for t in r.hand(r.to_move) if t != Tile.parse("1:1"))
    assert str(reason_for(r, other)) == "Ходить нужно с 1–1"
