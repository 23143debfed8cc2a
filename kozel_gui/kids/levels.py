"""The levels of kids' mode and the games behind them.

1. *Which one fits?* — a half is shown, two tiles offered, the child picks the match
   (:mod:`kozel_gui.kids.matching`).
2. *A little game* — three tiles each against one gentle animal, no bazaar, one round.
3. *A real game* — kids' rules with the bazaar against two animals, first to two round wins
   (four tiles each, and a bazaar that keeps ten back: a small board of big pictures).

A free game from the kids' menu uses the ``kids`` preset on that small board, played to as many round wins as
the options say (3 unless changed: a five-year-old's patience).
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Any

from kozel_gui.kids.progress import MAX_STARS
from kozel_gui.options import MatchSetup, SeatSetup
from rules import ALL_TILES, Match, Round, Rules, ScoreSheet, find_preset
from rules.config import Draw

__all__ = [
    "ANIMALS",
    "CHILD_MOVES",
    "CHILD_TILES",
    "FREE_PLAY",
    "FREE_PLAY_VARIANT",
    "LEVEL_TITLES",
    "MATCHING_PUZZLES",
    "Animal",
    "fewest_for",
    "kid_seats",
    "level_rules",
    "level_setup",
    "opponents",
    "seat_animals",
    "small_match",
    "table_stars",
]

FREE_PLAY = 0
"""The level number of a free game with the full kids' preset."""
FREE_PLAY_VARIANT = "kids"
"""The rules' name a free game is stored under (the kids' preset's own): it earns no
stars, so its history line shows none."""
MATCHING_PUZZLES = 5
"""Puzzles in one go of level 1."""
LEVEL_TITLES = {1: "kids.level1", 2: "kids.level2", 3: "kids.level3", FREE_PLAY: "kids.free"}


@dataclass(frozen=True, slots=True)
class Animal:
    """A friendly opponent: its name keys, the bot that plays for it, its picture and colour."""

    key: str
    bot: str
    picture: int
    """The value whose picture in the ``animals`` set is this animal's face."""
    colour: tuple[int, int, int]


ANIMALS: tuple[Animal, ...] = (
    Animal("bunny", "kids", 2, (255, 214, 226)),
    Animal("bear", "kids", 3, (255, 226, 178)),
    Animal("kitten", "easy", 1, (200, 232, 255)),
    Animal("piglet", "easy", 5, (255, 222, 214)),
)
"""Opponents in seat order after the child (all gentle: ``kids`` or ``easy`` bots); the
last one only ever lends its looks (a table of four with a bear child still finds three
animals none of which is a bear)."""


def opponents(players: int, avoid: str | Collection[str] | None = None) -> tuple[Animal, ...]:
    """The ``players - 1`` animals at the child's table, never wearing a picture of
    ``avoid`` (the child's own, or every child's at the table: a bear child plays no bear,
    since a child who cannot read finds itself by its picture); each seat keeps the bot of
    its place in ``ANIMALS``.

    >>> [a.key for a in opponents(3)], [a.key for a in opponents(3, "animals:3")]
    (['bunny', 'bear'], ['bunny', 'kitten'])
    >>> [(a.key, a.bot) for a in opponents(2, "animals:2")]
    [('bear', 'kids')]
    >>> [a.key for a in opponents(4, ("animals:3", "animals:1"))]
    ['bunny', 'piglet']
    """
    avoided = {avoid} if isinstance(avoid, str) else set(avoid or ())
    looks = [a for a in ANIMALS if f"animals:{a.picture}" not in avoided]
    return tuple(dataclasses.replace(look, bot=place.bot)
                 for place, look in zip(ANIMALS[: players - 1], looks, strict=False))


def kid_seats(players: int, child: str, names: dict[str, str],
              avoid: str | Collection[str] | None = None,
              people: Sequence[str | None] = ()) -> tuple[SeatSetup, ...]:
    """The child in seat 0, then the seats of ``people`` (a name: a person who plays at
    this screen too, a grown-up or another child; None: an animal), animals in every seat
    left; ``names`` maps the animals' keys to shown names, none wears a picture of
    ``avoid`` (the child's own first, then every other child's at the table).

    Each seat has its own animal (``seat_animals``): a seat taken by a person or handed back
    leaves every other seat's animal where it was (PT-U: a tap on one seat of «who plays»
    changed the animals of the others).

    >>> names = {a.key: a.key for a in ANIMALS}
    >>> [(s.name, s.human) for s in kid_seats(3, "Аня", names, people=("Мама",))]
    [('Аня', True), ('Мама', True), ('bear', False)]
    """
    others = [*people[: players - 1], *[None] * (players - 1 - len(people))]
    animals = seat_animals([i for i, name in enumerate(others) if name is None], avoid)
    seats = [SeatSetup(child, human=True)]
    for i, name in enumerate(others):
        if name is None:
            a = animals[i]
            seats.append(SeatSetup(names[a.key], bot=a.bot, personality=a.key))
        else:
            seats.append(SeatSetup(name, human=True))
    return tuple(seats)


def seat_animals(places: Collection[int], avoid: str | Collection[str] | None = None
                 ) -> dict[int, Animal]:
    """The animal at each of ``places`` (0: the first seat after the child's): the place's
    own animal, as ``opponents`` seats a table of animals only, whoever sits elsewhere; where
    another child at the table wears that animal's picture (``avoid`` after its first, the
    child's own), the first animal free.  Each keeps the bot of its place.

    >>> {i: a.key for i, a in seat_animals([0, 1, 2]).items()}
    {0: 'bunny', 1: 'bear', 2: 'kitten'}
    >>> {i: a.key for i, a in seat_animals([1]).items()}
    {1: 'bear'}
    >>> {i: a.key for i, a in seat_animals([0, 2], ("animals:4", "animals:2")).items()}
    {0: 'bear', 2: 'kitten'}
    >>> {i: a.key for i, a in seat_animals([0, 1], "animals:2").items()}
    {0: 'bear', 1: 'kitten'}
    """
    every = [avoid] if isinstance(avoid, str) else list(avoid or ())
    own = opponents(len(ANIMALS), every[:1])
    others = set(every[1:])
    kept = {i: own[i] for i in places if f"animals:{own[i].picture}" not in others}
    worn = set(every) | {f"animals:{a.picture}" for a in kept.values()}
    free = iter(a for a in ANIMALS if f"animals:{a.picture}" not in worn)
    return {i: kept[i] if i in kept else dataclasses.replace(next(free), bot=own[i].bot)
            for i in sorted(places)}


def _small_board(rules: Rules, **changes: Any) -> Rules:
    """Three players' rounds of level 3 and free play: four tiles each and a bazaar that keeps
    ten back, so a round puts down at most sixteen tiles and the board's pictures stay big."""
    return dataclasses.replace(rules, hand_size=4, bazaar_reserve=10, **changes)


def level_rules(level: int) -> Rules:
    """The rules of a table level (2, 3, or ``FREE_PLAY``); every one passes ``problems()``."""
    kids = find_preset("kids")
    if level == 2:
        rules = dataclasses.replace(kids, name="kids_level2", hand_size=3, draw=Draw.NONE,
                                    target=1)
    elif level == 3:
        rules = _small_board(kids, name="kids_level3", target=2)
    elif level == FREE_PLAY:
        rules = _small_board(kids, name=FREE_PLAY_VARIANT)
    else:
        raise ValueError(f"no table for level {level}")
    problems = rules.problems()
    if problems:
        raise ValueError("; ".join(problems))
    return rules


def level_setup(level: int, child: str, names: dict[str, str], seed: int | None = None,
                *, free_rounds: int = 3, avoid: str | Collection[str] | None = None,
                people: Sequence[str | None] | None = None) -> MatchSetup:
    """Seats and rules of a table level: two players on level 2, three otherwise; a free
    game ends at ``free_rounds`` round wins and seats the child and ``people`` (who plays
    the other seats, as ``kid_seats`` takes them; None: two animals)."""
    players = 2 if level == 2 else 3
    rules = level_rules(level)
    if level == FREE_PLAY:
        rules = dataclasses.replace(rules, target=free_rounds)
        if people is not None:
            return MatchSetup(rules, kid_seats(1 + len(people), child, names, avoid, people),
                              seed)
    return MatchSetup(rules, kid_seats(players, child, names, avoid), seed)


CHILD_MOVES = 3
"""However anyone plays, a level-2 deal gives the child at least this many moves ..."""
CHILD_TILES = 2
"""... and lets it put down at least this many tiles (never a deal over after one tap)."""


def small_match(rules: Rules, seed: int) -> Match:
    """Level 2's match: a seeded deal of three tiles each, no bazaar, the child leads; the
    first shuffle (from ``seed``) whose every line of play keeps the child playing a while
    (``CHILD_MOVES``, ``CHILD_TILES``)."""
    rng = random.Random(f"kids-level2:{seed}")
    n = rules.hand_size_for(2)
    for _ in range(10_000):
        tiles = list(ALL_TILES)
        rng.shuffle(tiles)
        first = Round.from_hands(rules, [tiles[:n], tiles[n: 2 * n]], bazaar=[], leader=0)
        moves, placed = fewest_for(first, 0)
        if moves >= CHILD_MOVES and placed >= CHILD_TILES:
            return Match(rules, 2, first, ScoreSheet(rules, 2), random.Random(seed).getstate())
    raise ValueError(f"no deal of {n} tiles keeps a child playing")


def fewest_for(r: Round, seat: int) -> tuple[int, int]:
    """The fewest moves ``seat`` makes, and the fewest tiles it puts down, in any line of
    play from ``r`` to its end (every move of every seat tried: a small round only)."""
    if r.outcome() is not None:
        return 0, 0
    moves = placed = 1 << 30
    for move in r.legal_moves():
        m, p = fewest_for(r.play(move), seat)
        if r.to_move == seat:
            m, p = m + 1, p + move.is_placement
        moves, placed = min(moves, m), min(placed, p)
    return moves, placed


def table_stars(won: bool) -> int:
    """Stars for a finished table level: all three for a win, one for playing it through."""
    return MAX_STARS if won else 1
