"""The kids' tutorial's reward: after its last step the child's own face in a big star
with three gold stars under it, a chime, and the big green ▶ that opens the kids' menu
(P36: the tutorial ended straight on the menu, with no "well done").  No words.

The stars shown are the ones kept for the child (``KidsTutorialStore.stars``), the same the
kids' menu shows under the tutorial's button (P36b: three here, none there)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from kozel_gui.controls import Button
from kozel_gui.focus import KIDS, Item
from kozel_gui.kids.art import StarBurst, own_face, paint_go, sky, star
from kozel_gui.kids.hold import exit_button, place_exit
from kozel_gui.table.result import ResultScene
from kozel_gui.tutorial.kids_progress import TUTORIAL_STARS, KidsTutorialStore

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = ["KidsTutorialDoneScene"]



class KidsTutorialDoneScene(ResultScene):
    """The tutorial played through: the child's face in a star; ▶ goes to the kids' menu."""

    focus_style = KIDS
    ready_s = 0.8  # taps sooner than this belong to the tutorial's last ▶

    def __init__(self, app: Host, avatar: str | None, profile: str) -> None:
        super().__init__(app)
        self.avatar = avatar
        self.stars = KidsTutorialStore(app.data).stars(profile)
        """The child's stars for the tutorial as kept (opened once its end was kept)."""
        self.go = Button("go", "", pygame.Rect(0, 0, 0, 0), self.go_on, style=paint_go,
                         enabled=False)
        self.exit = exit_button(app)
        self.scale = 1.0

    def enter(self) -> None:
        """The chime of a star earned."""
        self.app.sound.play("chime")

    def go_on(self) -> None:
        """The kids' menu (the one under the tutorial, else a new one)."""
        from kozel_gui.kids.home import go_home

        self.app.sound.play("click")
        go_home(self.app)

    def focusables(self) -> list[Item]:
        """▶ and the door."""
        return [*self.guarded([self.go]), self.exit]

    def default_focus(self, items: Sequence[Item]) -> Item | None:
        """▶ once it is awake; never the door."""
        return self.go if self.go in items else None

    def back(self) -> None:
        """Esc shows the grown-up how to leave, as on every kids' screen."""
        self.exit.remind(self.app.now)

    def resize(self, size: tuple[int, int]) -> None:
        """▶ low in the middle, the door in its corner."""
        w, h = size
        self.scale = min(h, w * 9 / 16) / 720
        rect = pygame.Rect(0, 0, max(120, round(170 * self.scale)),
                           max(84, round(110 * self.scale)))
        rect.center = (w // 2, round(h * 0.84))
        self.go.rect = rect
        place_exit(self.exit, size)

    def update(self, dt: float) -> None:
        """Time for the burst; ▶ wakes up and glows."""
        super().update(dt)
        self.guarded([self.go])
        self.go.glow = self.is_lit("go")

    def centre(self) -> tuple[float, float]:
        """Where the child's face and its star stand."""
        w, h = self.app.screen.get_size()
        return (w / 2, h * 0.34)

    def draw(self, surface: pygame.Surface) -> None:
        """Sky, the star burst with the child's face, the stars kept, ▶, the door."""
        w, h = surface.get_size()
        s = self.scale
        surface.blit(sky((w, h)), (0, 0))
        centre = self.centre()
        StarBurst(centre, 0.0, 190 * s, 2.0).draw(surface, self.clock)
        d = round(150 * s)
        surface.blit(own_face(self.avatar, d), (centre[0] - d / 2, centre[1] - d / 2))
        r = 36 * s
        for i in range(TUTORIAL_STARS):
            star(surface, (w / 2 + (i - 1) * r * 2.6, h * 0.64), r, filled=i < self.stars)
        self.go.draw(surface, s, self.app.now)
        self.exit.draw(surface, s, self.app.now)
