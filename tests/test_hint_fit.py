"""The hint at a Muggins table: it names its move once, in the tense of advice, and its box
never covers a button (the English hint at 1024×600 wrapped over «Undo»)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest
from conftest import run_frames
from table_kit import click_tile, hinted, press_button, settle, table_app

from kozel_gui.i18n import set_language
from kozel_gui.layout import Box
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.table import hud
from kozel_gui.table.theme import recording
from rules import Match, Round, ScoreSheet, find_preset

MUGGINS = find_preset("muggins")
LONG = ("Hint: 3–5 to the three. Better than 5–3 to the five: on average 4 points fewer "
        "scored against you, and the chance to win the round 55% instead of 30%. "
        "The coach is sure of it.")


@pytest.fixture(autouse=True)
def _russian_after() -> Iterator[None]:
    yield
    set_language("ru")


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_the_hint_at_1024x600_says_its_move_once_and_leaves_the_buttons_clear(
        tmp_path: Path, lang: str) -> None:
    set_language(lang)
    r = Round.from_hands(MUGGINS, [["0:3", "3:5", "1:1", "2:6"], ["0:5", "4:6", "1:2", "2:2"]],
                         leader=0)
    match = Match(MUGGINS, 2, r, ScoreSheet(MUGGINS, 2), random.Random(1).getstate())
    setup = MatchSetup(MUGGINS, (SeatSetup("Вы", human=True),
                                 SeatSetup("Бот", bot="heaviest")), 1)
    app, table = table_app(tmp_path, setup, match, "--speed", "0", "--lang", lang,
                           size=(1024, 600))
    settle(app, table)
    click_tile(app, table, "0:3")
    settle(app, table)
    press_button(app, table, "hint")
    hinted(app, table)
    with recording() as log:
        run_frames(app, 1)
    said = [i for i in log if i.role == "message"]
    text = " ".join(i.text for i in said)
    move = {"en": "3–5 to the three", "ru": "3–5 к тройке", "uk": "3–5 до трійки"}[lang]
    assert text.count(move) == 1, text  # the move, named once
    assert "would" not in text and " бы " not in text and " б " not in text, text
    buttons = [pygame.Rect(*(round(n) for n in b.rect)) for b in table.view().buttons]
    assert table.model.hits.button("undo") is not None
    for ink in said:
        assert ink.within is not None
        assert not any(ink.within.colliderect(b) for b in buttons), (ink, buttons)
    app.close()


def test_a_long_hint_wraps_beside_the_undo_button_not_over_it() -> None:
    pygame.font.init()
    surface = pygame.Surface((1024, 600))
    band = Box(15, 450, 785, 33)
    undo = pygame.Rect(15, 408, 152, 35)
    with recording() as log:
        shown = hud.message(surface, LONG, (470, 466), 0.83, band, [undo])
    lines = [i for i in log if i.role == "message"]
    assert len(lines) >= 2 and " ".join(i.text for i in lines) == LONG
    assert not shown.colliderect(undo), (shown, undo)
    assert shown.bottom <= band.y + band.h and shown.right <= band.x + band.w
    # Asked nearer the button, the words (wrapped at their measure, no longer the band's
    # whole width) would cover it without it to avoid, and keep beside it with it.
    assert hud.message(surface, LONG, (160, 466), 0.83, band).colliderect(undo)
    assert not hud.message(surface, LONG, (160, 466), 0.83, band, [undo]).colliderect(undo)
