"""The player's choices: game options and who sits at the table.

Both are frozen dataclasses with a JSON form; ``Options.from_json`` and
``MatchSetup.from_json`` raise ``rules.BadData`` with a reason on bad data.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field, fields
from typing import Any

from kozel_gui.i18n.names import BOT_NAMES, PLAYER, stock_key, stock_name
from rules import BadData, Rules, find_preset
from rules.i18n import LANGUAGES, Gender

__all__ = ["OPTIONS_FORMAT", "MatchSetup", "Options", "SeatSetup", "default_setup", "distinct_bots"]

OPTIONS_FORMAT = 1

TABLE_COLOURS = ("felt", "wood")
KIDS_ROUNDS = (1, 2, 3, 4, 5)
"""Round wins a kids' free game may be played to."""
BOT_NAMES_RU = tuple(stock_name(key, "ru") for key in BOT_NAMES)
"""The names new bot seats get (shown in the language in use: ``kozel_gui.i18n.names``)."""


@dataclass(frozen=True, slots=True)
class Options:
    """Game options (not rules): language, looks, pace, sound, help."""

    language: str = "ru"
    face: str = "pips"
    table: str = "felt"
    speed: float = 1.0
    """Animation speed factor; 0 means instant."""
    volume: float = 0.8
    muted: bool = False
    large_tiles: bool = False
    fullscreen: bool = False
    hints: bool = True
    show_bot_hands: bool = False
    """Show the bots' hands after each round (fair play)."""
    kids_rounds: int = 3
    """Round wins that end a free game in kids' mode (short, for a small child)."""
    coach: bool = True
    """Review the person's moves after each round (the coach; kids' mode never does)."""
    coach_figures: bool = False
    """The review shows the coach's own figures under its words (a strong player's choice,
    kept from one review to the next)."""
    guest: bool = False
    """The player chose to play with no profile (the first «Кто играет?» closed with
    «Назад»): later starts go straight to the menu, whose profile chooser still makes one."""

    def __post_init__(self) -> None:
        for problem in self.problems():
            raise ValueError(problem)

    def problems(self) -> list[str]:
        """Every invalid value, each message starting with the field name."""
        out: list[str] = []
        if self.language not in LANGUAGES:
            out.append(f"language: one of {', '.join(LANGUAGES)}")
        if self.table not in TABLE_COLOURS:
            out.append(f"table: one of {', '.join(TABLE_COLOURS)}")
        if not 0 <= self.speed <= 8:
            out.append("speed: between 0 (instant) and 8")
        if not 0 <= self.volume <= 1:
            out.append("volume: between 0 and 1")
        if self.kids_rounds not in KIDS_ROUNDS:
            out.append(f"kids_rounds: {KIDS_ROUNDS[0]} to {KIDS_ROUNDS[-1]}")
        return out

    def to_json(self) -> dict[str, Any]:
        """Plain JSON-able data with a format version."""
        return {"format": OPTIONS_FORMAT, **dataclasses.asdict(self)}

    @classmethod
    def from_json(cls, data: Any) -> Options:
        """Read ``to_json`` data; unknown fields are refused, missing ones take defaults."""
        options: Options = _from_json(cls, data, "options")
        return options


@dataclass(frozen=True, slots=True)
class SeatSetup:
    """One seat: a human or a bot (by personality or bot name), and a name to show."""

    name: str
    human: bool = False
    bot: str = "medium"
    personality: str | None = None
    gender: Gender | None = None
    """How sentences about a person here agree (a character has its own; None: not known)."""

    def __post_init__(self) -> None:
        object.__setattr__(self, "gender", Gender.parse(self.gender))

    def to_json(self) -> dict[str, Any]:
        """Plain JSON-able data."""
        return dataclasses.asdict(self)


@dataclass(frozen=True, slots=True)
class MatchSetup:
    """Everything a new match needs: the rules, the seats, and an optional seed."""

    rules: Rules = field(default_factory=lambda: find_preset("kozel"))
    seats: tuple[SeatSetup, ...] = ()
    seed: int | None = None

    def __post_init__(self) -> None:
        if not self.seats:
            object.__setattr__(self, "seats", default_setup(4).seats)
        self.rules.check_players(len(self.seats))
        object.__setattr__(self, "seats", distinct_bots(self.seats))

    @property
    def players(self) -> int:
        """Number of seats."""
        return len(self.seats)

    @property
    def humans(self) -> tuple[int, ...]:
        """Seats played by people."""
        return tuple(i for i, s in enumerate(self.seats) if s.human)

    def to_json(self) -> dict[str, Any]:
        """Plain JSON-able data with a format version."""
        return {"format": OPTIONS_FORMAT, "rules": self.rules.to_json(),
                "seats": [s.to_json() for s in self.seats], "seed": self.seed}

    @classmethod
    def from_json(cls, data: Any) -> MatchSetup:
        """Read ``to_json`` data; ``BadData`` with the reason."""
        if not isinstance(data, dict) or data.get("format") != OPTIONS_FORMAT:
            raise BadData("setup: not a match set-up of a known format")
        try:
            seats = tuple(_from_json(SeatSetup, s, "seat", versioned=False)
                          for s in data["seats"])
            seed = data.get("seed")
            if seed is not None and not isinstance(seed, int):
                raise BadData("setup: seed must be a whole number")
            return cls(Rules.from_json(data["rules"]), seats, seed)
        except (KeyError, TypeError, ValueError) as exc:
            raise BadData(f"setup: {exc}") from None


def _same_name(name: str) -> str:
    """What makes two seat names the same to a reader: a stock name in any language, or
    the letters whatever their case."""
    return stock_key(name) or name.strip().casefold()


def distinct_bots(seats: tuple[SeatSetup, ...]) -> tuple[SeatSetup, ...]:
    """``seats`` with every bot whose name repeats a person's (or an earlier bot's) given an
    unused stock name: «Зина вышла» must say which Зина, so no two seats share a name."""
    taken = {_same_name(s.name) for s in seats if s.human}
    spare = [n for n in BOT_NAMES_RU if _same_name(n) not in {_same_name(s.name) for s in seats}]
    out = []
    for seat in seats:
        if not seat.human:
            if _same_name(seat.name) in taken and spare:  # six stock names, at most four seats
                seat = dataclasses.replace(seat, name=spare.pop(0), gender=None)
            taken.add(_same_name(seat.name))
        out.append(seat)
    return tuple(out)


def default_setup(players: int = 4, rules: Rules | None = None, *, bot: str = "medium",
                  human_name: str | None = None) -> MatchSetup:
    """The human in seat 0 (by default «Вы», shown in the language in use) and bots elsewhere."""
    seats = [SeatSetup(human_name or stock_name(PLAYER, "ru"), human=True)]
    seats += [SeatSetup(BOT_NAMES_RU[i], bot=bot) for i in range(players - 1)]
    return MatchSetup(rules or find_preset("kozel"), tuple(seats))


def _from_json(cls: Any, data: Any, what: str, versioned: bool = True) -> Any:
    if not isinstance(data, dict):
        raise BadData(f"{what}: expected a JSON object")
    if versioned and data.get("format") != OPTIONS_FORMAT:
        raise BadData(f"{what}: unsupported format {data.get('format')!r}")
    known = {f.name: f for f in fields(cls)}
    unknown = sorted(set(data) - set(known) - {"format"})
    if unknown:
        raise BadData(f"{what}: unknown fields {', '.join(unknown)}")
    kwargs = {k: v for k, v in data.items() if k != "format"}
    for name, value in kwargs.items():
        if known[name].type == "bool" and not isinstance(value, bool):
            raise BadData(f"{what}: {name} must be true or false")
        if known[name].type in ("float", "int") and (
            isinstance(value, bool) or not isinstance(value, int | float)
        ):
            raise BadData(f"{what}: {name} must be a number")
    try:
        return cls(**kwargs)
    except (TypeError, ValueError) as exc:
        raise BadData(f"{what}: {exc}") from None
