"""The kids' picture tutorial as data: three steps a child does, with nothing to read.

Match the pictures (one tile of the hand has the picture at the end of the line), both
ends (the tile fits only the far end), and the bazaar (nothing fits: take tiles until one
does, then play it).  Positions are kids' rules for two; where drawing is not the idea,
nobody draws.  Each can put down only a few tiles, so its pictures are as big as on the
kids' levels (the board is sized for what a round can put down).  The steps are ``Lesson`` values, as the grown-ups' are, so the same tutor
and table run them.
"""

from __future__ import annotations

from dataclasses import replace

from rules import Draw, Rules, find_preset

from .lessons import Lesson, Point, position

__all__ = ["KIDS_LESSONS", "KIDS_RULES"]

KIDS_RULES: Rules = find_preset("kids")
"""The kids' rules (pictures, round wins, draw until a tile fits)."""
_NO_DRAW: Rules = replace(KIDS_RULES, draw=Draw.NONE)

KIDS_LESSONS: tuple[Lesson, ...] = (
    Lesson("kids_match", position("[2:5]@1", "3:5 1:1 0:4 | 6:6 4:6 0:2",
                                  "leader 1; turn 0; last 2:5@1"),
           rules=_NO_DRAW, goal=frozenset({"3:5>"}), point=Point.TILE, tile="3:5"),
    Lesson("kids_ends", position("6:4@1 [4:2]@0", "0:6 1:1 | 3:5 0:5 3:3",
                                 "leader 0; turn 0; last 6:4@1"),
           rules=_NO_DRAW, goal=frozenset({"0:6<"}), point=Point.ENDS),
    # Two tiles each, one for the bunny, and a bazaar of the two the child takes: a round
    # that can put down only six tiles, so the board's pictures are as big as level 2's.
    Lesson("kids_bazaar", position("1:3@1 [3:5]@0", "0:2 2:6 | 6:6",
                                   "leader 0; turn 0; last 1:3@1", bazaar="2:3 4:5"),
           rules=KIDS_RULES, goal=frozenset({"4:5>"}), on_way=frozenset({"draw"}),
           point=Point.BAZAAR),
)
"""Every step, in order (all played: a child reads no card)."""
