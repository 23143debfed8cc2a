"""Helpers shared by the history, replay and stats tests: seeded bot matches, fake set-ups."""

from __future__ import annotations

import random
from typing import Any

from kozel_gui.options import MatchSetup, SeatSetup
from rules import Match, Round, find_preset, play_match
from rules.bots import find_bot

NAMES = ("Аня", "Михалыч", "Зина", "Колян")


def setup_json(players: int = 4, preset: str = "kozel", human: bool = True,
               name: str = "Аня", seed: int = 1) -> dict[str, Any]:
    """A set-up with the human (``name``) in seat 0 and bots elsewhere."""
    seats = [SeatSetup(name if i == 0 else NAMES[i], human=human and i == 0, bot="heaviest")
             for i in range(players)]
    return MatchSetup(find_preset(preset), tuple(seats), seed=seed).to_json()


def bot_match(seed: int, players: int = 4, preset: str = "kozel") -> tuple[Match, list[Round]]:
    """A whole seeded match played by bots, and its earlier finished rounds."""
    m = Match.start(find_preset(preset), players, seed)
    m = play_match(m, [find_bot("heaviest")] * players, random.Random(seed))
    return m, list(m.past)


def stored_json(seed: int, players: int = 4, preset: str = "kozel") -> dict[str, Any]:
    """The match JSON ``record_finished_match`` stores: the match with every round."""
    return bot_match(seed, players, preset)[0].to_json()
