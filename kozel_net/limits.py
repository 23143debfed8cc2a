"""What the host allows a connection: sizes, rates, deadlines, and bad guesses per address."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeVar

from kozel_net.protocol import MAX_CLIENT_MESSAGE, ProtocolError

__all__ = ["MAX_PER_ADDRESS", "Bucket", "Failures", "Limits", "Spacing"]

T = TypeVar("T")

MAX_PER_ADDRESS = 16
"""Connections one address may hold at once."""


@dataclass(frozen=True, slots=True)
class Limits:
    """The host's limits (docs/PROTOCOL.md, «Limits»)."""

    max_message: int = MAX_CLIENT_MESSAGE
    rate: float = 10.0
    """Messages a second a connection may send on average ..."""
    burst: int = 30
    """... and at once."""
    hello_timeout: float = 10.0
    """Seconds from connecting to the hello."""
    ping_interval: float | None = 10.0
    ping_timeout: float | None = 10.0
    """A connection that answers no ping within this many seconds is closed (half-open)."""
    max_connections: int = 512
    max_per_address: int = MAX_PER_ADDRESS
    max_errors: int = 10
    """Refused messages a connection may send before it is closed."""
    failures: int = 10
    """Wrong codes or tokens one address may try ..."""
    failure_window: float = 60.0
    """... within this many seconds before it is refused for as long."""
    send_queue: int = 512
    """Messages waiting for a slow reader before the host gives up on it."""
    phrase_interval: float = 1.0
    """Seconds between two quick phrases of one player."""
    sit_interval: float = 0.5
    """Seconds between two changes of seat of one player in the lobby (each is told to
    everyone at the table)."""


class Bucket:
    """A token bucket: ``take(now)`` is False once a sender goes faster than allowed."""

    def __init__(self, rate: float, burst: int, now: float) -> None:
        self.rate, self.burst = rate, burst
        self.level = float(burst)
        self.at = now

    def take(self, now: float) -> bool:
        """Spend one message's worth; False if there is none left."""
        self.level = min(self.burst, self.level + (now - self.at) * self.rate)
        self.at = now
        if self.level < 1:
            return False
        self.level -= 1
        return True

    def refund(self) -> None:
        """Give back the last message's worth (it was one the host needed)."""
        self.level = min(self.burst, self.level + 1)


class Spacing(Generic[T]):
    """One kind of request a player may make once in ``interval`` seconds (a quick phrase,
    a change of seat). Only a request the table takes counts: one it refuses («Стучу!»
    in the lobby, a seat taken) leaves the next one free to come at once."""

    def __init__(self, interval: float, refusal: str) -> None:
        self.interval, self.refusal = interval, refusal
        self.last: float | None = None

    def run(self, now: float, act: Callable[[], T]) -> T:
        """``act()`` unless the last request taken was less than ``interval`` ago
        (``too_fast``); it counts only once ``act`` returns (its refusal raises)."""
        if self.last is not None and now - self.last < self.interval:
            raise ProtocolError("too_fast", self.refusal, counts=False)
        done = act()
        self.last = now
        return done


class Failures:
    """Wrong codes and tokens by address: too many in a window and the address is refused."""

    def __init__(self, limit: int, window: float) -> None:
        self.limit, self.window = limit, window
        self._seen: dict[str, deque[float]] = {}

    def _recent(self, address: str, now: float) -> deque[float]:
        times = self._seen.setdefault(address, deque())
        while times and times[0] <= now - self.window:
            times.popleft()
        if not times:
            del self._seen[address]
        return times

    def locked(self, address: str, now: float) -> bool:
        """Whether ``address`` is refused for now."""
        return len(self._recent(address, now)) >= self.limit

    def add(self, address: str, now: float) -> None:
        """One more wrong guess from ``address``."""
        times = self._recent(address, now)
        times.append(now)
        self._seen[address] = times
