"""Local profiles: first start, several profiles, current one, bad files set aside."""

from __future__ import annotations

from pathlib import Path

import pytest

from kozel_gui.profiles import PROFILES_FILE, Profiles, problem_with_name
from kozel_gui.storage import DataDir
from rules import MAX_NAME


def test_no_file_means_no_profiles_yet(tmp_path: Path) -> None:
    p = Profiles.load(DataDir(tmp_path))
    assert p.names == () and p.current is None


def test_add_select_remove_and_save_round_trip(tmp_path: Path) -> None:
    data = DataDir(tmp_path)
    p = Profiles().added(" Аня ").added("Боря").selected("Аня")
    p.save(data)
    back = Profiles.load(data)
    assert back == p and back.names == ("Аня", "Боря") and back.current == "Аня"
    assert back.removed("Аня").current == "Боря"
    assert back.removed("Боря").current == "Аня"
    assert Profiles().added("X").removed("X") == Profiles()
    with pytest.raises(KeyError):
        p.selected("Вова")


@pytest.mark.parametrize(("name", "key"), [("", "profile.error_empty"),
                                           ("   ", "profile.error_empty"),
                                           ("x" * (MAX_NAME + 1), "profile.error_long"),
                                           ("АНЯ", "profile.error_taken"),
                                           ("Вова", None)])
def test_name_problems(name: str, key: str | None) -> None:
    assert problem_with_name(name, ("Аня",)) == key
    if key is not None:
        with pytest.raises(ValueError, match=key):
            Profiles().added("Аня").added(name)


@pytest.mark.parametrize("content", ["{", '{"format": 1, "profiles": 3}',
                                     '{"format": 1, "profiles": [{"name": "a", "created": "x"},'
                                     ' {"name": "a", "created": "y"}]}'])
def test_a_bad_file_is_set_aside_with_a_message(tmp_path: Path, content: str) -> None:
    data = DataDir(tmp_path)
    data.path(PROFILES_FILE).write_text(content, encoding="utf-8")
    assert Profiles.load(data) == Profiles()
    assert data.messages and any("corrupt" in p.name for p in tmp_path.iterdir())


def test_an_unknown_current_falls_back_to_the_first(tmp_path: Path) -> None:
    data = {"format": 1, "current": "gone", "profiles": [{"name": "a", "created": "x"}]}
    assert Profiles.from_json(data).current == "a"
