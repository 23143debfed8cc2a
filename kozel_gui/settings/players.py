"""The players page: how many sit at the table, teams, and each seat's person or bot."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UILabel

from kozel_gui.focus import Item
from kozel_gui.i18n import Gender, Person, get_language, ntr, tr, tr_about
from kozel_gui.i18n.names import PLAYER, name_gender, person_of, shown_name, stock_key
from kozel_gui.options import SeatSetup
from kozel_gui.people import free_for
from kozel_gui.profiles import Profiles, keep_profiles
from kozel_gui.settings.draft import explain
from kozel_gui.settings.fields import field_spec
from kozel_gui.settings.form import CONTROL_H, Form
from kozel_gui.settings.state import (
    SettingsState,
    bot_levels,
    personalities,
    personality_table,
    player_counts,
)
from kozel_gui.settings.widgets import Control, StepperControl, TextControl, ToggleControl

__all__ = ["PlayersPage", "hotseat_line", "profile_label", "seat_place"]

# Where each seat sits on screen, by number of players (seat 0 is the bottom).
_PLACES: dict[int, tuple[str, ...]] = {2: ("south", "north"), 3: ("south", "west", "east"),
                                       4: ("south", "west", "north", "east")}


def seat_place(seat: int, players: int) -> str:
    """Where a seat sits in words of the current language."""
    return tr(f"settings.place.{_PLACES[players][seat]}")


def personality_label(key: str | None) -> str:
    """A bot's character in words, with its level."""
    character = personality_table().get(key or "")
    if character is None:
        return tr("settings.character.none")
    name = character.name(get_language())
    return f"{name} ({level_label(character.level)})"


def seat_name(seat: SeatSetup) -> str:
    """The name the table will show for ``seat``: a character's own, else the name given."""
    return person_of(seat.name, seat.gender,
                     None if seat.human else seat.personality, typed=seat.human).name


def hotseat_line(seats: Sequence[SeatSetup]) -> str:
    """Who sits at the screen, in words that fit: nobody, one person (named, agreeing with
    them: «Зина играет одна»), or several taking turns («За столом 2 человека: …»)."""
    people = [s for s in seats if s.human]
    if not people:
        return tr("settings.hotseat_none")
    if len(people) > 1:
        return ntr("settings.hotseat_many", len(people))
    who = person_of(people[0].name, people[0].gender)
    if stock_key(people[0].name) == PLAYER:  # the default «Вы» is the player spoken to
        who = Person.you(who.name, who.gender)
    return tr_about("settings.hotseat_one", who)


def profile_label(name: str) -> str:
    """A profile's name, or the words for a new one."""
    return name or tr("settings.profile.new")


def gender_label(gender: Gender | None) -> str:
    """How a new profile's person is spoken of: «он», «она» or not said."""
    return tr(f"profile.{'he' if gender is Gender.MALE else 'she'}") if gender else \
        tr("settings.gender.none")


def level_label(name: str) -> str:
    """A bot's level in words (its name when the catalog has none)."""
    try:
        return tr(f"settings.bot.{name}")
    except KeyError:
        return name


def _low(sentence: str) -> str:
    """``sentence`` to follow a dash: its first letter small (unless a word in capitals)."""
    return sentence[:1].lower() + sentence[1:] if sentence[1:2].islower() else sentence


class PlayersPage:
    """Seats of the next match, in a scrolling form."""

    def __init__(self, state: SettingsState, manager: pygame_gui.UIManager, rect: pygame.Rect,
                 on_help: Callable[[str], None]) -> None:
        self.state, self.manager, self.rect, self.on_help = state, manager, pygame.Rect(rect), on_help
        self.typed: dict[int, str] = {}
        """The name typed at a seat that then chose a profile: «новый» brings it back."""
        self.build()

    def build(self) -> None:
        """The summary line, then count, teams and one block per seat."""
        r = self.rect
        self.summary: Any = UILabel(pygame.Rect(r.x, r.y, r.w, CONTROL_H - 6), "", self.manager,
                               object_id=ObjectID(class_id="@settings_summary"))
        self.form = Form(self.manager, pygame.Rect(r.x, r.y + CONTROL_H, r.w, r.h - CONTROL_H),
                         self.on_help)
        self._table_rows()
        for seat in range(len(self.state.seats)):
            self._seat_rows(seat)
        self.form.finish()
        self.refresh()

    def _row(self, key: str, label: str, help_text: str,
             make: Callable[[Any, pygame.Rect], Control]) -> None:
        self.form.row(key, label, help_text, make)

    def _table_rows(self) -> None:
        draft = self.state.draft
        rules = self.state.current_rules()
        counts = player_counts(rules) if rules else draft.get("players_allowed") or (4,)
        allowed = ", ".join(map(str, counts))
        self.form.heading(tr("settings.tab.players"))
        self._row("count", tr("settings.players_count"),
                  tr("settings.players_count_help", allowed=allowed),
                  lambda c, rect: StepperControl(self.manager, c, rect, len(self.state.seats),
                                                 counts, str))
        label, help_text = field_spec("teams").text(get_language())
        self._row("teams", label, help_text,
                  lambda c, rect: ToggleControl(self.manager, c, rect, draft.get("teams"),
                                                (tr("settings.on"), tr("settings.off"))))

    def _seat_rows(self, seat: int) -> None:
        s = self.state.seats[seat]
        n = len(self.state.seats)
        title = f"{tr('settings.seat', n=seat + 1)} — {seat_place(seat, n)}"
        rules = self.state.current_rules()
        if rules is not None and rules.teams and n == 4:
            title += f" · {tr('settings.seat_team', team=seat % 2 + 1)}"
        self.form.heading(title)
        m = self.manager
        self._row(f"name{seat}", tr("settings.name"), tr("settings.name_help"),
                  lambda c, rect: TextControl(m, c, rect, seat_name(s)))
        self._row(f"profile{seat}", tr("settings.profile"), tr("settings.profile_help"),
                  lambda c, rect: StepperControl(m, c, rect, self._profile(seat),
                                                 self._profile_choices(seat), profile_label))
        # Every seat has the gender row, so making a seat a person's moves nothing under the
        # pointer (issue 19.8: the row came in and the next click hit the row below).  A
        # bot's shows its character's, greyed: a fact, not a choice here (P32).
        self._row(f"gender{seat}", tr("settings.gender"), tr("settings.gender_help"),
                  lambda c, rect: StepperControl(m, c, rect, self._gender(seat),
                                                 (None, Gender.MALE, Gender.FEMALE),
                                                 gender_label))
        words = (tr("settings.human"), tr("settings.bot"))
        self._row(f"human{seat}", tr("settings.who"), tr("settings.who_help"),
                  lambda c, rect: StepperControl(m, c, rect, s.human, (True, False),
                                                 lambda v: words[0] if v else words[1]))
        self._row(f"bot{seat}", tr("settings.level"), tr("settings.level_help"),
                  lambda c, rect: StepperControl(m, c, rect, s.bot, bot_levels(s.bot),
                                                 level_label))
        self._row(f"personality{seat}", tr("settings.character"), tr("settings.character_help"),
                  lambda c, rect: StepperControl(m, c, rect, s.personality, personalities(),
                                                 personality_label))

    def _profiles(self) -> Profiles:
        """The profiles as saved now (the profile screen may have made one)."""
        return self.state.profiles()

    def _profile(self, seat: int, profiles: Profiles | None = None) -> str:
        """The profile seat ``seat`` plays for, as ``people`` reads the seat («Вы»: the
        current one), or the one its new name renames; "" for none (a new profile from
        the name typed)."""
        found = self.state.seat_profile(seat, profiles or self._profiles())
        return found.name if found is not None else ""

    def _profile_choices(self, seat: int, profiles: Profiles | None = None
                         ) -> tuple[str, ...]:
        """What the seat's «Профиль» arrows step through: «новый», then every grown-up's
        profile no other person sits as (a child plays at the kids' table).  Another seat's
        person is skipped, never moved or dropped; its own stays among the choices."""
        profiles = profiles or self._profiles()
        free = [p.name for p in free_for(profiles, tuple(self.state.seats), seat)]
        own = self._profile(seat, profiles)
        if own and own not in free:  # two seats named one profile in an old set-up
            free.append(own)
        return ("", *free)

    def refresh(self) -> None:
        """Grey out, saying why, bot settings of people, profiles of bots, the name of a
        character and a gender a bot's character or stock name gives (a person's, and a
        renamed bot's, is theirs to change); explain a teams problem; count the people."""
        profiles = self._profiles()
        for seat, s in enumerate(self.state.seats):
            for key, label in ((f"bot{seat}", "settings.level"),
                               (f"personality{seat}", "settings.character")):
                self.form.grey(key, tr("settings.why.bot_only", field=tr(label))
                               if s.human else None)
            self.form.grey(f"gender{seat}", self._gender_why(seat))
            self.form.grey(f"name{seat}", None if s.human or not s.personality else
                           tr("settings.why.name_character", name=seat_name(s)))
            profile = self.form.rows[f"profile{seat}"].control
            assert isinstance(profile, StepperControl)
            profile.choices = list(self._profile_choices(seat, profiles))  # as others sit now
            profile.show(self._profile(seat, profiles))
            self.form.grey(f"profile{seat}", None if s.human else
                           tr("settings.why.person_only", field=tr("settings.profile")))
            self._name_lines(seat, profiles)
        self._one_count()
        self.summary.set_text(hotseat_line(self.state.seats))

    def _rule_problems(self) -> list[str]:
        """Under «Команды»: why the rules are not taken now, the teams' own problem and
        any other rule's by its name (teams off in «Козёл 2×2» leave its team fish: the
        count then changed nothing, and nothing here said why)."""
        lang = get_language()
        problems = self.state.draft.problems()
        out = [explain(p, lang) for p in problems.get("teams", [])]
        for key, found in problems.items():
            if key == "teams":
                continue
            field = tr("quote", text=field_spec(key).text(lang)[0])
            out += [tr("settings.problem_of", field=field, problem=_low(explain(p, lang)))
                    for p in found]
        return out

    def _one_count(self) -> None:
        """A count the rules leave one choice is greyed out, saying why (its «‹» did nothing
        beside «правила разрешают: 4»): under the count when the rules make it so, which
        the switch under it cannot change; under «Команды 2×2» when teams do, so that the
        switch turned on moves nothing above the pointer and nothing is kept empty while
        they are off (issue 19: the room kept under the count showed as a blank line)."""
        control = self.form.rows["count"].control
        assert isinstance(control, StepperControl)
        only = len(control.choices) == 1
        teams = bool(self.state.draft.get("teams"))
        why = (tr("settings.na.teams_four") if teams
               else ntr("settings.count_only", control.choices[0]))
        self.form.grey("count", why if only else None)
        by_rules = only and not teams
        self.form.set_problem("count", [why] if by_rules else [], note=by_rules)
        problems = self._rule_problems()
        if problems:  # what must be put right comes first; the count still says why in grey
            self.form.set_problem("teams", problems)
        else:
            self.form.set_problem("teams", [why] if only and teams else [], note=True)

    def _name_lines(self, seat: int, profiles: Profiles) -> None:
        """Under a seat's name: another seat has it, or what it renames when the screen is
        left (issue 19: the profile turned «новый» without a word)."""
        twin = self._twin(seat)
        if twin is not None:
            self.form.set_problem(f"name{seat}", [tr("settings.name_twice", seat=twin + 1)])
            return
        pending = self.state.pending_rename(profiles)
        if pending is not None and self.state.own_seat == seat:
            self.form.set_problem(f"name{seat}", [tr("settings.profile_renames", old=pending[0],
                                                     new=pending[1])], note=True)
        else:
            self.form.set_problem(f"name{seat}", [])

    def _twin(self, seat: int) -> int | None:
        """Another person's seat with the same name (the second plays for no profile)."""
        s = self.state.seats[seat]
        same = s.name.strip().casefold()
        return next((i for i, o in enumerate(self.state.seats) if i < seat and o.human
                     and s.human and o.name.strip().casefold() == same), None)

    def _choose_profile(self, seat: int, name: str) -> None:
        """A person's seat plays for the profile ``name`` (one no other seat has: the arrows
        offer no other), taking its name and gender; nobody else moves.  «новый»: the name
        typed for this seat before it played for a profile, else «Игрок N», no gender."""
        s = self.state.seats[seat]
        if self._profile(seat) == "":
            self.typed[seat] = s.name  # what was typed here comes back with «новый»
        if not name:
            self.state.set_seat(seat, gender=None, name=self.typed.pop(
                seat, tr("settings.new_seat_name", n=seat + 1)))
        else:
            profile = self._profiles().find(name)
            self.state.set_seat(seat, name=profile.name, gender=profile.gender)
        self._show_seat(seat)

    def _set_gender(self, seat: int, gender: Gender | None) -> None:
        """A person's gender: the profile's when the seat plays for one (saved there, so the
        profile screen and every later match speak of them so), else the seat's."""
        profiles = self._profiles()
        found = self.state.seat_profile(seat, profiles)
        if found is not None:
            keep_profiles(self.state.app, profiles.with_gender(found.name, gender))
        self.state.set_seat(seat, gender=gender)
        self._show_seat(seat)

    def _show_seat(self, seat: int) -> None:
        """Level and character may follow each other: show both as they are now."""
        s = self.state.seats[seat]
        self.form.rows[f"bot{seat}"].control.show(s.bot)
        self.form.rows[f"personality{seat}"].control.show(s.personality)
        self.form.rows[f"name{seat}"].control.show(seat_name(s))
        self.form.rows[f"profile{seat}"].control.show(self._profile(seat))
        self.form.rows[f"gender{seat}"].control.show(self._gender(seat))

    def _gender_why(self, seat: int) -> str | None:
        """Why a bot's «Он или она» is not a choice: its character's or its stock name's
        (None: a person's, or a bot with a name of its own, chooses; issue 19)."""
        s = self.state.seats[seat]
        if s.human:
            return None
        if s.personality in personality_table():
            who = person_of(s.name, s.gender, s.personality)
            return tr("settings.why.gender_character", name=who.name,
                      he_she=gender_label(who.gender))
        stock = name_gender(s.name)
        if stock is None:
            return None
        return tr("settings.why.gender_name", name=shown_name(s.name),
                  he_she=gender_label(stock))

    def _gender(self, seat: int) -> Gender | None:
        """How a seat's person is spoken of: a profile's own gender, else the seat's; a
        bot's is its character's (or its stock name's)."""
        s = self.state.seats[seat]
        if not s.human:
            return person_of(s.name, s.gender, s.personality).gender
        found = self.state.seat_profile(seat, self._profiles())
        return found.gender if found is not None and found.gender is not None else s.gender

    def kill(self) -> None:
        """Remove every element."""
        self.summary.kill()
        self.form.kill()

    def close_open(self) -> bool:
        """Nothing on this page opens over it (Esc goes on to close the screen)."""
        return False

    def focusables(self) -> list[Item]:
        """Every row."""
        return self.form.focusables()

    def rebuild(self) -> None:
        """Build again (the number of seats changed), scrolled where the page was."""
        offset = self.form.offset
        self.kill()
        self.build()
        self.form.scroll_to(offset)

    def handle(self, event: pygame.event.Event) -> bool:
        """Apply a change made on this page."""
        key = self.form.handle(event)
        if key is None:
            return False
        value = self.form.rows[key].control.value
        before = len(self.state.seats)
        if key == "count":
            self.state.set_players(value)
        elif key == "teams":
            self.state.set_field("teams", value)
        elif key.startswith("profile"):
            self._choose_profile(int(key[len("profile"):]), value)
        elif key.startswith("gender"):
            self._set_gender(int(key[len("gender"):]), value)
        elif key.startswith("name"):
            self.state.set_name(int(key[len("name"):]), value)
            self._show_seat(int(key[len("name"):]))
        else:
            field = key.rstrip("0123456789")
            seat = int(key[len(field):])
            changes = {field: value}
            if field == "human" and value:
                # A person's name is shown as typed: a bot's stock name becomes the words it
                # was shown in (P33: «Pete» turned into «Петрович» in English).
                changes["name"] = shown_name(self.state.seats[seat].name)
            self.state.set_seat(seat, **changes)
            self._show_seat(seat)
        if key in ("count", "teams") or len(self.state.seats) != before:
            self.rebuild()
        else:
            self.refresh()
        return True
