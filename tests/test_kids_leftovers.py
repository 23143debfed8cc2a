"""PT-Q: a won kids' round showed the child's leftover tiles, the grown-up's and the
animals' stayed hidden under the round's card.  The card shows every seat's tiles left in
hand itself, in the child's pictures under each face (the winner's empty tray lit), with
no digit anywhere.  Driven through the real app: a child and a grown-up at the free game."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pygame
import pytest
from conftest import resize
from harness import Harness, harness_for
from kids_kit import add_child
from rendered import rendered_strings
from test_kids_table import child_move

from kozel_gui.i18n import tr
from kozel_gui.kids.fish import tray_box
from kozel_gui.kids.result import TRAY_SCALE, KidsResultScene, KidsRoundScene
from kozel_gui.kids.table import KidsTableScene
from kozel_gui.profiles import AVATARS
from kozel_gui.table.board import oriented
from kozel_gui.table.presence import COVER_READY_S


def _round_card(h: Harness) -> tuple[KidsTableScene, KidsRoundScene]:
    """The free game with the grown-up at seat 1 and an animal, played to a round's card."""
    h.app.options = dataclasses.replace(h.app.options, kids_rounds=3)
    h.press(tr("menu.kids"))
    h.app.args.seed = 3  # the child goes out, the grown-up and the bear keep tiles
    home = h.top
    h.click(home.company.rect.center)  # type: ignore[attr-defined]
    h.frames(2)
    who = h.top
    h.click(who.seat_buttons[0].rect.center)  # type: ignore[attr-defined]
    h.click(who.go.rect.center)  # type: ignore[attr-defined]
    h.frames(2)
    table = h.top
    assert isinstance(table, KidsTableScene)
    for _ in range(3000):
        if isinstance(h.top, (KidsRoundScene, KidsResultScene)):
            break
        if table.model.covered is not None:
            h.frames(round(COVER_READY_S * 60) + 2)
            h.click(table.go.rect.center)
        elif table.model.ready() and table.session.is_human(table.session.round.to_move):
            child_move(h.app, table)
        else:
            h.frames(1)
    card = h.top
    assert isinstance(card, KidsRoundScene)
    return table, card


def _shows(screen: pygame.Surface, sprite: pygame.Surface, at: tuple[int, int]) -> bool:
    """Whether the middle of ``sprite`` is on ``screen`` at ``at`` (its corners are round)."""
    w, h = sprite.get_size()
    spots = [(w // 2 + dx, h // 4 + dy) for dx in (-3, 0, 3) for dy in (0, h // 2)]
    return all(screen.get_at((at[0] + x, at[1] + y)) == sprite.get_at((x, y)) for x, y in spots)


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_a_won_rounds_card_shows_every_seats_tiles_left_without_a_digit(
        tmp_path: Path, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    add_child(tmp_path, "Маша", AVATARS[0])
    with harness_for(tmp_path, "--speed", "0") as h:
        resize(h.app, size)
        table, card = _round_card(h)
        hands = table.session.round.outcome().hands  # type: ignore[union-attr]
        assert card.winner == 0 and not hands[0], "the child went out"
        assert hands[1] and hands[2], "the grown-up and the bear kept tiles"
        with rendered_strings(monkeypatch) as seen:
            h.frames(90)
        assert seen == [], f"the round's card has no words and no digits: {seen}"
        screen = h.app.screen
        boxes = card.tray_boxes(size)
        panel = card.panel(size)
        scale = min(size[1], size[0] * 9 / 16) / 720
        for seat, hand in enumerate(hands):
            tray, long_px = tray_box(table, len(hand), card._tray_column(seat, size[0], scale),
                                     boxes[seat].y - round(12 * scale * TRAY_SCALE),
                                     scale * TRAY_SCALE)
            assert tray == boxes[seat] and panel.contains(tray), "on the card, clear of the window"
            assert not tray.colliderect(card.go.rect), "above ▶"
            edge, gap = round(8 * scale), round(6 * scale)
            bw = h.app.tiles.body_size(long_px, 0)[0]
            for i, tile in enumerate(sorted(hand)):
                sprite = oriented(h.app.tiles, tile.low, tile.high, long_px, table.face, 0)
                at = (tray.x + edge + i * (bw + gap), tray.y + edge)
                assert _shows(screen, sprite, at), f"seat {seat}'s {tile} is on its tray"
        faces = [card._seat_box(s, size[0], scale, size[1] * 0.62) for s in range(len(hands))]
        assert all(f.bottom <= b.top for f, b in zip(faces, boxes, strict=True)), "under faces"
