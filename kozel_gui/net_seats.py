"""The seats this player holds at network tables: the host's secret token for each.

A host gives every seat a token (docs/PROTOCOL.md) and a new one at each welcome; the
newest is kept here, in the data folder, so a player who left the table (to the menu,
or the window closed) sits down again in the same seat by joining with the same address
and code, and a window that hosted a table and stopped can open it again.  A table that
finished forgets its token.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = ["FILE", "forget", "held", "keep", "seat_key"]

FILE = "net-seats.json"
FORMAT = 1
_MOST = 32  # tables remembered at most (the oldest go first)


def seat_key(address: str, code: str) -> str:
    """Which table: the address as typed (``self`` for the window's own) and the code."""
    return f"{address.strip().lower()}|{code}"


def _all(app: Host) -> dict[str, str]:
    result = app.data.load(FILE, format_version=FORMAT)
    if result.message:
        app.notify(result.message)
    data = result.data if isinstance(result.data, dict) else {}
    seats = data.get("seats")
    if not isinstance(seats, dict):
        return {}
    return {str(k): str(v) for k, v in seats.items() if isinstance(v, str)}


def held(app: Host, key: str) -> str | None:
    """The token of our seat at that table, if we hold one."""
    return _all(app).get(key)


def keep(app: Host, key: str, token: str) -> None:
    """Remember the newest token of our seat at that table."""
    seats = _all(app)
    seats.pop(key, None)
    seats[key] = token
    app.data.save(FILE, {"format": FORMAT, "seats": dict(list(seats.items())[-_MOST:])})


def forget(app: Host, key: str) -> None:
    """That table is over for us."""
    seats = _all(app)
    if seats.pop(key, None) is not None:
        app.data.save(FILE, {"format": FORMAT, "seats": seats})
