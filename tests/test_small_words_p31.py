"""Playtest (issue 19, small words): the toast «Профиль «Дед | Миша» создан.» broke inside the
name; two spaces between words in the settings' help; «Штраф за время 10» without a unit;
History's chosen line had its first letter touching the ring."""

from __future__ import annotations

import re
from datetime import datetime
from pathlib import Path

import pygame
import pytest
from harness import harness_for
from po_files import texts
from rendered import rendered_strings
from test_history_support import setup_json, stored_json

from kozel_gui.drawing import units, wrap
from kozel_gui.history import HISTORY_FILE, History
from kozel_gui.i18n import set_language, tr
from kozel_gui.ring import GOLD, row_band
from kozel_gui.scenes.history import HistoryScene
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.profile import ProfileScene
from kozel_gui.storage import DataDir
from kozel_gui.theme import COLOURS
from rules.i18n import LANGUAGES


def test_a_short_name_in_quotes_is_one_unit_and_a_long_quotation_is_not() -> None:
    assert units("Профиль «Дед Миша» создан.") == ["Профиль", "«Дед Миша»", "создан."]
    assert units("Profile “Old Sam” created.") == ["Profile", "“Old Sam”", "created."]
    assert units("«Морской козёл»: до 101") == ["«Морской козёл»:", "до 101"]
    long = "«это очень длинная цитата из правил игры» сказано"
    assert units(long)[:2] == ["«это", "очень"], "a quotation, not a name: it may break"


def test_the_new_profiles_toast_keeps_the_name_whole(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """Through the app: the first start, «Дед Миша» typed, the menu's toast at 1024×600 (it
    stands narrow in the corner beside the menu's buttons)."""
    with harness_for(tmp_path, first_start=True) as h:
        h.resize((1024, 600))
        assert isinstance(h.top, ProfileScene)
        h.type("Дед Миша")
        h.key(pygame.K_RETURN)
        assert isinstance(h.top, MenuScene)
        with rendered_strings(monkeypatch) as seen:
            h.frames(1)
    said = tr("profile.created", name="Дед Миша")
    toast = [s for s in seen if s and s in said]
    # Whether it wraps depends on the menu's layout (since the menu keeps the «Продолжить»
    # row's place it fits on one line here); the wrapping itself is the next test's.
    assert toast and any("«Дед Миша»" in line for line in toast), toast


def test_a_wrapped_toast_never_parts_a_quoted_name() -> None:
    pygame.font.init()
    from kozel_gui.assets import font

    face = font(18)
    for width in range(60, 400, 4):
        lines = wrap("Профиль «Дед Миша» создан.", face, width)
        assert not any(line.endswith("«Дед") for line in lines), (width, lines)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_message_has_two_spaces_between_words(lang: str) -> None:
    """A leading indent of the text protocol is layout; two spaces inside a line read as a
    typing slip («ещё кон.  0 — без», «75).  Пусто»)."""
    for key, forms in texts(lang).items():
        for form in forms:
            for line in form.split("\n"):
                assert not re.search(r"\S {2,}\S", line), (key, line)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_time_penalty_says_what_its_number_counts(lang: str) -> None:
    """«Штраф за время 10»: ten what?  Points, as the clock's rows say seconds («, с»)."""
    set_language(lang)
    try:
        unit = {"ru": ", очков", "uk": ", очок", "en": ", points"}[lang]
        assert tr("field.clock_penalty").endswith(unit)
        assert tr("field.clock_one").endswith({"ru": ", с", "uk": ", с", "en": ", s"}[lang])
    finally:
        set_language("ru")


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_historys_chosen_line_keeps_its_words_clear_of_the_ring(tmp_path: Path,
                                                                 lang: str) -> None:
    """eh.png: the chosen line's first letter touched the ring drawn inside the line."""
    with History.open(DataDir(tmp_path).path(HISTORY_FILE)) as history:
        history.add_match(setup_json(name="Тестер"), stored_json(3), "Тестер",
                          played_at=datetime.now())
    with harness_for(tmp_path, "--lang", lang) as h:
        h.resize((1024, 600))
        h.press(tr("menu.history"))
        scene = h.top
        assert isinstance(scene, HistoryScene) and scene.rows
        h.key(pygame.K_DOWN)  # the keyboard: the ring shows on the chosen line
        h.key(pygame.K_UP)
        h.frames(2)
        row = scene.row_rects[scene.selected]
        screen = h.app.screen
        back = pygame.Color(COLOURS["button_active"])
        band = row_band(GOLD)
        ring = pygame.Color(*GOLD.colour)
        assert any(screen.get_at((row.x + x, row.centery)) == ring for x in range(band)), \
            "the ring is drawn inside the line"
        # The first ink right of the ring's band, on the line's middle rows.
        ink = min(x for x in range(row.x + band, row.x + 60)
                  for y in range(row.y + band, row.bottom - band)
                  if screen.get_at((x, y)) != back)
        assert ink - (row.x + band) >= 5, (ink - row.x, band)
    set_language("ru")
