"""What a grown-up reads in kids' mode stays whole at every size (P27, 1024×600 in ru): the
cards' titles inside their rims (the rounded corners narrow the card's bottom), and the
door's hint beside the door without covering the screen's title."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from harness import harness_for
from kids_kit import add_child

from kozel_gui.i18n import set_language, tr
from kozel_gui.kids.hold import hint_bubble
from kozel_gui.scenes.kids import CARD_ORDER, KidsScene, label_boxes

SIZES = [(1280, 720), (1024, 600)]


def _inside_rounded(point: tuple[float, float], rect: pygame.Rect, radius: float) -> bool:
    """Whether ``point`` lies inside ``rect`` with corners rounded by ``radius``."""
    x, y = point
    if not (rect.left <= x <= rect.right and rect.top <= y <= rect.bottom):
        return False
    cx = min(max(x, rect.left + radius), rect.right - radius)
    cy = min(max(y, rect.top + radius), rect.bottom - radius)
    return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2


@pytest.mark.parametrize("lang", ["ru", "en", "uk"])
@pytest.mark.parametrize("size", SIZES)
def test_the_cards_titles_keep_inside_the_rims_rounded_corners(
        tmp_path: Path, lang: str, size: tuple[int, int]) -> None:
    add_child(tmp_path)
    with harness_for(tmp_path, "--lang", lang) as h:
        try:
            h.press(tr("menu.kids"))
            h.resize(size)
            home = h.top
            assert isinstance(home, KidsScene)
            for level, card in zip(CARD_ORDER, home.cards, strict=True):
                rim = max(3, card.rect.h // 24)  # as kids.art.chunky draws the card
                inner = card.rect.inflate(-2 * rim, -2 * rim)
                radius = max(16, card.rect.h // 4) - rim
                for box in label_boxes(level, card.rect):
                    text = box.inflate(-2, -box.h // 3)  # the letters, not the font's air
                    corners = (text.topleft, text.topright, text.bottomleft, text.bottomright)
                    assert all(_inside_rounded(c, inner, radius) for c in corners), \
                        (lang, size, tr(f"kids.level{level}") if level else "free", box)
        finally:
            set_language("ru")


@pytest.mark.parametrize("lang", ["ru", "en", "uk"])
@pytest.mark.parametrize("size", SIZES)
def test_the_doors_hint_never_covers_the_title(tmp_path: Path, lang: str,
                                               size: tuple[int, int]) -> None:
    add_child(tmp_path)
    with harness_for(tmp_path, "--lang", lang) as h:
        try:
            h.press(tr("menu.kids"))
            h.resize(size)
            home = h.top
            assert isinstance(home, KidsScene)
            h.key(pygame.K_ESCAPE)  # Esc shows the grown-up how to leave
            assert home.exit.hinting(h.app.now)
            bubble = hint_bubble(home.exit, size, home.scale)
            assert not bubble.colliderect(home.title_box()), (lang, size, bubble)
            assert not bubble.colliderect(home.exit.rect), "beside the door, not over it"
            assert h.app.screen.get_rect().contains(bubble)
        finally:
            set_language("ru")


@pytest.mark.parametrize("size", [*SIZES, (1920, 1080), (1024, 768)])
def test_the_knocks_ring_is_never_cut_by_the_windows_edge(size: tuple[int, int]) -> None:
    from kozel_gui.focus import KIDS
    from kozel_gui.kids.levels import FREE_PLAY, level_rules
    from kozel_gui.layout import KIDS_BUTTON, KIDS_RING_REACH
    from kozel_gui.table.fixtures import table_layout

    assert KIDS.reach <= KIDS_RING_REACH, "the layout keeps room for the kids' ring"
    for bazaar in (True, False):  # the knock comes once the bazaar is empty
        rules = level_rules(FREE_PLAY)
        _, fixed = table_layout(size, rules, 3, expanded=False, kids=True, words=False,
                                button_min=KIDS_BUTTON)
        box = fixed.move_box(1)
        ring = pygame.Rect(round(box.x), round(box.y), round(box.w), round(box.h)).inflate(
            2 * KIDS.reach, 2 * KIDS.reach)
        assert pygame.Rect((0, 0), size).contains(ring), (size, bazaar, ring)
