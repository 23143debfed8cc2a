"""The options page: language, tiles, table, pace, sound, help; applied at once with ``app.set_options``."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.elements import UIImage

import kozel_gui.pictures  # noqa: F401  (registers the picture faces)
from kozel_gui.faces import FACES, face_label
from kozel_gui.focus import Item
from kozel_gui.i18n import LANGUAGES, language_name, ntr, tr
from kozel_gui.options import KIDS_ROUNDS, TABLE_COLOURS
from kozel_gui.settings.form import Form
from kozel_gui.settings.widgets import Control, StepperControl, ToggleControl
from kozel_gui.tiles import TileRenderer

if TYPE_CHECKING:
    from kozel_gui.host import Host

__all__ = ["SPEEDS", "VOLUMES", "OptionsPage"]

SPEEDS = (0.0, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0)
"""Animation speed factors offered (0 = instant)."""
VOLUMES = tuple(round(i / 10, 1) for i in range(11))
TABLE_RGB = {"felt": (31, 90, 58), "wood": (122, 74, 38)}
PREVIEW_TILES = ((1, 2), (3, 5), (6, 6), (0, 4))


def speed_label(speed: float) -> str:
    """``0`` -> «мгновенно», ``1.5`` -> ``×1.5``."""
    return tr("settings.instant") if speed == 0 else f"×{speed:g}"


class OptionsPage:
    """Game options in a scrolling form, with a preview of the tiles on the table."""

    def __init__(self, app: Host, manager: pygame_gui.UIManager, rect: pygame.Rect,
                 on_help: Callable[[str], None], on_language: Callable[[], None]) -> None:
        self.app, self.manager, self.rect = app, manager, pygame.Rect(rect)
        self.on_help, self.on_language = on_help, on_language
        self.renderer = getattr(app, "tiles", None) or TileRenderer()
        self.build()

    def build(self) -> None:
        """Every option as a row, then the preview."""
        self.form = Form(self.manager, self.rect, self.on_help)
        o = self.app.options
        m = self.manager
        toggle = self._toggle
        self.form.heading(tr("settings.tab.options"))
        self._stepper("language", "settings.language", o.language, LANGUAGES, language_name)
        self._stepper("face", "settings.face", o.face, list(FACES), face_label)
        self._stepper("table", "settings.table", o.table, TABLE_COLOURS,
                      lambda v: tr(f"settings.table.{v}"))
        self._stepper("speed", "settings.speed", o.speed, SPEEDS, speed_label)
        toggle("sound", "settings.sound", not o.muted)
        self._stepper("volume", "settings.volume", round(o.volume, 1), VOLUMES,
                      lambda v: f"{round(v * 100)} %")
        toggle("large_tiles", "settings.large_tiles", o.large_tiles)
        toggle("fullscreen", "settings.fullscreen", o.fullscreen)
        toggle("hints", "settings.hints", o.hints)
        toggle("show_bot_hands", "settings.bot_hands", o.show_bot_hands)
        toggle("coach", "settings.coach", o.coach)
        self._stepper("kids_rounds", "settings.kids_rounds", o.kids_rounds, KIDS_ROUNDS,
                      lambda n: ntr("settings.kids_rounds_value", n))
        self.form.heading(tr("settings.preview"))
        picture = self._preview_surface()
        self.preview = UIImage(pygame.Rect((self.form.label_x, 0), picture.get_size()), picture,
                               m, container=self.form.container)
        self.form.block(self.preview)
        self.form.finish()

    def _row(self, key: str, text_key: str, make: Callable[[Any, pygame.Rect], Control]) -> None:
        help_key = {"settings.bot_hands": "settings.bot_hands_help"}.get(text_key,
                                                                       f"{text_key}_help")
        self.form.row(key, tr(text_key), tr(help_key), make)

    def _stepper(self, key: str, text_key: str, value: Any, choices: Any,
                 label: Callable[[Any], str]) -> None:
        self._row(key, text_key, lambda c, rect: StepperControl(self.manager, c, rect, value,
                                                               list(choices), label))

    def _toggle(self, key: str, text_key: str, value: bool) -> None:
        words = (tr("settings.on"), tr("settings.off"))
        self._row(key, text_key, lambda c, rect: ToggleControl(self.manager, c, rect, value,
                                                               words))

    def _preview_surface(self) -> pygame.Surface:
        o = self.app.options
        long_px = 110 if o.large_tiles else 84
        surface = pygame.Surface((len(PREVIEW_TILES) * (long_px // 2 + 24) + 24, long_px + 24))
        surface.fill(TABLE_RGB[o.table])
        face = o.face if o.face in FACES else "pips"
        for i, (a, b) in enumerate(PREVIEW_TILES):
            sprite = self.renderer.face(a, b, long_px, face, 0)
            surface.blit(sprite, (12 + i * (long_px // 2 + 24), 12))
        return surface

    def handle(self, event: pygame.event.Event) -> bool:
        """Apply a changed option."""
        key = self.form.handle(event)
        if key is None:
            return False
        value = self.form.rows[key].control.value
        if key == "sound":
            key, value = "muted", not value
        self.app.set_options(dataclasses.replace(self.app.options, **{key: value}))
        if key == "language":
            self.on_language()
        elif key in ("face", "table", "large_tiles"):
            picture = self._preview_surface()
            self.preview.set_dimensions(picture.get_size())
            self.preview.set_image(picture)
            self.form.relayout()
        return True

    def kill(self) -> None:
        """Remove every element."""
        self.form.kill()

    def close_open(self) -> bool:
        """Nothing on this page opens over it (Esc goes on to close the screen)."""
        return False

    def focusables(self) -> list[Item]:
        """Every row."""
        return self.form.focusables()

