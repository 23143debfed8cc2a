"""``ScoreSheet``: the running accounts of a match, one recorded round at a time.

>>> from rules.config import find_preset
>>> sheet = ScoreSheet(find_preset("kozel"), players=4)
>>> row = sheet.record(hands=[[], ["1:2"], ["6:5", "1:1"], ["2:3"]], ended="out", by=0)
>>> sheet.score, sheet.remembered, sheet.carry
([0, 0, 13, 0], [0, 3, 0, 5], 0)
>>> [s.claim for s in row.sides]
[None, 3, 13, 5]
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from rules.config import BadData, Rules
from rules.hands import double_bonus, hand_value, rating_points, side_sums
from rules.scoring_entry import Entry, entry_from_json, entry_to_json
from rules.scoring_goat import Facts, Instant, goat_claims, instant_result
from rules.scoring_points import points_award

__all__ = ["SHEET_FORMAT", "Entry", "Row", "ScoreSheet", "SideRow"]

SHEET_FORMAT = 1
"""Version of the JSON form of ``ScoreSheet``."""


@dataclass(frozen=True, slots=True)
class SideRow:
    """One side's line of a row: before, this round, after."""

    before: int
    before_remembered: int
    before_open: bool
    points: int
    """The side's points in hand this round (0 for the side that went out)."""
    claim: int | None
    """What the rules gave this side to write this round (bonus included), None if nothing."""
    bonus: int
    written: int
    """Points written this round, remembered points released by opening included, eggs not."""
    held: int
    """Points added to the remembered ones (account not open)."""
    eggs: int
    penalty: int
    wiped: bool
    after: int
    after_remembered: int
    after_open: bool


@dataclass(frozen=True, slots=True)
class Row:
    """One line of the paper score sheet: a round (or a clock timeout) and its facts."""

    index: int
    kind: str
    """``"out"``, ``"fish"`` or ``"clock"``."""
    by: int
    """The seat that went out, made the fish, or ran out of time."""
    sides: tuple[SideRow, ...]
    carry_before: int
    carry_after: int
    draw: bool = False
    """A tied fish (points-good: nobody scores; goat: the sum is carried)."""
    instant: str | None = None
    """A sea-goat result that decided the match (see ``rules.scoring_goat.Instant``)."""
    warning: bool = False
    """A clock timeout that only drew a warning."""


class ScoreSheet:
    """The accounts of one match: scores, remembered points, eggs, the goat or winner."""

    def __init__(self, rules: Rules, players: int) -> None:
        rules.check_players(players)
        self.rules = rules
        self.players = players
        sides = rules.sides(players)
        self.score = [0] * sides
        self.remembered = [0] * sides
        self.opened = [rules.open_at == 0 or not rules.is_goat] * sides
        self.carry = 0
        self.first_writer: int | None = None
        self.warned = [False] * sides
        self.goat: int | None = None
        self.winner: int | None = None
        self.instant: str | None = None
        self.rows: tuple[Row, ...] = ()
        self.entries: tuple[Entry, ...] = ()

    # -- reading ------------------------------------------------------------

    @property
    def sides(self) -> int:
        """Number of scoring sides (seats, or 2 teams)."""
        return len(self.score)

    @property
    def is_over(self) -> bool:
        """Whether the match is decided."""
        return self.goat is not None or self.winner is not None

    def side_of(self, seat: int) -> int:
        """The side a seat scores for."""
        return self.rules.side_of(seat, self.players)

    def rating(self) -> list[int]:
        """Rating points per side (§4, §7.26): the goat 0, others by their written score."""
        if not self.rules.is_goat:
            return [10 if s == self.winner else 0 for s in range(self.sides)]
        if not self.is_over:
            return [0] * self.sides
        if self.goat is None:  # an instant win with more than two sides: all others lost
            return [rating_points(p) if s == self.winner else 0 for s, p in enumerate(self.score)]
        return [0 if s == self.goat else rating_points(p) for s, p in enumerate(self.score)]

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
    ) -> Row:
        """Write one finished round (its hands, or per-seat ``points`` typed in); returns its row."""
        entry = Entry.make(self.players, hands=hands, ended=ended, by=by, lead=lead,
                           last=last, hundred=hundred, points=points)
        return self.add(entry)

    def record_outcome(self, outcome: Any) -> Row:
        """Write a round from a ``rules.round.Outcome``."""
        return self.record(hands=outcome.hands, ended=outcome.kind, by=outcome.by,
                           lead=outcome.lead, last=outcome.last, hundred=outcome.hundred)

    def timeout(self, seat: int) -> Row:
        """A seat let its move clock run out (§7.30): a warning first, then a penalty."""
        return self.add(Entry.clock(self.players, seat))

    def add(self, entry: Entry) -> Row:
        """Apply one entry (a round or a timeout); returns its row."""
        if self.is_over:
            raise ValueError("record: the match is already over")
        row = self._apply_clock(entry) if entry.kind == "clock" else self._apply_round(entry)
        self.rows += (row,)
        self.entries += (entry,)
        return row

    # -- rebuilding, copies, JSON ------------------------------------------------

    @classmethod
    def from_entries(cls, rules: Rules, players: int, entries: Iterable[Entry]) -> ScoreSheet:
        """A sheet rebuilt by replaying entries (the score pad edits earlier rounds so)."""
        sheet = cls(rules, players)
        for entry in entries:
            sheet.add(entry)
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

    def copy(self) -> ScoreSheet:
        """An independent copy."""
        new = ScoreSheet.__new__(ScoreSheet)
        new.__dict__.update(self.__dict__)
        for name in ("score", "remembered", "opened", "warned"):
            setattr(new, name, list(getattr(self, name)))
        return new

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
        except (ValueError, TypeError, KeyError, IndexError) as exc:
            raise BadData(f"score sheet: {exc}") from None

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, ScoreSheet):
            return NotImplemented
        return self.to_json() == other.to_json()

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (f"<ScoreSheet {self.rules.name} score={self.score} "
                f"remembered={self.remembered} carry={self.carry} goat={self.goat} "
                f"winner={self.winner}>")

    # -- the arithmetic -------------------------------------------------------------

    def _facts(self, e: Entry) -> Facts:
        rules = self.rules
        if e.hands is not None:
            values = tuple(hand_value(rules, h) for h in e.hands)
        else:
            assert e.points is not None
            values = e.points
        if e.ended == "out":
            values = tuple(0 if s == e.by else v for s, v in enumerate(values))
        bonus = double_bonus(rules, e.ended, e.lead, e.last)
        return Facts(e.ended, e.by, values, tuple(side_sums(rules, values)), self.side_of(e.by),
                     bonus, e.lead, e.last, e.hundred)

    def _apply_round(self, e: Entry) -> Row:
        f = self._facts(e)
        carry_before = self.carry
        if self.rules.is_goat:
            sides, draw, instant = self._goat_round(f)
        else:
            sides, instant = self._points_round(f), None
            draw = not any(s.claim for s in sides)
        self._settle(instant)
        rows = tuple(replace(s, after=self.score[i], after_remembered=self.remembered[i],
                             after_open=self.opened[i]) for i, s in enumerate(sides))
        return Row(len(self.rows), e.ended, e.by, rows, carry_before, self.carry, draw,
                   None if instant is None else instant.why)

    def _side_row(self, side: int, f: Facts, claim: int | None) -> SideRow:
        return SideRow(self.score[side], self.remembered[side], self.opened[side],
                       f.points[side], claim, f.bonus if claim is not None else 0, 0, 0, 0, 0,
                       False, 0, 0, False)

    def _goat_round(self, f: Facts) -> tuple[list[SideRow], bool, Instant | None]:
        claims = goat_claims(self.rules, f)
        rows = [self._side_row(s, f, claims.amounts.get(s)) for s in range(self.sides)]
        written = [0] * self.sides
        for side, amount in claims.amounts.items():
            written[side], held = self._open_or_hold(side, amount)
            rows[side] = replace(rows[side], written=written[side], held=held)
        for side in claims.wipe:
            rows[side] = replace(rows[side], wiped=self.remembered[side] > 0)
            self.remembered[side] = 0
        self.carry += claims.carried
        eggs_to = self._eggs_taker(written) if not claims.carried else None
        if eggs_to is not None:
            rows[eggs_to] = replace(rows[eggs_to], eggs=self.carry)
            self.score[eggs_to] += self.carry
            self.carry = 0
        for side, amount in enumerate(written):
            self.score[side] += amount
        return rows, bool(claims.carried), instant_result(self.rules, f, self.sides)

    def _open_or_hold(self, side: int, amount: int) -> tuple[int, int]:
        """The opening rule: (written, held) for a side given ``amount`` this round."""
        if self.opened[side]:
            return amount, 0
        if amount >= self.rules.open_at:
            self.opened[side] = True
            # Sides opening in the same round: the lower index is the first writer.
            if self.first_writer is None:
                self.first_writer = side
            released, self.remembered[side] = self.remembered[side], 0
            return amount + released, 0
        self.remembered[side] += amount
        return 0, amount

    def _eggs_taker(self, written: list[int]) -> int | None:
        """The side that writes the most this round, if unique and positive (§7.20)."""
        if not self.carry:
            return None
        top = max(written)
        if top <= 0 or written.count(top) > 1:
            return None
        return written.index(top)

    def _points_round(self, f: Facts) -> list[SideRow]:
        award = points_award(self.rules, f)
        rows = []
        for side in range(self.sides):
            amount = award.get(side)
            rows.append(replace(self._side_row(side, f, amount), written=amount or 0))
            self.score[side] += amount or 0
        return rows

    def _apply_clock(self, e: Entry) -> Row:
        side = self.side_of(e.by)
        sides = [self._side_row(s, _NO_FACTS[self.sides], None) for s in range(self.sides)]
        warning = not self.warned[side]
        self.warned[side] = True
        if not warning:
            # A penalty always hurts: it adds where points are bad, deducts where good.
            sign = 1 if self.rules.is_goat else -1
            self.score[side] += sign * self.rules.clock_penalty
            sides[side] = replace(sides[side], penalty=sign * self.rules.clock_penalty)
        self._settle(None)
        rows = tuple(replace(s, after=self.score[i], after_remembered=self.remembered[i],
                             after_open=self.opened[i]) for i, s in enumerate(sides))
        return Row(len(self.rows), "clock", e.by, rows, self.carry, self.carry,
                   warning=warning)

    def _settle(self, instant: Instant | None) -> None:
        """Decide the match after an entry: an instant result, the goat, or the winner."""
        if instant is not None:
            self.instant = instant.why
            self.goat, self.winner = instant.goat, instant.winner
            return
        if self.rules.is_goat:
            self._settle_goat()
        else:
            self._settle_target()

    def _settle_goat(self) -> None:
        limit = self.rules.goat_at
        over = [s for s, p in enumerate(self.score) if p >= limit]
        if not over:
            return
        # The higher total is the goat; equal totals: the lower index (§7.23).
        self.goat = min(over, key=lambda s: (-self.score[s], s))
        if self.sides == 2:
            self.winner = 1 - self.goat

    def _settle_target(self) -> None:
        best = max(self.score)
        if best >= self.rules.target and self.score.count(best) == 1:
            self.winner = self.score.index(best)


_NO_FACTS = {n: Facts("clock", 0, (0,) * n, (0,) * n, 0) for n in (2, 3, 4)}
