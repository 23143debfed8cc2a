"""What each cell of the paper sheet says, as coloured text segments (pure, no drawing).

A segment is ``(text, colour key)``; the text ``EGGS`` stands for the eggs in a nest.
Colour keys are those of ``kozel_gui.scorepad.paint.COLOURS``.
"""

from __future__ import annotations

from kozel_gui.i18n import tr
from kozel_gui.table.arithmetic import standing
from rules import Row, Rules, ScoreSheet

__all__ = ["BURNED", "EGGS", "NEAR_GOAT", "Seg", "account", "after", "before", "is_near_goat",
           "legend", "round_label", "this_round", "written_line"]

Seg = tuple[str, str]
EGGS = "\0eggs"
"""The eggs in a nest, the game's one picture of a tied fish's points carried on (PT-Z: the
pad drew a fish for them)."""
EGGS_COLOUR = "open"
"""The one colour of eggs' points on the pad: its row, its cells, its title, its legend."""
BURNED = "×"
"""Remembered points that burned, «×8», as the table's sheet and the tutorial mark them
(PT-Z: the pad struck them through instead)."""
NEAR_GOAT = 15
"""A side this close to the goat limit (or closer) is highlighted."""


def account(rules: Rules, score: int, remembered: int, opened: bool) -> list[Seg]:
    """A side's standing (the rule every sheet shares: ``arithmetic.standing``) as segments:
    open score in red, remembered points in yellow with ``+``, a muted 0 for nothing."""
    text, kind = standing(rules, score, remembered, opened)
    if kind == "open" and remembered:
        return [(str(score), "open"), (f" +{remembered}", "remembered")]
    return [(text, _KINDS[kind])]


_KINDS = {"open": "open", "remembered": "remembered", "none": "muted", "plain": "ink"}


def before(rules: Rules, row: Row, side: int) -> list[Seg]:
    """The side's account before the round."""
    s = row.sides[side]
    return account(rules, s.before, s.before_remembered, s.before_open)


def after(rules: Rules, row: Row, side: int) -> list[Seg]:
    """The side's account after the round."""
    s = row.sides[side]
    return account(rules, s.after, s.after_remembered, s.after_open)


def this_round(sheet: ScoreSheet, row: Row, side: int) -> list[Seg]:
    """What the round did to the side: held (+3), written (13+7), eggs, or nothing."""
    s = row.sides[side]
    rules = sheet.rules
    if row.kind == "out" and sheet.side_of(row.by) == side and rules.is_goat:
        if s.wiped:  # going out burned what it remembered: crossed out (its row says «выход»)
            return [(f"{BURNED}{s.before_remembered}", "muted")]
        return [(tr("scorepad.cell_out"), "muted")]
    segs: list[Seg] = []
    if not rules.is_goat:
        segs.append((f"+{s.written}" if s.written else "—", "ink" if s.written else "muted"))
    elif s.held:
        segs.append((f"+{s.held}", "remembered"))
    elif s.claim is not None and s.written > s.claim:
        segs += [(str(s.claim), "open"), (f"+{s.written - s.claim}", "remembered")]
    elif s.claim is not None:
        segs.append((str(s.written), "open" if s.written else "muted"))
    elif s.wiped:  # what was remembered burned
        segs.append((f"{BURNED}{s.before_remembered}", "muted"))
    else:
        segs.append(("—", "muted"))
    if s.eggs:
        segs += [(EGGS, EGGS_COLOUR), (f"+{s.eggs}", EGGS_COLOUR)]
    return segs


def round_label(sheet: ScoreSheet, row: Row, names: tuple[str, ...]) -> str:
    """The round column: how it ended and by whom, with any double bonus."""
    who = names[row.by] if 0 <= row.by < len(names) else "?"
    key = "scorepad.row_out" if row.kind == "out" else "scorepad.row_fish"
    label = tr(key, name=who)
    bonus = max((s.bonus for s in row.sides), default=0)
    if bonus:
        label += f" (+{bonus})"
    if row.draw and sheet.rules.is_goat:
        label += " · " + tr("scorepad.row_tie")
    return label


def is_near_goat(sheet: ScoreSheet, side: int) -> bool:
    """Whether the side is within ``NEAR_GOAT`` points of the goat limit (and not over)."""
    if not sheet.rules.is_goat or sheet.is_over:
        return False
    return sheet.rules.goat_at - sheet.score[side] <= NEAR_GOAT


def written_line(sheet: ScoreSheet, row: Row, names: tuple[str, ...] | list[str]) -> str:
    """What a round did, as the sheet tells it apart: «Записано: Аня +15; запомнено: Боря
    +9» (points written, eggs as eggs, then points remembered while an account is not open);
    empty when it did nothing (issues 18/19: remembered points were said as written)."""
    written: list[str] = []
    held: list[str] = []
    for side, s in enumerate(row.sides):
        name = names[side] if side < len(names) else "?"
        if s.written:
            written.append(f"{name} +{s.written}")
        if s.eggs:
            written.append(f"{name} {tr('replay.pad_seat_eggs', n=s.eggs)}")
        if s.held:
            held.append(f"{name} +{s.held}")
    said = [tr(key, scores=", ".join(parts)) for key, parts in
            (("scorepad.undo_written", written), ("scorepad.undo_held", held)) if parts]
    line = "; ".join(said)
    return line[:1].upper() + line[1:]


def legend(sheet: ScoreSheet) -> list[list[Seg]]:
    """What the sheet's marks mean, only those it shows, one item each, in the words of the
    table's sheet: «+N» remembered, «×N» burned, the eggs' «+N» (issues
    18/19: the pad explained neither, and «яйца» was said only in the tutorial)."""
    rows = sheet.rules.is_goat and sheet.rows
    sides = [s for r in sheet.rows for s in r.sides]
    items: list[list[Seg]] = []
    if rows and (any(s.held or s.before_remembered or s.after_remembered for s in sides)
                 or any(sheet.remembered)):
        items.append([("+N", "remembered"), (" " + tr("table.legend_held"), "muted")])
    if any(s.wiped for s in sides):
        items.append([(f"{BURNED}N", "muted"), (" " + tr("table.legend_burned"), "muted")])
    if sheet.carry or any(s.eggs for s in sides):
        items.append([(EGGS, EGGS_COLOUR), ("+N", EGGS_COLOUR),
                      (" " + tr("table.legend_eggs"), "muted")])
    return items
