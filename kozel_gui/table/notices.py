"""What the table tells the players about a deal before play starts."""

from __future__ import annotations

from collections.abc import Callable

from kozel_gui.i18n import Person, tr_about
from kozel_gui.table.seen import TableRound
from rules import RedealReason
from rules.move_words import tile_words

__all__ = ["deal_notices"]


def deal_notices(r: TableRound, person: Callable[[int], Person]) -> list[str]:
    """What the players are told about a deal: redeals (never silent) and drawn lots."""
    out = []
    if r.redeals:
        seat, why = r.redeals[-1]
        doubles = why is RedealReason.DOUBLES
        limit = r.rules.redeal_doubles if doubles else r.rules.redeal_same_suit
        key = "table.redeal_doubles" if doubles else "table.redeal_suit"
        out.append(tr_about(key, person(seat), n=limit))
    if r.lots:
        out.append(tr_about("table.lots", person(r.leader), tile=tile_words(r.lots[r.leader])))
    return out
