"""About the game: who made what, and under which licence."""

from __future__ import annotations

import html
from pathlib import PurePosixPath

from kozel_gui.assets import asset_path
from kozel_gui.cli import version
from kozel_gui.faces import face_label
from kozel_gui.i18n import tr
from kozel_gui.theme import COLOURS
from kozel_gui.widgets import BookScene

__all__ = ["AboutScene", "about_html", "picture_credits"]


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
            sets.append(f"{face_label(cells[0])}: {tr(f'about.source.{source}')}")
            if source not in sources:
                sources.append(source)
    if not sets:
        return []
    return [*sets, *(tr(f"about.copyright.{s}") for s in sources), tr("about.bridge")]


def about_html() -> str:
    """The credits as the HTML subset of a pygame-gui text box."""
    try:
        attribution = asset_path("ATTRIBUTION.md").read_text(encoding="utf-8")
    except OSError:
        attribution = ""
    head = f"<font pixel_size=24 color={COLOURS['wood']}><b>{{}}</b></font><br>"
    parts = [tr("about.game", version=version()), "<br>", tr("about.licence"), "<br><br>",
             head.format(html.escape(tr("about.parts"), quote=False))]
    for key in ("about.font", "about.pygame", "about.pygame_gui", "about.sounds"):
        parts.append(f"•  {html.escape(tr(key), quote=False)}<br>")
    credits = picture_credits(attribution)
    if credits:
        parts.append(f"•  {html.escape(tr('about.pictures'), quote=False)}<br>")
        parts += [f"      –  {html.escape(c, quote=False)}<br>" for c in credits]
    parts.append(f"<br>{html.escape(tr('about.files'), quote=False)}")
    return "".join(parts)


class AboutScene(BookScene):
    """Credits and licences, scrollable, with Back (or Esc)."""

    object_id = "#about"

    def title(self) -> str:
        return tr("about.title")

    def text(self) -> str:
        return about_html()
