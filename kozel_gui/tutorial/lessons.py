"""The guided first match as data: one idea a step, each on a scripted position.

A ``Lesson`` is played (a position where it is the person's move, the moves that complete
it, the moves the person may make on the way, what to point at), or asks the person to
point at a number on the score sheet (``ask``: after its move, or on the table the step
before left), or is read (the welcome and the farewell, with a «Дальше» button).  Positions
are position texts (docs/POSITION.md) under 2-player Kozel, each one a real round reaches
(the hands, the bazaar and the table hold the 28 tiles); where drawing is not the idea, the
person holds a tile that fits or the bazaar is empty, so the only ways on are the ones the
step teaches.  The words are the catalog's
``tutorial.<key>.*`` messages.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum

from rules import ALL_TILES, Entry, Move, Round, Rules, ScoreSheet, find_preset
from rules.tiles import mask_of

__all__ = ["LESSONS", "RULES", "Lesson", "Point", "position"]

RULES: Rules = find_preset("kozel")
"""The tutorial's rules: Kozel for two, the bazaar as at any table."""


class Point(StrEnum):
    """What a step points at on the table."""

    TILE = "tile"
    """The hand tile that does it (``Lesson.tile``)."""
    ENDS = "ends"
    """Both open ends of the line."""
    KNOCK = "knock"
    """The «Стучу» button."""
    BAZAAR = "bazaar"
    """The bazaar pile."""
    SHEET = "sheet"
    """The score sheet."""
    NOTHING = "nothing"


@dataclass(frozen=True, slots=True)
class Lesson:
    """One step of the tutorial."""

    key: str
    """Names its words: ``tutorial.<key>.title``, ``.idea``, ``.wrong``, ``.done``; a step
    with moves on the way: ``.wrong_now`` (a wrong try once they are made); a step that
    asks: ``.ask`` (after its move), ``.miss`` (a wrong number pointed at)."""
    text: str = ""
    """The position (empty: a card to read, over the last position)."""
    rules: Rules = RULES
    goal: frozenset[str] = frozenset()
    """Moves (engine text) that complete the step."""
    on_way: frozenset[str] = frozenset()
    """Moves the person may make before the goal (draws from the bazaar)."""
    point: Point = Point.NOTHING
    tile: str = ""
    """The tile pointed at (``Point.TILE``)."""
    counted: bool = False
    """Its «done» words count the points left in the person's hand (plural forms)."""
    agrees: bool = False
    """Its title is about the player and agrees with them («Вышел!», «Вышла!»)."""
    ask: int | None = None
    """The side whose figures in the sheet's newest row the person is to point at (after
    the step's move, if it has one); None: nothing to point at."""
    before: tuple[Entry, ...] = ()
    """Rounds already written on the sheet when the step begins (a match near its end)."""
    misfit: bool = False
    """Its ``.wrong`` words speak of a legal move it does not teach, so a tile that fits
    no end has words of its own, ``.misfit``."""
    finds: bool = False
    """The person is to find the answer: a first wrong try (``.wrong``) or miss (``.miss``)
    is explained and the rings stay on what to look at; the answer, which tile or which
    figures, comes after a second (``.wrong_answer``, ``.miss_answer``) or from «Подсказка»
    (issue 14: steps 3, 9, 10, 11 and 13 handed it out after one wrong try); a step that
    asks is found at its question, its move is named as ever."""

    @property
    def played(self) -> bool:
        """Whether the person plays this step (else it is read)."""
        return bool(self.text)

    @property
    def asks(self) -> bool:
        """Whether the step asks the person to point at a number on the sheet."""
        return self.ask is not None

    @property
    def players(self) -> int:
        """How many sit at its table: two, four at «Козёл 2×2»."""
        return min(self.rules.players_allowed)

    def sheet(self) -> ScoreSheet:
        """The score sheet the step begins with."""
        return ScoreSheet.from_entries(self.rules, self.players, self.before)

    def start(self) -> Round:
        """The step's position, the person (seat 0) to move."""
        r = Round.from_position(self.text, self.rules)
        if r.to_move != 0:
            raise ValueError(f"tutorial {self.key}: seat 0 must be to move")
        return r

    def finished(self) -> Round:
        """The step's position with its goal made (what a card after it shows, on a resume)."""
        r = self.start()
        while True:
            legal = {str(m): m for m in r.legal_moves()}
            goal = sorted(self.goal & legal.keys())
            if goal:
                return r.play(legal[goal[0]])
            way = sorted(self.on_way & legal.keys())
            if not way:
                raise ValueError(f"tutorial {self.key}: its goal cannot be reached")
            r = r.play(legal[way[0]])

    @property
    def goal_tiles(self) -> frozenset[str]:
        """The tiles its goal moves play ("2:6" of "2:6<")."""
        return frozenset(g[:3] for g in self.goal if ":" in g)

    @property
    def goal_ends(self) -> frozenset[int]:
        """The ends its goal moves name (0 the left of "2:6<", 1 the right of "2:6>")."""
        return frozenset({"<": 0, ">": 1}[g[3]] for g in self.goal if g[3:4] in ("<", ">"))

    def completes(self, move: Move) -> bool:
        """Whether ``move`` is what the step teaches."""
        return str(move) in self.goal

    def allows(self, move: Move) -> bool:
        """Whether ``move`` is the goal or a move on the way to it."""
        return self.completes(move) or str(move) in self.on_way

    def trouble(self, legal: Iterable[Move], *, refused: bool = False) -> str:
        """Which words explain a wrong try when ``legal`` are the moves: ``misfit`` for a
        tile that fits no end (``refused``) where ``wrong`` speaks of a move that was
        possible; ``wrong_now`` once the way is behind the person (the tile that fits has
        come from the bazaar, so «draw first» would be false); else ``wrong``."""
        if refused and self.misfit:
            return "misfit"
        if self.on_way and not any(str(m) in self.on_way for m in legal):
            return "wrong_now"
        return "wrong"


def position(line: str, hands: str, tail: str, bazaar: str | None = None,
             first: str = "") -> str:
    """A position text; the bazaar (unless given: the kids' small rounds) is every tile not on
    the table or in hand, so the three hold the 28 tiles of the set, ``first`` the tiles
    to be drawn first, in order."""
    if bazaar is None:
        used = mask_of(t.split("@")[0].strip("[]") for t in line.split()) | mask_of(
            hands.replace("|", " ").split())
        front = first.split()
        rest = [str(t) for t in ALL_TILES if not used & t.bit and str(t) not in front]
        bazaar = " ".join([*front, *rest]) or "-"
    return f"hands {hands}; bazaar {bazaar}; line {line}; {tail}"


# Every position is one a real round of Kozel for two reaches (issue 14: the hands, the
# bazaar and the table shown did not add up to the 28 tiles): seven tiles each were dealt,
# fourteen lie in the bazaar; each hand holds what its seat's moves and draws leave it.
# Where drawing is not the idea the person holds a tile that fits (Kozel draws only when
# none does) or the bazaar is empty (a knock comes late, on a long line).
_KNOCK_LINE = ("0:6@1 6:2@0 2:5@1 5:5@0 5:4@1 4:2@0 2:2@1 2:0@0 0:4@1 4:1@0 [1:6]@0 6:6@1 "
               "6:3@0 3:3@1 3:0@0 0:0@1 0:1@0 1:5@1 5:3@0 3:4@1 4:4@0 4:6@1")
_OUT_LINE = "1:2@1 2:2@0 2:5@1 5:1@0 [1:1]@0 1:6@1 6:6@0 6:2@1 2:0@0 0:3@1 3:3@0 3:4@1"
_FISH_LINE = "5:0@0 0:0@1 0:4@0 4:5@1 [5:5]@0 5:6@1 6:2@0 2:5@1 5:1@0 1:3@1"
"""Every five but 3–5 on the table and nothing else the idea needs: a short line, one row
at 1024×600 too (issue 14: a line of twenty wound round a turn there)."""
_SOAP_LINE = "0:3@0 3:6@0 6:6@1 6:4@0 4:5@1 5:0@0 0:2@1 2:5@0 [5:5]@1 5:3@1 3:3@1"
_GOAT_LINE = ("1:5@1 5:0@0 0:0@0 0:1@1 1:1@0 1:6@1 6:2@0 2:2@1 2:4@0 [4:5]@1 5:5@1 5:3@0 "
              "3:3@1")

LESSONS: tuple[Lesson, ...] = (
    Lesson("welcome"),
    Lesson("lead", position("", "1:1 2:5 3:4 0:6 4:6 0:3 1:6 | 0:0 2:3 5:6 4:4 1:2 0:5 3:6",
                            "leader 0; turn 0; lead 1:1").replace("line ;", "line -;"),
           goal=frozenset({"1:1"}), point=Point.TILE, tile="1:1"),
    Lesson("match", position("[2:5]@1", "0:0 1:3 5:6 3:4 0:1 1:4 3:6 | 1:1 4:6 0:2 6:6 0:4 2:3",
                             "leader 1; turn 0; last 2:5@1"),
           # The person finds the tile by the ends' numbers: the rings are on the ends, the
           # tile is named after a second wrong try.
           goal=frozenset({"5:6>"}), point=Point.ENDS, finds=True),
    Lesson("ends", position("6:4@1 [4:2]@0", "2:6 0:1 1:1 0:0 1:3 3:4 | 3:5 0:5 3:3 1:5 4:5 0:4",
                            "leader 0; turn 0; last 6:4@1"),
           goal=frozenset({"2:6<", "2:6>"}), point=Point.ENDS),
    Lesson("double", position("1:4@1 [4:3]@0", "3:3 0:2 2:4 0:0 5:5 2:6 | 5:6 0:6 1:5 0:4 4:6 2:5",
                              "leader 0; turn 0; last 1:4@1"),
           goal=frozenset({"3:3>"}), point=Point.TILE, tile="3:3"),
    Lesson("knock", position(_KNOCK_LINE, "1:2 1:1 1:3 | 0:5 2:3 5:6",
                             "leader 0; turn 0; last 0:6@1"),
           goal=frozenset({"pass"}), point=Point.KNOCK),
    Lesson("bazaar", position("1:3@1 [3:5]@0", "0:2 0:4 2:6 0:3 3:6 4:4 | 0:0 6:6 3:3 1:1 1:2 2:5",
                              "leader 0; turn 0; last 1:3@1", first="2:3 4:5"),
           goal=frozenset({"4:5>"}), on_way=frozenset({"draw"}), point=Point.BAZAAR),
    Lesson("out", position(_OUT_LINE, "4:6 | 0:0 3:5 5:5", "leader 0; turn 0; last 1:2@1"),
           goal=frozenset({"4:6>"}), point=Point.TILE, tile="4:6", agrees=True),
    Lesson("fish", position(_FISH_LINE, "3:5 0:1 | 3:4 4:4 6:6 0:2",
                            "leader 0; turn 0; last 1:3@1"),
           # The step asks which end makes the fish: its words do not name it and its
           # rings are on both ends, not on the answer (P25: step 9 showed its answer).
           # The person finds it: 3–5 and its end are named after a second wrong try.
           goal=frozenset({"3:5>"}), point=Point.ENDS, counted=True, misfit=True, finds=True),
    Lesson("points", point=Point.SHEET, ask=1, finds=True),
    Lesson("remember", point=Point.SHEET, ask=0, finds=True),
    Lesson("soap", position(_SOAP_LINE, "0:0 2:3 | 4:4 5:6 1:6", "leader 1; turn 0; last 3:3@1"),
           goal=frozenset({"0:0<"}), point=Point.TILE, tile="0:0"),
    Lesson("goat", position(_GOAT_LINE, "3:6 | 5:6 4:4 1:2", "leader 1; turn 0; last 1:5@1"),
           # Its last tile is named; its total is found: ringed after a second miss.
           goal=frozenset({"3:6>"}), point=Point.TILE, tile="3:6", ask=1, finds=True,
           # The first two rounds put a «×» on the sheet (the person's remembered 5 wiped by
           # going out), which the step's words explain, as they explain «—».
           before=(Entry.make(2, ended="out", by=1, points=(5, 0)),
                   Entry.make(2, ended="out", by=0, points=(0, 41)),
                   Entry.make(2, ended="out", by=1, points=(48, 0)),
                   Entry.make(2, ended="out", by=0, points=(0, 52)))),
    Lesson("finish"),
)
"""Every step, in order."""
