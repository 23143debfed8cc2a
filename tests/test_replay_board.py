"""The replay lays a position's board out exactly as the table did: one builder for the
table's layout and its buttons' keepout, so the same board at the same window size is
the same picture in both."""

from __future__ import annotations

import pytest
from test_history_support import stored_json

from kozel_gui.app import App
from kozel_gui.scenes.replay import ReplayScene
from kozel_gui.table.fixtures import table_layout
from kozel_gui.table.motion import line_layout
from rules import find_preset


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_a_four_way_replay_draws_the_tables_layout(app: App, size: tuple[int, int]) -> None:
    scene = ReplayScene(app, stored_json(3, 2, "muggins"))
    scene.build(size)
    rules = find_preset("muggins")
    table, fixed = table_layout(size, rules, 2, expanded=True,
                                large=app.options.large_tiles)
    assert scene.layout == table and fixed.keepout()  # the buttons' boxes are kept clear of
    replay = scene.replay
    for _ in range(12):
        replay.step(1)
    state = replay.state
    assert state is not None and state.line
    assert line_layout(scene.layout, state).tiles == line_layout(table, state).tiles


def test_the_replays_sheet_is_the_tables_sheet_with_its_marks(
        app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 14: the replay drew «0» where the table draws «—» (went out) and «×» (held
    points burned): it paints the table's own sheet now, as it stood at the move shown."""
    from rendered import rendered_strings

    from kozel_gui.i18n import set_language
    from kozel_gui.table.sheet import round_text, shown_rows

    set_language("ru")
    scene = ReplayScene(app, stored_json(12, 2, "kozel"))
    size = app.screen.get_size()
    scene.build(size)
    scene.replay.end()
    view = scene.sheet_view(size)
    stored = scene.replay.sheet
    assert view.sheet.rows == stored.rows and view.expanded
    window = shown_rows(stored)[view.first:view.first + view.fit]
    marks = [round_text(stored.rules, row, side)[0] for row in window
             for side in range(stored.sides)]
    assert "—" in marks  # a side went out: nothing written for it
    with rendered_strings(monkeypatch) as seen:
        scene.draw(app.screen)
    assert set(marks) <= set(seen)
    scene.replay.home()  # before the first round ends: no row yet
    assert scene.sheet_view(size).sheet.rows == ()
