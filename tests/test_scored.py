"""``scored_seats``, the one rule of which hands a round's score depends on, agrees with the
scoring itself: a hand it leaves out never changes what any side writes, holds, wipes or
carries, nor the match's result; and a sheet takes a round with those hands left empty."""

from __future__ import annotations

import contextlib
import dataclasses
import random

import pytest

from rules import PRESETS, Rules, ScoreSheet, find_preset, scored_seats
from rules.config import Fish
from rules.hands import NO_DOUBLE
from rules.records import OutcomeKind
from rules.scoring_round import Accounts, RoundFacts, score_round


def _variants(rules: Rules) -> list[Rules]:
    """A preset and what the settings make of it: each fish rule it allows, and pairs."""
    out = [rules]
    for fish in Fish:
        if fish != rules.fish:
            with contextlib.suppress(ValueError):  # a fish rule the game does not take
                out.append(dataclasses.replace(rules, fish=fish))
    if not rules.teams and 4 in rules.players_allowed:
        with contextlib.suppress(ValueError):  # a rule that forbids pairs
            out.append(dataclasses.replace(rules, teams=True))
    return out


def _tables() -> list[tuple[Rules, int]]:
    out = []
    for preset in PRESETS.values():
        for rules in _variants(preset):
            out.extend((rules, n) for n in rules.players_allowed if not rules.teams or n == 4)
    return out


def _verdict(rules: Rules, players: int, facts: RoundFacts, acc: Accounts) -> object:
    row, after = score_round(rules, players, facts, acc, 0)
    sides = [(s.claim, s.written, s.held, s.eggs, s.wiped) for s in row.sides]
    return sides, row.draw, row.instant, row.winners, after


@pytest.mark.parametrize(("rules", "players"), _tables(),
                         ids=lambda v: f"{v.name}-{v.fish}-{'pairs' if v.teams else 'each'}"
                         if isinstance(v, Rules) else str(v))
def test_a_hand_left_out_never_changes_the_round(rules: Rules, players: int) -> None:
    rng = random.Random(19)
    for _ in range(300):
        out, by = rng.random() < 0.6, rng.randrange(players)
        hundred = rng.choice([None, rng.randrange(players)]) if rules.hundred_move else None
        values = [0 if out and s == by else rng.choice([0, 3, 10, 12, 25, 30, 47])
                  for s in range(players)]
        doubles = [rng.choice([NO_DOUBLE, 0, 2, 5]) for _ in range(players)]
        acc = Accounts.start(rules, players)
        if rules.is_goat and rng.random() < 0.5:
            sides = len(acc.score)
            acc = dataclasses.replace(acc, remembered=tuple(rng.choice([0, 7]) for _ in range(sides)),
                                      carry=rng.choice([0, 20]))
        lead = rng.choice([None, "6:6", "0:0"]) if hundred is None else "6:6"
        facts = RoundFacts(OutcomeKind.OUT if out else OutcomeKind.FISH, by, tuple(values),
                           None if lead is None else _tile(lead), (), hundred, (),
                           tuple(doubles))
        counted = scored_seats(rules, players, out=out, by=by, hundred=hundred)
        seen = _verdict(rules, players, facts, acc)
        for seat in set(range(players)) - counted:
            if out and seat == by:
                continue  # the seat that went out holds nothing: no other hand to try
            for value, double in ((0, NO_DOUBLE), (44, 0), (13, 6)):
                changed = dataclasses.replace(
                    facts, values=tuple(value if s == seat else v for s, v in enumerate(values)),
                    doubles=tuple(double if s == seat else d for s, d in enumerate(doubles)))
                assert _verdict(rules, players, changed, acc) == seen, (rules.name, seat, facts)


def _tile(name: str) -> object:
    from rules import Tile

    return Tile.parse(name)


def test_whose_hands_count_by_the_rules() -> None:
    kozel, pairs = find_preset("kozel"), find_preset("kozel_2x2")
    assert scored_seats(pairs, 4, out=True, by=2) == {1, 3}  # the partner (0) writes nothing
    assert scored_seats(pairs, 4, out=False, by=2) == {0, 1, 2, 3}  # a fish: the sums decide
    assert scored_seats(kozel, 3, out=True, by=1) == {0, 2}
    assert scored_seats(find_preset("general"), 4, out=False, by=0) == set()  # does not count
    assert scored_seats(find_preset("sports"), 4, out=True, by=0) == {1, 2, 3}  # every hand
    assert scored_seats(find_preset("kids"), 3, out=True, by=0) == set()  # a round win only
    sea = dataclasses.replace(find_preset("sea_goat"), teams=True)
    assert scored_seats(sea, 4, out=True, by=0, hundred=2) == {1, 2, 3}  # 25 or more loses


def test_a_sheet_takes_a_round_without_the_hands_that_do_not_count() -> None:
    pairs = find_preset("kozel_2x2")
    sheet = ScoreSheet(pairs, 4).record(hands=[[], ["6:5"], [], ["5:5", "1:2"]], ended="out",
                                        by=0)
    assert sheet.score == (0, 24)
    with pytest.raises(ValueError, match="seat 3 holds no tiles"):
        ScoreSheet(pairs, 4).record(hands=[[], ["6:6"], ["1:1"], []], ended="out", by=0)
    with pytest.raises(ValueError, match="seat 2 holds no tiles"):
        ScoreSheet(pairs, 4).record(hands=[["1:1"], ["6:6"], [], ["2:2"]], ended="fish", by=0)


def test_the_seats_are_read_off_the_scoring(monkeypatch: pytest.MonkeyPatch) -> None:
    """One statement of the rule: a house rule in which the pair that went out also writes
    the partner's hand makes that hand count, with no second rule to change."""
    import rules.scored
    from rules.scoring_round import claims

    def partner_writes(rules: Rules, out: bool, side: int, points: tuple[int, ...],
                       bonus: int, doubles: tuple[int, ...] = ()) -> object:
        verdict = claims(rules, out, side, points, bonus, doubles)
        if not out:
            return verdict
        amounts = tuple(points[s] if s == side else a for s, a in enumerate(verdict.amounts))
        return verdict._replace(amounts=amounts)

    pairs = find_preset("kozel_2x2")
    assert scored_seats(pairs, 4, out=True, by=2) == {1, 3}
    monkeypatch.setattr(rules.scored, "claims", partner_writes)
    scored_seats.cache_clear()  # answers are kept per rule set
    try:
        assert scored_seats(pairs, 4, out=True, by=2) == {0, 1, 3}
    finally:
        scored_seats.cache_clear()
