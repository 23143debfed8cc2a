"""The game's one gettext catalog, shared by the GUI and the engine's command line.

The catalogs are ``assets/locale/<lang>/LC_MESSAGES/kozel.po`` (message ids are keys
such as ``table.knock``), compiled to ``.mo`` by ``make`` and by ``build.spec`` (and, run
from source, at start when a ``.po`` is newer: ``kozel_gui.i18n.catalogs``) and read with
the standard library's ``gettext``.  A string the language's catalog lacks (an old
``.mo``) is taken from the ``FALLBACKS``, else shown as its key: warned, never raised.  This
module knows no current language: every function takes ``lang``; the GUI's
``kozel_gui.i18n`` keeps the language in use.

A sentence about a person agrees with who they are: ``about`` picks the message's
gettext context ``male``, ``female`` or ``you`` (the player at the screen), or its
context-free form, phrased around the name, when the gender is not known.  Names
are never declined.

>>> text("en", "app.title")
'Kozel Domino'
>>> ntext("ru", "cli.bazaar", 3)
'  Базар: 3 кости'
>>> [about("ru", "table.summary_out", p) for p in
...  (Person("Зина", Gender.FEMALE), Person("Михалыч", Gender.MALE), Person.you(), Person("Саша"))]
['Зина вышла', 'Михалыч вышел', 'Вы вышли', 'Саша: все кости выложены']
"""

from __future__ import annotations

import gettext
import sys
import warnings
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from pathlib import Path

__all__ = ["DOMAIN", "FALLBACKS", "LANGUAGES", "CatalogMissing", "Gender", "MissingText", "Person",
           "about", "has_text", "listing", "locale_dir", "ntext", "number", "sentences", "text",
           "translations"]

DOMAIN = "kozel"
LANGUAGES = ("ru", "uk", "en")
"""Languages the game speaks, the default first."""


class Gender(StrEnum):
    """A person's grammatical gender: which form a sentence about them takes."""

    MALE = "male"
    FEMALE = "female"

    @classmethod
    def parse(cls, value: object) -> Gender | None:
        """``"male"``/``"female"`` (or a ``Gender``), None for None; ``ValueError`` otherwise."""
        if value is None or isinstance(value, Gender):
            return value
        try:
            return cls(str(value))
        except ValueError:
            raise ValueError(f"gender must be 'male', 'female' or null, not {value!r}") from None


@dataclass(frozen=True, slots=True)
class Person:
    """Who a sentence is about: a name and its gender (None: not known), or the player ("you")."""

    name: str
    gender: Gender | None = None
    is_you: bool = False
    """The one person at the screen: sentences say «Вы вышли», not their name."""
    plural: bool = False
    """Several people as one (a pair of partners): «Михалыч и Зина записали»."""

    @classmethod
    def you(cls, name: str = "", gender: Gender | None = None) -> Person:
        """The player in front of the screen."""
        return cls(name, gender, is_you=True)

    @property
    def context(self) -> str | None:
        """The gettext context of sentences about this person (None: the neutral form)."""
        if self.is_you:
            return "you"
        if self.plural:
            return "plural"
        return None if self.gender is None else self.gender.value


class CatalogMissing(RuntimeError):
    """The compiled catalog of a language is not there (the build step did not run)."""


def locale_dir() -> Path:
    """``assets/locale``: under ``sys._MEIPASS`` when frozen, else the repository's."""
    frozen_root = getattr(sys, "_MEIPASS", None)
    root = Path(frozen_root) if frozen_root is not None else Path(__file__).resolve().parent.parent
    return root / "assets" / "locale"


@cache
def translations(lang: str) -> gettext.NullTranslations:
    """The compiled catalog of ``lang``; ``CatalogMissing`` says how to build it."""
    if lang not in LANGUAGES:
        raise ValueError(f"language must be one of {', '.join(LANGUAGES)}, not {lang!r}")
    try:
        return gettext.translation(DOMAIN, locale_dir(), languages=[lang])
    except FileNotFoundError:
        raise CatalogMissing(f"no compiled catalog for {lang!r} in {locale_dir()}: "
                             "run `make locale` (it compiles the .po files)") from None


class MissingText(UserWarning, KeyError):
    """A string the catalogs cannot give as asked (an old compiled catalog, a key not added
    yet): warned once per key and shown as the next catalog's or as the key, never a crash.
    The tests make it an error (``filterwarnings`` in pyproject.toml); it is a ``KeyError``
    for code that asks whether a string exists by trying it."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else ""


FALLBACKS = ("ru", "en")
"""Catalogs that answer, in this order, what the catalog of the language in use lacks."""

Find = Callable[[gettext.NullTranslations], "str | None"]
"""One catalog's answer (None: it has none); ``_WrongShape`` for a message of other forms."""


class _WrongShape(Exception):
    """The message is there with (or without) plural forms, unlike what was asked."""


def _catalogs(lang: str) -> Iterator[tuple[str, gettext.NullTranslations]]:
    """The compiled catalogs to ask, the language's own first (missing ones are skipped)."""
    for name in dict.fromkeys((lang, *FALLBACKS)):
        try:
            yield name, translations(name)
        except CatalogMissing:
            continue


def _answer(lang: str, key: str, find: Find) -> str:
    """The first catalog's answer; else the key (each miss warned once, see MissingText)."""
    for name, catalog in _catalogs(lang):
        try:
            found = find(catalog)
        except _WrongShape as wrong:
            warnings.warn(MissingText(f"{key!r} {wrong}"), stacklevel=3)
            return key
        if found is not None:
            if name != lang:
                warnings.warn(MissingText(f"no string {key!r} in the {lang!r} catalog: shown in "
                                          f"{name!r} (an old .mo? `make locale` compiles them)"),
                              stacklevel=3)
            return found
    warnings.warn(MissingText(f"no string {key!r} in the catalog"), stacklevel=3)
    return key


def has_text(lang: str, key: str) -> bool:
    """Whether the catalog of ``lang`` has a (context-free) string ``key``."""
    try:
        return translations(lang).gettext(key) != key
    except CatalogMissing:
        return False


def text(lang: str, key: str, **fields: object) -> str:
    """The string ``key`` in ``lang`` with its ``{fields}`` filled in."""
    def find(t: gettext.NullTranslations) -> str | None:
        if t.ngettext(key, key, 1) != key:  # gettext would quietly give the singular form
            raise _WrongShape("has plural forms: give its count (ntext, ntr)")
        found = t.gettext(key)
        return None if found == key else found

    found = _answer(lang, key, find)
    return found.format(**fields) if fields and found != key else found


def listing(lang: str, items: Sequence[str]) -> str:
    """``items`` as one list in words, the last joined by «и»: «Маша и Лёша», «Маша, Лёша
    и Коля», "A, B and C" (every list of names or numbers a sentence holds goes here)."""
    if len(items) < 2:
        return "".join(items)
    return text(lang, "list.and", first=", ".join(items[:-1]), last=items[-1])


def sentences(parts: Sequence[str]) -> str:
    """``parts`` told one after another, each a sentence of its own: a capital first letter
    and a full stop (not after «!», «?» or «…»).  Parts that each begin as a sentence
    («За вас компьютер …», "For you, the computer …") cannot follow a «;»: a capital there
    is wrong in every language, and a name must not be lower-cased to fit.

    >>> sentences(["Зина стучит", "за вас компьютер кладёт 2–6", "Рыба!"])
    'Зина стучит. За вас компьютер кладёт 2–6. Рыба!'
    """
    return " ".join(p[:1].upper() + p[1:] + ("" if p.endswith((".", "!", "?", "…")) else ".")
                    for p in parts if p)


def number(lang: str, x: float, digits: int = 1) -> str:
    """``x`` with ``digits`` decimals and the language's decimal sign: «6,2», "6.2".

    Every decimal a person reads goes through here (the coach, the statistics); a negative
    one has the minus sign «−», not a hyphen (P32), and one that rounds to zero is «0,0»,
    never «−0,0» (a playtester read it as engine output).

    >>> number("ru", -0.04), number("en", -1.25, 1), number("ru", 6.25, 2)
    ('0,0', '−1.2', '6,25')
    """
    rounded = round(x, digits)
    shown = f"{rounded + 0.0 if rounded else 0.0:.{digits}f}".replace(
        ".", text(lang, "number.decimal_point"))
    return shown.replace("-", "\u2212")


def ntext(lang: str, key: str, n: int, **fields: object) -> str:
    """The plural form of ``key`` that agrees with ``n``; ``{n}`` and ``fields`` filled in."""
    def find(t: gettext.NullTranslations) -> str | None:
        found = t.ngettext(key, key, n)
        if found == key and t.gettext(key) != key:
            raise _WrongShape("has no plural forms: give no count (text, tr)")
        return None if found == key else found

    found = _answer(lang, key, find)
    return found.format(n=n, **fields) if found != key else found


def about(lang: str, key: str, who: Person, *, n: int | None = None, **fields: object) -> str:
    """The sentence ``key`` about ``who``, agreeing with them (and with ``n`` when it counts).

    ``{name}`` is ``who.name`` and ``{n}`` is ``n``; when the message has plural forms,
    ``n`` also picks the one that agrees with it.  A message that reads the same for
    everyone has no contexts: its one form is used.
    """
    if n is not None:
        fields["n"] = n

    def find(t: gettext.NullTranslations) -> str | None:
        for context in (who.context, None):
            if n is not None:
                found = t.npgettext(context, key, key, n) if context else t.ngettext(key, key, n)
                if found != key:
                    return found
            found = t.pgettext(context, key) if context else t.gettext(key)
            if found != key:
                return found
        return None

    found = _answer(lang, key, find)
    return found.format(name=who.name, **fields) if found != key else found
