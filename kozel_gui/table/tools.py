"""The table's extras over the play: the undo button, the «Тренировка» tag, move clocks and
the one-time question before the first undo (a small overlay, never an OS dialog)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from kozel_gui.i18n import tr
from kozel_gui.layout import Box
from kozel_gui.table.theme import (
    GLOW,
    PANEL,
    PANEL_EDGE,
    RED,
    TEXT,
    YELLOW,
    Button,
    blit_centered,
    px,
    rounded,
    text,
)
from rules import MoveKind

if TYPE_CHECKING:
    from kozel_gui.scenes.table import TableScene

__all__ = ["ask_buttons", "clock_bar", "draw_tools", "move_buttons", "practice_tag",
           "tool_buttons"]


def move_buttons(scene: TableScene) -> list[Button]:
    """The big buttons the human may need now: «Стучу», the hundred move, both doubles."""
    if not scene.can_act() or scene.anim.busy:
        return []
    legal = scene.session.round.legal_moves()
    hand = scene.layout.hand
    s = scene.board.scale
    w, h = round(200 * s), round(58 * s)
    cx, y = round(hand.center[0]), round(hand.y - h - 14 * s)
    kinds = {m.kind for m in legal}
    if kinds == {MoveKind.PASS}:
        return [Button("knock", tr("table.knock"), pygame.Rect(cx - w // 2, y, w, h), glow=True)]
    if MoveKind.DECLINE in kinds:
        return [Button("hundred", tr("table.hundred_yes"), pygame.Rect(cx - w - 8, y, w, h),
                       glow=True),
                Button("decline", tr("table.hundred_no"), pygame.Rect(cx + 8, y, w, h))]
    if MoveKind.PAIR in kinds:
        return [Button("pair", tr("table.pair"), pygame.Rect(cx - w // 2, y, w, h))]
    return []


def tool_buttons(scene: TableScene) -> list[Button]:
    """The undo button, at the hand band's left, while a move can be taken back."""
    if not scene.can_undo():
        return []
    s = scene.board.scale
    hand = scene.layout.hand
    w, h = round(190 * s), round(44 * s)
    field = scene.layout.field
    rect = pygame.Rect(round(field.x + 10 * s), round(hand.y - h - 14 * s), w, h)
    return [Button("undo", tr("table.undo"), rect)]


def ask_buttons(size: tuple[int, int], scale: float) -> list[Button]:
    """«Отменить ход» and «Не отменять» on the question panel."""
    w, h = size
    bw, bh = round(230 * scale), round(52 * scale)
    y = round(h / 2 + 40 * scale)
    return [Button("undo_yes", tr("table.undo_yes"), pygame.Rect(w // 2 - bw - 10, y, bw, bh),
                   glow=True),
            Button("undo_no", tr("table.undo_no"), pygame.Rect(w // 2 + 10, y, bw, bh))]


def draw_tools(scene: TableScene, surface: pygame.Surface) -> None:
    """Undo button, practice tag, the running move clock and the undo question."""
    scale = scene.board.scale
    scene.tools = [] if scene.asking else tool_buttons(scene)
    for b in scene.tools:
        b.draw(surface, scale)
    if scene.session.practice:
        practice_tag(surface, scene.layout.field, scale)
    clock = scene.move_clock
    if clock.running and scene.phase == "play" and scene.covered is None:
        seat = scene.session.round.to_move
        place = scene.layout.seats[scene.pos_of(seat)]  # type: ignore[index]
        clock_bar(surface, place.plate, clock.fraction, clock.left, scale)
    if scene.asking:
        _question(scene, surface, scale)


def practice_tag(surface: pygame.Surface, field: Box, scale: float) -> None:
    """«Тренировка» in the field's top-left corner: this match counts for nothing."""
    label = text(tr("table.practice"), px(18, scale), YELLOW, bold=True)
    rect = label.get_rect(topleft=(round(field.x + 12 * scale), round(field.y + 10 * scale)))
    rect = rect.inflate(20, 8)
    rounded(surface, rect, (10, 14, 10, 170), rect.h // 2)
    rounded(surface, rect, YELLOW, rect.h // 2, 2)
    blit_centered(surface, label, rect.center)


def clock_bar(surface: pygame.Surface, plate: Box, fraction: float, left: float,
              scale: float) -> None:
    """A bar along the plate's bottom edge shrinking as time runs out, with seconds left."""
    colour = GLOW if fraction > 0.5 else YELLOW if fraction > 0.2 else RED
    h = max(5, round(7 * scale))
    track = pygame.Rect(round(plate.x + 6), round(plate.bottom + 4), round(plate.w - 12), h)
    rounded(surface, track, (10, 14, 10, 190), h // 2)
    bar = track.copy()
    bar.w = max(h, round(track.w * fraction))
    rounded(surface, bar, colour, h // 2)
    secs = text(f"{max(0, int(left + 0.999))}", px(18, scale), colour, bold=True, shadow=True)
    surface.blit(secs, (round(plate.right - secs.get_width() - 8),
                        round(plate.y + 4 * scale)))


def _question(scene: TableScene, surface: pygame.Surface, scale: float) -> None:
    w, h = surface.get_size()
    veil = pygame.Surface((w, h), pygame.SRCALPHA)
    veil.fill((0, 0, 0, 110))
    surface.blit(veil, (0, 0))
    panel = pygame.Rect(0, 0, round(min(w - 40, 640 * scale)), round(200 * scale))
    panel.center = (w // 2, h // 2)
    rounded(surface, panel.move(4, 6), (0, 0, 0, 120), 16)
    rounded(surface, panel, (*PANEL, 245), 16)
    rounded(surface, panel, PANEL_EDGE, 16, 3)
    size = px(20, scale)
    y = panel.y + 24 * scale
    for line in _wrap(tr("table.undo_ask"), size, panel.w - 40):
        label = text(line, size, TEXT)
        blit_centered(surface, label, (panel.centerx, y + label.get_height() / 2))
        y += label.get_height() + 2
    scene.ask = ask_buttons((w, h), scale)
    for b in scene.ask:
        b.draw(surface, scale)


def _wrap(s: str, size: int, width: int) -> list[str]:
    """Words of ``s`` in lines no wider than ``width`` pixels."""
    lines: list[str] = []
    for word in s.split():
        if lines and text(f"{lines[-1]} {word}", size).get_width() <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines
