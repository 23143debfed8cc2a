"""The table of a match a host plays over the network, seen from our seat only.

It is the ordinary table (``TableScene``: the same model, motions, painters, summary)
driven by a ``NetSession``: each frame it reads the host's messages first and says
what they mean (someone left, came back, is played by a bot for now, a quick phrase, a
lost link).  After a round's summary it tells the host we are ready and waits for the
others; when the host is gone for good it goes back to the menu and says why.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from kozel_gui.i18n import Later, listing, ntr, tr, tr_about, words
from kozel_gui.scenes.pause import PauseScene
from kozel_gui.scenes.table import TableScene
from kozel_gui.table.model import Word
from kozel_gui.table.over import MatchOverScene
from kozel_gui.table.theme import TEXT, put_text, px

if TYPE_CHECKING:
    from kozel_gui.host import Host
    from kozel_gui.i18n import Person
    from kozel_gui.netplay import Event, NetSession
    from kozel_gui.scene import Scene

__all__ = ["PHRASE_KEYS", "NetMatchOverScene", "NetTableScene", "close_table_question",
           "gone_text", "leave_question"]

PHRASE_KEYS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6,
               pygame.K_7, pygame.K_8)
"""Keys 1 to 8 say the quick phrases, in the protocol's order."""
_FOREVER = 1e9
GONE_SECONDS = 15.0
"""How long the menu says why the table went (a sentence to read, not a blink)."""
NOTICED_S = 1.5
"""How long a person's drop must have been said before their return is worth saying:
a drop the host noticed only as they came back (a frozen window, its link timed out and
taken up again within a second) showed its banner for a blink, and the table then said
only «Tom вернулся за стол», a return from nowhere (issue 13's playtest V)."""


class NetTableScene(TableScene):
    """Our seat at a host's table."""

    def __init__(self, app: Host, session: NetSession) -> None:
        self.net = session
        self.awaiting_deal = False
        """We said ready after the summary; the host deals once everyone has."""
        self._waited: tuple[tuple[int, ...], Later | None] = ((), None)
        """Whom the table waits for, and the note put up saying it (None: none)."""
        self._drop_said: dict[int, float] = {}
        """Per seat, when (the app's clock) its person's drop was said (the banner, or a
        toast that the computer plays for them): only then is their return said."""
        super().__init__(app, session.setup, session=session)
        if self.model.round.ply > 0:  # sat down again at a round that went on without us
            self.model.presence.welcome_back()
        session.saw()  # what the table shows now (the recap said the rest) is seen

    # -- time ---------------------------------------------------------------------------

    def update(self, dt: float) -> None:
        """The host's messages first, then the table's own step in time."""
        if not self._read_host():
            return
        self._waiting_note()  # back once another note has had its time
        if self.awaiting_deal and self.net.deal_ready:
            self.awaiting_deal = False
            self.model.note = None
            super().next_round()
        super().update(dt)

    def behind(self, dt: float) -> None:
        """Under the menu, the rules or a question the game goes on at the host: its word
        is still read and said (someone lost and the seconds the table waits for them, the
        offer to play on, who came back), so the table seen through the veil is the table
        as it is; the moves wait to be shown until the table is on top again."""
        self._read_host()

    def _read_host(self) -> bool:
        """Take in what the host sent; False once the connection is over for good."""
        for event in self.net.pump():
            self._tell(event)
            if self.net.gone is not None:
                return False
        return True

    def next_round(self) -> None:
        """After the summary: ready; the next deal shows once the host has dealt it."""
        self.net.ready()
        if self.net.is_over or self.net.deal_ready:
            super().next_round()
            return
        self.awaiting_deal = True
        self.model.note = (words("net.waiting_ready"), self.model.anim.now + _FOREVER)

    def match_decided(self) -> None:
        """The match is over: its screen takes the table's place (and keeps listening)."""
        self.app.replace(NetMatchOverScene(self.app, self.net))

    # -- what the host's messages mean -------------------------------------------------

    def _tell(self, event: Event) -> None:
        m, seat = self.model, event.seat
        if event.kind == "gone":
            self._gone(event.detail)
        elif event.kind in ("resync", "new_match"):  # back to a table that moved on
            m.anim.skip()
            # What it missed is said first, standing: laying out and dealing ask whether her
            # turn came, and that catch-up gives way to a recap still being read.
            m.presence.welcome_back()
            self.net.saw()
            m.relayout()
            m.deal(fly=m.round.ply == 0)  # a round already under way is shown as it stands
        elif event.kind == "link_lost":  # counting down the seconds it goes on trying
            m.note = (Later(_link_text, (self.net,)), m.anim.now + _FOREVER)
        elif event.kind == "link_back":
            m.notify(words("net.link_back"))
        elif event.kind == "refused":
            m.notify(words("net.move_refused"))
        elif seat is not None and event.kind == "back":
            said = self._drop_said.pop(seat, None)
            if said is not None and self.app.now - said >= NOTICED_S:
                m.say(tr_about("net.back", self.net.person(seat)), seat, kind=Word.NOTICE)
        elif seat is not None and event.kind == "left":
            # (someone the table waits for: the banner says it, with the seconds left)
            self._drop_said.setdefault(seat, self.app.now)
            m.say(tr_about("net.left", self.net.person(seat)), seat, kind=Word.NOTICE)
        elif seat is not None and event.kind == "stand_in":
            self._drop_said.setdefault(seat, self.app.now)
            m.say(tr("net.stand_in", name=self.net.name(seat)), seat, kind=Word.NOTICE)
        elif seat is not None and event.kind == "waiting":  # said by the banner
            self._drop_said.setdefault(seat, self.app.now)
        elif seat is not None and event.kind == "phrase":
            m.say(tr("net.said", name=self.net.name(seat),
                     phrase=tr(f"net.phrase.{event.detail}")), seat, kind=Word.NOTICE)
        self._waiting_note()
        m.refresh()

    def _waiting_note(self) -> None:
        """«Зина: нет связи, ждём — через 20 секунд за стол сядет компьютер» stays at the
        top while the table waits for someone (the button beside it plays on with the
        computer): the one place that says it (no toast, the plate only «нет связи»: issue
        13's playtest PT-R saw three at once); another note (a recap) may take its place
        for its time, then it is back.  It goes when nobody is waited for."""
        m = self.model
        waited = tuple(self.net.roster.waited())
        before, said = self._waited
        shown = m.note is not None and m.anim.now < m.note[1]
        if waited and (waited != before or not shown):
            said = Later(_waiting_text, (self.net, waited))  # (counts down as it is shown)
            m.note = (said, m.anim.now + _FOREVER)
        elif not waited:
            if m.note is not None and said is not None and m.note[0] is said:
                m.note = None
            said = None
        self._waited = (waited, said)

    def _gone(self, reason: str) -> None:
        """The connection is over for good: back to the menu, saying why."""
        from kozel_gui.scenes.menu import MenuScene

        self.net.leave()  # stored as unfinished, unless it was over already
        self.app.reset_to(MenuScene(self.app))
        client = self.net.link.client
        # Long enough to read: it says why the table went (the menu offers the way back).
        self.app.notify(Later(gone_text, (reason, client.url.removeprefix("ws://"),
                                          self.net.host_person())),
                        seconds=GONE_SECONDS)

    # -- input ---------------------------------------------------------------------------

    def handle(self, event: pygame.event.Event) -> bool:
        """Keys 1 to 8 say a quick phrase; all else as at any table."""
        if event.type == pygame.KEYDOWN and event.key in PHRASE_KEYS and not event.mod & (
                pygame.KMOD_CTRL | pygame.KMOD_ALT):
            from kozel_net.protocol import PHRASES

            self.net.phrase(PHRASES[PHRASE_KEYS.index(event.key)])
            return True
        if self._tries_to_move(event):
            self.model.note = (Later(_link_text, (self.net, True)), self.model.anim.now + _FOREVER)
        return super().handle(event)

    def _tries_to_move(self, event: pygame.event.Event) -> bool:
        """A click on the hand, or Enter or Space, on our turn while the link is down: the
        move cannot go now, and the banner says so beside the seconds left."""
        if self.net.lost_at is None or self.net.round.to_move != self.net.seat \
                or self.net.round.outcome() is not None:
            return False
        if event.type == pygame.KEYDOWN:
            return event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
        return event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and any(
            pygame.FRect(box).collidepoint(event.pos) for box in self.model.hand_boxes())

    def closing(self) -> None:
        """The window closes mid-match: not a leaving (the match goes to history as
        unfinished, unrated); the table waits for us to come back with the token, and a
        table this window serves stops, its autosave kept."""
        self.net.leave(dropped=True)

    def close_question(self) -> Scene | None:
        """Closing the window while serving other people asks first: yes closes the table
        for everyone (each is told), Cancel keeps it; closing again while asked closes the
        window as before (the table is kept, to be opened again)."""
        if not self.net.asks_before_closing:
            return None
        return close_table_question(self.app, self.net, self.app.quit)

    def pause(self) -> None:
        """Esc: the pause menu; the main menu from there leaves the table (the host keeps
        our seat for the token, and the stand-in plays it)."""
        self.app.push(_NetPause(self.app, self.net))


def close_table_question(app: Host, net: NetSession, then: Callable[[], None]) -> Scene:
    """«Стол закроется для всех: партия прервётся и у остальных игроков.»: the host leaving a table with
    other people at it; yes closes it for them all (``closing``), then ``then``; Cancel
    (focused) keeps the table as it is."""
    from kozel_gui.scenes.confirm import ConfirmScene

    def yes() -> None:
        net.close_table()
        then()

    return ConfirmScene(app, tr("net.close_question"), tr("net.close_table"), yes)


def leave_question(app: Host, net: NetSession, then: Callable[[], None]) -> Scene | None:
    """What leaving a network table by the menu does to the others, asked first (Cancel
    focused), or None when it does nothing to anyone: the host of a table other people sit
    at closes it for them all («Стол закроется для всех: …»); a person at someone else's
    table mid-match leaves their seat to the computer («Выйти из-за стола? …»).  Yes leaves,
    then ``then``."""
    from kozel_gui.scenes.confirm import ConfirmScene

    if net.hosting is not None:
        return close_table_question(app, net, then) if net.roster.others_seated() else None
    if net.ended or net.finished or net.gone is not None:
        return None

    def yes() -> None:
        net.leave()
        then()

    return ConfirmScene(app, tr("net.leave_question"), tr("net.leave"), yes)


class _NetPause(PauseScene):
    """The menu over a network table: no pause, the game goes on at the host meanwhile (the
    others keep playing, the stand-in plays for us after the grace), and it says so."""

    TITLE = "pause.title_net"
    CONTINUE = "pause.back_to_table"

    def __init__(self, app: Host, net: NetSession) -> None:
        super().__init__(app)
        self.net = net

    def foot_note(self) -> str | None:
        """«Игра идёт: остальные играют дальше» (nothing here stops the table); the host's
        own truth where this window serves the table: its leaving closes it for everyone
        (issue 13's playtest: the host read that the others play on, then «Стол закроется
        для всех» one step later)."""
        return tr("pause.net_host_note" if self.net.hosting is not None else "pause.net_goes_on")

    def to_menu(self) -> None:
        """Leave the table, then the menu; the match goes to history as left.  Asked first
        where that does something to the others (``leave_question``)."""
        self._leave(super().to_menu)

    def quit(self) -> None:
        """Leave the table as to the menu (asked first likewise), then end the game."""
        self._leave(self.app.quit)

    def _leave(self, then: Callable[[], None]) -> None:
        question = leave_question(self.app, self.net, then)
        if question is not None:
            self.app.push(question)
            return
        self.net.leave()
        then()


class NetMatchOverScene(MatchOverScene):
    """«Козёл!» at a host's table: another match if everyone there asks for it, or leave.

    The host's last words (its sheet, the others' answers, its closing) still arrive while
    it shows; once everyone at the table has asked, the host deals and the table returns.
    """

    def __init__(self, app: Host, net: NetSession) -> None:
        self.net = net
        super().__init__(app, net)

    def choices(self) -> tuple[tuple[str, str], ...]:
        """«Ещё партию» while it can be asked for, and the way out: closing the table when
        this window serves it, else leaving it."""
        net = self.net
        if net.finished or net.gone is not None:
            return (("menu", tr("table.menu")),)
        out = (("menu", tr("net.close_table") if net.hosting is not None else tr("net.leave")),)
        return out if net.seat in net.again else (("again", tr("table.again")), *out)

    def status(self) -> str:
        """What the others said and what this person can do, in a line."""
        net = self.net
        if net.finished or net.gone is not None:
            return tr("net.over_closed")
        others = net.roster.others_here()
        if net.seat in net.again:
            waiting = [net.name(i) for i in others if i not in net.again]
            return tr("net.over_waiting", names=listing(waiting)) if waiting else ""
        asked = [net.name(i) for i in others if i in net.again]
        if asked:
            return tr("net.over_asked", names=listing(asked))
        return tr("net.over_host_can" if net.hosting is not None else "net.over_guest_can")

    def update(self, dt: float) -> None:
        """Read the host's messages: the others' answers, the new deal, the table's end."""
        events = self.net.pump()
        if any(e.kind == "new_match" for e in events):
            self.app.replace(NetTableScene(self.app, self.net))
            return
        if events:
            self.resize(self.app.screen.get_size())  # the buttons follow what was said
        super().update(dt)

    def _again(self) -> None:
        if self.app.stack.top is self:
            self.net.play_again()
            self.resize(self.app.screen.get_size())

    def closing(self) -> None:
        """The window closes: leave the table as the way out here does."""
        self.net.leave()

    def _menu(self) -> None:
        from kozel_gui.scenes.menu import MenuScene

        self.net.leave()
        self.app.reset_to(MenuScene(self.app))

    def draw(self, surface: pygame.Surface) -> None:
        """The match-over screen with the table's answers under its buttons."""
        super().draw(surface)
        w, h = surface.get_size()
        scale = min(h, w * 9 / 16) / 720
        text = self.status()
        if text:
            put_text(surface, text, px(20, scale), TEXT, centre=(w * 0.3, h * 0.86 + 68 * scale),
                     within=pygame.Rect(0, 0, round(w * 0.56), h), role="over.net")


def gone_text(reason: str, address: str, host: Person) -> str:
    """Why the table went, and whether the seat waits: she left it herself (the retry
    screen's «Выйти из-за стола»), or the host stopped answering (it may come back: the seat
    is kept, and the menu's «Вернуться за стол» leads back to it), else the host's refusal
    in words."""
    from kozel_gui.netplay import STOPPED
    from kozel_gui.scenes.net_lobby import refusal_text

    if reason == STOPPED:
        return tr("net.left_kept")
    if reason == "lost":
        return tr_about("net.err_lost_kept", host)
    return refusal_text(reason, address, host)


def _link_text(net: NetSession, tried: bool = False) -> str:
    """«Связь со столом пропала: подключаемся снова — ещё 42 секунды», counting down;
    ``tried``: she tried to move meanwhile, and is told when she can."""
    left = net.link_left()
    text = tr("net.link_lost") if left is None else ntr("net.link_lost_left", left)
    return tr("net.link_move_later", lost=text) if tried else text


def _waiting_text(net: NetSession, waited: tuple[int, ...]) -> str:
    """«Зина: нет связи, ждём» for each seat waited for, in the language shown, with the
    seconds before the computer takes the seat (counting down as it is shown)."""
    out = []
    for s in waited:
        text, left = tr_about("net.waiting", net.person(s)), net.wait_left(s)
        out.append(text if left is None else f"{text} — {ntr('net.wait_left', left)}")
    return "; ".join(out)
