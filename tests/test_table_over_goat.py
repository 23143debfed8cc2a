"""The match-over screen at the sizes people play at: the goat, however high it leaps, never
touches the title, the verdict («Козлы — Зина и Петрович!») or the ratings under it."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest
from conftest import run_frames
from table_kit import table_app

from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.table.over import MatchOverScene, paint_goat
from kozel_gui.table.result import READY_S
from kozel_gui.table.theme import recording
from rules import Match, Round, ScoreSheet, find_preset


def _team_goat_sheet() -> ScoreSheet:
    """Kozel two by two: side 1 (Зина and Петрович) passes the limit."""
    kozel = find_preset("kozel_2x2")
    sheet = ScoreSheet(kozel, 4)
    while not sheet.is_over:
        sheet = sheet.record(points=[0, 30, 0, 30], ended="out", by=0)
    assert sheet.goat == 1
    return sheet


def _over(tmp: Path, size: tuple[int, int]) -> tuple[object, MatchOverScene]:
    kozel = find_preset("kozel_2x2")
    seats = (SeatSetup("Вы", human=True), SeatSetup("Зина", bot="medium", gender="female"),
             SeatSetup("Кот", bot="medium"), SeatSetup("Петрович", bot="medium", gender="male"))
    r = Round.deal(kozel, random.Random(5), 4)
    match = Match(kozel, 4, r, _team_goat_sheet(), random.Random(5).getstate())
    app, table = table_app(tmp, MatchSetup(kozel, seats, 5), match, size=size)
    over = MatchOverScene(app, table.session)
    app.replace(over)
    run_frames(app, round(READY_S * 60) + 2)
    assert app.stack.top is over
    return app, over


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_goats_horns_never_cover_the_title_or_the_verdict(tmp_path: Path,
                                                              size: tuple[int, int]) -> None:
    app, over = _over(tmp_path, size)
    with recording() as log:
        run_frames(app, 1)
    texts = {i.role: i for i in log if i.role in ("over.title", "over.verdict")}
    assert texts["over.verdict"].text == "Козлы — Зина и Петрович!"
    words = [pygame.Rect(texts[k].rect) for k in ("over.title", "over.verdict")]
    words += [pygame.Rect(i.rect) for i in log if i.role == "over.rating"]
    # The goat alone, painted as the screen paints it, over its whole jump-in and bounces:
    # the pixels it covers, measured, against the texts' rectangles.
    for k in range(0, 300):
        t = k / 100
        layer = pygame.Surface(size, pygame.SRCALPHA)
        paint_goat(layer, *over.goat, t)
        goat = layer.get_bounding_rect()
        assert goat.h > 0
        for rect in words:
            assert not goat.colliderect(rect), (t, goat, rect)
    app.close()


@pytest.mark.parametrize(("winner", "title"), [(0, "table.over_victory"),
                                               (1, "table.over_done")])
def test_a_points_game_ends_with_its_winner_and_no_goat(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, winner: int, title: str) -> None:
    """Muggins is won by reaching the target: no «Козёл!» and no goat (P26: «Козёл! Вы
    победили!» over a jumping goat)."""
    import kozel_gui.table.over as over_module
    from kozel_gui.i18n import tr

    muggins = find_preset("muggins")
    sheet = ScoreSheet(muggins, 2)
    while not sheet.is_over:
        sheet = sheet.record(points=[0, 60] if winner == 0 else [60, 0], ended="out",
                             by=winner)
    assert sheet.winner == winner and sheet.goat is None
    seats = (SeatSetup("Вы", human=True), SeatSetup("Зина", bot="medium", gender="female"))
    r = Round.deal(muggins, random.Random(5), 2)
    match = Match(muggins, 2, r, sheet, random.Random(5).getstate())
    app, table = table_app(tmp_path, MatchSetup(muggins, seats, 5), match, size=(1280, 720))
    goats: list[object] = []
    monkeypatch.setattr(over_module, "paint_goat", lambda *a: goats.append(a))
    over = MatchOverScene(app, table.session)
    app.replace(over)
    run_frames(app, round(READY_S * 60) + 2)
    with recording() as log:
        run_frames(app, 1)
    texts = {i.role: i.text for i in log if i.role in ("over.title", "over.verdict")}
    assert texts["over.title"] == tr(title) and "Козёл" not in texts["over.title"]
    assert texts["over.verdict"] == ("Вы победили!" if winner == 0 else "Победила Зина!")
    assert not goats, "no goat in a points game"
    # The rating note is a points game's (P29: it explained the goat's rule in Muggins).
    why = " ".join(i.text for i in log if i.role == "over.why")
    assert why == "Победителю 10, остальным 0." and "козл" not in why.lower(), why


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_confetti_never_falls_on_a_word_or_a_number(tmp_path: Path,
                                                        size: tuple[int, int]) -> None:
    """Issue 18: the confetti fell over «Очки рейтинга» and the points under it.  Every
    piece, over seconds of falling, stays off every text and button on the screen (one
    passing behind a word is not drawn), and most are seen at any moment."""
    app, over = _over(tmp_path, size)
    assert over._celebrates(), "Вы and Кот won: the screen celebrates"
    with recording() as log:
        run_frames(app, 1)
    words = [pygame.Rect(i.rect) for i in log if i.role.startswith(("over.", "button."))]
    assert {i.role for i in log} >= {"over.title", "over.verdict", "over.rating",
                                     "over.points", "over.why"}
    words += [pygame.Rect(b.rect) for b in over.focusables()]
    screen = app.screen.get_rect()
    for k in range(0, 600, 3):
        pieces = over.confetti_pieces(k / 60)
        assert 30 <= len(pieces) <= 60
        for piece, _colour in pieces:
            assert screen.contains(piece), (k, piece)
            hit = [w for w in words if piece.colliderect(w)]
            assert not hit, (k / 60, piece, hit)
    app.close()
