"""PT-Z: the tutorial's buttons («Выйти», «Игра парами», «Дальше») and «Отменить ход
(Ctrl+Z)» read 12–13 px beside 18 px names: every drawn wooden button takes its words'
size from one rule (``theme.button_text_size``: never smaller than a plate's name where
the button is tall enough, and ``theme.button_height`` makes it tall enough).  Measured as
the real app draws them (``table.theme.recording``), at 1024×600 and 1280×720."""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import make_app, resize, run_frames

from kozel_gui.assets import font
from kozel_gui.i18n import set_language
from kozel_gui.table import flow
from kozel_gui.table.theme import Ink, name_px, recording
from kozel_gui.tutorial.scene import TutorialScene

SIZES = [(1024, 600), (1280, 720)]


def _name_height(size: tuple[int, int]) -> int:
    """A plate name's drawn height, and a pixel for a button's shadow under its words."""
    scale = min(size[1], size[0] * 9 / 16) / 720
    return font(name_px(scale)[0], True).get_height() + 1


def _inks(tmp: Path, size: tuple[int, int], args: tuple[str, ...], tutorial: bool) -> list[Ink]:
    app = make_app(tmp, "--lang", "ru", "--speed", "0", *args)
    set_language("ru")
    try:
        resize(app, size, 3)
        if tutorial:
            app.push(TutorialScene(app, 0))
            run_frames(app, 3)
        with recording() as log:
            run_frames(app, 2)
    finally:
        app.close()
    return log


@pytest.mark.parametrize("size", SIZES, ids=str)
def test_the_tutorials_buttons_read_as_large_as_the_names(tmp_path: Path,
                                                          size: tuple[int, int]) -> None:
    log = _inks(tmp_path, size, (), True)
    names = {i.rect.h for i in log if i.role == "plate.name"}
    buttons = {i.text: i.rect.h for i in log if i.role.startswith("button.tutor_")}
    assert {"Выйти", "Дальше"} <= set(buttons), buttons
    assert names == {_name_height(size) - 1}, names
    assert set(buttons.values()) == {_name_height(size)}, buttons


@pytest.mark.parametrize("size", SIZES, ids=str)
def test_the_undo_button_reads_as_large_as_the_names(tmp_path: Path, size: tuple[int, int],
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(flow, "can_undo", lambda m: True)  # a move of the person's to undo
    log = _inks(tmp_path, size, ("--preset", "kozel", "--seed", "3"), False)
    undo = [i for i in log if i.role == "button.undo"]
    assert {i.text for i in undo} == {"Отменить ход (Ctrl+Z)"}
    assert undo[0].rect.h == _name_height(size), undo
    assert undo[0].within is not None and undo[0].within.contains(undo[0].rect)
