"""What the strong players' playtests (P26, P28) found on the settings screen, played through
the real ``App`` loop with the mouse and the keyboard.
"""

from __future__ import annotations

import pygame
from harness import Harness

from kozel_gui.controls import GuiEntry
from kozel_gui.scenes.settings import SettingsScene


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
    focus = harness.focused.key if harness.focused is not None else None
    harness.click(count.control.prev.rect.center, frames=6)
    assert len(scene.state.seats) == seats - 1
    count = scene.page.form.rows["count"]
    assert count.control.prev.rect.y == shown, "the page jumped"
    assert (harness.focused.key if harness.focused is not None else None) == focus
    _tab_to(harness, "row:count")  # the keyboard: Right on the count row
    shown = count.control.prev.rect.y
    harness.key(pygame.K_RIGHT, frames=6)
    assert len(scene.state.seats) == seats
    assert scene.page.form.rows["count"].control.prev.rect.y == shown, "the page jumped"
    assert harness.focused is not None and harness.focused.key == "row:count"
