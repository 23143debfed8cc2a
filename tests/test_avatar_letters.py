"""A person's avatar shows the first letter of the profile's name, not the «В» of the «Вы»
(or "Y" of "You") its plate says (P23/P28); a bot's face and another person's initials
stay as they were."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from conftest import make_app, run_frames
from table_kit import scripted

from kozel_gui.scenes.table import TableScene
from kozel_gui.table import hud
from kozel_gui.table.theme import recording


def test_the_players_avatar_shows_the_profiles_letter(tmp_path: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    app, table = scripted(tmp_path)  # a saved match: the profile «Тестер» plays seat «Вы»
    try:
        plates = {p.seat: p for p in table.view().plates}
        assert plates[0].name == "Вы" and plates[0].face == "Тестер"
        assert plates[1].face == plates[1].name  # a bot is who its plate says
        drawn: list[tuple[str, str | None]] = []
        real = hud.avatar

        def seen(name: str, hint: str | None, seat: int, d: int) -> pygame.Surface:
            drawn.append((name, hint))
            return real(name, hint, seat, d)

        monkeypatch.setattr(hud, "avatar", seen)
        with recording():  # the plates are painted afresh, not taken from the cache
            run_frames(app, 1)
        people = [name for name, hint in drawn if hint is None]
        assert people == ["Тестер"], drawn
    finally:
        app.close()


def test_initials_are_the_names_first_letters() -> None:
    one, other = hud.avatar("Тестер", None, 0, 40), hud.avatar("Вы", None, 0, 40)
    assert pygame.image.tobytes(one, "RGBA") != pygame.image.tobytes(other, "RGBA")


def test_the_lessons_seat_shows_the_profiles_letter(tmp_path: Path) -> None:
    from kozel_gui.tutorial.scene import TutorialScene

    app = make_app(tmp_path, "--speed", "0")
    try:
        app.push(TutorialScene(app))
        run_frames(app, 3)
        table = app.stack.top
        assert isinstance(table, TableScene)
        person = next(p for p in table.view().plates if p.seat == 0)
        assert person.face == "Тестер", (person.name, person.face)
    finally:
        app.close()
