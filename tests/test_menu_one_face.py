"""Issue 12: at 1920×1080 «Открыть стол», «Присоединиться», «Детское домино» and «Блокнот
счёта» were drawn smaller than «Играть» (each row took its own face, the rows held at 600 px
while the type grew). Every big button of the menu has one face, the largest at which every
label fits; and PT-T: a press begun as the menu read the save (its first frames) acts."""

from __future__ import annotations

from pathlib import Path

import pygame
import pytest
from conftest import buttons, press, resize

from kozel_gui.app import App
from kozel_gui.cli import parse_args
from kozel_gui.i18n import language_name, tr
from kozel_gui.scenes.games import GamesScene
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.widgets import LABEL_PAD

SIZES = [(1920, 1080), (1280, 720), (1024, 600)]


@pytest.mark.parametrize("lang", ["ru", "uk", "en"])
def test_every_menu_label_has_one_size_and_fits(app: App, lang: str) -> None:
    press(app, language_name(lang))
    for size in SIZES:
        resize(app, size)
        assert isinstance(app.stack.top, MenuScene)
        big = [b for b in buttons(app) if b.rect.top > 100]  # the profile and the languages above
        assert len(big) == 13, [b.text for b in big]
        faces = {b.font.point_size for b in big}
        assert len(faces) == 1, (lang, size, {b.text: b.font.point_size for b in big})
        for b in big:
            assert b.font.size(b.text)[0] + 2 * LABEL_PAD <= b.rect.w, (lang, size, b.text)
        if size == (1920, 1080):  # room for all: the largest face, grown with the window
            assert faces == {39}, (lang, faces)


@pytest.mark.parametrize("saved", [False, True], ids=["offer", "continue"])
def test_a_press_begun_while_the_menu_reads_the_save_acts(tmp_path: Path, saved: bool) -> None:
    """PT-T: the menu read the save on its second frame and, the tutorial's offer or Continue
    come, made all its buttons anew: a press down before it and up after it only focused."""
    from conftest import make_app, run_frames
    from test_menu import _leave_a_saved_match

    first = make_app(tmp_path, "--speed", "0")  # the profile; a match left saved
    if saved:
        _leave_a_saved_match(first)
    first.close()
    app = App(parse_args(["--headless", "--data-dir", str(tmp_path)]))
    try:
        app.frame()  # the first frame: the menu shows, the save not read yet
        menu = app.stack.top
        assert isinstance(menu, MenuScene) and menu.saved is None
        games = next(b for b in buttons(app) if b.text == tr("menu.games"))
        pos = games.rect.center
        pygame.mouse.set_pos(pos)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        app.frame()  # the down, then the save read: Continue or the tutorial's offer come
        assert (menu.saved is not None) == saved and menu.new_to_the_game
        assert (tr("menu.continue") in [b.text for b in buttons(app)]) == saved
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        run_frames(app, 4)
        assert isinstance(app.stack.top, GamesScene), app.stack.top
    finally:
        app.close()
