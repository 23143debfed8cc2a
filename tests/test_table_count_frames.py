"""«Сумма концов» (Muggins) is the count of the board the table shows, on every frame of a
round, at every speed: never the count of a board one move behind, never one ahead of the
tile still being laid (a playtester saw the sum a move late).

The oracle is the engine's own count of each board the round went through (recorded as each
move is applied); the board shown in a frame is the tiles on the table less those still
being laid (flying to it)."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import run_frames
from table_kit import table_app

from kozel_gui.i18n import tr
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.table.model import TableModel
from kozel_gui.table.motion import board_tiles
from kozel_gui.table.seen import TableRound
from kozel_gui.table.view import TableView
from rules import Tile, find_preset

MUGGINS = find_preset("muggins")


def _laying(v: TableView) -> set[Tile]:
    """Tiles flying from a hand to the table (not those gliding between places)."""
    return {f.key[2] for f in v.flights
            if f.key[0] == "tile" and isinstance(f.key[2], Tile)} & {p.tile for p in v.placed}


def _board(r: TableRound) -> frozenset[Tile]:
    return frozenset(p.tile for p in board_tiles(r))


@pytest.mark.parametrize(("speed", "fold"), [("0", 0), ("0.5", 0), ("1", 0), ("3", 0), ("1", 7)])
def test_the_sum_shown_is_the_count_of_the_board_shown_on_every_frame(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, speed: str, fold: int) -> None:
    """``fold``: the sheet folded or opened every so many frames (the board laid out anew,
    its tiles gliding, as tiles fly in)."""
    counts: dict[frozenset[Tile], int] = {}
    play = TableModel.play

    def recorded(m: TableModel, *args: object, **kw: object) -> None:
        counts[_board(m.round)] = m.round.board_count
        play(m, *args, **kw)  # type: ignore[arg-type]
        counts[_board(m.round)] = m.round.board_count

    monkeypatch.setattr(TableModel, "play", recorded)
    setup = MatchSetup(MUGGINS, (SeatSetup("Маша", bot="heaviest"),
                                 SeatSetup("Миша", bot="heaviest")), 11)
    app, table = table_app(tmp_path, setup, None, "--speed", speed)
    m = table.model
    changes, frames = 0, 0
    shown_before: int | None = None
    while m.round.outcome() is None or m.anim.busy:
        assert frames < 20000, "the round never ended"
        if fold and frames % fold == fold - 1:
            m.press("sheet")
        run_frames(app, 1)
        frames += 1
        if app.stack.top is not table:
            break
        v = table.view()
        shown = frozenset(p.tile for p in v.placed) - _laying(v)
        if not shown:
            assert v.count is None, (frames, v.count)
            continue
        assert shown in counts, f"frame {frames}: a board never played: {sorted(map(str, shown))}"
        want = tr("table.count", n=counts[shown])
        assert v.count == want, (frames, sorted(map(str, shown)), v.count, want)
        changes += v.count != shown_before
        shown_before = v.count
    assert len(m.round.history()) > 6 and changes > 3, (len(m.round.history()), changes)
    app.close()
