"""Legal move lists, cached: each list is built once and shared by every position.

A position's placements depend only on the playable tiles and the two ends,
so they are kept by ``playable << 6 | left << 3 | right``, one cache for rules
with double pairs and one without.
"""

from __future__ import annotations

from rules.config import Rules
from rules.moves import LEFT, RIGHT, Move
from rules.tiles import ALL_TILES, SUIT, Tile, tiles_of

__all__ = ["PLAY_CACHES", "lead_moves", "legal_placements", "play_moves"]

PLAY_CACHES: tuple[dict[int, tuple[Move, ...]], dict[int, tuple[Move, ...]]] = ({}, {})
"""Placements by ``playable << 6 | left << 3 | right``; [1] with ``double_both_ends``."""
_LEAD_CACHE: dict[int, tuple[Move, ...]] = {}
_CACHE_LIMIT = 200_000
_PLACE_MOVES = tuple((Move.place(t, LEFT), Move.place(t, RIGHT)) for t in ALL_TILES)


def lead_moves(mask: int) -> tuple[Move, ...]:
    """One lead move per tile of ``mask``."""
    return _lead_moves(mask)


def _lead_moves(mask: int) -> tuple[Move, ...]:
    moves = _LEAD_CACHE.get(mask)
    if moves is None:
        if len(_LEAD_CACHE) > _CACHE_LIMIT:
            _LEAD_CACHE.clear()
        moves = _LEAD_CACHE[mask] = tuple(Move.lead(t) for t in tiles_of(mask))
    return moves


def legal_placements(rules: Rules, hand: int, left: int, right: int) -> tuple[Move, ...]:
    """Every (tile, end) a hand can play on ``left``/``right`` ends; empty if none."""
    playable = hand & (SUIT[left] | SUIT[right])
    if not playable:
        return ()
    cache = PLAY_CACHES[rules.double_both_ends]
    return cache.get(playable << 6 | left << 3 | right) or play_moves(
        playable, left, right, cache
    )


def play_moves(
    playable: int, left: int, right: int, cache: dict[int, tuple[Move, ...]]
) -> tuple[Move, ...]:
    """Build, cache and return the placements of ``playable`` tiles on the two ends."""
    moves: list[Move] = []
    on_left, on_right = SUIT[left], SUIT[right]
    rest = playable
    while rest:  # tile by tile in index order; the left end first
        bit = rest & -rest
        rest ^= bit
        pair = _PLACE_MOVES[bit.bit_length() - 1]
        if on_left & bit:
            moves.append(pair[LEFT])
        if on_right & bit:
            moves.append(pair[RIGHT])
    if cache is PLAY_CACHES[1] and left != right:
        dl, dr = Tile(left, left), Tile(right, right)
        if playable & dl.bit and playable & dr.bit:
            moves.append(Move.pair(dl, dr))
    if len(cache) > _CACHE_LIMIT:
        cache.clear()
    result = cache[playable << 6 | left << 3 | right] = tuple(moves)
    return result
