"""The seats this player holds at network tables: the host's secret token for each.

A host gives every seat a token (docs/PROTOCOL.md) and a new one at each welcome; the
newest is kept here, in the data folder, so a player who left the table (to the menu,
or the window closed) sits down again in the same seat by joining with the same address
and code, and a window that hosted a table and stopped can open it again.  Beside each
token is the history row of the match this seat left there, if it did (``rows``): sitting
down again, the match is stored anew in its place.  A table that finished forgets both,
and so does a table whose host said our seat there is over (``TABLE_OVER``).  A table the
person left on purpose (counted as given up) keeps its token, so joining it again by its
code still finds the seat, but is no longer offered as the way back (``left``,
``last_table``); one whose host stopped answering stays the way back.

A table is known by its host and its code, not by how the address was typed: the key
spells the host the one way (``table_key``), so ``127.0.0.1``, ``127.0.0.1:8765`` and
``localhost`` find the same seat, and keys of older files, written as typed, are read the
same way.  A seat held under the same code at another spelling of a host (a name and its
address) is offered too (``found``), and moved under the new key once the host takes it.
"""

from __future__ import annotations

import contextlib
from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = ["FILE", "SHOWN_FILE", "TABLE_OVER", "Held", "code_at", "forget", "found", "gone_from", "held",
           "host_of", "keep", "keep_row", "last_table", "left", "left_row", "over", "saw",
           "seat_key", "shown"]

FILE = "net-seats.json"
SHOWN_FILE = "net-shown.json"
"""How far this window has shown each table's match (``saw``, ``shown``)."""
TABLE_OVER = frozenset({"host_closed", "closed", "bad_code", "bad_token", "seat_freed"})
"""Why a table is over for our seat in the host's own words: it closed, or it does not
know the table or the token any more.  Only these forget a seat (``gone_from``): a host
that did not answer (``lost``, ``unreachable``) may be frozen or restarting, and a window
cannot tell that from a table gone for good (issue 13's playtest: a joiner who gave up on
a frozen host was then refused as «Все места заняты» at her own seat)."""
FORMAT = 1
_MOST = 32  # tables remembered at most (the oldest go first)


_LOOPBACK = {"localhost", "127.0.0.1", "[::1]", "::1", "localhost.localdomain"}
SELF = "self"
"""The address part of the key of the window's own table."""


def host_of(address: str) -> str:
    """The host the one way: lower case, the port written out, loopback as 127.0.0.1."""
    from kozel_net.client import table_url

    text = address.strip().lower()
    if text == SELF:
        return SELF
    try:
        url = table_url(text)
    except ValueError:
        return text
    host, _, port = url.removeprefix("ws://").rpartition(":")
    if host in _LOOPBACK or host.startswith("127."):
        host = "127.0.0.1"
    return f"{host}:{port}"


def seat_key(address: str, code: str) -> str:
    """Which table: its host, spelt the one way (``self`` for the window's own), and code."""
    return f"{host_of(address)}|{code.strip().upper()}"


def _normal(key: str) -> str:
    """A key as written by any version (older ones kept the address as typed)."""
    address, _, code = key.rpartition("|")
    return seat_key(address, code) if address else key


def _all(app: Host) -> tuple[dict[str, str], dict[str, list[int]]]:
    result = app.data.load(FILE, format_version=FORMAT)
    if result.message:
        app.notify(result.message)
    data = result.data if isinstance(result.data, dict) else {}
    seats, rows = data.get("seats"), data.get("rows")
    seats = {_normal(str(k)): str(v) for k, v in seats.items()
             if isinstance(v, str)} if isinstance(seats, dict) else {}
    rows = {_normal(str(k)): list(v) for k, v in rows.items()
            if isinstance(v, list) and len(v) == 2 and all(type(i) is int for i in v)
            } if isinstance(rows, dict) else {}
    return seats, rows


def _gone_from(app: Host) -> list[str]:
    """The tables the person left on purpose (their seats' tokens still kept)."""
    data = app.data.load(FILE, format_version=FORMAT).data
    keys = data.get("left") if isinstance(data, dict) else None
    return [_normal(str(k)) for k in keys] if isinstance(keys, list) else []


def _shown(app: Host) -> dict[str, list[int]]:
    """Per table, [match, round, ply]: how far this window has shown the match (a recap on
    coming back starts after it)."""
    data = app.data.load(SHOWN_FILE, format_version=FORMAT).data
    shown = data.get("shown") if isinstance(data, dict) else None
    return {_normal(str(k)): list(v) for k, v in shown.items()
            if isinstance(v, list) and len(v) == 3 and all(type(i) is int for i in v)
            } if isinstance(shown, dict) else {}


def _save(app: Host, seats: dict[str, str], rows: dict[str, list[int]],
          gone_from: list[str] | None = None) -> None:
    seats = dict(list(seats.items())[-_MOST:])
    gone_from = _gone_from(app) if gone_from is None else gone_from
    app.data.save(FILE, {"format": FORMAT, "seats": seats,
                         "rows": {k: v for k, v in rows.items() if k in seats},
                         "left": [k for k in dict.fromkeys(gone_from) if k in seats]})


def held(app: Host, key: str) -> str | None:
    """The token of our seat at that table, if we hold one."""
    return _all(app)[0].get(_normal(key))


class Held(NamedTuple):
    """A seat we may hold at a table: its token, and the key it was kept under."""

    key: str
    token: str


def found(app: Host, key: str) -> Held | None:
    """Our seat at that table: under its key, else the newest under the same code at
    another host's spelling (the host says whether the token is its own)."""
    key = _normal(key)
    seats = _all(app)[0]
    if key in seats or key.startswith(SELF + "|"):
        return Held(key, seats[key]) if key in seats else None
    code = key.rpartition("|")[2]
    others = [k for k in seats if k.rpartition("|")[2] == code
              and not k.startswith(SELF + "|")]
    return Held(others[-1], seats[others[-1]]) if others else None


def code_at(app: Host, address: str) -> str | None:
    """The code of the newest table at the host at ``address`` where we hold a seat (a
    table found nearby is known by its host's address, not by its code)."""
    host = host_of(address)
    for key in reversed(_all(app)[0]):
        at, _, code = key.rpartition("|")
        if at == host:
            return code
    return None


def last_table(app: Host) -> tuple[str, str] | None:
    """(address, code) of the newest table where we hold a seat and may go back to: not
    the window's own, nor one we left on purpose (``left``)."""
    gone_from = set(_gone_from(app))
    for key in reversed(_all(app)[0]):
        address, _, code = key.rpartition("|")
        if address and address != SELF and key not in gone_from:
            return address, code
    return None


def keep(app: Host, key: str, token: str) -> None:
    """Remember the newest token of our seat at that table (sitting there again, it is
    a way back again, if we had left it)."""
    key = _normal(key)
    seats, rows = _all(app)
    seats.pop(key, None)
    seats[key] = token
    _save(app, seats, rows, [k for k in _gone_from(app) if k != key])


def left(app: Host, key: str) -> None:
    """We left that table on purpose: «Вернуться за стол» no longer leads there (issue
    13's playtest), though joining it by its code still finds our seat."""
    key = _normal(key)
    seats, rows = _all(app)
    if key in seats:
        _save(app, seats, rows, [*_gone_from(app), key])


def saw(app: Host, key: str, match: int, number: int, ply: int) -> None:
    """This window has shown match ``match``'s round ``number`` at that table up to ``ply``
    moves.  Written as the table goes (each of the person's turns, each round's end, the
    others' moves at most every ``netplay.SAVE_EVERY_S``, a recap once it is up), not only
    as the window leaves: a window killed, or lost with its computer, starts its
    recap after what it showed (issue 13's second playtest).  Its own small file, written
    without waiting for the disk (a few tenths of a millisecond a turn); a refusal is not
    worth telling: the recap would only say a few moves again."""
    key = _normal(key)
    shown = _shown(app)
    shown.pop(key, None)
    shown[key] = [match, number, ply]
    with contextlib.suppress(OSError):
        app.data.save(SHOWN_FILE, {"format": FORMAT, "shown": dict(list(shown.items())[-_MOST:])},
                      sync=False)


def shown(app: Host, key: str, match: int, number: int) -> int:
    """How many moves of that round this window had shown when it left the table (0: none
    of it, or another round)."""
    at = _shown(app).get(_normal(key))
    return at[2] if at is not None and at[:2] == [match, number] else 0


def keep_row(app: Host, key: str, match: int, row: int) -> None:
    """Our record of match ``match`` at that table is history row ``row``."""
    key = _normal(key)
    seats, rows = _all(app)
    if key in seats:
        rows[key] = [match, row]
        _save(app, seats, rows)


def left_row(app: Host, key: str, match: int) -> int | None:
    """The history row of match ``match`` at that table, if it was stored already."""
    row = _all(app)[1].get(_normal(key))
    return row[1] if row is not None and row[0] == match else None


def gone_from(app: Host, key: str, reason: str | None) -> None:
    """We are away from that table for ``reason`` (None: we left it on purpose, counted as
    given up: «Вернуться за стол» no longer leads there, ``left``): forgotten when the host
    said it is over for our seat (``TABLE_OVER``: ``over``); else the host did not answer
    (``lost``) or she stopped waiting for it (``stopped``): the seat is ours and the menu's
    «Вернуться за стол» leads back to it (issue 13's playtest PT-R: after a frozen host the
    way back was only «Присоединиться», the address and the code typed again)."""
    if reason is None:
        left(app, key)
    elif reason in TABLE_OVER:
        over(app, key)


def over(app: Host, key: str) -> None:
    """The host said that table is over for our seat: the seat is forgotten, and so is the
    code typed for it on the Join page (it would be offered there as if the table were
    open: issue 13's playtest PT-R); the host's address stays, where a friend most likely
    opens the next table."""
    from kozel_gui.net_typed import forget_code

    forget(app, key)
    address, _, code = _normal(key).rpartition("|")
    forget_code(app, address, code)


def forget(app: Host, key: str) -> None:
    """That table is over for us."""
    seats, rows = _all(app)
    if seats.pop(_normal(key), None) is not None:
        _save(app, seats, rows)
