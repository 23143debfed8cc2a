"""Which game a stored match is of: a built-in game by its name, a house rule set by what its
rules are, whatever the set was called.

A house rule set («Правила деда») is the player's own copy of a game, saved under a name the
player may change at any time (issue 19, PT-Y: renamed «Правила діда 2», its matches were
counted under two names, and neither said which game they were).  So the history keys such
a set by its base game and its rules' content (``game_key``: ``"kozel~3f9a0c1d2e"``), not by
its name: the same rules under a new name are the same game for the statistics, and the
list names it with its game first («Козёл · Правила діда 2», ``game_choice.game_label``).

>>> from dataclasses import replace
>>> from rules import find_preset
>>> grandad = replace(find_preset("kozel"), name="Правила деда", goat_at=151).to_json()
>>> key = game_key(grandad, "")
>>> key.startswith("kozel~"), base_of(key), is_house(key), is_house("muggins")
(True, 'kozel', True, False)
>>> game_key({**grandad, "name": "Правила діда 2"}, "") == key
True
>>> game_key(find_preset("muggins").to_json(), "")
'muggins'
"""

from __future__ import annotations

import hashlib
import json
from typing import Any

from rules import PRESETS, BadData, Rules, Scoring

__all__ = ["HOUSE", "base_of", "game_key", "is_house"]

HOUSE = "~"
"""Between a house set's base game and its rules' fingerprint in its key."""


def game_key(rules_json: Any, default: str) -> str:
    """The key the history files a match under: a built-in game's (or a kids' level's) own
    name, a house set's base game and fingerprint; ``default`` when the rules say no name;
    rules that cannot be read keep their name."""
    name = str(rules_json.get("name") or default) if isinstance(rules_json, dict) else default
    if name in PRESETS or name.startswith("kids"):
        return name
    try:
        rules = Rules.from_json(rules_json)
    except (BadData, TypeError, ValueError):
        return name
    if rules.scoring is Scoring.WINS:  # a kids' game keeps its level's name
        return name
    return f"{nearest_game(rules)}{HOUSE}{fingerprint(rules)}"


def fingerprint(rules: Rules) -> str:
    """A short digest of everything the rules say but their name."""
    content = {k: v for k, v in rules.to_json().items() if k not in ("name", "format")}
    text = json.dumps(content, sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:10]


def nearest_game(rules: Rules) -> str:
    """The built-in game these rules are a house version of: one of their family, the
    fewest settings apart (the first listed of equals)."""
    order = list(PRESETS)
    games = [n for n, p in PRESETS.items() if p.scoring is not Scoring.WINS]
    return min(games, key=lambda n: (PRESETS[n].family != rules.family,
                                     len(PRESETS[n].differences(rules)), order.index(n)))


def is_house(key: str) -> bool:
    """Whether ``key`` is a house rule set's (``game_key``)."""
    return HOUSE in key


def base_of(key: str) -> str:
    """The built-in game of ``key``: a house set's base game, else the key itself."""
    return key.split(HOUSE, 1)[0]
