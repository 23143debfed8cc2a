"""Drive the real ``App`` the way a player does: events into its queue, frames of its loop.

``Harness`` holds a real app (real ``UIManager``, real event queue, real scene stack) in a
fresh data folder with a :class:`~kozel_gui.host.StepClock` the test moves.  Everything
reaches the game as pygame events through ``App.frame``; a test reads what the player would
see (the top scene, the focused item, the buttons shown) and never sets private state.

    h = Harness(tmp_path)
    h.key(pygame.K_DOWN)
    h.until(lambda: isinstance(h.top, SettingsScene), what="the settings")
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pygame

from kozel_gui.app import App
from kozel_gui.cli import parse_args
from kozel_gui.focus import Item
from kozel_gui.host import StepClock
from kozel_gui.scene import Scene

__all__ = ["Harness", "harness_for"]

DEADLINE_FRAMES = 600
"""How many frames ``until`` waits by default (ten seconds of game time)."""


class Harness:
    """A real app without a window, driven by posted events and counted frames."""

    def __init__(self, data_dir: Path, *argv: str, first_start: bool = False) -> None:
        if not first_start:
            from kozel_gui.profiles import Profiles
            from kozel_gui.storage import DataDir

            store = DataDir(data_dir)
            if not Profiles.load(store).profiles:
                Profiles().added("Тестер").save(store)
        self.clock = StepClock()
        self.app = App(parse_args(["--headless", "--data-dir", str(data_dir), *argv]),
                       clock=self.clock)
        self.frames(2)

    # -- what the player sees -----------------------------------------------------

    @property
    def top(self) -> Scene:
        """The screen on top."""
        top = self.app.stack.top
        assert top is not None, "no scene is open"
        return top

    @property
    def focused(self) -> Item | None:
        """The item the focus ring is on."""
        return self.top.focus.current()

    def focused_text(self) -> str:
        """The words on the focused item (a pygame-gui element's text or a button's label)."""
        item = self.focused
        element = getattr(item, "element", None)
        return str(getattr(element, "text", None) or getattr(item, "label", ""))

    def buttons(self) -> list[Any]:
        """The visible pygame-gui buttons, top to bottom."""
        import pygame_gui

        found = [e for e in self.app.manager.get_sprite_group().sprites()
                 if isinstance(e, pygame_gui.elements.UIButton) and e.visible]
        return sorted(found, key=lambda b: (b.rect.y, b.rect.x))

    def button(self, text: str) -> Any:
        """The visible button showing ``text``."""
        found = [b for b in self.buttons() if b.text == text]
        assert found, f"no button {text!r}; there are {[b.text for b in self.buttons()]}"
        return found[0]

    # -- time ----------------------------------------------------------------------

    def frames(self, n: int = 1) -> None:
        """Run ``n`` iterations of the main loop."""
        for _ in range(n):
            self.app.frame()

    def wait(self, seconds: float) -> None:
        """Let ``seconds`` of game time pass in one frame (a player who waits)."""
        self.clock.advance(seconds)
        self.frames(1)

    def until(self, ready: Callable[[], object], *, frames: int = DEADLINE_FRAMES,
              what: str = "the condition") -> int:
        """Run frames until ``ready()`` is true; the frames it took (fails past the deadline)."""
        for n in range(frames + 1):
            if ready():
                return n
            self.frames(1)
        raise AssertionError(f"{what} did not happen within {frames} frames")

    # -- input ---------------------------------------------------------------------

    def post(self, kind: int, **fields: Any) -> None:
        """Put one event in the queue (it is handled in the next frame)."""
        pygame.event.post(pygame.event.Event(kind, **fields))

    def key(self, code: int, *, mod: int = 0, unicode: str = "", frames: int = 3) -> None:
        """A key pressed and let go, then a few frames."""
        self.key_down(code, mod=mod, unicode=unicode)
        self.key_up(code, mod=mod)
        self.frames(frames)

    def key_down(self, code: int, *, mod: int = 0, unicode: str = "") -> None:
        """A key goes down (queued)."""
        self.post(pygame.KEYDOWN, key=code, mod=mod, unicode=unicode, scancode=0)

    def key_up(self, code: int, *, mod: int = 0) -> None:
        """A key comes up (queued)."""
        self.post(pygame.KEYUP, key=code, mod=mod, unicode="", scancode=0)

    def type(self, text: str, frames: int = 2) -> None:
        """Type ``text`` as the keyboard's text input does."""
        for ch in text:
            self.post(pygame.TEXTINPUT, text=ch)
        self.frames(frames)

    def move(self, pos: tuple[float, float], frames: int = 1) -> None:
        """The mouse moves to ``pos``."""
        xy = (int(pos[0]), int(pos[1]))
        pygame.mouse.set_pos(xy)
        self.post(pygame.MOUSEMOTION, pos=xy, rel=(0, 0), buttons=(0, 0, 0))
        self.frames(frames)

    def until_presses_act(self) -> None:
        """Wait as long as a newly shown screen ignores mouse presses (``PressGuard``): a
        player's hand takes that long to click again."""
        while (left := self.app.presses.left(self.app.real_now)) > 0:
            self.wait(left)

    def click(self, pos: tuple[float, float], button: int = 1, frames: int = 4) -> None:
        """A mouse press and release at ``pos`` (once the screen takes presses), then a few
        frames for pygame-gui to answer."""
        self.until_presses_act()
        xy = (int(pos[0]), int(pos[1]))
        self.move(xy, frames=0)
        self.post(pygame.MOUSEBUTTONDOWN, pos=xy, button=button)
        self.post(pygame.MOUSEBUTTONUP, pos=xy, button=button)
        self.frames(frames)

    @contextmanager
    def mouse_held(self, pos: tuple[float, float]) -> Iterator[None]:
        """The left button held down at ``pos`` for the ``with`` block."""
        self.until_presses_act()
        xy = (int(pos[0]), int(pos[1]))
        self.move(xy, frames=0)
        self.post(pygame.MOUSEBUTTONDOWN, pos=xy, button=1)
        self.frames(1)
        try:
            yield
        finally:
            self.post(pygame.MOUSEBUTTONUP, pos=xy, button=1)
            self.frames(1)

    def press(self, text: str, frames: int = 4) -> None:
        """Click the visible button showing ``text``."""
        self.click(self.button(text).rect.center, frames=frames)

    def resize(self, size: tuple[int, int], frames: int = 2) -> None:
        """Resize the (dummy) window as a window manager would."""
        pygame.display.set_mode(size, pygame.RESIZABLE)
        self.post(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])
        self.frames(frames)

    def close(self) -> None:
        """Leave every scene and shut the display."""
        self.app.close()


@contextmanager
def harness_for(data_dir: Path, *argv: str, first_start: bool = False) -> Iterator[Harness]:
    """A harness, closed at the end of the ``with`` block."""
    h = Harness(data_dir, *argv, first_start=first_start)
    try:
        yield h
    finally:
        h.close()
