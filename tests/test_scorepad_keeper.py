"""A score pad is kept by a profile: the others do not see it in their list and cannot
delete it; an old pad kept by nobody goes to the first profile that opens the score pad.

Through the real App loop, the score pad opened from the main menu as each profile."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from harness import Harness
from test_scorepad_scene import NAMES, open_pad, start_pad

from kozel_gui.i18n import Gender
from kozel_gui.profiles import Profiles
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scorepad.list_page import ListPage
from kozel_gui.scorepad.model import Pad
from kozel_gui.scorepad.setup_page import SetupPage
from kozel_gui.scorepad.store import PadStore
from kozel_gui.storage import DataDir
from rules import BadData, find_preset


def _household(tmp: Path, current: str = "Аня") -> DataDir:
    data = DataDir(tmp)
    Profiles().added("Аня", Gender.FEMALE).added("Боря", Gender.MALE).selected(current).save(data)
    return data


def _as(h: Harness, name: str) -> None:
    Profiles.load(h.app.data).selected(name).save(h.app.data)
    h.app.reset_to(MenuScene(h.app))
    h.frames(3)


def _keeper_on_disk(data: DataDir, pad_id: str) -> str | None:
    found = json.loads(data.path(PadStore.file_name(pad_id)).read_text(encoding="utf-8"))
    keeper = found.get("keeper")
    return keeper if isinstance(keeper, str) else None


def test_a_pad_begun_by_one_profile_is_not_in_anothers_list(tmp_path: Path) -> None:
    data = _household(tmp_path)
    h = Harness(tmp_path, "--lang", "ru")
    try:
        h.frames(3)
        scene = start_pad(h)  # Аня begins one
        pad_id = scene.page.pad.id  # type: ignore[union-attr]
        assert _keeper_on_disk(data, pad_id) == "Аня"
        _as(h, "Боря")
        assert isinstance(open_pad(h).page, SetupPage), "Боря has no pads: Аня's is not his"
        _as(h, "Аня")
        page = open_pad(h).page
        assert isinstance(page, ListPage) and [p.id for p in page.pads] == [pad_id]
    finally:
        h.close()


def test_an_old_pad_kept_by_nobody_goes_to_the_first_who_opens_it(tmp_path: Path) -> None:
    data = _household(tmp_path, current="Боря")
    old = Pad.new(find_preset("kozel"), NAMES, pad_id="old")
    data.path(PadStore.file_name("old")).parent.mkdir(parents=True)
    data.save(PadStore.file_name("old"), old.to_json())  # written before pads were kept
    assert "keeper" not in old.to_json()
    h = Harness(tmp_path, "--lang", "ru")
    try:
        h.frames(3)
        page = open_pad(h).page
        assert isinstance(page, ListPage) and [p.id for p in page.pads] == ["old"]
        assert _keeper_on_disk(data, "old") == "Боря"
        _as(h, "Аня")
        assert isinstance(open_pad(h).page, SetupPage)
    finally:
        h.close()


def test_anothers_pad_is_never_deleted_and_a_removed_profiles_pad_is_taken(
        tmp_path: Path) -> None:
    data = _household(tmp_path)
    pad = Pad.new(find_preset("kozel"), NAMES, pad_id="p")
    assert PadStore(data, keeper="Аня").save(pad)
    assert not PadStore(data, keeper="Боря").delete("p")
    assert data.path(PadStore.file_name("p")).exists()
    assert PadStore(data, keeper="Боря").mine() == []
    Profiles.load(data).removed("Аня").save(data)  # Аня's profile is gone: her paper stays
    assert [p.id for p in PadStore(data, keeper="Боря").mine()] == ["p"]
    assert _keeper_on_disk(data, "p") == "Боря"
    assert PadStore(data, keeper="Боря").delete("p")
    assert not data.path(PadStore.file_name("p")).exists()


def test_the_keeper_reads_back_and_a_bad_one_is_refused() -> None:
    pad = Pad.new(find_preset("kozel"), NAMES, pad_id="p")
    pad.keeper = "Аня"
    assert Pad.from_json(pad.to_json()).keeper == "Аня"
    with pytest.raises(BadData, match="keeper"):
        Pad.from_json({**pad.to_json(), "keeper": 5})
