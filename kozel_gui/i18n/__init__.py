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

A message kept to be shown later (the message line) keeps its words, not their rendering,
so it follows a change of language: ``str(words(key, **fields))`` renders it now.

>>> said = words("storage.fault", cause=words("storage.cause.full"), lost="…")
>>> str(said)
'Нет места на диске: ….'
>>> set_language("en"); str(said)
'The disk is full: ….'
>>> set_language("ru")
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from rules import i18n
from rules.i18n import LANGUAGES, Gender, Person

__all__ = ["LANGUAGES", "Gender", "Later", "Person", "Said", "Words", "bound_numbers",
           "get_language", "has_text", "language_name", "listing", "ntr", "set_language", "tr", "tr_about",
           "words"]

_state = {"lang": LANGUAGES[0]}


def set_language(lang: str) -> None:
    """Switch the language of every string from now on (one of ``LANGUAGES``)."""
    try:
        i18n.translations(lang)  # refuses an unknown language now
    except i18n.CatalogMissing:  # its strings come from the fallbacks: none at all is an end
        if not any(i18n.has_text(other, "app.title") for other in i18n.FALLBACKS):
            raise
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


def listing(items: Sequence[str]) -> str:
    """``items`` as one list in the current language: «Маша, Лёша и Коля» (``rules.i18n``)."""
    return i18n.listing(_state["lang"], items)


_NUMBER_GAP = re.compile(r"(?<=\d) (?=\w)")


def bound_numbers(text: str) -> str:
    """``text`` with each number bound to the word after it by a no-break space, so a line
    never ends on the number and starts with its noun («2» / «игры»).

    >>> bound_numbers("Будут удалены 2 игры.") == "Будут удалены 2\u00a0игры."
    True
    """
    return _NUMBER_GAP.sub("\u00a0", text)


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


@dataclass(frozen=True, slots=True)
class Words:
    """A sentence of the catalog with its fields, rendered in the language in use whenever
    it is shown (``str``); a field that is ``Words`` or ``Later`` is rendered the same way."""

    key: str
    fields: tuple[tuple[str, object], ...] = ()
    plural: int | None = None
    """Picks the plural form when given (and fills ``{n}``)."""
    who: Person | None = None
    """The sentence is about ``who`` (the agreeing form, as ``tr_about``)."""

    def __str__(self) -> str:
        fields = {k: str(v) if isinstance(v, Words | Later) else v for k, v in self.fields}
        if self.who is not None:
            return tr_about(self.key, self.who, n=self.plural, **fields)
        if self.plural is not None:
            return ntr(self.key, self.plural, **fields)
        return tr(self.key, **fields)


def words(key: str, *, plural: int | None = None, who: Person | None = None,
          **fields: object) -> Words:
    """The sentence ``key`` kept as words (see ``Words``), to be rendered when shown: the
    fields as ``tr``'s; ``plural`` as ``ntr``'s count, ``who`` as ``tr_about``'s."""
    return Words(key, tuple(fields.items()), plural, who)


@dataclass(frozen=True, slots=True)
class Later:
    """Text that ``render(*args)`` makes of the catalog's sentences whenever it is shown, in
    the language in use then: for what one key cannot say (a move in words, a list)."""

    render: Callable[..., str]
    args: tuple[object, ...] = ()

    def __str__(self) -> str:
        return self.render(*self.args)


Said = Words | Later
"""What a message line shows: never a plain string, so it follows a change of language."""
