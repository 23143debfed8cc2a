"""The moves made under the hot-seat cover, said when it lifts, read as a person says them.

«Зина стучит», "Zina knocks", «Зіна стукає»: each move a sentence about its mover, never a
name before an infinitive («Зина: стучать») and never a declined name; in all three
languages.  The expected words are built from the engine's own round at each move (the
open ends before it), not from the table's code.
"""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest
from harness import Harness
from table_kit import play_first

from kozel_gui.i18n import Gender, set_language
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.scenes.table import TableScene
from kozel_gui.table.presence import since_turn
from rules import Move, MoveKind, Round, Step, find_preset
from rules.move_words import ends_of, move_phrase, move_words

KOZEL = find_preset("kozel")
SEATS = (SeatSetup("Маша", human=True, gender=Gender.FEMALE),
         SeatSetup("Зина", bot="heaviest"),
         SeatSetup("Коля", human=True, gender=Gender.MALE))
"""Three seats: a bazaar to draw from."""
SEED = 5
"""A deal whose first round has a lead, plays, draws and knocks under the covers."""
VERBS = {"ru": {MoveKind.PASS: "стучит", MoveKind.DRAW: "берёт с базара"},
         "en": {MoveKind.PASS: "knocks", MoveKind.DRAW: "draws from the boneyard"},
         "uk": {MoveKind.PASS: "стукає", MoveKind.DRAW: "бере з базару"}}


def _before(r: Round, ply: int) -> Round:
    """The engine's round as it stood before move ``ply``."""
    whole = r.to_json()
    return Round.from_json({**whole, "moves": whole["moves"][:ply]})


def _runs(steps: tuple[Step, ...]) -> list[tuple[int, int]]:
    """(first index, length) of each phrase: one a move, a run of draws by one seat one."""
    runs: list[tuple[int, int]] = []
    for i, step in enumerate(steps):
        if runs and step.move.kind is MoveKind.DRAW and steps[i - 1].move.kind is MoveKind.DRAW \
                and steps[i - 1].seat == step.seat:
            runs[-1] = (runs[-1][0], runs[-1][1] + 1)
        else:
            runs.append((i, 1))
    return runs


def _round_under_covers(h: Harness, lang: str) -> list[tuple[str, str, MoveKind, int]]:
    """One hot-seat round: at each lifted cover, (what it said, what it must say, a kind
    said) for every move made under it."""
    table = h.top
    assert isinstance(table, TableScene)
    said: list[tuple[str, str, MoveKind, int]] = []
    for _ in range(4000):
        r = table.session.round
        if r.outcome() is not None:
            return said
        if table.view().cover is not None:
            seat = r.to_move
            steps = since_turn(r, seat)
            first = r.ply - len(steps)
            h.until(lambda: table.view().cover is not None and table.view().cover.go is not None,
                    what="the cover taking input")
            h.key(pygame.K_RETURN, frames=2)
            shown = table.view().message or ""
            parts = re.split(r"(?<=[.!?…]) ", shown) if steps else []  # a sentence each
            runs = _runs(steps)  # a run of draws by one seat is said once, with its count
            assert len(parts) == len(runs), (shown, steps)
            for part, (i, n) in zip(parts, runs, strict=True):
                step = steps[i]
                ends = ends_of(_before(r, first + i))
                expected = move_words(lang, step.move, table.session.person(step.seat), ends,
                                      count=n)
                # a tile is bound to its verb with a no-break space where the words wrap
                said.append((part.replace("\u00a0", " "), f"{expected[:1].upper()}{expected[1:]}.",
                             step.move.kind, n))
        elif table.model.can_act():
            play_first(h, table)
        else:
            h.frames(1)
    raise AssertionError("the round did not end")


@pytest.mark.parametrize("lang", ["ru", "en", "uk"])
def test_moves_under_the_cover_are_sentences_about_their_movers(tmp_path: Path,
                                                                lang: str) -> None:
    h = Harness(tmp_path, "--speed", "0")
    try:
        set_language(lang)  # after the window's start, which takes its options' language
        h.app.reset_to(TableScene(h.app, MatchSetup(KOZEL, SEATS, SEED)))
        h.frames(2)
        said = _round_under_covers(h, lang)
        kinds = {kind for _, _, kind, _ in said}
        assert {MoveKind.PASS, MoveKind.DRAW, MoveKind.PLAY} <= kinds, kinds  # the seed's round
        for shown, expected, kind, n in said:
            assert shown == expected
            assert ":" not in shown.split(" ")[0], shown  # never «Зина: …»
            if kind in VERBS[lang] and n == 1:
                assert shown.endswith(VERBS[lang][kind] + "."), shown
                assert not shown.endswith(move_phrase(lang, Move(kind)) + "."), shown
    finally:
        h.close()
        set_language("ru")

