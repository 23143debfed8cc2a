"""A four-way table whose arm runs long stays legible (issue 12): at 1024x600, the smallest
window, with the sheet folded and open, 2, 3 and 4 players, one arm fed 10 tiles or more.

The arm fills its quarter and the picture shrinks for it, but never to specks: the short
side stays at least ``LEGIBLE`` of the size the first tile was shown at, and nothing
overlaps, leaves the field or covers the table's buttons. (Before the fix an arm turned in
toward its own first row to dodge the move button, which a smaller picture would have
moved away, walked into a pocket of its own tiles, and every tile fell to 3x6 px.)"""

from __future__ import annotations

import random

import pytest
from test_layout_arms import _playout, arms, check_all, check_sound, table

from kozel_gui.table.motion import board_tiles, line_layout
from rules import Match, Round, find_preset

LEGIBLE = 0.4
"""The smallest short side, as a share of the first tile's: the arms' spots stay big
enough to read (at 1024x600 the deal's 26 px short side keeps 10 px or more)."""
MARKS = {"right": ">", "left": "<", "up": "^", "down": "v"}


def lopsided(preset: str, players: int, seed: int, arm: str) -> list[Round]:
    """A round in which every seat plays on ``arm`` whenever it can."""
    out = [Match.start(find_preset(preset), players, seed).round]
    rng = random.Random(seed)
    while out[-1].outcome() is None:
        moves = out[-1].legal_moves()
        there = [m for m in moves if str(m).endswith(MARKS[arm]) and "+" not in str(m)]
        out.append(out[-1].play(rng.choice(there or moves)))
    return out


def check_legible(rounds: list[Round], expanded: bool) -> int:
    """Every position is sound and legible; the longest arm it reached."""
    t = table(1024, 600, rounds[0], expanded)
    first, longest = None, 0
    for r in rounds:
        if not board_tiles(r):
            continue
        lay = line_layout(t, r)
        first = first or lay.short
        assert lay.short >= LEGIBLE * first, (len(board_tiles(r)), lay.short, first)
        check_sound(lay, t)
        if r.spinner is not None:
            longest = max(longest, *(len(tiles) - 1 for tiles in arms(r, lay).values()))
    return longest


def test_the_muggins_right_arm_of_twelve_tiles_stays_legible() -> None:
    """The property test's find: muggins, 3 players, seed 34256, the sheet folded; the 22nd
    tile (a 1:1 on the right arm, then 12 long) once dropped every tile to 6x3 px."""
    rounds = _playout("muggins", 3, 34256)
    assert check_legible(rounds, False) >= 12
    check_all(rounds, table(1024, 600, rounds[0], False))


@pytest.mark.parametrize("expanded", (False, True))
@pytest.mark.parametrize("players", (2, 3, 4))
@pytest.mark.parametrize("preset", ("muggins", "telephone"))
def test_an_arm_fed_every_tile_keeps_the_board_legible(preset: str, players: int,
                                                       expanded: bool) -> None:
    longest = max(check_legible(lopsided(preset, players, seed, arm), expanded)
                  for arm in MARKS for seed in range(2))
    assert longest >= 10  # the extreme was reached
