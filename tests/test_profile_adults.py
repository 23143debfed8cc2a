"""P33: a grown-up's profile could not be renamed or deleted (a child's could).  Through the
real App loop: a rename takes the profile's saved match, history, statistics and score pads
along (they are kept under its name); a delete asks first, says what goes, switches who
plays when it was the one playing, and the only grown-up's profile cannot be deleted.
"""

from __future__ import annotations

from pathlib import Path

import pygame
from harness import Harness, harness_for
from test_history_support import setup_json, stored_json
from test_profiles_own import _leave_a_match

from kozel_gui.coaching import AccuracyLog, MatchAccuracy
from kozel_gui.history import HISTORY_FILE, History
from kozel_gui.i18n import Gender, bound_numbers, ntr, set_language, tr
from kozel_gui.profiles import Profiles
from kozel_gui.saves import save_file
from kozel_gui.scenes.confirm import ConfirmScene
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.profile import ProfileScene
from kozel_gui.scenes.profile_edit import ProfileEditScene
from kozel_gui.scenes.stats import load_stats
from kozel_gui.scorepad.model import Pad, RoundFacts
from kozel_gui.scorepad.store import PadStore
from kozel_gui.storage import DataDir
from rules import find_preset


def _household(data: Path, current: str) -> DataDir:
    """Дедушка and Маша, each with a match in the history; ``current`` playing."""
    store = DataDir(data)
    Profiles().added("Дедушка", Gender.MALE).added("Маша", Gender.FEMALE).selected(
        current).save(store)
    with History.open(store.path(HISTORY_FILE)) as history:
        for seed, name in ((5, "Дедушка"), (6, "Маша"), (7, "Маша")):
            history.add_match(setup_json(2, name=name), stored_json(seed, 2), name)
    log = AccuracyLog(store)  # the coach's review of one match each
    log.matches += [MatchAccuracy("a", "2026-12-01", 7, 9, "Дедушка"),
                    MatchAccuracy("b", "2026-12-02", 5, 9, "Маша")]
    log.save()
    return store


def _edit_page(h: Harness, name: str) -> ProfileEditScene:
    """Menu → «Сейчас играет» → the profile's «Изменить»."""
    h.press(tr("profile.current", name=Profiles.load(h.app.data).current))
    assert isinstance(h.top, ProfileScene)
    pick = h.button(name)
    edits = [b for b in h.buttons() if b.text == tr("profile.edit") and b.rect.y == pick.rect.y]
    assert edits, "«Изменить» beside the name"
    h.click(edits[0].rect.center)
    page = h.top
    assert isinstance(page, ProfileEditScene)
    return page


def test_a_rename_keeps_the_saved_match_history_statistics_and_pads(tmp_path: Path) -> None:
    set_language("ru")
    store = _household(tmp_path, "Дедушка")
    pad = Pad.new(find_preset("kozel"), ["Дедушка", "Петрович", "Зина"], pad_id="p")
    pad.record(RoundFacts("out", 0, points=[0, 12, 5]))
    assert PadStore(store).save(pad)
    with harness_for(tmp_path, "--speed", "0") as h:
        h.until(lambda: isinstance(h.top, MenuScene), what="the menu")
        left = _leave_a_match(h).session.match
        before = load_stats(h.app, "Дедушка")
        page = _edit_page(h, "Дедушка")
        h.click(page.entry.rect.center)
        h.key(pygame.K_a, mod=pygame.KMOD_CTRL)
        h.key(pygame.K_BACKSPACE)
        h.type("Дед Матвей")
        h.press(tr("profile.rename"))
        h.until(lambda: isinstance(h.top, ProfileScene), what="back on the profiles")
        assert any("Дед Матвей" in m for m in h.app.messages.history)
        profiles = Profiles.load(store)
        assert profiles.names == ("Дед Матвей", "Маша") and profiles.current == "Дед Матвей"
        assert load_stats(h.app, "Дед Матвей") == before and before.matches == 1
        assert load_stats(h.app, "Дедушка").matches == 0
        assert [m.key for m in AccuracyLog(store).of("Дед Матвей")] == ["a"]
        assert [p.id for p in PadStore(store).all()] == ["p"]
        assert not (tmp_path / save_file(Profiles().added("Дедушка").profiles[0])).exists()
        h.key(pygame.K_ESCAPE)
        h.until(lambda: isinstance(h.top, MenuScene), what="the menu")
        h.frames(3)
        h.press(tr("menu.continue"))  # his match, as his, under the new name
        h.until(lambda: type(h.top).__name__ == "TableScene", what="his table")
        assert h.top.session.match == left
        assert h.top.session.setup.seats[0].name == "Дед Матвей"
    assert Profiles.load(store).names == ("Дед Матвей", "Маша"), "no profile made of the old name"


def test_a_name_taken_is_refused_on_the_page(tmp_path: Path) -> None:
    set_language("ru")
    store = _household(tmp_path, "Дедушка")
    with harness_for(tmp_path) as h:
        page = _edit_page(h, "Дедушка")
        h.click(page.entry.rect.center)
        h.key(pygame.K_a, mod=pygame.KMOD_CTRL)
        h.key(pygame.K_BACKSPACE)
        h.type("маша")
        h.press(tr("profile.rename"))
        assert h.top is page and page.problem == "profile.error_taken"
    assert Profiles.load(store).names == ("Дедушка", "Маша")


def test_deleting_the_one_playing_asks_says_what_goes_and_switches(tmp_path: Path) -> None:
    set_language("ru")
    store = _household(tmp_path, "Маша")
    with harness_for(tmp_path, "--speed", "0") as h:
        h.until(lambda: isinstance(h.top, MenuScene), what="the menu")
        _leave_a_match(h)
        saved = tmp_path / save_file(Profiles.load(store).find("Маша"))
        assert saved.exists()
        _edit_page(h, "Маша")
        h.press(tr("profile.delete"))
        question = h.top
        assert isinstance(question, ConfirmScene), "a delete asks first"
        assert bound_numbers(ntr("profile.delete_what", 2)) in question.question
        assert tr("profile.delete_save") in question.question
        assert tr("profile.delete_switch", name="Дедушка") in question.question
        h.press(tr("profile.delete"))
        h.until(lambda: isinstance(h.top, ProfileScene), what="back on the profiles")
        profiles = Profiles.load(store)
        assert profiles.names == ("Дедушка",) and profiles.current == "Дедушка"
        assert load_stats(h.app, "Маша").matches == 0
        assert load_stats(h.app, "Дедушка").matches == 1, "the other's history stays"
        assert [m.key for m in AccuracyLog(store).matches] == ["a"]
        assert not saved.exists(), "her unfinished match went with her"
        h.key(pygame.K_ESCAPE)
        h.until(lambda: isinstance(h.top, MenuScene), what="the menu")
        h.frames(3)
        assert tr("menu.continue") not in [b.text for b in h.buttons()]


def test_a_cancelled_delete_keeps_everything_and_the_last_grown_up_cannot_go(
        tmp_path: Path) -> None:
    set_language("ru")
    store = _household(tmp_path, "Маша")
    with harness_for(tmp_path) as h:
        _edit_page(h, "Маша")
        h.press(tr("profile.delete"))
        assert isinstance(h.top, ConfirmScene)
        h.key(pygame.K_ESCAPE)
        assert isinstance(h.top, ProfileEditScene)
        assert Profiles.load(store).names == ("Дедушка", "Маша")
        assert load_stats(h.app, "Маша").matches == 2
    Profiles().added("Дедушка").save(store)  # the only grown-up
    with harness_for(tmp_path) as h:
        _edit_page(h, "Дедушка")
        h.press(tr("profile.delete"))
        assert isinstance(h.top, ProfileEditScene), "nothing asked: it cannot be deleted"
        assert not h.button(tr("profile.delete")).is_enabled
    assert Profiles.load(store).names == ("Дедушка",)


def test_a_long_name_stays_whole_beside_its_edit_button_at_1024(tmp_path: Path) -> None:
    set_language("en")
    Profiles().added("Дедушка Матвей", Gender.MALE).added("Александра Петровна").save(
        DataDir(tmp_path))
    with harness_for(tmp_path, "--lang", "en") as h:
        h.resize((1024, 600))
        h.press(tr("profile.current", name="Александра Петровна"))
        for name in ("Дедушка Матвей", "Александра Петровна"):
            pick = h.button(name)
            assert pick.font.size(name)[0] <= pick.rect.w - 12, f"«{name}» is cut"
