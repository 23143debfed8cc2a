"""What the strong players' playtests (P26, P28) found on the settings screen, played through
the real ``App`` loop with the mouse and the keyboard.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pygame
import pytest
from harness import Harness, harness_for

from kozel_gui.controls import GuiEntry
from kozel_gui.i18n import tr
from kozel_gui.scenes.settings import SettingsScene
from rules import find_preset


def _settings(h: Harness, tab: str = "rules") -> SettingsScene:
    h.app.push(SettingsScene(h.app, tab))
    h.frames(2)
    scene = h.top
    assert isinstance(scene, SettingsScene)
    return scene


def _tab_to(h: Harness, key: str, *, back: bool = False) -> None:
    """Tab (or Shift+Tab) until the focus is on the item ``key``."""
    for _ in range(60):
        if h.focused is not None and h.focused.key == key:
            return
        h.key(pygame.K_TAB, mod=pygame.KMOD_LSHIFT if back else 0)
    raise AssertionError(f"Tab never reached {key!r}")


def test_the_name_boxs_caret_stays_after_the_text_on_tab_and_shift_tab(harness: Harness) -> None:
    """P28: back in the name box by Shift+Tab, the caret was at the start: typing went in
    front of the name.  As in any text box it is after the text."""
    _settings(harness)
    _tab_to(harness, "name")
    harness.type("Дедовы")
    box = harness.focused
    assert isinstance(box, GuiEntry)
    _tab_to(harness, "save")
    _tab_to(harness, "name", back=True)
    assert box.element.edit_position == len("Дедовы")
    harness.type(" правила")
    assert box.element.get_text() == "Дедовы правила"
    _tab_to(harness, "preset", back=True)
    _tab_to(harness, "name")
    harness.type("!")
    assert box.element.get_text() == "Дедовы правила!"


def _click_control(h: Harness, scene: SettingsScene, key: str, element: int = -1) -> None:
    """Scroll the row ``key`` into view with the wheel, then click one of its buttons."""
    form = scene.page.form
    button = form.rows[key].control.elements[element]
    h.move(form.scroll.rect.center)
    for _ in range(200):
        if form.scroll.rect.contains(button.rect):
            break
        up = button.rect.y < form.scroll.rect.y
        h.post(pygame.MOUSEWHEEL, x=0, y=1 if up else -1, flipped=False, precise_x=0.0,
               precise_y=1.0 if up else -1.0)
        h.frames(1)
    else:
        raise AssertionError(f"the wheel never showed the row {key!r}")
    h.click(button.rect.center)


def test_the_status_lines_sentences_have_a_gap_between_them(harness: Harness) -> None:
    """P28: «…(было «Козёл»).Костей на руки: 8.»: the font draws a full stop's space 2 px
    wide; the line keeps a whole word gap between its sentences."""
    scene = _settings(harness)
    _click_control(harness, scene, "double_both_ends")
    _click_control(harness, scene, "draw")
    line = scene.page.summary.text
    assert line.count(".") >= 3, line  # «Изменено… (было …).», then a sentence per change
    face = harness.app.manager.get_theme().get_font(["@settings_summary", "label"])

    def gap(before: str, after: str) -> int:
        return int(face.size(before + after)[0] - face.size(before.rstrip() + after.lstrip())[0])

    word_gap = gap("очки ", "И")
    for end in range(len(line) - 1):
        if line[end] in ".…" and line[end + 1] == " ":
            space = line[end + 1:len(line) - len(line[end + 1:].lstrip())]
            assert gap(line[end - 1:end + 1] + space, "И") >= word_gap, line


def test_a_player_count_change_keeps_the_page_where_it_was_and_the_focus(
        harness: Harness) -> None:
    """P26: changing the number of players threw the page back to its top."""
    scene = _settings(harness, "players")
    form = scene.page.form
    count = form.rows["count"]
    at_first = count.control.prev.rect.y
    harness.move(form.scroll.rect.center)
    for _ in range(1):  # the heading goes out of sight; the count row stays
        harness.post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0,
                     precise_y=-1.0)
        harness.frames(10)
    shown = count.control.prev.rect.y
    assert shown < at_first, "the page is scrolled"
    assert form.scroll.rect.contains(count.control.prev.rect)
    seats = len(scene.state.seats)
    harness.click(count.control.prev.rect.center, frames=6)
    assert len(scene.state.seats) == seats - 1
    count = scene.page.form.rows["count"]
    assert count.control.prev.rect.y == shown, "the page jumped"
    assert harness.focused is not None and harness.focused.key == "row:count"  # the row used
    _tab_to(harness, "row:count")  # the keyboard: Right on the count row
    shown = count.control.prev.rect.y
    harness.key(pygame.K_RIGHT, frames=6)
    assert len(scene.state.seats) == seats
    assert scene.page.form.rows["count"].control.prev.rect.y == shown, "the page jumped"
    assert harness.focused is not None and harness.focused.key == "row:count"


def test_teams_on_sets_four_players_and_greys_two_and_three_out_with_the_reason(
        harness: Harness) -> None:
    scene = _settings(harness)
    players = scene.page.form.rows["players_allowed"]
    _click_control(harness, scene, "players_allowed", 0)  # «2 игрока» out: 3 and 4
    assert players.control.value == (3, 4)
    _click_control(harness, scene, "teams")
    assert players.control.value == (4,)
    assert harness.app.setup.rules.teams and harness.app.setup.rules.players_allowed == (4,)
    assert len(harness.app.setup.seats) == 4
    enabled = {n: b.is_enabled for n, b in players.control.buttons.items()}
    assert enabled == {2: False, 3: False, 4: True}
    assert "вчетвером" in players.problem_text and players.problems[0].visible
    assert scene.page.save_button.is_enabled  # nothing to put right
    _click_control(harness, scene, "teams")  # off again: the numbers as they were
    assert players.control.value == (3, 4)
    assert all(b.is_enabled for b in players.control.buttons.values())
    assert not players.problem_text


@pytest.mark.parametrize(("lang", "name", "words"), [
    ("ru", "Играем до", ("вдвоём", "втроём", "вчетвером")),
    ("en", "Play up to", ("two players", "three players", "four players")),
    ("uk", "Граємо до", ("удвох", "утрьох", "учотирьох"))])
def test_each_target_is_said_for_its_number_of_players(
        tmp_path: Path, lang: str, name: str, words: tuple[str, str, str]) -> None:
    """Issue 19: the setting is named once, with its «?»; each line says its number of
    players beside its number («Втроём играем до» and «Вчетвером играем до» read as two
    more settings, neither with a «?»)."""
    with harness_for(tmp_path, "--lang", lang) as h:
        h.app.set_setup(dataclasses.replace(h.app.setup, rules=find_preset("classic")))
        scene = _settings(h)
        row = scene.page.form.rows["target"]
        assert row.label.text == name
        labels = row.extra
        assert [label.text for label in labels] == list(words)
        assert row.label.rect.centery == labels[0].rect.centery
        assert row.label.rect.right <= labels[0].rect.left
        assert row.help_button.rect.centery == labels[0].rect.centery  # the one «?»
        for label in labels:  # whole, not cut
            assert label.rect.w >= label.font.size(label.text)[0]
        entries = row.control.entries
        for label, entry in zip(labels, entries, strict=True):  # each beside its number
            assert label.rect.centery == entry.rect.centery
            assert label.rect.right <= entry.rect.left
        assert entries[0].rect.bottom < entries[1].rect.top  # one under another
        below = scene.page.form.rows["score_in_play"].label.rect
        assert entries[2].rect.bottom <= below.top
        _click_control(h, scene, "target", row.control.elements.index(entries[0]))  # its box
        h.key(pygame.K_BACKSPACE)
        h.key(pygame.K_BACKSPACE)
        h.key(pygame.K_BACKSPACE)
        h.type("150")
        assert h.app.setup.rules.target == (150, 100, 100)
        said = tr("settings.per_players", two=150, three=100, four=100)
        assert said in scene.page.summary.text.replace("  ", " ")


@pytest.mark.parametrize("tab", ["rules", "players"])
def test_the_wheel_scrolls_the_page_over_its_controls_to_the_last_row(harness: Harness,
                                                                       tab: str) -> None:
    """P26, P31: with the pointer over the controls' column (half the page, greyed steppers
    included) the wheel moved nothing; only free space scrolled. It scrolls wherever the
    pointer is on the page, down to the last row and back to the top."""
    scene = _settings(harness, tab)
    form = scene.page.form
    view = form.scroll.rect
    shown = [row for row in form.rows.values() if not row.hidden]
    controls = [row.control.elements[0] for row in shown]
    assert any(not c.is_enabled for c in controls) or tab == "rules"
    last = shown[-1].control.elements[0]
    for _ in range(80):  # a notch at a time, the pointer on whichever control is under it
        under = [c for c in controls if view.contains(c.rect)]
        harness.move(under[len(under) // 2].rect.center)
        before = form.offset
        harness.post(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)
        harness.frames(2)
        if view.contains(last.rect):
            break
        assert form.offset > before, "a notch over a control scrolled nothing"
    else:
        raise AssertionError("the wheel never reached the last row")
    harness.move(controls[0].rect.center if view.contains(controls[0].rect) else view.center)
    for _ in range(80):
        harness.post(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
        harness.frames(2)
        if form.offset == 0:
            break
    assert form.offset == 0
