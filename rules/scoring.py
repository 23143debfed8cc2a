"""``ScoreSheet``: the accounts of a match, an immutable fold of its entries.

Each entry (a finished round, a move clock that ran out, the match time, a leaver) is
scored by the pure functions of ``rules.scoring_round``; ``record`` returns a new sheet.

>>> from rules.config import find_preset
>>> sheet = ScoreSheet(find_preset("kozel"), players=4)
>>> sheet = sheet.record(hands=[[], ["1:2"], ["6:5", "1:1"], ["2:3"]], ended="out", by=0)
>>> sheet.score, sheet.remembered, sheet.carry
((0, 0, 13, 0), (0, 3, 0, 5), 0)
>>> [s.claim for s in sheet.rows[-1].sides]
[None, 3, 13, 5]
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from rules.config import BadData, Rules, ScoreInPlay
from rules.hands import SIX_SIX, lowest_double, mask_value
from rules.records import Outcome, OutcomeKind
from rules.scored import scored_seats
from rules.scoring_entry import Entry, EntryKind, entry_from_json, entry_to_json, outcome_entry
from rules.scoring_goat import InstantKind
from rules.scoring_round import (
    Accounts,
    RoundFacts,
    Row,
    RowKind,
    SideRow,
    ratings,
    score_clock,
    score_leave,
    score_round,
    score_time,
    side_sums,
)
from rules.tiles import mask_of

__all__ = ["SHEET_FORMAT", "Entry", "EntryKind", "Row", "RowKind", "ScoreSheet", "SideRow"]

SHEET_FORMAT = 1
"""Version of the JSON form of ``ScoreSheet``."""


class ScoreSheet:
    """The accounts of one match: scores, remembered points, eggs, the goat or winner.

    Immutable: ``record``, ``timeout``, ``time_up``, ``leave`` and ``add`` return a new sheet.
    """

    __slots__ = ("_acc", "entries", "players", "rows", "rules")

    rules: Rules
    players: int
    entries: tuple[Entry, ...]
    rows: tuple[Row, ...]
    _acc: Accounts

    def __init__(self, rules: Rules, players: int) -> None:
        """The empty sheet of a match of ``players`` under ``rules``."""
        rules.check_players(players)
        self._set(rules, players, (), (), Accounts.start(rules, players))

    def _set(self, rules: Rules, players: int, entries: tuple[Entry, ...], rows: tuple[Row, ...],
             acc: Accounts) -> None:
        for name, value in (("rules", rules), ("players", players), ("entries", entries),
                            ("rows", rows), ("_acc", acc)):
            object.__setattr__(self, name, value)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("ScoreSheet is immutable: record() returns a new sheet")

    # -- reading ------------------------------------------------------------

    @property
    def score(self) -> tuple[int, ...]:
        """Points written per side."""
        return self._acc.score

    @property
    def remembered(self) -> tuple[int, ...]:
        """Points held per side while its account is not open."""
        return self._acc.remembered

    @property
    def opened(self) -> tuple[bool, ...]:
        """Whether each side's account is open."""
        return self._acc.opened

    @property
    def carry(self) -> int:
        """Eggs waiting for a later round."""
        return self._acc.carry

    @property
    def first_writer(self) -> int | None:
        """The first side that wrote points (offered the hundred move)."""
        return self._acc.first_writer

    @property
    def goat(self) -> int | None:
        """The side that lost the match (Kozel), if decided."""
        return self._acc.goat

    @property
    def winner(self) -> int | None:
        """The side that won the match, if one side did."""
        return self._acc.winner

    @property
    def instant(self) -> InstantKind | None:
        """The sea-goat result that decided the match, if any."""
        return self._acc.instant

    @property
    def left(self) -> int | None:
        """The seat that left the match, if one did."""
        return self._acc.left

    @property
    def time_up(self) -> bool:
        """Whether the match time ran out."""
        return self._acc.time_up

    @property
    def sides(self) -> int:
        """Number of scoring sides (seats, or 2 teams)."""
        return len(self._acc.score)

    @property
    def is_over(self) -> bool:
        """Whether the match is decided."""
        return self._acc.is_over

    @property
    def rounds(self) -> int:
        """Rounds recorded."""
        return sum(1 for e in self.entries if e.kind is EntryKind.ROUND)

    def side_of(self, seat: int) -> int:
        """The side a seat scores for."""
        return self.rules.side_of(seat, self.players)

    def in_play(self, play_points: Sequence[int]) -> tuple[tuple[int, int], ...]:
        """Per side, the points its seats scored in play in the round being played
        (``play_points`` per seat, as the round reports them; what that round's row will
        hold in ``SideRow.play``) and the side's score with them, as it stands so far."""
        play = side_sums(self.rules, tuple(play_points))
        return tuple((p, total + p) for p, total in zip(play, self.score, strict=True))

    def seat_ratings(self) -> tuple[int, ...]:
        """Rating points per seat (§4, §7.26, §8.39): 0 until the match is decided."""
        return ratings(self.rules, self.players, self._acc)

    def rating(self) -> list[int]:
        """Rating points per side (a leaver's side: the leaver's 0)."""
        by_seat = self.seat_ratings()
        out = [0] * self.sides
        for seat in reversed(range(self.players)):
            out[self.side_of(seat)] = by_seat[seat]
        return out

    # -- recording ------------------------------------------------------------

    def record(
        self,
        hands: Sequence[Sequence[Any]] | None = None,
        *,
        ended: str,
        by: int,
        lead: Any = None,
        last: Any = None,
        hundred: int | None = None,
        points: Sequence[int] | None = None,
        play_points: Sequence[int] | None = None,
    ) -> ScoreSheet:
        """The sheet with one finished round written (its hands, or per-seat ``points``);
        ``play_points``: per seat, the points scored in play."""
        return self.add(Entry.make(self.players, hands=hands, ended=ended, by=by, lead=lead,
                                   last=last, hundred=hundred, points=points,
                                   play_points=play_points))

    def record_outcome(self, outcome: Outcome) -> ScoreSheet:
        """The sheet with a ``rules.round.Outcome`` written (points in play included)."""
        return self.add(outcome_entry(self.players, outcome))

    def timeout(self, seat: int) -> ScoreSheet:
        """A seat let its move clock run out (§8.41): a warning first, then a penalty."""
        return self.add(Entry.clock(self.players, seat))

    def with_time_up(self) -> ScoreSheet:
        """The match time ran out (§8.38)."""
        return self.add(Entry.time_up())

    def leave(self, seat: int) -> ScoreSheet:
        """``seat`` left the match (§8.39); the match is over."""
        return self.add(Entry.leave(self.players, seat))

    def add(self, entry: Entry) -> ScoreSheet:
        """The sheet with one entry applied; ``ValueError`` if it cannot be."""
        if self.is_over:
            raise ValueError("record: the match is already over")
        row, acc = self._score(entry)
        new = object.__new__(ScoreSheet)
        new._set(self.rules, self.players, (*self.entries, entry), (*self.rows, row), acc)
        return new

    def _score(self, e: Entry) -> tuple[Row, Accounts]:
        index, acc = len(self.rows), self._acc
        if e.kind is EntryKind.CLOCK:
            return score_clock(self.rules, self.players, e.by, acc, index)
        if e.kind is EntryKind.LEAVE:
            return score_leave(e.by, self.sides, acc, index)
        if e.kind is EntryKind.TIME:
            if not self.rules.match_minutes or acc.time_up:
                raise ValueError("time: these rules have no match time, or it is up already")
            return score_time(acc, index)
        return score_round(self.rules, self.players, self._facts(e), acc, index)

    def _facts(self, e: Entry) -> RoundFacts:
        assert e.ended is not None
        if e.hundred is not None and not self.rules.hundred_move:
            raise ValueError(f"hundred: {self.rules.name} has no hundred move")
        if e.play and self.rules.score_in_play == ScoreInPlay.NONE:
            raise ValueError(f"play_points: {self.rules.name} scores nothing in play")
        doubles: tuple[int, ...] = ()
        if e.hands is not None:
            self._check_counted(e)
            if e.hundred is not None and SIX_SIX in e.hands[e.hundred]:
                raise ValueError("hundred: the seat that led 6:6 cannot still hold it")
            values = tuple(mask_value(self.rules, mask_of(h)) for h in e.hands)
            doubles = tuple(lowest_double(mask_of(h)) for h in e.hands)
        else:
            assert e.points is not None
            values = e.points
        if e.ended == OutcomeKind.OUT:
            values = tuple(0 if s == e.by else v for s, v in enumerate(values))
        return RoundFacts(e.ended, e.by, values, e.lead, e.last, e.hundred, e.play, doubles)

    def _check_counted(self, e: Entry) -> None:
        """Every hand the round's score depends on holds tiles (one that does not went out)."""
        assert e.hands is not None and e.ended is not None
        counted = scored_seats(self.rules, self.players, out=e.ended == OutcomeKind.OUT,
                               by=e.by, hundred=e.hundred)
        empty = [s for s in sorted(counted) if not e.hands[s]]
        if empty:
            raise ValueError(f"hands: seat {empty[0]} holds no tiles, so it went out: "
                             f"the round cannot have ended {e.ended}")

    # -- rebuilding, JSON ------------------------------------------------------

    @classmethod
    def from_entries(cls, rules: Rules, players: int, entries: Iterable[Entry]) -> ScoreSheet:
        """A sheet rebuilt by replaying entries (the score pad edits earlier rounds so)."""
        sheet = cls(rules, players)
        for entry in entries:
            sheet = sheet.add(entry)
        return sheet

    def edited(self, index: int, entry: Entry | None) -> ScoreSheet:
        """A new sheet with entry ``index`` replaced (or removed, if None), all recomputed."""
        entries = list(self.entries)
        if not 0 <= index < len(entries):
            raise IndexError(f"edited: no entry {index}")
        if entry is None:
            del entries[index]
        else:
            entries[index] = entry
        return ScoreSheet.from_entries(self.rules, self.players, entries)

    def to_json(self) -> dict[str, Any]:
        """Plain JSON-able data: the rules and the entries (everything else is recomputed)."""
        return {
            "format": SHEET_FORMAT,
            "rules": self.rules.to_json(),
            "players": self.players,
            "entries": [entry_to_json(e) for e in self.entries],
        }

    @classmethod
    def from_json(cls, data: Any) -> ScoreSheet:
        """Rebuild from ``to_json`` data; raises ``BadData`` with the reason."""
        if not isinstance(data, dict):
            raise BadData("score sheet: expected a JSON object")
        if data.get("format") != SHEET_FORMAT:
            raise BadData(f"score sheet: unsupported format {data.get('format')!r}")
        rules = Rules.from_json(data.get("rules"))
        players, raw = data.get("players"), data.get("entries")
        if type(players) is not int or not isinstance(raw, list):
            raise BadData("score sheet: 'players' must be a number and 'entries' a list")
        try:
            entries = [entry_from_json(players, e) for e in raw]
            return cls.from_entries(rules, players, entries)
        except ValueError as exc:
            raise BadData(f"score sheet: {exc}") from None

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ScoreSheet):
            return NotImplemented
        return (self.rules, self.players, self.entries) == (other.rules, other.players,
                                                            other.entries)

    def __hash__(self) -> int:
        return hash((self.rules, self.players, self.entries))

    def __repr__(self) -> str:
        return (f"<ScoreSheet {self.rules.name} score={list(self.score)} "
                f"remembered={list(self.remembered)} carry={self.carry} goat={self.goat} "
                f"winner={self.winner}>")
