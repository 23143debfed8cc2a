"""One string catalog, Russian first, English too.

The catalog is split by area (``menu``, ``table``, ``settings`` ...) only so
that the files stay small; keys are unique across all of them.

>>> set_language("en"); tr("app.title")
'Domino «Kozel»'
>>> set_language("ru"); tr("app.title")
'Домино «Козёл»'
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any

__all__ = ["LANGUAGES", "catalog", "get_language", "set_language", "tr"]

LANGUAGES = ("ru", "en")
"""Languages the game speaks, the default first."""

_state = {"lang": "ru"}
_CATALOG: dict[str, tuple[str, str]] = {}


def _load() -> dict[str, tuple[str, str]]:
    if not _CATALOG:
        for info in pkgutil.iter_modules(__path__):
            module = importlib.import_module(f"{__name__}.{info.name}")
            for key, pair in module.STRINGS.items():
                if key in _CATALOG:
                    raise ValueError(f"string key {key!r} defined twice")
                _CATALOG[key] = pair
    return _CATALOG


def catalog() -> dict[str, tuple[str, str]]:
    """Every string: ``{key: (russian, english)}``."""
    return _load()


def set_language(lang: str) -> None:
    """Switch the language (``"ru"`` or ``"en"``)."""
    if lang not in LANGUAGES:
        raise ValueError(f"language must be one of {', '.join(LANGUAGES)}, not {lang!r}")
    _state["lang"] = lang


def get_language() -> str:
    """The language in use."""
    return _state["lang"]


def tr(key: str, **values: Any) -> str:
    """The string ``key`` in the current language, with ``{name}`` fields filled in."""
    pair = _load().get(key)
    if pair is None:
        raise KeyError(f"no string {key!r} in the catalog")
    text = pair[0] if _state["lang"] == "ru" else pair[1]
    return text.format(**values) if values else text
