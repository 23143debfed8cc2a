"""Issue 18: at a round's end, while its banner shows, the seats' plates changed one by
one: a plate whose hand had turned face up said its value (or, too wide for it, dropped
its line for a badge) while the next still said «1 кость».  They change together."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import run_frames
from table_kit import table_app

from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.table.summary import RoundSummaryScene
from rules import Match, find_preset


@pytest.mark.parametrize(("preset", "players", "seed"), [("muggins", 3, 5), ("osel", 4, 7)])
def test_every_plate_changes_its_line_at_the_same_frame(
        tmp_path: Path, preset: str, players: int, seed: int) -> None:
    rules = find_preset(preset)
    seats = tuple(SeatSetup(f"Бот {i}", bot="medium") for i in range(players))
    app, table = table_app(tmp_path, MatchSetup(rules, seats, seed),
                           Match.start(rules, players, seed), "--speed", "1", size=(1024, 600))
    seen_end = 0
    for _ in range(20000):
        run_frames(app, 1)
        if isinstance(app.stack.top, RoundSummaryScene):
            break
        r = table.session.round
        if r.outcome() is None:
            continue
        seen_end += 1
        plates = table.view().plates
        counts = [p.seat for p in plates if p.sub is not None and p.short is not None
                  and int(p.short) == r.hand_sizes[p.seat]
                  and p.sub.endswith(("кость", "кости", "костей"))]
        values = [p.seat for p in plates if p.seat not in counts and p.short is not None]
        assert not (counts and values), (counts, values, [(p.sub, p.short) for p in plates])
    assert seen_end > 10 and isinstance(app.stack.top, RoundSummaryScene)
    app.close()
