"""Draw the game's icon (a goat on a domino tile) and write PNG, ICO and ICNS files.

Usage: python scripts/make_icon.py [out_dir]   (default: assets/icon)

The icon is painted procedurally with pygame-ce at 1024 px and smooth-scaled
to every size, so it needs no drawing program and no Pillow. Outputs:

* ``kozel.png``  -- 256 px, for ``pygame.display.set_icon`` and Linux desktops;
* ``kozel.ico``  -- 16..256 px (BMP entries up to 128 px, PNG at 256), for Windows;
* ``kozel.icns`` -- 16..1024 px PNG entries, for macOS.

The output is deterministic: running the script again gives the same bytes.
"""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame

CANVAS = 1024
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS entry types holding PNG data, by pixel size.
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"ic11", 32),
    (b"icp6", 64),
    (b"ic12", 64),
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic13", 256),
    (b"ic09", 512),
    (b"ic14", 512),
    (b"ic10", 1024),
)

FELT = (31, 90, 58)  # the table green of the design
FELT_DARK = (18, 58, 36)
IVORY = (245, 239, 220)
EDGE = (170, 158, 126)
INK = (27, 27, 27)
BRASS = (184, 142, 74)
BRASS_LIGHT = (246, 222, 160)

# A goat standing, facing right, in a 100x100 box (the same goat as on the tile
# backs in kozel_gui/tiles.py, with chunkier legs and horns for small sizes).
GOAT: tuple[tuple[tuple[float, float], ...], ...] = (
    ((18, 44), (30, 36), (62, 36), (71, 41), (73, 57), (66, 66), (26, 66), (18, 57)),  # body
    ((60, 44), (69, 24), (81, 22), (78, 52)),  # neck
    ((71, 22), (82, 16), (91, 24), (98, 36), (93, 42), (84, 40), (75, 32)),  # head
    ((75, 24), (70, 9), (60, 2), (52, 4), (62, 11), (67, 24)),  # horn
    ((76, 27), (62, 31), (66, 36), (77, 33)),  # ear
    ((83, 38), (93, 39), (86, 54)),  # beard
    ((20, 47), (9, 34), (14, 31), (26, 42)),  # tail
    ((24, 60), (32, 60), (31, 90), (24, 90)),  # back legs
    ((35, 60), (42, 60), (41, 90), (35, 90)),
    ((56, 60), (63, 60), (62, 90), (56, 90)),  # front legs
    ((65, 58), (72, 56), (71, 90), (65, 90)),
)
EYE = (85.0, 26.0)


def _rounded(
    surface: pygame.Surface, colour: tuple[int, int, int], rect: pygame.Rect, r: int
) -> None:
    pygame.draw.rect(surface, colour, rect, border_radius=r)


def _paint_background(big: pygame.Surface) -> None:
    """A rounded square of table felt, lighter in the middle like under a lamp."""
    rect = big.get_rect().inflate(-48, -48)
    _rounded(big, FELT_DARK, rect, 200)
    glow = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    for i in range(24):
        t = i / 24
        colour = tuple(round(d + (f - d) * t) for d, f in zip(FELT_DARK, FELT, strict=True))
        inset = 48 + round(t * 150)
        pygame.draw.rect(
            glow,
            (*colour, 255),
            big.get_rect().inflate(-2 * inset, -2 * inset),
            border_radius=max(40, 200 - round(t * 120)),
        )
    big.blit(glow, (0, 0))


def _paint_goat(tile: pygame.Surface, box: pygame.Rect) -> None:
    """The goat silhouette in ink, filling ``box``."""
    side = min(box.width, box.height)
    ox, oy = box.centerx - side / 2, box.centery - side / 2
    for poly in GOAT:
        pygame.draw.polygon(
            tile, INK, [(ox + x * side / 100, oy + y * side / 100) for x, y in poly]
        )
    eye = (ox + EYE[0] * side / 100, oy + EYE[1] * side / 100)
    pygame.draw.circle(tile, IVORY, eye, side * 0.025)


def _paint_pips(tile: pygame.Surface, box: pygame.Rect, value: int) -> None:
    layouts = {
        5: ((0, 0), (2, 0), (1, 1), (0, 2), (2, 2)),
        6: ((0, 0), (0, 1), (0, 2), (2, 0), (2, 1), (2, 2)),
    }
    step = box.width * 0.28
    r = box.width * 0.1
    for col, row in layouts[value]:
        pygame.draw.circle(
            tile, INK, (box.centerx + (col - 1) * step, box.centery + (row - 1) * step), r
        )


def _paint_tile() -> pygame.Surface:
    """An upright ivory tile: the goat on top, six pips below, a brass pin between."""
    w, h = 420, 840
    tile = pygame.Surface((w + 40, h + 40), pygame.SRCALPHA)
    body = pygame.Rect(20, 20, w, h)
    _rounded(tile, EDGE, body, 60)
    _rounded(tile, IVORY, body.inflate(-16, -16), 52)
    half = w - 40
    _paint_goat(tile, pygame.Rect(body.x + 14, body.y + 40, half + 12, half + 12))
    pygame.draw.line(tile, EDGE, (body.x + 40, body.centery), (body.right - 40, body.centery), 10)
    pygame.draw.circle(tile, BRASS, body.center, 26)
    pygame.draw.circle(tile, BRASS_LIGHT, (body.centerx - 7, body.centery - 7), 10)
    _paint_pips(tile, pygame.Rect(body.x + 20, body.centery + 20, w - 40, h // 2 - 40), 6)
    return tile


def render(size: int) -> pygame.Surface:
    """The icon at ``size`` x ``size`` pixels (RGBA)."""
    big = pygame.Surface((CANVAS, CANVAS), pygame.SRCALPHA)
    _paint_background(big)
    tile = pygame.transform.rotozoom(_paint_tile(), -18, 1.0)
    shadow = tile.copy()
    shadow.fill((0, 0, 0, 110), special_flags=pygame.BLEND_RGBA_MULT)
    centre = (CANVAS // 2, CANVAS // 2)
    big.blit(shadow, shadow.get_rect(center=(centre[0] + 22, centre[1] + 26)))
    big.blit(tile, tile.get_rect(center=centre))
    if size == CANVAS:
        return big
    # Halve step by step: each smoothscale then averages 2x2 blocks, crisp at 16 px.
    out = big
    while out.get_width() // 2 >= size:
        out = pygame.transform.smoothscale(out, (out.get_width() // 2, out.get_height() // 2))
    if out.get_width() != size:
        out = pygame.transform.smoothscale(out, (size, size))
    return out


def png_bytes(surface: pygame.Surface) -> bytes:
    """The surface as PNG file bytes."""
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def _bmp_entry(surface: pygame.Surface) -> bytes:
    """A 32-bit BGRA DIB as an ICO entry wants it: bottom-up, double height, AND mask."""
    size = surface.get_width()
    rows = pygame.image.tobytes(surface, "BGRA")
    stride = size * 4
    pixels = b"".join(rows[y * stride : (y + 1) * stride] for y in range(size - 1, -1, -1))
    mask_stride = ((size + 31) // 32) * 4
    header = struct.pack("<IiiHHIIiiII", 40, size, size * 2, 1, 32, 0, len(pixels), 0, 0, 0, 0)
    return header + pixels + bytes(mask_stride * size)


def ico_bytes(images: dict[int, pygame.Surface]) -> bytes:
    """A Windows .ico holding every image (BMP entries below 256 px, PNG at 256)."""
    blobs = [
        (s, png_bytes(img) if s >= 256 else _bmp_entry(img)) for s, img in sorted(images.items())
    ]
    out = struct.pack("<HHH", 0, 1, len(blobs))
    offset = 6 + 16 * len(blobs)
    for s, blob in blobs:
        dim = 0 if s >= 256 else s  # 0 means 256 in an ICO directory
        out += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(blob), offset)
        offset += len(blob)
    return out + b"".join(blob for _s, blob in blobs)


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns whose entries are PNG files."""
    body = b"".join(kind + struct.pack(">I", 8 + len(pngs[s])) + pngs[s] for kind, s in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main(argv: list[str]) -> int:
    """Write kozel.png, kozel.ico and kozel.icns into the folder given (or assets/icon)."""
    out_dir = (
        Path(argv[1])
        if len(argv) > 1
        else Path(__file__).resolve().parent.parent / "assets" / "icon"
    )
    out_dir.mkdir(parents=True, exist_ok=True)
    sizes = sorted({*ICO_SIZES, *(s for _kind, s in ICNS_TYPES)})
    images = {s: render(s) for s in sizes}
    pngs = {s: png_bytes(img) for s, img in images.items()}
    files = {
        "kozel.png": pngs[256],
        "kozel.ico": ico_bytes({s: images[s] for s in ICO_SIZES}),
        "kozel.icns": icns_bytes(pngs),
    }
    for name, data in files.items():
        (out_dir / name).write_bytes(data)
        print(f"{out_dir / name}  {len(data) / 1024:.1f} KiB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
