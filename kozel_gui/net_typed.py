"""What was last typed on the Join page: the address, and the code typed for each host.

A code is the table's secret, so it is never announced on the network; but the player
typed it on this computer, so the code last typed for a host may be kept here, in the
data folder, beside the settings: the Join page opens with the last address and its
code, and a table found nearby at a host fills in the code last typed for it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from kozel_gui.net_seats import host_of
from kozel_gui.storage import Kept

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = ["FILE", "code_typed", "forget_code", "keep_typed", "last_typed"]

FILE = "net-join.json"
FORMAT = 1
_MOST = 16  # hosts remembered at most (the oldest go first)


def _read(app: Host) -> tuple[str, dict[str, str]]:
    data = app.data.load(FILE, format_version=FORMAT).data
    data = data if isinstance(data, dict) else {}
    last, codes = data.get("address"), data.get("codes")
    codes = {str(k): v for k, v in codes.items() if isinstance(v, str)
             } if isinstance(codes, dict) else {}
    return (last if isinstance(last, str) else ""), codes


def last_typed(app: Host) -> tuple[str, str]:
    """The address last joined from the Join page and the code typed for it ("" if none)."""
    address, codes = _read(app)
    return address, codes.get(host_of(address), "") if address else ""


def code_typed(app: Host, address: str) -> str | None:
    """The code last typed for the host at ``address``, however the address was spelt."""
    return _read(app)[1].get(host_of(address))


def keep_typed(app: Host, address: str, code: str) -> None:
    """Remember ``address`` and the ``code`` typed for it (a join was asked for)."""
    _, codes = _read(app)
    key = host_of(address)
    codes.pop(key, None)
    codes[key] = code
    _write(app, address, codes)


def forget_code(app: Host, address: str, code: str) -> None:
    """The table ``code`` at ``address`` is over (its host said so): the Join page no longer
    offers its code (a code typed since for a newer table there stays); the address stays."""
    last, codes = _read(app)
    key = host_of(address)
    if codes.get(key, "").upper() == code.upper():
        del codes[key]
        _write(app, last, codes)


def _write(app: Host, address: str, codes: dict[str, str]) -> None:
    app.data.store(FILE, {"format": FORMAT, "address": address,
                          "codes": dict(list(codes.items())[-_MOST:])}, Kept.SETTINGS)
