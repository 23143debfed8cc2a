"""The board playout's greedy move: the points first, and, as ``medium`` plays, no five or
Bergen head left to the next seat when another placement denies it."""

from __future__ import annotations

import random

from rules import Move, Round, find_preset
from rules.bots.kernel import Kernel, code_of, move_of, playout


def _first_reply(preset: str, hands: list[list[str]], lead: str) -> str:
    """Seat 1's move in a fully greedy playout after seat 0 leads ``lead``."""
    k = Kernel.of_round(Round.from_hands(find_preset(preset), hands, lead=[lead]))
    k.make(code_of(Move.parse(lead)))
    log: list[int] = []
    playout(k, random.Random(1), 1.0, log)
    return str(move_of(log[0]))


def test_muggins_playout_denies_the_next_seat_a_five() -> None:
    """After 1:6, 5:6 is the heaviest tile but leaves 1 and 5 (the unseen 1:5 scores 10);
    0:1 leaves 0 and 6, and the tiles that score on those (0:4, 5:6) are in our hand."""
    reply = _first_reply("muggins", [["1:6", "3:3"], ["5:6", "0:1", "0:4"]], "1:6")
    assert reply == "0:1<"


def test_bergen_playout_denies_the_next_seat_a_head() -> None:
    """After 1:6, 5:6 leaves 1 and 5 (the unseen 1:5 would make a head); 0:6 leaves 1 and
    0, and 0:1, the one tile making a head there, is ours."""
    reply = _first_reply("bergen", [["1:6", "3:3"], ["5:6", "0:1", "0:6"]], "1:6")
    assert reply == "0:6>"
