"""Every field of ``rules.Rules`` as the rules editor shows it: group, control, range, texts.

Labels and help texts are the catalog's ``field.<name>`` and ``field.<name>_help``;
the help quotes the rule book (RULES.md) in plain words, so a player knows exactly
what a switch does.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, fields
from typing import Any, Literal

from rules import Draw, FirstLead, Fish, NextLead, NoDoubleLead, Rules, Scoring, ZeroZeroLead
from rules.config import HandRounding, Layout, ScoreInPlay, SpinnerOpens
from rules.config_checks import FAMILY_OF, PER_PLAYERS, Family, family, shows_setting
from rules.i18n import has_text, text

__all__ = [
    "FIELDS", "GOAT_AT_LEAST", "GROUPS", "TARGET_AT_LEAST", "FieldSpec", "absent", "choice_label",
    "contradictions", "family_of", "field_spec", "format_value", "group_label", "not_applying",
]

Kind = Literal["bool", "choice", "int", "optional_int", "players", "per_players"]

GROUPS = ("players", "deal", "leads", "play", "layout", "end", "scoring", "sea", "clocks")
"""Groups of the rules editor in the order shown (headings: ``field.group.<key>``)."""


@dataclass(frozen=True, slots=True)
class FieldSpec:
    """How one ``Rules`` field is edited and explained."""

    name: str
    group: str
    kind: Kind
    choices: tuple[Any, ...] = ()
    lo: int = 0
    hi: int = 999

    def text(self, lang: str, kind: Family | None = None) -> tuple[str, str]:
        """(label, help) in ``lang``; in a game of the family ``kind`` the help of a setting
        that works the other way where points are bad says that game's way
        (``field.<name>_help.bad`` / ``.good``: a time penalty is added to a goat's points,
        taken off a points game's)."""
        side = "bad" if kind == Family.GOAT else "good"
        keys = (f"field.{self.name}_help.{side}", f"field.{self.name}_help")
        return text(lang, f"field.{self.name}"), next(
            text(lang, key) for key in keys if has_text(lang, key))


def _f(name: str, group: str, kind: Kind, *,
       choices: tuple[Any, ...] = (), lo: int = 0, hi: int = 999) -> FieldSpec:
    return FieldSpec(name, group, kind, choices, lo, hi)


GOAT_AT_LEAST = 50
"""The least goat limit the editor steps to: twice the highest opening of the rule book
(25, sea goat and the courtyard; Kozel's is 13), so the round that opens an account cannot
by itself make the goat; a match still takes a few written rounds (RULES.md §4, §6)."""
TARGET_AT_LEAST = 5
"""The least target the editor steps to: the smallest any game plays to (the kids' five
rounds won; Bergen plays to 10 or 15, the points games to 100 and more; GAMES.md)."""

_HAND_CHOICES: tuple[Any, ...] = ("by_players", (6, 6, 5), *range(1, 15))

FIELDS: tuple[FieldSpec, ...] = (
    _f("players_allowed", "players", "players"),
    _f("teams", "players", "bool"),
    _f("hand_size", "deal", "choice", choices=_HAND_CHOICES),
    _f("redeal_doubles", "deal", "int", hi=7),
    _f("redeal_same_suit", "deal", "int", hi=7),
    _f("bazaar_reserve", "deal", "int", hi=14),
    _f("first_lead", "leads", "choice", choices=tuple(FirstLead)),
    _f("no_double_lead", "leads", "choice", choices=tuple(NoDoubleLead)),
    _f("zero_zero_lead", "leads", "choice", choices=tuple(ZeroZeroLead)),
    _f("next_lead", "leads", "choice", choices=tuple(NextLead)),
    _f("lead_must_be_double", "leads", "bool"),
    _f("draw", "play", "choice", choices=tuple(Draw)),
    _f("double_both_ends", "play", "bool"),
    _f("no_double_last", "play", "bool"),
    _f("layout", "layout", "choice", choices=tuple(Layout)),
    _f("spinner_opens", "layout", "choice", choices=tuple(SpinnerOpens)),
    _f("fish", "end", "choice", choices=tuple(Fish)),
    _f("fish_full", "end", "bool"),
    _f("fish_ties_carry", "end", "bool"),
    _f("scoring", "scoring", "choice", choices=tuple(Scoring)),
    _f("open_at", "scoring", "int", hi=200),
    _f("goat_at", "scoring", "int", lo=GOAT_AT_LEAST, hi=1000),
    _f("target", "scoring", "per_players", lo=TARGET_AT_LEAST, hi=1000),
    _f("score_in_play", "scoring", "choice", choices=tuple(ScoreInPlay)),
    _f("lead_scores", "scoring", "bool"),
    _f("hand_rounding", "scoring", "choice", choices=tuple(HandRounding)),
    _f("win_points", "scoring", "int", hi=100),
    _f("zero_zero_alone", "scoring", "int", hi=100),
    _f("zero_zero_value", "scoring", "int", hi=100),
    _f("six_six_alone", "scoring", "int", hi=100),
    _f("zero_and_six_alone", "scoring", "optional_int", hi=200),
    _f("double_bonuses", "scoring", "bool"),
    _f("hundred_move", "sea", "bool"),
    _f("bald_goat", "sea", "bool"),
    _f("six_six_out_wins", "sea", "bool"),
    _f("move_clock", "clocks", "bool"),
    _f("clock_one", "clocks", "int", lo=1, hi=600),
    _f("clock_many", "clocks", "int", lo=1, hi=600),
    _f("clock_fish", "clocks", "int", lo=1, hi=600),
    _f("clock_penalty", "clocks", "int", hi=100),
    _f("match_minutes", "clocks", "int", hi=300),
)
"""Every editable field (all of ``Rules`` except its name), in display order."""

_BY_NAME = {spec.name: spec for spec in FIELDS}
assert set(_BY_NAME) == {f.name for f in fields(Rules)} - {"name"}, "a Rules field has no editor"


def field_spec(name: str) -> FieldSpec:
    """The spec of the field called ``name``."""
    return _BY_NAME[name]


def choice_label(value: Any, lang: str, field: str = "") -> str:
    """How a choice value is shown (``7`` -> ``"7"``, ``"each"`` -> ``"на всех"``); a value
    that means different things in different fields (``none``) has a label per field."""
    if isinstance(value, tuple):
        return " / ".join(map(str, value))
    if isinstance(value, int):
        return str(value)
    for key in (f"field.choice.{field}.{value}", f"field.choice.{value}"):
        if has_text(lang, key):
            return text(lang, key)
    return str(value)


def group_label(group: str, lang: str) -> str:
    """The heading of a group."""
    return text(lang, f"field.group.{group}")


def format_value(value: Any, lang: str, field: str = "") -> str:
    """A field value in words: ``True`` -> ``"да"``, ``(2, 4)`` -> ``"2, 4"``, ``None`` -> ``"—"``
    (an optional number's: «как обычно»);
    a target per number of players ``(150, 100, 100)`` -> «вдвоём 150, втроём 100, вчетвером
    100»; another value per number of players ``(6, 6, 5)`` -> ``"6 / 6 / 5"``."""
    if isinstance(value, bool):
        return text(lang, "field.yes" if value else "field.no")
    if value is None:  # an optional number left empty: the rule book's usual way
        optional = any(s.name == field and s.kind == "optional_int" for s in FIELDS)
        return text(lang, "field.as_usual") if optional else "—"
    if isinstance(value, tuple) and field not in PER_PLAYERS:
        return ", ".join(map(str, value))
    if isinstance(value, tuple) and field == "target":  # said per number of players
        two, three, four = value
        return text(lang, "settings.per_players", two=two, three=three, four=four)
    return choice_label(value, lang, field)


# -- which settings apply, and which combinations say nothing ---------------------------------

_CLOCK = ("clock_one", "clock_many", "clock_fish", "clock_penalty")


def family_of(values: dict[str, Any]) -> Family:
    """The family of the game these field values make (``rules.config_checks.family``)."""
    return family(values["scoring"], values["score_in_play"])


def absent(values: dict[str, Any]) -> frozenset[str]:
    """Settings this game does not have at all (another family's: Kozel's goat in Muggins,
    a target in Kozel; ``rules.config_checks.FAMILY_OF``): the editor does not show them."""
    kind = family_of(values)
    return frozenset(name for name in FAMILY_OF
                     if not shows_setting(name, kind, values.get(name)))


@dataclass(frozen=True, slots=True)
class _Applies:
    """Settings that mean something only ``when`` the others allow, and the catalog key
    of the line that says why not."""

    names: tuple[str, ...]
    when: Callable[[dict[str, Any]], bool]
    why: str


_APPLIES: tuple[_Applies, ...] = (
    _Applies(("fish_full",), lambda v: v["fish"] == Fish.TEAM_LARGER_TAKES_ALL,
             "settings.na.fish_full"),
    _Applies(("fish_ties_carry",), lambda v: v["fish"] == Fish.EACH, "settings.na.fish_each"),
    _Applies(_CLOCK, lambda v: bool(v["move_clock"]), "settings.na.clock"),
    _Applies(("next_lead",), lambda v: bool(v["teams"]), "settings.na.teams"),
    _Applies(("spinner_opens",), lambda v: v["layout"] == Layout.SPINNER, "settings.na.spinner"),
)
"""Which setting of a game applies when another of the same game allows it: the one place
this is written (the first reason that holds is the one shown).  A setting the game does
not have at all is not here: it is ``absent``, not greyed."""


def not_applying(values: dict[str, Any]) -> dict[str, str]:
    """Settings the rest of the same game make meaningless, each with the catalog key saying
    why («Не действует: часы на ход выключены»): the editor greys them out with that line."""
    out: dict[str, str] = {}
    for rule in _APPLIES:
        if not rule.when(values):
            for name in rule.names:
                out.setdefault(name, rule.why)
    return out


def contradictions(values: dict[str, Any]) -> dict[str, str]:
    """Settings the engine accepts but another setting silently overrides, each with the
    catalog key of the warning («Без команд у победителя нет партнёра…»)."""
    out: dict[str, str] = {}
    if values["next_lead"] == NextLead.WINNER_PARTNER and not values["teams"]:
        out["next_lead"] = "settings.warn.partner_without_teams"
    return out
