"""Picture faces for kids' domino: assets present, every half painted, permissive licences."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import re

import pygame
import pytest

from kozel_gui import pictures
from kozel_gui.assets import asset_path
from kozel_gui.faces import IVORY, Face, face_label, find_face
from kozel_gui.pictures import (
    BACKGROUNDS,
    COUNTING_ITEM,
    PICTURE_SETS,
    background_colour,
    picture,
    picture_path,
)
from kozel_gui.tiles import TileRenderer

FACE_NAMES = ("berries", "animals", "animals_noto", "counting", "bridge")
PERMISSIVE = {"CC-BY-4.0", "MIT", "Apache-2.0"}
LICENCE_MARKERS = {
    "CC-BY-4.0": "Attribution 4.0 International",
    "MIT": "Permission is hereby granted, free of charge",
    "Apache-2.0": "Apache License",
}
MAGENTA = (255, 0, 255)


def colours_in(surface: pygame.Surface, rect: pygame.Rect) -> set[bytes]:
    """The distinct RGB colours inside ``rect``."""
    data = pygame.image.tobytes(surface.subsurface(rect), "RGB")
    return {data[i : i + 3] for i in range(0, len(data), 3)}


def painted(name: str, value: int, side: int) -> tuple[pygame.Surface, pygame.Rect]:
    """A magenta canvas with face ``name`` painted for ``value`` in a centred square half."""
    canvas = pygame.Surface((side + 20, side + 20))
    canvas.fill(MAGENTA)
    rect = pygame.Rect(10, 10, side, side)
    find_face(name).paint_half(canvas, rect, value)
    return canvas, rect


@pytest.mark.parametrize("set_name", PICTURE_SETS)
@pytest.mark.parametrize("value", range(7))
def test_every_picture_exists_and_loads(set_name: str, value: int) -> None:
    path = picture_path(set_name, value)
    assert path.is_file(), path.name
    image = picture(set_name, value, (48, 48))
    assert image.get_size() == (48, 48)
    assert image.get_bounding_rect(min_alpha=32).width > 24  # real artwork, not empty


def test_counting_item_exists_and_loads() -> None:
    assert picture_path(*COUNTING_ITEM).is_file()
    assert picture(*COUNTING_ITEM, (32, 32)).get_bounding_rect(min_alpha=32).width > 16


def test_svgs_are_self_contained() -> None:
    # Nothing may download at run time: no SVG may point at an outside resource.
    for svg in asset_path("pictures").rglob("*.svg"):
        text = svg.read_text(encoding="utf-8")
        assert text.startswith("<svg"), svg.name
        assert not re.search(r"""href=["']https?:""", text), svg.name


def test_pictures_are_cached_per_set_value_and_size() -> None:
    assert picture("animals", 3, (40, 40)) is picture("animals", 3, (40, 40))
    assert picture("animals", 3, (40, 40)) is not picture("animals", 3, (41, 41))


@pytest.mark.parametrize("name", FACE_NAMES)
def test_faces_are_registered(name: str) -> None:
    face = find_face(name)
    assert isinstance(face, Face)
    assert face.name == name and face_label(name) != name


@pytest.mark.parametrize("name", FACE_NAMES)
@pytest.mark.parametrize("side", [24, 300])
def test_faces_paint_every_value_inside_the_half(name: str, side: int) -> None:
    for value in range(7):
        canvas, rect = painted(name, value, side)
        inside = colours_in(canvas, rect)
        assert bytes(MAGENTA) not in inside, f"{name} {value}: part of the half left unpainted"
        assert bytes(background_colour(value)) in inside
        assert bytes(IVORY) in inside  # the ivory margin round the colour panel
        if (name, value) != ("counting", 0):
            assert len(inside) > 3, f"{name} {value} at {side} px shows no picture"
        outside = colours_in(canvas, pygame.Rect(0, 0, canvas.get_width(), 10))
        assert outside == {bytes(MAGENTA)}, f"{name} {value} painted outside its half"


def test_counting_zero_is_an_empty_panel() -> None:
    canvas, rect = painted("counting", 0, 120)
    assert colours_in(canvas, rect) == {bytes(IVORY), bytes(background_colour(0))}


@pytest.mark.parametrize("name", FACE_NAMES)
def test_each_value_shows_its_own_colour(name: str) -> None:
    for value in range(7):
        canvas, rect = painted(name, value, 300)
        # Just inside the panel's top edge, clear of pictures and pips.
        inset = round(300 * pictures.PANEL_INSET)
        assert canvas.get_at((rect.centerx, rect.y + inset + 2))[:3] == BACKGROUNDS[value]


def test_background_colours_differ_clearly() -> None:
    assert len(BACKGROUNDS) == 7
    for i, a in enumerate(BACKGROUNDS):
        for b in BACKGROUNDS[i + 1 :]:
            distance = sum((x - y) ** 2 for x, y in zip(a, b, strict=True)) ** 0.5
            assert distance > 45, (a, b)
        assert a != IVORY


def test_values_outside_0_to_6_are_refused() -> None:
    with pytest.raises(ValueError):
        background_colour(7)
    canvas = pygame.Surface((50, 50))
    with pytest.raises(ValueError):
        find_face("berries").paint_half(canvas, pygame.Rect(0, 0, 50, 50), -1)


@pytest.mark.parametrize("name", FACE_NAMES)
def test_full_tiles_render(name: str) -> None:
    renderer = TileRenderer()
    for low, high in ((0, 6), (3, 3)):
        for angle in (0, 90):
            sprite = renderer.face(low, high, 96, name, angle)
            assert sprite.get_bounding_rect(min_alpha=200).width >= 40


def attribution_rows() -> dict[str, list[str]]:
    """The picture table of ``assets/ATTRIBUTION.md``: set name -> its cells."""
    rows = {}
    for line in asset_path("ATTRIBUTION.md").read_text(encoding="utf-8").splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("|") and len(cells) == 5 and not cells[0].startswith(("set", "-")):
            rows[cells[0]] = cells
    return rows


@pytest.mark.parametrize("set_name", [*PICTURE_SETS, "counting"])
def test_every_set_is_credited_under_a_permissive_licence(set_name: str) -> None:
    rows = attribution_rows()
    assert set_name in rows, f"{set_name} has no credit in ATTRIBUTION.md"
    _, _, package, licence, licence_file = rows[set_name]
    assert licence in PERMISSIVE, licence
    assert "SA" not in licence.split("-") and "openmoji" not in package.lower()
    assert re.fullmatch(r"@[\w.-]+/[\w.-]+@\d+\.\d+\.\d+", package), package
    text = asset_path(licence_file).read_text(encoding="utf-8")
    assert LICENCE_MARKERS[licence] in text
    assert f"Licensed under {licence}" in text


def test_picture_faces_stay_upright_on_lying_tiles() -> None:
    """Children's pictures never lie on their side or stand on their heads."""
    from kozel_gui.faces import FACES

    for name in ("berries", "animals", "animals_noto", "counting", "bridge"):
        assert getattr(FACES[name], "keep_upright", False), name
