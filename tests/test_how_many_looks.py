"""Issue 18: «Сколько игроков?» showed two buttons looking selected, the focused one and the
one the pointer rested on, and the way set up now looked like neither. The way set up looks
chosen (the theme's selected look), the focus is the ring alone, a resting pointer lights
nothing."""

from __future__ import annotations

import pygame
from conftest import buttons, key, press, run_frames

from kozel_gui.app import App
from kozel_gui.i18n import tr
from kozel_gui.options import default_setup
from kozel_gui.scenes.how_many import HowManyScene
from kozel_gui.theme import COLOURS


def _face_colour(app: App, text: str) -> pygame.Color:
    """The colour of the button ``text`` as drawn, inside its border, beside its words."""
    b = next(b for b in buttons(app) if b.text == text)
    return app.screen.get_at((b.rect.left + 12, b.rect.centery))


def _ring_around(scene: HowManyScene, app: App, text: str) -> bool:
    b = next(b for b in buttons(app) if b.text == text)
    return scene.focus.drawn is not None and scene.focus.drawn.contains(b.rect)


def test_the_chosen_way_and_the_focus_look_apart(app: App) -> None:
    app.set_setup(default_setup(3))
    press(app, tr("menu.games"))
    press(app, tr("book.preset.kozel"))
    scene = app.stack.top
    assert isinstance(scene, HowManyScene)
    two = next(b for b in buttons(app) if b.text == "2 игрока")
    # The pointer rests on «2 игрока» as the question opens (the chooser's card was clicked
    # there): pygame-gui sees it there, the ring hears of no move.
    pygame.mouse.set_pos(two.rect.center)
    pygame.event.clear(pygame.MOUSEMOTION)
    run_frames(app, 3)
    assert two.hovered
    chosen, plain = pygame.Color(COLOURS["button_active"]), pygame.Color(COLOURS["button"])
    assert _face_colour(app, "3 игрока") == chosen
    assert _ring_around(scene, app, "3 игрока")  # focused and chosen: both looks
    for other in ("2 игрока", "4 игрока", "Пара на пару, 2×2"):
        assert _face_colour(app, other) == plain, other
        assert not _ring_around(scene, app, other), other
    key(app, pygame.K_DOWN)  # the focus moves on; the chosen way stays chosen
    assert _face_colour(app, "3 игрока") == chosen
    assert not _ring_around(scene, app, "3 игрока")
    assert _face_colour(app, "4 игрока") == plain and _ring_around(scene, app, "4 игрока")

