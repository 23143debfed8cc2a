"""Extract the picture-domino SVGs and their licences from npm packages (run once, by hand).

Usage: ``python scripts/extract_pictures.py`` from the repo root. Needs ``npm`` and the npm
registry; the game itself never downloads anything. It writes
``assets/pictures/<set>/<value>.svg`` (values 0..6), ``assets/pictures/counting/item.svg``,
``assets/LICENSES/pictures-*.txt`` and the picture section of ``assets/ATTRIBUTION.md``;
commit what it writes.

Value 0 is a calm picture that reads as "nobody here" in every picture set: an empty
basket for the fruit ("no berries in the basket"), a little house for the animals
("everyone is out"). A picture, not a blank half, so a half never looks unfinished and
every tile has something to match. The counting face alone shows 0 as an empty
half, because there the child counts the objects.
"""

from __future__ import annotations

import json
import subprocess
import tarfile
import tempfile
from dataclasses import dataclass
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
ASSETS = REPO / "assets"
PICTURES = ASSETS / "pictures"
LICENSES = ASSETS / "LICENSES"
ATTRIBUTION = ASSETS / "ATTRIBUTION.md"
BEGIN, END = "<!-- pictures:begin -->", "<!-- pictures:end -->"

# Pinned so that a rerun reproduces the committed files.
TWEMOJI = "@twemoji/svg@15.0.0"
FLUENT = "@iconify-json/fluent-emoji-flat@1.2.6"
NOTO = "@iconify-json/noto@1.2.9"
SPDX = "spdx-license-list@6.12.0"

TWEMOJI_COPYRIGHT = (
    "Copyright 2019 Twitter, Inc and other contributors; "
    "copyright 2023 jdecked and other contributors"
)
FLUENT_COPYRIGHT = "Copyright (c) Microsoft Corporation"
NOTO_COPYRIGHT = "Copyright Google Inc"


@dataclass(frozen=True)
class Source:
    """An npm package of emoji artwork and how its pictures are named."""

    package: str
    kind: str  # "files": one SVG per code point; "iconify": one icons.json
    licence: str  # SPDX id
    licence_file: str
    copyright: str
    author: str


@dataclass(frozen=True)
class PictureSet:
    """Seven pictures (values 0..6) from one source, each as (emoji id, English, Russian)."""

    name: str
    title: str
    source: Source
    pictures: tuple[tuple[str, str, str], ...]


TWEMOJI_SRC = Source(
    TWEMOJI, "files", "CC-BY-4.0", "pictures-twemoji.txt", TWEMOJI_COPYRIGHT,
    "Twitter, Inc, jdecked and contributors",
)
FLUENT_SRC = Source(
    FLUENT, "iconify", "MIT", "pictures-fluent-emoji.txt", FLUENT_COPYRIGHT,
    "Microsoft Corporation",
)
NOTO_SRC = Source(
    NOTO, "iconify", "Apache-2.0", "pictures-noto-emoji.txt", NOTO_COPYRIGHT, "Google Inc"
)

# Fruit in rainbow order (red, orange, yellow, green, blue, purple) so the colours help too.
BERRIES = PictureSet("berries", "Berries and fruit", TWEMOJI_SRC, (
    ("1f9fa", "empty basket", "пустая корзинка"),
    ("1f353", "strawberry", "клубника"),
    ("1f34a", "tangerine", "мандарин"),
    ("1f34c", "banana", "банан"),
    ("1f34f", "green apple", "зелёное яблоко"),
    ("1fad0", "blueberries", "черника"),
    ("1f347", "grapes", "виноград"),
))
# Faces, not whole bodies: round, big and recognisable even on a 24 px half.
ANIMALS_PICTURES = (
    # Fluent's empty nest reads as an orange blob; a little house ("everyone is out")
    # is clear in both styles.
    ("house", "little house", "домик"),
    ("cat-face", "cat", "котик"),
    ("rabbit-face", "rabbit", "зайка"),
    ("bear", "bear", "мишка"),
    ("frog", "frog", "лягушка"),
    ("pig-face", "pig", "хрюшка"),
    ("panda", "panda", "панда"),
)
ANIMALS = PictureSet("animals", "Animals (Fluent Emoji Flat)", FLUENT_SRC, ANIMALS_PICTURES)
ANIMALS_NOTO = PictureSet("animals_noto", "Animals", NOTO_SRC, ANIMALS_PICTURES)
SETS = (BERRIES, ANIMALS, ANIMALS_NOTO)
# The one object the counting face repeats in the pip positions.
COUNTING_ITEM = ("1f34e", "red apple", "яблоко")


def npm_unpack(spec: str, into: Path) -> Path:
    """Fetch one npm package tarball with ``npm pack`` and unpack it; return its folder."""
    out = subprocess.run(
        ["npm", "pack", "--silent", spec], cwd=into, check=True, capture_output=True, text=True
    )
    tarball = into / out.stdout.strip().splitlines()[-1]
    target = into / tarball.stem
    with tarfile.open(tarball) as tar:
        tar.extractall(target, filter="data")
    return target / "package"


def iconify_svg(icons: dict[str, object], name: str) -> str:
    """Wrap one Iconify icon body in a standalone ``<svg>`` with the icon's own viewBox."""
    entries = icons["icons"]
    assert isinstance(entries, dict)
    if name not in entries:
        raise KeyError(f"{name!r} is not an icon of this Iconify set")
    icon = entries[name]
    width = icon.get("width", icons.get("width", 16))
    height = icon.get("height", icons.get("height", 16))
    left, top = icon.get("left", 0), icon.get("top", 0)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="{left} {top} {width} {height}">{icon["body"]}</svg>\n'
    )


def picture_svg(source: Source, folder: Path, emoji_id: str) -> str:
    """The SVG text of one picture of ``source`` unpacked in ``folder``."""
    if source.kind == "files":
        return (folder / f"{emoji_id}.svg").read_text(encoding="utf-8").strip() + "\n"
    icons = json.loads((folder / "icons.json").read_text(encoding="utf-8"))
    return iconify_svg(icons, emoji_id)


def write_set(pset: PictureSet, folder: Path) -> None:
    """Write the seven SVGs of one set to ``assets/pictures/<set>/``."""
    target = PICTURES / pset.name
    target.mkdir(parents=True, exist_ok=True)
    for value, (emoji_id, _, _) in enumerate(pset.pictures):
        (target / f"{value}.svg").write_text(
            picture_svg(pset.source, folder, emoji_id), encoding="utf-8"
        )


def spdx_text(spdx_folder: Path, licence: str) -> str:
    """The full text of an SPDX licence from the ``spdx-license-list`` package."""
    data = json.loads((spdx_folder / "licenses" / f"{licence}.json").read_text(encoding="utf-8"))
    return str(data["licenseText"]).strip() + "\n"


def write_licences(spdx_folder: Path, twemoji_folder: Path) -> None:
    """Write ``assets/LICENSES/pictures-*.txt``: the notice, then the full licence text."""
    for source in (TWEMOJI_SRC, FLUENT_SRC, NOTO_SRC):
        text = spdx_text(spdx_folder, source.licence)
        if source.licence == "MIT":
            text = text.replace("<year> <copyright holders>", "(c) Microsoft Corporation")
        header = (
            f"Pictures in assets/pictures/ taken from the npm package {source.package}.\n"
            f"{source.copyright}.\nLicensed under {source.licence}; full text below.\n"
        )
        if source is TWEMOJI_SRC:
            header += (
                "\nThe npm packaging of these SVG files is itself under the MIT License:\n\n"
                + (twemoji_folder / "license").read_text(encoding="utf-8").strip()
                + "\n"
            )
        body = f"{header}\n{'=' * 72}\n\n{text}"
        (LICENSES / source.licence_file).write_text(body, encoding="utf-8")


def attribution_section() -> str:
    """The picture section of ``assets/ATTRIBUTION.md`` (a table a test can read)."""
    lines = [
        BEGIN,
        "## Pictures for picture domino",
        "",
        "| set | pictures (values 0..6) | npm package | licence | licence file |",
        "|---|---|---|---|---|",
    ]
    for pset in SETS:
        names = ", ".join(f"{v}: {en}" for v, (_, en, _) in enumerate(pset.pictures))
        src = pset.source
        lines.append(
            f"| {pset.name} | {names} | {src.package} | {src.licence} | "
            f"LICENSES/{src.licence_file} |"
        )
    lines.append(
        f"| counting | {COUNTING_ITEM[1]} (repeated) | {TWEMOJI} | CC-BY-4.0 | "
        f"LICENSES/{TWEMOJI_SRC.licence_file} |"
    )
    lines += [
        "",
        f"- Twemoji: {TWEMOJI_COPYRIGHT}. Licensed under CC BY 4.0 "
        "(https://creativecommons.org/licenses/by/4.0/). SVG files used unchanged.",
        f"- Fluent Emoji Flat: {FLUENT_COPYRIGHT}. MIT License. Icon bodies taken from "
        "the Iconify JSON and wrapped in an `<svg>` element; the artwork is unchanged.",
        f"- Noto Emoji: {NOTO_COPYRIGHT}. Apache License 2.0. Icon bodies taken from "
        "the Iconify JSON and wrapped in an `<svg>` element; the artwork is unchanged.",
        "- The `bridge` face reuses the berries set; the game draws the coloured "
        "backgrounds and pips itself.",
        "",
        "Extracted by `scripts/extract_pictures.py`.",
        END,
    ]
    return "\n".join(lines) + "\n"


def write_attribution() -> None:
    """Replace the picture section of ``assets/ATTRIBUTION.md``, keeping any other text."""
    section = attribution_section()
    if not ATTRIBUTION.exists():
        ATTRIBUTION.write_text("# Credits for bundled assets\n\n" + section, encoding="utf-8")
        return
    old = ATTRIBUTION.read_text(encoding="utf-8")
    if BEGIN in old and END in old:
        head, rest = old.split(BEGIN, 1)
        tail = rest.split(END, 1)[1].lstrip("\n")
        new = head + section + ("\n" + tail if tail else "")
    else:
        new = old.rstrip("\n") + "\n\n" + section
    ATTRIBUTION.write_text(new, encoding="utf-8")


def main() -> None:
    """Fetch the packages into a temporary folder and write every picture asset."""
    with tempfile.TemporaryDirectory() as tmp:
        tmp_path = Path(tmp)
        folders = {spec: npm_unpack(spec, tmp_path) for spec in (TWEMOJI, FLUENT, NOTO, SPDX)}
        for pset in SETS:
            write_set(pset, folders[pset.source.package])
        counting = PICTURES / "counting"
        counting.mkdir(parents=True, exist_ok=True)
        item = picture_svg(TWEMOJI_SRC, folders[TWEMOJI], COUNTING_ITEM[0])
        (counting / "item.svg").write_text(item, encoding="utf-8")
        LICENSES.mkdir(parents=True, exist_ok=True)
        write_licences(folders[SPDX], folders[TWEMOJI])
    write_attribution()
    print(f"wrote {len(SETS)} sets of 7 pictures, the counting item, licences and credits")


if __name__ == "__main__":
    main()
