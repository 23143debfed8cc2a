"""The kids' picture tutorial: played by taps alone and by keys alone, a wrong tile wiggles
and is not played, nothing drawn is a word or a digit (but the seats' names), it opens on
a child's first visit to kids' mode only, and a skipped or left step resumes there."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from conftest import click, key, make_app, run_frames
from kids_kit import add_child, hold_skip
from table_kit import still

from kozel_gui.app import App
from kozel_gui.i18n import tr
from kozel_gui.kids.levels import ANIMALS, Animal
from kozel_gui.scenes.kids import KidsScene
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.tutorial.kids_done import KidsTutorialDoneScene
from kozel_gui.tutorial.kids_lessons import KIDS_LESSONS
from kozel_gui.tutorial.kids_progress import KIDS_TUTORIAL_FILE, KidsTutorialStore
from kozel_gui.tutorial.kids_scene import KidsTutorialScene, kids_targets
from kozel_gui.tutorial.progress import Progress
from kozel_gui.tutorial.tutor import Stage

WRONG = {"kids_match": "1:1", "kids_ends": "1:1", "kids_bazaar": "0:2"}
"""A tile per step that does not fit."""


def _app(tmp: Path) -> tuple[App, str]:
    """The app and a child who never had the tutorial."""
    child = add_child(tmp, "Петя", tutorial_taken=False)
    app = make_app(tmp, "--speed", "0")
    assert not app.data.path(KIDS_TUTORIAL_FILE).exists()
    return app, child



def _hand(scene: KidsTutorialScene) -> list[str]:
    return [str(t) for t in scene.model.hand()]


def _tap_tile(app: App, scene: KidsTutorialScene, tile: str, mouse: bool) -> None:
    if mouse:
        click(app, scene.model.hand_boxes()[_hand(scene).index(tile)].center, frames=2)
        return
    for _ in range(len(_hand(scene)) + 1):
        chosen = scene.model.control.selected
        if chosen is not None and _hand(scene)[chosen] == tile:
            break
        key(app, pygame.K_RIGHT, frames=1)
    key(app, pygame.K_RETURN, frames=2)


def _do(app: App, scene: KidsTutorialScene, mouse: bool) -> None:
    """What the hand taps: the bazaar (or D), else the tile it points at (and its end)."""
    still(app, scene)
    legal = {str(m) for m in scene.model.round.legal_moves()}
    lesson = scene.tutor.lesson
    target = kids_targets(scene.tutorial)
    assert target, f"{lesson.key}: the hand points at something"
    if "draw" in legal:
        assert target == (scene.model.layout.bazaar,), "the hand taps the bazaar"
        if mouse:
            click(app, scene.model.layout.bazaar.center, frames=2)
        else:
            key(app, pygame.K_d, frames=2)
    else:
        goal = next(iter(sorted(legal & lesson.goal)))
        _tap_tile(app, scene, goal[:3], mouse)
        if scene.model.control.choosing:
            key(app, pygame.K_LEFT if goal.endswith("<") else pygame.K_RIGHT, frames=1)
            key(app, pygame.K_RETURN, frames=2)
    still(app, scene)


def _play_through(app: App, scene: KidsTutorialScene, mouse: bool, *, leave: bool = True
                  ) -> None:
    """Every step: a wrong tile first, then what the hand taps, then «go on» (but the last
    one unless ``leave``)."""
    for i, lesson in enumerate(KIDS_LESSONS):
        assert scene.tutor.step == i and scene.tutor.stage is Stage.IDEA
        still(app, scene)
        before = str(scene.model.round.position())
        way = scene.model.way_on()
        if way is not None and not mouse:
            # Issue 18: where no tile fits, the keyboard's ring is on the bazaar and Enter
            # draws; a tile is looked at, never tried by Enter.
            focused = scene.focus.current()
            assert focused is not None and focused.key == way, lesson.key
        else:
            _tap_tile(app, scene, WRONG[lesson.key], mouse)
            assert scene.tutor.stage is Stage.WRONG, lesson.key
            assert scene.model.shake is not None, "the tile wiggles"
            assert str(scene.model.round.position()) == before, "a wrong tile is not played"
        while scene.tutor.waits_for_move():
            _do(app, scene, mouse)
        assert scene.tutor.stage is Stage.DONE
        if scene.tutor.last and not leave:
            run_frames(app, 30)  # the step's star
            return
        go = scene.buttons_["tutor_next"]
        if mouse:
            click(app, go.rect.center, frames=2)
        else:
            assert scene.focus.current() is go, "the focus waits on «go on»"
            key(app, pygame.K_RETURN, frames=2)
    assert KidsTutorialStore(app.data).load(scene.profile) == Progress(0, finished=True)
    done = app.stack.top
    assert isinstance(done, KidsTutorialDoneScene), "the last step ends on a reward"
    run_frames(app, 60)  # the reward's star, ▶ awake
    if mouse:
        click(app, done.go.rect.center, frames=2)
    else:
        assert done.focus.current() is done.go, "the focus waits on ▶"
        key(app, pygame.K_RETURN, frames=2)
    assert app.stack.top is not done and app.stack.top is not scene


@pytest.mark.parametrize("mouse", [True, False], ids=["taps", "keys"])
def test_the_picture_tutorial_is_played_through(tmp_path: Path, mouse: bool) -> None:
    app, child = _app(tmp_path)
    scene = KidsTutorialScene(app, "animals", child)
    app.push(scene)
    run_frames(app, 2)
    _play_through(app, scene, mouse)
    app.close()


def test_the_picture_tutorial_draws_no_word_and_no_digit(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from rendered import rendered_strings

    app, child = _app(tmp_path)
    scene = KidsTutorialScene(app, "animals", child)
    app.push(scene)
    run_frames(app, 2)  # the menu under it is drawn no more
    with rendered_strings(monkeypatch) as seen:
        _play_through(app, scene, mouse=True, leave=False)
    assert seen, "the spy saw the seats' names"
    names = {child, tr("kids.bunny")}  # the child named as on its levels (P27), not «Я»
    assert not [s for s in seen if any(c.isdigit() for c in s)], seen
    assert set(seen) <= names, f"words beside the names: {set(seen) - names}"
    app.close()


def _kids_menu(app: App) -> None:
    from conftest import press

    press(app, tr("menu.kids"))
    run_frames(app, 2)


def test_it_opens_on_a_childs_first_visit_only_and_resumes_where_left(tmp_path: Path) -> None:
    app, child = _app(tmp_path)
    _kids_menu(app)
    scene = app.stack.top
    assert isinstance(scene, KidsTutorialScene) and scene.tutor.step == 0
    assert scene.profile == child
    still(app, scene)
    hold_skip(app, scene)  # skip a step
    assert scene.tutor.step == 1 and scene.tutor.stage is Stage.IDEA
    key(app, pygame.K_ESCAPE, frames=2)  # Esc only shows the grown-up the door
    assert app.stack.top is scene and scene.exit.hinting(app.now)
    scene.exit.press(app.now)  # the long press on the door
    for _ in range(200):
        run_frames(app, 1)
        scene.exit.tick(app.now)
        if app.stack.top is not scene:
            break
    assert isinstance(app.stack.top, MenuScene), "the door leaves kids' mode"
    assert KidsTutorialStore(app.data).load(child) == Progress(1, skipped=True)
    _kids_menu(app)  # in again: it resumes at the step left
    again = app.stack.top
    assert isinstance(again, KidsTutorialScene), "the next visit resumes it"
    assert again.tutor.step == 1 and again.tutor.lesson.key == "kids_ends"
    assert [str(m) for m in again.model.round.legal_moves()] == ["0:6<"]
    app.close()


def test_a_child_who_has_played_before_is_not_offered_it(tmp_path: Path) -> None:
    from kozel_gui.kids.progress import Progress as KidsProgress
    from kozel_gui.kids.progress import ProgressStore

    app, child = _app(tmp_path)
    ProgressStore(app.data).save(child, KidsProgress().finished(1, 2))  # stars of level 1
    _kids_menu(app)
    assert isinstance(app.stack.top, KidsScene)
    assert KidsTutorialStore(app.data).load(child) is None
    app.close()


def _press_lesson(app: App, home: KidsScene, mouse: bool) -> None:
    """The kids' menu's tutorial button: a tap, or the arrows to it (up from the cards to
    the top row, then along it) and Enter."""
    if mouse:
        click(app, home.lesson.rect.center, frames=2)
        return
    key(app, pygame.K_UP, frames=1)
    for _ in range(len(home.focusables()) + 1):
        if home.focus.current() is home.lesson:
            break
        key(app, pygame.K_RIGHT, frames=1)
    assert home.focus.current() is home.lesson, "the arrows reach the tutorial's button"
    key(app, pygame.K_RETURN, frames=2)


@pytest.mark.parametrize("mouse", [True, False], ids=["taps", "keys"])
def test_the_kids_menu_opens_the_picture_tutorial_again(tmp_path: Path, mouse: bool) -> None:
    """A child who finished it finds it again on the kids' menu (a tile and the pointing
    hand, no word): from its first step, played through, back to the menu."""
    app, child = _app(tmp_path)
    KidsTutorialStore(app.data).save(child, Progress(0, finished=True))
    _kids_menu(app)
    home = app.stack.top
    assert isinstance(home, KidsScene), "a finished tutorial is not offered again"
    assert home.lesson in home.focusables()
    _press_lesson(app, home, mouse)
    scene = app.stack.top
    assert isinstance(scene, KidsTutorialScene), "the button opens the picture tutorial"
    assert scene.profile == child and scene.tutor.step == 0
    _play_through(app, scene, mouse)
    assert app.stack.top is home, "played through, the child is back on the kids' menu"
    app.close()


def test_the_button_resumes_a_tutorial_left_mid_way_and_draws_no_word(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from rendered import rendered_strings

    app, child = _app(tmp_path)
    KidsTutorialStore(app.data).save(child, Progress(2))
    from kozel_gui.kids.progress import Progress as KidsProgress
    from kozel_gui.kids.progress import ProgressStore

    ProgressStore(app.data).save(child, KidsProgress().finished(1, 2))  # played: no offer
    _kids_menu(app)
    home = app.stack.top
    assert isinstance(home, KidsScene)
    with rendered_strings(monkeypatch) as seen:
        home.lesson.draw(app.screen, home.scale, app.now)
    assert seen == [], "the tutorial's button is a picture"
    for other in (home.who, home.exit, *home.cards, *home.faces):
        assert not home.lesson.rect.colliderect(other.rect), other.key
    assert app.screen.get_rect().contains(home.lesson.rect)
    _press_lesson(app, home, mouse=True)
    scene = app.stack.top
    assert isinstance(scene, KidsTutorialScene) and scene.tutor.lesson.key == "kids_bazaar"
    app.close()


def test_the_childs_seat_wears_the_picture_the_parent_chose(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """«по ней ребёнок узнает себя»: the tutorial's seat shows it too, not the sun."""
    import kozel_gui.tutorial.kids_scene as kids_scene
    from kozel_gui.profiles import AVATARS, Profiles

    app, child = _app(tmp_path)
    chosen = Profiles.load(app.data).find(child).avatar
    assert chosen == AVATARS[0]
    worn: list[str | None] = []
    face = kids_scene.own_face

    def recorded(avatar: str | None, d: int) -> pygame.Surface:
        worn.append(avatar)
        return face(avatar, d)

    monkeypatch.setattr(kids_scene, "own_face", recorded)
    scene = KidsTutorialScene(app, "animals", child)
    app.push(scene)
    run_frames(app, 3)
    assert worn and set(worn) == {chosen}
    app.close()


def test_on_the_ends_step_the_hand_taps_the_tile_then_the_one_end_it_fits(
        tmp_path: Path) -> None:
    """A child copies the hand: never a glow on the end where the tile would be refused."""
    app, child = _app(tmp_path)
    scene = KidsTutorialScene(app, "animals", child)
    app.push(scene)
    run_frames(app, 2)
    _do(app, scene, True)  # the first step done the way the hand shows
    click(app, scene.buttons_["tutor_next"].rect.center, frames=2)
    still(app, scene)
    assert scene.tutor.lesson.key == "kids_ends" and scene.tutor.waits_for_move()
    m = scene.model
    hand = [str(t) for t in m.hand()]
    line = m.line()
    from kozel_gui.layout import shown_hand_box

    i, c = hand.index("0:6"), m.control  # the tile as drawn (a little up under the pointer)
    assert kids_targets(scene.tutorial) == (shown_hand_box(m.hand_boxes()[i], i, c.selected,
                                                           c.hover),
                                            line.slot("left", False).box)
    app.close()


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_the_pointing_hand_stays_on_the_screen_and_the_pictures_are_the_levels_size(
        tmp_path: Path, size: tuple[int, int]) -> None:
    """At 1024×600 the hand tapping a tile of the hand hung off the bottom of the screen;
    and the board's pictures were smaller than on the kids' levels (a round sized for
    the whole bazaar): as big as level 2's now, a table of two as the tutorial's is."""
    from conftest import resize
    from test_kids_table import kids_table

    _app_, _home, level2 = kids_table(tmp_path / "level", 2)
    resize(_app_, size)
    levels_short = level2.model.line().short
    _app_.close()
    app, child = _app(tmp_path / "tutorial")
    scene = KidsTutorialScene(app, "animals", child)
    app.push(scene)
    resize(app, size)
    screen = app.screen.get_rect()
    for lesson in KIDS_LESSONS:
        assert scene.tutor.lesson.key == lesson.key
        still(app, scene)
        assert scene.model.line().short >= levels_short, (lesson.key, scene.model.line().short)
        for _ in range(150):  # the hand taps each thing in turn: every place it goes
            run_frames(app, 1)
            assert scene.pointing is not None and screen.contains(scene.pointing), \
                f"{lesson.key}: the hand at {scene.pointing} leaves the {size} screen"
        hold_skip(app, scene)
    app.close()


def test_a_tile_that_does_not_fit_swings_as_wide_as_on_the_levels(tmp_path: Path) -> None:
    """Issue 19: a non-fitting tile wiggles on every level; the tutorial's swung less."""
    from kozel_gui.kids.table import KIDS_WIGGLE

    app, child = _app(tmp_path)
    scene = KidsTutorialScene(app, "animals", child)
    app.push(scene)
    run_frames(app, 2)
    assert scene.model.style.wiggle == KIDS_WIGGLE
    app.close()


@pytest.mark.parametrize("avatar", ["animals:2", "animals:3", "berries:2"])
def test_the_animal_in_the_tutorial_never_wears_the_childs_picture(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, avatar: str) -> None:
    """P30: a bunny child played «Зайка», both with one face: the tutorial's animal follows
    the levels' rule (a child who cannot read finds itself by its picture)."""
    import kozel_gui.tutorial.kids_scene as kids_scene

    child = add_child(tmp_path, "Петя", avatar=avatar, tutorial_taken=False)
    app = make_app(tmp_path, "--speed", "0")
    worn: list[str] = []
    face = kids_scene.animal_avatar

    def recorded(animal: Animal, d: int) -> pygame.Surface:
        worn.append(f"animals:{animal.picture}")
        return face(animal, d)

    monkeypatch.setattr(kids_scene, "animal_avatar", recorded)
    _kids_menu(app)
    scene = app.stack.top
    assert isinstance(scene, KidsTutorialScene) and scene.profile == child
    run_frames(app, 3)
    assert worn and avatar not in worn, "the animal wears the child's own picture"
    names = {tr(f"kids.{a.key}") for a in ANIMALS if f"animals:{a.picture}" == avatar}
    assert scene.session.setup.seats[1].name not in names
    if avatar.startswith("berries"):  # a berry child plays the bunny, as ever
        assert set(worn) == {"animals:2"}
    app.close()


def test_each_new_child_is_offered_it_when_it_first_plays(tmp_path: Path) -> None:
    """Playtest 28: the first child got the picture tutorial on its first visit, the second,
    chosen by its picture on the same visit, went straight to its menu.  The offer is each
    child's, not once a visit."""
    from kozel_gui.kids.children import ChildrenScene

    app, first = _app(tmp_path)
    second = add_child(tmp_path, "Маша", tutorial_taken=False, avatar="animals:2")
    _kids_menu(app)
    chooser = app.stack.top
    assert isinstance(chooser, ChildrenScene), "two children: who plays?"
    chooser.choose(first)
    run_frames(app, 2)
    scene = app.stack.top
    assert isinstance(scene, KidsTutorialScene) and scene.profile == first
    scene.stop()
    run_frames(app, 2)
    home = app.stack.top
    assert isinstance(home, KidsScene) and home.profile == first
    click(app, home.who.rect.center, frames=2)  # the child's own picture: every child
    chooser = app.stack.top
    assert isinstance(chooser, ChildrenScene)
    chooser.choose(second)
    run_frames(app, 2)
    offered = app.stack.top
    assert isinstance(offered, KidsTutorialScene), "the second child is offered it too"
    assert offered.profile == second and offered.tutor.step == 0
    offered.stop()
    run_frames(app, 2)
    assert isinstance(app.stack.top, KidsScene) and app.stack.top.profile == second
    click(app, home.who.rect.center, frames=2)
    chooser = app.stack.top
    assert isinstance(chooser, ChildrenScene)
    chooser.choose(first)
    run_frames(app, 2)
    assert isinstance(app.stack.top, KidsScene), "asked once a visit, each child"
    app.close()


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_the_pointing_hand_points_at_a_tiles_edge_from_outside(
        tmp_path: Path, size: tuple[int, int]) -> None:
    """Playtest 28: the hand's fingertip stood on the middle of the tile it pointed at and
    the glove covered half its pictures.  On every step, all the time it taps, the glove
    lies clear of what it points at, its fingertip a finger's breadth from that edge."""
    from conftest import resize

    app, child = _app(tmp_path)
    scene = KidsTutorialScene(app, "animals", child)
    app.push(scene)
    resize(app, size)
    for lesson in KIDS_LESSONS:
        still(app, scene)
        for _ in range(150):
            run_frames(app, 1)
            hand = scene.pointing
            targets = [pygame.Rect(round(b.x), round(b.y), round(b.w), round(b.h))
                       for b in kids_targets(scene.tutorial)]
            assert hand is not None and targets
            assert not any(hand.colliderect(t) for t in targets), \
                f"{lesson.key}: the hand {hand} lies on {targets}"
            near = min(min(abs(hand.top - t.bottom), abs(t.top - hand.bottom))
                       for t in targets if hand.right > t.left and hand.left < t.right)
            assert near <= 40 * scale_of(size), f"{lesson.key}: the hand far from its tile"
        hold_skip(app, scene)
    app.close()


def scale_of(size: tuple[int, int]) -> float:
    return min(size[1], size[0] * 9 / 16) / 720
