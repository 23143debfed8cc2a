"""Imports run one way: the engine never pulls in pygame; and the pygame here is pygame-ce."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pygame

REPO = Path(__file__).resolve().parent.parent


def test_importing_rules_pulls_in_no_pygame() -> None:
    code = ("import sys, rules, rules.bots, rules.cli; "
            "import pkgutil, importlib; "
            "[importlib.import_module(m.name) for m in pkgutil.walk_packages(rules.__path__, 'rules.')"
            " if not m.name.endswith('__main__')]; "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'pygame_gui', 'kozel_gui')))")
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True,
                          timeout=60, check=True)
    assert done.stdout.strip() == "[]"


def test_the_command_line_module_pulls_in_no_pygame() -> None:
    # --headless must set SDL's drivers before pygame is imported.
    code = "import sys, kozel_gui.cli, kozel_gui.app; print('pygame' in sys.modules)"
    done = subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True, text=True,
                          timeout=60, check=True)
    assert done.stdout.strip() == "False"


def test_pygame_is_the_community_edition() -> None:
    assert getattr(pygame, "IS_CE", False), "plain pygame overwrote pygame-ce: pip install pygame-ce"
