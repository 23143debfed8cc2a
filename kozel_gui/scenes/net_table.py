"""The table of a match a host plays over the network, seen from our seat only.

It is the ordinary table (``TableScene``: the same model, motions, painters, summary)
driven by a ``NetSession``: each frame it reads the host's messages first and says
what they mean (someone left, came back, is played by a bot for now, a quick phrase, a
lost link).  After a round's summary it tells the host we are ready and waits for the
others; when the host is gone for good it goes back to the menu and says why.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from kozel_gui.i18n import tr, tr_about
from kozel_gui.scenes.pause import PauseScene
from kozel_gui.scenes.table import TableScene
from kozel_gui.table.model import Word
from kozel_gui.table.over import MatchOverScene

if TYPE_CHECKING:
    from kozel_gui.host import Host
    from kozel_gui.netplay import Event, NetSession

__all__ = ["PHRASE_KEYS", "NetTableScene"]

PHRASE_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6,
               pygame.K_7, pygame.K_8)
"""Keys 1 to 8 say the quick phrases, in the protocol's order."""
_FOREVER = 1e9


class NetTableScene(TableScene):
    """Our seat at a host's table."""

    def __init__(self, app: Host, session: NetSession) -> None:
        self.net = session
        self.awaiting_deal = False
        """We said ready after the summary; the host deals once everyone has."""
        super().__init__(app, session.setup, session=session)

    # -- time ---------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        """The host's messages first, then the table's own step in time."""
        for event in self.net.pump():
            self._tell(event)
            if self.net.gone is not None:
                return
        if self.awaiting_deal and self.net.deal_ready:
            self.awaiting_deal = False
            self.model.note = None
            super().next_round()
        super().update(dt)

    def next_round(self) -> None:
        """After the summary: ready; the next deal shows once the host has dealt it."""
        self.net.ready()
        if self.net.is_over or self.net.deal_ready:
            super().next_round()
            return
        self.awaiting_deal = True
        self.model.note = (tr("net.waiting_ready"), self.model.anim.now + _FOREVER)

    def match_decided(self) -> None:
        """The match is over: its screen takes the table's place (and keeps listening)."""
        self.app.replace(_NetMatchOver(self.app, self.net))

    # -- what the host's messages mean -------------------------------------------------

    def _tell(self, event: Event) -> None:
        m, seat = self.model, event.seat
        if event.kind == "gone":
            self._gone(event.detail)
        elif event.kind == "resync":
            m.anim.skip()
            m.relayout()
            m.deal()
        elif event.kind == "link_lost":
            m.note = (tr("net.link_lost"), m.anim.now + _FOREVER)
        elif event.kind == "link_back":
            m.notify(tr("net.link_back"))
        elif event.kind == "refused":
            m.notify(tr("net.move_refused"))
        elif seat is not None and event.kind in ("left", "back"):
            m.say(tr_about(f"net.{event.kind}", self.net.person(seat)), seat, kind=Word.NOTICE)
        elif seat is not None and event.kind == "stand_in":
            m.say(tr("net.stand_in", name=self.net.name(seat)), seat, kind=Word.NOTICE)
        elif seat is not None and event.kind == "phrase":
            m.say(tr("net.said", name=self.net.name(seat),
                     phrase=tr(f"net.phrase.{event.detail}")), seat, kind=Word.NOTICE)
        m.refresh()

    def _gone(self, reason: str) -> None:
        """The connection is over for good: back to the menu, saying why."""
        from kozel_gui.scenes.menu import MenuScene
        from kozel_gui.scenes.net_lobby import refusal_text

        self.net.leave()  # stored as unfinished, unless it was over already
        self.app.reset_to(MenuScene(self.app))
        self.app.notify(refusal_text(reason, self.net.link.client.url.removeprefix("ws://")))

    # -- input ---------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> bool:
        """Keys 1 to 8 say a quick phrase; all else as at any table."""
        if event.type == pygame.KEYDOWN and event.key in PHRASE_KEYS and not event.mod & (
                pygame.KMOD_CTRL | pygame.KMOD_ALT):
            from kozel_net.protocol import PHRASES

            self.net.phrase(PHRASES[PHRASE_KEYS.index(event.key)])
            return True
        return super().handle(event)

    def pause(self) -> None:
        """Esc: the pause menu; the main menu from there leaves the table (the host keeps
        our seat for the token, and the stand-in plays it)."""
        self.app.push(_NetPause(self.app, self.net))


class _NetPause(PauseScene):
    """The pause menu over a network table (the match goes on at the host meanwhile)."""

    def __init__(self, app: Host, net: NetSession) -> None:
        super().__init__(app)
        self.net = net

    def to_menu(self) -> None:
        """Leave the table (closing it, if this window serves it), then the menu; the match
        goes to history as left."""
        self.net.leave()
        super().to_menu()

    def quit(self) -> None:
        """Leave the table as to the menu, then end the game."""
        self.net.leave()
        self.app.quit()


class _NetMatchOver(MatchOverScene):
    """«Козёл!» at a host's table: the host's last words (its sheet, its closing) still
    arrive while it shows."""

    def __init__(self, app: Host, net: NetSession) -> None:
        super().__init__(app, net)
        self.net = net

    def update(self, dt: float) -> None:
        """Read the host's messages (the match's end, then the table's)."""
        self.net.pump()
        super().update(dt)
