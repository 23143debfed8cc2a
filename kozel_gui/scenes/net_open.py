"""«Открыть стол»: host a network table from the menu (its rules, how many people, a code).

The rules are the next match's (the settings' rules page); the host's seat is the
player's own, as many other seats as asked are for people who join with the code, the
rest are the set-up's bots.  Opening starts the host on a worker thread
(``kozel_net.local.HostThread``); the lobby shows the code and this computer's address.
"""

from __future__ import annotations

import secrets
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from kozel_gui.assets import font
from kozel_gui.i18n import ntr, tr
from kozel_gui.options import MatchSetup
from kozel_gui.theme import COLOURS
from kozel_gui.widgets import UIScene, draw_text, draw_title, felt, scale_of

if TYPE_CHECKING:
    from kozel_gui.host import Host
    from kozel_net.seats import SeatPlan
    from kozel_net.table import TableConfig

__all__ = ["BOT_DELAY", "OpenTableScene", "people_seats", "seat_plans"]

BOT_DELAY = 0.6
"""Seconds the host's bots wait before they move, at the normal pace."""


def people_seats(players: int, people: int) -> tuple[int, ...]:
    """Where ``people`` people sit among ``players`` seats: two at four sit opposite."""
    if players == 4 and people == 2:
        return (0, 2)
    return tuple(range(people))


def seat_plans(setup: MatchSetup, people: int) -> tuple[SeatPlan, ...]:
    """Each seat's plan: people where ``people_seats`` says, else the set-up's bot."""
    from kozel_net.seats import SeatPlan

    humans = people_seats(setup.players, people)
    plans = []
    for i, seat in enumerate(setup.seats):
        if i in humans:
            plans.append(SeatPlan(True))
            continue
        try:
            plans.append(SeatPlan.parse(f"bot:{seat.personality or seat.bot}"))
        except ValueError:  # a bot this version does not know: the default level
            plans.append(SeatPlan(False))
    return tuple(plans)


class OpenTableScene(UIScene):
    """The table's rules and seats before it opens; «Открыть» starts it."""

    PORT = 8765
    """The port tried first (the protocol's default; another one if it is taken), so a
    table opened again is where its players look for it."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.people = max(2, min(app.setup.players, len(app.setup.humans)))
        self.problem: str | None = None

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        s = scale_of(size)
        bh, small = max(48, int(56 * s)), max(48, int(56 * s))
        y = int(h * 0.42)
        # The stepper's buttons stand clear of the widest count it can show.
        words = font(max(20, int(28 * s)), True)
        half = max(words.size(ntr("net.people", n))[0]
                   for n in range(2, self.app.setup.players + 1)) // 2 + int(16 * s)
        self.button(pygame.Rect(w // 2 - half - small, y, small, bh), tr("net.fewer"),
                    lambda: self.set_people(self.people - 1), class_id="@small_button",
                    object_id="#net_fewer")
        self.button(pygame.Rect(w // 2 + half, y, small, bh), tr("net.more"),
                    lambda: self.set_people(self.people + 1), class_id="@small_button",
                    object_id="#net_more")
        self.people_at = (w // 2, y + bh // 2)
        bw = max(220, int(280 * s))
        y = int(h * 0.72)
        self.button(pygame.Rect(w // 2 - bw - 10, y, bw, bh), tr("net.open"), self.open,
                    object_id="#net_open")
        self.button(pygame.Rect(w // 2 + 10, y, bw, bh), tr("common.back"), self.back,
                    object_id="#net_back")
        self.problem_at = (w // 2, y + bh + int(16 * s))
        saved = self.saved_table()
        if saved is not None:
            rw = 2 * bw + 20
            self.button(pygame.Rect(w // 2 - rw // 2, int(h * 0.72) - bh - int(20 * s), rw, bh),
                        tr("net.resume", code=saved), lambda: self.resume(saved),
                        class_id="@small_button", object_id="#net_resume")

    def default_focus(self, items: Any) -> Any:
        """«Открыть»: Enter opens the table as it is set up."""
        return next((i for i in items if i.key == "#net_open"), None)

    @property
    def folder(self) -> Path:
        """Where the window's own tables are saved (a host that stops can open them again)."""
        return self.app.data.root / "net"

    def saved_table(self) -> str | None:
        """The code of the newest table this window hosted, did not finish and sits at."""
        from kozel_gui.net_seats import held, seat_key

        files = sorted(self.folder.glob("table-*.json"), key=lambda p: p.stat().st_mtime,
                       reverse=True) if self.folder.is_dir() else []
        for path in files:
            code = path.stem.removeprefix("table-")
            if held(self.app, seat_key("self", code)) is not None:
                return code
        return None

    def set_people(self, n: int) -> None:
        """How many people at the table, the host among them (2 to every seat)."""
        self.people = max(2, min(self.app.setup.players, n))

    def fail(self, text: str) -> None:
        """Opening failed (or the table was lost): say why here."""
        self.problem = text

    def open(self) -> None:
        """Start the host and wait in the lobby for the others."""
        from kozel_net.cli import new_code
        from kozel_net.table import TableConfig

        setup = self.app.setup
        self._start(TableConfig(new_code(), setup.rules, seat_plans(setup, self.people),
                                secrets.randbelow(2**31)))

    def resume(self, code: str) -> None:
        """Open again the table saved as ``code``: everyone comes back to their seat."""
        from kozel_net.autosave import Autosave

        table, message = Autosave(self.folder).load(code)
        if table is None:
            self.problem = message or tr("net.err_open", error=code)
            self.resize(self.app.size)
            return
        self._start(table.config)

    def _start(self, config: TableConfig) -> None:
        from kozel_gui.scenes.net_lobby import Joining, LobbyScene, me
        from kozel_net.discovery import local_addresses
        from kozel_net.local import HostThread

        host = HostThread(config, port=self.PORT, bot_delay=BOT_DELAY * self._pace(),
                          state=self.folder)
        name, gender = me(self.app)
        joining = Joining(self.app, name, gender, "self", "", config.code)
        self.problem = None
        self.app.push(LobbyScene(self.app, joining, self.fail, hosting=host,
                                 addresses=tuple(local_addresses())))

    def _pace(self) -> float:
        """The window's animation pace: its own host's bots keep to it (0: at once)."""
        from kozel_gui.table.anim import durations

        arg = getattr(self.app.args, "speed", None)
        return durations(float(arg) if arg is not None else self.app.options.speed)

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        w, h = size
        s = scale_of(size)
        surface.blit(felt(size, self.app.options.table), (0, 0))
        title = draw_title(surface, tr("net.open_title"), (w // 2, int(h * 0.1)), int(52 * s))
        from kozel_gui.settings.rules_editor import preset_label

        setup = self.app.setup
        text = max(18, int(24 * s))
        box = draw_text(surface, tr("net.rules", rules=preset_label(setup.rules.name)), text,
                        midtop=(w // 2, title.bottom + int(24 * s)))
        draw_text(surface, ntr("net.seats", setup.players), text, COLOURS["muted_text"],
                  midtop=(w // 2, box.bottom + int(8 * s)))
        draw_text(surface, ntr("net.people", self.people), max(20, int(28 * s)), bold=True,
                  center=self.people_at)
        bots = setup.players - self.people
        line = ntr("net.bots", bots) if bots else tr("net.no_bots")
        draw_text(surface, line, text, COLOURS["muted_text"],
                  midtop=(w // 2, self.people_at[1] + int(44 * s)))
        draw_text(surface, tr("net.open_hint"), max(16, int(20 * s)), COLOURS["muted_text"],
                  midtop=(w // 2, self.people_at[1] + int(84 * s)))
        if self.problem is not None:
            draw_text(surface, self.problem, max(18, int(22 * s)), COLOURS["remembered"],
                      midtop=self.problem_at)
