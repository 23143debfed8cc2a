"""The 2×2 round summary: partners' lines together, the pair's band across both, and the
pair's total once beside them under the pair's names (P28: the team's total stood on one
seat's line, and nothing said which two seats it was of)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from conftest import run_frames
from table_kit import summary_of, table_app

from kozel_gui.i18n import set_language, tr
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.table.theme import recording
from rules import Match, find_preset
from rules.bots import find_bot

NAMES = ("Вы", "Михалыч", "Петрович", "Зина")


@pytest.mark.parametrize("lang", ["ru", "en", "uk"])
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_each_pairs_total_stands_beside_both_partners(
        tmp_path: Path, size: tuple[int, int], lang: str) -> None:
    rules = find_preset("kozel_2x2")
    seats = (SeatSetup(NAMES[0], human=True),
             *(SeatSetup(n, bot="heaviest") for n in NAMES[1:]))
    app, table = table_app(tmp_path, MatchSetup(rules, seats, 41), Match.start(rules, 4, 41),
                           "--speed", "0", "--lang", lang, size=size)
    try:
        s, bot = table.session, find_bot("heaviest")
        while s.round.outcome() is None:  # a whole round, every seat's move the same bot's
            r = s.round
            s.apply(bot.choose(r.view(r.to_move), random.Random(r.ply)))
        table.model.refresh()
        summary = summary_of(app, 3000)
        run_frames(app, 5)
        with recording() as log:
            run_frames(app, 1)
        names = {i.text: i.rect for i in log if i.role == "summary.name"}
        shown = [s.name(seat) for seat in range(4)]
        assert sorted(names, key=lambda t: names[t].y) == [shown[0], shown[2], shown[1], shown[3]]
        pairs = [i for i in log if i.role == "summary.pair"]
        results = [i for i in log if i.role == "summary.result"]
        assert [p.text for p in pairs] == [tr("protocol.team", a=shown[a], b=shown[b])
                                           for a, b in ((0, 2), (1, 3))]
        assert len(results) == 2, [r.text for r in results]  # once a pair, not once a seat
        for (a, b), pair, result in zip(((0, 2), (1, 3)), pairs, results, strict=True):
            first, second = names[shown[a]], names[shown[b]]
            assert first.top < pair.rect.top and result.rect.bottom < second.top + \
                (second.top - first.top), (pair.text, first, second, result.rect)
            assert summary.panel.contains(pair.rect) and summary.panel.contains(result.rect)
    finally:
        app.close()
        set_language("ru")
