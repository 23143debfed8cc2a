"""Every setting of the rule book (``Rules``) and the presets the game ships.

Field names follow RULES.md.  Fields taking one of several named values are
``StrEnum`` members, so plain strings work and compare equal:

>>> r = dataclasses.replace(find_preset("kozel"), fish="max_takes_all")
>>> r.fish == "max_takes_all", r.fish is Fish.MAX_TAKES_ALL
(True, True)
>>> find_preset("classic").hand_size_for(3)
5
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, fields
from enum import StrEnum
from typing import Any

from rules.redeal import deals_pass

__all__ = [
    "PRESETS",
    "RULES_FORMAT",
    "BadData",
    "Draw",
    "FirstLead",
    "Fish",
    "NextLead",
    "NoDoubleLead",
    "Rules",
    "Scoring",
    "ZeroZeroLead",
    "find_preset",
]

RULES_FORMAT = 1
"""Version of the JSON form of ``Rules``."""

BY_PLAYERS = "by_players"
"""``hand_size`` value: 7 tiles for two players, 5 for three or four."""


class BadData(ValueError):
    """A saved state (JSON) that cannot be read back: the message says why."""


class FirstLead(StrEnum):
    """Who leads the first round of a match (RULES.md §2.3)."""

    LOWEST_DOUBLE = "lowest_double"
    HIGHEST_DOUBLE = "highest_double"
    DRAW_LOTS = "draw_lots"


class NoDoubleLead(StrEnum):
    """The first lead when no hand holds a double."""

    HIGHEST = "highest"
    LOWEST = "lowest"


class ZeroZeroLead(StrEnum):
    """Whether 0:0 may ever be led (RULES.md §8.36)."""

    ALLOWED = "allowed"
    FORBIDDEN = "forbidden"


class NextLead(StrEnum):
    """Who leads later rounds (the fisherman always leads after a fish)."""

    WINNER = "winner"
    WINNER_PARTNER = "winner_partner"


class Draw(StrEnum):
    """How a seat that cannot play goes to the bazaar."""

    UNTIL_PLAYABLE = "until_playable"
    ONE = "one"
    NONE = "none"


class Fish(StrEnum):
    """How a fish (blocked round) is scored."""

    EACH = "each"
    MAX_TAKES_ALL = "max_takes_all"
    TEAM_LARGER_TAKES_ALL = "team_larger_takes_all"
    LOWEST_WINS_DIFFERENCE = "lowest_wins_difference"
    LOWEST_WINS_OTHERS = "lowest_wins_others"
    SMALLER_PAIR_WINS_ALL = "smaller_pair_wins_all"
    FEWEST_WINS = "fewest_wins"


class Scoring(StrEnum):
    """Points are bad (``goat``), good (``points``) or rounds won count (``wins``)."""

    GOAT = "goat"
    POINTS = "points"
    WINS = "wins"


_FISH_FOR: dict[Scoring, frozenset[Fish]] = {
    Scoring.GOAT: frozenset({Fish.EACH, Fish.MAX_TAKES_ALL, Fish.TEAM_LARGER_TAKES_ALL}),
    Scoring.POINTS: frozenset({Fish.LOWEST_WINS_OTHERS, Fish.LOWEST_WINS_DIFFERENCE,
                               Fish.SMALLER_PAIR_WINS_ALL}),
    Scoring.WINS: frozenset({Fish.FEWEST_WINS}),
}

_ENUMS: dict[str, type[StrEnum]] = {
    "first_lead": FirstLead,
    "no_double_lead": NoDoubleLead,
    "next_lead": NextLead,
    "zero_zero_lead": ZeroZeroLead,
    "draw": Draw,
    "fish": Fish,
    "scoring": Scoring,
}


@dataclass(frozen=True, slots=True)
class Rules:
    """One rule variant: every setting of RULES.md, validated on creation."""

    name: str = "kozel"
    players_allowed: tuple[int, ...] = (2, 3, 4)
    teams: bool = False
    hand_size: int | str = 7
    redeal_doubles: int = 5
    redeal_same_suit: int = 6
    first_lead: FirstLead = FirstLead.LOWEST_DOUBLE
    no_double_lead: NoDoubleLead = NoDoubleLead.HIGHEST
    next_lead: NextLead = NextLead.WINNER
    lead_must_be_double: bool = False
    draw: Draw = Draw.UNTIL_PLAYABLE
    bazaar_reserve: int = 0
    double_both_ends: bool = False
    zero_zero_alone: int = 10
    zero_zero_value: int = 0
    six_six_alone: int = 12
    zero_and_six_alone: int | None = None
    scoring: Scoring = Scoring.GOAT
    open_at: int = 13
    fish: Fish = Fish.EACH
    fish_full: bool = False
    fish_ties_carry: bool = False
    double_bonuses: bool = False
    goat_at: int = 101
    target: int = 100
    hundred_move: bool = False
    bald_goat: bool = False
    six_six_out_wins: bool = False
    move_clock: bool = False
    clock_one: int = 5
    clock_many: int = 20
    clock_fish: int = 60
    clock_penalty: int = 10
    no_double_last: bool = False
    """A double may not be a hand's last tile (§8.35): a seat holding only a double is stuck."""
    zero_zero_lead: ZeroZeroLead = ZeroZeroLead.ALLOWED
    match_minutes: int = 0
    """Sports match time (§8.38): when it is up, the match ends after the round; 0 = off."""

    def __post_init__(self) -> None:
        for name, enum in _ENUMS.items():
            value = getattr(self, name)
            try:
                object.__setattr__(self, name, enum(value))
            except (ValueError, TypeError):
                allowed = ", ".join(m.value for m in enum)
                raise ValueError(f"{name}: {value!r} is not one of {allowed}") from None
        _check_types(self)
        object.__setattr__(self, "players_allowed", tuple(sorted(set(self.players_allowed))))
        for problem in self.problems():
            raise ValueError(problem)

    # -- validation ---------------------------------------------------------

    def problems(self) -> list[str]:
        """Every invalid combination, each message starting with the field name."""
        out: list[str] = []
        out += _check_players(self)
        out += _check_numbers(self)
        out += _check_scoring(self)
        return out

    # -- derived values -----------------------------------------------------

    def hand_size_for(self, players: int) -> int:
        """Tiles dealt to each of ``players`` seats."""
        if self.hand_size == BY_PLAYERS:
            return 7 if players == 2 else 5
        assert isinstance(self.hand_size, int)
        return self.hand_size

    def check_players(self, players: int) -> None:
        """Raise ``ValueError`` if this variant cannot be dealt to ``players`` seats."""
        if players not in self.players_allowed:
            allowed = ", ".join(map(str, self.players_allowed))
            raise ValueError(f"players: {self.name} is played by {allowed} players, not {players}")
        if self.teams and players != 4:
            raise ValueError("teams: team play needs exactly 4 players")

    def sides(self, players: int) -> int:
        """Number of scoring sides: seats, or 2 teams."""
        return 2 if self.teams and players == 4 else players

    def side_of(self, seat: int, players: int) -> int:
        """The scoring side (seat, or team ``seat % 2``) of a seat."""
        return seat % 2 if self.teams and players == 4 else seat

    @property
    def lone_zero_zero(self) -> int:
        """What a hand of only 0:0 is worth: 25 under the double bonuses (§8.40)."""
        return 25 if self.double_bonuses else self.zero_zero_alone

    @property
    def lone_six_six(self) -> int:
        """What a hand of only 6:6 is worth: 50 under the double bonuses (§8.40)."""
        return 50 if self.double_bonuses else self.six_six_alone

    @property
    def is_goat(self) -> bool:
        """Whether points are bad (the Kozel family)."""
        return self.scoring == Scoring.GOAT

    @property
    def uses_redeal(self) -> bool:
        """Whether any redeal rule is on."""
        return self.redeal_doubles > 0 or self.redeal_same_suit > 0

    def differences(self, other: Rules) -> dict[str, tuple[Any, Any]]:
        """Fields (other than the name) whose values differ: ``{field: (mine, other's)}``."""
        out: dict[str, tuple[Any, Any]] = {}
        for f in fields(self):
            if f.name == "name":
                continue
            mine, theirs = getattr(self, f.name), getattr(other, f.name)
            if mine != theirs:
                out[f.name] = (mine, theirs)
        return out

    # -- JSON ---------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """Plain JSON-able data, with a format version.

        Fields added after format 1 was shipped are written only when they are not at
        their default, so a save of those days reads back and writes out unchanged.
        """
        data: dict[str, Any] = {"format": RULES_FORMAT}
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name in _LATER_FIELDS and value == f.default:
                continue
            data[f.name] = list(value) if isinstance(value, tuple) else _plain(value)
        return data

    @classmethod
    def from_json(cls, data: Any) -> Rules:
        """Rules from ``to_json`` data; raises ``BadData`` with the reason."""
        if not isinstance(data, dict):
            raise BadData("rules: expected a JSON object")
        if data.get("format") != RULES_FORMAT:
            raise BadData(f"rules: unsupported format {data.get('format')!r}")
        known = {f.name for f in fields(cls)}
        unknown = sorted(str(k) for k in set(data) - set(known) - {"format"})
        if unknown:
            raise BadData(f"rules: unknown fields {', '.join(unknown)}")
        kwargs = {name: value for name, value in data.items() if name != "format"}
        allowed = kwargs.get("players_allowed")
        if allowed is not None and not isinstance(allowed, list):
            raise BadData(f"rules: players_allowed must be a list, not {allowed!r}")
        if allowed is not None:
            kwargs["players_allowed"] = tuple(allowed)
        try:
            return cls(**kwargs)
        except ValueError as exc:
            raise BadData(f"rules: {exc}") from None


_LATER_FIELDS = frozenset({"no_double_last", "zero_zero_lead", "match_minutes"})
"""Fields added after format 1 shipped (written only when not at their default)."""


def _plain(value: Any) -> Any:
    return value.value if isinstance(value, StrEnum) else value


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _check_types(r: Rules) -> None:
    """Every field holds a value of its type (a bool is no number, a float no count)."""
    for f in fields(r):
        value, default = getattr(r, f.name), f.default
        if f.name in _ENUMS:
            continue
        if f.name == "players_allowed":
            ok = isinstance(value, (tuple, list)) and all(_is_int(v) for v in value)
        elif f.name == "hand_size":
            ok = _is_int(value) or value == BY_PLAYERS
        elif f.name == "zero_and_six_alone":
            ok = value is None or _is_int(value)
        elif isinstance(default, bool):
            ok = isinstance(value, bool)
        elif isinstance(default, int):
            ok = _is_int(value)
        else:
            ok = isinstance(value, str)
        if not ok:
            raise ValueError(f"{f.name}: {value!r} is a value of the wrong type")


def _check_players(r: Rules) -> list[str]:
    out: list[str] = []
    if not r.players_allowed or not set(r.players_allowed) <= {2, 3, 4}:
        out.append("players_allowed: choose among 2, 3 and 4 players")
    if r.teams and 4 not in r.players_allowed:
        out.append("teams: team play needs 4 players")
    team_modes = {Fish.TEAM_LARGER_TAKES_ALL, Fish.SMALLER_PAIR_WINS_ALL}
    if r.fish in team_modes and not r.teams:
        out.append(f"fish: '{r.fish}' is a team rule; turn teams on")
    if r.fish_full and r.fish != Fish.TEAM_LARGER_TAKES_ALL:
        out.append("fish_full: only applies to fish 'team_larger_takes_all'")
    return out


def _check_numbers(r: Rules) -> list[str]:
    out: list[str] = []
    hs = r.hand_size
    if isinstance(hs, bool) or not (hs == BY_PLAYERS or (isinstance(hs, int) and hs >= 1)):
        out.append(f"hand_size: a number of tiles (1 or more) or '{BY_PLAYERS}'")
        return out
    for players in r.players_allowed:
        if players in (2, 3, 4) and r.hand_size_for(players) * players > 28:
            out.append(f"hand_size: {r.hand_size_for(players)} tiles for {players} players is more than 28")
    for name in ("redeal_doubles", "redeal_same_suit", "bazaar_reserve", "open_at",
                 "zero_zero_alone", "zero_zero_value", "six_six_alone", "clock_penalty"):
        if getattr(r, name) < 0:
            out.append(f"{name}: must not be negative")
    if r.zero_and_six_alone is not None and r.zero_and_six_alone < 0:
        out.append("zero_and_six_alone: must not be negative")
    for name in ("goat_at", "target", "clock_one", "clock_many", "clock_fish"):
        if getattr(r, name) < 1:
            out.append(f"{name}: must be at least 1")
    if r.match_minutes < 0:
        out.append("match_minutes: must not be negative")
    if (r.no_double_last or r.zero_zero_lead == ZeroZeroLead.FORBIDDEN) and any(
            r.hand_size_for(p) < 2 for p in r.players_allowed if p in (2, 3, 4)):
        out.append("hand_size: with no_double_last or 0:0 never led, hands need 2 tiles or more")
    if not out:
        out += _check_redeals(r)
    return out


def _check_redeals(r: Rules) -> list[str]:
    """Redeal limits that could never deal (§7.3, §8.43)."""
    sizes = [r.hand_size_for(p) for p in r.players_allowed if p in (2, 3, 4)]
    largest = max(sizes, default=7)
    for name in ("redeal_doubles", "redeal_same_suit"):
        limit = getattr(r, name)
        if limit > min(7, largest):
            return [f"{name}: {limit} is more than a hand of {min(7, largest)} can hold"]
    if r.redeal_doubles == 1 or r.redeal_same_suit in (1, 2):
        return ["redeal_doubles: such a low limit would redeal for ever" if r.redeal_doubles == 1
                else "redeal_same_suit: such a low limit would redeal for ever"]
    for players in r.players_allowed:
        n = r.hand_size_for(players)
        if not deals_pass(players, n, r.redeal_doubles, r.redeal_same_suit):
            return [f"hand_size: deals of {n} tiles to {players} players (almost) never pass "
                    f"the redeal limits ({r.redeal_doubles} doubles, {r.redeal_same_suit} "
                    "of a number)"]
    return []


def _check_scoring(r: Rules) -> list[str]:
    out: list[str] = []
    if r.fish not in _FISH_FOR[r.scoring]:
        allowed = ", ".join(sorted(_FISH_FOR[r.scoring]))
        out.append(f"fish: with scoring '{r.scoring}' choose one of {allowed}")
    if r.scoring != Scoring.GOAT:
        for name in ("double_bonuses", "hundred_move", "bald_goat", "six_six_out_wins",
                     "fish_ties_carry"):
            if getattr(r, name):
                out.append(f"{name}: only exists where points are bad (scoring 'goat')")
    if r.match_minutes and r.scoring == Scoring.GOAT:
        out.append("match_minutes: only exists where points are good (scoring 'points' or 'wins')")
    if r.fish_ties_carry and r.fish != Fish.EACH:
        out.append("fish_ties_carry: only applies to fish 'each'")
    return out


DEFAULT = Rules()

_PLAIN_PIPS: dict[str, Any] = {"zero_zero_alone": 0, "zero_zero_value": 0, "six_six_alone": 12}
_NO_REDEAL: dict[str, Any] = {"redeal_doubles": 0, "redeal_same_suit": 0}

PRESETS: dict[str, Rules] = {
    "kozel": DEFAULT,
    "kozel_2x2": dataclasses.replace(
        DEFAULT, name="kozel_2x2", players_allowed=(4,), teams=True, draw=Draw.NONE,
        next_lead=NextLead.WINNER_PARTNER, fish=Fish.TEAM_LARGER_TAKES_ALL, fish_full=True,
        double_bonuses=True, lead_must_be_double=True,
    ),
    "courtyard": dataclasses.replace(
        DEFAULT, name="courtyard", hand_size=BY_PLAYERS, first_lead=FirstLead.HIGHEST_DOUBLE,
        bazaar_reserve=1, open_at=25, fish_ties_carry=True, goat_at=125, zero_zero_alone=25,
    ),
    "sea_goat": dataclasses.replace(
        DEFAULT, name="sea_goat", players_allowed=(2, 4), open_at=25, goat_at=125,
        double_both_ends=True, zero_zero_alone=25, six_six_alone=50, zero_and_six_alone=75,
        hundred_move=True, bald_goat=True, six_six_out_wins=True,
    ),
    "classic": dataclasses.replace(
        DEFAULT, name="classic", hand_size=BY_PLAYERS, first_lead=FirstLead.HIGHEST_DOUBLE,
        scoring=Scoring.POINTS, open_at=0, fish=Fish.LOWEST_WINS_OTHERS, target=100,
        zero_zero_alone=25, zero_zero_value=25, six_six_alone=12, **_NO_REDEAL,
    ),
    "sports": dataclasses.replace(
        DEFAULT, name="sports", players_allowed=(4,), teams=True, draw=Draw.NONE,
        first_lead=FirstLead.DRAW_LOTS, next_lead=NextLead.WINNER_PARTNER,
        scoring=Scoring.POINTS, open_at=0, fish=Fish.SMALLER_PAIR_WINS_ALL, target=200,
        move_clock=True, match_minutes=40, **_PLAIN_PIPS, **_NO_REDEAL,
    ),
    "kids": dataclasses.replace(
        DEFAULT, name="kids", hand_size=BY_PLAYERS, scoring=Scoring.WINS, open_at=0,
        fish=Fish.FEWEST_WINS, target=5, **_PLAIN_PIPS, **_NO_REDEAL,
    ),
}
"""The presets of RULES.md §6 (as revised in §7.32 and §8), by name; ``kozel`` is the default."""


def find_preset(name: str) -> Rules:
    """The preset called ``name``; ``KeyError`` lists the known names."""
    try:
        return PRESETS[name]
    except KeyError:
        raise KeyError(f"no preset {name!r}; known: {', '.join(PRESETS)}") from None
