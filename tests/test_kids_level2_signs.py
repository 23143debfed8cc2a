"""Level 2 says in pictures and sounds what words would (P36): a round nobody could go on
and nobody won showed two faces on an empty card, and the bunny's knock was a twitch of
its plate, the turn coming back to the child unexplained.

A blocked round drawn shows the hands left with one star shared between the faces (half
gold, half silver) and an equals sign between the hands, and sounds the fish; an animal that knocks shows a knocking hand by
its plate, with the knock's sound.  Played through the real app by a child's taps.
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pygame
import pytest
from conftest import run_frames
from test_kids_table import kids_table, play_round

from kozel_gui.kids import table as table_module
from kozel_gui.kids.result import KidsRoundScene
from kozel_gui.kids.table import KNOCK_SHOWN_S
from rules import MoveKind, OutcomeKind

DRAWN_SEED = 13
"""A level-2 deal whose first round is blocked with the pips even: nobody wins it."""
KNOCK_SEED = 5
"""A level-2 deal where the bunny knocks and the child never does."""


def _sounds(app: object, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    played: list[str] = []
    sound = app.sound  # type: ignore[attr-defined]
    real = sound.play

    def play(name: str) -> bool:
        played.append(name)
        return bool(real(name))

    monkeypatch.setattr(sound, "play", play)
    return played


def test_a_round_nobody_wins_shows_a_draw(tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """The blocked round drawn shows its count (playtest 28: faces alone told nothing of
    what happened), the draw's own signs on it: the shared star between the two faces,
    at their height, and an equals sign between the hands (no totals: issue 19)."""
    from kozel_gui.kids import fish as fish_module

    app, _, table = kids_table(tmp_path, 2, seed=DRAWN_SEED)
    played = _sounds(app, monkeypatch)
    stars: list[tuple[float, float]] = []
    real_star = fish_module.shared_star
    monkeypatch.setattr(fish_module, "shared_star",
                        lambda s, c, r: (stars.append(c), real_star(s, c, r)))
    play_round(app, table)
    card = app.stack.top
    assert isinstance(card, KidsRoundScene)
    outcome = table.session.round.outcome()
    assert outcome is not None and outcome.kind is OutcomeKind.FISH
    assert card.winner is None, "nobody won the round"
    assert "fish" in played and "chime" not in played, "the draw is heard"
    run_frames(app, 2)
    assert card.fish is not None and card.fish.tied() == (0, 1)
    left, right = card.trays
    assert left.right < right.left and left.centery == right.centery, "side by side, alike"
    assert stars, "a star is drawn between the faces"
    sx, sy = stars[-1]
    assert left.right <= sx <= right.left and sy < left.top, \
        "the star is shared: between the two faces, above their hands"


def test_the_bunny_knocks_where_the_child_sees_and_hears_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app, _, table = kids_table(tmp_path, 2, seed=KNOCK_SEED)
    played = _sounds(app, monkeypatch)
    hands: list[pygame.Rect] = []
    real_icon = table_module.knock_icon
    monkeypatch.setattr(table_module, "knock_icon",
                        lambda s, r, now: (hands.append(r), real_icon(s, r, now)))
    seen: list[tuple[float, bool, int]] = []

    def watch() -> None:
        knocked = any(s.seat == 1 and s.move.kind is MoveKind.PASS
                      for s in table.session.round.history())
        if knocked and not seen:
            run_frames(app, 1)  # drawn once
            seen.append((app.now, table.knocking(1), len(played)))

    play_round(app, table, watch)
    assert seen, "the bunny knocked in this deal"
    _, knocking, _ = seen[0]
    assert knocking, "its hand shows as soon as it knocked"
    assert "knock" in played, "the knock is heard"
    assert not table.knocking(0), "the child never knocked: no hand by its plate"
    plate = table.layout.seats[table.model.pos_of(1)].plate
    box = table.knock_box(1)
    assert box in hands, "the knocking hand was drawn there"
    assert box.h >= plate.h and abs(box.centerx - (plate.x + plate.w / 2)) < plate.w / 2
    assert 0 < box.top - plate.bottom < plate.h, "just under the bunny's plate"
    assert pygame.Rect(0, 0, *app.screen.get_size()).contains(box)
    knock = table.knocks[1]
    table.knocks[1] = replace(knock, at=app.now - KNOCK_SHOWN_S, ply=-1)
    assert not table.knocking(1), "it shows a while, then goes once the bunny moved again"
