"""Words drawn outside the pygame-gui theme grow with the window as the theme's do (issue
18/19: at 1920×1080 the plates' names stayed 18 px under a 24 px tile count, and the table's
corner buttons' 14 px words grew to 20 px where a themed 14 px grows to 21), and stay pixel
for pixel as they were at 1024×600 and 1280×720.

Driven through the real app: the table's texts are measured as they are drawn
(``table.theme.recording``), the score pad's selectors by the face their theme gives them.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import buttons, make_app, resize, run_frames

from kozel_gui.assets import font
from kozel_gui.table.theme import recording
from kozel_gui.theme import text_px, type_px, type_scale

BIG = (1920, 1080)
CORNER = ("button.menu", "button.hint", "button.help")


def _table_heights(tmp_path: Path, size: tuple[int, int]) -> dict[str, set[int]]:
    """The drawn height of each corner button's words and each plate's name, by role."""
    app = make_app(tmp_path, "--lang", "ru", "--preset", "kozel", "--seed", "3", "--speed", "0")
    try:
        resize(app, size, 3)
        with recording() as log:
            run_frames(app, 2)
    finally:
        app.close()
    found: dict[str, set[int]] = {}
    for ink in log:
        if ink.role in (*CORNER, "plate.name"):
            found.setdefault(ink.role, set()).add(ink.rect.h)
    assert set(found) == {*CORNER, "plate.name"}, found
    return found


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_the_tables_words_are_as_they_were_up_to_1280x720(tmp_path: Path,
                                                          size: tuple[int, int]) -> None:
    # 18 px bold names as before; the corner buttons' words the names' size (PT-U: they
    # were 14 px beside 18 px names), with their 1 px shadow.
    assert _table_heights(tmp_path, size) == {
        **{role: {font(18, True).get_height() + 1} for role in CORNER},
        "plate.name": {font(18, True).get_height()}}


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), BIG], ids=str)
def test_the_corner_words_are_one_size_with_the_names(tmp_path: Path,
                                                      size: tuple[int, int]) -> None:
    """PT-U: «Меню», «Подсказка», «Помощь» read smaller than the names beside them."""
    from kozel_gui.table.theme import name_px

    heights = _table_heights(tmp_path, size)
    scale = min(size[1], size[0] * 9 / 16) / 720
    name = font(name_px(scale)[0], True).get_height()
    assert heights["plate.name"] == {name}
    for role in CORNER:  # the shadow is a pixel under the words
        assert heights[role] == {name + 1}, (role, heights)


def test_the_tables_corner_buttons_and_names_grow_at_1920x1080(tmp_path: Path) -> None:
    scale = type_scale(BIG)
    heights = _table_heights(tmp_path, BIG)
    for role in CORNER:  # the shadow is a pixel under the words at this size too
        assert min(heights[role]) - 1 >= font(type_px(14, scale), True).get_height(), role
    assert min(heights["plate.name"]) >= font(type_px(18, scale), True).get_height()


def test_one_rule_scales_the_drawn_sizes() -> None:
    """Up to 1280×720 a drawn size is as it was (``max(14, size × scale)``); above, the size at
    1280×720 grows by the scale, its 14 px floor too."""
    for scale in (0.75, 5 / 6, 1.0):
        for base in (10, 13.44, 14, 16, 18, 26):
            assert text_px(base, scale) == max(14, round(base * scale))
    assert [text_px(b, 1.5) for b in (13.44, 14, 16, 18)] == [21, 21, 24, 27]
    assert [text_px(18, s, least=18) for s in (5 / 6, 1.0, 1.5)] == [18, 18, 27]


def _pad_faces(tmp_path: Path, size: tuple[int, int]) -> dict[str, tuple[int, int]]:
    """The score pad set-up's selectors: each text's face size and its drawn glyphs' height."""
    from kozel_gui.scenes.scorepad import ScorePadScene

    app = make_app(tmp_path, "--lang", "en")
    try:
        resize(app, size, 3)
        app.push(ScorePadScene(app))
        run_frames(app, 4)
        out = {}
        for b in buttons(app):
            if b.text in ("‹", "›", "Kozel", "4"):
                face = app.manager.get_theme().get_font(b.combined_element_ids)
                inked = face.render_premul(b.text, (255, 255, 255)).get_bounding_rect()
                out[b.text] = (int(face.point_size), inked.h)
        return out
    finally:
        app.close()


def test_the_pads_selectors_grow_at_1920x1080_and_stay_below(tmp_path: Path) -> None:
    small = _pad_faces(tmp_path / "a", (1280, 720))
    assert small == _pad_faces(tmp_path / "b", (1024, 600))
    assert {text: px for text, (px, _) in small.items()} == dict.fromkeys(small, 18)
    big = _pad_faces(tmp_path / "c", BIG)
    assert set(big) == set(small) == {"‹", "›", "Kozel", "4"}
    for text, (px, inked) in big.items():
        assert px == type_px(18, type_scale(BIG)), text
        assert inked >= round(small[text][1] * 1.5) - 1, (text, inked, small[text])
