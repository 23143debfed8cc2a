"""A stored match's JSON: read back into the engine's objects, and packed for the history file.

``kozel_gui.history`` stores and lists matches; this is what a row's JSON means.
"""

from __future__ import annotations

import json
import zlib
from typing import Any

from kozel_gui.rule_sets import game_key
from rules import BadData, Round, ScoreSheet

__all__ = ["dumps", "loads", "pack", "profile_seat", "rounds_of", "seat_names", "sheet_of",
           "variant_name", "variant_of"]


def sheet_of(match_json: dict[str, Any]) -> ScoreSheet:
    """The final score sheet of a match JSON (``rules.Match`` form, or a row of rounds)."""
    if "sheet" in match_json:
        return ScoreSheet.from_json(match_json["sheet"])
    rounds = [Round.from_json(r) for r in rounds_of(match_json)]
    if not rounds:
        raise BadData("match: neither a score sheet nor rounds")
    sheet = ScoreSheet(rounds[0].rules, rounds[0].players)
    for r in rounds:
        outcome = r.outcome()
        if outcome is not None and not sheet.is_over:
            sheet = sheet.record_outcome(outcome)
    return sheet


def rounds_of(match_json: dict[str, Any]) -> list[dict[str, Any]]:
    """Every round JSON the match kept with its moves, oldest first.

    ``rules.Match.to_json()`` holds the finished rounds under ``"past"`` and the current
    (last) one under ``"round"``; a row-of-rounds match keeps them all under ``"rounds"``.
    """
    if isinstance(match_json.get("rounds"), list):
        return list(match_json["rounds"])
    past = match_json.get("past")
    out = list(past) if isinstance(past, list) else []
    if isinstance(match_json.get("round"), dict):
        out.append(match_json["round"])
    return out


def profile_seat(setup_json: dict[str, Any]) -> int | None:
    """The seat the person at this computer played: their seat at a host's table (where the
    others' people's seats are marked human too), else the first human seat; None in a
    bots' match."""
    network = setup_json.get("network")
    if isinstance(network, dict) and isinstance(network.get("seat"), int):
        return int(network["seat"])
    for i, seat in enumerate(setup_json.get("seats", ())):
        if isinstance(seat, dict) and seat.get("human"):
            return i
    return None


def seat_names(setup_json: dict[str, Any]) -> list[str]:
    return [str(s.get("name", "?")) for s in setup_json.get("seats", ()) if isinstance(s, dict)]


def variant_of(setup_json: dict[str, Any], sheet: ScoreSheet) -> str:
    """The game a match is filed under (``rule_sets.game_key``): a house rule set by its
    rules, not by the name it had then (a renamed set stays one game)."""
    rules = setup_json.get("rules")
    return game_key(rules if isinstance(rules, dict) else sheet.rules.to_json(),
                    sheet.rules.name)


def variant_name(setup_json: dict[str, Any], default: str) -> str:
    rules = setup_json.get("rules")
    name = rules.get("name") if isinstance(rules, dict) else None
    return str(name or default)


def dumps(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def pack(data: Any) -> bytes:
    """Match JSON compressed: every round repeats the rules, so it shrinks about 5x."""
    return zlib.compress(dumps(data).encode("utf-8"), 6)


def loads(stored: str | bytes) -> Any:
    """A JSON column: plain text (the first schema's matches) or compressed."""
    if isinstance(stored, bytes):
        stored = zlib.decompress(stored).decode("utf-8")
    return json.loads(stored)
