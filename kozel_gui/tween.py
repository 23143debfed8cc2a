"""Pure easing and interpolation: the picture catches up with the engine state.

Every easing maps t in [0, 1] to a progress value with ``f(0) == 0`` and
``f(1) == 1``; inputs outside [0, 1] are clamped. Time is always in seconds.

>>> tw = Tween(start=10.0, duration=0.5, easing=linear)
>>> tw.progress(10.25)
0.5
>>> tw.done(10.4), tw.done(10.5)
(False, True)
>>> lerp_point((0, 0), (100, 50), tw.progress(10.25))
(50.0, 25.0)
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

Easing = Callable[[float], float]
Point = tuple[float, float]

# ease_out_back's overshoot constant: 1.70158 gives ~10%; a tile settling on
# the table should only nudge past its spot, so we use a gentler ~3%.
_BACK_OVERSHOOT = 0.9


def _clamp01(t: float) -> float:
    return 0.0 if t <= 0.0 else 1.0 if t >= 1.0 else t


def linear(t: float) -> float:
    """Constant speed.

    >>> linear(0.25)
    0.25
    """
    return _clamp01(t)


def ease_out_cubic(t: float) -> float:
    """Fast start, gentle stop: the default for every slide.

    >>> ease_out_cubic(0.0), ease_out_cubic(0.5), ease_out_cubic(1.0)
    (0.0, 0.875, 1.0)
    """
    t = _clamp01(t)
    return 1.0 - (1.0 - t) ** 3


def ease_in_out_cubic(t: float) -> float:
    """Slow start and stop, symmetric around the middle.

    >>> ease_in_out_cubic(0.25), ease_in_out_cubic(0.5), ease_in_out_cubic(0.75)
    (0.0625, 0.5, 0.9375)
    """
    t = _clamp01(t)
    if t < 0.5:
        return 4.0 * t**3
    return 1.0 - (-2.0 * t + 2.0) ** 3 / 2.0


def ease_out_back(t: float) -> float:
    """Ease out with a small overshoot past 1 before settling: the tile's landing.

    >>> ease_out_back(0.0), ease_out_back(1.0)
    (0.0, 1.0)
    >>> 1.0 < max(ease_out_back(i / 100) for i in range(101)) < 1.05
    True
    """
    t = _clamp01(t)
    if t == 0.0:
        return 0.0  # exact, where the polynomial leaves a 1e-16 residue
    c1 = _BACK_OVERSHOOT
    c3 = c1 + 1.0
    u = t - 1.0
    return 1.0 + c3 * u**3 + c1 * u**2


EASINGS: dict[str, Easing] = {
    "linear": linear,
    "ease_out_cubic": ease_out_cubic,
    "ease_in_out_cubic": ease_in_out_cubic,
    "ease_out_back": ease_out_back,
}


def lerp(a: float, b: float, t: float) -> float:
    """Linear interpolation from a (t=0) to b (t=1); t is not clamped so overshoot shows.

    >>> lerp(10, 20, 0.5), lerp(10, 20, 1.1)
    (15.0, 21.0)
    """
    return a + (b - a) * t


def lerp_point(a: Point, b: Point, t: float) -> Point:
    """Interpolate two (x, y) points component-wise.

    >>> lerp_point((0, 10), (10, 30), 0.25)
    (2.5, 15.0)
    """
    return (lerp(a[0], b[0], t), lerp(a[1], b[1], t))


def wiggle(t: float, duration: float, amplitude: float, swings: int = 3) -> float:
    """The "no" of a tile that does not fit: ``swings`` swings side to side in ``duration``
    seconds, as wide as ``amplitude`` nearly to the end, then settling (0 outside).

    >>> wiggle(-0.1, 0.6, 10), wiggle(0.6, 0.6, 10), round(wiggle(0.05, 0.6, 10), 1)
    (0.0, 0.0, 10.0)
    """
    if not 0 <= t < duration:
        return 0.0
    k = t / duration
    return amplitude * (1 - k**3) * math.sin(2 * math.pi * swings * k)


@dataclass(frozen=True, slots=True)
class Tween:
    """A timed progress: starts at ``start`` (s), lasts ``duration`` (s); 0 is instant.

    >>> Tween(start=1.0, duration=0.0).progress(1.0)
    1.0
    >>> Tween(start=1.0, duration=2.0).progress(0.0)
    0.0
    >>> Tween(start=0.0, duration=1.0, easing=ease_out_cubic).progress(0.5)
    0.875
    """

    start: float
    duration: float
    easing: Easing = ease_out_cubic

    def __post_init__(self) -> None:
        if self.duration < 0:
            raise ValueError(f"Tween duration must be >= 0 seconds, got {self.duration}")

    @property
    def end(self) -> float:
        """The time (s) at which the tween is complete."""
        return self.start + self.duration

    def raw(self, now: float) -> float:
        """Un-eased fraction of time elapsed, clamped to [0, 1]."""
        if self.duration == 0:
            return 1.0 if now >= self.start else 0.0
        return _clamp01((now - self.start) / self.duration)

    def progress(self, now: float) -> float:
        """Eased progress at time ``now`` (0 before start, 1 after end)."""
        return self.easing(self.raw(now))

    def done(self, now: float) -> bool:
        """True once ``now`` has reached the end."""
        return now >= self.end
