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
