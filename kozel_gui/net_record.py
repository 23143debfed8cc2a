"""What one seat saw of a network match, kept so the history stores it as a local match.

A window at a host's table never has the hidden tiles, so its history cannot hold the
engine's ``Match``.  It keeps instead, round by round, every ``SeatView`` the host sent
this seat (the deal, then the view after each move, ``view`` of docs/PROTOCOL.md), keyed
by how many moves it had seen: a replay of it shows exactly what the seat saw during
play, and at the round's end what the host showed of every hand, never a tile more.

The stored match JSON is ``{"format": 1, "sheet": SHEET, "seen": SEEN}`` (the sheet is
the host's, so ``kozel_gui.history_json.sheet_of`` and the statistics read it as any other);
``SEEN`` is ``{"format": 1, "seat": S, "rules": RULES, "rounds": [{"number": N,
"views": [VIEW, ...]}]}`` with each view's ``rules`` left out (they are the match's).
The set-up JSON gets ``"network": {"seat": S, "people": [seats of people], "address":
A}``, so the history marks the match as played over the network and never shows the
other people as bots.
"""

from __future__ import annotations

import sqlite3
import zlib
from typing import TYPE_CHECKING, Any

from kozel_gui.i18n import words
from rules import BadData, Rules, ScoreSheet, SeatView

if TYPE_CHECKING:
    from kozel_gui.host import Host
    from kozel_gui.netplay import NetSession
    from kozel_gui.options import MatchSetup

__all__ = ["SEEN_FORMAT", "SeenMatch", "is_network", "network_setup", "seen_rounds",
           "store_seen"]

SEEN_FORMAT = 1
MATCH_FORMAT = 1


class SeenMatch:
    """Every view one seat was sent, round by round, for the history."""

    def __init__(self, seat: int, rules: Rules) -> None:
        self.seat = seat
        self.rules = rules
        self.rounds: dict[int, dict[int, dict[str, Any]]] = {}
        """Round number to (moves seen to the view's JSON without its rules)."""

    def saw(self, number: int, view: dict[str, Any]) -> None:
        """The host sent this seat ``view`` (JSON) in round ``number``."""
        plies = len(view.get("history") or ())
        self.rounds.setdefault(number, {})[plies] = {k: v for k, v in view.items()
                                                      if k != "rules"}

    def keep_earlier(self, stored: dict[str, Any]) -> None:
        """Take the rounds this record lacks from an earlier record of the same seat (one
        stored when the person left the table, before sitting down again)."""
        seen = stored.get("seen")
        if not isinstance(seen, dict) or seen.get("seat") != self.seat:
            return
        for r in seen.get("rounds") or ():
            number, views = r.get("number"), r.get("views")
            if not isinstance(number, int) or not isinstance(views, list):
                continue
            kept = self.rounds.setdefault(number, {})
            for v in views:  # a seat's view after n moves is the same whenever it was sent
                if isinstance(v, dict):
                    kept.setdefault(len(v.get("history") or ()), v)

    def match_json(self, sheet: ScoreSheet) -> dict[str, Any]:
        """The match as the history stores it: the host's ``sheet`` and what was seen."""
        rounds = [{"number": n, "views": [views[p] for p in sorted(views)]}
                  for n, views in sorted(self.rounds.items())]
        return {"format": MATCH_FORMAT, "sheet": sheet.to_json(),
                "seen": {"format": SEEN_FORMAT, "seat": self.seat,
                         "rules": self.rules.to_json(), "rounds": rounds}}


def network_setup(setup: MatchSetup, seats: list[dict[str, Any]], seat: int,
                  address: str) -> dict[str, Any]:
    """The set-up JSON the history keeps of a network match seen from ``seat``: the others
    who are people are people (by the name the host gave), and it says where it was played."""
    out = setup.to_json()
    people = [i for i, s in enumerate(seats) if s.get("kind") == "human"]
    for i in people:
        out["seats"][i].update(human=True, name=str(seats[i].get("name") or "?"))
    out["network"] = {"seat": seat, "people": people, "address": address}
    return out


def is_network(match_json: dict[str, Any]) -> bool:
    """Whether a stored match is one seat's record of a network match."""
    return isinstance(match_json.get("seen"), dict)


def seen_rounds(match_json: dict[str, Any]) -> tuple[int, dict[int, tuple[SeatView, ...]]]:
    """The seat and, per round number, the views it was sent in order; ``BadData`` if wrong."""
    seen = match_json.get("seen")
    if not isinstance(seen, dict) or seen.get("format") != SEEN_FORMAT:
        raise BadData("seen: not a network record of a known format")
    rules, seat = seen.get("rules"), seen.get("seat")
    if not isinstance(seat, int):
        raise BadData("seen: no seat")
    out: dict[int, tuple[SeatView, ...]] = {}
    for r in seen.get("rounds") or ():
        if not isinstance(r, dict) or not isinstance(r.get("number"), int):
            raise BadData("seen: a round without its number")
        views = tuple(SeatView.from_json({**v, "rules": rules}) for v in r.get("views") or ()
                      if isinstance(v, dict))
        if any(v.seat != seat for v in views):
            raise BadData("seen: a view of another seat")
        out[r["number"]] = views
    return seat, out


def store_seen(app: Host, session: NetSession, sheet: ScoreSheet) -> int | None:
    """Store the session's match with ``sheet`` in the history, through the one way every
    match is stored, under the profile playing its seat; in place of the row this seat
    stored when it left the same match earlier (its rounds kept).  The new row's id."""
    from kozel_gui.history import HISTORY_FILE, History, store_match
    from kozel_gui.net_seats import keep_row, left_row
    from kozel_gui.people import seat_profiles
    from kozel_gui.profiles import Profiles

    key, match, record = session.key, session.match_index, session.record
    setup = network_setup(session.setup, session.seats, session.seat, key.partition("|")[0])
    people = seat_profiles(session.setup, Profiles.load(app.data))
    earlier = left_row(app, key, match)
    if earlier is not None:
        try:
            with History.open(app.data.path(HISTORY_FILE)) as history:
                stored = history.get_match(earlier)
        except (sqlite3.Error, OSError, zlib.error, ValueError) as exc:
            app.notify(words("history.not_opened", reason=exc))
            stored = None
        if stored is not None and is_network(stored.match):
            record.keep_earlier(stored.match)
        else:
            earlier = None
    row = store_match(app.data, setup, record.match_json(sheet), people, app.notify)
    if row is None:
        return None
    if earlier is not None:
        try:
            with History.open(app.data.path(HISTORY_FILE)) as history:
                history.remove_match(earlier)
        except (sqlite3.Error, OSError) as exc:
            app.notify(words("history.not_opened", reason=exc))
    keep_row(app, key, match, row)
    return row
