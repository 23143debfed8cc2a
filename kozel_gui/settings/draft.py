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


_EXPLAIN: tuple[tuple[str, tuple[str, str]], ...] = (
    (r"players_allowed: choose", ("Отметьте хотя бы одно: 2, 3 или 4 игрока.",
                                  "Tick at least one: 2, 3 or 4 players.")),
    (r"teams: team play needs 4", ("Командам нужны 4 игрока: разрешите игру вчетвером.",
                                   "Teams need 4 players: allow 4 players.")),
    (r"fish: '.*' is a team rule", ("Это правило для команд: включите команды.",
                                    "This is a team rule: turn teams on.")),
    (r"fish_full: only applies", ("Действует только при рыбе «бо́льшая команда пишет всё».",
                                  "Applies only to fish 'larger team takes all'.")),
    (r"hand_size: (\d+) tiles for (\d+) players", ("{0} костей на {1} игроков — больше 28.",
                                                   "{0} tiles for {1} players is more than 28.")),
    (r"\w+: must not be negative", ("Не может быть меньше нуля.", "Must not be negative.")),
    (r"\w+: must be at least 1", ("Должно быть не меньше 1.", "Must be at least 1.")),
    (r"\w+: such a low limit", ("Такой малый предел пересдавал бы без конца.",
                                "Such a low limit would redeal for ever.")),
    (r"fish: with scoring '(\w+)'", ("При таком счёте рыба бывает: {choices}.",
                                     "With this scoring the fish is: {choices}.")),
    (r"\w+: only exists where points are bad", (
        "Бывает только там, где очки плохие (счёт «козёл»).",
        "Exists only where points are bad (scoring 'goat').")),
    (r"\w+: (\d+) is more than a hand of (\d+) can hold", (
        "Предел {0} больше, чем может быть в руке из {1} костей.",
        "A limit of {0} is more than a hand of {1} can hold.")),
    (r"hand_size: deals of (\d+) tiles to (\d+) players", (
        "С такими пределами пересдачи {0} костей на {1} игроков почти никогда не сдать.",
        "With these redeal limits {0} tiles for {1} players (almost) never deal.")),
    (r"hand_size: with no_double_last", ("При этих правилах на руки нужно хотя бы 2 кости.",
                                         "With these rules hands need 2 tiles or more.")),
    (r"match_minutes: only exists", ("Время матча бывает только там, где очки хорошие.",
                                     "Match time exists only where points are good.")),
    (r"fish_ties_carry: only applies", ("Действует только при рыбе «на всех».",
                                        "Applies only to fish 'each writes'.")),
)

_FISH_BY_SCORING = {"goat": ("each", "max_takes_all", "team_larger_takes_all"),
                    "points": ("lowest_wins_others", "lowest_wins_difference",
                               "smaller_pair_wins_all"),
                    "wins": ("fewest_wins",)}


def explain(problem: str, lang: str) -> str:
    """A ``Rules.problems()`` message in plain words of ``lang``."""
    for pattern, texts in _EXPLAIN:
        m = re.match(pattern, problem)
        if m is None:
            continue
        text = texts[0] if lang == "ru" else texts[1]
        choices = ""
        if pattern.startswith("fish: with"):
            choices = ", ".join(f"«{choice_label(c, lang)}»" for c in _FISH_BY_SCORING[m[1]])
        return text.format(*m.groups(), choices=choices)
    return problem.split(": ", 1)[-1]

