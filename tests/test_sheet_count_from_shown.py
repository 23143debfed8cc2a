"""Issue 12/18: at a round's end the total row flashed «0 0 0» (PT-G b1_02).  In a game
that scores in play the sheet already showed each side's score with its points in play;
the new row's count-up started from the score before the round, under what was shown.
Every frame from the last move to the summary, each side's total on the sheet is a number
between the one shown before the last move and the new total, never going back."""

from __future__ import annotations

import random
from pathlib import Path

from conftest import run_frames
from table_kit import table_app, top

from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.table.summary import RoundSummaryScene
from kozel_gui.table.theme import recording
from rules import Match, Round, ScoreSheet, find_preset

MUGGINS = find_preset("muggins")


def _totals(log: list) -> dict[int, int]:  # type: ignore[type-arg]
    """Per side, the total the sheet drew this frame (the running row or the newest row)."""
    out = {}
    for ink in log:
        kind, _, where = ink.role.partition(":")
        if kind in ("sheet.running", "sheet.total"):
            out[int(where.split(":")[-1])] = int(ink.text)
    return out


def test_the_new_rows_total_never_shows_less_than_what_the_sheet_showed(tmp_path: Path) -> None:
    # 5:5 led scores 10 in play; the bot answers 5:6, the person goes out with 0:5.
    r = Round.from_hands(MUGGINS, [["5:5", "0:5"], ["5:6", "6:6", "3:4"]],
                         bazaar=["1:1", "1:2", "2:2"], leader=0)
    r = r.play(r.legal_moves()[0].parse("5:5")).play(r.legal_moves()[0].parse("5:6>"))
    assert r.play_points[0] == 10
    match = Match(MUGGINS, 2, r, ScoreSheet(MUGGINS, 2), random.Random(1).getstate())
    setup = MatchSetup(MUGGINS, (SeatSetup("Вы", human=True),
                                 SeatSetup("Бот", bot="heaviest")), 1)
    app, table = table_app(tmp_path, setup, match, "--speed", "1")
    run_frames(app, 30)
    with recording() as log:
        run_frames(app, 1)
    shown = _totals(log)
    assert shown == {0: 10, 1: 0}, shown
    s = table.session
    table.model.play(s.round.legal_moves()[0].parse("0:5<"))  # as the person's click does
    frames = []
    for _ in range(600):
        with recording() as log:
            run_frames(app, 1)
        frames.append(_totals(log))
        if isinstance(top(app), RoundSummaryScene) and top(app).ready:
            break
    row = s.sheet.rows[-1]
    assert row.sides[0].play == 10 and row.sides[0].after > 10
    last = dict(shown)
    for i, totals in enumerate(frames):
        for side, n in totals.items():
            after = row.sides[side].after
            assert last[side] <= n <= after, (i, side, last[side], n, after)
            last[side] = n
    assert last == {0: row.sides[0].after, 1: row.sides[1].after}
    app.close()
