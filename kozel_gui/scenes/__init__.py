"""The game's screens, one module each, imported only when first needed.

Screens written by other parts of the project may not exist yet; a button
whose screen is missing is left out, never shown as a placeholder.  Each
optional module must provide the class named here:

=================  ==================  ===================================
module             class               made as
=================  ==================  ===================================
``table``          ``TableScene``      ``TableScene(app, setup, match=None)``
``settings``       ``SettingsScene``   ``SettingsScene(app)``
``kids``           ``KidsScene``       ``KidsScene(app)``
``scorepad``       ``ScorePadScene``   ``ScorePadScene(app)``
``history``        ``HistoryScene``    ``HistoryScene(app)``
``stats``          ``StatsScene``      ``StatsScene(app)``
``profile``        ``ProfileScene``    ``ProfileScene(app)``
=================  ==================  ===================================
"""

from __future__ import annotations

import importlib
from importlib.util import find_spec
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from kozel_gui.app import App
    from kozel_gui.options import MatchSetup
    from kozel_gui.scene import Scene

__all__ = ["OPTIONAL", "exists", "load_autosave", "opening", "scene_class", "table_scene"]

OPTIONAL: dict[str, str] = {
    "table": "TableScene",
    "settings": "SettingsScene",
    "kids": "KidsScene",
    "scorepad": "ScorePadScene",
    "history": "HistoryScene",
    "stats": "StatsScene",
    "profile": "ProfileScene",
}
"""Screens other modules provide: module name → class name."""


def exists(module: str) -> bool:
    """Whether ``kozel_gui/scenes/<module>.py`` is there (without importing it)."""
    return find_spec(f"{__name__}.{module}") is not None


def scene_class(module: str) -> type[Scene]:
    """The scene class of an optional module (imports it now)."""
    cls: type[Scene] = getattr(importlib.import_module(f"{__name__}.{module}"), OPTIONAL[module])
    return cls


def table_scene(app: App, setup: MatchSetup, match: Any = None) -> Scene:
    """A table for a new match from ``setup``, or to resume ``match``."""
    cls: Any = scene_class("table")
    scene: Scene = cls(app, setup) if match is None else cls(app, setup, match)
    return scene


def load_autosave(app: App) -> tuple[MatchSetup, Any] | None:
    """The autosaved ``(setup, match)`` if there is one (and the session module exists)."""
    if find_spec("kozel_gui.session") is None:
        return None
    session: Any = importlib.import_module("kozel_gui.session")
    found: tuple[MatchSetup, Any] | None = session.load_autosave(app)
    return found


def opening(app: App) -> list[Scene]:
    """The main menu, with the profile chooser over it at the very first start."""
    from kozel_gui.scenes.menu import MenuScene

    first: list[Scene] = [MenuScene(app)]
    if exists("profile"):
        profile: Any = importlib.import_module(f"{__name__}.profile")
        if profile.needs_profile(app):
            first.append(profile.ProfileScene(app))
    return first
