"""Issue 13: the Join screen's traps.  A code left from another table is cleared when a
table is picked from the list even at the same address (the table is compared, not the
address); the code field takes only what a code is written with, up to its length; an old
connection error goes when another table is chosen; a table where this window holds a seat
says «ваше место ждёт вас», however full, and picking it fills its code in."""

from __future__ import annotations

from pathlib import Path

import pygame
from harness import Harness

from kozel_gui.i18n import tr
from kozel_gui.net_seats import keep, seat_key
from kozel_gui.scenes.net_join import JoinScene, lan_line
from kozel_net.discovery import LanTable
from kozel_net.protocol import CODE_MAX

CLUB = LanTable("club", "192.168.1.7", 8765, "kozel", 4, 0, "Маша")
KITCHEN = LanTable("kitchen", "192.168.1.7", 8765, "kozel", 4, 2, "Коля")  # the same host


def _join(h: Harness) -> JoinScene:
    h.press(tr("menu.join"))
    join = h.top
    assert isinstance(join, JoinScene)
    return join


def test_another_table_at_the_same_address_clears_the_code_and_the_old_error(
        tmp_path: Path) -> None:
    h = Harness(tmp_path, "--speed", "0")
    try:
        join = _join(h)
        join.pick(KITCHEN)
        h.type("KITCH1")
        join.problem = tr("net.err_code")  # the host said no to it
        join.pick(CLUB)
        assert join.fields["address"].get_text() == "192.168.1.7:8765"
        assert join.fields["code"].get_text() == ""
        assert join.problem is None
    finally:
        h.close()


def test_the_code_field_takes_only_a_codes_letters_and_length(tmp_path: Path) -> None:
    h = Harness(tmp_path, "--speed", "0")
    try:
        join = _join(h)
        h.key(pygame.K_TAB)  # to the code
        h.type("ab-cd ЖЖ 1234567890XYZ")
        assert join.fields["code"].get_text() == "abcd1234567890"[:CODE_MAX]
    finally:
        h.close()


def test_a_full_table_where_our_seat_is_kept_says_it_waits_and_is_picked(tmp_path: Path) -> None:
    h = Harness(tmp_path, "--speed", "0")
    try:
        keep(h.app, seat_key("192.168.1.7:8765", "MASHA7"), "t" * 32)
        assert lan_line(CLUB, True) == "Маша — Козёл: ваше место ждёт вас"
        assert lan_line(CLUB) == "Маша — Козёл, мест нет"
        join = _join(h)
        join.fields["code"].set_text("OTHER1")
        join.pick(CLUB)
        assert join.fields["code"].get_text() == "MASHA7"
        assert h.focused is not None and h.focused.key == "#net_join"
    finally:
        h.close()
