"""Names fitted to a box: the one way a seat's plate and a score sheet's column show a
name whole (smaller, or on two lines between its words), cut only as the last resort.

A name is never split inside a word: «Миха-/лыч» reads as two words to a player, so a word
too wide for the box at the smallest size is cut with «…» instead (P38b)."""

from __future__ import annotations

from kozel_gui.assets import fit_text, font

__all__ = ["NAME_PX", "fit_name"]

NAME_PX = (18, 14, 12)
"""A plate's name: its size at best, the smallest it comfortably shrinks to, the last resort."""


def fit_name(name: str, width: int, height: int, sub: bool,
             sizes: tuple[int, int, int] = NAME_PX) -> tuple[list[str], int, bool]:
    """A name in a box (a seat's plate, a score sheet's column): full size, then smaller,
    then on two lines between its words, smaller still; cut with «…» only when none of
    that fits (never split inside a word).

    ``height`` is what the box has for text; ``sub`` whether a line (the plate's tile
    count) wants room under the name; ``sizes`` as ``NAME_PX``.  Returns the lines, their
    size and whether that line still fits under them (else the count goes on a badge).
    """
    best, comfy, least = sizes
    for steps in (range(best, comfy - 1, -1), range(comfy - 1, least - 1, -1)):
        for size in steps:
            if font(size, True).size(name)[0] <= width:
                return [name], size, True
        found = _two_lines(_breaks(name), steps, width, height, sub)
        if found is not None:
            return found
    return [fit_text(font(least, True), name, width)], least, True


def _breaks(name: str) -> list[tuple[str, str]]:
    """Where a name may go on two lines: at a space, after a hyphen, or before the plus of
    a team's «Зина+Коля» (the second line «+Коля» says it goes on; «Михалыч+» over «Зина»
    read as a name with a plus of its own)."""
    out = []
    for i, c in enumerate(name):
        if c == " ":
            out.append((name[:i], name[i + 1:]))
        elif c == "-" and 0 < i < len(name) - 1:
            out.append((name[:i + 1], name[i + 1:]))
        elif c == "+" and 0 < i < len(name) - 1:
            out.append((name[:i], name[i:]))
    return out


def _two_lines(splits: list[tuple[str, str]], sizes: range, width: int, height: int,
               sub: bool) -> tuple[list[str], int, bool] | None:
    """The largest size (and the most even split) at which both lines fit the plate."""
    for with_sub in ((True, False) if sub else (False,)):
        for size in sizes:
            line = font(size, True).get_linesize()
            need = 2 * line + (font(max(14, size - 2)).get_linesize() if with_sub else 0)
            if need > height + 4:
                continue
            face = font(size, True)
            fits = [(max(face.size(a)[0], face.size(b)[0]), a, b) for a, b in splits]
            fits = [f for f in fits if f[0] <= width]
            if fits:
                _, first, second = min(fits)
                return [first, second], size, with_sub
    return None
