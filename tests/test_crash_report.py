"""A crash leaves its report even when nothing more can be imported: an upgrade may have taken
the running build's files away (a frozen build imports lazily from its own archive), so the
crash handler may not need any module that was not loaded at start."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from build_support import ROOT, child_env, explain

# Starts the game on a scene that, once running, makes every further import fail (as when
# the build's archive was replaced), then breaks.
GAME_WHOSE_FILES_GO = """
import sys
from kozel_gui import app, launch
from kozel_gui.scene import Scene

class FilesGone:
    def find_spec(self, name, path=None, target=None):
        raise ImportError(f"{name}: the program's files are gone")

class Broken(Scene):
    def update(self, dt):
        sys.meta_path.insert(0, FilesGone())
        raise RuntimeError("a scene broke after an upgrade")

app.App._first_scenes = lambda self: [Broken(self)]
sys.exit(launch.main(sys.argv[1:]))
"""


def test_a_crash_after_the_programs_files_went_still_writes_its_report(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-c", GAME_WHOSE_FILES_GO, "--headless", "--seed", "4",
                           "--data-dir", str(tmp_path)], cwd=ROOT, env=child_env(),
                          capture_output=True, text=True, timeout=60, check=False)
    assert done.returncode == 1, explain(done)
    reports = list(tmp_path.glob("crash-*.txt"))
    assert len(reports) == 1, explain(done)
    text = reports[0].read_text(encoding="utf-8")
    assert "RuntimeError: a scene broke after an upgrade" in text and "seed: 4" in text
    assert str(reports[0]) in done.stderr
