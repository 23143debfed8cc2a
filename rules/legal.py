"""The move rules (RULES.md §1, §2.5, §7.9-7.12, §8.35; GAMES.md §0, §9, §11.1-3), written
once for ``Round`` and ``SeatView``: what a seat may play, when it draws, when it knocks.

Legal move lists are cached: a position's placements depend only on the playable
tiles and the open ends, so each list is built once (keyed by
``playable << 6 | left << 3 | right`` on a line, ``playable << 12 | ...`` with four
ends) and shared by every position.  The search kernel (``rules.bots.kernel``) is the
one other, faster copy, checked against this.
"""

from __future__ import annotations

from itertools import combinations

from rules.board import Board, dead
from rules.config import Draw, Rules
from rules.moves import DECLINE, DRAW, ENDS, LEFT, PASS, RIGHT, Move
from rules.records import OutcomeKind
from rules.tiles import ALL_TILES, DOUBLES, SUIT, Tile, tiles_of

__all__ = [
    "board_ends",
    "cache_for",
    "can_draw",
    "drawable",
    "four_way_moves",
    "knocks_block",
    "lead_moves",
    "opening_moves",
    "placement_ends",
    "turn_moves",
]

_PLAY_CACHES: tuple[dict[int, tuple[Move, ...]], dict[int, tuple[Move, ...]]] = ({}, {})
"""Placements by ``playable << 6 | left << 3 | right``; [1] with ``double_both_ends``."""
_LEAD_CACHE: dict[int, tuple[Move, ...]] = {}
_CACHE_LIMIT = 200_000
_SPIN_CACHES: tuple[dict[int, tuple[Move, ...]], dict[int, tuple[Move, ...]]] = ({}, {})
"""Placements on four ends, by ``playable << 12 | ends`` (3 bits each, 7 = not open)."""
_PLACE_MOVES = tuple(tuple(Move.place(t, end) for end in ENDS) for t in ALL_TILES)
_DRAW_T, _PASS_T = (DRAW,), (PASS,)
_HUNDRED = (Move.lead(Tile(6, 6)), DECLINE)
_NONDOUBLE = tuple(SUIT[v] & ~DOUBLES for v in range(7))

Cache = dict[int, tuple[Move, ...]]


def cache_for(rules: Rules) -> Cache:
    """The placement cache for these rules (line or spinner, with or without double pairs)."""
    return (_SPIN_CACHES if rules.is_spinner else _PLAY_CACHES)[rules.double_both_ends]


def drawable(rules: Rules, bazaar: int) -> int:
    """How many of ``bazaar`` tiles may still be drawn (the reserve never is)."""
    if rules.draw == Draw.NONE:
        return 0
    return max(0, bazaar - rules.bazaar_reserve)


def can_draw(rules: Rules, bazaar: int, drew: bool) -> bool:
    """Whether a seat unable to play may (and so must, §7.9) draw now."""
    draw = rules.draw
    if draw == Draw.NONE or (drew and draw == Draw.ONE):
        return False
    return bazaar > rules.bazaar_reserve


def lead_moves(mask: int) -> tuple[Move, ...]:
    """One lead move per tile of ``mask`` (§7.12)."""
    moves = _LEAD_CACHE.get(mask)
    if moves is None:
        if len(_LEAD_CACHE) > _CACHE_LIMIT:
            _LEAD_CACHE.clear()
        moves = _LEAD_CACHE[mask] = tuple(Move.lead(t) for t in tiles_of(mask))
    return moves


def opening_moves(rules: Rules, hand: int, lead_mask: int, offered: bool) -> tuple[Move, ...]:
    """Before the lead: the hundred move or ``decline`` when offered, else the leads allowed."""
    if offered:
        return _HUNDRED
    if rules.no_double_last and hand & DOUBLES == hand and hand.bit_count() == 1:
        return ()  # §8.35: a lone double cannot be led either (``Rules`` deals 2 or more)
    return lead_moves(hand & lead_mask)


def placement_ends(hand: int, left: int, right: int, table: int) -> OutcomeKind | None:
    """How a placement that leaves ``hand`` and these ends and table ends the round, if it
    does (§2.6): out when the hand is empty (§7.13: even if it closes a suit), fish when
    both ends show a number whose six non-doubles are all on the table."""
    if hand == 0:
        return OutcomeKind.OUT
    if left == right and _NONDOUBLE[left] & table == _NONDOUBLE[left]:
        return OutcomeKind.FISH
    return None


def board_ends(hand: int, board: Board, table: int) -> OutcomeKind | None:
    """``placement_ends`` on any layout: out when the hand is empty, fish when every open end
    is dead (GAMES.md §0)."""
    if hand == 0:
        return OutcomeKind.OUT
    return OutcomeKind.FISH if dead(board, table) else None


def knocks_block(rules: Rules, players: int, knocks: int, bazaar: int) -> bool:
    """Whether the knocks since the last placement block the round (§7.14)."""
    return knocks >= players and drawable(rules, bazaar) == 0


def turn_moves(rules: Rules, cache: Cache, hand: int, left: int, right: int, bazaar: int,
               drew: bool) -> tuple[Move, ...]:
    """Once the line is open: every (tile, end) ``hand`` can play on ``left``/``right``
    (§7.12), else a draw if allowed, else a knock."""
    playable = hand & (SUIT[left] | SUIT[right])
    if playable:
        moves = cache.get(playable << 6 | left << 3 | right) or _build(playable, left, right,
                                                                        cache)
        if rules.no_double_last and hand & DOUBLES == hand and hand.bit_count() <= 2:
            # §8.35: a double may not be the last tile: no going out on one (nor on a pair).
            moves = _not_emptying(moves, hand)
        if moves:
            return moves
    return _DRAW_T if can_draw(rules, bazaar, drew) else _PASS_T


def four_way_moves(rules: Rules, cache: Cache, hand: int, ends: tuple[int, int, int, int],
                   bazaar: int, drew: bool) -> tuple[Move, ...]:
    """``turn_moves`` on a spinner layout: every (tile, end) over the open ends, then the
    moves of several doubles (GAMES.md §9, §11.2-3), else a draw, else a knock."""
    left, right, up, down = ends
    fits = SUIT[left] | SUIT[right] | (SUIT[up] if up >= 0 else 0) | (SUIT[down] if down >= 0
                                                                       else 0)
    playable = hand & fits
    if playable:
        key = playable << 12 | left << 9 | right << 6 | (up & 7) << 3 | down & 7
        moves = cache.get(key) or _build_four(playable, ends, cache, key)
        if rules.no_double_last and hand & DOUBLES == hand and hand.bit_count() <= 4:
            moves = _not_emptying(moves, hand)
        if moves:
            return moves
    return _DRAW_T if can_draw(rules, bazaar, drew) else _PASS_T


def _not_emptying(moves: tuple[Move, ...], hand: int) -> tuple[Move, ...]:
    """§8.35: no going out on doubles alone."""
    return tuple(m for m in moves if sum(t.bit for t in m.tiles) != hand)


def _build_four(playable: int, ends: tuple[int, int, int, int], cache: Cache,
                key: int) -> tuple[Move, ...]:
    """Build, cache and return the placements of ``playable`` tiles on four ends."""
    moves: list[Move] = []
    open_ends = [(end, v) for end, v in enumerate(ends) if v >= 0]
    rest = playable
    while rest:  # tile by tile in index order; the ends in arm order
        bit = rest & -rest
        rest ^= bit
        places = _PLACE_MOVES[bit.bit_length() - 1]
        moves.extend(places[end] for end, v in open_ends if SUIT[v] & bit)
    if cache is _SPIN_CACHES[1]:
        moves.extend(_several_doubles(playable, open_ends))
    if len(cache) > _CACHE_LIMIT:
        cache.clear()
    result = cache[key] = tuple(moves)
    return result


def _several_doubles(playable: int, open_ends: list[tuple[int, int]]) -> list[Move]:
    """2 to 4 held doubles, each on a different open end showing its number (GAMES.md §3.3),
    fewer doubles first, each group ordered by its (tile, end) list (§11.25)."""
    held = [(end, v) for end, v in open_ends if playable & Tile(v, v).bit]
    out: list[Move] = []
    for k in range(2, len(held) + 1):
        group = []
        for arms in combinations(held, k):
            if len({v for _, v in arms}) == k:
                group.append(Move.doubles((Tile(v, v), end) for end, v in arms))
        group.sort(key=lambda m: [(t.index, end) for t, end in m.placements])
        out += group
    return out


def _build(playable: int, left: int, right: int, cache: Cache) -> tuple[Move, ...]:
    """Build, cache and return the placements of ``playable`` tiles on the two ends."""
    moves: list[Move] = []
    on_left, on_right = SUIT[left], SUIT[right]
    rest = playable
    while rest:  # tile by tile in index order; the left end first
        bit = rest & -rest
        rest ^= bit
        places = _PLACE_MOVES[bit.bit_length() - 1]
        if on_left & bit:
            moves.append(places[LEFT])
        if on_right & bit:
            moves.append(places[RIGHT])
    if cache is _PLAY_CACHES[1] and left != right:
        dl, dr = Tile(left, left), Tile(right, right)
        if playable & dl.bit and playable & dr.bit:
            moves.append(Move.pair(dl, dr))
    if len(cache) > _CACHE_LIMIT:
        cache.clear()
    result = cache[playable << 6 | left << 3 | right] = tuple(moves)
    return result
