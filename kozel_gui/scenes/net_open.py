"""«Открыть стол»: host a network table from the menu (its game, who sits where, a code).

The game is chosen here among the games chooser's (``scenes.games``: the same list and
names), starting at the next match's (its own rules, as the settings left them, where it
is that game).  How many sit is chosen among the numbers the game allows (2, 3 or 4 for
Kozel, 4 only with teams), and the seats follow it.  The first seat is the host's own; each other seat is chosen here, by
the keyboard (Up/Down to a seat, Left/Right through the choices) or the mouse (its
arrows, or a click on the choice for the next): a person who joins with the code, or the
computer at one of its levels, in the settings' order (a seat starts at the set-up's own
choice).  Opening starts the host on a worker thread (``kozel_net.local.HostThread``);
the lobby shows the code and this computer's address.
"""

from __future__ import annotations

import secrets
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from kozel_gui.i18n import get_language, ntr, tr
from kozel_gui.options import MatchSetup
from kozel_gui.theme import COLOURS
from kozel_gui.widgets import UIScene, draw_text, draw_title, felt, scale_of

if TYPE_CHECKING:
    from kozel_gui.host import Host
    from kozel_gui.settings.widgets import StepperControl
    from kozel_net.seats import SeatPlan
    from kozel_net.table import TableConfig

__all__ = ["BOT_DELAY", "OpenTableScene", "people_seats", "seat_choices", "seat_label",
           "seat_plans"]

BOT_DELAY = 0.6
"""Seconds the host's bots wait before they move, at the normal pace."""
TABLE_STEPPER = "@table_stepper"
"""The steppers' theme class: the app's buttons (no block of its own), whose type grows with
the window as these rows do; the settings' class keeps the settings form's fixed type (and
was themed only once the settings had been opened)."""


def people_seats(players: int, people: int) -> tuple[int, ...]:
    """Where ``people`` people sit among ``players`` seats: two at four sit opposite."""
    if players == 4 and people == 2:
        return (0, 2)
    return tuple(range(people))


def _bot_plan(seat: Any) -> SeatPlan:
    """The set-up's bot of ``seat`` (its character, else its level) as the host plans it."""
    from kozel_net.seats import SeatPlan

    try:
        return SeatPlan.parse(f"bot:{seat.personality or seat.bot}")
    except ValueError:  # a bot this version does not know: the default level
        return SeatPlan(False)


def seat_plans(setup: MatchSetup, people: int) -> tuple[SeatPlan, ...]:
    """Each seat's first plan: people where ``people_seats`` says, else the set-up's bot."""
    from kozel_net.seats import SeatPlan

    humans = people_seats(setup.players, people)
    return tuple(SeatPlan(True) if i in humans else _bot_plan(seat)
                 for i, seat in enumerate(setup.seats))


def seat_choices(setup: MatchSetup, seat: int) -> list[SeatPlan]:
    """What a seat may be: a person, then every level gentlest first, as the settings'
    «Сила» lists them (``bot_levels``); the set-up's own character of that seat right
    after its level, a level the list lacks (an older set-up's test bot) before them."""
    from kozel_gui.settings.state import bot_levels
    from kozel_net.seats import SeatPlan

    own = _bot_plan(setup.seats[seat])
    out = [SeatPlan(True)]
    for level in bot_levels(None if own.character else own.bot):
        out.append(SeatPlan(False, bot=level))
        if own.character and own.bot == level:
            out.append(own)
    return out if own in out else [*out, own]


def seat_label(plan: SeatPlan) -> str:
    """A seat's choice in words."""
    from kozel_gui.settings.players import level_label, personality_label

    if plan.human:
        return tr("net.seat_choice_person")
    level = personality_label(plan.character) if plan.character else level_label(plan.bot)
    return tr("net.seat_choice_bot", level=level)


class OpenTableScene(UIScene):
    """The table's rules and seats before it opens; «Открыть» starts it."""

    PORT = 8765
    """The port tried first (the protocol's default; another one if it is taken), so a
    table opened again is where its players look for it."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.setup = app.setup
        """The set-up with as many seats as the table will have (the window's own set-up
        is left as it is: this table is not the next local match)."""
        people = max(2, min(app.setup.players, len(app.setup.humans)))
        self.plans = list(seat_plans(app.setup, people))
        """Each seat's choice; the first is the host's own, a person's."""
        self.steppers: dict[int, StepperControl] = {}
        self.count: StepperControl | None = None
        self.game: StepperControl | None = None
        self.problem: str | None = None

    def games(self) -> list[str]:
        """The games the table may play: the chooser's, the next match's own first when it
        is none of them (a rule set saved in the settings)."""
        from kozel_gui.scenes.games import FAMILY, OTHERS

        own = self.app.setup.rules.name
        return list(FAMILY + OTHERS) if own in FAMILY + OTHERS else [own, *FAMILY, *OTHERS]

    def set_game(self, name: str) -> None:
        """Play game ``name``: the next match's rules where it is that game, else the
        game's preset, with as many seats as it allows nearest to now, the same people."""
        from kozel_gui.scenes.games import setup_for
        from rules import find_preset

        own = self.app.setup.rules
        rules = own if own.name == name else find_preset(name)
        self.setup = setup_for(self.setup, rules)
        self.plans = list(seat_plans(self.setup, max(2, min(self.setup.players,
                                                            self.people))))
        self.problem = None
        self.resize(self.app.size)

    @property
    def players(self) -> int:
        """How many sit at the table."""
        return len(self.plans)

    def set_players(self, count: int) -> None:
        """``count`` seats: the set-up's seats cut or grown to that, as many people as
        before (where they fit) sat as ``people_seats`` says, the others its bots."""
        from kozel_gui.settings.state import resize_seats

        setup = self.app.setup
        seats = tuple(resize_seats(list(setup.seats), count))
        self.setup = MatchSetup(self.setup.rules, seats, setup.seed)
        self.plans = list(seat_plans(self.setup, max(2, min(count, self.people))))
        self.problem = None
        self.resize(self.app.size)

    @property
    def people(self) -> int:
        """How many people at the table, the host among them."""
        return sum(1 for p in self.plans if p.human)

    def build(self, size: tuple[int, int]) -> None:
        w, h = size
        s = scale_of(size)
        bh = max(48, int(56 * s))
        self._seat_rows(w, h, s)
        bw = max(220, int(280 * s))
        y = int(h * 0.82)
        self.button(pygame.Rect(w // 2 - bw - 10, y, bw, bh), tr("net.open"), self.open,
                    object_id="#net_open")
        self.button(pygame.Rect(w // 2 + 10, y, bw, bh), tr("common.back"), self.back,
                    object_id="#net_back")
        self.problem_at = (w // 2, y + bh + int(12 * s))
        saved = self.saved_table()
        if saved is not None:
            rw = 2 * bw + 20
            self.button(pygame.Rect(w // 2 - rw // 2, y - bh - int(16 * s), rw, bh),
                        tr("net.resume", code=saved), lambda: self.resume(saved),
                        class_id="@small_button", object_id="#net_resume")

    def _seat_rows(self, w: int, h: int, s: float) -> None:
        """A row a seat: its place, then «Вы» for the host's, a stepper for the others."""
        from kozel_gui.drawing import title_rect
        from kozel_gui.scenes.games import game_label
        from kozel_gui.settings.players import seat_place
        from kozel_gui.settings.state import player_counts
        from kozel_gui.settings.widgets import StepperControl

        players = self.players
        # (a row for the game too: at 600 px high rows of 36 leave the hint clear of the
        # buttons below, «Продолжить стол …» among them)
        row_h, gap = max(36, int(44 * s)), max(6, int(6 * s))
        width = int(max(660, 780 * s))
        x = (w - width) // 2
        y = title_rect(tr("net.open_title"), (w // 2, int(h * 0.1)), int(52 * s)).bottom \
            + int(6 * s)
        self.rows: list[tuple[str, tuple[int, int]]] = [(tr("net.game_label"),
                                                          (x, y + row_h // 2))]
        rect = pygame.Rect(x + width * 2 // 5, y, width * 3 // 5, row_h)
        self.game = StepperControl(self.app.manager, None, rect, self.setup.rules.name,
                                   self.games(), game_label, TABLE_STEPPER)
        for element in self.game.elements:
            self.add(element)
        self.items += self.game.focus_items("#net_game", lambda: None)
        y += row_h + gap
        self.rows.append((tr("net.players_label"), (x, y + row_h // 2)))
        rect = pygame.Rect(x + width * 2 // 5, y, width * 3 // 5, row_h)
        self.count = StepperControl(self.app.manager, None, rect, players,
                                    player_counts(self.setup.rules),
                                    lambda n: ntr("net.players_n", n), TABLE_STEPPER)
        for element in self.count.elements:
            self.add(element)
        self.items += self.count.focus_items("#net_players", lambda: None)
        y += row_h + gap
        self.steppers = {}
        for i in range(players):
            self.rows.append((tr("net.seat_label", n=i + 1, place=seat_place(i, players)),
                              (x, y + row_h // 2)))
            if i == 0:
                self.host_at = (x + width * 2 // 5, y + row_h // 2)
            else:
                rect = pygame.Rect(x + width * 2 // 5, y, width * 3 // 5, row_h)
                control = StepperControl(self.app.manager, None, rect, self.plans[i],
                                         seat_choices(self.setup, i), seat_label,
                                         TABLE_STEPPER)
                for element in control.elements:
                    self.add(element)
                self.items += control.focus_items(f"#net_seat{i}", lambda: None)
                self.steppers[i] = control
            y += row_h + gap
        self.summary_at = (w // 2, y + gap)

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

    def handle(self, event: pygame.event.Event) -> bool:
        """The game's, the number's or a seat's arrows or choice: the next (or the one
        before)."""
        if self.game is not None and self.game.handle(event):
            self.app.sound.play("click")
            self.set_game(str(self.game.value))
            return True
        if self.count is not None and self.count.handle(event):
            self.app.sound.play("click")
            self.set_players(int(self.count.value))
            return True
        for seat, control in self.steppers.items():
            if control.handle(event):
                self.app.sound.play("click")
                self.plans[seat] = control.value
                self.problem = None
                return True
        return super().handle(event)

    def fail(self, text: str) -> None:
        """Opening failed (or the table was lost): say why here."""
        self.problem = text

    def open(self) -> None:
        """Start the host and wait in the lobby for the others."""
        from kozel_net.cli import new_code
        from kozel_net.table import TableConfig

        if self.people < 2:
            self.problem = tr("net.need_person")
            return
        self._start(TableConfig(new_code(), self.setup.rules, tuple(self.plans),
                                secrets.randbelow(2**31), lang=get_language()))

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

        name, gender = me(self.app)
        host = HostThread(config, port=self.PORT, bot_delay=BOT_DELAY * self._pace(),
                          state=self.folder, host_name=name, start_when_full=False)
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
        draw_title(surface, tr("net.open_title"), (w // 2, int(h * 0.1)), int(52 * s))
        text = max(18, int(24 * s))
        for label, at in self.rows:
            draw_text(surface, label, text, midleft=at)
        draw_text(surface, tr("net.seat_host"), text, bold=True, midleft=self.host_at)
        bots = self.players - self.people
        line = ntr("net.people", self.people) + " · " + (ntr("net.bots", bots) if bots
                                                           else tr("net.no_bots"))
        box = draw_text(surface, line, text, COLOURS["muted_text"], midtop=self.summary_at)
        draw_text(surface, tr("net.open_hint"), max(16, int(20 * s)), COLOURS["muted_text"],
                  midtop=(w // 2, box.bottom + int(8 * s)))
        if self.problem is not None:
            draw_text(surface, self.problem, max(18, int(22 * s)), COLOURS["remembered"],
                      midtop=self.problem_at)
