"""«Игра парами»: the tutorial's part for «Козёл 2×2», offered at the tutorial's first and
last cards (issue 14: the tutorial taught two-player Kozel only, while most then play 2×2).

Scripted deals under the federation's rules, one idea a step: the partner opposite plays
for your pair; after a fish the pair with the bigger sum writes everyone's points; equal
sums are «яйца»; going out (or leading) with 6–6 or 0–0 adds a bonus.  Each position is
one a round of 2×2 reaches (all 28 tiles dealt, no bazaar); each step waits for the
person's move and, where the point is who writes, for the figures pointed at.  Its
progress is its own file, so it resumes where it was left.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kozel_gui.i18n import tr
from kozel_gui.i18n.names import PLAYER, stock_name
from kozel_gui.options import SeatSetup
from kozel_gui.tutorial.lessons import Lesson, Point
from kozel_gui.tutorial.progress import Progress
from kozel_gui.tutorial.scene import TutorialScene
from rules import Rules, find_preset

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = ["PAIRS_FILE", "PAIR_LESSONS", "PAIR_RULES", "PairsScene"]

PAIR_RULES: Rules = find_preset("kozel_2x2")
"""«Козёл 2×2» as the federation plays it: pairs, no bazaar, the double bonuses."""

PAIRS_FILE = "tutorial_pairs.json"

_FISH_LINE = ("line 5:0@0 0:0@1 0:4@0 4:5@1 [5:5]@0 5:6@1 6:2@0 2:5@1 5:1@2 1:3@3; "
              "leader 0; turn 0; last 1:3@3")
"""Every five but 3–5 on the table: 3–5 laid to the three makes the fish (as in «Рыба»)."""


def _pairs(hands: str, rest: str) -> str:
    return f"hands {hands}; bazaar -; {rest}"


PAIR_LESSONS: tuple[Lesson, ...] = (
    Lesson("pairs_welcome", rules=PAIR_RULES),
    # You go out; the partner's 50 is not written, the rivals write both their hands: 17 + 34.
    Lesson("pairs_partner", _pairs(
        "1:5 | 0:1 0:3 0:5 1:2 1:4 | 6:6 5:6 4:6 3:6 2:6 | 0:6 2:3 2:4 3:5 4:5",
        "line 6:1@1 [1:1]@0 1:3@0 3:3@2 3:4@0 4:4@3 4:0@0 0:0@1 0:2@2 2:2@0 2:5@3 5:5@0; "
        "leader 0; turn 0; last 5:5@0"),
           rules=PAIR_RULES, goal=frozenset({"1:5>"}), point=Point.TILE, tile="1:5", ask=1),
    # A fish: your pair 3 + 46 = 49, the rivals 47: your pair writes all 96.
    Lesson("pairs_fish", _pairs(
        "3:5 0:1 0:2 | 0:3 0:6 1:1 1:2 | 6:6 4:6 3:6 1:6 4:4 | 1:4 2:2 2:3 2:4 3:3 3:4",
        _FISH_LINE), rules=PAIR_RULES, goal=frozenset({"3:5>"}), point=Point.TILE, tile="3:5",
           ask=0),
    # A fish with 48 and 48: nobody writes, 96 go on as eggs.
    Lesson("pairs_eggs", _pairs(
        "3:5 0:1 0:2 | 0:3 1:1 1:2 1:4 1:6 | 6:6 4:6 3:6 4:4 0:6 | 2:2 2:3 2:4 3:3 3:4",
        _FISH_LINE), rules=PAIR_RULES, goal=frozenset({"3:5>"}), point=Point.TILE, tile="3:5"),
    # Out with 6–6: the rivals write 14 + 28 and 50 more, 92.
    Lesson("pairs_bonus", _pairs(
        "6:6 | 0:1 0:2 1:2 1:3 0:4 | 3:5 4:5 4:6 5:5 5:6 | 0:6 2:2 2:3 3:4 1:5",
        "line 2:4@1 4:4@2 4:1@0 [1:1]@0 1:6@3 6:3@0 3:3@1 3:0@0 0:0@2 0:5@0 5:2@3 2:6@0; "
        "leader 0; turn 0; last 2:6@0"),
           rules=PAIR_RULES, goal=frozenset({"6:6>"}), point=Point.TILE, tile="6:6", ask=1),
    Lesson("pairs_finish", rules=PAIR_RULES),
)
"""The part's steps, in order."""


class PairsScene(TutorialScene):
    """«Игра парами»: the tutorial's steps for «Козёл 2×2», at a table of four."""

    lessons = PAIR_LESSONS
    offers_pairs = False

    def seats(self) -> tuple[SeatSetup, ...]:
        """The person, a rival on each side and the partner opposite; none of them moves."""
        name = self.person.name or stock_name(PLAYER)
        return (SeatSetup(name, human=True, gender=self.person.gender),
                SeatSetup(tr("tutorial.rival_left")), SeatSetup(tr("tutorial.partner")),
                SeatSetup(tr("tutorial.rival_right")))

    def load_progress(self, app: Host) -> Progress | None:
        """Where the part was left (``tutorial_pairs.json``), None if never started."""
        return Progress.load(app.data, PAIRS_FILE)

    def save_progress(self, progress: Progress) -> None:
        """Keep the part's step, to resume there."""
        progress.save(self.app.data, PAIRS_FILE)
