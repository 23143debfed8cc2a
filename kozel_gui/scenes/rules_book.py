"""The rule book of the variant in play, written from its ``Rules`` fields in plain words.

>>> from rules import find_preset
>>> from kozel_gui.i18n import set_language
>>> set_language("en")
>>> sections = book_sections(find_preset("kozel"))
>>> [heading for heading, _ in sections][:3]
['The tiles and the table', 'The deal', 'Who leads']
>>> any("rule of 13" in p for _, ps in sections for p in ps)
True
>>> set_language("ru")
"""

from __future__ import annotations

import functools
import html
from typing import TYPE_CHECKING

import pygame

from kozel_gui.book import Block, Para
from kozel_gui.book_examples import example_blocks
from kozel_gui.i18n import ntr, tr
from kozel_gui.protocol import variant_label
from kozel_gui.scenes.games import FAMILY, OTHERS, card_name, seatings
from kozel_gui.table.words import loser
from kozel_gui.widgets import LABEL_PAD, BookScene, button_face, scale_of, themed_font, type_scale
from rules import (
    PRESETS,
    Draw,
    FirstLead,
    Fish,
    NextLead,
    NoDoubleLead,
    Rules,
    Scoring,
    find_preset,
)
from rules.config import HandRounding, ScoreInPlay, SpinnerOpens

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = ["GAMES", "RulesScene", "book_games", "book_page", "book_sections", "variant_name"]

GAMES = (*FAMILY, *OTHERS)
"""The games the book has a page for, in the chooser's order."""

Section = tuple[str, list[str]]


def variant_name(rules: Rules) -> str:
    """The variant's name for people: the preset's, marked when its fields were changed."""
    preset, name = PRESETS.get(rules.name), variant_label(rules.name)
    return name if preset is None or preset == rules else tr("book.changed", name=name)


def book_sections(rules: Rules) -> list[Section]:
    """The rule book as (heading, paragraphs), in the current language."""
    sections = [
        (tr("book.h.table"), _table(rules)),
        (tr("book.h.deal"), _deal(rules)),
        (tr("book.h.lead"), _lead(rules)),
        (tr("book.h.play"), _play(rules)),
        (tr("book.h.end"), [tr("book.out"), tr("book.fish_four" if rules.is_spinner
                                                 else "book.fish")]),
        (tr("book.h.hand"), _hand(rules)),
        (tr("book.h.score"), _score(rules)),
    ]
    if rules.move_clock:
        sections.append((tr("book.h.clock"), [
            tr("book.clock", one=rules.clock_one, many=rules.clock_many, fish=rules.clock_fish),
            ntr("book.clock_penalty", rules.clock_penalty)]))
    # A four-way table is no line with two ends; Osel's loser is the donkey; eggs are the
    # points of a tied fish carried on, so only where the rules carry them (P29); no bazaar
    # where every tile is dealt (General).
    bazaar = len(_dealt_all(rules)) < len(rules.players_allowed)
    words = [*(["bazaar"] if bazaar else []),
             *(["board", "spinner"] if rules.is_spinner else ["line"]), "double",
             "knock", "out", "fish"]
    if rules.is_goat:
        words += ["remembered", *(["eggs"] if rules.fish_ties_carry else []), loser(rules)]
    sections.append((tr("book.h.words"), [tr(f"book.w.{w}") for w in words]))
    return sections


def _players(rules: Rules) -> str:
    counts = [str(n) for n in rules.players_allowed]
    return counts[0] if len(counts) == 1 else f"{', '.join(counts[:-1])} {tr('book.or')} {counts[-1]}"


def _table(rules: Rules) -> list[str]:
    return [tr("book.set"), tr("book.players", players=_players(rules)), _sides(rules)]


def _sides(rules: Rules) -> str:
    """Who plays with whom: pairs, each for themselves, or (where the chooser offers both
    ways for four) each for themselves unless four sit down as pairs (PT-G read «Каждый
    играет сам за себя» for Muggins beside the chooser's «Пара на пару»)."""
    if rules.teams:
        return tr("book.teams")
    if any(way.teams for way in seatings(rules)):
        return tr("book.solo_or_pairs")
    return tr("book.solo")


def _per_players(key: str, rules: Rules, field: str) -> str:
    """A sentence with a number for 2, 3 and 4 players (``{a}``, ``{b}``, ``{c}``)."""
    value = getattr(rules, field)
    return tr(key, a=value[0], b=value[1], c=value[2])


def _deal(rules: Rules) -> list[str]:
    if isinstance(rules.hand_size, tuple):
        hand = _per_players("book.hand_per_players", rules, "hand_size")
    else:
        hand = (tr("book.hand_by_players") if isinstance(rules.hand_size, str)
                else tr("book.hand", n=rules.hand_size))
    out = [hand, *_bazaar(rules)]
    if rules.redeal_doubles:
        out.append(tr("book.redeal_doubles", n=rules.redeal_doubles))
    if rules.redeal_same_suit:
        out.append(tr("book.redeal_suit", n=rules.redeal_same_suit))
    if not rules.uses_redeal:
        out.append(tr("book.no_redeal"))
    return out


def _dealt_all(rules: Rules) -> list[int]:
    """The player counts at which every tile is dealt: no bazaar is left to draw from."""
    return [n for n in rules.players_allowed if rules.bazaar_for(n) == 0]


def _bazaar(rules: Rules) -> list[str]:
    """The undealt tiles, as the player counts leave them (four with 7 each take all 28)."""
    dealt_all = _dealt_all(rules)
    if len(dealt_all) == len(rules.players_allowed):
        return [tr("book.dealt_all")]
    if not dealt_all:
        return [tr("book.bazaar")]
    who = tr("games.who_and").join(tr(f"games.who_{n}") for n in dealt_all)
    return [tr("book.bazaar"), tr("book.dealt_all_when", who=who)]


def _draw(rules: Rules) -> list[str]:
    """What a seat with nothing to play does; no bazaar where none is left."""
    if len(_dealt_all(rules)) == len(rules.players_allowed):
        return [tr("book.draw_dealt_all")]
    out = [tr({Draw.UNTIL_PLAYABLE: "book.draw_until", Draw.ONE: "book.draw_one",
               Draw.NONE: "book.draw_none"}[rules.draw])]
    n = rules.bazaar_reserve
    if n and rules.draw != Draw.NONE:
        out.append(tr(f"book.reserve_{n}") if n <= 2 else ntr("book.reserve", n))
    return out


def _lead(rules: Rules) -> list[str]:
    """Who leads.  Where every tile is dealt at every table the first double sought is
    always in some hand: no «нет его ни у кого» and no lead without doubles (a playtest
    read them in «Козёл 2×2» as rules that could happen)."""
    key = f"book.lead_{rules.first_lead.value}"
    if rules.first_lead == FirstLead.DRAW_LOTS:
        out = [tr(key)]
    elif len(_dealt_all(rules)) == len(rules.players_allowed):
        out = [tr(f"{key}_dealt")]
    else:
        out = [tr(key), tr("book.no_double_highest" if rules.no_double_lead == NoDoubleLead.HIGHEST
                           else "book.no_double_lowest")]
    partner = rules.next_lead == NextLead.WINNER_PARTNER and rules.teams
    out.append(tr("book.next_partner" if partner else "book.next_winner"))
    if rules.lead_must_be_double:
        out.append(tr("book.lead_double_bonus" if rules.double_bonuses else "book.lead_double"))
    return out


def _play(rules: Rules) -> list[str]:
    out = [tr("book.match_end_spinner" if rules.is_spinner else "book.match_end")]
    if rules.is_spinner:
        out += [tr("book.spinner"), tr("book.spinner_at_once"
                                       if rules.spinner_opens == SpinnerOpens.AT_ONCE
                                       else "book.spinner_sides_first")]
    out.append(tr("book.must_play"))
    out += _draw(rules)
    if rules.double_both_ends:
        out.append(tr("book.several_doubles" if rules.is_spinner else "book.both_ends"))
    return out


def _hand(rules: Rules) -> list[str]:
    out = [tr("book.pips")]
    if rules.teams:
        out.append(tr("book.team_pips"))
    # The values the engine counts (``Rules.lone_*``: the double bonuses set their own), not
    # the raw fields, which the bonuses override (the book said 10 where 25 was counted).
    if rules.lone_zero_zero:
        out.append(tr("book.zero_alone", n=rules.lone_zero_zero))
    if rules.zero_zero_value:
        out.append(tr("book.zero_value", n=rules.zero_zero_value))
    if rules.lone_six_six != 12:
        out.append(tr("book.six_alone", n=rules.lone_six_six))
    if rules.zero_and_six_alone is not None:
        out.append(tr("book.zero_six", n=rules.zero_and_six_alone))
    return out


def _score(rules: Rules) -> list[str]:
    if rules.scoring == Scoring.WINS:
        return [ntr("book.wins", rules.target_for(rules.players_allowed[-1])),
                tr("book.fish_fewest")]
    if rules.scoring == Scoring.POINTS:
        return _points(rules)
    out = [tr(f"book.{loser(rules)}", n=rules.goat_at),
           tr("book.goat_out_team" if rules.teams else "book.goat_out"),
           ntr("book.open", rules.open_at) if rules.open_at else tr("book.no_open")]
    out += _goat_fish(rules)
    extras = (("double_bonuses", "book.bonuses"), ("hundred_move", "book.hundred"),
              ("bald_goat", "book.bald"), ("six_six_out_wins", "book.six_out"))
    out += [tr(key) for name, key in extras if getattr(rules, name)]
    return out


def _points(rules: Rules) -> list[str]:
    """Points are good: the target, points in play, what the round's end writes."""
    out = [_per_players("book.points_per_players", rules, "target")
           if isinstance(rules.target, tuple) else tr("book.points", n=rules.target)]
    if rules.score_in_play == ScoreInPlay.FIVES:
        out.append(tr("book.fives"))
    elif rules.score_in_play == ScoreInPlay.BERGEN:
        out.append(tr("book.bergen_heads"))
    if rules.score_in_play != ScoreInPlay.NONE and not rules.lead_scores:
        out.append(tr("book.lead_no_score"))
    if rules.win_points:
        out.append(ntr("book.win_points", rules.win_points))
    elif rules.fish == Fish.SMALLER_PAIR_WINS_ALL:
        out.append(tr("book.points_out_team"))
    else:
        out.append(tr("book.points_out_opponents" if rules.teams else "book.points_out"))
    out.append(tr({Fish.SMALLER_PAIR_WINS_ALL: "book.fish_pair",
                   Fish.BERGEN_DOUBLES: "book.fish_bergen",
                   Fish.LOWEST_WINS_OTHERS: "book.fish_lowest_others"}.get(rules.fish,
                                                                         "book.fish_lowest")))
    if rules.hand_rounding != HandRounding.NONE and not rules.win_points:
        out.append(tr("book.round_up" if rules.hand_rounding == HandRounding.UP_5
                      else "book.round_nearest"))
    if rules.score_in_play != ScoreInPlay.NONE:
        out.append(tr("book.play_stands"))
    return out


def _goat_fish(rules: Rules) -> list[str]:
    if rules.fish == Fish.VOID:
        return [tr("book.fish_void")]
    if rules.fish == Fish.MAX_TAKES_ALL:
        return [tr("book.fish_max")]
    if rules.fish == Fish.TEAM_LARGER_TAKES_ALL:
        return [tr("book.fish_team"), tr("book.fish_full" if rules.fish_full
                                         else "book.fish_not_full")]
    return [tr("book.fish_each")] + ([tr("book.fish_carry")] if rules.fish_ties_carry else [])


def book_page(rules: Rules) -> list[Block]:
    """The rule book as the page shows it: a heading and a bullet per rule, by section,
    then the game's worked examples drawn as tiles (a preset's own page only)."""
    out: list[Block] = []
    for heading, paragraphs in book_sections(rules):
        out += [Para("head", html.escape(heading)), *(Para("item", p) for p in paragraphs),
                Para("gap")]
    if PRESETS.get(rules.name) == rules:
        out += example_blocks(rules.name)
    return out


def book_games(rules: Rules) -> tuple[Rules, ...]:
    """The rule book's pages, one a game in the chooser's order: ``rules`` as the page of
    its own game (changed in the settings, maybe), the other games' presets; rules that are
    no game of the chooser (a saved set, the kids' game) come first."""
    pages = tuple(rules if name == rules.name else find_preset(name) for name in GAMES)
    return pages if rules.name in GAMES else (rules, *pages)


class RulesScene(BookScene):
    """The rule book, opened at the page of ``rules``, scrollable, with Back (or Esc); «‹»
    and «›» beside Back (or Left and Right) turn to the other games' pages, each button
    naming the game it turns to (issue 12: the menu's «Правила» showed one game's page,
    with no way on to the others)."""

    def __init__(self, app: Host, rules: Rules) -> None:
        super().__init__(app)
        self.pages = book_games(rules)
        self.at = self.pages.index(rules)
        """Which page is open."""

    @property
    def rules(self) -> Rules:
        """The rules of the page open."""
        return self.pages[self.at]

    def title(self) -> str:
        return tr("book.title", name=variant_name(self.rules))

    def paragraphs(self) -> list[Block]:
        return book_page(self.rules)

    def neighbour(self, step: int) -> Rules:
        """The page ``step`` away (-1: the one before), round the book's end."""
        return self.pages[(self.at + step) % len(self.pages)]

    def build(self, size: tuple[int, int]) -> None:
        super().build(size)
        page, back = self.items
        gap = max(8, int(12 * scale_of(size)))
        width = (self.page.w - back.rect.w) // 2 - gap
        labels = [tr("book.previous", name=_page_name(self.neighbour(-1))),
                  tr("book.next", name=_page_name(self.neighbour(1)))]
        ts = type_scale(size)  # the buttons' type grows with a large window
        face = button_face(labels, width, ts)
        # As wide as the longer name needs, not the whole row: Back stays the row's middle.
        words = max(themed_font(face[0], ts, True).size(label)[0] for label in labels)
        width = min(width, max(back.rect.w, words + 4 * LABEL_PAD))
        turns = []
        for step, label, x in ((-1, labels[0], self.page.left),
                               (1, labels[1], self.page.right - width)):
            rect = pygame.Rect(x, back.rect.y, width, back.rect.h)
            self.button(rect, label, functools.partial(self.turn, step), class_id=face[1],
                        object_id="#book_turn", key=f"book:{'next' if step > 0 else 'previous'}")
            turns.append(self.items.pop())
        self.items[:] = [page, turns[0], back, turns[1]]  # Tab: the page, then left to right

    def turn(self, step: int) -> None:
        """Open the page ``step`` away, at its top; the focus stays on the button pressed."""
        self.at = (self.at + step) % len(self.pages)
        self.scroller.offset = 0
        self.clear()
        self.build(self.app.size)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in _TURN_KEYS:
            self.app.sound.play("click")
            self.turn(_TURN_KEYS[event.key])
            return True
        return super().handle(event)


_TURN_KEYS = {pygame.K_LEFT: -1, pygame.K_RIGHT: 1}


def _page_name(rules: Rules) -> str:
    """A page's game as a button turning to it names it: the chooser's card name, else the
    variant's own."""
    return card_name(rules.name) if PRESETS.get(rules.name) == rules else variant_name(rules)
