"""Kids' mode in tests: a child's profile made as a parent would, before the app starts."""

from __future__ import annotations

from pathlib import Path

from kozel_gui.profiles import AVATARS, Profiles
from kozel_gui.storage import DataDir


def add_child(data_dir: Path, name: str = "", avatar: str = AVATARS[0],
              called: str = "Лягушонок") -> str:
    """A child's profile in ``data_dir`` (the grown-up «Тестер» made too if none is);
    returns its name."""
    store = DataDir(data_dir)
    profiles = Profiles.load(store)
    if not profiles.profiles:
        profiles = profiles.added("Тестер")
    made = profiles.with_child(avatar, name, called=called)
    made.save(store)
    return made.profiles[-1].name
