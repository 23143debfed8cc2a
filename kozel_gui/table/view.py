"""The frozen snapshot painters read (``TableView``) and the hit areas input is tested against.

``build_hits`` runs at the end of every model update (and after input that changes
the table); ``snapshot`` makes the ``TableView`` a frame is painted from.  Neither
draws; painters never change the model.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from kozel_gui.i18n import ntr, tr, tr_about
from kozel_gui.layout import Box, SeatPos, TableLayout
from kozel_gui.table.anim import Announcement, Flight
from kozel_gui.table.cover import CoverView
from kozel_gui.table.fixtures import CORNER, Fixtures
from kozel_gui.table.hud import sub_fits
from kozel_gui.table.model import Phase, TableModel
from kozel_gui.table.motion import BoardLayout, end_slot, pile_shown
from kozel_gui.table.seen import TableRound
from kozel_gui.table.sheet import SheetView, sheet_geometry, shown_rows
from rules import MoveKind, Placed, Tile
from rules.config import ScoreInPlay

__all__ = ["CORNER", "ButtonView", "FanView", "Hits", "PlateView", "TableView", "Target", "build_hits",
           "sheet_view", "sheet_window", "snapshot"]

REVEAL_STEP = 0.1
"""Seconds between two opponents' hands turning face up at the round's end."""


@dataclass(frozen=True, slots=True)
class ButtonView:
    """A button as drawn and as clicked: what it does, its label, where it is."""

    key: str
    label: str
    rect: Box
    glow: bool = False

    def hit(self, pos: tuple[float, float]) -> bool:
        """Whether ``pos`` is on the button."""
        r = self.rect
        return r.x <= pos[0] < r.right and r.y <= pos[1] < r.bottom


@dataclass(frozen=True, slots=True)
class Hits:
    """What a click can hit in the frame on screen: buttons (topmost first), the sheet."""

    buttons: tuple[ButtonView, ...]
    sheet: Box | None
    sheet_up: Box | None = None
    sheet_down: Box | None = None

    @classmethod
    def empty(cls) -> Hits:
        """Nothing to hit (before the first update)."""
        return cls((), None)

    def button_at(self, pos: tuple[float, float]) -> str | None:
        """The key of the button under ``pos``."""
        for b in self.buttons:
            if b.hit(pos):
                return b.key
        for key, box in (("sheet_up", self.sheet_up), ("sheet_down", self.sheet_down)):
            if box is not None and _inside(box, pos):
                return key
        return None

    def button(self, key: str) -> ButtonView | None:
        """The button doing ``key``, if shown."""
        return next((b for b in self.buttons if b.key == key), None)


def _inside(box: Box, pos: tuple[float, float]) -> bool:
    return box.x <= pos[0] < box.right and box.y <= pos[1] < box.bottom


@dataclass(frozen=True, slots=True)
class PlateView:
    """A seat's name plate: who, how many tiles they show, whether it is their move."""

    seat: int
    pos: SeatPos
    box: Box
    name: str
    hint: str | None
    sub: str | None
    """The line under the name: the tile count, or the hand's value after the round."""
    short: str | None
    """The same as a bare number (a badge on the avatar when the name takes two lines)."""
    active: bool
    thinking: float | None
    lift: float
    scored: str | None = None
    """The seat's points scored in play this round («10 очков», the engine's figure): they
    take the line under the name and the tile count goes on the avatar's badge."""
    face: str | None = None
    """Whose initials a person's avatar shows (the profile, not «Вы»; None: the name's)."""
    away: str | None = None
    """A person not at the table now: «нет связи», «за неё играет компьютер»
    (a tag under the plate; ``TableSession.away``)."""


@dataclass(frozen=True, slots=True)
class FanView:
    """An opponent's tiles: face down (``count``) or, after the round, face up."""

    pos: SeatPos
    count: int
    shown: tuple[Tile, ...] | None


@dataclass(frozen=True, slots=True)
class Target:
    """A glowing open end where the chosen tile may go; ``number`` is the number it shows."""

    end: int
    box: Box
    angle: int
    strong: bool
    number: int


@dataclass(frozen=True, slots=True)
class TableView:
    """Everything one table frame shows, frozen."""

    size: tuple[int, int]
    scale: float
    now: float
    phase: Phase
    layout: TableLayout
    round: TableRound
    line: BoardLayout
    placed: tuple[Placed, ...]
    """The tiles on the table in the layout's flat order (the line, then the up and down arms)."""
    line_hidden: frozenset[int]
    hand: tuple[Tile, ...]
    hand_boxes: tuple[Box, ...]
    hand_hidden: frozenset[int]
    open_hand: bool
    legal: frozenset[int] | None
    selected: int | None
    hover: int | None
    shake: float
    """Horizontal offset of the selected-for-refusal tile (px), 0 when still."""
    shaken: int | None
    drag: tuple[int, tuple[int, int]] | None
    targets: tuple[Target, ...]
    gathered: tuple[tuple[Tile, Box, int], ...]
    """Doubles set aside for a move of several: each tile, where it will lie, its angle."""
    fans: tuple[FanView, ...]
    bazaar: int
    bazaar_glow: bool
    dealing: int
    """Tiles still waiting to be dealt (they lie where the pile is)."""
    plates: tuple[PlateView, ...]
    flights: tuple[Flight, ...]
    words: tuple[Announcement, ...]
    buttons: tuple[ButtonView, ...]
    message: str | None
    sheet: SheetView | None
    practice: bool
    clock: tuple[Box, float, float] | None
    asking: bool
    cover: CoverView | None
    """The hot-seat cover (it hides the whole table), or None."""
    help: bool
    face: str
    back: str
    numbers: bool
    """Counts and sums are shown (not at the kids' table)."""
    match_time: str | None = None
    """The match time left («Осталось времени: 12:34»), or that it is up; None: no limit."""
    count: str | None = None
    """Fives games: the count of the open ends as it stands on the table («Сумма концов: 15»)."""
    fixtures: Fixtures | None = None
    """Where the prompt, the buttons and the tags sit."""
    recent: tuple[tuple[Placed, Box, int], ...] = ()  # laid: halves as they lie
    """Tiles the others laid since the person at the screen last moved (hot-seat), glowing
    for a while after the cover lifts: each tile, where it lies, its angle."""
    keep: tuple[Box, ...] = ()
    """What a screen draws over the table and the prompt line keeps off besides the table's
    own (``Scene.keep_clear``: the tutorial's arrows)."""


# -- hit areas ----------------------------------------------------------------------------


def build_hits(m: TableModel) -> Hits:
    """The buttons and the sheet's parts for the state as it is now."""
    from kozel_gui.table import flow

    s = m.scale
    if m.covered is not None:
        return Hits.empty()  # the cover hides every button: a click or a key only lifts it
    if m.asking:
        return Hits(_ask_buttons(m.size, s), None)
    buttons = [*_move_buttons(m), *_offer_buttons(m), *_corner_buttons(m)]
    undo = m.fixtures.undo
    if flow.can_undo(m) and undo is not None:
        buttons.append(ButtonView("undo", tr("table.undo"), undo))
    sheet = m.layout.sheet if m.style.sheet else None
    up = down = None
    if sheet is not None and m.expanded:
        total, fit = sheet_window(m)
        geo = sheet_geometry(sheet, s, m.session.sheet, running=_running(m) is not None)
        if total > fit:
            up, down = geo.up, geo.down
    return Hits(tuple(buttons), sheet, up, down)


def _move_buttons(m: TableModel) -> list[ButtonView]:
    """The big buttons the person may need now: «Стучу», the hundred move, both doubles."""
    if not m.ready():
        return []
    kinds = {mv.kind for mv in m.round.legal_moves()}
    one, two = m.fixtures.move_box(1), m.fixtures.move_box(2)
    w = one.w
    if kinds == {MoveKind.PASS}:
        # Wordless (kids): the button is bare and its table draws a knocking hand on it.
        label = tr("table.knock") if m.style.words else ""
        return [ButtonView("knock", label, one, glow=True)]
    if MoveKind.DECLINE in kinds:
        return [ButtonView("hundred", tr("table.hundred_yes"), two._replace(w=w), glow=True),
                ButtonView("decline", tr("table.hundred_no"), two._replace(x=two.right - w, w=w))]
    gathered = len(m.control.gathered)
    if gathered:
        return [ButtonView("gather", ntr("table.put_doubles", gathered), one, glow=True)]
    if MoveKind.PAIR in kinds and not m.round.rules.is_spinner:
        return [ButtonView("pair", tr("table.pair"), one)]
    return []


def _offer_buttons(m: TableModel) -> list[ButtonView]:
    """The session's offers beside the moves (``TableSession.offers``) where the fixtures
    keep them, clear of the board (over the move buttons' place, so both can show)."""
    offers = m.session.offers()
    boxes = m.fixtures.offer_boxes(tuple(label for _, label in offers))
    return [ButtonView(key, label, box, glow=True)
            for (key, label), box in zip(offers, boxes, strict=False)]


def _corner_buttons(m: TableModel) -> list[ButtonView]:
    """«Меню», «Подсказка» and «Помощь», one above another in the cloth's top right corner
    (grown-ups' table), clear of the north hand and the east plate."""
    return [ButtonView(key, tr(f"table.corner_{key}"), box)
            for key, box in zip(CORNER, m.fixtures.corner, strict=False)]


def _ask_buttons(size: tuple[int, int], scale: float) -> tuple[ButtonView, ...]:
    """«Отменить ход» and «Не отменять» on the question panel; the answer that loses nothing
    is the lit one, where the focus ring starts (``TableScene.default_focus``)."""
    w, h = size
    bw, bh = round(230 * scale), round(52 * scale)
    y = round(h / 2 + 40 * scale)
    return (ButtonView("undo_yes", tr("table.undo_yes"), Box(w // 2 - bw - 10, y, bw, bh)),
            ButtonView("undo_no", tr("table.undo_no"), Box(w // 2 + 10, y, bw, bh),
                       glow=True))


def sheet_window(m: TableModel) -> tuple[int, int]:
    """(rows on the sheet, rows that fit) at the table's sheet size; the round being played
    has a row of its own in games that score in play."""
    running = _running(m) is not None
    rows = len(shown_rows(m.session.sheet)) + running
    geo = sheet_geometry(m.layout.sheet, m.scale, m.session.sheet, running=running)
    return rows, geo.fit


# -- the snapshot ----------------------------------------------------------------------------


def snapshot(m: TableModel) -> TableView:
    """The frozen picture of the model that one frame is painted from."""
    r, now = m.round, m.anim.now
    hidden = {f.key for f in m.anim.flights}
    tiles_hidden = {k[2] for k in hidden if isinstance(k[2], Tile)}
    fans_hidden = Counter(k[1] for k in hidden if not isinstance(k[2], Tile))
    hand = tuple(m.hand())
    ready = m.ready()
    c = m.control
    options = c.options() if ready else []
    legal = frozenset(i for i, o in enumerate(options) if o) if ready else None
    aside = {t for t, _ in c.gathered}
    hand_hidden = {i for i, t in enumerate(hand) if t in tiles_hidden or t in aside}
    drag = None
    if c.drag is not None and c.drag.moving and c.drag.index < len(hand):
        hand_hidden.add(c.drag.index)
        drag = (c.drag.index, c.drag.pos)
    shaken, shake = _shake(m)
    line, placed = m.line(), m.placed()
    waiting = sum(1 for f in m.anim.flights if f.key[0] == "deal" and f.move.start > now)
    must_draw = ready and any(mv.kind is MoveKind.DRAW for mv in r.legal_moves())
    return TableView(
        m.size, m.scale, now, m.phase, m.layout, r, line, placed,
        frozenset(i for i, p in enumerate(placed) if p.tile in tiles_hidden),
        hand, tuple(m.hand_boxes()), frozenset(hand_hidden), m.open_hand(), legal,
        c.selected if ready else None, c.hover if ready and c.drag is None else None,
        shake, shaken, drag, _targets(m, hand, options, line), _gathered(m, line),
        _fans(m, fans_hidden),
        _pile(m) + waiting, must_draw, waiting, _plates(m, fans_hidden, tiles_hidden),
        tuple(m.anim.flights), tuple(m.anim.words), m.hits.buttons, _message(m, ready),
        sheet_view(m), m.session.practice, _clock_bar(m), m.asking, _cover(m), m.help,
        m.style.face or m.app.options.face,
        m.style.back or ("green" if m.app.options.table == "wood" else "wood"),
        m.style.numbers,
        match_time=_match_time(m), count=_count(m), fixtures=m.fixtures,
        recent=_recent(m, line, placed),
    )  # fmt: skip


def _pile(m: TableModel) -> int:
    """The tiles the bazaar's pile shows (without the reserve where the style puts it away)."""
    return pile_shown(m.round, m.style.reserve)


def _cover(m: TableModel) -> CoverView | None:
    """The hot-seat cover for the person it waits for."""
    seat = m.covered
    if seat is None:
        return None
    who = m.session.person(seat)
    go = tr("table.cover_go") if m.presence.ready() else None
    return CoverView(seat, who.name, m.session.avatar_hint(seat),
                     tr("table.cover_turn", name=who.name), tr_about("table.cover_pass", who),
                     go, m.session.avatar_name(seat))


def _count(m: TableModel) -> str | None:
    """The count tag's words: the count of the board as it is shown."""
    count = m.shown_count()
    return None if count is None or not m.style.words else tr("table.count", n=count)


def _match_time(m: TableModel) -> str | None:
    """§8.38: the time left, whole seconds up (it reads 0:00 only when it is up)."""
    left = m.session.time_left
    if left is None:
        return None
    if m.session.sheet.time_up:
        return tr("table.time_up_tag")
    seconds = int(left) + (left > int(left))
    return tr("table.time_left", time=f"{seconds // 60}:{seconds % 60:02d}")


def _shake(m: TableModel) -> tuple[int | None, float]:
    from kozel_gui.tween import wiggle

    if m.shake is None:
        return None, 0.0
    # A slower table (the kids') shakes longer (and wider: its style), so the "no" is plain.
    t, long = m.anim.now - m.shake[1], 0.35 * m.style.pace
    if t >= long:
        return None, 0.0
    return m.shake[0], wiggle(t, long, m.style.wiggle * max(m.scale, 0.85))


BECKON_S = 1.2
"""How long the ends glow for a tile let go away from them (times the table's pace)."""


def _targets(m: TableModel, hand: Sequence[Tile], options: Sequence[Mapping[int, object]],
             line: BoardLayout) -> tuple[Target, ...]:
    """The open ends the chosen tile may go to, with the number each shows: the selected
    tile's, the carried tile's, or for a while those of a tile let go away from them
    (strong: "it goes here")."""
    c = m.control
    index, strong = c.selected, False
    if index is None and c.drag is not None and c.drag.moving:
        index = c.drag.index
    if index is None and m.beckon is not None and m.beckon[0] in hand \
            and m.anim.now - m.beckon[1] < BECKON_S * m.style.pace:
        index, strong = hand.index(m.beckon[0]), True
    if index is None or index >= len(hand) or not options:
        return ()
    tile = hand[index]
    ends = m.round.open_ends
    out = []
    for end in options[index]:
        slot = end_slot(line, max(end, 0), tile.is_double)
        shown = ends[end] if ends is not None and end >= 0 else None
        number = -1 if shown is None else shown
        out.append(Target(end, slot.box, slot.angle,
                          strong or (c.choosing and c.end == end), number))
    return tuple(out)


def _gathered(m: TableModel, line: BoardLayout) -> tuple[tuple[Tile, Box, int], ...]:
    """Where each double set aside for a move of several will lie."""
    out = []
    for tile, end in sorted(m.control.gathered, key=lambda p: p[1]):  # in arm order
        slot = end_slot(line, end, True)
        out.append((tile, slot.box, slot.angle))
    return tuple(out)


def _recent(m: TableModel, line: BoardLayout, placed: Sequence[Placed]
            ) -> tuple[tuple[Placed, Box, int], ...]:
    """Where each tile laid since the person at the screen last moved lies on the line, with
    its halves as they lie (a 6–1 laid on a six shows 6 by the six, as the still layer does)."""
    glowing = m.presence.glowing()
    if not glowing:
        return ()
    return tuple((placed[p.index], p.box, p.angle) for p in line.tiles
                 if p.index < len(placed) and placed[p.index].tile in glowing)


def _revealed(m: TableModel, seat: int) -> bool:
    """Whether ``seat``'s hand has turned face up: one by one during the reveal, every hand
    once it is over (a skip to the summary must not leave the last ones face down)."""
    if m.phase is Phase.PLAY or m.round.outcome() is None:
        return False
    if m.phase is not Phase.REVEAL:
        return True
    others = [s for s in range(m.round.players) if s != m.viewer]
    k = others.index(seat) if seat in others else 0
    return m.anim.now >= m.reveal_at + REVEAL_STEP * m.speed * k


def _fans(m: TableModel, fans_hidden: Counter[int]) -> tuple[FanView, ...]:
    r = m.round
    out = []
    for seat in range(r.players):
        if seat == m.viewer:
            continue
        shown = tuple(r.hand(seat)) if m.presence.face_up(seat) and _revealed(m, seat) else None
        out.append(FanView(m.pos_of(seat), r.hand_sizes[seat] - fans_hidden[seat], shown))
    return tuple(out)


def _plates(m: TableModel, fans_hidden: Counter[int], tiles_hidden: set[Tile]
            ) -> tuple[PlateView, ...]:
    from rules import hand_value

    r, now = m.round, m.anim.now
    out = []
    turn = m.mover if m.mover is not None else r.to_move
    # The hands' values replace the tile counts once every hand is face up, not as each
    # turns: during the round's end banner some plates said «1 кость», others had dropped
    # their line for a too-wide «7 очков в руке» (issue 18).
    # The tutorial says when they stay off (``TableModel.shows_worth``): tile counts then.
    every_shown = m.phase is not Phase.PLAY and m.shows_worth() \
        and all(_revealed(m, s) for s in range(r.players))
    for seat in range(r.players):
        pos = m.pos_of(seat)
        if seat == m.viewer:
            count = sum(1 for t in r.hand(seat) if t not in tiles_hidden)
        else:
            count = r.hand_sizes[seat] - fans_hidden[seat]
        lift = sum(t.offset(now) for t in m.anim.taps if t.seat == seat)
        playing = m.phase is Phase.PLAY and r.outcome() is None
        active = playing and turn == seat and m.covered is None
        bot = not m.session.is_human(seat)
        thinking = now if active and bot and m.mover is None and m.think_until is not None \
            else None
        if every_shown:  # at once for every seat (issue 18: plates changed one by one)
            value = hand_value(r.rules, r.hand(seat))
            sub: str | None = ntr("table.summary_hand", value)
            short: str | None = str(value)
        else:
            sub = ntr("table.tiles", count) if count else None
            short = str(count) if count else None
        scored = m.shown_play_points()[seat] if r.rules.score_in_play is not ScoreInPlay.NONE \
            and playing else 0
        if not m.style.numbers:
            sub = short = None
            scored = 0
        out.append(PlateView(seat, pos, m.layout.seats[pos].plate, m.session.name(seat),
                             m.session.avatar_hint(seat), sub, short, active, thinking, lift,
                             ntr("table.plate_points", scored) if scored else None,
                             m.session.avatar_name(seat), m.session.away(seat)))
    if every_shown and not all(p.sub is None or sub_fits(p.sub, p.box, m.scale)
                               for p in out):  # one wider than its plate: numbers on badges
        out = [replace(p, sub=None) for p in out]
    return tuple(out)


def _message(m: TableModel, ready: bool) -> str | None:
    if m.note is not None and m.anim.now < m.note[1]:
        return str(m.note[0])  # in the language shown now
    if not ready or not m.style.words:
        return None
    kinds = {mv.kind for mv in m.round.legal_moves()}
    if kinds == {MoveKind.DRAW}:
        return tr("table.draw_hint")
    c = m.control
    if c.choosing and c.selected is not None and m.round.ends is not None:
        from kozel_gui.table.words import arm_choice, number_name

        if m.round.rules.is_spinner:
            hand = m.hand()
            opts = c.options()[c.selected] if c.selected < len(hand) else {}
            return arm_choice(m.round.open_ends, sorted(opts), m.round.spinner is not None)
        left, right = m.round.ends
        return tr("table.choose_end", left=number_name(left), right=number_name(right))
    if c.gathered:
        return tr("table.gather_hint")
    if any(mv.is_placement for mv in m.round.legal_moves()):
        return tr("table.your_turn")  # P31: only the plate's glow said so
    return None


def sheet_view(m: TableModel) -> SheetView | None:
    """The score sheet panel as the table shows it now (None: a table without one)."""
    if not m.style.sheet:
        return None
    # Until the round's row is written (``TableModel.writing``) the sheet is the match's;
    # then the finished round is on it, its row and totals at once.
    sheet = m.session.sheet_in_play if m.writing() else m.session.sheet
    total, fit = sheet_window(m)
    first = max(0, total - fit) if m.sheet_first is None else m.sheet_first
    return SheetView(m.layout.sheet, sheet, m.names(), m.expanded, m.session.number, first,
                     fit, m.scale, _running(m))


def _running(m: TableModel) -> tuple[tuple[int, int], ...] | None:
    """The round being played on the sheet (games that score in play): the engine's points
    in play per side that have landed on it, and the score with them."""
    if not m.writing() or m.round.rules.score_in_play is ScoreInPlay.NONE:
        return None
    return m.session.sheet_in_play.in_play(m.shown_play_points())


def _clock_bar(m: TableModel) -> tuple[Box, float, float] | None:
    c = m.move_clock
    if not c.running or m.phase is not Phase.PLAY or m.covered is not None:
        return None
    plate = m.layout.seats[m.pos_of(m.round.to_move)].plate
    return plate, c.fraction, c.left
