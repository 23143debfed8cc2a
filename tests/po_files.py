"""The catalog sources (``assets/locale/*/LC_MESSAGES/kozel.po``) as the tests read them, via Babel."""

from __future__ import annotations

import string
from functools import cache
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po

from rules.i18n import DOMAIN, LANGUAGES, locale_dir

__all__ = ["catalog", "fields_of", "msgids", "po_path", "texts"]

Id = tuple[str | None, str]
"""A message: (context or None, key)."""


def po_path(lang: str) -> Path:
    """The ``.po`` source of ``lang``."""
    return locale_dir() / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


@cache
def catalog(lang: str) -> Catalog:
    """The parsed ``.po`` of ``lang``."""
    with po_path(lang).open("rb") as f:
        return read_po(f, locale=lang, domain=DOMAIN)


def _key(message_id: str | tuple[str, ...] | list[str]) -> str:
    return message_id if isinstance(message_id, str) else message_id[0]


@cache
def texts(lang: str) -> dict[Id, tuple[str, ...]]:
    """Every message of ``lang``: its forms (one, or one per plural form)."""
    out: dict[Id, tuple[str, ...]] = {}
    for m in catalog(lang):
        if not m.id:
            continue  # the header
        forms = (m.string,) if isinstance(m.string, str) else tuple(m.string or ())
        out[(m.context, _key(m.id))] = forms
    return out


def msgids() -> set[str]:
    """Every key of every language."""
    return {key for lang in LANGUAGES for _, key in texts(lang)}


def fields_of(text: str) -> set[str]:
    """The ``{field}`` names a ``str.format`` template uses."""
    return {name.split(".")[0].split("[")[0] for _, name, _, _ in string.Formatter().parse(text)
            if name is not None}
