"""A score pad's match opened from the history: its rounds as typed, no moves, no review."""

from __future__ import annotations

from pathlib import Path

import pygame
from harness import harness_for
from test_scorepad_scene import NAMES

from kozel_gui.i18n import tr
from kozel_gui.profiles import Profiles
from kozel_gui.scenes.history import HistoryScene
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.pad_replay import PadReplayScene
from kozel_gui.scorepad.model import Pad, RoundFacts
from kozel_gui.scorepad.store import record_in_history
from kozel_gui.storage import DataDir
from rules import find_preset

ROUNDS = [(0, [0, 60, 50, 5]), (2, [40, 50, 0, 5])]


def test_a_pads_match_replays_its_totals_round_by_round(tmp_path: Path) -> None:
    pad = Pad.new(find_preset("kozel"), NAMES, pad_id="p")
    for out, points in ROUNDS:
        pad.record(RoundFacts("out", out, points=points))
    assert pad.sheet.is_over
    data = DataDir(tmp_path)
    assert Profiles().added("Дедушка").save(data)
    assert record_in_history(data, pad, print)
    with harness_for(tmp_path, "--lang", "ru") as h:
        h.app.reset_to(MenuScene(h.app))
        h.frames(3)
        h.press(tr("menu.history"))
        assert isinstance(h.top, HistoryScene)
        h.key(pygame.K_RETURN)
        replay = h.top
        assert isinstance(replay, PadReplayScene)
        texts = [b.text for b in h.buttons()]
        assert tr("replay.review") not in texts and tr("replay.export") in texts
        assert tr("replay.next") not in texts and tr("replay.next_round") in texts  # no moves
        assert h.focused_text() == tr("replay.next_round")
        assert replay.names == NAMES
        seen = []
        for _ in ROUNDS:
            seen.append(([replay.points(s) for s in range(4)], replay.caption()))
            h.key(pygame.K_RETURN)  # «Кон »»
        assert seen == [
            ([0, 60, 50, 5], f"{tr('replay.pad_totals')} · Домино! Выход: Аня"),
            ([40, 50, 0, 5], f"{tr('replay.pad_totals')} · Домино! Выход: Вера")]
        assert replay.replay.rows_done() == len(pad.sheet.rows)  # the whole sheet at the end
