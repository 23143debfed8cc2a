"""What the settings pages share: the rules draft, the seats, the saved presets, and applying them.

Every valid change is applied at once through ``app.set_setup``, so the next
match starts with exactly what the screens show; an invalid draft is never
applied (the last valid set-up stays).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

import rules.bots
from kozel_gui.i18n import Gender, tr, words
from kozel_gui.i18n.names import name_gender, person_of, stock_key
from kozel_gui.options import BOT_NAMES_RU, MatchSetup, SeatSetup
from kozel_gui.people import profile_at
from kozel_gui.profile_files import rename_profile
from kozel_gui.profiles import Profile, Profiles, keep_profiles
from kozel_gui.settings.draft import RulesDraft
from kozel_gui.settings.presets_store import PresetStore
from rules import PRESETS, Rules

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = ["BOT_LEVELS", "SettingsState", "bot_gender", "bot_levels", "personalities", "personality_table",
           "player_counts"]

BOT_LEVELS = ("kids", "easy", "medium", "hard", "expert")
"""The levels a seat may play at, gentlest first (a character is a play style on top: it
comes with its own level; ``heaviest`` and ``random`` are test bots, offered only to a seat
an older set-up gave one)."""


def bot_levels(current: str | None = None) -> list[str]:
    """The levels that exist, gentlest first (and ``current``, first, if it is none of them)."""
    known = set(rules.bots.BOTS)
    levels = [n for n in BOT_LEVELS if n in known]
    return levels if current is None or current in levels else [current, *levels]


def personality_table() -> dict[str, Any]:
    """Every bot character by key (empty while the bots package has none)."""
    found: Any = getattr(rules.bots, "PERSONALITIES", None)
    if found is None:
        try:
            from rules.bots.personalities import PERSONALITIES as found
        except ImportError:
            return {}
    return {p.key: p for p in found}


def personalities() -> list[str | None]:
    """None (plain play) and every character's key, gentle to strong."""
    return [None, *personality_table()]


def player_counts(r: Rules) -> tuple[int, ...]:
    """Numbers of players these rules can be dealt to."""
    return (4,) if r.teams else r.players_allowed


class SettingsState:
    """The rules draft, the seats and the saved presets of one visit to the settings."""

    def __init__(self, app: Host) -> None:
        self.app = app
        self.from_top = False
        """Another game was chosen: the rules page shows it from its top (``take_top``)."""
        self.store = PresetStore(app.data, app.notify)
        current = app.setup.rules
        self.preset = current.name if self.find(current.name) else "kozel"
        base = self.find(self.preset)
        assert base is not None
        self.draft = RulesDraft(base)
        for name in self.draft.base.differences(current):
            self.draft.set(name, getattr(current, name))
        self.seats: list[SeatSetup] = list(app.setup.seats)
        self.name_box = self.own_name(self.preset)
        """What the «name of your set» box holds (kept while a question is asked)."""
        self.status = ""
        """The rules page's last word to the player («Набор сохранён»), until the next change."""
        self.own_seat = self._playing_seat(self.profiles())
        """Where the current profile sits: the seat that names it, else the one whose name
        was typed over (its profile is renamed to the name typed when the screen is left,
        ``pending_rename``; issue 19: a typo fixed in one's own name made a second profile
        at the match's start, splitting the statistics).  The one fact the seats do not
        hold: once the name is typed over, nothing in them says whose seat it was."""
        self._before_teams: tuple[tuple[int, ...], int] | None = None
        """The numbers of players allowed and the seats before teams were turned on (they
        come back when teams go off)."""

    def find(self, name: str) -> Rules | None:
        """A built-in or saved preset by name."""
        return PRESETS.get(name) or self.store.find(name)

    def preset_names(self) -> list[str]:
        """Built-in presets, then saved ones."""
        return [*PRESETS, *self.store.names()]

    def is_custom(self, name: str) -> bool:
        """Whether ``name`` is a saved (editable) preset."""
        return name not in PRESETS and self.store.find(name) is not None

    @property
    def modified(self) -> bool:
        """Whether the draft differs from its preset (changes a new choice would discard)."""
        return bool(self.draft.differences())

    def own_name(self, name: str) -> str:
        """What the name box shows for the chosen set ``name``: a saved set's own name; empty
        for a built-in one, so «Сохранить как» never keeps a name typed for another set."""
        return name if self.is_custom(name) else ""

    def select(self, name: str) -> None:
        """Make ``name`` the chosen set; the name box follows (the one place it is set so,
        on opening, choosing, saving, renaming and deleting alike)."""
        self.preset = name
        self.name_box = self.own_name(name)

    def choose_preset(self, name: str) -> None:
        """Start the draft from another preset and apply it."""
        base = self.find(name)
        if base is None:
            raise KeyError(name)
        self.from_top = self.from_top or name != self.preset
        self.select(name)
        self.draft.reset(base)
        self.apply()

    def take_top(self) -> bool:
        """Whether the rules page is to show from its top (another game was chosen since:
        its rows are others, and the old place could leave them above the view); asked once."""
        top, self.from_top = self.from_top, False
        return top

    def set_field(self, name: str, value: Any) -> bool:
        """Change one rule; True if the result is valid and applied.

        Teams on means four players: «Для скольких игроков» becomes 4 alone and four sit;
        when teams go off again the numbers and the seats come back as they were (teams of
        a preset, or from an earlier visit: every number the rules may have, the seats
        left as they are), so the count is never left stuck at four."""
        seats = None
        if name == "teams" and value != self.draft.get("teams"):
            if value:
                self._before_teams = (self.draft.get("players_allowed"), len(self.seats))
                self.draft.set("players_allowed", (4,))
            else:
                allowed, seats = self._before_teams or (Rules().players_allowed, None)
                self.draft.set("players_allowed", allowed)
                self._before_teams = None
        elif name == "players_allowed":
            self._before_teams = None
        self.draft.set(name, value)
        if seats is not None and seats != len(self.seats):
            self.seats = resize_seats(self.seats, seats)
        return self.apply()

    def current_rules(self) -> Rules | None:
        """The draft as rules named after its preset, or None while invalid."""
        return self.draft.rules(self.preset)

    def apply(self) -> bool:
        """Write rules and seats to ``app.setup`` if the draft is valid."""
        r = self.current_rules()
        if r is None:
            return False
        self.seats = fit_seats(self.seats, r)
        self.app.set_setup(MatchSetup(r, tuple(self.seats), self.app.setup.seed))
        return True

    def set_players(self, count: int) -> None:
        """Change the number of seats (within what the rules allow) and apply."""
        self.seats = resize_seats(self.seats, count)
        self.apply()

    def set_seat(self, index: int, **changes: Any) -> None:
        """Change one seat (name, human, bot, personality) and apply.

        A character plays at its own level, so choosing one sets the level, and
        choosing another level drops a character of a different level.  A bot's gender
        follows a stock name, else is the one given or kept (``bot_gender``).  A name
        given here (a profile chosen, «новый») is no typing over: the seat no longer
        renames the current profile.
        """
        self._change(index, changes, typed=False)

    def set_name(self, index: int, name: str) -> None:
        """Type ``name`` at seat ``index``: the current profile's seat typed over keeps
        that profile, to be renamed (``pending_rename``), whatever names it passed through
        on the way; a name that is a profile's plays for that one."""
        self._change(index, {"name": name}, typed=True)

    def _change(self, index: int, changes: dict[str, Any], *, typed: bool) -> None:
        before = self.seats[index]
        seat = dataclasses.replace(before, **changes)
        if not seat.human:
            seat = dataclasses.replace(seat, gender=bot_gender(before, seat))
        elif not before.human and "gender" not in changes:
            # The bot's gender as its «Он или она» row showed it (a stock name's, a
            # character's) stays the person's: the row and the cover say the same.
            seat = dataclasses.replace(seat, gender=person_of(
                before.name, before.gender, before.personality).gender)
        character = personality_table().get(seat.personality or "")
        if "personality" in changes and character is not None:
            seat = dataclasses.replace(seat, bot=character.level)
        elif "bot" in changes and character is not None and character.level != seat.bot:
            seat = dataclasses.replace(seat, personality=None)
        self.seats[index] = seat
        self.apply()
        playing = self._playing_seat(self.profiles())
        if playing is not None:
            self.own_seat = playing
        elif index == self.own_seat and not typed and seat.name != before.name:
            self.own_seat = None

    def _playing_seat(self, profiles: Profiles) -> int | None:
        """The seat that names the current profile (``profile_at``), if one does."""
        return next((i for i, s in enumerate(self.seats)
                     if (p := profile_at(profiles, s)) is not None and p.name == profiles.current),
                    None)

    def profiles(self) -> Profiles:
        """The profiles as saved now (the profile screen may have made one)."""
        return Profiles.load(self.app.data)

    def seat_profile(self, index: int, profiles: Profiles) -> Profile | None:
        """The profile seat ``index`` plays for: the one it names (``profile_at``), else the
        one its new name will rename."""
        found = profile_at(profiles, self.seats[index])
        if found is not None:
            return found
        pending = self.pending_rename(profiles)
        return profiles.find(pending[0]) if pending and index == self.own_seat else None

    def pending_rename(self, profiles: Profiles) -> tuple[str, str] | None:
        """The current profile and its new name (the name typed over its seat), while that
        seat is still a person's naming no profile and no seat names the current one."""
        index, old = self.own_seat, profiles.current
        if index is None or old is None or index >= len(self.seats) or profiles.find(old) is None:
            return None
        seat = self.seats[index]
        if not seat.human or profile_at(profiles, seat) is not None \
                or self._playing_seat(profiles) is not None:
            return None
        return old, seat.name.strip()

    def finish(self) -> None:
        """The screen is left: a pending rename is made through the one rename path (what
        is kept under the old name moves with it) and said."""
        profiles = self.profiles()
        pending = self.pending_rename(profiles)
        self.own_seat = None  # made (or refused) once
        if pending is None:
            return
        old, new = pending
        try:
            renamed = profiles.renamed(old, new)
        except ValueError as exc:
            self.app.notify(words(str(exc)))
            return
        rename_profile(self.app.data, old, new)  # its records first, then its name
        keep_profiles(self.app, renamed)
        self.app.notify(words("profile.renamed", name=new))


def bot_gender(before: SeatSetup, seat: SeatSetup) -> Gender | None:
    """The gender of a bot's ``seat`` as changed from ``before``: a stock name's own
    («Петрович»); another name's is the one given (its «Он или она» row), else the one its
    stock name gave it before a rename (issue 19: «Зина» renamed «Вася» lost her gender
    and the table said «Вася сходило»; then «Вася» stayed «вышла», the row greyed)."""
    return name_gender(seat.name) or seat.gender or name_gender(before.name)


def resize_seats(seats: list[SeatSetup], count: int) -> list[SeatSetup]:
    """``count`` seats: the first ones kept, new ones are bots with unused names."""
    out = list(seats[:count])
    used = {stock_key(s.name) or s.name for s in out}
    spare = [n for n in BOT_NAMES_RU if stock_key(n) not in used]
    while len(out) < count:
        out.append(SeatSetup(spare.pop(0) if spare else tr("settings.seat", n=len(out) + 1)))
    return out


def fit_seats(seats: list[SeatSetup], r: Rules) -> list[SeatSetup]:
    """Seats whose number the rules allow: the nearest allowed number."""
    counts = player_counts(r)
    if len(seats) in counts:
        return seats
    best = min(counts, key=lambda n: (abs(n - len(seats)), -n))
    return resize_seats(seats, best)
