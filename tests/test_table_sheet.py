"""The sheet never shows a wrong number: skipped (click and key) at every phase of the round end.

At every frame the test measures the texts the sheet draws (``theme.recording``) and
compares each total and each round's entry with the engine's ``ScoreSheet``: the match's
until the round's row is written (a beat into the reveal, ``TableModel.writing``), then
the one with the round on it, a row and its total always together (issue 12: the row
read «15+10» while its total still counted up).
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from conftest import click, key, run_frames
from table_kit import KOZEL, scripted, scripted_moves, settle, top

from kozel_gui.app import App
from kozel_gui.scenes.table import TableScene
from kozel_gui.table.model import Phase
from kozel_gui.table.sheet import cell_text, round_text
from kozel_gui.table.summary import RoundSummaryScene
from kozel_gui.table.theme import recording
from rules import ScoreSheet

FISH_BUT_LAST = ["1:2", "2:4>", "1:4<", "draw", "draw", "4:6>", "draw", "4:4<", "draw", "draw",
                 "pass"]
SKIPS = ("flying", "reveal", "writing", "written", "summary")


def _sheet_before() -> ScoreSheet:
    sheet = ScoreSheet(KOZEL, 2)
    for points, by in (([30, 0], 1), ([0, 14], 0)):
        out = sheet.record(points=points, ended="out", by=by)
        sheet = out if isinstance(out, ScoreSheet) else sheet
    return sheet


def _engine_sheet(table: TableScene) -> ScoreSheet:
    """The sheet the engine has for what the table shows: the finished round is on it once
    its row is written."""
    return table.session.match.sheet if table.model.writing() else table.session.sheet


def frame_and_check(app: App, table: TableScene, seen: dict[str, int]) -> None:
    """One frame of the real loop; every sheet number it drew agrees with the engine."""
    with recording() as log:
        run_frames(app, 1)
    sheet = _engine_sheet(table)
    for ink in log:
        kind, _, where = ink.role.partition(":")
        if kind not in ("sheet.total", "sheet.delta"):
            continue
        index, side = (int(v) for v in where.split(":"))
        row = sheet.rows[index]
        s = row.sides[side]
        if kind == "sheet.delta":
            assert ink.text == round_text(sheet.rules, row, side)[0]
            continue
        want = cell_text(sheet.rules, s.after, s.after_remembered, s.after_open)[0]
        assert ink.text == want, (ink.text, want, table.phase)
        seen["right"] += 1


def _skip(app: App, table: TableScene, how: str) -> None:
    """Space, or a click: on the summary its button, on the table anywhere."""
    if how == "key":
        key(app, pygame.K_SPACE, frames=0)
        return
    summary = top(app)
    if isinstance(summary, RoundSummaryScene):
        click(app, summary.button.rect.center, frames=0)
    else:
        click(app, (20, app.screen.get_height() // 2), frames=0)


@pytest.mark.parametrize("how", ["click", "key"])
@pytest.mark.parametrize("when", SKIPS)
def test_every_sheet_number_is_the_engines_whatever_is_skipped(
        tmp_path: Path, when: str, how: str) -> None:
    app, table = scripted(tmp_path, "--speed", "1", sheet=_sheet_before())
    scripted_moves(table, FISH_BUT_LAST)
    table.model.relayout()
    click(app, (20, 300), frames=1)  # the deal's motion ends
    settle(app, table)
    seen = {"right": 0}
    key(app, pygame.K_k, frames=0)  # the person's knock ends the round in a fish
    skipped = False
    for _ in range(400):
        frame_and_check(app, table, seen)
        phase, m = table.phase, table.model
        due = {
            "flying": table.anim.busy and phase is Phase.PLAY,
            "reveal": phase is Phase.REVEAL and m.anim.now - m.reveal_at < 0.2,
            "writing": phase is Phase.REVEAL and m.anim.writing()
            and m.anim.now - m.reveal_at > 0.3,
            "written": phase is Phase.REVEAL and m.anim.now - m.reveal_at > 1.5,
            "summary": isinstance(top(app), RoundSummaryScene) and top(app).ready,
        }[when]
        if due and not skipped:
            _skip(app, table, how)
            skipped = True
        if isinstance(top(app), RoundSummaryScene) and top(app).ready and skipped \
                and when != "summary":
            break
        if table.session.number == 2:
            break
    assert skipped, f"never reached {when}"
    for _ in range(3):
        frame_and_check(app, table, seen)
    if when == "summary":
        assert table.session.number == 2
    else:
        assert isinstance(top(app), RoundSummaryScene) and table.phase is Phase.SUMMARY
        sheet = table.session.sheet
        drawn = {}
        with recording() as log:
            run_frames(app, 1)
        drawn = {ink.role: ink.text for ink in log if ink.role.startswith("sheet.total:")}
        for side, s in enumerate(sheet.rows[-1].sides):  # the summary shows the final totals
            want = cell_text(sheet.rules, s.after, s.after_remembered, s.after_open)[0]
            assert drawn[f"sheet.total:{len(sheet.rows) - 1}:{side}"] == want
    assert seen["right"] > 20
    app.close()


@pytest.mark.parametrize("preset", ["bergen", "muggins"])
def test_every_number_of_a_game_scoring_in_play_says_what_it_is(preset: str) -> None:
    """P29: a bare «2» on the Bergen sheet (in play? for the round?). In a game that
    scores in play a round's entry is always «in play + at the round's end» («0+2», «2+2»),
    and the sheet's header says so, beside the round's number, clear of it."""
    import random

    from kozel_gui.layout import Box
    from kozel_gui.table.sheet import SheetView, paint_sheet
    from rules import Match, find_preset

    pygame.font.init()
    rng, match = random.Random(4), Match.start(find_preset(preset), 3, 4)
    while len(match.sheet.rows) < 4 and not match.is_over:
        r = match.round
        match = match.play(rng.choice(r.legal_moves())) if r.outcome() is None \
            else match.next_round()
    sheet = match.sheet
    surface = pygame.Surface((1280, 720))
    view = SheetView(Box(998, 0, 282, 720), sheet, ("Зина", "Михалыч", "Петрович"), True,
                     len(sheet.rows) + 1, 0, 8, 1.0)
    with recording() as log:
        paint_sheet(surface, view)
    deltas = [i.text for i in log if i.role.startswith("sheet.delta")]
    assert deltas and all(t in ("—", "рыба") or "+" in t[1:] for t in deltas), deltas
    parts = [i for i in log if i.role == "sheet.parts"]
    number = next(i for i in log if i.role == "sheet.number")
    assert [p.text for p in parts] == ["в игре + за кон"]
    assert not parts[0].rect.colliderect(number.rect)
    assert pygame.Rect(998, 0, 282, 720).contains(parts[0].rect)
