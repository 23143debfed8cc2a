"""A new version reads every older player's files: options, set-up, saved matches, profiles,
history, score pads, rule presets and kids' progress.

Each shipped version's data folder lives in ``tests/golden/formats/VERSION/data`` with its
``meaning.json`` (written by that version's ``scripts/make_data_fixtures.py``); the same
script also writes a folder afresh for these tests, so the current writers are checked
against the current readers too.  Every folder is copied before use (the game migrates
and rewrites what it opens) and read through the game's own loaders and screens; nothing
may be set aside as corrupt and the player is told nothing.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from build_support import ROOT, explain, run, script_module
from conftest import run_frames

from kozel_gui.app import App
from kozel_gui.cli import parse_args
from kozel_gui.history import HISTORY_FILE, History, rules_of, sheet_of
from kozel_gui.kids.progress import Progress, ProgressStore
from kozel_gui.profiles import Profiles
from kozel_gui.saves import LEGACY_AUTOSAVE, save_file
from kozel_gui.scenes import load_autosave, scene_class, table_scene
from kozel_gui.scorepad.store import PadStore
from kozel_gui.settings.presets_store import PresetStore
from kozel_gui.storage import DataDir
from rules import Match

FORMATS = ROOT / "tests" / "golden" / "formats"


def _version_key(text: str) -> tuple[int, ...]:
    return tuple(int(part) for part in text.split(".") if part.isdigit())


GOLDEN = sorted(FORMATS.glob("*/data"), key=lambda p: _version_key(p.parent.name))
FRESH = "written now"


def _fixtures() -> Any:
    return script_module("make_data_fixtures")


@pytest.fixture(scope="module")
def fresh_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A data folder written by this version's game, through the fixture script."""
    folder = tmp_path_factory.mktemp("fresh") / "data"
    done = run([sys.executable, "scripts/make_data_fixtures.py", str(folder)], timeout=120)
    assert done.returncode == 0, explain(done)
    return folder


@pytest.fixture(params=[*(p.parent.name for p in GOLDEN), FRESH])
def data(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[tuple[Path, dict[str, Any]]]:
    """A copy of one data folder, and what its files mean."""
    source = (request.getfixturevalue("fresh_folder") if request.param == FRESH
              else FORMATS / request.param / "data")
    copy = tmp_path / "data"
    shutil.copytree(source, copy)
    meaning = json.loads((copy / _fixtures().MEANING_FILE).read_text(encoding="utf-8"))
    yield copy, meaning
    assert not [p.name for p in copy.rglob("*") if ".corrupt-" in p.name], "a file was set aside"


@pytest.fixture
def game(data: tuple[Path, dict[str, Any]]) -> Iterator[App]:
    """The game started on a copy of the folder, after its first frames; it told nothing."""
    made = App(parse_args(["--headless", "--data-dir", str(data[0])]))
    run_frames(made, 2)
    assert made.messages.visible(made.now) == [] and made.data.messages == []
    yield made
    made.close()


def test_there_is_a_golden_folder_for_this_version_or_an_older_one() -> None:
    assert GOLDEN, "no tests/golden/formats/*/data: run scripts/make_data_fixtures.py"


def test_options_and_the_next_match_load_as_they_were(game: App,
                                                      data: tuple[Path, dict[str, Any]]) -> None:
    meaning = data[1]
    options = _fixtures().options_meaning(game.options)
    assert {k: options[k] for k in meaning["options"]} == meaning["options"]
    assert _fixtures().setup_meaning(game.setup) == meaning["setup"]


def test_the_saved_match_resumes_where_it_was(game: App, data: tuple[Path, dict[str, Any]]) -> None:
    fx, meaning = _fixtures(), data[1]["autosave"]
    found = load_autosave(game)
    assert found is not None, "the saved match is not offered"
    setup, match = found
    assert fx.setup_meaning(setup) == meaning["setup"]
    assert fx.match_meaning(match) == meaning["match"]
    table = table_scene(game, setup, match)
    game.push(table)
    run_frames(game, 5)
    assert game.stack.top is table and table.match.round.history()[:len(
        match.round.history())] == match.round.history()
    assert game.messages.visible(game.now) == []


def test_the_saved_demo_resumes_too(game: App, data: tuple[Path, dict[str, Any]]) -> None:
    fx, meaning = _fixtures(), data[1]["demo_autosave"]
    mine = data[0] / save_file(Profiles.load(DataDir(data[0])).playing)
    (mine if mine.exists() else data[0] / LEGACY_AUTOSAVE).unlink()  # no match of the
    # player's (an older version's shared one went to its profile): the demo is offered
    found = load_autosave(game, demo_too=True)
    assert found is not None
    assert fx.setup_meaning(found[0]) == meaning["setup"]
    assert fx.match_meaning(found[1]) == meaning["match"]


def test_profiles_load(data: tuple[Path, dict[str, Any]]) -> None:
    profiles = Profiles.load(DataDir(data[0]))
    assert profiles.to_json() == data[1]["profiles"]


def test_the_history_lists_and_replays_every_match(data: tuple[Path, dict[str, Any]]) -> None:
    fx, meaning = _fixtures(), data[1]["history"]
    with History.open(data[0] / HISTORY_FILE) as history:
        assert history.message is None
        rows = list(reversed(history.list_matches(limit=100)))
        assert [fx.row_meaning(r) for r in rows] == meaning["rows"]
        assert {p: len(history.facts(p)) for p in history.profiles()} == meaning["rated"]
        for row in rows:
            stored = history.get_match(row.id)
            assert stored is not None
            assert list(sheet_of(stored.match).score) == list(row.scores)
            assert rules_of(stored).name == row.variant
            if "round" in stored.match:  # a played match (a score pad's keeps only its sheet)
                assert Match.from_json(stored.match).finished


def test_the_history_file_reaches_this_versions_schema(data: tuple[Path, dict[str, Any]]) -> None:
    from kozel_gui.history_schema import SCHEMA_VERSION

    History.open(data[0] / HISTORY_FILE).close()
    with sqlite3.connect(data[0] / HISTORY_FILE) as db:
        assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION


def test_score_pads_load(data: tuple[Path, dict[str, Any]]) -> None:
    told: list[str] = []
    pads = PadStore(DataDir(data[0]), told.append).all()
    assert {p.id: _fixtures().pad_meaning(p) for p in pads} == data[1]["pads"]
    assert told == []


def test_rule_presets_load_in_their_order(data: tuple[Path, dict[str, Any]]) -> None:
    told: list[str] = []
    store = PresetStore(DataDir(data[0]), told.append)
    wanted = data[1]["presets"]
    assert store.names() == [name for name, _ in wanted]
    for name, rules in wanted:
        found = store.find(name)
        assert found is not None
        loaded = _fixtures().rules_meaning(found)
        assert {k: loaded[k] for k in rules} == rules, name
    assert told == []


def test_kids_progress_loads(data: tuple[Path, dict[str, Any]]) -> None:
    store = ProgressStore(DataDir(data[0]))
    for profile, progress in data[1]["kids"].items():
        assert store.load(profile) == Progress.from_json(progress)
        assert store.message is None


@pytest.mark.parametrize("screen", ["history", "stats", "scorepad", "kids", "settings"])
def test_every_screen_opens_on_the_data(game: App, screen: str) -> None:
    opened = scene_class(screen)(game)
    game.push(opened)
    run_frames(game, 4)
    if screen == "kids" and not Profiles.load(game.data).children:
        from kozel_gui.kids.new_child import NewChildScene

        asked = game.stack.top  # no child yet: the parent makes one first
        assert isinstance(asked, NewChildScene)
        asked.create()
        run_frames(game, 4)
    assert game.stack.top is opened  # open, on the old data, and still there
    assert game.messages.visible(game.now) == []


def test_the_kids_progress_of_the_grown_up_goes_to_the_first_child_who_plays(
        game: App, data: tuple[Path, dict[str, Any]]) -> None:
    from kozel_gui.kids.new_child import NewChildScene
    from kozel_gui.scenes.kids import KidsScene

    adult = Profiles.load(game.data).current
    assert adult is not None and adult in data[1]["kids"], "the data keeps kids' progress"
    home = KidsScene(game)
    game.push(home)
    run_frames(game, 4)
    if isinstance(game.stack.top, NewChildScene):
        game.stack.top.create()
        run_frames(game, 4)
    assert game.stack.top is home and Profiles.load(game.data).find(home.profile).is_child
    assert home.progress == Progress.from_json(data[1]["kids"][adult]), "nothing lost"
    assert not ProgressStore(game.data).has(adult)


def _formats(folder: Path) -> dict[str, Any]:
    """Each file's ``format`` number (and the history's schema version), by file name."""
    found: dict[str, Any] = {}
    for path in sorted(folder.rglob("*.json")):
        if path.name != _fixtures().MEANING_FILE:
            data = json.loads(path.read_text(encoding="utf-8"))
            key = path.parent.name + "/" if path.parent != folder else path.name
            found[key] = data.get("format")
    # immutable: read the file as it is, writing nothing beside it (no -shm for its WAL)
    with sqlite3.connect((folder / HISTORY_FILE).as_uri() + "?immutable=1", uri=True) as db:
        found[HISTORY_FILE] = db.execute("PRAGMA user_version").fetchone()[0]
    return found


def test_the_newest_golden_folder_has_the_formats_written_now(fresh_folder: Path) -> None:
    """When a file format changes, the version that ships it must add its own folder."""
    newest = GOLDEN[-1]
    assert _formats(fresh_folder) == _formats(newest), (
        f"the files' formats changed since {newest.parent.name}: write the folder of the "
        "version that will ship the change, python scripts/make_data_fixtures.py "
        "tests/golden/formats/NEXT_VERSION/data, and keep every older folder")


def test_a_fresh_start_resumes_the_saved_match_with_its_saved_tile_face(
        data: tuple[Path, dict[str, Any]]) -> None:
    """In a new process, as after an upgrade: nothing imported before (the folder's options
    choose a picture face, which once only the settings screen made available)."""
    done = run([sys.executable, "main.py", "--headless", "--resume", "--frames", "3",
                "--data-dir", str(data[0])])
    assert done.returncode == 0, explain(done)
    assert not list(data[0].glob("crash-*")), explain(done)
