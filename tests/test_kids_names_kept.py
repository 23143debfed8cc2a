"""A child's name wherever kids' mode keeps or shows it (P27): a renamed child's games say
its new name, a deleted child leaves nothing in ``kids_tutorial.json``, and the picture
tutorial names the child as its levels do («Я» only for a child given no name).

Driven as a parent does on the profile screen, and as a child plays, through the real app.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from harness import Harness, harness_for
from kids_kit import add_child
from rendered import rendered_strings

from kozel_gui.history import HISTORY_FILE, History
from kozel_gui.i18n import tr
from kozel_gui.kids.levels import level_setup
from kozel_gui.kids.new_child import NewChildScene
from kozel_gui.profiles import AVATARS
from kozel_gui.scenes.history import HistoryScene, row_cells
from kozel_gui.scenes.kids import KidsScene
from kozel_gui.scenes.profile import ProfileScene
from kozel_gui.storage import DataDir
from kozel_gui.tutorial.kids_progress import KIDS_TUTORIAL_FILE
from kozel_gui.tutorial.kids_scene import KidsTutorialScene
from rules import Match

CHILD = "Петя"


def _kids_game(seed: int) -> tuple[dict[str, object], dict[str, object]]:
    """A finished level-2 game with Петя at seat 0, as the kids' table stores it."""
    kids = level_setup(2, CHILD, {"bunny": "Зайка", "bear": "Мишка", "kitten": "Котик"}, seed)
    match = Match.start(kids.rules, kids.players, seed)
    while not match.finished:
        while match.round.outcome() is None:
            match = match.play(match.round.legal_moves()[0])
        match = match if match.finished else match.next_round()
    return kids.to_json(), match.to_json()


@pytest.fixture
def profiles(tmp_path: Path) -> Iterator[Harness]:
    """Петя with a game and his place in the picture tutorial; the profile screen open."""
    add_child(tmp_path, CHILD, AVATARS[0])
    with History.open(DataDir(tmp_path).path(HISTORY_FILE)) as history:
        history.add_match(*_kids_game(4), CHILD)
    with harness_for(tmp_path) as h:
        h.press(tr("profile.current", name="Тестер"))
        assert isinstance(h.top, ProfileScene)
        yield h


def _tutorial_entries(h: Harness) -> dict[str, object]:
    data = json.loads(h.app.data.path(KIDS_TUTORIAL_FILE).read_text("utf-8"))
    children = data["children"]
    assert isinstance(children, dict)
    return children


def test_a_renamed_childs_games_say_its_new_name(profiles: Harness,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    profiles.press(CHILD)
    page = profiles.top
    assert isinstance(page, NewChildScene)
    profiles.click(page.entry.rect.center)
    profiles.key(pygame.K_a, mod=pygame.KMOD_CTRL)
    profiles.key(pygame.K_BACKSPACE)
    profiles.type("Пётр")
    profiles.press(tr("kids.new.done"))
    assert isinstance(profiles.top, ProfileScene)
    assert set(_tutorial_entries(profiles)) == {"Пётр"}, "his tutorial step goes with him"
    profiles.app.push(HistoryScene(profiles.app, "Пётр"))
    profiles.frames(3)
    listing = profiles.top
    assert isinstance(listing, HistoryScene) and len(listing.rows) == 1
    assert listing.rows[0].players[0] == "Пётр"
    with rendered_strings(monkeypatch) as seen:
        profiles.frames(2)
    shown = row_cells(listing.rows[0], listing.people)[2]
    assert shown in seen and "Пётр" in shown and CHILD not in " ".join(seen)
    with History.open(profiles.app.data.path(HISTORY_FILE)) as history:
        stored = history.get_match(listing.rows[0].id)
    assert stored is not None and stored.setup["seats"][0]["name"] == "Пётр", \
        "the replay names his seat by the new name too"


def test_a_deleted_child_leaves_no_entry_in_the_tutorials_file(profiles: Harness) -> None:
    assert set(_tutorial_entries(profiles)) == {CHILD}
    profiles.press(CHILD)
    profiles.press(tr("kids.edit.delete"))
    profiles.press(tr("kids.edit.delete"))  # the question's «Удалить»
    assert isinstance(profiles.top, ProfileScene)
    assert _tutorial_entries(profiles) == {}


@pytest.mark.parametrize(("name", "shown"), [("Маша", "Маша"), ("", "Лягушонок")])
def test_the_picture_tutorial_names_the_child_as_its_levels_do(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, shown: str) -> None:
    add_child(tmp_path, name, tutorial_taken=False)
    with harness_for(tmp_path) as h:
        h.press(tr("menu.kids"))
        tutorial = h.top
        assert isinstance(tutorial, KidsTutorialScene), "a new child is offered the tutorial"
        with rendered_strings(monkeypatch) as seen:
            h.resize((1024, 600), frames=3)  # the whole table painted afresh
        assert shown in seen, f"the child's plate: {seen}"
        assert tr("kids.child") not in seen, "«Я» where the levels say the name"
        tutorial.stop()
        h.frames(2)
        home = h.top
        assert isinstance(home, KidsScene)
