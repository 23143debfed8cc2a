"""A message shown on the table, settings, kids', statistics and network screens follows a
change of language while it is on screen (it is kept as words, never as a plain string).

Each case brings its message up as a player would, through the real App loop, then the
language changes (as the settings do: ``App.set_options``) and the same message must read
in English.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest
from harness import Harness, harness_for
from kids_kit import add_child
from table_kit import hinted

from kozel_gui.history import HISTORY_FILE
from kozel_gui.i18n import set_language, tr
from kozel_gui.kids.progress import PROGRESS_FILE
from kozel_gui.options import default_setup
from kozel_gui.scenes.kids import KidsScene
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.net_join import JoinScene
from kozel_gui.scenes.net_lobby import LobbyScene
from kozel_gui.scenes.net_table import NetTableScene
from kozel_gui.scenes.settings import SettingsScene
from kozel_gui.scenes.stats import StatsScene
from kozel_gui.scenes.table import TableScene
from kozel_gui.settings.presets_store import PRESETS_FILE
from kozel_net.local import HostThread
from kozel_net.seats import parse_seats
from kozel_net.table import TableConfig
from rules import find_preset

KOZEL = find_preset("kozel")

Shown = Callable[[], list[str]]
"""What the screen shows of its messages now (in the language in use)."""


@pytest.fixture(autouse=True)
def _russian_after() -> Iterator[None]:
    yield
    set_language("ru")  # the language is global per worker process


def _line(h: Harness) -> Shown:
    return lambda: h.app.messages.visible(h.app.now)


def _in_english(h: Harness, shown: Shown, said: Callable[[], str]) -> None:
    """``said()`` is on screen in Russian; after the switch it reads in English."""
    assert said() in shown(), (said(), shown())
    russian = said()
    h.app.set_options(dataclasses.replace(h.app.options, language="en"))
    h.frames(2)
    assert said() != russian and said() in shown(), (said(), shown())


def _at_turn(h: Harness) -> TableScene:
    """A seeded two-player table opened from the menu, waiting for the person's move."""
    h.app.set_setup(dataclasses.replace(default_setup(2), seed=1))
    h.press(tr("menu.play"))
    table = h.top
    assert isinstance(table, TableScene)
    h.until(table.model.ready, what="the person's turn")
    return table


def test_the_tables_hint_follows_a_switch(tmp_path: Path) -> None:
    with harness_for(tmp_path) as h:
        table = _at_turn(h)
        h.key(pygame.K_h, frames=1)
        hinted(h.app, table)
        note = table.model.note
        assert note is not None, "the hint is shown"

        def message() -> list[str]:
            return [table.view().message or ""]
        _in_english(h, message, lambda: str(note[0]))
        assert not any("а" <= c <= "я" for c in message()[0].lower()), message()


def test_the_tables_hints_off_note_follows_a_switch(tmp_path: Path) -> None:
    with harness_for(tmp_path) as h:
        h.app.set_options(dataclasses.replace(h.app.options, hints=False))
        table = _at_turn(h)
        h.key(pygame.K_h, frames=1)
        _in_english(h, lambda: [table.view().message or ""], lambda: tr("table.hints_off"))


def test_a_settings_message_follows_a_switch(tmp_path: Path) -> None:
    (tmp_path / PRESETS_FILE).write_text("{not json", encoding="utf-8")
    with harness_for(tmp_path) as h:
        h.app.push(SettingsScene(h.app, tab="players"))
        h.frames(3)
        moved = next(tmp_path.glob("custom_presets.corrupt-*.json")).name
        _in_english(h, _line(h), lambda: tr("shell.file_set_aside", name=PRESETS_FILE,
                                            moved=moved))


def test_the_kids_screens_message_follows_a_switch(tmp_path: Path) -> None:
    add_child(tmp_path)
    (tmp_path / PROGRESS_FILE).write_text("{not json", encoding="utf-8")
    with harness_for(tmp_path, "--speed", "0") as h:
        h.press(tr("menu.kids"))
        assert isinstance(h.top, KidsScene)
        moved = next(tmp_path.glob("kids_progress.corrupt-*.json")).name
        _in_english(h, _line(h), lambda: tr("shell.file_set_aside", name=PROGRESS_FILE,
                                            moved=moved))


def test_the_statistics_message_follows_a_switch(tmp_path: Path) -> None:
    (tmp_path / HISTORY_FILE).write_bytes(b"not a database at all" * 100)
    with harness_for(tmp_path) as h:
        h.press(tr("menu.stats"))
        assert isinstance(h.top, StatsScene)
        line = _line(h)
        assert any(HISTORY_FILE.split(".")[0] in t or "Истори" in t for t in line()), line()
        russian = line()
        h.app.set_options(dataclasses.replace(h.app.options, language="en"))
        h.frames(2)
        assert any(t.startswith("The match history could not be read") for t in line()), line()
        assert line() != russian


def test_the_network_tables_message_follows_a_switch(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(LobbyScene, "RETRY_FOR", 0.5)  # no waiting for a host that is gone
    config = TableConfig("TEST42", KOZEL, parse_seats("human,bot:heaviest", 2), 5, matches=1)
    host = HostThread(config, port=0, listen="127.0.0.1", lan=False, bot_delay=0)
    host.wait_started()
    try:
        with harness_for(tmp_path, "--speed", "0") as h:
            h.press(tr("menu.join"))
            assert isinstance(h.top, JoinScene)
            h.type(f"127.0.0.1:{host.port}")
            h.key(pygame.K_TAB)
            h.type("TEST42")
            h.press(tr("net.join"))
            _until(h, lambda: isinstance(h.top, NetTableScene), "the table")
            host.stop()
            _until(h, lambda: isinstance(h.top, MenuScene), "the way back to the menu")
            _in_english(h, _line(h), lambda: tr("net.err_lost_kept", code="TEST42"))
    finally:
        host.stop()


def _until(h: Harness, ready: Callable[[], object], what: str, seconds: float = 60) -> None:
    """Frames until ``ready()`` (the network answers in real time: a wall-clock deadline)."""
    deadline = time.monotonic() + seconds
    while not ready():
        assert time.monotonic() < deadline, f"{what} did not happen within {seconds} s"
        h.frames(1)
