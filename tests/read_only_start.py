"""A first start on a read-only data folder, run inside a private mount namespace.

``tests/test_first_start.py`` runs this file under ``unshare -rm`` with a tmpfs mounted
read-only at ``MOUNT`` (the data folder ``MOUNT/data`` inside it); it plays the errand
through the real app loop and prints what the player saw as one JSON line:

    python tests/read_only_start.py MOUNT

The person types a name at the first start; the folder refuses it; the profile must still
be the one playing for the session.  Then the folder is made writable again
(``mount -o remount,rw``: we are root in the namespace) and the next save of anything (the
language, switched on the menu) writes the profile too.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame
from harness import harness_for

from kozel_gui.profiles import PROFILES_FILE, Profiles
from kozel_gui.storage import DataDir


def errand(mount: Path) -> dict[str, object]:
    """The first start, the profile in use, the folder writable again, the next save."""
    data = mount / "data"
    seen: dict[str, object] = {}
    with harness_for(data, "--lang", "ru", first_start=True) as h:
        seen["first"] = type(h.top).__name__
        h.type("Маша")
        h.key(pygame.K_RETURN)
        seen["after"] = type(h.top).__name__
        seen["buttons"] = [b.text for b in h.buttons()]
        seen["playing"] = Profiles.load(h.app.data).current
        seen["told"] = list(h.app.messages.history)
        seen["on_disk_before"] = sorted(p.name for p in data.iterdir()) if data.exists() else []
        subprocess.run(["mount", "-o", "remount,rw", str(mount)], check=True)
        h.press("Українська")  # any next save (here the language, in the settings file) writes her too
        h.press("Русский")
        seen["told_after"] = list(h.app.messages.history)[len(seen["told"]):]
        seen["playing_at_end"] = Profiles.load(h.app.data).current
    fresh = DataDir(data).load(PROFILES_FILE).data
    seen["on_disk"] = [p["name"] for p in fresh["profiles"]] if fresh else []
    return seen


if __name__ == "__main__":
    print(json.dumps(errand(Path(sys.argv[1])), ensure_ascii=False))
