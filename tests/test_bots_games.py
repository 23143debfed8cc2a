"""``medium`` plays what the games of GAMES.md reward: points in play made, Bergen's heads
(scripted positions, exact choices; the same position without the weights plays otherwise)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from rules import Round, find_preset
from rules.bots.medium import MediumBot, Weights


def _choice(preset: str, hands: Sequence[Sequence[str]], played: Sequence[str],
            weights: Weights | None = None, bazaar: Sequence[str] = ()) -> str:
    r = Round.from_hands(find_preset(preset), hands, bazaar=bazaar, leader=0)
    for text in played:
        r = r.play(text)
    return str(MediumBot(weights).choose(r.view(r.to_move), random.Random(1)))


def test_medium_makes_a_multiple_of_five_in_muggins() -> None:
    # After the lead 5:5 the open spinner counts 10: 0:5 keeps 10 (+10), 5:6 makes 16.
    hands = [["5:5", "1:2", "2:3", "3:4"], ["5:6", "0:5", "1:3", "2:4"]]
    assert _choice("muggins", hands, ["5:5"]) in ("0:5<", "0:5>")
    assert _choice("muggins", hands, ["5:5"], Weights(score=0.0, deny=0.0)) in ("5:6<", "5:6>")


def test_medium_makes_a_double_header_in_bergen() -> None:
    # Ends (1|6) after 1:4 and 4:6>... then 1:6 on the left makes (6|6): two points.
    hands = [["1:4", "1:6", "5:6", "1:2", "0:0", "3:3"], ["4:6", "2:2", "0:3", "0:4", "2:5",
                                                             "3:5"]]
    assert _choice("bergen", hands, ["1:4", "4:6>"]) == "1:6<"
    assert _choice("bergen", hands, ["1:4", "4:6>"], Weights(score=0.0, deny=0.0)) == "5:6>"
