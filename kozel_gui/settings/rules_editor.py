"""The rules editor page: a preset, every rule grouped, problems where they arise, saved presets.

Nothing is lost without a question: «Сохранить как» over a saved set (its name in any
capitals) asks before replacing it, deleting a set asks, and a changed set (marked so) asks before another choice or
«Сбросить» discards the changes.  Choosing a built-in set empties the name box.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import ObjectID
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel

from kozel_gui.controls import GuiButton, GuiDropDown, GuiEntry
from kozel_gui.focus import Item
from kozel_gui.i18n import get_language, ntr, tr
from kozel_gui.protocol import variant_label
from kozel_gui.settings.draft import explain
from kozel_gui.settings.fields import (
    FIELDS,
    GROUPS,
    FieldSpec,
    absent,
    contradictions,
    family_of,
    field_spec,
    format_value,
    group_label,
    not_applying,
)
from kozel_gui.settings.form import CONTROL_H, LABEL_PAD, Form
from kozel_gui.settings.presets_store import same_name
from kozel_gui.settings.state import SettingsState
from kozel_gui.settings.theme import spaced
from kozel_gui.settings.widgets import (
    Control,
    NumberControl,
    PerPlayersControl,
    PlayersControl,
    StepperControl,
    ToggleControl,
)
from kozel_gui.text_entry import TextEntry
from rules import PRESETS, Scoring

__all__ = ["RulesPage", "make_rule_control", "preset_label", "preset_title"]

GAP = 8
BUTTON_W = 150


def preset_title(name: str) -> str:
    """A preset's name as a sentence quotes it: a built-in game's one name, the same on every
    screen (``variant_label``: PT-Y, u15: «Классика» here was «Классическое домино» on the
    game's card), a saved one's own name (the «(свой)» tag is the list's mark, not part of
    the name: «Как в наборе «Дедовы»»)."""
    return variant_label(name) if name in PRESETS else name


def preset_label(name: str, *, changed: bool = False) -> str:
    """A preset as the picker shows it: built-ins by title, saved ones marked as the player's;
    ``changed``: said to differ from the set as it is kept («Козёл (изменён)», «Дедовы
    (свой, изменён)»: PT-Y, ru16: the games' footer hid unsaved changes)."""
    if name in PRESETS:
        title = preset_title(name)
        return tr("settings.changed_preset", name=title) if changed else title
    return tr("settings.own_changed" if changed else "settings.own_preset", name=name)


def make_rule_control(manager: pygame_gui.UIManager, spec: FieldSpec,
                      value: Any) -> Callable[[Any, pygame.Rect], Control]:
    """A builder of the control that edits ``spec``'s field."""
    lang = get_language()

    def make(container: Any, rect: pygame.Rect) -> Control:
        if spec.kind == "bool":
            return ToggleControl(manager, container, rect, value,
                                 (tr("settings.on"), tr("settings.off")))
        if spec.kind == "choice":
            return StepperControl(manager, container, rect, value, spec.choices,
                                  lambda v: format_value(v, lang, spec.name))
        if spec.kind == "players":
            return PlayersControl(manager, container, rect, value)
        if spec.kind == "per_players":
            return PerPlayersControl(manager, container, rect, value, spec.lo, spec.hi,
                                     picks=USUAL.get(spec.name, ()))
        return NumberControl(manager, container, rect, value, spec.lo, spec.hi,
                             optional=spec.kind == "optional_int",
                             picks=USUAL.get(spec.name, ()),
                             empty=format_value(None, lang, spec.name))

    return make


USUAL = {"goat_at": (101, 125, 300, 500), "target": (100, 200, 365)}
"""The rule book's usual values of a number, offered as one-press picks beside it: the goat
at 101, some rooms 125, also 300 and 500 (RULES.md §4); the points-good games played to 100
(classic), 200 (sports, muggins) or 365 (telephone) (RULES.md §6, GAMES.md)."""


USUAL_WHEN: dict[str, Callable[[dict[str, Any]], bool]] = {
    "target": lambda v: v["scoring"] == Scoring.POINTS}
"""Where a field's usual values hold: 100, 200, 365 are points, not the rounds won a kids'
game is played to."""


Ask = Callable[[str, str, Callable[[], None]], None]
"""How the page asks first: ``ask(question, yes, action)`` runs ``action`` on yes."""


class RulesPage:
    """Preset picker and tools above, the grouped rules below in a scrolling form."""

    def __init__(self, state: SettingsState, manager: pygame_gui.UIManager, rect: pygame.Rect,
                 on_help: Callable[[str], None], ask: Ask, playing: str | None = None) -> None:
        self.state, self.manager, self.rect, self.on_help = state, manager, pygame.Rect(rect), on_help
        self.ask = ask
        self.playing = playing
        """The rule set of the match in progress, if any (deleting it says the match keeps it)."""
        self.elements: list[Any] = []
        self.tips: dict[Any, str] = {}
        self.build()

    # -- building -------------------------------------------------------------

    def build(self) -> None:
        """Create the toolbar and the form."""
        r = self.rect
        y = r.y
        lw = self._label_width()
        self._label(pygame.Rect(r.x, y, lw, CONTROL_H), tr("settings.preset"))
        picker_w = max(220, r.w - lw - 2 * (BUTTON_W + GAP) - GAP)
        self.picker = self._dropdown(pygame.Rect(r.x + lw, y, picker_w, CONTROL_H))
        x = r.x + lw + picker_w + GAP
        self.reset_button = self._button(pygame.Rect(x, y, BUTTON_W, CONTROL_H),
                                         "settings.reset", "settings.reset_tip")
        self.delete_button = self._button(pygame.Rect(x + BUTTON_W + GAP, y, BUTTON_W, CONTROL_H),
                                          "settings.delete", "settings.delete_tip")
        y += CONTROL_H + GAP
        self._label(pygame.Rect(r.x, y, lw, CONTROL_H), tr("settings.new_name"))
        self.name_entry = TextEntry(pygame.Rect(r.x + lw, y, picker_w, CONTROL_H),
                                    self.manager,
                                    object_id=ObjectID(class_id="@settings_entry"))
        self.name_entry.set_text_length_limit(40)
        self.name_entry.set_text(self.state.name_box)
        self.elements.append(self.name_entry)
        self.tips[self.name_entry] = tr("settings.new_name_tip")
        self.save_button = self._button(pygame.Rect(x, y, BUTTON_W, CONTROL_H),
                                        "settings.save_as", "settings.save_tip")
        self.rename_button = self._button(pygame.Rect(x + BUTTON_W + GAP, y, BUTTON_W, CONTROL_H),
                                          "settings.rename", "settings.rename_tip")
        y += CONTROL_H + GAP
        self.summary = UILabel(pygame.Rect(r.x, y, r.w, CONTROL_H - 6), "", self.manager,
                               object_id=ObjectID(class_id="@settings_summary"))
        self.elements.append(self.summary)
        y += CONTROL_H
        self.form = Form(self.manager, pygame.Rect(r.x, y, r.w, r.bottom - y), self.on_help)
        self._build_rows()
        self.refresh()

    def _build_rows(self) -> None:
        """Every rule, each with its problem or note made as it is placed: nothing below a
        row has to move for it (on a page of 40 rows that was most of the opening's time)."""
        lang = get_language()
        marks = self._marks()
        kind = family_of(self.state.draft.values)
        with self.form.changes():  # the scrollable area sized once, at the end
            for group in GROUPS:
                self.form.heading(group_label(group, lang))
                for spec in (s for s in FIELDS if s.group == group):
                    label, help_text = spec.text(lang, kind)
                    beside: list[str] = []
                    if spec.kind == "per_players":  # «Играем до»: «вдвоём», «втроём»…
                        beside = [tr(f"settings.{spec.name}_line.{n}") for n in (2, 3, 4)]
                    self.form.row(spec.name, label, help_text,
                                  make_rule_control(self.manager, spec,
                                                    self.state.draft.get(spec.name)), beside)
                    self._mark(spec.name, *marks[spec.name])
            self._hide_absent(marks)
        self._teams_play_four()
        self._usual_picks()

    def _marks(self) -> dict[str, tuple[list[str], bool]]:
        """Each row's lines under it and whether they are a note (the setting does not apply
        and is greyed out) rather than problems (it must stay editable to be put right)."""
        problems = self.state.draft.problems()
        lang = get_language()
        values = self.state.draft.values
        idle, clash = not_applying(values), contradictions(values)
        out: dict[str, tuple[list[str], bool]] = {}
        for spec in FIELDS:
            key = spec.name
            found = [explain(p, lang) for p in problems.get(key, [])]
            found += [tr(clash[key])] if key in clash else []
            refused = self.form.rows[key].control.refusal() if key in self.form.rows else None
            found += [refused] if refused is not None else []
            # A setting the others make meaningless is greyed out with the reason, unless
            # it is part of a problem (then it must stay editable to be put right).
            out[key] = ([tr(idle[key])], True) if not found and key in idle else (found, False)
        if values["teams"] and not out["players_allowed"][0]:
            out["players_allowed"] = ([tr("settings.na.teams_four")], True)
        return out

    def _hide_absent(self, marks: dict[str, tuple[list[str], bool]]) -> None:
        """The rows of settings this game does not have are not shown (Muggins has no «Козёл
        при», Kozel no «Играем до»), unless one holds a problem to put right."""
        gone = absent(self.state.draft.values)
        for key in self.form.rows:
            self.form.hide(key, key in gone and not (marks[key][0] and not marks[key][1]))

    def _teams_play_four(self) -> None:
        """With teams «4 игрока» stays lit and the other numbers are greyed out (the note
        under them says why)."""
        control = self.form.rows["players_allowed"].control
        if isinstance(control, PlayersControl) and self.state.draft.get("teams"):
            control.only((4,))

    def _usual_picks(self) -> None:
        """The usual values are offered only where they are the rule book's (none for a
        target of rounds won)."""
        values = self.state.draft.values
        for name, applies in USUAL_WHEN.items():
            row = self.form.rows[name]
            control = row.control
            if isinstance(control, NumberControl | PerPlayersControl) and not row.hidden:
                control.show_picks(applies(values))

    def _mark(self, key: str, texts: list[str], note: bool) -> None:
        """Show a row's lines and grey it out when they are a note."""
        self.form.set_problem(key, texts, note=note)
        self.form.rows[key].control.set_enabled(not note)

    def _label_width(self) -> int:
        """The toolbar's label column: as wide as its longest label in this language and
        a gap before the box («Name of your rule set» touched it at a fixed 170)."""
        face = self.manager.get_theme().get_font(["@settings_label", "label"])
        widest = max(face.size(tr(key))[0] for key in ("settings.preset", "settings.new_name"))
        return max(170, widest + 2 * LABEL_PAD)

    def _label(self, rect: pygame.Rect, text: str) -> None:
        self.elements.append(UILabel(rect, text, self.manager,
                                     object_id=ObjectID(class_id="@settings_label")))

    def _button(self, rect: pygame.Rect, key: str, tip: str) -> Any:
        b: Any = UIButton(rect, tr(key), self.manager,
                          object_id=ObjectID(class_id="@settings_control"))
        self.tips[b] = tr(tip)  # said in the help box on hover: a tooltip would cover the rows
        self.elements.append(b)
        return b

    def _dropdown(self, rect: pygame.Rect) -> UIDropDownMenu:
        options: list[str | tuple[str, str]] = [preset_label(n)
                                                for n in self.state.preset_names()]
        room = int(self.manager.window_resolution[1]) - rect.bottom - GAP
        menu = UIDropDownMenu(options, preset_label(self.state.preset), rect, self.manager,
                              object_id=ObjectID(class_id="@settings_control"),
                              expansion_height_limit=room)  # the open list ends in the window
        self.elements.append(menu)
        self.tips[menu] = tr("settings.preset_tip")
        return menu

    def sync(self) -> None:
        """Show the draft again after a preset was chosen, saved, renamed or deleted."""
        if not self.elements:
            return  # put away while a question was asked: the screen is built afresh
        old: Any = self.picker
        rect = pygame.Rect(old.get_relative_rect())
        self.elements.remove(old)
        self.tips.pop(old, None)
        old.kill()
        self.picker = self._dropdown(rect)
        for key, row in self.form.rows.items():
            row.control.show(self.state.draft.get(key))
        if self.name_entry.get_text() != self.state.name_box:
            self.name_entry.set_text(self.state.name_box)
        self.refresh()
        if self.state.take_top():  # another game: its page from the top, not the old place
            self.form.scroll_to(0)

    def kill(self) -> None:
        """Remove every element."""
        for e in self.elements:
            e.kill()
        self.elements.clear()
        self.form.kill()

    def focusables(self) -> list[Item]:
        """The rule set (Enter opens its list), its buttons, the name box, then every rule."""
        return [GuiDropDown(self.picker, "preset", on_focus=self._tell(self.picker)),
                GuiButton(self.reset_button, "reset", on_focus=self._tell(self.reset_button)),
                GuiButton(self.delete_button, "delete", on_focus=self._tell(self.delete_button)),
                GuiEntry(self.name_entry, "name", on_focus=self._tell(self.name_entry)),
                GuiButton(self.save_button, "save", on_focus=self._tell(self.save_button)),
                GuiButton(self.rename_button, "rename", on_focus=self._tell(self.rename_button)),
                *self.form.focusables()]

    def _tell(self, element: Any) -> Callable[[], None]:
        """What the help box says when the focus comes to a tool: its own words (never the
        last row's)."""
        return lambda: self.on_help(self.tips[element])

    # -- state ----------------------------------------------------------------

    def refresh(self) -> None:
        """Problems next to their rows, the differences line, what may be pressed."""
        problems = self.state.draft.problems()
        for key, row in self.form.rows.items():  # one rule may set another (teams: four)
            if row.control.value != self.state.draft.get(key):
                row.control.show(self.state.draft.get(key))
        marks = self._marks()
        kind, lang = family_of(self.state.draft.values), get_language()
        with self.form.changes():
            for key, (texts, note) in marks.items():
                self._mark(key, texts, note)
                self.form.rows[key].help = field_spec(key).text(lang, kind)[1]  # the game's way
            self._hide_absent(marks)
        self._teams_play_four()
        self._usual_picks()
        custom = self.state.is_custom(self.state.preset)
        self.delete_button.enable() if custom else self.delete_button.disable()
        self.rename_button.enable() if custom else self.rename_button.disable()
        modified = self.state.modified
        self.reset_button.enable() if modified else self.reset_button.disable()
        valid = not problems
        self.save_button.enable() if valid else self.save_button.disable()
        count = sum(len(found) for found in problems.values())  # every problem, not fields
        self.summary.set_text(spaced(self.state.status or self.summary_text(count)))

    def summary_text(self, n_problems: int) -> str:
        """What differs from the preset (marked as changed), or why the rules cannot be used."""
        if n_problems:
            return ntr("settings.invalid", n_problems)
        preset = preset_title(self.state.preset)
        diffs = self.state.draft.differences()
        if not diffs:
            return tr("settings.same", preset=preset)
        lang = get_language()
        by_name = {s.name: s for s in FIELDS}
        # Each change a sentence of its own: a label never starts a word inside a sentence.
        changes = [tr("settings.change", field=by_name[k].text(lang)[0],
                      value=format_value(now, lang, k)) for k, (now, _was) in diffs.items()]
        return self._fitted(lambda shown: tr("settings.differs", preset=preset,
                                             changes=" ".join(shown)), changes)

    def _fitted(self, line: Callable[[list[str]], str], changes: list[str]) -> str:
        """``line`` of as many changes as fit the summary's width, the rest counted."""
        face = self.manager.get_theme().get_font(["@settings_summary", "label"])
        room = self.summary.rect.w - 2 * LABEL_PAD
        for n in range(len(changes), 0, -1):
            more = [tr("settings.more_changes", n=len(changes) - n)] if n < len(changes) else []
            said = line(changes[:n] + more)
            if face.size(spaced(said))[0] <= room:
                return said
        return line([tr("settings.more_changes", n=len(changes))])

    # -- events ---------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> bool:
        """Apply a change made on this page."""
        self._close_list_on_click(event)
        key = self.form.handle(event)
        if key is not None:
            self.state.status = ""
            self.state.set_field(key, self.form.rows[key].control.value)
            self.refresh()
            return True
        if event.type == pygame_gui.UI_BUTTON_ON_HOVERED and event.ui_element in self.tips:
            self.on_help(self.tips[event.ui_element])
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.name_entry:
            self.state.name_box = self.name_entry.get_text()
            return True
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element is self.picker:
            self._choose(event.text)
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return self._press(event.ui_element)
        return False

    def close_open(self) -> bool:
        """Close the open list of sets (Esc closes it before the screen); False if none was."""
        picker: Any = self.picker
        if picker.current_state is not picker.menu_states["expanded"]:
            return False
        picker.current_state.should_transition = True
        return True

    def _close_list_on_click(self, event: pygame.event.Event) -> None:
        """The open list of sets closes on any click: on its chosen item too (pygame-gui
        only deselects it), and anywhere else on the screen."""
        picker: Any = self.picker
        if picker.current_state is not picker.menu_states["expanded"]:
            return
        list_of = getattr(picker.current_state, "options_selection_list", None)
        dropped = (event.type == pygame_gui.UI_SELECTION_LIST_DROPPED_SELECTION
                   and event.ui_element is list_of)
        own = [picker.rect, *([list_of.rect] if list_of is not None else [])]
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            elsewhere = not any(r.collidepoint(event.pos) for r in own)
        elif event.type == pygame_gui.UI_BUTTON_PRESSED:  # another control took the click
            elsewhere = not any(r.colliderect(event.ui_element.rect) for r in own)
        else:
            elsewhere = False
        if dropped or elsewhere:
            picker.current_state.should_transition = True

    def _choose(self, text: str) -> None:
        name = next((n for n in self.state.preset_names() if preset_label(n) == text), None)
        if name is None or (name == self.state.preset and not self.state.modified):
            self.sync()
            return
        if self.state.modified:
            self.ask(tr("settings.discard_ask", preset=preset_title(self.state.preset)),
                     tr("settings.discard_yes"), lambda: self._switch(name))
            self.sync()  # the list shows the set in use until the player says yes
            return
        self._switch(name)

    def _switch(self, name: str) -> None:
        self.state.choose_preset(name)
        self.state.status = ""
        self.sync()

    def _press(self, element: Any) -> bool:
        if element is self.reset_button:
            self.ask(tr("settings.discard_ask", preset=preset_title(self.state.preset)),
                     tr("settings.discard_yes"), lambda: self._switch(self.state.preset))
        elif element is self.save_button:
            self._save_as(self.name_entry.get_text().strip())
        elif element is self.rename_button:
            self._rename(self.name_entry.get_text().strip())
        elif element is self.delete_button:
            old = self.state.preset
            key = ("settings.delete_playing_ask" if self.playing is not None
                   and same_name(old, self.playing) else "settings.delete_ask")
            self.ask(tr(key, name=old), tr("settings.delete"), lambda: self._delete(old))
        else:
            return False
        return True

    def _save_as(self, name: str) -> None:
        """Save the draft under ``name``; replacing another saved set asks first."""
        problem = self.state.store.name_problem(name, replacing=name)
        rules = self.state.draft.rules()
        if problem or rules is None:
            self._say(tr(problem or "settings.invalid_left"))
            return
        existing = self.state.store.existing(name)
        if existing is not None and not same_name(existing, self.state.preset):
            # Capitals aside it is that set: say so, or «правила деда» looks like a new one.
            question = (tr("settings.replace_ask", name=existing) if existing == name
                        else tr("settings.replace_ask_case", name=existing, new=name))
            self.ask(question, tr("settings.replace_yes"),
                     lambda: self._stored(self.state.store.save(name, rules), "settings.saved"))
            return
        self._stored(self.state.store.save(name, rules), "settings.saved")

    def _rename(self, name: str) -> None:
        problem = self.state.store.name_problem(name, replacing=self.state.preset)
        if problem:
            self._say(tr(problem))
            return
        self._stored(self.state.store.rename(self.state.preset, name), "settings.renamed")

    def _delete(self, name: str) -> None:
        self.state.store.delete(name)
        self.state.choose_preset("kozel")
        self._say(tr("settings.deleted", name=name))

    def _stored(self, stored: Any, done_key: str) -> None:
        self.state.select(stored.name)
        self.state.draft.base = stored
        self.state.apply()
        self._say(tr(done_key, name=stored.name))

    def _say(self, text: str) -> None:
        self.state.status = text
        self.sync()
