"""P32: on the players page a bot's seat showed «Он или она: не сказано» (a choice it does
not have: a bot's gender is its character's), and the person's own gender row was greyed.
Now a bot's gender row shows its character's, greyed (issue 19.8: the row is always there, so
making a seat a person's moves nothing); a person's is theirs to change, and a change at a
seat that plays for a profile goes to the profile. Through the real App loop."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest
from harness import Harness
from test_hotseat_seats import _page, _step_to

from kozel_gui.i18n import Gender, tr
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.profiles import Profiles
from rules import find_preset

KOZEL = find_preset("kozel")


def _labels(h: Harness) -> list[str]:
    return [row.label.text for row in h.top.page.form.rows.values()]  # type: ignore[attr-defined]


def test_a_bots_gender_is_its_characters_greyed_and_the_person_changes_their_profiles(
        tmp_path: Path) -> None:
    h = Harness(tmp_path)
    seats = (SeatSetup("Вы", human=True), SeatSetup("Михалыч", bot="hard"),
             SeatSetup("Зина", bot="medium"))
    h.app.set_setup(MatchSetup(KOZEL, seats))
    page = _page(h)
    rows = page.form.rows  # type: ignore[attr-defined]
    assert _labels(h).count(tr("settings.gender")) == 3, "a gender row at every seat"
    for bot, said in ((1, "profile.he"), (2, "profile.she")):  # Михалыч, Зина
        assert not rows[f"gender{bot}"].control.middle.is_enabled, "a fact, not a choice"
        assert rows[f"gender{bot}"].control.middle.text == tr(said)
    gender = rows["gender0"].control
    assert gender.middle.is_enabled, "the person's own gender is theirs to change"
    _step_to(h, "gender0", lambda: h.app.setup.seats[0].gender is Gender.FEMALE)
    assert Profiles.load(h.app.data).find("Тестер").gender is Gender.FEMALE, \
        "«Вы» plays for the current profile: the change is the profile's"
    assert gender.middle.text == tr("profile.she")
    _step_to(h, "human1", lambda: h.app.setup.seats[1].human)  # a bot's seat made a person's
    assert h.top.page.form.rows["gender1"].control.middle.is_enabled  # type: ignore[attr-defined]
    _step_to(h, "human1", lambda: not h.app.setup.seats[1].human)
    assert not h.top.page.form.rows["gender1"].control.middle.is_enabled  # type: ignore[attr-defined]
    h.key(pygame.K_ESCAPE)
    h.close()


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)])
def test_making_a_seat_a_persons_moves_no_row_under_the_pointer(
        tmp_path: Path, size: tuple[int, int]) -> None:
    """The «Он или она» row came in above «Кто играет» when a seat became a person's: the
    second click on «Кто играет»'s arrow landed on the gender row.  Two clicks at one
    point now make the seat a person's and a bot's again, and no row moved."""
    h = Harness(tmp_path)
    h.resize(size)
    seats = (SeatSetup("Вы", human=True), SeatSetup("Михалыч", bot="hard"),
             SeatSetup("Зина", bot="medium"))
    h.app.set_setup(MatchSetup(KOZEL, seats))
    page: Any = _page(h)
    form = page.form
    form.reveal(form.rows["human1"])
    h.frames(2)
    where = {key: row.label.rect.topleft for key, row in form.rows.items()}
    point = form.rows["human1"].control.next.rect.center
    h.click(point)
    assert h.app.setup.seats[1].human
    assert {key: row.label.rect.topleft for key, row in form.rows.items()} == where
    h.click(point)
    assert not h.app.setup.seats[1].human  # the gender row was never hit: still a bot
    assert h.app.setup.seats[1].gender is Gender.MALE  # a bot's follows its stock name
    h.close()
