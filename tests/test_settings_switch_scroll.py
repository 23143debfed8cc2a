"""The settings page's place when the game changes and when a value does (issue 18/19): a
page scrolled down «Козёл» and switched to a game of fewer rows stayed at the old place
(pygame-gui keeps the bar's fraction of the old height), its rows all above the view over a
blank page; a value changed in place must keep its row where it is under the pointer.

Real clicks and picks through the App loop, at 1024×600.
"""

from __future__ import annotations

import pygame
import pygame_gui
import pytest
from harness import Harness

from kozel_gui.i18n import tr
from kozel_gui.scenes.settings import SettingsScene
from kozel_gui.settings.form import Form
from kozel_gui.settings.rules_editor import RulesPage, preset_label

SMALL = (1024, 600)


def _page(h: Harness) -> RulesPage:
    h.resize(SMALL)
    h.app.push(SettingsScene(h.app, "rules"))
    h.frames(3)
    h.until_presses_act()
    scene = h.top
    assert isinstance(scene, SettingsScene)
    page: RulesPage = scene.page
    return page


def _to_the_bottom(h: Harness, form: Form) -> None:
    """Turn the wheel over the page until it is at its end."""
    h.move(form.rect.center)
    for _ in range(60):
        h.post(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False, precise_x=0.0, precise_y=-3.0)
        h.frames(1)
    h.frames(2)
    assert form.offset == form.most > 0


def _pick(h: Harness, page: RulesPage, name: str) -> None:
    """Choose the rule set ``name`` in the picker, as pygame-gui reports a pick."""
    picker = page.picker
    h.post(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, text=preset_label(name),
           selected_option_id=preset_label(name), ui_element=picker,
           ui_object_id=picker.most_specific_combined_id)
    h.frames(4)


def _shows_from_the_top(h: Harness) -> None:
    scene = h.top
    assert isinstance(scene, SettingsScene)
    form = scene.page.form
    assert form.offset == 0
    shown = [r for r in form.rows.values() if not r.hidden]
    tops = sorted(r.label.rect.y for r in shown)
    view = form.view()
    assert view.y <= tops[0] < view.y + 80, "the first rows show at the page's top"
    assert sum(view.y <= y < view.bottom for y in tops) >= 4, "the view is full of rows"


def test_a_game_of_fewer_rows_shows_from_its_top(harness: Harness) -> None:
    page = _page(harness)
    _to_the_bottom(harness, page.form)
    _pick(harness, page, "kids")
    assert page.state.preset == "kids"
    _shows_from_the_top(harness)


def test_after_the_question_the_new_game_shows_from_its_top(harness: Harness) -> None:
    """A changed draft asks first; the page built again after «yes» is the new game's, from
    its top (it was built at the old game's place)."""
    page = _page(harness)
    form = page.form
    teams = form.rows["teams"].control.elements[0]
    harness.click(teams.rect.center)
    assert page.state.modified
    _to_the_bottom(harness, form)
    _pick(harness, page, "kids")
    harness.until_presses_act()
    harness.press(tr("settings.discard_yes"), frames=6)
    scene = harness.top
    assert isinstance(scene, SettingsScene) and scene.state is not None
    assert scene.state.preset == "kids"
    _shows_from_the_top(harness)


@pytest.mark.parametrize("key", ["teams", "scoring", "layout", "hand_size"])
def test_a_value_changed_keeps_its_row_under_the_pointer(harness: Harness, key: str) -> None:
    """Rows above it gain or lose a line (teams: «4 игрока» says why the others are greyed)
    or rows below it go (a scoring of another family), the page's height changes: the row
    clicked stays where it was (it jumped 26 and 60 px)."""
    page = _page(harness)
    form = page.form
    row = form.rows[key]
    form.scroll_to(row.label.get_relative_rect().y - form.rect.h // 2)
    harness.frames(3)
    control = row.control.elements[-1]
    before, total = row.label.rect.y, form.most
    harness.click(control.rect.center)
    harness.until_presses_act()
    assert form.most != total or key == "teams", "the change moved rows"
    assert row.label.rect.y == before
