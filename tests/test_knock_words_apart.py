"""Issue 18/12 (y1): «Михалыч: сту…» showed under «Петрович: стук!», both knocked at once.
Two seats' words showing together stand each by its seat, never over each other, their text
whole, and neither moves when the other goes."""

from __future__ import annotations

import itertools
import random
from pathlib import Path

import pygame
import pytest
from conftest import run_frames
from table_kit import table_app

from kozel_gui.i18n import tr_about
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.table.anim import Word
from kozel_gui.table.theme import recording
from rules import Match, Round, ScoreSheet, find_preset

KOZEL_2X2 = find_preset("kozel_2x2")
NAMES = ("Вы", "Михалыч", "Петрович", "Зина")


def _long_line() -> Round:
    """A 2×2 deal played on for 16 moves (a long line, as in y1), the person's turn."""
    r = Round.deal(KOZEL_2X2, random.Random(7), 4)
    rng = random.Random(3)
    while len(r.history()) < 16 or r.to_move != 0:
        r = r.play(rng.choice(r.legal_moves()))
        assert r.outcome() is None
    return r


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_two_seats_words_at_once_never_overlap_and_stay_whole(
        tmp_path: Path, size: tuple[int, int]) -> None:
    r = _long_line()
    match = Match(KOZEL_2X2, 4, r, ScoreSheet(KOZEL_2X2, 4), random.Random(1).getstate())
    setup = MatchSetup(KOZEL_2X2, tuple(SeatSetup(n, human=(i == 0), bot=None if i == 0 else
                                                  "heaviest") for i, n in enumerate(NAMES)), 1)
    app, table = table_app(tmp_path, setup, match, "--speed", "1", size=size)
    model = table.model
    run_frames(app, 30)
    field = pygame.Rect(*(round(v) for v in model.layout.field))
    for a, b in itertools.combinations(range(4), 2):
        model.anim.words.clear()
        for seat in (a, b):  # the second a moment after the first, as bots knock in a row
            model.say(tr_about("table.said_knock", table.session.person(seat)), seat,
                      lead=0.1 * (seat == b), kind=Word.KNOCK)
        texts = {w.text for w in model.anim.words}
        both, at = 0, dict[str, tuple[int, int]]()
        for _ in range(150):
            with recording() as log:
                run_frames(app, 1)
            words = [i for i in log if i.role == "word" and i.within is not None]
            for w in words:
                assert w.within.contains(w.rect), f"{w.text!r} cut by its plate"
                assert field.contains(w.within), f"{w.text!r} off the felt"
                # it pops in and fades where it stands, whatever the other does
                assert at.setdefault(w.text, w.within.center) == w.within.center, \
                    f"{w.text!r} moved"
            if {w.text for w in words} == texts:
                both += 1
                one, two = (pygame.Rect(w.within) for w in words)
                assert not one.colliderect(two), (a, b, words)
            if not words and both:
                break
        assert both > 20, f"seats {a} and {b}: the two words showed together"
    app.close()
