"""User files: atomic writes, and bad files set aside with a message, never lost."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from kozel_gui.storage import DataDir, write_json_atomic


def test_write_then_load_round_trips(tmp_path: Path) -> None:
    d = DataDir(tmp_path / "data")
    d.save("options.json", {"format": 1, "lang": "ru", "name": "Козёл"})
    assert d.load("options.json", format_version=1).data == {"format": 1, "lang": "ru",
                                                             "name": "Козёл"}
    assert [p.name for p in (tmp_path / "data").iterdir()] == ["options.json"]


def test_missing_file_is_not_an_error(tmp_path: Path) -> None:
    result = DataDir(tmp_path).load("nothing.json")
    assert result.data is None and result.message is None


@pytest.mark.parametrize("content", ["", "{\"format\": 1, \"lan", "\xff\xfe", "[1, 2]",
                                     "{\"format\": 99}"])
def test_bad_file_is_set_aside_with_a_message(tmp_path: Path, content: str) -> None:
    path = tmp_path / "options.json"
    path.write_bytes(content.encode("latin-1"))
    d = DataDir(tmp_path)
    result = d.load("options.json", format_version=1)
    assert result.data is None
    assert result.moved_to is not None and "corrupt" in result.moved_to.name
    assert result.moved_to.read_bytes() == content.encode("latin-1")
    assert not path.exists()
    assert result.message is not None and len(d.messages) == 1
    assert result.moved_to.name in str(result.message) and "options.json" in d.messages[0]


def test_two_bad_files_in_one_second_both_kept(tmp_path: Path) -> None:
    d = DataDir(tmp_path)
    for text in ("bad one", "bad two"):
        (tmp_path / "a.json").write_text(text)
        d.load("a.json")
    kept = sorted(p.read_text() for p in tmp_path.iterdir())
    assert kept == ["bad one", "bad two"]


def test_failed_write_leaves_old_file_intact(tmp_path: Path) -> None:
    path = tmp_path / "a.json"
    write_json_atomic(path, {"v": 1})
    with pytest.raises(TypeError):
        write_json_atomic(path, {"v": object()})
    assert json.loads(path.read_text()) == {"v": 1}
    assert [p.name for p in tmp_path.iterdir()] == ["a.json"]
