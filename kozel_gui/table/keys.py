"""The table's keys, in one list: the help overlay (F1, ?) and ``--help`` both show it.

Each entry is a catalog key whose text is ``"keys | what they do"``.  No pygame here:
the command line reads it before any window exists.  A table shows the lines of its game
(``help_keys``): setting a double aside only where several doubles go in one move.
"""

from __future__ import annotations

from rules.config import Rules

__all__ = ["HELP_KEYS", "help_keys", "help_lines"]

HELP_KEYS = ("table.help_select", "table.help_play", "table.help_end", "table.help_aside",
             "table.help_back", "table.help_tab", "table.help_draw", "table.help_knock",
             "table.help_hint", "table.help_undo", "table.help_sheet", "table.help_scroll",
             "table.help_ends", "table.help_pause", "table.help_full", "table.help_help")
"""Every key the table answers (the focus ring's Tab and the app's F11 too), in the order
the help lists them; the doubles set aside for a move of several (``help_aside``) beside
Backspace, which takes the last one back (PT-T: the help said how a double comes back, never
how it is set aside)."""

_ALONE = {"table.help_aside": None, "table.help_back": "table.help_back_tile"}
"""Where no move puts several doubles down: no double is set aside, so no line says how,
and Backspace only lets the chosen tile go (PT-Z: Muggins' and the Kozel tutorial's help
offered «Enter на дубле» that never applied)."""

TUTORIAL_SHEET = "tutorial.help_sheet"
"""The tutorial's way to the sheet's figures by keys (its score steps ask for a number
there), after the table's Tab."""


def help_keys(rules: Rules | None = None, *, tutorial: bool = False) -> tuple[str, ...]:
    """The help's entries for a table of ``rules`` (None: every game's, as ``--help``
    lists them); ``tutorial``: with the way to the sheet's figures."""
    out: list[str] = []
    for key in HELP_KEYS:
        shown = key if rules is None or rules.several_doubles else _ALONE.get(key, key)
        if shown is not None:
            out.append(shown)
        if tutorial and key == "table.help_tab":
            out.append(TUTORIAL_SHEET)
    return tuple(out)


def help_lines(text: object, keys: tuple[str, ...] = HELP_KEYS) -> list[tuple[str, str]]:
    """``(keys, what)`` for every entry of ``keys``, worded by ``text(key)`` (a catalog
    lookup)."""
    out = []
    for key in keys:
        said, what = str(text(key)).split("|", 1)  # type: ignore[operator]
        out.append((said.strip(), what.strip()))
    return out
