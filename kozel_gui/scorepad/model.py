"""The score pad's data: one match kept for a game played with real tiles on a real table.

A ``Pad`` is a name per seat plus a ``rules.ScoreSheet``; every round typed in is
an entry of that sheet, so the pad scores exactly like the game's own matches.
``RoundFacts`` is what the entry page collects for one round.

>>> from rules import find_preset
>>> pad = Pad.new(find_preset("kozel"), ["Аня", "Боря", "Вера"], pad_id="p1")
>>> _ = pad.record(RoundFacts("out", 0, points=[0, 5, 20]))
>>> pad.sheet.score, pad.sheet.remembered
((0, 0, 20), (0, 5, 0))
"""

from __future__ import annotations

import time
import uuid
from dataclasses import dataclass, field
from typing import Any

from kozel_gui.i18n import tr
from rules import BadData, Row, Rules, ScoreSheet
from rules.i18n import LANGUAGES, text

__all__ = ["MAX_TITLE", "PAD_FORMAT", "Pad", "PadError", "RoundFacts", "default_name",
           "new_pad_id", "typed_name"]

PAD_FORMAT = 1
"""Version of a saved pad's JSON."""
MAX_TITLE = 40


class PadError(ValueError):
    """A change the pad refuses; ``key`` and ``fields`` make the player's message."""

    def __init__(self, key: str, **fields: Any) -> None:
        super().__init__(key)
        self.key = key
        self.fields = fields


@dataclass(frozen=True, slots=True)
class RoundFacts:
    """How one real round ended and what the losers held (tiles or typed point totals)."""

    ended: str
    by: int
    hands: tuple[tuple[str, ...], ...] | None = None
    points: tuple[int, ...] | None = None
    lead: str | None = None
    last: tuple[str, ...] = ()
    hundred: int | None = None

    def __init__(self, ended: str, by: int, *, hands: Any = None, points: Any = None,
                 lead: str | None = None, last: Any = (), hundred: int | None = None) -> None:
        object.__setattr__(self, "ended", ended)
        object.__setattr__(self, "by", by)
        object.__setattr__(self, "hands",
                           None if hands is None else tuple(tuple(map(str, h)) for h in hands))
        object.__setattr__(self, "points", None if points is None else tuple(points))
        object.__setattr__(self, "lead", lead)
        object.__setattr__(self, "last", tuple(map(str, last)))
        object.__setattr__(self, "hundred", hundred)

    def to_json(self) -> dict[str, Any]:
        """The engine's entry JSON (``rules.scoring_entry.entry_to_json`` form)."""
        data: dict[str, Any] = {"kind": "round", "ended": self.ended, "by": self.by}
        if self.hands is not None:
            data["hands"] = [list(h) for h in self.hands]
        else:
            data["points"] = list(self.points or ())
        if self.lead is not None:
            data["lead"] = self.lead
        if self.last:
            data["last"] = list(self.last)
        if self.hundred is not None:
            data["hundred"] = self.hundred
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> RoundFacts:
        """Read an entry JSON back (only round entries are ever typed into a pad)."""
        return cls(data["ended"], data["by"], hands=data.get("hands"), points=data.get("points"),
                   lead=data.get("lead"), last=data.get("last") or (),
                   hundred=data.get("hundred"))

    def record_into(self, sheet: ScoreSheet) -> ScoreSheet:
        """``sheet`` with this round written; ``ValueError`` from the engine if the facts are bad."""
        return sheet.record(hands=self.hands, points=self.points, ended=self.ended, by=self.by,
                            lead=self.lead, last=self.last or None, hundred=self.hundred)


def new_pad_id() -> str:
    """A fresh id that sorts by creation time and never collides."""
    return time.strftime("%Y%m%d-%H%M%S-") + uuid.uuid4().hex[:6]


def _now() -> str:
    return time.strftime("%Y-%m-%d %H:%M")


def default_name(seat: int) -> str:
    """The name of a seat whose box was left empty, in the language in use: «Игрок 2»."""
    return tr("scorepad.name", n=seat + 1)


def typed_name(name: str, seat: int) -> str:
    """``name`` as a pad keeps it: blank for a seat left empty, or for one that was given its
    default name in any language (what versions before issue 19 stored: «Игрок 1» stayed
    Russian in English)."""
    name = name.strip()
    defaults = {text(lang, "scorepad.name", n=seat + 1) for lang in LANGUAGES}
    return "" if name in defaults else name


@dataclass(slots=True)
class Pad:
    """One score pad: names per seat and the score sheet of the match being kept."""

    id: str
    typed: tuple[str, ...]
    """The names as typed; blank for a seat left empty (``names`` shows its default name
    in the language in use)."""
    sheet: ScoreSheet
    created: str = field(default_factory=_now)
    updated: str = field(default_factory=_now)
    in_history: bool = False
    """Whether the finished match was already stored in the history."""
    title: str = ""
    """The name the family gave the pad («Дача, август»); empty: none given."""
    keeper: str | None = None
    """The profile that kept the pad in versions where pads were a profile's (read back and
    written as it was; pads are the device's now, every profile's to see)."""

    @classmethod
    def new(cls, rules: Rules, names: list[str] | tuple[str, ...], *,
            pad_id: str | None = None) -> Pad:
        """An empty pad; ``ValueError`` if the rules cannot be played by that many."""
        clean = tuple(typed_name(n, seat) for seat, n in enumerate(names))
        return cls(pad_id or new_pad_id(), clean, ScoreSheet(rules, len(clean)))

    # -- reading -------------------------------------------------------------------

    @property
    def rules(self) -> Rules:
        """The rules the match is kept by."""
        return self.sheet.rules

    @property
    def names(self) -> tuple[str, ...]:
        """A name per seat as shown: as typed, or the default name in the language in use."""
        return tuple(n or default_name(seat) for seat, n in enumerate(self.typed))

    @property
    def players(self) -> int:
        """Number of seats at the real table."""
        return len(self.typed)

    def side_names(self) -> list[str]:
        """A name per scoring side: the player's, or both partners' for a team."""
        sides = self.sheet.sides
        if sides == self.players:
            return list(self.names)
        return [" + ".join(self.names[s] for s in range(self.players) if s % sides == side)
                for side in range(sides)]

    def facts(self, index: int) -> RoundFacts:
        """The facts of round ``index`` as typed in (to edit it)."""
        return RoundFacts.from_json(self.sheet.to_json()["entries"][index])

    # -- changing --------------------------------------------------------------------

    def record(self, facts: RoundFacts) -> Row:
        """Add a round; the pad is unchanged if the engine refuses it."""
        if self.sheet.is_over:
            raise PadError("scorepad.err_over")
        self.sheet = facts.record_into(self.sheet)
        self._touch()
        return self.sheet.rows[-1]

    def undo(self) -> bool:
        """Remove the last round; False if there is none."""
        if not self.sheet.rows:
            return False
        self.sheet = self.sheet.edited(len(self.sheet.rows) - 1, None)
        self._touch()
        return True

    def edit(self, index: int, facts: RoundFacts) -> None:
        """Replace round ``index``; every later round is recomputed from its facts."""
        entries = [RoundFacts.from_json(e) for e in self.sheet.to_json()["entries"]]
        entries[index] = facts
        sheet = ScoreSheet(self.rules, self.players)
        for number, item in enumerate(entries, start=1):
            if sheet.is_over:
                # Refuse rather than silently drop the rounds the family played after it.
                raise PadError("scorepad.err_ends_early", round=number - 1)
            sheet = item.record_into(sheet)
        self.sheet = sheet
        self._touch()

    def renamed(self, title: str) -> None:
        """Give the pad a name (an empty one takes it away); ``PadError`` if too long."""
        clean = " ".join(title.split())
        if len(clean) > MAX_TITLE:
            raise PadError("scorepad.err_title_long")
        self.title = clean
        self._touch()

    def _touch(self) -> None:
        self.updated = _now()

    # -- JSON -----------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        """Plain JSON-able data with a format version."""
        data = {"format": PAD_FORMAT, "id": self.id, "names": list(self.typed),
                "created": self.created, "updated": self.updated,
                "in_history": self.in_history, "sheet": self.sheet.to_json()}
        if self.title:  # a pad nobody named reads and writes as older versions wrote it
            data["title"] = self.title
        if self.keeper is not None:
            data["keeper"] = self.keeper
        return data

    @classmethod
    def from_json(cls, data: Any) -> Pad:
        """Read ``to_json`` data; ``BadData`` with the reason."""
        if not isinstance(data, dict) or data.get("format") != PAD_FORMAT:
            raise BadData("score pad: not a pad of a known format")
        sheet = ScoreSheet.from_json(data.get("sheet"))
        names, pad_id = data.get("names"), data.get("id")
        if not isinstance(pad_id, str) or not pad_id:
            raise BadData("score pad: 'id' must be a non-empty string")
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise BadData("score pad: 'names' must be a list of strings")
        if len(names) != sheet.players:
            raise BadData(f"score pad: {len(names)} names for {sheet.players} players")
        title = data.get("title", "")
        if not isinstance(title, str) or len(title) > MAX_TITLE:
            raise BadData(f"score pad: 'title' must be text of at most {MAX_TITLE} letters")
        keeper = data.get("keeper")
        if keeper is not None and (not isinstance(keeper, str) or not keeper):
            raise BadData("score pad: 'keeper' must be a profile's name")
        return cls(pad_id, tuple(typed_name(n, seat) for seat, n in enumerate(names)), sheet, str(data.get("created", "")),
                   str(data.get("updated", "")), bool(data.get("in_history", False)), title,
                   keeper)
