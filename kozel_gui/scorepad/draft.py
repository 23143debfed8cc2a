"""What the entry page collects for one round, checked with messages a family understands.

``RoundDraft`` is pure (no pygame): the page taps tiles and sets fields on it,
then ``facts()`` returns the ``RoundFacts`` for the pad or raises ``PadError``
naming what to fix.

>>> from rules import find_preset
>>> d = RoundDraft(find_preset("kozel"), ["Аня", "Боря"])
>>> d.ended, d.by, d.selected = "out", 0, 1
>>> d.tap("6:6"), d.value(1)
(None, 12)
>>> d.facts().hands
((), ('6:6',))
"""

from __future__ import annotations

from collections.abc import Sequence

from kozel_gui.i18n import tr
from kozel_gui.scorepad.model import PadError, RoundFacts
from rules import ALL_TILES, Rules, Tile, hand_value, scored_seats
from rules.move_words import tile_words

__all__ = ["MAX_POINTS", "RoundDraft", "bonus_tiles"]

MAX_POINTS = 168
"""No hand can hold more than every pip of the set."""

TILE_NAMES = tuple(str(t) for t in ALL_TILES)


def bonus_tiles(rules: Rules) -> tuple[bool, bool]:
    """Whether the opening tile and the closing tile change the score under ``rules``."""
    lead = rules.double_bonuses
    last = rules.double_bonuses or rules.bald_goat or rules.six_six_out_wins
    return lead, last


class RoundDraft:
    """A round being typed in: how it ended, who, and each hand as tiles or a total."""

    def __init__(self, rules: Rules, names: Sequence[str]) -> None:
        self.rules = rules
        self.names = list(names)
        self.ended = "out"
        self.by: int | None = None
        self.by_tiles = True
        self.owner: dict[str, int] = {}
        """Tile name -> the seat holding it."""
        self.points = [""] * len(names)
        """Typed totals, as the player typed them."""
        self.selected = 0
        """The seat whose tiles are being tapped."""
        self.lead: str | None = None
        self.last: str | None = None
        self.hundred: int | None = None

    @classmethod
    def from_facts(cls, rules: Rules, names: Sequence[str], facts: RoundFacts) -> RoundDraft:
        """A draft showing a round already written (to correct it)."""
        d = cls(rules, names)
        d.ended, d.by, d.hundred = facts.ended, facts.by, facts.hundred
        d.lead = facts.lead
        d.last = "+".join(facts.last) or None
        if facts.hands is not None:
            d.owner = {t: seat for seat, hand in enumerate(facts.hands) for t in hand}
        else:
            d.by_tiles = False
            d.points = [str(p) for p in facts.points or ()]
        d.selected = next((s for s in range(len(names)) if s != d.by), 0)
        d.settle()
        return d

    def state(self) -> tuple[object, ...]:
        """Everything typed or tapped so far (a change since opening asks before it is lost)."""
        return (self.ended, self.by, self.by_tiles, sorted(self.owner.items()),
                [p.strip() for p in self.points], self.lead, self.last, self.hundred)

    # -- whose hands are asked -----------------------------------------------------

    def counted(self) -> frozenset[int]:
        """The seats whose hands the round's score depends on (the engine's one rule): only
        these are asked for; every seat until the ending and who is chosen."""
        if self.by is None:
            return frozenset(range(len(self.names)))
        return scored_seats(self.rules, len(self.names), out=self.ended == "out", by=self.by,
                            hundred=self.hundred)

    def is_asked(self, seat: int) -> bool:
        """Whether ``seat``'s tiles or total are asked for."""
        return seat in self.counted()

    def settle(self) -> None:
        """After the ending, who or the hundred move changed: a hand no longer asked for
        (the seat that went out, his partner's in a 2×2 Kozel) lets its tiles go, and the
        tiles are tapped for a seat still asked."""
        asked = self.counted()
        self.owner = {t: s for t, s in self.owner.items() if s in asked}
        if self.selected not in asked:
            self.selected = min(asked, default=self.selected)

    # -- tiles -------------------------------------------------------------------

    def hand(self, seat: int) -> list[str]:
        """Tiles marked for ``seat``, in set order."""
        return [t for t in TILE_NAMES if self.owner.get(t) == seat]

    def value(self, seat: int) -> int:
        """What the marked tiles are worth by the rules (special doubles included)."""
        return hand_value(self.rules, self.hand(seat))

    def tap(self, tile: str) -> str | None:
        """Give ``tile`` to the selected seat, or take it back; a message if not allowed."""
        tile = str(Tile.parse(tile))
        holder = self.owner.get(tile)
        if holder == self.selected:
            del self.owner[tile]
            return None
        if holder is not None:
            return _say("scorepad.err_tile_taken", tile=tile_words(Tile.parse(tile)),
                        name=self.names[holder])
        if self.ended == "out" and self.by == self.selected:
            return _say("scorepad.err_out_holds", name=self.names[self.selected])
        if not self.is_asked(self.selected):
            return _say("scorepad.err_not_counted", name=self.names[self.selected])
        self.owner[tile] = self.selected
        return None

    # -- the result ----------------------------------------------------------------

    def facts(self) -> RoundFacts:
        """The round for the pad; ``PadError`` says what is missing or impossible."""
        if self.by is None:
            raise PadError("scorepad.err_no_by")
        lead_on, last_on = bonus_tiles(self.rules)
        lead = self.lead if lead_on else None
        if self.hundred is not None:
            lead = "6:6"
        last = tuple(self.last.split("+")) if last_on and self.last and self.ended == "out" else ()
        if self.by_tiles:
            return self._by_tiles(lead, last)
        return RoundFacts(self.ended, self.by, points=self._points(), lead=lead, last=last,
                          hundred=self.hundred)

    def _by_tiles(self, lead: str | None, last: tuple[str, ...]) -> RoundFacts:
        assert self.by is not None
        hands = [self.hand(s) for s in range(len(self.names))]
        asked = self.counted()
        for seat, hand in enumerate(hands):
            out = self.ended == "out" and seat == self.by
            if out and hand:
                raise PadError("scorepad.err_out_holds", name=self.names[seat])
            if seat in asked and not hand:
                raise PadError("scorepad.err_empty_hand", name=self.names[seat])
        for tile, what in ((lead, "scorepad.lead"), *((t, "scorepad.last") for t in last)):
            if tile is not None and tile in self.owner:
                raise PadError("scorepad.err_on_table", tile=tile_words(Tile.parse(tile)),
                               what=_say(what).lower())
        return RoundFacts(self.ended, self.by, hands=hands, lead=lead, last=last,
                          hundred=self.hundred)

    def _points(self) -> list[int]:
        values = []
        asked = self.counted()
        for seat, typed in enumerate(self.points):
            if seat not in asked:  # not asked (went out, or a hand the rules do not count)
                values.append(0)
                continue
            text = typed.strip()
            if not text.isdigit() or int(text) > MAX_POINTS:
                raise PadError("scorepad.err_points", name=self.names[seat])
            values.append(int(text))
        return values


def _say(key: str, **fields: object) -> str:
    return tr(key, **fields)
