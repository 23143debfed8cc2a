"""«Присоединиться»: join a table over the network by the host's address, its code, a name.

Tables announced on the local network (zeroconf, where it works) are listed: a click
puts that host's address in.  Where a seat is kept for us at a table (we left it, or the
window closed), its address and code are filled in already: the way back is one press.  What is typed is checked before anything is sent; what
the host says no to (a wrong code, a full table, no host there) comes back here in words.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from kozel_gui.assets import font
from kozel_gui.drawing import wrap
from kozel_gui.i18n import ntr, tr
from kozel_gui.net_seats import code_at
from kozel_gui.net_typed import code_typed, keep_typed, last_typed
from kozel_gui.scenes.net_lobby import me
from kozel_gui.theme import COLOURS
from kozel_gui.widgets import UIScene, draw_text, draw_title, felt, scale_of
from kozel_net.protocol import CODE_CHARS, CODE_MAX
from rules import MAX_NAME

if TYPE_CHECKING:
    from kozel_gui.host import Host
    from kozel_net.discovery import LanBrowser, LanTable

__all__ = ["JoinScene"]

_LAN_SHOWN = 4
_LAN_EVERY = 0.2  # seconds between looks at the tables found (a look is a lock and a sort)


class JoinScene(UIScene):
    """Address, code and name fields, the tables found nearby, «Сесть за стол»."""

    LAN_INTERFACES: list[str] | None = None
    """Where to look for tables nearby: every network this computer is on (None), or only
    these addresses (the tests look on loopback)."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.fields: dict[str, Any] = {}
        from kozel_gui.net_seats import last_table

        back = last_table(app)  # a seat kept for us (we left, or the window closed): go back
        address, code = back if back is not None else last_typed(app)
        self.typed = {"address": address, "code": code, "name": me(app)[0]}
        self._put = code
        """The code this page last put in the field itself (a seat's, or the one last typed
        for a host): a code in the field that differs was typed by the person."""
        self._invalid: str | None = None
        """The field whose check the shown problem is about (None: none is): the problem
        goes as soon as that field is right (issue 13's playtest V: «Код стола — от 4 до
        12…» stayed up under a good code)."""
        self._problem: str | None = None
        self.picked: str | None = None
        """The table found nearby last picked (its service name): the code typed since is
        that table's."""
        self.lan: LanBrowser | None = None
        self.found: tuple[LanTable, ...] = ()
        self._looked = 0.0

    def enter(self) -> None:
        """Start listening for tables nearby (where the network allows it)."""
        from kozel_net.discovery import LanBrowser

        self.lan = LanBrowser(self.LAN_INTERFACES)
        if not self.lan.start():
            self.lan = None

    def leave(self) -> None:
        """Keep what was typed; stop listening."""
        self._keep_typed()
        if self.lan is not None:
            self.lan.close()
            self.lan = None
        super().leave()

    @property
    def problem(self) -> str | None:
        """What went wrong, said under the buttons (None: nothing)."""
        return self._problem

    @problem.setter
    def problem(self, text: str | None) -> None:
        """Said in as many lines as it takes within the window: the page is laid anew so
        the tables found nearby move down under it (issue 13's playtest: one long line ran
        off both edges of a 1280-wide window)."""
        if text != self._problem:
            self._problem = text
            if self.fields:
                self._keep_typed()
                self.resize(self.app.size)

    def problem_lines(self, size: tuple[int, int]) -> list[str]:
        """The problem as drawn in a window of ``size``: wrapped within it."""
        if self._problem is None:
            return []
        w, _ = size
        s = scale_of(size)
        width = min(w - 2 * max(16, int(32 * s)), max(int(w * 0.8), int(560 * s)))
        return wrap(self._problem, font(self._text_px(size)), width)

    @staticmethod
    def _text_px(size: tuple[int, int]) -> int:
        return max(18, int(22 * scale_of(size)))

    def _keep_typed(self) -> None:
        for key, entry in self.fields.items():
            self.typed[key] = entry.get_text()

    # -- layout -------------------------------------------------------------------------

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        s = scale_of(size)
        width, bh, gap = int(max(420, 560 * s)), max(44, int(52 * s)), max(8, int(12 * s))
        x, y = (w - width) // 2, int(h * 0.2)
        label_w = int(width * 0.36)
        self.labels: list[tuple[str, tuple[int, int]]] = []
        self.fields = {}
        for key, placeholder in (("address", "192.168.1.5"), ("code", "ABCD23"), ("name", "")):
            self.labels.append((tr(f"net.field_{key}"), (x, y + bh // 2)))
            entry = self.entry_line(pygame.Rect(x + label_w, y, width - label_w, bh),
                                    f"#net_{key}", placeholder)
            entry.set_text_length_limit({"address": 64, "code": CODE_MAX}.get(key, MAX_NAME))
            if key == "code":  # (a code left from before is cut to what the field takes)
                entry.set_allowed_characters(list(CODE_CHARS))
            entry.set_text(self.typed[key][:CODE_MAX] if key == "code" else self.typed[key])
            self.fields[key] = entry
            y += bh + gap
        bw = max(220, int(270 * s))
        self.button(pygame.Rect(w // 2 - bw - 10, y + gap, bw, bh), tr("net.join"), self.join,
                    object_id="#net_join")
        self.button(pygame.Rect(w // 2 + 10, y + gap, bw, bh), tr("common.back"), self.back,
                    object_id="#net_back")
        self.problem_at = (w // 2, y + bh + 3 * gap)
        more = max(0, len(self.problem_lines(size)) - 1) * self._line_step(size)
        self.lan_at = (w // 2, y + bh + 6 * gap + int(24 * s) + more)
        y = self.lan_at[1] + int(34 * s)
        shown = self.found[:_LAN_SHOWN]
        lines = lan_lines(shown, [code_at(self.app, f"{t.address}:{t.port}") is not None
                                  for t in shown])
        for i, (table, text) in enumerate(zip(shown, lines, strict=True)):
            self.button(pygame.Rect(x, y + i * (bh + gap // 2), width, bh), text,
                        partial(self.pick, table), class_id="@small_button",
                        object_id="#net_lan", key=f"lan:{table.name}")

    def default_focus(self, items: Any) -> Any:
        """The address first (the field for what must be typed first)."""
        return next((i for i in items if i.key == "#net_address"), None)

    # -- time and input ---------------------------------------------------------------

    def update(self, dt: float) -> None:
        """Now and then, list the tables announced nearby."""
        if self.lan is None or self.app.now - self._looked < _LAN_EVERY:
            return
        self._looked = self.app.now
        found = tuple(self.lan.tables())
        if found != self.found:
            self.found = found
            self._keep_typed()
            self.resize(self.app.size)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element in (
                self.fields.values()):
            self.join()
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element in (
                self.fields.values()):
            self._recheck()
        return super().handle(event)

    def _recheck(self) -> None:
        """The field a problem was about is right now: the problem goes."""
        key = self._invalid
        if key is not None and key in self.fields \
                and _fault(key, self.fields[key].get_text().strip()) is None:
            self._invalid = None
            self.problem = None

    def pick(self, table: LanTable) -> None:
        """A table found nearby: its address goes in, and the code of the seat we hold there
        if we do; else a code the person typed before picking any table stays (issue 13's
        playtest V: picking wiped it); else the code last typed here for that host (never
        announced: typed on this computer); else the code is still to be typed (one left
        from another table is cleared: it would only be refused), and a problem said of
        another table goes."""
        address = f"{table.address}:{table.port}"
        held = code_at(self.app, address)
        typed = code_typed(self.app, address)
        field = self.fields["code"]
        code = field.get_text().strip()
        mine = bool(code) and code != self._put and self.picked in (None, table.name)
        if held is not None:
            self._put_code(held)
        elif mine:
            typed = code
        elif self.picked != table.name:
            self._put_code(typed or "")
        if self.picked != table.name:
            self.problem = None
        self.picked = table.name
        self.fields["address"].set_text(address)
        self._recheck()
        self.focus.focus("#net_join" if held is not None or typed else "#net_code")

    def _put_code(self, code: str) -> None:
        self._put = code
        self.fields["code"].set_text(code)

    def fail(self, text: str) -> None:
        """The host said no, or could not be reached: say why, keep what was typed, but for
        the code of a table its host said is over (closed, our seat there gone): that code
        is forgotten (``net_seats.over``) and no longer stands in the field as if current;
        the address stays, where a friend most likely opens the next table."""
        self.problem, self._invalid = text, None
        self._keep_typed()
        if self.typed["code"] and code_typed(self.app, self.typed["address"]) is None:
            self.typed["code"] = ""
            if "code" in self.fields:
                self.fields["code"].set_text("")

    def join(self) -> None:
        """Check what was typed, then connect and wait in the lobby."""
        from kozel_gui.scenes.net_lobby import Joining, LobbyScene
        from kozel_net.client import table_url
        from kozel_net.protocol import check_code, check_name

        self._keep_typed()
        address, code, name = (self.typed[k].strip() for k in ("address", "code", "name"))
        for key, text in (("address", address), ("code", code), ("name", name)):
            fault = _fault(key, text)
            if fault is not None:
                self.problem, self._invalid = tr(fault), key
                return
        url, code, name = table_url(address), check_code(code), check_name(name)
        self.problem, self._invalid = None, None
        keep_typed(self.app, address, code)
        gender = me(self.app)[1] if name == me(self.app)[0] else None
        joining = Joining(self.app, name, gender, address, url, code)
        self.app.push(LobbyScene(self.app, joining, self.fail))

    def _line_step(self, size: tuple[int, int]) -> int:
        return font(self._text_px(size)).get_linesize()

    # -- drawing --------------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        w, h = size
        s = scale_of(size)
        surface.blit(felt(size, self.app.options.table), (0, 0))
        draw_title(surface, tr("net.join_title"), (w // 2, int(h * 0.1)), int(52 * s))
        text = self._text_px(size)
        for label, (x, y) in self.labels:
            draw_text(surface, label, text, midleft=(x, y))
        x, y = self.problem_at
        for line in self.problem_lines(size):
            draw_text(surface, line, text, COLOURS["remembered"], midtop=(x, y))
            y += self._line_step(size)
        if self.lan is None:
            lan = tr("net.lan_off")
        else:
            lan = tr("net.lan_found") if self.found else tr("net.lan_none")
        draw_text(surface, lan, max(16, int(20 * s)), COLOURS["muted_text"], midtop=self.lan_at)


def _fault(key: str, text: str) -> str | None:
    """What is wrong with a field's text, as the key of the words that say so (None: it
    is right)."""
    from kozel_net.client import table_url
    from kozel_net.protocol import check_code, check_name

    checks: dict[str, Callable[[str], object]] = {
        "address": table_url, "code": check_code, "name": check_name}
    check = checks[key]
    try:
        check(text)
    except ValueError:
        return {"address": "net.err_address", "code": "net.err_code_form",
                "name": "net.err_name"}[key]
    return None


def lan_line(table: LanTable, ours: bool = False) -> str:
    """A table found nearby as a person recognises it: «Зина — Козёл, 2 свободных места»,
    by the name of the player who opened it, or a table with no player (``serve``) by its
    computer's, alike: «Стол на «vm» — Козёл, 2 свободных места» (issue 13's playtest: it
    was «vm CL», the service's own name; an older host's record still is); the join code
    is never announced.  ``ours``: we hold a seat there, which waits for us however full
    the table is."""
    name = (table.host or (tr("net.lan_machine", machine=table.machine) if table.machine
                           else table.name))
    rules = _preset(table.preset)
    if ours:
        return tr("net.lan_table_yours", name=name, rules=rules)
    return (ntr("net.lan_table", table.free, name=name, rules=rules)
            if table.free else tr("net.lan_table_full", name=name, rules=rules))


def lan_lines(tables: Sequence[LanTable], ours: Sequence[bool]) -> list[str]:
    """The list's lines: ``lan_line`` each, and where two tables would read alike (two
    headless tables on one computer, both «Стол на «vm» — Козёл…»), each of those with its
    port, which is what tells them apart (and what one types after the address)."""
    lines = [lan_line(t, o) for t, o in zip(tables, ours, strict=True)]
    return [tr("net.lan_same", line=line, port=t.port) if lines.count(line) > 1 else line
            for t, line in zip(tables, lines, strict=True)]


def _preset(name: str) -> str:
    from kozel_gui.settings.rules_editor import preset_label

    return preset_label(name)
