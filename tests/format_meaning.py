"""What a saved engine object means, as plain JSON-able data read through the public API.

Shared by ``scripts/make_engine_fixtures.py`` (which wrote the meanings of one version)
and ``tests/test_format_fixtures.py`` (which checks later versions read the same).
Only stable, public readings are used, each normalised to lists, ints and strings.
"""

from __future__ import annotations

import dataclasses
import random
from typing import Any

from rules import Match, Round, Rules, ScoreSheet, SeatView


def meaning(value: Any) -> Any:
    """The meaning of a ``Rules``, ``Round``, ``SeatView``, ``ScoreSheet`` or ``Match``."""
    if isinstance(value, Rules):
        return _rules(value)
    if isinstance(value, Round):
        return _round(value)
    if isinstance(value, SeatView):
        return _view(value)
    if isinstance(value, ScoreSheet):
        return _sheet(value)
    if isinstance(value, Match):
        return _match(value)
    raise TypeError(f"no meaning for {type(value).__name__}")


def _tiles(tiles: Any) -> list[str]:
    return [str(t) for t in tiles]


def _plain(value: Any) -> Any:
    if isinstance(value, (bool, int)) or value is None:
        return value
    if isinstance(value, (tuple, list)):
        return [_plain(v) for v in value]
    return str(value)


def _rules(r: Rules) -> dict[str, Any]:
    from rules import hand_value

    out = {f.name: _plain(getattr(r, f.name)) for f in dataclasses.fields(r)}
    out["hand_values"] = [hand_value(r, h) for h in (["0:0"], ["6:6"], ["0:0", "6:6"],
                                                     ["0:0", "1:2"], ["3:5", "6:6"])]
    out["hand_sizes"] = [r.hand_size_for(n) for n in r.players_allowed]
    return out


def _outcome(o: Any) -> Any:
    if o is None:
        return None
    return {"kind": str(o.kind), "by": o.by, "hands": [_tiles(h) for h in o.hands],
            "blocked": o.blocked, "lead": None if o.lead is None else str(o.lead),
            "last": _tiles(o.last), "hundred": o.hundred}


def _steps(steps: Any) -> list[Any]:
    return [[s.seat, str(s.move), None if s.drawn is None else str(s.drawn)] for s in steps]


def _line(line: Any) -> list[Any]:
    return [[str(p.tile), p.a, p.b, p.seat] for p in line]


def _round(r: Round) -> dict[str, Any]:
    return {
        "rules": r.rules.name, "players": r.players, "hands": [_tiles(h) for h in r.hands],
        "bazaar": _tiles(r.bazaar), "ends": _plain(r.ends), "to_move": r.to_move,
        "leader": r.leader, "knocks": r.knocks, "has_drawn": r.has_drawn, "offer": r.offer,
        "lots": _tiles(r.lots), "redeals": _plain(r.redeals), "history": _steps(r.history()),
        "legal": [str(m) for m in r.legal_moves()], "line": _line(r.line),
        "lead_index": r.lead_index, "outcome": _outcome(r.outcome()),
    }


def _view(v: SeatView) -> dict[str, Any]:
    return {
        "rules": v.rules.name, "players": v.players, "seat": v.seat, "hand": _tiles(v.hand),
        "hand_sizes": list(v.hand_sizes), "bazaar_size": v.bazaar_size, "ends": _plain(v.ends),
        "to_move": v.to_move, "leader": v.leader, "history": _steps(v.history),
        "lead_options": _tiles(v.lead_options), "offer": v.offer, "has_drawn": v.has_drawn,
        "knocks": v.knocks, "outcome": _outcome(v.outcome), "lots": _tiles(v.lots),
        "redeals": _plain(v.redeals), "legal": [str(m) for m in v.legal_moves()],
        "line": _line(v.line), "drawable": v.drawable,
    }


_ADDED_SINCE_0_1 = frozenset({"play", "unrounded"})
"""Side-row fields added after 0.1.0: part of the meaning only when off their default."""


def _side_row(s: Any) -> list[Any]:
    return [_plain(getattr(s, f.name)) for f in dataclasses.fields(s)
            if f.name not in _ADDED_SINCE_0_1 or getattr(s, f.name) != f.default]


def _sheet(s: ScoreSheet) -> dict[str, Any]:
    return {
        "rules": s.rules.name, "players": s.players, "score": list(s.score),
        "remembered": list(s.remembered), "opened": list(s.opened), "carry": s.carry,
        "first_writer": s.first_writer, "goat": s.goat, "winner": s.winner,
        "instant": _plain(s.instant), "is_over": s.is_over, "rating": list(s.rating()),
        "rows": [[r.index, str(r.kind), r.by, r.carry_before, r.carry_after, r.draw,
                  _plain(r.instant), r.warning, [_side_row(x) for x in r.sides]]
                 for r in s.rows],
    }


def _match(m: Match) -> dict[str, Any]:
    return {
        "players": m.players, "number": m.number, "finished": m.finished,
        "is_over": m.is_over, "goat": m.goat, "winner": m.winner, "rating": list(m.rating()),
        "round": _round(m.round), "sheet": _sheet(m.sheet),
        "past": [_outcome(r.outcome()) for r in m.past], "next": _continuation(m),
    }


def _continuation(m: Match) -> Any:
    """How the match goes on: the current round played out by ``heaviest``, the next deal."""
    if m.finished:
        return None
    from rules.bots import find_bot

    bot, rng = find_bot("heaviest"), random.Random(0)
    r = m.round
    while r.outcome() is None:
        r = r.play(bot.choose(r.view(r.to_move), rng))
    after = dataclasses.replace(m, round=r).next_round()
    return {"rows": len(after.sheet.rows), "score": list(after.sheet.score),
            "finished": after.finished,
            "deal": None if after.finished else [_tiles(h) for h in after.round.hands]}
