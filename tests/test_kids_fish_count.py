"""Level 2 tells why a blocked round was won (P36b #2), in pictures only (issue 19):
nobody could move, the fewest dots in hand won, and the hands were hidden, so the winner
looked random.  The result shows every player knocking, the tiles left in hand in the
child's own pictures (never dotted tiles), the fewest's tray lit with a star, and no digit
and no word at all.  Played through the real app by a child's taps."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from conftest import run_frames
from rendered import rendered_strings
from test_kids_table import kids_table, play_round

from kozel_gui.kids import fish as fish_module
from kozel_gui.kids.fish import LIT, TRAY
from kozel_gui.kids.result import KidsResultScene
from rules import OutcomeKind

BUNNY_FEWER_SEED = 3
"""A level-2 deal blocked with the child holding 6:6 (12 dots), the bunny 3:5 (8)."""
CHILD_FEWER_SEED = 12
"""A level-2 deal blocked with the child holding 1:1 (2 dots), the bunny 0:3 and 1:3 (7)."""


def _spy_tiles(monkeypatch: pytest.MonkeyPatch) -> list[tuple[int, int, str]]:
    """Every tile the count draws, with the face it is drawn in."""
    tiles: list[tuple[int, int, str]] = []
    real_oriented = fish_module.oriented

    def oriented(r: object, a: int, b: int, long_px: int, face: str,
                 angle: int) -> pygame.Surface:
        tiles.append((a, b, face))
        return real_oriented(r, a, b, long_px, face, angle)  # type: ignore[arg-type]

    monkeypatch.setattr(fish_module, "oriented", oriented)
    return tiles


def _tray_colour(app: object, tray: pygame.Rect) -> tuple[int, ...]:
    """The tray's own colour, just inside its rounded corner."""
    screen = app.screen  # type: ignore[attr-defined]
    return tuple(screen.get_at((tray.x + tray.w // 2, tray.y + 2)))[:3]


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize(("seed", "totals", "winner"),
                         [(BUNNY_FEWER_SEED, (12, 8), 1), (CHILD_FEWER_SEED, (2, 7), 0)])
def test_a_blocked_round_shows_the_hands_in_pictures_and_no_number(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, seed: int,
        totals: tuple[int, int], winner: int, size: tuple[int, int]) -> None:
    from conftest import resize

    app, _, table = kids_table(tmp_path, 2, seed=seed)
    resize(app, size)
    tiles = _spy_tiles(monkeypatch)
    play_round(app, table)
    result = app.stack.top
    assert isinstance(result, KidsResultScene), "level 2's one round decides the match"
    outcome = table.session.round.outcome()
    assert outcome is not None and outcome.kind is OutcomeKind.FISH, "nobody could move"
    assert result.won == (winner == 0)

    with rendered_strings(monkeypatch) as seen:
        run_frames(app, 3)
    hands = [sorted(h) for h in outcome.hands]
    counted = tuple(sum(t.pips for t in h) for h in hands)
    assert counted == totals, "the deal is the one scripted"
    assert result.fish is not None and result.fish.totals == totals
    assert result.fish.winner == winner == counted.index(min(counted)), "the fewest dots won"
    assert not [s for s in seen if any(c.isdigit() for c in s)], f"numbers: {seen}"
    assert not [s for s in seen if s.strip()], f"words a child cannot read: {seen}"
    assert tiles, "the hands are shown"
    assert {face for _, _, face in tiles} == {table.face} != {"pips"}, \
        "in the pictures the child played with, never dotted tiles"
    shown = {(a, b) for a, b, _ in tiles}
    assert shown == {(t.low, t.high) for hand in hands for t in hand}, "every tile left in hand"

    trays = result.trays
    assert len(trays) == 2 and trays[0].right < trays[1].left, "side by side, in seat order"
    assert _tray_colour(app, trays[winner]) == LIT, "the fewest's hand is lit"
    assert _tray_colour(app, trays[1 - winner]) == TRAY, "the other's is not"
    w, h = size
    scale = min(h, w * 9 / 16) / 720
    screen = pygame.Rect(0, 0, w, h)
    stars_top = h * 0.64 - 36 * scale * 1.1
    for tray in trays:
        assert screen.contains(tray) and tray.bottom < stars_top, "above the stars earned"
        assert not tray.colliderect(result.go.rect) and not tray.colliderect(result.exit.rect)
    app.close()


def test_a_round_won_by_going_out_shows_no_count(tmp_path: Path) -> None:
    app, _, table = kids_table(tmp_path, 2, seed=5)
    play_round(app, table)
    result = app.stack.top
    assert isinstance(result, KidsResultScene)
    outcome = table.session.round.outcome()
    assert outcome is not None and outcome.kind is OutcomeKind.OUT
    assert result.fish is None
    run_frames(app, 2)
    # No count (no knocking hands, nothing lit for the fewest): the plain card of tiles
    # left, the one who went out lit (``test_kids_result_leftovers.py``).
    assert result.leftover == tuple(tuple(sorted(h)) for h in outcome.hands)
    app.close()


def test_a_blocked_round_of_three_shows_its_count_above_the_rounds_stars(
        tmp_path: Path) -> None:
    """A free game's round (three players, hands grown from the bazaar): the count stands
    on the round's card, above the row of stars, clear of the door and the house."""
    from kozel_gui.kids.levels import FREE_PLAY
    from kozel_gui.kids.result import KidsRoundScene

    app, _, table = kids_table(tmp_path, FREE_PLAY, seed=8)
    play_round(app, table)
    card = app.stack.top
    assert isinstance(card, KidsRoundScene), "the match goes on: the round's card"
    outcome = table.session.round.outcome()
    assert outcome is not None and outcome.kind is OutcomeKind.FISH
    counted = tuple(sum(t.pips for t in h) for h in outcome.hands)
    assert card.fish is not None and card.fish.totals == counted
    assert card.winner == card.fish.winner == counted.index(min(counted))
    run_frames(app, 3)
    size = app.screen.get_size()
    panel = card.panel(size)
    assert len(card.trays) == 3
    assert [d.centerx for d in card.trays] == sorted(d.centerx for d in card.trays)
    for disc in card.trays:
        assert disc.bottom < panel.top, "above the round's stars and ▶"
        assert not disc.colliderect(table.exit.rect) and not disc.colliderect(table.home.rect)
        assert pygame.Rect(0, 0, *size).contains(disc)
    app.close()


DRAWN_SEED = 13
"""A level-2 deal blocked with the child and the bunny holding 8 dots each: a draw."""


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_a_drawn_blocked_round_shows_what_happened_and_the_board_waits(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]) -> None:
    """Playtest 28: a blocked round nobody won showed faces and ▶ only, nothing of what
    had happened.  It shows the hands as a won one does, the
    tied hands lit alike and joined by an equals sign, still with no word and no number
    (issue 19); the board stays as it ended until ▶."""
    from conftest import resize

    from kozel_gui.kids.result import KidsRoundScene

    app, _, table = kids_table(tmp_path, 2, seed=DRAWN_SEED)
    resize(app, size)
    play_round(app, table)
    card = app.stack.top
    assert isinstance(card, KidsRoundScene), "a draw decides nothing: the round's card"
    outcome = table.session.round.outcome()
    assert outcome is not None and outcome.kind is OutcomeKind.FISH
    counted = tuple(sum(t.pips for t in h) for h in outcome.hands)
    assert counted[0] == counted[1], "the deal is the one scripted"
    assert card.winner is None and card.fish is not None
    assert card.fish.totals == counted and card.fish.winner is None
    assert card.fish.tied() == (0, 1)
    board = list(table.session.round.line)
    with rendered_strings(monkeypatch) as seen:
        run_frames(app, 30)
    assert not [s for s in seen if s.strip()], f"words or numbers a child cannot read: {seen}"
    left, right = card.trays
    assert _tray_colour(app, left) == _tray_colour(app, right) == LIT, "both fewest, lit alike"
    x = (left.right + right.left) // 2
    ink = [y for y in range(left.top, left.bottom)
           if tuple(app.screen.get_at((x, y)))[:3] == (70, 100, 130)]
    assert ink and ink[-1] - ink[0] > len(ink), f"an equals sign's two bars: {ink}"
    assert list(table.session.round.line) == board, "the board stays as it ended"
    app.close()


def test_the_knocks_that_blocked_a_round_do_not_show_on_the_next_deal(tmp_path: Path) -> None:
    """Playtest 28: after a drawn blocked round, ▶ dealt again and both knocking hands of
    the last round showed by the plates of the new one (a draw writes a row whose count
    the new round shares: the knocks were kept by that count)."""
    from conftest import click, until_presses_act

    from kozel_gui.kids.result import KidsRoundScene

    app, _, table = kids_table(tmp_path, 2, seed=DRAWN_SEED)
    play_round(app, table)
    card = app.stack.top
    assert isinstance(card, KidsRoundScene)
    players = range(table.session.round.players)
    assert set(table.knocks) == set(players), "both knocked: nobody could go"
    before = table.session.number
    run_frames(app, 60)
    until_presses_act(app)
    click(app, card.go.rect.center, frames=1)
    assert app.stack.top is table and table.session.number == before + 1, "a new deal"
    shown = [seat for seat in players if table.knocking(seat)]
    assert not shown, f"the last round's knocks by the plates of {shown}"
    app.close()
