"""The replay viewer: step through a stored match move by move with every hand face up.

``Replay`` is the model (positions, stepping, the sheet as it was: ``kozel_gui.replay_model``,
no pygame); ``ReplayScene`` draws it with the table's own pieces (``kozel_gui.table.board``) and exports the
score sheet («протокол») as PNG and text into the data directory.  In a game that
scores in play each move's points (the engine's ``Step.points``) are in its caption,
and stepping forward they fly to the sheet as at the table; the sheet shows the
round being played with the engine's running points in play.  A match played at a
host's table is replayed from the views its seat was sent (``kozel_gui.net_record``):
the others' tiles stay face down until the round's end showed them.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from kozel_gui.assets import font
from kozel_gui.controls import GuiButton
from kozel_gui.drawing import wrap
from kozel_gui.focus import Item
from kozel_gui.i18n import Person, tr, words
from kozel_gui.i18n.dates import shown_date
from kozel_gui.layout import SEATS_BY_PLAYERS, Box, TableLayout
from kozel_gui.protocol import PROTOCOL_DIR, protocol_cells, save_protocol
from kozel_gui.replay_model import Replay, ReplayRound, plate_line, replay_people
from kozel_gui.table import hud
from kozel_gui.table.anim import Animator, Announcement, Word, durations
from kozel_gui.table.board import Board
from kozel_gui.table.fixtures import table_layout
from kozel_gui.table.motion import beside, board_tiles, line_layout, pile_shown
from kozel_gui.table.seen import TableRound
from kozel_gui.table.sheet import (
    SheetView,
    paint_sheet,
    score_cell,
    sheet_geometry,
    shown_rows,
)
from kozel_gui.theme import COLOURS, text_px
from kozel_gui.tween import Tween
from kozel_gui.widgets import UIScene, draw_text, felt, scale_of
from rules import Round, Scoring

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = ["Replay", "ReplayRound", "ReplayScene", "plate_line"]


_BUTTONS = (("replay.prev_round", "replay.prev_round_tip", "jump_round", -1),
            ("replay.prev", "replay.prev_tip", "step", -1),
            ("replay.next", "replay.next_tip", "step", 1),
            ("replay.next_round", "replay.next_round_tip", "jump_round", 1))
"""The step buttons: label, tooltip (the key that does the same), what they call."""
_KEYS = {pygame.K_LEFT: ("step", -1), pygame.K_RIGHT: ("step", 1),
         pygame.K_PAGEUP: ("jump_round", -1), pygame.K_PAGEDOWN: ("jump_round", 1),
         pygame.K_UP: ("jump_round", -1), pygame.K_DOWN: ("jump_round", 1)}


class ReplayScene(UIScene):
    """Step through a match with every hand face up; the sheet as it was; export it."""

    focus_arrows = "none"  # the arrows step through the match
    counts = True
    """Whether the bazaar shows its count (a kids' game's replay shows no number)."""
    reserve = True
    """Whether the pile shows the bazaar's reserve (a kids' table puts it away, and so does
    its replay: P30 saw 16 tiles in the replay where the table had shown 6)."""

    steps: tuple[tuple[str, str, str, int], ...] = _BUTTONS
    """The stepping buttons: their words, tooltip, the ``Replay`` method and its direction."""
    keys_hint = "replay.keys"
    """The line under the board that says which keys step."""

    def __init__(self, app: Host, match_json: dict[str, Any],
                 setup_json: dict[str, Any] | None = None, played_at: str = "") -> None:
        super().__init__(app)
        self.replay = Replay(match_json)
        sheet = self.replay.sheet
        who = replay_people(setup_json, sheet.players, sheet.rules.scoring is Scoring.WINS)
        self.face = self.app.options.face
        """The pictures on the tiles (a kids' game's replay: the child's own)."""
        self.people = list(who.people)
        self.names = [p.name for p in self.people]
        self.reviewed = who.reviewed
        """The seat whose moves the coach reviews (the person's; seat 0 when none is known)."""
        self.seed = who.seed
        """The match's seed: the review repeats the one shown after the round."""
        self.played_at = played_at
        self.layout: TableLayout | None = None
        self.board: Board | None = None
        self.controls = pygame.Rect(0, 0, 0, 0)
        self.anim = Animator()
        """The points a move scored flying to the sheet (``_fly``), in the table's own words."""
        self.caption_box = pygame.Rect(0, 0, 0, 0)
        """Where the caption's lines were last drawn: a flying «+15!» keeps clear of them."""

    # -- controls ------------------------------------------------------------------

    def build(self, size: tuple[int, int]) -> None:
        h = size[1]
        stored = self.replay.sheet
        # the table's own layout and keepout: the board is laid out as it was at the table
        self.layout = table_layout(size, stored.rules, stored.players, expanded=True,
                                   large=self.app.options.large_tiles)[0]
        self.board = Board(self.app.tiles, self.layout, self.face,
                           "green" if self.app.options.table == "wood" else "wood")
        sheet = self.layout.sheet
        pad, bh = 8, max(40, int(44 * scale_of(size)))
        cw = (int(sheet.w) - 3 * pad) // 2
        top = h - pad - 5 * (bh + pad)
        self.controls = pygame.Rect(int(sheet.x), top - pad, int(sheet.w), h - top + pad)
        cells: list[tuple[str, Callable[[], None]]] = [
            (k, partial(self._do, m, d)) for k, _, m, d in self.steps]
        cells += [*self.tools(), ("common.back", self.back)]
        tips = [tip for _, tip, _, _ in self.steps]
        paired = len(self.steps)  # the steps two a row, then a row for each other button
        for i, (key, action) in enumerate(cells):
            col, row = (i % 2, i // 2) if i < paired else (0, i - paired + (paired + 1) // 2)
            width = cw if i < paired else 2 * cw + pad
            rect = pygame.Rect(int(sheet.x) + pad + col * (cw + pad), top + row * (bh + pad),
                               width, bh)
            self.button(rect, tr(key), action, class_id="@small_button",
                        object_id="#" + key.replace(".", "_"),
                        tooltip=tr(tips[i]) if i < len(tips) else None)

    def tools(self) -> list[tuple[str, Callable[[], None]]]:
        """The buttons under the steps: the coach's review and the protocol's export."""
        return [("replay.review", self.review), ("replay.export", self._save_clicked)]

    def update(self, dt: float) -> None:
        """The buttons that would do nothing at the position shown rest: a step with no
        position that way (the end of the match, a round with no moves: P30, issue 14), the
        review of a round with no moves; they wake again when it makes sense."""
        super().update(dt)
        self.anim.advance(dt)
        for item in self.items:
            if isinstance(item, GuiButton):
                sensible = self.sensible(item.key)
                if item.element.is_enabled != sensible:
                    (item.element.enable if sensible else item.element.disable)()

    def sensible(self, key: str) -> bool:
        """Whether the button ``key`` would do anything at the position shown."""
        r = self.replay
        for label, _, method, delta in self.steps:
            if key == "#" + label.replace(".", "_"):
                return r.moves_on(method, delta)
        if key == "#replay_review":
            return r.current.moved
        return True

    def default_focus(self, items: Sequence[Item]) -> Item | None:
        """«Ход вперёд»: Enter and Space step on; where it rests (the match's end, no moves)
        nothing, so Enter does not press whatever button comes first (a step back)."""
        return next((i for i in items if i.key == "#replay_next"), None)

    def _do(self, method: str, delta: int) -> None:
        self._go(partial(getattr(self.replay, method), delta), forward=(method, delta) == ("step", 1))

    def _go(self, move: Callable[[], None], *, forward: bool = False) -> None:
        """To another position: points still flying are on the sheet first; one move
        forward to a move that scored in play sends its points flying to the sheet."""
        self.anim.land()
        was = self.replay.at
        move()
        r = self.replay
        if forward and r.at == (was[0], was[1] + 1) and r.scored():
            self._fly()

    @property
    def speed(self) -> float:
        """The time factor of the flights (0: instant), as at the table."""
        arg = getattr(self.app.args, "speed", None)
        return durations(float(arg) if arg is not None else self.app.options.speed)

    def _fly(self) -> None:
        """«+5!» beside the tile laid, flying to the mover's column on the sheet, as at the
        table (issue 12); the sheet counts the points when it lands (``shown_at``)."""
        r, state = self.replay, self.replay.state
        if self.speed == 0 or self.layout is None or state is None:
            return  # instant: the sheet shows the points at once
        seat, move = r.current.mover(r.ply - 1), r.current.moves[r.ply - 1]
        side = r.sheet.rules.side_of(seat, r.sheet.players)
        cell = score_cell(self.sheet_view(self.app.screen.get_size(), r.at), side)
        pos = self._pos(seat)
        plate = self.layout.seats[pos].plate.center  # type: ignore[index]
        to = (float(cell.centerx), float(cell.centery)) if cell is not None else plate
        start = beside(line_layout(self.layout, state), board_tiles(state), move)
        self.app.sound.play("chime")
        self.anim.words.append(Announcement(
            tr("table.scored", n=r.scored()), pos, Tween(self.anim.now, max(1.4, 1.8 * self.speed)),
            Word.SCORE, path=(start, to), scorer=seat, points=r.scored(),
            onto=cell is not None))

    def shown_at(self) -> tuple[int, int]:
        """The position whose sheet shows: the one before while the move's points fly to it
        (its row and total change together when they land)."""
        r = self.replay
        return (r.round, r.ply - 1) if r.ply > 0 and self.anim.landing() else r.at

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in _KEYS:
                self._do(*_KEYS[event.key])
                return True
            if event.key in (pygame.K_HOME, pygame.K_END):
                self._go(self.replay.home if event.key == pygame.K_HOME else self.replay.end)
                return True
        return super().handle(event)

    def review(self) -> None:
        """The coach's review of the round shown (the person's moves), computed off the UI thread."""
        r = self.replay.current
        final = r.states[-1] if r.recorded else None
        if final is not None and not isinstance(final, Round):  # the coach needs every hand
            self.app.notify(words("replay.no_review_net"))
            return
        if final is None or not r.moves:
            self.app.notify(words("replay.no_review"))
            return
        from kozel_gui.coaching import ReviewJob, review_seed
        from kozel_gui.scenes.review import ReviewScene
        from rules.coach.review import context_at

        job = ReviewJob(final, self.reviewed, context_at(self.replay.sheet, self.replay.round),
                        seed=review_seed(self.seed, self.replay.round + 1),
                        finished=self.app.reviews)
        you = self.people[self.reviewed]
        people = [Person.you(you.name, you.gender) if i == self.reviewed else p
                  for i, p in enumerate(self.people)]
        self.app.push(ReviewScene(self.app, job, self.replay.round + 1, people.__getitem__))

    def caption(self) -> str:
        """What happened at the position shown, in words."""
        return self.replay.caption(self.people)

    def _save_clicked(self) -> None:
        self.export()

    def export(self) -> list[Path]:
        """Save the whole match's score sheet as PNG and text; tell the player where."""
        p = protocol_cells(self.replay.sheet, self.names, self.played_at)
        stem = time.strftime("protocol-%Y%m%d-%H%M%S")
        folder = self.app.data.path(PROTOCOL_DIR)
        try:
            paths = [save_protocol(folder, p, kind, stem) for kind in ("png", "txt")]
        except (OSError, pygame.error) as exc:
            self.app.notify(words("scorepad.export_failed", reason=exc))
            return []
        self.app.notify(words("replay.saved", path=f"{folder / stem}.png, .txt"))
        return paths

    # -- drawing -------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        surface.blit(felt(size, self.app.options.table), (0, 0))
        if self.layout is None or self.board is None or self.layout.size != size:
            self.build(size)
        assert self.layout is not None and self.board is not None
        state = self.replay.state
        self._draw_tiles(surface, state)
        self._draw_plates(surface, state)
        self._draw_caption(surface)
        self._draw_sheet(surface)
        self._draw_words(surface, state)

    def _pos(self, seat: int) -> str:
        """Where ``seat`` sits: the seat whose views were kept at the bottom, as at its table."""
        players = self.replay.sheet.players
        return SEATS_BY_PLAYERS[players][(seat - (self.replay.viewer or 0)) % players]

    def _draw_tiles(self, surface: pygame.Surface, state: TableRound | None) -> None:
        assert self.layout is not None and self.board is not None
        if state is not None and state.line:
            tiles = [(p.a, p.b) for p in board_tiles(state)]
            self.board.line(surface, line_layout(self.layout, state), tiles, set())
        if state is not None:
            self.board.bazaar(surface, pile_shown(state, self.reserve), False, count=self.counts)
        for seat, hand in enumerate(self.replay.hands()):
            tiles = [(t.low, t.high) for t in sorted(hand, key=lambda t: (t.low, t.high))]
            pos = self._pos(seat)
            if self.replay.hidden(seat):
                self.board.fan(surface, pos, self.replay.hidden(seat))  # type: ignore[arg-type]
            elif pos == "south":
                boxes = self.layout.hand_tiles(len(tiles))
                self.board.hand(surface, tiles, boxes, legal=None, selected=None, hidden=set())
            else:
                self.board.open_fan(surface, pos, tiles)  # type: ignore[arg-type]

    def _draw_plates(self, surface: pygame.Surface, state: TableRound | None) -> None:
        assert self.layout is not None
        px = max(16, int(18 * scale_of(surface.get_size())))
        hands = self.replay.hands()
        rules = self.replay.sheet.rules
        for seat, name in enumerate(self.names):
            hidden = self.replay.hidden(seat)
            hand = hands[seat] if seat < len(hands) else ()
            line = plate_line(rules, hand, hidden)
            need = max(font(px, True).size(name)[0], font(px - 2).size(line)[0]) + 24
            rect = self._plate(surface, state, seat, need)
            draw_text(surface, name, px, bold=True, midbottom=(rect.centerx, rect.centery + 2))
            draw_text(surface, line, px - 2, COLOURS["muted_text"],
                      midtop=(rect.centerx, rect.centery + 2))

    def _plate(self, surface: pygame.Surface, state: TableRound | None, seat: int,
               need: int = 0) -> pygame.Rect:
        """The empty plate of ``seat``, edged bright when it is that seat's move; its rect.

        ``need`` is the width its words take: a wider plate grows about its centre, kept on
        the table beside the sheet."""
        assert self.layout is not None
        plate = self.layout.seats[self._pos(seat)].plate  # type: ignore[index]
        rect = pygame.Rect(int(plate.x), int(plate.y), int(plate.w), int(plate.h))
        if need > rect.w:
            rect.inflate_ip(need - rect.w, 0)
            rect.clamp_ip(pygame.Rect(0, 0, int(self.layout.sheet.x), surface.get_height()))
        to_move = state is not None and state.outcome() is None and state.to_move == seat
        pygame.draw.rect(surface, COLOURS["panel"], rect, border_radius=10)
        edge = COLOURS["glow"] if to_move else COLOURS["brass"]
        pygame.draw.rect(surface, edge, rect, 3 if to_move else 2, border_radius=10)
        return rect

    def _draw_caption(self, surface: pygame.Surface) -> None:
        assert self.layout is not None
        s = scale_of(surface.get_size())
        field = self.layout.field
        r = self.replay
        head = tr("replay.round_of", n=r.round + 1, total=len(r.rounds))
        if self.played_at:  # which match this is: the day it was played, as people say it
            head = f"{shown_date(self.played_at)} · {head}"
        if r.current.moved:
            head += " · " + tr("replay.move_of", n=r.ply, total=r.current.last)
        elif r.current.recorded:  # not «ход 0 из 0»: a round given up at the deal
            head += " · " + tr("replay.no_moves_made")
        x = int(field.center[0])
        top = int(field.y) + 4
        line = draw_text(surface, head, max(16, int(20 * s)), COLOURS["title"], bold=True,
                         midtop=(x, top))
        size, y = max(16, int(20 * s)), line.bottom + 2
        box = line.copy()
        # on lines within the felt: a move's points, an out and the match's end make it long
        for text in wrap(self.caption(), font(size), int(field.w) - 24):
            drawn = draw_text(surface, text, size, midtop=(x, y))
            box.union_ip(drawn)
            y = drawn.bottom
        self.caption_box = box
        if any(r.moves_on(method, delta) for _, _, method, delta in self.steps):
            draw_text(surface, tr(self.keys_hint), text_px(14, s), COLOURS["muted_text"],
                      midbottom=(x, int(field.bottom) - 2))  # no keys to tell of with no steps

    def sheet_view(self, size: tuple[int, int], at: tuple[int, int] | None = None) -> SheetView:
        """The sheet as it was at the position shown (``shown_at``, or ``at``), as the table's
        panel paints it (one painter: «—» for a side that went out, «×» for held points
        burned, as at the table), with the round being played in a game that scores in play."""
        assert self.layout is not None
        box, r = self.layout.sheet, self.replay
        at = self.shown_at() if at is None else at
        panel = Box(box.x, box.y, box.w, self.controls.y - box.y)
        sheet, running = r.sheet_at(at), r.running(at)
        scale = self._scale(size)
        fit = sheet_geometry(panel, scale, sheet, running=running is not None).fit
        first = max(0, len(shown_rows(sheet)) + (running is not None) - fit)
        return SheetView(panel, sheet, tuple(self.names), True, at[0] + 1, first, fit, scale,
                         running)

    @staticmethod
    def _scale(size: tuple[int, int]) -> float:
        w, h = size
        return min(h, w * 9 / 16) / 720

    def _draw_sheet(self, surface: pygame.Surface) -> None:
        paint_sheet(surface, self.sheet_view(surface.get_size()))

    def keep_clear(self) -> list[pygame.Rect]:
        """The caption: a flying score never covers the words saying what the move was."""
        return [self.caption_box] if self.caption_box.w else []

    def _draw_words(self, surface: pygame.Surface, state: TableRound | None) -> None:
        """The points in flight, clear of the board's tiles where they rise and of the
        caption (``keep_clear``)."""
        assert self.layout is not None
        if not self.anim.words:
            return
        tiles = tuple(t.box for t in line_layout(self.layout, state).tiles) \
            if state is not None and state.line else ()
        for word in self.anim.words:
            hud.announcement(surface, word, self.layout, self.anim.now,
                             self._scale(surface.get_size()), tiles,
                             clear=tuple(Box(r.x, r.y, r.w, r.h) for r in self.keep_clear()))
