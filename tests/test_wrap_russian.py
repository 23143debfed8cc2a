"""Issue 18: Russian lines broken as «2–3 — | 5.», «10 | очков» and «…, | В» (a lone «В» at a
line's end).  The one wrapper, ``drawing.wrap``, binds words as Russian and Ukrainian
typesetting does: a number with its noun, a short preposition or conjunction with the word
after it, a dash with the word before it (and the number it stands before)."""

from __future__ import annotations

import itertools

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
        "например,", "5–6 стоит", "11,", "2–3 — 5.", "Сосчитайте"]
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
