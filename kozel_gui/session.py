"""The match driver behind the table: no drawing, only rules, bots, autosave and the move log.

The table scene asks ``Session`` for the state, hands it the human's moves,
and polls it for bot moves, which are computed on a worker thread so the
window never freezes.  Each bot gets a ``random.Random`` derived from the
match seed, the round and the ply, so a seeded match replays exactly.
"""

from __future__ import annotations

import random
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import replace
from typing import TYPE_CHECKING

from kozel_gui.i18n import Gender, Person
from kozel_gui.i18n.names import person_of
from kozel_gui.options import MatchSetup
from kozel_gui.profiles import Profiles, end_guest, owner_of
from kozel_gui.protocol import side_names
from kozel_gui.saves import (
    GUEST_AUTOSAVE,
    SAVE_FORMAT,
    load_saved,
    replaced_by,
    saved_data,
    table_file,
)
from kozel_gui.saving import WRITER, print_lines
from kozel_gui.storage import Kept, fault_of
from rules import BadData, IllegalMove, Match, Move, Round, Row, ScoreSheet, Scoring
from rules.bots import Bot, find_bot
from rules.bots.personalities import Personality, find_personality
from rules.bots.values import ScoreContext

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = ["Session", "bot_rng", "load_autosave"]

TIMEOUT_BOT = "medium"
"""Who moves for a person whose clock ran out."""


def bot_rng(seed: int, number: int, ply: int) -> random.Random:
    """The bot's own random source for one move: fixed by seed, round and ply."""
    return random.Random(f"bot:{seed}:{number}:{ply}")


class Session:
    """One match in progress: applies moves, runs bots and the autosave off the UI thread, logs."""

    local = True
    """Played at this computer (``kozel_gui.table.driver.TableSession``)."""
    waiting = False
    """A move is never left waiting: each applies at once."""
    plays_for_profiles = True
    """Every person's seat plays for a profile, made at the start if new (the kids' and the
    tutorial's tables make none: a child's «Я» and the lesson's «Вы» are no one's)."""

    def __init__(self, app: Host, setup: MatchSetup, match: Match | None = None) -> None:
        self.app = app
        self._asked = app.setup
        """The app's set-up as this match began (see ``next_setup``)."""
        seed = _seed_of(app, setup)
        if match is None and self.plays_for_profiles:  # each person plays for a profile
            from kozel_gui.people import with_profiles

            setup = with_profiles(app.data, setup)
        # The seed travels in the set-up, so a resumed match keeps its bots' random sources.
        self.setup = replace(setup, seed=seed)
        self.seed = seed
        profiles = Profiles.load(app.data)
        if profiles.profiles:  # a guest whose people now have profiles is no guest
            end_guest(app)
        self.owner = owner_of(profiles, setup)
        """Who the match is played for, the one person or the current one at a hot-seat
        table (None: a demo)."""
        from kozel_gui.people import table_people

        self.people = table_people(self.setup, profiles) if self.plays_for_profiles else ()
        """The profiles at the table: its saved match is offered to each of them."""
        from kozel_gui.people import seat_profiles

        self._faces = seat_profiles(self.setup, profiles)
        """Each person's seat and the profile it plays for (its avatar's initials)."""
        if match is None:
            self._replace_saves()
        self.match = match if match is not None else Match.start(setup.rules, setup.players, seed)
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="kozel-bot")
        self._job: tuple[tuple[int, int], Future[Move]] | None = None
        self._standing = (self.match, self.match.standing())
        # A resume: as it was saved, practice, the move to take back and the time played.
        saved = _saved_extras(app, self.autosave_name, match) if match is not None else {}
        undo = saved.get("undo")
        self._undo: Match | None = undo if isinstance(undo, Match) else None
        self.practice = saved.get("practice") is True
        """Undo was used: the match is stored as practice, outside rating and statistics."""
        played = saved.get("played_s", 0)
        self.played_s = float(played) if isinstance(played, int | float) and played > 0 else 0.0
        """Seconds of play so far (the match time of §8.38 counts them; saved with the match)."""
        self.save()
        if match is not None:
            self._log(f"resumed at {self.number}.{self.round.ply}")

    def next_setup(self) -> MatchSetup:
        """The set-up «Ещё партию» starts: this match's again (its people, its rules), unless
        the settings changed the app's set-up while it was played: they said the changes
        «вступят в силу со следующей партии», and this is that match."""
        wanted = self.app.setup if self.app.setup != self._asked else self.setup
        return replace(wanted, seed=None)

    # -- reading -------------------------------------------------------------

    @property
    def round(self) -> Round:
        """The round being played (or just finished)."""
        return self.match.round

    @property
    def sheet(self) -> ScoreSheet:
        """The score sheet, with a finished round already written (the match records it later)."""
        if self._standing[0] is not self.match:  # the same immutable sheet while nothing moves
            self._standing = (self.match, self.match.standing())
        return self._standing[1]

    @property
    def sheet_in_play(self) -> ScoreSheet:
        """The sheet while the round is played: a finished round not yet written."""
        return self.match.sheet

    @property
    def number(self) -> int:
        """The current round's number, from 1."""
        return self.match.number

    @property
    def is_over(self) -> bool:
        """Whether the match is decided (as soon as its last round ends)."""
        return self.sheet.is_over

    def is_human(self, seat: int) -> bool:
        """Whether a person plays ``seat``."""
        return self.setup.seats[seat].human

    @property
    def is_kids(self) -> bool:
        """A kids' match: its own animals, no clocks, no undo."""
        return self.setup.rules.scoring is Scoring.WINS

    def personality(self, seat: int) -> Personality | None:
        """The character playing ``seat`` (None: a plain bot level, a person, or kids' mode)."""
        seat_setup = self.setup.seats[seat]
        if seat_setup.human or not seat_setup.personality or self.is_kids:
            return None
        try:
            return find_personality(seat_setup.personality)
        except KeyError:
            return None

    def name(self, seat: int) -> str:
        """The name shown for ``seat`` (a character's or a stock name in the current language)."""
        return self._person(seat).name

    def gender(self, seat: int) -> Gender | None:
        """The grammatical gender of who plays ``seat`` (None: not known)."""
        return self._person(seat).gender

    def offers(self) -> tuple[tuple[str, str], ...]:
        """Nothing beside the moves: everyone plays here."""
        return ()

    def offer_room(self) -> tuple[str, ...]:
        """No room kept for offers: there are none."""
        return ()

    def choose(self, key: str) -> None:
        """No offers to take (``offers``)."""

    def stood_in(self) -> frozenset[int]:
        """None: every move here is made by whoever plays its seat."""
        return frozenset()

    def shown_before(self) -> int:
        """None: this window shows the whole match as it is played."""
        return 0

    def person(self, seat: int) -> Person:
        """Who plays ``seat``, for sentences about them: the one person at the screen is "you"."""
        who = self._person(seat)
        if self.is_human(seat) and len(self.setup.humans) == 1:
            return Person.you(who.name, who.gender)
        return who

    def _person(self, seat: int) -> Person:
        s = self.setup.seats[seat]
        character = self.personality(seat)
        return person_of(s.name, s.gender, character.key if character is not None else None,
                         typed=s.human)

    def side_person(self, side: int) -> Person:
        """A scoring side for sentences: its seat, or a pair (phrased around; "you" with you in it)."""
        sheet = self.sheet
        if sheet.sides == sheet.players:
            return self.person(side)
        seats = [s for s in range(sheet.players) if sheet.side_of(s) == side]
        name = side_names(sheet, [self.name(s) for s in range(sheet.players)])[side]
        if any(self.person(s).is_you for s in seats):
            return Person.you(name)
        return Person(name, plural=True)

    def away(self, seat: int) -> str | None:
        """Never: everyone plays at this screen."""
        return None

    def avatar_name(self, seat: int) -> str:
        """Whose initials a person's avatar shows: the profile the seat plays for (the
        player's own name, never the «Вы» the plate says); a bot's own name."""
        return self._faces.get(seat) or self.name(seat)

    def avatar_hint(self, seat: int) -> str | None:
        """What the bot's drawn face shows (None for a person: initials)."""
        if self.is_human(seat):
            return None
        character = self.personality(seat)
        return character.avatar if character is not None else ""

    @property
    def time_left(self) -> float | None:
        """Seconds of match time left (§8.38); None when these rules have no match time."""
        minutes = self.setup.rules.match_minutes
        return max(0.0, minutes * 60 - self.played_s) if minutes else None

    @property
    def has_give_up(self) -> bool:
        """Giving up exists at this table at all: a match with people, not kids'."""
        return bool(self.setup.humans) and not self.is_kids

    @property
    def can_give_up(self) -> bool:
        """A person may give up now: a table that has giving up, a round in play."""
        return self.has_give_up and not self.match.finished and self.round.outcome() is None

    @property
    def undoable(self) -> bool:
        """Undo exists at all: one person against bots, not kids' mode."""
        return len(self.setup.humans) == 1 and not self.is_kids

    def can_undo(self) -> bool:
        """Whether the person's last move of this round can be taken back now."""
        u = self._undo
        return (self.undoable and u is not None and u.number == self.number
                and not self.match.finished)

    # -- moves ---------------------------------------------------------------

    def apply(self, move: Move, *, forced: bool = False) -> Round:
        """Play ``move`` for the seat to move; autosave and log before anyone sees it.

        A person's own move can be taken back once (``undo``); a ``forced`` one (made for
        them when their clock ran out) cannot.
        """
        before = self.round
        seat = before.to_move
        if self.is_human(seat):
            self._undo = None if forced or not self.undoable else self.match
        self.match = self.match.play(move)
        self._job = None
        self.save()
        self._log(f"{self.number}.{self.round.ply} {seat} {move}")
        return before

    def undo(self) -> Round:
        """Take back the person's last move and the bots' moves after it; the match becomes
        practice.  Returns the round as it was before the undo."""
        if not self.can_undo() or self._undo is None:
            raise ValueError("undo: nothing to take back")
        before = self.round
        self.match, self._undo = self._undo, None
        self.practice = True
        self._job = None
        self.save()
        self._log(f"{self.number}.{self.round.ply} undo")
        return before

    def timeout(self, seat: int) -> Row:
        """``seat``'s move clock ran out: the sheet gets a warning or a penalty (§7.30)."""
        self.match = self.match.timeout(seat)
        self._undo = None
        self.save()
        self._record_if_over()
        return self.match.sheet.rows[-1]

    def play_time(self, dt: float) -> bool:
        """``dt`` seconds of play went by; True when the match time ran out just now (§8.38:
        the round being played is the last, unless the totals tie)."""
        left = self.time_left
        if left is None or self.match.finished or self.match.sheet.time_up:
            return False
        self.played_s += dt
        if dt < left:
            return False
        self.match = self.match.time_up()
        self._undo = None  # an undo would take the time's entry back with the move
        self.save()
        return True

    def give_up(self, seat: int) -> None:
        """The person at ``seat`` gives up (§8.39): the match ends now and is stored as left."""
        self.match = self.match.leave(seat)
        self._undo, self._job = None, None
        self.save()
        self._record_if_over()

    def leave(self, seat: int) -> None:
        """The person at ``seat`` goes before the match is over (the kids' door, the window
        closed): a round that has just ended is written first (it may decide the match, then
        stored as won or lost); a match still undecided is stored as left.  Once only."""
        if not self.settle():
            self.give_up(seat)

    def settle(self) -> bool:
        """A round that has just ended is written (and the next dealt, unless it decides
        the match, which goes to history then); whether the match is over."""
        if not self.match.finished and self.round.outcome() is not None:
            self.next_round()
        return self.match.finished

    def timeout_move(self) -> Move:
        """The move made for a person whose clock ran out (the medium bot's choice)."""
        r = self.round
        return find_bot(TIMEOUT_BOT).choose(r.view(r.to_move),
                                            bot_rng(self.seed, self.number, r.ply),
                                            ScoreContext.of(self.match.sheet))

    def next_round(self) -> None:
        """Write the finished round and deal the next one; a decided match goes to history."""
        self.match = self.match.next_round()
        self._job = None
        self._undo = None
        self.save()
        self._record_if_over()

    def _record_if_over(self) -> None:
        if self.match.finished:
            from kozel_gui.history import record_finished_match

            record_finished_match(self.app, self.setup, self.match, practice=self.practice)

    def _key(self) -> tuple[int, int]:
        return (self.number, self.round.ply)

    def ask_bot(self) -> None:
        """Start the bot to move thinking on the worker thread (once per position)."""
        r = self.round
        if r.outcome() is not None or self.is_human(r.to_move):
            return
        if self._job is not None and self._job[0] == self._key():
            return
        character = self.personality(r.to_move)
        bot = character.bot if character is not None else _bot_for(self.setup.seats[r.to_move].bot)
        view = r.view(r.to_move)
        rng = bot_rng(self.seed, self.number, r.ply)
        self._job = (self._key(), self._pool.submit(bot.choose, view, rng,
                                                    ScoreContext.of(self.match.sheet)))

    def bot_move(self) -> Move | None:
        """The bot's chosen move once ready (for the current position), else None."""
        if self._job is None or self._job[0] != self._key() or not self._job[1].done():
            return None
        return self._job[1].result()

    def wait_bot(self, timeout: float | None = 5.0) -> Move | None:
        """Wait up to ``timeout`` s (None: as long as it takes) for the bot's move."""
        self.ask_bot()
        if self._job is None:
            return None
        try:
            return self._job[1].result(timeout=timeout)
        except TimeoutError:  # a slow bot on a busy machine: the next frame asks again
            return None

    def close(self) -> None:
        """Stop the worker thread."""
        self._pool.shutdown(wait=False, cancel_futures=True)

    # -- autosave --------------------------------------------------------------

    @property
    def autosave_name(self) -> str:
        """The file of the table's saved match: its people's, the guest's for a person with
        no profile, or the demo's for bots only."""
        return GUEST_AUTOSAVE if self.is_guest else table_file(self.people)

    @property
    def is_guest(self) -> bool:
        """A person plays here with no profile: the match is kept as the guest's."""
        return not self.people and bool(self.setup.humans) and self.plays_for_profiles

    @property
    def is_offered_again(self) -> bool:
        """Whether the menu offers this match again («Продолжить») once it is left: a
        person's (a profile's or a guest's), not a demo's nor a kids' or lesson's table."""
        return self.plays_for_profiles and bool(self.setup.humans)

    def _replace_saves(self) -> None:
        """A new match is the one saved match of each of its people: the saves they sat in
        go (the menu asked first), so no two matches of the same people run side by side."""
        if not self.people:
            return
        for saved in replaced_by(self.app, self.people):
            if saved.name != self.autosave_name:
                WRITER.remove(self.app.data.path(saved.name))

    def save(self) -> None:
        """Hand the autosave to the background writer (removed instead once the match is over).

        The JSON is built on the writer's thread from these immutable values, so the frame
        that made the move waits neither for the disk nor for the encoding.  A disk that
        refuses is told once and play goes on; the last good autosave stays.
        """
        path = self.app.data.path(self.autosave_name)
        if self.match.finished:
            WRITER.remove(path)
        else:
            setup, match, practice = self.setup, self.match, self.practice
            undo = self._undo if self.can_undo() else None
            played = self.played_s if self.time_left is not None else None
            people = self.people
            WRITER.write(path, lambda: saved_data(setup, match, practice, undo, played, people))
        self._tell_failures()

    def written(self) -> None:
        """Wait until every save handed in is on disk: called before a result is shown."""
        WRITER.flush()
        self._tell_failures()

    def summary_opened(self) -> None:
        """The ``--log-moves`` line ``N over``: round N's summary is on the screen."""
        self._log(f"{self.number} over")

    def _log(self, line: str) -> None:
        """A ``--log-moves`` line, printed once the save with that move is on disk."""
        if getattr(self.app.args, "log_moves", False):
            WRITER.after(print_lines([line]))

    def _tell_failures(self) -> None:
        """The writer's news for the player: a refused save is told once (why, in plain
        words), a save that works again is told too; play goes on either way."""
        results = WRITER.take_results()
        for error in WRITER.take_errors():  # a file's failures are in its result as well
            if isinstance(error, BrokenPipeError):
                raise error  # the move log's reader left: ``main`` ends quietly
        faults = self.app.data.faults
        for failure in results.values():
            if failure is None:
                faults.worked(Kept.MATCH)
            else:
                faults.failed(Kept.MATCH, fault_of(failure, self.app.data.root))


def _bot_for(name: str) -> Bot:
    try:
        return find_bot(name)
    except KeyError:
        return find_bot("heaviest")


def _seed_of(app: Host, setup: MatchSetup) -> int:
    seed = setup.seed
    if seed is None:
        seed = getattr(app.args, "seed", None)
    if seed is None:
        seed = random.SystemRandom().randrange(2**31)
    return int(seed)


def _saved_extras(app: Host, name: str, match: Match) -> dict[str, object]:
    """What the save ``name`` holding ``match`` (a resume) kept beside it: practice, the
    match its person's last move can go back to (``undo``, a ``Match``), time played."""
    WRITER.flush()
    if not app.data.path(name).exists():
        return {}
    data = app.data.load(name, format_version=SAVE_FORMAT).data
    if not isinstance(data, dict):
        return {}
    try:
        if Match.from_json(data.get("match")) != match:
            return {}
        undo = data.get("undo")
        return {**data, "undo": Match.from_json(undo) if undo is not None else None}
    except (BadData, IllegalMove, ValueError):  # all the engine raises on bad data
        return {}


def load_autosave(app: Host, *, demo_too: bool = False) -> tuple[MatchSetup, Match] | None:
    """The current profile's saved match in progress (else, with ``demo_too``, a saved
    demo), or None.  A corrupt save is set aside with a message."""
    found = load_saved(app, Profiles.load(app.data).playing, demo_too=demo_too)
    return (found[0], found[1]) if found is not None else None
