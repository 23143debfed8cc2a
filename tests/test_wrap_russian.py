"""Issue 18: Russian lines broken as «2–3 — | 5.», «10 | очков» and «…, | В» (a lone «В» at a
line's end).  The one wrapper, ``drawing.wrap``, binds words as Russian and Ukrainian
typesetting does: a number with its noun, a short preposition or conjunction with the word
after it, a dash with the word before it (and the number it stands before)."""

from __future__ import annotations

import itertools
from pathlib import Path

import pygame
import pytest

from kozel_gui.assets import font
from kozel_gui.drawing import units, wrap

HINT = ("Очки руки — это сумма точек на её костях: например, 5–6 стоит 11, 2–3 — 5. "
        "Сосчитайте, сколько очков осталось в руке у соперника.")
SOAP = "После 2–3 у вас осталась бы одна 0–0 — это 10 очков против вас."
PAD = "В блокноте записывают только очки, а не ходы: поэтому на столе ничего не выложено."


def test_units_bind_as_russian_typesetting_does() -> None:
    assert units("например, 5–6 стоит 11, 2–3 — 5. Сосчитайте") == [
        "например,", "5–6", "стоит", "11,", "2–3 — 5.", "Сосчитайте"]
    assert units("это 10 очков против вас.") == ["это", "10 очков", "против", "вас."]
    assert units("ничего. В блокноте записывают") == ["ничего.", "В блокноте", "записывают"]
    assert units("Зина — 3 дубля или больше") == ["Зина — 3 дубля", "или", "больше"]
    assert units("к пустышке и на стол, а не «в руку»") == [
        "к пустышке", "и на стол,", "а не «в руку»"]


def test_ukrainian_short_words_stay_with_the_next() -> None:
    assert units("з ним і та її, у тебе й досі") == ["з ним", "і та її,", "у тебе", "й досі"]


def test_english_keeps_a_number_with_its_noun_and_nothing_else() -> None:
    assert units("it is 10 points. I am a") == ["it", "is", "10 points.", "I", "am", "a"]


@pytest.mark.parametrize("text", [HINT, SOAP, PAD])
def test_no_line_begins_with_a_dash_or_ends_with_a_bare_number_or_a_short_word(text: str
                                                                                ) -> None:
    """A dash may end a line (it stays with the word before it), but not before its number."""
    pygame.font.init()
    face = font(16)
    for width in range(120, 700, 3):
        lines = wrap(text, face, width)
        assert " ".join(lines) == text
        for line, following in itertools.pairwise(lines):
            last = line.split()[-1]
            assert following[0] not in "—–" and following.split()[0] != "5.", (width, lines)
            assert not last.isdigit() and last.lower() not in ("в", "а", "у", "к", "и"), (
                width, lines)


def test_a_tile_does_not_take_the_word_after_it_along(tmp_path: Path) -> None:
    """Issue 19: «5–6 стоит 11,» (a tile held to the verb after it, the verb to its number
    by a no-break space) went to the next line whole, leaving «…например,» short above it.
    A tile names a tile, it counts nothing: only a number holds its noun.  The tutorial's
    «Очки в руке» at 1024×600, as its panel wraps it: the example starts on the first line."""
    from conftest import make_app, resize
    from table_kit import still

    from kozel_gui.i18n import set_language
    from kozel_gui.tutorial.lessons import LESSONS
    from kozel_gui.tutorial.panel import Measures
    from kozel_gui.tutorial.progress import Progress
    from kozel_gui.tutorial.scene import TutorialScene, tutor_view

    assert units("5–6 стоит\u00a011, а 3 очка") == ["5–6", "стоит\u00a011,", "а 3 очка"]
    app = make_app(tmp_path, "--speed", "0", "--lang", "ru")
    set_language("ru")
    resize(app, (1024, 600))
    Progress(next(i for i, lesson in enumerate(LESSONS) if lesson.key == "points")).save(app.data)
    scene = TutorialScene(app)
    app.push(scene)
    still(app, scene)
    view = tutor_view(scene.tutorial)
    assert "например, 5–6 стоит\u00a011," in view.paras[0].text
    lines = [line for line, _ in Measures(0.8).lines(view.paras, view.panel.w)]
    assert lines[0].endswith("например, 5–6"), lines
    app.close()
