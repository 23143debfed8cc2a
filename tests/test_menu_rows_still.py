"""Issue 18/12: at 1024×600 with «Продолжить партию» the menu pressed «Выход» against the
version line (r62); and its buttons moved when Continue came or went, so a click aimed at
«Правила» landed where it had been (e45).  Every item fits, a margin clear of the version
line, and no button but the ways back moves between the states."""

from __future__ import annotations

import itertools
from pathlib import Path

import pygame
import pytest
from conftest import buttons, click, make_app, press, resize, run_frames
from test_menu import _leave_a_saved_match

from kozel_gui.i18n import language_name, set_language, tr
from kozel_gui.scenes import menu as menu_module
from kozel_gui.scenes.menu import MenuScene
from kozel_gui.scenes.rules_book import RulesScene

SIZES = [(1024, 600), (1280, 720)]


def _menu(tmp_path: Path, lang: str, size: tuple[int, int]) -> tuple[object, MenuScene]:
    app = make_app(tmp_path, "--speed", "0")
    press(app, language_name(lang))
    resize(app, size)
    menu = app.stack.top
    assert isinstance(menu, MenuScene)
    return app, menu


def _shown(app: object) -> dict[str, pygame.Rect]:
    return {b.text: pygame.Rect(b.rect) for b in buttons(app)}  # type: ignore[arg-type]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["ru", "uk", "en"])
def test_every_item_fits_clear_of_the_version_line(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int],
        lang: str) -> None:
    from kozel_gui.net_seats import keep, seat_key
    from kozel_gui.tutorial import progress

    app, menu = _menu(tmp_path, lang, size)
    try:
        _leave_a_saved_match(app)  # type: ignore[arg-type]
        keep(app, seat_key("192.0.2.7:8765", "ABC123"), "token")  # type: ignore[arg-type]
        # the tutorial left half-done: its button's longest words
        monkeypatch.setattr(progress, "menu_words",
                            lambda _data: tr("menu.learn_on", n=2, total=14))
        menu = app.stack.top  # type: ignore[attr-defined]
        menu.resize(size)
        footer: list[pygame.Rect] = []
        real = menu_module.draw_text

        def spy(surface: pygame.Surface, s: str, *a: object, **k: object) -> pygame.Rect:
            rect = real(surface, s, *a, **k)  # type: ignore[arg-type]
            if s.startswith(tr("menu.footer", version="")[:6]):
                footer.append(rect)
            return rect

        monkeypatch.setattr(menu_module, "draw_text", spy)
        run_frames(app, 2)  # type: ignore[arg-type]
        shown = _shown(app)
        for text in (tr("menu.continue"), tr("menu.back_to_table"),
                     tr("menu.learn_on", n=2, total=14), tr("menu.quit")):
            assert text in shown, text
        main = sorted((r for r in shown.values() if r.y > 80), key=lambda r: (r.y, r.x))
        window = pygame.Rect(0, 0, *size)
        assert all(window.contains(r) for r in main)
        for upper, lower in itertools.pairwise(main):
            assert upper.y == lower.y or upper.bottom <= lower.top, (upper, lower)
        assert footer, "the version line was drawn"
        margin = footer[-1].top - max(r.bottom for r in main)
        assert margin >= 10, f"the last row {margin} px from the version line"
    finally:
        app.close()  # type: ignore[attr-defined]
        set_language("ru")


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_button_moves_when_continue_comes_and_a_click_lands_where_it_aimed(
        tmp_path: Path, size: tuple[int, int]) -> None:
    app, menu = _menu(tmp_path, "ru", size)
    try:
        before = _shown(app)
        assert tr("menu.continue") not in before
        _leave_a_saved_match(app)  # type: ignore[arg-type]
        after = _shown(app)
        assert tr("menu.continue") in after
        assert {t: r for t, r in after.items() if t != tr("menu.continue")} == before
        # The menu as it first shows (no save read yet), then with Continue a frame later:
        # a click aimed at «Правила» on the first opens the rules.
        menu = app.stack.top  # type: ignore[attr-defined]
        menu.saved = None
        menu.resize(size)
        aim = _shown(app)[tr("menu.rules")].center
        menu._looked_for_save = False
        run_frames(app, 1)  # type: ignore[arg-type]
        assert tr("menu.continue") in _shown(app)
        click(app, aim)  # type: ignore[arg-type]
        assert isinstance(app.stack.top, RulesScene)  # type: ignore[attr-defined]
    finally:
        app.close()  # type: ignore[attr-defined]
