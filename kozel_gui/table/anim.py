"""Animations as pure tweens over time in seconds: the engine state jumps, the picture catches up.

Every animation is a value with a start time and a duration; ``at(now)``
gives its pose.  ``Animator`` keeps them in a queue so that each move's
motion starts when the previous one ends, and ``skip()`` finishes them all.
Points scored in play are words that fly to the sheet: until one lands the
sheet shows the numbers without it (``Animator.owed``), its row and its total
alike; the finished round's row waits likewise for ``Animator.row_at``.

>>> from kozel_gui.tween import linear
>>> a = Pose(0, 0, 60, 0, False); b = Pose(100, 0, 60, 90, False)
>>> f = Flight("x", 0, 6, a, b, Tween(0.0, 1.0, linear))
>>> f.at(0.5).x, f.at(0.5).angle, f.at(2.0).x
(50.0, 45.0, 100.0)
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any

from kozel_gui.tween import Tween, ease_in_out_cubic, ease_out_back, ease_out_cubic, lerp

__all__ = ["LAND", "Animator", "Announcement", "Flight", "Pose", "Tap", "Word", "durations"]


class Word(StrEnum):
    """The kinds of announcement, each with its own look and sound."""

    KNOCK = "knock"
    FISH = "fish"
    OUT = "out"
    CLOCK = "clock"
    NOTICE = "notice"
    SCORE = "score"

LAND = 0.75
"""The share of a score's time at which it has flown to its place (``Announcement.lands``)."""
_RISE = 0.3
"""The share of a score's time it shows beside the end that scored before it flies."""


@dataclass(frozen=True, slots=True)
class Pose:
    """A tile's centre, long side (px), angle (degrees CCW, ``a`` on top at 0) and face."""

    x: float
    y: float
    long: float
    angle: float
    face_up: bool
    flip: float = 1.0
    """Width factor while turning over (1 = flat on the table)."""


@dataclass(frozen=True, slots=True)
class Flight:
    """A tile sliding (and turning) from ``src`` to ``dst``; ``flip`` turns it over on arrival."""

    key: Any
    """What it hides at its resting place until it lands (e.g. ``("line", tile)``)."""
    a: int
    b: int
    src: Pose
    dst: Pose
    move: Tween
    flip: float = 0.0
    """Seconds of turning over after arrival (0: none)."""
    settle: float = 0.0
    """Seconds of the tiny overshoot on landing."""
    sound: str | None = None

    @property
    def end(self) -> float:
        """When it is over."""
        return self.move.end + self.flip + self.settle

    @property
    def landed_at(self) -> float:
        """When it reaches its place (the clack)."""
        return self.move.end

    def at(self, now: float) -> Pose:
        """The pose at ``now``."""
        t = self.move.progress(now)
        s, d = self.src, self.dst
        pose = Pose(lerp(s.x, d.x, t), lerp(s.y, d.y, t), lerp(s.long, d.long, t),
                    lerp(s.angle, d.angle, t), s.face_up)
        after = now - self.move.end
        if self.flip > 0 and after >= 0:
            f = min(1.0, after / self.flip)
            pose = replace(pose, face_up=d.face_up if f >= 0.5 else s.face_up,
                           flip=max(0.05, abs(math.cos(math.pi * f))))
        elif self.flip == 0 and after >= 0:
            pose = replace(pose, face_up=d.face_up)
        if self.settle > 0 and 0 <= after - self.flip < self.settle:
            bump = math.sin(math.pi * (after - self.flip) / self.settle)
            pose = replace(pose, long=pose.long * (1 + 0.05 * bump))
        return pose


@dataclass(frozen=True, slots=True)
class Tap:
    """Two quick taps of a seat's name plate (a knock)."""

    seat: int
    tween: Tween

    def offset(self, now: float) -> float:
        """Vertical offset of the plate in px-units of its height (0 when idle)."""
        if not 0 <= now - self.tween.start < self.tween.duration:
            return 0.0
        return -0.12 * abs(math.sin(2 * math.pi * self.tween.raw(now)))


@dataclass(frozen=True, slots=True)
class Announcement:
    """A brief word by a seat («Зина: стук!»): pops in, holds, fades out."""

    text: str
    pos: str
    """The seat's place on screen (``"west"`` ...): the painter finds the spot in the layout."""
    tween: Tween
    kind: Word = Word.NOTICE
    """What happened: its colour and motion."""
    seat: int = -1
    """The seat it concerns: a newer word for the same seat replaces it."""
    until: float = math.inf
    """When a newer word took its place (it vanishes then)."""
    path: tuple[tuple[float, float], tuple[float, float]] | None = None
    """A score made in play: where it shows first (beside the end that scored) and where it
    flies to (the scorer's column on the sheet, or with the sheet folded the scorer's plate:
    it lands on the free felt nearest it, off every plate); None: it shows by its seat."""
    home: float = math.inf
    """When a score made in play is at its place whatever its flight (the next move has
    started, or a skip: it leaves the board at once)."""
    scorer: int = -1
    """The seat a score made in play counts for (-1: no score)."""
    points: int = 0
    """The points it carries: the sheet counts them from when it lands (``lands``)."""
    onto: bool = False
    """It flies onto the sheet's cell itself (not to the felt beside a plate) and is gone
    as it lands there: the cell shows the new number under it."""

    @property
    def end(self) -> float:
        """When it is gone."""
        gone = min(self.tween.end, self.until)
        return min(gone, self.lands) if self.onto else gone

    @property
    def lands(self) -> float:
        """When a score made in play reaches its place (the sheet counts it from then)."""
        return min(self.home, self.tween.start + LAND * self.tween.duration)

    def landed(self, now: float) -> bool:
        """Whether the points it carries are on the sheet at ``now``."""
        return now >= self.lands

    def cut(self, at: float) -> Announcement:
        """The same word, gone at ``at`` when a newer one shows."""
        return replace(self, until=min(self.until, at))

    def travel(self, now: float) -> float:
        """How far a score scored in play has flown from the board to its seat (0..1)."""
        if self.kind is not Word.SCORE or now >= self.lands:
            return 1.0
        t = self.tween.raw(now)
        return ease_in_out_cubic((t - _RISE) / (LAND - _RISE))

    def look(self, now: float) -> tuple[float, int]:
        """(scale, alpha 0..255) at ``now``; alpha 0 when not showing."""
        t = self.tween.raw(now)
        if now < self.tween.start or t >= 1.0 or now >= self.end:
            return 1.0, 0
        scale = 0.6 + 0.4 * ease_out_back(min(1.0, t / 0.18))
        alpha = 255 if t < 0.75 else round(255 * (1 - (t - 0.75) / 0.25))
        return scale, alpha


def durations(speed: float) -> float:
    """The factor every duration is multiplied by: 1/speed, 0 for instant."""
    return 0.0 if speed <= 0 else 1.0 / speed


@dataclass(slots=True)
class Animator:
    """The running animations and the time at which the queue of motions ends."""

    now: float = 0.0
    flights: list[Flight] = field(default_factory=list)
    taps: list[Tap] = field(default_factory=list)
    words: list[Announcement] = field(default_factory=list)
    cursor: float = 0.0
    """When the last queued motion ends; the next one starts there."""
    row_at: float | None = None
    """When the finished round's row shows on the sheet, its totals with it (None: shown)."""

    def slot(self, lead: float = 0.0) -> float:
        """Start time for the next queued motion (``lead`` seconds after the queue ends)."""
        self.cursor = max(self.cursor, self.now)
        return self.cursor + lead

    def add(self, flight: Flight) -> None:
        """Queue a flight."""
        self.flights.append(flight)
        self.cursor = max(self.cursor, flight.end)

    def advance(self, dt: float) -> list[str]:
        """Move time on; returns the sounds of flights that landed in this step."""
        before, self.now = self.now, self.now + dt
        sounds = [f.sound for f in self.flights
                  if f.sound and before < f.landed_at <= self.now]
        self.flights = [f for f in self.flights if f.end > self.now]
        self.taps = [t for t in self.taps if t.tween.end > self.now]
        self.words = [w for w in self.words if w.end > self.now]
        return sounds

    @property
    def busy(self) -> bool:
        """Whether a motion (not a word or a tick) is still running or queued."""
        return bool(self.flights) or self.cursor > self.now

    def hidden(self) -> set[Any]:
        """Keys of things in flight (not drawn at their resting place yet)."""
        return {f.key for f in self.flights}

    def owed(self, players: int) -> tuple[int, ...]:
        """Per seat, the points scored in play still on their way to the sheet."""
        out = [0] * players
        for w in self.words:
            if w.kind is Word.SCORE and 0 <= w.scorer < players and not w.landed(self.now):
                out[w.scorer] += w.points
        return tuple(out)

    def writing(self) -> bool:
        """Whether the finished round's row is still on its way to the sheet."""
        return self.row_at is not None and self.now < self.row_at

    def landing(self) -> bool:
        """Whether any points are still on their way to the sheet (a skip lands them)."""
        return self.writing() or any(w.kind is Word.SCORE and w.scorer >= 0
                                     and not w.landed(self.now) for w in self.words)

    def land(self) -> None:
        """Every score at its place and the round's row written: the sheet's numbers now."""
        self.words = [replace(w, home=min(w.home, self.now)) if w.kind is Word.SCORE else w
                      for w in self.words]
        self.words = [w for w in self.words if w.end > self.now]
        self.row_at = None

    def skip(self) -> None:
        """Finish every motion at once; every score lands."""
        self.flights.clear()
        self.taps.clear()
        self.cursor = self.now
        self.land()


def slide(duration: float, start: float) -> Tween:
    """The standard slide: ease-out cubic."""
    return Tween(start, duration, ease_out_cubic)
