"""Issue 13: a bot's name at a network table is the one its host announces, the same at
every window whatever its language (the host saw Петрович while the joiner saw Pete)."""

from __future__ import annotations

from kozel_gui.i18n import set_language
from kozel_gui.net_roster import Roster
from kozel_gui.scenes.net_lobby import seat_name
from kozel_net.seats import parse_seats
from kozel_net.table import NetTable, TableConfig
from rules import find_preset
from rules.i18n import Gender


def _seats(lang: str) -> list[dict[str, object]]:
    config = TableConfig("NAME42", find_preset("kozel"), parse_seats("human,bot:easy", 2), 1,
                         lang=lang)
    return NetTable(config).state(0)["seats"]  # type: ignore[no-any-return]


def test_every_window_shows_the_name_the_host_announced() -> None:
    try:
        ru, en = _seats("ru"), _seats("en")
        assert ru[1]["name"] != en[1]["name"]  # the host names its bots in its own language
        for lang in ("ru", "en", "uk"):
            set_language(lang)
            for announced in (ru, en):
                roster = Roster(0, announced)
                assert roster.name(1) == announced[1]["name"], (lang, roster.name(1))
                assert seat_name(announced[1]) == announced[1]["name"]
                assert roster.person(1).gender is Gender.parse(announced[1]["gender"])
    finally:
        set_language("ru")


def test_the_language_is_kept_with_the_table() -> None:
    config = TableConfig("NAME42", find_preset("kozel"), parse_seats("human,bot:easy", 2), 1,
                         lang="en")
    assert TableConfig.from_json(config.to_json()).lang == "en"
    old = {k: v for k, v in config.to_json().items() if k != "lang"}  # a table saved before
    assert TableConfig.from_json(old).lang == "ru"
