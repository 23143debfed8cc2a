"""What a child has reached in kids' mode: levels unlocked, stars per level, the picture set.

One JSON file, ``kids_progress.json``, holds every child's progress by profile name, and
the table games it left before their end (``Progress.games``: one a level, its set-up and
match as the saved matches keep them), which its level's card plays on: nothing a child
played is lost by the house, the door or the window closing (P33).  Before
children had profiles of their own it was kept under the grown-up who opened kids' mode
(or ``default``); the first child to play takes that over (``ProgressStore.moved``).  A file that
cannot be read or does not validate is set aside by ``DataDir`` and play goes on
from the start; the game never crashes on it.

>>> p = Progress().finished(1, 2)
>>> p.unlocked, p.stars_of(1), p.is_open(2), p.is_open(3)
(2, 2, True, False)
>>> p.finished(1, 1).stars_of(1)
2
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from kozel_gui.i18n import Said, Words
from kozel_gui.options import MatchSetup
from kozel_gui.storage import DataDir, Kept
from rules import BadData, IllegalMove, Match

__all__ = ["DEFAULT_FACE", "DEFAULT_PROFILE", "LEVELS", "PROGRESS_FILE", "PROGRESS_FORMAT",
           "Progress", "ProgressStore"]

PROGRESS_FILE = "kids_progress.json"
PROGRESS_FORMAT = 1
LEVELS = 3
MAX_STARS = 3
"""A table level won earns all of them; level 1 gives one to three by the wrong tries."""
WON_STARS = {1: 1}
"""The stars that mean a level is done: level 1's puzzles once played through (every go
ends solved), a table level only once a match was won (a loss played through earns one
star: P30, the green card then went on to the free game)."""
DEFAULT_FACE = "animals"
DEFAULT_PROFILE = "default"
"""Where progress was kept before there were profiles at all."""
NO_COMPANY: tuple[str | None, ...] = (None, None)
"""The free game's seats before anyone chose: the child and two animals."""
PICTURE_FACES = ("animals", "berries", "animals_noto", "counting", "bridge")


@dataclass(frozen=True, slots=True)
class Progress:
    """One child's progress; methods return new values."""

    unlocked: int = 1
    stars: dict[int, int] = field(default_factory=dict)
    face: str = DEFAULT_FACE
    games: dict[int, dict[str, Any]] = field(default_factory=dict)
    """What each level was left with before its end: a table's game (``{"setup": …,
    "match": …}``), level 1's go of puzzles (``puzzles.LeftGo``'s JSON)."""
    last: int | None = None
    """The level last left before its end (its game is in ``games``), if it still is."""
    company: tuple[str | None, ...] = NO_COMPANY
    """Who plays the free game's other seats, as the «who plays» set-up left it: a
    profile's name (a grown-up or another child at this screen), None for an animal."""

    def is_open(self, level: int) -> bool:
        """Whether ``level`` may be played."""
        return 1 <= level <= self.unlocked

    def stars_of(self, level: int) -> int:
        """The best stars earned on ``level`` (0 if never finished)."""
        return self.stars.get(level, 0)

    def won(self, level: int) -> bool:
        """Whether ``level`` is done: its puzzles played through, or a match of it won."""
        return self.stars_of(level) >= WON_STARS.get(level, MAX_STARS)

    def to_learn(self) -> int | None:
        """The next level to learn: the first open one not yet won (None once every level
        is, and the free game is what is left to play).

        >>> Progress().to_learn(), Progress().finished(1, 1).to_learn()
        (1, 2)
        >>> Progress().finished(1, 3).finished(2, 3).finished(3, 1).to_learn()
        3
        >>> Progress().finished(1, 3).finished(2, 3).finished(3, 3).to_learn() is None
        True
        """
        return next((level for level in range(1, self.unlocked + 1)
                     if not self.won(level)), None)

    def finished(self, level: int, stars: int) -> Progress:
        """After finishing ``level`` with ``stars``: keep the best, open the next level."""
        best = max(self.stars_of(level), max(0, min(MAX_STARS, stars)))
        unlocked = max(self.unlocked, min(LEVELS, level + 1))
        return replace(self, unlocked=unlocked, stars={**self.stars, level: best})

    def with_face(self, face: str) -> Progress:
        """The same progress with another picture set."""
        return replace(self, face=face)

    def with_company(self, company: tuple[str | None, ...]) -> Progress:
        """The same progress with the free game's other seats played by ``company``."""
        return replace(self, company=company)

    def with_game(self, level: int, setup: MatchSetup, match: Match) -> Progress:
        """The same progress keeping ``match`` of ``level``, left before its end, to be
        played on (in place of the one kept before, which it continues)."""
        return self.with_kept(level, {"setup": setup.to_json(), "match": match.to_json()})

    def with_kept(self, level: int, kept: dict[str, Any]) -> Progress:
        """The same progress keeping ``kept``, what ``level`` was left with before its end
        (a table's game, level 1's go), in place of what was kept before."""
        return replace(self, games={**self.games, level: kept}, last=level)

    def without_game(self, level: int) -> Progress:
        """The same progress with no game of ``level`` kept (it was played to its end)."""
        return replace(self, games={k: v for k, v in self.games.items() if k != level},
                       last=None if self.last == level else self.last)

    def waiting(self) -> int | None:
        """The level the child last left before its end, to play on (None: none waits).

        >>> kept = Progress().with_kept(2, {}).with_kept(1, {})
        >>> kept.waiting(), kept.without_game(1).waiting()
        (1, None)
        """
        return self.last if self.last in self.games else None

    def game(self, level: int) -> tuple[MatchSetup, Match] | None:
        """The game of ``level`` left before its end, to play on; None if there is none
        (or what is kept cannot be read, or is over: nothing to play on)."""
        kept = self.games.get(level)
        if kept is None or "match" not in kept:
            return None
        try:
            setup = MatchSetup.from_json(kept.get("setup"))
            match = Match.from_json(kept.get("match"))
        except (AttributeError, BadData, IllegalMove, ValueError):
            return None
        if match.finished or setup.players != match.round.players:
            return None
        return setup, match

    def to_json(self) -> dict[str, Any]:
        """Plain JSON-able data."""
        data: dict[str, Any] = {"unlocked": self.unlocked, "face": self.face,
                                "stars": {str(k): v for k, v in sorted(self.stars.items())}}
        if self.games:
            data["games"] = {str(k): v for k, v in sorted(self.games.items())}
        if self.last is not None:
            data["last"] = self.last
        if self.company != NO_COMPANY:
            data["company"] = list(self.company)
        return data

    @classmethod
    def from_json(cls, data: Any) -> Progress:
        """Read ``to_json`` data; ``ValueError`` says what is wrong."""
        if not isinstance(data, dict):
            raise ValueError("progress: expected an object")
        unlocked, face, stars = data.get("unlocked", 1), data.get("face", DEFAULT_FACE), \
            data.get("stars", {})
        if not isinstance(unlocked, int) or not 1 <= unlocked <= LEVELS:
            raise ValueError(f"progress: unlocked must be 1..{LEVELS}")
        if face not in PICTURE_FACES:
            raise ValueError(f"progress: unknown picture set {face!r}")
        if not isinstance(stars, dict):
            raise ValueError("progress: stars must be an object")
        parsed: dict[int, int] = {}
        for key, value in stars.items():
            if not str(key).isdigit() or not isinstance(value, int) or not 0 <= value <= MAX_STARS:
                raise ValueError(f"progress: bad stars {key!r}: {value!r}")
            parsed[int(key)] = value
        games = data.get("games", {})
        if not isinstance(games, dict) or not all(
                str(k).isdigit() and isinstance(v, dict) for k, v in games.items()):
            raise ValueError("progress: games must be an object of objects")
        last = data.get("last")
        if last is not None and not isinstance(last, int):
            raise ValueError("progress: last must be a level")
        company = data.get("company", [None, None])
        if (not isinstance(company, list) or not 1 <= len(company) <= 3
                or not all(c is None or isinstance(c, str) for c in company)):
            raise ValueError("progress: company must be one to three names or nulls")
        return cls(unlocked, parsed, face, {int(k): v for k, v in games.items()}, last,
                   tuple(company))


class ProgressStore:
    """Every profile's progress in ``kids_progress.json``; reads and writes never raise."""

    def __init__(self, data: DataDir, notify: Callable[[Said], None] | None = None) -> None:
        self.data = data
        self.notify = notify or (lambda _text: None)
        """Where a bad file is told, when it is found (it is set aside: told once)."""
        self.message: Words | None = None

    def _all(self) -> dict[str, Any]:
        result = self.data.load(PROGRESS_FILE, format_version=PROGRESS_FORMAT)
        self._told(result.message)
        if result.data is None:
            return {}
        profiles = result.data.get("profiles")
        try:
            if not isinstance(profiles, dict):
                raise ValueError("progress: profiles must be an object")
            for value in profiles.values():
                Progress.from_json(value)
        except ValueError as exc:
            self._told(self.data.reject(PROGRESS_FILE, str(exc)).message)
            return {}
        return profiles

    def _told(self, message: Words | None) -> None:
        self.message = message
        if message is not None:
            self.notify(message)

    def load(self, profile: str) -> Progress:
        """The progress of ``profile`` (a fresh start if none or the file was bad)."""
        found = self._all().get(profile)
        return Progress.from_json(found) if found is not None else Progress()

    def has(self, profile: str) -> bool:
        """Whether ``profile`` has played kids' mode (its progress is kept)."""
        return profile in self._all()

    def save(self, profile: str, progress: Progress) -> bool:
        """Store ``profile``'s progress atomically; False if the disk refused (told once)."""
        return self._store({**self._all(), profile: progress.to_json()})

    def moved(self, old: str, new: str) -> bool:
        """Give ``old``'s progress to ``new`` (who has none yet); True if there was some."""
        profiles = self._all()
        if old not in profiles or new in profiles:
            return False
        profiles[new] = profiles.pop(old)
        return self._store(profiles)

    def forget(self, profile: str) -> bool:
        """Remove ``profile``'s progress (a child deleted by its parent); True if there was
        some and the disk took the change."""
        profiles = self._all()
        if profiles.pop(profile, None) is None:
            return False
        return self._store(profiles)

    def _store(self, profiles: dict[str, Any]) -> bool:
        return self.data.store(PROGRESS_FILE, {"format": PROGRESS_FORMAT, "profiles": profiles},
                               Kept.PROGRESS)
