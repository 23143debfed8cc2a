"""Where the table's own buttons and prompts sit: one source for the hit areas, the painters
and the board's layout, whose tiles keep clear of every box here.

Above the hand, from the bottom up: the prompt's band («Куда: …», reasons, hints), then
the row of buttons (undo at the left, the move buttons in the middle), and over them the
session's offers while it has any («Играть дальше с компьютером»), so none of them covers
another. The corner buttons (menu, hint, help) stand one above another in the
cloth's top right corner; the tags (the count of the open ends, the match time, «Тренировка»)
in the field's top left.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass

from kozel_gui.layout import PROMPT_BAND, Box, TableLayout, is_small
from kozel_gui.table.theme import (
    BUTTON_HALO,
    button_height,
    button_text_size,
    button_width,
    px,
)
from rules import Draw, Rules
from rules.config import ScoreInPlay

__all__ = ["CORNER", "Fixtures", "fixtures", "in_every_language", "table_layout", "tag_box"]

CORNER = ("menu", "hint", "help")
"""The small buttons in the table's top right corner: the mouse's way to what Esc, H and F1 do."""

_GAP = 6  # between the band and the buttons above it


@dataclass(frozen=True, slots=True)
class Fixtures:
    """The boxes of the table's buttons and prompts at one window size."""

    message: Box
    """The band the prompt line is kept inside."""
    move: tuple[float, float, float, float]
    """The move buttons: centre x, top y, and one button's width and height."""
    undo: Box | None
    corner: tuple[Box, ...]
    """«Меню», «Подсказка», «Помощь» (none at a wordless table or a demo)."""
    tags: dict[str, Box]
    """The tags in the field's top left corner by name (``count``, ``match_time``,
    ``practice``)."""
    pair: bool = False
    """Two move buttons may stand side by side (the hundred move and its refusal)."""
    words: bool = True
    """The table shows prompts in words (a wordless table leaves the band to the board)."""
    room: tuple[tuple[str, int], ...] = ()
    """Every offer the session may show (``TableSession.offer_room``): its label and the
    width its button takes."""
    slot: Box | None = None
    """Where the session's offers (``TableSession.offers``) show, over the move buttons,
    as wide as the widest of ``room``: the board keeps clear of it always, so an offer
    coming or going never re-lays the board (issue 13's second playtest: the line
    rearranged itself as «Играть дальше с компьютером» came and went)."""

    def move_box(self, count: int) -> Box:
        """The area ``count`` move buttons side by side take (16 px apart)."""
        cx, y, w, h = self.move
        total = count * w + (count - 1) * 16
        return Box(cx - total / 2, y, total, h)

    def offer_boxes(self, labels: tuple[str, ...]) -> tuple[Box, ...]:
        """Where the offers ``labels`` show: the first in the middle of the slot, as wide as
        its words need; any more one above another over it."""
        if self.slot is None:
            return ()
        slot, widths = self.slot, dict(self.room)
        step = self.move[1] - slot.y  # (a button and the gap under it)
        return tuple(Box(round(slot.center[0] - w / 2), slot.y - step * i, w, slot.h)
                     for i, label in enumerate(labels) for w in [widths.get(label, slot.w)])

    def keepout(self) -> tuple[Box, ...]:
        """Every box the board's tiles keep clear of: a button with the glow and shadow it
        paints around itself (P29: the move button's glow lay over the tiles by it)."""
        buttons = [self.move_box(2 if self.pair else 1), *self.corner,
                   *([self.undo] if self.undo is not None else []),
                   *([self.slot] if self.slot is not None else [])]
        return (*([self.message] if self.words else []), *self.tags.values(),
                *(_halo(b) for b in buttons))


def fixtures(layout: TableLayout, scale: float, *, words: bool, corner: bool,
             button_min: tuple[int, int] = (0, 0), timed: bool = False,
             pair: bool = False, count: bool = False, aside: bool = False,
             offers: tuple[str, ...] = ()) -> Fixtures:
    """The boxes for ``layout`` at ``scale``: a wordless table has no undo, no corner
    buttons and no tags; ``corner`` is off for a demo (nobody to press them); ``timed``:
    the match has a time limit, whose tag stands above «Тренировка»; ``pair``: the rules
    have the hundred move, whose two buttons stand side by side; ``count``: a fives game,
    whose count of the open ends stands first; ``aside``: a four-way table on a small
    window, whose move and undo buttons stand in the hand's band at its two ends, leaving
    the field's bottom to the down arm and its turn (issue 12: over the field they held its
    tiles to 16 px at 1024x600; ``table_layout`` narrows the hand to the room between
    them); ``offers``: the labels of every offer the session may show, whose place over
    the move buttons the board keeps clear of."""
    s, hand, field = scale, layout.hand, layout.field
    band = Box(field.x, hand.y - PROMPT_BAND * s, layout.sheet.x - field.x, PROMPT_BAND * s)
    mw, mh = button_min
    w, h = max(mw, round(200 * s)), max(mh, round(58 * s))
    top = band.y - _GAP * s - h
    cx = hand.center[0]
    total = 2 * w + 16 if pair else w
    if aside:
        cx, top = hand.right - BUTTON_HALO - total / 2, hand.y + (hand.h - h) / 2
    elif layout.bazaar.w > 0 and layout.bazaar.overlaps(field):
        # the pile takes the field's bottom right corner at every player count: the move
        # button stands left of it (over a narrow field beside an east seat they met)
        cx = min(cx, layout.bazaar.x - _GAP * s - 2 * BUTTON_HALO - total / 2)
    move = (float(round(cx)), float(round(top)), float(w), float(h))
    if layout.spot.w > 0:  # the kids' table: beside the hand, never over the board
        cx, cy = layout.spot.center
        w = min(w, int(layout.spot.w))  # inside its spot (a big window's too), on the screen
        move = (float(round(cx)), float(round(cy - h / 2)), float(w), float(h))
    undo = None
    if words:
        uh = button_height(44, s)  # its words as large as a plate's name (PT-Z)
        uw = max(round(190 * s), *(button_width(t, uh, s) for t in in_every_language("table.undo")))
        ux = round(hand.x + BUTTON_HALO) if aside else round(field.x + 10 * s)
        if not aside:  # never into the move button's place (pushed left by the bazaar at 1024×600)
            uw = max(round(190 * s), min(uw, round(move[0] - w / 2 - _GAP * s - ux)))
        undo = (Box(ux, round(hand.y + (hand.h - uh) / 2), uw, uh)
                if aside else Box(ux, round(band.y - _GAP * s - uh), uw, uh))
    names = (("count",) if count else ()) + (("match_time",) if timed else ()) + ("practice",)
    tags = {name: tag_box(field, s, row, name) for row, name in enumerate(names)} if words else {}
    return Fixtures(band, move, undo, _corner(layout, s) if words and corner else (), tags,
                    pair, words, *_room(offers, move, field, s))


OFFER_MARGIN = 24
"""Room kept between an offer's button (with its glow) and the field's edge."""


def _room(labels: tuple[str, ...], move: tuple[float, float, float, float], field: Box,
          s: float) -> tuple[tuple[tuple[str, int], ...], Box | None]:
    """Each offer's width, as its words need («Играть дальше с компьютером» is longer than
    a move's) within the field, and their place over the move buttons' row (both can
    show), as wide as the widest; None where the session offers nothing."""
    if not labels:
        return (), None
    cx, top, w, h = move
    widths = tuple((label, round(min(max(w, button_width(label, h, s)),
                                     field.w - 2 * OFFER_MARGIN))) for label in labels)
    bw = max(width for _, width in widths)
    x = min(max(cx - bw / 2, field.x + OFFER_MARGIN), field.right - OFFER_MARGIN - bw)
    return widths, Box(round(x), round(top - h - round(10 * s)), bw, h)


def table_layout(size: tuple[int, int], rules: Rules, players: int, *, expanded: bool,
                 kids: bool = False, large: bool = False, words: bool = True,
                 corner: bool = True, button_min: tuple[int, int] = (0, 0),
                 timed: bool = False, offers: tuple[str, ...] = ()
                 ) -> tuple[TableLayout, Fixtures]:
    """A table's layout for a window and its fixtures, which the board's tiles keep clear
    of: the one way to build them, so a board looks the same at the table and in a
    replay."""
    w, h = size
    dealt_all = rules.hand_size_for(players) * players >= 28
    layout = TableLayout.for_window(w, h, players, sheet_expanded=expanded, kids=kids,
                                    large=large,
                                    bazaar=rules.draw is not Draw.NONE and not dealt_all)
    aside = rules.is_spinner and not kids and is_small(w)
    fixed = fixtures(layout, min(h, w * 9 / 16) / 720, words=words, corner=corner,
                     button_min=button_min, timed=timed, pair=rules.hundred_move,
                     count=rules.score_in_play is ScoreInPlay.FIVES,
                     aside=aside, offers=offers)
    if aside:
        layout = dataclasses.replace(layout, hand=_between(layout.hand, fixed))
    return dataclasses.replace(layout, keepout=fixed.keepout()), fixed


def _between(hand: Box, fixed: Fixtures) -> Box:
    """The hand's band between the undo and the move buttons standing at its ends."""
    move = _halo(fixed.move_box(2 if fixed.pair else 1))
    left = hand.x if fixed.undo is None else _halo(fixed.undo).right
    return Box(left, hand.y, move.x - left, hand.h)


def _corner(layout: TableLayout, s: float) -> tuple[Box, ...]:
    from kozel_gui.assets import font

    h = button_height(32, s)  # tall enough for words of a plate's name's size (PT-U)
    gap, pad = round(6 * s), round(10 * s)
    size = button_text_size(h, s)
    w = max(font(size, True).size(text)[0] for key in CORNER
            for text in in_every_language(f"table.corner_{key}")) + 2 * pad
    x, y = layout.sheet.x - round(12 * s) - w, round(18 * s)  # right of a 2-player field
    return tuple(Box(x, y + i * (h + gap), w, h) for i in range(len(CORNER)))


def tag_box(field: Box, scale: float, row: int, name: str) -> Box:
    """The box of the tag ``name`` in the ``row``-th place of the field's top left corner,
    wide enough for all its words (the match time's keeps its size while seconds change)."""
    from kozel_gui.assets import font

    face = font(px(18, scale), True)
    texts = {"match_time": [*in_every_language("table.time_left", time="00:00"),
                            *in_every_language("table.time_up_tag")],
             "count": in_every_language("table.count", n=88)}.get(
                 name, in_every_language("table.practice"))
    w, h = max(face.size(t)[0] for t in texts), face.get_height()
    top = round(field.y + 10 * scale + row * (h + 14 * scale))
    return Box(round(field.x + 12 * scale) - 10, top - 4, w + 20, h + 8)


def in_every_language(key: str, **fields: object) -> list[str]:
    """``key``'s words in every language the game speaks: what the board keeps clear of is
    as wide as the widest, so one position lays the same at every window of one size,
    whatever its language, and switching the language does not lay the line anew (issue
    13's playtest PT-R: a joiner in English and a host in Russian saw the line turn at
    different tiles; the corner buttons were as wide as each language's words)."""
    from rules.i18n import LANGUAGES, text

    return [text(lang, key, **fields) for lang in LANGUAGES]


def _halo(box: Box) -> Box:
    """``box`` with what a button paints around it (``theme.BUTTON_HALO``)."""
    return Box(box.x - BUTTON_HALO, box.y - BUTTON_HALO, box.w + 2 * BUTTON_HALO,
               box.h + 2 * BUTTON_HALO)
