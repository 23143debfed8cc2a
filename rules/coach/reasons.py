"""Why one move was better than another, built from the facts the search used, and said in words.

``reason_for`` compares the move played with the best one through one lens and picks the
first of these that holds (a Kozel player's order of concerns): going out, a fish won or
lost, shutting the next opponent out (with the knock or draw that showed it, when the
seat knew), leaving the partner without a move, a lone 0:0 or 6:6 kept, the points left
in hand, tiles kept for the ends; failing all, the numbers themselves.  A ``Reason`` is a
value; ``reason_words`` says it in a language, about people named by the caller.

>>> from rules.moves import Move
>>> r = Reason(Why.HEAVY, Lens.FAIR, Move.parse("6:6>"), Move.parse("2:3<"), ends=(3, 6),
...            n=18, m=27)
>>> reason_words("ru", r, lambda seat: Person(f"Игрок {seat + 1}"))
'После 6–6 у вас остались бы 18 очков в руке, а после 3–2 — 27.'
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from enum import StrEnum

from rules.coach.evaluate import Evaluation, Lens, MoveValue
from rules.coach.facts import Lack, MoveFacts, Sign, lacks, move_facts
from rules.i18n import Person, about, ntext, text
from rules.move_words import move_phrase, tile_words
from rules.moves import Move, MoveKind
from rules.tiles import Tile
from rules.views import SeatView

__all__ = ["Reason", "Why", "decimal", "move_tiles", "reason_for", "reason_words", "share_words"]

SURE = 0.75
"""Share of the worlds from which a seat is said to be shut out (or not)."""
HEAVIER = 5
"""Points more left in hand that make the points the reason."""
EQUAL = 0.5
"""Utility within which a move is as good as the best."""
CLOSE = 2.5
"""Utility lost (at the kind end of its interval) under which a move is still good."""


class Why(StrEnum):
    """The kind of a reason."""

    BEST = "best"
    EQUAL = "equal"
    CLOSE = "close"
    OUT = "out"
    FISH_LOST = "fish_lost"
    FISH_WON = "fish_won"
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
    ends: tuple[int, int] | None = None
    """The open ends before the decision (to say tiles as they would lie)."""
    seat: int | None = None
    """The seat the reason is about (the next opponent shut out)."""
    lack: tuple[Lack, ...] = ()
    """What that seat was known to lack, when the seat deciding knew it."""
    n: int = 0
    m: int = 0
    share: float = 0.0
    """A share of the worlds, said as a percentage."""
    lone: Tile | None = None
    """The 0:0 or 6:6 the played move would leave alone in the hand."""
    values: tuple[float, float, float, float] = (0.0, 0.0, 0.0, 0.0)
    """Points of the best and the played move, then their chances to win the round."""


def reason_for(view: SeatView, ev: Evaluation, played: Move) -> Reason:
    """The reason ``ev``'s best move beats ``played`` (or why ``played`` was fine)."""
    best, mine = ev.best, ev.of(played)
    base = Reason(Why.BEST, ev.lens, best.move, played, view.ends)
    if mine is best:
        return base
    if mine.loss.mean <= max(EQUAL, mine.loss.margin) and mine.loss.low <= 0:
        return replace(base, why=Why.EQUAL)
    if mine.loss.low < CLOSE:
        return replace(base, why=Why.CLOSE)
    fb, fp = move_facts(view, best.move), move_facts(view, played)
    if fb is None or fp is None:
        return _numbers(base, best, mine)
    return _first(view, ev, base, (best, fb), (mine, fp)) or _numbers(base, best, mine)


def _first(view: SeatView, ev: Evaluation, base: Reason, b: tuple[MoveValue, MoveFacts],
           p: tuple[MoveValue, MoveFacts]) -> Reason | None:
    (vb, fb), (vp, fp) = b, p
    if fb.out and not fp.out:
        return replace(base, why=Why.OUT)
    if fp.fish and vp.win.mean < 0.5 and not fb.fish:
        return replace(base, why=Why.FISH_LOST, n=fp.hand_after, share=1 - vp.win.mean)
    if fb.fish and vb.win.mean >= 0.5 and not fp.fish:
        return replace(base, why=Why.FISH_WON, n=fb.hand_after, share=vb.win.mean)
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


def _known(view: SeatView, lens: Lens, seat: int, ends: tuple[int, int]) -> tuple[Lack, ...]:
    """The signs that showed ``seat`` lacks both ``ends`` (fair lens only: what was known)."""
    if lens is not Lens.FAIR:
        return ()
    known = {lack.number: lack for lack in lacks(view)[seat]}
    if not all(v in known for v in ends):
        return ()
    return tuple(known[v] for v in sorted(set(ends)))


def _numbers(base: Reason, best: MoveValue, mine: MoveValue) -> Reason:
    return replace(base, why=Why.NUMBERS, values=(best.points.mean, mine.points.mean, best.win.mean,
                                            mine.win.mean))


# -- words ----------------------------------------------------------------------------------


def move_tiles(move: Move, ends: tuple[int, int] | None) -> str:
    """The tiles of a move as people write them, the half touching the line first."""
    t = move.tile
    if t is None:
        return ""
    if move.kind is MoveKind.PAIR and move.second is not None:
        return f"{tile_words(t)} + {tile_words(move.second)}"
    if move.kind is MoveKind.PLAY and ends is not None:
        return tile_words(t, ends[move.end])
    return tile_words(t)


def decimal(lang: str, x: float) -> str:
    """``x`` with one decimal, written with the language's decimal sign."""
    return f"{x:.1f}".replace(".", text(lang, "coach.decimal_point"))


def share_words(lang: str, share: float) -> str:
    """«в 63% раскладов», or «в любом раскладе» when it is all of them."""
    pct = round(100 * share)
    return text(lang, "coach.share.all") if pct >= 100 else text(lang, "coach.share.some", p=pct)


def reason_words(lang: str, r: Reason, person: Callable[[int], Person]) -> str:
    """The reason as a sentence in ``lang``; ``person(seat)`` says who a seat is."""
    move, tile = move_tiles(r.best, r.ends), move_tiles(r.played, r.ends)
    if r.best.tile is r.played.tile:  # one tile, two ends: say which end
        move, tile = move_phrase(lang, r.best, r.ends), move_phrase(lang, r.played, r.ends)
    share = share_words(lang, r.share)
    fair = r.lens is Lens.FAIR
    if r.why is Why.BEST:
        return text(lang, "coach.why.best")
    if r.why is Why.EQUAL:
        return text(lang, "coach.why.equal", move=move)
    if r.why is Why.CLOSE:
        return text(lang, "coach.why.close", move=move)
    if r.why is Why.OUT:
        return text(lang, "coach.why.out", move=move)
    if r.why in (Why.FISH_LOST, Why.FISH_WON):
        key = f"coach.{'why' if fair else 'open'}.{r.why.value}"
        return ntext(lang, key, r.n, move=move, tile=tile, share=share)
    if r.why is Why.BLOCK:
        assert r.seat is not None
        return _block(lang, r, person(r.seat), move, share)
    if r.why is Why.PARTNER:
        return text(lang, "coach.why.partner" if fair else "coach.open.partner", tile=tile,
                    share=share)
    if r.why is Why.LONE:
        assert r.lone is not None
        return ntext(lang, "coach.why.lone", r.n, tile=tile, double=tile_words(r.lone))
    if r.why is Why.HEAVY:
        return ntext(lang, "coach.why.heavy", r.n, move=move, tile=tile, m=r.m)
    if r.why is Why.SUITS:
        return ntext(lang, "coach.why.suits", r.n, move=move, tile=tile)
    a, b, p, q = r.values
    return text(lang, "coach.why.numbers", move=move, tile=tile, a=decimal(lang, a),
                b=decimal(lang, b), p=round(100 * p), q=round(100 * q))


def _block(lang: str, r: Reason, who: Person, move: str, share: str) -> str:
    if r.lack:
        numbers = [text(lang, f"coach.num.{lack.number}") for lack in r.lack]
        end = numbers[0] if len(numbers) == 1 else text(lang, "coach.num_and", a=numbers[0],
                                                        b=numbers[1])
        drew = any(lack.sign is Sign.DRAW for lack in r.lack)
        return about(lang, "coach.why.block_draw" if drew else "coach.why.block_knock", who,
                     end=end, move=move)
    if r.lens is Lens.FAIR:
        return about(lang, "coach.why.block_likely", who, move=move, share=share)
    return about(lang, "coach.open.block", who, move=move)
