"""Which game a list of matches or the statistics show: every game, or one.

The history and the statistics screens each have one button that steps through the games
the person has played (every game first, then each game, the most played first) and says
which is shown.  The games are the stored variants (a preset's name, or a house rule set's
own name), so a house rule set is a game of its own here, as it is in the history.

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

from dataclasses import dataclass

from kozel_gui.i18n import tr
from kozel_gui.protocol import variant_label

__all__ = ["GameChoice"]


@dataclass(slots=True)
class GameChoice:
    """The games to choose from and the one shown (None: every game)."""

    games: tuple[str, ...]
    """The games played, the most played first."""
    current: str | None = None

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

    @staticmethod
    def label_of(game: str | None) -> str:
        """What is said of ``game`` shown (None: every game)."""
        if game is None:
            return tr("games.shown_all")
        return tr("games.shown_one", game=variant_label(game))

    def takes(self, variant: str) -> bool:
        """Whether a match of ``variant`` is shown."""
        return self.shown is None or variant == self.shown
