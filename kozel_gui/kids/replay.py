"""A child's games again, as the child saw them: in its own pictures, with its face and the
animals', stars for the rounds won, and no number anywhere (P27: a kids' replay showed dots,
hand sums, a bazaar count and the score sheet).

``KidsReplayScene`` is the replay viewer (``scenes.replay.ReplayScene``: its steps, keys and
board) with the kids' faces: the plates say only the names, the score sheet's place shows
each player's stars, and what happened is shown, not said: who moved, and the tile.
``PuzzleReplayScene`` shows a go at level 1 (``kids.puzzles.PuzzleRun``): each puzzle as the
child solved it, a red glow on a tile it tried first, the go's stars at the end.
``open_kids_replay`` picks the one a history row needs.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pygame

from kozel_gui.assets import font
from kozel_gui.fitting import fit_name
from kozel_gui.focus import Item
from kozel_gui.history import KIDS_LEVEL1, MatchRow, StoredMatch
from kozel_gui.i18n import tr
from kozel_gui.kids.art import animal_avatar, knock_icon, own_face, sky, star
from kozel_gui.kids.company import seat_face
from kozel_gui.kids.levels import ANIMALS, MATCHING_PUZZLES, Animal
from kozel_gui.kids.progress import DEFAULT_FACE, PICTURE_FACES, ProgressStore
from kozel_gui.kids.puzzles import PuzzleRun
from kozel_gui.options import SeatSetup
from kozel_gui.profiles import AVATARS, Profiles
from kozel_gui.scene import Scene
from kozel_gui.scenes.replay import ReplayScene
from kozel_gui.table.board import oriented
from kozel_gui.table.seen import TableRound
from kozel_gui.theme import COLOURS
from kozel_gui.widgets import UIScene, draw_text, scale_of
from rules import MoveKind

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = ["KidsReplayScene", "PuzzleReplayScene", "open_kids_replay", "played_avatar", "played_face"]

INK = (36, 62, 110)


def played_face(app: Host, row: MatchRow, setup: dict[str, Any]) -> str:
    """The pictures a kids' game was played with: stored with it, else (a game stored before
    they were) the child's pictures now."""
    face = setup.get("face")
    if isinstance(face, str) and face in PICTURE_FACES:
        return face
    return ProgressStore(app.data).load(row.profile).face if row.profile else DEFAULT_FACE


def played_avatar(app: Host, setup: dict[str, Any]) -> str | None:
    """The child's picture when the game was played (P30: a replay redrew old games in the
    picture chosen since): stored with it, else (a game stored before it was) the
    child's picture now."""
    avatar = setup.get("avatar")
    if isinstance(avatar, str) and avatar in AVATARS:
        return avatar
    seats = setup.get("seats", [])
    profiles = Profiles.load(app.data)
    child = next((profiles.get(s.get("name", "")) for s in seats
                  if isinstance(s, dict) and s.get("human")), None)
    return child.avatar if child is not None and child.is_child else None


def open_kids_replay(app: Host, row: MatchRow, stored: StoredMatch) -> Scene:
    """The replay of a child's game (``ValueError`` and its kin when it cannot be read)."""
    face = played_face(app, row, stored.setup)
    if row.variant == KIDS_LEVEL1:
        return PuzzleReplayScene(app, PuzzleRun.from_json(stored.match), face)
    return KidsReplayScene(app, stored.match, stored.setup, row.played_at, face=face)


class KidsReplayScene(ReplayScene):
    """A kids' table game step by step in the child's pictures; faces and stars, no number."""

    counts = False
    reserve = False

    def __init__(self, app: Host, match_json: dict[str, Any], setup_json: dict[str, Any],
                 played_at: str = "", *, face: str) -> None:
        super().__init__(app, match_json, setup_json, played_at)
        self.face = face
        seats = setup_json.get("seats", [])
        keys = [s.get("personality") if isinstance(s, dict) else None for s in seats]
        self.animals: list[Animal | None] = [next((a for a in ANIMALS if a.key == k), None)
                                             for k in keys]
        self.avatar = played_avatar(app, setup_json)
        profiles = Profiles.load(app.data)
        names = [s.get("name") if isinstance(s, dict) else None for s in seats]
        self.seated = {i: found for i, name in enumerate(names) if i > 0 and isinstance(name, str)
                       and (found := profiles.get(name)) is not None}
        """The others who played at the child's table (a grown-up, another child): their
        own faces, as the table showed them."""

    def build(self, size: tuple[int, int]) -> None:
        """The table's layout, with the animals' tiles as large as the table allows: as
        the child's own at most, as wide as their plate, stacked down to the hand (P30: they
        were the size of face-down tiles, half the child's)."""
        super().build(size)
        assert self.layout is not None and self.board is not None
        lay = self.layout
        pad = round(8 * scale_of(size))
        seats, longs = dict(lay.seats), [lay.hand_max_long]
        for pos in ("east", "west"):
            seat = lay.seats.get(pos)
            if seat is None or seat.fan_area.w <= 0:
                continue
            longs.append(seat.plate.w * 0.9)
            seats[pos] = replace(seat, fan_area=seat.fan_area._replace(
                h=max(seat.fan_area.h, lay.hand.y - pad - seat.fan_area.y)))
        if len(longs) > 1:
            self.layout = replace(lay, seats=seats)
            self.board.layout = self.layout
            self.board.open_long = max(lay.back_long, min(longs))

    def tools(self) -> list[tuple[str, Callable[[], None]]]:
        """No coach (a kids' table has none) and no protocol (it is all numbers)."""
        return []

    def at_end(self) -> bool:
        """Whether the last position of the game is shown (its end: nothing after it)."""
        r = self.replay
        return r.round == len(r.rounds) - 1 and r.ply == r.current.last

    def face_of(self, seat: int, d: int) -> pygame.Surface:
        """The animal at ``seat``, the child's own picture as it was then, or the face of a
        grown-up or another child who sat down with it (``company.seat_face``)."""
        animal = self.animals[seat] if seat < len(self.animals) else None
        if animal is not None:
            return animal_avatar(animal, d)
        person = self.seated.get(seat)
        if person is None:
            return own_face(self.avatar, d)
        return seat_face(SeatSetup(person.name, human=True), person, d)

    def wins(self) -> list[int]:
        """Each seat's rounds won up to the position shown."""
        rows = self.replay.sheet.rows[: self.replay.rows_done()]
        return [sum(1 for row in rows if seat in row.winners)
                for seat in range(self.replay.sheet.players)]

    def _draw_plates(self, surface: pygame.Surface, state: TableRound | None) -> None:
        """Each plate: the face and the name (no tile count, no hand's worth)."""
        assert self.layout is not None
        px = max(16, int(18 * scale_of(surface.get_size())))
        for seat, name in enumerate(self.names):
            rect = self._plate(surface, state, seat)
            d = round(rect.h * 0.9)
            surface.blit(self.face_of(seat, d), (rect.x + 4, rect.centery - d // 2))
            self._draw_name(surface, name, rect, rect.x + d + 12, px)

    @staticmethod
    def _draw_name(surface: pygame.Surface, name: str, rect: pygame.Rect, x: int,
                   px: int) -> None:
        """The name inside its plate as the live table fits it (smaller, on two lines, then
        «…»): P30, a long child's name ran past the plate's edge."""
        lines, size, _ = fit_name(name, rect.right - x - 6, rect.h - 4, False,
                                  (px, max(14, px - 2), 12))
        step = font(size, True).get_linesize()
        y = rect.centery - step * len(lines) / 2
        for line in lines:
            draw_text(surface, line, size, bold=True, midleft=(x, round(y + step / 2)))
            y += step

    def _draw_caption(self, surface: pygame.Surface) -> None:
        """Where in the round (a dot a move, filled up to the one shown) and, shown not
        said, the move: the mover's face and the tile it put down (a knocking fist, a tile
        from the bazaar)."""
        assert self.layout is not None
        s = scale_of(surface.get_size())
        field, r = self.layout.field, self.replay
        x, top = int(field.center[0]), int(field.y) + round(12 * s)
        moves = r.current.last
        dot = max(4, round(6 * s))
        gap = min(dot * 3, int(field.w * 0.9) // max(1, moves))
        for i in range(moves):
            centre = (x + round((i - (moves - 1) / 2) * gap), top)
            pygame.draw.circle(surface, COLOURS["title"] if i < r.ply else COLOURS["muted_text"],
                               centre, dot if i < r.ply else dot // 2)
        if not r.current.recorded or r.ply == 0:
            return
        seat, move = r.current.mover(r.ply - 1), r.current.moves[r.ply - 1]
        d = round(56 * s)
        row = pygame.Rect(0, 0, d * 3, d)
        row.midtop = (x, top + dot * 3)
        surface.blit(self.face_of(seat, d), row.topleft)
        what = pygame.Rect(row.x + round(d * 1.3), row.y, round(d * 1.7), d)
        if move.kind is MoveKind.PASS:
            knock_icon(surface, what, 0.0)
        elif move.kind is MoveKind.DRAW:
            back = self.app.tiles.back(d, 90, "wood")
            surface.blit(back, back.get_rect(center=what.center))
        elif move.tile is not None:
            sprite = oriented(self.app.tiles, move.tile.low, move.tile.high, d, self.face, 90)
            surface.blit(sprite, sprite.get_rect(center=what.center))

    def _draw_sheet(self, surface: pygame.Surface) -> None:
        """Instead of the score sheet: each player's face and a star for each round won."""
        assert self.layout is not None
        sheet = self.layout.sheet
        s = scale_of(surface.get_size())
        d, r = round(64 * s), 14 * s
        winner = self.replay.sheet.winner if self.at_end() else None
        for seat, won in enumerate(self.wins()):
            y = round(sheet.y + 24 * s + seat * (d + 22 * s))
            if seat == winner:  # the game is over: its winner's face in a big gold star
                star(surface, (sheet.x + 12 * s + d / 2, y + d / 2), d * 0.8)
            surface.blit(self.face_of(seat, d), (round(sheet.x + 12 * s), y))
            for i in range(won):
                star(surface, (sheet.x + 12 * s + d + r * 1.6 + i * r * 2.4, y + d / 2), r)


class PuzzleReplayScene(UIScene):
    """A go at level 1 again: each puzzle as the child solved it, in its pictures; the tile
    it tried first glows red; after the last, the go's stars (none for a go left)."""

    focus_arrows = "none"  # the arrows step through the puzzles

    def __init__(self, app: Host, run: PuzzleRun, face: str) -> None:
        super().__init__(app)
        self.run = run
        self.face = face
        self.at = 0
        """The puzzle shown; ``len(run.solved)``: the go's end (its stars)."""

    def step(self, delta: int) -> None:
        """The next (+1) or the previous (-1) puzzle."""
        self.at = max(0, min(len(self.run.solved), self.at + delta))

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        s = scale_of(size)
        bw, bh, pad = max(150, int(190 * s)), max(44, int(52 * s)), max(16, int(24 * s))
        y = h - pad - bh
        for i, (key, action) in enumerate((("replay.prev", lambda: self.step(-1)),
                                            ("replay.next", lambda: self.step(1)))):
            self.button(pygame.Rect(w // 2 + (i - 1) * (bw + 12) + (6 if i else -6), y, bw, bh),
                        tr(key), action, class_id="@small_button",
                        object_id="#" + key.replace(".", "_"))
        self.button(pygame.Rect(pad, y, bw, bh), tr("common.back"), self.back,
                    object_id="#puzzles_back")

    def default_focus(self, items: Sequence[Item]) -> Item | None:
        """«Ход ›»: Enter and Space step on."""
        found = next((i for i in items if i.key == "#replay_next"), None)
        return found or super().default_focus(items)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.step(-1 if event.key == pygame.K_LEFT else 1)
            return True
        return super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        """Sky, a star a puzzle (filled up to the one shown), the puzzle or the go's end."""
        w, h = surface.get_size()
        s = scale_of((w, h))
        surface.blit(sky((w, h)), (0, 0))
        r = max(10, round(16 * s))
        done = self.run.solved[: self.at + 1]
        for i in range(MATCHING_PUZZLES):
            star(surface, (w / 2 + (i - (MATCHING_PUZZLES - 1) / 2) * r * 3, 40 * s + r), r,
                 filled=i < len(done), helped=i < len(done) and done[i].tries > 0)
        if self.at < len(self.run.solved):
            self._puzzle(surface, s)
        elif self.run.finished:
            big = 40 * s
            for i in range(3):
                star(surface, (w / 2 + (i - 1) * big * 2.6, h * 0.45), big,
                     filled=i < self.run.stars)

    def _puzzle(self, surface: pygame.Surface, s: float) -> None:
        w, h = surface.get_size()
        solved = self.run.solved[self.at]
        p = solved.puzzle
        long_px = max(60, round(200 * s))
        tiles = self.app.tiles
        centre = (w // 2, round(h * 0.3))
        self._tile(surface, p.shown, long_px, centre)
        self._tile(surface, p.offers[p.right], long_px, (centre[0], centre[1] + long_px + 8))
        wrong = p.offers[1 - p.right]
        at = (round(w * 0.78), round(h * 0.45))
        if solved.tries:  # the child tried this one first: it said "no"
            m = tiles.glow_margin(long_px)
            glow = tiles.highlight(long_px, 0, (255, 96, 80, 235))
            bw, bh = tiles.body_size(long_px, 0)
            surface.blit(glow, (at[0] - bw // 2 - m, at[1] - bh // 2 - m))
        self._tile(surface, wrong, long_px, at)

    def _tile(self, surface: pygame.Surface, tile: tuple[int, int], long_px: int,
              centre: tuple[int, int]) -> None:
        sprite = oriented(self.app.tiles, tile[0], tile[1], long_px, self.face, 0)
        bw, bh = self.app.tiles.body_size(long_px, 0)
        surface.blit(sprite, (centre[0] - bw // 2, centre[1] - bh // 2))


