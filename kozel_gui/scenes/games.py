"""What to play: every game of the collection (the Kozel family first, then the games of
GAMES.md) as a card: a picture of its table large enough to read the pips, showing what
makes the game (issue 12), «Правила» beside it (its page of the rule book) and its name
under it; the picture or the name starts it. The focused game's line (what it is, its
players, its goal) is written under the grid.

>>> from rules import find_preset
>>> from kozel_gui.i18n import set_language
>>> set_language("en")
>>> game_facts(find_preset("bergen"))
'2–4 players · to 15 points for two, else to 10'
>>> game_facts(find_preset("osel"))
'2–4 players · donkey at 101'
>>> set_language("ru")
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING

import pygame

from kozel_gui.assets import font
from kozel_gui.focus import Item
from kozel_gui.game_pictures import (
    SNAKES,
    Picture,
    paint_picture,
    table_deal,
    table_picture,
    table_round,
)
from kozel_gui.i18n import ntr, tr
from kozel_gui.options import MatchSetup, SeatSetup, default_setup
from kozel_gui.protocol import variant_label
from kozel_gui.settings.presets_store import PresetStore, is_changed
from kozel_gui.settings.rules_editor import preset_label
from kozel_gui.table.words import loser
from kozel_gui.theme import COLOURS
from kozel_gui.widgets import (
    FACES,
    LABEL_PAD,
    UIScene,
    button_face,
    draw_text,
    draw_title,
    felt,
    scale_of,
    themed_font,
    type_scale,
)
from rules import Rules, Scoring, find_preset

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = ["FAMILY", "OTHERS", "SNAKES", "TEAMS_OPTIONAL", "Card", "GamesScene", "Picture",
           "Seating", "card_name", "game_facts", "game_label", "paint_picture", "seatings",
           "setup_for", "table_deal", "table_picture", "table_round"]

FAMILY = ("kozel", "classic", "courtyard", "sports", "kozel_2x2", "sea_goat")
"""The Kozel family (RULES.md), listed first."""
OTHERS = ("osel", "chvv", "general", "telephone", "muggins", "bergen")
"""The games of GAMES.md: the four-way Kozel variants, then the fives and Bergen."""
TEAMS_OPTIONAL = frozenset({"kozel", "courtyard", "sea_goat", "muggins", "osel", "telephone",
                            "chvv"})
"""The games whose rule book lets four play as two pairs or each for themselves (RULES.md
§6 «optional»; GAMES.md §1, §3, §4, §6); the others are played one way only (Kozel 2×2,
Sports and General in pairs; Classic, Bergen and the kids' game each for themselves)."""


@dataclass(frozen=True, slots=True)
class Seating:
    """How many sit down to a game, and whether four of them play as two pairs."""

    players: int
    teams: bool = False

    def label(self) -> str:
        """The chooser's button: «3 игрока», «Пара на пару, 2×2»."""
        return tr("howmany.teams") if self.teams else ntr("howmany.players", self.players)

    def rules(self, rules: Rules) -> Rules:
        """``rules`` played this way (teams switched on or off)."""
        return rules if rules.teams == self.teams else dataclasses.replace(rules, teams=self.teams)


def seatings(rules: Rules) -> tuple[Seating, ...]:
    """Every way ``rules``' game may be sat down to: each number of players it allows, and
    two pairs where its rule book lets four play so (a rule set whose other rules need
    teams, or forbid them, keeps to what it allows)."""
    optional = rules.name in TEAMS_OPTIONAL
    out: list[Seating] = []
    for teams in (False, True):
        if teams != rules.teams and not optional:
            continue
        try:
            played = Seating(4, teams).rules(rules)
        except ValueError:  # e.g. a pairs' fish rule without pairs
            continue
        out += [Seating(4, True)] if teams else [Seating(n, False)
                                                for n in played.players_allowed]
    return tuple(out)


def game_facts(rules: Rules) -> str:
    """Who plays and what for, in a few words: «2–4 игрока · до 200 очков»."""
    allowed = rules.players_allowed
    players = str(allowed[0]) if len(allowed) == 1 else (
        f"{allowed[0]}–{allowed[-1]}" if len(allowed) == allowed[-1] - allowed[0] + 1
        else ", ".join(map(str, allowed)))
    if rules.scoring == Scoring.GOAT:
        goal = tr(f"games.goal_{loser(rules)}", n=rules.goat_at)
    else:
        goal = _target_words(rules)
    return tr("games.facts", players=players, goal=goal)


def _target_words(rules: Rules) -> str:
    """The match's target in words; one per number of players where they differ
    («вдвоём до 15 очков, иначе до 10»), never engine notation like «15 / 10 / 10»."""
    key = "games.goal_wins" if rules.scoring == Scoring.WINS else "games.goal_points"
    groups: dict[int, list[int]] = {}
    for k in rules.players_allowed:
        groups.setdefault(rules.target_for(k), []).append(k)
    (first, counts), *rest = groups.items()
    if not rest:
        return ntr(key, first)
    who = tr("games.who_and").join(tr(f"games.who_{k}") for k in counts)
    head = tr("games.goal_for", who=who, goal=ntr(key, first))
    if len(rest) == 1:
        return tr("games.goal_else", first=head, n=rest[0][0])
    return ", ".join([head, *(tr("games.goal_for", who=tr("games.who_and").join(
        tr(f"games.who_{k}") for k in ks), goal=ntr(key, n)) for n, ks in rest)])


def setup_for(current: MatchSetup, rules: Rules, players: int | None = None) -> MatchSetup:
    """The next match with ``rules`` and ``players`` seats (None: the same seats if the
    game allows their number, else as many as it allows nearest to it); the seats there
    are kept, the person in seat 0, bots fill the rest."""
    n = current.players
    if players is None and n in rules.players_allowed:
        return MatchSetup(rules, current.seats, current.seed)
    wanted = players or min(rules.players_allowed, key=lambda k: (abs(k - n), -k))
    seats: list[SeatSetup] = list(current.seats[:wanted])
    seats += default_setup(wanted, rules).seats[len(seats):]
    return MatchSetup(rules, tuple(seats), current.seed)


_COLUMNS = 4  # cards a row: twelve games in three rows
def card_name(name: str) -> str:
    """The name on game ``name``'s card: the game's one name (``variant_label``), the one the
    settings' list of sets and every other screen say too (PT-Y, u15/m13)."""
    return variant_label(name)


def game_label(name: str) -> str:
    """Game ``name`` as the chooser shows it (its card's name), for a sentence; rules that
    are no card (a saved set, a kids' level) by their own name."""
    return variant_label(name)


@dataclass(frozen=True, slots=True)
class Card:
    """Where one game's card is: all of it, its picture, its name button and «Правила»."""

    name: str
    rect: pygame.Rect
    picture: pygame.Rect
    pick: pygame.Rect
    rules: pygame.Rect
    badge: pygame.Rect | None = None
    """Where the picture writes the points its last move scored (its top right corner)."""


class GamesScene(UIScene):
    """A grid of cards, one a game: its table's picture and its name play it (a click on
    either, or Enter), «Правила» beside the picture shows its rules; the focused game's
    line (what it is, who plays, what for) under the grid; Back at the top."""

    def __init__(self, app: Host, play: Callable[[MatchSetup], None]) -> None:
        super().__init__(app)
        self.play_setup = play
        self.cards: list[Card] = []
        self.pictures: dict[str, Picture] = {}
        self.footer = pygame.Rect(0, 0, 0, 0)
        """Where the focused game's line is written."""
        self.head = pygame.Rect(0, 0, 0, 0)
        """The title's band."""
        self._changed_for: tuple[Rules, bool] | None = None
        """The rules set up last asked of and whether they differ from their set."""

    @staticmethod
    def line_of(name: str) -> str:
        """What game ``name`` is, who plays it and what for, in one line."""
        return f"{tr(f'games.desc.{name}')} · {game_facts(find_preset(name))}"

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        s = scale_of(size)
        margin, gap = max(10, int(16 * s)), max(8, int(12 * s))
        bh = max(36, int(44 * s))
        back = pygame.Rect(margin, margin, max(140, int(180 * s)), bh)
        self.button(back, tr("common.back"), self.back, object_id="#games_back")
        self.head = pygame.Rect(back.right + gap, margin, w - 2 * (back.right + gap), bh)
        line_h = font(self._footer_px(size)).get_linesize()
        self.footer = pygame.Rect(margin, h - margin - line_h, w - 2 * margin, line_h)
        top, bottom = back.bottom + gap, self.footer.top - gap
        rows = -(-len(FAMILY + OTHERS) // _COLUMNS)
        cw = (w - 2 * margin - (_COLUMNS - 1) * gap) // _COLUMNS
        ch = (bottom - top - (rows - 1) * gap) // rows
        self.cards, self.pictures = [], {}
        ts = type_scale(size)  # the buttons' type grows with a large window
        names = self._face(cw - 2 * self._pad(s), ts)
        rules = FACES[-1]
        for i, name in enumerate((*FAMILY, *OTHERS)):
            at = pygame.Rect(margin + (i % _COLUMNS) * (cw + gap),
                             top + (i // _COLUMNS) * (ch + gap), cw, ch)
            self._card(name, at, (s, ts), names, rules)

    @staticmethod
    def _pad(s: float) -> int:
        return max(4, int(6 * s))

    @staticmethod
    def _face(width: int, scale: float) -> tuple[int, str]:
        """The largest button face at which every game's card name fits ``width`` px (the
        type at ``scale``)."""
        return button_face([card_name(n) for n in (*FAMILY, *OTHERS)], width, scale)

    def _card(self, name: str, at: pygame.Rect, scales: tuple[float, float],
              names: tuple[int, str], rules_face: tuple[int, str]) -> None:
        """Game ``name``'s card in ``at``: the picture and «Правила» over the name (the
        buttons' faces ``names`` and ``rules_face``: px and theme class; ``scales``: the
        boxes' and the type's)."""
        s, ts = scales
        pad = self._pad(s)
        name_h = max(32, int(40 * s))
        # «Правила» snug round its word: the picture keeps the width its gutter takes
        rules_w = themed_font(rules_face[0], ts, True).size(tr("games.rules"))[0] + 4 * LABEL_PAD // 3
        rules_h = max(30, int(36 * s))
        inner = at.inflate(-2 * pad, -2 * pad)
        pick = pygame.Rect(inner.x, inner.bottom - name_h, inner.w, name_h)
        # «Правила» in a column of its own, a gutter away from the picture; all the picture
        # shows (its points too) is painted inside it (issue 12: the button sat amid the
        # art, «+35» above it, the chain's tiles against it).
        gutter = self.gutter(s)
        picture = pygame.Rect(inner.x, inner.y, inner.w - rules_w - gutter,
                              pick.top - pad - inner.y)
        rules = pygame.Rect(picture.right + gutter, picture.centery - rules_h // 2, rules_w,
                            rules_h)
        drawn = self.pictures[name] = paint_picture(self.app.tiles, name, picture.size,
                                                    self.app.options.face, self._badge_px(s))
        badge = drawn.written.move(picture.topleft) if drawn.written is not None else None
        card = Card(name, at, picture, pick, rules, badge)
        self.cards.append(card)
        button = self.button(pick, card_name(name), partial(self.choose, name),
                             class_id=names[1], object_id="#game_pick", key=f"game:{name}")
        if name == self.app.setup.rules.name:
            button.select()
        self.button(rules, tr("games.rules"), partial(self.rules_of, name),
                    class_id=rules_face[1], object_id="#game_rules", key=f"rules:{name}")

    @staticmethod
    def gutter(s: float) -> int:
        """The clear space between a card's picture and its «Правила»."""
        return max(10, int(14 * s))

    @staticmethod
    def _badge_px(s: float) -> int:
        return max(20, int(30 * s))

    @staticmethod
    def _footer_px(size: tuple[int, int]) -> int:
        return max(14, int(18 * scale_of(size)))

    def focused_game(self) -> str | None:
        """The game whose card has the focus (the one set up when Back has it); None when
        Back has it and the rules set up are no card's (a saved set, the kids' game, a
        game's set changed in the settings: its line says so)."""
        item = self.focus.current()
        # Under a question the cards' items are gone, not the key the ring keeps: the line
        # behind «Маггинс: сколько игроков?» is Muggins', not the next match's game.
        key = item.key if item is not None else (self.focus.key or "")
        name = key.partition(":")[2]
        if name in self.pictures:
            return name
        rules = self.app.setup.rules
        return rules.name if rules.name in self.pictures and not self._changed(rules) else None

    def footer_line(self) -> str:
        """The line under the grid: the focused game's, else the rules set up for the next
        match, by their name in the settings and their facts."""
        name = self.focused_game()
        if name is not None:
            return self.line_of(name)
        rules = self.app.setup.rules
        return f"{preset_label(rules.name, changed=self._changed(rules))} · {game_facts(rules)}"

    def _changed(self, rules: Rules) -> bool:
        """Whether the rules set up differ from their set as kept (asked once per rules: the
        line is drawn every frame, the saved sets are a file)."""
        if self._changed_for is None or self._changed_for[0] is not rules:
            self._changed_for = (rules, is_changed(rules, PresetStore(self.app.data, self.app.notify)))
        return self._changed_for[1]

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            # The pointer on a card is on that game: the line under the grid follows the
            # mouse as it follows the keys (its «Правила» focused there, else its name).
            card = next((c for c in self.cards if c.rect.collidepoint(event.pos)), None)
            if card is not None:
                on_rules = card.rules.collidepoint(event.pos)
                self.focus.focus(f"{'rules' if on_rules else 'game'}:{card.name}")
        hit = next((c for c in self.cards if c.picture.collidepoint(event.pos)),
                   None) if event.type == pygame.MOUSEBUTTONUP else None
        if hit is not None and event.button == 1:
            self.app.sound.play("click")
            self.choose(hit.name)
            return True
        return super().handle(event)

    def default_focus(self, items: Sequence[Item]) -> Item | None:
        """The game set up for the next match."""
        key = f"game:{self.app.setup.rules.name}"
        return next((i for i in items if i.key == key), None) or super().default_focus(items)

    def arrow_target(self, item: Item, dx: int, dy: int) -> str | None:
        """The arrows go card to card onto a game's name (w06: Down from «Козёл» lit the
        «Правила» of the card below, nearer than its name); Right from a name is its own
        card's «Правила», Left from there its name again.  Up from the top row is Back, Down
        from Back the first card; a row or a column wraps round."""
        names = [c.name for c in self.cards]
        if not names:
            return None
        if item.key == "#games_back":
            return f"game:{names[0]}" if dy > 0 else None
        kind, _, name = item.key.partition(":")
        if name not in names:
            return None
        row, col = divmod(names.index(name), _COLUMNS)
        if (dx > 0 and kind == "game") or (dx < 0 and kind == "rules"):
            return f"{'rules' if dx > 0 else 'game'}:{name}"
        if dx:
            line = names[row * _COLUMNS:(row + 1) * _COLUMNS]
            return f"game:{line[(col + dx) % len(line)]}"
        if dy < 0 and row == 0:
            return "#games_back"
        column = names[col::_COLUMNS]
        return f"game:{column[(row + dy) % len(column)]}"

    def choose(self, name: str) -> None:
        """Game ``name``: asked how many play where it may be played more ways than one,
        else started at once."""
        rules = self._rules_of(name)
        ways = seatings(rules)
        if len(ways) == 1:
            self.start(name, ways[0])
            return
        from kozel_gui.scenes.how_many import HowManyScene

        players = self.app.setup.players
        now = Seating(players, self.app.setup.rules.teams and players == 4)
        self.app.push(HowManyScene(self.app, tr(f"book.preset.{name}"), ways,
                                   now if now in ways else None, partial(self.start, name)))

    def _rules_of(self, name: str) -> Rules:
        """The rules of game ``name``: the next match's own when it is that game (changed
        in the settings, maybe), else the game's preset."""
        current = self.app.setup.rules
        return current if current.name == name else find_preset(name)

    def start(self, name: str, seating: Seating) -> None:
        """Start game ``name`` played by ``seating`` (the seats there kept) from the menu
        (the question of how many play has closed itself); the set-up becomes the next
        match's only when that match starts (the menu may ask first, over this chooser, and
        Cancel comes back to it with the set-up as it was: PT-G r19, it came back to the
        menu)."""
        current = self.app.setup
        rules = seating.rules(self._rules_of(name))
        chosen = current if rules == current.rules and seating.players == current.players \
            else setup_for(current, rules, seating.players)
        self.play_setup(chosen)

    def rules_of(self, name: str) -> None:
        """The rule book's page of ``name``."""
        from kozel_gui.scenes.rules_book import RulesScene

        self.app.push(RulesScene(self.app, find_preset(name)))

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        surface.blit(felt(size, self.app.options.table), (0, 0))
        title_px = max(24, min(int(44 * scale_of(size)), self.head.h))
        draw_title(surface, tr("games.title"), self.head.center, title_px)
        for card in self.cards:
            panel = pygame.Surface(card.rect.size, pygame.SRCALPHA)
            pygame.draw.rect(panel, (0, 0, 0, 70), panel.get_rect(), border_radius=10)
            surface.blit(panel, card.rect.topleft)
            picture = self.pictures[card.name]
            surface.blit(picture.surface, card.picture.topleft)
        text = self.footer_line()
        px = self._footer_px(size)
        while px > 14 and font(px).size(text)[0] > self.footer.w:
            px -= 1
        draw_text(surface, text, px, COLOURS["muted_text"], midtop=self.footer.midtop)
