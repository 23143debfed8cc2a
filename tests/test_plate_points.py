"""Issue 12: once a seat made points in play, its plate showed them on the line under
the name and moved the tile count to a small badge on the avatar.  The count keeps its
line (it is what the plate always says); the points show beside it where both fit, else
on a small tag across the plate's top edge."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest
from conftest import run_frames
from table_kit import table_app

from kozel_gui.i18n import ntr, set_language
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.table.theme import recording
from rules import Match, Round, ScoreSheet, find_preset

MUGGINS = find_preset("muggins")


@pytest.mark.parametrize("lang", ["ru", "uk", "en"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720), (1920, 1080)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_tile_count_keeps_its_line_beside_the_points(
        tmp_path: Path, size: tuple[int, int], lang: str) -> None:
    r = Round.from_hands(MUGGINS, [["5:5", "4:5", "6:6"], ["5:6", "3:4", "2:2"]],
                         bazaar=["1:1", "1:6", "2:6"], leader=0).play("5:5").play("5:6>")
    match = Match(MUGGINS, 2, r, ScoreSheet(MUGGINS, 2), random.Random(1).getstate())
    setup = MatchSetup(MUGGINS, (SeatSetup("Вы", human=True),
                                 SeatSetup("Бот", bot="heaviest")), 1)
    try:
        set_language(lang)
        app, table = table_app(tmp_path, setup, match, size=size)
        table.model.play(table.session.round.legal_moves()[0].parse("4:5<"))
        run_frames(app, 3)
        made = table.session.round.play_points[0]
        assert made == 20, "the lead 5:5 and then 4:5 scored 10 each"
        with recording() as log:
            run_frames(app, 1)
        count = ntr("table.tiles", len(table.session.round.hand(0)))
        points = ntr("table.plate_points", made)
        plate = next(p for p in table.view().plates if p.seat == 0)
        box = pygame.Rect(*(round(v) for v in plate.box))
        said = [i for i in log if i.role.startswith("plate.") and box.inflate(40, 40)
                .contains(i.rect)]
        subs = [i.text for i in said if i.role == "plate.sub"]
        assert len(subs) == 1 and subs[0].startswith(count), (subs, count)
        assert not [i for i in said if i.role == "plate.badge"], "the count is on its line"
        tags = [i for i in said if i.role == "plate.points"]
        assert subs[0] == f"{count} · {points}" or [t.text for t in tags] == [points]
        names = [i.rect for i in said if i.role == "plate.name"]
        for tag in tags:
            assert app.screen.get_rect().contains(tag.rect)
            assert tag.rect.collidelist(names) < 0, "clear of the name"
        app.close()
    finally:
        set_language("ru")


def test_a_plate_paints_only_where_the_table_repaints_it(tmp_path: Path) -> None:
    """The points tag stands over the plate's edge: the still layer repaints a plate's box
    as far as it paints (a tag left behind showed over the felt after the round)."""
    from kozel_gui.table import hud
    from kozel_gui.table.paint import _rect

    r = Round.from_hands(MUGGINS, [["5:5", "4:5", "6:6"], ["5:6", "3:4", "2:2"]],
                         bazaar=["1:1", "1:6", "2:6"], leader=0).play("5:5").play("5:6>")
    match = Match(MUGGINS, 2, r, ScoreSheet(MUGGINS, 2), random.Random(1).getstate())
    setup = MatchSetup(MUGGINS, (SeatSetup("Вы", human=True),
                                 SeatSetup("Бот", bot="heaviest")), 1)
    app, table = table_app(tmp_path, setup, match, size=(1024, 600))
    table.model.play(table.session.round.legal_moves()[0].parse("4:5<"))
    run_frames(app, 3)
    plate = next(p for p in table.view().plates if p.seat == 0)
    assert plate.scored is not None
    canvas = pygame.Surface(app.screen.get_size(), pygame.SRCALPHA)
    with recording() as log:
        hud.plate(canvas, plate, table.view().scale)
    assert [i.text for i in log if i.role == "plate.points"], "the tag is drawn"
    painted = canvas.get_bounding_rect()
    assert _rect(plate.box, hud.PLATE_REACH).contains(painted), painted
    app.close()
