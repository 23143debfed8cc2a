"""The children on the profile screen, as a parent manages them through the real app:
listed by picture and name; renamed, given another picture (their stars and games go
with them), deleted after a question that says what goes (nothing of a grown-up's);
a name one kind has is refused for the other in words that say why.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from harness import Harness, harness_for
from kids_kit import add_child
from rendered import rendered_strings
from test_history_support import setup_json, stored_json

from kozel_gui.assets import font
from kozel_gui.drawing import wrap
from kozel_gui.history import HISTORY_FILE, History
from kozel_gui.i18n import bound_numbers, ntr, tr
from kozel_gui.kids.levels import level_setup
from kozel_gui.kids.new_child import NewChildScene
from kozel_gui.kids.progress import Progress, ProgressStore
from kozel_gui.profiles import AVATARS, Profiles
from kozel_gui.scenes.confirm import ConfirmScene
from kozel_gui.scenes.profile import ProfileScene
from kozel_gui.storage import DataDir
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
def data(tmp_path: Path) -> Path:
    """The grown-up «Тестер» with a match and progress of its own; Петя with stars and a
    game; Ваня with nothing yet."""
    add_child(tmp_path, CHILD, AVATARS[0])
    add_child(tmp_path, "Ваня", AVATARS[1])
    store = DataDir(tmp_path)
    progress = ProgressStore(store)
    progress.save(CHILD, Progress().finished(1, 3))
    progress.save("Тестер", Progress().finished(1, 2))
    with History.open(store.path(HISTORY_FILE)) as history:
        history.add_match(*_kids_game(4), CHILD)
        history.add_match(setup_json(name="Тестер"), stored_json(3), "Тестер")
    return tmp_path


@pytest.fixture
def profiles(data: Path) -> Iterator[Harness]:
    """The app on the profile screen, opened from the menu."""
    with harness_for(data) as h:
        h.press(tr("profile.current", name="Тестер"))
        assert isinstance(h.top, ProfileScene)
        yield h


def _counts(h: Harness) -> dict[str | None, int]:
    with History.open(h.app.data.path(HISTORY_FILE)) as history:
        return {p: history.count(p) for p in (CHILD, "Пётр", "Тестер")}


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_the_profile_screen_lists_every_child_by_picture_and_name(
        profiles: Harness, size: tuple[int, int]) -> None:
    profiles.resize(size)
    scene = profiles.top
    assert isinstance(scene, ProfileScene)
    names = [b.text for b in profiles.buttons()]
    assert CHILD in names and "Ваня" in names and tr("profile.add_child") in names
    assert [a for a, _ in scene.child_pictures] == [AVATARS[0], AVATARS[1]]
    screen = profiles.app.screen.get_rect()
    for _, rect in scene.child_pictures:
        button = next(b for b in profiles.buttons() if b.rect.left > rect.right - 1
                      and b.rect.top == rect.top)
        assert screen.contains(rect) and screen.contains(button.rect)
        assert not button.rect.colliderect(profiles.button(tr("common.back")).rect)


def test_a_child_renamed_with_another_picture_keeps_its_stars_and_games(
        profiles: Harness) -> None:
    profiles.press(CHILD)
    page = profiles.top
    assert isinstance(page, NewChildScene) and page.avatar == AVATARS[0]
    assert page.entry.get_text() == CHILD, "the name to change is in the box"
    other = next(p for p in page.pictures if p.key == f"avatar:{AVATARS[2]}")
    assert f"avatar:{AVATARS[1]}" not in [p.key for p in page.pictures], "Ваня's is Ваня's"
    profiles.click(other.rect.center)
    profiles.click(page.entry.rect.center)
    profiles.key(pygame.K_a, mod=pygame.KMOD_CTRL)
    profiles.key(pygame.K_BACKSPACE)
    profiles.type("Пётр")
    profiles.press(tr("kids.new.done"))
    assert isinstance(profiles.top, ProfileScene)
    stored = Profiles.load(profiles.app.data)
    assert [(c.name, c.avatar) for c in stored.children] == [("Пётр", AVATARS[2]),
                                                             ("Ваня", AVATARS[1])]
    assert "Пётр" in [b.text for b in profiles.buttons()], "the list shows the new name"
    store = ProgressStore(profiles.app.data)
    assert store.load("Пётр").stars_of(1) == 3 and not store.has(CHILD)
    assert _counts(profiles) == {CHILD: 0, "Пётр": 1, "Тестер": 1}


def test_deleting_a_child_asks_saying_what_goes_and_takes_nothing_of_a_grown_ups(
        profiles: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    profiles.press(CHILD)
    profiles.press(tr("kids.edit.delete"))
    question = profiles.top
    assert isinstance(question, ConfirmScene)
    assert tr("kids.edit.delete_ask", name=CHILD) in question.question
    assert bound_numbers(ntr("kids.edit.delete_what", 1)) in question.question, \
        "its stars and its one game"
    profiles.press(tr("common.cancel"))
    assert isinstance(profiles.top, NewChildScene)
    assert CHILD in Profiles.load(profiles.app.data).names, "a refusal keeps the child"
    profiles.press(tr("kids.edit.delete"))
    profiles.press(tr("kids.edit.delete"))  # the question's «Удалить»
    assert isinstance(profiles.top, ProfileScene)
    stored = Profiles.load(profiles.app.data)
    assert CHILD not in stored.names and stored.current == "Тестер"
    assert CHILD not in [b.text for b in profiles.buttons()]
    store = ProgressStore(profiles.app.data)
    assert not store.has(CHILD) and store.load("Тестер").stars_of(1) == 2
    assert _counts(profiles) == {CHILD: 0, "Пётр": 0, "Тестер": 1}


def test_a_childs_name_is_refused_for_a_grown_up_saying_why(
        profiles: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = profiles.top
    assert isinstance(scene, ProfileScene)
    profiles.click(scene.entry.rect.center)
    profiles.type("петя")
    with rendered_strings(monkeypatch) as seen:
        profiles.key(pygame.K_RETURN)
        profiles.frames(2)
    assert scene.problem == "profile.error_taken_child"
    assert tr("profile.error_taken_child") in seen, "said on the screen, under the box"
    assert tr("profile.error_taken_child") != tr("profile.error_taken")
    assert [p.name for p in Profiles.load(profiles.app.data).adults] == ["Тестер"]


def test_a_grown_ups_name_is_refused_for_a_child_saying_why(profiles: Harness) -> None:
    profiles.press(tr("profile.add_child"))
    made = profiles.top
    assert isinstance(made, NewChildScene)
    profiles.click(made.entry.rect.center)
    profiles.type("Тестер")
    profiles.key(pygame.K_RETURN)
    assert profiles.top is made and made.problem == "profile.error_taken_adult"
    assert len(Profiles.load(profiles.app.data).children) == 2


def test_back_on_a_childs_page_keeps_the_changes_made(profiles: Harness) -> None:
    """P30: a new name and picture chosen, then «Назад»: the changes were gone, silently.
    They are kept, as «Готово» keeps them; a page left unchanged changes nothing."""
    profiles.press("Ваня")
    page = profiles.top
    assert isinstance(page, NewChildScene)
    profiles.press(tr("common.back"))
    assert isinstance(profiles.top, ProfileScene)
    assert [(c.name, c.avatar) for c in Profiles.load(profiles.app.data).children] == [
        (CHILD, AVATARS[0]), ("Ваня", AVATARS[1])], "nothing changed, nothing written"
    profiles.press(CHILD)
    page = profiles.top
    assert isinstance(page, NewChildScene)
    other = next(p for p in page.pictures if p.key == f"avatar:{AVATARS[2]}")
    profiles.click(other.rect.center)
    profiles.click(page.entry.rect.center)
    profiles.key(pygame.K_a, mod=pygame.KMOD_CTRL)
    profiles.key(pygame.K_BACKSPACE)
    profiles.type("Пётр")
    profiles.press(tr("common.back"))
    assert isinstance(profiles.top, ProfileScene)
    assert [(c.name, c.avatar) for c in Profiles.load(profiles.app.data).children] == [
        ("Пётр", AVATARS[2]), ("Ваня", AVATARS[1])], "the changes kept"
    assert ProgressStore(profiles.app.data).load("Пётр").stars_of(1) == 3


def test_back_with_a_name_that_cannot_be_kept_stays_and_says_why(profiles: Harness) -> None:
    profiles.press(CHILD)
    page = profiles.top
    assert isinstance(page, NewChildScene)
    profiles.click(page.entry.rect.center)
    profiles.key(pygame.K_a, mod=pygame.KMOD_CTRL)
    profiles.key(pygame.K_BACKSPACE)
    profiles.type("Тестер")
    profiles.press(tr("common.back"))
    assert profiles.top is page and page.problem == "profile.error_taken_adult"
    assert [c.name for c in Profiles.load(profiles.app.data).children] == [CHILD, "Ваня"]


@pytest.mark.parametrize("lang", ["ru", "uk", "en"])
def test_the_delete_question_has_one_space_after_a_sentence_and_binds_its_count(
        data: Path, monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    """Issue 19 (playtest 28): the question had two spaces after «?» (``spaced``), and its
    line broke between «2» and «игры».  One space after a sentence, as everywhere; the
    count bound to its noun by a no-break space, kept together when the line breaks."""
    with History.open(DataDir(data).path(HISTORY_FILE)) as history:
        history.add_match(*_kids_game(5), CHILD)  # two games: «2 игры»
    with harness_for(data, "--lang", lang) as h:
        h.resize((1024, 600))
        h.press(tr("profile.current", name="Тестер"))
        h.press(CHILD)
        h.press(tr("kids.edit.delete"))
        question = h.top
        assert isinstance(question, ConfirmScene)
        ask, what = tr("kids.edit.delete_ask", name=CHILD), ntr("kids.edit.delete_what", 2)
        bound = what.replace("2 ", "2\u00a0")
        assert question.question == f"{ask} {bound}"
        assert "  " not in question.question and "2\u00a0" in question.question
        with rendered_strings(monkeypatch) as seen:
            h.frames(1)
        first = next(s for s in seen if s.startswith(ask.split()[0]))
        lines = seen[seen.index(first):][:4]
        assert not any(line.rstrip().endswith("2") for line in lines), lines
        for line in lines:
            assert "  " not in line and not line.startswith(" ")
        # Wherever the line would break, «2» stays with its noun.
        face = font(24)
        text = question.question
        for width in range(face.size("Будут")[0] * 3, face.size(text)[0], 7):
            for line in wrap(text, face, width):
                assert not line.endswith("2"), (width, line)

