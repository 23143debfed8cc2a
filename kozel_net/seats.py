"""Who sits where at a network table: the seat plan, each seat's person and secret token.

A token is a random secret (``secrets``) the host gives a player when they take a seat;
the host keeps only its SHA-256, so an autosave on disk holds no usable secret.  Each
reconnection gets a fresh token and the old one stops working once the client has
used the new connection (so a token seen on the wire cannot be replayed later).
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass
from typing import Any

from kozel_gui.i18n.names import BOT_NAMES
from rules.bots import BOTS
from rules.bots.personalities import PERSONALITIES, find_personality
from rules.i18n import Gender, text

__all__ = ["Seat", "SeatPlan", "parse_seats", "token_hash"]

TOKEN_BYTES = 24


@dataclass(frozen=True, slots=True)
class SeatPlan:
    """One seat as the host was set up: a person's, or a bot's (a level or a character)."""

    human: bool
    bot: str = "medium"
    """The bot's level (for a person: unused; the host's stand-in plays a dropped seat)."""
    character: str | None = None

    def __str__(self) -> str:
        if self.human:
            return "human"
        return f"bot:{self.character or self.bot}"

    @classmethod
    def parse(cls, text: str) -> SeatPlan:
        """``human``, ``bot:LEVEL`` or ``bot:CHARACTER``; ``ValueError`` naming the choices."""
        word = text.strip().lower()
        if word == "human":
            return cls(True)
        if word.startswith("bot:") and word[4:] in BOTS:
            return cls(False, bot=word[4:])
        keys = [p.key for p in PERSONALITIES]
        if word.startswith("bot:") and word[4:] in keys:
            return cls(False, bot=find_personality(word[4:]).bot.name, character=word[4:])
        known = ", ".join([*sorted(BOTS), *keys])
        raise ValueError(f"seat {text!r}: 'human' or 'bot:NAME' with NAME one of {known}")


def parse_seats(text: str | None, players: int) -> tuple[SeatPlan, ...]:
    """The ``--seats`` list (default: every seat a person's); ``ValueError`` if wrong."""
    if text is None:
        return tuple(SeatPlan(True) for _ in range(players))
    plans = tuple(SeatPlan.parse(part) for part in text.split(","))
    if len(plans) != players:
        raise ValueError(f"--seats: {len(plans)} seats for {players} players")
    if not any(p.human for p in plans):
        raise ValueError("--seats: at least one seat must be a person's")
    return plans


def token_hash(token: str) -> str:
    """What the host keeps of a token."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


@dataclass(slots=True)
class Seat:
    """A seat's state on the host: its plan, its person once taken, its token, its link."""

    plan: SeatPlan
    name: str
    gender: Gender | None = None
    token: str | None = None
    """SHA-256 of the token in force."""
    pending: str | None = None
    """SHA-256 of the token just given, in force from the client's first message with it."""
    connected: bool = False
    dropped_at: float | None = None
    """When the person's connection was lost (the host's clock)."""
    waited: bool = False
    """The person's connection was lost without a ``bye`` (a window closed, a crash, the
    network) during a match: the table waits for them, no stand-in plays, until they are
    back or another person at the table asks for the stand-in."""
    given: bool = False
    """The table stopped waiting for this person (their grace ended, or someone asked for
    the stand-in): the stand-in plays their seat at once until they are back, and still
    does after a host restart (no new grace: that is for a person who just went)."""

    hosts: bool = False
    """This person's game window holds the table (its host): the others see «хозяин
    стола» by their name."""

    @classmethod
    def of(cls, plan: SeatPlan, index: int, lang: str = "ru") -> Seat:
        """A fresh seat: a bot's gets its character's or a stock name (in ``lang``, the
        host's: every window shows the name it is given)."""
        if plan.human:
            return cls(plan, "")
        if plan.character is not None:
            who = find_personality(plan.character)
            return cls(plan, who.name(lang), who.gender)
        key = list(BOT_NAMES)[index % len(BOT_NAMES)]
        return cls(plan, text(lang, f"name.{key}"), BOT_NAMES[key])

    @property
    def taken(self) -> bool:
        """A person holds this seat (with a token)."""
        return self.token is not None

    @property
    def away(self) -> bool:
        """This person's seat is taken and they are not connected now."""
        return self.plan.human and self.taken and not self.connected

    @property
    def stand_in(self) -> bool:
        """The host's bot plays this person's seat while they are away."""
        return self.away and not self.waited

    @property
    def waiting(self) -> bool:
        """The table waits for this person to come back (no stand-in plays for them)."""
        return self.away and self.waited

    def give_token(self) -> str:
        """A new secret for this seat's person; the old one still works until it is used."""
        token = secrets.token_urlsafe(TOKEN_BYTES)
        if self.token is None:
            self.token = token_hash(token)
        else:
            self.pending = token_hash(token)
        return token

    def matches(self, token: str) -> bool:
        """Whether ``token`` opens this seat (compared in constant time)."""
        given = token_hash(token)
        return any(h is not None and hmac.compare_digest(h, given)
                   for h in (self.token, self.pending))

    def confirm(self) -> None:
        """The client spoke on its new connection: only the newest token works from now."""
        if self.pending is not None:
            self.token, self.pending = self.pending, None

    def public(self, index: int) -> dict[str, Any]:
        """The seat as every player sees it."""
        return {"seat": index, "name": self.name, "gender": self.gender,
                "kind": "human" if self.plan.human else "bot",
                "bot": None if self.plan.human else self.plan.bot,
                "character": self.plan.character,
                "taken": self.taken or not self.plan.human,
                "connected": self.connected or not self.plan.human,
                "stand_in": self.stand_in, "waiting": self.waiting, "host": self.hosts}

    def to_json(self) -> dict[str, Any]:
        """What the autosave keeps (token hashes only)."""
        return {"name": self.name, "gender": self.gender, "token": self.token,
                "pending": self.pending, "waited": self.waited, "given": self.given, "hosts": self.hosts}

    def restore(self, data: Any) -> None:
        """Take back ``to_json`` data (the connection is down after a restart)."""
        if not isinstance(data, dict):
            raise ValueError("seat: expected an object")
        name, gender = data.get("name"), data.get("gender")
        token, pending = data.get("token"), data.get("pending")
        if not isinstance(name, str) or not all(
                h is None or (isinstance(h, str) and len(h) == 64) for h in (token, pending)):
            raise ValueError("seat: name and token hashes expected")
        self.name, self.gender = name, Gender.parse(gender)
        self.token, self.pending = token, pending
        self.waited = data.get("waited") is True
        self.hosts = data.get("hosts") is True  # (missing before issue 13's playtest)
        self.given = data.get("given") is True and not self.waited  # (missing before)
        self.connected, self.dropped_at = False, None
