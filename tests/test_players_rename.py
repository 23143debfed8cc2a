"""Issue 19 (playtest): a grandfather fixed the name on his own seat of the players page
(«Дед Коля» → «Ded Kolya»); the page's «Профиль» turned «новый» without a word and the
match's start made a second profile, splitting his statistics.

Now the seat of the current profile typed over keeps that profile, says on the page that
it will be renamed, and renames it when the screen is left through the one rename path
(``profile_files.rename_profile``: history, statistics, saves move with the name); a name
that is another profile's switches to that one.  Through the real App loop.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from harness import Harness, harness_for
from test_history_support import setup_json, stored_json

from kozel_gui.history import HISTORY_FILE, History
from kozel_gui.i18n import Gender, tr
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.profiles import Profiles
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.settings import SettingsScene
from kozel_gui.scenes.stats import load_stats
from kozel_gui.scenes.table import TableScene
from kozel_gui.storage import DataDir
from rules import find_preset

OLD = "Дед Коля"


def _household(data: Path) -> DataDir:
    """Дед Коля (playing, one match in his history) and Маша."""
    store = DataDir(data)
    Profiles().added(OLD, Gender.MALE).added("Маша", Gender.FEMALE).selected(OLD).save(store)
    with History.open(store.path(HISTORY_FILE)) as history:
        history.add_match(setup_json(4, name=OLD), stored_json(5, 4), OLD)
    return store


def _players_page(h: Harness) -> None:
    """His seat first, three bots; the settings open on «Игроки»."""
    h.until(lambda: isinstance(h.top, MenuScene), what="the menu")
    seats = (SeatSetup(OLD, human=True, gender=Gender.MALE), SeatSetup("Михалыч", bot="easy"),
             SeatSetup("Зина", bot="easy"), SeatSetup("Петрович", bot="easy"))
    h.app.set_setup(MatchSetup(find_preset("kozel"), seats))
    h.app.push(SettingsScene(h.app, tab="players"))
    h.frames(3)


def _type_name(h: Harness, name: str) -> None:
    h.top.focus.focus("row:name0")
    h.key(pygame.K_a, mod=pygame.KMOD_CTRL)
    h.key(pygame.K_BACKSPACE)
    h.type(name, frames=3)


def _row(h: Harness, key: str) -> object:
    return h.top.page.form.rows[key]  # type: ignore[attr-defined]


def _start(h: Harness) -> TableScene:
    """Esc to the menu, «Играть»: the table."""
    h.key(pygame.K_ESCAPE)
    h.until(lambda: isinstance(h.top, MenuScene), what="the menu")
    h.press(tr("menu.play"))
    h.until(lambda: isinstance(h.top, TableScene), what="the table")
    table = h.top
    assert isinstance(table, TableScene)
    return table


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_fixing_ones_own_name_renames_the_profile_and_keeps_the_statistics(
        tmp_path: Path, lang: str) -> None:
    store = _household(tmp_path)
    with harness_for(tmp_path, "--speed", "0", "--lang", lang) as h:
        before = load_stats(h.app, OLD)
        assert before.matches == 1
        _players_page(h)
        _type_name(h, "Ded Kolya")
        assert h.app.setup.seats[0].name == "Ded Kolya"
        shown = _row(h, "profile0").control.middle.text  # type: ignore[attr-defined]
        assert shown == OLD, "the seat still plays for his profile, never «новый»"
        said = {"ru": "Профиль «Дед Коля» будет переименован в «Ded Kolya»: его партии и "
                      "статистика останутся при нём.",
                "en": "The profile “Дед Коля” will be renamed “Ded Kolya”: its matches and "
                      "statistics stay with it."}[lang]
        assert _row(h, "name0").problem_text == "\t" + said  # type: ignore[attr-defined]
        assert Profiles.load(store).names == (OLD, "Маша"), "said before, not done yet"
        table = _start(h)
        assert table.session.name(0) == "Ded Kolya"
        profiles = Profiles.load(store)
        assert profiles.names == ("Ded Kolya", "Маша"), "one profile, renamed; none made"
        assert profiles.current == "Ded Kolya"
        assert profiles.find("Ded Kolya").gender is Gender.MALE
        assert load_stats(h.app, "Ded Kolya") == before, "his statistics came along"
        assert load_stats(h.app, OLD).matches == 0


def test_a_name_typed_back_renames_nothing(tmp_path: Path) -> None:
    store = _household(tmp_path)
    with harness_for(tmp_path, "--speed", "0", "--lang", "ru") as h:
        _players_page(h)
        _type_name(h, "Ded Kolya")
        _type_name(h, OLD)
        assert _row(h, "name0").problem_text == ""  # type: ignore[attr-defined]
        _start(h)
    assert Profiles.load(store).names == (OLD, "Маша")


def test_another_profiles_name_switches_to_it(tmp_path: Path) -> None:
    store = _household(tmp_path)
    with harness_for(tmp_path, "--speed", "0", "--lang", "ru") as h:
        _players_page(h)
        _type_name(h, "Маша")
        assert _row(h, "profile0").control.middle.text == "Маша"  # type: ignore[attr-defined]
        assert _row(h, "name0").problem_text == ""  # type: ignore[attr-defined]
        _start(h)
        profiles = Profiles.load(store)
        assert profiles.names == (OLD, "Маша") and profiles.current == "Маша"
        assert load_stats(h.app, OLD).matches == 1, "his statistics untouched"


def test_a_name_typed_on_another_persons_seat_makes_no_rename(tmp_path: Path) -> None:
    """Only the current profile's own seat renames: a guest typed at seat 2 is new."""
    store = _household(tmp_path)
    with harness_for(tmp_path, "--speed", "0", "--lang", "ru") as h:
        _players_page(h)
        h.app.set_setup(MatchSetup(find_preset("kozel"), (
            SeatSetup(OLD, human=True), SeatSetup("Маша", human=True),
            SeatSetup("Зина", bot="easy"), SeatSetup("Петрович", bot="easy"))))
        h.key(pygame.K_ESCAPE)
        h.until(lambda: isinstance(h.top, MenuScene), what="the menu")
        h.app.push(SettingsScene(h.app, tab="players"))
        h.frames(3)
        h.top.focus.focus("row:name1")
        h.key(pygame.K_a, mod=pygame.KMOD_CTRL)
        h.key(pygame.K_BACKSPACE)
        h.type("Гость", frames=3)
        assert _row(h, "name1").problem_text == ""  # type: ignore[attr-defined]
        _start(h)
    assert Profiles.load(store).names == (OLD, "Маша", "Гость")
