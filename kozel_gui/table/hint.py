"""The H key: what the medium bot would play here, in words, with a short reason."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from kozel_gui.i18n import tr
from kozel_gui.table.clock import choices
from kozel_gui.table.seen import TableRound
from kozel_gui.table.words import move_phrase
from rules import Move, MoveKind
from rules.bots import find_bot

__all__ = ["hint_move", "hint_text", "why"]


def _adviser() -> Any:
    try:
        return find_bot("medium")
    except KeyError:
        return find_bot("heaviest")


def hint_move(r: TableRound, seat: int) -> Move:
    """The adviser's move for ``seat`` (a fixed random source: the same hint every time)."""
    return _adviser().choose(r.view(seat), random.Random(f"hint:{r.ply}"))  # type: ignore[no-any-return]


def why(r: TableRound, move: Move) -> str:
    """A few words on why the move is good."""
    if move.kind is MoveKind.DRAW:
        return tr("table.hint_draw")
    if move.kind is MoveKind.PASS:
        return tr("table.hint_knock")
    if move.kind is MoveKind.LEAD:
        return tr("table.why_lead")
    tiles = move.tiles
    if any(t.is_double for t in tiles):
        return tr("table.why_double")
    heaviest = max((m.tiles[0].pips for m in r.legal_moves() if m.tiles), default=0)
    if tiles and tiles[0].pips >= heaviest:
        return tr("table.why_heavy")
    return tr("table.why_keep")


def hint_text(r: TableRound, seat: int, name: Callable[[int], str] | None = None) -> str:
    """The hint line shown above the hand: the move in words, and whether it is the only one."""
    move = hint_move(r, seat)
    if choices(r) == 1:
        return tr("table.hint_only", move=move_phrase(move, r.ends))
    return tr("table.hint", move=move_phrase(move, r.ends), why=why(r, move))
