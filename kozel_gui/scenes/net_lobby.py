"""Waiting at a network table until every seat is taken: the code, the address, the seats.

Whoever opened the table (``net_open``) or joined it (``net_join``) waits here: the
screen connects (to the window's own host, once it listens, or to the address typed),
shows who sits where as people come, and takes the table's place once the host deals.
Each free person's seat has «Сесть сюда» beside it (a click, or Tab and Enter): the host
moves us there (``sit``, docs/PROTOCOL.md), so friends choose whom they partner in a 2×2
game, where the screen says which seats play together and which is our partner's.
A refusal or a lost host goes back to the screen before with the reason in words.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from kozel_gui.i18n import Person, ntr, tr, tr_about, words
from kozel_gui.net_lobby_rows import (
    Rows,
    lobby_buttons,
    lobby_heading,
    lobby_phrases_hint,
    lobby_rows,
    seat_name,
    sit_face,
)
from kozel_gui.net_messages import log_line
from kozel_gui.theme import COLOURS
from kozel_gui.widgets import UIScene, draw_text, draw_title, felt, scale_of, type_scale

if TYPE_CHECKING:
    from kozel_gui.host import Host
    from kozel_net.local import HostThread
    from kozel_net.worker import ClientThread

__all__ = ["PHRASE_SECONDS", "SIT_KEY", "Joining", "LobbyScene", "Rows", "lobby_phrases_hint", "me",
           "refusal_text", "seat_name"]

SIT_KEY = "#net_sit_"
"""The focus keys of the «Сесть сюда» buttons, followed by the seat's number."""
PHRASE_SECONDS = 5.0
"""How long the lobby shows a quick phrase said there."""

_REASONS = {
    "unreachable": "net.err_unreachable", "bad_code": "net.err_code",
    "table_full": "net.err_full", "closed": "net.err_closed", "bad_name": "net.err_name",
    "locked_out": "net.err_locked", "busy": "net.err_busy", "version": "net.err_version",
    "bad_token": "net.err_token", "seat_freed": "net.err_token", "lost": "net.err_lost",
    "host_closed": "net.err_host_closed",
}

_TABLE_GONE = frozenset({"unreachable", "bad_code", "closed", "lost", "host_closed",
                         "seat_freed"})
"""Why a kept seat's table cannot be reached: «Вернуться за стол» no longer leads there
(issue 13's playtest: it kept leading to a table long gone); the seat is forgotten only
where the host said so (``net_seats.TABLE_OVER``)."""

_OVER_FOR_ALL = frozenset({"closed", "host_closed"})
"""Why a table is over whoever asks (its host closed it), unlike a wrong code, which may
be a typing slip to put right in the field: the Join page forgets the code then."""

_SAID_NO = {"seat_taken": "net.sit_taken", "too_fast": "net.too_fast"}
"""What the host's refusals of a «Сесть сюда» (or a phrase) say in the lobby: someone was
quicker to that seat; a second ask too soon after the last."""


def refusal_text(reason: str, address: str, host: Person | None = None) -> str:
    """Why the table could not be joined (or was lost), in words; ``host``: who holds the
    table, when known (a lost table's «хозяйка ушла»)."""
    key = _REASONS.get(reason)
    if key is None:
        return tr("net.err_other", code=reason)
    if key in ("net.err_lost", "net.err_host_closed"):  # («Марина закрыла стол: …»)
        return tr_about(key, host or Person(""))
    return tr(key, address=address) if key == "net.err_unreachable" else tr(key)


def me(app: Host) -> tuple[str, str | None]:
    """The name and gender of the profile playing (a stock name when there is none)."""
    from kozel_gui.profiles import Profiles

    profiles = Profiles.load(app.data)
    try:
        p = profiles.find(profiles.current or "")
    except KeyError:
        return tr("net.host_name"), None
    return p.name, p.gender.value if p.gender is not None else None


class Joining:
    """Who joins and where: the name said to the host, how to reach it, our seat's token."""

    def __init__(self, app: Host, name: str, gender: str | None, address: str, url: str,
                 code: str) -> None:
        from kozel_gui.net_seats import found, seat_key

        self.name, self.gender, self.address, self.url, self.code = name, gender, address, url, code
        self.key = seat_key(address, code)
        held = found(app, self.key)
        self.token = held.token if held is not None else None
        """The token of the seat we hold there already (we left, or the host restarted)."""
        self.held_as = held.key if held is not None else self.key
        """The key that token was kept under (another spelling of the host, maybe)."""

    def connect(self, retry_for: float) -> ClientThread:
        """Start the connection on its worker thread."""
        from kozel_net.worker import ClientThread

        return ClientThread(self.url, self.code, self.name, self.gender, self.token,
                            retry_for=retry_for)


class LobbyScene(UIScene):
    """Connecting, then the seats filling up; the table once the host deals."""

    RETRY_FOR = 60.0
    """Seconds a lost link is tried again before the table counts as gone (the table
    counts them down, with «Отмена»): a host restarting, a Wi-Fi coming back."""

    def __init__(self, app: Host, joining: Joining, on_fail: Callable[[str], None], *,
                 hosting: HostThread | None = None, addresses: tuple[str, ...] = ()) -> None:
        super().__init__(app)
        self.joining = joining
        self.on_fail = on_fail
        self.hosting = hosting
        self.addresses = addresses
        self.link: ClientThread | None = None
        self.welcome: dict[str, Any] | None = None
        self.seats: list[dict[str, Any]] = []
        self._done = False
        self._closed_by_host = False
        """The host said it closed the table (``closing``): no lost link, no retrying."""
        self.said: tuple[int, str, float] | None = None
        """The last quick phrase said at the table (seat, phrase, shown until, on the app's
        clock): the keys of the phrases that make sense before a deal work here as at the
        table (``lobby_phrases_hint``)."""
        if hosting is None:
            self.link = joining.connect(self.RETRY_FOR)

    # -- time --------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        """Connect once our own host listens; read what the host says."""
        if self._done:
            return
        if self.link is None and self.hosting is not None and not self._host_ready():
            return
        assert self.link is not None
        arrived = self.link.poll()
        for i, msg in enumerate(arrived):
            self._receive(msg, arrived[i + 1:])
            if self._done:
                return

    def _host_ready(self) -> bool:
        """Our own host listens now (then we join it on loopback), or it failed."""
        assert self.hosting is not None
        if not self.hosting.started:
            return False
        try:
            port = self.hosting.wait_started(0)
        except OSError as exc:
            self._fail(tr("net.err_open", error=str(exc)))
            return False
        j = self.joining
        j.url = f"ws://127.0.0.1:{port}"
        log_line(self.app, f"table {j.code} open on port {port}")
        self.addresses = tuple(f"{a}:{port}" for a in self.addresses)
        self.link = j.connect(self.RETRY_FOR)
        self.resize(self.app.size)
        return True

    def _host_person(self) -> Person:
        """Who holds the table, as the seats list says (``net_roster.seat_person``)."""
        from kozel_gui.net_roster import seat_person

        hosts = [s for s in self.seats if s.get("host") is True]
        return seat_person(hosts[0]) if hosts else Person("")

    def _receive(self, msg: dict[str, Any], rest: list[dict[str, Any]]) -> None:
        from kozel_gui.net_seats import TABLE_OVER, forget, keep, left, over

        kind = msg.get("type")
        j = self.joining
        if kind == "welcome":
            self.welcome = msg
            if j.held_as != j.key:  # the host took the seat kept under another spelling
                forget(self.app, j.held_as)
                j.held_as = j.key
            keep(self.app, j.key, str(msg.get("token")))
            if self.hosting is not None:  # the others see whose window holds the table
                self.hosting.hosted_by(str(msg.get("token")))
            log_line(self.app, f"table {j.code} lobby seat {msg.get('seat')}")
        elif kind == "seated" and self.welcome is not None:  # the host moved us (``sit``)
            self.welcome = {**self.welcome, "seat": int(msg["seat"])}
            self.resize(self.app.size)
        elif kind in ("state", "seats"):
            self.seats = list(msg.get("seats") or [])
            if kind == "state" and "view" in msg and self.welcome is not None:
                self._sit_down(msg, rest)
            else:  # the free seats' «Сесть сюда» follow who sits where
                self.resize(self.app.size)
        elif kind == "ended" and msg.get("reason") == "bad_token" and j.token:
            if j.held_as == j.key:  # that seat is gone: sit down afresh
                forget(self.app, j.key)
            j.token, j.held_as = None, j.key  # (a token of another host's is kept for it)
            self.link = j.connect(self.RETRY_FOR)
        elif kind == "error" and msg.get("code") in _SAID_NO:  # (the rest need no words here)
            self.app.notify(words(_SAID_NO[str(msg["code"])]))
        elif kind == "phrase":
            self.said = (int(msg["seat"]), str(msg["phrase"]), self.app.now + PHRASE_SECONDS)
        elif kind == "closing":
            self._closed_by_host = True
        elif kind == "ended":
            reason = "host_closed" if self._closed_by_host else str(msg.get("reason"))
            text = refusal_text(reason, j.address, self._host_person())
            if j.token is not None and reason in TABLE_OVER:  # a kept seat, gone for good:
                over(self.app, j.held_as)  # forgotten, its code with it, and said so
                if reason == "bad_code":  # our own code: not «проверьте код»
                    text = tr("net.err_back_gone", code=j.code)
                text = tr("net.err_forgotten", reason=text.rstrip("."))
            elif j.token is not None and reason in _TABLE_GONE:  # tried, and nobody there:
                left(self.app, j.held_as)  # the menu stops offering it (the code finds it)
                text = tr("net.err_seat_kept", reason=text.rstrip("."), code=j.code)
            elif reason in _OVER_FOR_ALL:  # a table closed: its code is offered no more
                over(self.app, j.key)
            self._fail(text)

    def _sit_down(self, state: dict[str, Any], rest: list[dict[str, Any]]) -> None:
        """The host dealt: the table takes this screen's place (with what came after)."""
        from kozel_gui.netplay import NetSession
        from kozel_gui.scenes.net_table import NetTableScene

        assert self.link is not None and self.welcome is not None
        self._done = True
        log_line(self.app, f"table {self.joining.code} seat {self.welcome.get('seat')}")
        session = NetSession(self.app, self.link, self.welcome, state, self.hosting, rest,
                             key=self.joining.key)
        self.app.reset_to(NetTableScene(self.app, session))

    def _fail(self, text: str) -> None:
        self._done = True
        self._close()
        self.app.pop()
        self.on_fail(text)

    def _close(self) -> None:
        if self.link is not None:
            self.link.close()
        if self.hosting is not None:
            self.hosting.stop()

    def leave(self) -> None:
        """Nothing is ever opened over the lobby: leaving it (not for the table) leaves the
        table too."""
        if not self._done:
            self._done = True
            self._close()
        super().leave()

    def closing(self) -> None:
        """The window closes while waiting: say goodbye to the host; our seat's token and a
        table this window serves (its autosave) are kept, to sit down or open it again."""
        if not self._done:
            self._done = True
            self._close()

    def back(self) -> None:
        """Leave the table (and close it, if it is ours: nobody played at it yet)."""
        from kozel_gui.net_seats import forget

        self._done = True
        if self.hosting is not None:  # whoever sat down already is told, not left retrying
            self.hosting.finish(reason="closed")
        self._close()
        forget(self.app, self.joining.key)
        if self.hosting is not None:
            self.hosting.discard()
        self.app.pop()

    def handle(self, event: pygame.event.Event) -> bool:
        """The keys of the quick phrases that make sense before a deal say them to everyone
        at the table, the same key as at the table itself (``lobby_phrases_hint``)."""
        from kozel_gui.scenes.net_table import PHRASE_KEYS
        from kozel_net.protocol import PHRASE_IN_LOBBY, PHRASES

        if (event.type == pygame.KEYDOWN and event.key in PHRASE_KEYS
                and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT)
                and self.link is not None and self.welcome is not None):
            phrase = PHRASES[PHRASE_KEYS.index(event.key)]
            if PHRASE_IN_LOBBY[phrase]:  # «Стучу!» before a deal means nothing
                self.link.send({"type": "phrase", "phrase": phrase})
                return True
        return super().handle(event)

    def said_text(self) -> str | None:
        """The last quick phrase while it is shown: «Зина: Привет!» (None: none now)."""
        if self.said is None or self.app.now >= self.said[2]:
            return None
        seat, phrase, _ = self.said
        named = next((s for s in self.seats if s.get("seat") == seat), {})
        return tr("net.said", name=seat_name(named), phrase=tr(f"net.phrase.{phrase}"))

    # -- the screen ------------------------------------------------------------------

    def default_focus(self, items: Any) -> Any:
        """Nothing until Tab: the button below leaves the table, so an Enter meant for the
        screen before (or pressed while waiting) must not.  Once a «Сесть сюда» was taken
        with the keys (its seat is ours now, its button gone) the focus stays among the
        seats: on the first free one's (the seat we left, maybe)."""
        if (self.focus.key or "").startswith(SIT_KEY):
            return next((i for i in items if i.key.startswith(SIT_KEY)), None)
        return None

    def build(self, size: tuple[int, int]) -> None:
        rows = self.rows(size)
        for seat, rect in rows.sit.items():  # first in the ring: Tab goes down the seats
            self.button(rect, tr("net.sit_here"), functools.partial(self.sit, seat),
                        class_id=sit_face(rect.width, type_scale(size)), key=f"{SIT_KEY}{seat}")
        leave, start = lobby_buttons(size)
        text = tr("net.close_table") if self.hosting is not None else tr("net.leave")
        self.button(leave, text, self.back, object_id="#net_leave")
        if self.hosting is not None:  # the host starts, the computer in any free seats
            self.button(start, tr("net.start_with_bots" if self.free() else "net.start"),
                        self.start_now, object_id="#net_start")

    def sit(self, seat: int) -> None:
        """«Сесть сюда»: ask the host for that free seat (it answers ``seated``)."""
        if self.link is not None and self.welcome is not None:
            self.link.send({"type": "sit", "seat": seat})

    def mine(self) -> int | None:
        """Our seat (it changes as we take another)."""
        return None if self.welcome is None else int(self.welcome["seat"])

    def rows(self, size: tuple[int, int]) -> Rows:
        """Where everything under the title goes (the buttons are built where it says)."""
        rules = self.welcome.get("rules") if self.welcome is not None else None
        teams = isinstance(rules, dict) and rules.get("teams") is True
        return lobby_rows(size, self.seats if self.welcome is not None else None,
                          mine=self.mine(), teams=teams, addresses=bool(self.addresses))


    def free(self) -> int:
        """The seats nobody has taken yet."""
        return sum(1 for seat in self.seats if not seat.get("taken"))

    def start_now(self) -> None:
        """«Начать»: the computer takes the seats still free, and the host deals."""
        if self.hosting is not None and self.welcome is not None:
            self.hosting.start_now()

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        w = size[0]
        s = scale_of(size)
        surface.blit(felt(size, self.app.options.table), (0, 0))
        rows = self.rows(size)
        # Until the host has seated us, nothing waits for players: we are still connecting.
        heading = lobby_heading(self.seats if self.welcome is not None else None)
        draw_title(surface, heading, rows.title.center, int(52 * s))
        if self.welcome is None:
            draw_text(surface, tr("net.connecting"), max(20, int(26 * s)),
                      midtop=(w // 2, rows.code + int(40 * s)))
            return
        draw_text(surface, tr("net.code", code=self.joining.code), max(28, int(44 * s)),
                  COLOURS["title"], midtop=(w // 2, rows.code))
        if self.addresses:
            draw_text(surface, tr("net.address", address=", ".join(self.addresses)),
                      max(18, int(24 * s)), midtop=(w // 2, rows.address))
        if rows.pairs is not None:
            draw_text(surface, tr("net.pairs", a=1, b=3, c=2, d=4), max(18, int(22 * s)),
                      COLOURS["muted_text"], midtop=(w // 2, rows.pairs))
        for line, row in rows.seats:
            draw_text(surface, line, rows.px, midleft=row.midleft)
        free = self.free()  # everyone seated: the host's window starts (a headless host deals)
        none = "net.free_none_host" if self.hosting is not None else "net.free_none"
        draw_text(surface, ntr("net.free", free) if free else tr(none),
                  max(18, int(22 * s)), COLOURS["muted_text"], midtop=(w // 2, rows.free))
        draw_text(surface, lobby_phrases_hint(), rows.hint_px, COLOURS["muted_text"],
                  midtop=(w // 2, rows.hint))
        said = self.said_text()  # its own line: the keys stay in sight for the next phrase
        if said is not None:
            draw_text(surface, said, rows.said_px, COLOURS["title"], midtop=(w // 2, rows.said))
