"""The rules page at 1024×600 in every language: labels clear of their boxes, problem lines
whole (wrapped, never cut), and the differences line in sentences of its own words."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from harness import Harness, harness_for

from kozel_gui.i18n import set_language, tr
from kozel_gui.scenes.settings import SettingsScene
from kozel_gui.settings.form import LABEL_PAD
from rules import NextLead

SIZE = (1024, 600)


@pytest.fixture(autouse=True)
def _russian_after() -> Iterator[None]:
    yield
    set_language("ru")  # the language is global per worker process


@pytest.fixture(params=["ru", "en", "uk"])
def page(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[tuple[Harness, Any]]:
    """The rules page at 1024×600 in one language, opened as the menu opens it."""
    with harness_for(tmp_path, "--lang", request.param) as h:
        h.resize(SIZE)
        h.app.push(SettingsScene(h.app, "rules"))
        h.frames(3)
        yield h, h.top.page  # type: ignore[attr-defined]


def _text_width(label: Any) -> int:
    return int(label.font.size(label.text)[0])


def test_the_toolbar_labels_keep_clear_of_their_boxes(page: tuple[Harness, Any]) -> None:
    _h, p = page
    for label, box in ((_label(p, tr("settings.preset")), p.picker),
                       (_label(p, tr("settings.new_name")), p.name_entry)):
        assert label.rect.right <= box.rect.left, label.text
        assert _text_width(label) + LABEL_PAD <= label.rect.w, (label.text, label.rect)


def _label(p: Any, text: str) -> Any:
    found = [e for e in p.elements if getattr(e, "text", None) == text]
    assert found, text
    return found[0]


def test_a_long_problem_line_wraps_whole_within_the_page(page: tuple[Harness, Any]) -> None:
    h, p = page
    p.state.draft.set("next_lead", NextLead.WINNER_PARTNER)  # as an old file may hold
    p.refresh()
    h.frames(2)
    row = p.form.rows["next_lead"]
    said = tr("settings.warn.partner_without_teams")
    shown = " ".join(label.text for label in row.problems)
    assert shown == "! " + said, "every word is shown, in order"
    right = p.form.rect.right - 22  # the scroll bar
    for label in row.problems:
        assert _text_width(label) + LABEL_PAD <= label.rect.w, label.text
        assert label.rect.right <= right, (label.rect, right)
    below = p.form.rows["eggs"].label.get_relative_rect() if "eggs" in p.form.rows else None
    assert below is None or row.problems[-1].get_relative_rect().bottom <= below.top


def test_the_differences_line_is_whole_sentences_and_fits(page: tuple[Harness, Any]) -> None:
    h, p = page
    allowed = p.form.rows["players_allowed"].control
    h.click(allowed.buttons[4].rect.center)  # playable by 2 or 3, not 4
    hand = p.form.rows["hand_size"].control
    h.click(hand.next.rect.center)
    h.frames(2)
    text = p.summary.text
    assert p.state.modified and "2, 3" in text, text
    # A label starts a sentence («Для скольких игроков: 2, 3.»), never a word inside one.
    assert not re.search(r"[a-zа-яёіїє,;] [A-ZА-ЯЁІЇЄ]", text), text
    assert tr("field.players_allowed") + ":" in text
    assert _text_width(p.summary) + LABEL_PAD <= p.summary.rect.w, text
