"""Kids' mode home of one child: three levels and «Играть» as big picture cards (the green
«Играть» plays on a free game a family left, else the next level to learn, the free game
once every level is done), stars earned under each (under the free game's card, «who
plays»: two faces that open its set-up in pictures, ``kids.who``, so a parent or a second
child sits down with the child), the picture set chosen with big tile buttons, the picture
tutorial again (a tile and its pointing hand), the child's own picture (a tap: another
child), and a long-press exit to the menu.

Kids' mode is played by a child's profile (``kozel_gui.kids.children``): opened with none
it asks the parent for one first, with several it shows their pictures to choose from,
with one it goes straight in.  Cards, picture sets, the tutorial, the child's picture and
the exit are drawn buttons in the focus ring (the kids' orange ring): a tap, or the arrows
and Enter, open a level; the exit takes a long press.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING

import pygame

from kozel_gui.assets import font
from kozel_gui.controls import Button
from kozel_gui.focus import KIDS, Item
from kozel_gui.i18n import tr
from kozel_gui.kids.art import chunky, grown_up_face, own_face, picture_avatar, sky, star
from kozel_gui.kids.cards import (
    card_icon,
    card_label,
    company_boxes,
    company_icon,
    label_boxes,
    resume_badge,
)
from kozel_gui.kids.company import Company, avoided, checked, seat_face
from kozel_gui.kids.hold import exit_button, hint_bubble, place_exit
from kozel_gui.kids.levels import FREE_PLAY, LEVEL_TITLES, level_setup, small_match, table_stars
from kozel_gui.kids.progress import Progress, ProgressStore
from kozel_gui.kids.puzzles import LeftGo, PuzzleRun, record_run
from kozel_gui.kids.who import animal_names
from kozel_gui.layout import KIDS_RING_REACH
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.profiles import Profile, Profiles
from kozel_gui.scene import Scene
from kozel_gui.table.board import oriented
from kozel_gui.tutorial.kids_art import paint_lesson_button
from rules import Match

if TYPE_CHECKING:
    from kozel_gui.host import Host
    from kozel_gui.kids.table import KidsTableScene

__all__ = ["CARD_COLOURS", "FACE_CHOICES", "KidsScene", "card_label", "label_boxes"]

FACE_CHOICES = ("animals", "berries", "animals_noto", "counting", "bridge")
"""Picture sets a child may pick, each shown as a tile."""
CARD_COLOURS = {1: (255, 138, 170), 2: (255, 170, 70), 3: (90, 170, 240), FREE_PLAY: (90, 196, 110)}
LOCKED = (178, 186, 196)
INK = (36, 62, 110)
CARD_ORDER = (1, 2, 3, FREE_PLAY)
_SAMPLE = (2, 5)  # the tile on each picture-set button


class KidsScene(Scene):
    """The kids' menu of one child (``child``: a child's profile name; None: the only child,
    else ask); its cards open the levels."""

    focus_style = KIDS

    def __init__(self, app: Host, child: str | None = None) -> None:
        super().__init__(app)
        self.store = ProgressStore(app.data, app.notify)
        self.wanted = child
        self.child: Profile | None = None
        self.asked = False  # the parent or the child was asked who plays
        self.offered: set[str] = set()
        """The children offered the picture tutorial on this visit: each is asked once a
        visit, every child on its own (playtest 28: once the first child had been offered
        it, a second chosen on the same visit never was)."""
        self.opened: int | None = None
        """A level the last result opened, for «Играть» on that result (``following``)."""
        self.profile = ""
        """The name of the child's profile: its progress, its seat, its games."""
        self.progress = Progress()
        self.people = Profiles()
        """Every profile as read when the menu came up (the faces it draws: none read from
        disk at each frame)."""
        self.kept_free: tuple[Progress, MatchSetup | None] | None = None
        """The free game kept, read once for the progress it is in (``family_game``)."""
        self.lesson_stars = 0
        """The picture tutorial's stars as kept, shown under its button (its reward showed
        the same)."""
        self.exit = exit_button(app)
        self.who = Button("child", "", pygame.Rect(0, 0, 0, 0), self.switch_child,
                          style=self._paint_who, round=True)
        self.lesson = Button("lesson", "", pygame.Rect(0, 0, 0, 0), self.open_lesson,
                             style=partial(paint_lesson_button, self.tile))
        self.company = Button("who_plays", "", pygame.Rect(0, 0, 0, 0), self.open_who,
                              style=self._paint_company, round=True)
        """Under the free game's card: who plays with the child (``kids.who``)."""
        self.cards: list[Button] = []
        self.faces: list[Button] = []
        self.size = app.screen.get_size()
        self.lit: str | None = None
        """The key of the item in focus as last drawn: the one card that glows."""

    # -- who plays -------------------------------------------------------------------

    def enter(self) -> None:
        """Find the child playing (asking if need be), read its progress again (a level may
        just have added stars); a child's first visit opens the picture tutorial."""
        if not self._find_child():
            return
        self.progress = self.store.load(self.profile)  # a bad file is told as it is found
        self.people = Profiles.load(self.app.data)
        from kozel_gui.tutorial.kids_progress import KidsTutorialStore

        self.lesson_stars = KidsTutorialStore(self.app.data).stars(self.profile)
        # The ring goes where the child goes on (P36: a level just opened was not ringed,
        # the card tapped before kept it), never where it was left.
        self.focus.reset()
        from kozel_gui.tutorial.kids_progress import offer

        if self.profile not in self.offered and offer(self.app, self.profile, self.progress):
            self.offered.add(self.profile)

    def _find_child(self) -> bool:
        """The child asked for, or the only one; else ask (a new child, or the chooser) and
        leave kids' mode if the question was closed unanswered.  True once a child plays."""
        children = Profiles.load(self.app.data).children
        found = next((c for c in children if c.name == self.wanted), None)
        if found is None and len(children) == 1:
            found = children[0]
        if found is not None:
            from kozel_gui.kids.children import adopt

            self.child, self.profile = found, found.name
            adopt(self.app.data, Profiles.load(self.app.data).current, found.name,
                  self.app.notify)
            return True
        if self.asked:
            self.app.pop()
        else:
            self.asked = True
            self._ask(children)
        return False

    def _ask(self, children: tuple[Profile, ...]) -> None:
        if children:
            from kozel_gui.kids.children import ChildrenScene

            self.app.push(ChildrenScene(self.app, self.use_child))
        else:
            from kozel_gui.kids.new_child import NewChildScene

            self.app.push(NewChildScene(self.app, self.use_child))

    def use_child(self, name: str) -> None:
        """The child ``name`` plays from now on."""
        self.wanted = name

    def switch_child(self) -> None:
        """The child's own picture was tapped: show every child (and the parent's «+»)."""
        from kozel_gui.kids.children import ChildrenScene

        self.app.sound.play("click")
        self.app.push(ChildrenScene(self.app, self.use_child, current=self.profile))

    def open_who(self) -> None:
        """The small faces under the free game's card: «who plays», in pictures."""
        from kozel_gui.kids.who import WhoPlaysScene

        if self.child is None:
            return
        self.app.sound.play("click")
        self.app.push(WhoPlaysScene(self.app, self.child, self._company(), self._keep_company,
                                    self.play_free))

    def _company(self) -> Company:
        """Who plays the free game's other seats, as chosen last and as may sit now."""
        return checked(Profiles.load(self.app.data), self.profile, self.progress.company)

    def _keep_company(self, company: Company) -> None:
        self._save(self.store.load(self.profile).with_company(company))

    def play_free(self, company: Company) -> None:
        """The set-up's ▶: the free game with ``company`` at the table — the one left
        before its end if the same company sat at it (nothing lost by looking at who plays),
        else a new one."""
        kept = self.store.load(self.profile).game(FREE_PLAY)
        same = kept is not None and tuple(
            seat.name if seat.human else None for seat in kept[0].seats[1:]) == company
        self._keep_company(company)
        self.opened = None
        self.app.push(self._table(FREE_PLAY, self.progress.face,
                                  getattr(self.app.args, "seed", None), fresh=not same))

    def open_lesson(self) -> None:
        """The tutorial's button (a tile and the pointing hand): the picture tutorial again."""
        from kozel_gui.tutorial.kids_progress import open_tutorial

        self.app.sound.play("chime")
        open_tutorial(self.app, self.profile, self.progress.face)

    def _save(self, progress: Progress) -> None:
        self.progress = progress
        self.store.save(self.profile, progress)  # a disk that refuses is told by the store

    def finished(self, level: int, stars: int) -> None:
        """A level was played through with ``stars``: remember it (its game kept no more),
        open the next one (and note it: «Играть» on this result goes there)."""
        before = self.store.load(self.profile)
        after = before.without_game(level)
        if level != FREE_PLAY:
            after = after.finished(level, stars)
        if after != before:
            self._save(after)
        if after.unlocked > before.unlocked:
            self.opened = after.unlocked

    def keep_game(self, level: int, setup: MatchSetup, match: Match) -> None:
        """A game of table ``level`` was left before its end (the house, the door, the
        window closing): it is kept, and that level's card plays it on."""
        self._save(self.store.load(self.profile).with_game(level, setup, match))

    def following(self, level: int) -> int:
        """The level «Играть» on a result of ``level`` opens: the level that result just
        opened (a child who has done a level goes on to the next), else ``level`` again."""
        opened, self.opened = self.opened, None
        return opened if opened is not None else level

    def choose_face(self, face: str) -> None:
        """Use ``face`` for every kids' game from now on."""
        self.app.sound.play("click")
        self._save(self.progress.with_face(face))

    # -- opening levels ------------------------------------------------------------------

    def open_card(self, level: int) -> None:
        """A card was tapped: its level; the big green «Играть» (``big_card``) plays on the
        family's free game, else the next level to learn."""
        self.open_level(self.big_card() if level == FREE_PLAY else level)

    def big_card(self) -> int:
        """The level the big green «Играть» opens.  A free game played with somebody (a
        grown-up, another child) and left before its end: that game (PT-Q: a family back at
        the screen got the next lesson, their game hidden under the small «who plays»); else
        the next level to learn, as a parent expects, the free game once every level is
        played through.  The lesson stays on its own card."""
        if self.family_game() is not None:
            return FREE_PLAY
        return self.progress.to_learn() or FREE_PLAY

    def family_game(self) -> MatchSetup | None:
        """The set-up of the free game kept to play on, if somebody sat at it with the
        child (a free game with the animals only is the child's own: lessons come first)."""
        if self.kept_free is None or self.kept_free[0] is not self.progress:
            kept = self.progress.game(FREE_PLAY)
            family = kept is not None and any(seat.human for seat in kept[0].seats[1:])
            self.kept_free = (self.progress, kept[0] if kept is not None and family else None)
        return self.kept_free[1]

    def resumes(self, card: int) -> bool:
        """Whether the card of ``card`` plays on a game left before its end (the green
        «Играть» does when the level it opens has one)."""
        level = self.big_card() if card == FREE_PLAY else card
        if level == 1:
            return _left_go(self.progress) is not None
        return level in self.progress.games

    def open_level(self, level: int) -> None:
        """Start ``level`` (if open) with the chosen pictures."""
        if level != FREE_PLAY and not self.progress.is_open(level):
            self.app.sound.play("knock")
            return
        self.app.sound.play("chime")
        self.opened = None
        self.app.push(self._level(level, getattr(self.app.args, "seed", None)))

    def _level(self, level: int, seed: int | None) -> Scene:
        """The screen of ``level`` in the chosen pictures: level 1's puzzles or a table."""
        face = self.progress.face
        if level == 1:
            from kozel_gui.kids.matching import MatchingScene

            def on_to() -> Scene | None:  # «Играть» on the puzzles' star: a level just opened
                following = self.following(1)
                return None if following == 1 else self._level(following, seed)

            def keep(run: PuzzleRun) -> None:  # every go is the child's, as every game is
                record_run(self.app, self.profile, face, run)

            def put_away(go: LeftGo) -> None:  # left before its star: played on next time
                self._save(self.store.load(self.profile).with_kept(1, go.to_json()))

            return MatchingScene(self.app, face, lambda s: self.finished(1, s), seed,
                                 next_scene=on_to, keep=keep, put_away=put_away,
                                 resume=_left_go(self.store.load(self.profile)))
        return self._table(level, face, seed)

    def _table(self, level: int, face: str, seed: int | None, *,
               fresh: bool = False) -> KidsTableScene:
        """A game of table ``level``: the one left there before its end if there is one
        (played on from where it was left) unless ``fresh``, else a new one (a free game
        with the company the child chose); «play» on its result deals the next one, of the
        level that result opened if it opened one (a fixed ``seed``'s next game is the next
        seed's deal, so it is another deal)."""
        from kozel_gui.kids.table import KidsTableScene

        def done(_setup: MatchSetup, won: bool) -> None:
            self.finished(level, table_stars(won))

        def keep(setup: MatchSetup, match: Match) -> None:
            self.keep_game(level, setup, match)

        after = None if seed is None else seed + 1
        again = lambda: self._level(self.following(level), after)  # noqa: E731
        kept = None if fresh else self.store.load(self.profile).game(level)
        if kept is not None:
            setup, match = kept
            return KidsTableScene(self.app, self._seated(setup), face=face, on_done=done,
                                  match=match, again=again, keep=keep, resumed=True)
        company = self._company() if level == FREE_PLAY else None
        profiles = Profiles.load(self.app.data)
        avoid = avoided(profiles, self.child, company or ()) if self.child is not None else None
        setup = level_setup(level, self._child_name(), animal_names(), seed,
                            free_rounds=self.app.options.kids_rounds, avoid=avoid,
                            people=company)
        dealt = small_match(setup.rules, seed if seed is not None else _fresh_seed()) \
            if level == 2 else None
        return KidsTableScene(self.app, setup, face=face, on_done=done, match=dealt,
                              again=again, keep=keep)

    def _seated(self, setup: MatchSetup) -> MatchSetup:
        """A kept game's set-up with the child's seat (seat 0) named as the child is now (a
        child renamed since plays on as itself; the others at its table stay who they are)."""
        seats = tuple(replace(s, name=self._child_name()) if i == 0 and s.human else s
                      for i, s in enumerate(setup.seats))
        return replace(setup, seats=seats)

    def _child_name(self) -> str:
        """The child's seat names its profile (so its games are the child's, and the table
        says the name the parent's screens do), never the grown-up's."""
        return self.profile or tr("kids.child")

    # -- the focus ring ----------------------------------------------------------------

    def focusables(self) -> list[Item]:
        """The cards (the free game's «who plays» after its card), the picture sets, the
        tutorial, the child's picture, the exit."""
        return [*self.cards, self.company, *self.faces, self.lesson, self.who, self.exit]

    def default_focus(self, items: Sequence[Item]) -> Item | None:
        """The card of the level the child last left before its end (played on there);
        else the newest level open, the green «Играть» once it is won too."""
        p = self.progress
        level = p.waiting()
        if level is None:
            level = FREE_PLAY if p.won(p.unlocked) else p.unlocked
        card = dict(zip(CARD_ORDER, self.cards, strict=False)).get(level)
        return card if card in items else super().default_focus(items)

    def back(self) -> None:
        """Esc does not leave (leaving takes the long press): it shows the grown-up how."""
        self.exit.remind(self.app.now)

    # -- layout and drawing ----------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        """Cards in a row across the middle, picture sets along the bottom."""
        self.size = size
        w, h = size
        s = min(h, w * 9 / 16) / 720
        self.scale = s
        place_exit(self.exit, size)
        self.who.rect = self.exit.rect.move(w - self.exit.rect.right - self.exit.rect.x, 0)
        self.lesson.rect = self.who.rect.move(-round(self.who.rect.w * 1.3), 0)
        side = round(min(230 * s, (w - 100 * s) / 4.6))
        gap = round(side * 0.2)
        x0 = (w - 4 * side - 3 * gap) // 2
        # Below the door's hint, glow and all (P30: at 1024×600 the bubble touched a card).
        top = max(round(h * 0.2), hint_bubble(self.exit, size, s).bottom + KIDS_RING_REACH)
        self.cards = [
            Button(f"level:{level}", tr(LEVEL_TITLES[level]),
                   pygame.Rect(x0 + i * (side + gap), top, side, side),
                   partial(self.open_card, level), style=partial(self._card, level))
            for i, level in enumerate(CARD_ORDER)]
        free = self.cards[-1].rect
        d = round(side * 0.44)
        self.company.rect = pygame.Rect(free.centerx - d // 2, free.bottom + round(side * 0.12),
                                        d, d)
        bw, bh = max(96, round(176 * s)), max(72, round(104 * s))
        gap = round(bw * 0.12)
        x0 = (w - len(FACE_CHOICES) * bw - (len(FACE_CHOICES) - 1) * gap) // 2
        self.faces = [
            Button(f"face:{face}", face, pygame.Rect(x0 + i * (bw + gap), round(h * 0.77), bw, bh),
                   partial(self.choose_face, face), style=partial(self._face_button, face))
            for i, face in enumerate(FACE_CHOICES)]

    def draw(self, surface: pygame.Surface) -> None:
        """Sky, a title for the grown-up, the cards, the stars, the picture sets, the exit."""
        surface.blit(sky(surface.get_size()), (0, 0))
        title = font(max(28, round(48 * self.scale)), True).render(tr("kids.title"), True, INK)
        surface.blit(title, self.title_box())
        focused = self.focus.current()
        self.lit = focused.key if focused is not None else None
        for button in (*self.cards, self.company, *self.faces, self.lesson, self.who,
                       self.exit):
            button.draw(surface, self.scale, self.app.now)
        for i, (centre, r) in enumerate(self.lesson_star_spots()):
            star(surface, centre, r, filled=i < self.lesson_stars)

    def title_box(self) -> pygame.Rect:
        """Where the title for the grown-up stands, centred at the top."""
        box = pygame.Rect((0, 0), font(max(28, round(48 * self.scale)), True).size(
            tr("kids.title")))
        box.center = (self.size[0] // 2, round(70 * self.scale))
        return box

    def lesson_star_spots(self) -> list[tuple[tuple[float, float], float]]:
        """Where the tutorial's stars stand (centre, radius): a small row under its button,
        as a level's stars stand under its card."""
        from kozel_gui.tutorial.kids_progress import TUTORIAL_STARS

        rect = self.lesson.rect
        r = rect.w * 0.13
        return [((rect.centerx + (i - 1) * r * 2.4, rect.bottom + r * 1.5), r)
                for i in range(TUTORIAL_STARS)]

    def _paint_who(self, surface: pygame.Surface, button: Button, scale: float, hot: bool,
                   now: float) -> None:
        """The child's own picture in the top-right corner."""
        if self.child is None or self.child.avatar is None:
            return
        rect = button.rect
        if hot:
            pygame.draw.circle(surface, (255, 250, 160), rect.center, rect.w * 0.6)
        pygame.draw.circle(surface, (70, 100, 130), (rect.centerx + 3, rect.centery + 4),
                           rect.w / 2)
        surface.blit(picture_avatar(self.child.avatar, rect.w), rect.topleft)

    def _paint_company(self, surface: pygame.Surface, button: Button, scale: float, hot: bool,
                       now: float) -> None:
        """«Who plays»: a white disc with the child's face and a grown-up's beside it."""
        rect = button.rect
        if hot:
            pygame.draw.circle(surface, (255, 250, 160), rect.center, rect.w * 0.62)
        pygame.draw.circle(surface, (70, 100, 130), (rect.centerx + 2, rect.centery + 3),
                           rect.w / 2)
        pygame.draw.circle(surface, (255, 255, 255), rect.center, rect.w / 2)
        d = round(rect.w * 0.56)
        surface.blit(self._sitting_face(d), (rect.centerx - round(d * 0.9),
                                             rect.centery - d // 2))
        own = own_face(self.child.avatar if self.child is not None else None, d)
        surface.blit(own, (rect.centerx - round(d * 0.1), rect.centery - d // 2))

    def faces_of(self, setup: MatchSetup, d: int) -> list[pygame.Surface]:
        """Every seat's face at the table ``setup`` sets, ``d`` pixels round (the child's
        first), as its table shows them."""
        return [seat_face(seat, self.people.get(seat.name) if seat.human else None, d)
                for seat in self._seated(setup).seats]

    def _sitting_face(self, d: int) -> pygame.Surface:
        """«Who plays»'s other face: the first person the child chose to play with (their
        own face), else a grown-up's."""
        person = next((p for name in self.progress.company if name is not None
                       and (p := self.people.get(name)) is not None), None)
        if person is None:
            return grown_up_face(d)
        return seat_face(SeatSetup(person.name, human=True), person, d)

    def _card(self, level: int, surface: pygame.Surface, button: Button, scale: float,
              hot: bool, now: float) -> None:
        rect = button.rect
        is_open = level == FREE_PLAY or self.progress.is_open(level)
        # Only the card in focus (or under the finger) glows: P30, every open card glowing
        # beside the focus ring left nothing standing out.
        chunky(surface, rect, CARD_COLOURS[level] if is_open else LOCKED,
               glow=is_open and (hot or button.key == self.lit))
        family = self.family_game() if level == FREE_PLAY else None
        if family is not None:  # the family's game: its company's faces, the child's first
            company_icon(surface, rect, self.faces_of(family, company_boxes(
                rect, len(family.seats))[0].w), now)
        else:
            card_icon(self.app.tiles, self.tile, surface, rect, level, is_open)
        lines, size = card_label(level, rect)
        for line, box in zip(lines, label_boxes(level, rect), strict=True):
            surface.blit(font(size, True).render(line, True, (255, 255, 255)), box)
        if is_open and self.resumes(level) and family is None:
            resume_badge(surface, rect, self.child.avatar if self.child else None, now)
        if level != FREE_PLAY:
            r = rect.w * 0.085
            earned = self.progress.stars_of(level)
            for i in range(3):
                star(surface, (rect.centerx + (i - 1) * r * 2.5, rect.bottom + r * 2.2), r,
                     filled=i < earned)

    def _face_button(self, face: str, surface: pygame.Surface, button: Button, scale: float,
                     hot: bool, now: float) -> None:
        rect = button.rect
        chosen = face == self.progress.face
        chunky(surface, rect, (255, 255, 255), glow=chosen)
        if chosen:
            pygame.draw.rect(surface, (255, 170, 40), rect, max(4, rect.h // 14),
                             border_radius=max(16, rect.h // 4))
        long_px = round(rect.h * 1.42)
        tile = oriented(self.app.tiles, *_SAMPLE, long_px, face, 90)
        bw, bh = self.app.tiles.body_size(long_px, 90)
        surface.blit(tile, (rect.centerx - bw // 2, rect.centery - bh // 2))

    def tile(self, surface: pygame.Surface, a: int, b: int, long_px: int, angle: int,
             centre: tuple[float, float]) -> None:
        """A face-up tile in the chosen pictures, centred on ``centre``."""
        sprite = oriented(self.app.tiles, a, b, long_px, self.progress.face, angle)
        bw, bh = self.app.tiles.body_size(long_px, angle)
        surface.blit(sprite, (round(centre[0] - bw / 2), round(centre[1] - bh / 2)))


def _left_go(progress: Progress) -> LeftGo | None:
    """Level 1's go left before its star, to play on (None: none, or unreadable)."""
    kept = progress.games.get(1)
    try:
        return None if kept is None else LeftGo.from_json(kept)
    except (KeyError, TypeError, ValueError):
        return None


def _fresh_seed() -> int:
    import random

    return random.SystemRandom().randrange(2**31)
