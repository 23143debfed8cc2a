"""Playtest S: numbers shown without saying what they are.  The replay's plates said «7 · 45»
under each name (tiles in hand and what they are worth: now «7 костей · 45 очков»); the
history listed a 2×2 match's players in seat order beside «34 : 102», leaving the reader to
guess which pair scored which (now the pairs in the order of the scores)."""

from __future__ import annotations

import dataclasses

import pytest
from rendered import rendered_strings
from test_history_support import stored_json

from kozel_gui.app import App
from kozel_gui.history import MatchRow
from kozel_gui.i18n import set_language
from kozel_gui.scenes.history import row_cells
from kozel_gui.scenes.replay import ReplayScene, plate_line
from rules import Tile, find_preset

HAND = tuple(Tile.parse(t) for t in ("6:6", "5:6", "4:5", "1:2", "0:3", "2:2", "3:4"))
"""Seven tiles worth 12 + 11 + 9 + 3 + 3 + 4 + 7 = 49 in Kozel."""


@pytest.mark.parametrize(("lang", "said", "down"), [
    ("ru", "7 костей · 49 очков", "7 костей"),
    ("uk", "7 кісток · 49 очок", "7 кісток"),
    ("en", "7 tiles · 49 points", "7 tiles"),
])
def test_a_replay_plate_names_its_numbers(lang: str, said: str, down: str) -> None:
    set_language(lang)
    try:
        kozel = find_preset("kozel")
        assert plate_line(kozel, HAND, 0).replace("\u00a0", " ") == said
        assert plate_line(kozel, (), 7).replace("\u00a0", " ") == down  # face down: how many
        assert plate_line(kozel, HAND[:1], 0).replace("\u00a0", " ") == {
            "ru": "1 кость · 12 очков", "uk": "1 кістка · 12 очок",
            "en": "1 tile · 12 points"}[lang]
    finally:
        set_language("ru")


def test_the_replay_draws_the_plates_words(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    scene = ReplayScene(app, stored_json(3, 4, "kozel"))
    scene.build(app.screen.get_size())
    state = scene.replay.state
    rules = scene.replay.sheet.rules
    expected = [plate_line(rules, state.hand(seat) if state else (), 0) for seat in range(4)]
    with rendered_strings(monkeypatch) as seen:
        scene.draw(app.screen)
    assert all(line in seen for line in expected), (expected, seen)
    assert all("кост" in line and "очк" in line for line in expected)


def test_the_history_names_the_pairs_in_the_order_of_their_scores() -> None:
    pair = MatchRow(1, "2026-12-07T10:00", "kozel_2x2", ("еед М", "Михалыч", "Петрович", "Зина"),
                    "won", 1, (34, 102), None, None, 7, 0)
    alone = dataclasses.replace(pair, variant="kozel", scores=(34, 102, 5, 0), goat=None)
    said = {}
    for lang in ("ru", "uk", "en"):
        set_language(lang)
        said[lang] = (row_cells(pair)[2], row_cells(pair)[4], row_cells(alone)[2])
    set_language("ru")
    assert said["ru"][:2] == ("еед М и Петрович : Михалыч и Зина", "34 : 102")
    assert said["uk"][0] == "еед М і Петрович : Михалич і Зіна"
    assert said["en"][0] == "еед М & Pete : Mike & Zoe"
    assert {s[2] for s in said.values()} >= {"еед М, Михалыч, Петрович, Зина"}  # one a seat
