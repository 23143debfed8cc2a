"""Every character and stock bot name in each language: English mode has English names
(not transliterations of the Russian ones), Ukrainian ones are spelled in Ukrainian.

And at a real table in English, the plates say them.
"""

from __future__ import annotations

import re
from difflib import SequenceMatcher
from pathlib import Path

import pytest
from conftest import run_frames
from table_kit import settle, table_app

from kozel_gui.i18n import set_language
from kozel_gui.i18n.names import BOT_NAMES, shown_name, stock_name
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.table.theme import recording
from rules import find_preset
from rules.bots.personalities import PERSONALITIES, find_personality

_LATIN = dict(zip("абвгдеёжзийклмнопрстуфхцчшщъыьэюя",
                  ("a", "b", "v", "g", "d", "e", "e", "zh", "z", "i", "y", "k", "l", "m", "n",
                   "o", "p", "r", "s", "t", "u", "f", "kh", "ts", "ch", "sh", "shch", "", "y", "",
                   "e", "yu", "ya"), strict=True))
SHARED = {"professor", "captain"}
"""Words English and Russian share (Профессор, Капитан): translations that sound alike."""


def _latin(word: str) -> str:
    return "".join(_LATIN.get(c, c) for c in word.casefold())


def _names(lang: str) -> dict[str, str]:
    """Every name the game gives a bot in ``lang``, by where it comes from."""
    names = {f"character.{p.key}": p.name(lang) for p in PERSONALITIES}
    return names | {f"name.{key}": stock_name(key, lang) for key in BOT_NAMES}


def test_english_names_are_english_not_transliterated() -> None:
    ru, en = _names("ru"), _names("en")
    for key, name in en.items():
        assert re.fullmatch(r"[A-Za-z][A-Za-z ]*", name), f"{key}: {name!r}"
        for word in name.casefold().split():
            if word in SHARED or word == "the":
                continue
            for russian in ru[key].split():
                likeness = SequenceMatcher(None, _latin(russian), word).ratio()
                assert likeness < 0.7, f"{key}: {name!r} spells out «{ru[key]}» ({likeness:.2f})"


def test_russian_and_ukrainian_names_are_their_own() -> None:
    for key, name in _names("ru").items():
        assert re.fullmatch(r"[А-Яа-яЁё][А-Яа-яЁё ]*", name), f"{key}: {name!r}"
    for key, name in _names("uk").items():
        assert re.fullmatch(r"[А-ЩЬЮЯҐЄІЇа-щьюяґєії'’][А-ЩЬЮЯҐЄІЇа-щьюяґєії'’ ]*", name), \
            f"{key}: {name!r} is not spelled in Ukrainian"


def test_names_of_earlier_versions_are_still_understood() -> None:
    assert find_personality("Mikhalych the Bear").key == "bear"
    try:
        set_language("en")
        assert [shown_name(n) for n in ("Zina", "Grandpa Yegor", "Михалыч")] == [
            "Zoe", "Grandpa George", "Mike"]
    finally:
        set_language("ru")


@pytest.mark.parametrize("lang", ["en", "uk"])
def test_a_table_in_the_language_names_its_bots_in_it(tmp_path: Path, lang: str) -> None:
    seats = (SeatSetup("Вы", human=True), SeatSetup("Михалыч"), SeatSetup("Зина"),
             SeatSetup("Сова", personality="bear"))
    try:
        app, table = table_app(tmp_path, MatchSetup(find_preset("kozel"), seats, 3), None,
                               "--speed", "0", "--lang", lang)
        settle(app, table)
        with recording() as log:
            run_frames(app, 1)
        plates = " ".join(i.text for i in log if i.role == "plate.name").split()
        want = " ".join((table.session.name(0), stock_name("mikhalych", lang),
                         stock_name("zina", lang), find_personality("bear").name(lang)))
        assert plates == want.split()
        if lang == "en":  # the bots' plates (the person's is their profile's name)
            assert not re.search("[А-Яа-яЁёІіЇїЄєҐґ]", " ".join(plates[-4:]))
        app.close()
    finally:
        set_language("ru")
