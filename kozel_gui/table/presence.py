"""Who is at the screen, and so which hand may be drawn face up: the one rule of what is seen.

At a hot-seat table several people share one screen.  A person's tiles show only after
that person said at the cover that they are the one sitting there; a new deal, a resumed
match and the pause menu forget who that was.  The painters never decide this: the
snapshot asks ``Presence.face_up`` for every hand it hands them.

The person who comes to the screen did not see what the others did under the cover: once
the cover lifts, the moves since that person's last turn are said in words above the hand
and the tiles they laid glow on the line for a while (``recent``).  A person at a network
table may have looked away while the others thought: the same catch-up greets them when
their turn comes, from the public moves the host reported (``track``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from kozel_gui.i18n import Later
from kozel_gui.table.words import move_said
from rules import MoveKind, Step, Tile
from rules.i18n import sentences
from rules.move_words import said_ends

if TYPE_CHECKING:
    from kozel_gui.table.model import TableModel
    from kozel_gui.table.seen import TableRound
    from rules.i18n import Person

__all__ = ["COVER_READY_S", "RECENT_S", "Presence", "bound_tiles", "since_turn", "since_words"]

COVER_READY_S = 0.5
"""Seconds the hot-seat cover ignores clicks and keys after it goes up (a key pressed for
the last move must not lift it for the next person)."""
RECENT_S = 4.0
"""Seconds the tiles laid since a person's last turn glow after the cover lifts."""


def since_turn(r: TableRound, seat: int, stood: frozenset[int] = frozenset(),
               known: int = 0) -> tuple[Step, ...]:
    """The moves of this round made since ``seat``'s last one (since the deal: all).

    ``stood``: the plies a network host's computer played for people away; those are not
    the person's own moves, so what it played for them is news to them too.  ``known``:
    the person has seen (or been told) the round's first ``known`` moves already."""
    steps = r.history()
    last = max((i for i, step in enumerate(steps) if step.seat == seat and i not in stood),
               default=-1)
    return steps[max(last + 1, known):]


def since_words(r: TableRound, seat: int, person: Callable[[int], Person],
                stood: frozenset[int] = frozenset(), known: int = 0) -> str:
    """The moves since ``seat``'s last one, each a sentence about its mover («Зина стучит.
    Коля берёт с базара 2 кости.»), each said with the open ends before it (the end by its
    number, the arm too where several arms show it); a run of draws by one seat once, with
    its count; a move the host's computer made for someone away (``stood``: its plies) said
    as such («За вас компьютер кладёт 3–6 к шестёрке»); empty when there were none.  Each
    tile stays on the line of the word before it (``bound_tiles``).
    ``known``: as for ``since_turn``."""
    steps = since_turn(r, seat, stood, known)
    start = len(r.history()) - len(steps)
    every = r.view(seat).open_ends_before()  # one a step of the whole history
    before = every[len(every) - len(steps):]
    # A four-way table's house is its first double: the arms are named from it once it is down.
    houses, house = [], False
    for step in r.history():
        houses.append(house)
        house = house or any(t.is_double for t in step.move.tiles)
    said, i = [], 0
    while i < len(steps):
        step, ply = steps[i], start + i
        n = 1
        while (step.move.kind is MoveKind.DRAW and i + n < len(steps)
               and steps[i + n].seat == step.seat and steps[i + n].move.kind is MoveKind.DRAW
               and ((ply + n) in stood) == (ply in stood)):
            n += 1
        said.append(move_said(step.move, person(step.seat),
                              said_ends(r.rules, before[i], house=houses[ply]),
                              count=n, stand_in=ply in stood))
        i += n
    return bound_tiles(sentences(said))


_BEFORE_TILE = re.compile(r" (?=[0-6]–[0-6](?![0-9]))")


def bound_tiles(text: str) -> str:
    """``text`` with each tile bound to the word before it by a no-break space, so a line
    of a recap never breaks between a move and its tile («кладёт / 0–5»: issue 13's
    playtest PT-R): the one wrapper (``drawing.wrap``) keeps «кладёт 0–5» whole, a tile
    never starts a line.

    >>> bound_tiles("Зина кладёт 0–5 к пятёрке.") == "Зина кладёт\u00a00–5 к пятёрке."
    True
    """
    return _BEFORE_TILE.sub("\u00a0", text)


class Presence:
    """Who said they are at the screen of one table, and what that lets it show."""

    def __init__(self, model: TableModel) -> None:
        self.m = model
        self.seat: int | None = None
        """The seat whose person said at the cover that they are here (None: nobody yet)."""
        self.since = 0.0
        """When the cover last went up."""
        self._shown: int | None = None
        self._turn: tuple[int, int] | None = None
        """The (round, ply) of the last turn a network table caught its person up at."""
        self.recent: tuple[int | None, frozenset[Tile], float] = (None, frozenset(), 0.0)
        """Whose turn it was, the tiles laid since that person last moved, and until when
        they glow."""
        self._told: dict[int, tuple[int, int]] = {}
        """Per seat, (round, ply): that person has seen or been told the round's moves up
        to there, so a recap never says them again."""
        self._recap: tuple[Later, int, int] | None = None
        """The recap up now, with the (round, ply) it was put up at: it gives way to the
        person's turn and to what they do (``_give_way``)."""

    @property
    def shared(self) -> bool:
        """Several people take turns at this one screen (hot-seat)."""
        s = self.m.session
        return s.local and len(s.setup.humans) > 1

    def face_up(self, seat: int) -> bool:
        """Whether ``seat``'s tiles may be drawn face up now.

        Every hand once the round is over (the rules open them all); otherwise only the hand
        at the bottom, a person's, and at a shared screen only after that person said they
        are there and while it is their turn: the moment they have moved, their hand turns
        face down, while their tile lands and the screen waits its beat (``HANDOVER_S``)
        before the cover goes up for the next person.  A demo shows the bottom bot's hand.
        """
        from kozel_gui.table.model import Phase

        m = self.m
        if m.phase is not Phase.PLAY and m.round.outcome() is not None:
            return True
        if seat != m.viewer:
            return False
        if m.demo:
            return True
        return m.session.is_human(seat) and (
            not self.shared or (self.seat == seat and m.round.to_move == seat))

    def cover(self) -> int | None:
        """The seat whose person the cover waits for: a person to move at the bottom who has
        not said they are there (None: no cover)."""
        from kozel_gui.table.model import Phase

        m = self.m
        r = m.round
        if (not self.shared or m.phase is not Phase.PLAY or r.outcome() is not None
                or self.seat == m.viewer or r.to_move != m.viewer
                or not m.session.is_human(m.viewer)):
            return None
        return m.viewer

    def ready(self) -> bool:
        """Whether the cover takes a click or a key yet."""
        return self.m.anim.now >= self.since + COVER_READY_S

    def track(self) -> None:
        """Note when the cover goes up, and catch the person at a network table up once
        their turn has come and the picture is still (called whenever the model is
        refreshed)."""
        seat = self.cover()
        if seat != self._shown:
            self._shown, self.since = seat, self.m.anim.now
        if not self.m.session.local and self._turn_came():
            self._catch_up(self.m.viewer, standing=False)
        self._give_way()

    def _turn_came(self) -> bool:
        """The person's turn at a network table, news since the last time it was asked."""
        from kozel_gui.table.model import Phase

        m = self.m
        r = m.round
        if (m.phase is not Phase.PLAY or r.outcome() is not None or m.anim.busy
                or r.to_move != m.viewer or not m.session.is_human(m.viewer)):
            return False
        turn = (m.session.number, r.ply)
        came, self._turn = turn != self._turn, turn
        return came

    def welcome_back(self) -> None:
        """The person sat down again at a network table that played on without them: what
        happened since their own last move (the computer's moves for them too) is said now,
        not only once their turn comes; the moves their window had shown before
        (``shown_before``) are not said again."""
        self._catch_up(self.m.viewer)

    def _recap_up(self) -> bool:
        """Whether the note up now is the recap ``_catch_up`` put up."""
        note = self.m.note
        return self._recap is not None and note is not None and note[0] is self._recap[0]

    def reading(self) -> bool:
        """A recap is up and its time to be read (by its length) has not gone: another
        person's move does not take it away (``_give_way`` says what does)."""
        note = self.m.note
        return self._recap_up() and note is not None and self.m.anim.now < note[1]

    def _give_way(self) -> None:
        """The recap goes for good once the person acts: a tile taken (their «Куда
        положить…?» must show; issue 13's playtest: the recap hid it), doubles set aside, a
        move of theirs sent or made since it came (merely hidden while a tile is taken, it
        would come back over the table after their move)."""
        if not self._recap_up():
            self._recap = None
            return
        assert self._recap is not None
        m, (_, number, ply) = self.m, self._recap
        stood = m.session.stood_in()
        moved = m.session.number != number or any(
            step.seat == m.viewer and i not in stood
            for i, step in enumerate(m.round.history()[ply:], ply))
        c = m.control
        if moved or m.session.waiting or c.selected is not None or c.gathered:
            m.note, self._recap = None, None

    def arrive(self) -> bool:
        """The person the cover names is here: their hand turns face up."""
        seat = self.cover()
        if seat is None or not self.ready():
            return False
        self.seat = seat
        self.m.anim.skip()  # tiles still flying to the hand face down land at once
        self._catch_up(seat)
        return True

    def _catch_up(self, seat: int, *, standing: bool = True) -> None:
        """Say what the others did since ``seat`` last moved, and make their tiles glow.

        ``standing``: the words replace a note still up (at a network table a lost link or
        a person waited for says more: the tiles only glow then)."""
        m = self.m
        stood = m.session.stood_in()
        number = m.session.number
        told = None if m.session.local else self._told.get(seat)  # (here moves are undone)
        # What the window had shown before it came back is known from the session itself, so
        # the first recap, whatever says it (the person's turn, as the table is built), starts
        # after it (issue 13's third playtest: back on her turn, the turn's catch-up came
        # first and said the round again from her last move).
        known = max(told[1] if told is not None and told[0] == number else 0,
                    m.session.shown_before())
        self._told[seat] = (number, m.round.ply)
        steps = since_turn(m.round, seat, stood, known)
        if not steps:
            return
        if self._recap_up() and standing:
            m.note = None  # the last recap gives way: this one says only what is new since
        # A recap still up when the person's turn comes stays until read (its time goes by
        # its length) or until they act (``_give_way``): the moves since were shown live
        # (issue 13's second playtest: eight moves said for 2–4 s, then three new ones).
        said = Later(since_words, (m.round, seat, m.session.person, stood, known))
        seconds = max(RECENT_S, 3.0 + len(str(said)) / 25)  # time to read it
        if standing or m.note is None or m.anim.now >= m.note[1]:
            m.notify(said, seconds)
            self._recap = (said, number, m.round.ply)
        laid = frozenset(t for step in steps if step.move.is_placement for t in step.move.tiles)
        self.recent = (seat, laid, m.anim.now + seconds)

    def glowing(self) -> frozenset[Tile]:
        """The tiles laid since the person at the screen last moved, while they still glow."""
        seat, tiles, until = self.recent
        live = self.m.anim.now < until and self.m.round.to_move == seat  # not yet moved
        return tiles if live else frozenset()

    def forget(self) -> None:
        """Nobody is known to be at the screen any more: every hand turns face down until
        the next person says they are there."""
        if not self.shared:
            return
        self.seat = None
        self.recent = (None, frozenset(), 0.0)
        self.m.anim.skip()  # no tile may finish its flight face up
        self.m.control.reset()
