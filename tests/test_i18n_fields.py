"""Each call that fills a catalog string gives exactly the fields that string asks for.

A branch that renamed ``{said}`` to ``{move}`` in the catalogs while another kept calling
``tr(..., said=...)`` raised ``KeyError`` at the table (the clock's automatic move and the
pad replay's held total): nothing looked at a call's fields beside its string's.  This reads
every call with a literal key in the code (``ast``) and compares the keyword fields it passes
with the ``{fields}`` of the string in the catalog (the same in every language and form:
``test_i18n``): a missing one is a ``KeyError`` (or, for a call with no fields at all, a raw
``{field}`` on screen); one given and used by no language is a slip of the same kind.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from functools import cache
from pathlib import Path

import pytest
from po_files import fields_of, texts

ROOT = Path(__file__).resolve().parent.parent
CODE = [p for package in ("kozel_gui", "rules", "kozel_net")
        for p in sorted((ROOT / package).rglob("*.py"))]

KEY_AT = {"tr": 0, "ntr": 0, "tr_about": 0, "words": 0, "text": 1, "ntext": 1, "about": 1}
"""Where each filling function takes its key (``text``/``ntext``/``about`` take ``lang`` first)."""


@dataclass(frozen=True)
class Call:
    where: str
    key: str
    given: frozenset[str]
    """Every field the call fills: its keywords and what the function fills itself."""
    named: frozenset[str]
    """The fields the call names (keywords): a person's ``{name}`` and a count's ``{n}`` may
    go unused (a sentence about «Вы», a plural form that spells the count out), these not."""


def _given(name: str, node: ast.Call) -> frozenset[str] | None:
    """The fields a call fills (None: some come from ``**mapping`` and cannot be read)."""
    if any(k.arg is None for k in node.keywords) or any(isinstance(a, ast.Starred) for a in node.args):
        return None
    given = {k.arg for k in node.keywords if k.arg is not None}
    if name in ("ntr", "ntext"):
        given.add("n")  # the count fills {n}
    if name in ("tr_about", "about"):
        given.add("name")  # the person fills {name}
    if name == "words":
        if "plural" in given:
            given = (given - {"plural"}) | {"n"}
        if "who" in given:
            given = (given - {"who"}) | {"name"}
    return frozenset(given)


@cache
def _calls() -> tuple[Call, ...]:
    found: list[Call] = []
    for path in CODE:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "id", getattr(node.func, "attr", ""))
            at = KEY_AT.get(name)
            if at is None or len(node.args) <= at:
                continue
            key = node.args[at]
            if not (isinstance(key, ast.Constant) and isinstance(key.value, str)):
                continue
            given = _given(name, node)
            if given is not None:
                named = frozenset(k.arg for k in node.keywords
                                  if k.arg is not None and k.arg not in ("plural", "who"))
                found.append(Call(f"{path.relative_to(ROOT)}:{node.lineno}", key.value, given, named))
    return tuple(found)


@cache
def _asked() -> dict[str, frozenset[str]]:
    """Each key's fields, over all its contexts and forms (``test_i18n`` keeps them alike)."""
    asked: dict[str, set[str]] = {}
    for (_context, key), forms in texts("ru").items():
        for form in forms:
            asked.setdefault(key, set()).update(fields_of(form))
    return {key: frozenset(f) for key, f in asked.items()}


def test_the_calls_are_found() -> None:
    """The reader sees the code's calls (a test that reads nothing would pass anything)."""
    calls = _calls()
    assert len(calls) > 500
    keys = {c.key for c in calls}
    assert {"table.clock_auto", "replay.pad_seat_held_total"} <= keys


def test_every_field_a_string_asks_for_is_given() -> None:
    asked = _asked()
    missing = [(c.where, c.key, sorted(asked[c.key] - c.given)) for c in _calls()
               if c.key in asked and asked[c.key] - c.given]
    assert not missing, missing


def test_no_call_gives_a_field_its_string_never_uses() -> None:
    asked = _asked()
    extra = [(c.where, c.key, sorted(c.named - asked[c.key])) for c in _calls()
             if c.key in asked and c.named - asked[c.key]]
    assert not extra, extra


@pytest.mark.parametrize(("source", "missing"), [
    ('tr("table.clock_auto", move="x")', True),
    ('tr("table.clock_auto", said="x")', False),
])
def test_the_check_sees_a_renamed_field(source: str, missing: bool) -> None:
    """The slip that reached the table: the string asks for {said}, the call gave move=."""
    node = ast.parse(source).body[0].value  # type: ignore[attr-defined]
    given = _given("tr", node)
    assert given is not None
    assert bool(_asked()["table.clock_auto"] - given) is missing
