"""The game's sounds, synthesized once the first frame is up (ours, CC0), and a SoundBoard.

Every sound is made in pure Python from a fixed seed (a few ms each), wrapped in
an in-memory WAV so pygame converts it to whatever format the mixer runs in.
``scripts/make_sounds.py`` writes the same sounds to WAV files for listening.

>>> sorted(SOUND_NAMES)
['chime', 'clack', 'click', 'fish', 'goat', 'knock', 'shuffle']
>>> board = SoundBoard(enabled=False)  # silent: plays nothing, never raises
>>> board.play("clack")
False
"""

from __future__ import annotations

import io
import math
import random
import threading
import wave
from array import array
from collections.abc import Callable
from functools import cache

import pygame

SAMPLE_RATE = 22050
_PEAK = 0.8 * 32767
Signal = list[float]


def _silence(seconds: float) -> Signal:
    return [0.0] * int(seconds * SAMPLE_RATE)


def _mix(into: Signal, sig: Signal, at: float, gain: float = 1.0) -> None:
    """Add ``sig`` into ``into`` starting at ``at`` seconds (clipped at the end)."""
    start = int(at * SAMPLE_RATE)
    for i, v in enumerate(sig[: max(0, len(into) - start)]):
        into[start + i] += v * gain


def _ring(freq: float, decay: float, seconds: float) -> Signal:
    """A decaying sine, e**(-t/decay) * sin(2 pi f t), by the two-term recurrence (fast)."""
    w, r = math.tau * freq / SAMPLE_RATE, math.exp(-1.0 / (decay * SAMPLE_RATE))
    c, r2 = 2.0 * r * math.cos(w), r * r
    out, y2, y1 = [0.0], 0.0, r * math.sin(w)
    for _ in range(int(seconds * SAMPLE_RATE) - 1):
        out.append(y1)
        y2, y1 = y1, c * y1 - r2 * y2
    return out


def _tap(rng: random.Random, freqs: tuple[float, ...], decay: float, seconds: float) -> Signal:
    """A struck-wood transient: a noise click plus damped resonances."""
    n = int(seconds * SAMPLE_RATE)
    k = math.exp(-1.0 / (0.0025 * SAMPLE_RATE))  # the click dies in ~2.5 ms
    out = [(2 * rng.random() - 1) * k**i for i in range(n)]
    for j, f in enumerate(freqs):
        _mix(out, _ring(f, decay, seconds), 0.0, 0.6 / (j + 1))
    return out


def _clack(rng: random.Random) -> Signal:
    """An ivory tile landing on a wooden table."""
    return _tap(rng, (2150.0, 3420.0, 5100.0), 0.018, 0.09)


def _knock(rng: random.Random) -> Signal:
    """Two quick knuckle taps on the table: «стучу»."""
    out = _silence(0.32)
    for at, gain in ((0.0, 1.0), (0.14, 0.85)):
        _mix(out, _tap(rng, (140.0, 310.0, 720.0), 0.035, 0.16), at, gain)
    return out


def _shuffle(rng: random.Random) -> Signal:
    """Tiles swirled on the table: many small random clicks over a rustle."""
    out = [(rng.random() - 0.5) * 0.1 for _ in range(int(0.7 * SAMPLE_RATE))]
    for _ in range(26):
        pitch = rng.uniform(0.8, 1.3)
        tick = _tap(rng, (2000.0 * pitch, 3300.0 * pitch), 0.008, 0.03)
        _mix(out, tick, rng.uniform(0.0, 0.66), rng.uniform(0.2, 0.55))
    fade = len(out)
    return [v * min(1.0, 8 * i / fade, 4 * (fade - i) / fade) for i, v in enumerate(out)]


def _bloop(f0: float, f1: float, seconds: float) -> Signal:
    """A bubble: a sine sweeping up in pitch as it dies away."""
    out, phase, n = [], 0.0, int(seconds * SAMPLE_RATE)
    for i in range(n):
        x = i / n
        phase += math.tau * (f0 + (f1 - f0) * x * x) / SAMPLE_RATE
        attack = math.sin(math.pi / 2 * min(1.0, x * 8))
        out.append(math.sin(phase) * attack * (1 - x) ** 1.5)
    return out


def _fish(_rng: random.Random) -> Signal:
    """«Рыба!»: two bubbles, a bloop and a smaller echo."""
    out = _silence(0.3)
    _mix(out, _bloop(260.0, 900.0, 0.13), 0.0)
    _mix(out, _bloop(420.0, 1300.0, 0.09), 0.15, 0.6)
    return out


def _goat(rng: random.Random) -> Signal:
    """A goat's «ме-е-е»: a buzzy voice with a fast bleating vibrato."""
    # One period of the voice in a table; harmonic weights shape an "e" vowel
    # (formants near 500 Hz and 1.9 kHz).
    weights = (0.55, 1.0, 0.8, 0.35, 0.3, 0.45, 0.25, 0.12)
    size = 1024
    table = [
        sum(w * math.sin(math.tau * (k + 1) * j / size) for k, w in enumerate(weights))
        for j in range(size)
    ]
    seconds = 0.62
    n, out, phase = int(seconds * SAMPLE_RATE), [], 0.0
    for i in range(n):
        t = i / SAMPLE_RATE
        f = 430.0 * (1 + 0.045 * math.sin(math.tau * 7.5 * t)) * (1 - 0.12 * t)
        phase = (phase + f * size / SAMPLE_RATE) % size
        shake = 0.7 + 0.3 * math.sin(math.tau * 11.0 * t)  # the bleat's stutter
        env = min(1.0, t / 0.03, (seconds - t) / 0.12)
        out.append((table[int(phase)] + 0.3 * rng.random() - 0.15) * shake * env)
    return out


def _bell(freq: float, seconds: float) -> Signal:
    """A small bell: a sine with a quieter inharmonic overtone, decaying."""
    out = _ring(freq, 0.12, seconds)
    _mix(out, _ring(freq * 2.76, 0.06, seconds), 0.0, 0.3)
    return out


def _chime(_rng: random.Random) -> Signal:
    """A cheerful rising arpeggio (C E G C) for children's wins."""
    out = _silence(0.62)
    for k, freq in enumerate((1046.5, 1318.5, 1568.0, 2093.0)):
        _mix(out, _bell(freq, 0.32), k * 0.085, 0.8)
    return out


def _click(_rng: random.Random) -> Signal:
    """A soft, short button click."""
    return _ring(1400.0, 0.004, 0.025)


_MAKERS: dict[str, tuple[Callable[[random.Random], Signal], float]] = {
    # name -> (maker, loudness relative to full scale)
    "clack": (_clack, 0.9),
    "shuffle": (_shuffle, 0.7),
    "knock": (_knock, 1.0),
    "fish": (_fish, 0.8),
    "goat": (_goat, 0.75),
    "chime": (_chime, 0.6),
    "click": (_click, 0.35),
}
SOUND_NAMES: frozenset[str] = frozenset(_MAKERS)


@cache
def wav_of(name: str) -> bytes:
    """Sound ``name`` as a WAV file, made once per process (the same bytes every time)."""
    return wav_bytes(synthesize(name))


def synthesize(name: str) -> array[int]:
    """Mono 16-bit samples at SAMPLE_RATE for sound ``name``, the same on every call."""
    if name not in _MAKERS:
        raise KeyError(f"unknown sound {name!r}; known: {', '.join(sorted(SOUND_NAMES))}")
    make, loudness = _MAKERS[name]
    sig = make(random.Random(name))
    peak = max(1e-9, max(abs(v) for v in sig))
    scale = _PEAK * loudness / peak
    return array("h", (int(v * scale) for v in sig))


def wav_bytes(samples: array[int]) -> bytes:
    """A complete mono 16-bit WAV file holding ``samples``."""
    buf = io.BytesIO()
    with wave.open(buf, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(SAMPLE_RATE)
        w.writeframes(samples.tobytes())
    return buf.getvalue()


def _make_all() -> None:
    """Every sound made ahead of its first play (``wav_of`` keeps them)."""
    for name in sorted(SOUND_NAMES):
        wav_of(name)


class SoundBoard:
    """Plays the game's sounds by name; silent (never raising) when there is no audio."""

    def __init__(self, volume: float = 0.8, muted: bool = False, enabled: bool = True) -> None:
        self.muted = muted
        self._volume = 0.0
        # Sounds are synthesized after the first frame, on a thread of their own: making all
        # of them before it cost about a third of a second, and making one when it is first
        # played held that frame up by tens of milliseconds (a knock, a fish).
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._mixer = enabled and self._start_mixer()
        self.volume = volume
        self._waiting: list[str] | None = None
        self._maker: threading.Thread | None = None

    def hold(self) -> None:
        """Keep the sounds asked for from now until :meth:`release` (the app's first frame:
        the picture first; the sound a frame later, once it is made)."""
        self._waiting = []

    def release(self) -> None:
        """Play the sounds held back, in order; make the others meanwhile, off the UI thread."""
        waiting, self._waiting = self._waiting or [], None
        for name in waiting:
            self.play(name)
        if self._mixer and self._maker is None:
            self._maker = threading.Thread(target=_make_all, name="kozel-sounds", daemon=True)
            self._maker.start()

    def made(self, timeout: float) -> bool:
        """Whether every sound is made (waiting up to ``timeout`` seconds for the thread)."""
        if self._maker is not None:
            self._maker.join(timeout)
        return self._maker is not None and not self._maker.is_alive()

    @staticmethod
    def _start_mixer() -> bool:
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            return True
        except (pygame.error, OSError):
            return False  # no audio device: the game runs silent

    def _sound(self, name: str) -> pygame.mixer.Sound | None:
        snd = self._sounds.get(name)
        if snd is None and self._mixer:
            try:
                snd = pygame.mixer.Sound(file=io.BytesIO(wav_of(name)))
            except (pygame.error, OSError, ValueError):
                return None
            snd.set_volume(self._volume)
            self._sounds[name] = snd
        return snd

    @property
    def available(self) -> bool:
        """True when sounds can actually be heard (a mixer is running)."""
        return self._mixer

    @property
    def volume(self) -> float:
        """Master volume, 0..1 (values outside are clamped)."""
        return self._volume

    @volume.setter
    def volume(self, value: float) -> None:
        self._volume = min(1.0, max(0.0, float(value)))
        for snd in self._sounds.values():
            snd.set_volume(self._volume)

    def play(self, name: str) -> bool:
        """Start sound ``name`` (or, held, right after the first frame); returns whether it
        did (or will). Unknown names raise KeyError."""
        if name not in SOUND_NAMES:
            raise KeyError(f"unknown sound {name!r}; known: {', '.join(sorted(SOUND_NAMES))}")
        if self.muted or self._volume == 0.0:
            return False
        if self._waiting is not None:
            self._waiting.append(name)
            return True
        snd = self._sound(name)
        try:
            return snd is not None and snd.play() is not None
        except pygame.error:
            return False
