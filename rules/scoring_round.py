"""The one scoring function: what a round (or a clock, the match time, a leaver) does to
the accounts of a match.  ``ScoreSheet`` folds it over its entries; the bots' search
evaluates finished rounds with ``claims``, the same verdict before the opening rule.

>>> from rules.config import find_preset
>>> kozel = find_preset("kozel")
>>> acc = Accounts.start(kozel, 4)
>>> facts = RoundFacts(OutcomeKind.OUT, 0, (0, 3, 13, 5))
>>> row, acc = score_round(kozel, 4, facts, acc, 0)
>>> acc.score, acc.remembered, [s.claim for s in row.sides]
((0, 0, 13, 0), (0, 3, 0, 5), [None, 3, 13, 5])
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum

from rules.config import Fish, Rules
from rules.hands import NO_DOUBLE, double_bonus, leaver_rating, rating_points
from rules.records import OutcomeKind
from rules.scoring_goat import Claims, Instant, InstantKind, goat_claims, instant_result
from rules.scoring_points import points_claims, unrounded_claims
from rules.tiles import Tile

__all__ = [
    "Accounts",
    "Claims",
    "RoundFacts",
    "Row",
    "RowKind",
    "SideRow",
    "claims",
    "fish_has_winner",
    "opening",
    "ratings",
    "round_winners",
    "score_clock",
    "score_leave",
    "score_round",
    "score_time",
    "side_doubles",
    "side_sums",
]


class RowKind(StrEnum):
    """What a row of the score sheet records."""

    OUT = "out"
    FISH = "fish"
    CLOCK = "clock"
    TIME = "time"
    LEAVE = "leave"


@dataclass(frozen=True, slots=True)
class SideRow:
    """One side's line of a row: before, this round, after."""

    before: int
    before_remembered: int
    before_open: bool
    points: int
    """The side's points in hand this round (0 for the side that went out)."""
    claim: int | None
    """What the rules gave this side to write this round (bonus included), None if nothing."""
    bonus: int
    written: int
    """Points written this round, remembered points released by opening included, eggs not."""
    held: int
    """Points added to the remembered ones (account not open)."""
    eggs: int
    penalty: int
    wiped: bool
    after: int
    after_remembered: int
    after_open: bool
    play: int = 0
    """Points the side scored in play this round (GAMES.md §9); part of ``written``."""
    unrounded: int | None = None
    """The hand points before ``hand_rounding`` where it changed them (Muggins: 13 written
    as 15, 2 as 0); None where they were written as they are."""


@dataclass(frozen=True, slots=True)
class Row:
    """One line of the paper score sheet: a round (or a clock, time, leave) and its facts."""

    index: int
    kind: RowKind
    by: int
    """The seat that went out, made the fish, ran out of time or left."""
    sides: tuple[SideRow, ...]
    carry_before: int
    carry_after: int
    draw: bool = False
    """A tied fish (points-good: nobody scores; goat: the sum is carried)."""
    instant: InstantKind | None = None
    """A sea-goat result that decided the match."""
    warning: bool = False
    """A clock timeout that only drew a warning."""
    void: bool = False
    """A fish that does not count (General's Kozel): nobody writes, the round is dealt again."""
    winners: tuple[int, ...] = ()
    """The sides that won the round (``round_winners``); none for a clock, time or leave."""


@dataclass(frozen=True, slots=True)
class RoundFacts:
    """A finished round as the score sheet sees it."""

    ended: OutcomeKind
    by: int
    """The seat that went out or made the fish."""
    values: tuple[int, ...]
    """Per seat: the hand's value (RULES §3); 0 for the seat that went out."""
    lead: Tile | None = None
    last: tuple[Tile, ...] = ()
    hundred: int | None = None
    play: tuple[int, ...] = ()
    """Per seat: points scored in play (empty: none)."""
    doubles: tuple[int, ...] = ()
    """Per seat: the number of the lowest double in hand, ``NO_DOUBLE`` for none (empty when
    only the points are known)."""


@dataclass(frozen=True, slots=True)
class Accounts:
    """The state of a match's accounts between two entries, per side."""

    score: tuple[int, ...]
    remembered: tuple[int, ...]
    opened: tuple[bool, ...]
    carry: int = 0
    first_writer: int | None = None
    """The first side to write points (the hundred move is offered to it, §7.24, §8.42)."""
    warned: frozenset[int] = frozenset()
    """Seats whose move clock ran out once already (§8.41)."""
    time_up: bool = False
    goat: int | None = None
    winner: int | None = None
    instant: InstantKind | None = None
    left: int | None = None
    """The seat that left the match (§8.39)."""

    @classmethod
    def start(cls, rules: Rules, players: int) -> Accounts:
        """The accounts before the first round."""
        sides = rules.sides(players)
        return cls((0,) * sides, (0,) * sides, (rules.open_at == 0 or not rules.is_goat,) * sides)

    @property
    def is_over(self) -> bool:
        """Whether the match is decided."""
        return self.goat is not None or self.winner is not None or self.left is not None


def claims(rules: Rules, out: bool, side: int, points: tuple[int, ...], bonus: int,
           doubles: tuple[int, ...] = ()) -> Claims:
    """What each side writes before the opening rule; ``points`` per side, ``side`` won/fished;
    ``doubles`` per side its lowest double (Bergen's fish)."""
    if rules.is_goat:
        return goat_claims(rules, out, side, points, bonus)
    return Claims(points_claims(rules, out, side, points, doubles), (False,) * len(points), 0)


def round_winners(rules: Rules, out: bool, side: int,
                  amounts: tuple[int | None, ...]) -> tuple[int, ...]:
    """The sides that won a round, by what the round's verdict gives them (RULES.md §4, §5,
    §7.27, §7.31, §8.34): ``side`` when it went out.  After a fish, where points are good,
    the side the fish gives its points to (classic and kids: the fewest; sports: the smaller
    pair; none on a tie); in Kozel, the sides that escape while another takes all
    (``max_takes_all``, ``team_larger_takes_all``: the smaller sum).  A Kozel fish that
    everyone writes (``each``), that nobody writes (a tie carried as eggs) or that does not
    count has no winner: the fisherman only leads the next round.

    >>> from rules.config import find_preset
    >>> kozel, classic = find_preset("kozel"), find_preset("classic")
    >>> round_winners(kozel, False, 0, (3, 45)), round_winners(classic, False, 1, (None, 20))
    ((), (1,))
    """
    if out:
        return (side,)
    writes = tuple(s for s, a in enumerate(amounts) if a is not None)
    if not rules.is_goat:
        return writes
    if not writes:
        return ()
    return tuple(s for s, a in enumerate(amounts) if a is None)


def fish_has_winner(rules: Rules) -> bool:
    """Whether a fish can be won under ``rules`` (``round_winners`` can name a side): always
    where points are good; in Kozel only where one side takes all.  A fish «на всех» (or one
    that does not count) only makes everyone write his own points.

    >>> from rules.config import find_preset
    >>> [fish_has_winner(find_preset(p)) for p in ("kozel", "kozel_2x2", "general", "classic")]
    [False, True, False, True]
    """
    return not rules.is_goat or rules.fish in (Fish.MAX_TAKES_ALL, Fish.TEAM_LARGER_TAKES_ALL)


def side_sums(rules: Rules, values: tuple[int, ...]) -> tuple[int, ...]:
    """Per-seat values added up per side (teams: both partners, §7.16)."""
    players = len(values)
    out = [0] * rules.sides(players)
    for seat, value in enumerate(values):
        out[rules.side_of(seat, players)] += value
    return tuple(out)


def side_doubles(rules: Rules, doubles: tuple[int, ...]) -> tuple[int, ...]:
    """Per-seat lowest doubles as per side (the lower of two partners')."""
    players = len(doubles)
    out = [NO_DOUBLE] * rules.sides(players)
    for seat, d in enumerate(doubles):
        side = rules.side_of(seat, players)
        out[side] = min(out[side], d)
    return tuple(out)


def score_round(rules: Rules, players: int, f: RoundFacts, acc: Accounts,
                index: int) -> tuple[Row, Accounts]:
    """The row a finished round writes and the accounts after it."""
    out = f.ended == OutcomeKind.OUT
    points = side_sums(rules, f.values)
    bonus = double_bonus(rules, out, f.lead, f.last)
    doubles = side_doubles(rules, f.doubles) if f.doubles else ()
    side = rules.side_of(f.by, players)
    verdict = claims(rules, out, side, points, bonus, doubles)
    if rules.is_goat:
        sides, after = _goat_round(rules, acc, points, bonus, verdict)
        instant = instant_result(rules, f.ended, f.by, f.values, verdict, f.last, f.hundred)
        draw = bool(verdict.carried)
    else:
        play = side_sums(rules, f.play) if f.play else (0,) * len(points)
        sides, after = _points_round(acc, points, verdict, play)
        raw = unrounded_claims(rules, out, side, points, doubles)
        sides = [replace(s, unrounded=a) if a is not None and a != s.claim else s
                 for s, a in zip(sides, raw, strict=True)]
        instant, draw = None, all(a is None for a in verdict.amounts)
    after = _settle(rules, players, after, instant, round_ended=True)
    row = Row(index, RowKind(f.ended.value), f.by, _finish(sides, after), acc.carry, after.carry,
              draw, None if instant is None else instant.why,
              void=not out and rules.fish == Fish.VOID,
              winners=round_winners(rules, out, side, verdict.amounts))
    return row, after


def _before(acc: Accounts, side: int, points: int, claim: int | None, bonus: int) -> SideRow:
    return SideRow(acc.score[side], acc.remembered[side], acc.opened[side], points, claim,
                   bonus if claim is not None else 0, 0, 0, 0, 0, False, 0, 0, False)


def _finish(sides: list[SideRow], after: Accounts) -> tuple[SideRow, ...]:
    return tuple(replace(s, after=after.score[i], after_remembered=after.remembered[i],
                         after_open=after.opened[i]) for i, s in enumerate(sides))


def _goat_round(rules: Rules, acc: Accounts, points: tuple[int, ...], bonus: int,
                verdict: Claims) -> tuple[list[SideRow], Accounts]:
    """The opening rule, remembered points, wipes and eggs (§4, §7.17-7.22)."""
    n = len(points)
    score, remembered, opened = list(acc.score), list(acc.remembered), list(acc.opened)
    written, held = [0] * n, [0] * n
    for side, amount in enumerate(verdict.amounts):
        if amount is None:
            continue
        written[side], held[side] = opening(rules, amount, opened[side], remembered[side])
        if written[side] and not opened[side]:
            opened[side], remembered[side] = True, 0
        remembered[side] += held[side]
    wiped = [verdict.wipe[s] and remembered[s] > 0 for s in range(n)]
    remembered = [0 if verdict.wipe[s] else r for s, r in enumerate(remembered)]
    carry = acc.carry + verdict.carried
    eggs = [0] * n
    taker = _eggs_taker(written) if carry and not verdict.carried else None
    if taker is not None:
        eggs[taker], carry = carry, 0
    score = [score[s] + written[s] + eggs[s] for s in range(n)]
    first = acc.first_writer
    if first is None and any(written):
        first = next(s for s in range(n) if written[s] > 0)
    sides = [replace(_before(acc, s, points[s], verdict.amounts[s], bonus), written=written[s],
                     held=held[s], eggs=eggs[s], wiped=wiped[s]) for s in range(n)]
    return sides, replace(acc, score=tuple(score), remembered=tuple(remembered),
                          opened=tuple(opened), carry=carry, first_writer=first)


def opening(rules: Rules, amount: int, opened: bool, remembered: int) -> tuple[int, int]:
    """What a side claiming ``amount`` this round writes and what it holds, under the opening
    rule (§4): an open account writes it all; ``open_at`` or more opens it and writes the
    ``remembered`` points too; less is held.  The one rule: the sheet and the bots' and
    coach's values of a round (``values.sheet_points``) both count through it."""
    if opened:
        return amount, 0
    if amount >= rules.open_at:
        return amount + remembered, 0
    return 0, amount


def _eggs_taker(written: list[int]) -> int | None:
    """The side that writes the most this round, if unique and positive (§7.20)."""
    top = max(written)
    if top <= 0 or written.count(top) > 1:
        return None
    return written.index(top)


def _points_round(acc: Accounts, points: tuple[int, ...], verdict: Claims,
                  play: tuple[int, ...]) -> tuple[list[SideRow], Accounts]:
    """Hand points and points in play, all written at once (GAMES.md §9, §11.5)."""
    written = [(a or 0) + p for a, p in zip(verdict.amounts, play, strict=True)]
    sides = [replace(_before(acc, s, points[s], a, 0), written=written[s], play=play[s])
             for s, a in enumerate(verdict.amounts)]
    score = tuple(p + w for p, w in zip(acc.score, written, strict=True))
    return sides, replace(acc, score=score)


def score_clock(rules: Rules, players: int, seat: int, acc: Accounts,
                index: int) -> tuple[Row, Accounts]:
    """A seat's move clock ran out (§7.30, §8.41): its first time a warning, then a penalty."""
    side = rules.side_of(seat, players)
    sides = [_before(acc, s, 0, None, 0) for s in range(len(acc.score))]
    warning = seat not in acc.warned
    after = replace(acc, warned=acc.warned | {seat})
    if not warning:
        # A penalty always hurts: it adds where points are bad, deducts where good.
        penalty = rules.clock_penalty if rules.is_goat else -rules.clock_penalty
        score = list(acc.score)
        score[side] += penalty
        after = replace(after, score=tuple(score))
        sides[side] = replace(sides[side], penalty=penalty)
    after = _settle(rules, players, after, None, round_ended=False)
    return Row(index, RowKind.CLOCK, seat, _finish(sides, after), acc.carry, acc.carry,
               warning=warning), after


def score_time(acc: Accounts, index: int) -> tuple[Row, Accounts]:
    """The match time is up (§8.38): the match ends once the round being played ends."""
    after = replace(acc, time_up=True)
    sides = [_before(acc, s, 0, None, 0) for s in range(len(acc.score))]
    return Row(index, RowKind.TIME, 0, _finish(sides, after), acc.carry, acc.carry), after


def score_leave(seat: int, sides: int, acc: Accounts, index: int) -> tuple[Row, Accounts]:
    """A player left (§8.39): the match ends now; with two sides the other side has won."""
    after = replace(acc, left=seat)
    rows = [_before(acc, s, 0, None, 0) for s in range(len(acc.score))]
    return Row(index, RowKind.LEAVE, seat, _finish(rows, after), acc.carry, acc.carry), after


def _settle(rules: Rules, players: int, acc: Accounts, instant: Instant | None, *,
            round_ended: bool) -> Accounts:
    """Decide the match after an entry: an instant result, the goat, or the winner."""
    if instant is not None:
        return replace(acc, instant=instant.why, goat=instant.goat, winner=instant.winner)
    score = acc.score
    if rules.is_goat:
        over = [s for s, p in enumerate(score) if p >= rules.goat_at]
        if not over:
            return acc
        # The higher total is the goat; equal totals: the lower index (§7.23).
        goat = min(over, key=lambda s: (-score[s], s))
        return replace(acc, goat=goat, winner=1 - goat if len(score) == 2 else None)
    best = max(score)
    time_over = acc.time_up and round_ended  # §8.38: the highest total wins, if unique
    if (best >= rules.target_for(players) or time_over) and score.count(best) == 1:
        return replace(acc, winner=score.index(best))
    return acc


def ratings(rules: Rules, players: int, acc: Accounts) -> tuple[int, ...]:
    """Rating points per seat after a decided match (§4, §7.26, §8.39); 0 while it goes on."""
    side_of = [rules.side_of(seat, players) for seat in range(players)]
    score = acc.score
    if acc.left is not None:
        gone = score[side_of[acc.left]]
        # Points bad: (the leaver's points - own) / 10; points good: the other way round.
        return tuple(0 if seat == acc.left else
                     leaver_rating(gone, score[side]) if rules.is_goat else
                     leaver_rating(score[side], gone) for seat, side in enumerate(side_of))
    if not rules.is_goat:
        return tuple(10 if side == acc.winner else 0 for side in side_of)
    if not acc.is_over:
        return (0,) * players
    if acc.goat is None:  # an instant win with more than two sides: all others lost
        return tuple(rating_points(score[s]) if s == acc.winner else 0 for s in side_of)
    return tuple(0 if s == acc.goat else rating_points(score[s]) for s in side_of)
