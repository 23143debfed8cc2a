"""The match driver behind the table: no drawing, only rules, bots, autosave and the move log.

The table scene asks ``Session`` for the state, hands it the human's moves,
and polls it for bot moves, which are computed on a worker thread so the
window never freezes.  Each bot gets a ``random.Random`` derived from the
match seed, the round and the ply, so a seeded match replays exactly.
"""

from __future__ import annotations

import random
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from kozel_gui.options import MatchSetup
from rules import BadData, Move, Round, Rules, ScoreSheet
from rules.bots import find_bot

if TYPE_CHECKING:
    from kozel_gui.app import App

__all__ = ["AUTOSAVE", "AUTOSAVE_FORMAT", "RoundsMatch", "Session", "load_autosave", "match_class"]

AUTOSAVE = "autosave.json"
AUTOSAVE_FORMAT = 1


class MatchLike(Protocol):
    """What the session needs of a match (``rules.Match`` or ``RoundsMatch``)."""

    @property
    def round(self) -> Round: ...
    @property
    def sheet(self) -> ScoreSheet: ...
    @property
    def is_over(self) -> bool: ...
    def play(self, move: Move) -> Any: ...
    def next_round(self) -> Any: ...
    def to_json(self) -> dict[str, Any]: ...


@dataclass(frozen=True, slots=True)
class RoundsMatch:
    """A match as a row of rounds and a score sheet (used until ``rules.Match`` exists)."""

    rules: Rules
    players: int
    seed: int
    round: Round
    sheet: ScoreSheet
    done: tuple[Round, ...] = ()

    @classmethod
    def start(cls, rules: Rules, players: int, seed: int) -> RoundsMatch:
        """The first round of a new match."""
        first = Round.deal(rules, _deal_rng(seed, 1), players)
        return cls(rules, players, seed, first, ScoreSheet(rules, players))

    @property
    def number(self) -> int:
        """The current round's number, from 1."""
        return len(self.done) + 1

    @property
    def is_over(self) -> bool:
        """Whether the goat (or the winner) is known."""
        return self.sheet.is_over

    def rating(self) -> list[int]:
        """Rating points per side."""
        return self.sheet.rating()

    def play(self, move: Move) -> RoundsMatch:
        """The match after ``move``; a finished round is written into the sheet."""
        after = self.round.play(move)
        outcome = after.outcome()
        sheet = self.sheet
        if outcome is not None:
            sheet = sheet.copy()
            sheet.record_outcome(outcome)
        return RoundsMatch(self.rules, self.players, self.seed, after, sheet, self.done)

    def next_round(self) -> RoundsMatch:
        """Deal the next round; the one who went out (or the fisherman) leads."""
        outcome = self.round.outcome()
        if outcome is None or self.is_over:
            raise ValueError("next_round: the round is still on or the match is over")
        leader = outcome.by
        partner = self.rules.next_lead == "winner_partner" and self.rules.teams
        if partner and outcome.kind == "out" and self.players == 4:
            leader = (leader + 2) % 4
        number = self.number + 1
        first_writer = self.sheet.first_writer
        new = Round.deal(self.rules, _deal_rng(self.seed, number), self.players,
                         leader=leader, first_writer=first_writer)
        return RoundsMatch(self.rules, self.players, self.seed, new, self.sheet,
                           (*self.done, self.round))

    def to_json(self) -> dict[str, Any]:
        """Plain JSON-able data: the seed and every round's deal and moves."""
        return {"format": 1, "seed": self.seed, "players": self.players,
                "rules": self.rules.to_json(),
                "rounds": [r.to_json() for r in (*self.done, self.round)]}

    @classmethod
    def from_json(cls, data: Any) -> RoundsMatch:
        """Rebuild by replaying every round; ``BadData`` when anything is off."""
        if not isinstance(data, dict) or data.get("format") != 1:
            raise BadData("match: not a match of a known format")
        rounds = data.get("rounds")
        if not isinstance(rounds, list) or not rounds:
            raise BadData("match: 'rounds' must be a non-empty list")
        rules = Rules.from_json(data.get("rules"))
        try:
            played = [Round.from_json(r) for r in rounds]
            sheet = ScoreSheet(rules, int(data["players"]))
            for r in played[:-1] + ([played[-1]] if played[-1].outcome() else []):
                outcome = r.outcome()
                if outcome is None:
                    raise BadData("match: an earlier round is unfinished")
                sheet.record_outcome(outcome)
            return cls(rules, int(data["players"]), int(data["seed"]), played[-1], sheet,
                       tuple(played[:-1]))
        except (KeyError, TypeError, ValueError) as exc:
            raise BadData(f"match: {exc}") from None


def _deal_rng(seed: int, number: int) -> random.Random:
    return random.Random(f"deal:{seed}:{number}")


def match_class() -> Any:
    """``rules.Match`` once the engine has it, else ``RoundsMatch``."""
    import rules

    return getattr(rules, "Match", RoundsMatch)


def bot_rng(seed: int, number: int, ply: int) -> random.Random:
    """The bot's own random source for one move: fixed by seed, round and ply."""
    return random.Random(f"bot:{seed}:{number}:{ply}")


def round_number(match: Any) -> int:
    """The current round's number, from 1."""
    number = getattr(match, "number", None)
    if isinstance(number, int):
        return number
    rows = sum(1 for r in match.sheet.rows if r.kind != "clock")
    return rows + (1 if match.round.outcome() is None else 0)


class Session:
    """One match in progress: applies moves, runs bots off the UI thread, autosaves, logs."""

    def __init__(self, app: App, setup: MatchSetup, match: Any = None) -> None:
        self.app = app
        self.setup = setup
        if match is None:
            seed = _seed_of(app, setup)
            match = match_class().start(setup.rules, setup.players, seed)
        self.match: Any = match
        self.seed: int = int(getattr(match, "seed", 0))
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="kozel-bot")
        self._job: tuple[tuple[int, int], Future[Move]] | None = None
        self.save()

    # -- reading -------------------------------------------------------------

    @property
    def round(self) -> Round:
        """The round being played (or just finished)."""
        return self.match.round  # type: ignore[no-any-return]

    @property
    def sheet(self) -> ScoreSheet:
        """The match's score sheet."""
        return self.match.sheet  # type: ignore[no-any-return]

    @property
    def number(self) -> int:
        """The current round's number, from 1."""
        return round_number(self.match)

    @property
    def is_over(self) -> bool:
        """Whether the match is decided."""
        return bool(self.match.is_over)

    def is_human(self, seat: int) -> bool:
        """Whether a person plays ``seat``."""
        return self.setup.seats[seat].human

    def name(self, seat: int) -> str:
        """The name shown for ``seat``."""
        return self.setup.seats[seat].name

    # -- moves ---------------------------------------------------------------

    def apply(self, move: Move) -> Round:
        """Play ``move`` for the seat to move; autosave and log before anyone sees it."""
        before = self.round
        seat = before.to_move
        self.match = self.match.play(move)
        self._job = None
        self.save()
        if getattr(self.app.args, "log_moves", False):
            print(f"{self.number}.{self.round.ply} {seat} {move}", flush=True)
        return before

    def next_round(self) -> None:
        """Deal the next round (after a finished one)."""
        self.match = self.match.next_round()
        self._job = None
        self.save()

    def _key(self) -> tuple[int, int]:
        return (self.number, self.round.ply)

    def ask_bot(self) -> None:
        """Start the bot to move thinking on the worker thread (once per position)."""
        r = self.round
        if r.outcome() is not None or self.is_human(r.to_move):
            return
        if self._job is not None and self._job[0] == self._key():
            return
        bot = _bot_for(self.setup.seats[r.to_move].bot)
        view = r.view(r.to_move)
        rng = bot_rng(self.seed, self.number, r.ply)
        self._job = (self._key(), self._pool.submit(bot.choose, view, rng))

    def bot_move(self) -> Move | None:
        """The bot's chosen move once ready (for the current position), else None."""
        if self._job is None or self._job[0] != self._key() or not self._job[1].done():
            return None
        return self._job[1].result()

    def wait_bot(self, timeout: float = 5.0) -> Move | None:
        """Block until the bot has chosen (tests and instant demo runs)."""
        self.ask_bot()
        if self._job is None:
            return None
        return self._job[1].result(timeout=timeout)

    def close(self) -> None:
        """Stop the worker thread."""
        self._pool.shutdown(wait=False, cancel_futures=True)

    # -- autosave --------------------------------------------------------------

    def save(self) -> None:
        """Write the autosave (removed instead once the match is over)."""
        if self.is_over:
            self.app.data.path(AUTOSAVE).unlink(missing_ok=True)
            return
        self.app.data.save(AUTOSAVE, {"format": AUTOSAVE_FORMAT, "setup": self.setup.to_json(),
                                      "match": self.match.to_json()})


def _bot_for(name: str) -> Any:
    try:
        return find_bot(name)
    except KeyError:
        return find_bot("heaviest")


def _seed_of(app: App, setup: MatchSetup) -> int:
    seed = getattr(app.args, "seed", None)
    if seed is None:
        seed = setup.seed
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
    return int(seed)


def load_autosave(app: App) -> tuple[MatchSetup, Any] | None:
    """The saved match in progress, or None; a corrupt autosave is set aside with a message."""
    result = app.data.load(AUTOSAVE, format_version=AUTOSAVE_FORMAT)
    if result.message:
        app.notify(result.message)
    if result.data is None:
        return None
    try:
        setup = MatchSetup.from_json(result.data["setup"])
        match = match_class().from_json(result.data["match"])
    except (BadData, KeyError, TypeError, ValueError) as exc:
        app.notify(app.data.reject(AUTOSAVE, str(exc)).message or str(exc))
        return None
    if match.is_over or setup.players != match.round.players:
        return None
    return setup, match
