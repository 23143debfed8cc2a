"""Issue 19, the players page as a family found it (ru 1024×600, en 1280×720), through the
real App loop: the «Команды 2×2» switch went down as the count's note came (a second click
missed it); a renamed bot's gender row stayed greyed; greyed controls said nothing of why,
and a click on one left the help box with the previous control's words."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from harness import Harness
from test_hotseat_seats import _page

from kozel_gui.options import MatchSetup, SeatSetup
from rules import find_preset

KOZEL = find_preset("kozel")
SIZES = [(1024, 600), (1280, 720)]


def _seats(h: Harness) -> None:
    seats = (SeatSetup("Вы", human=True), SeatSetup("Михалыч", bot="hard"),
             SeatSetup("Зина", bot="medium"), SeatSetup("Колян", bot="easy"))
    h.app.set_setup(MatchSetup(KOZEL, seats))


@pytest.mark.parametrize("size", SIZES)
def test_the_teams_switch_stays_where_it_is_as_the_counts_note_comes(
        tmp_path: Path, size: tuple[int, int]) -> None:
    h = Harness(tmp_path)
    h.resize(size)
    _seats(h)
    page: Any = _page(h)
    switch = page.form.rows["teams"].control.button
    before = switch.rect.copy()
    assert not page.form.rows["count"].problems, "no note yet: teams are off"
    h.click(before.center)
    assert h.app.setup.rules.teams
    page = h.top.page  # type: ignore[attr-defined]
    assert page.form.rows["count"].problems, "the count says why it is four"
    switch = page.form.rows["teams"].control.button
    assert switch.rect == before, "the switch moved under the pointer"
    h.click(before.center)  # the second click lands on it again
    assert not h.app.setup.rules.teams
    assert page.form.rows["teams"].control.button.rect == before
    h.close()
