"""The kids' table played by a child: clicks on glowing things only, to the round's star."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pygame
import pytest
from conftest import click, key, make_app, run_frames, until_presses_act
from kids_kit import add_child, carry

from kozel_gui.app import App
from kozel_gui.history import HISTORY_FILE, History
from kozel_gui.kids.levels import ANIMALS, FREE_PLAY
from kozel_gui.kids.progress import ProgressStore
from kozel_gui.kids.result import KidsResultScene, KidsRoundScene
from kozel_gui.kids.table import KidsTableScene
from kozel_gui.profiles import AVATARS
from kozel_gui.saves import SAVES_DIR
from kozel_gui.scenes.kids import KidsScene
from rules import MoveKind


def kids_table(tmp: Path, level: int, seed: int = 5,
               avatar: str = AVATARS[0]) -> tuple[App, KidsScene, KidsTableScene]:
    add_child(tmp, avatar=avatar)
    app = make_app(tmp, "--speed", "0")  # a --seed would open a grown-ups' table first
    app.args.seed = seed
    assert not app.data.path(SAVES_DIR).exists()
    home = KidsScene(app)
    app.push(home)
    run_frames(app, 2)
    home.finished(1, 3)
    home.finished(2, 3)
    home.enter()
    home.open_level(level)
    run_frames(app, 2)
    table = app.stack.top
    assert isinstance(table, KidsTableScene)
    return app, home, table


def glowing(table: KidsTableScene) -> list[int]:
    """The hand tiles that glow (the only ones a child is expected to touch)."""
    return [i for i, o in enumerate(table.control.options()) if o]


def child_move(app: App, table: KidsTableScene) -> None:
    """One thing a child would tap: a glowing end, a glowing tile, the glowing pile, a button."""
    if table.control.choosing and table.control.selected is not None:
        tile = table.model.hand()[table.control.selected]
        end = next(iter(table.control.options()[table.control.selected]))
        box = table.model.end_box(tile, end)
        assert box is not None
        click(app, box.center)
        return
    lit = glowing(table)
    if lit:
        click(app, table.model.hand_boxes()[lit[0]].center)
        return
    kinds = {m.kind for m in table.session.round.legal_moves()}
    if MoveKind.DRAW in kinds:
        click(app, table.layout.bazaar.center)
        return
    run_frames(app, 1)  # the «knock» button is laid out when drawn
    assert table.buttons, f"nothing to tap with {kinds}"
    assert table.buttons[0].rect.h >= 64
    click(app, table.buttons[0].rect.center)


def play_round(app: App, table: KidsTableScene,
               watch: Callable[[], object] | None = None) -> None:
    """Tap until the round's star shows, or the match's result after the round that
    decides it (``watch`` looks at the table after every step)."""
    for _ in range(600):
        if isinstance(app.stack.top, (KidsRoundScene, KidsResultScene)):
            return
        if table.model.ready():
            child_move(app, table)
        else:
            run_frames(app, 1)
        if watch is not None:
            watch()
    raise AssertionError("the round never ended")


def line_shorts(table: KidsTableScene, into: list[float]) -> Callable[[], object]:
    """A ``watch`` that notes the short side of the board's pictures while any are down."""
    def note() -> None:
        if table.model.line().tiles:
            into.append(table.model.line().short)
    return note


@pytest.mark.parametrize(("level", "avatar"), [(3, "animals:3"), (2, "animals:2"),
                                               (3, "animals:1")])
def test_no_animal_at_the_table_wears_the_childs_own_picture(tmp_path: Path, level: int,
                                                            avatar: str) -> None:
    """A bear child played a bear and a bunny child a bunny: a child who cannot read finds
    itself by its picture, so the animals it plays are always others."""
    _, _, table = kids_table(tmp_path, level, avatar=avatar)
    animals = [table.animal(seat) for seat in range(1, table.session.round.players)]
    assert all(a is not None for a in animals)
    assert avatar not in {f"animals:{a.picture}" for a in animals if a is not None}
    bots = [s.bot for s in table.session.setup.seats[1:]]
    assert bots == [a.bot for a in ANIMALS[:len(bots)]]  # each place keeps its strength


def test_level_two_is_played_by_taps_to_the_big_star(tmp_path: Path) -> None:
    app, home, table = kids_table(tmp_path, 2)
    assert [len(h) for h in table.session.round.hands] == [3, 3]
    play_round(app, table)
    assert table.session.round.outcome() is not None
    for _ in range(6):  # a tied fish is no win: then another little round
        if isinstance(app.stack.top, KidsResultScene):
            break
        run_frames(app, 60)
        click(app, (10, 10))
        play_round(app, table)
    result = app.stack.top
    assert isinstance(result, KidsResultScene), "the deciding round shows the result at once"
    run_frames(app, 60)
    click(app, result.go.rect.center)
    again = app.stack.top
    assert isinstance(again, KidsTableScene) and again is not table, "one tap plays on"
    assert again.session.round.hands != table.session.round.hands, "another deal"
    assert again.session.setup.rules == table.session.setup.rules, "level 3 was open already"
    assert app.stack.scenes[-2] is home
    assert ProgressStore(app.data).load(home.profile).stars_of(2) == 3  # kept the best
    assert not app.data.path(SAVES_DIR).exists()
    with History.open(app.data.path(HISTORY_FILE)) as history:
        assert [r.profile for r in history.list_matches()] == ["Лягушонок"], "the child's game"
        assert history.count("Тестер") == 0 and history.facts("Тестер") == []
    app.close()


def test_a_full_kids_round_with_the_bazaar_by_taps(tmp_path: Path) -> None:
    app, _home, table = kids_table(tmp_path, FREE_PLAY, seed=8)
    assert table.session.round.players == 3 and table.session.round.bazaar
    play_round(app, table)
    history = [s.move for s in table.session.round.history() if s.seat == 0]
    assert history, "the child made moves"
    assert not app.data.path(SAVES_DIR).exists()
    app.close()


def test_a_tile_that_does_not_fit_wiggles_without_words(tmp_path: Path) -> None:
    app, _home, table = kids_table(tmp_path, 3, seed=2)
    for _ in range(300):
        if table.model.ready():
            break
        run_frames(app, 1)
    dull = [i for i, o in enumerate(table.control.options()) if not o]
    if not dull:
        return  # every tile fits this deal: nothing to refuse
    before = table.session.round.ply
    click(app, table.model.hand_boxes()[dull[0]].center, frames=1)
    assert table.model.shake is not None and table.model.shake[0] == dull[0]
    assert table.model.note is None and table.session.round.ply == before
    app.close()


def test_long_press_leaves_the_table_out_of_kids_mode(tmp_path: Path) -> None:
    from kozel_gui.scenes.menu import MenuScene

    app, home, table = kids_table(tmp_path, 3)
    pos = table.exit.rect.center
    until_presses_act(app)  # a hand, not the double click that opened the screen
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    run_frames(app, 30)
    top: object = app.stack.top
    assert top is table
    run_frames(app, 70)
    assert isinstance(app.stack.top, MenuScene) and home not in app.stack.scenes
    app.close()


def test_tab_reaches_the_exit_and_holding_enter_on_it_leaves(tmp_path: Path) -> None:
    app, home, table = kids_table(tmp_path, 3)
    assert table.focus.current() is None  # Enter and the arrows stay the tiles' until Tab
    key(app, pygame.K_TAB)
    assert table.focus.current() is table.exit
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0,
                                         unicode="\r", scancode=0))
    run_frames(app, 60)
    assert app.stack.top is table
    run_frames(app, 40)
    assert home not in app.stack.scenes, "out of kids' mode"
    app.close()


def test_a_tile_that_does_not_fit_wiggles_when_dragged_too(tmp_path: Path) -> None:
    for seed in range(2, 40):  # a deal where the child holds a tile that fits nowhere
        app, _home, table = kids_table(tmp_path / str(seed), 3, seed=seed)
        for _ in range(300):
            if table.model.ready():
                break
            run_frames(app, 1)
        dull = [i for i, o in enumerate(table.control.options()) if not o]
        if dull:
            break
        app.close()
    start = table.model.hand_boxes()[dull[0]].center
    end = table.layout.field.center
    until_presses_act(app)  # a hand, not the double click that opened the screen
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    run_frames(app, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)))
    run_frames(app, 1)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    run_frames(app, 1)
    assert table.model.shake is not None and table.model.shake[0] == dull[0]
    app.close()


def test_the_kids_table_draws_no_digit_and_no_word_on_its_buttons(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from rendered import rendered_strings

    from kozel_gui.i18n import tr

    app, home, table = kids_table(tmp_path, FREE_PLAY, seed=8)
    with rendered_strings(monkeypatch) as seen:
        play_round(app, table)
        run_frames(app, 90)  # the hands turn over, the round's stars
    assert seen, "the spy saw the table's names"
    # A blocked round too (this deal is one): its card shows the hands in pictures, no
    # totals and no line to read (issue 19: «Считаем точки…» and 43 / 15 / 21).
    card = app.stack.top
    assert getattr(card, "fish", None) is not None, "the deal is the blocked one scripted"
    digits = [s for s in seen if any(c.isdigit() for c in s)]
    assert not digits, f"numbers a child cannot read: {digits}"
    names = {table.session.name(seat) for seat in range(table.session.round.players)}
    extra = set(seen) - names
    assert not extra, f"words beside the names: {extra}"
    # The seat names the child's profile and says it: a child given no name is its
    # picture's word at the table, as on the parent's screens (playtest 28: «Я» here,
    # «Лягушонок» there), never «Я».
    assert table.session.setup.seats[0].name == home.profile == "Лягушонок"
    assert table.session.name(0) == "Лягушонок" and "Лягушонок" in seen
    assert "Тестер" not in seen and tr("kids.child") not in seen, "neither the grown-up nor «Я»"
    app.close()


def test_the_exit_stays_on_top_and_works_over_the_rounds_stars(tmp_path: Path) -> None:
    app, home, table = kids_table(tmp_path, FREE_PLAY, seed=8)
    play_round(app, table)
    stars = app.stack.top
    assert isinstance(stars, KidsRoundScene)
    assert table.exit in stars.focusables()
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is stars and table.exit.hinting(app.now)
    until_presses_act(app)  # the stars just came: a hand held back that long
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=table.exit.rect.center,
                                         button=1))
    run_frames(app, 110)
    assert home not in app.stack.scenes, "a hold on the door leaves from over the stars too"
    assert table not in app.stack.scenes and stars not in app.stack.scenes
    app.close()


@pytest.mark.parametrize("level", [3, FREE_PLAY])
def test_a_kids_round_puts_down_few_enough_tiles_for_big_pictures(level: int) -> None:
    from kozel_gui.kids.levels import level_rules
    from kozel_gui.table.motion import board_capacity
    from rules import Match

    match = Match.start(level_rules(level), 3, 1)
    assert board_capacity(match.round) == 16  # not 26: the pictures' size follows it


def _to_result(app: App, table: KidsTableScene) -> KidsResultScene:
    for _ in range(6):  # a tied fish is no win: then another little round
        play_round(app, table)
        run_frames(app, 60)
        click(app, (app.size[0] // 2, app.size[1] // 2))
        if isinstance(app.stack.top, KidsResultScene):
            return app.stack.top
    raise AssertionError("the match never ended")


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_the_door_stands_in_one_place_on_every_kids_screen(
        tmp_path: Path, size: tuple[int, int]) -> None:
    from conftest import resize

    from kozel_gui.kids.matching import MatchingScene

    app, home, table = kids_table(tmp_path, 3)
    resize(app, size)
    door = table.exit.rect.copy()
    plates = [pygame.Rect(*(round(v) for v in p.plate)) for p in table.layout.seats.values()]
    field = pygame.Rect(*(round(v) for v in table.layout.field))
    assert not door.collidelistall([*plates, field]), "the door covers nothing of the table"
    app.pop()
    run_frames(app, 2)
    assert app.stack.top is home and home.exit.rect == door
    home.open_level(1)
    run_frames(app, 2)
    level = app.stack.top
    assert isinstance(level, MatchingScene) and level.exit.rect == door
    app.pop()
    run_frames(app, 2)
    home.open_level(2)
    run_frames(app, 2)
    little = app.stack.top
    assert isinstance(little, KidsTableScene) and little.exit.rect == door
    assert not door.colliderect(pygame.Rect(*(round(v) for v in little.layout.field)))
    result = _to_result(app, little)
    run_frames(app, 2)
    assert result.exit.rect == door, "the level's result has the door too"
    assert result.exit in result.focusables()
    until_presses_act(app)  # a hand, not the double click that opened the screen
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=door.center, button=1))
    run_frames(app, 110)
    assert home not in app.stack.scenes, "held, it leaves kids' mode"
    app.close()


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_a_tile_that_does_not_fit_wiggles_wide_enough_to_see(
        tmp_path: Path, size: tuple[int, int]) -> None:
    from conftest import resize

    app, _home, table = kids_table(tmp_path, 3, seed=2)
    resize(app, size)
    for _ in range(300):
        if table.model.ready():
            break
        run_frames(app, 1)
    dull = [i for i, o in enumerate(table.control.options()) if not o]
    assert dull, "seed 2 deals the child a tile that fits nowhere"
    click(app, table.model.hand_boxes()[dull[0]].center, frames=0)
    swings = []
    for _ in range(60):
        run_frames(app, 1)
        swings.append(table.view().shake)
    assert max(swings) >= 10 and min(swings) <= -9, f"{max(swings):.1f} / {min(swings):.1f} px"
    assert sum(1 for s in swings if abs(s) >= 8) >= 6, "wide for a while, not one twitch"
    app.close()


def test_a_drawn_tile_joins_the_end_of_the_childs_hand(tmp_path: Path) -> None:
    from kozel_gui.table.motion import sorted_hand

    for seed in range(1, 60):  # a draw of a tile that by number would go in the middle
        app, _home, table = kids_table(tmp_path / str(seed), 3, seed=seed)
        for _ in range(900):
            if table.model.ready() and table.must_draw():
                break
            if table.model.ready():
                child_move(app, table)
            else:
                run_frames(app, 1)
        before = table.model.hand()
        if table.model.ready() and table.must_draw():
            click(app, table.layout.bazaar.center, frames=1)
            after = table.model.hand()
            if sorted_hand(tuple(after)) != after:
                break
        app.close()
    else:
        raise AssertionError("no deal drew a tile that sorts into the middle")
    assert after[:len(before)] == before, "the tiles the child holds stay where they were"
    assert len(after) == len(before) + 1 and after[-1] not in before, "the new one at the end"
    app.close()


def test_a_tile_dragged_to_the_glowing_end_plays_and_one_let_go_elsewhere_glides_back(
        tmp_path: Path) -> None:
    app, _home, table = kids_table(tmp_path, 3, seed=5)
    app.args.speed = 1.0  # the glide back is a motion: let it take its time
    for _ in range(600):
        if table.model.ready():
            break
        run_frames(app, 1)
    lit = glowing(table)
    assert lit, "seed 5 deals the child a tile that fits"
    i = lit[0]
    tile = table.model.hand()[i]
    start = table.model.hand_boxes()[i].center
    away = (round(table.layout.field.x + 20), round(table.layout.field.y + 20))

    def drag(to: tuple[float, float]) -> None:
        carry(app, start, to)

    drag(away)
    assert tile in table.model.hand(), "let go on the empty cloth: nothing is played"
    back = next(f for f in table.anim.flights if f.key == ("tile", 0, tile))
    assert (back.src.x, back.src.y) == pytest.approx(away, abs=1), "from where it was let go"
    assert (back.dst.x, back.dst.y) == pytest.approx(start), "home to its place in the hand"
    run_frames(app, 60)
    assert not table.anim.flights
    end = next(iter(table.control.options()[i]))
    box = table.model.end_box(tile, end)
    assert box is not None
    drag(box.center)
    assert tile not in table.model.hand(), "dropped on its end, the tile is played"
    app.close()
