"""The wire protocol's constants and the checks of every message a client sends.

Messages are JSON objects in WebSocket text frames; docs/PROTOCOL.md describes each one.
A client message is checked here before the host acts on it: its size, that it is an
object, its ``type``, and every field's type and range; anything else is a
:class:`ProtocolError` whose ``code`` the host sends back.
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass
from typing import Any

from rules import MAX_NAME

__all__ = [
    "CLIENT_TYPES",
    "CODE_CHARS",
    "CODE_MAX",
    "CODE_MIN",
    "MAX_CLIENT_MESSAGE",
    "PHRASES",
    "PHRASE_IN_LOBBY",
    "VERSION",
    "ClientMessage",
    "ProtocolError",
    "check_code",
    "check_name",
    "parse_client",
    "phrases_for",
]

VERSION = 1
"""The protocol version a hello names; the host refuses any other."""
MAX_CLIENT_MESSAGE = 2048
"""Bytes: the largest message a client may send (the host closes the connection past it)."""
"""Characters in a player's name."""
PHRASE_IN_LOBBY: dict[str, bool] = {
    "knock": False, "fish": False, "well_played": False, "hurry": False,
    "thanks": True, "oops": True, "greeting": True, "good_game": False,
}
"""The quick phrases a player may say (each shown in the reader's language), instead of
chat, in the order of their keys 1 to 8, and whether each makes sense in the lobby too:
before a deal there is no knocking, no fish, no turn and no game to praise.  At the table
every one does."""
PHRASES = tuple(PHRASE_IN_LOBBY)
"""Every quick phrase, in key order."""
CODE_MIN, CODE_MAX = 4, 12
CODE_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"
"""What a join code is written with (any case: ``check_code`` makes it capitals)."""
CODE_RE = re.compile(rf"[A-Z0-9]{{{CODE_MIN},{CODE_MAX}}}")
"""A join code: 4 to 12 capital Latin letters and digits."""
TOKEN_RE = re.compile(r"[A-Za-z0-9_-]{16,64}")

_FIELDS: dict[str, dict[str, tuple[type, ...]]] = {
    "hello": {"version": (int,), "code": (str,), "name": (str,), "gender": (str, type(None)),
              "token": (str, type(None))},
    "move": {"number": (int,), "ply": (int,), "move": (str,)},
    "ready": {"number": (int,)},
    "phrase": {"phrase": (str,)},
    "stand_in": {"seat": (int,)},
    "sit": {"seat": (int,)},
    "bye": {},
}
_REQUIRED: dict[str, frozenset[str]] = {
    "hello": frozenset({"version", "code"}),
    "move": frozenset({"number", "ply", "move"}),
    "ready": frozenset({"number"}),
    "phrase": frozenset({"phrase"}),
    "stand_in": frozenset({"seat"}),
    "sit": frozenset({"seat"}),
    "bye": frozenset(),
}
CLIENT_TYPES = tuple(_FIELDS)


class ProtocolError(ValueError):
    """A message the host refuses: ``code`` for the client, ``fatal`` closes the connection."""

    def __init__(self, code: str, message: str, *, fatal: bool = False,
                 counts: bool = True) -> None:
        super().__init__(message)
        self.code = code
        self.fatal = fatal
        self.counts = counts
        """Whether it counts against the connection's error budget."""


@dataclass(frozen=True, slots=True)
class ClientMessage:
    """A checked client message: its type and its fields (all present ones well typed)."""

    type: str
    fields: dict[str, Any]

    def get(self, key: str, default: Any = None) -> Any:
        """A field's value, or ``default`` when the message left it out."""
        return self.fields.get(key, default)


def parse_client(raw: str | bytes) -> ClientMessage:
    """Check one received frame; ``ProtocolError`` says what is wrong with it."""
    if isinstance(raw, bytes):
        raise ProtocolError("binary", "messages are JSON text frames, not binary ones",
                            fatal=True)
    if len(raw.encode("utf-8", "surrogatepass")) > MAX_CLIENT_MESSAGE:
        raise ProtocolError("too_big", f"a message is at most {MAX_CLIENT_MESSAGE} bytes",
                            fatal=True)
    try:
        data = json.loads(raw, parse_constant=_no_constant)
    except (ValueError, RecursionError) as exc:
        raise ProtocolError("bad_json", f"not JSON: {exc}", fatal=True) from None
    if not isinstance(data, dict):
        raise ProtocolError("bad_message", "a message is a JSON object")
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in _FIELDS:
        raise ProtocolError("unknown_type",
                            f"type must be one of {', '.join(CLIENT_TYPES)}, not {kind!r}")
    fields = {k: v for k, v in data.items() if k != "type"}
    _check_fields(kind, fields)
    return ClientMessage(kind, fields)


def _no_constant(name: str) -> None:
    raise ValueError(f"{name} is not JSON")


def _check_fields(kind: str, fields: dict[str, Any]) -> None:
    allowed = _FIELDS[kind]
    unknown = sorted(set(fields) - set(allowed))
    if unknown:
        raise ProtocolError("bad_message", f"{kind}: unknown fields {', '.join(unknown)}")
    missing = sorted(_REQUIRED[kind] - set(fields))
    if missing:
        raise ProtocolError("bad_message", f"{kind}: missing fields {', '.join(missing)}")
    for key, value in fields.items():
        types = allowed[key]
        if isinstance(value, bool) or not isinstance(value, types):
            names = " or ".join("null" if t is type(None) else t.__name__ for t in types)
            raise ProtocolError("bad_message", f"{kind}: {key} must be {names}")
        if isinstance(value, int) and not 0 <= value < 2**31:
            raise ProtocolError("bad_message", f"{kind}: {key} out of range")
    if kind == "hello" and fields.get("gender") not in (None, "male", "female"):
        raise ProtocolError("bad_message", "hello: gender is \"male\", \"female\" or null")
    if kind == "hello" and fields.get("token") is not None and not TOKEN_RE.fullmatch(
            fields["token"]):
        raise ProtocolError("bad_token", "hello: that is not a token this host gives")
    if kind == "move" and len(fields["move"]) > 16:
        raise ProtocolError("bad_move", "move: not a move")
    if kind == "phrase" and fields["phrase"] not in PHRASES:
        raise ProtocolError("bad_message", f"phrase: one of {', '.join(PHRASES)}")


def phrases_for(lobby: bool) -> tuple[str, ...]:
    """The quick phrases that make sense in the lobby (``lobby``), or at the table."""
    return tuple(p for p, there in PHRASE_IN_LOBBY.items() if there or not lobby)


def check_code(code: str) -> str:
    """A join code as typed (case and spaces forgiven), or ``ValueError``."""
    cleaned = code.strip().upper().replace(" ", "").replace("-", "")
    if not CODE_RE.fullmatch(cleaned):
        raise ValueError("a join code is 4 to 12 Latin letters and digits")
    return cleaned


def check_name(name: str) -> str:
    """A player's name: trimmed, 1 to ``MAX_NAME`` printable characters, or ``ValueError``."""
    cleaned = unicodedata.normalize("NFC", " ".join(name.split()))
    if not 1 <= len(cleaned) <= MAX_NAME:
        raise ValueError(f"a name has 1 to {MAX_NAME} characters")
    if any(unicodedata.category(c)[0] in "CZ" and c != " " for c in cleaned):
        raise ValueError("a name has only printable characters")
    return cleaned
