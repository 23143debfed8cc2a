"""The GUI's words: the one gettext catalog (``rules.i18n``) in the language in use.

Every visible string comes from ``assets/locale/<lang>/LC_MESSAGES/kozel.po``;
docs/ARCHITECTURE.md («Words») says how to add one.

>>> set_language("en"); tr("app.title")
'Kozel Domino'
>>> set_language("uk"); ntr("table.tiles", 5)
'5 кісток'
>>> tr_about("table.over_winner", Person("Зина", Gender.FEMALE))
'Перемогла Зина!'
>>> set_language("ru"); tr("app.title")
'Домино «Козёл»'
"""

from __future__ import annotations

from rules import i18n
from rules.i18n import LANGUAGES, Gender, Person

__all__ = ["LANGUAGES", "Gender", "Person", "get_language", "has_text", "language_name",
           "ntr", "set_language", "tr", "tr_about"]

_state = {"lang": LANGUAGES[0]}


def set_language(lang: str) -> None:
    """Switch the language of every string from now on (one of ``LANGUAGES``)."""
    i18n.translations(lang)  # refuses an unknown language, and a missing catalog, now
    _state["lang"] = lang


def get_language() -> str:
    """The language in use."""
    return _state["lang"]


def tr(key: str, **fields: object) -> str:
    """The string ``key`` in the current language, with ``{name}`` fields filled in."""
    return i18n.text(_state["lang"], key, **fields)


def ntr(key: str, n: int, **fields: object) -> str:
    """The plural form of ``key`` that agrees with ``n`` («1 кость», «3 кости», «5 костей»)."""
    return i18n.ntext(_state["lang"], key, n, **fields)


def tr_about(key: str, who: Person, *, n: int | None = None, **fields: object) -> str:
    """The sentence ``key`` about ``who`` in the agreeing form («Зина вышла», «Вы вышли»).

    ``{name}`` is filled with ``who.name``; ``n``, when given, also picks the plural form.
    """
    return i18n.about(_state["lang"], key, who, n=n, **fields)


def has_text(key: str) -> bool:
    """Whether the catalog has the string ``key``."""
    return i18n.has_text(_state["lang"], key)


def language_name(lang: str) -> str:
    """A language's own name for itself («Русский», «Українська», "English")."""
    return i18n.text(lang, "language.name")

