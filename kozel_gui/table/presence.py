"""Who is at the screen, and so which hand may be drawn face up: the one rule of what is seen.

At a hot-seat table several people share one screen.  A person's tiles show only after
that person said at the cover that they are the one sitting there; a new deal, a resumed
match and the pause menu forget who that was.  The painters never decide this: the
snapshot asks ``Presence.face_up`` for every hand it hands them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kozel_gui.table.model import TableModel

__all__ = ["COVER_READY_S", "Presence"]

COVER_READY_S = 0.5
"""Seconds the hot-seat cover ignores clicks and keys after it goes up (a key pressed for
the last move must not lift it for the next person)."""


class Presence:
    """Who said they are at the screen of one table, and what that lets it show."""

    def __init__(self, model: TableModel) -> None:
        self.m = model
        self.seat: int | None = None
        """The seat whose person said at the cover that they are here (None: nobody yet)."""
        self.since = 0.0
        """When the cover last went up."""
        self._shown: int | None = None

    @property
    def shared(self) -> bool:
        """Several people take turns at this one screen (hot-seat)."""
        s = self.m.session
        return s.local and len(s.setup.humans) > 1

    def face_up(self, seat: int) -> bool:
        """Whether ``seat``'s tiles may be drawn face up now.

        Every hand once the round is over (the rules open them all); otherwise only the hand
        at the bottom, a person's, and at a shared screen only after that person said they
        are there.  A demo shows the bottom bot's hand.
        """
        from kozel_gui.table.model import Phase

        m = self.m
        if m.phase is not Phase.PLAY and m.round.outcome() is not None:
            return True
        if seat != m.viewer:
            return False
        if m.demo:
            return True
        return m.session.is_human(seat) and (not self.shared or self.seat == seat)

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
        """Note when the cover goes up (called whenever the model is refreshed)."""
        seat = self.cover()
        if seat != self._shown:
            self._shown, self.since = seat, self.m.anim.now

    def arrive(self) -> bool:
        """The person the cover names is here: their hand turns face up."""
        seat = self.cover()
        if seat is None or not self.ready():
            return False
        self.seat = seat
        self.m.anim.skip()  # tiles still flying to the hand face down land at once
        return True

    def forget(self) -> None:
        """Nobody is known to be at the screen any more: every hand turns face down until
        the next person says they are there."""
        if not self.shared:
            return
        self.seat = None
        self.m.anim.skip()  # no tile may finish its flight face up
        self.m.control.reset()
