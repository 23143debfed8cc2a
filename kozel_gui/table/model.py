"""The table model: the match, the phase of the round, the timeline, the hand, the hit areas.

Everything a table frame shows is state here; painters only ever see a frozen
``TableView`` made from it (``kozel_gui.table.view``).  Time moves in
``kozel_gui.table.flow.update``, which ends by recomputing the hit areas, so a
click is always tested against what the last frame showed and nothing is laid
out while drawing.  The engine state jumps at once (``Session``); the picture
catches up through the queued tweens of the timeline (``Animator``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import TYPE_CHECKING, Any, Protocol

from kozel_gui.i18n import Said, tr, tr_about, words
from kozel_gui.layout import SEATS_BY_PLAYERS, Box, SeatPos, TableLayout, sheet_opens
from kozel_gui.options import MatchSetup
from kozel_gui.session import Session
from kozel_gui.table.anim import Animator, Announcement, Tap, Word, durations, slide
from kozel_gui.table.clock import MoveClock
from kozel_gui.table.driver import TableSession
from kozel_gui.table.fixtures import Fixtures, table_layout
from kozel_gui.table.input import Controller, way_on, why_not_draw
from kozel_gui.table.motion import (
    PLACE,
    BoardLayout,
    Stage,
    back_flight,
    beside,
    board_tiles,
    deal_flights,
    end_slot,
    hand_order,
    line_layout,
    move_flights,
    reflow,
)
from kozel_gui.table.notices import deal_notices
from kozel_gui.table.presence import Presence
from kozel_gui.table.seen import TableRound
from kozel_gui.tween import Tween
from rules import Match, Move, MoveKind, OutcomeKind, Placed, Tile
from rules.config import ScoreInPlay

if TYPE_CHECKING:
    from kozel_gui.coaching import ReviewJob
    from kozel_gui.host import Host
    from kozel_gui.table.coach import HintAsked
    from kozel_gui.table.view import Hits

__all__ = ["Phase", "TableHost", "TableModel", "TableStyle", "Word"]



class Phase(StrEnum):
    """Where the round is: what input means and what the table shows."""

    PLAY = "play"
    """Dealing and playing (bots think, the person moves)."""
    REVEAL = "reveal"
    """The round is over: hands turn face up, the new sheet row is written."""
    SUMMARY = "summary"
    """The round summary is open over the table."""
    OVER = "over"
    """The match is decided (the match-over screen has taken the table's place)."""


class TableHost(Protocol):
    """What the model asks of the screen that shows it (the scene)."""

    resumed: bool
    """The match was read back from its save: its round opens as it was, nothing dealt."""

    def open_summary(self) -> None:
        """The reveal is over: show the round summary."""

    def match_decided(self) -> None:
        """The match is over (by a clock penalty or the last round): leave the table."""

    def pause(self) -> None:
        """The pause menu over the table (Esc, or the «Меню» button)."""


@dataclass(frozen=True, slots=True)
class TableStyle:
    """How one kind of table differs: the kids' table is slower, wordless and sheetless."""

    pace: float = 1.0
    """Every duration is multiplied by this (kids' mode is slower)."""
    words: bool = True
    """Reasons, hints and button labels in words (kids' mode shows none)."""
    numbers: bool = True
    """Tile counts, hand sums and the bazaar's count (kids' mode shows none)."""
    sheet: bool = True
    """A score sheet at the right that can be folded."""
    face: str | None = None
    """Tile faces (None: the options')."""
    back: str | None = None
    """Tile backs (None: the contrast of the table cloth)."""
    button_min: tuple[int, int] = (0, 0)
    """Smallest size of the move buttons (chunky ones for small fingers)."""
    coach: bool = True
    """The person's moves may be reviewed after each round (the option; never in kids' mode)."""
    draws_last: bool = False
    """A drawn tile joins the hand at its end (kids' mode: where the child looks) instead of
    its place by number."""
    wiggle: float = 7.0
    """How wide a tile that does not fit swings, px at 720p (never much less)."""
    reserve: bool = True
    """The bazaar's reserve lies in the pile (kids' mode puts it away: a child's pile holds
    only tiles that can be taken)."""
    arrows_face: bool = False
    """The first arrow lights the hand's end it points to, the first tile that fits from
    there (kids' mode, issue 19); else it comes in from the other edge (Right: from the
    left), as at the grown-ups' table."""


class TableModel:
    """One match at the table: the state every frame is painted from."""

    def __init__(self, app: Host, setup: MatchSetup, match: Match | None, host: TableHost, *,
                 style: TableStyle = TableStyle(),
                 session_class: type[Session] = Session,
                 session: TableSession | None = None) -> None:
        self.app = app
        self.host = host
        self.style = style
        self.session: TableSession = (session if session is not None
                                      else session_class(app, setup, match))
        self.anim = Animator()
        self.control = Controller(self)
        self.phase = Phase.PLAY
        self.unfolded: bool | None = None
        """The sheet opened or folded by hand (None: as the window's size has it)."""
        self.viewer = setup.humans[0] if setup.humans else 0
        self.presence = Presence(self)
        """Who said they are at the screen (hot-seat), and so which hands show."""
        self.think_until: float | None = None
        self.reveal_at = 0.0
        self.summary_at = 0.0
        self.rounds_done = 0
        self.note: tuple[Said, float] | None = None
        self.shake: tuple[int, float] | None = None
        self.beckon: tuple[Tile, float] | None = None
        """A tile let go away from every end, and when: the ends it fits glow a while
        (``view.BECKON_S``), so a player (a child) sees where it goes."""
        self.asking = False
        """The one-time question before the first undo is open."""
        self.help = False
        """The key help is open."""
        self.sheet_first: int | None = None
        """The first sheet row shown (None: follow the newest rows)."""
        self.mover: int | None = None
        """The seat whose move is still in flight (its plate keeps the turn marker)."""
        self.move_clock = MoveClock()
        self.laid_over: list[tuple[frozenset[Tile], int | None]] = []
        """Fives games: each move whose tiles may still be flying to the table, with the count
        of the board it was laid over (None: the empty table), so the count shown is the one
        of the board shown (``shown_count``)."""
        self.review: ReviewJob | None = None
        """The coach's review of the round just ended, computing or done (``table.coach``)."""
        self.coached: list[tuple[str, ReviewJob]] = []
        """Reviews not yet counted into the match's accuracy: (round number, job)."""
        self.hint_asked: HintAsked | None = None
        """The hint being computed (``table.coach.ask_hint``), until shown or dropped."""
        self.size = app.screen.get_size()
        self._line: tuple[tuple[Any, ...], BoardLayout, tuple[Placed, ...]] | None = None
        self.fixtures: Fixtures
        """Where the table's buttons and prompts sit (the board keeps clear of them)."""
        self.layout = self._make_layout()
        from kozel_gui.table.view import Hits

        self.hits: Hits = Hits.empty()
        # A resumed match (or a table joined in the middle of a round) opens as it was left:
        # only a new round at its start is dealt out before the players' eyes.
        self.deal(fly=not host.resumed and self.round.ply == 0)
        if host.resumed:
            from kozel_gui.table import coach

            coach.resume(self)

    # -- reading -------------------------------------------------------------------

    @property
    def speed(self) -> float:
        """The time factor of every animation (0 = instant)."""
        arg = getattr(self.app.args, "speed", None)
        return durations(float(arg) if arg is not None else self.app.options.speed) * self.style.pace

    @property
    def round(self) -> TableRound:
        """The round as the engine has it now."""
        return self.session.round

    @property
    def demo(self) -> bool:
        """Bots in every seat: nobody to wait for."""
        return not self.session.setup.humans

    @property
    def expanded(self) -> bool:
        """The score sheet is open: as the player left it, else open unless the window is
        small (``sheet_opens``)."""
        if not self.style.sheet:
            return False
        if self.unfolded is not None:
            return self.unfolded
        return sheet_opens(self.size[0], self.round.players)

    @property
    def scale(self) -> float:
        """Sizes relative to the 1280x720 reference."""
        w, h = self.size
        return min(h, w * 9 / 16) / 720

    def pos_of(self, seat: int) -> SeatPos:
        """Where ``seat`` sits on screen (the viewer at the bottom)."""
        n = self.round.players
        return SEATS_BY_PLAYERS[n][(seat - self.viewer) % n]

    def open_hand(self) -> bool:
        """Whether the hand at the bottom is shown face up."""
        return self.presence.face_up(self.viewer)

    @property
    def covered(self) -> int | None:
        """The seat whose person the hot-seat cover waits for (None: no cover)."""
        return self.presence.cover()

    def shows_worth(self) -> bool:
        """Whether the plates may say what each hand is worth once every hand is face up
        (the tutorial keeps it off while a number is to be found on the sheet)."""
        return True

    def can_act(self) -> bool:
        """Whether the person in front of the screen may move now."""
        r = self.round
        return (self.phase is Phase.PLAY and r.outcome() is None and self.covered is None
                and not self.asking and not self.session.waiting and r.to_move == self.viewer
                and self.session.is_human(self.viewer))

    def ready(self) -> bool:
        """The person may act and the picture is still (tiles glow, buttons show)."""
        return self.can_act() and not self.anim.busy

    def way_on(self) -> str | None:
        """The table's key for the one move left when no tile of the hand fits (``"draw"``,
        ``"knock"``), while the person may make it and the picture is still; else None."""
        return way_on(self.round) if self.ready() else None

    def current(self) -> TableRound:
        """The round (for the hand controller)."""
        return self.round

    def hand(self) -> list[Tile]:
        """The viewer's tiles in the hand's order (sorted; a kids' draw joins the end)."""
        return hand_order(self.round, self.viewer, self.style.draws_last)

    def hand_boxes(self) -> list[Box]:
        """Their boxes in the hand band."""
        return self.layout.hand_tiles(len(self.round.hand(self.viewer)))

    def line(self) -> BoardLayout:
        """The layout of the tiles on the table (cached per position and layout)."""
        return self._laid()[1]

    def placed(self) -> tuple[Placed, ...]:
        """The tiles on the table in the layout's order (the line, the up and down arms)."""
        return self._laid()[2]

    def _laid(self) -> tuple[tuple[Any, ...], BoardLayout, tuple[Placed, ...]]:
        r = self.round
        key = (r.ply, self.session.number, len(r.line), self.layout)
        if self._line is None or self._line[0] != key:
            self._line = (key, line_layout(self.layout, r), board_tiles(r))
        return self._line

    def end_box(self, tile: Tile, end: int) -> Box | None:
        """Where ``tile`` would go on ``end`` (-1: the lead spot)."""
        return end_slot(self.line(), max(end, 0), tile.is_double).box

    def bazaar_hit(self, pos: tuple[int, int]) -> bool:
        """A click on the bazaar pile."""
        b = self.layout.bazaar
        return b.w > 0 and b.x <= pos[0] < b.right and b.y <= pos[1] < b.bottom

    def button_at(self, pos: tuple[int, int]) -> str | None:
        """The button under ``pos`` in the last frame's hit areas."""
        return self.hits.button_at(pos)

    def stage(self) -> Stage:
        """Geometry and timing for the motion builder."""
        hidden = 0 if self.style.reserve else self.round.rules.bazaar_reserve
        return Stage(self.layout, self.viewer, self.open_hand(), self.speed, self.pos_of,
                     self.style.draws_last, hidden)

    # -- laying out --------------------------------------------------------------------

    def _make_layout(self) -> TableLayout:
        rules = self.session.setup.rules
        layout, self.fixtures = table_layout(
            self.size, rules, self.round.players, expanded=self.expanded,
            kids=self.session.is_kids, large=self.app.options.large_tiles,
            words=self.style.words, corner=not self.demo, button_min=self.style.button_min,
            timed=self.session.time_left is not None, offers=self._offered())
        return layout

    def _offered(self) -> tuple[str, ...]:
        """The labels of every offer the session may show (the board keeps clear of their
        place always: one coming or going never re-lays it)."""
        return self.session.offer_room()

    def relayout(self, size: tuple[int, int] | None = None) -> None:
        """Lay the table out again (a new window size, the sheet folded, a new viewer)."""
        if size is not None:
            self.size = size
        laid = self._line
        self.layout = self._make_layout()
        self._line = None
        if laid is not None:  # the tiles glide to their places in the new field
            reflow(self.anim, laid[1:], (self.line(), self.placed()),
                   slide(PLACE * self.speed, self.anim.now))
        self.refresh()

    def toggle_sheet(self) -> None:
        """Fold or unfold the score sheet."""
        if self.style.sheet:
            self.unfolded = not self.expanded
            self.relayout()

    def scroll_sheet(self, rows: int) -> None:
        """Scroll the sheet by ``rows`` (negative: to earlier rounds)."""
        from kozel_gui.table.view import sheet_window

        total, fit = sheet_window(self)
        if total <= fit:
            self.sheet_first = None
        else:
            first = (total - fit if self.sheet_first is None else self.sheet_first) + rows
            first = max(0, min(total - fit, first))
            self.sheet_first = None if first >= total - fit else first
        self.refresh()

    def refresh(self) -> None:
        """Recompute the hit areas for the state as it is now (end of update, after input)."""
        from kozel_gui.table.view import build_hits

        if self._offered() != tuple(label for label, _ in self.fixtures.room):
            self.relayout()  # the offers' words changed (another language): their place too
            return
        self.presence.track()
        self.hits = build_hits(self)

    # -- dealing and moving ------------------------------------------------------------

    def deal(self, *, fly: bool = True) -> None:
        """A new deal flies out (``fly``; else the round is shown as it stands, tiles at rest);
        the last round's words are cleared."""
        r = self.round
        self.phase, self.think_until, self.mover = Phase.PLAY, None, None
        self.control.reset()
        if self.presence.shared:
            # A new deal or a resumed match: nobody has said yet who is at the screen, and a
            # person who leads sits at the bottom at once, under the cover.
            self.presence.forget()
            if self.session.is_human(r.to_move) and r.to_move != self.viewer:
                self.viewer = r.to_move
                self.relayout()
        self.anim.words.clear()
        self.anim.row_at = None
        self.recount()  # a resumed round shows its count at once
        self.sheet_first = None
        if r.ply == 0:  # what the deal decided is news only before the first move
            for text in deal_notices(r, self.session.person):
                self.say(text, self.viewer, lead=0.0, kind=Word.NOTICE)
        if fly:
            self.app.sound.play("shuffle")
            deal_flights(self.anim, self.stage(), r)
        self.refresh()

    def press(self, key: str) -> None:
        """A named action: draw, knock, hint, hundred, decline, pair, undo, help, menu, sheet."""
        from kozel_gui.table import flow

        if key.startswith("undo"):
            flow.undo_key(self, key)
        elif key == "help":
            self.help = not self.help
        elif key == "menu":
            self.host.pause()
        elif key == "sheet":
            self.toggle_sheet()
        elif key in ("sheet_up", "sheet_down"):
            self.scroll_sheet(-1 if key == "sheet_up" else 1)
        elif key == "hint":
            self._hint()
        elif key == "gather":
            self.control.confirm()
        elif key.startswith("offer:"):
            self.session.choose(key)
        else:
            self._move_key(key)
        self.refresh()

    def _move_key(self, key: str) -> None:
        wanted = {"draw": MoveKind.DRAW, "knock": MoveKind.PASS, "decline": MoveKind.DECLINE,
                  "pair": MoveKind.PAIR, "hundred": MoveKind.LEAD}.get(key)
        if not self.can_act():
            return
        r = self.round
        for m in r.legal_moves():
            if m.kind is wanted:
                self.play(m)
                return
        if key == "draw" and r.ends:
            self.notify(why_not_draw(r))

    def _hint(self) -> None:
        from kozel_gui.table.coach import ask_hint

        if not self.app.options.hints:
            self.notify(words("table.hints_off"))
            return
        if not self.can_act():
            if self.phase is Phase.PLAY and not self.demo:
                self.notify(words("table.hint_wait"))  # the button was pressed out of turn
            return
        ask_hint(self)  # computed off the UI thread; ``coach.poll`` shows it when ready

    def play(self, move: Move, *, dropped: Box | None = None, forced: bool = False) -> None:
        """Apply a move (the person's, a bot's, or one ``forced`` by the clock) and queue its motion."""
        before = self.session.apply(move, forced=forced)
        self.control.reset()
        if before is None:  # sent to the host: it comes back as the next move made elsewhere
            self.refresh()
            return
        if not self.presence.reading():  # (a recap stays until read, or the person acts)
            self.note = None
        self.mover = before.to_move
        self._home_scores(self.anim.slot())
        move_flights(self.anim, self.stage(), before, self.round, move, dropped)
        self._lay_over(before, move)
        self._moment(before, move)
        self.refresh()

    def put_back(self, index: int, pos: tuple[int, int]) -> None:
        """A tile dragged and let go away from every end glides back into the hand."""
        hand = self.hand()
        if index < len(hand):
            back_flight(self.anim, self.stage(), self.round, hand[index], pos)
            self.beckon = (hand[index], self.anim.now)

    def first_arrow(self) -> int | None:
        """The hand tile the first arrow chooses (None: the end the arrow points from)."""
        return None

    def arrows_face(self) -> bool:
        """Whether the first arrow lights the hand's end it points to (``TableStyle``)."""
        return self.style.arrows_face

    def refuse(self, index: int, reason: Said) -> None:
        """An illegal tile: a gentle shake and a short reason."""
        self.shake = (index, self.anim.now)
        self.notify(reason)

    def notify(self, text: Said, seconds: float = 3.0) -> None:
        """A short message above the hand for ``seconds`` (none at a wordless table)."""
        if self.style.words:
            self.note = (text, self.anim.now + seconds)

    def hush(self) -> None:
        """The message above the hand gives way to the question which end a chosen tile
        goes to (a recap does too: ``presence`` drops it once a tile is taken)."""
        self.note = None

    def say(self, text: str, seat: int, *, lead: float | None = None,
            kind: Word = Word.NOTICE) -> None:
        """A brief word by a seat; it replaces the seat's earlier word, never piles up.

        At instant speed only the latest word of all shows, briefly.  A wordless table (the
        kids') says nothing: its sounds and pictures tell it.
        """
        if not self.style.words:
            return
        start = self.anim.slot() if lead is None else self.anim.now + lead
        pos = self.pos_of(seat)
        if self.speed == 0:
            start, duration = self.anim.now, 0.6
            self.anim.words = [w for w in self.anim.words if w.kind == Word.SCORE]
        else:
            duration = max(1.2, 1.6 * self.speed)
            self.anim.words = [w if w.seat != seat else w.cut(start) for w in self.anim.words
                               if w.seat != seat or w.tween.start < start]
        self.anim.words.append(Announcement(text, pos, Tween(start, duration), kind, seat))

    def recount(self) -> None:
        """The round jumped (a new deal, a resume, an undo): the count shown is the one of the
        board as it stands now, not one from moves that are gone (P29: 14 after an undo)."""
        self.laid_over.clear()

    def _lay_over(self, before: TableRound, move: Move) -> None:
        """Fives games: note the count of the board ``move`` is laid over, shown until its
        tiles are down; the moves whose tiles are down are forgotten."""
        if before.rules.score_in_play is ScoreInPlay.FIVES and move.is_placement:
            laying = self.laying()
            self.laid_over = [m for m in self.laid_over if m[0] & laying]
            self.laid_over.append((frozenset(move.tiles),
                                   before.board_count if before.line else None))

    def laying(self) -> frozenset[Tile]:
        """The tiles flying from a hand to their place on the table (drawn there once down)."""
        down = {p.tile for p in self.placed()}
        return frozenset(f.key[2] for f in self.anim.flights
                         if f.key[0] == "tile" and f.key[2] in down)

    def shown_count(self) -> int | None:
        """Fives games (Muggins): the count of the open ends of the board as the table shows
        it (the tag «Сумма концов»): the round's own once every tile is down; while tiles
        are still flying to it, the count of the board the first of them is laid over
        (a playtester saw the sum a move off the board). None: no count, or nothing down."""
        r = self.round
        if r.rules.score_in_play is not ScoreInPlay.FIVES:
            return None
        laying = self.laying()
        for tiles, count in self.laid_over:
            if tiles & laying:
                return count
        return r.board_count if r.line else None

    def _score_word(self, points: int, seat: int, move: Move) -> None:
        """Points made in play: «+15!» shows beside the end that scored, then flies to the
        scorer's column on the sheet (folded or none: to the free felt by the scorer's
        plate, never over the spinner, nor over a plate); the sheet counts them when it
        lands (``shown_play_points``), the row and the total together (issue 12).

        It belongs to no seat's words, so the seat's «вышел» after it does not cut it short.
        """
        from kozel_gui.table.sheet import score_cell
        from kozel_gui.table.view import sheet_view

        self.app.sound.play("chime")
        start = self.anim.now if self.speed == 0 else self.anim.slot()
        duration = max(1.4, 1.8 * self.speed)
        shown = sheet_view(self)
        side = self.round.rules.side_of(seat, self.round.players)
        cell = score_cell(shown, side) if shown is not None else None
        to = cell.center if cell is not None else self.layout.seats[self.pos_of(seat)].plate.center
        start_at = beside(self.line(), self.placed(), move)
        self.anim.words.append(Announcement(
            tr("table.scored", n=points), self.pos_of(seat), Tween(start, duration), Word.SCORE,
            -1, path=(start_at, (float(to[0]), float(to[1]))), scorer=seat, points=points,
            onto=cell is not None))

    def shown_play_points(self) -> tuple[int, ...]:
        """Per seat, the engine's points scored in play this round less those still flying
        to the sheet: what the sheet and the plates show (issue 12: the sheet jumped while
        «+10!» still stood by the board)."""
        owed = self.anim.owed(self.round.players)
        return tuple(p - o for p, o in zip(self.round.play_points, owed, strict=True))

    def writing(self) -> bool:
        """Whether the sheet shows the match before this round's row (the round is played,
        or its row is on its way: ``Animator.row_at``)."""
        return self.phase is Phase.PLAY or self.anim.writing()

    def _home_scores(self, at: float) -> None:
        """Points scored in play that have shown are at their plate when the next move starts
        (issue 12: «+10!» flying over the tiles hid them while the next tile came)."""
        self.anim.words = [replace(w, home=min(w.home, at))
                           if w.kind is Word.SCORE and w.tween.start < at else w
                           for w in self.anim.words]

    def _moment(self, before: TableRound, move: Move) -> None:
        """Knock, fish and going out each get their word, their sound and their motion."""
        seat = before.to_move
        if move.kind is MoveKind.PASS:
            start = self.anim.slot()
            self.anim.taps.append(Tap(seat, Tween(start, 0.4 * self.speed)))
            self.anim.cursor = start + 0.4 * self.speed
            self.app.sound.play("knock")
            self.say(tr_about("table.said_knock", self.session.person(seat)), seat, lead=start - self.anim.now,
                     kind=Word.KNOCK)
        history = self.round.history()
        scored = history[-1].points if history and move.is_placement else 0
        if scored:  # the engine's own figure for this move (GAMES.md §9, ``Step.points``)
            self._score_word(scored, seat, move)
        outcome = self.round.outcome()
        if outcome is not None:
            who = self.session.person(outcome.by)
            if outcome.kind is OutcomeKind.OUT:
                self.say(tr_about("table.said_out", who), outcome.by, kind=Word.OUT)
            else:
                self.say(tr_about("table.said_fish", who), outcome.by, kind=Word.FISH)

    # -- the round's end -------------------------------------------------------------

    def finish_count(self) -> None:
        """Any skip: every number on its way to the sheet is on it (the sheet's own numbers)."""
        self.anim.land()

    def names(self) -> tuple[str, ...]:
        """Every seat's name."""
        return tuple(self.session.name(s) for s in range(self.session.setup.players))

    def on_summary(self, go: Callable[[], None]) -> None:
        """Enter the summary phase (every number on its way to the sheet is on it) and show it."""
        self.finish_count()
        self.phase = Phase.SUMMARY
        self.summary_at = self.anim.now
        go()
