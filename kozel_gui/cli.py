"""The command line of the game, and the match set-up it asks for.

Nothing here imports pygame: ``--headless`` must set SDL's dummy drivers
before pygame is imported (:func:`prepare_environment`).

>>> args = parse_args(["--demo", "--players", "3", "--seed", "7"])
>>> args.demo, args.players, args.seed, wants_table(args)
(True, 3, 7, True)
>>> setup = setup_from_args(args, default_setup(4))
>>> setup.players, setup.seed, setup.humans
(3, 7, ())
"""

from __future__ import annotations

import argparse
import dataclasses
import os
import sys
from typing import TYPE_CHECKING, NoReturn

from kozel_gui import console
from kozel_gui import version as _version
from kozel_gui.i18n import LANGUAGES
from kozel_gui.options import BOT_NAMES_RU, MatchSetup, SeatSetup, default_setup
from rules import PRESETS, Rules, find_preset

if TYPE_CHECKING:
    from _typeshed import SupportsWrite

__all__ = [
    "build_parser",
    "parse_args",
    "prepare_environment",
    "setup_from_args",
    "version",
    "version_line",
    "wants_table",
]


def version() -> str:
    """The game's version (the same from source and in the frozen build)."""
    return _version.version()


def version_line() -> str:
    """What ``--version`` prints: the game's names and its version."""
    return f"{_version.APP_NAME} ({_version.APP_NAME_EN}) {version()}"


class _VersionAction(argparse.Action):
    """``--version``: the version is read only when asked for, not at every start."""

    def __init__(self, option_strings: list[str], dest: str = argparse.SUPPRESS,
                 default: str = argparse.SUPPRESS, help: str | None = None) -> None:
        super().__init__(option_strings, dest=dest, default=default, nargs=0, help=help)

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: object, option_string: str | None = None) -> None:
        console.say(version_line() + "\n", sys.stdout)
        parser.exit()


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be 1 or more, not {value}")
    return value


def _speed(text: str) -> float:
    value = float(text)
    if not 0 <= value <= 8:
        raise argparse.ArgumentTypeError(f"must be between 0 (instant) and 8, not {value}")
    return value


def _table_keys() -> str:
    """The table's keys (the same list as its F1 help), in English like the rest of --help."""
    from functools import partial

    from kozel_gui.table.keys import help_lines
    from rules import i18n

    try:
        lines = help_lines(partial(i18n.text, "en"))
    except i18n.CatalogMissing:
        return f"keys at the table: F1 or ? shows them\n\n{SERVE_HELP}"
    width = max(len(keys) for keys, _ in lines)
    keys = "\n".join(f"  {keys:<{width}}  {what}" for keys, what in lines)
    return f"keys at the table:\n{keys}\n\n{SERVE_HELP}"


SERVE = "serve"
"""The first argument that runs a network table with no window instead of the game."""

SERVE_HELP = (f"a network table with no window (a club's always-on table):\n"
              f"  {SERVE} --port P --preset NAME --players N --code CODE ...\n"
              f"  ('{SERVE} --help' lists its options)")


class _Parser(argparse.ArgumentParser):
    """A parser whose epilog (the table's keys) is written only when the help is shown: every
    start builds the parser, and the keys need the table's modules and a catalog."""

    def format_help(self) -> str:
        if self.epilog is None:
            self.epilog = _table_keys()
        return super().format_help()

    # A windowed build without a console shows help and errors in a message box.
    def _print_message(self, message: str, file: SupportsWrite[str] | None = None) -> None:
        console.say(message, file if file is not None else sys.stderr)

    def error(self, message: str) -> NoReturn:
        """Usage and the error, as argparse says them, then exit status 2."""
        console.say(f"{self.format_usage()}{self.prog}: error: {message}\n", sys.stderr,
                    error=True)
        raise SystemExit(2)


def build_parser() -> argparse.ArgumentParser:
    """The argument parser of ``main.py``."""
    p = _Parser(
        description="Домино «Козёл» (Kozel Domino): Kozel and its cousins against computer bots "
                    "or with people, at one computer or at a network table.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    p.add_argument("--version", action=_VersionAction, help="print the game's version and exit")
    game = p.add_argument_group("the match (any of these goes straight to the table)")
    game.add_argument("--demo", action="store_true", help="bots in every seat; watch them play")
    game.add_argument("--seed", type=int, metavar="N", help="seed of the shuffles: replays a match exactly")
    game.add_argument("--preset", choices=sorted(PRESETS), metavar="NAME",
                      help=f"rule variant: {', '.join(PRESETS)}")
    game.add_argument("--players", type=int, choices=(2, 3, 4), metavar="N", help="2, 3 or 4 seats")
    game.add_argument("--resume", action="store_true", help="continue the autosaved match")
    run = p.add_argument_group("running")
    run.add_argument("--headless", action="store_true",
                     help="no window (SDL dummy video and audio drivers), as fast as possible")
    run.add_argument("--rounds", type=_positive, metavar="N", help="quit after N rounds")
    run.add_argument("--frames", type=_positive, metavar="N", help="quit after N frames")
    run.add_argument("--speed", type=_speed, metavar="X",
                     help="animation speed factor for this run (1 normal, 0 instant)")
    run.add_argument("--screenshot", metavar="PATH", help="save the last frame as a PNG at exit")
    run.add_argument("--lang", choices=LANGUAGES, help="language of this run (default: settings)")
    run.add_argument("--data-dir", metavar="DIR",
                     help="keep settings, saves and crash reports here instead of the user data folder")
    run.add_argument("--log-moves", action="store_true",
                     help="print each move as it is applied: ROUND.PLY SEAT MOVE, e.g. "
                          "'3.14 2 5:6>', and 'ROUND over' when a round's summary opens")
    run.add_argument("--stats", action="store_true",
                     help="at exit print JSON: frame_ms_p50, frame_ms_p99, fps, startup_s, "
                     "first_frame_at (Unix time), peak_rss_mb")
    return p


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    """Parse ``argv`` (default: ``sys.argv[1:]``); exits with a message on bad input."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.preset and args.players:
        try:
            find_preset(args.preset).check_players(args.players)
        except ValueError as exc:
            parser.error(str(exc))
    return args


def prepare_environment(args: argparse.Namespace) -> None:
    """Environment SDL reads: call before pygame is imported."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    # Linux desktops match a window to its menu entry, and so to its icon in the dock, by
    # the window's class (X11) or app id (Wayland): the entry's id, not "main.py".
    os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", _version.APP_ID)
    os.environ.setdefault("SDL_VIDEO_WAYLAND_WMCLASS", _version.APP_ID)
    if args.headless:
        os.environ["SDL_VIDEODRIVER"] = "dummy"
        os.environ["SDL_AUDIODRIVER"] = "dummy"


def wants_table(args: argparse.Namespace) -> bool:
    """Whether the flags ask for a match straight away (no main menu)."""
    return bool(args.demo or args.preset or args.players or args.seed is not None)


def setup_from_args(args: argparse.Namespace, base: MatchSetup) -> MatchSetup:
    """``base`` (the saved set-up) changed by ``--preset``, ``--players``, ``--seed``, ``--demo``."""
    rules = find_preset(args.preset) if args.preset else base.rules
    players = args.players or _fitting_players(rules, base.players)
    seats = list(base.seats[:players])
    if len(seats) < players:
        seats += default_setup(players, rules).seats[len(seats):]
    if args.demo:
        seats = [_as_bot(s, i, players) for i, s in enumerate(seats)]
    seed = args.seed if args.seed is not None else base.seed
    return MatchSetup(rules, tuple(seats), seed)


def _fitting_players(rules: Rules, wanted: int) -> int:
    """``wanted`` if the variant allows it, else 4 if allowed, else its largest table."""
    for n in (wanted, 4, max(rules.players_allowed)):
        try:
            rules.check_players(n)
        except ValueError:
            continue
        return n
    return max(rules.players_allowed)


def _as_bot(seat: SeatSetup, index: int, players: int) -> SeatSetup:
    if not seat.human:
        return seat
    # The human's chair gets a bot name nobody else at the table has.
    name = BOT_NAMES_RU[(players - 1 + index) % len(BOT_NAMES_RU)]
    return dataclasses.replace(seat, human=False, name=name, gender=None)
