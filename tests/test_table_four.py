"""Whole four-way rounds played at the real table (headless App loop, the person's moves by
mouse and keys): a tile once down never moves against the others, none overlaps another
or lies under a button or the prompt, and the spot shown for a tile is where it lands."""

from __future__ import annotations

import itertools
import random
from pathlib import Path

import pygame
import pytest
from conftest import click, key, run_frames
from table_kit import click_tile, press_button, table_app

from kozel_gui.layout import Box, PlacedTile
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.scenes.table import TableScene
from kozel_gui.table.model import Phase
from kozel_gui.table.view import TableView
from rules import Match, Move, MoveKind, Round, ScoreSheet, Tile, find_preset

Picture = dict[Tile, PlacedTile]


def _picture(v: TableView) -> Picture:
    return {p.tile: t for p, t in zip(v.placed, v.line.tiles, strict=True)}


def _relative(a: Picture, b: Picture) -> None:
    """Every tile of ``a`` lies in ``b`` where the same picture, only scaled, puts it."""
    common = [t for t in a if t in b]
    if len(common) < 2:
        return
    ref = common[0]
    f = b[ref].box.w / a[ref].box.w if a[ref].box.w else 1.0
    for t in common:
        p, q = a[t], b[t]
        assert q.angle == p.angle, (t, p, q)
        for u, w in ((p.box.x - a[ref].box.x, q.box.x - b[ref].box.x),
                     (p.box.y - a[ref].box.y, q.box.y - b[ref].box.y)):
            assert abs(w - f * u) < 1e-6, (t, p, q, f)


def _clear(table: TableScene, v: TableView) -> None:
    """No overlap, inside the field, nothing under a button or the prompt's band."""
    tiles = [t.box for t in v.line.tiles]
    for a, b in itertools.combinations(tiles, 2):
        assert not a.overlaps(b), (a, b)
    covers: list[Box] = [b.rect for b in table.model.hits.buttons]
    assert v.fixtures is not None
    covers.append(v.fixtures.message)
    for box in tiles:
        assert v.layout.field.contains(box), box
        for c in covers:
            assert not box.overlaps(c), (box, c)


def _act(app: object, table: TableScene) -> tuple[Tile, Box] | None:
    """The person's move by mouse and keys: the first legal one; returns the tile and the
    spot shown for it when there was one to click."""
    m = table.model
    legal = m.round.legal_moves()
    kinds = {mv.kind for mv in legal}
    if kinds == {MoveKind.PASS}:
        press_button(app, table, "knock")  # type: ignore[arg-type]
        return None
    if MoveKind.DRAW in kinds:
        click(app, m.layout.bazaar.center, frames=2)  # type: ignore[arg-type]
        return None
    move = next(mv for mv in legal if mv.is_placement)
    tile = move.tiles[0]
    click_tile(app, table, str(tile))  # type: ignore[arg-type]
    v = table.view()
    if m.control.gathered:  # a double that may go with others: set aside, Enter plays it
        spot = v.gathered[0][1]
        key(app, pygame.K_RETURN, frames=2)  # type: ignore[arg-type]
        return tile, spot
    if v.targets:
        target = v.targets[0]
        click(app, target.box.center, frames=2)  # type: ignore[arg-type]
        return tile, target.box
    return None


@pytest.mark.parametrize(("preset", "size", "seed"), [
    ("telephone", (1280, 720), 3), ("muggins", (1024, 600), 5), ("osel", (1920, 1080), 8),
    ("chvv", (1366, 768), 11)])
def test_a_four_way_round_at_the_table_grows_without_moving_a_tile(
        tmp_path: Path, preset: str, size: tuple[int, int], seed: int) -> None:
    rules = find_preset(preset)
    seats = (SeatSetup("Вы", human=True), *(SeatSetup(f"Бот {i}", bot="medium")
                                            for i in range(1, 4)))
    setup = MatchSetup(rules, seats, seed)
    app, table = table_app(tmp_path, setup, Match.start(rules, 4, seed), size=size)
    prev: Picture = {}
    shown: tuple[Tile, Box, Picture] | None = None
    for _ in range(3000):
        if table.phase is not Phase.PLAY:
            break
        run_frames(app, 1)
        if table.model.anim.busy:
            continue
        v = table.view()
        now = _picture(v)
        _relative(prev, now)
        _clear(table, v)
        if shown is not None and shown[0] in now:
            tile, spot, before = shown
            ref = next((t for t in before if t in now), None)
            if ref is not None:
                f = now[ref].box.w / before[ref].box.w
                landed = now[tile].box
                # the picture shrank for it: a spot that at today's scale would leave the
                # field or lie under a button is drawn smaller by the end it joins
                # (``BoardLayout.slot``), so it lands within a short side and a half of it
                near = 1e-6 if f == 1 else landed.w / 2 + landed.h / 2
                assert abs((landed.x - now[ref].box.x) - f * (spot.x - before[ref].box.x)) < near
                assert abs((landed.y - now[ref].box.y) - f * (spot.y - before[ref].box.y)) < near
            shown = None
        prev = now
        if table.model.ready():
            acted = _act(app, table)
            if acted is not None:
                shown = (*acted, now)
    assert table.phase is not Phase.PLAY, "the round did not end"
    assert len(prev) >= 8
    app.close()


def _rescaling_position(layout: object, seed: int) -> tuple[Round, Move]:
    """A random Muggins round at a position where the person (seat 0) has a move whose tile
    makes the picture shrink."""
    from kozel_gui.table.motion import end_slot, line_layout

    rules = find_preset("muggins")
    for s in range(seed, seed + 200):
        r = Match.start(rules, 2, s).round
        rng = random.Random(s)
        while r.outcome() is None:
            if r.to_move == 0 and r.line:
                lay = line_layout(layout, r)  # type: ignore[arg-type]
                for mv in r.legal_moves():
                    if mv.kind is MoveKind.PLAY and end_slot(lay, mv.end,
                                                             mv.tile.is_double).rescaled:
                        return r, mv
            r = r.play(rng.choice(r.legal_moves()))
    raise AssertionError("no position found")


def test_when_the_picture_shrinks_every_tile_glides_to_its_new_place(tmp_path: Path) -> None:
    rules = find_preset("muggins")
    setup = MatchSetup(rules, (SeatSetup("Вы", human=True), SeatSetup("Бот", bot="medium")), 1)
    app, table = table_app(tmp_path, setup, Match.start(rules, 2, 1), "--speed", "1",
                           size=(1024, 600))
    r, move = _rescaling_position(table.model.layout, 1)
    match = Match(rules, 2, r, ScoreSheet(rules, 2), random.Random(1).getstate())
    table = TableScene(app, setup, match)
    app.reset_to(table)
    for _ in range(600):
        if table.model.ready():
            break
        run_frames(app, 1)
    before = _picture(table.view())
    table.model.play(move)
    glides = {f.key[2]: f for f in table.model.anim.flights if f.key[0] == "board"}
    assert set(glides) == set(before)  # every tile already down, and only those
    after = _picture(table.view())
    for tile, f in glides.items():
        assert (f.src.x, f.src.y) == before[tile].box.center
        assert (f.dst.x, f.dst.y) == after[tile].box.center
        assert f.dst.long < f.src.long and f.src.angle == f.dst.angle
    _relative(before, after)
    app.close()
