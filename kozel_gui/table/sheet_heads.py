"""The score sheet's column heads: each side's name on one line, whole where the column
has room, else a shorter well-formed head chosen by one rule (``head_forms``), never a
word cut off with «…» while a shorter form fits.

PT-X, PT-U: at 1024×600 the heads read «Сопер…» and «Дед Матвей» went on two lines.  A
team's head keeps its partners one under the other («Зина» over «+Колян»), each partner's
name shortened by the same rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise, product

from kozel_gui.assets import fit_text, font

__all__ = ["WHOLE", "abbreviation", "fit_heads", "head_forms"]

WHOLE, LAST, SHORT = range(3)
"""How far a head is from the whole name: the name, its last word («Матвей» for «Дед
Матвей»), its abbreviation with a dot («Соп.»); cut with «…» only where none fits."""

_VOWELS = frozenset("аеёиоуыэюяіїєaeiouy")


def abbreviation(word: str, least: int = 3) -> str:
    """``word`` shortened as a score sheet shortens a name: its first ``least`` letters at
    least, ending on a consonant, with a dot; the word itself when that is no shorter.

    >>> abbreviation("Соперник"), abbreviation("Профессор"), abbreviation("Opponent")
    ('Соп.', 'Проф.', 'Opp.')
    >>> abbreviation("Зина"), abbreviation("Суперник", 4)
    ('Зина', 'Супер.')
    """
    n = max(1, least)
    while n < len(word) - 1 and word[n - 1].casefold() in _VOWELS and n < least + 2:
        n += 1
    return word if n + 1 >= len(word) else word[:n] + "."


def head_forms(name: str, others: Sequence[str] = ()) -> list[tuple[str, int]]:
    """A name's heads from the longest to the shortest, each with its rank (``WHOLE``,
    ``LAST``, ``SHORT``): the whole name; for a name of several words its last word (the
    name proper after a title: «Дед Матвей» → «Матвей», "Grandpa George" → "George") unless
    another column's name has that word; the abbreviation of that word (or of a one-word
    name), as long as it takes to tell it from the ``others``' (``sheet.short_names``).

    >>> head_forms("Дед Матвей")
    [('Дед Матвей', 0), ('Матвей', 1), ('Мат.', 2)]
    >>> head_forms("Дед Егор", ["Егор"])
    [('Дед Егор', 0), ('Д. Егор', 2)]
    >>> head_forms("Маша", ["Миша"])
    [('Маша', 0)]
    """
    from kozel_gui.table.sheet import short_names

    words = name.split()
    forms = [(name, WHOLE)]
    taken = {w.casefold() for o in others for w in o.split()}
    word = words[-1] if words else name
    if len(words) > 1 and word.casefold() in taken:  # «Д. Егор» beside an «Егор»
        short = " ".join([*(w[0] + "." for w in words[:-1]), word])
    else:
        if len(words) > 1:
            forms.append((word, LAST))
        apart = len(short_names([word, *(w for o in others for w in o.split())])[0])
        short = abbreviation(word, max(3, apart))
    if short != forms[-1][0]:
        forms.append((short, SHORT))
    return forms


def _partners(name: str) -> list[str]:
    """A team's head, «Зина+Колян»: its partners, the second one after its plus."""
    at = name.find("+", 1)
    return [name] if at < 0 or at == len(name) - 1 else [name[:at], name[at + 1:]]


def _choices(name: str, others: Sequence[str]) -> list[tuple[list[str], int]]:
    """Every head ``name`` may have: its lines (a team's partners one under the other, the
    second after its plus) and its rank, the longest first."""
    parts = _partners(name)
    out: list[tuple[list[str], int]] = [([], WHOLE)]
    for i, part in enumerate(parts):
        plus = "+" if i else ""
        out = [([*lines, plus + text], max(rank, r)) for lines, rank in out
               for text, r in head_forms(part, others)]
    return sorted(out, key=lambda c: c[1])


def fit_heads(names: Sequence[str], column: float, gap: int, sizes: Sequence[int]
              ) -> tuple[list[list[str]], int]:
    """The heads of the columns ``names``, ``column`` px wide, on one line each at one size:
    of ``sizes`` (largest first, the least no smaller than the sheet's figures: PT-Z) the one
    that keeps most names nearest whole (the least sum of ranks), the larger of equals; a
    name that fits at none of them takes a short form, never smaller type.  A head may take the room its neighbours leave
    («Світланка» beside «Колян»), a gap kept between them (shrunk with the letters)."""
    others = [[p for j, o in enumerate(names) if j != i for p in _partners(o)]
              for i in range(len(names))]
    choices = [_choices(n, others[i]) for i, n in enumerate(names)]
    best: tuple[int, list[list[str]], int] | None = None
    for size in sizes:
        found = _best_at(choices, column, gap, size, max(5, round(gap * size / sizes[0])))
        if found is not None and (best is None or found[0] < best[0]):
            best = (found[0], found[1], size)
        if best is not None and best[0] == 0:
            break
    if best is None:  # nothing fits even at the least size: the shortest forms, cut
        least = sizes[-1]
        face = font(least, True)
        cut = [[fit_text(face, line, int(column - gap)) for line in c[-1][0]] for c in choices]
        return cut, least
    return best[1], best[2]


def _best_at(choices: list[list[tuple[list[str], int]]], column: float, gap: int, size: int,
             tight: int) -> tuple[int, list[list[str]]] | None:
    """The heads at ``size`` with the least sum of ranks where each stays in its column and
    two neighbours keep ``tight`` px apart; None: none fits."""
    face = font(size, True)
    sized = [[(lines, rank, max(face.size(x)[0] for x in lines)) for lines, rank in c
              if max(face.size(x)[0] for x in lines) <= column - 2] for c in choices]
    if not all(sized):
        return None
    best: tuple[int, list[list[str]]] | None = None
    for combo in product(*sized):
        rank = sum(c[1] for c in combo)
        if best is not None and rank >= best[0]:
            continue
        wide = [c[2] for c in combo]
        own = all(w <= column - gap for w in wide)
        if own or all((a + b) / 2 <= column - tight - 1 for a, b in pairwise(wide)):
            best = (rank, [list(c[0]) for c in combo])
    return best
