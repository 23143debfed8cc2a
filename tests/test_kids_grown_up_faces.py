"""PT-Q: in kids' mode every grown-up had one drawn face, so a child could not tell its mum
from its grandad at the table.  Each grown-up's face is their own, drawn from their profile
(the same person looks the same on every visit, a woman has no beard), never a child's."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pygame
import pytest
from harness import harness_for
from kids_kit import add_child

from kozel_gui.i18n import tr
from kozel_gui.kids.art import Look, grown_up_face, own_face
from kozel_gui.kids.company import look_of
from kozel_gui.kids.progress import ProgressStore
from kozel_gui.kids.table import KidsTableScene
from kozel_gui.profiles import AVATARS, Profiles
from kozel_gui.scenes.kids import KidsScene
from kozel_gui.storage import DataDir
from rules.i18n import Gender

CHILD = "Маша"


def _family(tmp: Path) -> None:
    """Маша, her mum and her grandad; the free game's company is the two grown-ups."""
    add_child(tmp, CHILD, AVATARS[0])
    store = DataDir(tmp)
    profiles = Profiles.load(store).added("Мама", Gender.FEMALE).added("Дедушка", Gender.MALE)
    profiles.save(store)
    kids = ProgressStore(store)
    kids.save(CHILD, kids.load(CHILD).with_company(("Мама", "Дедушка")))


def _pixels(s: pygame.Surface) -> bytes:
    return pygame.image.tobytes(s, "RGBA")


def _faces_at_the_free_game(tmp: Path) -> list[bytes]:
    with harness_for(tmp, "--speed", "0") as h:
        h.app.options = dataclasses.replace(h.app.options, kids_rounds=1)
        h.press(tr("menu.kids"))
        home = h.top
        assert isinstance(home, KidsScene)
        home.play_free(("Мама", "Дедушка"))
        h.frames(2)
        table = h.top
        assert isinstance(table, KidsTableScene)
        faces = [_pixels(table.seat_face(seat, 80)) for seat in range(3)]
        table._left()
        return faces


def test_each_grown_up_has_a_face_of_their_own_the_same_on_every_visit(tmp_path: Path) -> None:
    _family(tmp_path)
    child, mum, grandad = _faces_at_the_free_game(tmp_path)
    assert mum != grandad, "the mum and the grandad look different"
    assert child == _pixels(own_face(AVATARS[0], 80)), "the child keeps its own picture"
    assert child not in (mum, grandad)
    assert mum != _pixels(grown_up_face(80)) or grandad != _pixels(grown_up_face(80))
    assert _faces_at_the_free_game(tmp_path) == [child, mum, grandad], "the same next time"


def test_a_look_comes_from_the_person_not_from_chance() -> None:
    names = ["Мама", "Папа", "Бабушка", "Дедушка", "Тётя Оля", "Дядя Коля", "Тестер"]
    looks = [look_of(n, None) for n in names]
    assert len(set(looks)) == len(names), "seven grown-ups, seven faces"
    assert look_of("Мама", Gender.FEMALE) == look_of("мама", Gender.FEMALE)
    assert all(look_of(n, Gender.FEMALE).beard == 0 for n in names), "no beard on a woman"
    assert any(look_of(n, Gender.MALE).beard for n in names), "a man may have one"
    assert isinstance(look_of("Папа", Gender.MALE), Look)


@pytest.mark.parametrize("d", [40, 56, 96])
def test_glasses_are_clear_at_a_plate_s_size(d: int) -> None:
    """PT-U: at 1024×600 a grown-up's glasses were two black blobs (a bandit's mask): the
    rim as thick as the lens is wide.  Through the lenses, round the eye, the face is mostly
    light."""
    from kozel_gui.kids.art import RIM, Look, grown_up_face

    face = grown_up_face(d, Look(glasses=True))
    c = d / 2
    dark = seen = 0
    for dx in (-1, 1):
        ex, ey = c + dx * d * 0.11, c + d * 0.02
        pupil = max(2, d * 0.03)
        r = max(d * 0.095, pupil + 3) - (1 if d < 64 else max(2, d // 28))  # inside the rim
        for x in range(int(ex - r), int(ex + r) + 1):
            for y in range(int(ey - r), int(ey + r) + 1):
                far = (x - ex) ** 2 + (y - ey) ** 2
                if (pupil + 0.5) ** 2 < far <= (r - 0.5) ** 2:
                    seen += 1
                    colour = face.get_at((x, y))
                    dark += sum(colour[:3]) <= sum(RIM) + 30
    assert seen and dark / seen < 0.5, (d, dark, seen)
