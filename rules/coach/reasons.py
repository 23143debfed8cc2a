"""Why one move was better than another, built from the facts the search used, and said in words.

``reason_for`` compares the move played with the best one through one lens and picks the
first of these that holds (a Kozel player's order of concerns): going out, a fish won or
lost, points scored in play at once (Muggins' fives, Bergen's heads), shutting the next
opponent out (with the knock or draw that showed it, when the seat knew), leaving the
partner without a move, a lone 0:0 or 6:6 kept, the points left in hand, tiles kept for
the ends; failing all, the numbers themselves.  The ends are every open end: two on a
line, up to four around a spinner.  A ``Reason`` is a
value; ``reason_words`` says it in a language, about people named by the caller.

>>> from rules.moves import Move
>>> r = Reason(Why.HEAVY, Lens.FAIR, Move.parse("6:6>"), Move.parse("2:3<"), ends=(3, 6),
...            n=18, m=27)
>>> reason_words("ru", r, lambda seat: Person(f"Игрок {seat + 1}"))
'После 6–6 у вас остались бы 18 очков в руке, а после 2–3 — 27.'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Any, NamedTuple

from rules.bots.values import HELD_WEIGHT, WIN_BONUS
from rules.coach.evaluate import Evaluation, Lens, MoveValue
from rules.coach.facts import Lack, MoveFacts, Sign, lacks, move_facts
from rules.coach.grades import EQUAL, Grade, grade_of
from rules.config import Rules
from rules.hands import bonus_of
from rules.i18n import Gender, Person, about, listing, ntext, number, text
from rules.move_words import Ends, ends_of, move_phrase, tile_words
from rules.moves import Move, MoveKind
from rules.scoring_round import fish_has_winner
from rules.tiles import Tile
from rules.views import SeatView

__all__ = ["Reason", "ValueParts", "Why", "decimal", "gain_words", "move_tiles", "reason_for",
           "reason_words", "share_words", "shown_gap", "stake_of", "stake_words", "subject",
           "sure_of", "sure_words", "value_parts"]

SURE = 0.75
"""Share of the worlds from which a seat is said to be shut out (or not)."""
HEAVIER = 5
"""Points more left in hand that make the points the reason."""
SHED = 4
"""Pips more on the better move's tile that make «shed the heavy tile» its Kozel reason."""


class Why(StrEnum):
    """The kind of a reason."""

    BEST = "best"
    SETTLED = "settled"
    EQUAL = "equal"
    CLOSE = "close"
    OUT = "out"
    FISH_LOST = "fish_lost"
    FISH_WON = "fish_won"
    FISH_MORE = "fish_more"
    FISH_LESS = "fish_less"
    SCORES = "scores"
    BLOCK = "block"
    PARTNER = "partner"
    LONE = "lone"
    HEAVY = "heavy"
    SUITS = "suits"
    NUMBERS = "numbers"


@dataclass(frozen=True, slots=True)
class Reason:
    """Why ``best`` beat ``played`` (or that ``played`` was as good), with its facts."""

    why: Why
    lens: Lens
    best: Move
    played: Move
    ends: Ends | None = None
    """The open ends before the decision as moves are said (``move_words.ends_of``: four
    around a spinner, None for an arm not open; a line's two), to say tiles as they would
    lie and where they go."""
    seat: int | None = None
    """The seat the reason is about (the next opponent shut out)."""
    lack: tuple[Lack, ...] = ()
    """What that seat was known to lack, when the seat deciding knew it."""
    n: int = 0
    m: int = 0
    """Counts the reason names: points in hand or in play, tiles for the ends."""
    share: float = 0.0
    """A share of the worlds, said as a percentage."""
    lone: Tile | None = None
    """The 0:0 or 6:6 the played move would leave alone in the hand."""
    values: tuple[float, float, float, float] = (0.0, 0.0, 0.0, 0.0)
    """Points of the best and the played move, then their chances to win the round."""
    value: tuple[float, float] = (0.0, 0.0)
    """The value (utility) of the best and of the played move: what the loss is a gap of."""
    ahead: tuple[float, float] | None = None
    """The share of the other sides the side ends the round ahead of on points, after each
    move: what the round-win bonus is paid on (``value_parts``); None: the chances to win
    of ``values`` (where ending ahead is winning the round)."""
    sides: int = 2
    """Sides at the table: with more than two, ending ahead is a share of the others."""
    others: tuple[float, float] = (0.0, 0.0)
    """The other sides' points (on average) after the best and after the played move."""
    held: tuple[float, float] = (0.0, 0.0)
    """Of the side's points, those held under the opening rule, after each move."""
    others_held: tuple[float, float] = (0.0, 0.0)
    """Of the other sides' points, those held, after each move (on average)."""
    rival: int | None = None
    """The one opponent's seat when the side has one (two players): said in the singular."""
    shed: bool = False
    """The best move sheds a tile heavier than the one played (Kozel: while you can)."""
    fewer: bool = False
    """Points written count against the side (Kozel's family): fewer is better."""
    pair: bool = False
    """The side is a pair (teams of four): its points are «ваша пара», never one person's;
    without teams the words speak of «вы» alone (issue 12)."""
    sure: str = ""
    """How sure the coach is that ``best`` beats ``played`` (``sure_of``)."""
    over: Reason | None = None
    """For the best move played: why it beat the runner-up (P32: «Лучший ход.» alone
    told a player nothing), the reason the hint gives for it too."""


def reason_for(view: SeatView, ev: Evaluation, played: Move) -> Reason:
    """The reason ``ev``'s best move beats ``played`` (or why ``played`` was fine).

    The words follow the grade (``grades.grade_of``, one rule): a good move is «as good»
    when the values are all but equal, else «a little weaker»; any other is told why, the
    facts first (issue 14: «после 1–2 ни одной кости к концам» where that decided it).
    """
    best, mine = ev.best, ev.of(played)
    base = Reason(Why.BEST, ev.lens, best.move, played, ends_of(view),
                  values=(best.points.mean, mine.points.mean, best.win.mean, mine.win.mean),
                  value=(best.utility.mean, mine.utility.mean), fewer=view.rules.is_goat,
                  ahead=(best.ahead.mean, mine.ahead.mean), sides=view.rules.sides(view.players),
                  others=(best.others.mean, mine.others.mean),
                  held=(best.held.mean, mine.held.mean), sure=sure_of(ev, mine),
                  others_held=(best.others_held.mean, mine.others_held.mean),
                  rival=(view.seat + 1) % 2 if view.players == 2 else None,
                  pair=view.rules.sides(view.players) < view.players)
    gap = shown_gap(best, mine)
    if ev.exact and len(ev.moves) > 1 and shown_gap(best, ev.moves[-1]) <= 0:
        return replace(base, why=Why.SETTLED)  # every move the same, worked out exactly
    if mine is best:
        return base if len(ev.moves) < 2 else replace(base, over=reason_for(view, ev,
                                                                            ev.moves[1].move))
    if grade_of(mine, best) is Grade.GOOD:
        return replace(base, why=Why.EQUAL if gap <= EQUAL else Why.CLOSE)
    fb, fp = move_facts(view, best.move), move_facts(view, played)
    if fb is None or fp is None:
        return _numbers(base, best, mine)
    return _first(view, ev, base, (best, fb), (mine, fp)) or _numbers(base, best, mine)


def shown_gap(best: MoveValue, mine: MoveValue) -> float:
    """The value ``mine`` gives up against ``best`` as the two are shown (one decimal each),
    so the loss a person reads is the difference of the numbers printed under it."""
    return round(_one(best.utility.mean) - _one(mine.utility.mean), 1)


class ValueParts(NamedTuple):
    """A move's value split as ``values.utility`` adds it up, in the parts the coach says."""

    own: float
    """The side's points (held ones weighing ``HELD_WEIGHT``), signed as they count."""
    others: float
    """The other sides' points on average (held ones likewise), signed as they count."""
    chance: float
    """The round-win bonus times the chance to win the round."""
    bonus: float
    """The round-win bonus as the value pays it: times the share of the other sides the
    side ends ahead of (with more than two sides, or a tie, not the chance to win)."""
    score: float
    """The rest: what the match score adds (the opening rule, the goat limit, the target)."""


def value_parts(mv: MoveValue, fewer: bool) -> ValueParts:
    """``mv``'s value in its parts (``fewer``: points count against the side, Kozel's family),
    as ``values.utility`` adds it up outside the wins-only game."""
    sign = -1.0 if fewer else 1.0
    own = sign * (mv.written.mean + HELD_WEIGHT * mv.held.mean)
    others = -sign * (mv.others.mean - mv.others_held.mean + HELD_WEIGHT * mv.others_held.mean)
    bonus = WIN_BONUS * mv.ahead.mean
    return ValueParts(own, others, WIN_BONUS * mv.win.mean, bonus,
                      mv.utility.mean - own - others - bonus)


def _one(x: float) -> float:
    return float(f"{x:.1f}")


def _first(view: SeatView, ev: Evaluation, base: Reason, b: tuple[MoveValue, MoveFacts],
           p: tuple[MoveValue, MoveFacts]) -> Reason | None:
    (vb, fb), (vp, fp) = b, p
    if fb.out and not fp.out:
        return replace(base, why=Why.OUT)
    fish = _fish(view, b, p)
    if fish is not None:
        return replace(base, **fish)
    if fb.scored > fp.scored and _own_decides(vb, vp, base.fewer):
        return replace(base, why=Why.SCORES, n=fb.scored, m=fp.scored)
    if vb.next_stuck >= SURE and vb.next_stuck - vp.next_stuck >= 0.5:
        nxt = (view.seat + 1) % view.players
        known = _known(view, ev.lens, nxt, fb.ends)
        return replace(base, why=Why.BLOCK, seat=nxt, lack=known, share=vb.next_stuck)
    if vp.partner_stuck >= SURE and vp.partner_stuck - vb.partner_stuck >= 0.5:
        return replace(base, why=Why.PARTNER, share=vp.partner_stuck)
    if fp.lone is not None and fb.lone is None:
        return replace(base, why=Why.LONE, n=fp.hand_after, lone=fp.lone)
    if fp.hand_after - fb.hand_after >= HEAVIER:
        return replace(base, why=Why.HEAVY, n=fb.hand_after, m=fp.hand_after)
    if fp.fits == 0 and fb.fits > 0:
        return replace(base, why=Why.SUITS, n=fb.fits)
    return None


def _own_decides(best: MoveValue, mine: MoveValue, fewer: bool) -> bool:
    """Whether the side's own points make most of the gap between the two values, of the
    parts the figures show (``value_parts``): a reason about points scored says so only then
    (PT-W: «0–5 одразу принесла 5 очок у грі» where the round evened your points out, 29,8
    against 29,2, and the opponent's points and the chance made the difference)."""
    b, p = value_parts(best, fewer), value_parts(mine, fewer)
    gaps = [b.own - p.own, b.others - p.others, b.bonus - p.bonus, b.score - p.score]
    return gaps[0] > 0 and gaps[0] == max(gaps)


def _fish(view: SeatView, b: tuple[MoveValue, MoveFacts],
          p: tuple[MoveValue, MoveFacts]) -> dict[str, Any] | None:
    """A fish one move makes and the other does not, as the rules' fish gives it: won or lost
    where a fish has a winner; where it has none (Kozel «на всех»: everyone writes his own
    points, P34b: «you win such a fish» in a game where nobody wins one), your points
    against the opponents'."""
    (vb, fb), (vp, fp) = b, p
    if fish_has_winner(view.rules):
        if fp.fish and vp.win.mean < 0.5 and not fb.fish:
            return {"why": Why.FISH_LOST, "n": fp.hand_after, "share": 1 - vp.win.mean}
        if fb.fish and vb.win.mean >= 0.5 and not fp.fish:
            return {"why": Why.FISH_WON, "n": fb.hand_after, "share": vb.win.mean}
        return None
    if fp.fish and not fb.fish and vp.points.mean > vp.others.mean:
        return {"why": Why.FISH_MORE, "n": round(vp.points.mean), "m": round(vp.others.mean)}
    if fb.fish and not fp.fish and vb.points.mean < vb.others.mean:
        return {"why": Why.FISH_LESS, "n": round(vb.points.mean), "m": round(vb.others.mean)}
    return None


def _known(view: SeatView, lens: Lens, seat: int, ends: tuple[int, ...]) -> tuple[Lack, ...]:
    """The signs that showed ``seat`` lacks every number of ``ends`` (fair lens only: what
    was known)."""
    if lens is not Lens.FAIR:
        return ()
    known = {lack.number: lack for lack in lacks(view)[seat]}
    if not all(v in known for v in ends):
        return ()
    return tuple(known[v] for v in sorted(set(ends)))


def _numbers(base: Reason, best: MoveValue, mine: MoveValue) -> Reason:
    heavy, light = best.move.tile, mine.move.tile
    shed = base.fewer and best.move.kind is MoveKind.PLAY and heavy is not None \
        and (light is None or heavy.pips - light.pips >= SHED)
    return replace(base, why=Why.NUMBERS, shed=shed)


def sure_of(ev: Evaluation, mine: MoveValue) -> str:
    """How sure the coach is that ``ev``'s best move beats ``mine``, as a key part:
    ``exact`` (every world worked out), ``yes`` (the gap is at least twice its 95% margin),
    ``likely`` (at least the margin), ``no``; empty for the best move itself."""
    if mine is ev.best:
        return ""
    gap, margin = mine.loss.mean, mine.loss.margin
    if ev.exact:
        return "exact"
    if gap >= 2 * margin:
        return "yes"
    return "likely" if gap >= margin else "no"


# -- words ----------------------------------------------------------------------------------


def move_tiles(lang: str, move: Move) -> str:
    """The tiles of a move as people write them, each the one way a tile is written
    (``tile_words``), several doubles listed as the language lists things («0–0 и 6–6»):
    these words name no end, so they show no orientation either (a review said «1–2» of a
    tile in one line and «2–1» of it in the next). Where the end matters (one tile, two
    ends) the reason says the move with its end (``move_phrase``)."""
    t = move.tile
    if t is None:
        return ""
    if move.kind is MoveKind.PAIR:
        return listing(lang, [tile_words(d) for d, _ in move.placements])
    return tile_words(t)


def subject(move: Move, words: str) -> Person:
    """``move`` said in ``words`` as the subject of a sentence, for ``about`` to agree with
    (issue 14: «0–0 + 6–6 закрыла бы»): one tile is one thing of the language's word for a
    tile («кость», «кістка»: feminine, the messages' plain form), several doubles are
    plural (the messages' ``plural`` context: «0–0 и 6–6 закрыли бы»).  Every sentence with
    a move as its subject agrees through here."""
    if move.kind is MoveKind.PAIR:
        return Person(words, plural=True)
    return Person(words, Gender.FEMALE)


def stake_words(lang: str, rules: Rules, mv: MoveValue, *, pair: bool) -> str:
    """What ``mv``, a lead of 6–6 or 0–0 where the double bonuses are played, puts on the
    round: the losers write 50 or 25 more (``hands.bonus_of``, which the value counts too),
    and how often the side loses the round after it («Заход с 6–6 добавляет 50 очков
    проигравшей паре, а ваша пара проигрывает кон в 40% раскладов.»; playtest S: the hint
    advised 6–6 with not a word of it, and the pair lost and wrote 57).  Empty for any other
    move, or where the side loses in no deal searched."""
    stake = stake_of(rules, mv)
    if stake is None:
        return ""
    tile, bonus, lose = stake
    return ntext(lang, "coach.stake.pair" if pair else "coach.stake", bonus,
                 tile=tile_words(tile), share=share_words(lang, lose))


def stake_of(rules: Rules, mv: MoveValue) -> tuple[Tile, int, float] | None:
    """The double ``mv`` leads, the bonus its lead adds to the round's losers and the chance
    the side loses the round after it; None where that adds nothing or the side never loses."""
    tile = mv.move.tile
    if mv.move.kind is not MoveKind.LEAD or tile is None:
        return None
    bonus, lose = bonus_of(rules, False, tile.bit, 0), 1 - mv.win.mean
    return (tile, bonus, lose) if bonus and round(100 * lose) >= 1 else None


def decimal(lang: str, x: float) -> str:
    """``x`` with one decimal, written with the language's decimal sign (``rules.i18n``)."""
    return number(lang, x, 1)


def share_words(lang: str, share: float) -> str:
    """«в 63% раскладов», or «в любом раскладе» when it is all of them."""
    pct = round(100 * share)
    return text(lang, "coach.share.all") if pct >= 100 else text(lang, "coach.share.some", p=pct)


def gain_words(lang: str, r: Reason, person: Callable[[int], Person] | None = None, *,
               advice: bool = False) -> str:
    """How much better ``r.best`` is than ``r.played``, as a newcomer reads it: the parts of
    the value given up, biggest first (issue 14: «на 1 очко меньше» beside a gap of 10 that
    was mostly the opponents' points): the points you would write, those you would hold
    (the opening rule: «запомнили бы», never «записали бы»), the same of the opponents, the
    chance to win the round («в среднем вам записали бы на 4 очка меньше, и шанс выиграть кон
    55% вместо 30%»), or the match score when that is what tells them apart.  Each part
    says the points as the figures show them (held ones weigh half in the value, not in the
    words); ``person(r.rival)`` names a lone opponent's gender («сопернице»).  ``advice``:
    said before the move (the hint: «запишут»), not after it."""
    parts = sorted(_parts(lang, r, person, advice), key=lambda p: -p.cost)
    if not parts:
        return text(lang, "coach.plain.score")
    if len(parts) == 1:
        return parts[0].words
    first, second = parts[:2]
    if first.subject is not None and first.subject == second.subject:
        # Of one subject: said once («соперникам … записали бы на 5 больше и запомнили бы
        # на 3 больше», playtest 30: «соперникам …, а соперникам …»).
        return text(lang, "coach.plain.and_also", a=first.words, b=second.tail)
    if first.points and second.points:
        # «а» sets two people's points side by side, «в среднем» said once: «соперникам в
        # среднем записали бы на 6 очков больше, а вам — на 2 меньше» (playtest S: «…, а в
        # среднем вам записали бы на 2 очка меньше»); the verb too where it is the same.
        return text(lang, "coach.plain.and", a=first.words,
                    b=_second(lang, r, person, first, second, advice))
    # Before the score or the chance «а» read as a drawback (issue 14: «так лучше для счёта
    # партии, а соперникам … больше»): every part here is a gain, so «и».
    return text(lang, "coach.plain.and_more", a=first.words, b=second.words)


def _second(lang: str, r: Reason, person: Callable[[int], Person] | None, first: _Part,
            second: _Part, advice: bool) -> str:
    """``second``, a part of another person's points, said after ``first``: its verb left out
    where it is ``first``'s (``coach.also.*``: «вам — на 2 меньше»), else said without «в
    среднем» again (``coach.{tense}.{key}.next``)."""
    if _VERBS[first.key] == _VERBS[second.key]:
        return _points(lang, f"coach.also.{second.key}", second.n, r, person)
    tense = "hint" if advice else "plain"
    return _points(lang, f"coach.{tense}.{second.key}.next", second.n, r, person)


_VERBS = {"fewer": "written", "others_more": "written", "more": "scored", "more.pair": "scored",
          "others_fewer": "scored", "held_fewer": "held", "others_held_more": "held"}
"""The verb each part of someone's points says («записали», «набрали», «запомнили»): a
second part with the first's verb leaves it out."""


@dataclass(frozen=True, slots=True)
class _Part:
    """One part of the value a move gives up, in words."""

    cost: float
    words: str
    subject: str | None = None
    """Whose points these are, when another part may share the subject (``_SUBJECTS``)."""
    tail: str = ""
    """The same said after another part of that subject, without the subject again."""
    points: bool = True
    """Someone's points (yours or the opponents'), not the chance or the match score."""
    key: str = ""
    """The part's message (``fewer``, ``others_more``, …) when it is someone's points."""
    n: int = 0
    """The points it says."""


_SUBJECTS = {"fewer": "you", "held_fewer": "you", "others_more": "others",
             "others_held_more": "others"}
"""Parts said of one subject in one grammatical case (the dative «вам», «соперникам»), so a
second part of it may follow the first without naming it again."""


def _parts(lang: str, r: Reason, person: Callable[[int], Person] | None,
           advice: bool) -> list[_Part]:
    """The value ``r.played`` gives up, split as ``values.utility`` adds it up (points
    written; held ones weighing ``HELD_WEIGHT``; the others' average of each; the round-win
    bonus on the share of the others the side ends ahead of; the rest is the match score),
    with the words for each that counts (the bonus: ``_bonus_parts``)."""
    pb, pp, wb, wp = r.values
    sign = -1.0 if r.fewer else 1.0
    written = sign * ((pb - r.held[0]) - (pp - r.held[1]))
    held = sign * (r.held[0] - r.held[1])
    others_pts = (r.others[0] - r.others_held[0]) - (r.others[1] - r.others_held[1])
    others = -sign * others_pts
    others_held = -sign * (r.others_held[0] - r.others_held[1])
    ab, ap = r.ahead if r.ahead is not None else (wb, wp)
    bonus = WIN_BONUS * (ab - ap)
    score = (r.value[0] - r.value[1]) - written - HELD_WEIGHT * (held + others_held) - others \
        - bonus
    tense = "hint" if advice else "plain"
    kind = "fewer" if r.fewer else ("more.pair" if r.pair else "more")
    rival = "others_more" if r.fewer else "others_fewer"
    out = []
    for cost, said, key in ((written, written, f"{kind}"), (HELD_WEIGHT * held, held, "held_fewer"),
                            (others, others, rival),
                            (HELD_WEIGHT * others_held, others_held, "others_held_more")):
        if round(said) >= 1 and cost > 0:
            n, subject = round(said), _SUBJECTS.get(key)
            tail = ntext(lang, f"coach.{tense}.{key}.tail", n) if subject else ""
            out.append(_Part(cost, _points(lang, f"coach.{tense}.{key}", n, r, person), subject,
                             tail, key=key, n=n))
    out += _bonus_parts(lang, r, bonus)
    if round(score) >= 1 and out and score > max(part.cost for part in out):
        out.append(_Part(score, text(lang, "coach.plain.score"), points=False))
    return out


STANDS = 0.5
"""Value by which the round-win bonus may differ from the bonus times the chance to win for
the chance to be said for it (where ending ahead on points is not always winning)."""
NOTABLE = 3
"""Percentage points by which two chances differ before the words name them."""


def _bonus_parts(lang: str, r: Reason, bonus: float) -> list[_Part]:
    """The round-win bonus in words, from the figures the search returned (issue 14): a
    chance to win the round that differs notably, sized as the bonus would pay for it (a
    person weighs it so); where the bonus is paid for ending ahead on points and that is not
    what the chance makes of it (Muggins: going out, yet behind on the round's points; a
    tie), ending ahead said as such at its own size.  A chance is never said where its
    figures do not differ notably."""
    _, _, wb, wp = r.values
    p, q = round(100 * wb), round(100 * wp)
    chance = WIN_BONUS * (wb - wp)
    out = []
    if p - q >= NOTABLE:
        out.append(_Part(chance, text(lang, "coach.plain.chance", p=p, q=q), points=False))
    ahead = r.ahead or (wb, wp)
    a, c = round(100 * ahead[0]), round(100 * ahead[1])
    if abs(bonus - chance) >= STANDS and a - c >= NOTABLE:
        key = "coach.plain.ahead" if r.sides <= 2 else "coach.plain.ahead_share"
        out.append(_Part(bonus, text(lang, key, p=a, q=c), points=False))
    return out


def _points(lang: str, key: str, n: int, r: Reason,
            person: Callable[[int], Person] | None) -> str:
    """A part of the gain in points; the opponents' parts in the singular, by the one
    opponent's gender, when the side has only one (issue 14: «соперникам» of one bot)."""
    if ".others" not in key or r.rival is None:
        return ntext(lang, key, n)
    who = person(r.rival) if person is not None else Person("")
    return about(lang, f"{key}.one", Person(who.name, who.gender), n=n)


def sure_words(lang: str, r: Reason) -> str:
    """How sure the coach is, in words («Тренер в этом уверен.»); empty when nothing is
    compared."""
    return text(lang, f"coach.sure.{r.sure}") if r.sure else ""


_ADVISED = frozenset({Why.OUT, Why.SCORES, Why.FISH_WON, Why.FISH_LESS, Why.BLOCK, Why.HEAVY,
                      Why.SUITS, Why.NUMBERS})
"""Reasons a review says about the better move in hindsight («5–5 сразу принесло бы 20
очков»): the hint, said before the move and right after naming it, has its own words for
them (``coach.hint.*``: «Сразу даёт 20 очков»), naming the move no second time."""


def reason_words(lang: str, r: Reason, person: Callable[[int], Person], *,
                 advice: bool = False, played: bool = False) -> str:
    """The reason as a sentence in ``lang``; ``person(seat)`` says who a seat is.

    ``advice``: as the hint says it, before the move and after its name (through the
    fair lens, the only one a hint looks through), in the present or future tense.
    ``played``: ``r.best`` is the move played (why the best move was best): what it did is
    said as done («2–6 made a fish»), not as what it would have done (P34b).

    >>> from rules.moves import Move
    >>> r = Reason(Why.SCORES, Lens.FAIR, Move.parse("3:5>"), Move.parse("3:5<"),
    ...            ends=(5, 3), n=10, m=0)
    >>> reason_words("en", r, Person, advice=True)
    'Scores 10 points in play at once; 3–5 to the five would score nothing.'
    """
    if advice and r.lens is Lens.FAIR and r.why in _ADVISED:
        return _advice(lang, r, person)
    move, tile = move_tiles(lang, r.best), move_tiles(lang, r.played)
    if r.best.tile is r.played.tile:  # one tile, two ends: say which end
        move, tile = move_phrase(lang, r.best, r.ends), move_phrase(lang, r.played, r.ends)
    if r.why is Why.BEST:
        return _best(lang, r, person)
    if r.why is Why.SETTLED:
        return text(lang, "coach.why.settled")
    if r.why is Why.EQUAL:
        return text(lang, "coach.why.equal", move=move)
    if r.why is Why.CLOSE:
        return text(lang, "coach.why.close", move=move)
    if r.why is Why.OUT:
        return text(lang, "coach.why.out", move=move)
    said = _facts(lang, r, person, move, tile, played=played)
    if said is None:
        return about(lang, "coach.why.numbers_shed" if r.shed else "coach.why.numbers",
                     subject(r.best, move), move=move, tile=tile,
                     gain=gain_words(lang, r, person), sure=sure_words(lang, r))
    return said


def _facts(lang: str, r: Reason, person: Callable[[int], Person], move: str, tile: str, *,
           played: bool) -> str | None:
    """A reason from the facts in words (about ``r.best``, said as done when ``played``);
    None for the numbers."""
    share = share_words(lang, r.share)
    fair = r.lens is Lens.FAIR
    tense = "played" if played else "why"  # the reasons below about r.best, said as done
    # The sentence's subject, the verb agreeing with it: r.best, but r.played where the fish
    # is the move played's (FISH_LOST, FISH_MORE).
    best = subject(r.best, move)
    worse = subject(r.played, tile)
    if r.why is Why.SCORES:
        key = f"coach.{tense}.scores" if r.m else f"coach.{tense}.scores_none"
        return about(lang, key, best, n=r.n, move=move, tile=tile, m=r.m)
    if r.why in (Why.FISH_LOST, Why.FISH_WON):
        done = played and r.why is Why.FISH_WON
        kind = ("played" if fair else "played_open") if done else ("why" if fair else "open")
        key = f"coach.{kind}.{r.why.value}"
        return about(lang, key, best if r.why is Why.FISH_WON else worse, n=r.n, move=move,
                     tile=tile, share=share)
    if r.why in (Why.FISH_MORE, Why.FISH_LESS):
        kind = tense if r.why is Why.FISH_LESS else "why"  # FISH_MORE is about r.played
        return about(lang, f"coach.{kind}.{r.why.value}",
                     best if r.why is Why.FISH_LESS else worse, n=r.n, move=move, tile=tile,
                     m=r.m)
    if r.why is Why.BLOCK:
        assert r.seat is not None
        return _block(lang, r, person(r.seat), move, share, prefix=f"coach.{tense}")
    # PARTNER and LONE are about r.played: the runner-up when the best move was played, so
    # what it would have done is said in the conditional (issue 14 #4).
    if r.why is Why.PARTNER:
        kind = ("played" if fair else "played_open") if played else ("why" if fair else "open")
        return text(lang, f"coach.{kind}.partner", tile=tile, share=share)
    if r.why is Why.LONE:
        assert r.lone is not None
        return ntext(lang, f"coach.{tense}.lone", r.n, tile=tile, double=tile_words(r.lone))
    if r.why is Why.HEAVY:
        return ntext(lang, f"coach.{tense}.heavy", r.n, move=move, tile=tile, m=r.m)
    if r.why is Why.SUITS:
        return ntext(lang, f"coach.{tense}.suits", r.n, move=move, tile=tile)
    return None


def _advice(lang: str, r: Reason, person: Callable[[int], Person]) -> str:
    """A reason of ``_ADVISED`` as the hint says it: about the move it has just named."""
    tile = move_tiles(lang, r.played)
    if r.best.tile is r.played.tile:
        tile = move_phrase(lang, r.played, r.ends)
    share = share_words(lang, r.share)
    if r.why is Why.OUT:
        return text(lang, "coach.hint.out")
    if r.why is Why.SCORES:
        key = "coach.hint.scores" if r.m else "coach.hint.scores_none"
        return ntext(lang, key, r.n, tile=tile, m=r.m)
    if r.why is Why.FISH_WON:
        return ntext(lang, "coach.hint.fish_won", r.n, share=share)
    if r.why is Why.FISH_LESS:
        return ntext(lang, "coach.hint.fish_less", r.n, m=r.m)
    if r.why is Why.BLOCK:
        assert r.seat is not None
        return _block(lang, r, person(r.seat), "", share, prefix="coach.hint")
    if r.why is Why.HEAVY:
        return ntext(lang, "coach.hint.heavy", r.n, tile=tile, m=r.m)
    if r.why is Why.SUITS:
        return ntext(lang, "coach.hint.suits", r.n, tile=tile)
    return text(lang, "coach.hint.numbers", tile=tile,
                gain=gain_words(lang, r, person, advice=True),
                sure=sure_words(lang, r))


def _best(lang: str, r: Reason, person: Callable[[int], Person]) -> str:
    """Why the best move was best: what it gains against the runner-up, from the same facts
    and figures a lesser move is told with."""
    over = r.over
    if over is None:
        return text(lang, "coach.why.best")
    if over.best.tile is over.played.tile:  # the same tile to another end: named with its
        # end (PT-W: «хотя к единице — почти не хуже» named no move at all)
        other = move_phrase(lang, over.played, over.ends)
    else:
        other = move_tiles(lang, over.played)
    if over.why in (Why.EQUAL, Why.CLOSE):
        return about(lang, "coach.why.best_close", subject(over.played, other), move=other)
    if over.why is Why.OUT:
        return text(lang, "coach.why.best_out")
    if over.why is Why.NUMBERS:
        return text(lang, "coach.why.best_numbers", move=other,
                    gain=gain_words(lang, over, person), sure=sure_words(lang, over))
    return text(lang, "coach.why.best_because",
                why=reason_words(lang, over, person, played=True))


def _block(lang: str, r: Reason, who: Person, move: str, share: str, *,
           prefix: str = "coach.why") -> str:
    if r.lack:
        numbers = [text(lang, f"coach.num.{lack.number}") for lack in r.lack]
        end = listing(lang, numbers)
        drew = any(lack.sign is Sign.DRAW for lack in r.lack)
        return about(lang, f"{prefix}.block_draw" if drew else f"{prefix}.block_knock", who,
                     end=end, move=move)
    if r.lens is Lens.FAIR:
        return about(lang, f"{prefix}.block_likely", who, move=move, share=share)
    opened = "coach.played_open" if prefix == "coach.played" else "coach.open"
    return about(lang, f"{opened}.block", who, move=move)
