"""The worked examples of GAMES.md for the rule book, played by the engine.

Each example is its deal and its moves, as GAMES.md gives them; the position the book
draws is the ``Round`` those moves reach, so every tile,
open end and point on the page is the engine's.  The words beside the picture are the
example's point in a sentence, the moves in words (with the count and the points in
play where the game scores them), the open ends, and what the round wrote.

>>> from kozel_gui.i18n import set_language
>>> set_language("en")
>>> [e.key for e in EXAMPLES["muggins"]]
['M1', 'M2', 'M3', 'M4', 'M5']
>>> EXAMPLES["muggins"][4].round().open_ends
(6, 1, 3, 3)
>>> set_language("ru")
"""

from __future__ import annotations

import dataclasses
import html
from dataclasses import dataclass

from kozel_gui.board_picture import Position
from kozel_gui.book import Figure, Para
from kozel_gui.i18n import Gender, Person, listing, ntr, tr
from kozel_gui.table.words import move_said
from rules import Fish, MoveKind, Round, ScoreSheet, find_preset
from rules.config import ScoreInPlay
from rules.i18n import sentences
from rules.move_words import ends_of, tile_words
from rules.scoring_round import SideRow

__all__ = [
    "EXAMPLES",
    "Example",
    "example_blocks",
    "said_ends",
    "said_left",
    "said_moves",
    "said_written",
]

Hands = tuple[tuple[str, ...], ...]


@dataclass(frozen=True, slots=True)
class Example:
    """One worked example: its preset's deal and the moves; the picture shows where they
    lead."""

    key: str
    preset: str
    hands: Hands
    moves: tuple[str, ...]
    bazaar: tuple[str, ...] = ()
    leader: int = 0
    lead: tuple[str, ...] | None = None
    fish: Fish | None = None
    """A setting changed from the preset's (GAMES.md C3)."""

    def start(self) -> Round:
        """The example's deal."""
        rules = find_preset(self.preset)
        if self.fish is not None:
            rules = dataclasses.replace(rules, fish=self.fish)
        return Round.from_hands(rules, self.hands, bazaar=self.bazaar, leader=self.leader,
                                lead=self.lead)

    def round(self) -> Round:
        """The position the picture shows, as the engine plays it."""
        r = self.start()
        for move in self.moves:
            r = r.play(move)
        return r


def _h(*hands: str) -> Hands:
    return tuple(tuple(h.split()) for h in hands)


_C2 = _h("1:1 2:3 1:5 0:0 2:4 3:5 4:6", "1:2 4:5 0:1 0:2 2:5 3:6 5:5",
         "1:4 0:6 0:3 2:2 3:4 5:6 6:6", "1:6 1:3 0:4 0:5 2:6 3:3 4:4")
_C2_MOVES = ("1:1", "1:2<", "1:4>", "1:6^", "2:3<", "4:5>", "0:6^", "1:3<", "1:5>", "0:1^")

EXAMPLES: dict[str, tuple[Example, ...]] = {
    "muggins": (
        Example("M1", "muggins", _h("5:5 4:5 6:6 1:4", "5:6 0:5 0:3 2:2"),
                ("5:5", "5:6>", "4:5<", "0:5^", "6:6>", "0:3^", "1:4<")),
        Example("M2", "muggins", _h("4:6 1:2 1:3", "2:4 3:3 0:6 2:5"),
                ("6:4", "2:4>", "1:2>", "0:6<", "1:3>")),
        Example("M3", "muggins", _h("6:6 0:1", "2:3 4:4"), ("6:6", "pass", "pass"),
                lead=("6:6",)),
        Example("M4", "muggins", _h("3:3 3:6 6:6 2:2", "3:4 2:3 1:5 0:0"),
                ("3:3", "3:4>", "3:6<", "2:3^", "6:6<", "pass", "2:2^")),
        Example("M5", "muggins", _h("3:6 1:3 5:5", "3:3 0:0 4:4"), ("6:3", "3:3>", "1:3>")),
    ),
    "bergen": (
        Example("B1", "bergen", _h("6:6 4:6 1:5", "2:6 2:4 2:2"),
                ("6:6", "2:6<", "4:6>", "2:4>", "draw", "pass", "2:2>"),
                bazaar=("3:4", "0:5", "0:6")),
        Example("B2", "bergen", _h("1:2 5:5", "3:4 0:3", "4:6 5:6"),
                ("1:2", "pass", "pass", "pass"), bazaar=("6:6", "0:6")),
        Example("B3", "bergen", _h("0:6 5:5", "1:4 3:3", "1:1 4:5"),
                ("0:6", "pass", "pass", "pass"), bazaar=("6:6", "0:5")),
    ),
    "osel": (
        Example("O1", "osel", _h("1:1 1:5 4:4 5:5 6:6", "1:4 1:6 0:2 2:3 3:5"),
                ("1:1", "1:4<", "1:5>", "1:6^", "4:4<+5:5>+6:6^"), bazaar=("0:0", "2:2"),
                lead=("1:1",)),
        Example("O2", "osel", _h("1:1 1:3 0:5", "1:2 0:0 2:3 0:4", "3:6 4:4 5:5 0:6"),
                ("1:1", "1:2<", "draw", "draw", "0:1>", "1:3^", "0:0>", "3:6^", "0:5>"),
                bazaar=("4:6", "0:1", "2:5")),
        Example("O3", "osel", _h("2:5 0:0", "2:2 5:5 2:3"), ("2:5", "2:2<+5:5>")),
    ),
    "telephone": (
        Example("T1", "telephone", _h("5:5 3:5 3:3 2:2", "0:5 2:5 1:4 2:6"),
                ("5:5", "0:5>", "3:5<", "2:5^", "3:3<+2:2^")),
        Example("T2", "telephone", _h("6:6 0:1 1:1", "2:3 4:4 3:5"), ("6:6", "pass", "pass")),
    ),
    "general": (
        Example("G1", "general", _h("2:6 6:6", "0:1 4:5", "2:3 5:5", "1:4 3:3"),
                ("2:6", "pass", "2:3<", "3:3<", "6:6>")),
        Example("G2", "general", _h("1:2 0:2 1:4 5:5", "2:6 2:3 2:4 4:4", "6:6 3:5 3:3",
                                    "0:6 2:5 0:0"),
                ("1:2", "2:6>", "6:6>", "0:6>", "0:2>", "2:3>", "3:5>", "2:5>", "1:4<",
                 "2:4<")),
        Example("G3", "general", _h("0:3 4:4", "0:0 3:6 1:1", "0:5 5:6", "3:4 1:2"),
                ("0:0", "0:5>", "pass", "0:3<", "3:6<", "5:6<"), leader=1),
    ),
    "chvv": (
        Example("C1", "chvv", _h("1:1 2:3", "4:5 0:6"), ("1:1",)),
        Example("C2", "chvv", _C2, _C2_MOVES),
        Example("C3", "chvv", _C2, _C2_MOVES, fish=Fish.MAX_TAKES_ALL),
    ),
}
"""Every worked example of GAMES.md that has a table to draw, by preset (T3 is a rounding
function, no table)."""


def example_blocks(name: str) -> list[Para | Figure]:
    """The rule book's section of worked examples of game ``name`` (none: an empty list)."""
    examples = EXAMPLES.get(name, ())
    if not examples:
        return []
    out: list[Para | Figure] = [Para("head", html.escape(tr("example.head"))),
                                Para("text", html.escape(tr("example.partial")))]
    for number, example in enumerate(examples, 1):
        out += [_figure(example, number), Para("gap")]
    return out


def _player(seat: int) -> Person:
    """Seat ``seat`` as the examples call it: «Игрок 2», a masculine noun (ru, uk) that the
    moves' words agree with («Игрок 2 стучит»)."""
    return Person(tr("example.player", n=seat + 1), Gender.MALE)


def said_moves(example: Example) -> list[str]:
    """The example's moves as a person tells them, one sentence each: «Игрок 1 заходит с
    6–6», «Игрок 2 стучит», draws in a row said once with their count; where the ends
    count, their count after a tile, and the points a move scored."""
    r = example.start()
    counted = r.rules.score_in_play == ScoreInPlay.FIVES
    out: list[str] = []
    draws = 0  # the draws in a row of the seat that drew last
    for text in example.moves:
        before = ends_of(r)
        r = r.play(text)
        step = r.history()[-1]
        drawing = step.move.kind is MoveKind.DRAW
        again = drawing and draws > 0 and r.history()[-2].seat == step.seat
        draws = draws + 1 if again else int(drawing)
        said = move_said(step.move, _player(step.seat), before, count=draws or 1)
        if counted and step.move.is_placement:
            said = tr("example.count", move=said, count=r.board_count)
        if step.points:
            said = ntr("example.scores", step.points, move=said)
        if again:
            out[-1] = said
        else:
            out.append(said)
    return out


def said_ends(r: Round) -> str:
    """The open ends: «Открытые концы: 6, 4, 2, 3.»; where the ends are counted, an arm of
    the house still empty is named as counting nothing («3 — пустой конец дома, он не в
    счёт»: PT-W added the listed ends up and missed the count by the empty arm's 3)."""
    board, ends = r.board, r.open_ends or ()
    shown = ", ".join(str(e) for e in ends if e is not None)
    said = tr("example.ends", ends=shown)
    if r.rules.score_in_play != ScoreInPlay.FIVES:
        return said
    empty = [str(e) for i, e in enumerate(ends) if e is not None and board.arm_empty(i)]
    if not empty:
        return said
    return said + " " + ntr("example.ends_empty", len(empty), ends=listing(empty))


def said_written(r: Round) -> str | None:
    """What the round's end wrote, to whom: «Записано: игроку 1 — 25, игроку 2 — 0»,
    a pair by its two players; None while the round goes on."""
    outcome = r.outcome()
    if outcome is None:
        return None
    sides = ScoreSheet(r.rules, r.players).record_outcome(outcome).rows[-1].sides
    pairs = r.rules.sides(r.players) < r.players
    each = [tr("example.to_pair", a=i + 1, b=i + 3, points=_points(side)) if pairs
            else tr("example.to_player", n=i + 1, points=_points(side))
            for i, side in enumerate(sides)]
    return tr("example.written", list=", ".join(each))


def _points(side: SideRow) -> str:
    """A side's written points, with its two parts where both count: «25 (20 в игре + 5 за
    кон)» (PT-T: «Записано: 25» beside moves that scored 20 read as a wrong sum), and the
    points it remembered instead of writing («0 (запомнено 9)»)."""
    end = side.written - side.play
    said = tr("example.parts", points=side.written, play=side.play, end=end) \
        if side.play and end else str(side.written)
    # PT-W: Osel's «одни очки в памяти» showed only «игроку 2 — 0», not the 9 remembered
    return tr("example.held", points=said, held=side.held) if side.held else said


def said_left(r: Round) -> str | None:
    """The tiles left in hand at the round's end, whose the end's points are: «В руках
    осталось: у игрока 2 — 2–2 (4 очка)»; None while the round goes on or when every hand is empty."""
    if r.outcome() is None:
        return None
    each = [ntr("example.left_one", sum(t.pips for t in hand), name=seat + 1,
                tiles=", ".join(tile_words(t) for t in hand))
            for seat, hand in enumerate(r.hands) if hand]
    return tr("example.left", list="; ".join(each)) if each else None


def _figure(example: Example, number: int) -> Figure:
    """Example ``number`` of its game («Пример 2»: its key is ours, not the player's)."""
    r = example.round()
    head = html.escape(tr("example.number", n=number))
    words = [Para("text", f"<b>{head}.</b> " + html.escape(tr(f"example.{example.key.lower()}"))),
             Para("text", html.escape(sentences(said_moves(example)))),
             Para("text", html.escape(said_ends(r)))]
    for said in (said_left(r), said_written(r)):
        if said is not None:
            words.append(Para("text", html.escape(said)))
    return Figure(Position.of(r), tuple(words))
