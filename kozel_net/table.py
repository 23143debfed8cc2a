"""One network table, the only authority over its match: no sockets here, only decisions.

The server hands a ``NetTable`` what a client asked for (already schema-checked) and
gets back the messages to send, each addressed to one seat: every seat receives its own
``SeatView`` and the public events, never another seat's tiles.  Bot seats and the
seats of people who dropped out are played by the host (:meth:`NetTable.host_turn`).
"""

from __future__ import annotations

import dataclasses
import math
import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from kozel_net.protocol import PHRASE_IN_LOBBY, VERSION, ProtocolError
from kozel_net.seats import Seat, SeatPlan, token_hash
from rules import BadData, IllegalMove, Match, Move, MoveKind, Round, Rules, SeatView
from rules.bots import Bot, find_bot
from rules.bots.personalities import find_personality
from rules.bots.values import ScoreContext
from rules.i18n import LANGUAGES, Gender

__all__ = ["Gone", "HostTurn", "NetTable", "Out", "Phase", "TableConfig", "move_rng"]

SAVE_FORMAT = 1

Out = tuple[int, dict[str, Any]]
"""A message for one seat."""


class Phase(StrEnum):
    """Where the table is."""

    LOBBY = "lobby"
    """Waiting for people to take the free seats."""
    PLAYING = "playing"
    ROUND_OVER = "round_over"
    """The round has ended: waiting for every connected person to be ready for the next."""
    MATCH_OVER = "match_over"
    DONE = "done"
    """Every match this table was to play is over."""


class Gone(StrEnum):
    """How a person's connection ended."""

    LEFT = "left"
    """They said they leave (a ``bye``): not coming back within a grace, so the stand-in
    plays their seat at once (it stays theirs to come back to)."""
    LOST = "lost"
    """Without a word (a window closed, a crash, the network): the table waits the grace."""
    CLOSED = "closed"
    """The host closed the link itself (a refusal, or the host stopping): the stand-in
    plays after the grace."""


def move_rng(seed: int, number: int, ply: int) -> random.Random:
    """The random source of the bot moving at one ply: fixed by seed, round and ply."""
    return random.Random(f"bot:{seed}:{number}:{ply}")


@dataclass(frozen=True, slots=True)
class TableConfig:
    """How the table was opened."""

    code: str
    rules: Rules
    plans: tuple[SeatPlan, ...]
    seed: int
    stand_in: str = "medium"
    """The bot that plays a dropped person's seat."""
    matches: int = 0
    """How many matches to play (0: one after another for ever)."""
    lang: str = "ru"
    """The language the host names its bots in: a seat's name is the one the host
    announces, the same at every window of the table (issue 13)."""

    @property
    def players(self) -> int:
        """Seats at the table."""
        return len(self.plans)

    def to_json(self) -> dict[str, Any]:
        """Plain JSON-able data."""
        return {"code": self.code, "rules": self.rules.to_json(),
                "seats": [str(p) for p in self.plans], "seed": self.seed,
                "stand_in": self.stand_in, "matches": self.matches, "lang": self.lang}

    @classmethod
    def from_json(cls, data: Any) -> TableConfig:
        """Read ``to_json`` data; ``ValueError`` if wrong."""
        if not isinstance(data, dict):
            raise ValueError("config: expected an object")
        seed, matches = data.get("seed"), data.get("matches")
        if type(seed) is not int or type(matches) is not int:
            raise ValueError("config: seed and matches are whole numbers")
        find_bot(str(data.get("stand_in")))
        return cls(str(data.get("code")), Rules.from_json(data.get("rules")),
                   tuple(SeatPlan.parse(str(s)) for s in data.get("seats") or ()), seed,
                   str(data.get("stand_in")), matches,
                   lang if (lang := data.get("lang")) in LANGUAGES else "ru")


@dataclass(frozen=True, slots=True)
class HostTurn:
    """A move the host must make itself: a bot's seat, or a dropped person's."""

    key: tuple[int, int, int]
    """(match, round, ply) it is for: stale once anything has moved."""
    seat: int
    bot: Bot
    due: float
    """The host's clock time before which it must not move (the end of a dropped person's
    grace; 0 for a bot)."""


GRACE = 20.0
"""The usual grace: long enough for a window that went down to start again and sit down."""


class NetTable:
    """A table's seats and match, and the messages every change sends to each seat."""

    def __init__(self, config: TableConfig) -> None:
        config.rules.check_players(config.players)
        self.config = config
        self.seats = [Seat.of(p, i, config.lang) for i, p in enumerate(config.plans)]
        self.phase = Phase.LOBBY
        self.match: Match | None = None
        self.match_index = 0
        self.ready: set[int] = set()
        self.freed: set[str] = set()
        """Hashes of tokens whose seats were given up in the lobby."""
        self.unsaved: list[tuple[tuple[int, int, int], int, str]] = []
        """Moves (where, seat, move) played since the autosave last heard of the table."""
        self.changed = True
        """Something other than a move changed since the last autosave (it writes it all)."""
        self.grace = GRACE
        """Seconds a person away has before the stand-in plays for them (``--grace``)."""
        self.clock: Callable[[], float] = time.monotonic
        """The host's clock (``dropped_at`` is on it)."""
        self.starts_when_full = True
        """The first deal comes the moment the last person's seat is taken (a headless host:
        nobody there to start it); False: only when the host starts it (``start_with_bots``,
        a window's «Начать»), so everyone sees the lobby first."""
        self.stood: set[tuple[int, int, int]] = set()
        """Where (``key()``: match, round, ply) the stand-in moved for a person away: each
        player is told so (``stand_in`` of ``move``, ``stand_ins`` of ``state``)."""

    # -- reading ------------------------------------------------------------------

    @property
    def code(self) -> str:
        """The join code."""
        return self.config.code

    @property
    def seed(self) -> int:
        """The current match's seed (each match of an always-on table has its own)."""
        return self.config.seed + self.match_index

    @property
    def round(self) -> Round:
        """The round in play (``RuntimeError`` in the lobby)."""
        if self.match is None:
            raise RuntimeError("no match yet")
        return self.match.round

    def free_seats(self) -> int:
        """Seats for people not yet taken."""
        return sum(1 for s in self.seats if s.plan.human and not s.taken)

    def key(self) -> tuple[int, int, int]:
        """Where the match is: (match, round, ply)."""
        if self.match is None:
            return (self.match_index, 0, 0)
        return (self.match_index, self.match.number, self.match.round.ply)

    # -- people coming and going -----------------------------------------------------

    def join(self, name: str, gender: Gender | None) -> tuple[int, str, list[Out]]:
        """A new person takes the first free seat: (seat, token, messages)."""
        free = [i for i, s in enumerate(self.seats) if s.plan.human and not s.taken]
        if not free:
            raise ProtocolError("table_full", "every seat at this table is taken", fatal=True)
        seat = free[0]
        s = self.seats[seat]
        s.name, s.gender = name, gender
        token = s.give_token()
        s.connected, s.dropped_at = True, None
        self.changed = True
        if self.phase is Phase.LOBBY and self.free_seats() == 0 and self.starts_when_full:
            return seat, token, self._start_match()
        return seat, token, self._seats_changed()

    def sit(self, seat: int, to: int) -> list[Out]:
        """In the lobby, the person at ``seat`` moves to the free person's seat ``to`` (in a
        2×2 game that chooses one's partner): their name, gender and token go with them.
        The mover is told first (``seated``), then everyone gets the new seats."""
        if self.phase is not Phase.LOBBY:
            raise ProtocolError("started", "the match has begun: the seats stay as they are")
        if not 0 <= to < len(self.seats) or not self.seats[to].plan.human:
            raise ProtocolError("not_human_seat", f"seat {to} is not a person's seat")
        if to != seat and self.seats[to].taken:
            raise ProtocolError("seat_taken", f"someone sits at seat {to} already")
        if to != seat:
            mover = self.seats[seat]
            self.seats[to] = dataclasses.replace(mover, plan=self.seats[to].plan)
            self.seats[seat] = Seat.of(mover.plan, seat, self.config.lang)
            self.changed = True
        return [(to, {"type": "seated", "seat": to}), *self._seats_changed()]

    def start_with_bots(self) -> list[Out]:
        """The host starts before every seat is taken: the stand-in's bot takes each free
        person's seat for the whole table (its plan changes, so an autosave keeps it)."""
        if self.phase is not Phase.LOBBY:
            raise ProtocolError("not_waiting", "the match has begun already")
        plans = tuple(SeatPlan(False, bot=self.config.stand_in)
                      if p.human and not self.seats[i].taken else p
                      for i, p in enumerate(self.config.plans))
        self.config = dataclasses.replace(self.config, plans=plans)
        for i, plan in enumerate(plans):
            if not plan.human and self.seats[i].plan.human:
                self.seats[i] = Seat.of(plan, i, self.config.lang)
        self.changed = True
        return self._start_match()

    def rejoin(self, token: str) -> tuple[int, str, list[Out]]:
        """A person comes back with their token: (seat, new token, messages)."""
        for seat, s in enumerate(self.seats):
            if s.plan.human and s.taken and s.matches(token):
                new = s.give_token()
                s.connected, s.dropped_at, s.waited, s.given = True, None, False, False
                self.changed = True
                return seat, new, self._seats_changed()
        if token_hash(token) in self.freed:
            raise ProtocolError("seat_freed", "your seat was given up while the table waited: "
                                "join again", fatal=True)
        raise ProtocolError("bad_token", "no seat at this table has that token", fatal=True)

    def hosted_by(self, token: str) -> list[Out]:
        """The person with ``token`` is the one whose game window holds this table: every
        window names them its host (``host`` of ``seats``)."""
        for s in self.seats:
            if s.plan.human and s.taken and s.matches(token) and not s.hosts:
                s.hosts = True
                self.changed = True
                return self._seats_changed()
        return []

    def confirm(self, seat: int) -> None:
        """The seat's client spoke on its current connection."""
        if self.seats[seat].pending is not None:
            self.seats[seat].confirm()
            self.changed = True

    def drop(self, seat: int, now: float, how: Gone = Gone.CLOSED) -> list[Out]:
        """The seat's connection is gone: in the lobby the seat is free again; else, as
        ``how`` says, the stand-in plays it at once (``LEFT``), after the grace
        (``CLOSED``), or the table waits the grace for them (``LOST``) until they are back,
        the grace is over or someone asks for the stand-in (``play_on``)."""
        s = self.seats[seat]
        s.connected, s.dropped_at, s.given = False, now, False
        playing = self.phase in (Phase.PLAYING, Phase.ROUND_OVER)
        s.waited = how is Gone.LOST and playing
        self.changed = True
        if self.phase is Phase.LOBBY:
            self.freed.update(h for h in (s.token, s.pending) if h is not None)
            self.seats[seat] = Seat.of(s.plan, seat, self.config.lang)
        elif how is Gone.LEFT:
            self._give(seat)
        return [*self._seats_changed(), *self._maybe_deal()]

    def _give(self, seat: int) -> None:
        """The one rule for giving a person's seat to the stand-in (they left, the grace
        is over, or someone at the table will not wait): it plays the seat from now on,
        without waiting, until they are back (and still after a host restart)."""
        s = self.seats[seat]
        s.waited, s.given = False, True
        self.changed = True

    # -- what people do --------------------------------------------------------------

    def play_on(self, seat: int) -> list[Out]:
        """Someone at the table will not wait for ``seat``'s person: the stand-in plays it
        until they are back (nothing to do if it does already: the grace may have ended
        as the asking was on its way)."""
        if not 0 <= seat < len(self.seats) or not self.seats[seat].away:
            raise ProtocolError("not_away", "the table waits for nobody at that seat")
        if not self.seats[seat].waited:
            return []
        self._give(seat)
        return self._seats_changed()

    def wait_ends(self) -> float | None:
        """When (the host's clock) the table stops waiting for the first person it waits
        for, and the stand-in takes their seat (None: it waits for nobody)."""
        ends = [(s.dropped_at or 0.0) + self.grace for s in self.seats if s.waiting]
        return min(ends) if ends else None

    def stop_waiting(self) -> tuple[list[int], list[Out]]:
        """The grace is over for whoever the table waited for that long: the stand-in plays
        their seats now (the seats, and what the others are told)."""
        now = self.clock()
        over = [i for i, s in enumerate(self.seats)
                if s.waiting and (s.dropped_at or 0.0) + self.grace <= now]
        for i in over:
            self._give(i)
        return over, self._seats_changed() if over else []

    def move(self, seat: int, number: int, ply: int, text: str) -> list[Out]:
        """A person's move, checked: the phase, the turn, the position it answers, the rules."""
        if self.phase is not Phase.PLAYING or self.match is None:
            raise ProtocolError("not_playing", "no round is being played now")
        r = self.match.round
        if r.to_move != seat:
            raise ProtocolError("not_your_turn", f"it is seat {r.to_move}'s turn")
        if (number, ply) != (self.match.number, r.ply):
            raise ProtocolError("stale", f"the table is at round {self.match.number}, move "
                                f"{r.ply}, not round {number}, move {ply}")
        try:
            move = Move.parse(text)
        except ValueError as exc:
            raise ProtocolError("bad_move", str(exc)) from None
        if not r.is_legal(move):
            raise ProtocolError("illegal_move", f"{move} is not allowed here")
        return self._play(seat, move)

    def host_turn(self) -> HostTurn | None:
        """The move the host must make now, if the seat to move is a bot's or a dropped one."""
        if self.phase is not Phase.PLAYING or self.match is None or not self._present():
            return None  # nobody at the table: nothing moves until someone is back
        seat = self.match.round.to_move
        s = self.seats[seat]
        if not s.plan.human:
            bot = (find_personality(s.plan.character).bot if s.plan.character
                   else find_bot(s.plan.bot))
            return HostTurn(self.key(), seat, bot, 0.0)
        if s.connected or s.waited:
            return None  # (a person the table waits for: nothing moves for them)
        due = (s.dropped_at or 0.0) + self.grace
        if s.given:  # the table stopped waiting (maybe before a restart): now at the latest
            due = min(due, self.clock())
        return HostTurn(self.key(), seat, find_bot(self.config.stand_in), due)

    def host_move(self, turn: HostTurn, move: Move) -> list[Out]:
        """Play the host's move for ``turn`` (nothing if the table has moved on since)."""
        now = self.host_turn()  # the person may be back, or the table may have moved on
        if now is None or now.key != turn.key or now.seat != turn.seat:
            return []
        if self.seats[turn.seat].plan.human:
            self.stood.add(self.key())
            if not self.seats[turn.seat].given:  # its grace is over: so it stays on a restart
                self._give(turn.seat)
        return self._play(turn.seat, move)

    def host_view(self, turn: HostTurn) -> tuple[SeatView, random.Random, ScoreContext]:
        """What the host's bot sees for ``turn``: the seat's view, its random source and
        the match score (the sheet is public)."""
        r = self.round
        assert self.match is not None  # a host turn is only made while playing
        return (r.view(turn.seat), move_rng(self.seed, self.key()[1], r.ply),
                ScoreContext.of(self.match.sheet))

    def ready_for_next(self, seat: int, number: int) -> list[Out]:
        """A person has seen the round's (or match's) end and wants to go on."""
        if self.phase not in (Phase.ROUND_OVER, Phase.MATCH_OVER) or self.match is None:
            raise ProtocolError("not_waiting", "nothing is waiting for you to be ready")
        if number != self.match.number:
            raise ProtocolError("stale", f"round {number} is not the one that ended")
        self.ready.add(seat)  # not saved: after a restart the clients are asked again
        return [*self._to_all({"type": "ready", "seat": seat}), *self._maybe_deal()]

    def finish(self, reason: str = "done") -> list[Out]:
        """The host ends the table on purpose (its window closed it): everyone is told,
        ``reason`` ``done`` after a match, ``closed`` in the middle of one."""
        self.phase = Phase.DONE
        self.changed = True
        return self._to_all({"type": "closing", "reason": reason})

    def phrase(self, seat: int, phrase: str) -> list[Out]:
        """A quick phrase for the whole table (in the lobby only one that makes sense
        before a deal: ``PHRASE_IN_LOBBY``)."""
        if self.phase is Phase.LOBBY and not PHRASE_IN_LOBBY[phrase]:
            raise ProtocolError("not_playing", f"{phrase!r} is said at the table, once the "
                                "game has begun", counts=False)
        return self._to_all({"type": "phrase", "seat": seat, "phrase": phrase})

    # -- the match going on ----------------------------------------------------------

    def replay(self, at: tuple[int, int, int], seat: int, text: str, *,
               stood: bool = False) -> None:
        """Play again a move the autosave's journal holds (``ValueError`` if it does not fit);
        ``stood``: the host's stand-in made it for a person away."""
        if at != self.key() or self.match is None or self.match.round.to_move != seat:
            raise ValueError(f"journal: a move at {at} for seat {seat} does not fit {self.key()}")
        if stood:
            self.stood.add(at)
            self.seats[seat].given = True
        self._play(seat, Move.parse(text))

    def _play(self, seat: int, move: Move) -> list[Out]:
        assert self.match is not None
        before = self.match.round
        self.unsaved.append((self.key(), seat, str(move)))
        self.match = self.match.play(move)
        after = self.match.round
        drawn = after.history()[-1].drawn if move.kind is MoveKind.DRAW else None
        out = []
        for s in self._present():  # only people get messages: a bot reads the round itself
            event: dict[str, Any] = {"type": "move", "number": self.match.number,
                                     "ply": before.ply, "seat": seat, "move": str(move)}
            if drawn is not None and s == seat:
                event["drawn"] = str(drawn)
            if (*self.key()[:2], before.ply) in self.stood:
                event["stand_in"] = True
            event.update(self._view_fields(s))
            out.append((s, event))
        if after.outcome() is not None:
            out += self._round_over()
        return out

    def _round_over(self) -> list[Out]:
        assert self.match is not None
        self.phase = Phase.ROUND_OVER
        self.ready = set()
        sheet = self.match.standing()
        msg = {"type": "round_over", "number": self.match.number, "sheet": sheet.to_json(),
               "score": list(sheet.score), "match_over": sheet.is_over}
        return [*self._to_all(msg), *self._maybe_deal()]

    def _maybe_deal(self) -> list[Out]:
        """Deal the next round (or start the next match) once every person present is ready."""
        if self.phase not in (Phase.ROUND_OVER, Phase.MATCH_OVER) or self.match is None:
            return []
        waiting = [i for i, s in enumerate(self.seats)
                   if s.plan.human and s.connected and i not in self.ready]
        if waiting or not self._present():
            return []
        if self.phase is Phase.MATCH_OVER:
            return self._next_match()
        self.match = self.match.next_round()
        self.ready = set()
        self.changed = True
        if self.match.finished:
            self.phase = Phase.MATCH_OVER
            sheet = self.match.sheet
            return self._to_all({"type": "match_over", "number": self.match.number,
                                 "sheet": sheet.to_json(), "score": list(sheet.score),
                                 "goat": sheet.goat, "winner": sheet.winner})
        self.phase = Phase.PLAYING
        return self._states()

    def _next_match(self) -> list[Out]:
        if self.config.matches and self.match_index + 1 >= self.config.matches:
            self.phase = Phase.DONE
            return self._to_all({"type": "closing", "reason": "done"})
        self.match_index += 1
        self.changed = True
        return self._start_match()

    def _start_match(self) -> list[Out]:
        self.match = Match.start(self.config.rules, self.config.players, self.seed)
        self.phase = Phase.PLAYING
        self.ready = set()
        self.changed = True
        return [*self._seats_changed(), *self._states()]

    # -- messages --------------------------------------------------------------------

    def _view_fields(self, seat: int) -> dict[str, Any]:
        assert self.match is not None
        r = self.match.round
        legal = [str(m) for m in r.legal_moves()] if r.to_move == seat else []
        if r.outcome() is not None:
            legal = []
        return {"to_move": r.to_move, "next_ply": r.ply, "view": r.view(seat).to_json(),
                "legal": legal}

    def state(self, seat: int) -> dict[str, Any]:
        """Everything ``seat`` may know now (sent on joining, reconnecting and each deal)."""
        msg: dict[str, Any] = {"type": "state", "phase": self.phase.value,
                               "match": self.match_index,
                               "seats": self._public_seats()}
        if self.match is None:
            return msg
        sheet = self.match.standing()
        match, number = self.key()[:2]
        msg.update({"number": self.match.number, "sheet": sheet.to_json(),
                    "score": list(sheet.score), "ready": sorted(self.ready),
                    "stand_ins": sorted(p for m, n, p in self.stood if (m, n) == (match, number))})
        msg.update(self._view_fields(seat))
        return msg

    def welcome(self, seat: int, token: str) -> dict[str, Any]:
        """The first answer to a hello: the seat, its new token and the table."""
        return {"type": "welcome", "version": VERSION, "seat": seat, "token": token,
                "code": self.code, "players": self.config.players,
                "rules": self.config.rules.to_json()}

    def _states(self) -> list[Out]:
        return [(i, self.state(i)) for i in self._present()]

    def _seats_changed(self) -> list[Out]:
        return self._to_all({"type": "seats", "seats": self._public_seats()})

    def _public_seats(self) -> list[dict[str, Any]]:
        """Every seat as the players see it, with the whole seconds the table still waits
        for a person away (``wait_left``, null for anyone else)."""
        now = self.clock()
        out = []
        for i, s in enumerate(self.seats):
            seat = s.public(i)
            seat["wait_left"] = (math.ceil(max(0.0, (s.dropped_at or now) + self.grace - now))
                                 if s.waiting else None)
            out.append(seat)
        return out

    def _given(self, s: Seat) -> bool:
        """Whether the stand-in plays ``s`` without waiting any more (a person who left
        with a ``bye`` is given to it silently, once their grace is over)."""
        return s.given or (s.stand_in and s.dropped_at is not None
                           and s.dropped_at + self.grace <= self.clock())

    def _present(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.plan.human and s.connected]

    def _to_all(self, message: dict[str, Any]) -> list[Out]:
        return [(i, message) for i in self._present()]

    # -- autosave --------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """The whole table for the autosave (token hashes, never tokens)."""
        return {"format": SAVE_FORMAT, "config": self.config.to_json(),
                "phase": self.phase.value, "match_index": self.match_index,
                "match": None if self.match is None else self.match.to_json(),
                "seats": [{**s.to_json(), "given": self._given(s)} for s in self.seats],
                "ready": sorted(self.ready),
                "stand_ins": [list(at) for at in sorted(self.stood)
                              if at[:2] == self.key()[:2]]}

    @classmethod
    def from_json(cls, data: Any) -> NetTable:
        """A table back from its autosave; ``BadData`` says what is wrong."""
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise BadData("table: not a table autosave of a known format")
        try:
            table = cls(TableConfig.from_json(data.get("config")))
            table.phase = Phase(str(data.get("phase")))
            index = data.get("match_index")
            if type(index) is not int or index < 0:
                raise ValueError("match_index: a whole number")
            table.match_index = index
            raw = data.get("match")
            table.match = None if raw is None else Match.from_json(raw)
            if (table.match is None) != (table.phase is Phase.LOBBY):
                raise ValueError("phase and match disagree")
            seats = data.get("seats")
            if not isinstance(seats, list) or len(seats) != table.config.players:
                raise ValueError("seats: one per player")
            for seat, saved in zip(table.seats, seats, strict=True):
                seat.restore(saved)
            table.ready = {int(i) for i in data.get("ready") or ()}
            table.stood = _stood(data.get("stand_ins"))  # (missing in older autosaves)
        except (KeyError, TypeError, ValueError, IllegalMove) as exc:
            raise BadData(f"table: {exc}") from None
        return table


def _stood(data: Any) -> set[tuple[int, int, int]]:
    """The autosave's ``stand_ins``: where (match, round, ply) the stand-in moved."""
    if data is None:
        return set()
    if not isinstance(data, list) or not all(
            isinstance(at, list) and len(at) == 3 and all(type(i) is int for i in at)
            for at in data):
        raise ValueError("stand_ins: [match, round, ply] each")
    return {(at[0], at[1], at[2]) for at in data}
