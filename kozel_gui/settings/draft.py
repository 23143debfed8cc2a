"""The rules being edited: a preset plus changes, checked as a whole before use.

A ``Rules`` raises on its first problem, so the draft keeps plain values and
asks an unvalidated instance for *every* problem; only a clean draft becomes
a ``Rules`` that can be saved or played.

>>> from rules import find_preset
>>> d = RulesDraft(find_preset("kozel"))
>>> d.set("teams", True); d.set("players_allowed", (2, 3))
>>> d.problems()["teams"]
['teams: team play needs 4 players']
>>> d.rules() is None
True
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from kozel_gui.settings.fields import choice_label
from rules import Rules
from rules.i18n import text

__all__ = ["RulesDraft", "explain", "problems_of"]


def problems_of(values: dict[str, Any]) -> list[str]:
    """``Rules.problems()`` of field values without raising (the dict is not changed)."""
    blank = object.__new__(Rules)
    for f in dataclasses.fields(Rules):
        object.__setattr__(blank, f.name, values[f.name])
    try:
        return blank.problems()
    except (TypeError, ValueError, KeyError) as exc:  # a value of a wrong kind
        return [f"name: {exc}"]


class RulesDraft:
    """Field values being edited, the preset they started from, and their problems."""

    def __init__(self, base: Rules) -> None:
        self.base = base
        self.values: dict[str, Any] = {}
        self.reset(base)

    def reset(self, base: Rules | None = None) -> None:
        """Start again from ``base`` (or the current preset)."""
        if base is not None:
            self.base = base
        self.values = {f.name: getattr(self.base, f.name) for f in dataclasses.fields(Rules)}

    def get(self, name: str) -> Any:
        """The current value of a field."""
        return self.values[name]

    def set(self, name: str, value: Any) -> None:
        """Change one field (no check here: see ``problems``)."""
        if name not in self.values:
            raise KeyError(f"no rules field {name!r}")
        if name == "players_allowed":
            value = tuple(sorted(set(value)))
        self.values[name] = value

    def problems(self) -> dict[str, list[str]]:
        """Problems of the draft grouped by the field they name first."""
        out: dict[str, list[str]] = {}
        for problem in problems_of(self.values):
            out.setdefault(problem.split(":", 1)[0], []).append(problem)
        return out

    @property
    def is_valid(self) -> bool:
        """Whether the draft can be used."""
        return not problems_of(self.values)

    def rules(self, name: str | None = None) -> Rules | None:
        """The draft as ``Rules`` (optionally renamed), or None while invalid."""
        values = dict(self.values)
        if name is not None:
            values["name"] = name
        try:
            return Rules(**values)
        except ValueError:
            return None

    def differences(self) -> dict[str, tuple[Any, Any]]:
        """Fields that differ from the preset: ``{field: (now, preset's)}``."""
        return {k: (v, getattr(self.base, k)) for k, v in self.values.items()
                if k != "name" and v != getattr(self.base, k)}


_EXPLAIN: tuple[tuple[str, str], ...] = (
    (r"players_allowed: choose", "players_none"),
    (r"teams: team play needs 4", "teams_need_four"),
    (r"fish: '.*' is a team rule", "team_rule"),
    (r"fish_full: only applies", "fish_full_only"),
    (r"hand_size: (?P<n>\d+) tiles for (?P<players>\d+) players", "hand_too_big"),
    (r"\w+: must not be negative", "negative"),
    (r"\w+: must be at least 1", "at_least_one"),
    (r"\w+: such a low limit", "low_limit"),
    (r"fish: with scoring '(?P<scoring>\w+)'", "fish_choices"),
    (r"\w+: only exists where points are bad", "goat_only"),
    (r"fish_ties_carry: only applies", "ties_only"),
    (r"\w+: (?P<limit>\d+) is more than a hand of (?P<n>\d+) can hold", "limit_too_high"),
    (r"hand_size: deals of \d+ tiles to \d+ players", "never_deals"),
    (r"hand_size: with no_double_last", "two_tiles"),
    (r"match_minutes: only exists where points are good", "points_good_only"),
    (r"\w+: only exists where points are counted", "points_only"),
    (r"\w+: only exists where points are scored in play", "play_only"),
    (r"\w+: only exists where 0-0 and 6-6", "hand_worth_only"),
    (r"layout: points for double- and triple-headed ends", "bergen_line"),
)
"""What ``Rules.problems()`` may say, and the catalog's ``settings.explain.<key>`` for it."""

_FISH_BY_SCORING = {"goat": ("each", "max_takes_all", "team_larger_takes_all", "void"),
                    "points": ("lowest_wins_others", "lowest_wins_difference",
                               "smaller_pair_wins_all", "bergen_doubles"),
                    "wins": ("fewest_wins",)}


def explain(problem: str, lang: str) -> str:
    """A ``Rules.problems()`` message in plain words of ``lang``."""
    for pattern, key in _EXPLAIN:
        m = re.match(pattern, problem)
        if m is None:
            continue
        fields = m.groupdict()
        scoring = fields.pop("scoring", None)
        if scoring is not None:
            fields["choices"] = ", ".join(text(lang, "quote", text=choice_label(c, lang))
                                          for c in _FISH_BY_SCORING[scoring])
        return text(lang, f"settings.explain.{key}", **fields)
    return problem.split(": ", 1)[-1]
