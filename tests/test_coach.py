"""The coach (``rules.coach``): exact where every hidden deal can be counted, fair (blind to
hidden tiles), and right about clear blunders, with the reasons a Kozel player would give."""

from __future__ import annotations

import doctest
import itertools
import json
import random
import re
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from test_bots import _hidden_swaps

import rules.coach
import rules.coach.estimate
import rules.coach.grades
import rules.coach.reasons
from rules import ALL_TILES, Draw, Fish, IllegalMove, Match, Move, Round, Rules, ScoreSheet, Tile
from rules.bots import find_bot
from rules.bots.sampler import evidence_of, world_weight
from rules.bots.values import utility
from rules.coach.cli import coach_main
from rules.coach.estimate import Estimate
from rules.coach.evaluate import Budget, Lens, MoveValue, evaluate_fair, evaluate_open, judged
from rules.coach.facts import Lack, Sign
from rules.coach.reasons import Reason, Why, reason_words
from rules.coach.review import Grade, grade_of, review_match, review_round
from rules.config import find_preset
from rules.i18n import Gender, Person
from rules.tiles import mask_of

SMALL = Budget(worlds=24, playouts=4, open_playouts=24)
"""Enough for fairness checks (the same numbers either way), quick on a loaded machine."""
NO_DRAW = replace(find_preset("kozel"), draw=Draw.NONE)
"""Kozel where nobody draws: a knock says a seat lacks both ends, the bazaar lies dead."""
ONE_TAKES_ALL = replace(NO_DRAW, fish=Fish.MAX_TAKES_ALL)
"""The same with the fish «на одного»: the most points takes all, so a fish has a winner."""


def _people(seat: int) -> Person:
    return Person.you("Игрок 1", Gender.MALE) if seat == 0 else Person(f"Игрок {seat + 1}",
                                                                        Gender.MALE)


def test_the_coachs_examples_hold() -> None:
    for module in (rules.coach, rules.coach.estimate, rules.coach.grades, rules.coach.reasons):
        assert doctest.testmod(module).failed == 0


# -- an estimate is a value ------------------------------------------------------------------


def test_an_estimate_is_a_value_with_an_honest_error_bar() -> None:
    e = Estimate.of([2.0, 4.0, 6.0, 8.0])
    assert e == Estimate(5.0, 1.291) and Estimate.parse(str(e)) == e
    assert Estimate.of([3.0]) == Estimate(3.0) and Estimate(3.0).margin == 0
    w = Estimate.weighted([0.0, 10.0], [3.0, 1.0], [0.0, 4.0])
    assert w == Estimate(2.5, 0.5)
    assert e.low == pytest.approx(5.0 - 1.96 * 1.291, abs=1e-3)
    with pytest.raises(ValueError):
        Estimate(float("nan"))
    with pytest.raises(ValueError):
        Estimate.parse("2.5")


def _graded(loss: Estimate, win: float = 0.5) -> Grade:
    best = MoveValue(Move.parse("1:2>"), Estimate(5.0), Estimate(0.0), Estimate(0.5),
                     Estimate(0.0), 0.0, 0.0)
    played = MoveValue(Move.parse("1:3>"), Estimate(5.0 - loss.mean), Estimate(0.0),
                       Estimate(win), loss, 0.0, 0.0)
    return grade_of(played, best)


def test_a_mistake_needs_certainty_an_inaccuracy_a_material_loss() -> None:
    assert _graded(Estimate(0.0)) is Grade.GOOD
    assert _graded(Estimate(2.4, 0.3)) is Grade.GOOD
    assert _graded(Estimate(4.0)) is Grade.INACCURACY
    assert _graded(Estimate(9.0)) is Grade.MISTAKE
    assert _graded(Estimate(9.0, 2.0)) is Grade.INACCURACY, "noise alone is no mistake"
    # Issue 14: a loss of 4 clear of its error bar is no «хороший ход»...
    assert _graded(Estimate(4.0, 1.0)) is Grade.INACCURACY
    # ...but one within it is no loss the coach can show (3.7 ± 3.8: an equal pair).
    assert _graded(Estimate(3.7, 1.94)) is Grade.GOOD
    assert _graded(Estimate(9.0, 5.0)) is Grade.GOOD  # 9 ± 9.8
    # The chance to win the round 14 points lower is material with a small loss too...
    assert _graded(Estimate(2.0, 1.0), win=0.36) is Grade.INACCURACY
    # ...but not when the values are all but equal (the points made up for it).
    assert _graded(Estimate(0.4, 1.0), win=0.36) is Grade.GOOD


# -- exact where every hidden deal can be counted -------------------------------------------


def _side_utility(r: Round, side: int) -> float:
    """The finished round's utility for ``side``, through the score sheet (not the kernel)."""
    o = r.outcome()
    assert o is not None
    row = ScoreSheet(r.rules, r.players).record_outcome(o).rows[-1]
    return utility(r.rules, side, tuple(s.claim or 0 for s in row.sides))


def _minimax(r: Round, side: int) -> float:
    """The exact value on ``Round`` itself: ``side`` maximises, the other sides minimise."""
    if r.outcome() is not None:
        return _side_utility(r, side)
    values = [_minimax(r.play(m), side) for m in r.legal_moves()]
    return max(values) if r.rules.side_of(r.to_move, r.players) == side else min(values)


def _deals_like(start: Round, moves: list[Move], seat: int) -> Iterator[Round]:
    """Every deal that gives ``seat`` the same view after ``moves`` (replayed legally)."""
    now = start
    for m in moves:
        now = now.play(m)
    played: list[set[Tile]] = [set() for _ in range(start.players)]
    for step in now.history():
        played[step.seat] |= set(step.move.tiles)
    others = [s for s in range(start.players) if s != seat]
    pool = [t for s in others for t in now.hand(s)] + list(now.bazaar)
    sizes = [len(now.hand(s)) for s in others]
    seen = set()
    for order in itertools.permutations(pool):
        hands, i = [list(start.hand(seat)) if s == seat else [] for s in range(start.players)], 0
        for s, n in zip(others, sizes, strict=True):
            hands[s] = sorted(order[i:i + n]) + sorted(played[s])
            i += n
        key = tuple(frozenset(h) for h in hands)
        if key in seen:
            continue
        seen.add(key)
        r = Round.from_hands(start.rules, hands, bazaar=order[i:], leader=start.leader)
        try:
            for m in moves:
                r = r.play(m)
        except IllegalMove:
            continue  # a knock or a forced play this deal would not allow
        yield r


def _endgame(seed: int) -> tuple[Round, list[Move], int]:
    """A 2x2 round played by ``medium`` until at most 8 tiles are left in hands."""
    rules = find_preset("kozel_2x2")
    rng = random.Random(seed)
    dealt = Round.deal(rules, rng, 4)
    start = Round.from_hands(rules, dealt.hands, leader=dealt.leader)
    r, moves = start, []
    while sum(r.hand_sizes) > 8 or len(judged(r.view(r.to_move))) < 2:
        if r.outcome() is not None:
            raise LookupError(seed)
        moves.append(find_bot("medium").choose(r.view(r.to_move), rng))
        r = r.play(moves[-1])
    return start, moves, r.to_move


def _exact_endgames() -> Iterator[tuple[Round, list[Move], int]]:
    found = 0
    for seed in itertools.count():
        try:
            yield _endgame(seed)
        except LookupError:
            continue
        found += 1
        if found == 5:
            return


@pytest.mark.parametrize("case", list(_exact_endgames()), ids=lambda c: f"{len(c[1])}moves")
def test_the_fair_lens_is_exact_search_over_every_hidden_deal(
        case: tuple[Round, list[Move], int]) -> None:
    """Enumerated worlds, exact per world: the values are exact search's, weighted by the
    same likelihood of the plays seen that the ``hard`` bot uses."""
    start, moves, seat = case
    worlds = list(_deals_like(start, moves, seat))
    view = worlds[0].view(seat)
    side = view.rules.side_of(seat, view.players)
    evidence = evidence_of(view)
    weights = [world_weight(evidence, [w.hand_mask(s) for s in range(w.players)]) for w in worlds]
    ev = evaluate_fair(view, random.Random(1))
    assert ev.exact and ev.worlds == len(worlds)
    for mv in ev.moves:
        exact = sum(wt * _minimax(w.play(mv.move), side) for wt, w in zip(weights, worlds,
                                                                           strict=True))
        assert mv.utility == Estimate(exact / sum(weights)), str(mv.move)
    assert ev.best.utility.mean == max(mv.utility.mean for mv in ev.moves)


@pytest.mark.parametrize("case", list(_exact_endgames())[:3], ids=lambda c: f"{len(c[1])}moves")
def test_sampled_worlds_agree_with_exact_search_within_their_error_bar(
        case: tuple[Round, list[Move], int]) -> None:
    start, moves, seat = case
    view = next(_deals_like(start, moves, seat)).view(seat)
    exact = evaluate_fair(view, random.Random(1))
    sampled = evaluate_fair(view, random.Random(2), budget=replace(Budget(), enumerate=0,
                                                                  worlds=200))
    assert not sampled.exact and sampled.worlds == 200
    for mv in sampled.moves:
        truth = exact.of(mv.move).utility.mean
        assert abs(mv.utility.mean - truth) <= 4 * mv.utility.se + 0.5, str(mv.move)


# -- fair: blind to the hidden tiles ---------------------------------------------------------


@pytest.mark.parametrize(("preset", "players"), [("kozel", 2), ("kozel_2x2", 4), ("kozel", 3),
                                                ("muggins", 3), ("osel", 2), ("bergen", 2)])
def test_the_fair_lens_ignores_hidden_tiles(preset: str, players: int) -> None:
    """Two deals that differ only in tiles the seat cannot see give the same fair review."""
    rules = find_preset(preset)
    checked = 0
    for seed in range(12):
        rng = random.Random(seed)
        dealt = Round.deal(rules, rng, players, leader=seed % players)
        r0 = Round.from_hands(rules, dealt.hands, bazaar=dealt.bazaar, leader=dealt.leader)
        moves, r = [], r0
        for _ in range(rng.randrange(2, 12)):
            if r.outcome() is not None:
                break
            moves.append(rng.choice(r.legal_moves()))
            r = r.play(moves[-1])
        if r.outcome() is not None or not judged(r.view(r.to_move)):
            continue
        seat = r.to_move
        r2 = _hidden_swaps(r0, moves, seat, rng)
        for m in moves:
            r2 = r2.play(m)
        if r2.hands == r.hands and r2.bazaar == r.bazaar:
            continue
        assert r2.view(seat) == r.view(seat)
        a = evaluate_fair(r.view(seat), random.Random(seed), budget=SMALL)
        b = evaluate_fair(r2.view(seat), random.Random(seed), budget=SMALL)
        assert a == b
        ra = review_round(r, seat, budget=SMALL, hindsight=False)
        rb = review_round(r2, seat, budget=SMALL, hindsight=False)
        assert ra == rb
        checked += 1
    assert checked >= 4


def test_hindsight_sees_the_real_hands_and_says_so() -> None:
    r = _blocked_round()
    fair = evaluate_fair(r.view(0), random.Random(0), budget=SMALL)
    hind = evaluate_open(r, 0, random.Random(0), budget=SMALL)
    assert fair.lens is Lens.FAIR and hind.lens is Lens.HINDSIGHT
    assert hind.worlds == 1 and hind.exact
    assert {mv.move for mv in fair.moves} == {mv.move for mv in hind.moves}
    assert hind.of(Move.parse("3:5>")).next_stuck == 0.0, "the real North holds threes"


# -- clear blunders, the right reasons -------------------------------------------------------


def _deal(rules: Rules, hands: list[str], leader: int = 0) -> Round:
    parsed = [h.split() for h in hands]
    used = {Tile.parse(t) for h in parsed for t in h}
    return Round.from_hands(rules, parsed, bazaar=[t for t in ALL_TILES if t not in used],
                            leader=leader)


def _blocked_round() -> Round:
    """Player 2 knocked on 2 and 5; player 1 may keep those ends (5:5, 2:2) or open a 3."""
    r = _deal(NO_DRAW, ["2:5 5:5 3:5 2:2", "3:3 3:4 3:6 1:3 0:3"])
    return r.play("2:5").play("pass")


def _position(line: str, hands: str, tail: str, rules: Rules = NO_DRAW) -> Round:
    """A no-draw round from its line and hands; every other tile lies dead in the bazaar."""
    used = mask_of(t.split("@")[0].strip("[]") for t in line.split()) | mask_of(hands.replace(
        "|", " ").split())
    bazaar = " ".join(str(t) for t in ALL_TILES if not used & t.bit)
    return Round.from_position(f"hands {hands}; bazaar {bazaar}; line {line}; {tail}", rules)


HEAVY_LINE = ("6:0@1 0:0@1 0:1@1 1:1@1 1:3@1 3:0@1 0:2@1 2:2@1 [2:3]@1 3:3@1 3:5@1 5:0@1 0:4@1 "
              "4:1@1 1:5@1 5:5@1 5:4@1 4:4@1 4:2@1 2:6@1 6:1@1")
FISH_LINE = ("5:0@1 0:0@1 0:3@1 3:2@1 [2:1]@1 1:1@1 1:4@1 4:0@1 0:6@1 6:1@1 1:5@1 5:2@1 2:2@1 "
             "2:6@1 6:4@1 4:5@1 5:5@1 5:6@1 6:3@1 3:3@1")


def test_opening_a_number_for_a_seat_known_to_lack_the_ends_is_a_mistake() -> None:
    r = _blocked_round().play("3:5>")
    review = review_round(r, 0)
    d = review.decisions[-1]
    assert str(d.played) == "3:5>" and d.fair.grade is Grade.MISTAKE
    reason = d.fair.reason
    assert reason.why is Why.BLOCK and reason.seat == 1
    assert [(lack.number, lack.sign) for lack in reason.lack] == [(2, Sign.KNOCK), (5, Sign.KNOCK)]
    assert reason.best.tile in (Tile(2, 2), Tile(5, 5))
    best = "2–2" if reason.best.tile == Tile(2, 2) else "5–5"
    said = {lang: reason_words(lang, reason, _people) for lang in ("ru", "uk", "en")}
    assert said["ru"] == f"Игрок 2 стучал на двойку и пятёрку: после {best} ему было бы нечем ходить."
    assert said["uk"] == f"Игрок 2 стукав на двійку і пʼятірку: після {best} йому було б нічим ходити."
    assert said["en"] == f"Игрок 2 knocked on twos and fives: {best} would have left him without a move."
    assert d.hindsight is not None and d.hindsight.reason.why is Why.BLOCK
    assert review.worst is d


def test_keeping_the_heavy_double_when_the_opponent_goes_out_is_a_mistake() -> None:
    """Whatever North holds (6:5, 6:4 or 6:3), it goes out next: shed 6:6 now."""
    r = _position(HEAVY_LINE, "6:6 1:2 2:5 3:4 | 6:5", "leader 1; turn 0; last 6:0@1")
    d = review_round(r.play("2:1>"), 0).decisions[0]
    assert d.fair.evaluation.exact and d.fair.grade is Grade.MISTAKE
    assert d.fair.reason.why is Why.HEAVY and (d.fair.reason.n, d.fair.reason.m) == (17, 26)
    assert reason_words("ru", d.fair.reason, _people) == (
        "После 6–6 у вас остались бы 17 очков в руке, а после 1–2 — 26.")
    assert reason_words("en", d.fair.reason, _people) == (
        "After 6–6 you would hold 17 points, against 26 after 1–2.")
    good = review_round(r.play("6:6<"), 0).decisions[0]
    assert good.fair.grade is Grade.GOOD and good.fair.reason.why is Why.BEST
    # the best move played is said as played, not as what it would have done (P34b)
    assert reason_words("ru", good.fair.reason, _people) == (
        "Лучший ход. После 6–6 у вас осталось 17 очков в руке, а после 1–2 было бы 26.")
    assert reason_words("en", good.fair.reason, _people) == (
        "The best move. After 6–6 you held 17 points; after 1–2 you would have held 26.")


def test_a_fish_made_while_holding_more_points_is_flagged_with_the_fish() -> None:
    """Where the fish «на одного» gives the round to the smaller hand, 27 against 3 loses it."""
    r = _position(FISH_LINE, "3:5 3:4 6:6 4:4 | 0:1 0:2", "leader 1; turn 0; last 5:0@1",
                  ONE_TAKES_ALL)
    d = review_round(r.play("3:5>"), 0).decisions[0]
    assert d.fair.grade is not Grade.GOOD and d.fair.reason.why is Why.FISH_LOST
    assert d.fair.reason.n == 27
    assert reason_words("ru", d.fair.reason, _people) == (
        "После 3–5 — рыба, а у вас в руке 27 очков: такую рыбу вы проигрываете в любом раскладе.")
    assert d.hindsight is not None and d.hindsight.grade is Grade.MISTAKE
    assert reason_words("uk", d.hindsight.reason, _people) == (
        "Після 3–5 — риба, а у вас у руці 27 очок; хтось із суперників має менше.")


def test_a_kozel_fish_on_everyone_is_told_as_what_each_writes() -> None:
    """P34b: in Kozel «на всех» nobody wins or loses a fish, everyone writes his own points;
    the coach says that, with your points and the opponents'."""
    r = _position(FISH_LINE, "3:5 3:4 6:6 4:4 | 0:1 0:2", "leader 1; turn 0; last 5:0@1")
    d = review_round(r.play("3:5>"), 0).decisions[0]
    assert d.fair.grade is not Grade.GOOD and d.fair.reason.why is Why.FISH_MORE
    assert d.hindsight is not None and d.hindsight.reason.why is Why.FISH_MORE
    assert (d.hindsight.reason.n, d.hindsight.reason.m) == (27, 3)
    said = {lang: reason_words(lang, d.hindsight.reason, _people) for lang in ("ru", "uk", "en")}
    assert said == {
        "ru": "После 3–5 — рыба, а после рыбы каждый пишет свои очки: вам — 27 очков, "
              "соперникам в среднем — 3.",
        "uk": "Після 3–5 — риба, а після риби кожен пише свої очки: вам — 27 очок, "
              "суперникам у середньому — 3.",
        "en": "3–5 makes a fish, and after a fish everyone scores their own points: you score "
              "27 points and each opponent 3 on average."}
    assert not any(re.search(r"выигр|проигр|виграє|програє|\bwin|\blose", t) for t in said.values())


def test_the_best_move_played_that_made_a_fish_is_told_as_played() -> None:
    """P34b: «The best move. 2–6 would have made a fish…» of the move the player made: the
    best move played is said in the past tense, and the fish as the rules give it."""
    hands, tail = "3:5 0:1 | 6:6 4:4 3:4 0:2", "leader 1; turn 0; last 5:0@1"
    each = review_round(_position(FISH_LINE, hands, tail).play("3:5>"), 0).decisions[0]
    assert each.hindsight is not None
    reason = each.hindsight.reason
    assert each.hindsight.grade is Grade.GOOD and reason.why is Why.BEST
    assert reason.over is not None and reason.over.why is Why.FISH_LESS
    assert reason_words("ru", reason, _people) == (
        "Лучший ход. 3–5 к тройке закрыла игру рыбой, а после рыбы каждый пишет свои очки: "
        "вам — 1 очко, соперникам в среднем — 29.")
    assert reason_words("uk", reason, _people) == (
        "Найкращий хід. 3–5 до трійки закрила гру рибою, а після риби кожен пише свої очки: "
        "вам — 1 очко, суперникам у середньому — 29.")
    assert reason_words("en", reason, _people) == (
        "The best move. 3–5 to the three blocked the game, and after a fish everyone scores "
        "their own points: you score 1 point and each opponent 29 on average.")
    one = review_round(_position(FISH_LINE, hands, tail, ONE_TAKES_ALL).play("3:5>"),
                       0).decisions[0]
    assert one.fair.reason.over is not None and one.fair.reason.over.why is Why.FISH_WON
    assert reason_words("en", one.fair.reason, _people) == (
        "The best move. 3–5 to the three made a fish with 1 point in your hand: you win such "
        "a fish in every deal.")
    assert reason_words("ru", one.fair.reason, _people) == (
        "Лучший ход. 3–5 к тройке закрыла игру рыбой при 1 очке у вас в руке: такую рыбу вы "
        "выигрываете в любом раскладе.")
    hint = replace(reason.over, lens=Lens.FAIR)
    assert reason_words("ru", hint, _people, advice=True) == (
        "Так игра закроется рыбой, а после рыбы каждый пишет свои очки: вам — 1 очко, "
        "соперникам в среднем — 29.")
    for d in (each, one):
        for lens in (d.fair, d.hindsight):
            assert lens is not None
            assert "would have" not in reason_words("en", lens.reason, _people)
            assert "бы" not in reason_words("ru", lens.reason, _people).split()


def test_the_best_move_played_that_shut_an_opponent_out_is_told_as_played() -> None:
    """The same tense as the fish line: «2–2 closed his move», not «would have closed»."""
    best, runner = Move.parse("2:2<"), Move.parse("3:5>")
    block = Reason(Why.BLOCK, Lens.FAIR, best, runner, ends=(2, 3), seat=1,
                   lack=(Lack(2, Sign.KNOCK), Lack(5, Sign.KNOCK)))
    said = {lang: reason_words(lang, Reason(Why.BEST, Lens.FAIR, best, best, ends=(2, 3),
                                            over=block), _people)
            for lang in ("ru", "uk", "en")}
    assert said == {
        "ru": "Лучший ход. Игрок 2 стучал на двойку и пятёрку: после 2–2 ему было нечем ходить.",
        "uk": "Найкращий хід. Игрок 2 стукав на двійку і пʼятірку: після 2–2 йому було нічим "
              "ходити.",
        "en": "The best move. Игрок 2 knocked on twos and fives: 2–2 left him without a move."}
    likely = replace(block, lack=(), share=0.8)
    assert reason_words("ru", Reason(Why.BEST, Lens.FAIR, best, best, over=likely), _people) \
        == "Лучший ход. После 2–2 Игрок 2 не смог пойти в 80% раскладов."
    shut = replace(block, lens=Lens.HINDSIGHT, lack=())
    assert reason_words("en", Reason(Why.BEST, Lens.HINDSIGHT, best, best, over=shut), _people) \
        == "The best move. After 2–2, Игрок 2 had nothing to play."


# -- a whole match, and the command line -----------------------------------------------------


def _short_match() -> Match:
    m = Match.start(find_preset("kozel"), 3, 4)
    rng = random.Random(4)
    for _ in range(2):
        r = m.round
        while r.outcome() is None:
            r = r.play(find_bot("medium").choose(r.view(r.to_move), rng))
        m = replace(m, round=r).next_round()
    return m


def test_a_match_review_judges_each_round_with_its_score() -> None:
    m = _short_match()
    reviews = review_match(m, 1, budget=SMALL, hindsight=False)
    assert len(reviews) == 2
    for rv in reviews:
        assert rv.seat == 1 and rv.moves >= len(rv.decisions) > 0
        assert rv.accuracy is not None and 0 <= rv.accuracy <= 1
        assert rv.good == sum(d.fair.grade is Grade.GOOD for d in rv.decisions)
        if rv.good:
            assert rv.best is not None and rv.best.fair.grade is Grade.GOOD
            assert rv.best.margin == max(d.margin for d in rv.decisions) > 0


def test_the_command_line_prints_the_review(tmp_path: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    save = tmp_path / "match.json"
    save.write_text(json.dumps({"format": 9, "match": _short_match().to_json()}))
    assert coach_main([str(save), "--seat", "2", "--round", "2", "--worlds", "16",
                       "--lang", "en"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Review — Player 3, round 2")
    assert "With what you knew (16 deals):" in out and "With all hands open" in out
    assert "Good moves:" in out
    assert re.search(r"\d:\d", out) is None, "tiles in words (2–5), never engine notation"


def test_the_command_line_refuses_what_it_cannot_review(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    assert coach_main([str(bad)]) == 2
    assert "bad.json: не удаётся прочитать партию" in capsys.readouterr().err
    good = tmp_path / "round.json"
    good.write_text(json.dumps(_short_match().past[0].to_json()))
    assert coach_main([str(good), "--seat", "5"]) == 2
    assert "нет места 5" in capsys.readouterr().err
    assert coach_main([str(good), "--round", "3"]) == 2
    assert "нет кона 3" in capsys.readouterr().err
