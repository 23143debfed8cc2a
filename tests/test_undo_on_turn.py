"""PT-G r24: «Отменить ход (Ctrl+Z)» stayed in the middle of the felt during the bots'
turns.  The button shows, and Ctrl+Z asks, only on the person's turn with a move of theirs
to take back; through the bots' turns neither the button nor the key does anything."""

from __future__ import annotations

from pathlib import Path

import pygame
from conftest import run_frames
from table_kit import table_app

from kozel_gui.options import MatchSetup, SeatSetup
from rules import find_preset


def _ctrl_z() -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_LCTRL,
                                         unicode="", scancode=0))


def test_undo_shows_and_works_only_on_the_persons_turn(tmp_path: Path) -> None:
    seats = (SeatSetup("Вы", human=True), *(SeatSetup(f"Бот {i}", bot="heaviest")
                                            for i in (1, 2, 3)))
    app, table = table_app(tmp_path, MatchSetup(find_preset("muggins"), seats, 5),
                           None, "--speed", "1")
    m, s = table.model, table.session
    bots_frames = turns = 0
    for _ in range(4000):
        run_frames(app, 1)
        if s.round.outcome() is not None or turns >= 3:
            break
        button = m.hits.button("undo")
        if s.round.to_move != 0:
            bots_frames += 1
            assert button is None, "undo shown during a bot's turn"
            if bots_frames % 25 == 1:
                _ctrl_z()
                run_frames(app, 1)
                assert not table.view().asking, "Ctrl+Z asked during a bot's turn"
            continue
        if not m.ready():
            continue
        if turns:  # a move of the person's to take back, their turn: the button is there
            assert button is not None
        m.play(s.round.legal_moves()[0])
        turns += 1
    assert turns >= 2 and bots_frames > 50
    app.close()
