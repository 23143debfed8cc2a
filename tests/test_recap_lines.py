"""The recap's lines keep a move's words together (issue 13's playtest PT-R: «кладёт / 0–5»).

What the others did while a person was away is said above the hand in lines the one
wrapper (``drawing.wrap``) breaks; each tile is bound to the word before it by a no-break
space (``presence.bound_tiles``), so no line starts with a tile.  Painted through the real
App loop at the playtest's two window sizes, line by line.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

from conftest import resize, run_frames
from table_kit import table_app

from kozel_gui.i18n import set_language
from kozel_gui.options import default_setup
from kozel_gui.table.presence import since_words
from kozel_gui.table.theme import recording
from rules import Round, find_preset
from rules.i18n import Gender, Person

_PEOPLE = {0: Person.you(), 1: Person("Зина", Gender.FEMALE), 2: Person("Коля", Gender.MALE),
           3: Person("Миша", Gender.MALE)}
_TILE_FIRST = re.compile(r"^[0-6]–[0-6]")


def _recap() -> str:
    """Sixteen moves of a four-seat round while seat 0 was away (the host's computer made
    its moves): the recap when she is back."""
    r = Round.deal(find_preset("kozel"), random.Random(4), 4)
    rng = random.Random(4)
    for _ in range(16):
        r = r.play(rng.choice(r.legal_moves()))
    return since_words(r, 0, _PEOPLE.__getitem__, frozenset(range(0, 16, 4)))


def _lines(text: str) -> list[str]:
    return text.replace("_", "\u00a0").split("\n")


_EXPECTED = {  # table messages wrap at about 60 letters, lines evened out (ui33)
    (1280, 720): _lines(
        "Компьютер за вас заходит с_1–1. Зина кладёт_1–6 к единице. Коля\n"
        "кладёт_0–6 к шестёрке. Миша кладёт_0–2 к пустышке. Компьютер за вас\n"
        "кладёт_1–4 к единице. Зина кладёт_2–3 к двойке. Коля кладёт_0–4\n"
        "к четвёрке. Миша кладёт_0–1 к пустышке. Компьютер за вас кладёт_0–3\n"
        "к тройке. Зина стучит. Коля кладёт_1–2 к единице. Миша кладёт_2–6\n"
        "к двойке. Компьютер за вас кладёт_0–0 к пустышке. Зина кладёт_3–6\n"
        "к шестёрке. Коля кладёт_0–5 к пустышке. Миша кладёт_3–5 к тройке."),
    (1024, 600): _lines(
        "Компьютер за вас заходит с_1–1. Зина кладёт_1–6 к единице. Коля\n"
        "кладёт_0–6 к шестёрке. Миша кладёт_0–2 к пустышке. Компьютер\n"
        "за вас кладёт_1–4 к единице. Зина кладёт_2–3 к двойке. Коля\n"
        "кладёт_0–4 к четвёрке. Миша кладёт_0–1 к пустышке. Компьютер\n"
        "за вас кладёт_0–3 к тройке. Зина стучит. Коля кладёт_1–2\n"
        "к единице. Миша кладёт_2–6 к двойке. Компьютер за вас\n"
        "кладёт_0–0 к пустышке. Зина кладёт_3–6 к шестёрке. Коля\n"
        "кладёт_0–5 к пустышке. Миша кладёт_3–5 к тройке."),
}


def test_no_recap_line_starts_with_a_tile_at_either_window(tmp_path: Path) -> None:
    set_language("ru")
    said = _recap()
    # Without the bound spaces 1024×600 breaks between «кладёт» and «0–0» (once between
    # «кладёт» and «3–5», before table messages took a measure of their own).
    assert "Миша кладёт\u00a03–5 к тройке." in said
    app, table = table_app(tmp_path, default_setup(4))
    try:
        for size, expected in _EXPECTED.items():
            resize(app, size)
            table.model.notify(said, 600)
            with recording() as ink:
                run_frames(app, 1)
            lines = [i.text for i in ink if i.role == "message"]
            assert lines == expected, (size, lines)
            assert not any(_TILE_FIRST.match(line) for line in lines)
    finally:
        app.quit()
