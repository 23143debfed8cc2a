"""What the table tells the players about a deal before play starts."""

from __future__ import annotations

from collections.abc import Callable

from kozel_gui.i18n import tr
from rules import Round

__all__ = ["deal_notices"]


def deal_notices(r: Round, name: Callable[[int], str]) -> list[str]:
    """What the players are told about a deal: redeals (never silent) and drawn lots."""
    out = []
    if r.redeals:
        seat, why = r.redeals[-1]
        limit = r.rules.redeal_doubles if why == "doubles" else r.rules.redeal_same_suit
        key = "table.redeal_doubles" if why == "doubles" else "table.redeal_suit"
        out.append(tr(key, name=name(seat), n=limit))
    if r.lots:
        out.append(tr("table.lots", name=name(r.leader), tile=r.lots[r.leader]))
    return out
