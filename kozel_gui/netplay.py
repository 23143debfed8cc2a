"""One seat of a match a host plays over the network: what the table shows of it.

``NetSession`` answers the table's ``TableSession`` protocol from the host's messages
only (docs/PROTOCOL.md): the round is this seat's ``SeatView`` (``SeenRound``), every
move (ours too) is played on the table as the host reports it, our own moves are sent
and wait for the host's word.  :meth:`NetSession.pump` is called once a frame: it reads
what arrived on the worker thread and returns what the table should say about it.
"""

from __future__ import annotations

import dataclasses
import math
from collections import deque
from typing import TYPE_CHECKING, Any

from kozel_gui.i18n import Person, tr, tr_about
from kozel_gui.net_messages import Event, Reported, deal_of, log_line
from kozel_gui.net_record import SeenMatch
from kozel_gui.net_roster import Roster
from kozel_gui.options import MatchSetup
from kozel_gui.table.seen import SeenRound
from rules import BadData, Move, Row, Rules, ScoreSheet, Scoring, SeatView

if TYPE_CHECKING:
    from kozel_gui.host import Host
    from kozel_net.local import HostThread
    from kozel_net.worker import ClientThread

__all__ = ["STOPPED", "Event", "NetSession"]

SAVE_EVERY_S = 2.0
"""How often at most (the app's clock) the point this window has shown is written as
the others' moves are shown (her turn, her move and a round's end write it at once)."""
_OFFERS = ("net.play_on", "net.leave_table")
"""The keys of the offers a network table may show (``NetSession.offers``)."""
STOPPED = "stopped"
"""Why the connection ended when the person stopped trying to reach a host that did not
answer (the retry screen's «Выйти из-за стола»): she left, the table did not go."""


class NetSession:
    """The table's match driver for one seat at a host's table."""

    local = False
    practice = False

    def __init__(self, app: Host, link: ClientThread, welcome: dict[str, Any],
                 state: dict[str, Any], host: HostThread | None = None,
                 backlog: list[dict[str, Any]] | None = None, *, key: str = "") -> None:
        self.app = app
        self.link = link
        self.key = key
        """Which table, for the token store (``kozel_gui.net_seats``)."""
        self.hosting = host
        """The table this window itself serves (stopped with the session), or None."""
        self.seat = int(welcome["seat"])
        self.seed = 0
        self.roster = Roster(self.seat, state["seats"])
        """Who sits where (``kozel_gui.net_roster``)."""
        self._wait_until: dict[int, float] = {}
        """When (the app's clock) the host stops waiting for each person it waits for."""
        self._note_waits(state["seats"])
        self.setup = MatchSetup(Rules.from_json(welcome["rules"]), self.roster.setups(), None)
        self._moves: deque[Reported] = deque()
        self.finished = False
        """The host said the table has finished (a normal end, no error)."""
        self.closed_by_host = False
        """That was its host closing it in the middle of a match (``closing`` ``closed``)."""
        self.lost_at: float | None = None
        """When (the app's clock) the link went down and the client began to try again
        (None: it is up)."""
        self._closing_all = False
        """We serve the table and close it for everyone as we leave (``close_table``)."""
        self.gone: str | None = None
        """Why the connection is over for good (None while it lasts)."""
        self._saved_at: float | None = None
        """When (the app's clock) how far the window has shown was last written (None:
        not yet); ``_unsaved``: a move was shown since."""
        self._unsaved = False
        self._begin(state)
        from kozel_gui.net_seats import shown

        self._had = (self._number, shown(app, key, self.match_index, self._number) if key else 0)
        self._backlog = list(backlog or ())
        """Messages that came with the deal, before this session read the link."""

    def _begin(self, state: dict[str, Any]) -> None:
        """A match of the table begins here (we sat down at it, or the host dealt anew)."""
        self._number, view, self._sheet = deal_of(state)
        self._round = SeenRound(view)
        self._moves.clear()
        self._next: tuple[int, SeatView, ScoreSheet] | None = None
        self._written: tuple[int, ScoreSheet] | None = None
        self.sent: tuple[int, int] | None = None
        """(round, ply) of our move sent and not yet played by the host."""
        self._sending: dict[str, Any] | None = None
        """That move's message, to send again if the link went down with it."""
        self._stood: dict[int, frozenset[int]] = {}
        """Per round number, the plies the host's computer played for people away."""
        self._note_stood(state)
        self.match_index = int(state.get("match") or 0)
        """Which match of the table this is (a table may play several)."""
        self.record = SeenMatch(self.seat, self.setup.rules)
        """Every view we were sent, for the history (``kozel_gui.net_record``)."""
        self.record.saw(self._number, state["view"])
        self.stored: int | None = None
        """The history row of this match once stored (None: not yet)."""
        self.ended = False
        """The host has said the match is over (``match_over``): ``ready`` now asks for
        another."""
        self.again: set[int] = set()
        """Who asked for another match (us too), once this one is over."""
        self.left = False
        """We have left this match (to the menu, out of the game, the window closed)."""
        self._had = (self._number, 0)
        """(round, ply): this window had shown that round up to ply before it came (back)
        to it (``shown_before``)."""

    # -- what the table reads --------------------------------------------------------

    @property
    def round(self) -> SeenRound:
        """Our seat's view of the round as far as the table has played it."""
        return self._round

    @property
    def number(self) -> int:
        """The round's number."""
        return self._number

    @property
    def sheet(self) -> ScoreSheet:
        """The sheet, with the round written once it is over here and the host wrote it."""
        w = self._written
        if w is not None and w[0] == self._number and self._round.outcome() is not None:
            return w[1]
        return self._sheet

    @property
    def sheet_in_play(self) -> ScoreSheet:
        """The sheet as it was dealt."""
        return self._sheet

    @property
    def is_over(self) -> bool:
        """Whether the match is decided."""
        return self.sheet.is_over

    @property
    def is_kids(self) -> bool:
        """A kids' variant (its rules score wins)."""
        return self.setup.rules.scoring is Scoring.WINS

    @property
    def waiting(self) -> bool:
        """Our move is on its way to the host, or the link to it is down: nothing is played
        then that could only be sent later, unseen (issue 13's playtest V: the hand glowed
        while the link was tried again, and a click was sent silently once it was back)."""
        return self.sent is not None or self.lost_at is not None

    @property
    def time_left(self) -> float | None:
        """None: the host keeps no match time (§8.38 is played at this computer only)."""
        return None

    @property
    def has_give_up(self) -> bool:
        """Never: a seat at a host's table leaves by closing it."""
        return False

    @property
    def can_give_up(self) -> bool:
        """Never: a seat at a host's table leaves by closing it, the match plays on."""
        return False

    def is_human(self, seat: int) -> bool:
        """Only our own seat is played at this screen."""
        return seat == self.seat

    @property
    def seats(self) -> list[dict[str, Any]]:
        """The host's newest ``seats`` list."""
        return self.roster.seats

    def name(self, seat: int) -> str:
        """The seat's name (a stock bot name in the language in use)."""
        return self.roster.name(seat)

    def person(self, seat: int) -> Person:
        """Who plays ``seat``; we are "you"."""
        return self.roster.person(seat)

    def side_person(self, side: int) -> Person:
        """A side for sentences (a pair is phrased around; "you" with us in it)."""
        return self.roster.side_person(self.sheet, side)

    def avatar_name(self, seat: int) -> str:
        """Whose initials a person's avatar shows: the name each typed at the door."""
        return self.roster.name(seat)

    def avatar_hint(self, seat: int) -> str | None:
        """A bot's face; None (initials) for a person, here or elsewhere."""
        return self.roster.avatar_hint(seat)

    def connected(self, seat: int) -> bool:
        """Whether the person of ``seat`` is at the table now (bots always are)."""
        return self.roster.connected(seat)

    def away(self, seat: int) -> str | None:
        """What the plate says of another person not at the table now, from the host's
        ``seats``: «за него играет компьютер» while the stand-in plays, «отключился» else (about
        the person: a bare «нет связи» read as this computer's own link, issue 13's playtest V).
        While the table waits for them, the seconds until the computer takes the seat are
        said once, in the banner over the table beside «Играть дальше с компьютером»
        (``net_table``): the plate's «нет связи · 0:20» read as time gone by, and said it a
        third time (issue 13's playtest PT-R)."""
        public = self.roster.seats[seat]
        if seat == self.seat or public.get("kind") != "human" or not public.get("taken") \
                or public.get("connected"):
            return None
        if public.get("stand_in"):
            return tr_about("net.plate_stand_in", self.person(seat))
        return tr_about("net.plate_no_link", self.person(seat))

    def stood_in(self) -> frozenset[int]:
        """The plies of the round shown that the host's stand-in played for people away
        (``stand_in`` of ``move``, ``stand_ins`` of ``state``: docs/PROTOCOL.md)."""
        return self._stood.get(self._number, frozenset())

    def shown_before(self) -> int:
        """How many moves of the round shown this window had shown before it came (back) to
        it: kept on disk as the table goes (``net_seats.saw``), or what it showed before its
        link went down.  The table's recap starts after them, from the first time it
        speaks (issue 13's playtests: a recap said again moves seen before a ``kill -9``)."""
        number, ply = self._had
        return ply if number == self._number else 0

    def _note_stood(self, state: dict[str, Any]) -> None:
        if "number" in state and "view" in state:
            self._stood[int(state["number"])] = frozenset(
                int(p) for p in state.get("stand_ins") or ())

    def offers(self) -> tuple[tuple[str, str], ...]:
        """While the table waits for someone who went without a word: «Играть дальше с
        компьютером» (the host's stand-in plays for them until they are back)."""
        if self.lost_at is not None:  # trying to reach the host again: this stops it and
            return (("offer:stop_trying", tr("net.leave_table")),)  # leaves the table
        return (("offer:play_on", tr("net.play_on")),) if self.roster.waited() else ()

    def offer_room(self) -> tuple[str, ...]:
        """Both offers a network table may show (``offers``), in the language shown and in
        every other: the board keeps the place of the widest, so one position lays the same
        at every window of one size whatever its language, and switching the language does
        not lay the line anew (issue 13's playtest PT-R: a joiner in English and a host in
        Russian saw the line turn at different tiles; the offers' slot was as wide as the
        words of each window's language)."""
        from kozel_gui.table.fixtures import in_every_language

        shown = (tr(key) for key in _OFFERS)  # (first: the words shown are measured too)
        return tuple(dict.fromkeys((*shown, *(w for k in _OFFERS for w in in_every_language(k)))))

    def link_left(self) -> int | None:
        """Whole seconds the client goes on trying to reach the host again (None: the link
        is up)."""
        if self.lost_at is None:
            return None
        tried = self.app.now - self.lost_at
        return max(0, math.ceil(self.link.client.retry_for - tried))

    def choose(self, key: str) -> None:
        """An offer taken: «Выйти из-за стола» stops trying to reach the host and leaves
        the table (``stopped``: the seat stays ours, and the menu's «Вернуться за стол»
        leads back to it); «Играть дальше с компьютером» has the stand-in play
        every seat the table waits for."""
        if key == "offer:stop_trying":
            self._backlog.append({"type": "ended", "reason": STOPPED})
        elif key == "offer:play_on":
            for seat in self.roster.waited():
                self.link.send({"type": "stand_in", "seat": seat})

    # -- moves ------------------------------------------------------------------------

    def can_undo(self) -> bool:
        """Nothing is taken back at a host's table."""
        return False

    def undo(self) -> SeenRound:
        """Never: a move played at a host's table stands."""
        raise ValueError("undo: not at a network table")

    def timeout(self, seat: int) -> Row:
        """Never: the host keeps no move clocks."""
        raise ValueError("timeout: not at a network table")

    def timeout_move(self) -> Move:
        """Never: the host keeps no move clocks."""
        raise ValueError("timeout: not at a network table")

    def play_time(self, dt: float) -> bool:
        """Never runs out: the host keeps no match time."""
        return False

    def give_up(self, seat: int) -> None:
        """Never: there is no giving up at a host's table (``can_give_up`` is False)."""
        raise ValueError("give up: not at a network table")

    def written(self) -> None:
        """Nothing to wait for: the host keeps the match, nothing is saved here."""

    def summary_opened(self) -> None:
        """The ``--log-moves`` line ``N over``, as a local match logs it."""
        log_line(self.app, f"{self._number} over")

    def ask_bot(self) -> None:
        """Nothing to start: the host moves for its bots."""

    def bot_move(self) -> Move | None:
        """The next move the host reported, once the table has caught up to it.

        The round's last move waits until the host has written the round on the sheet,
        so the reveal writes the host's own numbers.
        """
        if not self._moves:
            return None
        head = self._moves[0]
        if (head.number, head.ply) != (self._number, self._round.ply):
            return None
        if head.view.outcome is not None and (self._written is None
                                              or self._written[0] != self._number):
            return None
        return head.move

    def wait_bot(self, timeout: float | None = 5.0) -> Move | None:
        """The next reported move if it is here (the table never blocks on the network)."""
        return self.bot_move()

    def apply(self, move: Move, *, forced: bool = False) -> SeenRound | None:
        """Play the host's next move on the table; our own new move is sent instead."""
        if self.bot_move() is move:
            head = self._moves.popleft()
            before = self._round
            self._round = SeenRound(head.view)
            if head.seat == self.seat:
                self.sent = None
            log_line(self.app, f"{self._number}.{self._round.ply} {head.seat} {head.move}")
            if self.seat in (head.seat, self._round.to_move) or head.view.outcome is not None:
                self.saw()  # her turn came or ended, the round ended: kept at once
            else:
                self._shown_one()  # another's move: kept too, once every SAVE_EVERY_S
            return before
        if self.sent is None and self._round.to_move == self.seat:
            self.sent = (self._number, self._round.ply)
            self._sending = {"type": "move", "number": self._number, "ply": self._round.ply,
                             "move": str(move)}
            self.link.send(self._sending)
        return None

    @property
    def deal_ready(self) -> bool:
        """The host has dealt the next round."""
        return self._next is not None

    def ready(self) -> None:
        """We have seen the round's end: the host deals when everyone has."""
        self.link.send({"type": "ready", "number": self._number})

    def next_round(self) -> None:
        """Show the round the host dealt next; a decided match goes to history."""
        if self.is_over:
            self.store(self.sheet)
        if self._next is None:
            return
        self._number, view, self._sheet = self._next
        self._next = None
        self._round = SeenRound(view)
        # The host may have moved in the new round already (a bot leads at once): keep those.
        self._moves = deque(m for m in self._moves if m.number == self._number)
        self.sent = None

    def phrase(self, key: str) -> None:
        """Say a quick phrase to the table."""
        self.link.send({"type": "phrase", "phrase": key})

    def play_again(self) -> None:
        """After the match: ask the table for another (the host deals it once everyone
        there has asked)."""
        self.again.add(self.seat)
        if self.ended:
            self.ready()

    @property
    def asks_before_closing(self) -> bool:
        """This window serves the table, a match goes on and other people sit at it:
        leaving ends the game for them, so the person is asked first."""
        return self.hosting is not None and not self.ended and bool(self.roster.others_seated())

    def close_table(self) -> None:
        """Leave, closing the table this window serves for everyone at it: each is told
        (``closing``, reason ``closed``) and nobody waits for a host that will not come
        back.  The match goes to history as left by us."""
        self._closing_all = True
        self.leave()

    def leave(self, *, dropped: bool = False) -> None:
        """The person leaves the table before the end: the match goes to history as left by
        them (as far as it went), or as unfinished when the host went away (once).

        ``dropped``: the window closed mid-match.  That is no leaving: the match goes to
        history as unfinished (not rated) and we go without a ``bye``, so the table waits
        for us to sit down again (docs/PROTOCOL.md, «A lost connection»)."""
        if self.left:
            return
        self.left = True
        sheet = self.sheet
        if self.gone is None and not sheet.is_over and not dropped:
            sheet = sheet.leave(self.seat)
        self.store(sheet)
        if self.ended and self.seat not in self.again:
            self.ready()  # seen to the end: a table that plays one match closes now
        self.saw()  # where a recap on coming back starts
        if not dropped and self.hosting is None:
            # Left on purpose: the seat is kept for joining by the code, with no
            # «Вернуться за стол» to it; the host did not answer: the menu leads back;
            # forgotten only when the host said it is over for us.  (A window's own table
            # stays, to open again.)
            from kozel_gui.net_seats import gone_from

            gone_from(self.app, self.key, self.gone)
        self.close(bye=not dropped or self.ended)

    def saw(self) -> None:
        """Keep how far this window has shown the match, for a recap on coming back (a
        killed window's too: ``net_seats.saw``)."""
        self._unsaved = False
        self._saved_at = self.app.now
        if self.key:
            from kozel_gui.net_seats import saw

            saw(self.app, self.key, self.match_index, self._number, self._round.ply)

    def _shown_one(self) -> None:
        """Another's move is shown: kept now if the last write is ``SAVE_EVERY_S`` old, else
        by ``pump`` once it is (a write is a few milliseconds: not one a move of a fast
        table, yet a window killed between the person's turns tells its recap the moves
        it showed; issue 13's third playtest)."""
        self._unsaved = True
        self._save_due()

    def _save_due(self) -> None:
        at = self._saved_at
        if self._unsaved and (at is None or self.app.now - at >= SAVE_EVERY_S):
            self.saw()

    def host_person(self) -> Person:
        """Who holds the table (their window serves it), for sentences about them; the
        gender unknown where nobody does (a table served on its own)."""
        return self.roster.host_person()

    def store(self, sheet: ScoreSheet) -> None:
        """Put the match in this player's history with ``sheet`` (once a match)."""
        if self.stored is None:
            from kozel_gui.net_record import store_seen

            self.stored = store_seen(self.app, self, sheet)

    def close(self, *, bye: bool = True) -> None:
        """Leave the table (the seat stays ours at the host; without ``bye`` the table
        waits for us); stop our own host, closing the table for everyone once a match of
        it is over (else it can be opened again)."""
        if self.hosting is not None and (self.ended or self._closing_all):
            self.hosting.finish(reason="done" if self.ended else "closed")
        self.link.close(bye=bye)
        if self.hosting is not None:
            self.hosting.stop()

    # -- what arrives ------------------------------------------------------------------

    def pump(self) -> list[Event]:
        """Read what the host sent since the last frame; what the table should say."""
        self._save_due()
        events: list[Event] = []
        arrived, self._backlog = [*self._backlog, *self.link.poll()], []
        for msg in arrived:
            try:
                events += self._receive(msg)
            except (BadData, KeyError, TypeError, ValueError) as exc:
                # The host is trusted, but a broken message must not take the window down.
                events.append(Event("refused", None, f"bad message from the host: {exc}"))
        return events

    def _receive(self, msg: dict[str, Any]) -> list[Event]:
        kind = msg.get("type")
        if kind == "move":
            view = SeatView.from_json(msg["view"])
            self.record.saw(int(msg["number"]), msg["view"])
            if msg.get("stand_in") is True:
                number = int(msg["number"])
                self._stood[number] = self._stood.get(number, frozenset()) | {int(msg["ply"])}
            self._moves.append(Reported(int(msg["number"]), int(msg["ply"]), int(msg["seat"]),
                                     Move.parse(str(msg["move"])), view))
        elif kind == "state":
            return self._state(msg)
        elif kind == "round_over":
            self._written = (int(msg["number"]), ScoreSheet.from_json(msg["sheet"]))
        elif kind == "match_over":
            self._written = (int(msg["number"]), ScoreSheet.from_json(msg["sheet"]))
            self.ended = True
            if self.seat in self.again:  # asked before the host was there: ask now
                self.ready()
            return [Event("match_over")]
        elif kind == "ready" and self.ended:
            self.again.add(int(msg["seat"]))
            return [Event("again", int(msg["seat"]))]
        elif kind == "seats":
            return self._seats(list(msg["seats"]))
        elif kind == "phrase":
            return [Event("phrase", int(msg["seat"]), str(msg["phrase"]))]
        elif kind == "error":
            self.sent = None  # a refused move: the person may try again
            return [Event("refused", None, str(msg.get("code")))]
        elif kind == "closing":
            self.finished = True
            self.closed_by_host = msg.get("reason") == "closed"
            from kozel_gui.net_seats import over

            over(self.app, self.key)
        elif kind == "welcome":  # back after a lost link: the newest token opens the seat
            from kozel_gui.net_seats import keep

            keep(self.app, self.key, str(msg.get("token")))
        elif kind == "link":
            self.lost_at = None if msg.get("up") else self.app.now
            return [Event("link_back" if msg.get("up") else "link_lost")]
        elif kind == "ended":
            self.lost_at = None
            if not self.finished or (self.closed_by_host and not self.ended):
                # (a match its host closed is over for good too, though no error ended it)
                self.gone = "host_closed" if self.finished else str(msg.get("reason"))
                return [Event("gone", None, self.gone)]
            return [Event("done")]
        return []

    def _state(self, msg: dict[str, Any]) -> list[Event]:
        """A deal, or everything anew after we came back."""
        events = self._seats(list(msg["seats"]))
        if "view" not in msg:
            return events
        if int(msg.get("match") or 0) != self.match_index:
            self.store(self.sheet)  # (already stored, unless we were away at its end)
            self._begin(msg)  # everyone asked for another match: the host dealt it
            return [*events, Event("new_match")]
        number, view, sheet = deal_of(msg)
        self.record.saw(number, msg["view"])
        self._note_stood(msg)
        if (number, view) == (self._number, self._round.seen):
            self._send_again()
            return events  # what we have already (a deal sent as we sat down)
        if number != self._number and self._round.outcome() is not None:
            self._next = (number, view, sheet)  # shown once the summary is read
            return events
        # Back after a lost link (or a restarted host): the table jumps to the host's word;
        # what it showed of this round is not said again.
        self._had = (self._number, self._round.ply)
        self._number, self._sheet = number, sheet
        self._round = SeenRound(view)
        self._moves.clear()
        self._next = None
        self.sent = None
        return [*events, Event("resync")]

    def _send_again(self) -> None:
        """The host, back (a lost link, a restart), is where it was before our move: the
        move went as the link went down and never reached it, so it goes again (the
        window would wait for it for ever, and the table with it)."""
        if (self.sent is not None and self.sent == (self._number, self._round.ply)
                and self._round.to_move == self.seat and self._sending is not None):
            self.link.send(self._sending)

    def _note_waits(self, seats: list[dict[str, Any]]) -> None:
        now = self.app.now
        self._wait_until = {i: now + float(s["wait_left"]) for i, s in enumerate(seats)
                            if isinstance(s.get("wait_left"), int | float)}

    def wait_left(self, seat: int) -> int | None:
        """Whole seconds before the host's stand-in takes ``seat`` of a person it waits
        for (None: not said)."""
        until = self._wait_until.get(seat)
        return None if until is None else max(0, math.ceil(until - self.app.now))

    def _seats(self, seats: list[dict[str, Any]]) -> list[Event]:
        self._note_waits(seats)
        events = self.roster.update(seats)
        self.setup = dataclasses.replace(self.setup, seats=self.roster.setups())
        return events
