"""Level 1's puzzles as values: a puzzle, how one is made (never an immediate repeat), the
stars a go earns, and a go as the history keeps it (``PuzzleRun``: the puzzles solved in
order, the wrong tries before each), so a child's level-1 games are stored under the child
like its table levels and shown again in its pictures.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from kozel_gui.history import KIDS_LEVEL1, store_puzzles
from kozel_gui.kids.levels import MATCHING_PUZZLES

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = ["LeftGo", "Puzzle", "PuzzleRun", "Solved", "make_puzzle", "record_run",
           "run_setup", "stars_for"]


@dataclass(frozen=True, slots=True)
class Puzzle:
    """The tile on the table (``shown``: its lower half is to be matched) and two offers."""

    shown: tuple[int, int]
    offers: tuple[tuple[int, int], tuple[int, int]]
    right: int
    """Which offer fits (0 or 1); its first value is the one to match."""

    @property
    def target(self) -> int:
        """The value the child looks for."""
        return self.shown[1]

    def fits(self, i: int) -> bool:
        """Whether offer ``i`` has the target picture."""
        return self.target in self.offers[i]


def make_puzzle(rng: random.Random, earlier: Sequence[Puzzle] = ()) -> Puzzle:
    """A puzzle where exactly one offer shows the target picture (never a double to confuse),
    sharing no tile with the puzzle just played (the last of ``earlier``), and showing no
    tile on the table that an ``earlier`` puzzle of the go showed (P30: a go's second and
    fourth puzzles were the same), so nothing looks repeated.

    Every tile stands low value on top, as the renderer draws it upright, so no picture is
    ever upside down: the shown tile's lower half is the target, the fitting offer's upper.
    """
    shown = {p.shown for p in earlier}
    after = earlier[-1] if earlier else None
    while True:
        puzzle = _any_puzzle(rng)
        if puzzle.shown in shown:
            continue
        if after is None or not {puzzle.shown, *puzzle.offers} & {after.shown, *after.offers}:
            return puzzle


def _any_puzzle(rng: random.Random) -> Puzzle:
    target = rng.randrange(1, 6)
    shown = (rng.randrange(target), target)
    good = (target, rng.randrange(target + 1, 7))
    # The wrong offer shares no picture with the shown tile either: a child told to find
    # "the same picture" would pick a tile with the shown tile's other animal.
    lo, hi = sorted(rng.sample([v for v in range(7) if v not in (*shown, *good)], 2))
    bad = (lo, hi)
    right = rng.randrange(2)
    offers = (good, bad) if right == 0 else (bad, good)
    return Puzzle(shown, offers, right)



def stars_for(mistakes: int) -> int:
    """Three stars with no wrong taps, two with a few, one for finishing anyway."""
    return 3 if mistakes == 0 else 2 if mistakes <= 2 else 1


@dataclass(frozen=True, slots=True)
class Solved:
    """A puzzle the child solved, with the wrong tries before the right one."""

    puzzle: Puzzle
    tries: int = 0


@dataclass(frozen=True, slots=True)
class PuzzleRun:
    """One go at level 1: the puzzles solved in order and whether the go was played to its
    star (``finished``; else the door or the window's close came first).

    >>> run = PuzzleRun((Solved(Puzzle((1, 4), ((4, 6), (0, 2)), 0), 1),), finished=False)
    >>> PuzzleRun.from_json(run.to_json()) == run, run.stars, run.played
    (True, 0, True)
    """

    solved: tuple[Solved, ...] = ()
    finished: bool = False
    mistakes: int = 0
    """Wrong tries in the whole go (those on a puzzle left unsolved too)."""

    @property
    def played(self) -> bool:
        """Whether the child did anything in this go (a go with no tap is no game)."""
        return bool(self.solved) or self.mistakes > 0

    @property
    def stars(self) -> int:
        """The stars the go earned: as the final star showed them; none for a go left."""
        return stars_for(self.mistakes) if self.finished else 0

    def to_json(self) -> dict[str, Any]:
        """Plain JSON-able data (the history's record of the go)."""
        return {"puzzles": [{"shown": list(s.puzzle.shown),
                             "offers": [list(o) for o in s.puzzle.offers],
                             "right": s.puzzle.right, "tries": s.tries} for s in self.solved],
                "finished": self.finished, "mistakes": self.mistakes}

    @classmethod
    def from_json(cls, data: Any) -> PuzzleRun:
        """Read ``to_json`` data; ``ValueError`` (or ``KeyError``, ``TypeError``) says what is
        wrong."""
        solved = []
        for p in data["puzzles"]:
            shown, offers = _pair(p["shown"]), tuple(_pair(o) for o in p["offers"])
            if len(offers) != 2 or p["right"] not in (0, 1):
                raise ValueError("puzzle: two offers, one of them right")
            solved.append(Solved(Puzzle(shown, (offers[0], offers[1]), p["right"]),
                                 int(p.get("tries", 0))))
        if len(solved) > MATCHING_PUZZLES:
            raise ValueError(f"puzzles: at most {MATCHING_PUZZLES} in a go")
        return cls(tuple(solved), bool(data.get("finished")), int(data.get("mistakes", 0)))


@dataclass(frozen=True, slots=True)
class LeftGo:
    """A go at level 1 left before its star (the house, the door, the window closing), to be
    played on from where it was left: the puzzles solved so far and their wrong tries
    (``run``), the puzzle on the table and the wrong tries on it.

    >>> go = LeftGo(PuzzleRun((), mistakes=2), Puzzle((1, 4), ((4, 6), (0, 2)), 0), 2)
    >>> LeftGo.from_json(go.to_json()) == go
    True
    """

    run: PuzzleRun
    puzzle: Puzzle
    tries: int = 0

    def to_json(self) -> dict[str, Any]:
        """Plain JSON-able data (kept in the child's progress)."""
        p = self.puzzle
        return {"run": self.run.to_json(), "tries": self.tries,
                "puzzle": {"shown": list(p.shown), "offers": [list(o) for o in p.offers],
                           "right": p.right}}

    @classmethod
    def from_json(cls, data: Any) -> LeftGo:
        """Read ``to_json`` data; ``ValueError`` (or ``KeyError``, ``TypeError``) says what is
        wrong (a go at its star, or past it, is not one left)."""
        run = PuzzleRun.from_json(data["run"])
        p = data["puzzle"]
        offers = tuple(_pair(o) for o in p["offers"])
        if len(offers) != 2 or p["right"] not in (0, 1):
            raise ValueError("puzzle: two offers, one of them right")
        tries = data.get("tries", 0)
        if run.finished or len(run.solved) >= MATCHING_PUZZLES or not isinstance(tries, int):
            raise ValueError("a go left: not finished, a puzzle still to solve")
        return cls(run, Puzzle(_pair(p["shown"]), (offers[0], offers[1]), p["right"]), tries)


def _pair(value: Any) -> tuple[int, int]:
    a, b = value
    if not all(isinstance(v, int) and 0 <= v <= 6 for v in (a, b)):
        raise ValueError(f"puzzle: not a tile {value!r}")
    return (a, b)


def run_setup(child: str, face: str, run: PuzzleRun) -> dict[str, Any]:
    """The history's set-up of a go at level 1: the child's seat, the pictures it played
    with, its stars; kids' rules by name, so the history takes it for a kids' game."""
    return {"rules": {"name": KIDS_LEVEL1, "scoring": "wins"},
            "seats": [{"name": child, "human": True}], "face": face, "stars": run.stars}


def record_run(app: Host, child: str, face: str, run: PuzzleRun) -> int | None:
    """Store a go at level 1 under the child ``child`` (one with no tap stores nothing); a
    disk that refuses is told once, as for every game."""
    if not run.played:
        return None
    return store_puzzles(app.data, run_setup(child, face, run), run.to_json(), child,
                         app.notify, solved=len(run.solved), finished=run.finished)
