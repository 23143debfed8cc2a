"""Tile sprites: every tile, face, size and angle renders right, pips where they belong."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
import pytest

from kozel_gui.faces import (
    FACES,
    Face,
    PipFace,
    face_label,
    find_face,
    pip_centres,
    register_face,
)
from kozel_gui.tiles import (
    GLOW,
    TileRenderer,
    body_size,
    glow_margin,
    shadow_offset,
)

ALL_TILES = [(a, b) for a in range(7) for b in range(a, 7)]
PIP_FACES = ("pips", "pips_color", "pips_contrast")
SIZES = (20, 37, 64, 150, 400)
ANGLES = (0, 90, 180, 270)


@pytest.fixture(scope="module")
def renderer() -> TileRenderer:
    return TileRenderer(maxsize=4096)


def _is_dark(colour: pygame.Color) -> bool:
    return colour.a > 200 and max(colour.r, colour.g, colour.b) < 140


def _half_rect(long_px: int, angle: int, first: bool) -> pygame.Rect:
    """The final-size rect of the half showing ``low`` (first) or ``high``, per angle."""
    bw, bh = body_size(long_px, angle)
    if angle in (0, 180):
        top = pygame.Rect(0, 0, bw, bh // 2)
        bottom = pygame.Rect(0, bh // 2, bw, bh - bh // 2)
        return top if first == (angle == 0) else bottom
    left = pygame.Rect(0, 0, bw // 2, bh)
    right = pygame.Rect(bw // 2, 0, bw - bw // 2, bh)
    return left if first == (angle == 90) else right


@pytest.mark.parametrize("face", PIP_FACES)
@pytest.mark.parametrize("long_px", SIZES)
def test_every_tile_renders_at_every_angle(renderer: TileRenderer, face: str, long_px: int) -> None:
    for low, high in ALL_TILES:
        for angle in ANGLES:
            sprite = renderer.face(low, high, long_px, face, angle)
            bw, bh = body_size(long_px, angle)
            dx, dy = shadow_offset(long_px)
            assert sprite.get_size() == (bw + dx, bh + dy)
            assert sprite.get_flags() & pygame.SRCALPHA
            assert sprite.get_at((bw // 2, bh // 4)).a == 255  # body is opaque
            assert sprite.get_at((0, 0)).a < 250  # rounded corner
            assert sprite.get_at((bw + dx - 1, 0)).a < 40  # no shadow up-right


@pytest.mark.parametrize("long_px", (24, 48, 96, 400))
@pytest.mark.parametrize("angle", ANGLES)
def test_centre_pip_is_dark_for_odd_values_only(
    renderer: TileRenderer, long_px: int, angle: int
) -> None:
    for low, high in ALL_TILES:
        sprite = renderer.face(low, high, long_px, "pips", angle)
        for value, first in ((low, True), (high, False)):
            centre = sprite.get_at(_half_rect(long_px, angle, first).center)
            assert _is_dark(centre) == (value % 2 == 1), (low, high, angle, value)


@pytest.mark.parametrize("long_px", (32, 120))
def test_pips_sit_on_the_classic_grid(renderer: TileRenderer, long_px: int) -> None:
    for value in range(7):
        sprite = renderer.face(value, 0, long_px)
        half = _half_rect(long_px, 0, True)
        for x, y in pip_centres(half, value):
            assert _is_dark(sprite.get_at((int(x), int(y)))), (value, x, y)
        assert (
            sum(_is_dark(sprite.get_at((int(x), int(y)))) for x, y in pip_centres(half, 6))
            == ({0: 0, 1: 0, 2: 2, 3: 2, 4: 4, 5: 4, 6: 6}[value])
        )


def test_blank_half_has_no_dark_pixels(renderer: TileRenderer) -> None:
    sprite = renderer.face(0, 6, 96)
    half = _half_rect(96, 0, True).inflate(-20, -20)
    dark = [
        (x, y)
        for x in range(half.left, half.right)
        for y in range(half.top, half.bottom)
        if _is_dark(sprite.get_at((x, y)))
    ]
    assert dark == []


def test_faces_look_different(renderer: TileRenderer) -> None:
    def pixels(face: str) -> bytes:
        return pygame.image.tobytes(renderer.face(1, 3, 64, face), "RGBA")

    assert len({pixels(f) for f in PIP_FACES}) == 3
    contrast = renderer.face(0, 0, 64, "pips_contrast").get_at((16, 8))
    assert (contrast.r, contrast.g, contrast.b) == (255, 255, 255)


def test_shadow_falls_down_right(renderer: TileRenderer) -> None:
    sprite = renderer.face(2, 3, 200)
    bw, bh = body_size(200)
    _dx, dy = shadow_offset(200)
    below = sprite.get_at((bw // 2, bh + dy // 2))
    assert below.a > 20 and max(below.r, below.g, below.b) < 30


def test_cache_returns_the_same_object() -> None:
    r = TileRenderer()
    assert r.face(3, 5, 80) is r.face(3, 5, 80)
    assert r.face(3, 5, 80, angle=90) is r.face(3, 5, 80, angle=-270)
    assert r.back(80) is r.back(80)
    assert r.highlight(80) is r.highlight(80)
    assert r.dimmed(3, 5, 80) is r.dimmed(3, 5, 80)
    assert r.face(3, 5, 80) is not r.face(5, 3, 80)


def test_cache_is_bounded() -> None:
    r = TileRenderer(maxsize=16)
    for low, high in ALL_TILES:
        r.face(low, high, 40)
    assert len(r) <= 16
    r.clear()
    assert len(r) == 0


@pytest.mark.parametrize("style", ["wood", "green"])
@pytest.mark.parametrize("angle", ANGLES)
def test_backs_render_with_an_embossed_goat(renderer: TileRenderer, style: str, angle: int) -> None:
    sprite = renderer.back(90, angle, style)
    bw, bh = body_size(90, angle)
    assert sprite.get_size() == (bw + shadow_offset(90)[0], bh + shadow_offset(90)[1])
    centre = sprite.get_at((bw // 2, bh // 2))
    assert centre.a == 255 and max(centre.r, centre.g, centre.b) < 140  # dark, not ivory
    colours = {tuple(sprite.get_at((x, y))) for x in range(bw) for y in range(bh // 3, 2 * bh // 3)}
    assert len(colours) > 20  # grain or relief, not a flat fill


def test_unknown_back_style_is_refused(renderer: TileRenderer) -> None:
    with pytest.raises(KeyError, match="wood"):
        renderer.back(60, style="plaid")


@pytest.mark.parametrize("angle", ANGLES)
def test_highlight_surrounds_the_body(renderer: TileRenderer, angle: int) -> None:
    glow = renderer.highlight(100, angle)
    bw, bh = body_size(100, angle)
    m = glow_margin(100)
    assert glow.get_size() == (bw + 2 * m, bh + 2 * m)
    edge = glow.get_at((m // 2 + 1, m + bh // 2))
    assert edge.a > 0
    assert all(abs(c - g) <= 2 for c, g in zip((edge.r, edge.g, edge.b), GLOW[:3], strict=True))
    assert glow.get_at((0, 0)).a < edge.a


def test_dimmed_is_darker_but_same_shape(renderer: TileRenderer) -> None:
    lit, dim = renderer.face(1, 4, 100), renderer.dimmed(1, 4, 100)
    assert dim.get_size() == lit.get_size()
    p, q = lit.get_at((25, 60)), dim.get_at((25, 60))
    assert q.a == p.a and q.r < p.r * 0.8 and q.r > p.r * 0.5


def test_bad_arguments_are_refused(renderer: TileRenderer) -> None:
    with pytest.raises(ValueError, match="angle"):
        renderer.face(1, 2, 60, angle=45)
    with pytest.raises(ValueError, match="long_px"):
        renderer.face(1, 2, 4)
    with pytest.raises(ValueError, match=r"0\.\.6"):
        renderer.face(1, 7, 60)
    with pytest.raises(KeyError, match="pips"):
        renderer.face(1, 2, 60, face="no-such-face")


def test_face_registry() -> None:
    assert set(PIP_FACES) <= set(FACES)
    for name in PIP_FACES:
        face = find_face(name)
        assert isinstance(face, Face) and face.name == name and face_label(name) != name
    with pytest.raises(KeyError, match="registered faces"):
        find_face("nope")
    with pytest.raises(TypeError):
        register_face(object())  # type: ignore[arg-type]


def test_a_registered_face_is_used_and_clipped_to_its_half() -> None:
    class Flood:
        name = "test_flood"

        def paint_half(self, surface: pygame.Surface, rect: pygame.Rect, value: int) -> None:
            surface.fill((200, 0, 0) if value else (0, 0, 200))  # tries to paint everything

    register_face(Flood())
    try:
        sprite = TileRenderer().face(0, 1, 100, "test_flood")
        assert sprite.get_at((25, 25)).b > 150 and sprite.get_at((25, 75)).r > 150
    finally:
        del FACES["test_flood"]


def test_pip_face_is_a_face() -> None:
    assert isinstance(PipFace("x"), Face)


class _Corner:
    """Marks the top-left corner of each half; value 1 paints red, 0 blue."""

    name = "test_corner"

    def __init__(self, keep_upright: bool) -> None:
        self.keep_upright = keep_upright

    def paint_half(self, surface: pygame.Surface, rect: pygame.Rect, value: int) -> None:
        surface.fill((220, 0, 0) if value else (0, 0, 220), rect)
        surface.fill(
            (0, 0, 0), (rect.x + rect.w // 4, rect.y + rect.h // 4, rect.w // 4, rect.h // 4)
        )


@pytest.mark.parametrize("angle", ANGLES)
@pytest.mark.parametrize("upright", [True, False])
def test_keep_upright_faces_are_painted_upright_in_each_half(angle: int, upright: bool) -> None:
    register_face(_Corner(upright))
    try:
        sprite = TileRenderer().face(1, 0, 100, "test_corner", angle)
    finally:
        del FACES["test_corner"]
    low = _half_rect(100, angle, True)
    clear_of_marker = (low.x + low.w * 3 // 20, low.y + low.h * 17 // 20)
    assert sprite.get_at(clear_of_marker).r > 150  # the low (red) half is where angle puts it
    near_top_left = (low.x + low.w * 3 // 8, low.y + low.h * 3 // 8)
    assert _is_dark(sprite.get_at(near_top_left)) == (upright or angle == 0)
