"""Every setting of the rule book (``Rules``) and the presets the game ships.

Field names follow RULES.md and GAMES.md.  Fields taking one of several named values are
``StrEnum`` members (``rules.choices``), so plain strings work and compare equal:

>>> r = dataclasses.replace(find_preset("kozel"), fish="max_takes_all")
>>> r.fish == "max_takes_all", r.fish is Fish.MAX_TAKES_ALL
(True, True)
>>> find_preset("classic").hand_size_for(3), find_preset("bergen").target_for(3)
(5, 10)
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, fields
from enum import StrEnum
from typing import Any

from rules.choices import (
    Draw,
    FirstLead,
    Fish,
    HandRounding,
    Layout,
    NextLead,
    NoDoubleLead,
    ScoreInPlay,
    Scoring,
    SpinnerOpens,
    ZeroZeroLead,
)
from rules.config_checks import (
    BY_PLAYERS,
    PER_PLAYERS,
    Family,
    check_types,
    family,
    has_setting,
    problems,
)

__all__ = [
    "BY_PLAYERS",
    "PRESETS",
    "RULES_FORMAT",
    "BadData",
    "Draw",
    "FirstLead",
    "Fish",
    "HandRounding",
    "Layout",
    "NextLead",
    "NoDoubleLead",
    "Rules",
    "ScoreInPlay",
    "Scoring",
    "SpinnerOpens",
    "ZeroZeroLead",
    "find_preset",
]

RULES_FORMAT = 2
"""Version of the JSON form of ``Rules``: 2 once the four-way games' settings (GAMES.md §9)
are used; rules that use none of them are still written, and read, as format 1."""


class BadData(ValueError):
    """A saved state (JSON) that cannot be read back: the message says why."""


_ENUMS: dict[str, type[StrEnum]] = {
    "first_lead": FirstLead,
    "no_double_lead": NoDoubleLead,
    "next_lead": NextLead,
    "zero_zero_lead": ZeroZeroLead,
    "draw": Draw,
    "fish": Fish,
    "scoring": Scoring,
    "layout": Layout,
    "spinner_opens": SpinnerOpens,
    "score_in_play": ScoreInPlay,
    "hand_rounding": HandRounding,
}


@dataclass(frozen=True, slots=True)
class Rules:
    """One rule variant: every setting of RULES.md, validated on creation."""

    name: str = "kozel"
    players_allowed: tuple[int, ...] = (2, 3, 4)
    teams: bool = False
    hand_size: int | str | tuple[int, int, int] = 7
    """Tiles each: a number, ``by_players`` (7 / 5), or one for each of 2, 3 and 4 players."""
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
    target: int | tuple[int, int, int] = 100
    """Points that win (scoring ``points``/``wins``): a number, or one per 2, 3, 4 players."""
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
    layout: Layout = Layout.LINE
    """A line with two ends, or a spinner with four arms (GAMES.md §0)."""
    spinner_opens: SpinnerOpens = SpinnerOpens.SIDES_FIRST
    score_in_play: ScoreInPlay = ScoreInPlay.NONE
    lead_scores: bool = True
    """Whether the lead can score in play."""
    hand_rounding: HandRounding = HandRounding.NONE
    """How the hand points written at a round's end are rounded (GAMES.md §11.7, §11.20)."""
    win_points: int = 0
    """More than 0: the round's winner writes this instead of hand points (Bergen)."""

    def __post_init__(self) -> None:
        for name, enum in _ENUMS.items():
            value = getattr(self, name)
            try:
                object.__setattr__(self, name, enum(value))
            except (ValueError, TypeError):
                allowed = ", ".join(m.value for m in enum)
                raise ValueError(f"{name}: {value!r} is not one of {allowed}") from None
        for name in PER_PLAYERS:  # a list (as in JSON) is the same as a tuple
            if isinstance(getattr(self, name), list):
                object.__setattr__(self, name, tuple(getattr(self, name)))
        check_types(self, frozenset(_ENUMS))
        object.__setattr__(self, "players_allowed", tuple(sorted(set(self.players_allowed))))
        for problem in self.problems():
            raise ValueError(problem)

    # -- validation ---------------------------------------------------------

    def problems(self) -> list[str]:
        """Every invalid combination, each message starting with the field name."""
        return problems(self)

    # -- derived values -----------------------------------------------------

    def hand_size_for(self, players: int) -> int:
        """Tiles dealt to each of ``players`` seats."""
        if self.hand_size == BY_PLAYERS:
            return 7 if players == 2 else 5
        if isinstance(self.hand_size, tuple):
            return self.hand_size[min(2, max(0, players - 2))]
        assert isinstance(self.hand_size, int)
        return self.hand_size

    def bazaar_for(self, players: int) -> int:
        """Tiles left undealt with ``players`` seats: the bazaar (0: all 28 are dealt)."""
        return 28 - players * self.hand_size_for(players)

    def target_for(self, players: int) -> int:
        """The points that win a match of ``players`` seats."""
        if isinstance(self.target, tuple):
            return self.target[min(2, max(0, players - 2))]
        return self.target

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
    def is_spinner(self) -> bool:
        """Whether the first double gets four arms (GAMES.md §0)."""
        return self.layout == Layout.SPINNER

    @property
    def several_doubles(self) -> bool:
        """Whether a move may put several doubles on the arms at once (a four-way table whose
        doubles count on both ends: GAMES.md §3.3), each set aside until the move is made."""
        return self.is_spinner and self.double_both_ends

    @property
    def is_goat(self) -> bool:
        """Whether points are bad (the Kozel family)."""
        return self.family == Family.GOAT

    @property
    def family(self) -> Family:
        """The family of this game (points bad, counted, scored in play, or rounds won)."""
        return family(self.scoring, self.score_in_play)

    def has_setting(self, name: str) -> bool:
        """Whether this game has the setting ``name`` at all (Muggins has no goat limit,
        Kozel no target: ``config_checks.FAMILY_OF``)."""
        return has_setting(name, self.family)

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
        data: dict[str, Any] = {"format": RULES_FORMAT if self._needs_format_2() else 1}
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
        if data.get("format") not in (1, RULES_FORMAT):
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
        for name in PER_PLAYERS:
            if isinstance(kwargs.get(name), list):
                kwargs[name] = tuple(kwargs[name])
        try:
            return cls(**kwargs)
        except ValueError as exc:
            raise BadData(f"rules: {exc}") from None

    def _needs_format_2(self) -> bool:
        """Whether these rules use anything a reader of format 1 does not know."""
        return (any(getattr(self, f.name) != f.default for f in fields(self)
                    if f.name in _FORMAT_2_FIELDS)
                or isinstance(self.hand_size, tuple) or isinstance(self.target, tuple)
                or self.first_lead == FirstLead.LOWEST_DOUBLE_ZERO_FIRST
                or self.fish in (Fish.BERGEN_DOUBLES, Fish.VOID))


_FORMAT_2_FIELDS = frozenset({"layout", "spinner_opens", "score_in_play", "lead_scores",
                              "hand_rounding", "win_points"})
"""The four-way games' settings (GAMES.md §9), new in format 2."""
_LATER_FIELDS = frozenset({"no_double_last", "zero_zero_lead", "match_minutes"}) | _FORMAT_2_FIELDS
"""Fields added after format 1 shipped (written only when not at their default)."""


def _plain(value: Any) -> Any:
    return value.value if isinstance(value, StrEnum) else value


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

_FIVES: dict[str, Any] = {"layout": Layout.SPINNER, "score_in_play": ScoreInPlay.FIVES,
                          "scoring": Scoring.POINTS, "open_at": 0,
                          "fish": Fish.LOWEST_WINS_OTHERS, **_PLAIN_PIPS, **_NO_REDEAL}
PRESETS.update({
    "muggins": dataclasses.replace(
        DEFAULT, name="muggins", hand_size=BY_PLAYERS, first_lead=FirstLead.HIGHEST_DOUBLE,
        hand_rounding=HandRounding.NEAREST_5, target=200, **_FIVES,
    ),
    "bergen": dataclasses.replace(
        DEFAULT, name="bergen", hand_size=(6, 6, 5), draw=Draw.ONE, bazaar_reserve=2,
        first_lead=FirstLead.LOWEST_DOUBLE_ZERO_FIRST, no_double_lead=NoDoubleLead.LOWEST,
        score_in_play=ScoreInPlay.BERGEN, scoring=Scoring.POINTS, open_at=0, win_points=2,
        fish=Fish.BERGEN_DOUBLES, target=(15, 10, 10), **_PLAIN_PIPS, **_NO_REDEAL,
    ),
    "osel": dataclasses.replace(
        DEFAULT, name="osel", layout=Layout.SPINNER, spinner_opens=SpinnerOpens.AT_ONCE,
        double_both_ends=True,
    ),
    "telephone": dataclasses.replace(
        DEFAULT, name="telephone", no_double_lead=NoDoubleLead.LOWEST, double_both_ends=True,
        lead_scores=False, hand_rounding=HandRounding.UP_5, target=365, **_FIVES,
    ),
    "general": dataclasses.replace(
        PRESETS["kozel_2x2"], name="general", fish=Fish.VOID, fish_full=False,
    ),
    "chvv": dataclasses.replace(
        DEFAULT, name="chvv", layout=Layout.SPINNER, spinner_opens=SpinnerOpens.AT_ONCE,
    ),
})
"""The games of GAMES.md §10 (after the seven above, so their order stays)."""


def find_preset(name: str) -> Rules:
    """The preset called ``name``; ``KeyError`` lists the known names."""
    try:
        return PRESETS[name]
    except KeyError:
        raise KeyError(f"no preset {name!r}; known: {', '.join(PRESETS)}") from None
