"""A host that stops under a joined window (tester p35, mont35/z7): the window tries to
reach it again for a minute, counting the seconds down on the table with «Выйти из-за
стола»; given up, the menu says why long enough to read (the app's message line, clear of
the title).  No «Вернуться за стол» leads back to it then (issue 13's playtest: it led to
a table that was not coming back), but the seat is kept: a host that did not answer may
have been frozen, and once it runs again joining with the code sits her down in her own
seat (issue 13's second playtest: «Все места заняты» at her own seat, played by the
computer).  Through the real App loop with a real loopback host."""

from __future__ import annotations

import re
from pathlib import Path

import pygame
import pytest
from harness import Harness
from test_net_gui import KOZEL, SEED, _free_port, joined_and_moved, until
from test_net_history import with_profile

from kozel_gui.i18n import tr
from kozel_gui.net_seats import code_at, held, last_table, seat_key
from kozel_gui.scenes.menu import MenuScene, _heading
from kozel_gui.scenes.net_lobby import LobbyScene
from kozel_gui.scenes.net_table import GONE_SECONDS, NetTableScene
from kozel_net.local import HostThread
from kozel_net.seats import parse_seats
from kozel_net.table import TableConfig


def _host(port: int, state: Path) -> HostThread:
    config = TableConfig("LINK42", KOZEL, parse_seats("human,bot:heaviest", 2), SEED,
                         matches=1)
    return HostThread(config, port=port, listen="127.0.0.1", lan=False, bot_delay=0,
                      grace=600, state=state)


def _sits_down_again(h: Harness, before: tuple[int, int, int]) -> None:
    """«Вернуться за стол», the menu's first choice: the table comes back with her in her
    seat, the round where it stood (not «Все места заняты»)."""
    assert isinstance(h.top, MenuScene)
    assert h.focused is not None and h.focused.key == "#menu_back_to_table"
    h.press(tr("menu.back_to_table"))
    until(h, lambda: isinstance(h.top, NetTableScene), "her seat again", 30)
    table = h.top
    assert isinstance(table, NetTableScene)
    assert table.net.seat == before[0]
    assert (table.net.number, table.net.round.ply) >= before[1:]


def test_a_lost_host_is_tried_for_a_minute_then_left_and_the_menu_leads_back(
        tmp_path: Path) -> None:
    assert LobbyScene.RETRY_FOR == 60.0
    port = _free_port()
    host = _host(port, tmp_path / "host")
    h = Harness(tmp_path / "window", "--speed", "0")
    try:
        with_profile(h)
        address = f"127.0.0.1:{host.wait_started()}"
        table = joined_and_moved(h, address, "LINK42")
        before = (table.net.seat, table.net.number, table.net.round.ply)
        assert table.net.link.client.retry_for == 60.0
        assert tr("menu.back_to_table") not in [b.text for b in h.buttons()]
        host.stop()  # the host's window closed: 1001, it may come back
        until(h, lambda: table.net.lost_at is not None, "the link lost", 30)
        h.frames(2)
        note = table.model.note
        assert note is not None
        found = re.fullmatch(r"Связь со столом пропала: подключаемся снова — ещё (\d+) "
                             r"секунд[уы]?", str(note[0]))
        assert found is not None, str(note[0])
        first = int(found.group(1))
        assert 55 <= first <= 60
        h.wait(10)  # ten seconds later it says ten seconds fewer
        assert str(note[0]).endswith(f"ещё {first - 10} секунд"), str(note[0])
        cancel = [b for b in table.view().buttons if b.key == "offer:stop_trying"]
        assert [b.label for b in cancel] == ["Выйти из-за стола"]  # it leaves, not «Отмена»
        table.model.press("offer:stop_trying")  # as a click on it does
        until(h, lambda: isinstance(h.top, MenuScene), "the menu", 20)
        menu = h.top
        assert isinstance(menu, MenuScene)
        said = ["Вы вышли из-за стола. Ваше место сохранено: чтобы вернуться, нажмите "
                "«Вернуться за стол»"]  # she left: not «хозяин ушёл или пропала сеть»
        assert [str(m) for m in h.app.messages.visible(h.app.now)] == said
        h.wait(GONE_SECONDS - 3)  # still there: long enough to read
        assert [str(m) for m in h.app.messages.visible(h.app.now)] == said
        for size in ((1280, 720), (1024, 600)):  # the tester's low window: the menu is full
            h.resize(size)
            h.frames(1)
            box = h.app.messages.box
            assert box is not None
            assert box.top >= _heading(size)[2], (size, box, "over the title and subtitle")
            buttons = [item.rect for item in h.top.focus.items()]
            assert box.collidelist(buttons) < 0, (size, box, "over a button")
        h.resize((1280, 720))
        assert last_table(h.app) == (address, "LINK42")  # the way back, as the words say
        assert held(h.app, seat_key(address, "LINK42")) is not None
        assert tr("menu.back_to_table") in [b.text for b in h.buttons()]
        h.wait(4)
        assert h.app.messages.visible(h.app.now) == []
        host = _host(port, tmp_path / "host")  # the host runs again
        host.wait_started()
        h.frames(2)
        _sits_down_again(h, before)
    finally:
        h.close()
        host.stop()


def test_a_window_that_gave_up_on_a_frozen_host_gets_its_seat_back_by_the_code(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The host stops answering past the client's retries (the tester froze it): the menu
    says the connection is lost and that the seat is kept, and offers the way back first;
    once the host runs again, «Вернуться за стол» sits her down in her seat."""
    monkeypatch.setattr(LobbyScene, "RETRY_FOR", 0.5)
    port = _free_port()
    host = _host(port, tmp_path / "host")
    h = Harness(tmp_path / "window", "--speed", "0")
    try:
        with_profile(h)
        address = f"127.0.0.1:{host.wait_started()}"
        table = joined_and_moved(h, address, "LINK42")
        before = (table.net.seat, table.net.number, table.net.round.ply)
        host.stop()
        until(h, lambda: isinstance(h.top, MenuScene), "the menu", 30)
        assert [str(m) for m in h.app.messages.visible(h.app.now)] == [
            "Связь со столом потеряна: хозяин ушёл или пропала сеть. Ваше место сохранено: "
            "чтобы вернуться, нажмите «Вернуться за стол»"]
        assert held(h.app, seat_key(address, "LINK42")) is not None
        assert code_at(h.app, address) == "LINK42"  # found nearby: «your seat is waiting»
        assert last_table(h.app) == (address, "LINK42")
        host = _host(port, tmp_path / "host")
        host.wait_started()
        _sits_down_again(h, before)
    finally:
        h.close()
        host.stop()


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_while_the_link_is_tried_again_the_hand_is_not_playable_and_says_why(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    """Issue 13 (playtest V, f32_j, q09_j, q12): while the link was tried again the hand
    still glowed as playable; a click took the glow away, said nothing, and the move went
    silently once the link was back.  Now no tile glows, a click on the hand says why
    beside the seconds left, and nothing is sent that the person did not see played."""
    from kozel_gui.i18n import set_language

    port = _free_port()
    host = _host(port, tmp_path / "host")
    h = Harness(tmp_path / "window", "--speed", "0")
    try:
        address = f"127.0.0.1:{host.wait_started()}"
        table = joined_and_moved(h, address, "LINK42")
        until(h, table.model.ready, "our turn again", 30)
        assert table.view().legal  # (it glows while the link is up)
        sent: list[dict[str, object]] = []
        monkeypatch.setattr(table.net.link, "send", sent.append)
        host.stop()
        until(h, lambda: table.net.lost_at is not None, "the link lost", 30)
        h.frames(2)
        set_language(lang)
        assert not table.model.can_act()
        v = table.view()
        assert not v.legal, v.legal  # no tile glows as playable
        h.click(v.hand_boxes[0].center, frames=2)
        note = table.model.note
        assert note is not None
        said = {"ru": r"Связь со столом пропала: подключаемся снова — ещё \d+ секунд[уы]?\. "
                      r"Ход можно будет сделать, когда связь вернётся",
                "en": r"Connection to the table lost — reconnecting \(\d+ seconds? left\)\. "
                      r"You can move once the connection is back"}[lang]
        assert re.fullmatch(said, str(note[0])), str(note[0])
        h.key(pygame.K_RETURN)
        assert table.net.sent is None and sent == []  # nothing goes later, unseen
    finally:
        from kozel_gui.i18n import set_language as back

        back("ru")
        h.close()
        host.stop()
