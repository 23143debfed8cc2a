"""Every word drawn outside the theme takes its size from the window (issues 18/19): a
bare number as ``draw_text``'s size stays at its 1280×720 size at 1920×1080 while the
theme's words grow (a playtest found the table's corner buttons, the empty History's line
and the replay's key hint small there).  ``theme.text_px`` (or an expression of the
window's scale) is the one way to a size; this reads every call in ``kozel_gui``."""

from __future__ import annotations

import ast
from pathlib import Path

import kozel_gui


def _fixed_sizes(tree: ast.AST) -> list[int]:
    """The lines of ``draw_text(surface, text, <int literal>, ...)`` calls."""
    found = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id == "draw_text" and len(node.args) >= 3
                and isinstance(node.args[2], ast.Constant) and isinstance(node.args[2].value, int)):
            found.append(node.lineno)
    return found


def test_no_word_is_drawn_at_a_fixed_size() -> None:
    root = Path(kozel_gui.__file__).parent
    fixed = {str(p.relative_to(root)): lines for p in sorted(root.rglob("*.py"))
             if (lines := _fixed_sizes(ast.parse(p.read_text(encoding="utf-8"))))}
    assert fixed == {}


def test_the_check_sees_a_fixed_size() -> None:
    tree = ast.parse("draw_text(surface, 'x', 22, midtop=(0, 0))\n"
                     "draw_text(surface, 'y', text_px(22, s))\n")
    assert _fixed_sizes(tree) == [1]
