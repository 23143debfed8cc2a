"""The game's screens, one module each, imported only when first needed (start-up stays fast).

Each module below provides the class named here:

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
``net_open``       ``OpenTableScene``  ``OpenTableScene(app)``
``net_join``       ``JoinScene``       ``JoinScene(app)``
=================  ==================  ===================================
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from kozel_gui.host import Host
    from kozel_gui.options import MatchSetup
    from kozel_gui.scene import Scene

__all__ = ["SCREENS", "load_autosave", "opening", "scene_class", "table_scene"]

SCREENS: dict[str, str] = {
    "table": "TableScene",
    "settings": "SettingsScene",
    "kids": "KidsScene",
    "scorepad": "ScorePadScene",
    "history": "HistoryScene",
    "stats": "StatsScene",
    "profile": "ProfileScene",
    "net_open": "OpenTableScene",
    "net_join": "JoinScene",
}
"""Screens made by name: module name → class name."""


def scene_class(module: str) -> type[Scene]:
    """The scene class of a screen module (imports it now)."""
    cls: type[Scene] = getattr(importlib.import_module(f"{__name__}.{module}"), SCREENS[module])
    return cls


def table_scene(app: Host, setup: MatchSetup, match: Any = None) -> Scene:
    """A table for a new match from ``setup``, or to resume ``match`` (as it was left)."""
    cls: Any = scene_class("table")
    scene: Scene = cls(app, setup) if match is None else cls(app, setup, match, resumed=True)
    return scene


def load_autosave(app: Host, *, demo_too: bool = False) -> tuple[MatchSetup, Any] | None:
    """The player's autosaved ``(setup, match)`` (or, with ``demo_too``, a saved demo)."""
    from kozel_gui import session

    return session.load_autosave(app, demo_too=demo_too)


def opening(app: Host) -> list[Scene]:
    """The main menu, with the profile chooser over it at the very first start."""
    from kozel_gui.scenes.menu import MenuScene
    from kozel_gui.scenes.profile import ProfileScene, needs_profile

    first: list[Scene] = [MenuScene(app)]
    if needs_profile(app):
        first.append(ProfileScene(app))
    return first
