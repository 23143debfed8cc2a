"""Which game a list of matches or the statistics show: every game, or one.

The history and the statistics screens each have one button that steps through the games
the person has played (every game first, then each game, the most played first) and says
which is shown.  The games are the stored variants: a preset's name, or a house rule set's
key (``rule_sets.game_key``: its base game and its rules, whatever it is called), so a house
rule set is a game of its own here, as it is in the history, named with its game first
(«Козёл · Правила деда», ``game_label``) by its newest name (``names``).

>>> from kozel_gui.i18n import set_language
>>> set_language("en")
>>> choice = GameChoice(("kozel", "muggins"))
>>> choice.label()
'Games: all'
>>> choice.step(); choice.label()
'Game: Kozel'
>>> choice.step(); choice.step(); choice.current is None
True
>>> GameChoice(("muggins",)).shown
'muggins'
>>> set_language("ru")
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from kozel_gui.i18n import Said, tr
from kozel_gui.protocol import variant_label
from kozel_gui.rule_sets import base_of, game_key, is_house
from kozel_gui.storage import DataDir

__all__ = ["GameChoice", "chooser_width", "game_label", "set_names"]


def chooser_width(label: str, scale: float, least: int, most: int) -> int:
    """The width of the button that says ``label`` (the History's and the Statistics' one
    chooser, between ``least`` and ``most``): its words at the theme's ``@small_button``
    size, clear of the focus ring drawn inside it (PT-Y: «Игра: Козёл · Правила діда 2»,
    measured at a smaller size than drawn, lost its end)."""
    from kozel_gui.assets import font
    from kozel_gui.ring import GOLD
    from kozel_gui.theme import text_px

    words = font(text_px(18, scale, least=18), True).size(label)[0]
    return min(most, max(least, words + 2 * (GOLD.width + 7) + int(32 * scale)))


def game_label(game: str, names: Mapping[str, str]) -> str:
    """A game's name for people: a built-in game's; a house rule set's game, then its name
    (``names``, by key), so the list says what is played underneath (PT-Y).

    >>> from kozel_gui.i18n import set_language
    >>> set_language("ru")
    >>> game_label("kozel~0123456789", {"kozel~0123456789": "Правила деда"})
    'Козёл · Правила деда'
    >>> game_label("muggins", {})
    'Маггинс'
    """
    if not is_house(game):
        return variant_label(game)
    name = names.get(game)
    base = variant_label(base_of(game))
    return f"{base} · {name}" if name else base


def set_names(data: DataDir, played: Mapping[str, str],
              notify: Callable[[Said], None] | None = None) -> dict[str, str]:
    """The house rule sets' names by key: the name each was last played under (``played``,
    ``History.set_names``), or, for a set still saved, the name it has now (renamed since)."""
    from kozel_gui.settings.presets_store import PresetStore

    names = dict(played)
    for rules in PresetStore(data, notify).presets.values():
        names[game_key(rules.to_json(), rules.name)] = rules.name
    return names


@dataclass(slots=True)
class GameChoice:
    """The games to choose from and the one shown (None: every game)."""

    games: tuple[str, ...]
    """The games played, the most played first."""
    current: str | None = None
    names: dict[str, str] = field(default_factory=dict)
    """House rule sets' names by key (``set_names``)."""

    @property
    def offered(self) -> bool:
        """Whether there is a choice at all (two games or more)."""
        return len(self.games) > 1

    @property
    def shown(self) -> str | None:
        """The one game whose matches are shown: the one chosen, or the only one played
        (None: several games, every one shown)."""
        if self.current is None and len(self.games) == 1:
            return self.games[0]
        return self.current

    def step(self) -> None:
        """On to the next game; after the last, every game again."""
        order = (None, *self.games)
        at = order.index(self.current) if self.current in order else 0
        self.current = order[(at + 1) % len(order)]

    def keep(self, games: tuple[str, ...]) -> None:
        """The games played now (a list reloaded): the one shown stays if it is still
        among them, else every game is shown."""
        self.games = games
        if self.current not in games:
            self.current = None

    def label(self) -> str:
        """What the button says: which game is shown."""
        return self.label_of(self.current)

    def label_of(self, game: str | None) -> str:
        """What is said of ``game`` shown (None: every game)."""
        if game is None:
            return tr("games.shown_all")
        return tr("games.shown_one", game=game_label(game, self.names))

    def takes(self, variant: str) -> bool:
        """Whether a match of ``variant`` is shown."""
        return self.shown is None or variant == self.shown
