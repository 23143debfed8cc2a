"""``python -m rules show "POSITION"``: a position text (docs/POSITION.md) and its legal moves.

A round's text shows every hand; a seat's view (it starts with ``seat N``) shows that
seat's tiles and the others hidden.  ``--bot NAME`` adds the move that bot would make.
"""

from __future__ import annotations

import argparse
import random
import sys

from rules.bots import BOTS, find_bot
from rules.config import PRESETS, find_preset
from rules.i18n import LANGUAGES, Gender, Person, about, ntext, text
from rules.position import Position
from rules.round import Round
from rules.views import SeatView

__all__ = ["show_main"]


def show_main(argv: list[str]) -> int:
    """Print the position, whose move it is and the legal moves; 2 on a bad position."""
    args = _parser().parse_args(argv)
    rules = find_preset(args.preset)
    try:
        is_view = Position.parse(args.position).seat is not None
        state: Round | SeatView = (SeatView.from_position(args.position, rules) if is_view
                                   else Round.from_position(args.position, rules))
    except ValueError as exc:
        print(f"show: {exc}", file=sys.stderr)
        return 2
    lang = args.lang
    print(state.position())
    position = state.position()
    for seat, hand in enumerate(position.hands):
        tiles = f"?{hand}" if isinstance(hand, int) else " ".join(map(str, hand)) or "—"
        print(text(lang, "cli.hand", who=_seat(lang, seat), tiles=tiles))
    bazaar = position.bazaar
    print(ntext(lang, "cli.bazaar", bazaar if isinstance(bazaar, int) else len(bazaar)))
    line = " ".join(f"[{p.a}:{p.b}]" if i == position.lead_index else f"{p.a}:{p.b}"
                    for i, p in enumerate(position.line))
    print(text(lang, "cli.show_line", line=line or "—"))
    outcome = state.outcome() if isinstance(state, Round) else state.outcome
    if outcome is not None:
        if outcome.kind == "out":  # «Игрок 3» is a masculine noun, and agrees so
            print(about(lang, "cli.out", Person(_seat(lang, outcome.by), Gender.MALE)))
        else:
            print(text(lang, "cli.fish", who=_seat(lang, outcome.by)))
        return 0
    moves = state.legal_moves()
    print(text(lang, "cli.show_to_move", who=_seat(lang, position.to_move),
               moves=", ".join(map(str, moves)) or "—"))
    if args.bot and moves:
        view = state if isinstance(state, SeatView) else state.view(state.to_move)
        move = find_bot(args.bot).choose(view, random.Random(args.seed))
        print(text(lang, "cli.show_bot", bot=args.bot, move=move))
    return 0


def _seat(lang: str, seat: int) -> str:
    return text(lang, "cli.seat", n=seat + 1)


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m rules show", description=__doc__)
    p.add_argument("position", help="a position text, as str(round.position()) writes it")
    p.add_argument("--preset", default="kozel", choices=sorted(PRESETS))
    p.add_argument("--bot", choices=sorted(BOTS), help="also say what this bot would play")
    p.add_argument("--seed", type=int, default=1, help="the bot's random seed")
    p.add_argument("--lang", default="ru", choices=LANGUAGES)
    return p
