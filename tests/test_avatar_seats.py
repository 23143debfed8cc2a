"""No two seats at one table share an avatar's colour, and a seat keeps its colour in
every language (w06: a bot renamed Миша took another seat's colour; a language change
repainted a bot, Зина → Зіна): the colour is the seat's, not a hash of the name shown."""

from __future__ import annotations

import zlib

import pygame
import pytest
from conftest import key, press, run_frames

from kozel_gui.app import App
from kozel_gui.i18n import tr
from kozel_gui.options import MatchSetup, SeatSetup, default_setup
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.table import TableScene
from kozel_gui.table import hud
from kozel_gui.table.theme import recording
from rules import find_preset

COLLIDING = ("Тестер", "Мария", "Аня", "Катя")
"""The profile playing seat 0 and three bots: one colour for all four when it came from
``crc32(name) % 6``."""


def _grounds(app: App, monkeypatch: pytest.MonkeyPatch) -> dict[int, tuple[str, tuple[int, ...]]]:
    """Each plate's seat: the name its avatar was drawn for and the avatar's ground colour."""
    table = app.stack.top
    assert isinstance(table, TableScene)
    seen: dict[int, tuple[str, tuple[int, ...]]] = {}
    real = hud.avatar

    def spy(name: str, hint: str | None, seat: int, d: int) -> pygame.Surface:
        face = real(name, hint, seat, d)
        # Left of the face, inside the rim: nothing of any face is drawn there.
        seen[seat] = (name, tuple(face.get_at((round(d * 0.1), d // 2)))[:3])
        return face

    monkeypatch.setattr(hud, "avatar", spy)
    with recording():  # every plate painted afresh, none taken from the cache
        run_frames(app, 1)
    monkeypatch.setattr(hud, "avatar", real)
    plates = {p.seat for p in table.view().plates}
    assert set(seen) == plates, (seen, plates)
    return seen


def _start(app: App, setup: MatchSetup) -> None:
    app.set_setup(setup)
    press(app, tr("menu.play"))
    run_frames(app, 3)
    assert isinstance(app.stack.top, TableScene)


def test_names_that_hashed_alike_get_four_colours(app: App,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    assert len({zlib.crc32(n.encode()) % 6 for n in COLLIDING}) == 1, "they collided"
    seats = (SeatSetup("Вы", human=True), *(SeatSetup(n) for n in COLLIDING[1:]))
    _start(app, MatchSetup(find_preset("kozel"), seats, 7))
    grounds = _grounds(app, monkeypatch)
    assert [grounds[s][0] for s in range(4)] == list(COLLIDING)
    colours = [grounds[s][1] for s in range(4)]
    assert len(set(colours)) == 4, colours


def test_a_seat_keeps_its_colour_in_another_language(app: App,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    _start(app, MatchSetup(find_preset("kozel"), default_setup(4).seats, 7))
    ru = _grounds(app, monkeypatch)
    key(app, pygame.K_ESCAPE)
    press(app, tr("pause.menu"))
    assert isinstance(app.stack.top, MenuScene)
    press(app, "English")
    press(app, tr("menu.continue"))
    run_frames(app, 3)
    en = _grounds(app, monkeypatch)
    renamed = [s for s in ru if ru[s][0] != en[s][0]]
    assert renamed, ("some bot is named anew in English", ru, en)
    assert {s: c for s, (_n, c) in en.items()} == {s: c for s, (_n, c) in ru.items()}
    assert len({c for _n, c in en.values()}) == 4


def test_each_seat_of_a_table_has_its_own_colour() -> None:
    """Four bots of one name and one face still differ by their seats' colours."""
    grounds = {tuple(hud.avatar("Миша", "owl", seat, 40).get_at((4, 20))) for seat in range(4)}
    assert len(grounds) == 4, grounds
