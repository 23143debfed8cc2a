"""Who plays kids' mode: the children's own profiles, each found by its picture.

A child is a profile of its own kind (``ProfileKind.CHILD``: a picture avatar, no rating);
its levels, stars and games are its own and never a grown-up's.  A parent makes one on
``kids.new_child.NewChildScene``.  Entering kids' mode with one child goes straight to its
home; with several, ``ChildrenScene`` shows their pictures big (a child who cannot read
taps its own), with a «+» for the parent and the long-press door.

The first child to play takes over what kids' mode kept under the grown-up before
children had profiles (``adopt``): the levels reached and the kids' games in the history.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING

import pygame

from kozel_gui.assets import font
from kozel_gui.controls import Button
from kozel_gui.focus import KIDS, Item
from kozel_gui.history import on_history
from kozel_gui.i18n import Said, tr
from kozel_gui.kids.art import picture_avatar, sky
from kozel_gui.kids.hold import HoldButton, exit_button, paint_hold, place_exit
from kozel_gui.kids.progress import DEFAULT_PROFILE, ProgressStore
from kozel_gui.profiles import Profile, Profiles
from kozel_gui.scene import Scene
from kozel_gui.storage import DataDir

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = ["CURRENT", "ChildrenScene", "adopt", "child_games", "child_name", "child_word",
           "forget_child",
           "paint_plus", "plus_picture", "rename_child"]

INK = (36, 62, 110)
CURRENT = (255, 190, 40)
"""The golden ring round the picture of the child playing now."""


def child_word(avatar: str) -> str:
    """The word for a child's picture («Лягушонок»): the name of a child not given one."""
    set_name, value = avatar.split(":")
    return tr(f"kids.avatar.{set_name}.{value}")


def child_name(child: Profile | None) -> str:
    """What a child is called on every screen, the parent's and the child's alike: its
    profile's name, which is its picture's word («Медвежонок») when the parent typed none
    (playtest 28: «Я» at the table, «Медвежонок» in the parent's screens, one child with two
    names); «Я» only where no child's profile plays."""
    return child.name if child is not None else tr("kids.child")


def adopt(data: DataDir, adult: str | None, child: str,
          notify: Callable[[Said], None] | None = None) -> None:
    """A child plays kids' mode for the first time: it takes over the kids' progress and
    games kept under ``adult`` (who opened kids' mode) or, older still, under no profile;
    from then on it has progress of its own, so this happens once (a bad progress file
    found on the way is told to ``notify``)."""
    store = ProgressStore(data, notify)
    if store.has(child):
        return
    for old in (adult, DEFAULT_PROFILE):
        if old is not None and store.moved(old, child):
            break
    else:
        store.save(child, store.load(child))
    if adult is not None:
        on_history(data, lambda history: history.move_kids(adult, child))


def rename_child(data: DataDir, old: str, new: str) -> None:
    """The child ``old`` is called ``new`` now: its stars, its place in the picture tutorial
    and its games go with the name (they are kept under it; its seat in each game says the
    new name).  Done before the profile is saved under the new name."""
    if old != new:
        from kozel_gui.tutorial.kids_progress import KidsTutorialStore

        ProgressStore(data).moved(old, new)
        KidsTutorialStore(data).moved(old, new)
        on_history(data, lambda history: history.rename_kid(old, new))


def forget_child(data: DataDir, child: str) -> None:
    """The parent deleted ``child``: its stars, its place in the picture tutorial and its
    kids' games are removed (only kids' games under its name: nothing of a grown-up's)."""
    from kozel_gui.tutorial.kids_progress import KidsTutorialStore

    ProgressStore(data).forget(child)
    KidsTutorialStore(data).forget(child)
    on_history(data, lambda history: history.forget_kids(child))


def child_games(data: DataDir, child: str) -> int:
    """How many games ``child`` has in the history (0 when it cannot be read)."""
    return on_history(data, lambda history: history.count(child), write=False) or 0


class ChildrenScene(Scene):
    """The children's pictures as big round buttons (``current``, the child playing now, in
    a golden ring), a «+» for a new child and the door, both held to act.

    ``on_chosen(name)`` gets the child tapped; the scene then closes."""

    focus_style = KIDS
    arrows_face = True  # the first Right lights the right one (issue 19)

    def __init__(self, app: Host, on_chosen: Callable[[str], None],
                 current: str | None = None) -> None:
        super().__init__(app)
        self.on_chosen = on_chosen
        self.current = current
        self.exit = exit_button(app)
        self.children: tuple[Profile, ...] = ()
        self.buttons: list[Button] = []
        self.plus = HoldButton("child:new", self.new_child, paint_plus, "kids.hold_to_add",
                               plus_picture)
        self.scale = 1.0

    def enter(self) -> None:
        """Read the children again (one may just have been made)."""
        self.children = Profiles.load(self.app.data).children

    def choose(self, name: str) -> None:
        """The child ``name`` plays."""
        self.app.sound.play("chime")
        self.app.pop()
        self.on_chosen(name)

    def new_child(self) -> None:
        """The parent adds a child; once made, that child plays."""
        from kozel_gui.kids.new_child import NewChildScene

        self.app.sound.play("click")
        self.app.push(NewChildScene(self.app, self.choose))

    def focusables(self) -> list[Item]:
        """The children, the «+», the door."""
        return [*self.buttons, self.plus, self.exit]

    def default_focus(self, items: Sequence[Item]) -> Item | None:
        """Nothing until a key is pressed: the child taps its own picture."""
        return None

    def back(self) -> None:
        """Esc shows the grown-up how to leave and how to add a child (both held)."""
        self.exit.remind(self.app.now)
        self.plus.remind(self.app.now)

    def resize(self, size: tuple[int, int]) -> None:
        """The pictures in rows across the middle, the «+» after them."""
        w, h = size
        self.scale = s = min(h, w * 9 / 16) / 720
        place_exit(self.exit, size)
        count = len(self.children) + 1
        per_row = min(count, 5)
        rows = -(-count // per_row)
        d = round(min(200 * s, (w - 80 * s) / (per_row * 1.35), h * 0.62 / (rows * 1.45)))
        step_x, step_y = round(d * 1.35), round(d * 1.45)
        top = round(h * 0.55 - (rows * step_y) / 2)
        rects = []
        for i in range(count):
            row, col = divmod(i, per_row)
            in_row = min(per_row, count - row * per_row)
            x = round(w / 2 + (col - (in_row - 1) / 2) * step_x)
            rects.append(pygame.Rect(x - d // 2, top + row * step_y, d, d))
        self.buttons = [Button(f"child:{c.name}", c.name, rect, partial(self.choose, c.name),
                               style=partial(_paint_child, c, c.name == self.current),
                               round=True)
                        for c, rect in zip(self.children, rects, strict=False)]
        self.plus.rect = rects[-1].inflate(-d // 4, -d // 4)

    def draw(self, surface: pygame.Surface) -> None:
        """Sky, each child's picture (and name, if it has one, for the grown-up), the door."""
        surface.blit(sky(surface.get_size()), (0, 0))
        for button in (*self.buttons, self.plus, self.exit):
            button.draw(surface, self.scale, self.app.now)


def _paint_child(child: Profile, current: bool, surface: pygame.Surface, button: Button,
                 scale: float, hot: bool, now: float) -> None:
    rect = button.rect
    if hot:
        pygame.draw.circle(surface, (255, 250, 160), rect.center, rect.w * 0.62)
    if current:  # the child playing now: a thick golden ring (no words needed)
        pygame.draw.circle(surface, CURRENT, rect.center, rect.w * 0.58)
        pygame.draw.circle(surface, (255, 255, 255), rect.center, rect.w * 0.51)
    surface.blit(picture_avatar(child.avatar or "animals:4", rect.w), rect.topleft)
    if child.named:
        label = font(max(18, round(rect.w * 0.16)), True).render(child.name, True, INK)
        surface.blit(label, label.get_rect(midtop=(rect.centerx, rect.bottom + rect.h * 0.06)))


def paint_plus(surface: pygame.Surface, button: Button, scale: float, hot: bool,
               now: float) -> None:
    """A white round button with a big green «+» (a new child) and its hold's ring."""
    rect = button.rect
    if hot:
        pygame.draw.circle(surface, (255, 250, 160), rect.center, rect.w / 2 * 1.18)
    plus_picture(surface, rect)
    paint_hold(surface, button, scale, now)


def plus_picture(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The «+» button's picture: a white disc with a big green cross."""
    c, r = rect.center, rect.w / 2
    pygame.draw.circle(surface, (70, 100, 130), (c[0] + 3, c[1] + 4), r)
    pygame.draw.circle(surface, (255, 255, 255), c, r)
    arm, thick = round(rect.w * 0.28), max(6, round(rect.w * 0.12))
    for bar in (pygame.Rect(0, 0, 2 * arm, thick), pygame.Rect(0, 0, thick, 2 * arm)):
        bar.center = rect.center
        pygame.draw.rect(surface, (90, 190, 90), bar, border_radius=thick // 2)
