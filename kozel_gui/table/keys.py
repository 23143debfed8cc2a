"""The table's keys, in one list: the help overlay (F1, ?) and ``--help`` both show it.

Each entry is a catalog key whose text is ``"keys | what they do"``.  No pygame here:
the command line reads it before any window exists.
"""

from __future__ import annotations

__all__ = ["HELP_KEYS", "help_lines"]

HELP_KEYS = ("table.help_select", "table.help_play", "table.help_end", "table.help_aside",
             "table.help_back", "table.help_tab", "table.help_draw", "table.help_knock",
             "table.help_hint", "table.help_undo", "table.help_sheet", "table.help_scroll",
             "table.help_ends", "table.help_pause", "table.help_full", "table.help_help")
"""Every key the table answers (the focus ring's Tab and the app's F11 too), in the order
the help lists them; the doubles set aside for a move of several (``help_aside``) beside
Backspace, which takes the last one back (PT-T: the help said how a double comes back, never
how it is set aside)."""


def help_lines(text: object) -> list[tuple[str, str]]:
    """``(keys, what)`` for every entry, worded by ``text(key)`` (a catalog lookup)."""
    out = []
    for key in HELP_KEYS:
        keys, what = str(text(key)).split("|", 1)  # type: ignore[operator]
        out.append((keys.strip(), what.strip()))
    return out
