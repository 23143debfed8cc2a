"""The language the computer speaks: the first start's choice before the player makes one.

POSIX settles a program's language by ``LC_ALL``, then ``LC_MESSAGES``, then ``LANG``
(the first one set and not empty wins); an unset environment falls back to what
:func:`locale.getlocale` reports, and on Windows to the user's interface language.
Anything the game does not speak (or ``C`` / ``POSIX``) gives Russian, the game's own.

>>> from_tag("uk_UA.UTF-8"), from_tag("en_GB"), from_tag("ru"), from_tag("C.UTF-8")
('uk', 'en', 'ru', None)
"""

from __future__ import annotations

import locale
import os
import sys
from collections.abc import Callable, Mapping

from rules.i18n import LANGUAGES

__all__ = ["ENV_ORDER", "FALLBACK", "from_tag", "system_language"]

ENV_ORDER = ("LC_ALL", "LC_MESSAGES", "LANG")
"""The environment variables that name a locale, the strongest first (POSIX's order)."""

FALLBACK = "ru"
"""The language when the system's is unknown or one the game does not speak."""


def from_tag(tag: str | None) -> str | None:
    """The game's language for a locale name («uk_UA.UTF-8», «en-US», «Russian_Russia»)."""
    if not tag:
        return None
    head = tag.split(".")[0].split("@")[0].replace("-", "_").split("_")[0].lower()
    if head in LANGUAGES:
        return head
    # Windows names a locale in words («Ukrainian_Ukraine.1251»).
    return {"russian": "ru", "ukrainian": "uk", "english": "en"}.get(head)


def system_language(environ: Mapping[str, str] | None = None,
                    get_locale: Callable[[], tuple[str | None, str | None]] | None = None,
                    platform: str | None = None) -> str:
    """The game's language that matches the system's, else ``FALLBACK``."""
    env = os.environ if environ is None else environ
    for name in ENV_ORDER:
        value = env.get(name)
        if value:  # the first one set decides, even when it is «C» (as gettext does)
            return from_tag(value) or FALLBACK
    if (platform or sys.platform) == "win32":
        found = from_tag(_windows_ui_language())
        if found:
            return found
    try:
        found = from_tag((get_locale or locale.getlocale)()[0])
    except ValueError:  # an unparsable locale name
        found = None
    return found or FALLBACK


def _windows_ui_language() -> str | None:
    """The Windows user's interface language as a tag («uk-UA»), or None elsewhere."""
    try:
        import ctypes

        lang_id = ctypes.windll.kernel32.GetUserDefaultUILanguage()  # type: ignore[attr-defined]
    except (AttributeError, OSError):
        return None
    return locale.windows_locale.get(int(lang_id))
