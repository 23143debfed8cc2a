"""What a screen needs from the app: the ``Host`` protocol scenes are typed against.

``kozel_gui.app.App`` is the one implementation; tests drive that real app (see
``tests/harness.py``), so no fake of it is needed.  The frame clock is the other seam:
the app asks a :class:`FrameClock` how much time each frame advances, and a test can
hand it a :class:`StepClock` it moves by hand.
"""

from __future__ import annotations

import argparse
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    import pygame
    import pygame_gui

    from kozel_gui.coaching import FinishedReviews
    from kozel_gui.i18n import Said
    from kozel_gui.options import MatchSetup, Options
    from kozel_gui.scene import Scene, SceneStack
    from kozel_gui.sound import SoundBoard
    from kozel_gui.storage import DataDir
    from kozel_gui.tiles import TileRenderer

__all__ = ["FrameClock", "Host", "StepClock", "WallClock"]


class Host(Protocol):
    """The app as its screens see it (the contract in docs/ARCHITECTURE.md)."""

    screen: pygame.Surface
    size: tuple[int, int]
    options: Options
    setup: MatchSetup
    data: DataDir
    sound: SoundBoard
    tiles: TileRenderer
    args: argparse.Namespace
    stack: SceneStack
    now: float
    """Seconds since the start, as the frame clock counts them."""
    frames: int

    @property
    def manager(self) -> pygame_gui.UIManager:
        """The themed pygame-gui manager (made when first asked for)."""

    @property
    def reviews(self) -> FinishedReviews:
        """The coach's finished reviews, kept for this run (one per app)."""

    def push(self, scene: Scene) -> None:
        """Open ``scene`` over the current one."""

    def pop(self) -> None:
        """Close the current scene."""

    def replace(self, scene: Scene) -> None:
        """Swap the current scene for ``scene``."""

    def reset_to(self, scene: Scene) -> None:
        """Close every scene and open ``scene``."""

    def set_options(self, options: Options) -> None:
        """Use and save ``options``."""

    def set_setup(self, setup: MatchSetup) -> None:
        """Use and save the next match's set-up."""

    def notify(self, text: Said, *, seconds: float | None = None) -> None:
        """A brief message line (``seconds``: how long, a few by default); it follows a
        change of language while shown."""

    def withdraw(self, owner: object) -> None:
        """Take back the messages said on ``owner`` (a screen or a page of one)."""

    def quit(self) -> None:
        """End the main loop."""


class FrameClock(Protocol):
    """How much time each frame of the main loop advances."""

    def tick(self) -> float:
        """Wait for the next frame if need be; the seconds it advances."""

    def real(self) -> float:
        """The time now, in seconds: a stall counted whole (``tick`` may count less, so
        motions do not jump). What a person's moments are measured in."""


class StepClock:
    """Simulated time: every frame advances ``step`` seconds, plus what :meth:`advance` adds.

    Headless runs use it (nobody watches: as fast as possible); tests move it by hand.
    """

    def __init__(self, step: float = 1 / 60) -> None:
        self.step = step
        self._extra = 0.0
        self._time = 0.0

    def advance(self, seconds: float) -> None:
        """Make the next frame ``seconds`` longer (a player who waits)."""
        self._extra += seconds

    def tick(self) -> float:
        """One step and any extra time asked for."""
        dt, self._extra = self.step + self._extra, 0.0
        self._time += dt
        return dt

    def real(self) -> float:
        """The simulated time: the sum of the ticks."""
        return self._time


class WallClock:
    """Real time, at most ``fps`` frames a second; a long stall counts as 0.1 s."""

    def __init__(self, fps: int = 60) -> None:
        import pygame

        self.fps = fps
        self._clock = pygame.time.Clock()

    def tick(self) -> float:
        """Wait for the frame; the seconds since the last one (at most 0.1)."""
        return min(self._clock.tick(self.fps) / 1000, 0.1)

    def real(self) -> float:
        """Seconds since pygame began, as the wall clock has them."""
        import pygame

        return pygame.time.get_ticks() / 1000
