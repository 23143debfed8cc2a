"""Issues 18/19: on the settings' players page a greyed control's tooltip (its reason) was cut
by the scrolled page's bottom fade, and one covered the next row's name box.  A tooltip is
drawn over everything, the fade included, and goes above its control when below would cover
another control.  Through the real App loop: the pointer rests on each greyed control."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest
from harness import Harness
from pygame_gui.elements import UIButton, UIDropDownMenu, UITextEntryLine
from test_hotseat_seats import _page
from test_players_page_issue19 import SIZES, _seats

_CONTROLS = (UIButton, UITextEntryLine, UIDropDownMenu)

BG = (0x1D, 0x14, 0x0C)
"""A tooltip's background (the theme's ``tool_tip`` ``dark_bg``)."""


def _greyed(page: Any) -> list[tuple[str, Any]]:
    """Every greyed control with a reason, row by row (the page's order)."""
    return [(key, e) for key, row in page.form.rows.items() for e in row.control.elements
            if not e.is_enabled and e.tool_tip_text][:8]


def _tip_over(h: Harness, page: Any, key: str, element: Any) -> Any:
    """Scroll the row just into view from the top (so it lies at the bottom fade), rest the
    pointer on ``element`` until its tooltip shows."""
    page.form.scroll_to(0)
    page.form.reveal(page.form.rows[key])
    h.frames(2)
    h.move((element.rect.centerx, element.rect.centery))
    for _ in range(120):
        h.frames(1)
        if element.tool_tip is not None:
            return element.tool_tip
    raise AssertionError(f"no tooltip over {key}")


@pytest.mark.parametrize("size", SIZES)
def test_a_tooltip_is_drawn_over_the_fade_and_covers_no_other_control(
        tmp_path: Path, size: tuple[int, int]) -> None:
    h = Harness(tmp_path)
    h.resize(size)
    _seats(h)
    page: Any = _page(h)
    greyed = _greyed(page)
    assert len(greyed) >= 4
    faded = 0
    for key, element in greyed:
        tip = _tip_over(h, page, key, element)
        rect = pygame.Rect(tip.rect)
        assert h.app.screen.get_rect().contains(rect)
        view = page.form.view()
        faded += rect.bottom > view.bottom - 40 or rect.top > view.bottom - 40
        # drawn last: every line of it shows its own background, none blended with the fade
        inner = rect.inflate(-8, -8)
        rows = [y for y in range(inner.top, inner.bottom, 2)
                if not any(h.app.screen.get_at((x, y))[:3] == BG
                           for x in range(inner.left, inner.right))]
        assert not rows, f"{key}: something is drawn over its tooltip at y={rows[:3]}"
        others = [e for e in h.app.manager.get_sprite_group().sprites()
                  if isinstance(e, _CONTROLS) and e is not element and e.visible
                  and view.colliderect(e.rect) and view.contains(e.rect)]
        covered = [e for e in others if e.rect.colliderect(rect)]
        assert not covered, f"{key}'s tooltip covers {[type(e).__name__ for e in covered]}"
        h.move((2, 2))
        h.frames(2)
    assert faded, "some tooltip was at the page's faded bottom edge"
    h.close()
