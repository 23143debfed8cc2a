"""Issue 19: a parent or a second child sits down at the kids' table.  «Who plays» (under
the free game's card) sets the table up in pictures, the choice is the child's and kept;
two people at one screen hand over with the kids' own cover (faces and ▶, no words), which
hides every hand; a kids' game is filed under the children only, never the grown-up's.

Driven through the real app: taps and keys on the kids' home, the set-up and the table.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from harness import Harness, harness_for
from kids_kit import add_child
from rendered import rendered_strings
from test_history_support import setup_json, stored_json
from test_kids_table import child_move

from kozel_gui.history import HISTORY_FILE, History
from kozel_gui.i18n import tr
from kozel_gui.kids.art import grown_up_face, own_face
from kozel_gui.kids.company import look_of
from kozel_gui.kids.progress import Progress, ProgressStore
from kozel_gui.kids.replay import KidsReplayScene
from kozel_gui.kids.result import KidsResultScene, KidsRoundScene
from kozel_gui.kids.table import KidsTableScene
from kozel_gui.kids.who import WhoPlaysScene
from kozel_gui.profiles import AVATARS
from kozel_gui.scenes.history import HistoryScene
from kozel_gui.scenes.kids import KidsScene
from kozel_gui.scenes.stats import load_stats
from kozel_gui.storage import DataDir
from kozel_gui.table.presence import COVER_READY_S

CHILD = "Маша"
ADULT = "Тестер"


@pytest.fixture
def home(tmp_path: Path) -> Iterator[Harness]:
    """Маша's kids' home, no level learned yet; the grown-up «Тестер» has a match."""
    add_child(tmp_path, CHILD, AVATARS[0])
    with History.open(DataDir(tmp_path).path(HISTORY_FILE)) as history:
        history.add_match(setup_json(name=ADULT), stored_json(3), ADULT)
    with harness_for(tmp_path, "--speed", "0") as h:
        h.app.options = dataclasses.replace(h.app.options, kids_rounds=1)  # a short game
        h.press(tr("menu.kids"))
        assert isinstance(h.top, KidsScene) and h.top.profile == CHILD
        yield h


def _who(h: Harness) -> WhoPlaysScene:
    home = h.top
    assert isinstance(home, KidsScene)
    h.click(home.company.rect.center)
    h.frames(2)
    who = h.top
    assert isinstance(who, WhoPlaysScene), "the faces under the free card open «who plays»"
    return who


def _sit_the_grown_up(h: Harness) -> WhoPlaysScene:
    """Three at the table (as it starts), the first other seat tapped once: the grown-up."""
    who = _who(h)
    assert len(who.company) == 2, "three at the table to start with: the child, two animals"
    h.click(who.seat_buttons[0].rect.center)
    h.frames(1)
    assert who.company == (ADULT, None), "a tap takes the animal's seat on to the grown-up"
    return who


def test_a_grown_up_sits_down_from_the_start_and_the_choice_is_kept(home: Harness) -> None:
    who = _sit_the_grown_up(home)
    h = home
    h.click(who.counts[2].rect.center)  # the table of four
    h.frames(1)
    assert who.company == (ADULT, None, None)
    h.click(who.counts[0].rect.center)  # the table of two: the grown-up stays
    h.frames(1)
    assert who.company == (ADULT,)
    h.click(who.counts[1].rect.center)
    h.frames(1)
    assert ProgressStore(h.app.data).load(CHILD).company == (ADULT, None), "kept at once"
    h.click(who.go.rect.center)
    h.frames(2)
    table = h.top
    assert isinstance(table, KidsTableScene), "▶ deals the free game, no level first"
    seats = table.session.setup.seats
    assert [(s.name, s.human) for s in seats[:2]] == [(CHILD, True), (ADULT, True)]
    assert not seats[2].human and table.animal(2) is not None
    # Next time (a new visit), the set-up opens as it was left.
    h.app.pop()
    h.frames(2)
    assert _who(h).company == (ADULT, None)


def test_the_seat_cycles_animal_grown_up_other_child_and_back(tmp_path: Path) -> None:
    add_child(tmp_path, CHILD, AVATARS[0])
    add_child(tmp_path, "Петя", AVATARS[1])
    with harness_for(tmp_path, "--speed", "0") as h:
        h.press(tr("menu.kids"))
        h.frames(2)
        h.click(h.top.buttons[0].rect.center)  # type: ignore[attr-defined]  # Маша
        h.frames(2)
        assert isinstance(h.top, KidsScene) and h.top.profile == CHILD
        who = _who(h)
        seen = [who.company[0]]
        for _ in range(3):
            h.click(who.seat_buttons[0].rect.center)
            h.frames(1)
            seen.append(who.company[0])
        assert seen == [None, ADULT, "Петя", None]
        h.click(who.seat_buttons[0].rect.center)
        h.click(who.seat_buttons[1].rect.center)
        h.frames(1)
        assert who.company == (ADULT, "Петя"), "a profile sits at one seat only"



def _faces(h: Harness, who: WhoPlaysScene) -> list[bytes]:
    """Each other seat's face as drawn on the screen (its name under it left aside)."""
    return [pygame.image.tobytes(h.app.screen.subsurface(b.rect), "RGB")
            for b in who.seat_buttons]


def test_a_tap_on_one_seat_leaves_every_other_seat_as_it_was(tmp_path: Path) -> None:
    """PT-U: at a table of four, tapping the middle seat on to the grown-up moved the
    animals of the seats beside it (the kitten's seat became the bear's)."""
    add_child(tmp_path, CHILD, AVATARS[0])
    add_child(tmp_path, "Петя", "animals:5")  # the piglet: no animal at the table of four
    with harness_for(tmp_path, "--speed", "0") as h:
        h.press(tr("menu.kids"))
        h.frames(2)
        h.click(h.top.buttons[0].rect.center)  # type: ignore[attr-defined]  # Маша
        h.frames(2)
        who = _who(h)
        h.click(who.counts[2].rect.center)  # the child and three animals
        h.frames(2)
        before = who.seats()
        assert [s.personality for s in before[1:]] == ["bunny", "bear", "kitten"]
        drawn = _faces(h, who)
        seen = []
        for _ in range(3):  # the middle seat: the grown-up, Петя, the bear again
            h.click(who.seat_buttons[1].rect.center)
            h.frames(2)
            now = who.seats()
            seen.append(now[2].name)
            assert (now[1], now[3]) == (before[1], before[3]), f"the others moved: {now}"
            faces = _faces(h, who)
            assert (faces[0], faces[2]) == (drawn[0], drawn[2]), "a face beside it changed"
        assert seen == [ADULT, "Петя", tr("kids.bear")]
        assert who.seats() == before, "round again to the bear, as it started"

def _focused(h: Harness) -> str | None:
    item = h.focused
    return item.key if item is not None else None


def test_the_keys_set_the_table_up_first_arrow_facing(home: Harness) -> None:
    who = _who(home)
    h = home
    h.key(pygame.K_LEFT)
    assert _focused(h) == who.counts[0].key, "the first Left lights the left end of the row"
    h.key(pygame.K_RETURN)
    assert who.company == (None,)
    for _ in range(3):  # Tab: the other tables, then the seat
        h.key(pygame.K_TAB)
    assert _focused(h) == who.seat_buttons[0].key
    h.key(pygame.K_RETURN)
    assert who.company == (ADULT,)


def test_the_set_up_and_the_cover_draw_no_digit(
        home: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    h = home
    who = _who(h)
    with rendered_strings(monkeypatch) as seen:
        h.frames(2)
        h.click(who.seat_buttons[0].rect.center)
        h.frames(2)
    assert not [s for s in seen if any(c.isdigit() for c in s)], seen
    assert set(seen) <= {tr("kids.who_plays"), CHILD, ADULT, tr("kids.bunny"),
                         tr("kids.bear"), tr("kids.kitten")}, f"small print only: {seen}"
    h.click(who.go.rect.center)
    h.frames(2)
    table = h.top
    assert isinstance(table, KidsTableScene)
    for _ in range(600):
        if table.model.covered is not None:
            break
        h.frames(1)
    assert table.model.covered is not None, "a person to move is asked to the screen"
    with rendered_strings(monkeypatch) as seen:
        h.frames(3)
    assert seen == [], f"the kids' cover has no words and no digits: {seen}"


def _hidden(table: KidsTableScene) -> bool:
    presence = table.model.presence
    return not any(presence.face_up(s) for s in range(table.session.round.players))


def test_child_and_grown_up_take_turns_hands_hidden_stats_untouched(home: Harness) -> None:
    h = home
    stats = load_stats(h.app, ADULT)
    h.app.args.seed = 3
    who = _sit_the_grown_up(h)
    h.click(who.go.rect.center)
    h.frames(2)
    table = h.top
    assert isinstance(table, KidsTableScene)
    moved: set[int] = set()
    covers = 0
    for _ in range(3000):
        if isinstance(h.top, KidsRoundScene):
            h.click(h.top.go.rect.center)  # type: ignore[attr-defined]
            h.frames(2)
            continue
        if isinstance(h.top, KidsResultScene):
            break
        seat = table.model.covered
        if seat is not None:
            covers += 1
            assert _hidden(table), "under the cover no hand is face up"
            h.frames(round(COVER_READY_S * 60) + 2)
            h.click((5, table.model.size[1] - 5))  # a tap beside the ▶ lifts nothing
            assert table.model.covered == seat
            h.click(table.go.rect.center)
            h.frames(1)
            assert table.model.covered is None and table.model.presence.face_up(seat)
            continue
        r = table.session.round
        if table.model.ready() and table.session.is_human(r.to_move):
            moved.add(r.to_move)
            child_move(h.app, table)
        else:
            h.frames(1)
    else:
        pytest.fail("the match never ended")
    assert moved == {0, 1}, "the child and the grown-up both played"
    assert covers >= 2, "the screen was handed over"
    assert load_stats(h.app, ADULT) == stats, "the grown-up's statistics stay as they were"
    with History.open(DataDir(h.app.data.root).path(HISTORY_FILE)) as history:
        mine = history.list_matches(profile=ADULT)
        kids = history.list_matches(profile=CHILD)
    assert len(mine) == 1 and not mine[0].kids, "the grown-up's history holds no kids' game"
    assert [r.profile for r in kids] == [CHILD], "the game is the child's"
    # Its replay, opened by the parent from the child's games, shows who sat where.
    h.app.push(HistoryScene(h.app, CHILD))
    h.frames(3)
    h.press(tr("history.replay"))
    replay = h.top
    assert isinstance(replay, KidsReplayScene)
    assert _same(replay.face_of(1, 80), grown_up_face(80, look_of(ADULT, None))), \
        "the grown-up's face, not the child's"
    assert _same(replay.face_of(0, 80), own_face(AVATARS[0], 80))


def test_the_same_company_plays_on_the_game_left_a_new_one_deals_anew(home: Harness) -> None:
    """The set-up's ▶ dealt a new free game every time, so a free game left before its end
    was lost by only looking at who plays: with the same company it is played on."""
    h = home
    h.app.args.seed = 3
    who = _sit_the_grown_up(h)
    h.click(who.go.rect.center)
    h.frames(2)
    table = h.top
    assert isinstance(table, KidsTableScene)
    for _ in range(600):  # a move or two, then the house
        if table.session.round.ply >= 2:
            break
        r = table.session.round
        if table.model.covered is not None:
            h.frames(round(COVER_READY_S * 60) + 2)
            h.click(table.go.rect.center)
        elif table.model.ready() and table.session.is_human(r.to_move):
            child_move(h.app, table)
        h.frames(1)
    played = table.session.round.history()
    assert len(played) >= 2
    table._left()
    h.app.pop()
    h.frames(2)
    who = _who(h)
    assert who.company == (ADULT, None)
    h.click(who.go.rect.center)
    h.frames(2)
    again = h.top
    assert isinstance(again, KidsTableScene) and again is not table
    assert again.session.round.history()[:len(played)] == played, "the game left, played on"
    again._left()
    h.app.pop()
    h.frames(2)
    who = _who(h)
    h.click(who.counts[0].rect.center)  # two at the table now: another company
    h.frames(1)
    assert who.company == (ADULT,)
    h.click(who.go.rect.center)
    h.frames(2)
    fresh = h.top
    assert isinstance(fresh, KidsTableScene)
    assert len(fresh.session.setup.seats) == 2 and fresh.session.round.ply == 0


def _same(a: pygame.Surface, b: pygame.Surface) -> bool:
    return pygame.image.tobytes(a, "RGBA") == pygame.image.tobytes(b, "RGBA")


def test_a_grown_ups_seat_shows_a_grown_ups_face_on_the_table_and_the_cards(
        home: Harness) -> None:
    h = home
    who = _sit_the_grown_up(h)
    h.click(who.go.rect.center)
    h.frames(2)
    table = h.top
    assert isinstance(table, KidsTableScene)
    assert _same(table.seat_face(1, 80), grown_up_face(80, look_of(ADULT, None)))
    assert _same(table.seat_face(0, 80), own_face(AVATARS[0], 80)), "the child keeps its own"


def test_progress_keeps_the_company() -> None:
    p = Progress().with_company(("Мама", None, "Петя"))
    assert Progress.from_json(p.to_json()).company == ("Мама", None, "Петя")
    assert "company" not in Progress().to_json()
