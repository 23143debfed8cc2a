"""PT-Q: the score pad's «Чем кончился кон» offered «Вышел», a man's word, whoever went
out.  The choice is the courtyard's own noun now, «Выход» (uk «Вихід», en “Went out”), and
every place the pad names the one who went out says it without a gender: the pad knows its
players' names only, typed in, never whether each is a man or a woman."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from harness import harness_for
from test_scorepad_scene import open_pad, page_of, press, saved_pad

from kozel_gui.i18n import tr
from kozel_gui.scorepad.entry_page import EntryPage

WORDS = {
    "ru": ("Чем кончился кон", "Выход", "Рыба", "Кто вышел?", "выход"),
    "uk": ("Чим закінчився кін", "Вихід", "Риба", "Хто вийшов?", "вихід"),
    "en": ("How the round ended", "Went out", "Fish", "Who went out?", "out"),
}


@pytest.mark.parametrize("lang", sorted(WORDS))
def test_how_the_round_ended_is_worded_for_anyone(tmp_path: Path, lang: str) -> None:
    ended, out, fish, who, chip = WORDS[lang]
    saved_pad(tmp_path)
    with harness_for(tmp_path, "--lang", lang) as h:
        scene = open_pad(h)
        press(h, "20", starts=True)  # the pad in the list, by its date
        press(h, tr("scorepad.add_round"))
        page = page_of(scene)
        assert isinstance(page, EntryPage)
        texts = [b.text for b in h.buttons()]
        assert texts[texts.index(out) + 1] == fish, texts
        assert [text for _, text in page.labels][:2] == [ended, who]
        press(h, "Вера")  # a woman went out: the pad cannot know it, so no gender is said
        press(h, tr("scorepad.by_tiles"))  # each hand's chip: its name and its worth
        shown = [b.text for b in h.buttons()]
        assert f"Вера · {chip}" in shown, " | ".join(shown)


@pytest.mark.parametrize("lang", sorted(WORDS))
def test_no_words_of_the_pad_about_a_named_player_carry_a_gender(lang: str) -> None:
    catalog = Path(__file__).parents[1] / f"assets/locale/{lang}/LC_MESSAGES/kozel.po"
    text = catalog.read_text("utf-8")
    entries = re.findall(r'msgid "(scorepad\.[^"]+)"\n(?:msgid_plural[^\n]*\n)?((?:msgstr[^\n]*\n)+)',
                         text)
    # «кто вышел» is the pronoun's own agreement, said of anyone; a verb agreeing with the
    # named player is what the pad cannot get right.
    gendered = re.compile(r"(?<!кто )(?<!хто )\b(вышел|вышла|вийшов|вийшла|сделал|сделала"
                          r"|зробив|зробила)\b", re.IGNORECASE)
    named = [(key, said) for key, said in entries if "{name" in said]
    assert named, "the pad names its players somewhere"
    assert not [(k, s) for k, s in named if gendered.search(s)]
