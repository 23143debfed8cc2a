"""The host's messages as `docs/PROTOCOL.md` describes them, and a check of each against it.

Written from the page alone (see tests/independent_client.py). `problems` says what in one
host message does not fit the page: a missing field, a field the page does not list, a
value of another type than the page gives.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

# A checker takes a value and its path and returns what is wrong with it (nothing: []).
Check = Callable[[Any, str], list[str]]

TILE = re.compile(r"^([0-6]):([0-6])$")
MOVE = re.compile(r"^(?:[0-6]:[0-6][<>]?(?:\+[0-6]:[0-6][<>])?|draw|pass|decline)$")
TOKEN = re.compile(r"^[A-Za-z0-9_-]{32}$")
PHRASES = ("knock", "fish", "well_played", "hurry", "thanks", "oops", "greeting", "good_game")
BOT_LEVELS = ("random", "heaviest", "kids", "easy", "medium", "hard")
ERROR_CODES = (
    "binary", "too_big", "bad_json", "bad_message", "unknown_type", "no_hello", "version",
    "bad_code", "bad_token", "seat_freed", "bad_name", "table_full", "closed", "locked_out",
    "busy", "flood", "not_your_turn", "stale", "bad_move", "illegal_move", "not_playing",
    "not_waiting", "too_fast", "not_away", "seat_taken", "not_human_seat", "started",
)


def _is_int(value: Any) -> bool:
    return type(value) is int


def integer(value: Any, path: str) -> list[str]:
    return [] if _is_int(value) else [f"{path}: {value!r} is not an int"]


def string(value: Any, path: str) -> list[str]:
    return [] if isinstance(value, str) else [f"{path}: {value!r} is not a string"]


def boolean(value: Any, path: str) -> list[str]:
    return [] if isinstance(value, bool) else [f"{path}: {value!r} is not a bool"]


def anything(value: Any, path: str) -> list[str]:
    return []


def tile(value: Any, path: str) -> list[str]:
    """A tile as the view writes it: "low:high"."""
    match = TILE.match(value) if isinstance(value, str) else None
    if match is None or int(match.group(1)) > int(match.group(2)):
        return [f"{path}: {value!r} is not a tile low:high"]
    return []


def move_text(value: Any, path: str) -> list[str]:
    if isinstance(value, str) and MOVE.match(value):
        return []
    return [f"{path}: {value!r} is not a move text"]


def one_of(*values: Any) -> Check:
    def check(value: Any, path: str) -> list[str]:
        if any(type(value) is type(v) and value == v for v in values):
            return []
        return [f"{path}: {value!r} is none of {values!r}"]
    return check


def nullable(inner: Check) -> Check:
    def check(value: Any, path: str) -> list[str]:
        return [] if value is None else inner(value, path)
    return check


def list_of(inner: Check, length: int | None = None) -> Check:
    def check(value: Any, path: str) -> list[str]:
        if not isinstance(value, list):
            return [f"{path}: {value!r} is not a list"]
        wrong = [] if length is None or len(value) == length else [
            f"{path}: {len(value)} items, not {length}"]
        return wrong + [p for i, item in enumerate(value) for p in inner(item, f"{path}[{i}]")]
    return check


def seat_number(value: Any, path: str) -> list[str]:
    if _is_int(value) and 0 <= value <= 3:
        return []
    return [f"{path}: {value!r} is not a seat"]


def obj(fields: dict[str, Check], optional: dict[str, Check] | None = None,
        open_: bool = False) -> Check:
    """An object with exactly `fields` (plus any of `optional`; more only when `open_`)."""
    optional = optional or {}

    def check(value: Any, path: str) -> list[str]:
        if not isinstance(value, dict):
            return [f"{path}: {value!r} is not an object"]
        wrong = [f"{path}: no field {name!r}" for name in fields if name not in value]
        if not open_:
            wrong += [f"{path}: field {name!r} is not in the document"
                      for name in value if name not in fields and name not in optional]
        for name, inner in {**fields, **optional}.items():
            if name in value:
                wrong += inner(value[name], f"{path}.{name}")
        return wrong
    return check


# «Rules»: `name`, `teams`, `hand_size` "and the rule choices of the rule book". The page
# gives no types: `hand_size` is an int, or "by_players" in the classic preset.
RULES = obj({"name": string, "teams": boolean, "hand_size": anything}, open_=True)

SEAT = obj({
    "seat": seat_number, "name": string, "gender": one_of("male", "female", None),
    "kind": one_of("human", "bot"), "bot": nullable(one_of(*BOT_LEVELS)),
    "character": nullable(string), "taken": boolean, "connected": boolean,
    "stand_in": boolean, "waiting": boolean, "wait_left": nullable(integer),
    "host": boolean,
})


def redeal(value: Any, path: str) -> list[str]:
    if not isinstance(value, list) or len(value) != 2:
        return [f"{path}: {value!r} is not [seat, reason]"]
    return seat_number(value[0], f"{path}[0]") + one_of("doubles", "suit")(value[1], f"{path}[1]")


def history_item(value: Any, path: str) -> list[str]:
    """`[seat, move]`, or `[seat, "draw", tile]` for your own draws."""
    if isinstance(value, list) and len(value) == 3 and value[1] == "draw":
        return seat_number(value[0], f"{path}[0]") + tile(value[2], f"{path}[2]")
    if isinstance(value, list) and len(value) == 2:
        return seat_number(value[0], f"{path}[0]") + move_text(value[1], f"{path}[1]")
    return [f"{path}: {value!r} is neither [seat, move] nor [seat, 'draw', tile]"]


OUTCOME = obj({
    "kind": one_of("out", "fish"), "by": seat_number, "hands": list_of(list_of(tile)),
    "blocked": boolean, "lead": tile, "last": list_of(tile), "hundred": nullable(seat_number),
})

VIEW = obj({
    "format": one_of(1), "rules": RULES, "players": integer, "seat": seat_number,
    "hand": list_of(tile), "hand_sizes": list_of(integer), "bazaar_size": integer,
    "ends": nullable(list_of(integer, 2)), "to_move": seat_number, "leader": seat_number,
    "history": list_of(history_item), "lead_options": list_of(tile),
    "offer": nullable(seat_number), "has_drawn": boolean, "knocks": integer,
    "outcome": nullable(OUTCOME), "lots": list_of(tile),
    "redeals": list_of(redeal),
}, optional={"start": anything, "hundred": anything})

ROUND_ENTRY = obj({
    "kind": one_of("round"), "ended": one_of("out", "fish"), "by": anything,
    "hands": anything, "lead": anything, "last": anything,
}, optional={"hundred": seat_number})  # the sea goat's rounds


def sheet_entry(value: Any, path: str) -> list[str]:
    if isinstance(value, dict) and value.get("kind") == "round":
        return ROUND_ENTRY(value, path)
    return obj({"kind": string}, open_=True)(value, path)


SHEET = obj({"format": one_of(1), "rules": RULES, "players": integer,
             "entries": list_of(sheet_entry)})
SCORE = list_of(integer)
LEGAL = list_of(move_text)

HOST_MESSAGES: dict[str, Check] = {
    "welcome": obj({"type": string, "version": one_of(1), "seat": seat_number,
                    "token": lambda v, p: [] if isinstance(v, str) and TOKEN.match(v)
                    else [f"{p}: {v!r} is not a 32-character token"],
                    "code": string, "players": integer, "rules": RULES}),
    "seats": obj({"type": string, "seats": list_of(SEAT)}),
    "seated": obj({"type": string, "seat": seat_number}),
    "move": obj({"type": string, "number": integer, "ply": integer, "seat": seat_number,
                 "move": move_text, "to_move": seat_number, "next_ply": integer,
                 "view": VIEW, "legal": LEGAL},
                optional={"drawn": tile, "stand_in": one_of(True)}),
    "round_over": obj({"type": string, "number": integer, "sheet": SHEET, "score": SCORE,
                       "match_over": boolean}),
    "match_over": obj({"type": string, "number": integer, "sheet": SHEET, "score": SCORE,
                       "goat": nullable(integer), "winner": nullable(integer)}),
    "ready": obj({"type": string, "seat": seat_number}),
    "phrase": obj({"type": string, "seat": seat_number, "phrase": one_of(*PHRASES)}),
    "closing": obj({"type": string, "reason": string}),
    "error": obj({"type": string, "code": one_of(*ERROR_CODES), "message": string}),
}
STATE_ALWAYS: dict[str, Check] = {
    "type": string,
    "phase": one_of("lobby", "playing", "round_over", "match_over", "done"),
    "match": integer, "seats": list_of(SEAT),
}
STATE_MATCH: dict[str, Check] = {
    "number": integer, "sheet": SHEET, "score": SCORE, "ready": list_of(seat_number),
    "to_move": seat_number, "next_ply": integer, "view": VIEW, "legal": LEGAL,
}


def problems(message: Any) -> list[str]:
    """What in one host message does not fit the page (an empty list: it all fits)."""
    if not isinstance(message, dict) or not isinstance(message.get("type"), str):
        return [f"{message!r} is not an object with a type"]
    kind = message["type"]
    if kind == "state":
        # "the rest: only when a match has begun" -- all of it, or none of it.
        begun = any(name in message for name in STATE_MATCH)
        return obj({**STATE_ALWAYS, **(STATE_MATCH if begun else {})},
                   optional={"stand_ins": list_of(integer)} if begun else None)(message, "state")
    if kind not in HOST_MESSAGES:
        return [f"unknown host message type {kind!r}"]
    return HOST_MESSAGES[kind](message, kind)


def tiles_in(value: Any) -> set[str]:
    """Every tile named anywhere in `value` (move texts included), as "low:high"."""
    found: set[str] = set()
    if isinstance(value, str):
        for a, b in re.findall(r"([0-6]):([0-6])", value):
            found.add(f"{min(a, b)}:{max(a, b)}")
    elif isinstance(value, list):
        for item in value:
            found |= tiles_in(item)
    elif isinstance(value, dict):
        for item in value.values():
            found |= tiles_in(item)
    return found
