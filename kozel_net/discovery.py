"""Tables on the local network (zeroconf, multicast DNS), where the network allows it.

Optional at run time: without the ``zeroconf`` package, with ``KOZEL_NO_LAN=1`` in the
environment, or on a network that forbids multicast, nothing is announced or listed and
the game goes on (players type the host's address).  The join code is never announced.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from kozel_net.protocol import VERSION

if TYPE_CHECKING:
    from kozel_net.table import NetTable

__all__ = ["SERVICE", "Advert", "LanBrowser", "LanTable", "advertise", "host_name",
           "lan_allowed", "local_addresses"]

SERVICE = "_kozel._tcp.local."
HOST_BYTES = 64
"""The most UTF-8 bytes of the host player's name announced (a name is at most 24
characters; a TXT string may hold 255 bytes, and the whole record should stay small)."""
UPDATE_SPACING = 1.2
"""Seconds at least from one update of an announcement (its last repeat) to the next (see
``Advert._update``)."""


def lan_allowed() -> bool:
    """Whether to use the local network at all (``KOZEL_NO_LAN=1`` says no: tests, CI)."""
    if os.environ.get("KOZEL_NO_LAN"):
        return False
    try:
        import zeroconf  # noqa: F401
    except ImportError:
        return False
    return True


@dataclass(frozen=True, slots=True)
class LanTable:
    """A table a host announces: where it is and what it plays."""

    name: str
    address: str
    port: int
    preset: str
    players: int
    free: int
    host: str = ""
    """The name of the player who opened the table (its TXT ``host``); empty in records
    of older hosts and of hosts with no player (``python -m kozel_net serve``)."""
    machine: str = ""
    """The name of the computer that holds the table (its TXT ``machine``); empty in
    records of older hosts."""


class Advert:
    """A table announced on the local network until :meth:`close`; :meth:`show_free` keeps
    its count of free seats up to date as people come and go."""

    def __init__(self, zc: Any, info: Any) -> None:
        self._zc, self._info = zc, info
        self._free = self._wanted = _free_of(info)
        self._last = time.monotonic()
        """When the announcement was last sent (its first time, or the last repeat of an
        update)."""
        self._updating: asyncio.Task[None] | None = None
        self._revision = 0

    @property
    def free(self) -> int:
        """The free seats announced now."""
        return self._free

    def show_free(self, free: int) -> None:
        """Announce ``free`` free seats (from the host's loop; the announcement is updated
        in the background, one update at a time, the newest count last)."""
        self._wanted = free
        if free != self._free and (self._updating is None or self._updating.done()):
            self._updating = asyncio.ensure_future(self._update())

    def follow(self, table: NetTable) -> Callable[[NetTable], None]:
        """What the host calls at each change of a table (``TableServer.on_change``): the
        announcement of ``table`` shows its free seats as they are now."""
        def changed(which: NetTable) -> None:
            if which is table:
                self.show_free(table.free_seats())

        changed(table)  # someone may have sat down while the table was being announced
        return changed

    async def _update(self) -> None:
        from zeroconf import Error as ZeroconfError
        from zeroconf import ServiceInfo

        while self._wanted != self._free:
            # A browser keeps every record it got within the last second beside a new one
            # (RFC 6762 §10.2, the cache flush): two counts sent closer than that may both
            # stay, and it may show the older.  So one update a little over a second apart.
            await asyncio.sleep(max(0.0, self._last + UPDATE_SPACING - time.monotonic()))
            free, old = self._wanted, self._info
            self._revision += 1
            # ``rev`` makes each update's record new: a browser ignores a record it still
            # holds (expired, not yet dropped), so 3, 2 and 3 again would stay at 2.
            props = {**old.decoded_properties, "free": str(free), "rev": str(self._revision)}
            info = ServiceInfo(old.type, old.name, port=old.port, properties=props,
                               parsed_addresses=old.parsed_addresses(), server=old.server)
            try:
                await (await self._zc.async_update_service(info))
            except (OSError, RuntimeError, ZeroconfError):
                return  # the network went away: the table is still there to be typed in
            self._info, self._free, self._last = info, free, time.monotonic()

    async def close(self) -> None:
        """Withdraw the announcement."""
        if self._updating is not None:
            self._updating.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._updating
        # The call returns the sending of the goodbyes: closing before it ends drops them,
        # and the table stays listed elsewhere until its records expire.
        await (await self._zc.async_unregister_service(self._info))
        await self._zc.async_close()


def _free_of(info: Any) -> int:
    try:
        return int(info.decoded_properties.get("free") or 0)
    except (TypeError, ValueError):
        return 0


def local_addresses() -> list[str]:
    """This computer's IPv4 addresses others on the network may reach (not loopback)."""
    try:
        import ifaddr
    except ImportError:  # zeroconf (which brings it) is not installed: ask the resolver
        with contextlib.suppress(OSError):
            return [a for a in socket.gethostbyname_ex(socket.gethostname())[2]
                    if not a.startswith("127.")]
        return []
    return [str(ip.ip) for adapter in ifaddr.get_adapters() for ip in adapter.ips
            if isinstance(ip.ip, str) and not ip.ip.startswith("127.")]


def host_name(name: str) -> str:
    """``name`` as the TXT ``host`` carries it: printable, at most ``HOST_BYTES`` bytes."""
    out = "".join(c for c in name if c.isprintable()).strip()
    while len(out.encode()) > HOST_BYTES:
        out = out[:-1]
    return out


async def advertise(table: NetTable, port: int, say: Callable[[str], None], *,
                    interfaces: list[str] | None = None, host: str = "") -> Advert | None:
    """Announce ``table`` on ``port``; None (with a line said why) where that cannot be.

    ``interfaces``: the addresses to announce on and to give (None: every network this
    computer is on, with its addresses others may reach); ``host``: the name of the
    player who opened the table, shown to those looking for one (none: not announced).
    """
    if not lan_allowed():
        return None
    from zeroconf import Error as ZeroconfError
    from zeroconf import InterfaceChoice, ServiceInfo
    from zeroconf.asyncio import AsyncZeroconf

    name = f"{socket.gethostname()} {table.code[:2]}"
    props = {"v": str(VERSION), "preset": table.config.rules.name,
             "players": str(table.config.players), "free": str(table.free_seats())}
    if host_name(host):
        props["host"] = host_name(host)
    if host_name(socket.gethostname()):  # a table with no player is known by its computer
        props["machine"] = host_name(socket.gethostname())
    try:
        info = ServiceInfo(SERVICE, f"{name}.{SERVICE}", port=port, properties=props,
                           parsed_addresses=interfaces or local_addresses() or None)
        zc = AsyncZeroconf(interfaces=interfaces or InterfaceChoice.All)
        await (await zc.async_register_service(info, allow_name_change=True))
    except (OSError, ValueError, RuntimeError, ZeroconfError) as exc:  # no multicast here
        say(f"not announced on the local network: {exc}")
        return None
    say(f"announced on the local network as {name!r}")
    return Advert(zc, info)


class LanBrowser:
    """The tables announced on the local network, kept up to date on zeroconf's thread."""

    def __init__(self, interfaces: list[str] | None = None) -> None:
        self._interfaces = interfaces
        """The addresses to listen on (None: every network this computer is on)."""
        self._lock = threading.Lock()
        self._found: dict[str, LanTable] = {}
        self._zc: Any = None
        self._browser: Any = None
        self.error: str | None = None

    def start(self) -> bool:
        """Start listening; False (``error`` says why) where the network does not allow it."""
        if not lan_allowed():
            self.error = "off"
            return False
        from zeroconf import InterfaceChoice, ServiceBrowser, Zeroconf

        try:
            self._zc = Zeroconf(interfaces=self._interfaces or InterfaceChoice.All)
            self._browser = ServiceBrowser(self._zc, SERVICE, handlers=[self._on_change])
        except (OSError, RuntimeError) as exc:
            self.error = str(exc)
            return False
        return True

    def _on_change(self, zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
        from zeroconf import ServiceStateChange

        if state_change is ServiceStateChange.Removed:
            with self._lock:
                self._found.pop(name, None)
            return
        info = zeroconf.get_service_info(service_type, name, timeout=1500)
        if info is None or not info.parsed_addresses():
            return
        props = info.decoded_properties
        try:
            found = LanTable(name.removesuffix(f".{SERVICE}"), info.parsed_addresses()[0],
                             int(info.port), str(props.get("preset")),
                             int(props.get("players") or 0), int(props.get("free") or 0),
                             host_name(str(props.get("host") or ""))[:24],
                             host_name(str(props.get("machine") or ""))[:24])
        except (TypeError, ValueError):
            return  # someone else's service of the same name: not ours to list
        if props.get("v") == str(VERSION):
            with self._lock:
                self._found[name] = found

    def tables(self) -> list[LanTable]:
        """What is announced now, by name."""
        with self._lock:
            return sorted(self._found.values(), key=lambda t: t.name)

    def close(self) -> None:
        """Stop listening."""
        if self._browser is not None:
            self._browser.cancel()
            self._browser = None
        if self._zc is not None:
            self._zc.close()
            self._zc = None
