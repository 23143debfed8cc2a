"""The grown-ups' buttons of kids' mode, held ~1.5 s while a ring fills: the exit, the «+».

Small hands tap everything; a tap on such a button does nothing, only a steady hold
acts.  A tap (or Esc anywhere in kids' mode, for the door) shows the grown-up how, in a
bubble beside the button that needs no reading: a small copy of the button with a
finger on it and its ring filling, over and over, and the words («Подержите, чтобы
выйти») beside it; shown while the button is held and for a while after.  It is a
``controls.Button`` with the *hold* behaviour (mouse or Enter/Space held on it) and its
picture painted as its style, the ring and the bubble over it by ``paint_hold``; moving
off it or letting go early cancels.  The door (``exit_button``) and the chooser's new
child (``kids.children``) are both one.

The door is one door on every kids' screen: the same place (``place_exit``), the same
hold, the same picture, and the same way out (``leave_kids``): out of kids' mode to the
grown-ups' screen it was opened from, whatever kids' screen it is held on.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from kozel_gui.assets import font
from kozel_gui.controls import Button, Painter
from kozel_gui.i18n import tr
from kozel_gui.layout import kids_door

if TYPE_CHECKING:
    from kozel_gui.host import Host

HOLD_SECONDS = 1.5
HINT_SECONDS = 6.0
"""How long the "hold to leave" hint stays after a tap or Esc (long enough to read twice)."""

__all__ = ["HINT_SECONDS", "HOLD_SECONDS", "ExitDoor", "HoldButton", "exit_button",
           "hint_bubble", "leave_kids", "paint_door", "paint_hold", "place_exit"]

Picture = Callable[[pygame.Surface, pygame.Rect], None]
"""Draws a hold button's own picture (the door, the «+») in a rect: on the button and,
small, in its hint."""


class HoldButton(Button):
    """A grown-up's round button: a hold acts; a tap or a press show how (the bubble)."""

    def __init__(self, key: str, action: Callable[[], None], style: Painter, hint: str,
                 picture: Picture) -> None:
        super().__init__(key, "", pygame.Rect(0, 0, 88, 88), action, style=style,
                         hold=HOLD_SECONDS, round=True)
        self.hint = hint
        """The string key of the words in the bubble («Подержите, чтобы выйти»)."""
        self.picture = picture
        self.hint_from = -math.inf
        """When the hint was last asked for (its picture's loop starts there)."""
        self.hint_until = -math.inf

    def remind(self, now: float) -> None:
        """Show the hint from ``now`` on (Esc in kids' mode, or a touch of the door)."""
        # A hint not showing yet starts its picture's loop (a press starts one too; Esc
        # while the button is held does not).
        if now >= self.hint_until and self.since in (None, now):
            self.hint_from = now
        self.hint_until = now + HINT_SECONDS

    def hinting(self, now: float) -> bool:
        """Whether the hint shows at ``now``: while held, and a while after a tap or Esc."""
        return self.since is not None or now < self.hint_until

    def press(self, now: float) -> None:
        """Down: the ring starts filling and the hint says what is happening."""
        super().press(now)
        self.remind(now)

    def release(self, now: float, inside: bool) -> None:
        """Let go early: the hint stays a while, so the grown-up learns to hold."""
        super().release(now, inside)
        self.remind(now)


class ExitDoor(HoldButton):
    """The door: a hold leaves kids' mode; a tap, a press or Esc show how."""

    def __init__(self, action: Callable[[], None]) -> None:
        super().__init__("exit", action, paint_door, "kids.hold_to_exit", door_picture)


def exit_button(app: Host, keep: Callable[[], None] | None = None) -> ExitDoor:
    """The door of a kids' screen: held ``HOLD_SECONDS``, it runs ``keep`` (what the
    screen must store first: a game left, a tutorial's step) and leaves kids' mode."""

    def leave() -> None:
        if keep is not None:
            keep()
        leave_kids(app)

    return ExitDoor(leave)


def leave_kids(app: Host) -> None:
    """Out of kids' mode at once: every kids' screen closes (the kids' home and all over
    it) and the grown-ups' screen under them comes back, as if uncovered."""
    from kozel_gui.scenes.kids import KidsScene

    scenes = app.stack.scenes
    home = next((i for i, s in enumerate(scenes) if isinstance(s, KidsScene)), len(scenes) - 1)
    below = scenes[:home]
    if not below:  # kids' mode with nothing under it: the grown-ups' menu
        from kozel_gui.scenes.menu import MenuScene

        below = [MenuScene(app)]
    # One request that clears the stack, then the screens below pushed back: none of the
    # kids' screens in between comes to the top on the way (each would act on ``enter``).
    app.reset_to(below[0])
    for scene in below[1:]:
        app.push(scene)


def place_exit(button: Button, size: tuple[int, int]) -> None:
    """The door's one place on every kids' screen of a window of ``size``: the top-left
    corner, at least 72 px across (a grown-up learns it once; no screen puts anything
    there)."""
    button.rect = pygame.Rect(*(round(v) for v in kids_door(*size)))


DEMO_S = HOLD_SECONDS + 0.8
"""One run of the hint's picture: the finger holds while the ring fills, then lets go."""


def paint_door(surface: pygame.Surface, button: Button, scale: float, hot: bool,
               now: float) -> None:
    """The door picture on its white disc, and the filling ring around it."""
    door_picture(surface, button.rect)
    paint_hold(surface, button, scale, now)


def door_picture(surface: pygame.Surface, r: pygame.Rect) -> None:
    """A white disc with an open door and an arrow going out through it."""
    c, rad = r.center, r.w / 2
    pygame.draw.circle(surface, (70, 100, 130), (c[0] + max(1, r.w // 30), c[1] + max(1, r.w // 22)),
                       rad)
    pygame.draw.circle(surface, (255, 255, 255), c, rad)
    pygame.draw.circle(surface, (150, 170, 190), c, rad, max(2, r.w // 22))
    _door(surface, r)


def paint_hold(surface: pygame.Surface, button: Button, scale: float, now: float) -> None:
    """Over a hold button's picture: the ring filling as it is held, and while the hint
    shows, the whole ring pale and the bubble beside it."""
    r = button.rect
    hinting = isinstance(button, HoldButton) and button.hinting(now)
    _ring(surface, r, button.progress(now), pale=hinting)
    if isinstance(button, HoldButton) and hinting:
        _bubble(surface, button, scale, now)


def _ring(surface: pygame.Surface, r: pygame.Rect, progress: float, *, pale: bool) -> None:
    ring = r.inflate(-max(4, r.w // 14), -max(4, r.w // 14))
    width = max(4, r.w // 9)
    if pale:  # the whole ring to fill, pale, so the grown-up sees what holding will do
        pygame.draw.circle(surface, (255, 226, 170), ring.center, ring.w / 2, width)
    if progress > 0:
        pygame.draw.arc(surface, (255, 170, 40), ring, math.pi / 2 - progress * math.tau,
                        math.pi / 2, width)


def hint_bubble(button: HoldButton, size: tuple[int, int], scale: float) -> pygame.Rect:
    """Where the hint's bubble of ``button`` shows in a window of ``size``: beside the
    button (under it when there is no room), on the screen; its words on one line while
    that keeps to the window's left third, else on two short lines, so it never covers a
    screen's title (P27: it did at 1024×600)."""
    return _hint_layout(button, size, scale)[0]


def _hint_layout(button: HoldButton, size: tuple[int, int],
                 scale: float) -> tuple[pygame.Rect, list[str]]:
    pad = max(8, round(12 * scale))
    demo = _demo_side(button)
    face = font(_words_px(scale), True)
    r = button.rect
    text = tr(button.hint)
    for lines in ([text], _two_lines(text)):  # one line while it keeps to the corner
        words = max(face.size(line)[0] for line in lines)
        high = max(round(demo * 1.25), face.get_linesize() * len(lines))
        bubble = pygame.Rect(0, 0, demo + words + 4 * pad, high + 2 * pad)
        bubble.topleft = (r.right + 2 * pad, r.top)
        if bubble.right <= size[0] / 3:
            break
    if bubble.right > size[0] - pad:  # no room on the right: under the button
        bubble.midtop = (r.centerx, r.bottom + pad)
    return bubble.clamp(pygame.Rect((0, 0), size)), lines


def _two_lines(text: str) -> list[str]:
    """``text`` broken at the space nearest its middle (one word stays one line).

    >>> _two_lines("Подержите, чтобы выйти"), _two_lines("Hold")
    (['Подержите,', 'чтобы выйти'], ['Hold'])
    """
    spaces = [i for i, c in enumerate(text) if c == " "]
    if not spaces:
        return [text]
    cut = min(spaces, key=lambda i: abs(len(text) - 2 * i))
    return [text[:cut], text[cut + 1:]]


def _demo_side(button: Button) -> int:
    return max(60, round(button.rect.w * 0.9))


def _words_px(scale: float) -> int:
    return max(15, round(20 * scale))


def _bubble(surface: pygame.Surface, button: HoldButton, scale: float, now: float) -> None:
    """The hint without words first: a small copy of the button with a finger held on
    it while its ring fills, over and over; the words beside it for whoever reads."""
    bubble, lines = _hint_layout(button, surface.get_size(), scale)
    pad = max(8, round(12 * scale))
    pygame.draw.rect(surface, (70, 100, 130), bubble.move(2, 3), border_radius=pad)
    pygame.draw.rect(surface, (255, 255, 255), bubble, border_radius=pad)
    side = _demo_side(button)
    demo = pygame.Rect(bubble.x + pad, bubble.y + pad, side, side)
    t = (now - button.hint_from) % DEMO_S
    held = t < HOLD_SECONDS
    button.picture(surface, demo)
    _ring(surface, demo, min(1.0, t / HOLD_SECONDS), pale=True)
    from kozel_gui.tutorial.kids_art import hand

    lift = 0.0 if held else side * 0.12  # the finger rests while the ring fills, then lifts
    hand(surface, (demo.centerx + side * 0.1, demo.centery + lift), side * 0.62)
    face = font(_words_px(scale), True)
    top = demo.centery - face.get_linesize() * len(lines) / 2
    for i, line in enumerate(lines):
        label = face.render(line, True, (36, 62, 110))
        surface.blit(label, (demo.right + 2 * pad, round(top + i * face.get_linesize())))


def _door(surface: pygame.Surface, r: pygame.Rect) -> None:
    """An open doorway (light beyond it), the door swung in on its hinge, and a fat arrow
    going out through it: "out" in any language."""
    s = r.w / 88
    frame = pygame.Rect(0, 0, round(32 * s), round(48 * s))
    frame.center = (r.centerx - round(6 * s), r.centery)
    pygame.draw.rect(surface, (255, 232, 150), frame)  # the light outside
    pygame.draw.rect(surface, (90, 62, 44), frame, max(2, round(3 * s)))
    leaf = [(frame.x, frame.y), (frame.x + round(14 * s), frame.y + round(6 * s)),
            (frame.x + round(14 * s), frame.bottom - round(6 * s)), (frame.x, frame.bottom)]
    pygame.draw.polygon(surface, (150, 100, 66), leaf)
    pygame.draw.circle(surface, (250, 210, 80), (frame.x + round(10 * s), frame.centery),
                       max(2, round(2.5 * s)))
    tip = (r.centerx + round(30 * s), r.centery)
    base = r.centerx - round(2 * s)
    pygame.draw.line(surface, (230, 90, 60), (base, tip[1]), (tip[0] - round(6 * s), tip[1]),
                     max(3, round(7 * s)))
    pygame.draw.polygon(surface, (230, 90, 60), [
        (tip[0] + round(2 * s), tip[1]), (tip[0] - round(10 * s), tip[1] - round(11 * s)),
        (tip[0] - round(10 * s), tip[1] + round(11 * s))])
