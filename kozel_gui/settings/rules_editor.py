"""The rules editor page: a preset, every rule grouped, problems where they arise, saved presets."""

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
from kozel_gui.settings.draft import explain
from kozel_gui.settings.fields import FIELDS, GROUPS, FieldSpec, format_value, group_label
from kozel_gui.settings.form import CONTROL_H, Form
from kozel_gui.settings.state import SettingsState
from kozel_gui.settings.widgets import (
    Control,
    NumberControl,
    PerPlayersControl,
    PlayersControl,
    StepperControl,
    ToggleControl,
)
from kozel_gui.text_entry import TextEntry
from rules import PRESETS

__all__ = ["RulesPage", "make_rule_control", "preset_label"]

GAP = 8
BUTTON_W = 150


def preset_label(name: str) -> str:
    """A preset as the picker shows it: built-ins by title, saved ones marked as the player's."""
    return tr(f"settings.preset.{name}") if name in PRESETS else tr("settings.own_preset", name=name)


def make_rule_control(manager: pygame_gui.UIManager, spec: FieldSpec, value: Any,
                      tooltip: str) -> Callable[[Any, pygame.Rect], Control]:
    """A builder of the control that edits ``spec``'s field."""
    lang = get_language()

    def make(container: Any, rect: pygame.Rect) -> Control:
        if spec.kind == "bool":
            return ToggleControl(manager, container, rect, value,
                                 (tr("settings.on"), tr("settings.off")), tooltip)
        if spec.kind == "choice":
            return StepperControl(manager, container, rect, value, spec.choices,
                                  lambda v: format_value(v, lang, spec.name), tooltip)
        if spec.kind == "players":
            return PlayersControl(manager, container, rect, value, tooltip)
        if spec.kind == "per_players":
            return PerPlayersControl(manager, container, rect, value, spec.lo, spec.hi, tooltip)
        return NumberControl(manager, container, rect, value, spec.lo, spec.hi,
                             optional=spec.kind == "optional_int", tooltip=tooltip)

    return make


class RulesPage:
    """Preset picker and tools above, the grouped rules below in a scrolling form."""

    def __init__(self, state: SettingsState, manager: pygame_gui.UIManager, rect: pygame.Rect,
                 on_help: Callable[[str], None]) -> None:
        self.state, self.manager, self.rect, self.on_help = state, manager, pygame.Rect(rect), on_help
        self.status = ""
        self.elements: list[Any] = []
        self.build()

    # -- building -------------------------------------------------------------

    def build(self) -> None:
        """Create the toolbar and the form."""
        r = self.rect
        y = r.y
        self._label(pygame.Rect(r.x, y, 170, CONTROL_H), tr("settings.preset"))
        picker_w = max(220, r.w - 170 - 2 * (BUTTON_W + GAP) - GAP)
        self.picker = self._dropdown(pygame.Rect(r.x + 170, y, picker_w, CONTROL_H))
        x = r.x + 170 + picker_w + GAP
        self.reset_button = self._button(pygame.Rect(x, y, BUTTON_W, CONTROL_H),
                                         "settings.reset", "settings.reset_tip")
        self.delete_button = self._button(pygame.Rect(x + BUTTON_W + GAP, y, BUTTON_W, CONTROL_H),
                                          "settings.delete", "settings.delete_tip")
        y += CONTROL_H + GAP
        self._label(pygame.Rect(r.x, y, 170, CONTROL_H), tr("settings.new_name"))
        self.name_entry = TextEntry(pygame.Rect(r.x + 170, y, picker_w, CONTROL_H),
                                    self.manager,
                                    object_id=ObjectID(class_id="@settings_entry"))
        self.name_entry.set_text_length_limit(40)
        self.elements.append(self.name_entry)
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
        lang = get_language()
        for group in GROUPS:
            self.form.heading(group_label(group, lang))
            for spec in (s for s in FIELDS if s.group == group):
                label, help_text = spec.text(lang)
                self.form.row(spec.name, label, help_text,
                              make_rule_control(self.manager, spec,
                                                self.state.draft.get(spec.name), help_text))
        self.form.finish()

    def _label(self, rect: pygame.Rect, text: str) -> None:
        self.elements.append(UILabel(rect, text, self.manager,
                                     object_id=ObjectID(class_id="@settings_label")))

    def _button(self, rect: pygame.Rect, key: str, tip: str) -> Any:
        b: Any = UIButton(rect, tr(key), self.manager, tool_tip_text=tr(tip),
                     object_id=ObjectID(class_id="@settings_control"))
        self.elements.append(b)
        return b

    def _dropdown(self, rect: pygame.Rect) -> UIDropDownMenu:
        options: list[str | tuple[str, str]] = [preset_label(n)
                                                for n in self.state.preset_names()]
        menu = UIDropDownMenu(options, preset_label(self.state.preset), rect, self.manager,
                              object_id=ObjectID(class_id="@settings_control"))
        self.elements.append(menu)
        return menu

    def sync(self) -> None:
        """Show the draft again after a preset was chosen, saved, renamed or deleted."""
        old: Any = self.picker
        rect = pygame.Rect(old.get_relative_rect())
        self.elements.remove(old)
        old.kill()
        self.picker = self._dropdown(rect)
        for key, row in self.form.rows.items():
            row.control.show(self.state.draft.get(key))
        self.refresh()

    def kill(self) -> None:
        """Remove every element."""
        for e in self.elements:
            e.kill()
        self.elements.clear()
        self.form.kill()

    def focusables(self) -> list[Item]:
        """The rule set (Left/Right choose it), its buttons, the name box, then every rule."""
        return [GuiDropDown(self.picker, "preset"), GuiButton(self.reset_button, "reset"),
                GuiButton(self.delete_button, "delete"), GuiEntry(self.name_entry, "name"),
                GuiButton(self.save_button, "save"), GuiButton(self.rename_button, "rename"),
                *self.form.focusables()]

    # -- state ----------------------------------------------------------------

    def refresh(self) -> None:
        """Problems next to their rows, the differences line, what may be pressed."""
        problems = self.state.draft.problems()
        lang = get_language()
        for key in self.form.rows:
            found = problems.get(key, [])
            self.form.set_problem(key, [explain(p, lang) for p in found])
        custom = self.state.is_custom(self.state.preset)
        self.delete_button.enable() if custom else self.delete_button.disable()
        self.rename_button.enable() if custom else self.rename_button.disable()
        valid = not problems
        self.save_button.enable() if valid else self.save_button.disable()
        self.summary.set_text(self.status or self.summary_text(len(problems)))

    def summary_text(self, n_problems: int) -> str:
        """What differs from the preset, or why the rules cannot be used."""
        if n_problems:
            return ntr("settings.invalid", n_problems)
        preset = preset_label(self.state.preset)
        diffs = self.state.draft.differences()
        if not diffs:
            return tr("settings.same", preset=preset)
        lang = get_language()
        by_name = {s.name: s for s in FIELDS}
        changes = "; ".join(f"{by_name[k].text(lang)[0]}: {format_value(now, lang, k)}"
                            for k, (now, _was) in diffs.items())
        return tr("settings.differs", preset=preset, changes=changes)

    # -- events ---------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> bool:
        """Apply a change made on this page."""
        key = self.form.handle(event)
        if key is not None:
            self.status = ""
            self.state.set_field(key, self.form.rows[key].control.value)
            self.refresh()
            return True
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element is self.picker:
            self._choose(event.text)
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            return self._press(event.ui_element)
        return False

    def _choose(self, text: str) -> None:
        for name in self.state.preset_names():
            if preset_label(name) == text:
                self.state.choose_preset(name)
                self.status = ""
                self.sync()
                return

    def _press(self, element: Any) -> bool:
        name = self.name_entry.get_text().strip()
        if element is self.reset_button:
            self.state.choose_preset(self.state.preset)
        elif element is self.save_button:
            self._store(lambda: self.state.store.save(name, self._valid_rules()), "settings.saved")
        elif element is self.rename_button:
            self._store(lambda: self.state.store.rename(self.state.preset, name),
                        "settings.renamed")
        elif element is self.delete_button:
            old = self.state.preset
            self.state.store.delete(old)
            self.state.preset = "kozel"
            self.state.draft.base = PRESETS["kozel"]
            self.state.apply()
            self.status = tr("settings.deleted", name=old)
        else:
            return False
        self.sync()
        return True

    def _valid_rules(self) -> Any:
        rules = self.state.draft.rules()
        if rules is None:
            raise ValueError("settings.invalid_left")
        return rules

    def _store(self, action: Callable[[], Any], done_key: str) -> None:
        name = self.name_entry.get_text().strip()
        problem = self.state.store.name_problem(name, replacing=self.state.preset
                                                if done_key == "settings.renamed" else name)
        if problem:
            self.status = tr(problem)
            return
        stored = action()
        self.state.preset = stored.name
        self.state.draft.base = stored
        self.state.apply()
        self.status = tr(done_key, name=stored.name)
