"""The bots at the game's table and at a network host weigh the match score, as the arena's
and the coach's do: ``rules.bots`` values a round by what it does to the match (the goat
limit, a points game's target), but the game called ``bot.choose(view, rng)`` without the
score, so none of that reached a player's opponents (found by bots29)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from conftest import make_app

from kozel_gui import session as session_module
from kozel_gui.options import MatchSetup, SeatSetup
from kozel_gui.session import Session
from kozel_net.seats import parse_seats
from kozel_net.table import NetTable, TableConfig
from rules import Move, SeatView, find_preset
from rules.bots import find_bot
from rules.bots.values import ScoreContext


class Recording:
    """The medium bot, noting the score each choice was given."""

    name = "recording"

    def __init__(self) -> None:
        self.scores: list[ScoreContext | None] = []

    def choose(self, view: SeatView, rng: random.Random,
               context: ScoreContext | None = None) -> Move:
        self.scores.append(context)
        return find_bot("medium").choose(view, rng, context)


def test_the_tables_bots_are_given_the_score_as_the_sheet_stands(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bot = Recording()
    monkeypatch.setattr(session_module, "_bot_for", lambda name: bot)
    setup = MatchSetup(find_preset("kozel"), tuple(SeatSetup(f"Бот {i}", bot="medium")
                                                   for i in range(2)), 7)
    session = Session(make_app(tmp_path), setup)
    try:
        for _ in range(60):  # into the second round, so the sheet has something on it
            move = session.wait_bot(timeout=None)
            assert move is not None
            session.apply(move)
            session.settle()
            if session.match.number > 1 and session.round.ply > 0:
                break
        assert session.match.number > 1
        assert bot.scores and None not in bot.scores
        assert bot.scores[-1] == ScoreContext.of(session.match.sheet)
        assert any(sum(s.scores) + sum(s.remembered) for s in bot.scores if s is not None)
    finally:
        session.close()


def test_the_network_hosts_bots_are_given_the_score() -> None:
    t = NetTable(TableConfig("ABCD", find_preset("kozel"), parse_seats("human,bot:medium", 2),
                             seed=3))
    t.join("Аня", None)
    assert t.match is not None
    for _ in range(200):
        turn = t.host_turn()
        if turn is None:
            r = t.round
            if r.outcome() is not None:
                break
            t.move(r.to_move, t.match.number, r.ply, str(r.legal_moves()[0]))
            continue
        _, _, score = t.host_view(turn)
        assert score == ScoreContext.of(t.match.sheet)
        break
    else:
        pytest.fail("the bot never had a turn")
