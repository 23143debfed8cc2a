"""The score pad shows a long player's name as the table's plates and sheet do
(``fitting.fit_name``): smaller, then on two lines, never squeezed flat nor cut while it
can be shown whole (it was squashed to its column's width)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from harness import Harness, harness_for

from kozel_gui.i18n import tr
from kozel_gui.scenes.scorepad import ScorePadScene
from kozel_gui.scorepad import paint, sheet_view
from kozel_gui.scorepad.model import Pad, RoundFacts
from kozel_gui.scorepad.sheet_page import SheetPage
from kozel_gui.scorepad.store import PadStore
from kozel_gui.storage import DataDir
from rules import find_preset

LONG = ("Жемчужникова-Шишкина", "Михаил Шмаков-Жуков", "Олександра Іванівна",
        "Константинопольский")
"""Names of twenty letters at most (a profile's), the first wider than its column at 17 px."""


@pytest.fixture
def h(tmp_path: Path) -> Iterator[Harness]:
    with harness_for(tmp_path, "--lang", "ru") as made:
        yield made


def _drawn(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, bool]]:
    """Every text the pad draws from now on, and whether it was squeezed to fit."""
    seen: list[tuple[str, bool]] = []
    real = paint.blit_text

    def spy(surface: pygame.Surface, s: str, size: int, *args: Any, **kw: Any) -> pygame.Rect:
        width = kw.get("max_width")
        natural = paint.text(s, size, paint.COLOURS["ink"], kw.get("bold", False)).get_width()
        seen.append((s, width is not None and natural > width))
        return real(surface, s, size, *args, **kw)

    for module in (paint, sheet_view):  # where the sheet's texts are drawn from
        monkeypatch.setattr(module, "blit_text", spy)
    return seen


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_long_names_on_the_sheet_are_whole_and_unsqueezed(
        h: Harness, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]) -> None:
    h.resize(size)
    pad = Pad.new(find_preset("kozel"), list(LONG), pad_id="p")
    pad.record(RoundFacts("out", 2, points=[0, 5, 0, 3]))
    assert PadStore(DataDir(h.app.data.root)).save(pad)
    h.press(tr("menu.scorepad"))
    scene = h.top
    assert isinstance(scene, ScorePadScene)
    found = [b for b in h.buttons() if b.text.startswith("20")]
    h.click(found[0].rect.center)
    assert isinstance(scene.page, SheetPage)
    seen = _drawn(monkeypatch)
    h.frames(1)
    for name in LONG:
        assert _whole(name, seen), (name, [d for d in seen if d[0] in name])


def _whole(name: str, seen: list[tuple[str, bool]]) -> bool:
    """Whether ``name`` was drawn unsqueezed, on one line or two (split at a space or after
    its hyphen; never inside a word, P38b)."""
    for (a, squeezed_a), (b, squeezed_b) in zip(seen, [*seen[1:], ("", False)], strict=True):
        if a == name and not squeezed_a:
            return True
        if b and not (squeezed_a or squeezed_b) and name in (
                f"{a} {b}", a + b):
            return True
    return False
