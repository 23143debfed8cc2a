"""Issue 13: the lobby offers the quick phrases that make sense before a deal, with their keys
(the same keys as at the table): one pressed in the lobby reaches everyone at the table, and
one said by another is shown.  «Стучу!» and the other phrases of the game are not offered
there, and the host refuses them before the deal; at the table every phrase is said."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from harness import Harness
from test_net_gui import KOZEL, SEED, join_from_menu, until

from kozel_gui.i18n import set_language
from kozel_gui.scenes.net_lobby import LobbyScene, lobby_phrases_hint
from kozel_net.local import HostThread
from kozel_net.protocol import PHRASES, ProtocolError, phrases_for
from kozel_net.seats import parse_seats
from kozel_net.table import NetTable, TableConfig
from kozel_net.worker import ClientThread
from rules.i18n import Gender


def test_one_list_says_where_each_phrase_applies_and_the_lobby_names_its_keys() -> None:
    assert phrases_for(lobby=False) == PHRASES
    assert phrases_for(lobby=True) == ("thanks", "oops", "greeting")
    assert lobby_phrases_hint() == (
        "Клавиши быстрых фраз: 5 — «Спасибо» · 6 — «Ой» · 7 — «Привет!»")
    set_language("en")
    assert lobby_phrases_hint() == "Quick phrase keys: 5 — “Thanks” · 6 — “Oops” · 7 — “Hello!”"
    set_language("uk")
    assert lobby_phrases_hint() == "Клавіші швидких фраз: 5 — «Дякую» · 6 — «Ой» · 7 — «Привіт!»"


def test_the_host_refuses_a_phrase_of_the_game_before_the_deal_and_takes_it_after() -> None:
    table = NetTable(TableConfig("LOBBY5", KOZEL, parse_seats("human,human", 2), SEED))
    table.join("Аня", Gender.FEMALE)
    with pytest.raises(ProtocolError) as refused:
        table.phrase(0, "knock")
    assert refused.value.code == "not_playing" and not refused.value.counts
    assert table.phrase(0, "greeting") == [(0, {"type": "phrase", "seat": 0,
                                               "phrase": "greeting"})]
    table.join("Зина", Gender.FEMALE)  # every seat taken: the deal
    assert [m["phrase"] for _, m in table.phrase(1, "knock")] == ["knock", "knock"]


def _answers(client: ClientThread, n: int) -> list[dict[str, object]]:
    """The next ``n`` phrases and errors ``client`` gets (other messages skipped)."""
    got: list[dict[str, object]] = []
    while len(got) < n:
        m = client.wait(30)
        assert m is not None, f"no answer within 30 s, had {got}"
        if m.get("type") == "ended":
            raise AssertionError(f"the link ended: {m}")
        if m.get("type") in ("phrase", "error"):
            got.append({k: m[k] for k in ("type", "code", "phrase") if k in m})
    return got


def test_a_phrase_refused_in_the_lobby_does_not_hold_back_the_next_one() -> None:
    """«Стучу!» before the deal is refused; it was still counted as the second's phrase, so
    «Привет!» right after it got «too_fast». Only a phrase said counts: a second one said
    at once is still too fast, as is the rule."""
    config = TableConfig("LOBBY6", KOZEL, parse_seats("human,human", 2), SEED, matches=1)
    served = HostThread(config, port=0, listen="127.0.0.1", lan=False, bot_delay=0, grace=600)
    anya: ClientThread | None = None
    try:
        anya = ClientThread(f"ws://127.0.0.1:{served.wait_started()}", "LOBBY6", "Аня",
                            "female")
        while (m := anya.wait(30)) is not None and m.get("type") != "welcome":
            assert m.get("type") != "ended", m
        assert m is not None, "no welcome"
        for phrase in ("knock", "greeting", "thanks"):  # at once, well within a second
            anya.send({"type": "phrase", "phrase": phrase})
        assert _answers(anya, 3) == [{"type": "error", "code": "not_playing"},
                                     {"type": "phrase", "phrase": "greeting"},
                                     {"type": "error", "code": "too_fast"}]
    finally:
        if anya is not None:
            anya.close()
        served.stop()


def test_quick_phrases_work_in_the_lobby(tmp_path: Path) -> None:
    config = TableConfig("LOBBY4", KOZEL, parse_seats("human,human,human", 3), SEED,
                         matches=1)
    served = HostThread(config, port=0, listen="127.0.0.1", lan=False, bot_delay=0, grace=600)
    h = Harness(tmp_path, "--speed", "0")
    zina: ClientThread | None = None
    try:
        address = f"127.0.0.1:{served.wait_started()}"
        join_from_menu(h, address, "LOBBY4")
        until(h, lambda: isinstance(h.top, LobbyScene) and h.top.welcome is not None,
              "the lobby", 30)
        lobby = h.top
        assert isinstance(lobby, LobbyScene) and lobby.welcome is not None
        mine = int(lobby.welcome["seat"])
        zina = ClientThread(f"ws://{address}", "LOBBY4", "Зина", "female")
        heard: list[dict[str, object]] = []
        until(h, lambda: len([s for s in lobby.seats if s.get("taken")]) == 2, "Зина seated",
              30, each=lambda: heard.extend(zina.poll()) if zina else None)
        assert lobby.said_text() is None
        h.key(pygame.K_1)  # «Стучу!»: nothing before a deal
        h.key(pygame.K_2)  # «Рыба!» neither
        h.key(pygame.K_7)  # «Привет!»
        until(h, lambda: any(m.get("type") == "phrase" for m in heard), "our phrase at Зина's",
              30, each=lambda: heard.extend(zina.poll()) if zina else None)
        assert [m for m in heard if m.get("type") == "phrase"] == [
            {"type": "phrase", "seat": mine, "phrase": "greeting"}]
        # ours too, once our window has read the table's echo (Зина's may come first)
        until(h, lambda: (lobby.said_text() or "").endswith(": Привет!"), "our phrase shown", 30)
        zina.send({"type": "phrase", "phrase": "thanks"})
        until(h, lambda: lobby.said_text() == "Зина: Спасибо", "her phrase shown", 30)
    finally:
        if zina is not None:
            zina.close()
        h.close()
        served.stop()


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_a_phrase_said_in_the_lobby_has_its_own_line_and_the_keys_stay(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]) -> None:
    """Issue 13 (playtest): the phrase said took the keys' line, so after one phrase the keys
    were gone.  Both lines now show, apart, above the host's buttons, in the fullest lobby
    (four seats in pairs, the host's addresses and its two buttons)."""
    from test_net_open import opened

    from kozel_gui.i18n import tr
    from kozel_gui.options import default_setup
    from kozel_net.seats import SeatPlan
    from rules import find_preset

    h = Harness(tmp_path, "--speed", "0")
    try:
        h.resize(size)
        h.app.set_setup(default_setup(4, find_preset("kozel_2x2")))
        scene = opened(h, 4)
        scene.plans[1:] = [SeatPlan(True)] * 3
        h.press(tr("net.open"))
        lobby = h.top
        assert isinstance(lobby, LobbyScene) and lobby.hosting is not None
        until(h, lambda: lobby.welcome is not None and len(lobby.seats) == 4, "the lobby", 20)
        h.key(pygame.K_7)  # «Привет!»
        until(h, lambda: lobby.said_text() is not None, "our phrase shown", 20)
        drawn: dict[str, pygame.Rect] = {}
        import kozel_gui.scenes.net_lobby as module

        real = module.draw_text

        def record(surface: pygame.Surface, text: str, *args: object, **kw: object
                   ) -> pygame.Rect:
            drawn[text] = rect = real(surface, text, *args, **kw)  # type: ignore[arg-type]
            return rect

        monkeypatch.setattr(module, "draw_text", record)
        h.frames(2)
        said = drawn[lobby.said_text() or ""]
        keys = drawn[lobby_phrases_hint()]
        assert not said.colliderect(keys) and said.top >= keys.bottom
        start = h.button(tr("net.start_with_bots"))
        assert said.bottom <= start.rect.top and keys.bottom <= start.rect.top
        assert said.width < size[0] and keys.width < size[0]
    finally:
        h.close()
