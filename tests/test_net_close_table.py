"""The host of a table with other people at it leaving (tester p35, k14/k15/r9–r11): the
pause menu's «Главное меню» and «Выйти из игры», and closing the window, ask first
(«Стол закроется для всех: партия прервётся и у остальных игроков.», Cancel focused); Cancel keeps the
table, yes closes it for everyone: each is told (``closing``, reason ``closed``, then a
close 1000), not left reconnecting to a host that will never come back, and a joining
window says the table was closed.  Through the real App loop, a real loopback host and a
scripted player."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest
from harness import Harness
from test_net_closed import _host, _two_people
from test_net_gui import KOZEL, SEED, _free_port, join_from_menu, until
from test_net_history import ME, hosted_with_zina, stored, with_profile

from kozel_gui.i18n import tr
from kozel_gui.scenes.confirm import ConfirmScene
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.net_join import JoinScene
from kozel_gui.scenes.net_lobby import LobbyScene
from kozel_gui.scenes.net_open import OpenTableScene
from kozel_gui.scenes.net_table import NetTableScene
from kozel_gui.scenes.pause import PauseScene
from kozel_net.local import HostThread
from kozel_net.seats import parse_seats
from kozel_net.table import TableConfig
from kozel_net.worker import ClientThread


def _hosting(h: Harness, monkeypatch: pytest.MonkeyPatch, seen: list[dict[str, Any]]
             ) -> tuple[ClientThread, Callable[[], None], NetTableScene]:
    monkeypatch.setattr("kozel_gui.scenes.net_open.secrets.randbelow", lambda _n: SEED)
    monkeypatch.setattr(OpenTableScene, "PORT", _free_port())
    with_profile(h)
    return hosted_with_zina(h, KOZEL, seen)


def _asked(h: Harness) -> ConfirmScene:
    h.frames(3)
    question = h.top
    assert isinstance(question, ConfirmScene)
    assert question.question == tr("net.close_question")
    # (no-break spaces: «и у» never hangs at a line's end)
    assert question.question == (
        "Стол закроется для всех: партия прервётся и\u00a0у\u00a0остальных игроков.")
    assert question.yes == tr("net.close_table")
    assert h.focused is not None and h.focused.key == "cancel"  # Enter keeps the table
    return question


def _closing(seen: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [m for m in seen if m.get("type") in ("closing", "ended", "link")]


@pytest.mark.parametrize("way", ["pause.menu", "pause.quit"])
def test_the_host_leaving_by_the_pause_menu_asks_and_closes_the_table_for_everyone(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, way: str) -> None:
    h = Harness(tmp_path, "--speed", "0")
    client: ClientThread | None = None
    try:
        seen: list[dict[str, Any]] = []
        client, answer, table = _hosting(h, monkeypatch, seen)
        hosting = table.net.hosting
        assert hosting is not None
        h.key(pygame.K_ESCAPE)
        assert isinstance(h.top, PauseScene)
        h.press(tr(way))
        _asked(h)
        h.key(pygame.K_RETURN)  # Cancel: the table stays as it was
        h.frames(3)
        assert isinstance(h.top, PauseScene) and h.app.running
        assert hosting.running and not table.net.left
        h.wait(0.5)
        answer()
        assert _closing(seen) == []  # Зина was told nothing
        h.press(tr(way))
        _asked(h)
        h.press(tr("net.close_table"))
        assert not hosting.running
        until(h, lambda: any(m.get("type") == "ended" for m in seen), "Зина's end", 20,
              each=answer)
        assert _closing(seen)[:2] == [{"type": "closing", "reason": "closed"},
                                      {"type": "ended", "reason": "lost",
                                       "detail": "closed by the host (1000 the table has "
                                                 "finished)"}]
        if way == "pause.menu":
            h.frames(3)
            assert isinstance(h.top, MenuScene)
        else:
            assert not h.app.running
        with stored(h) as history:  # the host left its own match: recorded as left
            assert [r.result for r in history.list_matches(profile=ME)] == ["left"]
    finally:
        if client is not None:
            client.close()
        h.close()


def test_the_hosting_windows_close_button_asks_first(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    h = Harness(tmp_path, "--speed", "0")
    client: ClientThread | None = None
    try:
        seen: list[dict[str, Any]] = []
        client, answer, table = _hosting(h, monkeypatch, seen)
        hosting = table.net.hosting
        assert hosting is not None
        h.post(pygame.WINDOWCLOSE)  # the close button: its WINDOWCLOSE, then the QUIT
        h.post(pygame.QUIT)
        question = _asked(h)
        assert h.app.running and hosting.running
        h.press(tr("common.cancel"))
        h.frames(3)
        assert h.top is table and question not in h.app.stack.scenes
        h.post(pygame.WINDOWCLOSE)  # asked again, and this time yes
        h.post(pygame.QUIT)
        _asked(h)
        h.press(tr("net.close_table"))
        assert not h.app.running and not hosting.running
        until(h, lambda: any(m.get("type") == "ended" for m in seen), "Зина's end", 20,
              each=answer)
        assert {"type": "closing", "reason": "closed"} in seen
        assert not any(m.get("type") == "link" for m in seen)  # no reconnecting
    finally:
        if client is not None:
            client.close()
        h.close()


def test_a_joining_window_whose_host_closes_the_table_says_so_at_the_menu(
        tmp_path: Path) -> None:
    host = _host("SHUT43")
    h = Harness(tmp_path, "--speed", "0")
    zina: ClientThread | None = None
    try:
        with_profile(h)
        zina, _, table = _two_people(h, host, [])
        assert not table.net.asks_before_closing  # a guest's leaving closes nothing
        host.finish(reason="closed")  # its host closed it (the way the window above does)
        until(h, lambda: isinstance(h.top, MenuScene), "the menu", 20)
        said = h.app.messages.visible(h.app.now)
        assert said == [tr("net.err_host_closed")], said
        assert said == ["Стол закрыт: игру закончили для всех."]
        assert all("Связь" not in m for m in h.app.messages.history)  # no reconnect loop
        with stored(h) as history:  # not our leaving: unfinished, not rated
            assert [r.result for r in history.list_matches(profile=ME)] == ["unfinished"]
        # nor played (playtest 30: it was counted in «Партий сыграно»)
        from kozel_gui.scenes.stats import StatsScene
        h.app.push(StatsScene(h.app))
        h.frames(2)
        shown = h.top
        assert isinstance(shown, StatsScene) and shown.stats.matches == 0
    finally:
        if zina is not None:
            zina.close()
        h.close()
        host.stop()


def test_a_table_closed_while_waiting_in_the_lobby_is_said_so_at_the_join_screen(
        tmp_path: Path) -> None:
    config = TableConfig("WAIT43", KOZEL, parse_seats("human,human,human", 3), SEED)
    host = HostThread(config, port=0, listen="127.0.0.1", lan=False, bot_delay=0)
    h = Harness(tmp_path, "--speed", "0")
    try:
        join_from_menu(h, f"127.0.0.1:{host.wait_started()}", "WAIT43")
        lobby = h.top
        assert isinstance(lobby, LobbyScene)
        until(h, lambda: lobby.welcome is not None, "seated in the lobby", 20)
        host.finish(reason="closed")
        until(h, lambda: isinstance(h.top, JoinScene), "back at the join screen", 20)
        join = h.top
        assert isinstance(join, JoinScene)
        assert join.problem == tr("net.err_host_closed")
    finally:
        h.close()
        host.stop()


@pytest.mark.parametrize("way", ["pause.menu", "pause.quit"])
def test_a_joiner_leaving_by_the_menu_is_told_the_computer_takes_the_seat(
        tmp_path: Path, way: str) -> None:
    """At someone else's table mid-match, «Главное меню» and «Выйти из игры» ask first,
    saying what happens to the seat (Cancel focused, by keys and by mouse); yes leaves with
    a ``bye``: the host has the stand-in play the seat, nobody waits for it."""
    host = _host("LEAVE7")
    h = Harness(tmp_path, "--speed", "0")
    zina: ClientThread | None = None
    try:
        with_profile(h)
        seen: list[dict[str, Any]] = []
        zina, answer, table = _two_people(h, host, seen)
        h.key(pygame.K_ESCAPE, frames=3)
        assert isinstance(h.top, PauseScene)
        h.press(tr(way))
        h.frames(3)
        question = h.top
        assert isinstance(question, ConfirmScene)
        assert question.question == tr("net.leave_question") == (
            "Выйти из-за стола? Ваше место займёт компьютер, игра пойдёт дальше без вас.")
        assert question.yes == tr("net.leave")
        assert h.focused is not None and h.focused.key == "cancel"
        h.key(pygame.K_RETURN, frames=3)  # Cancel: still at the table
        assert isinstance(h.top, PauseScene) and not table.net.left and h.app.running
        h.press(tr(way))
        h.frames(3)
        assert isinstance(h.top, ConfirmScene)
        h.key(pygame.K_LEFT, frames=2)  # the keyboard's way to «Выйти»
        assert h.focused is not None and h.focused.key == "yes"
        h.key(pygame.K_RETURN, frames=3)
        assert table.net.left
        if way == "pause.quit":
            assert not h.app.running
            return
        assert isinstance(h.top, MenuScene)
        me = table.net.seat

        def given_up() -> bool:
            return any(m.get("type") == "seats" and not m["seats"][me]["connected"]
                       and not m["seats"][me]["waiting"] for m in seen)

        until(h, given_up, "the host letting the stand-in have the seat", 20, each=answer)
    finally:
        if zina is not None:
            zina.close()
        h.close()
        host.stop()


def test_the_menu_over_a_network_table_promises_no_pause(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The game goes on at the host while the menu is open: it is called «Меню», not
    «Пауза», its first answer goes back to the table, not «Продолжить», and its foot says
    the others keep playing (issue 13.4)."""
    from kozel_gui.scenes import pause

    host = _host("MENU42")
    h = Harness(tmp_path, "--speed", "0")
    zina: ClientThread | None = None
    said: list[str] = []
    title, text = pause.draw_title, pause.draw_text

    def titled(surface: pygame.Surface, s: str, *a: Any, **k: Any) -> Any:
        said.append(s)
        return title(surface, s, *a, **k)

    def written(surface: pygame.Surface, s: str, *a: Any, **k: Any) -> Any:
        said.append(s)
        return text(surface, s, *a, **k)

    monkeypatch.setattr(pause, "draw_title", titled)
    monkeypatch.setattr(pause, "draw_text", written)
    try:
        with_profile(h)
        zina, _, table = _two_people(h, host, [])
        h.key(pygame.K_ESCAPE, frames=3)
        assert isinstance(h.top, PauseScene)
        labels = [b.text for b in h.buttons()]
        assert said[-2:] == ["Меню", "Игра идёт: остальные играют дальше."], said[-3:]
        assert "Пауза" not in said and tr("pause.continue") not in labels
        assert labels[0] == "К столу" and h.focused is not None
        h.key(pygame.K_RETURN, frames=3)  # the focused first answer: back to the table
        assert h.top is table
    finally:
        if zina is not None:
            zina.close()
        h.close()
        host.stop()


def test_the_hosts_menu_says_her_leaving_closes_the_table(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 13 (playtest V, m01_h): the host's menu said «Игра идёт: остальные играют
    дальше.», which is false for her: her window serves the table, and her leaving closes
    it (the next step asks «Стол закроется для всех»).  Her menu says her own truth."""
    from kozel_gui.scenes import pause

    said: list[str] = []
    text = pause.draw_text

    def written(surface: pygame.Surface, s: str, *a: Any, **k: Any) -> Any:
        said.append(s)
        return text(surface, s, *a, **k)

    monkeypatch.setattr(pause, "draw_text", written)
    h = Harness(tmp_path, "--speed", "0")
    client: ClientThread | None = None
    try:
        client, _, table = _hosting(h, monkeypatch, [])
        assert table.net.hosting is not None
        h.key(pygame.K_ESCAPE, frames=3)
        assert isinstance(h.top, PauseScene)
        assert said[-1] == "Игра идёт; уйдёте — стол закроется для всех.", said[-3:]
        assert tr("pause.net_goes_on") not in said
        from kozel_gui.assets import font
        from kozel_gui.i18n import set_language
        from kozel_gui.theme import type_px
        from kozel_gui.widgets import type_scale

        menu = h.top
        try:  # one line inside the menu's panel, in every language, at both sizes
            for size in ((1280, 720), (1024, 600)):
                h.resize(size)
                for lang in ("ru", "uk", "en"):
                    set_language(lang)
                    width = font(type_px(16, type_scale(size))).size(menu.foot_note() or "")[0]
                    assert width <= menu._panel.w - 16, (size, lang, width, menu._panel.w)
        finally:
            set_language("ru")
    finally:
        if client is not None:
            client.close()
        h.close()


@pytest.mark.parametrize(("lang", "gender", "said"), [
    ("uk", "female", "Марина закрила стіл: гру завершено для всіх."),
    ("uk", "male", "Марина закрив стіл: гру завершено для всіх."),
    ("ru", "female", "Марина закрыла стол: игра закончена для всех."),
    ("en", "female", "Марина closed the table: the game is over for everyone."),
    ("uk", None, "Стіл закрито: гру завершили для всіх.")])
def test_the_close_notice_says_who_closed_the_table(lang: str, gender: str | None,
                                                    said: str) -> None:
    """Issue 13 (playtest V): a guest was told «Стіл закрито: …» with no word of who closed
    it; the host's seat (its gender with it) is known: she is named."""
    from kozel_gui.i18n import Gender, Person, set_language
    from kozel_gui.scenes.net_table import gone_text

    try:
        set_language(lang)
        host = Person("Марина", Gender.parse(gender)) if gender else Person("")
        assert gone_text("host_closed", "192.0.2.2:8765", host) == said
    finally:
        set_language("ru")
