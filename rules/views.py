"""``SeatView``: all that one seat may know of a round; all a bot ever sees.

A view holds the seat's own tiles, how many tiles each other seat and the
bazaar hold, the line, and the public history (who played what, who drew,
who knocked).  The tiles other seats drew stay hidden until the round ends,
when every hand is shown, as at a real table.  ``Round.view(seat)`` makes one;
its legal moves come from the same move rules (``rules.legal``) as the round's.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from rules.board import NO_BOARD, Board, apply, count, in_play, of_table
from rules.config import BadData, Rules, ScoreInPlay
from rules.legal import cache_for, can_draw, drawable, four_way_moves, opening_moves, turn_moves
from rules.moves import Move, MoveKind
from rules.position import Position, parse_start, start_text
from rules.records import Outcome, OutcomeKind, Placed, Start, Step, Table, build_table
from rules.redeal import RedealReason
from rules.tiles import Tile, mask_of, parse_tiles, tiles_of
from rules.view_position import view_from_position

__all__ = ["VIEW_FORMAT", "SeatView"]

VIEW_FORMAT = 1
"""Version of the JSON form of ``SeatView``."""


@dataclass(frozen=True, slots=True)
class SeatView:
    """What ``seat`` knows: its hand, counts of the others, the line, the public history."""

    rules: Rules
    players: int
    seat: int
    hand: tuple[Tile, ...]
    hand_sizes: tuple[int, ...]
    bazaar_size: int
    ends: tuple[int, int] | None
    to_move: int
    leader: int
    history: tuple[Step, ...]
    lead_options: tuple[Tile, ...]
    """Tiles this seat may lead now (empty unless it leads now)."""
    offer: int | None
    has_drawn: bool
    knocks: int
    outcome: Outcome | None
    lots: tuple[Tile, ...] = ()
    redeals: tuple[tuple[int, RedealReason], ...] = ()
    start: Start | None = None
    """The line already on the table when the round was set up from a position text."""
    hundred: int | None = None
    """The seat that led 6:6 as a hundred move, if the lead was one."""
    board: Board | None = field(default=None, compare=False, repr=False)
    """The open ends on every arm (``rules.board``); worked out from the history when not
    given, where the rules need more than ``ends`` (a spinner, points in play)."""

    def __post_init__(self) -> None:
        rules = self.rules
        if self.board is None and (rules.is_spinner or rules.score_in_play != ScoreInPlay.NONE):
            board, history = _replay(rules, self.start, self.history)
            object.__setattr__(self, "board", board)
            object.__setattr__(self, "history", history)

    # -- derived ------------------------------------------------------------

    @property
    def hand_mask(self) -> int:
        """This seat's tiles as a bitmask."""
        return mask_of(self.hand)

    @property
    def drawable(self) -> int:
        """Bazaar tiles that may still be drawn."""
        return drawable(self.rules, self.bazaar_size)

    @property
    def line(self) -> tuple[Placed, ...]:
        """The tiles of the line, left to right, oriented (the spinner among them)."""
        return self.table_layout().line

    @property
    def lead_index(self) -> int:
        """Index in ``line`` of the tile that was led."""
        return self.table_layout().lead_index

    def table_layout(self) -> Table:
        """The tiles on the table as they lie: the line, the arms, the spinner."""
        return build_table(self.history, self.start, self.rules.is_spinner)

    @property
    def branches(self) -> tuple[tuple[Placed, ...], tuple[Placed, ...]]:
        """The up and down arms, each from the spinner outward."""
        return self.table_layout().branches

    @property
    def open_ends(self) -> tuple[int | None, int | None, int | None, int | None] | None:
        """``(left, right, up, down)``, None for an arm not open; None before the lead."""
        if self.board is not None:
            return self.board.open_ends
        return None if self.ends is None else (*self.ends, None, None)

    @property
    def spinner(self) -> Tile | None:
        """The spinner, or None."""
        return None if self.board is None else self.board.spinner_tile

    @property
    def board_count(self) -> int:
        """The count of GAMES.md §0 (the ends' numbers, open doubles twice)."""
        board = self.board
        if board is None:
            t = self.table_layout()
            board = NO_BOARD if not t.line else of_table(
                self.rules, Start(t.line, t.lead_index, (), -1, None, t.spinner, t.branches))
        return count(board, self.table_mask.bit_count())

    @property
    def play_points(self) -> tuple[int, ...]:
        """Points each seat scored in play so far this round."""
        pts = list(self.start.points) if self.start is not None and self.start.points else [0] * self.players
        for step in self.history:
            pts[step.seat] += step.points
        return tuple(pts)

    @property
    def knocked_on(self) -> tuple[tuple[frozenset[int], ...], ...]:
        """For each seat, the open end numbers it faced at each of its knocks and draws
        (GAMES.md §11.27): it holds none of them then."""
        out: list[list[frozenset[int]]] = [[] for _ in range(self.players)]
        for ends, step in self.ends_before():
            if step.move.kind in (MoveKind.DRAW, MoveKind.PASS):
                out[step.seat].append(frozenset(ends))
        return tuple(tuple(k) for k in out)

    def ends_before(self) -> tuple[tuple[tuple[int, ...], Step], ...]:
        """Each step of the history with the numbers the open ends showed before it (an
        empty tuple before the lead)."""
        return tuple((tuple(v for v in board.ends if v >= 0), step)
                     for board, step in zip(self._boards_before(), self.history, strict=True))

    def open_ends_before(self) -> tuple[tuple[int | None, int | None, int | None, int | None]
                                        | None, ...]:
        """The open ends before each step of the history, as ``open_ends`` (None before the
        lead): where a move's words find the end it went to."""
        return tuple(board.open_ends for board in self._boards_before())

    def boards_before(self) -> tuple[Board, ...]:
        """The board (open ends, the tiles at them, the spinner) before each step of the
        history: what a seat faced when it moved (the bots' evidence reads it)."""
        return tuple(self._boards_before())

    def _boards_before(self) -> list[Board]:
        board = NO_BOARD if self.start is None else of_table(self.rules, self.start)
        out = []
        for step in self.history:
            out.append(board)
            if step.move.is_placement:
                board = apply(self.rules, board, step.move)
        return out

    def ends_after(self, move: Move) -> tuple[int, ...]:
        """The numbers the open ends would show after a placement ``move``."""
        board = self.board
        if board is None:
            board = NO_BOARD if self.ends is None else Board((*self.ends, -1, -1), (-1,) * 4)
        return tuple(v for v in apply(self.rules, board, move).ends if v >= 0)

    @property
    def table(self) -> tuple[Tile, ...]:
        """Tiles on the table, in index order."""
        return tiles_of(self.table_mask)

    @property
    def table_mask(self) -> int:
        """Tiles on the table as a bitmask."""
        mask = 0 if self.start is None else mask_of(p.tile for p in self.start.line)
        return mask | sum(t.bit for s in self.history for t in s.move.tiles)

    @property
    def last_placer(self) -> int | None:
        """The seat that placed the last tile."""
        for step in reversed(self.history):
            if step.move.is_placement:
                return step.seat
        return None if self.start is None else self.start.last_seat

    @property
    def partner(self) -> int | None:
        """The partner's seat in team play."""
        return (self.seat + 2) % 4 if self.rules.teams and self.players == 4 else None

    def can_draw(self) -> bool:
        """Whether this seat, on move, may draw."""
        return can_draw(self.rules, self.bazaar_size, self.has_drawn)

    def legal_moves(self) -> tuple[Move, ...]:
        """This seat's legal moves; empty when it is not this seat's turn."""
        if self.outcome is not None or self.to_move != self.seat:
            return ()
        if self.ends is None:
            lead = mask_of(self.lead_options)
            return opening_moves(self.rules, self.hand_mask, lead, self.offer is not None)
        if self.board is not None and self.rules.is_spinner:
            return four_way_moves(self.rules, cache_for(self.rules), self.hand_mask,
                                  self.board.ends, self.bazaar_size, self.has_drawn)
        left, right = self.ends
        return turn_moves(self.rules, cache_for(self.rules), self.hand_mask, left, right,
                          self.bazaar_size, self.has_drawn)

    # -- position text ---------------------------------------------------------

    def position(self) -> Position:
        """What this seat knows as a ``Position`` (others' tiles and the bazaar hidden)."""
        o = self.outcome
        hands = o.hands if o is not None else tuple(
            self.hand if s == self.seat else self.hand_sizes[s] for s in range(self.players))
        t = self.table_layout()
        last: tuple[Tile, ...] = ()
        for step in reversed(self.history):
            if step.move.is_placement:
                last = step.move.tiles
                break
        else:
            last = () if self.start is None else self.start.last
        lead = None
        if self.lead_options and mask_of(self.lead_options) != self.hand_mask:
            lead = self.lead_options
        pts = self.play_points
        return Position(hands, self.bazaar_size, t.line, t.lead_index, self.leader, self.to_move,
                        lead, self.offer, self.knocks, self.has_drawn, last, self.last_placer,
                        self.hundred, self.seat, t.spinner, t.branches, pts if any(pts) else ())

    @classmethod
    def from_position(cls, text: str, rules: Rules) -> SeatView:
        """The view a seat's position text describes (``str(view.position())``)."""
        return cls(*view_from_position(text, rules))

    # -- JSON ---------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """Plain JSON-able data with a format version."""
        o = self.outcome
        data = {
            "format": VIEW_FORMAT,
            "rules": self.rules.to_json(),
            "players": self.players,
            "seat": self.seat,
            "hand": [str(t) for t in self.hand],
            "hand_sizes": list(self.hand_sizes),
            "bazaar_size": self.bazaar_size,
            "ends": None if self.ends is None else list(self.ends),
            "to_move": self.to_move,
            "leader": self.leader,
            "history": [_step_json(s) for s in self.history],
            "lead_options": [str(t) for t in self.lead_options],
            "offer": self.offer,
            "has_drawn": self.has_drawn,
            "knocks": self.knocks,
            "outcome": None if o is None else outcome_json(o),
            "lots": [str(t) for t in self.lots],
            "redeals": [[seat, why.value] for seat, why in self.redeals],
        }
        if self.start is not None:
            data["start"] = start_text(self.start)
        if self.hundred is not None:
            data["hundred"] = self.hundred
        return data

    @classmethod
    def from_json(cls, data: Any) -> SeatView:
        """Rebuild from ``to_json`` data; ``BadData`` with the reason if wrong."""
        if not isinstance(data, dict) or data.get("format") != VIEW_FORMAT:
            raise BadData("view: not a seat view of a known format")
        try:
            return _view_from_json(data)
        except (KeyError, TypeError, IndexError) as exc:
            raise BadData(f"view: cannot read: {exc!r}") from None
        except ValueError as exc:
            raise BadData(f"view: {exc}") from None


def _view_from_json(data: dict[str, Any]) -> SeatView:
    rules = Rules.from_json(data["rules"])
    players, seat = _int(data, "players"), _int(data, "seat")
    if not 2 <= players <= 4 or not 0 <= seat < players:
        raise ValueError(f"players/seat: seat {seat} among {players}")
    ends = data["ends"]
    if ends is not None and not (isinstance(ends, list) and len(ends) == 2
                                 and all(type(e) is int and 0 <= e <= 6 for e in ends)):
        raise ValueError(f"ends: two numbers 0..6 or null, not {ends!r}")
    sizes = tuple(_ints(data, "hand_sizes"))
    if len(sizes) != players:
        raise ValueError(f"hand_sizes: {len(sizes)} sizes for {players} players")
    start = None if "start" not in data else parse_start(data["start"])
    return SeatView(
        rules, players, seat, _tiles(data, "hand"), sizes, _int(data, "bazaar_size"),
        None if ends is None else (ends[0], ends[1]), _seat(data, "to_move", players),
        _seat(data, "leader", players), tuple(_step_from_json(s, players) for s in data["history"]),
        _tiles(data, "lead_options"), _optional_seat(data, "offer", players),
        _bool(data, "has_drawn"), _int(data, "knocks"),
        None if data["outcome"] is None else outcome_from_json(data["outcome"], players),
        _tiles(data, "lots"), tuple(_redeal(r, players) for r in data["redeals"]), start,
        _optional_seat(data, "hundred", players),
    )


def _replay(rules: Rules, start: Start | None,
            steps: tuple[Step, ...]) -> tuple[Board, tuple[Step, ...]]:
    """The board after ``steps`` and the steps with the points each scored in play."""
    board = NO_BOARD if start is None else of_table(rules, start)
    tiles = 0 if start is None else len(start.line) + sum(map(len, start.branches))
    out = []
    for step in steps:
        move = step.move
        if move.is_placement:
            board = apply(rules, board, move)
            tiles += len(move.tiles)
            step = replace(step, points=in_play(rules, board, tiles, move.kind is MoveKind.LEAD))
        out.append(step)
    return board, tuple(out)


def _int(data: dict[str, Any], key: str) -> int:
    value = data[key]
    if type(value) is not int or value < 0:
        raise ValueError(f"{key}: expected a whole number, not {value!r}")
    return value


def _ints(data: dict[str, Any], key: str) -> list[int]:
    values = data[key]
    if not isinstance(values, list) or not all(type(v) is int and v >= 0 for v in values):
        raise ValueError(f"{key}: expected whole numbers, not {values!r}")
    return values


def _seat(data: dict[str, Any], key: str, players: int) -> int:
    value = _int(data, key)
    if value >= players:
        raise ValueError(f"{key}: no seat {value} among {players}")
    return value


def _optional_seat(data: dict[str, Any], key: str, players: int) -> int | None:
    return None if data.get(key) is None else _seat(data, key, players)


def _bool(data: dict[str, Any], key: str) -> bool:
    value = data[key]
    if not isinstance(value, bool):
        raise ValueError(f"{key}: expected true or false, not {value!r}")
    return value


def _tiles(data: dict[str, Any], key: str) -> tuple[Tile, ...]:
    value = data[key]
    if not isinstance(value, list) or not all(isinstance(t, str) for t in value):
        raise ValueError(f"{key}: expected a list of tiles, not {value!r}")
    return parse_tiles(value)


def _redeal(item: Any, players: int) -> tuple[int, RedealReason]:
    if not (isinstance(item, list) and len(item) == 2 and type(item[0]) is int
            and 0 <= item[0] < players):
        raise ValueError(f"redeals: [seat, reason], not {item!r}")
    return item[0], RedealReason(item[1])


def _step_json(step: Step) -> list[Any]:
    out: list[Any] = [step.seat, str(step.move)]
    if step.drawn is not None:
        out.append(str(step.drawn))
    return out


def _step_from_json(data: Any, players: int) -> Step:
    if not (isinstance(data, list) and len(data) in (2, 3) and type(data[0]) is int
            and 0 <= data[0] < players):
        raise ValueError(f"history: a step is [seat, move] or [seat, 'draw', tile], not {data!r}")
    move = Move.parse(data[1])
    drawn = None
    if len(data) == 3:
        if move.kind is not MoveKind.DRAW or not isinstance(data[2], str):
            raise ValueError(f"history: only a draw names a tile, not {data!r}")
        drawn = Tile.parse(data[2])
    return Step(data[0], move, drawn)



def outcome_json(o: Outcome) -> dict[str, Any]:
    """An ``Outcome`` as plain JSON-able data."""
    return {
        "kind": o.kind.value, "by": o.by, "hands": [[str(t) for t in h] for h in o.hands],
        "blocked": o.blocked, "lead": None if o.lead is None else str(o.lead),
        "last": [str(t) for t in o.last], "hundred": o.hundred,
        **({"play_points": list(o.play_points)} if o.play_points else {}),
    }


def outcome_from_json(data: Any, players: int) -> Outcome:
    """Read back ``outcome_json`` data; ``ValueError`` naming what is wrong."""
    if not isinstance(data, dict):
        raise ValueError(f"outcome: expected an object, not {data!r}")
    kind = OutcomeKind(data["kind"])
    hands = data["hands"]
    if not isinstance(hands, list) or len(hands) != players:
        raise ValueError(f"outcome: hands: {players} lists of tiles, not {hands!r}")
    lead = data["lead"]
    pts = tuple(_ints(data, "play_points")) if "play_points" in data else ()
    if pts and len(pts) != players:
        raise ValueError(f"outcome: play_points: {players} numbers, not {list(pts)!r}")
    return Outcome(
        kind, _seat(data, "by", players), tuple(_tiles({"h": h}, "h") for h in hands),
        _bool(data, "blocked"), None if lead is None else Tile.parse(lead),
        _tiles(data, "last"), _optional_seat(data, "hundred", players), pts,
    )
