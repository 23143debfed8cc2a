"""Issue 19.3: the folded score sheet's strip tells the sides apart when names share an
initial (Маша and Миша both read «М» before); issue 13/19.4: Маша and Mike read «M / M»
(lookalike letters), and a team's «Ма Л / Ми З» was cryptic: names show whole where they
fit, else cut readably («Мих.»), never shorter than what tells them apart."""

from __future__ import annotations

from itertools import pairwise
from pathlib import Path

import pygame
import pytest
from conftest import run_frames
from table_kit import table_app

from kozel_gui.layout import sheet_opens
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.table.sheet import cell_text, readable_names, short_names
from kozel_gui.table.theme import recording
from rules import find_preset

NAMES = ("Маша", "Миша", "Коля", "Катя")


def _strip_texts(tmp_path: Path, preset: str, lang: str,
                 names: tuple[str, ...] = NAMES) -> tuple[list[tuple[str, pygame.Rect]],
                                                                   list[str], pygame.Rect]:
    """The strip's texts in drawing order at 1024x600 (folded there), the totals it should
    show, and the strip's box."""
    rules = find_preset(preset)
    setup = MatchSetup(rules, tuple(SeatSetup(n, bot="heaviest") for n in names), 3)
    app, table = table_app(tmp_path, setup, None, "--speed", "0", "--lang", lang,
                           size=(1024, 600))
    m = table.model
    assert not sheet_opens(1024, 4) and not m.expanded
    with recording() as log:
        run_frames(app, 1)
    s = m.session.sheet
    totals = [cell_text(s.rules, s.score[i], s.remembered[i], s.opened[i])[0]
              for i in range(s.sides)]
    box = pygame.Rect(*(round(v) for v in m.layout.sheet))
    texts = [(i.text, i.rect) for i in log if i.role == "sheet.strip"]
    app.close()
    return texts, totals, box


@pytest.mark.parametrize("lang", ["ru", "en", "uk"])
def test_four_names_with_shared_initials_read_apart_in_the_strip(tmp_path: Path,
                                                                  lang: str) -> None:
    texts, totals, box = _strip_texts(tmp_path, "osel", lang)
    shown = texts[-8:]
    assert [t for t, _ in shown] == ["Маша", totals[0], "Миша", totals[1],
                                     "Коля", totals[2], "Катя", totals[3]]
    assert all(box.contains(rect) for _, rect in shown)  # each fits the strip
    assert all(a.bottom <= b.top for (_, a), (_, b) in pairwise(shown)), shown  # none overlap


def test_a_team_side_shows_both_partners(tmp_path: Path) -> None:
    texts, totals, box = _strip_texts(tmp_path, "kozel_2x2", "ru")
    shown = texts[-6:]  # seats 0 and 2 are a side, 1 and 3 the other
    assert [t for t, _ in shown] == ["Маша", "Коля", totals[0], "Миша", "Катя", totals[1]]
    assert all(box.contains(rect) for _, rect in shown)


@pytest.mark.parametrize("preset", ["kozel", "kozel_2x2"])
def test_lookalike_and_long_names_read_apart_and_readably(tmp_path: Path, preset: str) -> None:
    names = ("Маша", "Мирослава", "Mike", "Зина")  # stock bots: Mike and Zoe in English
    texts, totals, box = _strip_texts(tmp_path, preset, "en", names)
    labels = [t for t, _ in texts if t not in totals][-4:]
    assert sorted(labels) == sorted(["Маш.", "Мир.", "Mike", "Zoe"])
    assert all(box.contains(rect) for _, rect in texts[-6:])
    assert all(a.bottom <= b.top for (_, a), (_, b) in pairwise(texts[-6:]))


def test_readable_names_cut_with_a_dot_no_shorter_than_apart() -> None:
    assert readable_names(["Маша", "Mike"], 200, 14) == (["Маша", "Mike"], 14)
    assert readable_names(["Михалыч", "Маша", "Mike"], 34, 14) == (["Мих.", "Маш.", "Mike"], 14)
    assert readable_names(["Колян", "Петрович", "Михалыч", "Зина"], 34, 14) == (
        ["Кол.", "Пет.", "Мих.", "Зина"], 14)  # not «Коля.»: another name
    # no fewer letters than tell Михалыч from Михаил, though the dot no longer fits
    assert readable_names(["Михалыч", "Михаил", "Зина"], 34, 14) == (
        ["Михал", "Михаи", "Зина"], 14)


def test_short_names_are_the_shortest_distinct_beginnings() -> None:
    assert short_names(NAMES) == ["Ма", "Ми", "Ко", "Ка"]
    assert short_names(["Аня", "Боря", "Вова", "Галя"]) == ["А", "Б", "В", "Г"]
    assert short_names(["Саша", "саша", "Петя"]) == ["Саша", "саша", "П"]  # no way apart
    assert short_names(["Ann", "Anna"]) == ["Ann", "Anna"]
    assert short_names(["Маша", "Mike"]) == ["Ма", "Mi"]  # «М» and "M" look one letter
    assert short_names(["Ольга", "Oleg"]) == ["Ол", "Ol"]
