"""The main menu: the title over the table felt, big centred buttons, a language toggle."""

from __future__ import annotations

import dataclasses
import functools
import random
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

import pygame

from kozel_gui import scenes
from kozel_gui.assets import font
from kozel_gui.cli import version
from kozel_gui.focus import Item
from kozel_gui.i18n import LANGUAGES, get_language, language_name, listing, ntr, tr
from kozel_gui.theme import COLOURS, type_px
from kozel_gui.widgets import (
    FACES,
    UIScene,
    button_face,
    draw_text,
    draw_title,
    felt,
    scale_of,
    themed_font,
    type_scale,
)

if TYPE_CHECKING:
    from kozel_gui.host import Host
    from kozel_gui.options import MatchSetup
    from kozel_gui.scene import Scene
    from kozel_gui.tiles import TileRenderer

__all__ = ["MenuScene", "is_new_to_the_game", "loose_tiles", "over_saved", "table_with_tiles"]

# Tiles lying about the table for atmosphere: (low, high, x, y as shares of the window,
# degrees, face up).  They keep to the sides so the buttons stay clear.
_LOOSE_TILES = (
    (5, 6, 0.085, 0.30, 12, True), (3, 3, 0.16, 0.52, 95, True), (1, 4, 0.07, 0.74, -18, True),
    (2, 6, 0.20, 0.83, 70, False), (0, 5, 0.90, 0.26, -14, True), (4, 4, 0.83, 0.47, 8, True),
    (2, 3, 0.925, 0.66, 80, False), (1, 6, 0.81, 0.80, -75, False), (6, 6, 0.93, 0.88, 20, True),
)


class MenuScene(UIScene):
    """Continue (the ways back to a match), Play, Games, Learn to play, Open a table, Join,
    Settings, Rules, Kids, Score pad, History, Statistics, About, Quit; who is playing at the
    top left, RU/EN at the top right."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.saved: tuple[Any, Any] | None = None
        self._looked_for_save = False
        self._background: tuple[tuple[int, int], pygame.Surface] | None = None
        self._back_row: list[Any] = []
        """The buttons of the ways back to a match (Continue), made anew when it comes or goes."""
        self.new_to_the_game = False
        """The menu offers the tutorial in a line under the title (``is_new_to_the_game``)."""

    def enter(self) -> None:
        self._looked_for_save = False

    def update(self, dt: float) -> None:
        # Reading the autosave imports the engine and the bots: do it once the first frame
        # is on screen, so the window opens at once; Continue appears a frame later.
        if not self._looked_for_save and self.app.frames > 0:
            self._looked_for_save = True
            offer = is_new_to_the_game(self.app)
            found = scenes.load_autosave(self.app)  # the current profile's match only
            comes_or_goes = (found is None) != (self.saved is None)
            changed = comes_or_goes or offer != self.new_to_the_game
            was = self.default_focus(self.focus.items())
            self.saved, self.new_to_the_game = found, offer
            # Continue comes (the default then) or goes (another profile's); the tutorial's
            # offer comes (its button the default) or goes: the focus goes to the new default
            # unless the player had gone to another button already (the pointer or a key,
            # while a slow machine read the save: Enter then opened the tutorial instead).
            # Only the row of the ways back is made anew: every other button stays the one
            # the pointer may be pressing now (PT-T: a press begun as the save was read had
            # its button killed under it, and the release only focused the new one).
            if changed:
                chosen = self.focus.key
                if comes_or_goes and self.app.stack.top is self:
                    self._build_back_row(self.app.size)
                if chosen in (None, was.key if was else None) or all(
                        i.key != chosen for i in self.focus.items()):
                    self.focus.reset()

    def back(self) -> None:
        """Esc on the main menu does nothing: quitting is a button."""

    def default_focus(self, items: Sequence[Item]) -> Item | None:
        """The most likely next step: Continue when a match is saved; else «Вернуться за
        стол» when a network table keeps our seat (after a crash the focus sat on the
        tutorial); else «Научиться играть» while the menu offers the tutorial (issue 14:
        its line invited to it, the focus sat on Play); else Play."""
        keys = ["#menu_continue", "#menu_back_to_table"]
        if self.new_to_the_game:
            keys.append("#menu_learn")
        by_key = {i.key: i for i in items}
        found = next((by_key[k] for k in keys if k in by_key), None)
        return found or super().default_focus(items)

    # -- the buttons -------------------------------------------------------------

    def rows(self) -> list[list[tuple[str, Callable[[], None]]]]:
        """The buttons, row by row; the first, the ways back to a match (Continue, «Вернуться
        за стол»), is empty when there is none: its place is kept all the same."""
        def screen(key: str, module: str) -> tuple[str, Callable[[], None]]:
            return (key, lambda: self.app.push(scenes.scene_class(module)(self.app)))

        # The ways back to a match: one row, so a low window still holds every row (two rows
        # of them pushed «Об игре / Выход» off a 1024×600 window); the top one, the row
        # kept empty without them, so that no other button moves when Continue comes or
        # goes (e45: a click aimed at «Правила» landed where it had been).
        back: list[tuple[str, Callable[[], None]]] = []
        if self.saved is not None:
            back.append(("menu.continue", self.resume))
        if self._seat_kept():  # a network table keeps our seat: the way back to it
            back.append(("menu.back_to_table", self.back_to_table))
        rows: list[list[tuple[str, Callable[[], None]]]] = [
            back, [("menu.play", self.play), ("menu.games", self.games)]]
        # A row of its own: a third button beside Play and Games would be too narrow.
        rows.append([("menu.learn", self.learn)])
        rows.append([screen("menu.host", "net_open"), screen("menu.join", "net_join")])
        rows.append([("menu.settings", self.settings), ("menu.rules", self.rules)])
        for pair in (("kids", "scorepad"), ("history", "stats")):
            rows.append([screen(f"menu.{module}", module) for module in pair])
        rows.append([("menu.about", self.about), ("menu.quit", self.app.quit)])
        return rows

    def _seat_kept(self) -> bool:
        from kozel_gui.net_seats import last_table

        return last_table(self.app) is not None

    def back_to_table(self) -> None:
        """«Вернуться за стол»: join the last table where a seat is kept for us (the Join
        screen, filled with it, stays below: a refusal or an unreachable host is said
        there, and the address can be changed)."""
        join: Any = scenes.scene_class("net_join")(self.app)
        self.app.push(join)
        join.join()

    def keep_clear(self) -> list[pygame.Rect]:
        """The title and its subtitle: a message (why a network table went) never covers
        them."""
        w, h = self.app.size
        _, _, below = _heading((w, h))
        return [pygame.Rect(0, 0, w, below)]

    def settings(self) -> None:
        """Settings; with a match saved, they say that it plays on by its own rules (as
        they say from the pause menu of a match in progress)."""
        settings: Any = scenes.scene_class("settings")
        if self.saved is None:
            self.app.push(settings(self.app))
        else:
            self.app.push(settings(self.app, playing=self.saved[0].rules.name, saved=True))

    def play(self, chosen: MatchSetup | None = None) -> None:
        """A new match with the saved set-up (or ``chosen``, the games chooser's: it becomes
        the set-up only once the match really starts, so a cancelled question leaves the
        set-up as it was), its seats as set up (the session gives each person a profile);
        asks first when that would drop saved matches: those any of its people sit in (at
        a hot-seat table, maybe not the current profile's).  A table of others with a match
        going stays theirs: the current profile plays its own (``saves.new_match``), and is
        told so first."""
        from kozel_gui.profiles import Profiles
        from kozel_gui.saves import new_match
        from kozel_gui.scenes.games import game_label

        wanted = chosen or self.app.setup
        plan = new_match(self.app, wanted)
        setup, replaced = plan.setup, plan.replaced

        def start_new(over: Callable[[Scene], None]) -> None:
            if wanted != self.app.setup:
                self.app.set_setup(wanted)
            over(scenes.table_scene(self.app, setup))

        if not replaced and not plan.apart:
            start_new(self.app.reset_to)  # the table alone, from the chooser too
            return
        from kozel_gui.scenes.confirm import ConfirmScene

        current = Profiles.load(self.app.data).playing
        question = over_saved([s.people for s in replaced],
                              current.name if current is not None else None,
                              game_label(setup.rules.name),
                              [game_label(s.game) for s in replaced]) if replaced else ""
        if plan.apart:
            question = ntr("menu.new_apart_lost" if replaced else "menu.new_apart",
                           len(plan.apart), seat=setup.humans[0] + 1,
                           names="; ".join(listing(s.people) for s in plan.apart))
        self.app.push(ConfirmScene(self.app, question, tr("menu.new_match"),
                                   functools.partial(start_new, self.app.reset_to)))

    def games(self) -> None:
        """What to play: every game, its line and its rules; choosing one starts it."""
        from kozel_gui.scenes.games import GamesScene

        self.app.push(GamesScene(self.app, self.play))

    def learn(self) -> None:
        """The guided first match, resumed at the step where it was left."""
        from kozel_gui.tutorial.scene import TutorialScene

        self.app.push(TutorialScene(self.app))

    def resume(self) -> None:
        """Continue the autosaved match."""
        if self.saved is not None:
            self.app.replace(scenes.table_scene(self.app, *self.saved))

    def rules(self) -> None:
        """The rule book of the variant set up for the next match."""
        from kozel_gui.scenes.rules_book import RulesScene

        self.app.push(RulesScene(self.app, self.app.setup.rules))

    def about(self) -> None:
        """Credits and licences."""
        from kozel_gui.scenes.about import AboutScene

        self.app.push(AboutScene(self.app))

    def set_language(self, lang: str) -> None:
        """Switch the language of the whole game (saved in the options)."""
        if lang != self.app.options.language:
            self.app.set_options(dataclasses.replace(self.app.options, language=lang))

    # -- layout ------------------------------------------------------------------

    def build(self, size: tuple[int, int]) -> None:
        rows = self.rows()
        self._back_row = self._put_rows(size, rows[:1], 0)
        self._put_rows(size, rows[1:], 1)
        self._build_language_toggle(size)
        self._build_profile_button(size)

    def _build_back_row(self, size: tuple[int, int]) -> None:
        """The row of the ways back to a match made anew (Continue came or went), first in
        Tab order as ever; the other buttons are left as they are."""
        for element in self._back_row:
            self.actions.pop(element, None)
            self.items[:] = [i for i in self.items if getattr(i, "element", None) is not element]
            self.elements.remove(element)
            element.kill()
        count = len(self.items)
        self._back_row = self._put_rows(size, self.rows()[:1], 0)
        self.items[:] = self.items[count:] + self.items[:count]

    def _put_rows(self, size: tuple[int, int], rows: Sequence[Sequence[tuple[str, Callable[[], None]]]],
                  first_row: int) -> list[Any]:
        """The buttons of ``rows``, the first of them the menu's row ``first_row``, all in
        the one face of the menu (``_face``); returns them."""
        from kozel_gui.tutorial.progress import menu_words

        w = size[0]
        width = _menu_width(size)
        top, height, gap = _rows_box(size, len(self.rows()))
        face = self._face(size)
        made = []
        for i, row in enumerate(rows, start=first_row):
            if not row:
                continue  # its place kept (``rows``)
            cell = (width - gap * (len(row) - 1)) // len(row)
            for j, (key, action) in enumerate(row):
                label = menu_words(self.app.data) if key == "menu.learn" else tr(key)
                rect = pygame.Rect(0, 0, cell, height)
                rect.topleft = ((w - width) // 2 + j * (cell + gap), top + i * (height + gap))
                made.append(self.button(rect, label, action, class_id=face,
                                        object_id="#" + key.replace(".", "_")))
        return made

    def _face(self, size: tuple[int, int]) -> str:
        """The one face of every big button of the menu: the largest at which every label
        fits its button (Continue counted whether shown or not, so that neither its coming
        nor its going changes it); where one does not fit, all shrink together (issue 12: at
        1920×1080 «Присоединиться» and its row were smaller than «Играть»)."""
        from kozel_gui.tutorial.progress import menu_words

        width, gap = _menu_width(size), _rows_box(size, len(self.rows()))[2]
        pair = (width - gap) // 2
        # Continue counted whether shown or not (it comes and goes without a rebuild): alone
        # in its row, or beside «Вернуться за стол».
        ways = [tr("menu.continue"), tr("menu.back_to_table")] if self._seat_kept() else []
        paired = [*ways, *(tr(k) for row in self.rows()[1:] if len(row) > 1 for k, _ in row)]
        scale = type_scale(size)
        whole = button_face([menu_words(self.app.data), tr("menu.continue")], width, scale)
        return max(button_face(paired, pair, scale), whole, key=FACES.index)[1]

    def _build_profile_button(self, size: tuple[int, int]) -> None:
        """Who is playing, top left; a click opens the profile chooser.

        With no profile yet (Back at the first start) it asks «Кто играет?», so a
        profile can always be chosen or made from the menu.
        """
        from kozel_gui.profiles import Profiles

        current = Profiles.load(self.app.data).current
        text = tr("profile.title") if current is None else tr("profile.current", name=current)
        ts = type_scale(size)  # its words grow with the window: so does the button
        self.button(pygame.Rect(16, 16, themed_font(18, ts, True).size(text)[0] + type_px(40, ts),
                                type_px(44, ts)), text,
                    lambda: self.app.push(scenes.scene_class("profile")(self.app)),
                    class_id="@small_button", object_id="#profile")

    def _build_language_toggle(self, size: tuple[int, int]) -> None:
        """Each language by its own name («Українська», not a country's code), right-aligned."""
        ts = type_scale(size)
        bh, margin, gap = type_px(44, ts), 16, 6
        x = size[0] - margin
        for lang in reversed(LANGUAGES):
            name = language_name(lang)
            bw = themed_font(18, ts, True).size(name)[0] + type_px(28, ts)
            x -= bw
            button = self.button(pygame.Rect(x, margin, bw, bh), name,
                                 functools.partial(self.set_language, lang),
                                 class_id="@small_button", object_id=f"#lang_{lang}")
            x -= gap
            if lang == get_language():
                button.select()

    # -- drawing -----------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        if self._background is None or self._background[0] != size:
            self._background = (size, table_with_tiles(size, self.app.options.table,
                                                        self.app.tiles))
        surface.blit(self._background[1], (0, 0))
        w, h = size
        s = scale_of(size)
        subtitle, offer, _ = _heading(size)
        draw_title(surface, tr("app.title"), (w // 2, int(h * 0.14)), _TITLE.size(s))
        draw_text(surface, tr("menu.subtitle"), _SUBTITLE.size(s), COLOURS["text"],
                  midtop=(w // 2, subtitle))
        draw_text(surface, tr("menu.footer", version=version()), _FOOTER_PX, COLOURS["muted_text"],
                  midbottom=(w // 2, h - _FOOTER_GAP))
        if self.new_to_the_game:
            draw_text(surface, tr("tutorial.offer"), _OFFER.size(s), COLOURS["title"],
                      midtop=(w // 2, offer))


def is_new_to_the_game(app: Host) -> bool:
    """Whether the menu offers the tutorial («Впервые играете в Козла?»): it was never
    opened, and the current profile (or, with none, the player with no profile) has not
    played a match to its end, nor a network match (P28: the offer stayed after a whole
    match; issue 13's playtest V: after a network match its host closed)."""
    from kozel_gui.tutorial.progress import Progress

    if Progress.load(app.data) is not None:
        return False
    from kozel_gui.profiles import Profiles

    return not played(app, Profiles.load(app.data).current)


def played(app: Host, profile: str | None) -> bool:
    """Whether ``profile`` has a finished match in the history (read only: the menu never
    sets a bad history file aside, the history screen does and says so)."""
    from kozel_gui.history import HISTORY_FILE, has_played

    path = app.data.path(HISTORY_FILE)
    return path.exists() and has_played(path, profile)


def over_saved(tables: Sequence[Sequence[str]], current: str | None, started: str,
               lost: Sequence[str]) -> str:
    """The question before a new match of game ``started`` replaces the saved matches of
    ``tables`` (who sits at each; ``lost``: each one's game): the current profile's own (or
    the guest's, nobody's), another's, a hot-seat table's people, or several."""
    ask = tr("menu.new_start", game=started)
    if len(tables) > 1:
        listed = "; ".join(tr("menu.lost_table_game", names=listing(t), game=g)
                           for t, g in zip(tables, lost, strict=True))
        return f"{ask} {tr('menu.lost_tables', tables=listed)}"
    people, game = tables[0], lost[0]
    if len(people) > 1:
        return f"{ask} {tr('menu.lost_table', game=game, names=listing(people))}"
    if not people or (current is not None and people[0].casefold() == current.casefold()):
        return f"{ask} {tr('menu.lost_saved', game=game)}"
    return f"{ask} {tr('menu.lost_saved_of', game=game, name=people[0])}"


class _Face(NamedTuple):
    """A heading's font size: ``px`` at 720p, never below ``least``."""

    px: int
    least: int

    def size(self, s: float) -> int:
        """The size at scale ``s``."""
        return max(self.least, int(self.px * s))


_TITLE, _SUBTITLE, _OFFER = _Face(84, 14), _Face(26, 18), _Face(19, 16)


def _heading(size: tuple[int, int]) -> tuple[int, int, int]:
    """Tops of the subtitle and of the tutorial's offer, and where the offer ends: the
    title, its subtitle and the offer stack down without touching, whatever the language."""
    s = scale_of(size)
    title = _TITLE.size(s)
    title_h = font(title, bold=True).get_height() + max(2, title // 18)  # with its shadow
    subtitle = int(size[1] * 0.14) + title_h // 2 + int(4 * s)
    offer = subtitle + font(_SUBTITLE.size(s)).get_height() + int(6 * s)
    return subtitle, offer, offer + font(_OFFER.size(s)).get_height()


_FOOTER_PX, _FOOTER_GAP = 16, 10
"""The version line's type, and its gap above the window's bottom edge."""


def footer_top(size: tuple[int, int]) -> int:
    """Where the version line at the bottom of the menu starts."""
    return size[1] - _FOOTER_GAP - font(_FOOTER_PX).get_height()


def _menu_width(size: tuple[int, int]) -> int:
    """The width of the menu's rows of buttons: wider with the window, as its type grows
    (issue 12: held at 600 px, a 1920×1080 window's larger type no longer fitted a pair)."""
    s = scale_of(size)
    return int(min(600 * type_scale(size), max(460, 520 * s)))


def _rows_box(size: tuple[int, int], count: int) -> tuple[int, int, int]:
    """The top of the first of ``count`` rows of buttons, a row's height and the gap
    between rows: under the heading, a margin clear of the version line (r62: «Выход»
    against it at 1024×600 with Continue), closer and lower where the window is low."""
    s = scale_of(size)
    height, gap = int(max(50, 62 * s)), int(max(10, 14 * s))
    first = max(int(size[1] * 0.30), _heading(size)[2] + int(12 * s))  # under the offer's line
    room = footer_top(size) - max(10, int(14 * s)) - first
    block = count * (height + gap) - gap
    if block > room:  # many rows in a low window: closer, never clipped
        height, gap = max(40, height * room // block), max(6, gap * room // block)
        if count * (height + gap) - gap > room:  # the gaps narrow first, then the rows
            gap = max(6, min(gap, (room - count * height) // max(1, count - 1)))
            height = min(height, (room - (count - 1) * gap) // count)
        block = count * (height + gap) - gap
    return first + max(0, int((room - block) * 0.3)), height, gap


def table_with_tiles(size: tuple[int, int], style: str, tiles: TileRenderer,
                     clear: Sequence[pygame.Rect] = ()) -> pygame.Surface:
    """The felt with a few loose tiles at the sides, none under ``clear`` (the screen's
    controls and words: ``loose_tiles``), made once per window size."""
    surface = felt(size, style).copy()
    for turned, rect in loose_tiles(size, tiles, clear):
        surface.blit(turned, rect)
    return surface


def loose_tiles(size: tuple[int, int], tiles: TileRenderer, clear: Sequence[pygame.Rect] = ()
                ) -> list[tuple[pygame.Surface, pygame.Rect]]:
    """The loose tiles' pictures and where they lie: each at its spot, else moved out to its
    side of the window, else up or down, clear of ``clear`` and of the tiles before it; left
    out where no place is clear (issue 19: on a low window the first screen's language
    buttons were drawn over two of them)."""
    w, h = size
    s = scale_of(size)
    long_px = max(60, int(118 * s))
    jitter = random.Random(7)
    keep = [c.inflate(2 * int(10 * s), 2 * int(10 * s)) for c in clear]
    out: list[tuple[pygame.Surface, pygame.Rect]] = []
    for low, high, x, y, angle, up in _LOOSE_TILES:
        sprite = tiles.face(low, high, long_px) if up else tiles.back(long_px)
        turned = pygame.transform.rotate(sprite, angle + jitter.uniform(-3, 3))
        rect = _clear_spot(turned.get_rect(center=(int(x * w), int(y * h))), size,
                           keep + [r for _, r in out], -1 if x < 0.5 else 1)
        if rect is not None:
            out.append((turned, rect))
    return out


def _clear_spot(rect: pygame.Rect, size: tuple[int, int], keep: Sequence[pygame.Rect],
                side: int) -> pygame.Rect | None:
    """``rect`` where it is, or moved towards ``side`` (-1: left), then up or down, so it
    meets none of ``keep`` and stays in the window; None where nothing is clear."""
    window = pygame.Rect((0, 0), size)
    step = max(4, size[0] // 100)
    tries = [(dx, 0) for dx in range(0, size[0], step)]
    tries += [(0, dy) for n in range(1, size[1] // step) for dy in (-n * step, n * step)]
    for dx, dy in tries:
        moved = rect.move(side * dx, dy)
        if (dx or dy) and not window.contains(moved):
            continue
        if moved.collidelist(list(keep)) < 0:
            return moved
    return None
