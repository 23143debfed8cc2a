"""The network screens' words (tester p35, issue 13.5): «Компьютер займёт 2 места»; the
free seats of a table nearby as «1 свободное место» / «1 вільне місце» and, for a full
table, «мест нет» / «місць немає» (plural forms right in ru, uk and en); while connecting
the lobby's title says «Подключение…», not «Стол ждёт игроков»."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from harness import Harness
from net_kit import FakeLan
from test_net_gui import join_from_menu

from kozel_gui.i18n import language_name, ntr, set_language, tr
from kozel_gui.scenes import net_lobby
from kozel_gui.scenes.net_join import JoinScene
from kozel_gui.scenes.net_lobby import LobbyScene
from kozel_net.discovery import LanTable


@pytest.fixture
def lang() -> Iterator[None]:
    yield
    set_language("ru")


@pytest.mark.parametrize(("language", "expected"), [
    ("ru", ["Компьютер займёт 1 место", "Компьютер займёт 2 места", "Компьютер займёт 5 мест"]),
    ("uk", ["Компʼютер займе 1 місце", "Компʼютер займе 2 місця", "Компʼютер займе 5 місць"]),
    ("en", ["The computer takes 1 seat", "The computer takes 2 seats",
            "The computer takes 5 seats"]),
])
def test_the_computer_takes_seats(lang: None, language: str, expected: list[str]) -> None:
    set_language(language)
    assert [ntr("net.bots", n) for n in (1, 2, 5)] == expected


@pytest.mark.parametrize(("language", "expected"), [
    ("ru", ["1 свободное место", "2 свободных места", "5 свободных мест", "21 свободное место",
            "Свободных мест нет: ждём начала игры"]),
    ("uk", ["1 вільне місце", "3 вільні місця", "5 вільних місць", "21 вільне місце",
            "Вільних місць немає: чекаємо початку гри"]),
    ("en", ["1 free seat", "3 free seats", "5 free seats", "21 free seats",
            "No seats free: waiting for the game to start"]),
])
def test_free_seats_read_naturally_and_none_is_said_in_words(
        lang: None, language: str, expected: list[str]) -> None:
    set_language(language)
    counts = (1, 3 if language != "ru" else 2, 5, 21)
    assert [ntr("net.free", n) for n in counts] + [tr("net.free_none")] == expected


@pytest.mark.parametrize(("language", "one", "full"), [
    ("ru", "club — {rules}, 1 свободное место", "yard — {rules}, мест нет"),
    ("uk", "club — {rules}, 1 вільне місце", "yard — {rules}, місць немає"),
    ("en", "club — {rules}, 1 free seat", "yard — {rules}, no seats free"),
])
def test_the_join_screen_lists_a_full_table_as_having_no_seats(
        tmp_path: Path, lang: None, language: str, one: str, full: str) -> None:
    from kozel_gui.settings.rules_editor import preset_label

    h = Harness(tmp_path, "--speed", "0")
    try:
        if language != "ru":
            h.press(language_name(language))  # the menu's own toggle
        h.press(tr("menu.join"))
        join = h.top
        assert isinstance(join, JoinScene)
        nearby = FakeLan()
        join.lan = nearby  # type: ignore[assignment]
        nearby.found = [LanTable("club", "192.168.1.7", 8766, "kozel", 4, 1),
                        LanTable("yard", "192.168.1.9", 8765, "kozel", 4, 0)]
        h.wait(1.5)  # the screen looks again and lists them
        rules = preset_label("kozel")
        texts = [b.text for b in h.buttons()][-2:]
        assert texts == [one.format(rules=rules), full.format(rules=rules)]
        assert all(" 0 " not in t for t in texts)
    finally:
        h.close()


def test_the_lobby_says_connecting_until_the_host_seats_us(
        tmp_path: Path, lang: None, monkeypatch: pytest.MonkeyPatch) -> None:
    titles: list[str] = []
    real = net_lobby.draw_title

    def record(surface: Any, text: str, *args: Any, **kwargs: Any) -> Any:
        titles.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(net_lobby, "draw_title", record)
    h = Harness(tmp_path, "--speed", "0")
    with socket.socket() as silent:  # a port that takes the connection and never answers
        silent.bind(("127.0.0.1", 0))
        silent.listen()
        try:
            h.press(language_name("uk"))
            join_from_menu(h, f"127.0.0.1:{silent.getsockname()[1]}", "SLNT42")
            h.frames(3)
            lobby = h.top
            assert isinstance(lobby, LobbyScene) and lobby.welcome is None
            assert titles and set(titles) == {"Підключення…"}, titles
            set_language("ru")
            titles.clear()
            h.frames(2)
            assert set(titles) == {"Подключение…"}, titles
            lobby.welcome = {"seat": 0}  # seated: the table waits for the others
            titles.clear()
            h.frames(2)
            assert set(titles) == {tr("net.lobby_title")} == {"Стол ждёт игроков"}
        finally:
            h.close()
