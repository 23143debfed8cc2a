"""The table compares the engine's kinds and choices as StrEnum members, never as bare strings."""

from __future__ import annotations

import ast
from pathlib import Path

TABLE = Path(__file__).resolve().parent.parent / "kozel_gui" / "table"
ENGINE_NAMES = {"kind", "scoring", "draw", "fish", "ended", "first_lead", "next_lead"}
"""Attributes that hold an engine StrEnum (OutcomeKind, RowKind, Scoring, ...)."""


def _named(node: ast.expr) -> str | None:
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "str":
        return _named(node.args[0]) if node.args else None  # str(x.scoring) == "wins"
    return node.attr if isinstance(node, ast.Attribute) else None


def _bare_comparisons(tree: ast.AST) -> list[tuple[int, str]]:
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Compare):
            continue
        sides = [node.left, *node.comparators]
        names = {_named(s) for s in sides} & ENGINE_NAMES
        strings = [s for s in sides if isinstance(s, ast.Constant) and isinstance(s.value, str)]
        if names and strings:
            found.append((node.lineno, ast.unparse(node)))
    return found


def test_the_check_sees_a_bare_string_comparison() -> None:
    tree = ast.parse('if str(rules.scoring) == "wins" or outcome.kind != "out": pass')
    assert len(_bare_comparisons(tree)) == 2
    assert not _bare_comparisons(ast.parse("if rules.scoring is Scoring.WINS: pass"))


def test_no_table_module_compares_an_engine_kind_with_a_string() -> None:
    found = {f"{path.name}:{line}": text for path in sorted(TABLE.glob("*.py"))
             for line, text in _bare_comparisons(ast.parse(path.read_text(encoding="utf-8")))}
    assert not found
