"""Matches: who leads next, whole matches of every preset with bots, JSON and resuming."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from rules import Match, Outcome, OutcomeKind, Round, Tile, find_preset, play_match, play_round
from rules.bots import find_bot
from rules.config import BadData, Fish, NextLead
from rules.match import next_leader
from rules.scoring import Row

RANDOM = find_bot("random")
CASES = [(name, n) for name in ("kozel", "kozel_2x2", "courtyard", "sea_goat", "classic",
                                "sports", "kids")
         for n in find_preset(name).players_allowed]


def outcome(kind: str, by: int) -> Outcome:
    return Outcome(OutcomeKind(kind), by, ((),) * 4)


@pytest.mark.parametrize(
    ("preset", "kind", "by", "leader"),
    [("kozel", "out", 2, 2), ("kozel", "fish", 3, 3), ("kozel_2x2", "out", 1, 3),
     ("kozel_2x2", "fish", 1, 1), ("sports", "out", 2, 0)],
)
def test_next_leader(preset: str, kind: str, by: int, leader: int) -> None:
    assert next_leader(find_preset(preset), outcome(kind, by), 4) == leader


def test_winner_partner_without_teams_means_winner() -> None:
    rules = replace(find_preset("kozel"), next_lead=NextLead.WINNER_PARTNER)
    assert next_leader(rules, outcome("out", 1), 4) == 1


def check_row(rules_fish: Fish, row: Row) -> None:
    """Every written point comes from a claim, remembered points or eggs."""
    for s in row.sides:
        assert s.after == s.before + s.written + s.eggs + s.penalty
        if s.claim is None:
            assert s.written == s.held == 0
        elif s.before_open:
            assert (s.written, s.held) == (s.claim, 0)
        elif s.after_open:
            assert s.written == s.claim + s.before_remembered
        else:
            assert s.held == s.claim and s.after_remembered == s.before_remembered + s.claim
    if rules_fish == Fish.EACH and row.kind == "out":
        assert sum(s.claim or 0 for s in row.sides) == sum(
            s.points for i, s in enumerate(row.sides) if s.claim is not None)
    assert sum(s.eggs for s in row.sides) in (0, row.carry_before)


def play_checked(preset: str, players: int, seed: int) -> Match:
    """A whole match with random bots, checking the sheet and JSON at every move."""
    rules = find_preset(preset)
    m = Match.start(rules, players, seed)
    bots, rng = [RANDOM] * players, random.Random(seed)
    for _ in range(200):
        if m.round.offer is not None:
            assert rules.side_of(m.round.offer, players) == m.sheet.first_writer
        while m.round.outcome() is None:
            m = m.play(bots[m.round.to_move].choose(m.round.view(m.round.to_move), rng))
            if m.round.ply % 7 == 0:
                assert Match.from_json(json.loads(json.dumps(m.to_json()))) == m
        finished = m.round.outcome()
        assert finished is not None
        m = m.next_round()
        check_row(rules.fish, m.sheet.rows[-1])
        assert Match.from_json(json.loads(json.dumps(m.to_json()))) == m
        if m.is_over:
            return m
        assert m.round.leader == next_leader(rules, finished, players)
    raise AssertionError("the match did not end")


@pytest.mark.parametrize(("preset", "players"), CASES)
def test_whole_matches_with_random_bots(preset: str, players: int) -> None:
    for seed in range(2):
        m = play_checked(preset, players, seed)
        assert m.finished and m.is_over
        if find_preset(preset).is_goat:
            assert m.goat is not None or m.sheet.instant is not None
        else:
            assert m.winner is not None
        with pytest.raises(ValueError, match="over"):
            m.next_round()


@pytest.mark.parametrize(("preset", "players"), [("kozel", 4), ("kozel", 2), ("sea_goat", 4)])
def test_resume_from_json_equals_straight_play(preset: str, players: int) -> None:
    rules = find_preset(preset)
    straight = play_match(Match.start(rules, players, 11), [RANDOM] * players, random.Random(3))
    m, rng = Match.start(rules, players, 11), random.Random(3)
    while not m.finished:
        m = Match.from_json(json.loads(json.dumps(m.to_json())))
        m = replace(m, round=play_round(m.round, [RANDOM] * players, rng))
        m = m.next_round()
    assert m == straight
    assert m.sheet.score == straight.sheet.score


def test_start_with_an_rng_and_same_seed_same_match() -> None:
    rules = find_preset("kozel")
    a = Match.start(rules, 4, random.Random(5))
    b = Match.start(rules, 4, 5)
    assert a == b and a.number == 1 and a.round.leader == a.round.to_move


def test_first_round_lead_is_forced_and_later_leads_are_free() -> None:
    m = Match.start(find_preset("kozel"), 4, 7)
    lead = m.round.legal_moves()
    assert len(lead) == 1 and lead[0].tile is not None and lead[0].tile.is_double
    m = play_match(m, [find_bot("heaviest")] * 4, random.Random(0))
    assert m.is_over and m.number > 1


def test_rating_per_seat_in_teams() -> None:
    m = play_match(Match.start(find_preset("kozel_2x2"), 4, 2), [RANDOM] * 4, random.Random(2))
    rating = m.rating()
    assert rating[0] == rating[2] and rating[1] == rating[3]
    assert rating[m.sheet.side_of(0) if m.goat == 0 else 1] == 0 or m.goat is None


def test_next_round_needs_a_finished_round_and_timeouts_are_written() -> None:
    m = Match.start(find_preset("sports"), 4, 1)
    with pytest.raises(ValueError, match="not over"):
        m.next_round()
    m = m.timeout(0).timeout(2)  # each player's first timeout is a warning (§8.41)
    assert list(m.sheet.score) == [0, 0] and [r.kind for r in m.sheet.rows] == ["clock", "clock"]
    m = m.timeout(2)
    assert list(m.sheet.score) == [-10, 0] and not m.sheet.rows[-1].warning


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda d: d.update(format=3), "unsupported format"),
        (lambda d: d.update(rng=[3, "x", None]), "rng state"),
        (lambda d: d.update(number=0), "number"),
        (lambda d: d["round"].update(moves=["6:6<"]), "cannot be replayed"),
        (lambda d: d.update(players=2), "disagree"),
    ],
)
def test_bad_match_json(mutate: object, message: str) -> None:
    data = json.loads(json.dumps(Match.start(find_preset("kozel"), 4, 1).to_json()))
    mutate(data)  # type: ignore[operator]
    with pytest.raises(BadData, match=message):
        Match.from_json(data)


def test_hundred_move_is_offered_to_the_first_writer() -> None:
    rules, seen = find_preset("sea_goat"), set()
    for seed in range(40):
        r = Round.deal(rules, random.Random(seed), 4, leader=1, first_writer=0)
        holder = next((s for s in range(4) if Tile(6, 6) in r.hand(s)), None)
        first = holder == 0  # sea goat: teams off, side = seat
        assert r.offer == (holder if first else None)
        assert r.to_move == (holder if first else 1)
        seen.add(first)
    assert seen == {True, False}
