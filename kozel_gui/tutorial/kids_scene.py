"""The kids' picture tutorial: the grown-ups' tutor on the kids' table, with no words and
no digits.  A cartoon hand taps what to touch (the tile, the ends, the bazaar) inside a
pulsing glow; a wrong tile wiggles (the kids' table's own refusal) and the hand taps
harder; a step done bursts into a star and a big green "go on" button.  A "skip" button
(two triangles) goes on without doing the step, held as the door is (a tap shows the
grown-up how); the long-press door leaves, and the tutorial resumes at that step for that
child (``kids_progress``).  The keyboard's first stop is what the step asks for (its tile,
the bazaar), the door next, «skip» last (issue 19: Tab then Enter skipped the lesson).  Stars are earned by
doing: a child who skipped a step ends on the kids' menu, with no reward and no stars.

The table of one step turns into the next's as a page does (``page_turn``: the old one
slides away and fades, the new one slides in), and the last step ends on a reward, the
child's face in a big star (``kids_done``), before the kids' menu.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from kozel_gui import controls
from kozel_gui.focus import KIDS, Item
from kozel_gui.i18n import tr
from kozel_gui.kids.art import (
    GOLD,
    StarBurst,
    animal_avatar,
    chunky,
    own_face,
    play_icon,
)
from kozel_gui.kids.children import child_name
from kozel_gui.kids.hold import HoldButton, exit_button, paint_hold, place_exit
from kozel_gui.kids.home import home_button, place_home
from kozel_gui.kids.levels import opponents
from kozel_gui.kids.table import KIDS_PACE, KIDS_WIGGLE, meadow
from kozel_gui.layout import Box, TableLayout, shown_hand_box
from kozel_gui.layout_arm import Arm
from kozel_gui.options import SeatSetup
from kozel_gui.profiles import Profiles
from kozel_gui.scenes.table import TableScene
from kozel_gui.table.model import TableModel, TableStyle
from kozel_gui.tutorial.kids_art import hand, hand_box
from kozel_gui.tutorial.kids_lessons import KIDS_LESSONS
from kozel_gui.tutorial.kids_progress import KidsTutorialStore
from kozel_gui.tutorial.lessons import Lesson, Point
from kozel_gui.tutorial.progress import Progress
from kozel_gui.tutorial.scene import TutorialScene, pointed
from kozel_gui.tutorial.tutor import Stage, TutorialModel
from kozel_gui.tween import ease_in_out_cubic
from rules import MoveKind

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = ["TURN_S", "KidsTutorModel", "KidsTutorialScene", "kids_targets", "page_turn",
           "paint_hand"]

_BUTTON = (240, 80)
"""The kids' table's buttons are at least this big (the knock)."""
_TAP_S = 0.9
"""Seconds per tap of the pointing hand (a wrong try: twice as fast)."""


TURN_S = 0.9
"""Seconds one step's table takes to turn into the next's."""


def page_turn(t: float) -> tuple[float, float, float]:
    """The turn from one step's table to the next ``t`` seconds after ▶: how far the old
    table has slid left and the new one is still right of its place (in widths of the
    window), and how opaque the old one still is (1: fully, 0: gone).

    >>> page_turn(0.0), page_turn(TURN_S)
    ((0.0, 0.35, 1.0), (-0.35, 0.0, 0.0))
    >>> old_x, new_x, alpha = page_turn(TURN_S / 2)
    >>> round(old_x, 3), round(new_x, 3), round(alpha, 3)
    (-0.175, 0.175, 0.5)
    """
    k = ease_in_out_cubic(min(1.0, max(0.0, t / TURN_S)))
    return (0.0 - 0.35 * k, 0.35 * (1 - k), 1 - k)


def _go_at(w: int, h: int) -> tuple[int, int]:
    """Where «go on» and the step's star show: right of the line, above the hand."""
    return (round(w * 0.8), round(h * 0.45))


class KidsTutorModel(TutorialModel):
    """The tutor's table without the panel's band: there is nothing to read."""

    arrows_fit = False
    """A child's arrows reach every tile: one that does not fit swings when tried, which is
    what the picture steps teach (they have no words to say why a tile is passed over)."""

    def _make_layout(self) -> TableLayout:
        return TableModel._make_layout(self)


def kids_targets(m: TutorialModel) -> tuple[Box, ...]:
    """What the hand taps, where it is drawn (a hand tile lifted when chosen or under the
    finger): the step's own pointing; on the bazaar step, once a tile that fits has come,
    that tile."""
    rest = m.hand_boxes()
    c = m.control
    return tuple(shown_hand_box(b, rest.index(b), c.selected, c.hover) if b in rest else b
                 for b in _targets(m))


def _targets(m: TutorialModel) -> tuple[Box, ...]:
    lesson = m.tutor.lesson
    if lesson.point is Point.BAZAAR and m.tutor.waits_for_move() and not any(
            mv.kind is MoveKind.DRAW for mv in m.round.legal_moves()):
        return _goal_tile(m, lesson)
    if lesson.point is Point.ENDS and m.tutor.waits_for_move() and m.round.ends is not None:
        # A child copies the hand: it taps the tile, then the one end it fits (never the
        # other end, where the tile would be refused).
        ends: dict[str, Arm] = {"<": "left", ">": "right"}
        slots = tuple(m.line().slot(ends[move[-1]], False).box for move in sorted(lesson.goal)
                      if move[-1] in ends)
        return (*_goal_tile(m, lesson), *slots)
    return pointed(m)


def _goal_tile(m: TutorialModel, lesson: Lesson) -> tuple[Box, ...]:
    held = [str(t) for t in m.hand()]
    for move in lesson.goal:
        tile = move[:3]
        if tile in held:
            return (m.hand_boxes()[held.index(tile)],)
    return ()


def paint_hand(surface: pygame.Surface, boxes: Sequence[Box], scale: float, now: float,
               insist: bool) -> pygame.Rect | None:
    """A glow round every box and a cartoon hand tapping them one after another, its
    fingertip at the box's edge from outside, pointing up from under the box, or down
    from above it where the screen has no room under it (the hand tiles at the bottom of
    a small window); returns where the hand is.  The glove never lies on the box
    (playtest 28: pointing at the tile's middle, it hid half the pictures it pointed at)."""
    if not boxes:
        return None
    period = _TAP_S / (2 if insist else 1)
    pulse = 0.5 + 0.5 * math.sin(now * math.tau / period)
    paint_glow(surface, boxes, scale, pulse)
    box = boxes[int(now / (2 * period)) % len(boxes)]
    lift = (1 - pulse) * 22 * scale
    size = max(40.0, 70 * scale)
    gap = max(4.0, size * 0.08)  # the glove's outline stays off the box too
    x = box.x + box.w / 2
    tip = (x, box.y + box.h + gap + lift)
    down = hand_box((tip[0], tip[1] + 22 * scale - lift), size).bottom > surface.get_height()
    if down:
        tip = (x, box.y - gap - lift)
    hand(surface, tip, size, down=down)
    return hand_box(tip, size, down=down)


def paint_glow(surface: pygame.Surface, boxes: Sequence[Box], scale: float,
               pulse: float) -> None:
    """A gold glow round every box (``pulse`` 0..1: how far out and how bright)."""
    for box in boxes:
        r = pygame.Rect(round(box.x), round(box.y), round(box.w), round(box.h))
        grow = round((10 + 8 * pulse) * scale)
        halo = r.inflate(2 * grow, 2 * grow)
        glow = pygame.Surface(halo.size, pygame.SRCALPHA)
        pygame.draw.rect(glow, (*GOLD, round(90 + 90 * pulse)), glow.get_rect(),
                         max(5, round(8 * scale)), border_radius=max(10, halo.h // 5))
        surface.blit(glow, halo)


def _go_on(surface: pygame.Surface, button: controls.Button, scale: float, hot: bool,
           now: float) -> None:
    """A big green button with the "play" triangle."""
    chunky(surface, button.rect, (90, 190, 90), glow=True, pressed=hot and button.down)
    play_icon(surface, button.rect.center, button.rect.h * 0.5)


def skip_picture(surface: pygame.Surface, r: pygame.Rect) -> None:
    """A blue disc with two triangles: on to the next picture without doing it."""
    c, rad = r.center, r.w / 2
    pygame.draw.circle(surface, (70, 100, 130), (c[0] + max(1, r.w // 30), c[1] + max(1, r.w // 22)),
                       rad)
    pygame.draw.circle(surface, (110, 160, 230), c, rad)
    h = r.h * 0.3
    for dx in (-0.22, 0.22):
        play_icon(surface, (c[0] + dx * h * 2, c[1]), h)


def _skip(surface: pygame.Surface, button: controls.Button, scale: float, hot: bool,
          now: float) -> None:
    """The skip's picture and, as on the door, the ring filling while it is held."""
    skip_picture(surface, button.rect)
    paint_hold(surface, button, scale, now)


class LessonTile(Item):
    """The tile the step asks for, as a stop of the keyboard's ring: Enter on it does what
    Enter does at the table (takes it up, or plays the one tile that fits).  The mouse
    takes tiles as at the table: the ring never takes its presses."""

    def __init__(self, scene: KidsTutorialScene) -> None:
        super().__init__("lesson_tile")
        self.scene = scene

    @property
    def rect(self) -> pygame.Rect:
        """The tile's box in the hand."""
        i = self.scene.lesson_tile()
        boxes = self.scene.model.hand_boxes()
        if i is None or i >= len(boxes):
            return pygame.Rect(0, 0, 0, 0)
        return pygame.Rect(*(round(v) for v in boxes[i]))

    def hit(self, pos: tuple[int, int]) -> bool:
        """Never: a tap on the tile is the table's."""
        return False

    def activate(self) -> None:
        """Enter, as at the table, with the ring let go: the next keys are the hand's."""
        self.scene.focus.focus(None)
        self.scene.model.control.key(pygame.K_RETURN)
        self.scene.model.refresh()


class KidsTutorialScene(TutorialScene):
    """The picture tutorial on the kids' table, for one child (``profile``)."""

    lessons = KIDS_LESSONS
    model_class = KidsTutorModel
    focus_style = KIDS

    def __init__(self, app: Host, face: str, profile: str) -> None:
        """Resume ``profile``'s tutorial where it was left, with the child's pictures."""
        self.face, self.profile = face, profile
        child = Profiles.load(app.data).get(profile)
        self.child = child if child is not None and child.is_child else None
        self.avatar = self.child.avatar if self.child is not None else None
        self.animal = opponents(2, self.avatar)[0]
        """The one animal at the table: never in the child's own picture, as on the levels
        (P30: a bunny child played «Зайка», both with the same face)."""
        self.store = KidsTutorialStore(app.data)
        saved = self.store.load(profile)
        self.skipped = (saved is not None and saved.skipped and not saved.finished
                        and saved.step < len(self.lessons))
        """A step of this run through was skipped (kept across visits): the end earns no
        stars and shows no reward."""
        self.exit = exit_button(app, self.keep_step)
        self.home = home_button(app, self.keep_step)
        """The child's way back to the kids' menu, in the corner it has on every kids' table
        (PT-U: «skip» stood there, and a child took it for the house)."""
        self.done_at: float | None = None
        """When the step was done (``app.now``): its star pops then (None: not seen done
        yet; a step resumed done shows its star grown)."""
        self.pointing: pygame.Rect | None = None
        """Where the pointing hand was drawn last (None: it was not)."""
        self.turn: tuple[pygame.Surface, float] | None = None
        """The table of the step before, as last shown, and when ▶ was pressed: the page
        turns until ``TURN_S`` after."""
        self.page: pygame.Surface | None = None
        """Where the new step's table is drawn while the page turns."""
        super().__init__(app)
        self.buttons_["tutor_next"].style = _go_on
        self.buttons_["tutor_skip"] = HoldButton("tutor_skip", self.skip_step, _skip,
                                                 "kids.hold_to_skip", skip_picture)
        """Held, as the door (issue 19: a child's Tab and Enter skipped the lesson)."""
        self.tile_stop = LessonTile(self)
        self._place_exit()

    def table_style(self) -> TableStyle:
        """The kids' table: slow, wordless, no numbers, no sheet, the child's pictures."""
        return TableStyle(pace=KIDS_PACE, words=False, numbers=False, sheet=False,
                          face=self.face, back="wood", button_min=_BUTTON, coach=False,
                          reserve=False, wiggle=KIDS_WIGGLE, draws_last=True, arrows_face=True)

    def backdrop(self, size: tuple[int, int]) -> pygame.Surface:
        """The bright kids' cloth."""
        return meadow(size)

    def seats(self) -> tuple[SeatSetup, SeatSetup]:
        """The child (its name, as on its levels and the parent's screens) and an
        animal not in the child's picture (the bunny unless the child is one), who never
        moves."""
        me = child_name(self.child)
        animal = self.animal
        return (SeatSetup(me, human=True),
                SeatSetup(tr(f"kids.{animal.key}"), bot=animal.bot, personality=animal.key))

    def load_progress(self, app: Host) -> Progress | None:
        """This child's step."""
        return KidsTutorialStore(app.data).load(self.profile)

    def save_progress(self, progress: Progress) -> None:
        """Keep this child's step."""
        self.store.save(self.profile, progress)

    def _place_exit(self) -> None:
        place_exit(self.exit, self.model.size)  # the door of every kids' screen
        place_home(self.home, self.model.size)  # and the house, as at every kids' table

    def resize(self, size: tuple[int, int]) -> None:
        """Lay out again, the door in its corner."""
        super().resize(size)
        self._place_exit()

    def _progress(self) -> Progress:
        """What is kept of where the child is, the one answer for every way out (the door,
        the house, the window closing, a step begun): the step, whether its move was made
        (PT-U: left on a step's «go on», it came back before its last move, since only the
        step was kept), and whether a step was skipped on the way.  The last step done stays
        unfinished until its «go on» shows the reward."""
        return Progress(self.tutor.step, skipped=self.skipped,
                        done=self.tutor.stage is Stage.DONE)

    def skip_step(self) -> None:
        """«Skip»: on without doing the step, which earns no stars at the end."""
        self.skipped = True
        super().skip_step()

    def next_step(self) -> None:
        """▶ or «skip»: the next step's table turns in over this one's; after the last step,
        the reward (the child's face in a star) before the kids' menu, for a child who did
        every step; one who skipped any goes back to the kids' menu with no reward (stars
        are earned by doing)."""
        if self.tutor.last:
            from kozel_gui.kids.home import go_home
            from kozel_gui.tutorial.kids_done import KidsTutorialDoneScene

            self.save_progress(Progress(0, finished=True, skipped=self.skipped))
            if self.skipped:
                go_home(self.app)
            else:
                self.app.replace(KidsTutorialDoneScene(self.app, self.avatar, self.profile))
            return
        self.turn = (self.app.screen.copy(), self.app.now)
        super().next_step()

    def turning(self) -> tuple[float, float, float] | None:
        """The page's turn now (``page_turn``), None once it has turned."""
        if self.turn is None:
            return None
        t = self.app.now - self.turn[1]
        if t >= TURN_S:
            self.turn = self.page = None
            return None
        return page_turn(t)

    def pause(self) -> None:
        """Esc shows the grown-up how to leave (a long press on the door), as at the kids'
        table."""
        self.exit.remind(self.app.now)

    # -- the focus ring ---------------------------------------------------------------

    def _layout_buttons(self) -> list[controls.Button]:
        """«Go on» big beside the line once a step is done; else «skip» small in its place
        (never in a top corner: those are the door's and the house's)."""
        w, h = self.model.size
        s = self.model.scale
        if self.tutor.stage is Stage.DONE:
            button = self.buttons_["tutor_next"]
            button.rect = pygame.Rect(0, 0, max(160, round(200 * s)), max(96, round(120 * s)))
            button.rect.center = _go_at(w, h)  # beside the line: the tile just played shows
        else:
            button = self.buttons_["tutor_skip"]
            d = max(72, round(92 * s))
            button.rect = pygame.Rect(0, 0, d, d)
            button.rect.center = _go_at(w, h)
        return [button]

    def lesson_tile(self) -> int | None:
        """The hand's tile the step asks for while none is taken up (None: nothing to take,
        or the bazaar is the way on)."""
        m = self.model
        if m.control.selected is not None or m.control.drag is not None:
            return None
        return self.tutorial.cursor()

    def focusables(self) -> list[Item]:
        """What the step asks for first (its tile, the bazaar), «go on», the door, the
        house, and «skip» last: Tab never lands on it first (issue 19)."""
        skip = self.buttons_["tutor_skip"]
        items = [i for i in super().focusables() if i is not skip]
        tile = [self.tile_stop] if self.lesson_tile() is not None else []
        return [*tile, *items, self.exit, self.home,
                *([skip] if skip in self._layout_buttons() else [])]

    def default_focus(self, items: Sequence[Item]) -> Item | None:
        """«Go on» when the step is done; the knock when it is the way on; never the door
        or the house."""
        return super().default_focus([i for i in items if i not in (self.exit, self.home)])

    # -- time and drawing -------------------------------------------------------------

    def update(self, dt: float) -> None:
        """The tutor's step in time; a step just done bursts into a star."""
        before = self.tutor.stage
        super().update(dt)
        if before is not Stage.DONE and self.tutor.stage is Stage.DONE:
            self.done_at = self.app.now
            self.app.sound.play("chime")

    def _avatar(self, surface: pygame.Surface, seat: int) -> None:
        """The child's face and the animal's over the plates, as at the kids' table."""
        plate = self.layout.seats[self.model.pos_of(seat)].plate
        d = round(plate.h * 0.95)
        face = own_face(self.avatar, d) if seat == 0 else animal_avatar(self.animal, d)
        surface.blit(face, (round(plate.x + plate.h / 2) - d // 2,
                            round(plate.y + plate.h / 2) - d // 2))

    def draw(self, surface: pygame.Surface) -> None:
        """The table (turning in over the step before's, just after ▶), the door."""
        turn = self.turning()
        if turn is None or self.turn is None:
            self._draw_step(surface)
        else:
            old_x, new_x, alpha = turn
            size = surface.get_size()
            if self.page is None or self.page.get_size() != size:
                self.page = pygame.Surface(size)
            self._draw_step(self.page)
            surface.blit(meadow(size), (0, 0))
            surface.blit(self.page, (round(new_x * size[0]), 0))
            old = self.turn[0]
            old.set_alpha(round(255 * alpha))
            surface.blit(old, (round(old_x * size[0]), 0))
        self.home.draw(surface, self.model.scale, self.app.now)
        self.exit.draw(surface, self.model.scale, self.app.now)

    def done_places(self) -> tuple[tuple[float, float], float]:
        """Where the star of a step done stands (its centre and size): above «go on»."""
        size = 72 * self.model.scale
        go = self._layout_buttons()[0].rect
        return (go.centerx, go.top - size * 1.2), size

    def played_box(self) -> Box | None:
        """Where the tile the child put down last lies on the table (None: none yet)."""
        m = self.model
        tile = next((step.move.tile for step in reversed(m.round.history())
                     if step.seat == 0 and step.move.is_placement), None)
        if tile is None:
            return None
        flat = [frozenset((p.a, p.b)) for p in m.placed()]
        pips = frozenset((tile.low, tile.high))
        index = flat.index(pips) if pips in flat else None
        return next((t.box for t in m.line().tiles if t.index == index), None)

    def _paint_done(self, surface: pygame.Surface) -> None:
        """A step done, what happened in pictures (PT-U: only a plate lit and ▶ showed, and
        a child did not know): the tile it put down glowing where it fitted, and the
        child's own face in a gold star over «go on»: it did it."""
        m, now = self.model, self.app.now
        played = self.played_box()
        if played is not None:
            paint_glow(surface, (played,), m.scale, 0.5 + 0.5 * math.sin(now * math.tau / 1.6))
        centre, size = self.done_places()
        start = self.done_at if self.done_at is not None else now - 2.0
        StarBurst(centre, start, size).draw(surface, now)
        d = round(size)
        surface.blit(own_face(self.avatar, d), (round(centre[0] - d / 2), round(centre[1] - d / 2)))

    def _draw_step(self, surface: pygame.Surface) -> None:
        """The table, the tapping hand, the star of a step done, the buttons."""
        TableScene.draw(self, surface)  # the table alone: the grown-ups' panel is not drawn
        m, now = self.model, self.app.now
        for seat in range(m.round.players):
            self._avatar(surface, seat)
        insist = self.tutor.stage is Stage.WRONG
        self.pointing = None
        if self.tutor.waits_for_move():
            self.pointing = paint_hand(surface, kids_targets(self.tutorial), m.scale, now, insist)
        if self.tutor.stage is Stage.DONE:
            self._paint_done(surface)
        for button in self._layout_buttons():
            button.draw(surface, m.scale, now)

