"""``python -m rules coach SAVE.json --seat 0``: the coach's review of a saved game as text.

The file may be a match (``Match.to_json``), the game's autosave (a match under
``"match"``) or a single round (``Round.to_json``).  Every round with moves is reviewed,
or only ``--round N``.
"""

from __future__ import annotations

import argparse
import json
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

from rules.coach.evaluate import DEFAULT
from rules.coach.review import context_before, review_round
from rules.coach.words import review_lines
from rules.config import BadData
from rules.i18n import LANGUAGES, Gender, Person, text
from rules.match import Match
from rules.round import Round

__all__ = ["coach_main", "read_game"]


def read_game(data: Any) -> Match | Round:
    """A match or a round from saved JSON; ``BadData`` says why not."""
    if isinstance(data, dict) and isinstance(data.get("match"), dict):
        data = data["match"]
    if isinstance(data, dict) and "sheet" in data:
        return Match.from_json(data)
    if isinstance(data, dict) and "moves" in data:
        return Round.from_json(data)
    raise BadData("neither a match nor a round")


def coach_main(argv: list[str]) -> int:
    """Print the review; 2 when the file cannot be read or has no such seat or round."""
    args = _parser().parse_args(argv)
    lang = args.lang
    try:
        game = read_game(json.loads(Path(args.save).read_text(encoding="utf-8")))
    except (OSError, ValueError) as exc:  # BadData and JSON errors are ValueErrors
        print(text(lang, "coach.cli_bad_file", path=args.save, why=exc), file=sys.stderr)
        return 2
    rounds = list(game.rounds) if isinstance(game, Match) else [game]
    players = rounds[0].players
    if not 0 <= args.seat < players:
        print(text(lang, "coach.cli_no_seat", n=args.seat, players=players), file=sys.stderr)
        return 2
    chosen = range(len(rounds)) if args.round is None else [args.round - 1]
    if not all(0 <= i < len(rounds) for i in chosen):
        print(text(lang, "coach.cli_no_round", n=args.round, rounds=len(rounds)), file=sys.stderr)
        return 2
    # Worlds asked for are sampled as asked, in every game; else the game's own budget.
    budget = DEFAULT if args.worlds is None else replace(DEFAULT, worlds=args.worlds, board=1.0)

    def people(seat: int) -> Person:
        name = text(lang, "cli.seat", n=seat + 1)  # «Игрок 3»: a masculine noun, agree so
        return Person.you(name, Gender.MALE) if seat == args.seat else Person(name, Gender.MALE)

    for i in chosen:
        r = rounds[i]
        if not r.history():
            continue
        context = context_before(game, i) if isinstance(game, Match) else None
        review = review_round(r, args.seat, context=context, budget=budget, seed=args.seed,
                              hindsight=not args.fair_only)
        print("\n".join(review_lines(lang, review, people, i + 1)))
        print()
    return 0


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m rules coach", description=__doc__)
    p.add_argument("save", help="a saved match, autosave or round (JSON)")
    p.add_argument("--seat", type=int, default=0, help="the seat whose moves to review (from 0)")
    p.add_argument("--round", type=int, help="review only this round (from 1)")
    p.add_argument("--lang", default="ru", choices=LANGUAGES)
    p.add_argument("--worlds", type=int,
                   help=f"worlds sampled per decision (more: slower, surer; default "
                        f"{DEFAULT.worlds}, {round(DEFAULT.worlds * DEFAULT.board)} on four "
                        "arms or with points in play)")
    p.add_argument("--seed", type=int, default=0, help="the review's random seed")
    p.add_argument("--fair-only", action="store_true",
                   help="only the lens of what the seat knew, not the open hands")
    return p
