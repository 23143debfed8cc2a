"""Hot-seat: no person's tiles are ever drawn face up except to that person, after they said
at the cover that they are at the screen: at the deal, between turns, after the pause menu,
after a resume, and until every hand opens at the round's end.

The check is on what the table painter is given, every frame of a whole match played through
the real App loop with events; the cover itself is the bare cloth where the hand lies.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from harness import Harness
from table_kit import play_first

from kozel_gui.i18n import Gender, tr
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.profiles import Profiles
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.pause import PauseScene
from kozel_gui.scenes.table import TableScene
from kozel_gui.storage import DataDir
from kozel_gui.table.model import Phase
from kozel_gui.table.over import MatchOverScene
from kozel_gui.table.paint import TablePainter
from kozel_gui.table.summary import RoundSummaryScene
from kozel_gui.table.theme import background
from kozel_gui.table.view import TableView
from rules import Tile, find_preset

SHORT = dataclasses.replace(find_preset("kozel"), goat_at=25)
"""Kozel to 25: a whole match in a few rounds."""
PEOPLE = {"Маша": Gender.FEMALE, "Коля": Gender.MALE, "Саша": None}
PASS_ON = {"Маша": "Передайте ей мышь", "Коля": "Передайте ему мышь", "Саша": "Передайте мышь"}


def _setup(seed: int = 7) -> MatchSetup:
    seats = tuple(SeatSetup(name, human=True, gender=g) for name, g in PEOPLE.items())
    return MatchSetup(SHORT, (*seats, SeatSetup("Зина", bot="heaviest")), seed)


class Watch:
    """Who the test has let sit at the screen, and every view the painter was given."""

    def __init__(self) -> None:
        self.at_screen: int | None = None
        """The seat whose person said at the cover they are here (None: nobody since the
        start, a deal, the pause menu or a resume)."""
        self.frames = 0
        self.face_up_seen: set[int] = set()
        self.covers = 0

    def check(self, v: TableView) -> None:
        """No tile of a hand is drawn face up but the one person's at the screen (or all, once
        the round is over)."""
        self.frames += 1
        r = v.round
        over = v.phase is not Phase.PLAY and r.outcome() is not None
        public = {p.tile for p in v.placed}
        for tile in drawn_face_up(v) - public:
            owner = next(s for s in range(r.players) if tile in r.hand(s))
            self.face_up_seen.add(owner)
            assert over or owner == self.at_screen, (
                f"{tile} of seat {owner} face up while seat {self.at_screen} is at the screen "
                f"(phase {v.phase}, ply {r.ply})")


def drawn_face_up(v: TableView) -> set[Tile]:
    """Every tile the painter draws face up from this view."""
    if v.cover is not None:
        return set()  # the cover is all it paints
    shown: set[Tile] = set()
    if v.open_hand:
        shown |= {t for i, t in enumerate(v.hand) if i not in v.hand_hidden}
    shown |= {t for t, _, _ in v.gathered}
    if v.drag is not None:
        shown.add(v.hand[v.drag[0]])
    for fan in v.fans:
        shown |= set(fan.shown or ())
    for f in v.flights:
        if f.move.start <= v.now and f.at(v.now).face_up:
            shown.add(Tile(f.a, f.b))
    return shown


@pytest.fixture
def watched(monkeypatch: pytest.MonkeyPatch) -> Iterator[Watch]:
    """Every table painter (the resumed table's too) shows the watch what it is given."""
    watch = Watch()
    paint = TablePainter.paint

    def recorded(self: TablePainter, surface: pygame.Surface, v: TableView, **kw: Any) -> None:
        watch.check(v)
        paint(self, surface, v, **kw)

    monkeypatch.setattr(TablePainter, "paint", recorded)
    yield watch


def _table(h: Harness) -> TableScene:
    for scene in reversed(h.app.stack.scenes):
        if isinstance(scene, TableScene):
            return scene
    raise AssertionError("no table")


def _assert_cover_is_cloth(h: Harness, table: TableScene) -> None:
    """Where the hand lies, the screen is the bare table cloth: nothing shows through."""
    size = h.app.screen.get_size()
    band = pygame.Rect(*(round(x) for x in table.layout.hand)).clip(h.app.screen.get_rect())
    cloth = background(h.app.options.table, size).subsurface(band)
    shown = h.app.screen.subsurface(band)
    assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(cloth, "RGB"), \
        "the hand band under the cover is not the bare cloth"


def _lift_cover(h: Harness, watch: Watch, how: int) -> None:
    """The person the cover names sits down and clicks (or presses Enter or Space)."""
    table = _table(h)
    cover = table.view().cover
    assert cover is not None
    seat = table.session.round.to_move
    name = table.session.name(seat)
    assert (cover.name, cover.turn, cover.pass_on) == (
        name, tr("table.cover_turn", name=name), PASS_ON[name])
    h.frames(1)
    _assert_cover_is_cloth(h, table)
    h.key(pygame.K_RETURN, frames=1)  # a key pressed at once (meant for the last move) is kept
    assert table.view().cover is not None and not table.model.can_act()
    h.until(lambda: table.view().cover is not None and table.view().cover.go is not None,
            what="the cover taking input")
    watch.at_screen, watch.covers = seat, watch.covers + 1
    if how == 0:
        w, hgt = h.app.screen.get_size()
        h.click((w // 2, hgt // 2), frames=2)
    else:
        h.key(pygame.K_RETURN if how == 1 else pygame.K_SPACE, frames=2)
    assert table.view().cover is None and table.view().open_hand


def _pause_and_back(h: Harness, watch: Watch) -> None:
    h.key(pygame.K_ESCAPE, frames=2)
    assert isinstance(h.top, PauseScene)
    watch.at_screen = None  # whoever comes back to the table says who they are
    h.click(h.button(tr("pause.continue")).rect.center, frames=3)
    assert isinstance(h.top, TableScene)


def _resume(h: Harness, watch: Watch) -> None:
    """Pause menu, the main menu, Continue: the autosaved match on a new table."""
    old = _table(h)
    h.key(pygame.K_ESCAPE, frames=2)
    watch.at_screen = None
    h.click(h.button(tr("pause.menu")).rect.center, frames=3)
    h.until(lambda: isinstance(h.top, MenuScene), what="the main menu")
    h.until(lambda: h.focused is not None and h.focused.key == "#menu_continue",
            what="Continue offered")
    h.key(pygame.K_RETURN, frames=3)
    h.until(lambda: isinstance(h.top, TableScene) and h.top is not old, what="the resumed table")


def test_a_whole_hot_seat_match_shows_each_hand_only_to_its_person(
        tmp_path: Path, watched: Watch) -> None:
    Profiles().added("Маша", Gender.FEMALE).save(DataDir(tmp_path))  # hers is the saved match
    h = Harness(tmp_path, "--speed", "0")
    h.app.reset_to(TableScene(h.app, _setup()))
    h.frames(2)
    moves, lifts, rounds = 0, 0, 0
    for _ in range(20_000):
        top = h.top
        if isinstance(top, MatchOverScene):
            break
        if isinstance(top, RoundSummaryScene):
            watched.at_screen = None  # the summary is for everyone
            h.until(lambda s=top: s.ready, what="the summary taking input")
            h.key(pygame.K_RETURN, frames=3)
            rounds += 1
            continue
        table = _table(h)
        if table.view().cover is not None:
            _lift_cover(h, watched, lifts % 3)
            lifts += 1
            if lifts == 2:  # the person's hand is open: the pause menu hides it
                _pause_and_back(h, watched)
            elif lifts == 5:  # and so does leaving for the menu and coming back
                _resume(h, watched)
        elif table.model.ready():
            assert watched.at_screen == table.session.round.to_move
            play_first(h, _table(h))
            moves += 1
        else:
            h.frames(1)
    else:
        raise AssertionError("the match did not end")
    assert rounds >= 2 and moves >= 12 and watched.covers >= 8
    assert watched.face_up_seen == {0, 1, 2, 3}, "every hand was seen (each by its own)"
    h.close()


def test_giving_up_at_a_table_of_several_people_names_who_gives_up(
        tmp_path: Path, watched: Watch) -> None:
    from kozel_gui.scenes.confirm import ConfirmScene

    h = Harness(tmp_path, "--speed", "0")
    h.app.reset_to(TableScene(h.app, _setup()))
    h.frames(2)
    table = _table(h)
    h.until(lambda: table.view().cover is not None, what="the first cover")
    _lift_cover(h, watched, 1)
    name = table.session.name(table.model.viewer)
    assert name in PEOPLE
    h.key(pygame.K_ESCAPE, frames=2)
    h.click(h.button(tr("pause.give_up")).rect.center, frames=3)
    asked = h.top
    assert isinstance(asked, ConfirmScene)
    assert asked.question == (f"Сдаться? Партия закончится. Сдаётся {name}. Рейтинг того, кто "
                              "сдаётся, не изменится, а остальным игрокам за партию начислят "
                              "рейтинг.")
    h.close()


def test_the_cover_waits_a_beat_after_the_placed_tile_landed(tmp_path: Path) -> None:
    """The person who moved sees their tile land and lie on the line; only then does the
    cover go up for the next person (whose hand never shows before it)."""
    from kozel_gui.table.flow import HANDOVER_S

    h = Harness(tmp_path)  # at the ordinary speed: the tile flies
    pair = (SeatSetup("Маша", human=True, gender=Gender.FEMALE),
            SeatSetup("Коля", human=True, gender=Gender.MALE))
    table = TableScene(h.app, MatchSetup(find_preset("kozel"), pair, 7))
    h.app.reset_to(table)
    h.until(lambda: table.view().cover is not None and table.view().cover.go is not None,
            what="the first cover")
    h.key(pygame.K_RETURN, frames=2)
    h.until(table.model.ready, what="the first person's turn")
    mover = table.model.viewer
    play_first(h, table)
    assert table.model.round.to_move != mover
    h.until(lambda: not table.view().flights, what="the tile landing")
    landed = table.view().now
    seen = 0
    while table.view().cover is None:
        v = table.view()
        assert table.model.viewer == mover and not table.model.can_act()
        assert len(v.placed) == 1 and not v.line_hidden  # the tile lies on the line
        seen += 1
        h.frames(1)
    assert table.view().now - landed >= HANDOVER_S - 0.02 and seen >= 20
    assert table.model.viewer != mover and not table.view().open_hand


def test_the_movers_hand_turns_face_down_the_frame_the_move_is_made(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The beat before the cover is for the tile landing, not for the hand: from the first
    frame painted after the move, no tile left in the mover's hand is drawn face up, while
    the next person's seat is already the one to move (p29: it stayed up ~0.6 s)."""
    h = Harness(tmp_path)  # at the ordinary speed: the tile flies, the beat is waited
    pair = (SeatSetup("Маша", human=True, gender=Gender.FEMALE),
            SeatSetup("Коля", human=True, gender=Gender.MALE))
    table = TableScene(h.app, MatchSetup(find_preset("kozel"), pair, 7))
    h.app.reset_to(table)
    h.until(lambda: table.view().cover is not None and table.view().cover.go is not None,
            what="the first cover")
    h.key(pygame.K_RETURN, frames=2)
    h.until(table.model.ready, what="the first person's turn")
    mover = table.model.viewer
    assert drawn_face_up(table.view()) & set(table.model.round.hand(mover))  # their turn
    after: list[set[Tile]] = []
    paint = TablePainter.paint

    def recorded(self: TablePainter, surface: pygame.Surface, v: TableView, **kw: Any) -> None:
        if v.round.to_move != mover:
            after.append(drawn_face_up(v) & set(v.round.hand(mover)))
        paint(self, surface, v, **kw)

    monkeypatch.setattr(TablePainter, "paint", recorded)
    play_first(h, table)
    h.until(lambda: table.view().cover is not None, what="the next person's cover")
    assert len(after) >= 20  # the landing and the beat were painted
    assert after[0] == set() and all(shown == set() for shown in after), after[:3]
