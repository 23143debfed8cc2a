"""Painting one frame of the table from the scene's state and its running motions."""

from __future__ import annotations

import math
from collections import Counter
from typing import TYPE_CHECKING

import pygame

from kozel_gui.i18n import tr
from kozel_gui.table import hud
from rules import MoveKind, Tile, hand_value

if TYPE_CHECKING:
    from kozel_gui.scenes.table import TableScene

__all__ = ["paint_table"]

_REVEAL_STEP = 0.1


def paint_table(scene: TableScene, surface: pygame.Surface) -> None:
    """Background, line, bazaar, opponents, the hand, tiles in flight, buttons, messages."""
    surface.blit(scene.backdrop(surface.get_size()), (0, 0))
    hidden = scene.anim.hidden()
    tiles_hidden = {k[2] for k in hidden if isinstance(k[2], Tile)}
    fans_hidden = Counter(k[1] for k in hidden if not isinstance(k[2], Tile))
    _line(scene, surface, tiles_hidden)
    _bazaar(scene, surface)
    _seats(scene, surface, fans_hidden)
    _hand(scene, surface, tiles_hidden)
    now = scene.anim.now
    for f in scene.anim.flights:
        if f.move.start <= now:
            scene.board.flying(surface, f.a, f.b, f.at(now), f.dst.long)
    _dragged(scene, surface)
    scene.buttons = scene.legal_buttons()
    for b in scene.buttons:
        b.draw(surface, scene.board.scale)
    _message(scene, surface)


def _line(scene: TableScene, surface: pygame.Surface, tiles_hidden: set[Tile]) -> None:
    r = scene.session.round
    lay = scene.line()
    tiles = [(p.a, p.b) for p in r.line]
    hidden = {i for i, p in enumerate(r.line) if p.tile in tiles_hidden}
    scene.board.line(surface, lay, tiles, hidden)
    c = scene.control
    if c.selected is None or not scene.can_act() or scene.anim.busy:
        return
    hand = scene.hand()
    if c.selected >= len(hand):
        return
    for end in scene.control.options()[c.selected]:
        box = scene.end_box(hand[c.selected], end)
        if box is not None:
            slot = lay.slot("left" if end == 0 else "right", hand[c.selected].is_double)
            scene.board.end_target(surface, box, slot.angle, c.choosing and c.end == end)


def _bazaar(scene: TableScene, surface: pygame.Surface) -> None:
    r = scene.session.round
    now = scene.anim.now
    waiting = sum(1 for f in scene.anim.flights if f.key[0] == "deal" and f.move.start > now)
    legal = r.legal_moves() if scene.can_act() and not scene.anim.busy else ()
    must = any(m.kind is MoveKind.DRAW for m in legal)
    scene.board.bazaar(surface, len(r.bazaar) + waiting, must)


def _seats(scene: TableScene, surface: pygame.Surface, fans_hidden: Counter[int]) -> None:
    r = scene.session.round
    now = scene.anim.now
    over = r.outcome() is not None and scene.phase != "play"
    opponents = [s for s in range(r.players) if s != scene.viewer]
    for seat in range(r.players):
        pos = scene.pos_of(seat)
        place = scene.layout.seats[pos]  # type: ignore[index]
        shown = over and now >= scene.reveal_at + _REVEAL_STEP * scene.speed * (
            opponents.index(seat) if seat in opponents else 0)
        if seat != scene.viewer:
            tiles = r.hand(seat)
            if shown:
                scene.board.open_fan(surface, pos, [(t.low, t.high) for t in tiles])  # type: ignore[arg-type]
            else:
                scene.board.fan(surface, pos, r.hand_sizes[seat] - fans_hidden[seat])  # type: ignore[arg-type]
        lift = sum(t.offset(now) for t in scene.anim.taps if t.seat == seat)
        active = r.outcome() is None and r.to_move == seat and scene.phase == "play"
        bot = not scene.session.is_human(seat)
        thinking = now if active and bot and scene.think_until is not None else None
        note = tr("table.summary_hand", n=hand_value(r.rules, r.hand(seat))) if shown else None
        hud.plate(surface, place.plate, name=scene.session.name(seat),
                  hint=scene.session.avatar_hint(seat),
                  count=r.hand_sizes[seat], active=active, thinking=thinking, lift=lift,
                  scale=scene.board.scale, note=note)


def _hand(scene: TableScene, surface: pygame.Surface, tiles_hidden: set[Tile]) -> None:
    tiles = scene.hand()
    boxes = scene.hand_boxes()
    c = scene.control
    acting = scene.can_act() and not scene.anim.busy
    legal = {i for i, o in enumerate(c.options()) if o} if acting else None
    hidden = {i for i, t in enumerate(tiles) if t in tiles_hidden}
    if c.drag is not None and c.drag.moving:
        hidden.add(c.drag.index)
    shake = None
    if scene.shake is not None:
        t = scene.anim.now - scene.shake[1]
        if t < 0.35:
            amp = 7 * scene.board.scale * (1 - t / 0.35)
            shake = (scene.shake[0], amp * math.sin(t * 60))
    scene.board.hand(surface, [(t.low, t.high) for t in tiles], boxes, legal=legal,
                     selected=c.selected if acting else None, hidden=hidden, shake=shake,
                     hover=c.hover if acting and c.drag is None else None,
                     face_up=scene._open_hand())


def _dragged(scene: TableScene, surface: pygame.Surface) -> None:
    d = scene.control.drag
    if d is None or not d.moving:
        return
    tiles, boxes = scene.hand(), scene.hand_boxes()
    if d.index >= len(tiles):
        return
    from kozel_gui.table.anim import Pose

    t, box = tiles[d.index], boxes[d.index]
    scene.board.flying(surface, t.low, t.high, Pose(d.pos[0], d.pos[1], box.h, 0.0, True))


def _message(scene: TableScene, surface: pygame.Surface) -> None:
    text = None
    if scene.note is not None and scene.anim.now < scene.note[1]:
        text = scene.note[0]
    elif scene.can_act() and not scene.anim.busy:
        text = _prompt(scene)
    if text:
        hand = scene.layout.hand
        hud.message(surface, text, (hand.center[0], hand.y - 14 * scene.board.scale),
                    scene.board.scale)


def _prompt(scene: TableScene) -> str | None:
    kinds = {m.kind for m in scene.session.round.legal_moves()}
    if kinds == {MoveKind.DRAW}:
        return tr("table.draw_hint")
    if kinds == {MoveKind.PASS}:
        return None
    if scene.control.choosing:
        return tr("table.choose_end")
    return None
