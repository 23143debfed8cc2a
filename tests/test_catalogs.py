"""Old compiled catalogs never crash the game: from source they are compiled again at start,
and a string a catalog lacks is taken from another catalog or shown as its key."""

from __future__ import annotations

import io
import os
import shutil
import sys
import warnings
from collections.abc import Iterator
from pathlib import Path

import pytest

from kozel_gui.i18n import catalogs, set_language, tr
from rules import i18n


@pytest.fixture
def locale(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    """A copy of the compiled catalogs, used in place of the real ones."""
    root = tmp_path / "locale"
    shutil.copytree(i18n.locale_dir(), root)
    monkeypatch.setattr(i18n, "locale_dir", lambda: root)
    i18n.translations.cache_clear()
    yield root
    monkeypatch.undo()
    i18n.translations.cache_clear()
    set_language("ru")


def _po(root: Path, lang: str) -> Path:
    return root / lang / "LC_MESSAGES" / "kozel.po"


def _add_string(root: Path, lang: str, key: str, text: str) -> None:
    """A ``.po`` that gained a string after its ``.mo`` was compiled (as after a pull)."""
    po = _po(root, lang)
    po.write_text(po.read_text(encoding="utf-8") + f'\nmsgid "{key}"\nmsgstr "{text}"\n',
                  encoding="utf-8")
    mo = po.with_suffix(".mo")
    os.utime(mo, (po.stat().st_mtime - 10, po.stat().st_mtime - 10))


def test_a_po_newer_than_its_mo_is_compiled_at_start(locale: Path) -> None:
    _add_string(locale, "ru", "test.fresh", "Свежая строка")
    _po(locale, "en").with_suffix(".mo").unlink()
    assert catalogs.stale() == ["ru", "en"]
    assert catalogs.refresh() == ["ru", "en"]
    assert catalogs.stale() == []
    assert i18n.text("ru", "test.fresh") == "Свежая строка"
    assert i18n.text("en", "app.title") == "Kozel Domino"


def test_without_babel_one_line_says_to_run_make_locale(
        locale: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _add_string(locale, "uk", "test.fresh", "Свіжий рядок")
    monkeypatch.setitem(sys.modules, "babel.messages.mofile", None)  # not installed
    said = io.StringIO()
    assert catalogs.refresh(out=said) == []
    lines = said.getvalue().splitlines()
    assert len(lines) == 1 and "(uk)" in lines[0] and "make locale" in lines[0]
    assert catalogs.stale() == ["uk"]


def test_a_frozen_build_keeps_its_own_catalogs(locale: Path,
                                               monkeypatch: pytest.MonkeyPatch) -> None:
    _add_string(locale, "ru", "test.fresh", "Свежая строка")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    assert catalogs.refresh() == [] and catalogs.stale() == ["ru"]


def test_a_string_an_old_catalog_lacks_comes_from_russian_then_the_key(locale: Path) -> None:
    _add_string(locale, "ru", "test.fresh", "Свежая строка")
    catalogs.refresh()  # only Russian has it: English and Ukrainian are "old"
    set_language("en")
    with warnings.catch_warnings(record=True) as told:
        warnings.simplefilter("default")  # as in the game: each once
        shown = [tr("test.fresh"), tr("test.fresh"), tr("test.nowhere"), tr("test.nowhere"),
                 i18n.ntext("en", "test.nowhere", 3), i18n.about("uk", "test.nowhere",
                                                                 i18n.Person("Зина"))]
    assert shown[:4] == ["Свежая строка", "Свежая строка", "test.nowhere", "test.nowhere"]
    assert shown[4:] == ["test.nowhere", "test.nowhere"]
    said = [str(w.message) for w in told]
    assert len([s for s in said if "'test.fresh'" in s]) == 1
    assert any("'test.nowhere'" in s for s in said)
    assert all(issubclass(w.category, i18n.MissingText) for w in told)


def test_a_missing_catalog_of_the_language_in_use_is_no_end(locale: Path) -> None:
    _po(locale, "uk").with_suffix(".mo").unlink()
    _po(locale, "uk").unlink()
    set_language("uk")
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        assert tr("app.title") == "Домино «Козёл»"  # Russian's


def test_in_the_tests_a_missing_string_is_an_error() -> None:
    with pytest.raises(i18n.MissingText, match=r"no string 'table\.nonsense'"):
        tr("table.nonsense")
