"""The list of past matches, newest first, a page at a time; open one in the replay viewer."""

from __future__ import annotations

import sqlite3
import zlib
from collections.abc import Collection, Mapping, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from kozel_gui.assets import fit_text, font
from kozel_gui.controls import Area
from kozel_gui.focus import GOLD, Item
from kozel_gui.game_choice import GameChoice, chooser_width, game_label, set_names
from kozel_gui.history import HISTORY_FILE, History, MatchRow
from kozel_gui.i18n import Person, ntr, tr, words
from kozel_gui.i18n.dates import shown_date
from kozel_gui.i18n.names import person_of, shown_name
from kozel_gui.kids.art import picture_avatar, star
from kozel_gui.kids.levels import FREE_PLAY_VARIANT, table_stars
from kozel_gui.match_end import left_words
from kozel_gui.profiles import Profiles
from kozel_gui.ring import row_band
from kozel_gui.theme import COLOURS, readable_on, text_px
from kozel_gui.widgets import UIScene, back_size, draw_text, draw_title, felt, scale_of

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = ["HistoryScene", "row_cells"]

# Column shares of the list's width: date, variant, players, result, scores (the least each
# gets; the words on the page decide the rest, ``column_widths``).
_COLUMNS = (0.19, 0.16, 0.31, 0.16, 0.18)
_CELL_PAD = 10
"""Px between a cell's words and the next column."""
_INSET = row_band(GOLD) + 6
"""Px from a line's side to its first words: clear of the chosen line's ring by a word's
gap (the ring lies inside the line; at 10 px the first letter touched it)."""
_RESULT_COLOURS = {"won": COLOURS["glow"], "goat": COLOURS["open"]}
_KIDS_RESULTS = ("won", "lost", "left")


_KIDS_LEVELS = {"kids_level1": "kids.level1", "kids_level2": "kids.level2",
                "kids_level3": "kids.level3"}
"""A kids' level's short title (the card's); any other kids' game is a free game."""


def row_cells(row: MatchRow, people: Collection[str] = (), viewer: str | None = None,
              names: Mapping[str, str] | None = None) -> list[str]:
    """The texts of one line of the list: the profile's result, or who was the goat; a match
    played over the network, or written in the score pad, says so by its variant.  A kids'
    game says its level and its result in words (its stars are drawn: no rating, no score).

    Stock names are shown in the language in use («Зина» → "Zoe"); the names people typed
    (``people``: the profiles; the row's own profile; every name of a score pad) as typed.
    ``viewer``: the profile looking (None: the row's own); the row's player is «Вы» to it.
    A house rule set is named with its game first, by ``names`` (its newest, by key), else by
    the name it had then.
    """
    typed = {*people, row.profile}
    players = [shown_name(p, typed=row.scorepad or p in typed) for p in row.players]
    if row.kids:
        result = tr(f"history.kids_{row.result}") if row.result in _KIDS_RESULTS else ""
        return [shown_date(row.played_at), tr(_KIDS_LEVELS.get(row.variant, "history.kids_free")),
                ", ".join(players), result, ""]
    if row.left is not None:  # when it was given up, and by whom (issue 14, playtest 30)
        result = left_words(row.written, _seat_person(row, row.left, typed, viewer))
    elif row.result == "left":
        result = left_words(row.rounds)
    elif row.result:
        result = tr(f"history.result_{row.result}")
    elif row.goat is not None:
        pair = len(row.scores) != len(players)  # a side of two: «козлы: Баба и Коля»
        result = tr("history.goat_is_pair" if pair else "history.goat_is",
                    name=_side_name(row, players, row.goat))
    else:
        result = ""
    known = {row.variant: row.set_name} if row.set_name else {}
    variant = game_label(row.variant, {**known, **(names or {})})
    if row.network:
        variant = tr("history.network", variant=variant)
    elif row.scorepad:
        variant = tr("history.scorepad", variant=variant)
    if row.practice:  # the mark the statistics and the rating leave it out by (playtest S)
        variant = tr("history.practice", variant=variant)
    return [shown_date(row.played_at), variant, _players_cell(row, players), result,
            scores_cell(row)]


def scores_cell(row: MatchRow) -> str:
    """What each side had: the totals written, as a record reads, then any points held
    unwritten said in words («0 : 0 : 18 : 0; запомнено 17 : 8 : 0 : 18»).  The sheet's own
    «+17» mark needs the sheet's legend: alone in a list it read as points scored (PT-Y:
    «+20 : 0 : +16 : +2»); dropping the held points hid what each side had (playtest 30); a
    row of zeros read as a bug (issue 14): it says nothing was written."""
    scores = " : ".join(map(str, row.scores)) if any(row.scores) \
        else tr("history.nothing_written")
    if any(row.remembered):
        return tr("history.scores_held", scores=scores,
                  held=" : ".join(map(str, row.remembered)))
    return scores


def _players_cell(row: MatchRow, players: list[str]) -> str:
    """Who played: each seat in turn, or for pairs each pair in the order of the scores
    («Баба и Коля : Дед и Зина» beside «86 : 123»; seat order, «Баба, Дед, Коля, Зина»,
    left the reader to guess which pair scored which: playtest S)."""
    if len(row.scores) == len(players) or len(players) != 2 * len(row.scores):
        return ", ".join(players)
    return " : ".join(_side_name(row, players, side) for side in range(len(row.scores)))


def _seat_person(row: MatchRow, seat: int, typed: Collection[str | None],
                 viewer: str | None) -> Person:
    """Who sat at ``seat`` of a stored match, for sentences about them: «Вы» for the row's
    player seen by its own profile (or by anyone, in a record under none), else the seat's
    name as the list shows it, agreeing with the gender stored with it."""
    yours = viewer is None or row.profile is None or row.profile == viewer
    if yours and seat == row.player:
        return Person.you()
    name = row.players[seat] if seat < len(row.players) else f"{seat + 1}"
    gender = row.genders[seat] if seat < len(row.genders) else None
    return person_of(name, gender, typed=row.scorepad or name in typed)


def _fitted(text: str, px: int, bold: bool, width: int) -> tuple[pygame.font.Font, str]:
    """A cell's text a little smaller when that makes it fit, cut with «…» only past that."""
    for size in range(px, max(13, px - 4) - 1, -1):
        if font(size, bold).size(text)[0] <= width:
            return font(size, bold), text
    face = font(max(13, px - 4), bold)
    return face, fit_text(face, text, width)


def column_widths(lines: Sequence[Sequence[str]], px: int, width: int,
                  bold: Sequence[bool]) -> list[int]:
    """The columns' widths for ``lines`` of cells (the heading first) in ``width`` px: each
    as wide as its widest words when they all fit, the room left shared by ``_COLUMNS``;
    else each column a share of ``width`` as its words' (at 1024×600 «Козёл 2×2, правила
    федерации» was cut in its fixed 16 % while «Итог» had room to spare)."""
    need = [max(font(px, bold[i] or n == 0).size(line[i])[0] for n, line in enumerate(lines))
            + _CELL_PAD for i in range(len(_COLUMNS))]
    spare = width - sum(need)
    if spare >= 0:
        return [n + int(spare * share) for n, share in zip(need, _COLUMNS, strict=True)]
    return [int(width * n / sum(need)) for n in need]


def _side_name(row: MatchRow, players: list[str], side: int) -> str:
    if len(row.scores) == len(players):
        return players[side]
    return tr("protocol.team", a=players[side], b=players[side + 2])


class HistoryScene(UIScene):
    """Past matches (the current profile's, or everyone's), a page at a time.

    Each line is in the focus ring: a click or the arrows choose it, a double click, Enter
    or «Просмотр» opens its replay; Page Up/Down turn the pages.
    """

    def __init__(self, app: Host, child: str | None = None) -> None:
        super().__init__(app)
        self.history: History | None = None
        profiles = Profiles.load(app.data)
        self.child = profiles.get(child) if child is not None else None
        """The child whose games these are (from the profile screen), or None: a grown-up's."""
        self.profile = self.child.name if self.child is not None else profiles.current
        self.people = frozenset(profiles.names)
        """Names people typed (the profiles'): shown as typed in every language."""
        self.hidden = () if self.child is not None else tuple(c.name for c in profiles.children)
        """Whose games a grown-up's list never shows: the children's are their own (a line
        under the list says where they are: P30, a parent found none under «Все»)."""
        self.only_mine = self.profile is not None
        self.game = GameChoice(())
        """Which game's matches are listed (every game's at first)."""
        self.page = 0
        self.rows: list[MatchRow] = []
        self.total = 0
        self.selected = 0
        self.row_rects: list[pygame.Rect] = []
        self.widths: list[int] = []
        """The table's columns as last drawn (``column_widths``)."""
        self.per_page = 10
        self.pager: tuple[Any, ...] = ()
        """«‹ Новее» and «Старше ›» (enabled only when there is a page that way)."""

    # -- data ----------------------------------------------------------------------

    def enter(self) -> None:
        try:
            self.history = History.open(self.app.data.path(HISTORY_FILE))
        except (sqlite3.Error, OSError) as exc:
            self.app.notify(words("history.not_opened", reason=exc))
            return
        if self.history.message:
            self.app.notify(self.history.message)
        self.reload()

    def leave(self) -> None:
        super().leave()
        if self.history is not None:
            self.history.close()
            self.history = None

    def reload(self) -> None:
        """Read the page shown (and the count) again."""
        if self.history is None:
            return
        profile = self.profile if self.only_mine else None
        pads = self.child is None  # the score pads are the device's: every grown-up's list
        self.game.keep(self.history.variants(profile, hidden=self.hidden, pads=pads))
        self.game.names = set_names(self.app.data, self.history.set_names(), self.app.notify)
        variant = self.game.current
        self.total = self.history.count(profile, hidden=self.hidden, variant=variant, pads=pads)
        self.page = max(0, min(self.page, (self.total - 1) // self.per_page))
        self.rows = self.history.list_matches(self.per_page, self.page * self.per_page, profile,
                                              hidden=self.hidden, variant=variant, pads=pads)
        self.selected = min(self.selected, max(0, len(self.rows) - 1))
        self._pager()

    @property
    def pages(self) -> int:
        """Number of pages (at least one)."""
        return max(1, -(-self.total // self.per_page))

    # -- controls -----------------------------------------------------------------------

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        s = scale_of(size)
        margin, (bw, bh) = max(16, int(24 * s)), back_size(size)
        # The chosen line's ring lies inside it: the text keeps clear of the ring's band.
        line = font(max(16, int(19 * s))).get_linesize() + 2 * (GOLD.width + 7)
        list_top = int(h * 0.2)
        below = line if self.hidden else 0  # where the children's games are
        self.per_page = max(3, (h - list_top - bh - 2 * margin - line - below) // line)
        self.row_rects = [pygame.Rect(margin, list_top + line * (i + 1), w - 2 * margin, line)
                          for i in range(self.per_page)]
        self.pager = ()  # the last build's buttons are gone
        self.reload()
        y = h - margin - bh
        self.back_button(size, (margin, y), "#history_back")
        self.button(pygame.Rect(w - margin - bw, y, bw, bh), tr("history.replay"),
                    self.open_selected, object_id="#history_replay")
        nav = max(130, int(160 * s))
        self.pager = (
            self.button(pygame.Rect(w // 2 - nav - 6, y, nav, bh), tr("history.prev"),
                        lambda: self.turn(-1), class_id="@small_button",
                        object_id="#history_prev"),
            self.button(pygame.Rect(w // 2 + 6, y, nav, bh), tr("history.next"),
                        lambda: self.turn(1), class_id="@small_button",
                        object_id="#history_next"))
        self._pager()
        top_h = max(40, int(44 * s))
        if self.profile is not None and self.child is None:  # a child's games are its own
            key = "history.everyone" if self.only_mine else "history.only_mine"
            self.button(pygame.Rect(w - margin - bw, margin, bw, top_h), tr(key),
                        self.toggle_mine, class_id="@small_button", object_id="#history_mine")
        if self.game.offered and self.child is None:  # a child's levels are not games
            label = self.game.label()
            gw = chooser_width(label, s, bw, w // 2 - margin - int(200 * s))
            self.button(pygame.Rect(margin, margin, gw, top_h), label, self.step_game,
                        class_id="@small_button", object_id="#history_game")

    def focusables(self) -> list[Item]:
        """The lines shown, then the buttons."""
        rows: list[Item] = [
            Area(f"row:{row.id}", rect, action=self.open_selected, row=True,
                 on_focus=partial(self._select, i))
            for i, (row, rect) in enumerate(zip(self.rows, self.row_rects, strict=False))]
        return [*rows, *self.items]

    def default_focus(self, items: Sequence[Item]) -> Item | None:
        """The chosen line (the newest at first); «Назад» when there is none."""
        if self.rows:
            key = f"row:{self.rows[self.selected].id}"
            found = next((i for i in items if i.key == key), None)
            if found is not None:
                return found
        return super().default_focus(items)

    def turn(self, delta: int) -> None:
        """Show the next (older) or previous (newer) page."""
        self.page = max(0, min(self.pages - 1, self.page + delta))
        self.selected = 0
        self.reload()

    def _pager(self) -> None:
        """«‹ Новее» only with a newer page, «Старше ›» only with an older one (b26: with one
        page both looked pressable and did nothing)."""
        if not self.pager:
            return  # not built yet (or being rebuilt): the build sets them
        for button, there in zip(self.pager, (self.page > 0, self.page < self.pages - 1),
                                 strict=True):
            if there:
                button.enable()
            else:
                button.disable()

    def step_game(self) -> None:
        """List the next game's matches (every game's after the last)."""
        self.game.step()
        self.page = self.selected = 0
        self.reload()
        self.resize(self.app.screen.get_size())

    def toggle_mine(self) -> None:
        """Switch between the profile's matches and everyone's."""
        self.only_mine = not self.only_mine
        self.page = 0
        self.reload()
        self.resize(self.app.screen.get_size())

    def open_selected(self) -> None:
        """Open the selected match in the replay viewer."""
        if self.history is None or not self.rows:
            return
        row = self.rows[self.selected]
        try:
            stored = self.history.get_match(row.id)
            if stored is None:
                return
            from kozel_gui.scenes.replay import ReplayScene

            if row.kids:  # the child's pictures, faces and stars: no number
                from kozel_gui.kids.replay import open_kids_replay

                scene = open_kids_replay(self.app, row, stored)
            elif row.scorepad:  # typed at a real table: its sheet as entered, no moves
                from kozel_gui.scenes.pad_replay import PadReplayScene

                scene = PadReplayScene(self.app, stored.match, stored.setup, row.played_at)
            else:
                scene = ReplayScene(self.app, stored.match, stored.setup, row.played_at)
        except (ValueError, KeyError, TypeError, zlib.error, sqlite3.Error) as exc:
            self.app.notify(words("history.unreadable", id=row.id, reason=exc))
            return
        self.app.push(scene)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.turn(-1 if event.key == pygame.K_PAGEUP else 1)
            self.focus.reset()  # onto the new page's first line
            return True
        return super().handle(event)

    def _select(self, index: int) -> None:
        self.selected = max(0, min(len(self.rows) - 1, index))

    # -- drawing ----------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        w, h = size
        s = scale_of(size)
        surface.blit(felt(size, self.app.options.table), (0, 0))
        heading = tr("history.title" if self.child is None else "history.kids_title")
        title = draw_title(surface, heading, (w // 2, int(h * 0.08)), int(52 * s))
        info = tr("history.count", n=self.total)
        if self.child is not None:  # whose games: the child's picture and name
            info = tr("history.kids_count", name=self.child.name, n=self.total)
            d = max(36, int(48 * s))
            assert self.child.avatar is not None
            surface.blit(picture_avatar(self.child.avatar, d),
                         (int(24 * s) + 8, title.centery - d // 2))
        if self.total:
            info += " · " + tr("history.page", page=self.page + 1, pages=self.pages)
        draw_text(surface, info, max(16, int(20 * s)), midtop=(w // 2, title.bottom + 4))
        if self.hidden:
            bottom = self.row_rects[-1].bottom + 8 if self.row_rects else int(h * 0.8)
            px = max(16, int(19 * s))
            fit = fit_text(font(px), ntr("history.kids_where", len(self.hidden)),
                           w - 2 * int(24 * s))
            draw_text(surface, fit, px, COLOURS["muted_text"], midtop=(w // 2, bottom))
        if not self.rows:
            draw_text(surface, tr("history.empty"), text_px(22, s, least=22),
                      midtop=(w // 2, int(h * 0.4)))
            return
        self._draw_table(surface, max(16, int(19 * s)))

    def _draw_table(self, surface: pygame.Surface, px: int) -> None:
        first = self.row_rects[0]
        head = first.move(0, -first.h)
        box = head.union(self.row_rects[len(self.rows) - 1]).inflate(8, 8)
        pygame.draw.rect(surface, COLOURS["panel"], box, border_radius=10)
        pygame.draw.rect(surface, COLOURS["brass"], box, 2, border_radius=10)
        columns = (("date", "level", "players", "result", "stars") if self.child is not None
                   else ("date", "variant", "players", "result", "scores"))
        titles = [tr(f"history.col_{k}") for k in columns]
        cells = [row_cells(row, self.people, self.profile, self.game.names) for row in self.rows]
        self.widths = column_widths([titles, *cells], px, first.w - 2 * _INSET,
                                    [i == 3 for i in range(len(titles))])
        self._draw_cells(surface, head, titles, px, COLOURS["title"], bold=True)
        for i, (row, rect) in enumerate(zip(self.rows, self.row_rects, strict=False)):
            back = COLOURS["button_active"] if i == self.selected else COLOURS["panel"]
            if i == self.selected:
                pygame.draw.rect(surface, back, rect, border_radius=6)
            # the result is drawn bold, so it needs the large-text contrast (WCAG: 3)
            colour = readable_on(_RESULT_COLOURS.get(row.result, COLOURS["text"]), back, 3.0)
            self._draw_cells(surface, rect, cells[i], px, COLOURS["text"], result=colour)
            if row.kids:
                self._draw_stars(surface, rect, row, px)

    def _draw_stars(self, surface: pygame.Surface, rect: pygame.Rect, row: MatchRow,
                    px: int) -> None:
        """A kids' game's stars in its last column, as the child earned them: those it
        stored (a go at level 1), else three for a win, one for a game played through, none
        for one left (drawn: no numbers); a free game earns none, so shows none (P30: three
        empty stars there looked like a game gone badly)."""
        if row.variant == FREE_PLAY_VARIANT:
            return
        earned = row.stars if row.stars is not None else \
            table_stars(row.result == "won") if row.result in ("won", "lost") else 0
        x = rect.x + _INSET + sum(self.widths[:-1])
        r = px * 0.45
        for i in range(3):
            star(surface, (x + r + i * r * 2.6, rect.centery), r, filled=i < earned)

    def _draw_cells(self, surface: pygame.Surface, rect: pygame.Rect, cells: list[str],
                    px: int, colour: str, bold: bool = False, result: str | None = None) -> None:
        x = rect.x + _INSET
        for i, (cell_w, text) in enumerate(zip(self.widths, cells, strict=True)):
            strong = bold or (result is not None and i == 3)  # the result is bold
            cell_face, shown = _fitted(text, px, strong, cell_w - _CELL_PAD)
            tint = result if (result is not None and i == 3) else colour
            image = cell_face.render(shown, True, tint)
            surface.blit(image, image.get_rect(midleft=(x, rect.centery)))
            x += cell_w
