"""The round's end at a real pace: a skip to the summary reveals every hand at once.

The reveal turns the opponents' hands face up one by one; a key pressed before the last one
turned used to open the summary over a table that still showed that hand face down with its
tile count (a four-player fish, found by a tester in round 2 at 1024×600).
"""

from __future__ import annotations

from pathlib import Path

import pygame
from conftest import key, run_frames
from table_kit import KOZEL, table_app

from kozel_gui.i18n import ntr
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.table.model import Phase
from kozel_gui.table.summary import RoundSummaryScene
from rules import OutcomeKind, hand_value

NAMES = ("Маша", "Миша", "Петрович", "Зина")
FISH_SEED = 7
"""Four medium bots with this seed end the first round in a fish, every hand still full."""


def test_a_skip_at_once_reveals_every_hand_of_a_fish(tmp_path: Path) -> None:
    setup = MatchSetup(KOZEL, tuple(SeatSetup(n, bot="medium") for n in NAMES), FISH_SEED)
    app, table = table_app(tmp_path, setup, None, "--speed", "1", size=(1024, 600))
    for _ in range(20000):
        if table.phase is not Phase.PLAY:
            break
        run_frames(app, 1)
    r = table.session.round
    outcome = r.outcome()
    assert table.phase is Phase.REVEAL and outcome is not None
    assert outcome.kind is OutcomeKind.FISH
    hands = {seat: tuple(r.hand(seat)) for seat in range(4)}
    assert all(hands.values()), hands  # nobody went out: every hand has something to show
    others = [s for s in range(4) if s != table.model.viewer]
    # The reveal has only begun: the last opponent's hand is still face down.
    last = next(f for f in table.view().fans if f.pos == table.model.pos_of(others[-1]))
    assert last.shown is None

    key(app, pygame.K_SPACE, frames=2)  # at once: the summary
    summary = app.stack.top
    assert isinstance(summary, RoundSummaryScene) and table.phase is Phase.SUMMARY
    assert summary.round is r
    v = table.view()
    assert {f.pos: f.shown for f in v.fans} == {
        table.model.pos_of(s): hands[s] for s in others}
    for plate in v.plates:
        value = hand_value(r.rules, r.hand(plate.seat))
        # the hand's worth on the line, or on the badge when one plate's is too wide for it
        # (then every plate's: issue 18, plates change alike)
        assert plate.sub in (ntr("table.summary_hand", value), None), (plate.seat, plate.sub)
        assert plate.short == str(value)
    assert len({p.sub is None for p in v.plates}) == 1
    app.close()
