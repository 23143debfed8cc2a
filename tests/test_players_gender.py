"""P32: on the players page a bot's seat showed «Он или она: не сказано» (a choice it does
not have: a bot's gender is its character's), and the person's own gender row was greyed.
Now a bot's seat has no gender row; a person's is theirs to change, and a change at a seat
that plays for a profile goes to the profile. Through the real App loop, by keys."""

from __future__ import annotations

from pathlib import Path

import pygame
from harness import Harness
from test_hotseat_seats import _page, _step_to

from kozel_gui.i18n import Gender, tr
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.profiles import Profiles
from rules import find_preset

KOZEL = find_preset("kozel")


def _labels(h: Harness) -> list[str]:
    return [row.label.text for row in h.top.page.form.rows.values()]  # type: ignore[attr-defined]


def test_a_bot_has_no_gender_choice_and_the_person_changes_their_profiles(
        tmp_path: Path) -> None:
    h = Harness(tmp_path)
    seats = (SeatSetup("Вы", human=True), SeatSetup("Михалыч", bot="hard"),
             SeatSetup("Зина", bot="medium"))
    h.app.set_setup(MatchSetup(KOZEL, seats))
    page = _page(h)
    rows = page.form.rows  # type: ignore[attr-defined]
    assert "gender0" in rows and "gender1" not in rows and "gender2" not in rows
    assert _labels(h).count(tr("settings.gender")) == 1, "one gender row: the person's"
    gender = rows["gender0"].control
    assert gender.middle.is_enabled, "the person's own gender is theirs to change"
    _step_to(h, "gender0", lambda: h.app.setup.seats[0].gender is Gender.FEMALE)
    assert Profiles.load(h.app.data).find("Тестер").gender is Gender.FEMALE, \
        "«Вы» plays for the current profile: the change is the profile's"
    assert gender.middle.text == tr("profile.she")
    _step_to(h, "human1", lambda: h.app.setup.seats[1].human)  # a bot's seat made a person's
    assert "gender1" in h.top.page.form.rows  # type: ignore[attr-defined]
    _step_to(h, "human1", lambda: not h.app.setup.seats[1].human)
    assert "gender1" not in h.top.page.form.rows  # type: ignore[attr-defined]
    h.key(pygame.K_ESCAPE)
    h.close()
