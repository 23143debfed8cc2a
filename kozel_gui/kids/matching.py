"""Level 1, *which one fits?*: a tile lies on the table with an empty glowing spot beside it;
two tiles are offered; the one with the same picture flies to the spot with a chime, the
other only wiggles (no message, no score: the child simply tries again).  A child taps an
offer or carries it to the spot; one let go anywhere else glides back to its place.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from kozel_gui.controls import Button
from kozel_gui.focus import KIDS, Item
from kozel_gui.kids.art import StarBurst, chunky, play_icon, sky, star
from kozel_gui.kids.hold import exit_button, place_exit
from kozel_gui.kids.home import home_button, place_home
from kozel_gui.kids.levels import MATCHING_PUZZLES
from kozel_gui.kids.offer import Offer
from kozel_gui.kids.puzzles import LeftGo, Puzzle, PuzzleRun, Solved, make_puzzle, stars_for
from kozel_gui.scene import Scene
from kozel_gui.table.board import oriented
from kozel_gui.tween import ease_in_out_cubic, ease_out_cubic, wiggle

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = ["MatchingScene", "Offer", "Puzzle", "make_puzzle", "refused", "stars_for"]

FLY_S = 0.7
CHEER_S = 1.3
REFUSE_S = 0.8
"""A tile that does not fit says "no" this long: it wiggles, and its glow turns red."""
STEP_S = 0.1
"""The scene's clock never jumps more than this in one frame: a slow frame (a sound
loading, a busy machine) must not swallow a refusal, or a flight, unseen."""
HOME_S = 0.35
"""A tile let go away from the spot glides back to its place in this time."""
Point = tuple[float, float]


def refused(t: float) -> float:
    """How plainly a refused offer says "no" ``t`` seconds after it was refused: fully
    for most of ``REFUSE_S``, fading out in its last fifth; 0 outside.

    >>> refused(-0.1), refused(0.0), refused(0.5), refused(REFUSE_S)
    (0.0, 1.0, 1.0, 0.0)
    """
    if not 0 <= t < REFUSE_S:
        return 0.0
    return min(1.0, (REFUSE_S - t) / (REFUSE_S * 0.2))


class MatchingScene(Scene):
    """Runs of :data:`MATCHING_PUZZLES` puzzles; ``on_done(stars)`` is called at the end of each,
    and ``keep(run)`` with every go the child played: the child's history.  A go left before
    its star (the house, the door, the window's close) is handed to ``put_away`` to be played
    on (``resume``: one such, opened where it was left), and stored once, at its star; with
    no ``put_away`` it is stored as left.

    The two offers, the go-on button and the exit are in the focus ring: a tap, or the
    arrows and Enter, choose.  No offer is ringed until an arrow or Tab moves the ring (a
    ring is never left on a tile that does not fit).
    """

    focus_style = KIDS
    arrows_face = True  # the first Right lights the right one (issue 19)

    def __init__(self, app: Host, face: str, on_done: Callable[[int], None],
                 seed: int | None = None, *,
                 next_scene: Callable[[], Scene | None] | None = None,
                 keep: Callable[[PuzzleRun], None] | None = None,
                 put_away: Callable[[LeftGo], None] | None = None,
                 resume: LeftGo | None = None) -> None:
        super().__init__(app)
        self.face = face
        self.on_done = on_done
        self.keep = keep
        self.put_away = put_away
        self.gone = False
        """The go was left (the house, the door, the window): handed on once."""
        self.run = PuzzleRun()
        """This go so far: the puzzles solved, the wrong tries."""
        self.tries = 0
        """Wrong tries on the puzzle shown."""
        self.next_scene = next_scene
        """What «Играть» on the final star opens instead of more puzzles (the level this run
        just opened), or None: more puzzles."""
        self.rng = random.Random(seed)
        self.clock = 0.0
        self.solved = 0
        self.mistakes = 0
        self.puzzle = make_puzzle(self.rng)
        self.state = "ask"
        self.since = 0.0
        self.shake: tuple[int, float] | None = None
        self.carried: tuple[int, tuple[int, int]] | None = None
        """The offer the child carries and how far the pointer took it from its place."""
        self.homing: tuple[int, Point, float] | None = None
        """An offer let go away from the spot: which, where it was let go, when."""
        self.fly_from: Point = (0.0, 0.0)
        self.burst: StarBurst | None = None
        if resume is not None:
            self.run, self.puzzle, self.tries = resume.run, resume.puzzle, resume.tries
            self.solved, self.mistakes = len(resume.run.solved), resume.run.mistakes
        self.exit = exit_button(app, self._left)
        self.home = home_button(app, self._left)
        """The child's own way back to the kids' menu, as at the tables: a tap."""
        self.offers = [Offer(i, self) for i in (0, 1)]
        self.go_on = Button("go_on", "", pygame.Rect(0, 0, 0, 0), self._go_on, style=_go_button)
        self.size = app.screen.get_size()
        self.resize(self.size)

    # -- geometry --------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        """Lay the pieces out for the window."""
        self.size = size
        w, h = size
        self.scale = min(h, w * 9 / 16) / 720
        place_exit(self.exit, size)
        place_home(self.home, size)
        # A short upright line in the middle (upright, so pictures stand the right way up);
        # the two offers stand left and right of it.
        self.line_long = max(60, round(210 * self.scale))
        self.offer_long = max(80, round(280 * self.scale))
        lw, lh = self.line_long // 2, self.line_long
        self.line_box = pygame.Rect(0, 0, lw, lh)
        self.line_box.midtop = (w // 2, round(h * 0.13))
        self.slot_box = self.line_box.move(0, lh + round(10 * self.scale))
        ow, oh = self.offer_long // 2, self.offer_long
        self.offer_boxes = []
        for x in (0.24, 0.76):
            box = pygame.Rect(0, 0, ow, oh)
            box.center = (round(w * x), round(h * 0.55))
            self.offer_boxes.append(box)
        for offer, box in zip(self.offers, self.offer_boxes, strict=True):
            offer.rect = box.inflate(20, 20)
        rect = pygame.Rect(0, 0, max(96, round(150 * self.scale)), max(80, round(110 * self.scale)))
        rect.center = (w // 2, round(h * 0.78))
        self.go_on.rect = rect

    # -- input -----------------------------------------------------------------

    def focusables(self) -> list[Item]:
        """The offers while asking, the go-on button at the end, the exit and the house."""
        for offer in self.offers:
            offer.is_enabled = self.state == "ask"
        self.go_on.is_enabled = self.state == "done"
        return [*self.offers, self.go_on, self.exit, self.home]

    def default_focus(self, items: Sequence[Item]) -> Item | None:
        """The go-on button at the end; else none: a ring on an offer would point at a tile
        that may not fit (or give the answer away), so it shows only once a key moves it."""
        return self.go_on if self.state == "done" else None

    def back(self) -> None:
        """Esc does not leave (leaving takes the long press): it shows the grown-up how."""
        self.exit.remind(self.app.now)

    def _go_on(self) -> None:
        """«Play» on the final star: the level this run just opened, else another run of
        puzzles."""
        self.app.sound.play("click")
        following = self.next_scene() if self.next_scene is not None else None
        if following is not None:
            self.app.replace(following)
            return
        self.solved = self.mistakes = self.tries = 0
        self.run = PuzzleRun()
        self.burst = self.shake = self.homing = None
        self.puzzle = make_puzzle(self.rng, (self.puzzle,))
        self.state, self.since = "ask", self.clock
        self.focus.reset()

    def choose(self, i: int, at: Point | None = None) -> None:
        """The child picked offer ``i`` (tapped, or let go at ``at``): fly it home, or
        wiggle it (once it is back in its place)."""
        if self.state != "ask":
            return
        if self.puzzle.fits(i):
            self.state, self.since = "fly", self.clock
            self.fly_from = at if at is not None else self.offer_boxes[i].center
            self.app.sound.play("clack")
        else:
            self.mistakes += 1
            self.tries += 1
            self.shake = (i, self.clock + (HOME_S if at is not None else 0.0))
            if at is not None:
                self.homing = (i, at, self.clock)
            self.focus.focus(None)  # a tile that does not fit only wiggles: no ring stays on it
            self.app.sound.play("knock")

    def carry(self, i: int, moved: tuple[int, int]) -> None:
        """The child carries offer ``i``, ``moved`` from its place."""
        if self.state == "ask":
            self.carried, self.homing = (i, moved), None

    def let_go(self, i: int, moved: tuple[int, int]) -> None:
        """Offer ``i`` let go ``moved`` from its place: on (or by) the spot it is chosen;
        anywhere else it glides back."""
        self.carried = None
        if self.state != "ask":
            return
        home = self.offer_boxes[i]
        at = (home.centerx + moved[0], home.centery + moved[1])
        tile = home.copy()
        tile.center = (round(at[0]), round(at[1]))
        near = self.slot_box.inflate(self.slot_box.w, self.slot_box.h // 2)
        if tile.colliderect(near):
            self.choose(i, at)
        else:
            self.homing = (i, at, self.clock)

    # -- time ------------------------------------------------------------------

    def update(self, dt: float) -> None:
        """Flight, cheering, the next puzzle, the end; the exit hold."""
        self.clock += min(dt, STEP_S)
        t = self.clock - self.since
        if self.state == "fly" and t >= FLY_S:
            self.state, self.since = "cheer", self.clock
            self.app.sound.play("chime")
            spot = (self.slot_box.right + 90 * self.scale, self.slot_box.top)
            self.burst = StarBurst(spot, self.clock, 44 * self.scale, 1.0)
        elif self.state == "cheer" and t >= CHEER_S:
            self.solved += 1
            self.run = PuzzleRun((*self.run.solved, Solved(self.puzzle, self.tries)))
            self.tries = 0
            self.burst = None
            if self.solved >= MATCHING_PUZZLES:
                self._finish()
            else:
                self.puzzle = make_puzzle(self.rng, [s.puzzle for s in self.run.solved])
                self.state, self.since = "ask", self.clock
                self.homing = None
                self.focus.reset()  # the offer in that place now may not fit

    def _finish(self) -> None:
        self.state, self.since = "done", self.clock
        w, h = self.size
        self.burst = StarBurst((w / 2, h * 0.36), self.clock, 110 * self.scale)
        self.app.sound.play("chime")
        self.on_done(stars_for(self.mistakes))
        self._keep(finished=True)

    def _keep(self, *, finished: bool) -> None:
        """Hand this go to ``keep`` (the child's history), once."""
        run = PuzzleRun(self.run.solved, finished, self.mistakes)
        if self.keep is not None and run.played:
            self.keep(run)

    def _left(self) -> None:
        """The door was held or the house tapped: a go under way is put away to be played on
        (stored once, at its star); with nowhere to put it, stored as left."""
        if self.state == "done" or self.gone:
            return
        self.gone = True
        if self.put_away is None:
            self._keep(finished=False)
        elif self.solved or self.mistakes:  # a go with no tap is no go
            run = PuzzleRun(self.run.solved, False, self.mistakes)
            self.put_away(LeftGo(run, self.puzzle, self.tries))

    def closing(self) -> None:
        """The window closes mid-go: put away, as the door puts it away."""
        self._left()

    # -- drawing -----------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        """Sky and meadow, the progress dots, the puzzle or the final star."""
        surface.blit(sky(surface.get_size()), (0, 0))
        self._dots(surface)
        if self.state == "done":
            self._done(surface)
        else:
            self._puzzle(surface)
        if self.burst is not None and self.state != "done":
            self.burst.draw(surface, self.clock)
        self.home.draw(surface, self.scale, self.app.now)
        self.exit.draw(surface, self.scale, self.app.now)

    def _dots(self, surface: pygame.Surface) -> None:
        """A star a puzzle: gold if solved at the first try, a softer gold after wrong tries (so
        the go's stars at the end show why), pale while to come."""
        w = self.size[0]
        r = max(10, round(16 * self.scale))
        gap = r * 3
        x0 = w / 2 - gap * (MATCHING_PUZZLES - 1) / 2
        done = self.run.solved
        for i in range(MATCHING_PUZZLES):
            star(surface, (x0 + i * gap, 40 * self.scale + r), r, filled=i < len(done),
                 helped=i < len(done) and done[i].tries > 0)

    def _tile(self, surface: pygame.Surface, a: int, b: int, long_px: int, angle: int,
              centre: tuple[float, float]) -> None:
        sprite = oriented(self.app.tiles, a, b, long_px, self.face, angle)
        bw, bh = self.app.tiles.body_size(long_px, angle)
        surface.blit(sprite, (round(centre[0] - bw / 2), round(centre[1] - bh / 2)))

    def _puzzle(self, surface: pygame.Surface) -> None:
        p = self.puzzle
        self._tile(surface, *p.shown, self.line_long, 0, self.line_box.center)
        if self.state == "ask":
            self._slot_glow(surface)
        carried = self.carried[0] if self.carried is not None else None
        for i in sorted((0, 1), key=lambda i: i == carried):  # the carried tile on top
            if self.state != "ask" and i == p.right:
                continue
            x, y = self._offer_at(i)
            if self.state == "ask":
                m = self.app.tiles.glow_margin(self.offer_long)
                glow = self.app.tiles.highlight(self.offer_long, 0, _glow(self.refusal(i)))
                box = self.offer_boxes[i]
                surface.blit(glow, (round(x - box.w / 2) - m, round(y - box.h / 2) - m))
            self._tile(surface, *self._upright(i), self.offer_long, 0, (x, y))
        if self.state == "fly":
            self._flying(surface)
        elif self.state == "cheer":
            self._tile(surface, *self._upright(p.right), self.line_long, 0, self.slot_box.center)

    def _upright(self, i: int) -> tuple[int, int]:
        """Offer ``i`` as shown: the fitting tile stands with the target on top."""
        a, b = self.puzzle.offers[i]
        return (a, b)

    def _offer_at(self, i: int) -> Point:
        """Where offer ``i`` is drawn: under the finger, gliding home, or in its place (with
        its wiggle)."""
        box = self.offer_boxes[i]
        if self.carried is not None and self.carried[0] == i:
            dx, dy = self.carried[1]
            return (box.centerx + dx, box.centery + dy)
        home = (box.centerx + self._wiggle(i), float(box.centery))
        if self.homing is None or self.homing[0] != i:
            return home
        k = ease_out_cubic(min(1.0, (self.clock - self.homing[2]) / HOME_S))
        start = self.homing[1]
        return (start[0] + (home[0] - start[0]) * k, start[1] + (home[1] - start[1]) * k)

    def refusal(self, i: int) -> float:
        """How plainly offer ``i`` says "no" now (0: it is not refused)."""
        if self.shake is None or self.shake[0] != i:
            return 0.0
        return refused(self.clock - self.shake[1])

    def _wiggle(self, i: int) -> float:
        if self.shake is None or self.shake[0] != i:
            return 0.0
        return wiggle(self.clock - self.shake[1], REFUSE_S, 14 * self.scale)

    def _slot_glow(self, surface: pygame.Surface) -> None:
        pulse = 0.5 + 0.5 * math.sin(self.clock * 4)
        glow = self.app.tiles.highlight(self.line_long, 0,
                                        (255, 240, 120, round(120 + 110 * pulse)))
        m = self.app.tiles.glow_margin(self.line_long)
        surface.blit(glow, (self.slot_box.x - m, self.slot_box.y - m))
        pygame.draw.rect(surface, (255, 255, 255), self.slot_box, max(3, round(4 * self.scale)),
                         border_radius=round(self.slot_box.h * 0.2))

    def _flying(self, surface: pygame.Surface) -> None:
        k = ease_in_out_cubic(min(1.0, (self.clock - self.since) / FLY_S))
        src = self.fly_from
        dst = self.slot_box.center
        pos = (src[0] + (dst[0] - src[0]) * k, src[1] + (dst[1] - src[1]) * k)
        base = oriented(self.app.tiles, *self._upright(self.puzzle.right), self.offer_long,
                        self.face, 0)
        zoom = 1 + (self.line_long / self.offer_long - 1) * k
        turned = pygame.transform.rotozoom(base, 0, zoom)
        surface.blit(turned, turned.get_rect(center=(round(pos[0]), round(pos[1]))))

    def _done(self, surface: pygame.Surface) -> None:
        if self.burst is not None:
            self.burst.draw(surface, self.clock)
        w, h = self.size
        earned = stars_for(self.mistakes)
        r = 34 * self.scale
        for i in range(3):
            star(surface, (w / 2 + (i - 1) * r * 2.6, h * 0.6), r, filled=i < earned)
        self.go_on.draw(surface, self.scale, self.app.now)


def _glow(no: float) -> tuple[int, int, int, int]:
    """An offer's glow: soft yellow, turning red as plainly as it says "no" (``no``, 0..1)."""
    calm, red = (255, 250, 170, 200), (255, 96, 80, 235)
    k = round(no * 4) / 4  # a few steps: each glow is drawn once and cached
    r, g, b, a = (round(x + (y - x) * k) for x, y in zip(calm, red, strict=True))
    return (r, g, b, a)


def _go_button(surface: pygame.Surface, button: Button, scale: float, hot: bool,
               now: float) -> None:
    """A big green button with the "play" triangle."""
    chunky(surface, button.rect, (90, 190, 90), glow=True)
    play_icon(surface, button.rect.center, button.rect.h * 0.5)
