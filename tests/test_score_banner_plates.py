"""Points scored in play («+15!») fly from the end that scored to the free felt by the
scorer's plate and never cover a seat's plate: P38b saw «+15!» over the person's name and
tile count, and «+5!» over a bot's name and points.  Seeded four-way rounds of four seats
are played through the real App loop at 1024×600 and 1280×720, every frame measured."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest
from conftest import run_frames
from table_kit import table_app

from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.table.summary import RoundSummaryScene
from kozel_gui.table.theme import recording
from rules import Match, Round, ScoreSheet, find_preset


def _banners_and_plates(tmp: Path, preset: str, seed: int, size: tuple[int, int]
                        ) -> tuple[list[tuple[str, pygame.Rect]], list[pygame.Rect]]:
    """Every points banner drawn in one seeded round of four bots, with the plates' rects."""
    rules = find_preset(preset)
    r = Round.deal(rules, random.Random(seed), 4)
    match = Match(rules, 4, r, ScoreSheet(rules, 4), random.Random(seed).getstate())
    setup = MatchSetup(rules, tuple(SeatSetup(f"Бот {i + 1}", bot="medium")
                                    for i in range(4)), seed)
    app, table = table_app(tmp, setup, match, "--speed", "2", size=size)
    banners: list[tuple[str, pygame.Rect]] = []
    plates: list[pygame.Rect] = []
    for _ in range(6000):
        with recording() as log:
            run_frames(app, 1)
        over = isinstance(app.stack.top, RoundSummaryScene) or table.session.round.outcome()
        if over and not any(i.role == "word" for i in log):
            break
        plates = [pygame.Rect(*(round(v) for v in p.plate))
                  for p in table.model.layout.seats.values()]
        banners += [(i.text, i.within) for i in log
                    if i.role == "word" and i.within is not None and i.text.startswith("+")]
    app.close()
    return banners, plates


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
@pytest.mark.parametrize(("preset", "seed"), [("muggins", 3), ("telephone", 5)])
def test_no_points_banner_covers_a_seats_plate(tmp_path: Path, preset: str, seed: int,
                                               size: tuple[int, int]) -> None:
    banners, plates = _banners_and_plates(tmp_path, preset, seed, size)
    assert len(plates) == 4
    assert len({text for text, _ in banners}) >= 1 and len(banners) > 20, banners[:3]
    window = pygame.Rect((0, 0), size)
    for text, rect in banners:
        assert window.contains(rect), (text, rect)
        hit = [p for p in plates if rect.colliderect(p)]
        assert not hit, f"{text} at {rect} over the plate at {hit}"
