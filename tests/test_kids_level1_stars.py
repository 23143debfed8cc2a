"""Level 1's row of stars and its puzzles (P30): the row lit every puzzle gold even after
wrong tries, then the go's result gave two stars of three with no reason shown; a go
showed the same puzzle twice.  A puzzle solved after wrong tries now earns a silver star
in the row (a softer gold since playtest 28), and no tile on the table comes back within one go.

Played through the real app, as a child taps.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
from harness import Harness, harness_for
from kids_kit import add_child

import kozel_gui.kids.matching as matching
from kozel_gui.i18n import tr
from kozel_gui.kids.levels import MATCHING_PUZZLES
from kozel_gui.kids.matching import MatchingScene
from kozel_gui.scenes.kids import KidsScene


@contextmanager
def _level_one(tmp_path: Path, seed: int) -> Iterator[tuple[Harness, MatchingScene]]:
    add_child(tmp_path)
    with harness_for(tmp_path, "--speed", "0") as h:
        h.app.args.seed = seed
        h.press(tr("menu.kids"))
        home = h.top
        assert isinstance(home, KidsScene)
        h.click(home.cards[0].rect.center)
        game = h.top
        assert isinstance(game, MatchingScene)
        yield h, game


def _solve(h: Harness, game: MatchingScene, *, wrong_first: bool) -> None:
    if wrong_first:
        h.click(game.offer_boxes[1 - game.puzzle.right].center)
        h.until(lambda: game.refusal(1 - game.puzzle.right) == 0, what="the wiggle over")
    shown = game.puzzle
    h.click(game.offer_boxes[shown.right].center)
    h.until(lambda: game.puzzle is not shown or game.state == "done", what="the next puzzle")


def test_the_row_shows_a_softer_gold_for_a_puzzle_solved_after_wrong_tries(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    with _level_one(tmp_path, seed=5) as (h, game):
        drawn: list[tuple[bool, bool]] = []
        draw = matching.star

        def recorded(surface: object, centre: tuple[float, float], radius: float, *,
                     filled: bool = True, turn: float = 0.0, helped: bool = False) -> None:
            if centre[1] < game.line_box.top:  # the row over the puzzle
                drawn.append((filled, helped))
            draw(surface, centre, radius, filled=filled, turn=turn,  # type: ignore[arg-type]
                 helped=helped)

        monkeypatch.setattr(matching, "star", recorded)
        _solve(h, game, wrong_first=True)  # a wrong try, then the right tile
        _solve(h, game, wrong_first=False)
        drawn.clear()
        h.frames(1)
        row = drawn[-MATCHING_PUZZLES:]
        assert row[0] == (True, True), "the puzzle with a wrong try: a softer gold star"
        assert row[1] == (True, False), "the puzzle right at once: a gold star"
        assert all(not filled for filled, _ in row[2:]), "puzzles to come: pale"


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])
def test_no_puzzle_comes_back_within_one_go(tmp_path: Path, seed: int) -> None:
    with _level_one(tmp_path, seed) as (h, game):
        seen = [game.puzzle]
        for _ in range(MATCHING_PUZZLES - 1):
            _solve(h, game, wrong_first=False)
            seen.append(game.puzzle)
        assert len({p.shown for p in seen}) == MATCHING_PUZZLES, f"a tile again: {seen}"


@pytest.mark.parametrize("wrong", [False, True])
def test_the_row_is_all_lit_once_all_five_are_won(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, wrong: bool) -> None:
    """P33: the row was seen grey after all five were won.  Won right away, all gold; won
    after wrong tries, all a softer gold: never a pale star in a row played through."""
    with _level_one(tmp_path, seed=3) as (h, game):
        drawn: list[tuple[bool, bool]] = []
        draw = matching.star

        def recorded(surface: object, centre: tuple[float, float], radius: float, *,
                     filled: bool = True, turn: float = 0.0, helped: bool = False) -> None:
            if centre[1] < game.line_box.top:
                drawn.append((filled, helped))
            draw(surface, centre, radius, filled=filled, turn=turn,  # type: ignore[arg-type]
                 helped=helped)

        monkeypatch.setattr(matching, "star", recorded)
        for _ in range(MATCHING_PUZZLES):
            _solve(h, game, wrong_first=wrong)
        assert game.state == "done"
        for _ in range(3):  # the row as it stays over the go's big star, frame after frame
            drawn.clear()
            h.frames(20)
            assert h.top is game, "the go's star waits for a tap"
            row = drawn[-MATCHING_PUZZLES:]
            assert len(row) == MATCHING_PUZZLES, f"the row is drawn: {drawn}"
            assert row == [(True, wrong)] * MATCHING_PUZZLES, f"a pale or wrong star: {row}"


def test_a_star_earned_with_help_is_plainly_gold_unlike_one_not_earned() -> None:
    """Playtest 28: the star for a puzzle solved after a wrong try was grey, hard to tell
    from the pale star still to come.  On the sky, its inside is a warm gold, far from the
    pale star's and still apart from the full gold's; its rim is the gold star's rim."""
    import pygame

    from kozel_gui.kids.art import sky, star

    def drawn(**kind: bool) -> tuple[tuple[int, ...], tuple[int, ...]]:
        surface = sky((200, 200)).copy()
        star(surface, (100, 100), 40, **kind)
        inside, rim = surface.get_at((100, 100)), surface.get_at((100, 61))
        return tuple(inside)[:3], tuple(rim)[:3]

    def apart(a: tuple[int, ...], b: tuple[int, ...]) -> int:
        return sum(abs(x - y) for x, y in zip(a, b, strict=True))

    pygame.init()
    helped, helped_rim = drawn(helped=True)
    gold, gold_rim = drawn()
    empty, _ = drawn(filled=False)
    assert helped[0] - helped[2] >= 90, f"a warm gold, not grey: {helped}"
    assert apart(helped, empty) >= 150, (helped, empty)
    assert apart(helped, gold) >= 60, (helped, gold)
    assert helped_rim == gold_rim, "the gold star's own rim"
