"""The kids' table: the ordinary table with big tiles, a slow pace, animal opponents, stars
for round wins instead of a score sheet, a wiggle (and no words) for a tile that does not
fit, no pause menu on Esc, and the long-press exit in the corner.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Any

import pygame

from kozel_gui.controls import Button
from kozel_gui.focus import ACTIVATE, KIDS, Item
from kozel_gui.i18n import Person
from kozel_gui.kids.art import bounce_arrow, knock_icon, star
from kozel_gui.kids.company import animal_of, profiles_at, seat_face
from kozel_gui.kids.cover import cover_places, paint_cover_go, paint_kids_cover
from kozel_gui.kids.hold import exit_button, place_exit
from kozel_gui.kids.home import home_button, place_home
from kozel_gui.kids.levels import Animal
from kozel_gui.layout import KIDS_BUTTON
from kozel_gui.options import MatchSetup
from kozel_gui.profiles import Profile, Profiles
from kozel_gui.scene import Scene
from kozel_gui.scenes.table import TableScene
from kozel_gui.session import Session
from kozel_gui.table import flow
from kozel_gui.table.board import oriented
from kozel_gui.table.model import Phase, TableStyle
from rules import Match

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = [
    "KIDS_PACE",
    "KIDS_WIGGLE",
    "KNOCK_SHOWN_S",
    "KidsSession",
    "KidsTableScene",
    "Knock",
    "knock_shown_s",
    "meadow",
]

KIDS_PACE = 1.6
"""Every motion takes this much longer than at the grown-ups' table."""
KIDS_WIGGLE = 12.0
"""How wide a tile that does not fit swings at every kids' table (the tutorial's too)."""
TAP_ON_S = 0.6
"""A child tapping on and on: a press this soon after the last one of a run of taps that
began before the hand could be played belongs to that run (P30: taps on ▶, which stands
over the hand, played a tile the child never chose once the new hand was shown)."""
KNOCK_SHOWN_S = 2.5
"""A seat that knocked shows a knocking hand by its plate at least this long, and after
that until its own next move (P36: the bunny's knock was only a twitch of its plate, and
the turn came back to the child unexplained; P36b: 1.8 s, gone as the next animal put its
tile down, before a parent could read it to the child) ..."""
KNOCK_BEATS = 1.6
"""... and at least this many of the table's time factor (the words' length at the grown-ups'
table): slower motions, set in the options, keep it longer."""


def knock_shown_s(speed: float) -> float:
    """How long a knocking hand shows at a table whose motions take ``speed`` times their
    length (``TableModel.speed``: the options' pace times the kids' slowness).

    >>> knock_shown_s(0.0), knock_shown_s(1.6), knock_shown_s(3.2)
    (2.5, 2.56, 5.12)
    """
    return max(KNOCK_SHOWN_S, round(KNOCK_BEATS * speed, 3))


@dataclass(frozen=True, slots=True)
class Knock:
    """A seat's last knock: when its hand shows from (``app.now`` time: its tap's start),
    and where it stands (the round's number, its place in the round's moves)."""

    at: float
    round: int
    ply: int


class KidsSession(Session):
    """A session that keeps no autosave: kids' games are short, and the grown-ups' saved
    match must not be replaced by one.  The child's seat names the child's profile (its
    games are the child's), and says that name (``children.child_name``)."""

    plays_for_profiles = False
    face: str | None = None
    """The pictures the child plays with: stored with its game, which its replay shows."""

    def __init__(self, app: Host, setup: MatchSetup, match: Match | None = None) -> None:
        super().__init__(app, setup, match)
        self.seated = profiles_at(self.setup.seats, Profiles.load(app.data))
        """Each person's seat and its profile: the child's at seat 0, a grown-up's or
        another child's who sat down with it (their faces, genders, and whose game it is)."""

    @property
    def child(self) -> Profile | None:
        """The child whose game this is (seat 0's profile), if it has one."""
        found = self.seated.get(0)
        return found if found is not None and found.is_child else None

    def save(self) -> None:
        """Nothing to write."""

    def _person(self, seat: int) -> Person:
        """A person's seat is its profile, with that profile's gender."""
        who = super()._person(seat)
        found = self.seated.get(seat)
        if found is not None and who.name == found.name:
            return Person(who.name, found.gender)
        return who

    def _record_if_over(self) -> None:
        if self.match.finished:
            from kozel_gui.history import record_finished_match

            child = self.child
            record_finished_match(self.app, self.setup, self.match, practice=self.practice,
                                  face=self.face, avatar=child.avatar if child else None,
                                  kids=True)


@lru_cache(maxsize=4)
def meadow(size: tuple[int, int]) -> pygame.Surface:
    """A bright green cloth with a soft light in the middle (a kids' table, not a bar)."""
    w, h = size
    small = pygame.Surface((32, 18))
    for y in range(18):
        for x in range(32):
            d = ((x - 15.5) / 16) ** 2 + ((y - 8.5) / 9) ** 2
            k = max(0.0, 1 - d * 0.45)
            small.set_at((x, y), (round(60 + 40 * k), round(140 + 40 * k), round(80 + 30 * k)))
    out = pygame.transform.smoothscale(small, (w, h))
    return out.convert() if pygame.display.get_surface() is not None else out


class KidsTableScene(TableScene):
    """A kids' match; ``on_done(child_won)`` is called once when it is decided."""

    session_class = KidsSession
    focus_style = KIDS
    partial_repaint = False  # the faces, stars and the exit's hold are drawn over it

    def __init__(self, app: Host, setup: MatchSetup, *, face: str,
                 on_done: Callable[[MatchSetup, bool], None], match: Any = None,
                 again: Callable[[], Scene] | None = None,
                 keep: Callable[[MatchSetup, Match], None] | None = None,
                 resumed: bool = False) -> None:
        self.face = face
        self.on_done = on_done
        self.keep = keep
        """Where a game left before its end is kept, to be played on (``resumed``: this is
        one, opened as it was left); None: nowhere (the game is stored as left)."""
        self.left = False
        """The game was left (the house, the door, the window closing): nothing plays on."""
        self.again = again
        """The next game, for «play» on the match's result (this level's, or the one the
        result opened)."""
        self.exit = exit_button(app, self._left)
        self.home = home_button(app, self._left)
        """The child's own way back to the kids' menu: a tap, the game kept as left."""
        self.go = Button("cover_go", "", pygame.Rect(0, 0, 0, 0), self._arrive,
                         style=paint_cover_go)
        """The hand-over cover's ▶: the next person is here (``kids.cover``)."""
        self.held = False
        """A press went down while a deal was flying out: its release is not a tap either."""
        self.tapping_until = -1.0
        self.knocks: dict[int, Knock] = {}
        """Each seat's last knock: its hand shows a while (``knock_shown_s``), whatever is
        played meanwhile, and on until that seat moves again."""
        self.seen: tuple[int, int] = (0, 0)
        """The round's number and its moves already looked at for knocks."""
        """Until when a press still belongs to a run of taps begun while a deal flew out
        (each such press moves it on): only a fresh press, after the child stopped, plays."""
        super().__init__(app, setup, match, resumed=resumed)
        if isinstance(self.session, KidsSession):
            self.session.face = face
        self._place_exit()

    def table_style(self) -> TableStyle:
        """Slow, wordless, no sheet (stars by the plates), chunky buttons, the child's faces;
        no coach (its reviews are words)."""
        return TableStyle(pace=KIDS_PACE, words=False, numbers=False, sheet=False,
                          face=self.face, back="wood", button_min=KIDS_BUTTON, coach=False,
                          reserve=False, wiggle=KIDS_WIGGLE, draws_last=True, arrows_face=True)

    # -- the looks -----------------------------------------------------------------

    def _place_exit(self) -> None:
        place_exit(self.exit, self.model.size)  # above the west plate
        place_home(self.home, self.model.size)  # the other top corner

    def resize(self, size: tuple[int, int]) -> None:
        """Lay out again; the exit and the house keep their corners."""
        super().resize(size)
        self._place_exit()

    def backdrop(self, size: tuple[int, int]) -> pygame.Surface:
        """The bright kids' cloth."""
        return meadow(size)

    def animal(self, seat: int) -> Animal | None:
        """The animal playing ``seat`` (None for a person)."""
        return animal_of(self.session.setup.seats[seat])

    def seat_face(self, seat: int, d: int) -> pygame.Surface:
        """The face of ``seat`` wherever it shows (the table, the round's cards, the result):
        its animal, the child's own picture, another child's, a grown-up's."""
        session = self.session
        found = session.seated.get(seat) if isinstance(session, KidsSession) else None
        return seat_face(session.setup.seats[seat], found, d)

    def draw(self, surface: pygame.Surface) -> None:
        """The table, big animal faces and stars by the plates, the pictures that stand for
        words (a knocking hand, an arrow bouncing over the bazaar), the exit; between two
        people's turns the kids' own cover instead of all of it."""
        if self.model.covered is not None:
            self._cover(surface)
            return
        super().draw(surface)
        self._both_ends(surface)
        for seat in range(self.session.round.players):
            self._avatar(surface, seat)
            self._stars(surface, seat)
        now = self.app.now
        for b in self.model.hits.buttons:
            if b.key == "knock":
                knock_icon(surface, pygame.Rect(*(round(v) for v in b.rect)), now)
        for seat in range(self.session.round.players):
            if self.knocking(seat):
                box = self.knock_box(seat)
                pygame.draw.circle(surface, (70, 100, 130), (box.centerx, box.centery + 3),
                                   box.w // 2)
                pygame.draw.circle(surface, (255, 255, 255), box.center, box.w // 2)
                knock_icon(surface, box, now)
        if self.must_draw() and self.layout.bazaar.w > 0:
            bounce_arrow(surface, self.layout.bazaar, now)
        self.home.draw(surface, self.model.scale, now)
        self.exit.draw(surface, self.model.scale, now)

    def _cover(self, surface: pygame.Surface) -> None:
        """The hand-over cover: who played last, the turn passed on to the next face, ▶."""
        seat = self.model.covered
        assert seat is not None
        last = self.last_person(seat)
        places = cover_places(self.model.size, last=last is not None)
        self.go.rect = places.go
        d = places.face.w
        faces = (self.seat_face(seat, d),
                 self.seat_face(last, places.last.w) if last is not None else None)
        paint_kids_cover(surface, self.backdrop(self.model.size), places, faces, self.go,
                         self.model.scale, self.app.now)
        self.home.draw(surface, self.model.scale, self.app.now)
        self.exit.draw(surface, self.model.scale, self.app.now)

    def last_person(self, seat: int) -> int | None:
        """The person who played last before ``seat``'s turn (None: nobody else yet)."""
        session = self.session
        steps = session.round.history()
        return next((step.seat for step in reversed(steps)
                     if step.seat != seat and session.is_human(step.seat)), None)

    def _arrive(self) -> None:
        """The ▶ on the cover: the next person is at the screen, their tiles turn up."""
        if self.model.presence.arrive():
            self.app.sound.play("click")
        self.model.refresh()

    def _at_cover(self, event: pygame.event.Event) -> bool:
        """Under the kids' cover only its ▶ (a tap, or Enter or Space) lifts it: a child
        tapping on and on elsewhere shows nobody's tiles; Esc shows the door as ever."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.pause()
        elif event.type == pygame.KEYDOWN and event.key in ACTIVATE:
            self._arrive()
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def _both_ends(self, surface: pygame.Surface) -> None:
        """A tile that fits both ends, chosen or carried (P33: hard for a child): both ends
        glow alike, each with the tile's picture as it would lie there, faint, so the child
        sees the two places and taps or drops on one (the end nearest the drop takes it)."""
        targets = self.view().targets
        if len(targets) < 2:
            return
        c, hand, ends = self.control, self.model.hand(), self.model.round.open_ends
        index = c.selected if c.selected is not None else c.drag.index if c.drag else None
        board = self.painter.board
        if index is None or index >= len(hand) or ends is None or board is None:
            return
        tile = hand[index]
        pulse = 0.5 + 0.5 * math.sin(self.app.now * 2 * math.pi * 1.2)
        for t in targets:
            shown = ends[t.end] if 0 <= t.end < len(ends) else None
            if shown is None or t.end > 1:
                continue
            other = tile.high if tile.low == shown else tile.low
            a, b = (other, shown) if t.end == 0 else (shown, other)  # read along the line
            ghost = oriented(self.app.tiles, a, b, max(8, round(max(t.box.w, t.box.h))),
                             self.face, t.angle).copy()
            ghost.set_alpha(round(110 + 60 * pulse))
            board.end_target(surface, t.box, t.angle, True, pulse)
            surface.blit(ghost, (round(t.box.x), round(t.box.y)))

    def knocking(self, seat: int) -> bool:
        """Whether ``seat`` knocked a moment ago in this round (its knocking hand shows;
        never on the next deal: playtest 28, the knocks that blocked a round showed on
        the new one, whose row count was the same after a drawn round)."""
        knock = self.knocks.get(seat)
        if knock is None or self.app.now < knock.at or knock.round != self.session.number:
            return False
        if self.app.now - knock.at < knock_shown_s(self.model.speed):
            return True
        # Then on while the others play, until the seat's own next move or the round's end.
        r = self.session.round
        return r.outcome() is None and all(step.seat != seat
                                           for step in r.history()[knock.ply + 1:])

    def knock_box(self, seat: int) -> pygame.Rect:
        """Where ``seat``'s knocking hand shows: beside its plate, towards the table (below
        it at the top and the sides, above it at the bottom), clear of its stars."""
        pos = self.model.pos_of(seat)
        plate = self.layout.seats[pos].plate
        d = round(plate.h * 1.5)
        box = pygame.Rect(0, 0, d, d)
        if pos == "south":
            box.midbottom = (round(plate.right - d / 2), round(plate.y - d * 0.1))
        else:
            box.midtop = (round(plate.x + plate.w / 2), round(plate.bottom + plate.h * 0.5))
        return box

    def _note_knocks(self) -> None:
        """The moves played since last looked at: a knock shows its seat's hand from now."""
        from rules import MoveKind

        r, rounds = self.session.round, self.session.number
        seen = self.seen[1] if self.seen[0] == rounds and r.ply >= self.seen[1] else 0
        if r.ply == seen:
            self.seen = (rounds, seen)
            return
        for ply, step in enumerate(r.history()[seen:], seen):
            if step.move.kind is MoveKind.PASS:
                self.knocks[step.seat] = Knock(self._shown_at(step.seat), rounds, ply)
        self.seen = (rounds, r.ply)

    def _shown_at(self, seat: int) -> float:
        """When ``seat``'s knock just played is seen (``app.now`` time): when its plate's tap
        starts, after the motions queued before it; now if none is queued."""
        anim = self.model.anim
        starts = [t.tween.start for t in anim.taps if t.seat == seat]
        return self.app.now + max(0.0, max(starts, default=anim.now) - anim.now)

    def must_draw(self) -> bool:
        """Whether the child has nothing to play and must take a tile from the bazaar."""
        from rules import MoveKind

        return self.model.ready() and any(m.kind is MoveKind.DRAW
                                          for m in self.session.round.legal_moves())

    def _avatar(self, surface: pygame.Surface, seat: int) -> None:
        plate = self.layout.seats[self.model.pos_of(seat)].plate
        d = round(plate.h * 0.95)  # covers the plate's own small face, clear of the name
        face = self.seat_face(seat, d)
        centre = (round(plate.x + plate.h / 2), round(plate.y + plate.h / 2))
        surface.blit(face, (centre[0] - d // 2, centre[1] - d // 2))

    def _stars(self, surface: pygame.Surface, seat: int) -> None:
        score = self.session.sheet.score
        wins = score[seat] if seat < len(score) else 0
        pos = self.model.pos_of(seat)
        plate = self.layout.seats[pos].plate
        r = max(9.0, plate.h * 0.2)
        y = plate.y - r * 1.3 if pos == "south" else plate.bottom + r * 1.3
        for i in range(wins):
            star(surface, (plate.x + r * 1.3 + i * r * 2.3, y), r)

    # -- gentle behaviour ------------------------------------------------------------

    def pause(self) -> None:
        """Esc does not pause or leave (leaving takes the long press): it shows the grown-up
        how."""
        self.exit.remind(self.app.now)

    def dealing(self) -> bool:
        """Whether a new deal is still flying out.  A child taps on and on: taps meant for
        the round's stars (or for «Играть») must not skip the deal or play into it, so the
        table takes none until the deal is shown (only the door works meanwhile)."""
        m = self.model
        return m.phase is Phase.PLAY and m.round.ply == 0 and m.anim.busy

    def tapping_on(self) -> bool:
        """Whether a run of taps begun while a deal flew out still goes on."""
        return self.app.now < self.tapping_until

    def handle(self, event: pygame.event.Event) -> bool:
        """The table's mouse and keys, none while a deal flies out (Esc still shows the
        grown-up the door); the release of a press that went down meanwhile is kept too."""
        kind = event.type
        if kind == pygame.MOUSEBUTTONUP and self.held:
            self.held = False
            return True
        now = self.app.now
        if kind == pygame.MOUSEBUTTONDOWN and self.tapping_on():
            self.tapping_until = now + TAP_ON_S  # the same run of taps: still not a choice
            self.held = True
            return True
        if self.dealing() and kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP,
                                       pygame.KEYDOWN):
            if kind == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                self.pause()
            self.held = kind == pygame.MOUSEBUTTONDOWN
            if self.held:
                self.tapping_until = now + TAP_ON_S
            return True
        return super().handle(event)

    # -- the exit ---------------------------------------------------------------------

    def focusables(self) -> list[Item]:
        """The table's own (none while a deal flies out or the taps begun then go on: no
        tap reaches them), the exit and the house."""
        if self.model.covered is not None:
            return [self.go, self.exit, self.home]
        if self.dealing() or self.tapping_on():
            return [self.exit, self.home]
        return [*super().focusables(), self.exit, self.home]

    def default_focus(self, items: Sequence[Item]) -> Item | None:
        """As at the grown-ups' table (the knock when it is the way on), never the exit or
        the house."""
        return super().default_focus([i for i in items if i not in (self.exit, self.home)])

    def _left(self) -> None:
        """The door was held or the house tapped (at the table or over the round's stars):
        the game is kept, before kids' mode closes or its menu comes back."""
        self._keep()
        self.session.close()

    def update(self, dt: float) -> None:
        """Time at the table; none once the game was left (the door, the window closing:
        the animals do not play on in a game put away)."""
        if self.left:
            return
        super().update(dt)
        self._note_knocks()

    def closing(self) -> None:
        """The window closes mid-game: the game is kept all the same."""
        self._keep()

    def _keep(self) -> None:
        # Nothing a child played is lost (P33: the house ended a free game, a won round
        # with it): a round just ended is written first (it may decide the match, which is
        # then stored once as played); a game still undecided is kept for its card to play
        # on, and stored once, when it ends.  Left right after the deal, it is no game.
        session = self.session
        if self.left or not isinstance(session, Session) or session.match.finished:
            return
        self.left = True
        if not session.sheet.rows and session.round.ply == 0:
            return  # no move, no game (P30: «не доиграна», 0 rounds)
        if session.settle():
            self.on_done(session.setup, session.sheet.winner == 0)
        elif self.keep is not None:
            self.keep(session.setup, session.match)
        else:
            session.leave(self.model.viewer)

    def open_summary(self) -> None:
        """The round's stars instead of numbers; after the round that decides the match,
        the match's own result at once (one screen, one tap on «Играть» plays on)."""
        from kozel_gui.kids.result import KidsRoundScene

        if self.session.is_over:
            self.next_round()
            return
        self.app.push(KidsRoundScene(self.app, self))

    def round_winner(self) -> int | None:
        """The seat that won the round just finished (None if nobody did)."""
        rows = self.session.sheet.rows
        if not rows:
            return None
        return rows[-1].winners[0] if rows[-1].winners else None

    def next_round(self) -> None:
        """After the round's stars: deal again, or show the match's big star."""
        won = self.session.sheet.winner == 0
        if flow.next_round(self.model):
            return
        self.session.close()
        self.on_done(self.session.setup, won)
        from kozel_gui.kids.result import KidsResultScene

        self.app.replace(KidsResultScene(self.app, self, won))
