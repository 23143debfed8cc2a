"""``Match``: rounds until there is a goat (or a winner); immutable, JSON-able, resumable.

>>> import random
>>> from rules.bots import find_bot
>>> from rules.config import find_preset
>>> m = Match.start(find_preset("kozel"), 4, seed=7)
>>> m = play_match(m, [find_bot("heaviest")] * 4, random.Random(1))
>>> m.is_over, m.goat is not None
(True, True)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import Any, Protocol

from rules.config import BadData, NextLead, Rules
from rules.moves import IllegalMove, Move
from rules.records import OutcomeKind
from rules.round import Outcome, Round
from rules.scoring import Entry, EntryKind, ScoreSheet
from rules.scoring_entry import outcome_entry
from rules.views import SeatView

__all__ = ["MATCH_FORMAT", "Match", "next_leader", "play_match", "play_round"]

MATCH_FORMAT = 1
"""Version of the JSON form of ``Match``."""

RngState = tuple[Any, ...]


class Player(Protocol):
    """Whoever chooses a seat's moves from its view (every ``rules.bots`` bot is one)."""

    def choose(self, view: SeatView, rng: random.Random) -> Move:
        """One of ``view.legal_moves()``."""
        ...


@dataclass(frozen=True, slots=True)
class Match:
    """A match: the current round, the score sheet and the dealing rng's state."""

    rules: Rules
    players: int
    round: Round
    sheet: ScoreSheet
    """The score sheet of the rounds recorded so far (immutable, shared, never copied)."""
    rng_state: RngState
    """``random.Random.getstate()`` after the current deal: the next deal continues from it."""
    number: int = 1
    """The current round's number, from 1."""
    finished: bool = False
    """Whether the match is decided (its last round recorded, or a player left)."""
    past: tuple[Round, ...] = ()
    """The finished rounds before the current one, oldest first (for replays and history)."""

    @classmethod
    def start(cls, rules: Rules, players: int, seed: int | random.Random) -> Match:
        """A new match: the first deal, led by the first-lead rules (§2.3)."""
        rules.check_players(players)
        rng = seed if isinstance(seed, random.Random) else random.Random(seed)
        first = Round.deal(rules, rng, players)
        return cls(rules, players, first, ScoreSheet(rules, players), rng.getstate())

    # -- reading -----------------------------------------------------------------

    @property
    def is_over(self) -> bool:
        """Whether the match is decided."""
        return self.sheet.is_over

    @property
    def goat(self) -> int | None:
        """The side that lost the match (Kozel), if decided."""
        return self.sheet.goat

    @property
    def winner(self) -> int | None:
        """The side that won the match, if there is one side that did."""
        return self.sheet.winner

    @property
    def rounds(self) -> tuple[Round, ...]:
        """Every round of the match so far, the current one last."""
        return (*self.past, self.round)

    def standing(self) -> ScoreSheet:
        """The sheet as the table shows it: with the current round written once it is over."""
        outcome = self.round.outcome()
        if outcome is None or self.finished:
            return self.sheet
        return self.sheet.record_outcome(outcome)

    def rating(self) -> list[int]:
        """Rating points per seat (team play: each partner gets the team's, §7.26, §8.39)."""
        return list(self.sheet.seat_ratings())

    # -- moving on -------------------------------------------------------------------

    def play(self, move: Move | str) -> Match:
        """The match after one move of the current round (``IllegalMove`` if not allowed)."""
        if self.finished:
            raise IllegalMove(f"{move}: the match is over")
        return replace(self, round=self.round.play(move))

    def timeout(self, seat: int) -> Match:
        """A seat's move clock ran out (§8.41): written on the sheet as warning or penalty."""
        if self.finished:
            raise ValueError("timeout: the match is over")
        sheet = self.sheet.timeout(seat)
        return replace(self, sheet=sheet, finished=sheet.is_over)

    def time_up(self) -> Match:
        """The match time ran out (§8.38): the match ends after this round (unless tied)."""
        if self.finished or self.sheet.time_up:
            return self
        return replace(self, sheet=self.sheet.with_time_up())

    def leave(self, seat: int) -> Match:
        """``seat`` left the match (§8.39): it is over now, scored as a leave."""
        if self.finished:
            raise ValueError("leave: the match is over")
        return replace(self, sheet=self.sheet.leave(seat), finished=True)

    def next_round(self) -> Match:
        """Record the finished round and, unless the match is decided, deal the next one."""
        outcome = self.round.outcome()
        if outcome is None:
            raise ValueError("next_round: the round is not over yet")
        if self.finished:
            raise ValueError("next_round: the match is over")
        sheet = self.sheet.record_outcome(outcome)
        if sheet.is_over:
            return replace(self, sheet=sheet, finished=True)
        rng = _rng_from(self.rng_state)
        leader = next_leader(self.rules, outcome, self.players)
        if sheet.rows[-1].void:  # dealt again, led by the same seat (GAMES.md §11.22)
            leader = self.round.leader
        deal = Round.deal(self.rules, rng, self.players, leader=leader,
                          first_writer=sheet.first_writer)
        return Match(self.rules, self.players, deal, sheet, rng.getstate(), self.number + 1,
                     past=(*self.past, self.round))

    # -- JSON -----------------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """Plain JSON-able data with a format version."""
        version, state, gauss = self.rng_state
        return {
            "format": MATCH_FORMAT,
            "players": self.players,
            "round": self.round.to_json(),
            "sheet": self.sheet.to_json(),
            "rng": [version, list(state), gauss],
            "number": self.number,
            "finished": self.finished,
            "past": [r.to_json() for r in self.past],
        }

    @classmethod
    def from_json(cls, data: Any) -> Match:
        """Rebuild from ``to_json`` data; ``BadData`` says what is wrong."""
        if not isinstance(data, dict):
            raise BadData("match: expected a JSON object")
        if data.get("format") != MATCH_FORMAT:
            raise BadData(f"match: unsupported format {data.get('format')!r}")
        sheet = ScoreSheet.from_json(data.get("sheet"))
        rnd = Round.from_json(data.get("round"))
        if rnd.rules != sheet.rules or not rnd.players == sheet.players == data.get("players"):
            raise BadData("match: the round and the score sheet disagree on rules or players")
        number, finished = data.get("number"), data.get("finished")
        if type(number) is not int or number < 1 or not isinstance(finished, bool):
            raise BadData("match: 'number' must be a round number and 'finished' a boolean")
        state = _rng_state_from_json(data.get("rng"))
        past = data.get("past", [])
        if not isinstance(past, list) or len(past) != number - 1:
            raise BadData("match: 'past' must list the rounds before the current one")
        rounds = tuple(Round.from_json(r) for r in past)
        m = cls(sheet.rules, sheet.players, rnd, sheet, state, number, finished, rounds)
        _check_consistent(m)
        return m

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Match):
            return NotImplemented
        return (self.rules, self.players, self.round, self.sheet, self.rng_state, self.number,
                self.finished, self.past) == (other.rules, other.players, other.round,
                                              other.sheet, other.rng_state, other.number,
                                              other.finished, other.past)

    __hash__ = None  # type: ignore[assignment]


def _check_consistent(m: Match) -> None:
    """The sheet records exactly the finished rounds, and ``finished`` says what it says."""
    if m.finished != m.sheet.is_over:
        raise BadData(f"match: 'finished' is {m.finished} but the sheet says the match is "
                      f"{'over' if m.sheet.is_over else 'not over'}")
    recorded = [e for e in m.sheet.entries if e.kind is EntryKind.ROUND]
    ended = list(m.past)
    if len(recorded) == len(ended) + 1 and m.finished:
        ended.append(m.round)  # the current round is recorded only as the match's last
    if len(recorded) != len(ended):
        raise BadData(f"match: the sheet has {len(recorded)} rounds, the match {len(ended)}")
    for i, (entry, r) in enumerate(zip(recorded, ended, strict=True)):
        o = r.outcome()
        if o is None or r.rules != m.rules:
            raise BadData(f"match: round {i + 1} is not finished or has other rules")
        if entry != _entry_of(m.players, o):
            raise BadData(f"match: the sheet's round {i + 1} is not what was played")



def _entry_of(players: int, o: Outcome) -> Entry:
    return outcome_entry(players, o)


def next_leader(rules: Rules, outcome: Outcome, players: int) -> int:
    """Who leads the next round (§2.4, §7.8): the winner or his partner; the fisherman."""
    if (outcome.kind == OutcomeKind.OUT and rules.next_lead == NextLead.WINNER_PARTNER
            and rules.teams and players == 4):
        return (outcome.by + 2) % 4
    return outcome.by


def play_round(r: Round, bots: Sequence[Player], rng: random.Random) -> Round:
    """Play ``r`` to its end with one bot a seat; each bot sees only its seat's view."""
    while r.outcome() is None:
        seat = r.to_move
        r = r.play(bots[seat].choose(r.view(seat), rng))
    return r


def play_match(
    m: Match,
    bots: Sequence[Player],
    rng: random.Random,
    on_round: Callable[[Match], None] | None = None,
) -> Match:
    """Play ``m`` to its end with bots; ``on_round`` sees each finished round before it is recorded."""
    while not m.finished:
        m = replace(m, round=play_round(m.round, bots, rng))
        if on_round is not None:
            on_round(m)
        m = m.next_round()
    return m


def _rng_from(state: RngState) -> random.Random:
    rng = random.Random()
    rng.setstate(state)
    return rng


def _rng_state_from_json(data: Any) -> RngState:
    """The dealing rng's state, every word checked (a Mersenne Twister: 624 words and a
    position, each a 32-bit unsigned number)."""
    if not (isinstance(data, list) and len(data) == 3):
        raise BadData("match: 'rng' must be [version, state, gauss]")
    version, state, gauss = data
    if not (isinstance(state, list) and len(state) == 625
            and all(type(w) is int and 0 <= w < 2**32 for w in state) and state[-1] <= 624):
        raise BadData("match: the rng state must be 625 whole numbers 0 .. 2**32 - 1")
    if version != 3 or not (gauss is None or type(gauss) is float):
        raise BadData("match: the rng state must be of version 3")
    out: RngState = (version, tuple(state), gauss)
    try:
        random.Random().setstate(out)
    except (TypeError, ValueError, OverflowError) as exc:
        raise BadData(f"match: cannot read the rng state: {exc}") from None
    return out
