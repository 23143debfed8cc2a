"""Issue 19 (nothing lost, nothing confusing), the settings screen as playtesters met it at
1024×600 and 1280×720: sentences drawn apart in the help box and the status line, ...
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest
from harness import Harness, harness_for

from kozel_gui.drawing import SENTENCE_GAP
from kozel_gui.i18n import tr
from kozel_gui.scenes.settings import SettingsScene
from kozel_gui.widgets import LABEL_PAD

SIZES = [(1024, 600), (1280, 720)]


@pytest.fixture(params=SIZES, ids=["1024x600", "1280x720"])
def h(tmp_path: Path, request: pytest.FixtureRequest) -> Iterator[Harness]:
    with harness_for(tmp_path, "--lang", "ru") as made:
        made.resize(request.param)
        yield made


def open_tab(h: Harness, tab: str) -> SettingsScene:
    h.app.push(SettingsScene(h.app, tab))
    h.frames(2)
    scene = h.top
    assert isinstance(scene, SettingsScene)
    return scene


def ink_gap(face: Any, left: str, right: str, between: str) -> int:
    """Px of felt between the ink of ``left`` and of ``right`` drawn with ``between``."""
    def inked(text: str) -> list[int]:
        surface = face.render_premul(text, pygame.Color("white"))
        return [x for x in range(surface.get_width())
                if any(surface.get_at((x, y)).a > 100 for y in range(surface.get_height()))]
    end = max(inked(left))
    return min(x for x in inked(left + between + right) if x > end) - end - 1


def test_the_help_box_draws_the_sentences_of_an_explanation_apart(h: Harness) -> None:
    """«…спорт 200).Детское: …»: one space after «).» left 3 px of felt (a word gap shows 6);
    the help box now puts a sentence's gap there, as wide as a word gap."""
    scene = open_tab(h, "rules")
    form = scene.page.form
    form.reveal(form.rows["target"])
    h.frames(2)
    h.click(form.rows["target"].help_button.rect.center)  # «Играем до»'s «?»
    said = scene.help.html_text
    assert said == tr("field.target_help").replace("200). Д", "200)." + SENTENCE_GAP + "Д")
    face = h.app.manager.get_theme().get_font(["@settings_help", "text_box"])
    words = ink_gap(face, "очки", "хорошие", " ")
    assert ink_gap(face, "200).", "Детское", SENTENCE_GAP) >= words - 1
    assert ink_gap(face, "200).", "Детское", " ") < words - 1  # what the one space drew


def test_the_status_line_has_one_gap_between_its_sentences(h: Harness) -> None:
    """«(было «Козёл»).  Козёл при: 125.»: the status line doubled the space after each
    sentence (to make up for the narrow one); now it is the sentence's gap, exactly."""
    scene = open_tab(h, "rules")
    form = scene.page.form
    form.reveal(form.rows["goat_at"])
    h.frames(2)
    h.click(form.rows["goat_at"].control.pick_buttons[125].rect.center)
    assert scene.page.summary.text == (
        "Изменено, не сохранено как набор (было «Козёл»)." + SENTENCE_GAP + "Козёл при: 125.")
    assert "  " not in scene.page.summary.text


def test_the_usual_values_keep_a_buttons_padding_beside_their_digits(h: Harness) -> None:
    """«101» touched its border (37 px for 30 px of digits): every usual value's button
    keeps ``LABEL_PAD`` each side of its number, the number boxes line up, four digits fit."""
    scene = open_tab(h, "rules")
    form = scene.page.form
    goat = form.rows["goat_at"].control
    numbers = [goat, *form.rows["target"].control.numbers]
    for number in numbers:
        assert number.pick_buttons
        for n, button in number.pick_buttons.items():
            assert button.font.size(str(n))[0] + 2 * LABEL_PAD <= button.rect.w, n
            assert button.rect.right <= form.rows["goat_at"].help_button.rect.left
        face = number.entry.font
        assert face.size("1000")[0] + 16 <= number.entry.rect.w  # the box's padding is 8
    assert len({n.entry.rect.x for n in numbers}) == 1
    assert len({n.plus.rect.right for n in numbers}) == 1
