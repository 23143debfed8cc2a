"""The table: a person plays a whole Kozel match against bots (or watches them, ``--demo``).

The scene is thin: the state is the ``TableModel`` (``kozel_gui.table.model``), time
is ``kozel_gui.table.flow``, a frame is painted from a frozen ``TableView``
(``kozel_gui.table.view``) by the ``TablePainter``.  Here events become the
model's actions: a click or key first finishes any running motion and is then
handled as usual, so no input is lost; during the reveal it opens the summary.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from kozel_gui import controls
from kozel_gui.focus import ACTIVATE, Arrows, Item
from kozel_gui.layout import TableLayout
from kozel_gui.options import MatchSetup
from kozel_gui.scene import Scene
from kozel_gui.session import Session
from kozel_gui.table import flow
from kozel_gui.table.anim import Animator
from kozel_gui.table.driver import TableSession
from kozel_gui.table.input import Controller
from kozel_gui.table.model import Phase, TableModel, TableStyle
from kozel_gui.table.paint import TablePainter
from kozel_gui.table.theme import background
from kozel_gui.table.view import CORNER, ButtonView, TableView, snapshot
from rules import Match

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = ["TableScene"]

_SHEET_KEYS = {pygame.K_PAGEUP: -3, pygame.K_PAGEDOWN: 3, pygame.K_HOME: -10_000,
               pygame.K_END: 10_000}


class TableScene(Scene):
    """A match in progress: the line, the hands, the bazaar, the sheet, the animations."""

    #: Drives the match; kids' mode swaps in one that keeps no autosave.
    session_class: type[Session] = Session
    #: The table's state; the tutorial swaps in one whose person's moves a tutor checks.
    model_class: type[TableModel] = TableModel
    #: The arrows choose tiles and ends; Tab moves the focus over the table's buttons.
    focus_arrows: Arrows = "none"

    def __init__(self, app: Host, setup: MatchSetup, match: Match | None = None, *,
                 session: TableSession | None = None, resumed: bool = False) -> None:
        super().__init__(app)
        self.resumed = resumed
        """``match`` comes from its save (not a scripted deal): it opens as it was left."""
        self.model = self.model_class(app, setup, match, self, style=self.table_style(),
                                      session_class=self.session_class, session=session)
        self.painter = TablePainter(app.tiles, self.backdrop)
        self._items: dict[str, controls.Button] = {}
        self._covered = True
        self._turn: tuple[object, ...] | None = None

    def table_style(self) -> TableStyle:
        """How this table looks and behaves (the kids' table overrides it)."""
        return TableStyle()

    # -- what others read ---------------------------------------------------------------

    @property
    def session(self) -> TableSession:
        """The match driver."""
        return self.model.session

    @property
    def setup(self) -> MatchSetup:
        """The seats and rules of this match (read by the crash report)."""
        return self.model.session.setup

    @property
    def match(self) -> Match | None:
        """The match in play (read by the crash report; None: a host plays it)."""
        session = self.model.session
        return session.match if isinstance(session, Session) else None

    @property
    def layout(self) -> TableLayout:
        """The table's regions at the window's size."""
        return self.model.layout

    @property
    def phase(self) -> Phase:
        """Where the round is."""
        return self.model.phase

    @property
    def anim(self) -> Animator:
        """The timeline."""
        return self.model.anim

    @property
    def control(self) -> Controller:
        """The hand's selection and dragging."""
        return self.model.control

    @property
    def demo(self) -> bool:
        """Bots in every seat."""
        return self.model.demo

    @property
    def speed(self) -> float:
        """The time factor of every animation (0 = instant)."""
        return self.model.speed

    def view(self) -> TableView:
        """The frozen picture of the table as it is now."""
        return snapshot(self.model)

    def backdrop(self, size: tuple[int, int]) -> pygame.Surface:
        """The table top under everything (felt or wood from the options)."""
        return background(self.app.options.table, size)

    # -- the model's host ---------------------------------------------------------------

    def open_summary(self) -> None:
        """The reveal is over: the round summary opens over the table."""
        from kozel_gui.table.summary import RoundSummaryScene

        self.session.written()  # what the summary says is on disk before it is shown
        self.app.push(RoundSummaryScene(self.app, self))
        self.session.summary_opened()

    def match_decided(self) -> None:
        """The match is over: the match-over screen takes the table's place."""
        from kozel_gui.table.over import MatchOverScene

        self.session.written()
        self.app.replace(MatchOverScene(self.app, self.session))

    def give_up(self) -> None:
        """The person at the screen gives up (§8.39): the match ends, stored as left, and its
        result takes the table's place."""
        if not self.session.can_give_up:
            return
        self.session.give_up(self.model.viewer)
        self.model.phase = Phase.OVER
        self.match_decided()

    def next_round(self) -> None:
        """After the summary: deal again, end the match, or stop after ``--rounds``."""
        if not flow.next_round(self.model):
            self.match_decided()
            return
        limit = getattr(self.app.args, "rounds", None)
        if limit is not None and self.model.rounds_done >= limit:
            self.app.quit()

    # -- the focus ring over the table's buttons ------------------------------------------

    def focusables(self) -> list[Item]:
        """The buttons shown now (knock, the hundred move, undo, the question's answers);
        none under the key help, which hides them all (P34b: the ring of «Довідка» stayed
        drawn round nothing)."""
        if self.model.help:
            return []
        items: list[Item] = self._bazaar_item()
        for b in self.model.hits.buttons:
            item = self._items.get(b.key)
            if item is None:
                item = self._items[b.key] = controls.Button(
                    b.key, b.label, pygame.Rect(0, 0, 0, 0), self._action(b.key))
            item.label, item.glow = b.label, b.glow
            item.rect = pygame.Rect(*(round(v) for v in b.rect))
            items.append(item)
        return items

    def _bazaar_item(self) -> list[Item]:
        """The bazaar pile as a focus item while drawing is the only move (issue 18: the
        keyboard reached only «Меню», «Подсказка» and «Помощь», and Enter refused a tile)."""
        m = self.model
        box = m.layout.bazaar
        if m.way_on() != "draw" or box.w <= 0:
            return []
        item = self._items.get("draw")
        if item is None:
            # No label: the pile is painted by the table, the ring only goes round it.
            item = self._items["draw"] = controls.Button(
                "draw", "", pygame.Rect(0, 0, 0, 0), self._action("draw"))
        item.rect = pygame.Rect(*(round(v) for v in box))
        return [item]

    def way_on(self, items: Sequence[Item]) -> Item | None:
        """The bazaar or «Стучу» while nothing in the hand fits: the focus stays on it even
        while the arrows look at the tiles, so Enter does what is possible (a deliberate
        press: the ring shows where Enter goes)."""
        key = self.model.way_on()
        return next((i for i in items if i.key == key), None) if key is not None else None

    def _action(self, key: str) -> Callable[[], None]:
        def act() -> None:
            if key.startswith("undo_"):
                flow.undo_key(self.model, key)
            else:
                self.model.press(key)
            self.model.refresh()
        return act

    def default_focus(self, items: Sequence[Item]) -> Item | None:
        """A move button when it is the way on (knock, the hundred move); else no ring, so
        Enter plays the chosen tile; the bazaar or the knock whenever nothing fits; on the
        undo question «Не отменять», the answer that loses nothing."""
        if self.model.asking:
            return next((i for i in items if i.key == "undo_no"), None)
        way = self.way_on(items)
        if way is not None:
            return way
        if self.model.control.selected is not None:
            return None
        return next((i for i in items if i.key != "undo" and i.key not in CORNER), None)

    # -- scene -------------------------------------------------------------------------

    def resize(self, size: tuple[int, int]) -> None:
        """Lay the table out for the new window size."""
        self.model.relayout(size)

    def update(self, dt: float) -> None:
        """The model's step in time; at each new turn of the person (and whenever the hand's
        choice changes) the focus goes back to the hand, so Enter plays there."""
        flow.update(self.model, dt)
        m, c = self.model, self.model.control
        turn = (m.session.number, m.round.ply, m.viewer, m.ready(), c.selected, c.gathered)
        if turn != self._turn:
            focused = self.focus.current()
            if self._turn is not None and focused is not None and focused.key in self._items:
                self.focus.focus(None)  # the table's own buttons only: a screen's items keep it
            self._turn = turn

    #: Repaint only what changed since the last frame (a screen that draws more of its own
    #: over the table, as the kids' one does, repaints it whole).
    partial_repaint = True

    def draw(self, surface: pygame.Surface) -> None:
        """The table, painted from a snapshot; all of it after anything else drew over it."""
        messages = getattr(self.app, "messages", None)
        over = self.app.stack.top is not self or bool(
            messages is not None and messages.visible(self.app.now))
        whole = over or self._covered or not self.partial_repaint
        self._covered = over
        ring = self.focus.drawn  # last frame's ring, over the table: restored before the next
        self.painter.paint(surface, self.painted(), whole=whole,
                           stale=[ring] if ring is not None else [])

    def painted(self) -> TableView:
        """The picture the painter draws: the table as it is (a scene that draws its own
        overlays over the table takes them out of it)."""
        return snapshot(self.model)

    def pause(self) -> None:
        """Esc: the pause menu over the table (at a shared screen every hand turns face down:
        whoever comes back says at the cover who they are)."""
        from kozel_gui.scenes.pause import PauseScene

        self.model.presence.forget()
        self.model.refresh()
        self.app.push(PauseScene(self.app))

    def handle(self, event: pygame.event.Event) -> bool:
        """Mouse and keys; a click or key first finishes any running motion."""
        used = self._handle(event)
        self.model.refresh()
        return used

    def _handle(self, event: pygame.event.Event) -> bool:
        m, kind = self.model, event.type
        if kind == pygame.MOUSEWHEEL:
            return self._wheel(event)
        if kind not in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION,
                        pygame.KEYDOWN):
            return False
        if m.covered is not None:
            return self._at_cover(event)
        if m.asking:
            if kind == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                now = self.focus.current()  # the arrows go between the two answers, as Tab
                self.focus.focus("undo_yes" if now is None or now.key == "undo_no"
                                 else "undo_no")
                return True
            return flow.answer(m, event)
        if kind == pygame.KEYDOWN:
            if event.key == pygame.K_F11:
                return False
            if self._table_key(event):
                return True
        elif m.help and kind == pygame.MOUSEBUTTONDOWN:
            self._close_help()
            return True
        if kind == pygame.MOUSEBUTTONDOWN and event.button == 1 and self._sheet_click(event.pos):
            return True
        if kind in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN) and flow.skip(m):
            return True
        if kind == pygame.KEYDOWN:
            used = m.control.key(event.key)
            if used:
                self.focus.focus(None)  # a key of the hand: Enter is for the hand again
            return used
        if kind == pygame.MOUSEMOTION:
            return m.control.mouse_move(event.pos)
        if event.button != 1:
            return False
        if kind == pygame.MOUSEBUTTONDOWN:
            return m.control.mouse_down(event.pos)
        return m.control.mouse_up(event.pos)

    def _at_cover(self, event: pygame.event.Event) -> bool:
        """Under the hot-seat cover: a click, Enter or Space lifts it (once it takes input);
        Esc opens the pause menu; every other key or click is kept from the table."""
        kind = event.type
        if kind == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.pause()
        elif (kind == pygame.MOUSEBUTTONDOWN and event.button == 1) or (
                kind == pygame.KEYDOWN and event.key in ACTIVATE):
            self.model.presence.arrive()
        return kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)

    def _table_key(self, event: pygame.event.Event) -> bool:
        """Keys that work at any moment: help, pause, undo, the sheet."""
        m, key = self.model, event.key
        if m.help:
            self._close_help()  # any key closes the help (F1 and Esc too)
        elif key == pygame.K_F1 or event.unicode == "?":
            m.press("help")
        elif key == pygame.K_ESCAPE:
            if not m.control.drop_gathered():  # the doubles set aside go back first
                self.pause()
        elif key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            if not m.control.withdraw():  # a double set aside is taken back before a move
                flow.request_undo(m)
        elif key in _SHEET_KEYS and m.style.sheet:
            m.scroll_sheet(_SHEET_KEYS[key])
        elif key == pygame.K_s and m.style.sheet:
            m.toggle_sheet()
        else:
            return False
        return True

    def _close_help(self) -> None:
        """Close the key help, by a key or a click alike: the table as at a new turn, no
        ring on its buttons and Enter for the hand (P34b: closed by a click, the ring
        stayed on «Довідка»; the mouse does not bring a ring onto the table)."""
        self.model.help = False
        self.focus.focus(None)

    def _sheet_click(self, pos: tuple[int, int]) -> bool:
        """The sheet's scroll marks scroll it; a click elsewhere on it folds or unfolds it."""
        hits = self.model.hits
        if hits.sheet is None:
            return False
        key = hits.button_at(pos)
        if key in ("sheet_up", "sheet_down"):
            self.model.press(key)
            return True
        s = hits.sheet
        if s.x <= pos[0] < s.right and s.y <= pos[1] < s.bottom:
            self.model.toggle_sheet()
            return True
        return False

    def _wheel(self, event: pygame.event.Event) -> bool:
        s = self.model.hits.sheet
        x, y = pygame.mouse.get_pos()
        if s is None or not (s.x <= x < s.right and s.y <= y < s.bottom):
            return False
        self.model.scroll_sheet(-int(event.y))
        return True

    # -- for the kids' table -------------------------------------------------------------

    def relayout(self) -> None:
        """Lay out again at the current size."""
        self.model.relayout()

    @property
    def buttons(self) -> tuple[ButtonView, ...]:
        """The buttons on the table now (where a click presses them)."""
        return self.model.hits.buttons
