"""A child's games replayed (P27: a kids' replay showed dots and point counts): in the
pictures the child played with, faces and stars, and no number anywhere; a go at level 1
is shown puzzle by puzzle.

Played and opened as a parent does: the child plays through the real app, the parent opens
the child's games from its page and presses «Просмотр».
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from harness import Harness, harness_for
from kids_kit import add_child
from rendered import rendered_strings
from test_kids_history import _to_the_deciding_round

from kozel_gui.i18n import tr
from kozel_gui.kids.hold import HOLD_SECONDS
from kozel_gui.kids.levels import MATCHING_PUZZLES
from kozel_gui.kids.matching import MatchingScene
from kozel_gui.kids.progress import Progress, ProgressStore
from kozel_gui.kids.replay import KidsReplayScene, PuzzleReplayScene
from kozel_gui.kids.result import KidsResultScene
from kozel_gui.kids.table import KidsTableScene
from kozel_gui.scenes.history import HistoryScene
from kozel_gui.scenes.kids import FACE_CHOICES, KidsScene
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.storage import DataDir

CHILD = "Маша"
FACE = "berries"


@pytest.fixture
def home(tmp_path: Path) -> Iterator[Harness]:
    """Маша's kids' home, every level open, her pictures the berries (tapped on the home)."""
    add_child(tmp_path, CHILD)
    ProgressStore(DataDir(tmp_path)).save(CHILD, Progress().finished(1, 3).finished(2, 3))
    with harness_for(tmp_path, "--speed", "0") as h:
        h.press(tr("menu.kids"))
        kids = h.top
        assert isinstance(kids, KidsScene)
        h.click(kids.faces[FACE_CHOICES.index(FACE)].rect.center)
        assert kids.progress.face == FACE
        yield h


def _level_three(h: Harness) -> KidsTableScene:
    """The child taps level 3 on its home (seed 5): its table."""
    kids = h.top
    assert isinstance(kids, KidsScene)
    h.app.args.seed = 5
    h.click(kids.cards[2].rect.center)
    h.frames(2)
    table = h.top
    assert isinstance(table, KidsTableScene)
    return table


def _leave(h: Harness, door: pygame.Rect) -> None:
    with h.mouse_held(door.center):
        h.frames(round(HOLD_SECONDS * 60) + 10)
    h.frames(3)
    assert isinstance(h.top, MenuScene)


def _played_out(h: Harness, table: KidsTableScene) -> None:
    """The child plays the game to its end (a game left is kept, not stored), then the
    door on its result."""
    _to_the_deciding_round(h, table)
    result = h.top
    assert isinstance(result, KidsResultScene)
    _leave(h, result.exit.rect)


def _replay_of_the_newest(h: Harness) -> None:
    """The parent opens Маша's games and the newest one's replay."""
    h.app.push(HistoryScene(h.app, CHILD))
    h.frames(3)
    h.press(tr("history.replay"))


def _digits(seen: list[str]) -> list[str]:
    return [s for s in seen if any(c.isdigit() for c in s)]


def test_a_kids_table_game_replays_in_its_pictures_with_no_number(
        home: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    table = _level_three(home)
    _played_out(home, table)
    _replay_of_the_newest(home)
    replay = home.top
    assert isinstance(replay, KidsReplayScene)
    assert replay.board is not None and replay.board.face == FACE, "the pictures she played with"
    assert tr("replay.export") not in [b.text for b in home.buttons()], "no protocol of numbers"
    plies = []
    with rendered_strings(monkeypatch) as seen:
        home.frames(2)
        for _ in range(replay.replay.current.last + 2):
            home.key(pygame.K_RIGHT, frames=2)
            plies.append(replay.replay.ply)
    assert max(plies) > 2, "it stepped through the moves"
    assert max(replay.wins()) == 1, "the round's winner has its star"
    assert seen and CHILD in seen, "the names are drawn"
    assert not _digits(seen), f"numbers a child cannot read: {_digits(seen)}"


def test_a_go_at_level_one_replays_puzzle_by_puzzle_with_no_number(
        home: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    kids = home.top
    assert isinstance(kids, KidsScene)
    home.click(kids.cards[0].rect.center)
    home.frames(2)
    game = home.top
    assert isinstance(game, MatchingScene)
    solved = []
    for n in range(1, MATCHING_PUZZLES + 1):  # a go is stored at its star (one left waits)
        solved.append(game.puzzle)
        home.click(game.offer_boxes[game.puzzle.right].center)
        home.until(lambda n=n: game.solved == n, what="the puzzle solved")
    _leave(home, game.exit.rect)
    _replay_of_the_newest(home)
    replay = home.top
    assert isinstance(replay, PuzzleReplayScene) and replay.face == FACE
    assert [s.puzzle for s in replay.run.solved] == solved
    with rendered_strings(monkeypatch) as seen:
        for _ in range(MATCHING_PUZZLES + 1):
            home.key(pygame.K_RIGHT, frames=2)
    assert replay.at == len(solved), "stepped to the go's end"
    assert not _digits(seen), f"numbers a child cannot read: {_digits(seen)}"
    home.press(tr("common.back"))
    assert isinstance(home.top, HistoryScene)


@pytest.mark.parametrize("lang", ["ru", "en", "uk"])
def test_the_replays_round_buttons_point_the_way_not_quote(lang: str) -> None:
    """The steps a parent presses: arrows, never a quote mark (en had «“ Round», «Round ”»)."""
    from kozel_gui.i18n import set_language

    try:
        set_language(lang)
        back, on = tr("replay.prev_round"), tr("replay.next_round")
    finally:
        set_language("ru")
    assert not set(back + on) & set("“”\"'"), (back, on)
    assert back[0] in "«‹" and on[-1] in "»›", (back, on)


def test_a_replay_shows_the_picture_the_child_played_in_not_a_newer_one(
        home: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    """P30: after the parent gave the child another picture, old games were redrawn with
    it (two bunnies in the replay): each game keeps the picture it was played with."""
    import kozel_gui.kids.replay as kids_replay
    from kozel_gui.profiles import Profiles

    data = home.app.data
    before = Profiles.load(data).find(CHILD).avatar
    table = _level_three(home)
    _played_out(home, table)
    profiles = Profiles.load(data)
    after = next(a for a in profiles.free_avatars if a != before)
    profiles.with_child_changed(CHILD, after, CHILD, called="").save(data)  # the parent's edit
    worn: list[str | None] = []
    face = kids_replay.own_face

    def recorded(avatar: str | None, d: int) -> pygame.Surface:
        worn.append(avatar)
        return face(avatar, d)

    monkeypatch.setattr(kids_replay, "own_face", recorded)
    _replay_of_the_newest(home)
    assert isinstance(home.top, KidsReplayScene)
    home.frames(2)
    assert worn and set(worn) == {before}, f"drawn in {set(worn)}, played as {before}"


def test_a_kids_replay_keeps_the_bazaars_reserve_put_away_as_its_table_did(
        home: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    """P30: the replay drew all 16 tiles of the bazaar where the child's table showed 6 (the
    10 held back are put away at a kids' table)."""
    from kozel_gui.table.board import Board

    table = _level_three(home)
    at_table = table.view().bazaar
    reserve = table.session.round.rules.bazaar_reserve
    assert reserve and at_table == table.session.round.bazaar_size - reserve
    _played_out(home, table)
    _replay_of_the_newest(home)
    assert isinstance(home.top, KidsReplayScene)
    piles: list[int] = []
    real = Board.bazaar
    monkeypatch.setattr(Board, "bazaar", lambda self, surface, n, *a, **k: (
        piles.append(n), real(self, surface, n, *a, **k))[1])
    home.frames(2)  # the deal, before the first move
    assert piles and piles[-1] == at_table, (piles, at_table)
