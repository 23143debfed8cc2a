"""About the game: who made what, and under which licence."""

from __future__ import annotations

import html
import sys
from pathlib import Path, PurePosixPath

from kozel_gui.assets import asset_path
from kozel_gui.book import Kind, Para
from kozel_gui.cli import version
from kozel_gui.faces import face_label
from kozel_gui.i18n import tr
from kozel_gui.widgets import BookScene

__all__ = ["AboutScene", "about_page", "licence_folder", "picture_credits"]


def picture_credits(text: str) -> list[str]:
    """From ``assets/ATTRIBUTION.md``'s table: one line per picture set, then one copyright
    note per source, in the language in use (the file itself is English)."""
    sets: list[str] = []
    sources: list[str] = []
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if line.startswith("|") and len(cells) == 5 and cells[0] != "set" \
                and not set(cells[0]) <= {"-", " ", ""}:
            source = PurePosixPath(cells[4]).stem.removeprefix("pictures-")  # twemoji, ...
            name = face_label(cells[0])  # a value in lower case, a line's start here
            sets.append(f"{name[:1].upper()}{name[1:]}: {tr(f'about.source.{source}')}")
            if source not in sources:
                sources.append(source)
    if not sets:
        return []
    return [*sets, *(tr(f"about.copyright.{s}") for s in sources), tr("about.bridge")]


def licence_folder() -> Path:
    """Where this copy's licence texts are: ``LICENSES`` beside an installed build's program
    (the Linux archive, the Windows installation), else the ones inside the game."""
    if getattr(sys, "frozen", False):
        beside = Path(sys.executable).resolve().parent / "LICENSES"
        if beside.is_dir():
            return beside
    return asset_path("LICENSES")


def about_page() -> list[Para]:
    """The credits as the page shows them: the game, its parts (the pictures one by one)."""
    try:
        attribution = asset_path("ATTRIBUTION.md").read_text(encoding="utf-8")
    except OSError:
        attribution = ""

    def para(kind: Kind, text: str) -> Para:
        return Para(kind, html.escape(text, quote=False))

    out = [para("text", tr("about.game", version=version())), para("text", tr("about.licence")),
           Para("gap"), para("head", tr("about.parts"))]
    out += [para("item", tr(key))
            for key in ("about.font", "about.pygame", "about.pygame_gui", "about.sounds")]
    credits = picture_credits(attribution)
    if credits:
        out.append(para("item", tr("about.pictures")))
        out += [para("sub", c) for c in credits]
    return [*out, Para("gap"), para("text", tr("about.files", folder=str(licence_folder())))]


class AboutScene(BookScene):
    """Credits and licences, scrollable, with Back (or Esc)."""


    def title(self) -> str:
        return tr("about.title")

    def paragraphs(self) -> list[Para]:
        return about_page()
