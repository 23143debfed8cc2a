"""Make the game's fonts, Kozel Sans, from PT Sans: the same letters, but a space after «,»,
«.» or «…» keeps its whole width.

Usage: python scripts/make_fonts.py [PTS55F.ttf PTS75F.ttf]
       (default: Debian's fonts-paratype files; writes assets/fonts/KozelSans-*.ttf)

PT Sans kerns each of «,», «.», «…» before a space (and a no-break space) by 78 of 1000
units (69 in bold), taking two fifths of the space: «Зина, Колян» and two sentences read as
words run together (issue 18).  pygame-ce 2.5 cannot turn kerning off for a font, so the
game once drew such text in parts and gave pygame-gui's boxes a thin space more; with the
pair taken out of the font, the game's own text and pygame-gui's boxes are set alike.

The ParaType Free Font License allows modified copies, given with the licence and the
copyright notice and not under the name PT Sans: the family is renamed here.  Needs
fontTools (``pip install fonttools``); the output is the same for the same input.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from fontTools.ttLib import TTFont

DEBIAN = Path("/usr/share/fonts/truetype/paratype")
SOURCES = {"Regular": DEBIAN / "PTS55F.ttf", "Bold": DEBIAN / "PTS75F.ttf"}
OUT = Path(__file__).resolve().parent.parent / "assets" / "fonts"
FAMILY = "Kozel Sans"
BEFORE = frozenset({"comma", "period", "ellipsis"})
"""The glyphs whose kerning with the space after them is taken out."""
SPACES = frozenset({"space", "uni00A0"})


def unkern(font: TTFont) -> int:
    """Take every kerning of ``BEFORE`` with ``SPACES`` out of ``font``; how many were."""
    taken = 0
    for lookup in font["GPOS"].table.LookupList.Lookup:
        if lookup.LookupType == 2:
            taken += sum(_unkern_pairs(sub) for sub in lookup.SubTable)
    for table in font["kern"].kernTables if "kern" in font else ():
        for pair in [p for p in table.kernTable if p[0] in BEFORE and p[1] in SPACES]:
            del table.kernTable[pair]
            taken += 1
    return taken


def _unkern_pairs(sub: Any) -> int:
    """The pairs of one pair-positioning subtable (by glyphs or by classes) set to 0."""
    glyphs = sub.Coverage.glyphs
    taken = 0
    if sub.Format == 1:
        for first, pairs in zip(glyphs, sub.PairSet, strict=True):
            if first in BEFORE:
                for record in pairs.PairValueRecord:
                    if record.SecondGlyph in SPACES and record.Value1 is not None:
                        record.Value1.XAdvance, taken = 0, taken + 1
        return taken
    firsts = {sub.ClassDef1.classDefs.get(g, 0) for g in glyphs if g in BEFORE}
    seconds = {sub.ClassDef2.classDefs.get(g, 0) for g in SPACES}
    for a in firsts:
        classes = {k for k, c in sub.ClassDef1.classDefs.items() if c == a}
        if not classes <= BEFORE:
            raise SystemExit(f"class {a} also holds {sorted(classes - BEFORE)}: not changed")
        for b in seconds:
            value = sub.Class1Record[a].Class2Record[b].Value1
            if value is not None and getattr(value, "XAdvance", 0):
                value.XAdvance, taken = 0, taken + 1
    return taken


def rename(font: TTFont, style: str) -> None:
    """The family called :data:`FAMILY`: the licence forbids the original name."""
    postscript = f"{FAMILY.replace(' ', '')}-{style}"
    names = {1: FAMILY, 3: f"{postscript}: kozel", 4: f"{FAMILY} {style}".replace(" Regular", ""),
             6: postscript, 16: FAMILY, 17: style}
    table = font["name"]
    for record in list(table.names):
        if record.nameID in (7, 16, 17, 21, 22):  # the trademark line names PT Sans
            table.removeNames(nameID=record.nameID)
    for name_id, text in names.items():
        table.setName(text, name_id, 3, 1, 0x409)
        table.setName(text, name_id, 1, 0, 0)
    font["name"].setName(
        "Kozel Sans is PT Sans (© 2009 ParaType Ltd) with the kerning of «,», «.» and «…» "
        "before a space taken out, by the Kozel Domino game.", 10, 3, 1, 0x409)


def main(argv: list[str]) -> int:
    """Write both styles; the sources may be given as arguments (regular, bold)."""
    sources = dict(zip(SOURCES, map(Path, argv), strict=False)) if argv else SOURCES
    for style, source in sources.items():
        font = TTFont(source)
        font.recalcTimestamp = False
        taken = unkern(font)
        rename(font, style)
        if "DSIG" in font:  # the signature was of the unchanged file
            del font["DSIG"]
        out = OUT / f"KozelSans-{style}.ttf"
        font.save(out)
        print(f"{out.name}: {taken} kerning pairs taken out")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
