"""History list, replay, statistics and profile screens in the real app, headless, two sizes.

Everything is reached from the main menu and driven by clicks and keys through the app's
loop (``tests/harness.py``).  Screenshots go to a temporary folder (or ``KOZEL_SHOTS``).
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Iterator
from datetime import datetime, timedelta
from pathlib import Path

import pygame
import pytest
from harness import Harness, harness_for
from test_history_support import setup_json, stored_json

from kozel_gui.history import HISTORY_FILE, History
from kozel_gui.i18n import set_language, tr
from kozel_gui.profiles import Profiles
from kozel_gui.scenes.history import HistoryScene
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.profile import ProfileScene
from kozel_gui.scenes.replay import ReplayScene
from kozel_gui.scenes.stats import StatsScene
from kozel_gui.storage import DataDir

SIZES = ((1280, 720), (1024, 600))


@pytest.fixture(scope="module")
def h(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Harness]:
    data = tmp_path_factory.mktemp("data")
    store = DataDir(data)
    Profiles().added("Аня", created=datetime(2025, 1, 1)).save(store)
    start = datetime(2025, 5, 1, 19, 0)
    with History.open(store.path(HISTORY_FILE)) as history:
        for i, (players, preset) in enumerate([(4, "kozel"), (2, "kozel"), (3, "courtyard"),
                                               (4, "kozel_2x2"), (2, "sea_goat"), (4, "kozel"),
                                               (2, "classic")] * 2):
            history.add_match(setup_json(players, preset), stored_json(20 + i, players, preset),
                              "Аня", played_at=start + timedelta(days=i))
        history.add_match(setup_json(4, human=False), stored_json(40), None)
    with harness_for(data, "--lang", "ru") as made:
        yield made


def _from_menu(h: Harness, size: tuple[int, int], button: str) -> None:
    h.resize(size)
    h.app.reset_to(MenuScene(h.app))
    h.frames(3)
    h.press(tr(button))


def _shot(h: Harness, name: str) -> Path:
    h.frames(1)
    size = h.app.screen.get_size()
    folder = Path(os.environ.get("KOZEL_SHOTS") or h.app.data.root / "shots")
    return h.app.save_screenshot(folder / f"{name}-{size[0]}x{size[1]}.png")


@pytest.mark.parametrize("size", SIZES)
def test_history_list(h: Harness, size: tuple[int, int]) -> None:
    _from_menu(h, size, "menu.history")
    scene = h.top
    assert isinstance(scene, HistoryScene)
    assert _shot(h, "history").exists() and scene.total == 14 and scene.rows
    assert all(r.profile == "Аня" for r in scene.rows)
    h.press(tr("history.everyone"))
    assert scene.total == 15
    h.key(pygame.K_ESCAPE)
    assert isinstance(h.top, MenuScene)


def test_the_focus_starts_on_the_newest_line_and_the_arrows_choose(h: Harness) -> None:
    _from_menu(h, (1280, 720), "menu.history")
    scene = h.top
    assert isinstance(scene, HistoryScene)
    assert h.focused is not None and h.focused.key == f"row:{scene.rows[0].id}"
    h.key(pygame.K_DOWN)
    h.key(pygame.K_DOWN)
    assert scene.selected == 2 and h.focused.rect == scene.row_rects[2]
    h.key(pygame.K_UP)
    h.key(pygame.K_RETURN)
    replay = h.top
    assert isinstance(replay, ReplayScene)
    assert replay.played_at == scene.rows[1].played_at


def test_one_click_chooses_a_line_and_a_double_click_opens_it(h: Harness) -> None:
    _from_menu(h, (1280, 720), "menu.history")
    scene = h.top
    assert isinstance(scene, HistoryScene)
    third = scene.row_rects[3].center
    h.click(third)
    h.wait(1.0)
    h.click(third)  # a second click long after the first: still only chosen
    assert h.top is scene and scene.selected == 3
    h.click(third, frames=0)
    h.click(third)
    assert isinstance(h.top, ReplayScene) and h.top.played_at == scene.rows[3].played_at


def test_every_result_reads_on_its_row_selected_or_not(h: Harness) -> None:
    """A goat's red on the selected brown row read at 1.4:1; every result cell now shows a
    pixel of its text at 3:1 or more against its row (bold, so the large-text bar)."""
    from kozel_gui.theme import contrast

    _from_menu(h, (1280, 720), "menu.history")
    scene = h.top
    assert isinstance(scene, HistoryScene)
    results = {r.result for r in scene.rows}
    assert {"won", "goat"} <= results, results
    for i in range(len(scene.rows)):
        scene.selected = i
        h.frames(1)
        for j, rect in enumerate(scene.row_rects[:len(scene.rows)]):
            # the result column where the scene drew it (its widths follow the words)
            left = rect.x + 10 + sum(scene.widths[:3])
            # inside the focus ring, which is drawn a few px within the row
            cell = pygame.Rect(left + 4, rect.y + 9, scene.widths[3] - 8, rect.h - 18)
            back = h.app.screen.get_at((cell.right - 2, cell.centery))
            hexed = "#{:02x}{:02x}{:02x}".format
            best = max(contrast(hexed(*h.app.screen.get_at((x, y))[:3]), hexed(*back[:3]))
                       for x in range(cell.x, cell.right) for y in range(cell.y, cell.bottom, 2))
            assert best >= 3.0, (i, j, scene.rows[j].result, best)


@pytest.mark.parametrize("size", SIZES)
def test_replay(h: Harness, size: tuple[int, int]) -> None:
    _from_menu(h, size, "menu.history")
    h.press(tr("history.replay"))
    scene = h.top
    assert isinstance(scene, ReplayScene)
    for _ in range(9):
        h.key(pygame.K_RIGHT, frames=1)
    assert scene.replay.ply == 9
    _shot(h, "replay")
    h.key(pygame.K_END)
    r = scene.replay
    assert (r.round, r.ply) == (len(r.rounds) - 1, r.current.last)
    _shot(h, "replay-end")
    h.key(pygame.K_RETURN)  # the focus starts on «Ход вперёд»: at the end it stays there
    assert (r.round, r.ply) == (len(r.rounds) - 1, r.current.last)
    h.key(pygame.K_HOME)
    h.key(pygame.K_RETURN)
    assert (r.round, r.ply) == (0, 1)
    told = len(h.app.messages.history)
    h.press(tr("replay.export"))
    assert len(h.app.messages.history) == told + 1
    line = h.app.messages.history[-1]
    png = Path(line[line.index(str(h.app.data.root)):line.index(".png") + 4])
    assert png.is_file() and png.with_suffix(".txt").is_file()
    assert png.parent == h.app.data.path("protocols")


@pytest.mark.parametrize("size", SIZES)
def test_stats_and_profile(h: Harness, size: tuple[int, int]) -> None:
    _from_menu(h, size, "menu.stats")
    scene = h.top
    assert isinstance(scene, StatsScene) and scene.stats.matches == 14
    _shot(h, "stats")
    h.press(tr("profile.title"))
    assert isinstance(h.top, ProfileScene)
    _shot(h, "profile")


def test_creating_a_profile_names_the_human_seat(h: Harness) -> None:
    _from_menu(h, (1280, 720), "menu.stats")
    h.press(tr("profile.title"))
    scene = h.top
    assert isinstance(scene, ProfileScene)
    h.click(scene.entry.rect.center)
    h.type("Боря")
    h.key(pygame.K_RETURN)
    assert Profiles.load(h.app.data).current == "Боря"
    assert h.app.setup.seats[h.app.setup.humans[0]].name == "Боря"
    h.press(tr("profile.title"))
    scene = h.top
    assert isinstance(scene, ProfileScene)
    h.click(scene.entry.rect.center)
    h.type("боря")
    h.press(tr("profile.create"))
    assert h.top is scene and scene.problem == "profile.error_taken"
    Profiles.load(h.app.data).selected("Аня").save(h.app.data)


def test_the_replays_sheet_names_its_columns_whole_at_1024(h: Harness,
                                                           monkeypatch: pytest.MonkeyPatch) -> None:
    from kozel_gui import protocol

    cut: list[str] = []

    def watched(face: pygame.font.Font, text: str, width: int) -> str:
        shown = fit_text(face, text, width)
        if shown != text:
            cut.append(text)
        return shown

    fit_text = protocol.fit_text
    monkeypatch.setattr(protocol, "fit_text", watched)
    _from_menu(h, (1024, 600), "menu.history")
    listing = h.top
    assert isinstance(listing, HistoryScene)
    four = next(i for i, row in enumerate(listing.rows) if len(row.players) == 4)
    h.click(listing.row_rects[four].center)
    h.press(tr("history.replay"))
    scene = h.top
    assert isinstance(scene, ReplayScene) and len(scene.names) == 4
    h.frames(2)
    _shot(h, "replay-four")
    names = set(scene.names)
    assert names and not names & set(cut), f"cut: {cut}"


def _pager(h: Harness) -> tuple[bool, bool]:
    """Whether «‹ Новее» and «Старше ›» are enabled, as the buttons on the screen are."""
    return (h.button(tr("history.prev")).is_enabled, h.button(tr("history.next")).is_enabled)


@pytest.mark.parametrize("size", SIZES)
def test_the_page_buttons_are_enabled_only_towards_a_page(h: Harness,
                                                          size: tuple[int, int]) -> None:
    """b26: with one page both looked pressable; now each only when there is a page that way."""
    _from_menu(h, size, "menu.history")
    scene = h.top
    assert isinstance(scene, HistoryScene)
    assert scene.total == 14 and scene.pages == -(-14 // scene.per_page) >= 2
    assert (scene.page, _pager(h)) == (0, (False, True))
    h.press(tr("history.prev"))  # disabled: nothing happens
    assert scene.page == 0
    for page in range(1, scene.pages):
        h.press(tr("history.next"))
        assert scene.page == page
    assert _pager(h) == (True, False)
    h.press(tr("history.next"))
    assert scene.page == scene.pages - 1
    h.key(pygame.K_PAGEUP)
    assert scene.page == scene.pages - 2 and _pager(h) == (scene.page > 0, True)


def test_one_page_of_history_has_both_page_buttons_disabled(tmp_path: Path) -> None:
    store = DataDir(tmp_path)
    Profiles().added("Аня", created=datetime(2025, 1, 1)).save(store)
    with History.open(store.path(HISTORY_FILE)) as history:
        history.add_match(setup_json(4, "kozel"), stored_json(20, 4, "kozel"), "Аня",
                          played_at=datetime(2025, 5, 1, 19, 0))
    with harness_for(tmp_path, "--lang", "ru") as one:
        _from_menu(one, (1024, 600), "menu.history")
        scene = one.top
        assert isinstance(scene, HistoryScene)
        assert (scene.total, scene.pages) == (1, 1)
        assert _pager(one) == (False, False)
        one.resize((1280, 720))  # a rebuild keeps them so
        assert _pager(one) == (False, False)


@pytest.mark.parametrize("size", SIZES)
def test_every_row_is_drawn_whole(h: Harness, size: tuple[int, int],
                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """At 1024×600 «Козёл 2×2, правила федерации» was cut to «…фед…» in the variant's fixed
    16 % while «Итог» had room to spare: the columns take their words' widths."""
    from rendered import rendered_strings

    from kozel_gui.scenes.history import row_cells

    _from_menu(h, size, "menu.history")
    scene = h.top
    assert isinstance(scene, HistoryScene)
    with rendered_strings(monkeypatch) as seen:
        h.frames(1)
    cells = {cell for row in scene.rows for cell in row_cells(row) if cell}
    assert any("2×2" in c for c in cells)  # the longest variant is on the page
    assert cells <= set(seen), cells - set(seen)  # each cell whole, none cut with «…»
    assert not [s for s in seen if s.endswith("…")]
    h.key(pygame.K_ESCAPE)


def test_a_pair_that_is_the_goat_is_said_in_the_plural() -> None:
    """History's line said «козёл: Баба и Коля» for a pair (a playtest): «козлы»."""
    from kozel_gui.history import MatchRow
    from kozel_gui.scenes.history import row_cells

    pair = MatchRow(1, "2026-12-07T10:00", "kozel", ("Баба", "Дед", "Коля", "Зина"), "", 0,
                    (112, 40), None, None, 7, 0, scorepad=True)
    alone = dataclasses.replace(pair, scores=(112, 40, 30, 20))
    said = {}
    for lang in ("ru", "uk", "en"):
        set_language(lang)
        said[lang] = (row_cells(pair)[3], row_cells(alone)[3])
    set_language("ru")
    assert said == {"ru": ("козлы: Баба и Коля", "козёл: Баба"),
                    "uk": ("козли: Баба і Коля", "козел: Баба"),
                    "en": ("goats: Баба & Коля", "goat: Баба")}
