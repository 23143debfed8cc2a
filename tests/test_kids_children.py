"""Children's profiles in kids' mode, as a parent sets them up through the real app.

A child is made by picture (a name is optional, nothing else asked); kids' mode opens on
the child's own home with one child, on their pictures with several; each child's levels
and games are its own, never the grown-up's; what kids' mode kept under the grown-up
before is taken over by the first child; the level-1 ring never rests on a wrong tile.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from harness import Harness, harness_for
from kids_kit import add_child, past_the_tutorial
from rendered import rendered_strings
from test_history_support import setup_json, stored_json

from kozel_gui.history import HISTORY_FILE, History
from kozel_gui.i18n import tr
from kozel_gui.kids.children import CURRENT, ChildrenScene
from kozel_gui.kids.hold import HOLD_SECONDS
from kozel_gui.kids.levels import level_setup
from kozel_gui.kids.matching import MatchingScene
from kozel_gui.kids.new_child import NewChildScene
from kozel_gui.kids.progress import DEFAULT_PROFILE, PROGRESS_FILE, Progress, ProgressStore
from kozel_gui.profiles import AVATARS, Profiles
from kozel_gui.scenes.kids import KidsScene
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.stats import load_stats
from kozel_gui.storage import DataDir
from rules import Match


@pytest.fixture
def app(tmp_path: Path) -> Iterator[Harness]:
    """The app on the menu, the grown-up «Тестер» playing, no child yet."""
    with harness_for(tmp_path, "--speed", "0") as h:
        h.app.args.seed = 5
        yield h


def _hold(h: Harness, pos: tuple[int, int]) -> None:
    """A grown-up's steady press, as long as a hold button asks and a little more."""
    with h.mouse_held(pos):
        h.frames(round(HOLD_SECONDS * 60) + 10)
    h.frames(3)


def _new_child_from_menu(h: Harness) -> NewChildScene:
    h.press(tr("menu.kids"))
    assert isinstance(h.top, NewChildScene), "no child yet: the parent makes one first"
    return h.top


def test_a_child_is_made_by_one_click_on_done_and_plays_as_a_child(app: Harness) -> None:
    made = _new_child_from_menu(app)
    assert made.avatar == AVATARS[0], "a picture is chosen already"
    app.press(tr("kids.new.done"))
    home = past_the_tutorial(app)
    assert isinstance(home, KidsScene)
    profiles = Profiles.load(app.app.data)
    child = profiles.find(home.profile)
    assert child.is_child and not child.named and child.avatar == AVATARS[0]
    assert child.name == tr("kids.avatar.animals.4"), "called by its picture's word"
    assert child.gender is None, "nothing asked a child cannot answer"
    assert profiles.current == "Тестер" and [p.name for p in profiles.adults] == ["Тестер"]


def test_a_named_child_with_a_picture_picked_by_a_click(app: Harness) -> None:
    made = _new_child_from_menu(app)
    pick = made.pictures[3]
    app.click(pick.rect.center)
    app.click(made.entry.rect.center)
    app.type("Маша")
    app.key(pygame.K_RETURN)
    home = past_the_tutorial(app)
    assert isinstance(home, KidsScene) and home.profile == "Маша"
    child = Profiles.load(app.app.data).find("Маша")
    assert child.named and child.avatar == pick.key.removeprefix("avatar:")


def test_leaving_the_new_child_screen_goes_back_to_the_menu(app: Harness) -> None:
    _new_child_from_menu(app)
    app.press(tr("common.back"))
    assert isinstance(app.top, MenuScene), "back to the menu, not round again"
    assert not Profiles.load(app.app.data).children


def test_with_one_child_one_click_opens_its_home(tmp_path: Path) -> None:
    name = add_child(tmp_path, "Петя")
    with harness_for(tmp_path) as h:
        h.press(tr("menu.kids"))
        assert isinstance(h.top, KidsScene) and h.top.profile == name


def test_with_two_children_each_finds_its_picture_and_keeps_its_own_levels(
        tmp_path: Path) -> None:
    add_child(tmp_path, "Петя", AVATARS[0])
    add_child(tmp_path, "", AVATARS[1], called="Поросёнок")
    ProgressStore(DataDir(tmp_path)).save("Петя", Progress().finished(1, 3).finished(2, 3))
    with harness_for(tmp_path) as h:
        h.press(tr("menu.kids"))
        chooser = h.top
        assert isinstance(chooser, ChildrenScene)
        assert h.focused is None, "no ring: the child taps its own picture"
        h.click(chooser.buttons[1].rect.center)
        home = h.top
        assert isinstance(home, KidsScene) and home.profile == "Поросёнок"
        assert not home.progress.is_open(2), "Петя's levels are Петя's"
        h.click(home.who.rect.center)  # the child's own picture: every child again
        assert isinstance(h.top, ChildrenScene)
        h.click(h.top.buttons[0].rect.center)
        assert h.top is home and home.profile == "Петя" and home.progress.is_open(3)


def test_the_plus_on_the_chooser_adds_a_child_who_then_plays(tmp_path: Path) -> None:
    add_child(tmp_path, "Петя", AVATARS[0])
    with harness_for(tmp_path) as h:
        h.press(tr("menu.kids"))
        home = h.top
        assert isinstance(home, KidsScene)
        h.click(home.who.rect.center)
        chooser = h.top
        assert isinstance(chooser, ChildrenScene)
        h.click(chooser.plus.rect.center)
        assert h.top is chooser and chooser.plus.hinting(h.app.now), \
            "a tap only shows how: making a child is the parent's act"
        _hold(h, chooser.plus.rect.center)
        made = h.top
        assert isinstance(made, NewChildScene)
        assert AVATARS[0] not in [p.key.removeprefix("avatar:") for p in made.pictures], \
            "Петя's picture is Петя's: a child finds itself by it"
        h.press(tr("kids.new.done"))
        assert past_the_tutorial(h) is home and home.profile == tr("kids.avatar.animals.5")
        assert len(Profiles.load(h.app.data).children) == 2


def test_the_chooser_rings_the_child_playing_now_and_no_other(tmp_path: Path) -> None:
    add_child(tmp_path, "Петя", AVATARS[0])
    add_child(tmp_path, "Ваня", AVATARS[1])
    with harness_for(tmp_path) as h:
        h.press(tr("menu.kids"))
        first = h.top
        assert isinstance(first, ChildrenScene) and first.current is None, "nobody plays yet"
        h.click(first.buttons[1].rect.center)
        home = h.top
        assert isinstance(home, KidsScene) and home.profile == "Ваня"
        h.click(home.who.rect.center)
        chooser = h.top
        assert isinstance(chooser, ChildrenScene) and chooser.current == "Ваня"
        h.frames(1)
        gold = pygame.Color(CURRENT)

        def ringed(button: Any) -> bool:
            x, y = button.rect.center
            at = (round(x + button.rect.w * 0.55), y)  # on the ring, outside the picture
            return h.app.screen.get_at(at) == gold

        assert [ringed(b) for b in chooser.buttons] == [False, True]


def test_the_doors_leave_kids_mode_from_the_chooser(tmp_path: Path) -> None:
    add_child(tmp_path, "Петя", AVATARS[0])
    add_child(tmp_path, "Ваня", AVATARS[1])
    with harness_for(tmp_path) as h:
        h.press(tr("menu.kids"))
        chooser = h.top
        assert isinstance(chooser, ChildrenScene)
        h.key(pygame.K_ESCAPE)
        assert h.top is chooser and chooser.exit.hinting(h.app.now)
        chooser.exit.activate()  # what the long press does (the hold has its own tests)
        h.frames(3)
        assert isinstance(h.top, MenuScene)


def test_old_kids_progress_and_games_of_the_grown_up_go_to_the_first_child(
        tmp_path: Path) -> None:
    store = DataDir(tmp_path)
    with harness_for(tmp_path, "--speed", "0") as h:
        ProgressStore(store).save("Тестер", Progress().finished(1, 3).finished(2, 2))
        kids = level_setup(2, tr("kids.child"), {"bunny": "З", "bear": "М", "kitten": "К"}, 4)
        match = Match.start(kids.rules, kids.players, 4)
        while not match.finished:
            while match.round.outcome() is None:
                match = match.play(match.round.legal_moves()[0])
            match = match if match.finished else match.next_round()
        with History.open(store.path(HISTORY_FILE)) as history:
            history.add_match(kids.to_json(), match.to_json(), "Тестер")  # as kept before
            history.add_match(setup_json(), stored_json(3), "Тестер")
        stats = load_stats(h.app, "Тестер")
        _new_child_from_menu(h)
        h.press(tr("kids.new.done"))
        home = h.top
        assert isinstance(home, KidsScene)
        assert home.progress.is_open(3) and home.progress.stars_of(1) == 3, "nothing lost"
        saved = json.loads(store.path(PROGRESS_FILE).read_text(encoding="utf-8"))["profiles"]
        assert list(saved) == [home.profile], "the grown-up keeps no kids' progress"
        with History.open(store.path(HISTORY_FILE)) as history:
            assert history.count(home.profile) == 1 and history.count("Тестер") == 1
        assert load_stats(h.app, "Тестер") == stats


def test_progress_kept_before_there_were_profiles_goes_to_the_first_child(
        app: Harness) -> None:
    ProgressStore(app.app.data).save(DEFAULT_PROFILE, Progress().finished(1, 2))
    _new_child_from_menu(app)
    app.press(tr("kids.new.done"))
    assert isinstance(app.top, KidsScene) and app.top.progress.is_open(2)


def test_a_named_child_is_called_by_its_name_at_the_table(tmp_path: Path) -> None:
    add_child(tmp_path, "Маша", AVATARS[2])
    with harness_for(tmp_path, "--speed", "0") as h:
        h.app.args.seed = 5
        h.press(tr("menu.kids"))
        home = h.top
        assert isinstance(home, KidsScene)
        home.finished(1, 3)
        home.open_level(2)
        h.frames(2)
        table = h.top
        assert table.session.name(0) == "Маша"  # type: ignore[attr-defined]


def test_the_new_screens_of_kids_mode_draw_no_digit(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    add_child(tmp_path, "Петя", AVATARS[0])
    add_child(tmp_path, "", AVATARS[1], called="Поросёнок")
    with harness_for(tmp_path) as h:
        h.press(tr("menu.kids"))
        with rendered_strings(monkeypatch) as seen:
            h.frames(3)
        assert isinstance(h.top, ChildrenScene)
        assert set(seen) <= {"Петя"}, f"the chooser is pictures (and a given name): {seen}"
        with rendered_strings(monkeypatch) as seen:
            _hold(h, h.top.plus.rect.center)  # type: ignore[attr-defined]
            h.frames(3)
        assert isinstance(h.top, NewChildScene)
        assert seen and not [s for s in seen if any(c.isdigit() for c in s)], seen


def test_a_child_is_never_a_grown_ups_profile_to_pick(tmp_path: Path) -> None:
    add_child(tmp_path, "Петя")
    with harness_for(tmp_path) as h:
        h.press(tr("profile.current", name="Тестер"))
        picks = [b.text for b in h.buttons() if b.object_ids[-1] == "#profile_pick"]
        assert picks == ["Тестер"], "the children are listed apart, each to be changed"
        h.press("Петя")
        assert isinstance(h.top, NewChildScene), "a child's button opens its own page"
        assert Profiles.load(DataDir(tmp_path)).current == "Тестер"
    with pytest.raises(KeyError):
        Profiles.load(DataDir(tmp_path)).selected("Петя")


# -- level 1: the ring ---------------------------------------------------------------


def test_level_one_rings_no_tile_that_does_not_fit(tmp_path: Path) -> None:
    add_child(tmp_path)
    with harness_for(tmp_path, "--speed", "0") as h:
        h.app.args.seed = 5
        h.press(tr("menu.kids"))
        h.key(pygame.K_RETURN)  # level 1, by the keys
        game = h.top
        assert isinstance(game, MatchingScene)
        assert h.focused is None, "no ring before a key moves it"
        wrong = 1 - game.puzzle.right
        h.click(game.offers[wrong].rect.center)
        assert game.shake is not None and game.shake[0] == wrong, "it wiggles"
        assert h.focused is None, "the wrong tile only wiggles: no ring on it"
        h.click(game.offers[game.puzzle.right].rect.center)
        first = game.puzzle
        h.until(lambda: game.puzzle is not first and game.state == "ask", what="puzzle two")
        assert h.focused is None, "the new puzzle starts with no ring"
