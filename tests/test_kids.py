"""Kids' mode: progress kept per profile, level rules, the level-1 matching game, the long press."""

from __future__ import annotations

import itertools
import json
import random
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from harness import Harness, harness_for
from kids_kit import add_child

from kozel_gui.faces import find_face
from kozel_gui.i18n import tr
from kozel_gui.kids.art import animal_avatar, child_avatar
from kozel_gui.kids.hold import HOLD_SECONDS
from kozel_gui.kids.levels import ANIMALS, FREE_PLAY, MATCHING_PUZZLES, level_rules, small_match
from kozel_gui.kids.matching import MatchingScene, make_puzzle, stars_for
from kozel_gui.kids.progress import PROGRESS_FILE, Progress, ProgressStore
from kozel_gui.pictures import picture_path
from kozel_gui.scenes.kids import FACE_CHOICES, KidsScene
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.storage import DataDir
from rules import Draw

FRAMES_PER_S = 60


@pytest.fixture
def kids(tmp_path: Path) -> Iterator[Harness]:
    """The app on the kids' menu of the one child, opened from the main menu's button."""
    add_child(tmp_path)
    with harness_for(tmp_path, "--speed", "0") as h:  # a --seed would open a table first
        h.app.args.seed = 5
        h.press(tr("menu.kids"))
        assert isinstance(h.top, KidsScene)
        yield h


# -- pictures and rules ---------------------------------------------------------------


def test_every_picture_kids_mode_uses_exists_and_loads() -> None:
    for face in FACE_CHOICES:
        find_face(face)
    for animal in ANIMALS:
        assert picture_path("animals", animal.picture).is_file()
        assert animal_avatar(animal, 64).get_size() == (64, 64)
    assert child_avatar(64).get_size() == (64, 64)


@pytest.mark.parametrize("level", [2, 3, FREE_PLAY])
def test_level_rules_are_valid_kids_rules(level: int) -> None:
    rules = level_rules(level)
    assert rules.problems() == [] and str(rules.scoring) == "wins"


def test_level_two_deals_three_tiles_each_and_no_bazaar() -> None:
    rules = level_rules(2)
    assert rules.draw is Draw.NONE
    first = small_match(rules, 11).round
    assert [len(h) for h in first.hands] == [3, 3] and not first.bazaar
    assert first.to_move == 0
    assert small_match(rules, 11).round.hands == first.hands


def test_a_level_two_deal_keeps_the_child_playing_however_anyone_plays() -> None:
    from kozel_gui.kids.levels import CHILD_MOVES, CHILD_TILES

    rules = level_rules(2)
    rng = random.Random(2)
    for seed in range(120):
        first = small_match(rules, seed).round
        for _ in range(12):  # random lines of play, the child's and the animal's
            r, moves, placed = first, 0, 0
            while r.outcome() is None:
                move = rng.choice(r.legal_moves())
                if r.to_move == 0:
                    moves, placed = moves + 1, placed + move.is_placement
                r = r.play(move)
            assert moves >= CHILD_MOVES and placed >= CHILD_TILES, (seed, r.history())


# -- progress -----------------------------------------------------------------------


def test_progress_is_saved_per_profile_and_restored(tmp_path: Path) -> None:
    store = ProgressStore(DataDir(tmp_path))
    store.save("Аня", Progress().finished(1, 3).finished(2, 1).with_face("berries"))
    store.save("Боря", Progress().finished(1, 1))
    again = ProgressStore(DataDir(tmp_path))
    anya, borya = again.load("Аня"), again.load("Боря")
    assert (anya.unlocked, anya.stars_of(1), anya.stars_of(2), anya.face) == (3, 3, 1, "berries")
    assert (borya.unlocked, borya.stars_of(1)) == (2, 1)
    assert again.load("Вова") == Progress()


@pytest.mark.parametrize("text", ["{not json", '{"format": 1, "profiles": {"x": {"unlocked": 9}}}',
                                  '{"format": 7}', '{"format": 1, "profiles": []}'])
def test_a_bad_progress_file_is_set_aside_not_a_crash(tmp_path: Path, text: str) -> None:
    (tmp_path / PROGRESS_FILE).write_text(text, encoding="utf-8")
    store = ProgressStore(DataDir(tmp_path))
    assert store.load("default") == Progress()
    assert store.message is not None
    assert list(tmp_path.glob("kids_progress.corrupt-*.json"))
    assert store.save("default", Progress().finished(1, 2))
    assert store.load("default").stars_of(1) == 2


def test_locked_levels_do_not_open_and_finishing_opens_the_next(kids: Harness) -> None:
    scene = kids.top
    assert isinstance(scene, KidsScene)
    kids.click(scene.cards[2].rect.center)  # level 3 is locked
    assert kids.top is scene
    scene.finished(1, 2)
    scene.finished(2, 3)
    data = json.loads(kids.app.data.path(PROGRESS_FILE).read_text(encoding="utf-8"))
    saved = data["profiles"][scene.profile]
    assert saved["unlocked"] == 3 and saved["stars"] == {"1": 2, "2": 3}
    assert KidsScene(kids.app).store.load(scene.profile).is_open(3)


def test_picking_a_picture_set_by_its_button_is_remembered(kids: Harness) -> None:
    scene = kids.top
    assert isinstance(scene, KidsScene)
    kids.click(scene.faces[1].rect.center)
    assert scene.progress.face == "berries" == FACE_CHOICES[1]
    assert ProgressStore(kids.app.data).load(scene.profile).face == "berries"


def test_the_kids_menu_by_keys_alone(kids: Harness) -> None:
    scene = kids.top
    assert isinstance(scene, KidsScene)
    assert kids.focused is scene.cards[0]  # level 1: open, no stars yet
    kids.key(pygame.K_DOWN)
    kids.key(pygame.K_RIGHT)
    kids.key(pygame.K_RETURN)
    assert ProgressStore(kids.app.data).load(scene.profile).face == FACE_CHOICES[1]
    kids.key(pygame.K_UP)
    assert kids.focused in scene.cards[:2]
    kids.key(pygame.K_HOME)  # not a focus key: nothing moves
    assert kids.focused in scene.cards[:2]
    if kids.focused is scene.cards[1]:
        kids.key(pygame.K_LEFT)
    kids.key(pygame.K_SPACE)
    assert isinstance(kids.top, MatchingScene)


# -- level 1 ------------------------------------------------------------------------


def test_puzzles_have_exactly_one_fitting_offer() -> None:
    rng = random.Random(3)
    for _ in range(300):
        p = make_puzzle(rng)
        assert p.fits(p.right) and not p.fits(1 - p.right)
        assert not set(p.offers[1 - p.right]) & set(p.shown), \
            "the wrong offer shows none of the shown tile's pictures (P27: cat|bear, cat|frog)"
        for a, b in (p.shown, *p.offers):
            assert a < b  # upright, low on top: no picture is ever upside down


def test_level_one_right_and_wrong_answers(kids: Harness) -> None:
    scene = kids.top
    assert isinstance(scene, KidsScene)
    kids.click(scene.cards[0].rect.center)
    game = kids.top
    assert isinstance(game, MatchingScene)
    wrong = 1 - game.puzzle.right
    kids.click(game.offer_boxes[wrong].center)
    assert game.state == "ask" and game.mistakes == 1 and game.shake is not None
    for _ in range(MATCHING_PUZZLES):
        kids.click(game.offer_boxes[game.puzzle.right].center)
        assert game.state in ("fly", "cheer")
        kids.until(lambda: game.state in ("ask", "done"), what="the next puzzle")
    assert game.state == "done" and game.solved == MATCHING_PUZZLES
    assert ProgressStore(kids.app.data).load(scene.profile).stars_of(1) == stars_for(1) == 2
    assert scene.progress.is_open(2)
    kids.click(game.go_on.rect.center)
    from kozel_gui.kids.table import KidsTableScene

    table = kids.top
    assert isinstance(table, KidsTableScene), "«play» goes on to the level the run opened"
    assert table.session.round.players == 2, "level 2: the little game"
    assert kids.app.stack.scenes[-2] is scene


@pytest.mark.parametrize("fps", [60, 12])
def test_level_one_a_wrong_tap_says_no_plainly_for_long_enough(kids: Harness, fps: int) -> None:
    """A wrong tap costs a star, so its "no" must be seen: the tile wiggles and its glow
    turns red for at least 0.4 s of the screen's time, at a smooth and at a slow frame
    rate, and a slow frame right after the tap does not swallow it."""
    game = _level_one(kids)
    wrong = 1 - game.puzzle.right
    home = game.offer_boxes[wrong].center
    kids.click(home, frames=0)
    kids.clock.step = 1 / fps
    kids.frames(1)
    assert game.mistakes == 1
    seen, moved = 0.0, 0
    for _ in range(2 * fps):
        if game.refusal(wrong) >= 0.5:
            seen += 1 / fps
        moved += abs(game._offer_at(wrong)[0] - home[0]) >= 4
        kids.frames(1)
    assert seen >= 0.4, f"the red «no» showed {seen:.2f} s"
    assert moved >= 0.2 * fps, "and the tile wiggled for a while"
    assert game.refusal(wrong) == 0 and game._offer_at(wrong)[0] == home[0], "then it rests"
    kids.click(game.offer_boxes[wrong].center, frames=0)
    kids.wait(0.5)  # a slow frame: the machine was busy
    assert game.refusal(wrong) >= 0.5, "still plain after a slow frame"


def test_level_one_played_again_once_level_two_is_open(kids: Harness) -> None:
    scene = kids.top
    assert isinstance(scene, KidsScene)
    scene.finished(1, 3)
    scene.enter()
    game = _level_one(kids)
    for _ in range(MATCHING_PUZZLES):
        kids.click(game.offer_boxes[game.puzzle.right].center)
        kids.until(lambda: game.state in ("ask", "done"), what="the next puzzle")
    done = game.puzzle
    kids.click(game.go_on.rect.center)
    assert kids.top is game and game.state == "ask", "nothing new opened: the puzzles again"
    assert game.solved == game.mistakes == 0 and game.puzzle != done


def _drag(kids: Harness, start: tuple[int, int], end: tuple[int, int], steps: int = 8) -> None:
    """A child's finger: down on ``start``, a few moves on the way, up on ``end`` (once
    the screen takes presses: a hand is not that quick)."""
    kids.until_presses_act()
    kids.move(start, frames=0)
    kids.post(pygame.MOUSEBUTTONDOWN, pos=start, button=1)
    kids.frames(1)
    for k in range(1, steps + 1):
        at = (start[0] + (end[0] - start[0]) * k // steps,
              start[1] + (end[1] - start[1]) * k // steps)
        kids.post(pygame.MOUSEMOTION, pos=at, rel=(0, 0), buttons=(1, 0, 0))
        kids.frames(1)
    kids.post(pygame.MOUSEBUTTONUP, pos=end, button=1)
    kids.frames(1)


def _level_one(kids: Harness) -> MatchingScene:
    kids.top.open_level(1)  # type: ignore[attr-defined]
    kids.frames(2)
    game = kids.top
    assert isinstance(game, MatchingScene)
    return game


def test_level_one_a_tile_carried_to_the_spot_goes_there(kids: Harness) -> None:
    game = _level_one(kids)
    right = game.puzzle.right
    near = game.slot_box.move(game.slot_box.w // 2, 0).center  # by the spot, not quite on it
    _drag(kids, game.offer_boxes[right].center, near)
    assert game.state == "fly" and game.mistakes == 0
    assert game.fly_from == near, "it flies on from where the finger left it"
    kids.until(lambda: game.state == "ask", what="the next puzzle")
    assert game.solved == 1


def test_level_one_a_wrong_tile_carried_to_the_spot_glides_back_and_wiggles(
        kids: Harness) -> None:
    from kozel_gui.kids.matching import HOME_S, REFUSE_S

    game = _level_one(kids)
    wrong = 1 - game.puzzle.right
    spot = game.slot_box.center
    _drag(kids, game.offer_boxes[wrong].center, spot)
    assert game.state == "ask" and game.mistakes == 1
    home = game.offer_boxes[wrong].center
    x, y = game._offer_at(wrong)
    assert abs(y - spot[1]) < abs(y - home[1]), "it starts back from the spot"
    kids.frames(round(HOME_S * FRAMES_PER_S) + 1)  # the glide home (a frame at a time)
    wiggles = []
    for _ in range(round(REFUSE_S * FRAMES_PER_S)):
        kids.frames(1)
        x, y = game._offer_at(wrong)
        assert y == home[1]
        wiggles.append(abs(x - home[0]))
    assert max(wiggles) >= 8, "the wiggle is plain to see once it is back"


def test_level_one_a_tile_let_go_elsewhere_glides_back_untouched(kids: Harness) -> None:
    from kozel_gui.kids.matching import HOME_S

    game = _level_one(kids)
    right = game.puzzle.right
    home = game.offer_boxes[right].center
    away = (home[0], game.size[1] - 20)
    _drag(kids, home, away)
    assert game.state == "ask" and game.mistakes == 0 and game.carried is None
    halfway = game._offer_at(right)
    assert home[1] < halfway[1] < away[1], "it glides back, it does not jump"
    kids.frames(round((HOME_S + 0.1) * FRAMES_PER_S))
    assert game._offer_at(right) == (home[0], home[1])
    kids.click(home)  # and a tap still chooses it
    assert game.state == "fly"


def test_level_one_by_keys_alone(kids: Harness) -> None:
    kids.key(pygame.K_RETURN)
    game = kids.top
    assert isinstance(game, MatchingScene)
    for _ in range(MATCHING_PUZZLES):
        assert kids.focused is None, "no ring until a key moves it"
        kids.key(pygame.K_RIGHT)
        assert kids.focused is not None and kids.focused.key.startswith("offer:")
        if kids.focused is not game.offers[game.puzzle.right]:
            kids.key(pygame.K_RIGHT)  # from either offer to the other (round the row)
        assert kids.focused is game.offers[game.puzzle.right]
        kids.key(pygame.K_RETURN)
        assert game.state == "fly"
        kids.until(lambda: game.state in ("ask", "done"), what="the next puzzle")
    assert game.mistakes == 0 and kids.focused is game.go_on
    kids.key(pygame.K_SPACE)
    from kozel_gui.kids.table import KidsTableScene

    assert isinstance(kids.top, KidsTableScene), "on to level 2, which the run opened"


# -- the long press ---------------------------------------------------------------------


def test_a_short_press_on_exit_stays_a_long_press_leaves(kids: Harness) -> None:
    scene = kids.top
    assert isinstance(scene, KidsScene)
    centre = scene.exit.rect.center
    with kids.mouse_held(centre):
        kids.frames(round(0.5 * FRAMES_PER_S))
    kids.frames(2 * FRAMES_PER_S)
    assert kids.top is scene
    with kids.mouse_held(centre):
        kids.frames(round(HOLD_SECONDS * FRAMES_PER_S * 0.6))
        assert 0.4 < scene.exit.progress(kids.app.now) < 1 and kids.top is scene
        kids.frames(round(HOLD_SECONDS * FRAMES_PER_S * 0.5))
    assert isinstance(kids.top, MenuScene)


def test_sliding_off_the_exit_cancels_the_hold(kids: Harness) -> None:
    scene = kids.top
    assert isinstance(scene, KidsScene)
    with kids.mouse_held(scene.exit.rect.center):
        kids.frames(round(HOLD_SECONDS * FRAMES_PER_S * 0.5))
        kids.move(scene.cards[0].rect.center)
        kids.frames(round(HOLD_SECONDS * FRAMES_PER_S))
        assert scene.exit.progress(kids.app.now) == 0 and kids.top is scene


def test_enter_held_on_the_exit_leaves_and_a_short_one_does_not(kids: Harness) -> None:
    scene = kids.top
    assert isinstance(scene, KidsScene)
    kids.key(pygame.K_TAB, mod=pygame.KMOD_SHIFT)  # round to the last item: the exit
    assert kids.focused is scene.exit
    kids.key(pygame.K_RETURN)
    kids.frames(2 * FRAMES_PER_S)
    assert kids.top is scene
    kids.key_down(pygame.K_RETURN)
    kids.frames(round(HOLD_SECONDS * FRAMES_PER_S) + 2)
    assert isinstance(kids.top, MenuScene)
    kids.key_up(pygame.K_RETURN)


def test_esc_does_not_leave_kids_mode(kids: Harness) -> None:
    scene = kids.top
    kids.key(pygame.K_ESCAPE)
    assert kids.top is scene


def test_a_tap_on_the_exit_or_esc_shows_how_to_leave_for_a_while(
        kids: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    from rendered import rendered_strings

    from kozel_gui.kids.hold import HINT_SECONDS

    scene = kids.top
    assert isinstance(scene, KidsScene)
    hint = tr("kids.hold_to_exit")
    with rendered_strings(monkeypatch) as seen:
        kids.frames(2)
    assert hint not in " ".join(seen) and not scene.exit.hinting(kids.app.now)
    with kids.mouse_held(scene.exit.rect.center):  # a tap: too short to leave
        kids.frames(3)
    kids.wait(HINT_SECONDS / 2)
    with rendered_strings(monkeypatch) as seen:
        kids.frames(2)
    # the words on two short lines, beside the door (P27: one line covered the title)
    assert kids.top is scene and hint in " ".join(seen), "a tap tells the grown-up to hold"
    kids.wait(HINT_SECONDS * 0.6)
    assert not scene.exit.hinting(kids.app.now), "the hint goes once it has been read"
    kids.key(pygame.K_ESCAPE)
    with rendered_strings(monkeypatch) as seen:
        kids.frames(2)
    assert kids.top is scene and hint in " ".join(seen), "Esc shows the way out too"


def test_esc_on_level_one_shows_the_hint_and_stays(kids: Harness) -> None:
    kids.top.open_level(1)  # type: ignore[attr-defined]
    kids.frames(2)
    level = kids.top
    assert isinstance(level, MatchingScene)
    kids.key(pygame.K_ESCAPE)
    assert kids.top is level and level.exit.hinting(kids.app.now)


def test_level_one_never_shows_a_tile_of_the_puzzle_just_played() -> None:
    rng = random.Random(3)
    puzzle = make_puzzle(rng)
    for _ in range(300):
        following = make_puzzle(rng, (puzzle,))
        assert not {following.shown, *following.offers} & {puzzle.shown, *puzzle.offers}
        assert following.fits(following.right) and not following.fits(1 - following.right)
        puzzle = following


def test_level_one_puzzles_in_a_row_differ_on_screen(kids: Harness) -> None:
    kids.top.open_level(1)  # type: ignore[attr-defined]
    kids.frames(2)
    level = kids.top
    assert isinstance(level, MatchingScene)
    seen = [level.puzzle]
    for _ in range(MATCHING_PUZZLES - 1):
        kids.click(level.offers[level.puzzle.right].rect.center)
        kids.until(lambda: level.puzzle is not seen[-1] or level.state == "done")
        seen.append(level.puzzle)
    for a, b in itertools.pairwise(seen):
        assert not {a.shown, *a.offers} & {b.shown, *b.offers}


def test_a_free_game_is_short_and_its_length_is_a_setting(kids: Harness) -> None:
    import dataclasses

    from kozel_gui.kids.table import KidsTableScene
    from kozel_gui.options import Options

    home = kids.top
    assert isinstance(home, KidsScene)
    home.open_level(FREE_PLAY)
    kids.frames(2)
    table = kids.top
    assert isinstance(table, KidsTableScene)
    assert table.session.setup.rules.target == 3, "three won rounds, not the preset's five"
    table.exit.activate()  # what the long press does
    kids.frames(2)
    kids.press(tr("menu.kids"))
    home = kids.top
    assert isinstance(home, KidsScene)
    kids.app.set_options(dataclasses.replace(kids.app.options, kids_rounds=2))
    home.open_level(FREE_PLAY)
    kids.frames(2)
    assert isinstance(kids.top, KidsTableScene) and kids.top.session.setup.rules.target == 2
    with pytest.raises(ValueError, match="kids_rounds"):
        Options(kids_rounds=9)


@pytest.mark.parametrize("lang", ["ru", "en", "uk"])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 600), (1024, 768)])
def test_the_cards_titles_fit_inside_their_cards(tmp_path: Path, lang: str,
                                                 size: tuple[int, int]) -> None:
    from kozel_gui.assets import font
    from kozel_gui.i18n import set_language
    from kozel_gui.scenes.kids import CARD_ORDER, card_label

    add_child(tmp_path)
    with harness_for(tmp_path, "--lang", lang) as h:
        try:
            h.press(tr("menu.kids"))
            h.resize(size)
            home = h.top
            assert isinstance(home, KidsScene)
            for level, card in zip(CARD_ORDER, home.cards, strict=True):
                lines, px = card_label(level, card.rect)
                assert not any("…" in line for line in lines), (lang, level, lines)
                widths = [font(px, True).size(line)[0] for line in lines]
                assert max(widths) <= card.rect.w * 0.86, (lang, level, lines, widths)
        finally:
            set_language("ru")
