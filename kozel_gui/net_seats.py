"""The seats this player holds at network tables: the host's secret token for each.

A host gives every seat a token (docs/PROTOCOL.md) and a new one at each welcome; the
newest is kept here, in the data folder, so a player who left the table (to the menu,
or the window closed) sits down again in the same seat by joining with the same address
and code, and a window that hosted a table and stopped can open it again.  Beside each
token is the history row of the match this seat left there, if it did (``rows``): sitting
down again, the match is stored anew in its place.  A table that finished forgets both.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = ["FILE", "forget", "held", "keep", "keep_row", "left_row", "seat_key"]

FILE = "net-seats.json"
FORMAT = 1
_MOST = 32  # tables remembered at most (the oldest go first)


def seat_key(address: str, code: str) -> str:
    """Which table: the address as typed (``self`` for the window's own) and the code."""
    return f"{address.strip().lower()}|{code}"


def _all(app: Host) -> tuple[dict[str, str], dict[str, list[int]]]:
    result = app.data.load(FILE, format_version=FORMAT)
    if result.message:
        app.notify(result.message)
    data = result.data if isinstance(result.data, dict) else {}
    seats, rows = data.get("seats"), data.get("rows")
    seats = {str(k): str(v) for k, v in seats.items()
             if isinstance(v, str)} if isinstance(seats, dict) else {}
    rows = {str(k): list(v) for k, v in rows.items()
            if isinstance(v, list) and len(v) == 2 and all(type(i) is int for i in v)
            } if isinstance(rows, dict) else {}
    return seats, rows


def _save(app: Host, seats: dict[str, str], rows: dict[str, list[int]]) -> None:
    seats = dict(list(seats.items())[-_MOST:])
    app.data.save(FILE, {"format": FORMAT, "seats": seats,
                         "rows": {k: v for k, v in rows.items() if k in seats}})


def held(app: Host, key: str) -> str | None:
    """The token of our seat at that table, if we hold one."""
    return _all(app)[0].get(key)


def keep(app: Host, key: str, token: str) -> None:
    """Remember the newest token of our seat at that table."""
    seats, rows = _all(app)
    seats.pop(key, None)
    seats[key] = token
    _save(app, seats, rows)


def keep_row(app: Host, key: str, match: int, row: int) -> None:
    """Our record of match ``match`` at that table is history row ``row``."""
    seats, rows = _all(app)
    if key in seats:
        rows[key] = [match, row]
        _save(app, seats, rows)


def left_row(app: Host, key: str, match: int) -> int | None:
    """The history row of match ``match`` at that table, if it was stored already."""
    found = _all(app)[1].get(key)
    return found[1] if found is not None and found[0] == match else None


def forget(app: Host, key: str) -> None:
    """That table is over for us."""
    seats, rows = _all(app)
    if seats.pop(key, None) is not None:
        _save(app, seats, rows)
