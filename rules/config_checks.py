"""Every invalid combination of settings, each a message starting with the field's name.

``Rules.problems()`` gathers them; ``Rules`` refuses to exist with any (RULES.md §8.43,
GAMES.md §9).
"""

from __future__ import annotations

from dataclasses import fields
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from rules.choices import Fish, Layout, ScoreInPlay, Scoring, ZeroZeroLead
from rules.redeal import deals_pass

if TYPE_CHECKING:
    from rules.config import Rules

__all__ = ["BY_PLAYERS", "FAMILY_OF", "PER_PLAYERS", "PLAIN", "Family", "check_types", "family",
           "has_setting", "problems", "shows_setting"]

BY_PLAYERS = "by_players"
"""``hand_size`` value: 7 tiles for two players, 5 for three or four."""
PER_PLAYERS = ("hand_size", "target")
"""Fields that may also be given per player count: a tuple for 2, 3 and 4 players."""

_FISH_FOR: dict[Scoring, frozenset[Fish]] = {
    Scoring.GOAT: frozenset({Fish.EACH, Fish.MAX_TAKES_ALL, Fish.TEAM_LARGER_TAKES_ALL,
                             Fish.VOID}),
    Scoring.POINTS: frozenset({Fish.LOWEST_WINS_OTHERS, Fish.LOWEST_WINS_DIFFERENCE,
                               Fish.SMALLER_PAIR_WINS_ALL, Fish.BERGEN_DOUBLES}),
    Scoring.WINS: frozenset({Fish.FEWEST_WINS}),
}

class Family(StrEnum):
    """A family of games: which of the rule book's settings a game has at all."""

    GOAT = "goat"
    """Points are bad (Kozel, Osel, General, ChVV; RULES.md §4)."""
    COUNT = "count"
    """Points are good and counted from the hands at a round's end (classic, sports; §5)."""
    PLAY = "play"
    """Points are good and also scored in play (Muggins, Bergen, Telephone; GAMES.md)."""
    WINS = "wins"
    """Rounds won are counted (kids; RULES.md §7.31)."""


def family(scoring: Scoring | str, score_in_play: ScoreInPlay | str) -> Family:
    """The family of a game scored by ``scoring`` with ``score_in_play``."""
    if scoring == Scoring.GOAT:
        return Family.GOAT
    if scoring == Scoring.WINS:
        return Family.WINS
    return Family.COUNT if score_in_play == ScoreInPlay.NONE else Family.PLAY


_BAD = frozenset({Family.GOAT})
_GOOD = frozenset({Family.COUNT, Family.PLAY, Family.WINS})
_COUNTED = frozenset({Family.COUNT, Family.PLAY})
_IN_PLAY = frozenset({Family.PLAY})
_HAND_WORTH = frozenset({Family.GOAT, Family.COUNT})
FAMILY_OF: dict[str, frozenset[Family]] = {
    **dict.fromkeys(("open_at", "goat_at", "fish_full", "fish_ties_carry", "double_bonuses",
                     "hundred_move", "bald_goat", "six_six_out_wins", "redeal_doubles",
                     "redeal_same_suit"), _BAD),
    **dict.fromkeys(("target", "match_minutes"), _GOOD),
    "score_in_play": _COUNTED,
    **dict.fromkeys(("lead_scores", "hand_rounding", "win_points"), _IN_PLAY),
    **dict.fromkeys(("zero_zero_alone", "zero_zero_value", "six_six_alone",
                     "zero_and_six_alone"), _HAND_WORTH),
}
"""Settings that exist only in some families of games, and those families (RULES.md,
GAMES.md): the goat, the opening, the redeals (§7.3, GAMES.md §11.16) and the sea goat's
rules where points are bad; a target and a match time where they are good; the choice of
points in play where points are counted, and what belongs to points in play (the lead's
score, rounded hands, Bergen's points for a win) where there are some; the special worth of
0–0 and 6–6 in a hand in Kozel's family and classic (§3, §7.15: Muggins, Bergen, Telephone
and the kids count plain pips).  Every other setting exists in every game."""


def has_setting(name: str, kind: Family) -> bool:
    """Whether a game of the family ``kind`` has the setting ``name`` at all."""
    return name not in FAMILY_OF or kind in FAMILY_OF[name]


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _three_ints(value: Any) -> bool:
    return isinstance(value, tuple) and len(value) == 3 and all(_is_int(v) for v in value)


def check_types(r: Rules, enums: frozenset[str]) -> None:
    """Every field holds a value of its type (a bool is no number, a float no count)."""
    for f in fields(r):
        value, default = getattr(r, f.name), f.default
        if f.name in enums:
            continue
        if f.name == "players_allowed":
            ok = isinstance(value, (tuple, list)) and all(_is_int(v) for v in value)
        elif f.name == "hand_size":
            ok = _is_int(value) or value == BY_PLAYERS or _three_ints(value)
        elif f.name == "target":
            ok = _is_int(value) or _three_ints(value)
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


def problems(r: Rules) -> list[str]:
    """Every invalid combination of ``r``."""
    return [*_players(r), *_numbers(r), *_scoring(r), *_layout(r)]


def _players(r: Rules) -> list[str]:
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


def _seats(r: Rules) -> list[int]:
    return [p for p in r.players_allowed if p in (2, 3, 4)]


def _numbers(r: Rules) -> list[str]:
    out: list[str] = []
    hs = r.hand_size
    sizes = hs if isinstance(hs, tuple) else (hs,)
    if isinstance(hs, bool) or not (hs == BY_PLAYERS
                                    or all(isinstance(n, int) and n >= 1 for n in sizes)):
        out.append(f"hand_size: a number of tiles (1 or more), one for each of 2, 3 and 4 "
                   f"players, or '{BY_PLAYERS}'")
        return out
    for players in _seats(r):
        if r.hand_size_for(players) * players > 28:
            out.append(f"hand_size: {r.hand_size_for(players)} tiles for {players} players is "
                       "more than 28")
    for name in ("redeal_doubles", "redeal_same_suit", "bazaar_reserve", "open_at",
                 "zero_zero_alone", "zero_zero_value", "six_six_alone", "clock_penalty",
                 "win_points"):
        if getattr(r, name) < 0:
            out.append(f"{name}: must not be negative")
    if r.zero_and_six_alone is not None and r.zero_and_six_alone < 0:
        out.append("zero_and_six_alone: must not be negative")
    targets = r.target if isinstance(r.target, tuple) else (r.target,)
    if min(targets) < 1:
        out.append("target: must be at least 1")
    for name in ("goat_at", "clock_one", "clock_many", "clock_fish"):
        if getattr(r, name) < 1:
            out.append(f"{name}: must be at least 1")
    if r.match_minutes < 0:
        out.append("match_minutes: must not be negative")
    if (r.no_double_last or r.zero_zero_lead == ZeroZeroLead.FORBIDDEN) and any(
            r.hand_size_for(p) < 2 for p in _seats(r)):
        out.append("hand_size: with no_double_last or 0:0 never led, hands need 2 tiles or more")
    if not out:
        out += _redeals(r)
    return out


def _redeals(r: Rules) -> list[str]:
    """Redeal limits that could never deal (§7.3, §8.43)."""
    sizes = [r.hand_size_for(p) for p in _seats(r)]
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


def _scoring(r: Rules) -> list[str]:
    out: list[str] = []
    if r.fish not in _FISH_FOR[r.scoring]:
        allowed = ", ".join(sorted(_FISH_FOR[r.scoring]))
        out.append(f"fish: with scoring '{r.scoring}' choose one of {allowed}")
    kind = family(r.scoring, r.score_in_play)
    for name, off in _OFF.items():  # a setting of another family must be off
        if getattr(r, name) != off and not has_setting(name, kind):
            out.append(f"{name}: only exists {_WHERE[FAMILY_OF[name]]}")
    if r.fish_ties_carry and r.fish != Fish.EACH:
        out.append("fish_ties_carry: only applies to fish 'each'")
    return out


_OFF: dict[str, Any] = {"double_bonuses": False, "hundred_move": False, "bald_goat": False,
                        "six_six_out_wins": False, "fish_ties_carry": False,
                        "match_minutes": 0, "score_in_play": ScoreInPlay.NONE,
                        "hand_rounding": "none", "win_points": 0}
"""The settings of one family (``FAMILY_OF``) that mean nothing at their value here, and
must have it in a game of another family (its other numbers — the goat's 101, a target —
may keep any value: they are simply not used)."""
PLAIN: dict[str, Any] = {"redeal_doubles": 0, "redeal_same_suit": 0, "zero_zero_alone": 0,
                         "zero_zero_value": 0, "six_six_alone": 12, "zero_and_six_alone": None}
"""Settings of some families that the engine still plays in a game of another (every game
is dealt, and its hands counted, the same way), and their plain value there: no redeal,
plain pips.  At that value a game of another family does not show them; at another they
act and are shown — a rule set saved with, say, Muggins and 0–0 worth 25 loads as it was
(refusing it would set aside the whole file of saved sets)."""


def shows_setting(name: str, kind: Family, value: Any) -> bool:
    """Whether a game of the family ``kind`` shows the setting ``name`` holding ``value``:
    its own family's settings always, another family's only where it still acts (``PLAIN``)."""
    return has_setting(name, kind) or (name in PLAIN and value != PLAIN[name])
_WHERE = {_BAD: "where points are bad (scoring 'goat')",
          _GOOD: "where points are good (scoring 'points' or 'wins')",
          _COUNTED: "where points are counted (scoring 'points')",
          _IN_PLAY: "where points are scored in play (score_in_play 'fives' or 'bergen')",
          _HAND_WORTH: "where 0-0 and 6-6 in a hand are worth more than their pips "
                       "(scoring 'goat', or 'points' with no points in play)"}


def _layout(r: Rules) -> list[str]:
    if r.score_in_play == ScoreInPlay.BERGEN and r.layout != Layout.LINE:
        return ["layout: points for double- and triple-headed ends (bergen) need a line"]
    return []
