"""``python -m rules``: ``play`` a match of bots with a readable log, ``bench``, ``arena``, ``show``,
``coach`` (a review of a saved game's moves).

Sub-commands are a dict of ``main(argv) -> int`` functions, so adding one is one line.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from collections.abc import Callable
from dataclasses import replace

from rules.bots import BOTS, find_bot
from rules.config import PRESETS, Rules, ScoreInPlay, find_preset
from rules.i18n import LANGUAGES, Gender, Person, about, ntext, text
from rules.match import Match
from rules.move_words import ends_of, move_words
from rules.records import Step
from rules.round import Round
from rules.scoring import Row, ScoreSheet, SideRow

__all__ = ["COMMANDS", "bench_main", "main", "play_main"]


# -- play ------------------------------------------------------------------------------


class Log:
    """Writes the match log lines in one language."""

    def __init__(self, lang: str, rules: Rules, players: int) -> None:
        self.lang, self.rules, self.players = lang, rules, players

    def say(self, key: str, **values: object) -> None:
        """Print one message."""
        print(text(self.lang, key, **values))

    def seat(self, seat: int) -> str:
        """A seat's name, counted from 1."""
        return text(self.lang, "cli.seat", n=seat + 1)

    def side(self, side: int) -> str:
        """A scoring side's name: a seat, or a team with its two players."""
        if self.rules.sides(self.players) == self.players:
            return self.seat(side)
        return text(self.lang, "cli.team", n=side + 1, a=side + 1, b=side + 3)

    def deal(self, n: int, r: Round) -> None:
        """The round's heading, redeals, lots and hands."""
        self.say("cli.round", n=n)
        for seat, why in r.redeals:
            self.say("cli.redeal_doubles" if why == "doubles" else "cli.redeal_suit", seat=seat + 1)
        if r.lots:
            self.say("cli.lots", lots=" ".join(map(str, r.lots)), seat=r.leader + 1)
        for seat in range(r.players):
            self.say("cli.hand", who=self.seat(seat), tiles=" ".join(map(str, r.hand(seat))))
        if r.bazaar:
            print(ntext(self.lang, "cli.bazaar", len(r.bazaar)))

    def person(self, seat: int) -> Person:
        """A seat for sentences: «Игрок 3», «Гравець 3» are masculine nouns, and agree so."""
        return Person(self.seat(seat), Gender.MALE)

    def step(self, before: Round, step: Step, hundred: bool) -> None:
        """One move in words, and the points it scored in play; ``before`` is the round it
        was played in."""
        print(move_words(self.lang, step.move, self.person(step.seat), ends_of(before),
                         hundred=hundred))
        if step.points:
            print(ntext(self.lang, "cli.in_play", step.points, who=self.seat(step.seat)))

    def ending(self, r: Round) -> None:
        """How the round ended and what was left in hand."""
        o = r.outcome()
        assert o is not None
        if o.kind == "out":
            print(about(self.lang, "cli.out", self.person(o.by)))
        else:
            self.say("cli.fish", who=self.seat(o.by))
        hands = "; ".join(f"{s + 1}: {' '.join(map(str, h)) or '—'}" for s, h in enumerate(o.hands))
        self.say("cli.left_hands", hands=hands)

    def table(self, row: Row) -> None:
        """The score table of RULES.md §4: before / this round / after, remembered as +N."""
        t = self.lang
        in_play = self.rules.score_in_play != ScoreInPlay.NONE
        if in_play:  # points in play and at the end in their own columns
            self.say("cli.header_play", side="", before=text(t, "cli.col_before"),
                     play=text(t, "cli.col_play"), hand=text(t, "cli.col_hand"),
                     after=text(t, "cli.col_after"))
        else:
            self.say("cli.header", side="", before=text(t, "cli.col_before"),
                     this=text(t, "cli.col_this"), after=text(t, "cli.col_after"))
        for side, s in enumerate(row.sides):
            before = _cell(s.before, s.before_remembered, s.before_open, self.rules.is_goat)
            after = _cell(s.after, s.after_remembered, s.after_open, self.rules.is_goat)
            if in_play:
                self.say("cli.header_play", side=self.side(side), before=before, play=s.play,
                         hand=self._this(row, side, s), after=after)
            else:
                self.say("cli.header", side=self.side(side), before=before,
                         this=self._this(row, side, s), after=after)
            if s.eggs:
                self.say("cli.eggs", side=self.side(side), n=s.eggs)
        if row.carry_after:
            self.say("cli.carry", n=row.carry_after)
        if row.void:
            self.say("cli.void")
        if row.instant:
            self.say(f"cli.instant_{row.instant}")

    def _this(self, row: Row, side: int, s: SideRow) -> str:
        if row.kind == "out" and self.rules.side_of(row.by, self.players) == side and s.claim is None:
            return text(self.lang, "cli.went_out")
        return text(self.lang, "cli.nothing") if s.claim is None else str(s.claim)

    def result(self, sheet: ScoreSheet) -> None:
        """The goat (or the winner) and the ratings."""
        if sheet.goat is not None:
            self.say("cli.goat_line", side=self.side(sheet.goat))
        if sheet.winner is not None and (sheet.goat is None or not self.rules.is_goat):
            self.say("cli.winner_line", side=self.side(sheet.winner))
        if self.rules.is_goat:
            values = ", ".join(f"{self.side(s)}: {n}" for s, n in enumerate(sheet.rating()))
            self.say("cli.rating", values=values)


def _cell(score: int, remembered: int, is_open: bool, goat: bool) -> str:
    if goat and not is_open and remembered:
        return f"{score} +{remembered}"
    return str(score)


def play_main(argv: list[str]) -> int:
    """Play one match with bots in every seat and print its log."""
    args = _play_parser().parse_args(argv)
    rules = find_preset(args.preset)
    try:
        rules.check_players(args.players)
    except ValueError as exc:
        print(exc, file=sys.stderr)
        return 2
    log = Log(args.lang, rules, args.players)
    bots = [find_bot(args.bot)] * args.players
    bot_rng = random.Random(args.seed)
    log.say("cli.match", preset=rules.name, players=args.players, seed=args.seed, bot=args.bot)
    m = Match.start(rules, args.players, args.seed)
    while not m.finished:
        log.deal(m.number, m.round)
        r = m.round
        while r.outcome() is None:
            before, r = r, r.play(bots[r.to_move].choose(r.view(r.to_move), bot_rng))
            step = r.history()[-1]
            # A 6:6 led right after the offer is the hundred move.
            log.step(before, step,
                     r.ply == 1 and m.round.offer is not None and step.move.is_placement)
        log.ending(r)
        m = replace(m, round=r).next_round()
        log.table(m.sheet.rows[-1])
    log.result(m.sheet)
    return 0


def _play_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m rules play", description="A match of bots.")
    p.add_argument("--preset", default="kozel", choices=sorted(PRESETS))
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--lang", default="ru", choices=LANGUAGES)
    p.add_argument("--bot", default="heaviest", choices=sorted(BOTS))
    return p


# -- bench -----------------------------------------------------------------------------------


def bench_rounds(seconds: float, seed: int = 0) -> float:
    """Random 4-player Kozel rounds per second over about ``seconds``, public API only."""
    rules, rng = find_preset("kozel"), random.Random(seed)
    choice = rng.choice
    rounds, start = 0, time.perf_counter()
    deadline = start + seconds
    while True:
        r = Round.deal(rules, rng, 4)
        while r.outcome() is None:
            r = r.play(choice(r.legal_moves()))
        rounds += 1
        now = time.perf_counter()
        if now >= deadline:
            return rounds / (now - start)


def bench_main(argv: list[str]) -> int:
    """Print the best of three timed runs."""
    p = argparse.ArgumentParser(prog="python -m rules bench", description="Rounds per second.")
    p.add_argument("--seconds", type=float, default=2.0)
    p.add_argument("--lang", default="en", choices=LANGUAGES)
    args = p.parse_args(argv)
    best = max(bench_rounds(args.seconds, seed) for seed in range(3))
    print(text(args.lang, "cli.rounds_per_second", n=f"{best:.0f}"))
    return 0


# -- dispatch ----------------------------------------------------------------------------------


def _arena_main(argv: list[str]) -> int:
    from rules.bots.arena import main as arena

    return arena(argv)


def _show_main(argv: list[str]) -> int:
    from rules.cli_show import show_main

    return show_main(argv)


def _coach_main(argv: list[str]) -> int:
    from rules.coach.cli import coach_main

    return coach_main(argv)


COMMANDS: dict[str, Callable[[list[str]], int]] = {
    "play": play_main,
    "bench": bench_main,
    "arena": _arena_main,
    "show": _show_main,
    "coach": _coach_main,
}
"""Sub-commands by name; each is ``main(argv) -> int``."""


def main(argv: list[str] | None = None) -> int:
    """Run the sub-command named first in ``argv``."""
    args = sys.argv[1:] if argv is None else argv
    if not args or args[0] not in COMMANDS:
        print(f"usage: python -m rules {{{','.join(COMMANDS)}}} [options]", file=sys.stderr)
        return 2
    try:
        return COMMANDS[args[0]](args[1:])
    except BrokenPipeError:  # e.g. ``| head``: the reader left, nothing broke
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
