"""What the table asks of the match it shows: played here (``Session``) or at a host.

``kozel_gui.session.Session`` plays the match at this computer (the engine's ``Match``,
bots on a worker thread, autosave, undo, clocks); ``kozel_gui.netplay.NetSession`` shows
one seat of a match a host plays over the network.  The table model, its time step, the
round summary and the match-over screen read only this protocol.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from kozel_gui.i18n import Person
    from kozel_gui.options import MatchSetup
    from kozel_gui.table.seen import TableRound
    from rules import Move, Row, ScoreSheet

__all__ = ["TableSession", "is_rated"]


class TableSession(Protocol):
    """One match as the table drives it."""

    setup: MatchSetup
    seed: int
    practice: bool
    local: bool
    """Played here: bots think here, clocks and undo exist, every dealt hand is known."""

    @property
    def round(self) -> TableRound: ...
    @property
    def sheet(self) -> ScoreSheet: ...
    @property
    def sheet_in_play(self) -> ScoreSheet: ...
    @property
    def number(self) -> int: ...
    @property
    def is_over(self) -> bool: ...
    @property
    def is_kids(self) -> bool: ...
    @property
    def waiting(self) -> bool: ...
    @property
    def time_left(self) -> float | None:
        """Seconds of match time left (§8.38); None without a match time."""
    @property
    def has_give_up(self) -> bool:
        """Whether giving up exists at this table at all (the pause menu keeps its place)."""
    @property
    def can_give_up(self) -> bool:
        """Whether the person may give up the match now (§8.39)."""

    def is_human(self, seat: int) -> bool:
        """Whether a person at this screen plays ``seat``."""

    def name(self, seat: int) -> str:
        """The name shown for ``seat``."""

    def person(self, seat: int) -> Person:
        """Who plays ``seat``, for sentences about them."""

    def offers(self) -> tuple[tuple[str, str], ...]:
        """Choices beside the moves the table shows as buttons now, ``(key, label)`` with
        keys ``offer:…`` (a network table waiting for someone: play on with the computer)."""

    def offer_room(self) -> tuple[str, ...]:
        """The labels of every offer this session may ever show: the board keeps room for
        them, so one coming or going never re-lays it."""

    def choose(self, key: str) -> None:
        """The person took the offer ``key``."""

    def side_person(self, side: int) -> Person:
        """A scoring side, for sentences."""

    def stood_in(self) -> frozenset[int]:
        """The plies of this round a network host's computer played for a person away (so
        their words say so); none at a table played here."""

    def shown_before(self) -> int:
        """How many moves of the round shown this window had shown before it came (back)
        to it: a recap of what the person missed starts after them; 0 at a table played
        here."""

    def avatar_hint(self, seat: int) -> str | None:
        """What a bot's face shows (None: a person, initials)."""

    def away(self, seat: int) -> str | None:
        """What ``seat``'s plate says of a person who is not at the table now («нет связи»,
        «за неё играет компьютер»); None while they are (always, at one screen)."""

    def avatar_name(self, seat: int) -> str:
        """Whose initials a person's avatar shows: the profile the seat plays for (the
        player's own name, never the «Вы» the plate says)."""

    def can_undo(self) -> bool:
        """Whether the last move can be taken back now."""

    def undo(self) -> TableRound:
        """Take the last move back; the round as it was before."""

    def apply(self, move: Move, *, forced: bool = False) -> TableRound | None:
        """Play ``move``: the round before it, or None when it is only sent to be played."""

    def timeout(self, seat: int) -> Row:
        """``seat``'s move clock ran out."""

    def timeout_move(self) -> Move:
        """The move made for a person out of time."""

    def play_time(self, dt: float) -> bool:
        """``dt`` seconds of play went by; True when the match time ran out just now."""

    def give_up(self, seat: int) -> None:
        """The person at ``seat`` gives up: the match ends now (§8.39)."""

    def written(self) -> None:
        """Wait until what was handed to be saved is on disk (before a result shows)."""

    def summary_opened(self) -> None:
        """The round's summary is on the screen (a ``--log-moves`` line for a local match)."""

    def next_round(self) -> None:
        """Deal the next round (after the summary)."""

    def ask_bot(self) -> None:
        """Let whoever moves next elsewhere (a bot, the host) start on it."""

    def bot_move(self) -> Move | None:
        """The next move made elsewhere once it is known, else None."""

    def wait_bot(self, timeout: float | None = 5.0) -> Move | None:
        """Wait up to ``timeout`` s for that move."""

    def close(self) -> None:
        """Stop what runs beside the table."""


def is_rated(session: TableSession) -> bool:
    """Whether the match counts for its players' ratings: not practice (a move was taken
    back) and not a kids' game.  The screens say rating points only where this holds (the
    history leaves the same matches out of the rating by the marks stored with them)."""
    return not session.practice and not session.is_kids
