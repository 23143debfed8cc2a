"""The one focus system: Tab, Shift+Tab, arrows, Enter/Space, hover and Esc on real screens.

Everything goes in as events through the real app loop (``tests/harness.py``).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from harness import Harness, harness_for

from kozel_gui.controls import Button
from kozel_gui.focus import GOLD, FocusRing, Item
from kozel_gui.i18n import Gender, tr
from kozel_gui.profiles import Profiles
from kozel_gui.scene import Scene
from kozel_gui.scenes.confirm import ConfirmScene
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.pause import PauseScene
from kozel_gui.scenes.profile import ProfileScene
from kozel_gui.scenes.rules_book import RulesScene


@pytest.fixture
def harness(tmp_path: Path) -> Iterator[Harness]:
    """The menu of a player who has taken the tutorial: its focus starts on Play (at a first
    start it is on «Научиться играть», which the menu offers: test_tutorial_issue14.py)."""
    from kozel_gui.storage import DataDir
    from kozel_gui.tutorial.progress import Progress

    Progress(0, finished=True).save(DataDir(tmp_path))
    with harness_for(tmp_path) as made:
        yield made


MENU_ORDER = ["menu.play", "menu.games", "menu.learn", "menu.host", "menu.join", "menu.settings",
              "menu.rules", "menu.kids", "menu.scorepad",
              "menu.history", "menu.stats", "menu.about", "menu.quit"]


def test_the_menu_opens_with_the_focus_on_play_and_tab_walks_the_buttons(
        harness: Harness) -> None:
    seen = [harness.focused_text()]
    for _ in MENU_ORDER[1:]:
        harness.key(pygame.K_TAB)
        seen.append(harness.focused_text())
    assert seen == [tr(k) for k in MENU_ORDER]


def test_shift_tab_from_the_first_button_wraps_to_the_last(harness: Harness) -> None:
    harness.key(pygame.K_TAB, mod=pygame.KMOD_LSHIFT)
    assert harness.focused_text() == tr("profile.current", name="Тестер")
    harness.key(pygame.K_TAB)
    assert harness.focused_text() == tr("menu.play")


def test_arrows_move_through_the_menu_grid(harness: Harness) -> None:
    harness.key(pygame.K_DOWN)  # Learn to play has a row of its own, under Play and Games
    assert harness.focused_text() == tr("menu.learn")
    harness.key(pygame.K_DOWN)
    assert harness.focused_text() == tr("menu.host")
    harness.key(pygame.K_DOWN)
    assert harness.focused_text() == tr("menu.settings")
    harness.key(pygame.K_RIGHT)
    assert harness.focused_text() == tr("menu.rules")
    harness.key(pygame.K_DOWN)
    assert harness.focused_text() == tr("menu.scorepad")
    harness.key(pygame.K_LEFT)
    assert harness.focused_text() == tr("menu.kids")
    harness.key(pygame.K_LEFT)  # nothing further left: round to the row's other end
    assert harness.focused_text() == tr("menu.scorepad")
    harness.key(pygame.K_UP)
    harness.key(pygame.K_UP)
    assert harness.focused_text() == tr("menu.join")
    harness.key(pygame.K_UP)
    assert harness.focused_text() == tr("menu.learn")
    harness.key(pygame.K_UP)  # from the wide row up to the top row's first button
    assert harness.focused_text() == tr("menu.play")
    harness.key(pygame.K_RIGHT)
    assert harness.focused_text() == tr("menu.games")
    harness.key(pygame.K_LEFT)
    assert harness.focused_text() == tr("menu.play")


def test_down_from_the_last_row_wraps_to_the_top_of_its_column(harness: Harness) -> None:
    for _ in range(6):  # Learn to play, Open a table, Settings, Kids, History, About
        harness.key(pygame.K_DOWN)
    assert harness.focused_text() == tr("menu.about")
    harness.key(pygame.K_DOWN)
    assert harness.focused_text() == tr("menu.play")


@pytest.mark.parametrize("activate", [pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER])
def test_enter_or_space_opens_the_screen_the_focused_button_names(
        harness: Harness, activate: int) -> None:
    for _ in range(6):  # Games; Learn to play; Open a table, Join; Settings, Rules
        harness.key(pygame.K_TAB)
    assert harness.focused_text() == tr("menu.rules")
    harness.key(activate)
    assert isinstance(harness.top, RulesScene)
    assert harness.top.rules == harness.app.setup.rules


def test_esc_backs_out_and_the_focus_is_where_it_was(harness: Harness) -> None:
    for _ in range(3):  # Learn to play, Open a table, Settings
        harness.key(pygame.K_DOWN)
    harness.key(pygame.K_RIGHT)
    harness.key(pygame.K_RETURN)
    assert isinstance(harness.top, RulesScene)
    harness.key(pygame.K_ESCAPE)
    assert isinstance(harness.top, MenuScene)
    assert harness.focused_text() == tr("menu.rules")


def test_a_key_that_went_down_on_another_screen_does_not_press_a_button(
        harness: Harness) -> None:
    done: list[str] = []
    harness.key_down(pygame.K_RETURN)  # on the menu's Play...
    harness.frames(1)
    harness.app.push(ConfirmScene(harness.app, "?", "Да", lambda: done.append("yes")))
    harness.frames(2)
    harness.key_up(pygame.K_RETURN)  # ...comes up over a dialog: neither acts
    harness.frames(3)
    assert isinstance(harness.top, ConfirmScene) and done == []
    harness.key(pygame.K_ESCAPE)
    harness.key_up(pygame.K_RETURN)
    harness.frames(3)
    assert isinstance(harness.top, MenuScene)


def test_the_mouse_moves_the_focus_and_the_ring_is_drawn_around_it(harness: Harness) -> None:
    about = harness.button(tr("menu.about"))
    harness.move(about.rect.center, frames=2)
    assert harness.focused_text() == tr("menu.about")
    gold = pygame.Color(*GOLD.colour)
    ring_x = about.rect.left - GOLD.gap + 1
    assert harness.app.screen.get_at((ring_x, about.rect.centery)) == gold
    harness.key(pygame.K_UP)
    assert harness.focused_text() == tr("menu.history")
    assert harness.app.screen.get_at((ring_x, about.rect.centery)) != gold


def test_the_pause_menu_opens_on_continue_and_enter_goes_back_to_the_table(
        tmp_path: Path) -> None:
    with harness_for(tmp_path, "--players", "2", "--seed", "3", "--speed", "0") as h:
        table = h.top
        h.key(pygame.K_ESCAPE)
        assert isinstance(h.top, PauseScene)
        assert h.focused_text() == tr("pause.continue")
        h.key(pygame.K_DOWN)
        assert h.focused_text() == tr("pause.rules")
        h.key(pygame.K_UP)
        h.key(pygame.K_RETURN)
        assert h.top is table


def test_a_dialog_opens_on_its_safe_answer_and_tab_reaches_the_other(harness: Harness) -> None:
    done: list[str] = []
    harness.app.push(ConfirmScene(harness.app, "?", "Да", lambda: done.append("yes")))
    harness.frames(2)
    assert harness.focused_text() == tr("common.cancel")
    harness.key(pygame.K_TAB)
    assert harness.focused_text() == "Да"
    harness.key(pygame.K_RETURN)
    assert done == ["yes"]


def test_the_name_box_keeps_its_typing_and_tab_moves_off_it(tmp_path: Path) -> None:
    with harness_for(tmp_path, first_start=True) as h:
        assert isinstance(h.top, ProfileScene)
        assert h.focused is not None and h.focused.takes_text
        h.type("Маша")
        h.key(pygame.K_SPACE)  # a key the ring would use elsewhere: here it is the entry's
        h.type(" К")
        assert h.top.entry.get_text() == "Маша К"
        h.key(pygame.K_TAB)
        assert h.focused_text() == tr("profile.he")  # how to speak of her comes next
        assert not h.top.entry.is_focused
        h.key(pygame.K_TAB)
        h.key(pygame.K_RETURN)  # «она»: the name typed stays
        assert h.top.entry.get_text() == "Маша К"
        h.key(pygame.K_TAB)
        assert h.focused_text() == tr("profile.sit_down")  # the first screen's «Сесть за стол»
        h.key(pygame.K_RETURN)
        assert isinstance(h.top, MenuScene)
        assert "Маша К" in h.button(tr("profile.current", name="Маша К")).text
        assert Profiles.load(h.app.data).find("Маша К").gender is Gender.FEMALE


class _Drawn(Scene):
    """A scene of three drawn buttons, one of them held to act."""

    def __init__(self, h: Harness, log: list[str]) -> None:
        super().__init__(h.app)
        self.items: list[Item] = [
            Button("a", "A", pygame.Rect(100, 100, 200, 60), lambda: log.append("a")),
            Button("b", "B", pygame.Rect(400, 100, 200, 60), lambda: log.append("b")),
            Button("hold", "H", pygame.Rect(100, 300, 90, 90), lambda: log.append("hold"),
                   hold=1.0, round=True),
        ]

    def focusables(self) -> list[Item]:
        return self.items


def test_drawn_buttons_take_clicks_keys_and_holds_through_the_same_ring(
        harness: Harness) -> None:
    log: list[str] = []
    scene = _Drawn(harness, log)
    harness.app.push(scene)
    harness.frames(2)
    harness.key(pygame.K_RIGHT)
    harness.key(pygame.K_SPACE)
    harness.click((150, 120))
    assert log == ["b", "a"]
    hold = scene.items[2]
    with harness.mouse_held(hold.rect.center):
        harness.wait(0.5)
    assert log == ["b", "a"]  # let go early: nothing
    assert harness.focused is hold  # the press put the focus there
    harness.key_down(pygame.K_RETURN)
    harness.frames(1)
    harness.wait(1.1)
    assert log == ["b", "a", "hold"]
    harness.key_up(pygame.K_RETURN)
    harness.frames(2)
    assert log == ["b", "a", "hold"]


def test_a_ring_without_items_leaves_every_key_to_its_scene() -> None:
    class Empty:
        focus_arrows = "all"

        def focusables(self) -> list[Item]:
            return []

        def default_focus(self, items: object) -> Item | None:
            return None

    ring = FocusRing(Empty())  # type: ignore[arg-type]
    for code in (pygame.K_TAB, pygame.K_RETURN, pygame.K_SPACE, pygame.K_DOWN):
        assert not ring.handle(pygame.event.Event(pygame.KEYDOWN, key=code, mod=0), 0.0)


def _painted(surface: pygame.Surface) -> pygame.Rect:
    """The bounding box of every pixel not left transparent."""
    rect = surface.get_bounding_rect()
    assert rect.w and rect.h, "nothing was drawn"
    return rect


def test_a_list_rows_ring_stays_inside_the_row() -> None:
    from kozel_gui.controls import Area
    from kozel_gui.focus import draw_ring

    surface = pygame.Surface((400, 300), pygame.SRCALPHA)
    row = Area("row:1", pygame.Rect(20, 100, 360, 32), row=True)
    draw_ring(surface, row)
    # Outside the row it would cross the list's header above or the next row below.
    assert row.rect.contains(_painted(surface))
    button = Button("b", "B", pygame.Rect(20, 200, 100, 40), lambda: None)
    surface.fill((0, 0, 0, 0))
    draw_ring(surface, button)
    assert _painted(surface).contains(button.rect)  # a button's ring goes around it


def test_a_ring_on_a_scrolled_page_is_drawn_only_inside_its_view() -> None:
    import pygame_gui
    from pygame_gui.elements import UIButton, UIScrollingContainer

    from kozel_gui.controls import GuiItem
    from kozel_gui.focus import draw_ring

    pygame.display.init()
    pygame.display.set_mode((800, 600))
    manager = pygame_gui.UIManager((800, 600))
    view = pygame.Rect(100, 100, 300, 200)
    page = UIScrollingContainer(view, manager, allow_scroll_x=False)
    page.set_scrollable_area_dimensions((280, 1000))
    first = GuiItem(UIButton(pygame.Rect(10, 0, 100, 40), "first", manager, container=page))
    below = GuiItem(UIButton(pygame.Rect(10, 180, 100, 40), "cut", manager, container=page))
    manager.update(0.01)
    surface = pygame.Surface((800, 600), pygame.SRCALPHA)
    draw_ring(surface, below)  # half under the view's bottom edge
    assert first.clip is not None and first.clip.contains(_painted(surface))
    page.vert_scroll_bar.set_scroll_from_start_percentage(0.5)
    manager.update(0.01)
    manager.update(0.01)
    assert not first.clip.colliderect(first.rect), "scrolled out of the view"
    surface.fill((0, 0, 0, 0))
    draw_ring(surface, first)  # the settings' ring over the tab bar, in the playtest
    assert surface.get_bounding_rect().w == 0
