"""What to play: every game of the collection (the Kozel family first, then the games of
GAMES.md), each with a line saying what it is, its players and its goal; a game button
starts it, «Правила» beside it opens its page of the rule book.

>>> from rules import find_preset
>>> from kozel_gui.i18n import set_language
>>> set_language("en")
>>> game_facts(find_preset("bergen"))
'2–4 players · to 15 points for two, else to 10'
>>> game_facts(find_preset("osel"))
'2–4 players · 101 makes the donkey'
>>> set_language("ru")
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache, partial
from typing import TYPE_CHECKING

import pygame

from kozel_gui.assets import font
from kozel_gui.board_picture import Position, draw_position
from kozel_gui.focus import Item
from kozel_gui.i18n import ntr, tr
from kozel_gui.options import MatchSetup, SeatSetup, default_setup
from kozel_gui.table.words import loser
from kozel_gui.theme import COLOURS
from kozel_gui.widgets import UIScene, draw_text, draw_title, felt, scale_of
from rules import Round, Rules, Scoring, find_preset

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = ["FAMILY", "OTHERS", "TEAMS_OPTIONAL", "GamesScene", "Seating", "game_facts",
           "seatings", "setup_for", "table_picture"]

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


# Four seats' hands and the moves that lay each kind of table for a game's picture.
_LINE = ((("5:5", "0:0"), ("2:5", "1:1"), ("5:6", "3:3"), ("4:6", "2:2")),
         ("5:5", "2:5<", "5:6>"))
"""A short line, its double across."""
_SPINNER = ((("3:3", "4:5", "0:0"), ("3:4", "0:6", "1:1"), ("3:6", "1:3", "2:2"),
             ("2:3", "5:5")),
            ("3:3", "3:4>", "3:6<", "2:3^", "4:5>", "0:6<", "1:3v"))
"""The spinner with tiles on each of its four arms, the sides longer (the picture is wide):
Telephone's house with four arms."""
_OWN = {
    "bergen": ((("4:6", "1:5"), ("2:6", "0:0"), ("2:4", "1:1"), ("3:5", "3:3")),
               ("4:6", "2:6>", "2:4<")),
    # Bergen's double-header: both ends show 2.
    "muggins": ((("5:5", "1:1"), ("4:5", "2:2"), ("5:6", "3:3"), ("0:5", "1:2")),
                ("5:5", "4:5<", "5:6>", "0:5^")),
    # The sides first, then the spinner's up arm: the ends count 10, a multiple of five.
    "osel": ((("1:1", "1:2", "2:5"), ("1:6", "6:6", "4:4", "5:5"), ("1:4", "2:3"),
              ("1:5", "3:4")),
             ("1:1", "1:6<", "1:4>", "1:5^", "1:2v", "6:6<+4:4>+5:5^")),
    # Four directions at once, and three doubles laid in one move on three of them.
    "chvv": ((("2:2", "2:4"), ("2:5", "0:3"), ("2:6", "1:3"), ("2:3", "0:4")),
             ("2:2", "2:5>", "2:6^", "2:3v", "2:4<")),
    # The arms open at once and each seat lays its own arm: four arms, each for himself.
}
"""Each game's own table where it has one (P29: the four spinner games shared one tiny
cross)."""


@cache
def table_picture(name: str) -> Position:
    """The table the chooser pictures for game ``name``: its own engine plays a few moves."""
    rules = find_preset(name)
    hands, moves = _OWN.get(name, _SPINNER if rules.is_spinner else _LINE)
    r = Round.from_hands(rules, hands)
    for move in moves:
        r = r.play(move)
    return Position.of(r)


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


_LABEL_PAD = 12  # px kept clear at each end of a game's button
_PICTURE_RATIO = 2.6  # a game's picture: this many times as wide as its button is tall


class GamesScene(UIScene):
    """Two columns of games; a game's button plays it, «Правила» shows its rules, Back."""

    def __init__(self, app: Host, play: Callable[[], None]) -> None:
        super().__init__(app)
        self.play_setup = play
        self.notes: list[tuple[str, tuple[int, int], int]] = []
        self.pictures: list[tuple[str, pygame.Rect, pygame.Surface]] = []
        """(game, where, its table drawn for that box), made once per layout."""

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        s = scale_of(size)
        self.notes, self.pictures = [], []
        margin, gap = max(16, int(24 * s)), max(6, int(8 * s))
        bh, small = max(40, int(46 * s)), max(15, int(17 * s))
        col_w = min(int(560 * s) + 120, (w - 3 * margin) // 2)
        rules_w = max(font(18, True).size(tr("games.rules"))[0] + 2 * _LABEL_PAD,
                      int(130 * s) if s >= 1 else 0)
        top = int(h * 0.17)
        row_h = bh + small + 2 * gap
        pic_w, snug = self._picture_width(col_w - rules_w - 2 * gap, bh)
        for c, names in enumerate((FAMILY, OTHERS)):
            x = (w - 2 * col_w - margin) // 2 + c * (col_w + margin)
            for i, name in enumerate(names):
                y = top + i * row_h
                rules = find_preset(name)
                self._picture(name, pygame.Rect(x, y, pic_w, bh))
                pick = pygame.Rect(x + pic_w + gap, y, col_w - pic_w - rules_w - 2 * gap, bh)
                button = self.button(pick,
                                     tr(f"book.preset.{name}"), partial(self.choose, name),
                                     class_id="@snug_button" if snug else "@big_button",
                                     object_id="#game_pick", key=f"game:{name}")
                if name == self.app.setup.rules.name:
                    button.select()
                self.button(pygame.Rect(x + col_w - rules_w, y, rules_w, bh),
                            tr("games.rules"), partial(self.rules_of, name),
                            class_id="@small_button", object_id="#game_rules",
                            key=f"rules:{name}")
                line = f"{tr(f'games.desc.{name}')} · {game_facts(rules)}"
                self.notes.append((line, (x + 4, y + bh + gap // 2), col_w - 8))
        self.button(pygame.Rect(margin, h - margin - bh, max(160, int(200 * s)), bh),
                    tr("common.back"), self.back, object_id="#games_back")

    @staticmethod
    def _picture_width(room: int, bh: int) -> tuple[int, bool]:
        """How wide the pictures are in a row of ``room`` px beside Rules, and whether the
        names need the snug face: every name whole at one size, the picture as wide as
        that leaves (at most ``_PICTURE_RATIO`` × ``bh``), the big face kept if it can."""
        names = [tr(f"book.preset.{n}") for n in (*FAMILY, *OTHERS)]
        most = round(bh * _PICTURE_RATIO)
        big = max(font(26, True).size(n)[0] for n in names) + 2 * _LABEL_PAD + 4
        if room - big >= 2 * bh:
            return min(most, room - big), False
        snug = max(font(20, True).size(n)[0] for n in names) + 2 * _LABEL_PAD + 4
        return min(most, room - snug), True

    def _picture(self, name: str, where: pygame.Rect) -> None:
        """Draw game ``name``'s table for ``where`` with the game's tile painter, once."""
        drawn = draw_position(self.app.tiles, table_picture(name), where.size,
                              self.app.options.face, marks=False)
        self.pictures.append((name, where, drawn.surface))

    def default_focus(self, items: Sequence[Item]) -> Item | None:
        """The game set up for the next match."""
        key = f"game:{self.app.setup.rules.name}"
        return next((i for i in items if i.key == key), None) or super().default_focus(items)

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
        """Set the next match to game ``name`` played by ``seating`` (the seats there
        kept) and start it from the menu (the question of how many play has closed itself)."""
        current = self.app.setup
        rules = seating.rules(self._rules_of(name))
        if rules != current.rules or seating.players != current.players:
            self.app.set_setup(setup_for(current, rules, seating.players))
        self.app.pop()
        self.play_setup()

    def rules_of(self, name: str) -> None:
        """The rule book's page of ``name``."""
        from kozel_gui.scenes.rules_book import RulesScene

        self.app.push(RulesScene(self.app, find_preset(name)))

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        w, h = size
        s = scale_of(size)
        surface.blit(felt(size, self.app.options.table), (0, 0))
        draw_title(surface, tr("games.title"), (w // 2, int(h * 0.08)), int(56 * s))
        for _, where, picture in self.pictures:
            surface.blit(picture, where.topleft)
        for text, (x, y), width in self.notes:
            px = max(14, int(17 * s))
            while px > 14 and font(px).size(text)[0] > width:
                px -= 1
            draw_text(surface, text, px, COLOURS["muted_text"], topleft=(x, y))
