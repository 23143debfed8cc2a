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
from test_settings_issue19 import choose

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
    the help box now puts a sentence's gap there, about a word gap: never as wide as two
    spaces («ещё кон.  0 — без», «75).  Пусто»: a thin space made 8-9 px, read as a slip)."""
    scene = open_tab(h, "rules")
    form = scene.page.form
    form.reveal(form.rows["zero_and_six_alone"])
    h.frames(2)
    h.click(form.rows["zero_and_six_alone"].help_button.rect.center)
    said = scene.help.html_text
    assert said == tr("field.zero_and_six_alone_help").replace(
        ". П", "." + SENTENCE_GAP + "П").replace(". «", "." + SENTENCE_GAP + "«")
    face = h.app.manager.get_theme().get_font(["@settings_help", "text_box"])
    words = ink_gap(face, "очки", "хорошие", " ")
    for left, right in (("200).", "Детское"), ("кон.", "0"), ("75).", "Пусто"), ("6–6.", "«Как")):
        gap = ink_gap(face, left, right, SENTENCE_GAP)
        assert words - 2 <= gap <= words, (left, gap, words)
        assert gap < ink_gap(face, left, right, "  "), "as wide as two spaces"
    assert ink_gap(face, "200).", "Детское", " ") < words - 2  # what the one space drew


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


def type_into(h: Harness, entry: Any, text: str) -> None:
    h.click(entry.rect.center)
    h.key(pygame.K_a, mod=pygame.KMOD_CTRL)  # all of it, replaced by what is typed
    h.type(text)


def problems(form: Any, key: str) -> list[str]:
    return [label.text for label in form.rows[key].problems if label.alive()]


@pytest.mark.parametrize("leave", ["enter", "tab"])
def test_a_goat_limit_typed_below_the_least_is_refused_with_words_and_never_saved(
        h: Harness, leave: str) -> None:
    """«Козёл при» took 20 (the least is 50) and played by it: a number outside the limits
    is never the value; the row says so while it is in the box, and the box takes the
    nearest allowed number when the typing ends (Enter, or the focus goes on)."""
    scene = open_tab(h, "rules")
    form = scene.page.form
    form.reveal(form.rows["goat_at"])
    h.frames(2)
    goat = form.rows["goat_at"].control
    type_into(h, goat.entry, "20")
    said = tr("settings.out_of_range", lo=50, hi=1000, typed=20, nearest=50)
    assert problems(form, "goat_at") == ["! " + said]
    assert h.app.setup.rules.goat_at == 101  # never played by, never saved
    assert goat.entry.get_text() == "20"  # what was typed stays to be put right
    type_into(h, goat.entry, "125")  # on the way: «1», «12» refused, then taken
    assert h.app.setup.rules.goat_at == 125 and problems(form, "goat_at") == []
    type_into(h, goat.entry, "20")
    h.key(pygame.K_RETURN if leave == "enter" else pygame.K_TAB)
    h.frames(3)
    assert goat.entry.get_text() == "50" and h.app.setup.rules.goat_at == 50
    assert problems(form, "goat_at") == []


def test_a_target_typed_above_the_most_takes_the_most(h: Harness) -> None:
    scene = open_tab(h, "rules")
    choose(h, tr("book.preset.muggins"))  # played to 200 by two, three and four
    form = scene.page.form
    form.reveal(form.rows["target"])
    h.frames(2)
    two = form.rows["target"].control.numbers[0]
    type_into(h, two.entry, "5000")
    said = tr("settings.out_of_range", lo=5, hi=1000, typed=5000, nearest=1000)
    assert "! " + said in problems(form, "target")
    h.key(pygame.K_RETURN)
    h.frames(3)
    assert two.entry.get_text() == "1000"
    assert "! " + said not in problems(form, "target")


def test_a_scrolled_page_fades_out_the_same_at_both_edges(h: Harness) -> None:
    """A half row was cut hard at the top of the page while the bottom showed whole ones:
    wherever the rows go on past an edge, that edge fades into the band behind the page,
    the same at the top and the bottom; an edge with nothing past it is not faded."""
    scene = open_tab(h, "rules")
    form = scene.page.form
    row = form.rows["goat_at"]
    form.scroll_to(row.label.get_relative_rect().y + 18)  # «Козёл при» cut at the top
    h.frames(2)
    view = form.view()
    behind = pygame.Color(22, 65, 42)  # the felt under the page's dark band
    assert view.top < row.control.minus.rect.bottom and row.control.minus.rect.top < view.top
    assert 0 < form.offset < form.most
    screen = h.app.screen
    for y in (view.top, view.bottom - 1):  # the very edges: only the band shows there
        assert {tuple(screen.get_at((x, y))) for x in range(view.left, view.right)} == \
            {tuple(behind)}, y
    middle = form.rows["target"].label.rect  # a row inside the view: drawn as it is
    assert view.top + 20 < middle.top and middle.bottom < view.bottom - 20
    assert any(screen.get_at((x, middle.centery)) != behind
               for x in range(middle.left, middle.right))
