"""The Windows and macOS workflows (they cannot run here): every job that runs the tests or
builds the game first compiles the gettext catalogs (the .mo files are not in git, and
without them the tests stop at ``CatalogMissing``), with a command that works on any system.
"""

from __future__ import annotations

import gettext
import re
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from build_support import ROOT

WORKFLOWS = sorted((ROOT / ".github" / "workflows").glob("*.yml"))
COMPILE = "babel.messages.frontend compile"


def _jobs(text: str) -> dict[str, list[str]]:
    """Each job's ``run:`` commands, in order (one-line and block values alike)."""
    jobs: dict[str, list[str]] = {}
    body = text.split("\njobs:\n", 1)[1]
    for block in re.split(r"\n(?=  [\w-]+:\n)", "\n" + body):
        name = re.match(r"\n?  ([\w-]+):", block)
        if name:
            jobs[name[1]] = [line.strip() for line in re.findall(r"^ +(?:run: )?(.+)$", block, re.M)
                             if line.strip().startswith("python")]
    return jobs


@pytest.mark.parametrize("workflow", WORKFLOWS, ids=lambda p: p.name)
def test_every_job_that_tests_compiles_the_catalogs_first(workflow: Path) -> None:
    jobs = _jobs(workflow.read_text(encoding="utf-8"))
    assert jobs, f"no jobs read from {workflow.name}"
    for name, commands in jobs.items():
        tests = [i for i, c in enumerate(commands) if c.startswith("python -m pytest")]
        compiles = [i for i, c in enumerate(commands) if COMPILE in c]
        if tests:
            assert compiles and compiles[0] < tests[0], f"{workflow.name}: {name}: {commands}"


def test_the_workflows_compile_command_makes_every_catalog(tmp_path: Path) -> None:
    """Run as written in the workflow, on a checkout's .po files alone."""
    text = (ROOT / ".github" / "workflows" / "windows.yml").read_text(encoding="utf-8")
    command = next(line.split("run: ", 1)[1] for line in text.splitlines() if COMPILE in line)
    for po in (ROOT / "assets" / "locale").glob("*/LC_MESSAGES/kozel.po"):
        target = tmp_path / po.relative_to(ROOT)
        target.parent.mkdir(parents=True)
        shutil.copy2(po, target)
    argv = shlex.split(command)
    assert argv[0] == "python"
    done = subprocess.run([sys.executable, *argv[1:]], cwd=tmp_path, capture_output=True,
                          text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stderr
    for lang, title in (("ru", "Домино «Козёл»"), ("en", "Kozel Domino")):
        with (tmp_path / "assets" / "locale" / lang / "LC_MESSAGES" / "kozel.mo").open("rb") as mo:
            assert gettext.GNUTranslations(mo).gettext("app.title") == title
