"""The catalogs: complete in every language, no key unused or missing, plural forms right,
format fields the same everywhere, every glyph in the bundled fonts, language switching."""

from __future__ import annotations

import ast
import dataclasses
import re
from functools import cache
from pathlib import Path

import pygame
import pygame.freetype
import pytest
from babel import Locale
from po_files import catalog, fields_of, msgids, po_path, texts

from kozel_gui.assets import FONT_BOLD, FONT_REGULAR
from kozel_gui.i18n import (
    get_language,
    language_name,
    ntr,
    set_language,
    tr,
)
from rules import i18n
from rules.i18n import LANGUAGES, translations

ROOT = Path(__file__).resolve().parent.parent
CODE = [p for package in ("kozel_gui", "rules") for p in sorted((ROOT / package).rglob("*.py"))]
CALLS = {"tr", "ntr", "tr_about", "text", "ntext", "about", "has_text", "say", "words"}
"""Functions whose first string argument is a key."""
GETTEXT_FORMS = {"ru": ["one", "few", "many"], "uk": ["one", "few", "many"], "en": ["one", "other"]}
"""The CLDR plural category of each gettext form index (whole numbers only)."""


@pytest.fixture(autouse=True)
def _russian_after() -> object:
    yield
    set_language("ru")


# -- complete and consistent ------------------------------------------------------------


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_msgid_is_translated_in_every_language(lang: str) -> None:
    own = texts(lang)
    assert {key for _, key in own} == msgids()
    assert set(own) == set(texts("ru")), "the same contexts in every language"
    for message in catalog(lang):
        assert not message.fuzzy or not message.id, message.id
    for mid, forms in own.items():
        assert all(f.strip() for f in forms), (lang, mid)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_plural_forms_header_matches_the_languages_rules(lang: str) -> None:
    """The .po's Plural-Forms picks the form CLDR names for every n (0-1000)."""
    locale = Locale.parse(lang)
    order = GETTEXT_FORMS[lang]
    plural = translations(lang).plural  # type: ignore[attr-defined]
    for n in range(1001):
        assert plural(n) == order.index(locale.plural_form(n)), (lang, n)
    assert catalog(lang).num_plurals == len(order)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_plural_messages_have_every_form(lang: str) -> None:
    forms = catalog(lang).num_plurals
    plural = [(mid, f) for mid, f in texts(lang).items() if len(f) > 1]
    assert plural, "some message has plural forms"
    for mid, f in plural:
        assert len(f) == forms, mid
    assert {mid for mid, f in texts("ru").items() if len(f) > 1} == {mid for mid, _ in plural}


def test_format_fields_are_the_same_in_every_language_and_form() -> None:
    for mid, ru in texts("ru").items():
        expected = fields_of(ru[0])
        for lang in LANGUAGES:
            for form in texts(lang)[mid]:
                assert fields_of(form) == expected, (lang, mid, form)


def test_the_catalog_compiled_is_the_catalog_written() -> None:
    """The .mo files are not stale: each language answers every key as its .po says."""
    for lang in LANGUAGES:
        t = translations(lang)
        for (context, key), forms in texts(lang).items():
            if len(forms) > 1:
                got = tuple(t.npgettext(context, key, key, n) if context else
                            t.ngettext(key, key, n) for n in (1, 2, 5))
                assert set(got) <= set(forms), (lang, key)
            elif context:
                assert t.pgettext(context, key) == forms[0], (lang, context, key)
            else:
                assert t.gettext(key) == forms[0], (lang, key)


# -- the keys the code uses ----------------------------------------------------------


@cache
def _code_strings() -> tuple[set[str], set[str], set[str], list[tuple[str, int, str]]]:
    """Every string literal, every f-string's constant head and tail, each literal key of a call."""
    literals: set[str] = set()
    prefixes: set[str] = set()
    suffixes: set[str] = set()
    calls: list[tuple[str, int, str]] = []
    for path in CODE:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                literals.add(node.value)
            elif isinstance(node, ast.JoinedStr) and node.values:
                head = node.values[0]
                tail = node.values[-1]
                if isinstance(head, ast.Constant) and "." in str(head.value):
                    prefixes.add(str(head.value))
                elif isinstance(tail, ast.Constant) and len(node.values) == 2:
                    suffixes.add(str(tail.value))  # f"{key}_help": the key plus a tail
            elif isinstance(node, ast.Call):
                name = getattr(node.func, "id", getattr(node.func, "attr", ""))
                keys = [a for a in node.args if isinstance(a, ast.Constant)
                        and isinstance(a.value, str) and re.fullmatch(r"[a-z_]+\.[\w.]+", a.value)]
                if name in CALLS and keys:
                    calls.append((str(path.relative_to(ROOT)), node.lineno, str(keys[0].value)))
    return literals, prefixes, suffixes, calls


def _used(key: str, literals: set[str], prefixes: set[str], suffixes: set[str]) -> bool:
    return (key in literals or any(key.startswith(p) for p in prefixes)
            or any(key.endswith(s) and _used(key.removesuffix(s), literals, prefixes, set())
                   for s in suffixes))


def test_no_msgid_is_unused() -> None:
    literals, prefixes, suffixes, _ = _code_strings()
    unused = sorted(k for k in msgids() if not _used(k, literals, prefixes, suffixes))
    assert not unused, f"keys no code uses: {unused}"


def test_every_key_the_code_asks_for_exists() -> None:
    known = msgids()
    *_, calls = _code_strings()
    assert len(calls) > 300
    missing = [c for c in calls if c[2] not in known]
    assert not missing, missing


# -- glyphs ------------------------------------------------------------------------------


def _shown(text: str) -> str:
    """What a template puts on screen, without its fields and pygame-gui markup."""
    text = re.sub(r"\{[^{}]*\}", "", text)
    return re.sub(r"</?\w+[^>]*>", "", text)


@pytest.mark.parametrize("path", [FONT_REGULAR, FONT_BOLD], ids=["regular", "bold"])
def test_every_string_of_every_language_has_its_glyphs_in_the_bundled_font(path: Path) -> None:
    """``freetype.Font.get_metrics`` gives None for a glyph the font lacks (it would be a box).

    The ``cli.*`` strings are printed to a terminal, never drawn, and are left out.
    """
    pygame.freetype.init()
    face = pygame.freetype.Font(str(path), 20)
    missing: set[tuple[str, str]] = set()
    for lang in LANGUAGES:
        for (_, key), forms in texts(lang).items():
            if key.startswith("cli."):
                continue
            for form in forms:
                shown = _shown(form).replace(" ", "")
                if shown:
                    for char, metrics in zip(shown, face.get_metrics(shown), strict=True):
                        if metrics is None:
                            missing.add((key, char))
    assert not missing, sorted(missing)


def test_the_glyph_check_can_see_a_missing_glyph() -> None:
    pygame.freetype.init()
    face = pygame.freetype.Font(str(FONT_REGULAR), 20)
    assert face.get_metrics("←")[0] is None and face.get_metrics("ї")[0] is not None


# -- switching and the API -----------------------------------------------------------------


def test_the_language_switches_at_run_time() -> None:
    seen = []
    for lang in LANGUAGES:
        set_language(lang)
        assert get_language() == lang
        seen.append(tr("menu.settings"))
    assert seen == ["Настройки", "Налаштування", "Settings"]
    with pytest.raises(ValueError, match="language must be one of ru, uk, en"):
        set_language("de")
    assert get_language() == "en"


@pytest.mark.parametrize(("lang", "expected"), [
    ("ru", ["0 костей", "1 кость", "2 кости", "5 костей", "11 костей", "21 кость", "22 кости",
            "112 костей"]),
    ("uk", ["0 кісток", "1 кістка", "2 кістки", "5 кісток", "11 кісток", "21 кістка",
            "22 кістки", "112 кісток"]),
    ("en", ["0 tiles", "1 tile", "2 tiles", "5 tiles", "11 tiles", "21 tiles", "22 tiles",
            "112 tiles"]),
])
def test_counts_take_the_plural_form_of_their_language(lang: str, expected: list[str]) -> None:
    set_language(lang)
    assert [ntr("table.tiles", n) for n in (0, 1, 2, 5, 11, 21, 22, 112)] == expected


def test_the_rule_book_counts_agree_with_any_number() -> None:
    from kozel_gui.scenes.rules_book import book_sections
    from rules import find_preset

    rules = dataclasses.replace(find_preset("kozel"), open_at=21, clock_penalty=2, move_clock=True)
    book = " ".join(p for _, ps in book_sections(rules) for p in ps)
    assert "дешевле 21 очка" in book and "штраф 2 очка" in book
    set_language("uk")
    book = " ".join(p for _, ps in book_sections(rules) for p in ps)
    assert "дешевший за 21 очко" in book and "штраф 2 очки" in book


def test_a_missing_key_is_an_error_not_a_key_on_screen() -> None:
    with pytest.raises(KeyError, match=r"no string 'table\.nonsense'"):
        tr("table.nonsense")
    with pytest.raises(KeyError):
        ntr("table.knock", 2)  # not a plural message
    with pytest.raises(KeyError, match="has plural forms"):
        tr("table.tiles", n=3)  # «3 кость»: a plural message needs ntr


def test_each_language_names_itself() -> None:
    assert [language_name(lang) for lang in LANGUAGES] == ["Русский", "Українська", "English"]


def test_a_missing_compiled_catalog_says_how_to_build_it(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(i18n, "locale_dir", lambda: tmp_path)
    translations.cache_clear()
    try:
        with pytest.raises(i18n.CatalogMissing, match="make locale"):
            translations("uk")
    finally:
        monkeypatch.undo()
        translations.cache_clear()
    assert translations("uk").gettext("menu.play") == "Грати"


# -- English mode and the about page -------------------------------------------------------

NAMES_ON_THE_ABOUT_PAGE = set(["Kozel", "PT", "Sans", "ParaType", "Free", "Font", "License", "pygame", "ce", "gui", "LGPL", "MIT", "Noto", "OFL", "CC0", "CC", "BY", "Twemoji", "Twitter", "Inc", "jdecked", "Fluent", "Emoji", "Flat", "Microsoft", "Corporation", "Google", "Apache", "Iconify", "JSON", "SVG", "svg", "assets", "LICENSES"])
"""Proper names and licence titles: the same in every language."""


@pytest.mark.parametrize("lang", ["ru", "uk"])
def test_the_about_page_speaks_one_language(lang: str) -> None:
    from kozel_gui.book import plain
    from kozel_gui.scenes.about import about_page, licence_folder

    set_language(lang)
    # Links and the licence folder's path are what they are in every language.
    page = re.sub(r"https?://\S+", " ", plain(about_page()).replace(str(licence_folder()), " "))
    foreign = set(re.findall(r"[A-Za-z]+", page)) - NAMES_ON_THE_ABOUT_PAGE
    assert not foreign, foreign
    assert ("Twemoji" in page and "лицензи" in page) or "ліцензі" in page


def test_quotes_follow_the_language() -> None:
    for lang, wrong in (("ru", "“”"), ("uk", "“”"), ("en", "«»")):
        bad = [(key, form) for (_, key), forms in texts(lang).items() for form in forms
               if any(q in form for q in wrong)]
        assert not bad, (lang, bad)
    assert [i18n.text(lang, "quote", text="x") for lang in LANGUAGES] == ["«x»", "«x»", "“x”"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_message_is_written_twice(lang: str) -> None:
    """A key written twice compiles to its first text only: the second one is never shown."""
    seen: list[tuple[str | None, str]] = []
    context = None
    for line in po_path(lang).read_text("utf-8").splitlines():
        if line.startswith("msgctxt "):
            context = line
        elif line.startswith("msgid "):
            seen.append((context, line))
            context = None
    twice = sorted({m for m in seen if seen.count(m) > 1})
    assert not twice, twice


TILE_IN_NOTATION = re.compile(r"(?<![\d{\w])[0-6][:\-][0-6](?![\d}])")
"""A tile written as the engine writes it («6:6») or with a hyphen («6-6»), outside a field."""


@pytest.mark.parametrize("lang", LANGUAGES)
def test_tiles_are_written_as_people_write_them(lang: str) -> None:
    """Every text writes a tile with an en dash, «6–6», as the moves in words do
    (`rules.move_words.tile_words`); never «6:6» or «6-6» (P26: «1-1 … 0-0» beside «2–5»)."""
    bad = [(key, form) for (_, key), forms in texts(lang).items() for form in forms
           if TILE_IN_NOTATION.search(form)]
    assert not bad, bad
