"""PT-G: «берите из базара» — in Russian tiles are taken «с базара» (the rules say they
«идут на базар»: на → с), everywhere in the catalog; in Ukrainian «з базару» after a vowel,
«із базару» between consonants («брав із базару», «беріть із базару»)."""

from __future__ import annotations

import re
from pathlib import Path

from babel.messages.pofile import read_po

LOCALE = Path(__file__).resolve().parent.parent / "assets" / "locale"


def _texts(lang: str) -> list[str]:
    with (LOCALE / lang / "LC_MESSAGES" / "kozel.po").open("rb") as f:
        catalog = read_po(f)
    out = []
    for message in catalog:
        if not message.id:
            continue
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        out += [s for s in strings if s]
    return out


def test_russian_takes_tiles_from_the_bazaar_with_s() -> None:
    texts = _texts("ru")
    wrong = [t for t in texts if re.search(r"\b[Ии]з базара", t)]
    assert not wrong, wrong
    assert sum("с базара" in t or "С базара" in t for t in texts) > 30


def test_ukrainian_z_or_iz_by_the_sound_before_it() -> None:
    for t in _texts("uk"):
        for m in re.finditer(r"(\w+) (із|з) базар", t):
            word, prep = m.group(1), m.group(2)
            after_vowel = word[-1].lower() in "аеєиіїоуюя"
            assert prep == ("з" if after_vowel else "із"), (word, prep, t)
