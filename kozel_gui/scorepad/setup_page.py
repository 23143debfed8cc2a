"""A new pad: choose the rules (a preset or a saved custom one), the players and their names."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine

from kozel_gui.controls import press_gui
from kozel_gui.focus import Item
from kozel_gui.i18n import ntr, tr
from kozel_gui.profiles import Profiles
from kozel_gui.scorepad.model import Pad, default_name, typed_name
from kozel_gui.scorepad.page import Page
from kozel_gui.scorepad.paint import COLOURS, blit_text
from kozel_gui.scorepad.sheet_view import preset_title
from kozel_gui.settings.presets_store import PresetStore
from kozel_gui.settings.widgets import StepperItem
from rules import MAX_NAME, PRESETS, Rules

if TYPE_CHECKING:
    from kozel_gui.scenes.scorepad import ScorePadScene

__all__ = ["SetupPage", "check_names"]


def placeholder(seat: int) -> str:
    """The grey name in an empty box, and the name a seat left empty is shown by (kept
    blank: «Игрок 2» here, "Player 2" in English)."""
    return default_name(seat)


def check_names(names: list[str]) -> str | None:
    """Why these names cannot be used (a message), or None."""
    clean = [n.strip() for n in names]
    for n, name in enumerate(clean, start=1):
        if not name:
            return tr("scorepad.err_name_empty", n=n)
    for name in clean:
        if clean.count(name) > 1:
            return tr("scorepad.err_name_twice", name=name)
    return None


class SetupPage(Page):
    """Rules and players of a new pad; «Start the game» creates it (kept once a round is
    written, ``PadStore.save``)."""

    def __init__(self, scene: ScorePadScene) -> None:
        super().__init__(scene)
        custom = PresetStore(self.app.data, self.app.notify)
        self.choices: list[Rules] = [*PRESETS.values(), *custom.presets.values()]
        base = self.app.setup.rules if hasattr(self.app, "setup") else PRESETS["kozel"]
        self.choice = next((i for i, r in enumerate(self.choices) if r.name == base.name), 0)
        self.names = [""] * 4
        """What is typed in each box (empty: the box shows «Игрок N» and the seat gets it)."""
        self.entries: list[UITextEntryLine] = []
        self.names_wrong = False
        """Whether the problem said is the names' (checked again as they are typed)."""
        self._take_last_table()
        self._keeper_first()

    def _keeper_first(self) -> None:
        """The first box holds the current profile's name, the one keeping the score being
        usually at the table too (issue 19); still a box to type over.  Not where a last
        table already seats that name, nor over a name it gave the first seat."""
        me = Profiles.load(self.app.data).current
        if me and not self.names[0] and me not in (n.strip() for n in self.names):
            self.names[0] = me

    def _take_last_table(self) -> bool:
        """The players and pairing of the last pad kept by the chosen rules (else defaults);
        whether there was one."""
        self.teams = self.rules_base.teams
        self.players = 4 if 4 in self.counts() else self.counts()[0]
        last = self.scene.store.last_table(self.rules_base.name)
        if last is None:
            return False
        try:
            dataclasses.replace(self.rules_base, teams=last.teams)
            self.teams = last.teams
        except ValueError:
            pass  # the saved rules changed since: keep their own pairing
        if len(last.names) in self.counts():
            self.players = len(last.names)
            typed = [typed_name(n, seat) for seat, n in enumerate(last.names)]
            self.names = [*typed, *[""] * (4 - len(typed))]
        return True

    # -- the choice ---------------------------------------------------------------

    @property
    def rules_base(self) -> Rules:
        """The chosen preset as saved."""
        return self.choices[self.choice]

    def rules(self) -> Rules | str:
        """The rules to keep the score by, or why the team switch cannot apply: the game's
        own seating of them (``Seating``: Kozel in pairs is Kozel's rules with teams, as the
        games chooser starts it; «Козёл 2×2» is a game of its own in the list above)."""
        from kozel_gui.scenes.games import Seating

        try:
            return Seating(4, self.teams).rules(self.rules_base)
        except ValueError as exc:
            return str(exc)

    def counts(self) -> tuple[int, ...]:
        """Player counts the chosen rules allow."""
        base = self.rules_base
        return (4,) if self.teams or base.teams else base.players_allowed

    def can_toggle_teams(self) -> bool:
        """Teams are a choice only with four players and rules that allow both ways."""
        if self.players != 4:
            return False
        try:
            dataclasses.replace(self.rules_base, teams=not self.rules_base.teams)
        except ValueError:
            return False
        return True

    # -- layout ------------------------------------------------------------------

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        col = min(w - self.px(80), self.px(760))
        left = (w - col) // 2
        label_w, row_h, gap = self.px(220), self.px(48), self.px(12)
        ctrl_x, ctrl_w = left + label_w, col - label_w
        self.rows_y = [self.px(110) + n * (row_h + gap) for n in range(7)]
        self.label_x = left
        self._stepper("rules", self.rows_y[0], ctrl_x, ctrl_w, row_h,
                      preset_title(self.rules_base.name), lambda: self.pick(-1),
                      lambda: self.pick(1))
        self._stepper("players", self.rows_y[1], ctrl_x, ctrl_w, row_h, str(self.players),
                      lambda: self.count(-1), lambda: self.count(1))
        teams = tr("scorepad.teams_on" if self.teams else "scorepad.teams_off")
        toggle = self.button(pygame.Rect(ctrl_x, self.rows_y[2], ctrl_w, row_h), teams,
                             self.toggle_teams, key="teams")
        if not self.can_toggle_teams():
            toggle.disable()
        self.entries = []
        for seat in range(self.players):
            rect = pygame.Rect(ctrl_x, self.rows_y[3 + seat], ctrl_w, row_h)
            entry = self.entry(rect, f"name:{seat}", placeholder(seat))
            entry.set_text_length_limit(MAX_NAME)
            entry.set_text(self.names[seat])
            self.entries.append(entry)
        bw, bh = self.px(280), self.px(56)
        y = h - self.px(28) - bh
        self.button(pygame.Rect(w // 2 - bw - gap, y, bw, bh), tr("scorepad.start"), self.start,
                    "@big_button", key="scorepad.start")
        self.button(pygame.Rect(w // 2 + gap, y, bw, bh), tr("scorepad.back"), self.back,
                    "@big_button")

    def _stepper(self, key: str, y: int, x: int, width: int, height: int, text: str,
                 down: Callable[[], None], up: Callable[[], None]) -> None:
        """‹ value ›, one stop of the focus ring as the settings' steppers are: Left / Right
        step; Enter and Space change nothing (issue 19: Enter on a new pad turned «Козёл»
        into «Козёл 2×2» unseen); a click on an arrow or the value steps."""
        arrow = height + self.px(8)
        prev = self.button(pygame.Rect(x, y, arrow, height), "‹", down, in_ring=False)
        middle = self.button(pygame.Rect(x + arrow + 4, y, width - 2 * arrow - 8, height), text,
                             up, in_ring=False)
        after = self.button(pygame.Rect(x + width - arrow, y, arrow, height), "›", up,
                            in_ring=False)
        keys = {pygame.K_LEFT: press_gui(prev), pygame.K_RIGHT: press_gui(after)}
        self.items.append(StepperItem(middle, key, keys=keys, arrows=(prev, after),
                                      enter_steps=False))

    def default_focus(self, items: Sequence[Item]) -> Item | None:
        """The first name box still empty, to type at once (all filled: «Начать партию»);
        never the rules, which an Enter there must not change (issue 19)."""
        empty = {f"name:{seat}" for seat, e in enumerate(self.entries) if not e.get_text()}
        found = next((i for i in items if i.key in empty), None)
        return found or next((i for i in items if i.key == "scorepad.start"), None) or \
            super().default_focus(items)

    # -- actions -----------------------------------------------------------------

    def _remember_names(self) -> None:
        for seat, entry in enumerate(self.entries):
            self.names[seat] = entry.get_text()

    def pick(self, step: int) -> None:
        """The previous or next rules."""
        self._remember_names()
        typed, players = self.names, self.players
        self.choice = (self.choice + step) % len(self.choices)
        self.names = [""] * 4
        if not self._take_last_table():  # nobody kept yet for these rules: what was typed stays
            self.names = typed
            if players in self.counts():
                self.players = players
        self._keeper_first()
        self.open(self.size)

    def count(self, step: int) -> None:
        """One player fewer or more, within what the rules allow."""
        self._remember_names()
        counts = self.counts()
        at = counts.index(self.players) if self.players in counts else 0
        self.players = counts[min(max(0, at + step), len(counts) - 1)]
        self.open(self.size)

    def toggle_teams(self) -> None:
        """Switch team play (four players only)."""
        self._remember_names()
        self.teams = not self.teams
        self.open(self.size)

    def seat_names(self) -> list[str]:
        """The names the seats would get now (a box left empty: «Игрок N»)."""
        self._remember_names()
        return [n.strip() or placeholder(i) for i, n in enumerate(self.names[: self.players])]

    def start(self) -> None:
        """Create the pad, remember its players and open its sheet (the pad is kept from its
        first round on)."""
        names = self.seat_names()
        problem = check_names(names)
        self.names_wrong = problem is not None
        rules = self.rules()
        if isinstance(rules, str):
            problem = tr("scorepad.err_rules", reason=rules)
        if problem:
            self.error = problem
            return
        assert isinstance(rules, Rules)
        pad = Pad.new(rules, self.names[: self.players])  # a box left empty: kept blank
        self.scene.save(pad)
        self.scene.store.remember(pad)
        self.scene.show_sheet(pad)

    def handle(self, event: pygame.event.Event) -> bool:
        """While a problem with the names is said, each key typed checks them again: it goes
        once they are fine (b04: «Ма» twice stayed up after the names were fixed), or says
        the clash still there. A new one waits for «Начать партию» (not said mid-word)."""
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element in self.entries \
                and self.names_wrong and self.error:
            problem = check_names(self.seat_names())
            self.names_wrong = problem is not None
            self.error = problem or ""
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element in self.entries:
            self.enter_in(self.entries.index(event.ui_element))
            return True
        return super().handle(event)

    def enter_in(self, seat: int) -> None:
        """Enter in a name box: on to the next box still empty after it, else to the first
        empty one before it (this one last), and only when no box is empty does the game
        start as «Начать партию» starts it (issue 19: Enter in the last box did nothing;
        issues 18/19: it then started over an earlier empty box, named «Гравець 3»)."""
        count = len(self.entries)
        order = [(seat + 1 + step) % count for step in range(count)]
        empty = next((n for n in order if not self.entries[n].get_text().strip()), None)
        if empty is not None:
            self.scene.focus.focus(f"name:{empty}")
            return
        self.error = ""
        self.start()

    def back(self) -> None:
        if self.scene.store.all():
            self.scene.show_list()
        else:
            self.scene.close()

    # -- drawing -----------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        self.title(surface, tr("scorepad.setup_title"))
        size, half = self.px(20), self.px(24)
        labels = [tr("scorepad.rules"), tr("scorepad.players"), tr("scorepad.teams")]
        labels += [placeholder(n) for n in range(self.players)]
        for y, label in zip(self.rows_y, labels, strict=False):
            blit_text(surface, label, size, COLOURS["ink"], (self.label_x, y + half))
        rules = self.rules()
        if isinstance(rules, Rules):
            hint = (tr("scorepad.rules_hint_goat", goat=rules.goat_at, open=rules.open_at)
                    if rules.is_goat else ntr("scorepad.rules_hint_target",
                                              rules.target_for(self.players)))
            blit_text(surface, hint, self.px(18), COLOURS["muted"],
                      (surface.get_width() / 2, self.px(84)), anchor="center")
        super().draw(surface)
