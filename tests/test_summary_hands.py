"""The round summary shows the finished round it opened on, in every frame it is drawn:
its hands, its outcome, its number (the playtest once saw every hand still at seven tiles
beside the round's arithmetic: the frame in which «Дальше» dealt the next round drew the
summary, still on the stack, from the live session's new round)."""

from __future__ import annotations

from pathlib import Path

from conftest import click, run_frames
from table_kit import KOZEL, scripted, summary_of

from kozel_gui.i18n import ntr, tr
from kozel_gui.table.theme import recording
from rules import hand_value


def test_the_frame_that_deals_the_next_round_still_draws_the_finished_one(
        tmp_path: Path) -> None:
    app, table = scripted(tmp_path)
    session = table.session
    while session.round.outcome() is None:  # the scripted round, to its fish
        session.apply(session.round.legal_moves()[0])
    summary = summary_of(app)
    finished = session.round
    want = sorted(ntr("table.summary_hand", hand_value(KOZEL, finished.hand(s)))
                  for s in range(finished.players))
    assert sum(len(finished.hand(s)) for s in range(2)) < 6, "the hands were played down"
    for _ in range(300):
        if summary.ready:
            break
        run_frames(app, 1)
    with recording() as log:
        click(app, summary._item.rect.center, frames=0)
        run_frames(app, 1)  # «Дальше»: the next round is dealt, the summary not yet gone
    assert session.number == 2, "the next round was dealt in that frame"
    hands = sorted(i.text for i in log if i.role == "summary.hand")
    titles = {i.text for i in log if i.role == "summary.title"}
    assert hands in ([], want), f"the summary drew the new deal's hands: {hands} != {want}"
    assert titles <= {tr("table.summary_title", n=1)}, titles
    app.close()
